"""The results of Quintet of the Day, kept per day in `daily.json` in the player's data folder.

A small file of its own beside the profile (`{"version": 1, "days": {"2026-12-02": {"romb": 990}}}`),
so the daily challenge needs no change to the profile's format: the first finished game of each
challenge counts for its day. A damaged file is moved aside as `.corrupt` and reported, and play goes
on with no results; an entry that is not a date and a score is left out with a note.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from game.core.storage import UnreadableFile, atomic_write_json, data_dir, keep_aside, read_json

VERSION = 1
#: Days kept (older ones go when a day is added): more than any streak needs to be shown.
MAX_DAYS = 3660


def results_path() -> Path:
    """The file of the daily results."""
    return data_dir() / "daily.json"


def load_results() -> tuple[dict[str, dict[str, int]], str | None]:
    """Every day's results (`{"YYYY-MM-DD": {game id: score}}`) and a sentence about a problem with
    the file (None when it read cleanly or is not there yet)."""
    try:
        data = read_json(results_path())
    except UnreadableFile as exc:
        where = f"; it is kept as {exc.kept_as.name}" if exc.kept_as else ""
        return {}, f"The daily results could not be read ({exc.reason}){where}."
    if data is None:
        return {}, None
    if not isinstance(data, dict) or not isinstance(data.get("days"), dict):
        aside = keep_aside(results_path())
        return {}, f"The daily results file holds no days{f'; it is kept as {aside.name}' if aside else ''}."
    if isinstance(data.get("version"), int) and data["version"] > VERSION:
        return {}, "The daily results are from a newer Quintet; they are left as they are."
    days: dict[str, dict[str, int]] = {}
    dropped = 0
    for day, scores in data["days"].items():
        good = _scores(scores) if _is_date(day) else None
        if good is None:
            dropped += 1
        else:
            days[day] = good
    return days, (f"{dropped} damaged day(s) of the daily results were left out." if dropped else None)


def _is_date(text: Any) -> bool:
    try:
        return isinstance(text, str) and datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _scores(value: Any) -> dict[str, int] | None:
    if not isinstance(value, dict):
        return None
    good = {game: score for game, score in value.items()
            if isinstance(game, str) and isinstance(score, int) and not isinstance(score, bool)
            and abs(score) < 10**12}
    return good if len(good) == len(value) else None


def record_result(date: datetime.date, game_id: str, score: int) -> tuple[bool, str | None]:
    """Keep a challenge's score for its day, unless that challenge already has one (the first
    finished game counts). Returns (kept, a sentence about a problem reading or writing the file)."""
    days, problem = load_results()
    if problem is not None and "newer" in problem:
        return False, problem
    day = days.setdefault(date.isoformat(), {})
    if game_id in day:
        return False, problem
    day[game_id] = score
    for old in sorted(days)[:-MAX_DAYS]:
        del days[old]
    try:
        atomic_write_json(results_path(), {"version": VERSION, "days": days})
    except (OSError, ValueError) as exc:
        return False, f"The daily result could not be saved ({getattr(exc, 'strerror', None) or exc})."
    return True, problem
