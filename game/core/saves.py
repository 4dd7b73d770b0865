"""One save slot per game, on top of the session and the atomic storage; and the reader of save,
script and replay files named on the command line.

A save that cannot be loaded (bad JSON, a newer version, an illegal move, too large) is moved aside
to `.corrupt` and reported; it is never overwritten silently.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from game.core.content import ContentError, parse_toml
from game.core.rules import AnyRules
from game.core.session import ContentFor, SaveError, Session
from game.core.storage import (
    UnreadableFile,
    atomic_write_json,
    data_dir,
    keep_aside,
    parse_json,
    read_json,
    read_text_file,
)


def save_path(game_id: str) -> Path:
    """The save slot file of a game."""
    return data_dir() / "saves" / f"{game_id}.json"


def has_save(game_id: str) -> bool:
    """True when the game has a save slot file (not yet checked for damage)."""
    wait_for_saves()
    return save_path(game_id).exists()


#: Why the last `write_save` could not write (None after a write that worked), for the app to show.
last_write_problem: str | None = None


def write_save(session: Session) -> Path | None:
    """Write the session into its game's slot atomically; returns the path, or None when the disk
    refused (full, read-only, a folder in the way): the previous save is then still there, and
    `last_write_problem` says why. A game never crashes because its save could not be written."""
    global last_write_problem
    wait_for_saves()
    path = save_path(session.rules.game_id)
    try:
        atomic_write_json(path, session.to_save())
    except (OSError, ValueError) as exc:
        last_write_problem = f"the game could not be saved ({getattr(exc, 'strerror', None) or exc})"
        return None
    last_write_problem = None
    return path


class _SaveWriter:
    """Writes saves on a thread of its own, in the order given, the newest per file winning.

    A save is an atomic write with two fsyncs: about 1 ms on a fast disk and tens of ms on a slow
    one, which the frame that played the move should not wait for. The thread is not a daemon, so
    a game that closes normally finishes its last write; a killed one leaves the previous save
    whole (the writes are atomic)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[Path, dict[str, Any]] = {}
        self._done = threading.Event()
        self._done.set()
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, data: dict[str, Any]) -> None:
        """Write `data` to `path` soon (replacing a write to it not yet begun)."""
        with self._lock:
            self._pending[path] = data
            self._done.clear()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="quintet-saves")
                self._thread.start()

    def wait(self) -> None:
        """Return once every write submitted so far is on disk (or has failed)."""
        self._done.wait()

    def _run(self) -> None:
        global last_write_problem
        while True:
            with self._lock:
                if not self._pending:
                    self._thread = None
                    self._done.set()
                    return
                path, data = next(iter(self._pending.items()))
                del self._pending[path]
            try:
                atomic_write_json(path, data)
                last_write_problem = None
            except (OSError, ValueError) as exc:
                last_write_problem = f"the game could not be saved ({getattr(exc, 'strerror', None) or exc})"


_WRITER = _SaveWriter()


def write_save_soon(session: Session) -> None:
    """`write_save` off the caller's thread: the session is turned into data now (so later moves
    cannot change what is written), the file is written by the save thread."""
    _WRITER.submit(save_path(session.rules.game_id), session.to_save())


def wait_for_saves() -> None:
    """Wait until the saves given to `write_save_soon` are written: every reader of the save slots
    calls it first, so nothing reads, or deletes, a slot with a write still on its way."""
    _WRITER.wait()


def load_save(rules: AnyRules, content_for: ContentFor | None = None) -> Session | None:
    """The game's saved session, or None when there is no save. `content_for(params)` finds the
    content of a save written before saves carried it.

    Raises `UnreadableFile` (the file already moved aside) when the save is corrupt or too new."""
    wait_for_saves()
    path = save_path(rules.game_id)
    data = read_json(path)
    if data is None:
        return None
    try:
        return Session.from_save(rules, data, content_for)
    except SaveError as exc:
        kept = keep_aside(path)
        raise UnreadableFile(path, exc.message, kept) from None


def read_save_file(path: Path) -> Any:
    """The data of a save, script or replay file a player names: JSON, or TOML when the name ends
    in `.toml`, within the limits of `game.core.limits`. Raises `SaveError` with a sentence that
    starts with the file's name (not found, unreadable, too large, not UTF-8, a syntax error)."""
    try:
        text = read_text_file(path)
    except FileNotFoundError:
        raise SaveError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise SaveError(f"{path}: is a folder, not a file") from None
    except OSError as exc:
        raise SaveError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None
    if path.suffix.lower() == ".toml":
        try:
            return parse_toml(path, text)
        except ContentError as exc:
            raise SaveError(str(exc)) from None
    try:
        return parse_json(text)
    except ValueError as exc:
        raise SaveError(f"{path}: {exc}") from None


def delete_save(game_id: str) -> None:
    """Remove a game's slot (after the game ends); the `.bak` stays as a last resort."""
    wait_for_saves()  # a write still on its way would bring the slot back
    try:
        save_path(game_id).unlink(missing_ok=True)
    except OSError:
        pass
