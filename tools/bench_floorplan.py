"""Floorplan benchmarks: the cost of the rules, Stauf's thinking time, and how strong each level is.

    python tools/bench_floorplan.py              # the rules and decision-time table
    python tools/bench_floorplan.py --positions 60   # a small run of it
    python tools/bench_floorplan.py --strength   # the strength table (seeded games, both cores)

Decision times are measured on positions from real games: hard Stauf against the normal Visitor
bot on the three shipped museums, every decision Stauf faced (his shifts and his walks), each timed
once with the level's own budget; the same again in turning-spare games (four times as many
shifts). The strength table plays seeded games between the levels (and
against a random player) and counts the rounds each side wins; a game stops at the Foyer or after
`TURN_CAP` Visitor turns, since two careful players can keep blocking each other for ever.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import Budget, bot_rng  # noqa: E402
from game.floorplan.pure import ai  # noqa: E402
from game.floorplan.pure.content import content_for, load  # noqa: E402
from game.floorplan.pure.rules import RULES, STAUF, VISITOR, Params, Shift, Walk  # noqa: E402

MUSEUMS = ("museum", "arcade", "two-wings")
#: A strength-table game ends after this many Visitor turns if the Foyer is not reached first.
TURN_CAP = 60
#: Matches of the strength table: (Stauf's level, the Visitor's level).
MATCHES = (("hard", "normal"), ("normal", "hard"), ("normal", "easy"), ("easy", "normal"),
           ("easy", "random"), ("normal", "random"), ("hard", "random"))


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank), as tools/bench.py computes it."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q / 100 * len(ordered) + 0.5)) - 1))]


def _timed(action, repeats: int) -> float:
    """Seconds per call of `action`, the best of three runs of `repeats` calls."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeats):
            action()
        best = min(best, (time.perf_counter() - start) / repeats)
    return best


def budget_of(bot, capped: bool) -> Budget:
    """A decision's budget: the bot's own, or its nodes without the wall-clock cap (`capped` False),
    so that a game's moves do not depend on how busy the machine is."""
    level = getattr(bot, "level", None)
    return bot.budget() if capped or level is None else Budget(level.nodes, 60.0)


def play(stauf: str, visitor: str, seed: int, museum: str, turns: int = TURN_CAP, record=None,
         capped: bool = False, rotate: bool = False):
    """One seeded game (`rotate`: the turning-spare variant); returns (rounds the Visitor won, rounds
    Stauf won, Visitor turns, finished). `record(state, player, move, seconds)` hears about every
    decision."""
    params = Params(museum=museum, difficulty=stauf, rotate_spare=rotate)
    state = RULES.new_game(params, content_for(params), seed)
    bots = {VISITOR: ai.bot_for(Params(difficulty=visitor), VISITOR), STAUF: ai.bot_for(params, STAUF)}
    n = 0
    while RULES.to_move(state) and state.turns < turns:
        (player,) = RULES.to_move(state)
        bot = bots[player]
        started = time.perf_counter()
        budget = budget_of(bot, capped)
        move = bot.decide(RULES, RULES.observe(state, player), player, bot_rng(seed, n, player), budget)
        if record is not None:
            record(state, player, move, time.perf_counter() - started)
        state, _ = RULES.apply(state, move, player)
        n += 1
    return len(state.visited), state.rounds_lost, state.turns, not RULES.to_move(state)


def decision_positions(count: int = 240, rotate: bool = False) -> list:
    """At least `count` positions where hard Stauf decides, from hard-vs-normal games (`rotate`:
    turning-spare games)."""
    found: list = []

    def keep(state, player, move, seconds):
        if player == STAUF:
            found.append(state)

    seed = 0
    while len(found) < count:
        play("hard", "normal", seed, MUSEUMS[seed % 3], record=keep, rotate=rotate)
        seed += 1
    return found


def decision_times(level: str, states: list) -> list[float]:
    """Milliseconds of one decision of Stauf at `level` in each position."""
    bot = ai.bot_for(Params(difficulty=level), STAUF)
    times = []
    for n, state in enumerate(states):
        view = RULES.observe(state, STAUF)
        started = time.perf_counter()
        bot.decide(RULES, view, STAUF, bot_rng(7, n, STAUF), bot.budget())
        times.append((time.perf_counter() - started) * 1000)
    return times


