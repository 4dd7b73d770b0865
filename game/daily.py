"""Quintet of the Day: one challenge in each of the five games, made from the date alone.

Everyone gets the same five games on the same day, whatever their profile or settings: each game's
seed is a hash of the date and the game, and its level is picked from the date among the shipped
ones, or made from the date: Olifantenpad plays its Park of the Day (`game.olifantenpad.pure.daily`),
Romb a room drawn for the day, read by the room loader and proven winnable by the solver
(`game.daily_romb`). Every other challenge is built through the game's own content loaders
(`content_for`), so it is checked as any game is.

The day's results (`game.core.daily_results`) keep a score per game per day; this module turns them
into the day's total, the streak of days played and a plain-text result line to share.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
from dataclasses import dataclass
from typing import Any, Mapping

from game.core.session import Session
from game.daily_romb import daily_room

#: The games of the day, in the order of the Daily screen and the result line.
DAILY_GAMES: tuple[str, ...] = ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh")
#: Guppy's levels a daily cloth is drawn from (the first is a lesson, the last ones a long haul).
GUPPY_LEVELS = range(2, 9)


@dataclass(frozen=True)
class Challenge:
    """One game of the day: its game, params and seed, and a few words on what it is."""

    game_id: str
    params: Any
    seed: int
    what: str
    #: the level when it is made for the day (Romb's room), else None: the one the params name
    content: Any = None

    def session(self) -> Session:
        """A new session of the challenge on its own content or the one its params name (raises
        ContentError when a shipped file is broken)."""
        from game.catalog import game

        entry = game(self.game_id)
        content = self.content if self.content is not None else entry.content_for(self.params)
        return Session(entry.load_rules(), self.params, self.seed, content)

    def matches(self, session: Session) -> bool:
        """True when a session is this challenge (a daily game saved and continued)."""
        return (session.rules.game_id == self.game_id and session.seed == self.seed
                and session.params == self.params)


def day_number(date: datetime.date, game_id: str, salt: str = "") -> int:
    """A 32-bit number from the date and the game, the same on every machine."""
    text = f"quintet-daily:{date.isoformat()}:{game_id}:{salt}".encode()
    return int.from_bytes(hashlib.blake2s(text, digest_size=4).digest(), "big")


def _pick(date: datetime.date, game_id: str, names: list[str]) -> str:
    return names[day_number(date, game_id, "level") % len(names)]


def challenges(date: datetime.date) -> list[Challenge]:
    """The five challenges of a day (the same for everyone). Raises ContentError when a game's
    shipped files are broken."""
    from game.catalog import game

    found = []
    for game_id in DAILY_GAMES:
        entry = game(game_id)
        defaults = entry.load_rules().params_type()
        seed = day_number(date, game_id)
        if game_id == "romb" and (made := daily_room(date)) is not None:
            room, turns = made
            params = dataclasses.replace(defaults, room=room.name)
            found.append(Challenge(game_id, params, seed, f"a room drawn for today, {room.width}x{room.height}: "
                                                         f"the solver wins it in {turns} turns", room))
            continue
        params, what = _daily_params(game_id, date, defaults)
        found.append(Challenge(game_id, params, seed, what))
    return found


def _daily_params(game_id: str, date: datetime.date, defaults: Any) -> tuple[Any, str]:
    """The params of a game's challenge and the words the Daily screen says about it."""
    if game_id == "olifantenpad":
        return dataclasses.replace(defaults, day=date.isoformat()), "the Park of the Day, against a bot"
    if game_id == "floorplan":
        from game.floorplan.pure.content import load_museums

        names = sorted(record.name for record in load_museums())
        name = _pick(date, game_id, names)
        return dataclasses.replace(defaults, museum=name, difficulty="normal"), f"museum '{name}', Stauf on Normal"
    if game_id == "guppy":
        level = GUPPY_LEVELS[day_number(date, game_id, "level") % len(GUPPY_LEVELS)]
        return dataclasses.replace(defaults, level=level), f"cloth of level {level}"
    if game_id == "romb":  # the campaign's rooms, when no room could be drawn for the day
        from game.core.content import ContentError
        from game.romb.pure.content import load

        names = [record.name for record in load()]  # the campaign's rooms (ContentError when broken)
        if not names:
            raise ContentError("levels/romb", "no room to play")
        name = _pick(date, game_id, names)
        return dataclasses.replace(defaults, room=name), f"room '{name}'"
    return defaults, "a Classic tomb from level 1"


# -- results --------------------------------------------------------------------------------------
def total(day: Mapping[str, int]) -> int:
    """The day's total: the sum of its games' scores."""
    return sum(day.values())


def streak(days: Mapping[str, Mapping[str, int]], today: datetime.date) -> int:
    """Days played in a row up to today (or up to yesterday while today is not played yet)."""
    date = today if days.get(today.isoformat()) else today - datetime.timedelta(days=1)
    count = 0
    while days.get(date.isoformat()):
        count += 1
        date -= datetime.timedelta(days=1)
    return count


def result_line(date: datetime.date, day: Mapping[str, int], days_in_a_row: int) -> str:
    """The day's result as plain text to share: each game's mark and score, the total and the
    streak, e.g. `Quintet of the Day 2026-12-02: Floorplan 120 / Olifantenpad - / ... = 340, 3 days
    in a row`."""
    from game.catalog import game

    marks = " / ".join(f"{game(game_id).title} {day[game_id]:,}" if game_id in day else f"{game(game_id).title} -"
                       for game_id in DAILY_GAMES)
    run = f"{days_in_a_row} day{'s' if days_in_a_row != 1 else ''} in a row"
    return f"Quintet of the Day {date.isoformat()}: {marks} = {total(day):,}, {run}"
