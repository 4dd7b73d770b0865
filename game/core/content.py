"""Content loading: TOML files into typed, frozen records, with errors a designer can act on.

Records are `msgspec.Struct`s declared with `frozen=True, forbid_unknown_fields=True` (see
`ContentRecord`): msgspec checks types, ranges and unknown keys and reports the key path
(`$.levels[3].target`); this module adds the file name and the line, found by reading the TOML text
for that key path, and turns everything into one `ContentError` per problem. A record may add rules
of its own (a room must be enclosed...) through a `problems()` method returning `Problem`s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence, TypeVar

import msgspec
import tomli

R = TypeVar("R")


class ContentRecord(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """Base of every content record: frozen, unknown keys refused.

    Override `problems()` to add checks that types alone cannot express."""

    def problems(self) -> list["Problem"]:
        """Rule violations beyond types: (key path, what is wrong). Empty when the record is fine."""
        return []


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a record: the key path (`["levels", 3, "target"]`) and the message.

    `cells` names the grid cells (x, y) the problem is about, where it has any, so an editor can
    highlight them (a second S, a wall mark out of place, a gate nobody can reach)."""

    path: Sequence[str | int]
    message: str
    cells: tuple[tuple[int, int], ...] = ()


class ContentError(Exception):
    """A content file problem: file, key path, line and column where known, and what is wrong."""

    def __init__(self, file: Path | str, message: str, key_path: str | None = None,
                 line: int | None = None, column: int | None = None,
                 cells: tuple[tuple[int, int], ...] = ()) -> None:
        self.file = Path(file)
        self.message = message
        self.key_path = key_path
        self.line = line
        self.column = column
        #: grid cells (x, y) the problem is about, for an editor to highlight (see `Problem`)
        self.cells = cells
        super().__init__(str(self))

    def __str__(self) -> str:
        where = str(self.file)
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        key = f" at {self.key_path}:" if self.key_path else ""
        return f"{where}:{key} {self.message}"


def format_path(path: Sequence[str | int]) -> str:
    """`["levels", 3, "target"]` -> `levels[3].target` (the form designers read)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out or "(top)"


_PATH_TOKEN = re.compile(r"\.([A-Za-z0-9_\-]+)|\[(\d+)\]")


def parse_path(text: str) -> list[str | int]:
    """msgspec's `$.levels[3].target` -> `["levels", 3, "target"]`."""
    return [int(i) if i else name for name, i in _PATH_TOKEN.findall(text.lstrip("$"))]


def _split_key(key: str) -> list[str]:
    return [part.strip().strip('"').strip("'") for part in key.split(".")]


def locate(text: str, path: Sequence[str | int]) -> int | None:
    """The 1-based line in a TOML text that best matches a key path, or None.

    Understands `[table]`, `[[array.of.tables]]` (counting entries for the index), dotted keys and
    multi-line arrays with one item per line (for `rows[3]`)."""
    target = list(path)
    best_line, best_len = None, 0
    prefix: list[str | int] = []
    counters: dict[tuple[str, ...], int] = {}
    lines = text.splitlines()
    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].strip() if not raw.strip().startswith(("'", '"')) else raw.strip()
        if not line:
            continue
        if line.startswith("[["):
            keys = _split_key(line.strip("[]"))
            counters[tuple(keys)] = counters.get(tuple(keys), -1) + 1
            prefix = [*keys, counters[tuple(keys)]]
            candidate = prefix
        elif line.startswith("["):
            keys = _split_key(line.strip("[]"))
            prefix = list(keys)
            # a sub-table of the latest array-of-tables entry, e.g. [levels.grid] after [[levels]]
            for parent, index in counters.items():
                if list(parent) == keys[: len(parent)]:
                    prefix = [*parent, index, *keys[len(parent):]]
            candidate = prefix
        elif "=" in line:
            key = line.split("=", 1)[0]
            candidate = [*prefix, *_split_key(key)]
            value = line.split("=", 1)[1].strip()
            n = len(candidate)
            item = target[n] if len(target) > n else None
            if (target[:n] == candidate and isinstance(item, int)
                    and value.startswith("[") and not value.rstrip(",").endswith("]")):
                item_line = number + 1 + item
                if item_line <= len(lines):
                    return item_line
        else:
            continue
        n = len(candidate)
        if target[:n] == candidate and n > best_len:
            best_line, best_len = number, n
    return best_line


