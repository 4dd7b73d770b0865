"""The hot-seat hand-over cover ("Pass to Player 2", the park hidden): part of the game scene (its
timer and the game wait under it). The results are the platform's end card (`results.py`).
"""

from __future__ import annotations

import arcade
import pyglet

from game.olifantenpad import textures
from game.olifantenpad.hud import DIM, INK
from game.ui import theme
from game.ui.prompts import key_label
from game.ui.widgets import Button, draw_panel

PANEL = (30, 44, 36)
EDGE = (90, 130, 96)


class Cover:
    """What hot-seat players see between planners: whose turn it is, and a button to show the park."""

    def __init__(self, on_reveal) -> None:
        self.batch = pyglet.graphics.Batch()
        cx = theme.WIDTH / 2
        self.heading = theme.Text("", cx, 470, INK, 34, font_name=theme.HEADING_FONT, anchor_x="center",
                                  batch=self.batch)
        self.body = theme.Text("", cx, 420, DIM, 17, font_name=theme.BODY_FONT, anchor_x="center",
                               anchor_y="top", multiline=True, width=620, align="center", batch=self.batch)
        self.keys = theme.Text(f"{key_label('olifantenpad', 'walk')} or a click: show the park", cx, 208, DIM, 13,
                               font_name=theme.BODY_FONT, anchor_x="center", batch=self.batch)
        self.button = Button("Show my park", cx - 220, 244, 440, 56, on_reveal, font_size=18, color=(52, 110, 70))
        self.button.focused = True
        self.sprites = arcade.SpriteList()
        self.token = arcade.Sprite(textures.icon("token", 96, 0), scale=0.5, center_x=cx, center_y=560)
        self.sprites.append(self.token)

    def show(self, player: int, name: str, hour: str, seconds: int | None) -> None:
        """Set the cover for the next planner (nothing is laid out again when nothing changed)."""
        key = (player, name, hour, seconds)
        if key == getattr(self, "_shown", None):
            return
        self._shown = key
        self.token.texture = textures.icon("token", 96, player)
        self.heading.text = f"Pass to {name}"
        limit = f" You have {seconds} seconds once the park shows." if seconds else ""
        self.body.text = (f"{name} plans the {hour} walk in secret. Everyone else, look away!{limit}")
        self.button.text.text = f"I'm {name}: show the park"

    def click(self, x: float, y: float) -> None:
        """Any click shows the park (the button is the obvious place)."""
        self.button.activate()

    def update(self, dt: float) -> None:
        """Ease the button's glow."""
        self.button.update(dt)

    def draw(self) -> None:
        """The cover, over nothing: the park is not drawn while it shows."""
        draw_panel(theme.WIDTH / 2 - 360, 170, 720, 460, PANEL, EDGE, 3)
        self.sprites.draw()
        self.button.draw()
        self.batch.draw()
