"""The pause overlay (Esc in a game): resume, restart, how to play, the game's share code, save and
quit to the menu.

The game scene stays alive underneath (drawn, not updated), so resuming continues exactly. The code
shown is the game's (its params, seed and level: `game.core.codes`); "Copy code" puts it on the
clipboard, or says in a sentence that there is none; "Copy with moves" a code that carries the
moves so far, which opens as a replay ("watch how I did it")."""

from __future__ import annotations

from game.app.scenes.confirm import Overlay
from game.app.scenes.play_code import copy_text
from game.core.codes import CodeError, encode
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
        try:
            self.code: str | None = encode(game_scene.session)
            # a long code (an edited level inside) is copied, not read: its start and its length
            code = self.code
            line = f"Code: {code}" if len(code) <= 24 else f"Code: {code[:8]}... ({len(code)} characters)"
        except CodeError as exc:
            self.code, line = None, exc.message
        self.code_text = theme.Text(line, theme.WIDTH / 2, 542, theme.ACCENT, 17, font_name=theme.MONO_FONT,
                                    anchor_x="center", bold=True)
        while self.code_text.content_width > 400 and self.code_text.font_size > 10:
            self.code_text.font_size -= 1
        self.note = theme.Text("", theme.WIDTH / 2, 510, theme.TEXT_DIM, 12, font_name=theme.BODY_FONT,
                               anchor_x="center")
        actions = [("Resume", self.back), ("Restart", self.restart),
                   ("How to play", lambda: app.open_howto(game_scene.game_id)),
                   ("Save and quit to menu", self.save_and_quit),
                   ("Copy code", self.copy_code), ("Copy with moves", self.copy_with_moves)]
        self.menu.widgets = [Button(label, theme.WIDTH / 2 - 170, 440 - i * 60, 340, 50, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.widgets[4].enabled = self.code is not None
        self.menu.widgets[5].enabled = self.code is not None and bool(game_scene.session.history)
        self.menu.focus(0)

    def copy_code(self) -> None:
        """Put the game's code on the clipboard and say so (or why not)."""
        if self.code is not None:
            self._copy(self.code, "Copied: paste it to a friend, who plays it with Play a code.")

    def copy_with_moves(self) -> None:
        """Put a code with the moves so far on the clipboard: it opens as a replay."""
        try:
            code = encode(self.game_scene.session, moves=True)
        except CodeError as exc:
            self.note.text, self.note.color = exc.message, theme.DANGER
            self.refresh()
            return
        count = len(self.game_scene.session.history)
        self._copy(code, f"Copied, with {count} move{'s' if count != 1 else ''}: it opens as a replay.")

    def _copy(self, code: str, done: str) -> None:
        problem = copy_text(self.app, code)
        self.note.text = problem or done
        self.note.color = theme.DANGER if problem else theme.GOOD
        self.refresh()

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
        self.code_text.draw()
        self.note.draw()
