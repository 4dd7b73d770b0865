"""Benchmarks of Guppy's rules core: a tool use with patch and bonus detection, previews, patch lists.

Budget (issue 5): a dye or sponge application plus patch and bonus detection under 0.5 ms. The worst
case is a dye that joins a cloth-wide patch, so the patch search walks every tile and the bonus and
bead roll fire; it is measured on its own next to the average over every tool use of a random cloth.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.guppy.pure.content import content_for
from game.guppy.pure.rules import RULES, Dye, Params, Sponge, cloth_state, patches, preview  # noqa: E402

#: A level-6 cloth of green with one yellow tile; blue dye at its left neighbour turns it green and
#: joins an 80-tile patch (and the centre tile blue).
_WORST = """
    ggggggggg
    ggggggggg
    ggggggggg
    ggggggggg
    tyggggggg
    ggggggggg
    ggggggggg
    ggggggggg
    ggggggggg
"""


def _per_call(calls: list, repeats: int) -> float:
    """Mean milliseconds per call over `repeats` passes through `calls` (thunks)."""
    start = time.perf_counter()
    for _ in range(repeats):
        for call in calls:
            call()
    return (time.perf_counter() - start) * 1000 / (repeats * len(calls))


def _slowest(calls: list, repeats: int) -> float:
    """Milliseconds of the slowest call of `calls`, each timed as its best of `repeats` tries."""
    slowest = 0.0
    for call in calls:
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            call()
            best = min(best, time.perf_counter() - start)
        slowest = max(slowest, best)
    return slowest * 1000


def rules_benchmarks() -> list[tuple[str, float, str, str]]:
    """Rows (what, value, unit, budget) for tools/bench.py."""
    state = RULES.new_game(Params(level=6), content_for(Params(level=6)), 2024)
    tools = [m for m in RULES.legal_moves(state) if isinstance(m, (Dye, Sponge))]
    worst_state = cloth_state(6, _WORST, table=content_for(Params(level=6)))
    worst = Dye(4, (0, 4))
    _, events = RULES.apply(worst_state, worst)
    assert any(type(e).__name__ == "BonusAwarded" for e in events), "the worst case must award a bonus"
    applies = [lambda m=m: RULES.apply(state, m) for m in tools]
    return [
        ("guppy: dye/sponge apply + patch & bonus detection (mean of every tool use on a cloth)",
         _per_call(applies, 20), "ms", "< 0.5"),
        ("guppy: dye/sponge apply + patch & bonus detection (slowest tool use on that cloth)",
         _slowest(applies, 5), "ms", "< 0.5"),
        ("guppy: dye joining an 80-tile patch + bonus + bead roll (worst case)",
         _per_call([lambda: RULES.apply(worst_state, worst)], 2000), "ms", "< 0.5"),
        ("guppy: hover preview of a dye or sponge footprint",
         _per_call([lambda m=m: preview(state, m) for m in tools], 20), "ms", "-"),
        ("guppy: list cuttable patches of a cloth", _per_call([lambda: patches(state)], 500), "ms", "-"),
        ("guppy: legal_moves of a fresh cloth", _per_call([lambda: RULES.legal_moves(state)], 20), "ms", "-"),
    ]


if __name__ == "__main__":
    for what, value, unit, budget in rules_benchmarks():
        print(f"{what:<90} {value:8.4f} {unit}  (budget {budget})")
