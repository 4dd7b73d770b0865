"""Pharaoh Tomb's records per mode: best scores and a few statistics, kept in the player's profile.

Best scores go through the platform's best-score table (`profile.best["pharaoh"][key]`): Classic
keeps the key "total", under which every game before modes (all of them Classic) was counted, so a
player's old best stays Classic's; every other mode counts under its name ("short", "endless").
The statistics sit in `profile.progress["pharaoh"]["stats"][mode]`: games started, the highest
level reached, levels passed, and (Endless) boards reshuffled. `Progress` declares that table for
the profile loader, with the mode chosen last on the setup screen. No arcade here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Annotated, Any

import msgspec

from game.pharaoh.pure.content import CLASSIC

GAME_ID = "pharaoh"
#: The best-score key of Classic (the key of every game played before modes).
CLASSIC_KEY = "total"
#: The statistics kept per mode, in the order the setup screen may name them.
STATS = ("games", "best_level", "levels", "reshuffles")
Name = Annotated[str, msgspec.Meta(max_length=64)]
Count = Annotated[int, msgspec.Meta(ge=0, le=10**9)]


@dataclass
class Progress:
    """What Pharaoh Tomb keeps in `profile.progress["pharaoh"]`: the mode chosen last ("" before
    the first game) and per mode its statistics (see STATS)."""

    mode: Name = ""
    stats: dict[Name, dict[Name, Count]] = dataclasses.field(default_factory=dict)


def score_key(mode: str) -> str:
    """The best-score key of a mode: "total" for Classic, else the mode's name."""
    return CLASSIC_KEY if mode == CLASSIC else mode


def best(profile: Any, mode: str) -> int | None:
    """The best score of a mode, or None when it was never scored."""
    found: int | None = profile.best.get(GAME_ID, {}).get(score_key(mode))
    return found


def stats(profile: Any, mode: str) -> dict[str, int]:
    """A mode's statistics (every key of STATS, 0 when never counted)."""
    kept = profile.progress_of(GAME_ID).get("stats", {}).get(mode, {})
    return {name: int(kept.get(name, 0)) for name in STATS}


def count(profile: Any, mode: str, *, games: int = 0, levels: int = 0, reshuffles: int = 0,
          level: int = 0) -> None:
    """Add to a mode's statistics (games started, levels passed, reshuffles) and raise its highest
    level reached to `level`; the caller writes the profile."""
    every = profile.progress_of(GAME_ID).get("stats", {})
    table = every.setdefault(mode, {})
    for name, more in (("games", games), ("levels", levels), ("reshuffles", reshuffles)):
        if more:
            table[name] = int(table.get(name, 0)) + more
    if level > int(table.get("best_level", 0)):
        table["best_level"] = level
    profile.keep_progress(GAME_ID, stats=every)


def chosen_mode(profile: Any, names: list[str]) -> str:
    """The mode the setup screen offers first: the one chosen last; on a first visit (no Pharaoh
    game ever scored or counted) the short mode for new players when there is one; else Classic."""
    last: str = profile.progress_of(GAME_ID).get("mode", "")
    if last in names:
        return last
    played = profile.best.get(GAME_ID) or profile.progress_of(GAME_ID).get("stats")
    if not played and "short" in names:
        return "short"
    return CLASSIC if CLASSIC in names else names[0]


def stats_line(profile: Any, mode: str) -> str:
    """A mode's record in a few words for its card: "Best 1,234 · level 4 · 7 games" (best score,
    highest level reached, games started), or "Not played yet"."""
    score, kept = best(profile, mode), stats(profile, mode)
    parts = []
    if score is not None:
        parts.append(f"Best {score:,}")
    if kept["best_level"]:
        parts.append(f"level {kept['best_level']}")
    if kept["games"]:
        parts.append(f"{kept['games']} game{'s' if kept['games'] != 1 else ''}")
    return " · ".join(parts) if parts else "Not played yet"
