"""Where a frame's texts and panels landed: the check that no text leaves its box.

`record_frame(draw)` runs one frame's drawing with the drawing calls watched: every `draw_panel`
box (dialogs, cards, HUD panels, buttons), every shade over the whole window (what is drawn after
it sits on it) and every `arcade.Text` drawn, alone or in a pyglet batch, in the order they were
drawn. `problems(frame)` then says, in words, every text whose
laid-out bounds leave the window or the panel it was drawn in (the smallest panel drawn before it
that holds its anchor point), every two texts drawn over each other (`OVERLAP`), and every panel
that spills over the border of the panel it sits in.
Tests run it over every screen of every game; a designer's tool may too. It only watches: what is
drawn and how is unchanged.
"""

from __future__ import annotations

import gc
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

import arcade
import pyglet

from game.ui import cached_layer, theme, widgets

#: How far (design pixels) a text's laid-out bounds may pass its box: rounding of glyph metrics.
SLACK = 1.0
#: How far (design pixels) the inked parts of two texts (`ink_box`) may overlap, each way, before
#: they are said to be drawn over each other.
OVERLAP = 3.0


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in design space."""

    left: float
    bottom: float
    right: float
    top: float

    def holds_point(self, x: float, y: float) -> bool:
        """True when a point lies in the box (edges included)."""
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def holds(self, other: "Box", inset: float = 0.0) -> bool:
        """True when `other` lies inside this box shrunk by `inset` on each side (within `SLACK`)."""
        return (other.left >= self.left + inset - SLACK and other.right <= self.right - inset + SLACK
                and other.bottom >= self.bottom + inset - SLACK and other.top <= self.top - inset + SLACK)

    def overlaps(self, other: "Box", by: float) -> bool:
        """True when the two boxes share more than `by` pixels both across and up."""
        across = min(self.right, other.right) - max(self.left, other.left)
        up = min(self.top, other.top) - max(self.bottom, other.bottom)
        return across > by and up > by

    @property
    def area(self) -> float:
        """Width times height."""
        return (self.right - self.left) * (self.top - self.bottom)

    def __str__(self) -> str:
        return f"({self.left:.0f}..{self.right:.0f} x {self.bottom:.0f}..{self.top:.0f})"


@dataclass(frozen=True)
class Panel:
    """A `draw_panel` box and the width of its border (0 without one)."""

    box: Box
    border: float


@dataclass
class Frame:
    """What one frame drew, in order: ("panel", Panel) and ("text", arcade.Text) entries."""

    drawn: list[tuple[str, object]] = field(default_factory=list)

    @property
    def texts(self) -> list[arcade.Text]:
        """Every text drawn (with something to show)."""
        return [item for kind, item in self.drawn if kind == "text"]

    @property
    def panels(self) -> list[Panel]:
        """Every panel drawn."""
        return [item for kind, item in self.drawn if kind == "panel"]


def text_box(text: arcade.Text) -> Box:
    """A text's laid-out bounds (its anchor, size and wrapping width applied)."""
    return Box(text.left, text.bottom, text.left + text.content_width, text.bottom + text.content_height)


#: Letters that reach below the line (a text without them leaves its descent empty).
DESCENDERS = frozenset("gjpqy,;()[]{}|/_@$")
#: How much of a font's ascent its capitals, digits and tall letters fill (the rest is room for
#: accents), and how much of its descent the tails of g, p and y do.
INKED_ASCENT = 0.8
INKED_DESCENT = 0.7


def ink_box(text: arcade.Text) -> Box:
    """The part of a text's laid-out bounds its letters can cover: its first line's letters reach
    `INKED_ASCENT` of the font's ascent, and its last line reaches into the descent only with a
    letter that has a tail (two texts whose line boxes merely touch are not drawn over each other)."""
    box = text_box(text)
    font = text._label.document.get_font()
    last_line = text.text.rstrip("\n").rsplit("\n", 1)[-1]
    inked = INKED_DESCENT if DESCENDERS & set(last_line) else 0.0
    bottom = box.bottom - font.descent * (1 - inked)
    return Box(box.left, bottom, box.right, box.top - font.ascent * (1 - INKED_ASCENT))


def _shows(text: arcade.Text) -> bool:
    return bool(text.visible and text.text.strip()) and not text.rotation


