"""A HUD column laid out top to bottom by pushing down: each text, picture or button stands where it
was designed, or lower when what stands above it reaches further down. At 100 % nothing moves; at a
larger text size the texts are taller and push what follows down, so none is drawn over another.

`Column.place(*things)` places one row (things side by side move together) and returns how far it
moved; `floor` is the lowest point reached so far, for the last part of the column to fit into.
`grow_to_fit` builds a column whose texts grow less where it would not fit at the text size."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from game.ui import theme
from game.ui.widgets import Widget

T = TypeVar("T")


def _top(thing: Any) -> float:
    if isinstance(thing, Widget):
        return thing.bottom + thing.height
    return float(thing.top)


def _bottom(thing: Any) -> float:
    return float(thing.bottom)


def _lower(thing: Any, by: float) -> None:
    if isinstance(thing, Widget):
        thing.move_to(thing.left, thing.bottom - by)
    elif hasattr(thing, "center_y") and not hasattr(thing, "anchor_y"):  # a sprite
        thing.center_y -= by
    else:  # a text
        thing.y -= by


class Column:
    """Push-down placement of a HUD column's rows, from the top (see the module's text)."""

    def __init__(self, top: float, gap: float = 4) -> None:
        """`top`: the highest point a row may reach; `gap`: the least space between two rows."""
        self.floor = top + gap
        self.gap = gap

    def place(self, *things: Any) -> float:
        """Lower the row of `things` (texts, sprites, widgets) by as much as it reaches above the
        floor less the gap, the same for each of them; the floor goes to the row's bottom. Returns
        how far the row moved (0 where it had room)."""
        reach = max(_top(thing) for thing in things) - (self.floor - self.gap)
        by = max(0.0, reach)
        for thing in things:
            if by:
                _lower(thing, by)
        self.floor = min([self.floor] + [_bottom(thing) for thing in things])
        return by


def grow_to_fit(build: Callable[[float], T], fits: Callable[[T], bool], undo: Callable[[T], None]) -> T:
    """A panel built by `build(growth)` with its texts as large as the text size makes them, or, where
    `fits` says it does not fit, 5 % smaller at a time (never below their designed size, where it is
    kept as it is); `undo` takes away each build that did not fit."""
    growth = theme.text_scale()
    while True:
        built = build(growth)
        if growth <= 1.0 or fits(built):
            return built
        undo(built)
        growth = max(1.0, growth - 0.05)
