"""Benchmarks of the Pharaoh Tomb rules core: random legal play with cascades, move listing, the
game-over check and new boards, and Endless play (a dead board reshuffled instead of ending).
Budget from issue 3: at least 2,000 random legal moves per second.

Run `python tools/bench_pharaoh.py`; tools/bench.py calls `rules_benchmarks()`.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.rng import Rng  # noqa: E402
from game.pharaoh.pure.ai import first_move  # noqa: E402
from game.pharaoh.pure.content import content_for  # noqa: E402
from game.pharaoh.pure.rules import RULES, CascadeStep, Params, Reshuffled  # noqa: E402


def _random_play(moves: int, level: int = 1, seed: int = 1, mode: str = "classic") -> tuple[float, int, int]:
    """Play `moves` random legal moves from `level` of `mode` (list, pick, apply with cascades and
    the game-over check or reshuffle; a new game when one ends); return the seconds taken, the
    cascade steps and the reshuffles seen."""
    pick = Rng(seed)
    params = Params(start_level=level, mode=mode)
    table = content_for(params)
    state = RULES.new_game(params, table, seed)
    steps = shuffles = 0
    start = time.perf_counter()
    for _ in range(moves):
        if state.over:
            state = RULES.new_game(params, table, pick.next_u64())
        state, events = RULES.apply(state, pick.choice(RULES.legal_moves(state)))
        steps += sum(1 for e in events if isinstance(e, CascadeStep))
        shuffles += sum(1 for e in events if isinstance(e, Reshuffled))
    return time.perf_counter() - start, steps, shuffles


def _states(count: int) -> list:
    """`count` mid-game states reached by random play, to time per-state operations on."""
    pick = Rng(7)
    table = content_for(Params())
    state, out = RULES.new_game(Params(), table, 7), []
    while len(out) < count:
        if state.over:
            state = RULES.new_game(Params(), table, pick.next_u64())
        out.append(state)
        state, _ = RULES.apply(state, pick.choice(RULES.legal_moves(state)))
    return out


def _per_call(fn, items: list, repeat: int = 3) -> float:
    """Best mean microseconds of `fn(item)` over `items`, of `repeat` rounds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, (time.perf_counter() - start) / len(items))
    return best * 1e6


def rules_benchmarks() -> list[tuple[str, float, str, str]]:
    """Rows of (what was measured, value, unit, budget) for tools/bench.py."""
    moves = 3000
    seconds, steps, _ = _random_play(moves)
    seconds_l5, _, _ = _random_play(moves, level=5)
    seconds_endless, _, shuffles = _random_play(moves, level=5, mode="endless")
    states = _states(300)
    seeds = list(range(200))
    table = content_for(Params())
    return [
        ("pharaoh: random legal moves incl. cascades", moves / seconds, "moves/s", ">= 2000"),
        ("pharaoh: the same from level 5 (10 kinds)", moves / seconds_l5, "moves/s", ">= 2000"),
        ("pharaoh: cascade steps per move (avg)", steps / moves, "steps", "info"),
        ("pharaoh: Endless from level 5 (reshuffles)", moves / seconds_endless, "moves/s", ">= 2000"),
        ("pharaoh: Endless reshuffles per 1000 moves", 1000 * shuffles / moves, "boards", "info"),
        ("pharaoh: legal_moves", _per_call(RULES.legal_moves, states), "us", "info"),
        ("pharaoh: hint (first legal move)", _per_call(first_move, states), "us", "info"),
        ("pharaoh: new_game", _per_call(lambda s: RULES.new_game(Params(), table, s), seeds), "us", "info"),
    ]


if __name__ == "__main__":
    for name, value, unit, budget in rules_benchmarks():
        print(f"{name:48s} {value:10.1f} {unit:8s} budget {budget}")