def rules_benchmarks(positions: int = 240) -> list[tuple[str, float, str, str]]:
    """Rows of (what was measured, value, unit, budget); decisions timed in at least `positions`
    positions of each kind."""
    moves: list = []
    play("normal", "normal", 11, "museum", record=lambda s, p, m, t: moves.append((s, m, p)))
    shifts = [(s, m, p) for s, m, p in moves if isinstance(m, Shift)]
    walks = [(s, m, p) for s, m, p in moves if isinstance(m, Walk)]

    def apply_all(items):
        for state, move, player in items:
            RULES.apply(state, move, player)

    per_shift = _timed(lambda: apply_all(shifts), 20) / len(shifts)
    per_walk = _timed(lambda: apply_all(walks), 20) / max(1, len(walks))
    legal = _timed(lambda: [RULES.legal_moves(s, p) for s, _, p in moves], 5) / len(moves)
    states = decision_positions(positions)
    hard = decision_times("hard", states)
    normal = decision_times("normal", states)
    turning = decision_positions(positions, rotate=True)
    hard_turning = decision_times("hard", turning)
    normal_turning = decision_times("normal", turning)
    asked = next(s for s, m, p in shifts if p == VISITOR and s.turns > 2)
    hint = _timed(lambda: ai.hint(RULES, asked, VISITOR, Budget(ai.HINT_NODES)), 3)
    loading = _timed(load, 5)
    n = len(states)
    shifting = [t for t, state in zip(hard, states) if state.phase == "shift"]
    return [
        (f"floorplan: shift (apply), mean of {len(shifts)} from a game", per_shift * 1e6, "us", "< 1000 us"),
        (f"floorplan: walk (apply), mean of {len(walks)} from a game", per_walk * 1e6, "us", "< 1000 us"),
        ("floorplan: legal_moves, mean over that game", legal * 1e6, "us", "info"),
        (f"floorplan: hard Stauf decision p50 ({n} positions from real games)", percentile(hard, 50), "ms", "info"),
        (f"floorplan: hard Stauf decision p99 ({n} positions)", percentile(hard, 99), "ms", "<= 250 ms"),
        (f"floorplan: hard Stauf decision max ({n} positions)", max(hard), "ms", "info"),
        (f"floorplan: hard Stauf shift decision p50 (the {len(shifting)} shift phases of those)",
         percentile(shifting, 50), "ms", "info"),
        (f"floorplan: hard Stauf shift decision p99 ({len(shifting)} shift phases)", percentile(shifting, 99), "ms",
         "<= 250 ms"),
        (f"floorplan: normal Stauf decision p99 ({n} positions)", percentile(normal, 99), "ms", "<= 250 ms"),
        (f"floorplan: turning spare: hard Stauf decision p50 ({len(turning)} positions)",
         percentile(hard_turning, 50), "ms", "info"),
        (f"floorplan: turning spare: hard Stauf decision p99 ({len(turning)} positions)",
         percentile(hard_turning, 99), "ms", "<= 250 ms"),
        (f"floorplan: turning spare: normal Stauf decision p99 ({len(turning)} positions)",
         percentile(normal_turning, 99), "ms", "<= 250 ms"),
        ("floorplan: idle hint at the start of a Visitor turn (hard search)", hint * 1e3, "ms", "info"),
        ("floorplan: content load (3 museums + table)", loading * 1e3, "ms", "< 100 ms"),
    ]


def _match(job: tuple[str, str, int]) -> tuple[int, int, int, bool]:
    stauf, visitor, seed = job
    return play(stauf, visitor, seed, MUSEUMS[seed % 3])


def strength_table(games: int = 100, workers: int = 2) -> list[tuple[str, int, int, int, float, float, int]]:
    """Rows of (match, games, Visitor rounds won, Stauf rounds won, Stauf's share of rounds, mean
    Visitor turns, games finished), one per entry of MATCHES, `games` seeded games each."""
    rows = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for stauf, visitor in MATCHES:
            results = list(pool.map(_match, [(stauf, visitor, seed) for seed in range(games)]))
            won = sum(r[0] for r in results)
            lost = sum(r[1] for r in results)
            share = lost / (won + lost) if won + lost else 0.0
            rows.append((f"Stauf {stauf} vs Visitor {visitor}", games, won, lost, share,
                         statistics.mean(r[2] for r in results), sum(r[3] for r in results)))
            print(rows[-1], file=sys.stderr, flush=True)
    return rows


def main() -> None:
    """Print the rules table, or the strength table with --strength."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--strength", action="store_true", help="play the strength table")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--positions", type=int, default=240, help="decisions timed per kind (at least)")
    args = parser.parse_args()
    if args.strength:
        print(f"| match | games | Visitor rounds | Stauf rounds | Stauf's share | Visitor turns (mean) "
              f"| games won by the Visitor (cap {TURN_CAP} turns) |")
        print("|---|---|---|---|---|---|---|")
        for name, count, won, lost, share, turns, done in strength_table(args.games):
            print(f"| {name} | {count} | {won} | {lost} | {share:.0%} | {turns:.1f} | {done} |")
        return
    for what, value, unit, budget in rules_benchmarks(args.positions):
        print(f"{what:<72} {value:10.2f} {unit:<3} (budget {budget})")


if __name__ == "__main__":
    main()
