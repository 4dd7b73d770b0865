"""Draw Quintet's icon: five rounded tiles set like the five on a die, one in each game's colour.

    python packaging/make_icon.py [--out game/shipped/assets/quintet.png] [--size 256]

The picture is ours, drawn with Pillow from the games' own colours (`GameSpec.color`) and the
menus' panel colours (`game.ui.theme`); it is the window's icon, the Linux launcher's
(`quintet install-desktop`) and the executable's (PyInstaller converts it for Windows and macOS).
Drawn at four times the size and scaled down, so the edges are smooth.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.catalog import GAMES  # noqa: E402
from game.ui import theme  # noqa: E402

OVERSAMPLE = 4
#: Where the five tiles sit, as fractions of the icon's side: the corners of a square and its middle.
SPOTS = ((0.29, 0.29), (0.71, 0.29), (0.5, 0.5), (0.29, 0.71), (0.71, 0.71))


def shade(color: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """`color` made lighter (factor > 1) or darker (factor < 1)."""
    return tuple(max(0, min(255, round(c * factor))) for c in color)  # type: ignore[return-value]


def draw_icon(size: int) -> Image.Image:
    """The icon as a `size` x `size` RGBA picture with a transparent outside."""
    big = size * OVERSAMPLE
    picture = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    pen = ImageDraw.Draw(picture)
    margin = big * 0.04
    pen.rounded_rectangle((margin, margin, big - margin, big - margin), radius=big * 0.2,
                          fill=theme.PANEL, outline=theme.PANEL_EDGE, width=round(big * 0.025))
    half = big * 0.15
    # the middle tile last, so it overlaps its four neighbours a little, like a tile laid on top
    order = [0, 1, 3, 4, 2]
    for index in order:
        x, y = (big * f for f in SPOTS[index])
        color = GAMES[index].color
        box = (x - half, y - half, x + half, y + half)
        shadow = tuple(v + big * 0.012 for v in box)
        pen.rounded_rectangle(shadow, radius=half * 0.35, fill=theme.SHADE)
        pen.rounded_rectangle(box, radius=half * 0.35, fill=color, outline=shade(color, 0.6),
                              width=round(big * 0.012))
        shine = (x - half * 0.62, y - half * 0.7, x + half * 0.62, y - half * 0.3)
        pen.rounded_rectangle(shine, radius=half * 0.2, fill=shade(color, 1.22))
    return picture.resize((size, size), Image.LANCZOS)


def main(argv: list[str] | None = None) -> int:
    """Draw the icon and write it as a PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "game" / "shipped" / "assets" / "quintet.png")
    parser.add_argument("--size", type=int, default=256)
    args = parser.parse_args(argv)
    draw_icon(args.size).save(args.out, optimize=True)
    print(f"wrote {args.out} ({args.size} x {args.size})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
