"""Limits on what Quintet reads from files, and the check that plain data keeps within them.

Everything a player or a designer can hand the game (saves, scripts, replays, settings, the profile,
content files) is bounded before it is used: a file larger than `MAX_FILE_BYTES` is not parsed, and
parsed data nested deeper than `MAX_DEPTH`, holding more than `MAX_NODES` values, a list or table
longer than `MAX_ITEMS`, a string longer than `MAX_STRING` or an integer wider than `MAX_INT_BITS`
is refused with a sentence saying which limit and where. The numbers are far above anything the
game writes (a 20,000-move save is about 1 MB and 100,000 values), so a genuine file never meets them.

Games add their own, tighter limits through msgspec constraints on their records and
`Rules.check_state` / `Rules.check_content`; these are the floor under all of them.
"""

from __future__ import annotations

import contextlib
import sys
import time
from types import FrameType
from typing import Any, Iterator

#: Largest file the game reads (saves, scripts, replays, settings, profile), in bytes.
MAX_FILE_BYTES = 8 * 1024 * 1024
#: Largest content file (a room, a level table), in bytes: designers' files are a few KB.
MAX_CONTENT_BYTES = 128 * 1024
#: Longest list or table, deepest nesting and longest text in a content file (the shipped files
#: have at most 21 items, 5 levels and 140 characters).
MAX_CONTENT_ITEMS = 1000
MAX_CONTENT_DEPTH = 16
MAX_CONTENT_STRING = 10_000
#: Deepest nesting of lists and tables.
MAX_DEPTH = 48
#: Most values (numbers, strings, lists, tables) in one file.
MAX_NODES = 1_500_000
#: Longest list or table.
MAX_ITEMS = 200_000
#: Longest string, in characters.
MAX_STRING = 100_000
#: Widest integer, in bits (a random generator's state is 64 bits; a sign bit more is allowed).
MAX_INT_BITS = 65
#: Most moves in one save (a genuine 20,000-move save loads in about half a second).
MAX_MOVES = 100_000
#: Most actions in one script.
MAX_ACTIONS = 100_000
#: Seconds a save may take to replay before it is refused as too slow to load (a genuine
#: 20,000-move save takes about half a second).
MAX_LOAD_SECONDS = 10.0


class LimitError(ValueError):
    """Plain data over one of the limits; the message says which and where (`path`: the key path
    of the value, as far as it was followed)."""

    def __init__(self, message: str, path: list[str | int] | None = None) -> None:
        super().__init__(message)
        self.path = list(path or [])


def _where(path: list[str | int]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out or "the top level"


def check_data(data: Any, *, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES,  # noqa: C901 - one check per kind of JSON value, each with its own sentence
               max_items: int = MAX_ITEMS, max_string: int = MAX_STRING,
               max_int_bits: int = MAX_INT_BITS, allow: tuple[type, ...] = ()) -> None:
    """Raise `LimitError` when plain data (dicts, lists, tuples, strings, numbers, None) is deeper,
    larger or wider than the limits, or holds anything else (but the scalar types in `allow`, such
    as TOML's dates). Iterative, so depth cannot overflow Python's stack here."""
    stack: list[tuple[Any, int, list[str | int]]] = [(data, 0, [])]
    nodes = 0
    while stack:
        value, depth, path = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise LimitError(f"too many values (more than {max_nodes:,})")
        if value is None or isinstance(value, bool):
            continue
        if isinstance(value, int):
            if value.bit_length() > max_int_bits:
                raise LimitError(f"a number at {_where(path)} is too large", path)
            continue
        if isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                raise LimitError(f"a number at {_where(path)} is not finite", path)
            continue
        if isinstance(value, str):
            if len(value) > max_string:
                raise LimitError(f"a text at {_where(path)} is longer than {max_string:,} characters", path)
            continue
        if isinstance(value, (list, tuple, dict)):
            if depth >= max_depth:
                raise LimitError(f"lists or tables are nested more than {max_depth} deep (at {_where(path)})", path)
            if len(value) > max_items:
                raise LimitError(f"a list or table at {_where(path)} has more than {max_items:,} items", path)
            if isinstance(value, dict):
                for key, item in value.items():
                    if not isinstance(key, str):
                        raise LimitError(f"a key at {_where(path)} is not text", path)
                    if len(key) > max_string:
                        raise LimitError(f"a key at {_where(path)} is too long", path)
                    stack.append((item, depth + 1, [*path, key] if depth < 12 else path))
            else:
                for index, item in enumerate(value):
                    stack.append((item, depth + 1, [*path, index] if depth < 12 else path))
            continue
        if allow and isinstance(value, allow):
            continue
        raise LimitError(f"unexpected {type(value).__name__} at {_where(path)}", path)



class TimeLimitExceeded(BaseException):
    """Raised inside code run under `time_limit` when its time is up. A BaseException, like
    KeyboardInterrupt, so that no `except Exception` in the code it interrupts can swallow it."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Run a block of Python code for at most about `seconds`, then raise `TimeLimitExceeded` in it.

    For looking at data from a file through code that trusts its input (a game's rules given a
    foreign starting position): the block is traced line by line (`sys.settrace`, several times
    slower), so a loop over a huge number is interrupted instead of hanging the game. A single long
    call into C (a huge `range` summed in one builtin) is not interrupted; sizes are bounded before.
    Another tracer (coverage, a debugger) is put back afterwards."""
    deadline = time.perf_counter() + seconds
    ticks = 0

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal ticks
        ticks += 1
        if ticks >= 2000:
            ticks = 0
            if time.perf_counter() > deadline:
                raise TimeLimitExceeded(f"more than {seconds:g} s")
        return tracer

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        yield
    finally:
        sys.settrace(previous)
