"""A game's play record: what the statistics count about the play of a session so far.

It rides in the session's save (under `PLAY_KEY`, only when something was recorded), so a game
continued later keeps its time, its hints and its assisted mark (`game.core.session`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: Key of a save's play record (`PlayRecord`), written only when something was recorded.
PLAY_KEY = "play"


@dataclass
class PlayRecord:
    """Seconds on screen, hints shown, and whether an assist (undo) was used: an undo before a
    save still marks the game assisted once it is continued. A game's scene keeps it up to date."""

    seconds: float = 0.0
    hints: int = 0
    assisted: bool = False

    def to_dict(self) -> dict[str, Any]:
        """As plain data, for the save."""
        return {"seconds": round(self.seconds, 1), "hints": self.hints, "assisted": self.assisted}

    @classmethod
    def from_dict(cls, data: Any) -> "PlayRecord":
        """From a save; a value of the wrong kind is left at its default (it only feeds statistics)."""
        record = cls()
        if not isinstance(data, dict):
            return record
        seconds, hints, assisted = data.get("seconds"), data.get("hints"), data.get("assisted")
        if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and 0 <= seconds <= 1e10:
            record.seconds = float(seconds)
        if isinstance(hints, int) and not isinstance(hints, bool) and 0 <= hints <= 10**9:
            record.hints = hints
        if isinstance(assisted, bool):
            record.assisted = assisted
        return record
