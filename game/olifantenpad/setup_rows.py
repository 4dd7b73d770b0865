"""The rows of Olifantenpad's setup screens: a choice between values and a typed name (used by
`setup.py` and by the online modes' rows in `online_setup.py`)."""

from __future__ import annotations

from typing import Callable

import arcade

from game.olifantenpad import textures
from game.ui import theme
from game.ui.widgets import Widget, draw_panel

ROW_LEFT, ROW_WIDTH, ROW_HEIGHT = 70, 520, 50


class Choice(Widget):
    """A row "Label   < value >": Left/Right or a click on an arrow change the value."""

    def __init__(self, label: str, options: list[tuple[str, str]], index: int, on_change: Callable[[], None]) -> None:
        super().__init__(ROW_LEFT, 0, ROW_WIDTH, ROW_HEIGHT)
        self.options, self.index, self.on_change = options, index % max(1, len(options)), on_change
        # the label left of the first arrow, the value between the arrows (at any text size)
        self.label = theme.Text(label, 0, 0, theme.TEXT_DIM, 15, font_name=theme.BODY_FONT, anchor_y="center",
                                fit_width=ROW_WIDTH * 0.36 - 30)
        self.shown = theme.Text("", 0, 0, theme.TEXT, 17, font_name=theme.BODY_FONT, bold=True, anchor_x="center",
                                anchor_y="center", fit_width=2 * (ROW_WIDTH * 0.28 - 16))
        self._show()

    @property
    def value(self) -> str:
        """The chosen option's key."""
        return self.options[self.index][0]

    def select(self, key: str) -> None:
        """Show the option `key` (without telling `on_change`: nothing has been chosen by the player)."""
        keys = [k for k, _ in self.options]
        if key in keys:
            self.index = keys.index(key)
            self._show()

    def _show(self) -> None:
        self.shown.text = self.options[self.index][1] if self.options else "-"

    def move_to(self, left: float, bottom: float) -> None:
        """Place the row and its texts."""
        super().move_to(left, bottom)
        mid = bottom + self.height / 2
        self.label.x, self.label.y = left + 18, mid
        self.shown.x, self.shown.y = left + self.width * 0.64, mid

    def adjust(self, step: int) -> bool:
        """Left/Right: the previous or next option (wrapping)."""
        if len(self.options) > 1:
            self.index = (self.index + step) % len(self.options)
            self._show()
            self.on_change()
        return True

    def activate(self) -> None:
        """Enter moves on to the next option."""
        self.adjust(1)

    def click(self, x: float, y: float) -> None:
        """A click left of the middle goes back, right of it forward."""
        self.adjust(-1 if x < self.left + self.width * 0.64 else 1)

    def draw(self) -> None:
        """Row box, label, value between arrows."""
        edge = theme.FOCUS if self.focused else theme.PANEL_EDGE
        draw_panel(self.left, self.bottom, self.width, self.height, theme.PANEL, edge, 2 + 2 * self._glow)
        mid = self.bottom + self.height / 2
        for x, d in ((self.left + self.width * 0.36, -1), (self.left + self.width - 24, 1)):
            color = theme.FOCUS if self.focused else theme.TEXT_DIM
            arcade.draw_triangle_filled(x - 7 * d, mid - 8, x - 7 * d, mid + 8, x + 7 * d, mid, color)
        self.label.draw()
        self.shown.draw()


class NameField(Widget):
    """A player's name: typed while the row is focused (letters, digits, space; Backspace)."""

    def __init__(self, label: str, name: str, player: int) -> None:
        super().__init__(ROW_LEFT, 0, ROW_WIDTH, ROW_HEIGHT)
        self.value = name
        self.label = theme.Text(label, 0, 0, theme.TEXT_DIM, 15, font_name=theme.BODY_FONT, anchor_y="center")
        self.shown = theme.Text(name, 0, 0, theme.TEXT, 17, font_name=theme.BODY_FONT, bold=True, anchor_y="center")
        self.swatch = arcade.SpriteList()
        self.icon = arcade.Sprite(textures.icon("swatch", 26, player, seat_order=True), scale=0.5)
        self.swatch.append(self.icon)

    def move_to(self, left: float, bottom: float) -> None:
        """Place the row and its texts."""
        super().move_to(left, bottom)
        mid = bottom + self.height / 2
        self.icon.position = (left + 30, mid)
        self.label.x, self.label.y = left + 54, mid
        self.shown.x, self.shown.y = left + self.width * 0.42, mid

    def type(self, text: str) -> None:
        """Add typed characters (at most 14)."""
        clean = "".join(ch for ch in text if ch.isalnum() or ch in " -'")
        self.value = (self.value + clean)[:14]
        self.shown.text = self.value

    def erase(self) -> None:
        """Backspace."""
        self.value = self.value[:-1]
        self.shown.text = self.value

    def draw(self) -> None:
        """Row, swatch, label, the name with a caret when focused."""
        edge = theme.FOCUS if self.focused else theme.PANEL_EDGE
        draw_panel(self.left, self.bottom, self.width, self.height, theme.PANEL, edge, 2 + 2 * self._glow)
        self.swatch.draw()
        self.label.draw()
        self.shown.draw()
        if self.focused:
            x = self.shown.x + self.shown.content_width + 3
            arcade.draw_line(x, self.bottom + 14, x, self.bottom + self.height - 14, theme.FOCUS, 2)
