"""The title screen: the name, five drifting tiles (each game's board in its colour), and the main menu."""

from __future__ import annotations

import math

import arcade
from PIL import Image

from game.catalog import GAMES, GameSpec
from game.core.paths import resource
from game.ui import theme
from game.ui.labels import fit_text
from game.ui.prompts import key_label, keys_label
from game.ui.scene import MenuScene
from game.ui.sprites import image_texture
from game.ui.widgets import Button

TILE, EDGE = 72, 3  # a tile's side and its frame in the game's colour, in design pixels
ZOOM = 0.6  # how much of the card picture's height a tile shows: its pieces large enough to read


def tile_texture(entry: GameSpec) -> arcade.Texture:
    """A game's title tile, made at twice its size (it turns): a square from the middle of its card
    picture (assets/cards), close enough to read its pieces, framed in the game's colour; the
    colour alone for a game without a card picture."""
    side = 2 * TILE
    image = Image.new("RGB", (side, side), entry.color)
    path = resource("assets", "cards", f"{entry.id}.png")
    if path.exists():
        card = Image.open(path).convert("RGB")
        crop = int(min(card.size) * ZOOM)
        left, top = (card.width - crop) // 2, (card.height - crop) // 2
        inner = card.crop((left, top, left + crop, top + crop)).resize((side - 4 * EDGE,) * 2, Image.LANCZOS)
        image.paste(inner, (2 * EDGE, 2 * EDGE))
    return image_texture(image, f"title-tile-{entry.id}")


class TitleScene(MenuScene):
    """Play, Settings, Quit; Esc asks to quit."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.title = theme.Text("QUINTET", theme.WIDTH / 2, 500, theme.ACCENT, 84,
                                font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="center")
        self.subtitle = theme.Text("five grid games", theme.WIDTH / 2, 420, theme.TEXT_DIM, 22,
                                   font_name=theme.BODY_FONT, anchor_x="center", anchor_y="center")
        problems = "  ".join(app.problems)
        self.problem = theme.Text(problems, theme.WIDTH / 2, 8, theme.DANGER, 12, font_name=theme.BODY_FONT,
                                  anchor_x="center", anchor_y="bottom", multiline=True, width=1200,
                                  align="center")
        if problems:
            fit_text(self.problem, 40)
        self.hint = theme.Text(self.key_hint(), theme.WIDTH / 2, 56,
                               theme.TEXT_DIM, 13, font_name=theme.BODY_FONT, anchor_x="center")
        for i, (label, action) in enumerate((("Play", self.play), ("Settings", self.settings),
                                             ("Quit", app.ask_quit))):
            self.menu.widgets.append(Button(label, theme.WIDTH / 2 - 140, 300 - i * 72, 280, 56, action,
                                            font_size=20))
        self.menu.focus(0)
        self.tiles = arcade.SpriteList()
        for i, entry in enumerate(GAMES):
            tile = arcade.Sprite(tile_texture(entry), scale=0.5)
            tile.base = (theme.WIDTH / 2 + (i - 2) * 100, 608)
            self.tiles.append(tile)
        self._place_tiles()  # placed before the first update: a dialog opened at once draws them right

    @staticmethod
    def key_hint() -> str:
        """The help line, naming the menus' keys as bound now."""
        return (f"{keys_label('menus', ('up', 'down', 'left', 'right'))} + {key_label('menus', 'pick')}, "
                "or the mouse.   F11: fullscreen")

    def entered(self) -> None:
        """Start the music when the title first shows; the help line names the keys as bound now."""
        self.hint.text = self.key_hint()
        self.app.audio.start_music()

    def play(self) -> None:
        """Open Game Select."""
        from game.app.scenes.select import SelectScene

        self.app.push(SelectScene(self.app))

    def settings(self) -> None:
        """Open Settings."""
        from game.app.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        """Esc on the title asks to quit."""
        self.app.ask_quit()

    def update(self, dt: float) -> None:
        """Tiles bob and turn."""
        super().update(dt)
        self._place_tiles()

    def _place_tiles(self) -> None:
        for i, tile in enumerate(self.tiles):
            bx, by = tile.base
            tile.center_x = bx
            tile.center_y = by + 10 * math.sin(self.age * 1.8 + i * 0.9)
            tile.angle = 8 * math.sin(self.age * 1.1 + i * 1.7)

    def draw(self) -> None:
        """Tiles, title, menu, hints."""
        self.tiles.draw()
        self.title.draw()
        self.subtitle.draw()
        super().draw()
        self.hint.draw()
        self.problem.draw()
