"""Opening a file a player names or the game finds, without hanging or crashing on what lies there.

A levels folder, a save slot or a path on the command line may hold something that is not an
ordinary file: a named pipe (opening it waits for a writer that never comes), a device, a socket, a
folder, a symbolic link to nothing or a loop of links (`ln -s self.toml self.toml`, which makes
`Path.resolve` raise RuntimeError). Every reader goes through the two helpers here:

- `file_problem(path)`: a sentence saying why a path cannot be read as a file, or None; for the
  checks before a file is listed or opened (`quintet play/edit/check`, the level lists).
- `open_regular(path)`: the file opened for reading, refused (`NotRegularFile`, an `OSError`) unless
  it is an ordinary file. It opens without blocking and checks the opened file itself, so a pipe
  swapped in between a check and the open is still refused and never waited on.

`real_path(path)` is `Path.resolve` that never raises (a loop of links resolves as far as it goes).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

#: What an entry that is not an ordinary file is, as a player reads it.
NOT_REGULAR = "is not an ordinary file (a named pipe, a device or a socket); Quintet reads only ordinary files"
LOOP = "is a symbolic link that leads round in a loop"


class NotRegularFile(OSError):
    """A path that names something other than an ordinary file; `str()` is the sentence."""

    def __init__(self, path: Path | str, reason: str = NOT_REGULAR) -> None:
        super().__init__(errno.EINVAL, reason, str(path))
        self.reason = reason

    def __str__(self) -> str:
        return self.reason


def real_path(path: Path | str) -> Path:
    """The absolute path with every link followed as far as it goes; never raises (a loop of links
    or an unreadable folder leaves the rest of the path as it is written)."""
    try:
        return Path(os.path.realpath(path))
    except (OSError, ValueError, RuntimeError):
        return Path(os.path.abspath(path))


def file_problem(path: Path | str) -> str | None:
    """Why `path` cannot be read as a file, as the end of a sentence that starts with the path
    ("file not found", "is a folder, not a file", `NOT_REGULAR`, `LOOP`, "cannot be read (...)"),
    or None for an ordinary file."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return "is a link to a file that is not there" if os.path.islink(path) else "file not found"
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return LOOP
        return f"cannot be read ({exc.strerror or exc})"
    except ValueError as exc:  # a NUL byte in the name
        return f"is not a usable file name ({exc})"
    if stat.S_ISDIR(info.st_mode):
        return "is a folder, not a file"
    if not stat.S_ISREG(info.st_mode):
        return NOT_REGULAR
    return None


_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
          | getattr(os, "O_CLOEXEC", 0))


def open_regular(path: Path | str) -> BinaryIO:
    """Open an ordinary file for reading in binary. Raises `NotRegularFile` for a pipe, device or
    socket, `IsADirectoryError` for a folder, `FileNotFoundError`, and `OSError` with `LOOP` as its
    `strerror` for a loop of links: never blocks on what the path names."""
    try:
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OSError(errno.ELOOP, LOOP, str(path)) from None
        raise
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder, not a file", str(path))
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path)
        if _FLAGS & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_prefix(path: Path | str, limit: int) -> bytes:
    """The first `limit` bytes of an ordinary file (`open_regular`'s errors otherwise)."""
    with open_regular(path) as handle:
        return handle.read(limit)