@contextmanager
def watching() -> Iterator[Frame]:
    """Record the panels and texts drawn inside the block (see `record_frame`)."""
    frame = Frame()
    batches: list[tuple[int, pyglet.graphics.Batch]] = []
    original_panel = widgets.draw_panel
    original_rectangle = arcade.draw_lbwh_rectangle_filled
    original_batch_draw = pyglet.graphics.Batch.draw

    def panel(left, bottom, width, height, color=theme.PANEL, edge=theme.PANEL_EDGE, border=2):
        box = Box(min(left, left + width), min(bottom, bottom + height), max(left, left + width),
                  max(bottom, bottom + height))
        frame.drawn.append(("panel", Panel(box, border if edge is not None else 0)))
        original_panel(left, bottom, width, height, color, edge, border)

    def shade(left, bottom, width, height, color, *args, **kwargs):
        if left <= 0 and bottom <= 0 and left + width >= theme.WIDTH and bottom + height >= theme.HEIGHT:
            # a layer over the whole window (an overlay's shade): what is drawn next sits on it
            frame.drawn.append(("panel", Panel(Box(0, 0, theme.WIDTH, theme.HEIGHT), 0)))
        original_rectangle(left, bottom, width, height, color, *args, **kwargs)

    def batch_draw(self):
        batches.append((len(frame.drawn), self))
        original_batch_draw(self)

    # every module that imported draw_panel by name draws through the watched one
    holders = [module for module in list(sys.modules.values())
               if getattr(module, "draw_panel", None) is original_panel]
    for module in holders:
        module.draw_panel = panel
    arcade.draw_lbwh_rectangle_filled = shade
    pyglet.graphics.Batch.draw = batch_draw
    try:
        yield frame
    finally:
        for module in holders:
            module.draw_panel = original_panel
        arcade.draw_lbwh_rectangle_filled = original_rectangle
        pyglet.graphics.Batch.draw = original_batch_draw
    if batches:  # a batch draws its texts (a text alone draws its own batch): they join the frame there
        # where each batch was drawn, and in which order (texts drawn one by one between the same
        # two panels keep their drawing order, whatever order the garbage collector lists them in)
        order = {id(batch): (at, seq) for seq, (at, batch) in enumerate(batches)}
        batched = [(order[id(text.batch)], text) for text in _live_texts()
                   if text.batch is not None and id(text.batch) in order and _shows(text)]
        for (at, _), text in sorted(batched, key=lambda pair: (-pair[0][0], -pair[0][1])):
            frame.drawn.insert(at, ("text", text))


def _live_texts() -> list[arcade.Text]:
    """Every `arcade.Text` alive (a batch knows its texts only by their vertices)."""
    found = []
    for obj in gc.get_objects():
        try:
            if isinstance(obj, arcade.Text):
                found.append(obj)
        except ReferenceError:  # a dead weak proxy
            continue
    return found


def record_frame(draw: Callable[[], None]) -> Frame:
    """Run `draw` (a scene's whole drawing, e.g. `window.on_draw`) and return what it drew."""
    with watching() as frame:
        draw()
    return frame


def record_window(window) -> Frame:
    """One frame of the window's top scene, every kept layer of the scenes on its stack let go
    first, so that the frame paints everything it shows rather than copying a kept picture."""
    for view in getattr(window, "stack", ()):
        for value in vars(view).values():  # the scene's own layers and those of its parts
            for held in (value, *getattr(value, "__dict__", {}).values()):
                if isinstance(held, cached_layer.CachedLayer):
                    held.release()
    return record_frame(window.current_view.on_draw)


def _holder(frame: Frame, upto: int, x: float, y: float, skip: Box | None = None) -> Panel | None:
    """The panel a thing drawn at entry `upto` sits on: the last one drawn before it that holds the
    point (not `skip` itself), as a painter sees it."""
    for kind, item in reversed(frame.drawn[:upto]):
        if kind == "panel" and item.box.holds_point(x, y) and item.box != skip:
            return item
    return None


def _overlapping(frame: Frame) -> list[str]:
    """Every two texts drawn over each other on the same panel (a text and its own shadow, the same
    words a few pixels apart, are one text)."""
    found = []
    placed: list[tuple[arcade.Text, Box, Panel | None]] = []
    for at, (kind, item) in enumerate(frame.drawn):
        if kind != "text":
            continue
        box, holder = ink_box(item), _holder(frame, at, item.x, item.y)
        for other, other_box, other_holder in placed:
            if other_holder is holder and other.text != item.text and box.overlaps(other_box, OVERLAP):
                found.append(f"text {item.text[:60]!r} {box} is drawn over text {other.text[:60]!r} {other_box}")
        placed.append((item, box, holder))
    return found


def problems(frame: Frame, window: Box = Box(0, 0, theme.WIDTH, theme.HEIGHT)) -> list[str]:
    """Every text outside the window or its panel, every two texts drawn over each other, and every
    panel over its holder's border, in words (empty when everything is in its box)."""
    found = _overlapping(frame)
    for at, (kind, item) in enumerate(frame.drawn):
        if kind == "text":
            box = text_box(item)
            words = f"text {item.text[:60]!r} {box}"
            if not window.holds(box):
                found.append(f"{words} leaves the window")
                continue
            holder = _holder(frame, at, item.x, item.y)
            if holder is not None and not holder.box.holds(box):
                found.append(f"{words} leaves its panel {holder.box}")
        else:
            box = item.box
            if box.holds(window) or box.area == 0:
                continue  # a full-window backdrop
            if not window.holds(box, inset=-4):  # a focused button's glow may reach 4 px past it
                found.append(f"panel {box} leaves the window")
                continue
            centre = ((box.left + box.right) / 2, (box.bottom + box.top) / 2)
            holder = _holder(frame, at, *centre, skip=box)
            if holder is not None and not holder.box.holds(box, inset=holder.border) and not box.holds(holder.box):
                found.append(f"panel {box} spills over the border of {holder.box}")
    return found
