"""The pause overlay (Esc in a game): resume, restart, how to play, the game's share code, save and
quit to the menu.

The game scene stays alive underneath (drawn, not updated), so resuming continues exactly. The code
shown is the game's (`ShareCode`, shared with the end-of-game screen); "Copy code" puts it on the
clipboard, or says in a sentence that there is none; "Copy with moves" a code that carries the
moves so far, which opens as a replay ("watch how I did it")."""

from __future__ import annotations

from game.app.scenes.confirm import Overlay
from game.app.scenes.share_code import ShareCode
from game.ui import theme
from game.ui.widgets import Button, draw_panel

PANEL_BOTTOM, PANEL_H = 110, 530


class PauseScene(Overlay):
    """Esc resumes."""

    def __init__(self, app, game_scene) -> None:
        super().__init__(app, game_scene)
        self.game_scene = game_scene
        self.heading = theme.Text("Paused", theme.WIDTH / 2, 582, theme.TEXT, 34,
                                  font_name=theme.HEADING_FONT, anchor_x="center")
        self.share = ShareCode(app, game_scene.session, theme.WIDTH / 2, 542, note_y=510, changed=self.refresh)
        actions = [("Resume", self.back), ("Restart", self.restart),
                   ("How to play", lambda: app.open_howto(game_scene.game_id)),
                   ("Save and quit to menu", self.save_and_quit),
                   ("Copy code", self.share.copy), ("Copy with moves", self.share.copy_with_moves)]
        self.menu.widgets = [Button(label, theme.WIDTH / 2 - 170, 440 - i * 60, 340, 50, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.widgets[4].enabled = self.share.code is not None
        self.menu.widgets[5].enabled = self.share.code is not None and bool(game_scene.session.history)
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
        """Panel, heading, the code and what copying it said."""
        draw_panel(theme.WIDTH / 2 - 220, PANEL_BOTTOM, 440, PANEL_H)
        self.heading.draw()
        self.share.draw()
