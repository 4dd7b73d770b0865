"""Olifantenpad benchmarks: resolving an hour, the bots' decisions, and how strong each bot is.

Wall times count whatever else the machine runs; the CPU times (`time.thread_time`) are what the
work itself costs, the figure to compare with the budgets on a shared machine.

`rules_benchmarks()` times resolving an hour with four players and every group of the hour (the last
plan's `apply`: wear, ownership, visitor routing, points, closures, regrowth) over four-player games
of random walks on every shipped park, and the hard bot's decision per hour over games of four hard
bots. `python tools/bench_olifantenpad.py` prints the table; `--strength` also plays at least 100
seeded duels per pairing of hard, normal, easy and a uniformly random walker (seats swapped every
other game, parks taken in turn) and prints wins, draws, losses and mean points; and games of 2, 3
and 4 bots of one level (`--mirror-games` per level and size, parks in turn), printing how often
two of them walked the same walk (hours in which two players sent the same walk, standing still
not counted), the share of cells claimed that hour that went grey, and the games in which nobody
scored a point.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.bots import bot_rng  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.olifantenpad.pure.ai import make_bot  # noqa: E402
from game.olifantenpad.pure.content import load, load_settings  # noqa: E402
from game.olifantenpad.pure.rules import GREY, RULES, Claimed, Params, Plan, step_options  # noqa: E402

LEVELS = ("hard", "normal", "easy", "random")


def _parks() -> list:
    size = load_settings().school_trip_size
    return [record.park(size) for record in load()]


def _random_plan(state, player: int, rng: Rng) -> Plan:
    position = state.positions[player]
    if position is None or rng.chance(0.2):
        gate = rng.choice(state.park.gates).cell
        here, limit = gate, 3
    else:
        gate, here, limit = None, position, 5
    steps = []
    for _ in range(limit):
        options = step_options(state.park, state.fences, here)
        if not options:
            break
        here = rng.choice(options)
        steps.append(here)
    return Plan(tuple(steps), gate) if steps else Plan()


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def _clocks() -> tuple[float, float]:
    return time.perf_counter(), time.thread_time()


def resolve_times(games_per_park: int = 40) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of each resolving apply in four-player games of random walks (every
    park)."""
    wall, cpu = [], []
    for park in _parks():
        for seed in range(games_per_park):
            rng = Rng(seed)
            state = RULES.new_game(Params(players=4, seats=()), park, seed)
            while not state.over:
                for player in range(3):
                    state, _ = RULES.apply(state, _random_plan(state, player, rng), player)
                last = _random_plan(state, 3, rng)
                started, started_cpu = _clocks()
                state, _ = RULES.apply(state, last, 3)
                wall.append(time.perf_counter() - started)
                cpu.append(time.thread_time() - started_cpu)
    return wall, cpu


