"""Plain-data conversion for frozen dataclasses: to JSON-able builtins and back.

msgspec does the work (it understands dataclasses, tuples, enums and nested records), so every game
gets exact, typed round trips without writing `to_dict`/`from_dict` by hand.
"""

from __future__ import annotations

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
        raise DataError(str(exc)) from None
