"""Where Quintet keeps the player's files, and how it writes them without ever losing one.

- Saves and the profile live in the user data folder, settings in the user config folder
  (platformdirs), or both under `$QUINTET_HOME` when it is set (tests and portable installs).
- Writes are atomic: the new text goes to a temporary file in the same folder, is flushed to disk
  (fsync) and renamed over the old file. The previous contents are first kept as `<name>.bak` the
  same way (temporary copy, fsync, rename), so a write killed at any point leaves the old file and
  a readable backup. Temporary files a killed write left behind are removed on the next start
  (`remove_stale_temp_files`).
- A file that cannot be read is never overwritten: it is moved aside to `<name>.corrupt` (numbered
  if one is already there) and the reason is reported to the caller.
- Reading is bounded (`game.core.limits`): a file over `MAX_FILE_BYTES`, or JSON nested too deep or
  too large, is refused with a sentence instead of hanging or crashing the game.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from game.core.files import NotRegularFile, read_prefix
from game.core.limits import MAX_FILE_BYTES, LimitError, check_data

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


#: Suffix of the temporary files of atomic writes: `<name>.<random>.tmp`.
TEMP_SUFFIX = ".tmp"
_TEMP_NAME = re.compile(r"^.+\.[A-Za-z0-9_]{6,12}\.tmp$")


def _write_temp(folder: Path, name: str, data: bytes) -> Path:
    """Write bytes to a new temporary file beside `name` in `folder`, flushed to disk."""
    fd, tmp = tempfile.mkstemp(prefix=name + ".", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return Path(tmp)


def _replace_with(path: Path, data: bytes) -> None:
    """Put `data` at `path` atomically: temporary file, fsync, rename."""
    tmp = _write_temp(path.parent, path.name, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def atomic_write_text(path: Path, text: str) -> None:
    """Write text so that readers see the old file or the new one, never a half-written one.

    The previous file, if any, is first kept as `<name>.bak`, written the same atomic way, so a kill
    at any moment leaves both the file and its backup readable (each the old or the new version)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        previous: bytes | None = path.read_bytes() if path.is_file() else None
    except OSError:
        previous = None
    if previous is not None:
        _replace_with(path.with_name(path.name + ".bak"), previous)
    _replace_with(path, text.encode("utf-8"))
    _fsync_dir(path.parent)


def remove_stale_temp_files(*folders: Path) -> list[Path]:
    """Delete the temporary files (`<name>.<random>.tmp`) that writes killed half-way left in these
    folders (default: the data, saves and config folders); returns what was removed. Called once
    when the game starts, before anything is written."""
    if not folders:
        folders = (data_dir(), data_dir() / "saves", config_dir())
    removed = []
    for folder in folders:
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for entry in entries:
            if _TEMP_NAME.match(entry.name) and entry.is_file():
                try:
                    entry.unlink()
                    removed.append(entry)
                except OSError:
                    pass
    return removed


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


def keep_aside(path: Path) -> Path | None:
    """Move an unusable file to `<name>.corrupt` (or `.corrupt.2`, ...) and return the new path;
    None when it cannot be moved (it then stays where it is, still never overwritten by a read)."""
    target = path.with_name(path.name + ".corrupt")
    number = 2
    while target.exists() or target.is_symlink():
        target = path.with_name(f"{path.name}.corrupt.{number}")
        number += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def read_text_file(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The text of a file, refused with `ValueError` (a sentence) when it is larger than `limit`
    bytes or not UTF-8, and `OSError` when it cannot be read at all."""
    try:
        data = read_prefix(path, limit + 1)  # a pipe or a device is refused, never waited on
    except NotRegularFile as exc:
        raise ValueError(f"it {exc.reason}") from None
    if len(data) > limit:
        raise ValueError(f"the file is larger than {limit // (1024 * 1024) or limit} "
                         f"{'MB' if limit >= 1024 * 1024 else 'bytes'}, more than Quintet reads")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ValueError(f"line {line} is not UTF-8 text (byte {exc.start + 1})") from None


def parse_json(text: str) -> Any:
    """Parse JSON text within the limits; raises `ValueError` with a sentence (a syntax error with
    its line and column, too deep, too large, a number that is not finite)."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise ValueError("not usable JSON: lists or tables are nested too deep") from None
    except (ValueError, MemoryError, OverflowError) as exc:
        raise ValueError(f"not usable JSON: {exc}") from None
    try:
        check_data(data)
    except LimitError as exc:
        raise ValueError(f"not usable JSON: {exc}") from None
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number Quintet accepts")


def read_json(path: Path) -> Any | None:
    """Read a JSON file; None when it does not exist.

    A file that is not valid JSON, not UTF-8, too large or too deep is moved aside and
    `UnreadableFile` is raised; so is a file that cannot be read at all (it then stays in place)."""
    if not path.exists() and not path.is_symlink():
        return None
    try:
        data = parse_json(read_text_file(path))
    except ValueError as exc:
        kept = keep_aside(path)
        raise UnreadableFile(path, str(exc), kept) from None
    except OSError as exc:
        raise UnreadableFile(path, f"cannot be read ({exc.strerror or exc})", None) from None
    return data
