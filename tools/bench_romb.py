"""Romb Raider rules benchmarks: the cost of one turn on the largest room, loading and solving.

A turn is `RULES.apply`: the player's move, torch and loot, the fog, every monster's step and the
second monster. The turns measured are those of a winning line through the largest shipped room, so
both monsters are in play for half of them. The first turn on a room object the rules have not seen
yet also builds its bit masks (`Geometry`), so it is measured on its own.
Run `python tools/bench_romb.py` to print the table.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.romb.pure.content import load  # noqa: E402
from game.romb.pure.rules import RULES, start_state  # noqa: E402
from game.romb.pure.solver import solve  # noqa: E402


def _timed(action, repeats: int) -> float:
    """Seconds per call of `action`, the best of three runs of `repeats` calls."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeats):
            action()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best


def rules_benchmarks() -> list[tuple[str, float, str, str]]:
    """Rows of (what was measured, value, unit, budget)."""
    records = load()
    room = max((record.room() for record in records), key=lambda r: r.width * r.height)
    started = time.perf_counter()
    line = solve(start_state(room))
    solve_seconds = time.perf_counter() - started
    if not line:
        raise RuntimeError(f"no win found in {room.name}; cannot measure its turns")
    turns = []
    state = start_state(room)
    for move in line:
        turns.append((state, move))
        state, _ = RULES.apply(state, move)

    def play_line() -> None:
        for before, move in turns:
            RULES.apply(before, move)

    per_turn = _timed(play_line, 20) / len(turns)
    worst = max(_timed(lambda b=before, m=move: RULES.apply(b, m), 200) for before, move in turns)
    first, move = turns[0]
    # a room object the rules have not seen (a save just read back) builds its bit masks first
    fresh = _timed(lambda: RULES.apply(replace(first, room=replace(room)), move), 50)
    load_seconds = _timed(load, 5)
    size = f"{room.width}x{room.height}"
    return [
        (f"romb turn, mean over a win of {room.name} ({size}, {len(turns)} turns)", per_turn * 1e6, "us",
         "< 1000 us"),
        (f"romb turn, slowest of that win ({size})", worst * 1e6, "us", "< 1000 us"),
        (f"romb first turn on a room just read back ({size})", fresh * 1e6, "us", "< 1000 us"),
        (f"romb campaign load ({len(records)} rooms)", load_seconds * 1e3, "ms", "< 100 ms"),
        (f"romb solve {room.name} ({size})", solve_seconds * 1e3, "ms", "< 2000 ms"),
    ]


if __name__ == "__main__":
    for what, value, unit, budget in rules_benchmarks():
        print(f"{what:<60} {value:10.1f} {unit:<3} (budget {budget})")
