"""The small runs of tools/fuzz.py and tools/soak.py that `make test` includes (the long runs are
`python tools/fuzz.py --cases 10000` and `python tools/soak.py --seconds 600`)."""

from __future__ import annotations

import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "tools"
sys.path.insert(0, str(TOOLS))

import fuzz  # noqa: E402
import soak  # noqa: E402


def test_every_loader_survives_25_fuzzed_files_of_each_kind():
    """A quick guard in the suite; `python tools/fuzz.py --cases 10000` is the long run (docs/saves-and-scripts.md)."""
    tallies = fuzz.run(cases=25, seed=11, timeout=20, quiet=True)
    kinds = {t.kind for t in tallies}
    assert {"scripts", "replays", "settings", "profile", "saves:romb", "saves:pharaoh", "saves:guppy",
            "content:romb-room", "userfiles"} <= kinds
    assert {f"{family}:{game_id}" for family in ("params", "snapshots")
            for game_id in ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh")} <= kinds
    assert all(t.cases == 25 for t in tallies)
    defects = [f"{t.kind} {d}" for t in tallies for d in t.defects]
    assert defects == []
    assert sum(t.refused for t in tallies) and sum(t.accepted for t in tallies)


def test_the_new_kinds_find_what_they_were_made_for():
    """Each generator makes the damage it is named for, often: params no bot has, saves with no
    person, degenerate snapshot sizes, and pipes and loops in the levels folder."""
    import random

    from fuzz_files import make_case
    from fuzz_play import degenerate_start, hostile_params, params_pool

    save = {"params": {"difficulty": "normal", "seats": ["human", "easy"]}, "moves": [{"type": "X"}],
            "start": {"width": 9, "height": 9, "board": [0] * 81}}
    pool = params_pool([save])
    made = [hostile_params(save, random.Random(n), pool, {}) for n in range(300)]
    assert any(m["params"]["difficulty"] in ("HARD", "impossible") for m in made)
    assert any("human" not in m["params"]["seats"] and m["params"]["seats"] for m in made)
    starts = [degenerate_start(save, random.Random(n))["start"] for n in range(300)]
    assert any(s["height"] == 0 and s["width"] == 9 and len(s["board"]) == 81 for s in starts)
    shapes = {shape for n in range(200) for _, shape in make_case(random.Random(n), ["romb"])["entries"]}
    assert {"fifo", "loop-self", "loop-pair", "dangling"} <= shapes


def test_the_mutator_is_repeatable():
    import random

    data = {"a": [1, 2, {"b": "x"}], "c": 3}
    assert fuzz.mutate_data(data, random.Random(5)) == fuzz.mutate_data(data, random.Random(5))
    assert data == {"a": [1, 2, {"b": "x"}], "c": 3}


def test_a_short_soak_across_every_scene_raises_nothing(app):
    # a second a scene, so that even a slow machine tours well over five scenes in 20 seconds
    report = soak.run(seconds=20, seed=5, app=app, scene_seconds=1.0)
    assert report.errors == [], report.text()
    assert report.frames > 100 and len(report.scenes) >= 5
    assert report.rss_end < report.rss_start * 1.5 + 100, report.text()
