"""The server's clock, which the hour timers read: real time, or a clock tests move by hand.

`Clock.now()` gives seconds; `sleep_until(when)` returns once `now() >= when`. With `ManualClock`
a test says when 30 seconds have passed (`advance`) instead of waiting for them.
"""

from __future__ import annotations

import asyncio
from typing import Protocol


class Clock(Protocol):
    """What the server needs of a clock."""

    def now(self) -> float:
        """Seconds on this clock."""
        ...

    async def sleep_until(self, when: float) -> None:
        """Return once `now()` has reached `when`."""
        ...


class RealClock:
    """The event loop's monotonic clock."""

    def now(self) -> float:
        """The loop's time in seconds."""
        return asyncio.get_running_loop().time()

    async def sleep_until(self, when: float) -> None:
        """Sleep until the loop's time reaches `when`."""
        await asyncio.sleep(max(0.0, when - self.now()))


class ManualClock:
    """A clock that moves only when told to (`advance`, called on the server's event loop)."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._waiters: list[tuple[float, asyncio.Future[None]]] = []

    def now(self) -> float:
        """The time the clock was last moved to."""
        return self._now

    async def sleep_until(self, when: float) -> None:
        """Wait until `advance` has moved the clock to `when` or past it."""
        if when <= self._now:
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        entry = (when, future)
        self._waiters.append(entry)
        try:
            await future
        finally:
            self._waiters.remove(entry)

    def advance(self, seconds: float) -> None:
        """Move the clock on by `seconds` and wake every sleeper whose time has come."""
        self._now += seconds
        for when, future in list(self._waiters):
            if when <= self._now and not future.done():
                future.set_result(None)

