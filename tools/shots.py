"""Render the README screenshots and the Game Select card pictures (`make shots`).

    python tools/shots.py

Writes docs/screenshots/<scene>.png for every scene `quintet --shot` knows, and for each playable
game assets/cards/<id>.png: its board alone, cut from its game screen (`CARD_BOARDS` here, a box
`(left, bottom, width, height)` in design pixels around the board and nothing of the HUD; else the
scene module's `CARD_CROP`, else the centre), widened with the backdrop's colour to the card's shape
and scaled to the card. `python tools/shots.py cards` writes the card pictures only.
Each game's How to Play pictures (its record's `shots`, scenes `<id>:<name>`) go to
game/shipped/docs/screenshots/<id>-<name>.png (shipped with the game, beside the rules pages):
the shot's crop, scaled down to fit the How to Play picture box if larger and widened with the
backdrop's colour to the box's size, so the page draws it pixel for pixel.
`python tools/shots.py howto [<id>...]` writes those pictures only (of the games named).
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.app.scenes.howto import PICTURE_SIZE  # noqa: E402 - after the path is set

CARD_SIZE = (432, 380)  # twice the card picture box of game/app/scenes/select.py
HOWTO_BOX = PICTURE_SIZE  # the How to Play page's picture box, drawn pixel for pixel


def shoot(scene: str, out: Path, home: str) -> None:
    """Render one scene in a fresh process (one window per process)."""
    env = dict(os.environ, QUINTET_HOME=home, ARCADE_SOUND_BACKENDS="silent")
    subprocess.run([sys.executable, "-m", "game", "--headless", "--shot", scene, "--out", str(out)],
                   cwd=ROOT, env=env, check=True)


def shoot_howto(name: str, folder: Path, home: str) -> Path:
    """Render a How to Play shot (`<id>:<name>`) to folder/<id>-<name>.png; returns the file."""
    out = folder / f"{name.replace(':', '-')}.png"
    shoot(name, out, home)
    return out


def crop(shot: Path, box: tuple) -> Image.Image:
    """The part of a 1280x720 screenshot inside a design-space box (left, bottom, width, height)."""
    left, bottom, width, height = box
    return Image.open(shot).crop((int(left), int(720 - bottom - height), int(left + width), int(720 - bottom)))


#: Each game's board on its game screen (design pixels: left, bottom, width, height): the card
#: picture shows the board and nothing else (no HUD, no captions, no rows cut off).
CARD_BOARDS = {
    "floorplan": (278, 120, 476, 476),  # the ground floor in its wooden frame, arrows and all
    "olifantenpad": (33, 43, 741, 634),  # the park's west part: paths, gates A and B, trails
    "guppy": (380, 90, 520, 520),  # the cloth in its frame
    "romb": (552, 42, 484, 485),  # the lit corner of the room: torch, spirit, raider, loot, walls
    "pharaoh": (62, 62, 612, 612),  # the whole 8x8 board in its frame
}


def card_picture(game_id: str, shot: Path) -> None:
    """Cut a game's board out of its screenshot, widen it with the backdrop's colour to the card's
    shape (never cutting the board) and scale it to the card picture size."""
    aspect = CARD_SIZE[0] / CARD_SIZE[1]
    box = CARD_BOARDS.get(game_id)
    if box is None:
        module = importlib.import_module(f"game.{game_id}.scene")
        box = getattr(module, "CARD_CROP", ((1280 - 720 * aspect) / 2, 0, 720 * aspect, 720))
    board = crop(shot, box).convert("RGB")
    backdrop = Image.open(shot).convert("RGB").getpixel((max(0, int(box[0]) - 6), int(720 - box[1] - box[3] / 2)))
    width, height = board.size
    canvas = Image.new("RGB", (max(width, round(height * aspect)), max(height, round(width / aspect))), backdrop)
    canvas.paste(board, ((canvas.width - width) // 2, (canvas.height - height) // 2))
    out = ROOT / "assets" / "cards" / f"{game_id}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    canvas.resize(CARD_SIZE, Image.LANCZOS).save(out)
    print(f"wrote {out.relative_to(ROOT)}")


def backdrop_colour(image: Image.Image) -> tuple:
    """The colour most common along a picture's edge: the backdrop the scene drew it on."""
    rgb = image.convert("RGB")
    width, height = rgb.size
    edge = [rgb.getpixel((x, y)) for x in range(width) for y in (0, height - 1)]
    edge += [rgb.getpixel((x, y)) for y in range(height) for x in (0, width - 1)]
    return max(set(edge), key=edge.count)


def howto_picture(name: str, shot: Path) -> None:
    """Crop a How to Play shot (`<id>:<name>`) to its box, scale it down to fit the page's picture
    box if it is larger (aspect kept, never enlarged, nothing cut), and widen it with the backdrop's
    colour to the box's size: the page draws it pixel for pixel with no bands. It replaces the full
    screenshot."""
    from game.app.shots import howto_shot

    image = crop(shot, howto_shot(name).crop).convert("RGB")
    scale = min(1.0, HOWTO_BOX[0] / image.width, HOWTO_BOX[1] / image.height)
    if scale < 1.0:
        image = image.resize((round(image.width * scale), round(image.height * scale)), Image.LANCZOS)
    canvas = Image.new("RGB", HOWTO_BOX, backdrop_colour(image))
    canvas.paste(image, ((HOWTO_BOX[0] - image.width) // 2, (HOWTO_BOX[1] - image.height) // 2))
    canvas.save(shot)
    print(f"cropped {shot.relative_to(ROOT)}")


def main() -> None:
    """The game screens and card pictures, then the How to Play pictures, then every other screen."""
    from game.app.shots import howto_shot_names, scene_names
    from game.catalog import GAMES
    from game.core.paths import resource

    folder = ROOT / "docs" / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    pictures = resource("docs", "screenshots")  # the How to Play pictures ship with the game
    playable = [entry.id for entry in GAMES if entry.playable]
    howto = howto_shot_names()
    with tempfile.TemporaryDirectory() as home:
        if sys.argv[1:2] == ["howto"]:
            games = sys.argv[2:] or playable
            for name in howto:
                if name.partition(":")[0] in games:
                    howto_picture(name, shoot_howto(name, pictures, home))
            return
        for game_id in playable:  # first, so the select screenshot shows the new card pictures
            shoot(game_id, folder / f"{game_id}.png", home)
            card_picture(game_id, folder / f"{game_id}.png")
        if sys.argv[1:] == ["cards"]:
            return
        for name in howto:  # before the How to Play screenshots that may show them
            howto_picture(name, shoot_howto(name, pictures, home))
        for name in scene_names():
            if name not in playable and name not in howto and name != "sample":
                shoot(name, folder / f"{name}.png", home)


if __name__ == "__main__":
    main()
