"""The Romb room of the day: a room drawn from the date, read by the room loader and proven winnable.

The date seeds the project's RNG; a draft is a picture like a room file's (walls at random, the
steps S on the west side, the gem G on the east, a torch or two), read by `read_room` (every check
a room file gets) and then searched by the solver: it must be winnable, not in fewer than
`MIN_TURNS`, and walking straight to the gem and back must lose (a room the spirits do not shape is
no puzzle). A draft that fails is drawn again from the same generator, so the room is the same on
every machine: the search is bounded by its count of states (`SEARCH_LIMIT`), never by the clock.
After `MAX_DRAFTS` failures (never seen) the day falls back to a campaign room (None here).
"""

from __future__ import annotations

import datetime
from typing import Any

from game.core.rng import Rng, seed_state

WIDTH_RANGE, HEIGHT_RANGE = (7, 10), (5, 7)
WALL_CHANCE = 0.3
MIN_TURNS = 14
SEARCH_LIMIT = 40_000
MAX_DRAFTS = 400


def room_name(date: datetime.date) -> str:
    """The daily room's name (what saves and the screen call it)."""
    return f"day-{date.isoformat()}"


def _picture(rng: Rng) -> list[str]:
    width = WIDTH_RANGE[0] + rng.randrange(WIDTH_RANGE[1] - WIDTH_RANGE[0] + 1)
    height = HEIGHT_RANGE[0] + rng.randrange(HEIGHT_RANGE[1] - HEIGHT_RANGE[0] + 1)
    squares = [["."] * width for _ in range(height)]
    squares[rng.randrange(height)][rng.randrange(2)] = "S"
    squares[rng.randrange(height)][width - 1 - rng.randrange(2)] = "G"
    for _ in range(1 + rng.randrange(2)):
        x, y = 2 + rng.randrange(width - 4), rng.randrange(height)
        if squares[y][x] == ".":
            squares[y][x] = "T"
    rows = ["+" + "-+" * width]
    for y in range(height):
        line = "|"
        for x in range(width):
            line += squares[y][x] + ("|" if x == width - 1 or rng.chance(WALL_CHANCE) else " ")
        rows.append(line)
        if y < height - 1:
            rows.append("+" + "".join(("-" if rng.chance(WALL_CHANCE) else " ") + "+" for _ in range(width)))
    rows.append("+" + "-+" * width)
    return rows


def daily_room(date: datetime.date) -> tuple[Any, int] | None:
    """The day's room (a `game.romb.pure.content.Room`) and the turns of its shortest win, or None when
    no draft passed (the caller then picks a campaign room)."""
    from game.romb.pure.content import read_room
    from game.romb.pure.rules import LOST, start_state
    from game.romb.pure.solver import play_out, solve, straight_walk

    rng = Rng(seed_state(f"quintet-daily-romb:{date.isoformat()}"))
    for _ in range(MAX_DRAFTS):
        room, problems = read_room(room_name(date), _picture(rng))
        if room is None or problems:
            continue
        line = solve(start_state(room), limit=SEARCH_LIMIT)
        if line is None or len(line) < MIN_TURNS:
            continue
        if play_out(start_state(room), straight_walk(room)).outcome == LOST:
            return room, len(line)
    return None
