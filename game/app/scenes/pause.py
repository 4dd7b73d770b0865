"""The pause overlay (Esc in a game): resume, restart, how to play, save and quit to the menu.

The game scene stays alive underneath (drawn, not updated), so resuming continues exactly."""

from __future__ import annotations

import arcade

from game.app.scenes.confirm import Overlay
from game.ui import theme
from game.ui.widgets import Button, draw_panel


class PauseScene(Overlay):
    """Esc resumes."""

    def __init__(self, app, game_scene) -> None:
        super().__init__(app, game_scene)
        self.game_scene = game_scene
        self.heading = arcade.Text("Paused", theme.WIDTH / 2, 520, theme.TEXT, 34,
                                   font_name=theme.HEADING_FONT, anchor_x="center")
        actions = [("Resume", self.back), ("Restart", self.restart),
                   ("How to play", lambda: app.open_howto(game_scene.game_id)),
                   ("Save and quit to menu", self.save_and_quit)]
        self.menu.widgets = [Button(label, theme.WIDTH / 2 - 170, 420 - i * 68, 340, 54, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.focus(0)

    def restart(self) -> None:
        """Ask, then start the same game again from its first position."""

        def yes() -> None:
            self.app.pop()  # the pause
            self.game_scene.restart()

        self.app.confirm("Restart this game?", "Every move of this game so far will be lost.", yes,
                         yes="Restart", no="Keep playing")

    def save_and_quit(self) -> None:
        """Write the save slot and go back to Game Select."""
        self.game_scene.save_game()
        self.app.to_menu()

    def draw_overlay(self) -> None:
        """Panel and heading."""
        draw_panel(theme.WIDTH / 2 - 220, 170, 440, 410)
        self.heading.draw()
