"""Statistics and history of finished games, kept in the profile; the finished games' saves on a shelf.

One call records a finished game: `record_finished(profile, game_id, key, result, ...)`. The game's
scene makes it from the one place every game's end passes through (`GameScene`), so each game adds
only how its games are grouped (`key`: a difficulty, a level, a room, a mode; the scene's
`score_key`).

What is kept, per game (`GameStats`):

- `total`: every finished game of the game: played, won, lost, drawn, time played, hints shown and
  how many games used an assist (undo, Romb Raider's remembered map). Streaks and the best score
  come from games without an assist only: an assisted game neither extends nor breaks a streak.
- `keys[key]` the same for the games of one group without an assist, and `assisted[key]` for the
  assisted ones: an assisted result counts apart, never towards the plain record.
- `history`: the last `HISTORY_LIMIT` finished games (date, group, result, score, time), newest
  last, each with the name of its save on the shelf when it was kept.

The shelf (`ReplayShelf`, `<data>/history/<game>/`) holds the finished games' saves, one small JSON
file each, so that any game in the history can be watched again with the replay scene. A save whose
JSON is larger than `MAX_REPLAY_BYTES` is not kept (its history entry has no Watch); a file whose
entry leaves the history is deleted, so the shelf holds at most `HISTORY_LIMIT` saves per game,
`HISTORY_LIMIT * MAX_REPLAY_BYTES` (12.5 MB) at the very most and a few hundred KB in practice.
"""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path
from typing import Annotated, Any, Literal, Protocol

import msgspec

from game.core.storage import atomic_write_text, data_dir, parse_json, read_text_file

#: Finished games kept in each game's history.
HISTORY_LIMIT = 50
#: Largest save (its compact JSON, in bytes) kept on the shelf for Watch. The games' saves are a
#: few KB (content record included); a 2,000-move game is about 100 KB.
MAX_REPLAY_BYTES = 256 * 1024
#: A result as the statistics name it.
Result = Literal["won", "lost", "draw"]
RESULTS: tuple[Result, ...] = ("won", "lost", "draw")

Count = Annotated[int, msgspec.Meta(ge=0, le=10**9)]
Seconds = Annotated[float, msgspec.Meta(ge=0.0, le=1e10)]
Score = Annotated[int, msgspec.Meta(ge=-10**12, le=10**12)]
#: A shelf file's name: written by `ReplayShelf.put`, checked when read (no path ever escapes the shelf).
_REPLAY_NAME = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9]{1,4}\.json$")


