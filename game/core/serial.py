"""Plain-data conversion for frozen dataclasses: to JSON-able builtins and back.

msgspec does the work (it understands dataclasses, tuples, enums and nested records), so every game
gets exact, typed round trips without writing `to_dict`/`from_dict` by hand. msgspec ignores keys a
dataclass does not have; `unknown_key` finds them, so that a save, a script or a snapshot with a
misspelt key is refused with the list of the keys that record knows instead of silently ignored.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, TypeVar

import msgspec

T = TypeVar("T")


class DataError(ValueError):
    """Plain data that does not fit the record it should become; the message says where."""


def to_data(value: Any) -> Any:
    """Convert a dataclass (or a tree of them) into dicts, lists, strings and numbers."""
    return msgspec.to_builtins(value)


def from_data(data: Any, kind: type[T]) -> T:
    """Build a typed record from plain data, raising `DataError` with the path of a mismatch."""
    try:
        return msgspec.convert(data, type=kind, strict=False)
    except msgspec.ValidationError as exc:
        raise DataError(readable(str(exc))) from None
    except (RecursionError, OverflowError, MemoryError) as exc:
        raise DataError(f"the data is too deep or too large ({type(exc).__name__})") from None


def readable(message: str) -> str:
    """msgspec's "Expected `int`, got `str` - at `$.cell[0]`" as "cell[0]: expected int, got str"."""
    where = ""
    if " - at `" in message:
        message, where = message.rsplit(" - at `", 1)
        where = where.rstrip("`").lstrip("$").lstrip(".")
    message = message.replace("`", "").replace("Object missing required field", "missing key")
    message = message.replace("Object contains unknown field", "unknown key")
    message = message[:1].lower() + message[1:]
    return f"{where}: {message}" if where else message


def from_data_strict(data: Any, kind: type[T]) -> T:
    """`from_data`, and first refuse keys the record (or a record inside it) does not have."""
    problem = unknown_key(data, kind)
    if problem:
        raise DataError(problem)
    return from_data(data, kind)


def field_names(kind: Any) -> list[str]:
    """The keys of a dataclass or msgspec Struct record, in declaration order (empty otherwise)."""
    if dataclasses.is_dataclass(kind):
        return [f.name for f in dataclasses.fields(kind)]
    if isinstance(kind, type) and issubclass(kind, msgspec.Struct):
        return list(kind.__struct_fields__)
    return []


def _hints(kind: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(kind)
    except Exception:  # unresolvable annotations: check the keys only
        return {}


@functools.lru_cache(maxsize=512)
def _holds_records(kind: Any, depth: int = 0) -> bool:
    """True when a type is, or holds somewhere inside (tuples, lists, dicts, optionals), a record
    with keys: a dataclass or a msgspec Struct (or a type too odd to tell)."""
    if depth > 16 or kind is Any:
        return True
    if field_names(kind) or dataclasses.is_dataclass(kind):
        return True
    return any(_holds_records(arg, depth + 1) for arg in typing.get_args(kind) if arg is not Ellipsis
               and not isinstance(arg, (str, int, float, bytes, msgspec.Meta)))


def _may_hold_records(kind: Any) -> bool:
    """`_holds_records`, True for a type that cannot be hashed (and so not remembered)."""
    try:
        return _holds_records(kind)
    except TypeError:
        return True


def unknown_key(data: Any, kind: Any, where: str = "$", depth: int = 0) -> str | None:  # noqa: C901 - one case per shape a record's key can take, each with its own sentence
    """A sentence naming the first key of `data` that the record type `kind` (or a record nested in
    it, through tuples, lists, dicts and optionals) does not know, with the keys it knows; None
    when every key is known. Data of the wrong shape is left to `from_data` to report."""
    if depth > 32:
        return None
    origin = typing.get_origin(kind)
    if origin is typing.Annotated:
        return unknown_key(data, typing.get_args(kind)[0], where, depth + 1)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(kind) if a is not type(None)]
        return unknown_key(data, options[0], where, depth + 1) if len(options) == 1 and data is not None else None
    if origin in (tuple, list) and isinstance(data, (list, tuple)):
        if not _may_hold_records(kind):  # a list of plain values has no keys to check (quick when long)
            return None
        args = typing.get_args(kind)
        if origin is tuple and args and args[-1] is not Ellipsis:
            pairs = list(zip(data, args))
        else:
            pairs = [(item, args[0] if args else Any) for item in data]
        for index, (item, item_kind) in enumerate(pairs):
            found = unknown_key(item, item_kind, f"{where}[{index}]", depth + 1)
            if found:
                return found
        return None
    if origin is dict and isinstance(data, dict):
        args = typing.get_args(kind)
        for key, item in data.items():
            found = unknown_key(item, args[1] if len(args) == 2 else Any, f"{where}.{key}", depth + 1)
            if found:
                return found
        return None
    names = field_names(kind)
    if not names and not dataclasses.is_dataclass(kind):
        return None
    if not isinstance(data, dict):
        return None
    extra = [key for key in data if key not in names]
    if extra:
        known = ", ".join(names) if names else "none"
        return f"unknown key {extra[0]!r} at `{where}`; the keys it may have are: {known}"
    hints = _hints(kind)
    for name in names:
        if name in data and name in hints:
            found = unknown_key(data[name], hints[name], f"{where}.{name}", depth + 1)
            if found:
                return found
    return None
