"""Floorplan's records and results card: the best game per difficulty, the last finished game kept
for its replay, and the end card (`Results`) read from the `Outcome` and the Visitor's view.

The profile keeps, per difficulty, the best won game's turns taken and rounds lost
(`progress["floorplan"]["best"][difficulty]`) next to the platform's best score (1000 minus the turns
minus 10 per lost round), which the Game Select card shows. The last finished game's save is written
to the data folder (`replays/floorplan-last.json`), so the setup screen can offer to watch it again.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Callable, Literal

import msgspec

from game.core.rules import Outcome, Status
from game.core.storage import atomic_write_json, data_dir, read_json
from game.floorplan.pure.content import GAME_ID
from game.floorplan.pure.model import View

#: The difficulties the results screen lists (the shipped table's levels).
DIFFICULTIES = ("easy", "normal", "hard")
Name = Annotated[str, msgspec.Meta(max_length=64)]
Count = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


@dataclass
class Progress:
    """What Floorplan keeps in the profile (`progress["floorplan"]`): the best won game per
    difficulty (`{"turns": n, "rounds_lost": n}`), the setup screen's last choices and the Visitor's
    view of the game in play. Declared for the profile loader, which resets a value of another type."""

    best: dict[Name, dict[Name, Count]] = dataclasses.field(default_factory=dict)
    difficulty: Name = "normal"
    museum: Name = "museum"
    rotate_spare: bool = False
    #: The Visitor's view as the player left it, for the game `view_game` ([seed, museum]) only.
    view_game: tuple[int, Name] | None = None
    view_facing: Literal["N", "E", "S", "W"] = "N"
    view_large: bool = False


def best_records(profile) -> dict[str, dict[str, int]]:
    """Per difficulty name: {"turns", "rounds_lost"} of the best won game."""
    return dict(profile.progress_of(GAME_ID).get("best", {}))


def best_line(record: dict[str, int] | None) -> str:
    """A best record in words ("23 turns, 1 round lost"), or "-" when there is none."""
    if not record:
        return "-"
    lost = record.get("rounds_lost", 0)
    return f"{record.get('turns', 0)} turns, {lost} round{'s' if lost != 1 else ''} lost"


def record_game(app: Any, view: View, outcome: Outcome | None) -> bool:
    """Keep a won game's record (its score on the card, its turns and lost rounds per difficulty);
    True when it is the best at its difficulty."""
    difficulty = view.setup.difficulty
    new_best = app.record_result(GAME_ID, difficulty, outcome.scores[0] if outcome is not None else 0)
    if new_best:
        table = best_records(app.profile)
        table[difficulty] = {"turns": view.turns, "rounds_lost": view.rounds_lost}
        app.profile.keep_progress(GAME_ID, best=table)
        app.save_profile()
    return new_best


def result_lines(profile: Any, view: View, new_best: bool, replaying: bool) -> list[str]:
    """The lines of the results screen: this game's record, how it stands at its difficulty, and
    the best at every difficulty."""
    lost = view.rounds_lost
    lines = [f"Turns taken: {view.turns}     Rounds lost to Stauf: {lost}"]
    if replaying:
        return lines
    difficulty = view.setup.difficulty
    best = best_records(profile)
    lines.append(f"A new best on {difficulty.title()}!" if new_best else
                 f"Your best on {difficulty.title()}: {best_line(best.get(difficulty))}")
    others = [f"{name.title()}: {short_line(best.get(name))}" for name in DIFFICULTIES]
    lines.append("Best  -  " + "   ".join(others))
    return lines


def short_line(record: dict[str, int] | None) -> str:
    """A best record in few words ("21 turns, 2 lost"), or "-"."""
    if not record:
        return "-"
    return f"{record.get('turns', 0)} turns, {record.get('rounds_lost', 0)} lost"


def last_game_path() -> Path:
    """Where the last finished game's save is kept."""
    return data_dir() / "replays" / f"{GAME_ID}-last.json"


def keep_last_game(save: dict[str, Any]) -> None:
    """Keep a finished game's save for its replay (replacing the one before)."""
    atomic_write_json(last_game_path(), save)


def last_game() -> dict[str, Any] | None:
    """The last finished game's save, or None (missing or unreadable)."""
    try:
        data = read_json(last_game_path())
    except Exception:  # an unreadable replay is only a missing one
        return None
    return data if isinstance(data, dict) else None


class Results:
    """The end of a game: record it (not a replay's), keep its save for the replay, and make the
    card: the heading, the lines and the buttons (Play again, Watch replay, Menu)."""

    def __init__(self, app: Any, save: Callable[[], dict[str, Any]], *, play_again: Callable[[], None],
                 watch_replay: Callable[[], None]) -> None:
        self.app = app
        self.save = save
        self.play_again = play_again
        self.watch_replay = watch_replay

    def card(self, status: Status, view: View, outcome: Outcome | None,
             replaying: bool) -> tuple[str, list[str], list[tuple[str, Callable[[], None]]]]:
        """(heading, lines, actions) of the result overlay for a game that ended with `status`."""
        new_best = False
        if not replaying:
            new_best = record_game(self.app, view, outcome)
            keep_last_game(self.save())
        lines = result_lines(self.app.profile, view, new_best, replaying)
        actions = [("Watch replay", self.watch_replay), ("Menu", self.app.to_menu)]
        if not replaying:
            actions.insert(0, ("Play again", self.play_again))
        return "The 13th Gallery!" if status == Status.WON else "Game over", lines, actions
