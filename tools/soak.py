"""Soak the app: random keys, clicks, drags, wheel turns and resizes across every scene, for a while.

    python tools/soak.py                     # 60 seconds
    python tools/soak.py --seconds 600       # the long run
    python tools/soak.py --seconds 20 --seed 3 --max-growth 10
    python tools/soak.py --seconds 120 --scenes guppy,guppy:cut    # only these scenes

Runs headless in a private QUINTET_HOME. Every few seconds it starts on another scene (each scene
`quintet --shot` knows: title, select, settings, every game, its pause, How to Play pages and
pictures), then sends random input through the window's event queue and steps frames as arcade's
own loop does (`game.app.main.frame`: events, update, draw, flip). Quitting is turned into a
restart, so the window stays. Every exception is caught, counted with where it came from, and the
app restarted. Memory (resident set size) is measured once a first tour of the scenes has warmed up
the caches, and at the end, after a garbage collection.

Prints a report and exits 1 when there were exceptions or memory grew more than `--max-growth`
percent between the two measures.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")


def rss_mb() -> float:
    """This process's resident set size in MB (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/statm") as handle:
            pages = int(handle.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


@dataclass
class Report:
    """What a soak saw."""

    seconds: float = 0.0
    frames: int = 0
    actions: Counter = field(default_factory=Counter)
    scenes: Counter = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    rss_start: float = 0.0
    rss_end: float = 0.0
    rss_peak: float = 0.0
    samples: list[tuple[float, float]] = field(default_factory=list)
    #: RSS change (MB) while on each scene after the warm-up, summed over its visits: where growth
    #: comes from (noisy scene by scene; a scene far ahead of the others is worth a look)
    by_scene: Counter = field(default_factory=Counter)
    #: the texture atlas's size at each sample: it only grows (doubling), and in software
    #: rendering its pixels are in the process's memory, so a jump in RSS often is the atlas
    atlas: list[str] = field(default_factory=list)

    @property
    def slope(self) -> float:
        """Memory growth after the warm-up, in MB per minute (least squares over the samples)."""
        points = list(self.samples)
        if len(points) < 3:
            return 0.0
        mean_t = sum(t for t, _ in points) / len(points)
        mean_m = sum(m for _, m in points) / len(points)
        spread = sum((t - mean_t) ** 2 for t, _ in points)
        return 60 * sum((t - mean_t) * (m - mean_m) for t, m in points) / spread if spread else 0.0

    @property
    def growth(self) -> float:
        """Memory growth from the warmed-up start to the end, in percent."""
        return 100.0 * (self.rss_end - self.rss_start) / self.rss_start if self.rss_start else 0.0

    def text(self) -> str:
        kinds = Counter(error.split("\n", 1)[0] for error in self.errors)
        lines = [
            f"soak: {self.seconds:.0f} s, {self.frames} frames, {sum(self.actions.values())} inputs "
            f"({', '.join(f'{k} {v}' for k, v in sorted(self.actions.items()))})",
            f"scenes visited: {len(self.scenes)} ({', '.join(sorted(self.scenes))})",
            f"exceptions: {len(self.errors)}",
            *[f"  {count} x {kind}" for kind, count in kinds.most_common(10)],
            f"memory (RSS): {self.rss_start:.0f} MB after warm-up, {self.rss_end:.0f} MB at the end "
            f"({self.growth:+.1f}%), peak {self.rss_peak:.0f} MB, trend {self.slope:+.1f} MB/min",
            "  samples: " + ", ".join(f"{t:.0f}s {m:.0f}MB" for t, m in self.samples),
            "  texture atlas: " + " -> ".join(dict.fromkeys(self.atlas)),
            "  growth by scene (MB, summed over visits): " + ", ".join(
                f"{name} {mb:+.0f}" for name, mb in self.by_scene.most_common(6)),
        ]
        return "\n".join(lines)


KEYS = None


def _keys():
    import arcade

    k = arcade.key
    return [k.LEFT, k.RIGHT, k.UP, k.DOWN, k.ENTER, k.RETURN, k.SPACE, k.ESCAPE, k.BACKSPACE, k.TAB,
            k.W, k.A, k.S, k.D, k.H, k.U, k.Z, k.R, k.N, k.P, k.Q, k.E, k.C, k.DELETE, k.F1, k.F5, k.F11,
            k.KEY_1, k.KEY_2, k.KEY_3, k.KEY_4, k.KEY_5, k.KEY_9, k.KEY_0, k.PAGEUP, k.PAGEDOWN, k.HOME, k.END]


class Soak:
    """Drives one app window with seeded random input."""

    def __init__(self, app, rng: random.Random, only: list[str] | None = None) -> None:
        from game.app.shots import scene_names

        self.app = app
        self.rng = rng
        self.keys = _keys()
        self.names = [name for name in scene_names() if not only or name in only]
        self.report = Report()

    def frames(self, count: int) -> None:
        from game.app.main import frame

        for _ in range(count):
            frame(self.app)
            self.report.frames += 1

    def point(self) -> tuple[float, float]:
        """A window pixel point: mostly inside the design space, sometimes anywhere."""
        width, height = self.app.get_size()
        if self.rng.random() < 0.1:
            return self.rng.uniform(-20, width + 20), self.rng.uniform(-20, height + 20)
        return self.rng.uniform(0, width), self.rng.uniform(0, height)

    def visit(self, name: str) -> None:
        """Start the app afresh on a scene."""
        from game.app.shots import build_scene

        self.app.start()
        build_scene(self.app, name)
        self.report.scenes[name] += 1
        self.frames(2)

    def act(self) -> None:
        """One random input, then a few frames."""
        app, rng = self.app, self.rng
        roll = rng.random()
        if roll < 0.45:
            key = rng.choice(self.keys)
            modifiers = rng.choice([0, 0, 0, 1, 2])
            app.dispatch_event("on_key_press", key, modifiers)
            app.dispatch_event("on_key_release", key, modifiers)
            self.report.actions["key"] += 1
        elif roll < 0.72:
            x, y = self.point()
            button = rng.choice([1, 1, 1, 4])
            app.dispatch_event("on_mouse_motion", x, y, 0, 0)
            app.dispatch_event("on_mouse_press", x, y, button, 0)
            app.dispatch_event("on_mouse_release", x, y, button, 0)
            self.report.actions["click"] += 1
        elif roll < 0.84:
            (sx, sy), (ex, ey) = self.point(), self.point()
            app.dispatch_event("on_mouse_press", sx, sy, 1, 0)
            steps = rng.randint(1, 8)
            for i in range(1, steps + 1):
                x, y = sx + (ex - sx) * i / steps, sy + (ey - sy) * i / steps
                app.dispatch_event("on_mouse_drag", x, y, (ex - sx) / steps, (ey - sy) / steps, 1, 0)
                if i % 3 == 0:
                    self.frames(1)
            app.dispatch_event("on_mouse_release", ex, ey, 1, 0)
            self.report.actions["drag"] += 1
        elif roll < 0.92:
            x, y = self.point()
            app.dispatch_event("on_mouse_motion", x, y, 0, 0)
            app.dispatch_event("on_mouse_scroll", x, y, rng.choice([0, 0, 1, -1]), rng.choice([1, -1, 3, -3]))
            self.report.actions["wheel"] += 1
        elif roll < 0.96:
            app.dispatch_event("on_mouse_motion", *self.point(), rng.uniform(-9, 9), rng.uniform(-9, 9))
            self.report.actions["move"] += 1
        else:
            width, height = rng.choice([(1280, 720), (1280, 720), (640, 360), (1000, 900), (1920, 1080),
                                        (800, 600), (2560, 800)])
            app.dispatch_event("on_resize", width, height)
            self.report.actions["resize"] += 1
        self.frames(rng.choice([1, 1, 2, 3, 8, 30]))

    def failed(self, exc: BaseException) -> None:
        """Count an exception with where it came from, and restart the app."""
        frames = traceback.extract_tb(exc.__traceback__)
        ours = [f for f in frames if "/game/" in f.filename.replace("\\", "/")] or frames
        where = f"{Path(ours[-1].filename).name}:{ours[-1].lineno}" if ours else "?"
        scene = type(self.app.current_view).__name__ if self.app.current_view else "-"
        self.report.errors.append(f"{type(exc).__name__} at {where} in {scene}: {str(exc)[:120]}\n"
                                  + "".join(traceback.format_exception(exc))[-1500:])
        try:
            self.app.dispatch_event("on_resize", 1280, 720)
            self.app.start()
        except Exception as again:  # noqa: BLE001 - a restart that fails is reported too
            self.report.errors.append(f"restart failed: {type(again).__name__}: {again}")

    def measure(self, started: float) -> float:
        gc.collect()
        self.frames(2)
        now = rss_mb()
        self.report.samples.append((time.perf_counter() - started, now))
        try:
            atlas = self.app.ctx.default_atlas
            self.report.atlas.append(f"{atlas.width}x{atlas.height} ({len(atlas._textures)} textures)")
        except Exception:  # noqa: BLE001 - an arcade without these attributes: no atlas figures
            pass
        self.report.rss_peak = max(self.report.rss_peak, now)
        return now

    def run(self, seconds: float, scene_seconds: float = 4.0, progress: bool = False) -> Report:
        started = time.perf_counter()
        names = list(self.names)
        # warm-up: one tour of every scene with the same random input as the rest of the run fills
        # the caches that are meant to fill once (textures, glyphs, pictures, solver results);
        # memory is measured from there on, so what grows after it is what stays
        for name in names:
            try:
                self.visit(name)
                stop = time.perf_counter() + scene_seconds
                while time.perf_counter() < stop:
                    self.act()
            except Exception as exc:  # noqa: BLE001
                self.failed(exc)
            if time.perf_counter() - started > seconds * 0.4:
                break
        self.report.rss_start = self.measure(started)
        next_scene = next_sample = time.perf_counter()
        order = names[:]
        current, entered_at = None, rss_mb()
        while time.perf_counter() - started < seconds:
            try:
                if time.perf_counter() >= next_scene:
                    if not order:
                        order = names[:]
                        self.rng.shuffle(order)
                    now = rss_mb()
                    if current is not None:
                        self.report.by_scene[current] += now - entered_at
                    current, entered_at = order.pop(), now
                    self.visit(current)
                    next_scene = time.perf_counter() + scene_seconds
                self.act()
            except Exception as exc:  # noqa: BLE001
                self.failed(exc)
            if time.perf_counter() >= next_sample:
                now = self.measure(started)
                next_sample = time.perf_counter() + max(5.0, seconds / 12)
                if progress:
                    print(f"  {time.perf_counter() - started:5.0f} s  {now:6.0f} MB  {self.report.frames} frames  "
                          f"{len(self.report.errors)} exceptions", flush=True)
        self.app.start()
        self.report.rss_end = self.measure(started)
        self.report.seconds = time.perf_counter() - started
        return self.report


def run(seconds: float = 60.0, seed: int = 1, app=None, progress: bool = False,
        scene_seconds: float = 4.0, only: list[str] | None = None) -> Report:
    """Soak `app` (a new window when None) for `seconds`, `scene_seconds` on each scene visited;
    returns the report. Quitting is a restart for the duration (the window's `quit` is put back
    afterwards)."""
    if app is None:
        os.environ.setdefault("QUINTET_HOME", tempfile.mkdtemp(prefix="quintet-soak-"))
        from game.app.main import open_app

        app = open_app(visible=False)
    original_quit = app.quit
    app.quit = app.start
    try:
        return Soak(app, random.Random(seed), only).run(seconds, scene_seconds, progress=progress)
    finally:
        app.quit = original_quit
        app.dispatch_event("on_resize", 1280, 720)
        app.start()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-growth", type=float, default=10.0, help="percent of RSS growth allowed (10)")
    parser.add_argument("--show", type=int, default=3, help="tracebacks to print in full (3)")
    parser.add_argument("--scenes", help="comma-separated scene names to soak (default: every scene)")
    args = parser.parse_args(argv)
    os.environ["QUINTET_HOME"] = tempfile.mkdtemp(prefix="quintet-soak-")
    report = run(args.seconds, args.seed, progress=True, only=args.scenes.split(",") if args.scenes else None)
    print(report.text())
    for error in report.errors[: args.show]:
        print("\n" + error)
    return 1 if report.errors or report.growth > args.max_growth else 0


if __name__ == "__main__":
    sys.exit(main())