def decision_times(level: str = "hard", games_per_park: int = 2) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of each decision of a bot in four-player games of that bot (every park)."""
    wall, cpu = [], []
    bot = make_bot(level)
    for park in _parks():
        for seed in range(games_per_park):
            state = RULES.new_game(Params(players=4, seats=()), park, seed)
            turn = 0
            while not state.over:
                for player in range(4):
                    view = RULES.observe(state, player)
                    started, started_cpu = _clocks()
                    move = bot.decide(RULES, view, player, bot_rng(seed, turn, player), bot.budget())
                    wall.append(time.perf_counter() - started)
                    cpu.append(time.thread_time() - started_cpu)
                    state, _ = RULES.apply(state, move, player)
                    turn += 1
    return wall, cpu


def rules_benchmarks() -> list[tuple[str, float, str, str]]:
    """Rows of (what was measured, value, unit, budget)."""
    resolve, resolve_cpu = resolve_times()
    hard, hard_cpu = decision_times("hard")
    normal, normal_cpu = decision_times("normal", 1)
    ms = 1e3
    return [
        (f"olifantenpad: resolve an hour, 4 players + all groups, p50 ({len(resolve)} hours)",
         _percentile(resolve, 0.5) * ms, "ms", "< 20 ms"),
        ("olifantenpad: resolve an hour, 4 players + all groups, p99", _percentile(resolve, 0.99) * ms, "ms",
         "< 20 ms"),
        ("olifantenpad: resolve an hour, CPU time p99", _percentile(resolve_cpu, 0.99) * ms, "ms", "< 20 ms"),
        (f"olifantenpad: hard bot hour decision, p50 ({len(hard)} decisions, 4 hard bots)",
         _percentile(hard, 0.5) * ms, "ms", "<= 300 ms"),
        ("olifantenpad: hard bot hour decision, p99", _percentile(hard, 0.99) * ms, "ms", "<= 300 ms"),
        ("olifantenpad: hard bot hour decision, CPU time p50", _percentile(hard_cpu, 0.5) * ms, "ms", "<= 300 ms"),
        ("olifantenpad: hard bot hour decision, CPU time p99", _percentile(hard_cpu, 0.99) * ms, "ms", "<= 300 ms"),
        ("olifantenpad: normal bot hour decision, CPU time p99", _percentile(normal_cpu, 0.99) * ms, "ms", "-"),
    ]


def duel(job: tuple[str, str, int]) -> tuple[int, int]:
    """Scores of one seeded duel: (points of the first level, points of the second)."""
    first, second, seed = job
    parks = _parks()
    park = parks[seed % len(parks)]
    swap = seed % 2 == 1
    levels = (second, first) if swap else (first, second)
    bots = [make_bot(level) for level in levels]
    state = RULES.new_game(Params(players=2, seats=()), park, seed)
    turn = 0
    while not state.over:
        for player, bot in enumerate(bots):
            view = RULES.observe(state, player)
            move = bot.decide(RULES, view, player, bot_rng(seed, turn, player), bot.budget())
            state, _ = RULES.apply(state, move, player)
            turn += 1
    a, b = state.scores
    return (b, a) if swap else (a, b)


def strength(games: int = 100, workers: int = 2) -> list[tuple[str, str, int, int, int, float, float]]:
    """Per pairing (first, second): wins, draws and losses of the first, and mean points of each."""
    rows = []
    pairs = [(a, b) for n, a in enumerate(LEVELS) for b in LEVELS[n + 1:]]
    with ProcessPoolExecutor(workers) as pool:
        for first, second in pairs:
            results = list(pool.map(duel, [(first, second, seed) for seed in range(games)]))
            wins = sum(a > b for a, b in results)
            draws = sum(a == b for a, b in results)
            mean_a = sum(a for a, _ in results) / games
            mean_b = sum(b for _, b in results) / games
            rows.append((first, second, wins, draws, games - wins - draws, mean_a, mean_b))
    return rows


def mirror_game(job: tuple[str, int, int]) -> tuple[int, int, int, int, int]:
    """One seeded game of `players` bots of one level: (hours, hours with two equal walks, cells
    claimed, of them grey, total points)."""
    level, players, seed = job
    parks = _parks()
    park = parks[seed % len(parks)]
    bots = [make_bot(level) for _ in range(players)]
    state = RULES.new_game(Params(players=players, seats=()), park, seed)
    turn = hours = same = claimed = grey = 0
    while not state.over:
        moves = []
        for player, bot in enumerate(bots):
            view = RULES.observe(state, player)
            move = bot.decide(RULES, view, player, bot_rng(seed, turn, player), bot.budget())
            moves.append(move)
            state, events = RULES.apply(state, move, player)
            turn += 1
        hours += 1
        walking = [move for move in moves if move.steps]
        same += len(set(walking)) < len(walking)
        for event in events:
            if isinstance(event, Claimed):
                claimed += len(event.cells)
                grey += sum(who == GREY for _, who in event.cells)
    return hours, same, claimed, grey, sum(state.scores)


def mirrors(games: int = 20, workers: int = 2, levels: tuple[str, ...] = ("easy", "normal", "hard")
            ) -> list[tuple[str, int, int, float, float, int]]:
    """Per level and number of bots (2-4): games, hours, % of hours with two equal walks, % of
    claimed cells grey, games without a point."""
    rows = []
    with ProcessPoolExecutor(workers) as pool:
        for level in levels:
            for players in (2, 3, 4):
                results = list(pool.map(mirror_game, [(level, players, seed) for seed in range(games)]))
                hours = sum(r[0] for r in results)
                same = sum(r[1] for r in results)
                claimed = sum(r[2] for r in results)
                grey = sum(r[3] for r in results)
                pointless = sum(r[4] == 0 for r in results)
                rows.append((level, players, hours, 100 * same / hours, 100 * grey / max(1, claimed), pointless))
    return rows


def main() -> None:
    """Print the benchmark table (and the strength table with --strength)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--strength", action="store_true", help="also play the strength table")
    parser.add_argument("--games", type=int, default=100, help="duels per pairing (default 100)")
    parser.add_argument("--mirror-games", type=int, default=20,
                        help="games per level and number of same-level bots (default 20)")
    parser.add_argument("--no-times", action="store_true", help="skip the timing table")
    args = parser.parse_args()
    if not args.no_times:
        for what, value, unit, budget in rules_benchmarks():
            print(f"{what:<78} {value:9.2f} {unit:<3} (budget {budget})")
    if args.strength:
        print(f"\n{'same-level bots':<18} {'hours':>6} {'equal walks':>12} {'grey cells':>11} {'no point':>9}")
        for level, players, hours, same, grey, pointless in mirrors(args.mirror_games):
            print(f"{f'{players} {level}':<18} {hours:>6} {same:>11.1f}% {grey:>10.1f}% "
                  f"{pointless:>4}/{args.mirror_games}")
        print(f"\n{'pairing':<18} {'wins':>5} {'draws':>6} {'losses':>7} {'mean points':>16}")
        for first, second, wins, draws, losses, mean_a, mean_b in strength(args.games):
            print(f"{first + ' v ' + second:<18} {wins:>5} {draws:>6} {losses:>7} {mean_a:>7.1f} v {mean_b:<7.1f}")


if __name__ == "__main__":
    main()
