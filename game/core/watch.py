"""Noticing that a file changed on disk, cheaply enough to ask from the frame loop.

A level being played or edited is watched so that a designer who saves it from any text editor sees
the change at once (hot reload). `FileWatch.poll(dt)` is called every frame; it looks at the file
only every `interval` seconds (a quarter second by default, so a change shows within about half a
second) and then costs one `stat`: the modification time in nanoseconds and the size. A change of
either means "reread the file". No threads, no OS notification APIs: the same on every system and
inside the packaged program.
"""

from __future__ import annotations

import os
from pathlib import Path

#: Seconds between two looks at the file.
POLL_SECONDS = 0.25

Signature = tuple[int, int] | None


def signature(path: Path) -> Signature:
    """(modification time in ns, size) of a file, or None when it cannot be read (gone, renamed)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


class FileWatch:
    """Watches one file: `poll(dt)` is True once after each change of its mtime or size."""

    def __init__(self, path: Path | str, interval: float = POLL_SECONDS) -> None:
        self.path = Path(path)
        self.interval = interval
        self._seen = signature(self.path)
        self._wait = 0.0

    def poll(self, dt: float) -> bool:
        """Advance by `dt` seconds; True when the file changed since the last look (or the last
        `accept`). Between looks it costs a subtraction."""
        self._wait -= dt
        if self._wait > 0:
            return False
        self._wait = self.interval
        now = signature(self.path)
        if now == self._seen:
            return False
        self._seen = now
        return True

    def accept(self) -> None:
        """Take the file as it is now as seen (after writing it ourselves, so our own save does not
        come back as a change)."""
        self._seen = signature(self.path)
