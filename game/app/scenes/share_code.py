"""A game's share code as a screen shows it: one line, and copying it to the clipboard.

The pause menu and the end-of-game screen both show the code of the game on screen (its params,
seed and level: `game.core.codes`) and copy it; this is that part, once. A code too long to read
out (an edited level inside) shows its start and its length; a game without a code shows why in
its place. Copying puts the code (or, with `moves`, a code that carries the moves so far and opens
as a replay) on the clipboard and says so in the note line, or says in a sentence why it could not
(`play_code.copy_text`: a headless window or a system without a clipboard).
"""

from __future__ import annotations

from typing import Any, Callable

from game.app.scenes.play_code import copy_text
from game.core.codes import CodeError, encode
from game.core.session import Session
from game.ui import theme

#: Codes at most this long are shown whole (a shipped level and its seed fit).
SHOWN_WHOLE = 24


class ShareCode:
    """The code line and the note line under it, centred at `x`; `changed` is called after a copy
    changed the note (a still overlay paints itself again)."""

    def __init__(self, app: Any, session: Session, x: float, y: float, *, note_y: float, width: float = 400,
                 changed: Callable[[], None] = lambda: None) -> None:
        self.app, self.session, self.changed = app, session, changed
        try:
            self.code: str | None = encode(session)
            code = self.code
            line = f"Code: {code}" if len(code) <= SHOWN_WHOLE else f"Code: {code[:8]}... ({len(code)} characters)"
        except CodeError as exc:
            self.code, line = None, exc.message
        self.text = theme.Text(line, x, y, theme.ACCENT, 17, font_name=theme.MONO_FONT, anchor_x="center", bold=True)
        while self.text.content_width > width and self.text.font_size > 10:
            self.text.font_size -= 1
        self.note = theme.Text("", x, note_y, theme.TEXT_DIM, 12, font_name=theme.BODY_FONT, anchor_x="center",
                               fit_width=width)

    def copy(self) -> None:
        """Put the game's code on the clipboard and say so (or why not)."""
        if self.code is not None:
            self._copy(self.code, "Copied: paste it to a friend, who plays it with Play a code.")

    def copy_with_moves(self) -> None:
        """Put a code with the moves so far on the clipboard: it opens as a replay."""
        try:
            code = encode(self.session, moves=True)
        except CodeError as exc:
            self._say(exc.message, theme.DANGER)
            return
        count = len(self.session.history)
        self._copy(code, f"Copied, with {count} move{'s' if count != 1 else ''}: it opens as a replay.")

    def _copy(self, code: str, done: str) -> None:
        problem = copy_text(self.app, code)
        self._say(problem or done, theme.DANGER if problem else theme.GOOD)

    def _say(self, words: str, colour: tuple[int, int, int]) -> None:
        self.note.text, self.note.color = words, colour
        self.changed()

    def draw(self) -> None:
        """The code line and the note."""
        self.text.draw()
        self.note.draw()
