"""The Elo-style rating earned in games against bots, kept in the player's profile.

A game against bots counts as one duel against each bot (a win, a draw or a loss by points), each
bot having a fixed rating by difficulty; the change is K times the sum of (result - expected),
shared over the duels, so a game against three bots moves the rating about as much as one duel.
The profile keeps it in `progress["olifantenpad"]`: `rating` and `rated_games` (plain numbers, so the
profile's own loader checks and keeps them).
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

import msgspec

GAME_ID = "olifantenpad"
START = 1000
K = 32
#: What each bot difficulty is worth as an opponent.
BOT_RATINGS = {"easy": 800, "normal": 1100, "hard": 1400, "random": 600}


def expected(rating: float, other: float) -> float:
    """The share of a duel a player of `rating` is expected to take from one of `other`."""
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def change(rating: int, score: int, bots: list[tuple[str, int]]) -> int:
    """The rating change for a game that ended with `score` against `bots` ((difficulty, score)
    each)."""
    if not bots:
        return 0
    total = 0.0
    for level, theirs in bots:
        result = 1.0 if score > theirs else 0.5 if score == theirs else 0.0
        total += result - expected(rating, BOT_RATINGS.get(level, BOT_RATINGS["normal"]))
    return round(K * total / len(bots) * (1 + 0.25 * (len(bots) - 1)))


def current(profile: Any) -> int:
    """The profile's rating (START before any rated game)."""
    value = profile.progress_of(GAME_ID).get("rating", START)
    return value if isinstance(value, int) and not isinstance(value, bool) else START


def games(profile: Any) -> int:
    """How many rated games the profile has played."""
    value = profile.progress_of(GAME_ID).get("rated_games", 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def record(profile: Any, delta: int) -> tuple[int, int]:
    """Apply a change to the profile's rating; returns (before, after). The caller saves."""
    before = current(profile)
    after = max(100, before + delta)
    profile.keep_progress(GAME_ID, rating=after, rated_games=games(profile) + 1)
    return before, after


@dataclasses.dataclass
class Progress:
    """What Olifantenpad keeps in the profile (`progress["olifantenpad"]`), declared for the profile
    loader (a value of another type is reset): the rating and rated games, the lessons done, the
    hot-seat names and timer, the setup screen's last choices, and the online name, server, player
    secret and rating."""

    rating: Annotated[int, msgspec.Meta(ge=100, le=10_000)] = START
    rated_games: Annotated[int, msgspec.Meta(ge=0)] = 0
    lessons: Annotated[list[Annotated[str, msgspec.Meta(max_length=64)]], msgspec.Meta(max_length=100)] = (
        dataclasses.field(default_factory=list))
    names: Annotated[list[Annotated[str, msgspec.Meta(max_length=32)]], msgspec.Meta(max_length=4)] = (
        dataclasses.field(default_factory=list))
    timer: bool = True
    setup: Annotated[dict[str, Annotated[str, msgspec.Meta(max_length=64)]], msgspec.Meta(max_length=16)] = (
        dataclasses.field(default_factory=dict))
    #: Online: the server typed last, the name chosen, and what the server said of this player
    #: (its player secret and its rating there).
    server: Annotated[str, msgspec.Meta(max_length=200)] = ""
    online_name: Annotated[str, msgspec.Meta(max_length=64)] = ""
    online_player: str = ""
    online_rating: int = START


def card_note(profile: Any) -> str:
    """What Game Select's card says for Olifantenpad instead of "Best:" (its record's `card_note`):
    the rating, the online rating the server last gave (once there is one), and today's best on
    the Park of the Day once there is one."""
    import datetime

    parts = []
    if games(profile):
        parts.append(f"Rating {current(profile)}")
    online = profile.progress_of(GAME_ID).get("online_rating")
    if isinstance(online, int) and not isinstance(online, bool):
        parts.append(f"Online {online}")
    today = profile.best.get(GAME_ID, {}).get(f"day-{datetime.date.today().isoformat()}")
    if today is not None:
        parts.append(f"Today {today}")
    return "  \u00b7  ".join(parts) if parts else f"Rating {START}"
