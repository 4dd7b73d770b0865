"""Where Quintet keeps the player's files, and how it writes them without ever losing one.

- Saves and the profile live in the user data folder, settings in the user config folder
  (platformdirs), or both under `$QUINTET_HOME` when it is set (tests and portable installs).
- Writes are atomic: a temporary file in the same folder, fsync, then rename over the old file, whose
  previous contents are first copied to `<name>.bak`. A write killed half-way leaves the old file.
- A file that cannot be read is never overwritten: it is moved aside to `<name>.corrupt` (numbered
  if one is already there) and the reason is reported to the caller.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

APP_NAME = "Quintet"


def _folder(sub: str, platform_dir: str) -> Path:
    """`$QUINTET_HOME/<sub>` when set, else the platformdirs folder; created on demand."""
    home = os.environ.get("QUINTET_HOME")
    if home:
        path = Path(home) / sub
    else:
        import platformdirs

        path = Path(getattr(platformdirs, platform_dir)(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    """The folder for saves and the profile."""
    return _folder("data", "user_data_dir")


def config_dir() -> Path:
    """The folder for settings."""
    return _folder("config", "user_config_dir")


class UnreadableFile(Exception):
    """A stored file that exists but cannot be used; it has been moved to `kept_as`."""

    def __init__(self, path: Path, reason: str, kept_as: Path | None) -> None:
        where = f" (kept as {kept_as.name})" if kept_as else ""
        super().__init__(f"{path.name}: {reason}{where}")
        self.path = path
        self.reason = reason
        self.kept_as = kept_as


def atomic_write_text(path: Path, text: str) -> None:
    """Write text so that readers see the old file or the new one, never a half-written one.

    The previous file, if any, is copied to `<name>.bak` first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        shutil.copy2(path, path.with_name(path.name + ".bak"))
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Flush a folder's entry table so a rename survives a power cut (best effort off POSIX)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON atomically (see `atomic_write_text`)."""
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True) + "\n")


def keep_aside(path: Path) -> Path:
    """Move an unusable file to `<name>.corrupt` (or `.corrupt.2`, ...) and return the new path."""
    target = path.with_name(path.name + ".corrupt")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt.{number}")
        number += 1
    os.replace(path, target)
    return target


def read_json(path: Path) -> Any | None:
    """Read a JSON file; None when it does not exist.

    A file that is not valid JSON is moved aside and `UnreadableFile` is raised."""
    if not path.exists():
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        kept = keep_aside(path)
        raise UnreadableFile(path, f"not valid JSON ({exc})", kept) from None
