"""The result overlay: level passed, room won, game over; with the score lines and next steps."""

from __future__ import annotations

import arcade

from game.app.scenes.confirm import Overlay
from game.ui import theme
from game.ui.widgets import Button, draw_panel


class ResultScene(Overlay):
    """A title, a few lines (score, best) and buttons such as Next, Retry, Menu."""

    def __init__(self, app, game_scene, title: str, lines: list[str], actions, *, won: bool) -> None:
        super().__init__(app, game_scene)
        self.heading = arcade.Text(title, theme.WIDTH / 2, 500, theme.GOOD if won else theme.DANGER, 34,
                                   font_name=theme.HEADING_FONT, anchor_x="center")
        self.lines = [arcade.Text(line, theme.WIDTH / 2, 440 - i * 34, theme.TEXT, 19,
                                  font_name=theme.BODY_FONT, anchor_x="center") for i, line in enumerate(lines)]
        width = 200
        total = len(actions) * width + (len(actions) - 1) * 20
        left = (theme.WIDTH - total) / 2
        self.menu.widgets = [Button(label, left + i * (width + 20), 220, width, 54, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.axis = "horizontal"
        self.menu.focus(0)
        app.audio.play("win" if won else "gameover")

    def back(self) -> None:
        """Esc takes the last action (Menu)."""
        self.menu.widgets[-1].activate()

    def draw_overlay(self) -> None:
        """Panel, heading and lines; the panel pops in."""
        scale = min(1.0, self.age / 0.18)
        width, height = 700 * (0.85 + 0.15 * scale), 380
        draw_panel((theme.WIDTH - width) / 2, 180, width, height)
        self.heading.draw()
        for line in self.lines:
            line.draw()
