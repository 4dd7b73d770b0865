"""Two screens over the park: the hot-seat hand-over cover ("Pass to Player 2", the park hidden)
and the results (each player's points, the winner, the rating change, a lesson's verdict).

The cover is part of the game scene (its timer and the game wait under it); the results are a menu
scene pushed over the game, drawn over a dimmed copy of it, like the app's own result overlay but
with a row per player.
"""

from __future__ import annotations

import arcade
import pyglet

from game.olifantenpad import textures
from game.olifantenpad.hud import DIM, INK
from game.ui import theme
from game.ui.prompts import key_label
from game.ui.scene import MenuScene
from game.ui.widgets import Button, draw_panel

PANEL = (30, 44, 36)
EDGE = (90, 130, 96)
#: The results panel's width at least, and the room between its border and the buttons.
PANEL_WIDTH, BUTTON_MARGIN = 640, 40


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


class ResultsOverlay(MenuScene):
    """The end of a game: a title, a row per player (shape, name, points; the winners marked), a
    few lines (rating change, best of the day, a lesson's verdict) and buttons."""

    def __init__(self, app, below, title: str, rows: list[tuple[int, str, int, bool]], lines: list[str],
                 actions, *, won: bool) -> None:
        super().__init__(app, axis="horizontal")
        self.below = below
        self.background = below.background
        self.batch = pyglet.graphics.Batch()
        self.sprites = arcade.SpriteList()
        cx = theme.WIDTH / 2
        height = 220 + 44 * len(rows) + 30 * len(lines)
        self.bottom = (theme.HEIGHT - height) / 2
        self.top = self.bottom + height
        self.heading = theme.Text(title, cx, self.top - 62, theme.GOOD if won else theme.ACCENT, 32,
                                  font_name=theme.HEADING_FONT, anchor_x="center", batch=self.batch)
        y = self.top - 110
        self.labels: list[arcade.Text] = []  # kept alive: a batch forgets collected texts
        for player, name, score, winner in rows:
            self.sprites.append(arcade.Sprite(textures.icon("swatch", 30, player), scale=0.5, center_x=cx - 200,
                                              center_y=y + 8))
            color = INK if winner else DIM
            self.labels.append(theme.Text(name, cx - 174, y, color, 20, font_name=theme.BODY_FONT, bold=winner,
                                          batch=self.batch))
            self.labels.append(theme.Text(f"{score}", cx + 200, y, color, 22, font_name=theme.BODY_FONT, bold=True,
                                          anchor_x="right", batch=self.batch))
            if winner and len(rows) > 1:
                tag = "WIN" if sum(1 for row in rows if row[3]) == 1 else "DRAW"
                self.sprites.append(arcade.Sprite(textures.word(tag, 14, theme.ACCENT), scale=0.5, center_x=cx + 250,
                                                  center_y=y + 8))
            y -= 44
        for i, line in enumerate(lines):
            self.labels.append(theme.Text(line, cx, y - 14 - i * 30, theme.ACCENT if i == 0 else theme.TEXT, 17,
                                          font_name=theme.BODY_FONT, anchor_x="center", batch=self.batch))
        width = 200
        total = len(actions) * width + (len(actions) - 1) * 20
        self.panel_width = max(PANEL_WIDTH, total + 2 * BUTTON_MARGIN)  # the buttons stay inside the border
        left = (theme.WIDTH - total) / 2
        self.menu.widgets = [Button(label, left + i * (width + 20), self.bottom + 24, width, 54, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.focus(0)
        app.audio.play("win" if won else "gameover")

    def back(self) -> None:
        """Esc takes the last action (Menu)."""
        self.menu.widgets[-1].activate()

    def draw(self) -> None:
        """The game below, dimmed; the panel, rows, lines and buttons (the panel pops in)."""
        self.below.draw()
        arcade.draw_lbwh_rectangle_filled(0, 0, theme.WIDTH, theme.HEIGHT, theme.with_alpha(theme.SHADE, 170))
        scale = min(1.0, self.age / 0.18)
        width = self.panel_width * (0.85 + 0.15 * scale)
        draw_panel((theme.WIDTH - width) / 2, self.bottom, width, self.top - self.bottom, PANEL, EDGE, 3)
        self.sprites.draw()
        self.batch.draw()
        super().draw()