def read_toml(path: Path) -> tuple[dict[str, Any], str]:
    """Parse a TOML file, raising `ContentError` with line and column for a syntax error."""
    text = read_text(path)
    try:
        return tomli.loads(text), text
    except tomli.TOMLDecodeError as exc:
        raise ContentError(path, f"TOML syntax error: {exc.msg}", line=exc.lineno, column=exc.colno) from None


def _validation_error(path: Path, text: str, exc: msgspec.ValidationError) -> ContentError:
    message = str(exc)
    key_text = None
    if " - at `" in message:
        message, key_text = message.rsplit(" - at `", 1)
        key_text = key_text.rstrip("`")
    key_path = parse_path(key_text) if key_text else []
    match = re.match(r"Object contains unknown field `(.+)`", message)
    if match:
        key_path = [*key_path, match.group(1)]
        message = f"unknown key '{match.group(1)}'"
    match = re.match(r"Object missing required field `(.+)`", message)
    if match:
        message = f"missing required key '{match.group(1)}'"
    message = message.replace("Expected", "expected").replace("`", "")
    return ContentError(path, message, format_path(key_path) if key_path else None,
                        line=locate(text, key_path) if key_path else None)


def load_record(path: Path | str, kind: type[R]) -> R:
    """Load one TOML file into a record of type `kind`, or raise the first `ContentError`."""
    errors = check_file(path, kind)
    if isinstance(errors, list):
        raise errors[0]
    return errors


def check_file(path: Path | str, kind: type[R]) -> R | list[ContentError]:
    """Load a file; return the record, or every problem found as a list of `ContentError`s."""
    path = Path(path)
    try:
        text = read_text(path)
    except ContentError as exc:
        return [exc]
    return check_text(path, text, kind)


def read_text(path: Path) -> str:
    """A content file's text, or `ContentError` (file not found, not UTF-8, unreadable)."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(path, "file not found") from None
    except IsADirectoryError:
        raise ContentError(path, "is a folder, not a file") from None
    except UnicodeDecodeError as exc:
        raise ContentError(path, f"not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise ContentError(path, f"cannot be read ({exc.strerror or exc})") from None


def check_text(path: Path | str, text: str, kind: type[R]) -> R | list[ContentError]:
    """`check_file` on a text already in memory (an editor's unsaved level): the same checks, the
    problems named as if they were in `path`."""
    path = Path(path)
    try:
        data = tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        return [ContentError(path, f"TOML syntax error: {exc.msg}", line=exc.lineno, column=exc.colno)]
    data.pop("$schema", None)
    try:
        record = msgspec.convert(data, type=kind)
    except msgspec.ValidationError as exc:
        return [_validation_error(path, text, exc)]
    problems = record.problems() if hasattr(record, "problems") else []
    if problems:
        return [ContentError(path, p.message, format_path(p.path) if p.path else None,
                             line=locate(text, list(p.path)) if p.path else None,
                             cells=tuple(getattr(p, "cells", ()))) for p in problems]
    return record


@dataclass(frozen=True)
class ContentKind:
    """A kind of content file: its name, where the shipped files are, and the record type.

    `files(root)` lists the shipped files; `schema_name` names its JSON Schema in data/schema/."""

    name: str
    pattern: str
    record: type

    @property
    def schema_name(self) -> str:
        """File name of this kind's JSON Schema."""
        return f"{self.name}.schema.json"

    def files(self, root: Path) -> list[Path]:
        """The shipped files of this kind under the resource root, sorted."""
        return sorted(root.glob(self.pattern))

    def matches(self, root: Path, path: Path) -> bool:
        """True when a path (absolute or relative to the root) is a file of this kind."""
        try:
            relative = path.resolve().relative_to(root.resolve())
        except ValueError:
            relative = path
        return relative.match(self.pattern)


def json_schema(kind: type) -> dict[str, Any]:
    """The JSON Schema of a record type, for editors to check files while a designer types."""
    schema = msgspec.json.schema(kind)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    # files may name their schema in a "$schema" key; allow it at the top level
    defs = schema.get("$defs", {})
    ref = schema.get("$ref", "")
    if ref.startswith("#/$defs/") and ref[8:] in defs:
        defs[ref[8:]].setdefault("properties", {})["$schema"] = {"type": "string"}
    return schema
