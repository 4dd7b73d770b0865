"""The colours and drawing helpers that Floorplan's picture modules share (`art`, `figures`,
`paintings`): supersampled canvases, shrinking, soft noise, bevels and fonts shipped with arcade.

Kept apart from `art` so that the picture modules import one module below them instead of each other.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

#: Supersampling factor of every picture.
SS = 4

# -- colours ----------------------------------------------------------------------------------------
TABLE = (26, 20, 24)           # the table the model stands on (the scene's clear colour)
WALL = (64, 50, 62)            # wall mass of a tile
WALL_LIGHT = (104, 86, 100)
WALL_DARK = (34, 26, 34)
PARQUET = (150, 106, 64)
PARQUET_DARK = (112, 76, 44)
RUNNER = (136, 30, 44)
GOLD = (218, 176, 84)
GOLD_DARK = (140, 104, 40)
GOLD_LIGHT = (255, 230, 150)
MODEL_WOOD = (74, 46, 30)      # the model's base (the floors' frame)
MODEL_WOOD_LIGHT = (120, 80, 50)
VISITOR = (64, 176, 96)
STAUF = (206, 52, 48)
ANGEL = (92, 150, 255)
LANTERN = (255, 214, 110)
GALLERY_DARK = (22, 18, 28)
GALLERY_FLOOR = (70, 52, 58)
TALISMAN_COLORS = {"extra_turn": (74, 196, 190), "move_stauf": (186, 110, 230), "lock_gallery": (240, 160, 60)}
TALISMAN_NAMES = {"extra_turn": "Extra Turn", "move_stauf": "Move Stauf", "lock_gallery": "Lock Gallery"}
TALISMAN_KINDS = ("extra_turn", "move_stauf", "lock_gallery")


# -- helpers ----------------------------------------------------------------------------------------------
def font_path(face: str) -> str:
    """The file of a font arcade ships (Liberation or Kenney), by its face name."""
    import arcade  # only to find the fonts it ships

    folder = "Kenney" if face.startswith("Kenney") else "Liberation"
    return str(Path(arcade.__file__).parent / "resources" / "system" / "fonts" / "ttf" / folder / f"{face}.ttf")


@lru_cache(maxsize=None)
def font(size: int, face: str = "Liberation_Serif_Bold") -> ImageFont.FreeTypeFont:
    """A face shipped with arcade at a pixel size (PIL's own font if it cannot be found)."""
    try:
        return ImageFont.truetype(font_path(face), size)
    except OSError:
        return ImageFont.load_default(size)


def canvas(width: int, height: int | None = None, fill=(0, 0, 0, 0)) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent (or `fill`) picture `SS` times the asked size, and a pen that draws on it."""
    image = Image.new("RGBA", (width * SS, (height or width) * SS), fill)
    return image, ImageDraw.Draw(image)


def shrink(image: Image.Image, width: int, height: int | None = None) -> Image.Image:
    """A supersampled picture shrunk to its final size (smooth edges)."""
    return image.resize((width, height or width), Image.LANCZOS)


def noise(width: int, height: int, cells: int, seed: int) -> np.ndarray:
    """Smooth value noise in 0..1 (a small random grid blown up with bicubic filtering)."""
    grid = np.random.default_rng(seed).random((cells + 1, cells + 1)) * 255
    small = Image.fromarray(grid.astype(np.uint8))
    return np.asarray(small.resize((width, height), Image.BICUBIC), dtype=np.float32) / 255


def mottle(image: Image.Image, seed: int, amount: float = 0.10, cells: int = 6) -> Image.Image:
    """Darken and lighten an image in soft blotches (stone, wood), keeping its alpha."""
    rgba = np.asarray(image, dtype=np.float32).copy()
    h, w = rgba.shape[:2]
    shade = 1 + amount * (noise(w, h, cells, seed) - 0.5) * 2
    rgba[..., :3] *= shade[..., None]
    return Image.fromarray(np.clip(rgba, 0, 255).astype(np.uint8))


def shade(color: tuple, factor: float) -> tuple[int, int, int]:
    """A colour darkened (factor < 1) or lightened (factor > 1), each channel kept in 0..255."""
    return tuple(max(0, min(255, int(c * factor))) for c in color[:3])  # type: ignore[return-value]


def bevel(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], width: float,
          light: tuple, dark: tuple) -> None:
    """A raised edge: light along the top and left, dark along the bottom and right."""
    x0, y0, x1, y1 = box
    for i in range(int(width)):
        draw.line((x0 + i, y0 + i, x1 - i, y0 + i), fill=light)
        draw.line((x0 + i, y0 + i, x0 + i, y1 - i), fill=light)
        draw.line((x0 + i, y1 - i, x1 - i, y1 - i), fill=dark)
        draw.line((x1 - i, y0 + i, x1 - i, y1 - i), fill=dark)


def fit_text(draw: ImageDraw.ImageDraw, text: str, width: float, size: int, face: str,
             smallest: int) -> ImageFont.FreeTypeFont:
    """The largest font from `size` down to `smallest` in which `text` fits `width` pixels."""
    for px in range(size, smallest - 1, -1):
        f = font(px, face)
        left, _, right, _ = draw.textbbox((0, 0), text, font=f)
        if right - left <= width:
            return f
    return font(smallest, face)
