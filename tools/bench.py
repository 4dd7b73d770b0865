"""Quintet's benchmark: start-up time, frame times per scene, and each game's rules speed.

    python tools/bench.py [--frames N] [--no-write]

Frame time is update + draw + GPU finish, measured with perf_counter headless at 1280x720 (Mesa's
software renderer here), over a few hundred frames per scene; a game's record may name
`bench` (in its `GameSpec`) to keep it busy (moves, cascades, hovering) while it is measured.
Start-up is the wall time from launching a new Python process to the first title frame drawn.
The table is printed and written to docs/performance.md. Budgets are from the developers' brief.

These machines are shared and noisy, so the same run also measures a reference frame (clear the
window and draw one full-screen textured sprite) right before and right after each scene, half the
scene's frame count each side, and prints the scene's p99 as a ratio to the p99 of the reference
frames around it (the same minute's noise for both); the goal is every scene at most 0.8 of it, as
well as at most 8 ms. `--scenes a,b` measures only those scenes (a quick check while working on one);
it implies --no-write.
"""

from __future__ import annotations

import argparse
import contextlib
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
FRAME_BUDGET_MS = 8.0
RATIO_BUDGET = 0.8
STARTUP_BUDGET_S = 1.0

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
    from game.ui.game_scene import GameScene

    # a game scene carries its game's record (a menu may carry one too: Statistics shows a game's)
    actions = scene.spec.part("bench") if isinstance(scene, GameScene) else None
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


def reference_times(app, frames: int) -> list[float]:
    """Milliseconds per reference frame: clear the window, draw one full-screen textured sprite
    (a 1280x720 picture, scaled to the window like a game's background layer), finish."""
    import arcade
    import numpy as np
    from PIL import Image

    from game.ui import theme

    rng = np.random.default_rng(1)
    pixels = rng.integers(0, 255, (theme.HEIGHT, theme.WIDTH, 4), dtype=np.uint8)
    pixels[..., 3] = 255
    texture = arcade.Texture(Image.fromarray(pixels, "RGBA"), hash="bench-reference")
    sprite = arcade.Sprite(texture, center_x=theme.WIDTH / 2, center_y=theme.HEIGHT / 2)
    layer = arcade.SpriteList()
    layer.append(sprite)
    times = []
    # drawn as it always was, with no flush of the game's frame pacing (`game.ui.pacing`) in it
    with app.pacer.suspended() if app.pacer is not None else contextlib.nullcontext():
        for i in range(frames + 30):
            start = time.perf_counter()
            app.dispatch_events()
            app.clear()
            with app.camera.activate():
                layer.draw()
            app.ctx.finish()
            if i >= 30:
                times.append((time.perf_counter() - start) * 1000)
    return times


def scene_row(name: str, times: list[float], reference: list[float]) -> str:
    """One table row: p50, p99, max, the reference frames' p99 around it, the scene's p99 as a ratio
    to that, and the verdict."""
    p99, reference_p99 = percentile(times, 99), percentile(reference, 99)
    ratio = p99 / reference_p99
    verdict = "ok" if p99 <= FRAME_BUDGET_MS and ratio <= RATIO_BUDGET else "OVER"
    return (f"| {name} | {percentile(times, 50):.2f} | {p99:.2f} | {max(times):.2f} | {reference_p99:.2f} | "
            f"{ratio:.2f} | {verdict} |")


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
    parser.add_argument("--scenes", default="", help="comma-separated scene names (implies --no-write)")
    args = parser.parse_args()
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    os.environ["QUINTET_HOME"] = str(ROOT / "build" / "bench-home")
    only = [name for name in args.scenes.split(",") if name]

    startups = [] if only else startup_seconds()
    from game.app.main import open_app
    from game.app.shots import howto_shot_names, scene_names

    app = open_app(visible=False)
    renderer = app.ctx.info.RENDERER
    skipped = {"sample", *howto_shot_names()}  # How to Play pictures are the game screens again
    names = only or [name for name in scene_names() if name not in skipped]
    measured, reference = [], []
    for name in names:
        around = reference_times(app, args.frames // 2)
        times = frame_times(app, name, args.frames)
        around += reference_times(app, args.frames // 2)
        measured.append((name, times, around))
        reference += around
        print(scene_row(name, times, around), flush=True)
    lines = ["# Performance", "",
             f"Measured by `tools/bench.py` on {time.strftime('%Y-%m-%d')}: {platform.machine()}, "
             f"{os.cpu_count()} cores, Python {platform.python_version()}, renderer `{renderer}`, "
             f"headless at 1280x720.", ""]
    if startups:
        lines += ["## Start-up", "",
                  "| measure | median | worst | budget |", "|---|---|---|---|",
                  f"| launch to first title frame ({len(startups)} runs) | {statistics.median(startups):.2f} s "
                  f"| {max(startups):.2f} s | <= {STARTUP_BUDGET_S} s |", ""]
    lines += [f"## Frames (update + draw + finish, {args.frames} frames each)", "",
              f"Budget: p99 <= {FRAME_BUDGET_MS} ms and <= {RATIO_BUDGET} of the p99 of the reference frames "
              f"measured around the scene (clear + one full-screen textured sprite, {args.frames // 2} frames "
              f"just before and {args.frames // 2} just after it). All reference frames of the run: p50 "
              f"{percentile(reference, 50):.2f} ms, p99 {percentile(reference, 99):.2f} ms.", "",
              "| scene | p50 ms | p99 ms | max ms | reference p99 ms | p99 / reference | verdict |",
              "|---|---|---|---|---|---|---|"]
    lines += [scene_row(name, times, around) for name, times, around in measured]
    rows = [] if only else rules_rows()
    if rows:
        lines += ["", "## Rules", "", "| measure | value | budget |", "|---|---|---|"]
        lines += [f"| {what} | {value:,.3f} {unit} | {budget} |" for what, value, unit, budget in rows]
    text = "\n".join(lines) + "\n"
    print(text)
    if not (args.no_write or only):
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
