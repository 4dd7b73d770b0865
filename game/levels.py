"""Level files as a designer sees them: which game a file belongs to, the player's own levels
folder, and a file turned into a game to play.

- Any content file can be played (`quintet play FILE`) or edited (`quintet edit FILE`): its game
  and kind are known from where it lies (the shipped folders, or `<data>/levels/<game>/`) or from
  the JSON Schema its first line names (`#:schema .../romb-room.schema.json`), so a file shared by
  a friend and saved anywhere still opens.
- The user levels folder is `levels/<game id>/` in the player's data folder (`$QUINTET_HOME/data`
  when that is set): its files show in the game's level list as "Your rooms" (never locked), and
  `quintet check` checks them with the shipped content. The editor writes new levels there, with a
  copy of the JSON Schemas in `levels/schema/` so the files stay checkable in a text editor.
- A file's record becomes a game through its game's `LevelDesign.start` (Romb: the room's name in
  the params, the room as the content) or, for a game without an editor, default params with the
  record as the content (a Pharaoh or Guppy level table).

No arcade here: the command line's `check` uses it too.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.catalog import GAMES
from game.core.content import ContentError, ContentKind, check_file, json_schema, locate
from game.core.files import file_problem, read_prefix, real_path
from game.core.limits import MAX_CONTENT_BYTES
from game.core.paths import resource_root
from game.core.storage import data_dir
from game.spec import GameSpec

#: A level file's name: an optional campaign number ("03-") before the level's name.
NUMBERED = re.compile(r"^\d+-")


def user_levels_root() -> Path:
    """`levels/` in the player's data folder (not created until something is written there)."""
    return data_dir() / "levels"


def user_levels_dir(game_id: str) -> Path:
    """The folder of the player's own levels of one game."""
    return user_levels_root() / game_id


def user_level_files(game_id: str) -> list[Path]:
    """The player's own level files of a game, sorted by name."""
    folder = user_levels_dir(game_id)
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


@dataclass(frozen=True)
class LevelFile:
    """A content file and what it is: its game, its kind, and whether it is one of the player's own."""

    path: Path
    game: GameSpec
    kind: ContentKind

    @property
    def user(self) -> bool:
        """True for a file in the player's levels folder."""
        return _inside(self.path, user_levels_root())

    @property
    def shipped(self) -> bool:
        """True for a file of the shipped content."""
        return self.kind.matches(resource_root(), self.path) and _inside(self.path, resource_root())

    @property
    def design(self) -> Any:
        """The game's `LevelDesign`, or None when it has no editor."""
        return self.game.part("editor")

    def schema_line(self) -> str:
        """The `#:schema` line this file should start with (a path relative to the file)."""
        if self.user:
            schema = user_levels_root() / "schema" / self.kind.schema_name
            write_user_schema(self.kind)
        else:
            schema = resource_root() / "data" / "schema" / self.kind.schema_name
        try:
            relative = os.path.relpath(schema, real_path(self.path).parent)
        except ValueError:  # another drive (Windows)
            relative = str(schema)
        return "#:schema " + Path(relative).as_posix()


def _inside(path: Path, folder: Path) -> bool:
    """True when the entry `path` lies in `folder` (the folders on the way followed; a link in the
    folder counts as the folder's, wherever it leads, and a loop of links never raises)."""
    path = Path(path)
    try:
        (real_path(path.parent) / path.name).relative_to(real_path(folder))
    except ValueError:
        return False
    return True


def _kinds() -> list[tuple[GameSpec, ContentKind]]:
    return [(entry, kind) for entry in GAMES for kind in entry.content_kinds()]


def identify(path: Path) -> LevelFile | None:
    """What a file is: by its place among the shipped files or in the user levels folder, else by
    the schema its first line names; None when it is none of the known kinds."""
    path = Path(path)
    pairs = _kinds()
    for entry, kind in pairs:
        if _inside(path, resource_root()) and kind.matches(resource_root(), path):
            return LevelFile(path, entry, kind)
    try:  # a pipe, a device or a loop of links has no first line (and is never waited on)
        first = read_prefix(path, 4096).split(b"\n", 1)[0].decode("utf-8").strip()
    except (OSError, UnicodeDecodeError):
        first = ""
    if first.startswith("#:schema"):
        name = first.replace("\\", "/").split("/")[-1].strip()
        for entry, kind in pairs:
            if kind.schema_name == name:
                return LevelFile(path, entry, kind)
    for entry, kind in pairs:
        if _inside(path, user_levels_dir(entry.id)):
            return LevelFile(path, entry, kind)
    return None


