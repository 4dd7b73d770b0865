"""Pharaoh Tomb's status line (a part of the HUD): the bottom line of the side panel, where messages are read.

Messages ("That swap makes no line of three...", "You earned a scarab...") used to sit over the
decorative frieze at the bottom of the tomb, light text on busy carvings. They now appear on a dark
plaque with a sandstone edge at the bottom of the panel, in its own line under the kinds in play;
while no message shows, that line gives the keys (Swap, Pocket, Pause) as it always did. A message
too wide for the plaque is set smaller, down to SMALLEST points.
"""

from __future__ import annotations

import arcade

from game.pharaoh import art
from game.pharaoh.input import keys_text
from game.pharaoh.layout import BORDER, KINDS_BOX, PANEL, PANEL_X, SAND_TEXT
from game.ui import theme
from game.ui.sprites import set_listed

#: The plaque (left, bottom, right, top) in design space: the panel's bottom line, as wide as the
#: kinds-in-play box above it and clear of it and of the panel's edge.
PLAQUE = (KINDS_BOX[0] - BORDER, PANEL[1] + 2, KINDS_BOX[2] + BORDER, KINDS_BOX[1] - BORDER - 2)
EDGE = 2
SIZE, SMALLEST = 14, 10
MESSAGE_COLOR = (250, 232, 190)


class StatusLine:
    """The panel's bottom line: the keys, or a message on its plaque (`message` is the scene's
    `GameScene.message` text, moved here; the scene draws it after its board). The keys' text goes
    in the scene's `batch`, the plaque's sprites at the end of `sprites`."""

    def __init__(self, message: arcade.Text, sprites: arcade.SpriteList, batch) -> None:
        self.message = message
        middle = (PLAQUE[1] + PLAQUE[3]) / 2
        message.x, message.y = PANEL_X, middle
        message.anchor_y = "center"
        message.color = MESSAGE_COLOR
        self.keys = theme.Text(keys_text(), PANEL_X, middle, SAND_TEXT, 12, font_name=theme.BODY_FONT,
                               anchor_x="center", anchor_y="center", batch=batch,
                               fit_width=PLAQUE[2] - PLAQUE[0] - 24, fit_height=PLAQUE[3] - PLAQUE[1] - 4)
        width, height = PLAQUE[2] - PLAQUE[0], PLAQUE[3] - PLAQUE[1]
        self.edge = arcade.SpriteSolidColor(width, height, PANEL_X, middle, color=art.SAND_DARK)
        self.inner = arcade.SpriteSolidColor(width - 2 * EDGE, height - 2 * EDGE, PANEL_X, middle, color=art.INK)
        self.sprites = sprites  # the plaque is in them only while it is up (a hidden sprite still costs its pixels)
        self.shown = None  # whether the plaque is up (None: not drawn yet)

    def said(self) -> None:
        """A new message: set it small enough to fit the plaque."""
        width = PLAQUE[2] - PLAQUE[0] - 24
        if self.message.font_size != theme.scaled_size(SIZE):
            self.message.font_size = theme.scaled_size(SIZE)
        while self.message.content_width > width and self.message.font_size > SMALLEST:
            self.message.font_size -= 1

    def show(self, speaking: bool) -> None:
        """Put the plaque up (the keys hidden) while a message shows, down when it is gone."""
        if speaking != self.shown:
            self.shown = speaking
            for sprite in (self.edge, self.inner):  # the edge first, under the inside
                set_listed(sprite, self.sprites, speaking)
            self.keys.visible = not speaking
