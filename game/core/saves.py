"""One save slot per game, on top of the session and the atomic storage; and the reader of save,
script and replay files named on the command line.

A save that cannot be loaded (bad JSON, a newer version, an illegal move, too large) is moved aside
to `.corrupt` and reported; it is never overwritten silently.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.content import ContentError, parse_toml
from game.core.rules import AnyRules
from game.core.session import ContentFor, SaveError, Session
from game.core.storage import (UnreadableFile, atomic_write_json, data_dir, keep_aside, parse_json, read_json,
                               read_text_file)


def save_path(game_id: str) -> Path:
    """The save slot file of a game."""
    return data_dir() / "saves" / f"{game_id}.json"


def has_save(game_id: str) -> bool:
    """True when the game has a save slot file (not yet checked for damage)."""
    return save_path(game_id).exists()


#: Why the last `write_save` could not write (None after a write that worked), for the app to show.
last_write_problem: str | None = None


def write_save(session: Session) -> Path | None:
    """Write the session into its game's slot atomically; returns the path, or None when the disk
    refused (full, read-only, a folder in the way): the previous save is then still there, and
    `last_write_problem` says why. A game never crashes because its save could not be written."""
    global last_write_problem
    path = save_path(session.rules.game_id)
    try:
        atomic_write_json(path, session.to_save())
    except (OSError, ValueError) as exc:
        last_write_problem = f"the game could not be saved ({getattr(exc, 'strerror', None) or exc})"
        return None
    last_write_problem = None
    return path


def load_save(rules: AnyRules, content_for: ContentFor | None = None) -> Session | None:
    """The game's saved session, or None when there is no save. `content_for(params)` finds the
    content of a save written before saves carried it.

    Raises `UnreadableFile` (the file already moved aside) when the save is corrupt or too new."""
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
    try:
        save_path(game_id).unlink(missing_ok=True)
    except OSError:
        pass
