"""Writing a level file back without losing what the designer wrote around the values.

An editor changes values (a picture, a title, a list of visitor groups); the file on disk also holds
the designer's comments, blank lines, key order and quoting. `update_toml` parses the old text with
tomlkit (a style-keeping TOML library), sets only the values that changed, and writes everything
else back exactly as it was, so saving from the editor and editing by hand can take turns. A new
file starts from the game's commented template. The first line always names the file's JSON Schema
(`#:schema ...`), so editors with TOML schema support check it while a designer types.
"""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.items import AoT, Array, Table

#: Indentation of the items of a multi-line array (the shipped files use two spaces).
ITEM_INDENT = "  "


def _plain(item: Any) -> Any:
    """A tomlkit value as plain Python data (for comparing with what the editor holds)."""
    unwrap = getattr(item, "unwrap", None)
    return unwrap() if unwrap else item


def _lines_array(values: list[Any]) -> Array:
    """A multi-line array with one item per line and a trailing comma: how pictures are written."""
    body = "".join(f"{ITEM_INDENT}{v.as_string() if hasattr(v, 'as_string') else tomlkit.item(v).as_string()},\n"
                   for v in values)
    array: Array = tomlkit.parse(f"x = [\n{body}]\n")["x"]
    return array


def _value(value: Any, nested: bool = False) -> Any:
    """The tomlkit item to store for a plain value. A list of tables is an array of tables at the
    top (`[[hours]]`) and, inside a table, an array of inline tables one per line (how a park's
    visitor groups are written)."""
    if isinstance(value, (list, tuple)):
        values = list(value)
        if values and all(isinstance(v, dict) for v in values):
            if nested:
                return _lines_array([_inline(v) for v in values])
            tables = tomlkit.aot()
            for entry in values:
                table = tomlkit.table()
                for key, inner in entry.items():
                    if inner is not None:
                        table[key] = _value(inner, True)
                tables.append(table)
            return tables
        if values and all(isinstance(v, (str, list, tuple)) for v in values) and len(values) > 1:
            return _lines_array([list(v) if isinstance(v, tuple) else v for v in values])
        return tomlkit.item([list(v) if isinstance(v, tuple) else v for v in values])
    if isinstance(value, dict):
        table = tomlkit.table()
        for key, inner in value.items():
            if inner is not None:
                table[key] = _value(inner, True)
        return table
    return value


def _inline(entry: dict[str, Any]) -> Any:
    """A table written on one line, spaced as the shipped files are: `{ from = "A", size = 3 }`."""
    body = ", ".join(f"{key} = {tomlkit.item(v).as_string()}" for key, v in entry.items() if v is not None)
    return tomlkit.parse(f"x = {{ {body} }}\n")["x"]


def _update(container: Any, values: dict[str, Any]) -> None:
    for key, value in values.items():
        if value is None:
            if key in container:
                del container[key]
            continue
        old = container.get(key) if key in container else None
        if old is not None and _plain(old) == _normal(value):
            continue  # unchanged: keep it exactly as written
        if isinstance(value, dict) and isinstance(old, Table):
            _update(old, value)  # a table edited key by key keeps its comments
        elif isinstance(old, Array) and _flat(value) and _flat(list(old)):
            _update_array(old, list(value))
        elif isinstance(old, AoT) and isinstance(value, (list, tuple)) and len(old) == len(value) and all(
                isinstance(v, dict) for v in value):
            for table, entry in zip(old, value):  # [[hours]] table by table: their comments stay
                _update(table, entry)
        else:
            container[key] = _value(value, not isinstance(container, tomlkit.TOMLDocument))


def _flat(values: Any) -> bool:
    """True for a list of plain values or of one-line tables (no nested arrays)."""
    return isinstance(values, (list, tuple)) and all(not isinstance(_plain(v), (list, tuple)) for v in values)


def _item(value: Any) -> Any:
    """An array item: a plain value, or a one-line table."""
    return _inline(value) if isinstance(value, dict) else value


def _update_array(array: Array, values: list[Any]) -> None:
    """Change an array item by item, so the comments beside its lines and after its `[` stay."""
    for index, value in enumerate(values[: len(array)]):
        if _plain(array[index]) != _normal(value):
            array[index] = _item(value)
    for value in values[len(array):]:
        array.append(_item(value))
    while len(array) > len(values):
        del array[len(array) - 1]


def _normal(value: Any) -> Any:
    """Plain data with tuples as lists and None entries of tables dropped (as TOML would read it)."""
    if isinstance(value, (list, tuple)):
        return [_normal(v) for v in value]
    if isinstance(value, dict):
        return {k: _normal(v) for k, v in value.items() if v is not None}
    return value


def update_toml(text: str | None, values: dict[str, Any], *, schema_line: str, template: str = "") -> str:
    """The TOML text `text` (a new file: `template`) with `values` set, everything else kept.

    `values` maps top-level keys to plain data (strings, numbers, lists, tables, lists of tables);
    None removes a key; a value equal to the one in the file leaves it untouched. `schema_line`
    (`#:schema path/to/kind.schema.json`) is put on the first line when the text has none."""
    base = text if text and text.strip() else template
    document = tomlkit.parse(base)
    _update(document, values)
    out = tomlkit.dumps(document)
    first = out.split("\n", 1)[0]
    if not first.startswith("#:schema"):
        out = schema_line + "\n" + out
    if not out.endswith("\n"):
        out += "\n"
    return out