def open_level(path: Path) -> LevelFile:
    """`identify`, or a `ContentError` that says why the file cannot be opened."""
    path = Path(path)
    problem = file_problem(path)  # checked before anything opens it: a pipe would hang the game
    if problem:
        raise ContentError(path, "is a folder, not a level file" if path.is_dir() else problem)
    found = identify(path)
    if found is None:
        names = ", ".join(f"{kind.name} ({entry.title})" for entry, kind in _kinds())
        raise ContentError(path, "not a known kind of level file: its first line should name its schema, "
                                 f"e.g. '#:schema romb-room.schema.json'; known kinds: {names}", line=1)
    return found


def load_level(level: LevelFile) -> Any:
    """The file's record, or raise its first `ContentError` (all of them: `check_level`)."""
    result = check_file(level.path, level.kind.record)
    if isinstance(result, list):
        raise result[0]
    return result


def name_problems(path: Path, record: Any, text: str | None = None) -> list[ContentError]:
    """A record's `name` must be its file's name (after any campaign number): saves, scores and
    progress know a level by that name, and a designer finds the file by it."""
    name = getattr(record, "name", None)
    if not isinstance(name, str):
        return []
    stem = NUMBERED.sub("", path.stem)
    if stem == name:
        return []
    if text is None:
        try:
            text = read_prefix(path, MAX_CONTENT_BYTES).decode("utf-8")
        except (OSError, UnicodeDecodeError):
            text = ""
    number = NUMBERED.match(path.stem)
    wanted = f"{number.group(0) if number else ''}{name}.toml"
    return [ContentError(path, f"name {name!r} does not match the file name {path.name!r}: rename the file "
                               f"to {wanted!r} or the name to {stem!r}", "name", line=locate(text, ["name"]))]


def not_a_level(level: LevelFile) -> str | None:
    """Why a file cannot be played on its own (a game's settings or difficulty table, next to the
    levels its editor makes), or None when it can."""
    design = level.design
    if design is None or design.kind.name == level.kind.name:
        return None
    return (f"{level.path} is {level.game.title}'s {level.kind.name} file, not a {design.noun}; play a "
            f"{design.noun} file ({design.kind.pattern})")


def start(level: LevelFile, record: Any) -> tuple[Any, Any]:
    """(params, content) of a game played on a file's record."""
    design = level.design
    if design is not None:
        params, content = design.start(record)
        return params, content
    return level.game.load_rules().params_type(), record


def new_level_path(game_id: str, stem: str) -> Path:
    """A file name in the user levels folder not yet taken: `<stem>-1.toml`, `<stem>-2.toml`..."""
    folder = user_levels_dir(game_id)
    number = 1
    while (folder / f"{stem}-{number}.toml").exists():
        number += 1
    return folder / f"{stem}-{number}.toml"


def write_level(path: Path, text: str) -> None:
    """Write a level file atomically (a temporary file renamed over it, so a crash never leaves
    half a level); no `.bak` beside it, as that would be one more file in a levels folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent, prefix=path.name + ".",
                                         suffix=".tmp", delete=False)
    try:
        with handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(handle.name, path)
    except BaseException:
        Path(handle.name).unlink(missing_ok=True)
        raise


def write_user_schema(kind: ContentKind) -> Path:
    """Put a kind's JSON Schema in the user levels folder (kept current), so the player's files can
    name it on their first line; returns its path."""
    path = user_levels_root() / "schema" / kind.schema_name
    text = json.dumps(json_schema(kind.record), indent=2, sort_keys=True) + "\n"
    try:
        if file_problem(path) or read_prefix(path, MAX_CONTENT_BYTES).decode("utf-8", "replace") != text:
            write_level(path, text)  # atomic: replaces a pipe or a link in the way, never writes into it
    except OSError:
        pass  # a read-only data folder: the files still play, only editor checking is lost
    return path
