"""Content loading: TOML files into typed, frozen records, with errors a designer can act on.

Records are `msgspec.Struct`s declared with `frozen=True, forbid_unknown_fields=True` (see
`ContentRecord`): msgspec checks types, ranges and unknown keys and reports the key path
(`$.levels[3].target`); this module adds the file name and the line, found by reading the TOML text
for that key path, and turns everything into one `ContentError` per problem. A record may add rules
of its own (a room must be enclosed...) through a `problems()` method returning `Problem`s.
"""

from __future__ import annotations

import datetime
import re
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence, TypeVar

import msgspec
import tomli

from game.core.files import NotRegularFile, file_problem, read_prefix, real_path
from game.core.limits import (
    MAX_CONTENT_BYTES,
    MAX_CONTENT_DEPTH,
    MAX_CONTENT_ITEMS,
    MAX_CONTENT_STRING,
    LimitError,
    check_data,
)

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


class Locator:
    """Finds the line of a key path in a TOML text; the text is read once, so a file with
    thousands of problems is not re-scanned for each one.

    Understands `[table]`, `[[array.of.tables]]` (counting entries for the index), dotted keys and
    multi-line arrays with one item per line (for `rows[3]`). A path is placed on the line of its
    longest known prefix (the first such line), and a path that only names the start of a table's
    key (`extra` for `[[extra]]`) on that table's first line."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        #: key path -> first line naming exactly it (or, second choice, a longer path it starts)
        self.exact: dict[tuple[str | int, ...], int] = {}
        self.starts: dict[tuple[str | int, ...], int] = {}
        #: key path of a multi-line array -> the line of its `key = [`
        self.arrays: dict[tuple[str | int, ...], int] = {}
        prefix: list[str | int] = []
        counters: dict[tuple[str, ...], int] = {}
        for number, raw in enumerate(self.lines, start=1):
            stripped = raw.strip()
            line = raw.split("#", 1)[0].strip() if not stripped.startswith(("'", '"')) else stripped
            if not line:
                continue
            candidate: list[str | int]
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
                key, value = line.split("=", 1)
                candidate = [*prefix, *_split_key(key)]
                value = value.strip()
                if value.startswith("[") and not value.rstrip(",").endswith("]"):
                    self.arrays.setdefault(tuple(candidate), number)
            else:
                continue
            self.exact.setdefault(tuple(candidate), number)
            for n in range(1, len(candidate)):
                self.starts.setdefault(tuple(candidate[:n]), number)

    def line(self, path: Sequence[str | int]) -> int | None:
        """The 1-based line that best matches a key path, or None when nothing matches."""
        target = tuple(path)
        for n in range(len(target), 0, -1):
            head = target[:n]
            if n < len(target) and head in self.arrays and isinstance(target[n], int):
                item_line = self.arrays[head] + 1 + int(target[n])
                if item_line <= len(self.lines):
                    return item_line
            if head in self.exact:
                return self.exact[head]
            if n == len(target) and head in self.starts:
                return self.starts[head]
        return None


def locate(text: str, path: Sequence[str | int]) -> int | None:
    """The 1-based line in a TOML text that best matches a key path, or None (see `Locator`; make
    one `Locator` to look up many paths in the same text)."""
    return Locator(text).line(path)


def parse_toml(path: Path | str, text: str) -> dict[str, Any]:
    """Parse TOML text within the limits of `game.core.limits`; `ContentError` otherwise."""
    try:
        data = tomli.loads(text)
    except tomli.TOMLDecodeError as exc:
        raise ContentError(path, f"TOML syntax error: {exc.msg}", line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise ContentError(path, "lists, tables or dotted keys are nested too deep to read", line=1) from None
    except (ValueError, MemoryError, OverflowError) as exc:
        raise ContentError(path, f"cannot be read: {exc}", line=1) from None
    try:
        check_data(data, allow=(datetime.date, datetime.time), max_items=MAX_CONTENT_ITEMS,
                   max_depth=MAX_CONTENT_DEPTH, max_string=MAX_CONTENT_STRING)
    except LimitError as exc:
        line = Locator(text).line(exc.path) if exc.path else None
        raise ContentError(path, f"too large to use: {exc}", format_path(exc.path) if exc.path else None,
                           line=line or 1) from None
    return data


def _validation_error(path: Path, locator: Locator, exc: msgspec.ValidationError,
                      base: Sequence[str | int] = ()) -> ContentError:
    message = str(exc)
    key_text = None
    if " - at `" in message:
        message, key_text = message.rsplit(" - at `", 1)
        key_text = key_text.rstrip("`")
    key_path = [*base, *(parse_path(key_text) if key_text else [])]
    match = re.match(r"Object contains unknown field `(.+)`", message)
    if match:
        key_path = [*key_path, match.group(1)]
        message = f"unknown key '{match.group(1)}'"
    match = re.match(r"Object missing required field `(.+)`", message)
    if match:
        message = f"missing required key '{match.group(1)}'"
    message = message.replace("Expected", "expected").replace("`", "")
    return ContentError(path, message, format_path(key_path) if key_path else None,
                        line=(locator.line(key_path) if key_path else None) or 1)


def _struct_type(kind: Any) -> Any:
    """The `msgspec.Struct` class behind a field type (under `Annotated`), or None."""
    while typing.get_origin(kind) is typing.Annotated:
        kind = typing.get_args(kind)[0]
    return kind if isinstance(kind, type) and issubclass(kind, msgspec.Struct) else None


def _item_type(kind: Any) -> Any:
    """The item type of a `tuple[X, ...]` or `list[X]` field (under `Annotated`), or None."""
    while typing.get_origin(kind) is typing.Annotated:
        kind = typing.get_args(kind)[0]
    args = typing.get_args(kind)
    if typing.get_origin(kind) is list and len(args) == 1:
        return args[0]
    if typing.get_origin(kind) is tuple and len(args) == 2 and args[1] is Ellipsis:
        return args[0]
    return None


def every_validation_error(path: Path, locator: Locator, data: Any, kind: Any,
                           at: Sequence[str | int] = ()) -> list[ContentError]:
    """Every type problem of `data` as a `kind`, not only the first one msgspec stops at: each key
    of a table is converted on its own, tables and lists of tables are walked into, unknown and
    missing keys are each reported."""
    struct = _struct_type(kind)
    if struct is None or not isinstance(data, dict):
        items = _item_type(kind)
        if items is not None and _struct_type(items) is not None and isinstance(data, list):
            found = [e for i, item in enumerate(data)
                     for e in every_validation_error(path, locator, item, items, [*at, i])]
            if found:
                return found
        try:
            msgspec.convert(data, type=kind)
        except msgspec.ValidationError as exc:
            return [_validation_error(path, locator, exc, at)]
        except (RecursionError, MemoryError, OverflowError):
            return [ContentError(path, "too large or too deeply nested to read", format_path(at) if at else None,
                                 line=(locator.line(list(at)) if at else None) or 1)]
        return []
    fields = {field.encode_name: field for field in msgspec.structs.fields(struct)}
    found = []
    for key in data:
        if key not in fields:
            key_path = [*at, key]
            found.append(ContentError(path, f"unknown key '{key}'", format_path(key_path),
                                      line=locator.line(key_path) or 1))
    for name, field in fields.items():
        if name in data:
            found.extend(every_validation_error(path, locator, data[name], field.type, [*at, name]))
        elif field.required:
            found.append(ContentError(path, f"missing required key '{name}'", format_path(at) if at else None,
                                      line=(locator.line(list(at)) if at else None) or 1))
    return found


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
    """A content file's text, or `ContentError` (file not found, too large, not UTF-8, unreadable).

    A file larger than `MAX_CONTENT_BYTES` is refused before it is parsed; a byte that is not
    UTF-8 is reported on its line."""
    try:
        data = read_prefix(path, MAX_CONTENT_BYTES + 1)  # a pipe or a device is refused, never waited on
    except FileNotFoundError:
        raise ContentError(path, file_problem(path) or "file not found", line=1) from None
    except IsADirectoryError:
        raise ContentError(path, "is a folder, not a file", line=1) from None
    except NotRegularFile as exc:
        raise ContentError(path, exc.reason, line=1) from None
    except OSError as exc:
        raise ContentError(path, file_problem(path) or f"cannot be read ({exc.strerror or exc})", line=1) from None
    if len(data) > MAX_CONTENT_BYTES:
        raise ContentError(path, f"the file is larger than {MAX_CONTENT_BYTES // 1024} KB; a content file is "
                                 "a few KB (is it the right file?)", line=1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ContentError(path, f"not UTF-8 text ({exc.reason}); save the file as UTF-8", line=line,
                           column=column) from None


#: Problems reported for one file; past these, one line says how many more there are.
MAX_PROBLEMS = 25


def check_text(path: Path | str, text: str, kind: type[R]) -> R | list[ContentError]:
    """`check_file` on a text already in memory (an editor's unsaved level): the same checks, the
    problems named as if they were in `path`. Every problem has a line (1 for the whole file);
    more than `MAX_PROBLEMS` are cut short with a line saying how many were left out. Never raises."""
    path = Path(path)
    if len(text) > MAX_CONTENT_BYTES:
        return [ContentError(path, f"the text is larger than {MAX_CONTENT_BYTES // 1024} KB; a content file "
                                   "is a few KB", line=1)]
    try:
        data = parse_toml(path, text)
    except ContentError as exc:
        return [exc]
    data.pop("$schema", None)
    locator = Locator(text)
    try:
        record = msgspec.convert(data, type=kind)
    except msgspec.ValidationError as exc:
        found = sorted(every_validation_error(path, locator, data, kind), key=lambda e: e.line or 0)
        return found[:MAX_PROBLEMS] or [_validation_error(path, locator, exc)]
    except (RecursionError, MemoryError, OverflowError) as exc:
        return [ContentError(path, f"too large or too deeply nested to read ({type(exc).__name__})", line=1)]
    try:
        problems = record.problems() if hasattr(record, "problems") else []
    except Exception as exc:  # a check that fails is a problem of the file, never a crash
        return [ContentError(path, f"cannot be checked ({type(exc).__name__}: {exc})", line=1)]
    if problems:
        errors = [ContentError(path, p.message, format_path(p.path) if p.path else None,
                               line=(locator.line(list(p.path)) if p.path else None) or 1,
                               cells=tuple(getattr(p, "cells", ()))) for p in problems[:MAX_PROBLEMS]]
        if len(problems) > MAX_PROBLEMS:
            errors.append(ContentError(path, f"... and {len(problems) - MAX_PROBLEMS} more problems; "
                                             "fix the ones above first", line=1))
        return errors
    return record


@dataclass(frozen=True)
class ContentKind:
    """A kind of content file: its name, where the shipped files are, and the record type.

    `files(root)` lists the shipped files; `schema_name` names its JSON Schema in data/schema/;
    `unique` names a key whose value must differ between the files of the kind (a room's `name`),
    which `quintet check` compares across the files it checks."""

    name: str
    pattern: str
    record: type
    unique: str | None = None

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
            relative = real_path(path).relative_to(real_path(root))
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
