"""Which way a game of Olifantenpad is played, read from its session (so a continued or replayed
game plays the same way): a learning walk, the Park of the Day, solo, against bots, or hot-seat.

The params say how many players there are and which are bots (`rules.bots`); what the params do not
hold (hot-seat names, the planning timer) is kept in the profile's `progress["olifantenpad"]` by the
setup screen, under `names` and `timer`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.olifantenpad.pure.lessons import Lesson, lesson_for

GAME_ID = "olifantenpad"
LEVEL_WORDS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "random": "Random"}


@dataclass
class Mode:
    """How this game is played."""

    kind: str  # "lesson", "day", "solo", "bots", "hotseat"
    names: list[str] = field(default_factory=list)
    timer: bool = False
    lesson: Lesson | None = None
    levels: dict[int, str] = field(default_factory=dict)

    @property
    def hotseat(self) -> bool:
        """Several people on one screen (hand-overs)."""
        return self.kind == "hotseat"


def difficulty(params: Any, player: int) -> str:
    """The difficulty a bot plays `player` at ("normal" for a seat that names none)."""
    seat = params.seat(player) if hasattr(params, "seat") else "normal"
    return seat if seat in LEVEL_WORDS else "normal"


def mode_of(session: Any, profile: Any) -> Mode:
    """The mode of a session, with the players' names."""
    params = session.params
    players = session.rules.player_count(params)
    humans = set(session.humans)
    lesson = lesson_for(getattr(params, "park", ""))
    stored = profile.progress_of(GAME_ID) if profile is not None else {}
    if lesson is not None:
        names = ["You"] + [lesson.partner_name] * (players - 1)
        return Mode("lesson", names, lesson=lesson)
    if players == 1:
        return Mode("day" if getattr(params, "day", "") else "solo", ["You"])
    bots = [p for p in range(players) if p not in humans]
    if bots:
        levels = {p: difficulty(params, p) for p in bots}
        names = ["You" if p in humans else f"Bot {p + 1}" for p in range(players)]
        return Mode("bots", names, levels=levels)
    saved = stored.get("names", [])
    names = [str(saved[p])[:14] if p < len(saved) and str(saved[p]).strip() else f"Player {p + 1}"
             for p in range(players)]
    return Mode("hotseat", names, timer=bool(stored.get("timer", True)))
