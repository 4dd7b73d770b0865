"""Quintet's benchmark: start-up time, frame times per scene, and each game's rules speed.

    python tools/bench.py [--frames N] [--no-write]

Frame time is update + draw + GPU finish, measured with perf_counter headless at 1280x720 (Mesa's
software renderer here), over a few hundred frames per scene; a game's record may name
`bench` (in its `GameSpec`) to keep it busy (moves, cascades, hovering) while it is measured.
Start-up is the wall time from launching a new Python process to the first title frame drawn.
The table is printed and written to docs/performance.md. Budgets are from the developers' brief.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
FRAME_BUDGET_MS = 16.7
STARTUP_BUDGET_S = 1.5

CHILD = """
import os, sys, time
start = float(sys.argv[1])
os.environ['ARCADE_HEADLESS'] = '1'
os.environ['ARCADE_SOUND_BACKENDS'] = 'silent'
from game.app.main import open_app
app = open_app(visible=False)
app.current_view.on_update(1 / 60)
app.current_view.on_draw()
app.ctx.finish()
print(time.time() - start)
"""


def startup_seconds(runs: int = 5) -> list[float]:
    """Wall seconds from process launch to the first drawn title frame, one per run."""
    out = []
    env = dict(os.environ, QUINTET_HOME=str(ROOT / "build" / "bench-home"))
    for _ in range(runs):
        start = time.time()
        done = subprocess.run([sys.executable, "-c", CHILD, str(start)], cwd=ROOT, env=env,
                              capture_output=True, text=True, check=True)
        out.append(float(done.stdout.strip().splitlines()[-1]))
    return out


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(q / 100 * len(ordered) + 0.5)) - 1))]


def frame_times(app, name: str, frames: int) -> list[float]:
    """Milliseconds per frame (update + draw + finish) for a scene, after 30 warm-up frames."""
    from game.app.shots import build_scene

    app.start()
    build_scene(app, name)
    scene = app.current_view
    spec = getattr(scene, "spec", None)  # a game scene carries its game's record
    actions = spec.part("bench") if spec is not None else None
    times = []
    for i in range(frames + 30):
        start = time.perf_counter()
        if actions:
            actions(app.current_view, i)
        app.dispatch_events()
        app.current_view.on_update(1 / 60)
        app.current_view.on_draw()
        app.ctx.finish()
        if i >= 30:
            times.append((time.perf_counter() - start) * 1000)
    return times


def rules_rows() -> list[tuple[str, float, str, str]]:
    """Rows from each playable game's tools/bench_<id>.py (every playable game has one)."""
    from game.catalog import GAMES

    rows = []
    for entry in GAMES:
        if entry.playable:
            rows.extend(importlib.import_module(f"bench_{entry.id}").rules_benchmarks())
    return rows


def main() -> None:
    """Measure everything, print the table, write docs/performance.md."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args()
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    os.environ["QUINTET_HOME"] = str(ROOT / "build" / "bench-home")

    startups = startup_seconds()
    from game.app.main import open_app
    from game.app.shots import howto_shot_names, scene_names

    app = open_app(visible=False)
    renderer = app.ctx.info.RENDERER
    lines = ["# Performance", "",
             f"Measured by `tools/bench.py` on {time.strftime('%Y-%m-%d')}: {platform.machine()}, "
             f"{os.cpu_count()} cores, Python {platform.python_version()}, renderer `{renderer}`, "
             f"headless at 1280x720.", "",
             "## Start-up", "",
             "| measure | median | worst | budget |", "|---|---|---|---|",
             f"| launch to first title frame ({len(startups)} runs) | {statistics.median(startups):.2f} s "
             f"| {max(startups):.2f} s | <= {STARTUP_BUDGET_S} s |", "",
             f"## Frames (update + draw + finish, {args.frames} frames each)", "",
             "| scene | p50 ms | p99 ms | max ms | budget p99 |", "|---|---|---|---|---|"]
    skipped = {"sample", *howto_shot_names()}  # How to Play pictures are the game screens again
    for name in scene_names():
        if name in skipped:
            continue
        times = frame_times(app, name, args.frames)
        lines.append(f"| {name} | {percentile(times, 50):.2f} | {percentile(times, 99):.2f} | "
                     f"{max(times):.2f} | {'ok' if percentile(times, 99) <= FRAME_BUDGET_MS else 'OVER'} "
                     f"<= {FRAME_BUDGET_MS} |")
        print(lines[-1], flush=True)
    rows = rules_rows()
    if rows:
        lines += ["", "## Rules", "", "| measure | value | budget |", "|---|---|---|"]
        lines += [f"| {what} | {value:,.3f} {unit} | {budget} |" for what, value, unit, budget in rows]
    text = "\n".join(lines) + "\n"
    print(text)
    if not args.no_write:
        path = ROOT / "docs" / "performance.md"
        kept = kept_sections(path.read_text() if path.exists() else "")
        path.write_text(text + ("\n" + kept if kept else ""))


#: The sections this tool writes; any other "## " section of docs/performance.md (a game's strength
#: table, written by its own slow tool) is kept when the file is written again.
OWN_SECTIONS = ("## Start-up", "## Frames", "## Rules")


def kept_sections(text: str) -> str:
    """The sections of an earlier docs/performance.md that another tool wrote."""
    sections = text.split("\n## ")
    others = ["## " + section for section in sections[1:]
              if not ("## " + section).startswith(OWN_SECTIONS)]
    return "\n".join(part.rstrip("\n") + "\n" for part in others)


if __name__ == "__main__":
    main()
