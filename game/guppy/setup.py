"""Guppy's setup screen: choose the tile set and the level (1-10), then play.

Two tile-set cards in the top row and ten level cards below them, in a `ChoiceScene`: arrows move
between cards (up and down to the nearest card of the next row), Enter or a click picks. Each level
card shows the level's colours, order and patch sizes, tools and best score; the level cards'
swatches follow the chosen tile set. The choices are remembered in the profile."""

from __future__ import annotations

import time

import arcade

from game.core.session import Session
from game.guppy import art
from game.guppy.board_view import TILE
from game.guppy.pure import content
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import RULES, Params, level_spec
from game.guppy.scene import GuppyScene, chosen_tileset
from game.ui import theme
from game.ui.choices import ChoiceCard, ChoiceGrid, ChoiceScene
from game.ui.labels import Labels, keep_inside
from game.ui.prompts import key_label, keys_label
from game.ui.sprites import make_sprite


class GuppySetup(ChoiceScene):
    """Choose the tile set and the level (1-10), by keyboard or mouse; Enter or a click on a level plays.

    Each level card shows the level's colours, order and patch sizes, tools and best score."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tileset = chosen_tileset(app)
        self.labels = Labels()
        self.swatches = arcade.SpriteList()
        self.level_swatches: list[tuple[arcade.Sprite, int]] = []  # (sprite, colour): redrawn per tile set
        add = self.labels.add
        add("Guppy", 640, 648, theme.ACCENT, 34, font_name=theme.HEADING_FONT, anchor_x="center")
        add("Choose a tile set and a level", 640, 612, theme.TEXT_DIM, 16, anchor_x="center")
        add(f"{keys_label('menus', ('up', 'down', 'left', 'right'))}: choose · "
            f"{key_label('menus', 'pick')}: play · Esc: back", 640, 26, theme.TEXT_DIM, 13, anchor_x="center")
        self.sets: list[ChoiceCard] = []
        for i, name in enumerate(art.TILESETS):
            option = ChoiceCard(330 + i * 320, 500, 300, 86, lambda n=name: self.pick_tileset(n))
            add(art.TILESET_NAMES[name], option.left + 150, 560, theme.TEXT, 16, bold=True, anchor_x="center")
            for j, code in enumerate(sorted(art.PALETTES[name])):
                self.swatches.append(make_sprite(art.tile_texture(name, code), option.left + 45 + j * 30, 524,
                                                 scale=26 / TILE / art.RES))
            self.sets.append(option)
        best = app.profile.best.get("guppy", {})
        self.levels: list[ChoiceCard] = []
        table = content.load()
        for number in range(1, content.LEVEL_COUNT + 1):
            row, col = divmod(number - 1, 5)
            option = ChoiceCard(72 + col * 230, 262 - row * 196, 216, 180, lambda n=number: self.start(n))
            self._level_card(table, option, number, best.get(str(number)))
            self.levels.append(option)
        last = app.profile.progress_of("guppy").get("level", 1)
        last = last if isinstance(last, int) and 1 <= last <= content.LEVEL_COUNT else 1
        self.grid = ChoiceGrid([self.sets, self.levels[:5], self.levels[5:]], (1 + (last - 1) // 5, (last - 1) % 5))
        keep_inside(self.labels, self.grid.cards)  # a larger text size stays on its card
        self.pick_tileset(self.tileset)

    def _level_card(self, table, option: ChoiceCard, number: int, best: int | None) -> None:
        """Texts and palette swatches of a level card."""
        level, row = level_spec(number, table), table.levels[number - 1]
        cx, top = option.centre_x, option.bottom + option.height
        add = self.labels.add
        add(f"Level {number}", cx, top - 32, theme.TEXT, 17, font_name=theme.HEADING_FONT, anchor_x="center")
        add(f"Orders of {level.order_size} · cut {level.min_patch}+\n"
            f"{row.dye_per_colour} dye each · {row.sponges} sponges",
            option.left + 14, top - 92, theme.TEXT_DIM, 12, multiline=True, width=option.width - 28, align="center",
            fit_height=option.height - 92 - 34)  # two lines over the best score
        add(f"Best: {best:,}" if best is not None else "Best: -", cx, option.bottom + 16,
            theme.ACCENT if best is not None else theme.TEXT_DIM, 14, bold=True, anchor_x="center")
        size = 22
        left = cx - (len(level.palette) - 1) * size / 2
        for i, colour in enumerate(level.palette):
            swatch = make_sprite(art.tile_texture(self.tileset, colour), left + i * size, top - 60,
                                 scale=(size - 2) / TILE / art.RES)
            self.level_swatches.append((swatch, colour))
            self.swatches.append(swatch)

    def pick_tileset(self, name: str) -> None:
        """Choose the tile set; the level cards' swatches show it."""
        self.tileset = name
        for option, set_name in zip(self.sets, art.TILESETS):
            option.chosen = set_name == name
        for sprite, colour in self.level_swatches:
            sprite.texture = art.tile_texture(name, colour)

    def start(self, number: int) -> None:
        """Remember the choices and start a game of that level."""
        self.app.profile.keep_progress("guppy", level=number, tileset=self.tileset)
        self.app.save_profile()
        self.app.audio.play("select")
        session = Session(RULES, Params(level=number), time.time_ns() & 0xFFFFFFFF, content_for(Params(level=number)))
        self.app.replace(GuppyScene(self.app, session, tileset=self.tileset))

    @property
    def focused(self) -> ChoiceCard:
        """The card with the keyboard focus."""
        return self.grid.focused

    def draw(self) -> None:
        """Cards, swatches, texts."""
        super().draw()
        self.swatches.draw()
        self.labels.draw()


def create_setup(app) -> GuppySetup:
    """The level and tile set choice shown before a new game."""
    return GuppySetup(app)
