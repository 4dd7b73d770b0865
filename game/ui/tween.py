"""Tweens and a timeline that scenes queue animations on (pure Python, no arcade).

A scene turns the events of a turn into tweens placed on one `Timeline` at chosen offsets (a clear,
then the falls, then the next cascade step...). The timeline advances with the frame time times the
animation-speed setting; `busy` tells the scene to hold input, `finish()` skips to the end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

Ease = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: most movement."""
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    """Slow start, fast end: things falling under gravity."""
    return t * t * t


def ease_in_out(t: float) -> float:
    """Smooth both ends: fades and camera moves."""
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: pops and bounces back."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    """Lands, bounces twice, rests: survivors falling with weight."""
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def lerp(a: float, b: float, t: float) -> float:
    """The point a fraction t of the way from a to b."""
    return a + (b - a) * t


def lerp_color(a: tuple, b: tuple, t: float) -> tuple[int, ...]:
    """Blend two colours of the same length component by component."""
    return tuple(int(round(lerp(x, y, t))) for x, y in zip(a, b))


@dataclass
class _Track:
    start: float
    duration: float
    update: Callable[[float], None] | None
    ease: Ease
    done: Callable[[], None] | None
    finished: bool = False


class Timeline:
    """Animations placed at offsets from now; advance with `update(dt)`.

    `add(duration, fn, at=...)` calls `fn(eased progress)` every frame while the track runs and once
    with 1.0 when it ends; `call(at, fn)` runs `fn` once at an offset. Offsets are seconds from the
    moment of adding; `end` is when the last queued track finishes (to chain after everything)."""

    def __init__(self) -> None:
        self.time = 0.0
        self.speed = 1.0
        self._tracks: list[_Track] = []

    @property
    def busy(self) -> bool:
        """True while any track has not finished."""
        return bool(self._tracks)

    @property
    def end(self) -> float:
        """Seconds from now until the last track ends (0 when idle)."""
        return max((t.start + t.duration - self.time for t in self._tracks), default=0.0)

    def add(self, duration: float, update: Callable[[float], None] | None = None, *, at: float = 0.0,
            ease: Ease = ease_out_cubic, done: Callable[[], None] | None = None) -> float:
        """Queue a tween starting `at` seconds from now; returns the offset at which it ends."""
        self._tracks.append(_Track(self.time + at, max(duration, 0.0), update, ease, done))
        return at + duration

    def call(self, at: float, fn: Callable[[], None]) -> float:
        """Run `fn` once, `at` seconds from now."""
        return self.add(0.0, None, at=at, done=fn)

    def update(self, dt: float) -> None:
        """Advance by dt seconds (scaled by `speed`), running every track that is due."""
        self.time += dt * self.speed
        self._run()

    def finish(self) -> None:
        """Jump to the end of every queued track (skip the animation)."""
        while self._tracks:
            self.time = max(t.start + t.duration for t in self._tracks)
            self._run()

    def clear(self) -> None:
        """Drop every track without running it."""
        self._tracks.clear()

    def _run(self) -> None:
        for track in sorted(self._tracks, key=lambda t: t.start):
            if track.start > self.time:
                continue
            # compare times, not the ratio: (start + d - start) / d can round to 0.999...
            over = self.time >= track.start + track.duration
            progress = 1.0 if over else (self.time - track.start) / track.duration
            if track.update:
                track.update(track.ease(progress))
            if over:
                track.finished = True
                if track.done:
                    track.done()
        self._tracks = [t for t in self._tracks if not t.finished]