class Tally(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """The record of a set of finished games (a game's, or one group's)."""

    played: Count = 0
    won: Count = 0
    lost: Count = 0
    drawn: Count = 0
    #: wins in a row up to the last game counted for records, and the most ever
    streak: Count = 0
    best_streak: Count = 0
    best_score: Score | None = None
    #: when the best score was made (ISO date); "" for a best kept from before statistics existed
    best_date: str = ""
    seconds: Seconds = 0.0
    hints: Count = 0
    #: games in which an assist was used
    assisted: Count = 0

    @property
    def win_rate(self) -> float | None:
        """Won games as a share of those played (None before the first)."""
        return self.won / self.played if self.played else None

    def add(self, entry: "Finished", *, records: bool) -> bool:
        """Count a finished game; with `records`, let it extend or break the streak and beat the
        best score. Returns True when its score is a new best."""
        self.played += 1
        self.won += entry.result == "won"
        self.lost += entry.result == "lost"
        self.drawn += entry.result == "draw"
        self.seconds += entry.seconds
        self.hints += entry.hints
        self.assisted += entry.assisted
        if not records:
            return False
        self.streak = self.streak + 1 if entry.result == "won" else 0
        self.best_streak = max(self.best_streak, self.streak)
        if self.best_score is None or entry.score > self.best_score:
            self.best_score, self.best_date = entry.score, entry.date
            return True
        return False


class Finished(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """One finished game in the history."""

    date: str  # ISO date and time, seconds, local time
    key: str  # the group (difficulty, level, room, mode)
    result: Result
    score: Score
    seconds: Seconds = 0.0
    hints: Count = 0
    assisted: bool = False
    #: its save's file name on the shelf, "" when it was not kept (too large, or the disk refused)
    replay: str = ""


class GameStats(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """Everything the statistics keep about one game (see the module docstring)."""

    total: Tally = msgspec.field(default_factory=Tally)
    keys: dict[str, Tally] = msgspec.field(default_factory=dict)
    assisted: dict[str, Tally] = msgspec.field(default_factory=dict)
    history: list[Finished] = msgspec.field(default_factory=list)

    def recent_scores(self, count: int = 12) -> list[Finished]:
        """The last `count` finished games, oldest first (the Statistics screen's bars)."""
        return self.history[-count:]


class HasStatistics(Protocol):
    """What `record_finished` needs of a profile: its statistics per game id."""

    stats: dict[str, GameStats]


class ReplayShelf:
    """The folder of finished games' saves, one compact JSON file each (see the module docstring)."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        """Where the saves are (`<data>/history` unless given)."""
        return self._folder if self._folder is not None else data_dir() / "history"

    def put(self, game_id: str, stamp: datetime.datetime, save: dict[str, Any]) -> str:
        """Keep a finished game's save; its file name, or "" when it is too large or cannot be
        written (the history entry then has no Watch; the game goes on)."""
        text = json.dumps(save, separators=(",", ":"), sort_keys=True)
        if len(text.encode("utf-8")) > MAX_REPLAY_BYTES:
            return ""
        folder = self.folder / game_id
        base = stamp.strftime("%Y%m%d-%H%M%S")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            number = 0
            while (folder / f"{base}-{number}.json").exists() and number < 9999:
                number += 1
            name = f"{base}-{number}.json"
            atomic_write_text(folder / name, text)
        except OSError:
            return ""
        return name

    def get(self, game_id: str, name: str) -> dict[str, Any]:
        """A kept save as plain data. Raises `ValueError` with a sentence when it is gone or unusable."""
        if not _REPLAY_NAME.match(name):
            raise ValueError("this game's recording was not kept")
        path = self.folder / game_id / name
        try:
            data = parse_json(read_text_file(path, MAX_REPLAY_BYTES))
        except FileNotFoundError:
            raise ValueError(f"its recording {name} is no longer there") from None
        except OSError as exc:
            raise ValueError(f"its recording {name} cannot be read ({exc.strerror or exc})") from None
        except ValueError as exc:
            raise ValueError(f"its recording {name} is damaged: {exc}") from None
        if not isinstance(data, dict):
            raise ValueError(f"its recording {name} is not a save")
        return data

    def drop(self, game_id: str, name: str) -> None:
        """Delete a kept save (and the backup beside it), best effort."""
        if not _REPLAY_NAME.match(name):
            return
        for path in (self.folder / game_id / name, self.folder / game_id / f"{name}.bak"):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass


def result_of(status: str) -> Result:
    """A rules status ("won", "lost", "draw") as a statistics result; anything else is a loss."""
    return next((result for result in RESULTS if result == status), "lost")


def record_finished(profile: HasStatistics, game_id: str, key: str, result: Result, score: int,
                    seconds: float, hints: int, assisted: bool, save: dict[str, Any] | None, *,
                    shelf: ReplayShelf | None = None, when: datetime.datetime | None = None) -> Finished:
    """Count a finished game in `profile.stats` (the caller writes the profile): the game's and the
    group's tallies (an assisted game in the group's assisted tally), and the history, whose oldest
    entry beyond `HISTORY_LIMIT` leaves it, its save with it. `save` (the session's `to_save()`)
    is kept on the shelf for Watch. Returns the history entry."""
    stamp = (when or datetime.datetime.now()).replace(microsecond=0)
    shelf = shelf or ReplayShelf()
    entry = Finished(date=stamp.isoformat(), key=key, result=result, score=int(score),
                     seconds=round(max(0.0, seconds), 1), hints=max(0, hints), assisted=assisted,
                     replay=shelf.put(game_id, stamp, save) if save is not None else "")
    stats = profile.stats.setdefault(game_id, GameStats())
    stats.total.add(entry, records=not assisted)
    groups = stats.assisted if assisted else stats.keys
    groups.setdefault(key, Tally()).add(entry, records=True)
    stats.history.append(entry)
    while len(stats.history) > HISTORY_LIMIT:
        gone = stats.history.pop(0)
        if gone.replay:
            shelf.drop(game_id, gone.replay)
    return entry


def stats_from(game_id: str, value: Any) -> GameStats:
    """One game's statistics from plain data (the profile file); raises `msgspec.ValidationError`.
    A history longer than `HISTORY_LIMIT` keeps its newest entries."""
    stats = msgspec.convert(value, type=GameStats, strict=True)
    del stats.history[:-HISTORY_LIMIT]
    return stats


def seeded_from_best(best: dict[str, dict[str, int]]) -> dict[str, GameStats]:
    """Statistics for a profile from before they existed (version 1): each game's best scores
    per group, with no date and no games counted, so the Statistics screen shows the same bests as
    the Game Select cards."""
    out: dict[str, GameStats] = {}
    for game_id, table in best.items():
        if not table:
            continue
        stats = GameStats()
        for key, score in table.items():
            stats.keys[key] = Tally(best_score=score)
        stats.total.best_score = max(table.values())
        out[game_id] = stats
    return out
