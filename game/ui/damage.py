"""Which parts of the screen some sprite lists changed since the last look: the boxes a still layer
paints again (`CachedLayer.drop(box)`) instead of the whole window.

A game's board is mostly at rest: a slide moves one line of tiles, a dye changes a few cells, a
step uncovers the fog round one square. A still layer that holds the board is copied each frame
(a third of the price of drawing it); painting all of it again whenever one sprite changed costs a
whole frame on top. `SpriteWatch` compares what arcade keeps of each sprite for the GPU (its place,
size, turn, colour, texture and drawing order, in the sprite list's own arrays) with what it kept
at the last look, a few array comparisons, and names the design-space box of every
sprite that moved, changed or came or went, where it was and where it is. A picture that changed
in place (a texture drawn again) is not seen: its owner drops its box itself.
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect_left
from dataclasses import dataclass

import arcade
import numpy as np

#: A box in design space: left, bottom, right, top.
Box = tuple[float, float, float, float]
#: The box of nothing drawn (it overlaps no box).
EMPTY: Box = (0.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class _Look:
    """What one sprite list drew at one look: arcade's arrays (copies) of its slots' places and
    turns, sizes, colours and textures, and the slots in drawing order."""

    order: array
    place: array
    size: array
    color: array
    texture: array

    def same(self, other: _Look) -> bool:
        """True when both looks draw the same (arrays compared in C: a few microseconds)."""
        return (self.order == other.order and self.place == other.place and self.size == other.size
                and self.color == other.color and self.texture == other.texture)


def _look(layer: arcade.SpriteList) -> _Look:
    """The sprite list's arrays as they are now (copies: arcade writes into them in place)."""
    slots = layer._sprite_buffer_slots  # noqa: SLF001 - arcade's own record of what it draws
    return _Look(
        order=layer._sprite_index_data[:len(layer)],  # noqa: SLF001 - 'i' or 'I', by arcade's mood
        place=layer._sprite_pos_angle_data[:slots * 4],  # noqa: SLF001
        size=layer._sprite_size_data[:slots * 2],  # noqa: SLF001
        color=layer._sprite_color_data[:slots * 4],  # noqa: SLF001
        texture=layer._sprite_texture_data[:slots])  # noqa: SLF001


def _rows(values: array, width: int) -> list[tuple]:
    """A flat array as rows of `width` values, one per slot."""
    flat = values.tolist()
    return list(zip(*(flat[i::width] for i in range(width)))) if width > 1 else [(v,) for v in flat]


def _reordered(before: list[int], now: list[int], rank_before: dict[int, int]) -> list[int]:
    """The slots drawn at both looks whose place in the drawing order changed against the others
    (one sprite taken out and put on top moves itself, not every sprite after it): those outside
    the longest run of slots still in their old order."""
    kept = [slot for slot in now if slot in rank_before]
    ranks = [rank_before[slot] for slot in kept]
    tails: list[int] = []  # the longest increasing subsequence of old ranks (patience sorting)
    tail_at: list[int] = []
    back = [-1] * len(ranks)
    for i, rank in enumerate(ranks):
        j = bisect_left(tails, rank)
        if j == len(tails):
            tails.append(rank)
            tail_at.append(i)
        else:
            tails[j], tail_at[j] = rank, i
        back[i] = tail_at[j - 1] if j else -1
    in_order = set()
    i = tail_at[-1] if tail_at else -1
    while i >= 0:
        in_order.add(i)
        i = back[i]
    return [slot for i, slot in enumerate(kept) if i not in in_order]


def _extent(place: tuple, size: tuple) -> Box:
    """The design-space box (left, bottom, right, top) of a sprite; a turned sprite's box holds it
    at any turn."""
    x, y, _, angle = place
    w, h = abs(size[0]), abs(size[1])
    if angle % 360:
        half_w = half_h = math.hypot(w, h) / 2
    else:
        half_w, half_h = w / 2, h / 2
    return x - half_w, y - half_h, x + half_w, y + half_h


def changed_boxes(before: _Look, now: _Look) -> list[Box]:
    """The boxes of every sprite drawn differently in `now` than in `before`: where it was and
    where it is. Weighed in Python: the lists a still layer watches hold tens of sprites, where
    numpy's calls cost more than the work (a Floorplan push: 0.27 ms in numpy)."""
    order_before, order_now = before.order.tolist(), now.order.tolist()
    rank_before = {slot: i for i, slot in enumerate(order_before)}
    drawn_now = set(order_now)
    differs = set(rank_before).symmetric_difference(drawn_now)  # came or went
    looks = []
    for look in (before, now):
        looks.append((_rows(look.place, 4), _rows(look.size, 2), _rows(look.color, 4), look.texture.tolist()))
    (place_b, size_b, color_b, texture_b), (place_n, size_n, color_n, texture_n) = looks
    for slot in drawn_now.intersection(rank_before):
        if (place_b[slot] != place_n[slot] or size_b[slot] != size_n[slot] or color_b[slot] != color_n[slot]
                or texture_b[slot] != texture_n[slot]):
            differs.add(slot)
    if order_before != order_now:
        differs.update(_reordered(order_before, order_now, rank_before))
    boxes = {_extent(place_b[slot], size_b[slot]) for slot in differs if slot in rank_before}
    boxes.update(_extent(place_n[slot], size_n[slot]) for slot in differs if slot in drawn_now)
    return sorted(boxes)


class SpriteWatch:
    """Some sprite lists, looked at once a frame: `changes()` names the boxes that differ from the
    last look (nothing at the first)."""

    def __init__(self, *layers: arcade.SpriteList) -> None:
        self.layers = layers
        self._seen: list[_Look | None] = [None] * len(layers)
        self._bounds: dict[int, Box | None] = {}  # per list's place in `layers`, at the last look

    def changes(self) -> list[Box]:
        """The boxes where any of the lists draws differently than at the last call."""
        boxes: list[Box] = []
        self._bounds.clear()
        for i, layer in enumerate(self.layers):
            now, before = _look(layer), self._seen[i]
            self._seen[i] = now
            if before is not None and not now.same(before):
                boxes.extend(changed_boxes(before, now))
        return boxes


    def bounds(self, layer: arcade.SpriteList) -> Box | None:
        """The box round everything a watched list drew at the last look (None for a list not
        watched or not looked at yet; an empty box for one that drew nothing)."""
        i = next((i for i, watched in enumerate(self.layers) if watched is layer), None)
        look = self._seen[i] if i is not None else None
        if i is None or look is None:
            return None
        if i not in self._bounds:
            places, sizes = _rows(look.place, 4), _rows(look.size, 2)
            boxes = [_extent(places[slot], sizes[slot]) for slot in look.order.tolist()]
            self._bounds[i] = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                               max(b[3] for b in boxes)) if boxes else EMPTY
        return self._bounds[i]


class TextWatch:
    """The texts of some `game.ui.labels.Labels`, looked at once a frame: `changes()` names the box
    of every text whose words, place, size, colour or visibility changed since the last look, or
    that came or went (where it was and where it is). A `game.ui.theme.Text` whose `edits` count
    has not moved since the last look is not looked at again (reading a text's look through arcade
    and pyglet costs about 6 microseconds; a panel holds fifty texts)."""

    #: design pixels added round a text's layout box (a glyph's overhang, an outline)
    PAD = 3

    def __init__(self, *groups) -> None:
        self.groups = groups
        # per text's id: its look, box, edits, and the text itself (held, so that its id is not
        # given to a new text while this one is remembered)
        self._seen: dict[int, tuple[tuple, Box, int | None, object]] = {}

    @classmethod
    def _look(cls, text) -> tuple[tuple, Box]:
        """What a text shows, and the box it shows it in."""
        box = (text.left - cls.PAD, text.bottom - cls.PAD, text.right + cls.PAD, text.top + cls.PAD)
        return (text.text, box, tuple(text.color), text.font_size, text.bold, text.font_name, text.visible), box

    def changes(self) -> list[Box]:
        """The boxes where any of the texts shows differently than at the last call."""
        seen: dict[int, tuple[tuple, Box, int | None, object]] = {}
        boxes: list[Box] = []
        for group in self.groups:
            for text in group.texts:
                before = self._seen.get(id(text))
                edits = getattr(text, "edits", None)  # a plain arcade.Text has no count: always looked at
                if before is not None and edits is not None and before[2] == edits:
                    seen[id(text)] = before
                    continue
                look, box = self._look(text)
                seen[id(text)] = (look, box, edits, text)
                if before is None or before[0] != look:
                    boxes.append(box)
                    if before is not None:
                        boxes.append(before[1])
        boxes.extend(before[1] for key, before in self._seen.items() if key not in seen)
        first = not self._seen
        self._seen = seen
        return [] if first else boxes

    def bounds(self, group) -> Box | None:
        """The box round a watched group's texts that showed at the last look (None for a group not
        watched; an empty box when none showed)."""
        if not any(watched is group for watched in self.groups):
            return None
        looks = [self._seen[id(text)] for text in group.texts if id(text) in self._seen]
        boxes = [box for look, box, _, _ in looks if look[0] and look[-1]]  # words, and visible
        if not boxes:
            return EMPTY
        return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
                max(b[3] for b in boxes))


def _joined_where_overlapping(boxes: list[Box]) -> list[Box]:
    """The boxes, those that overlap joined into the box round them until none overlaps (what
    `merged` does first anyway, done here without numpy: a slid line names each tile where it was
    and where it is, fourteen boxes, and weighing them pair by pair in numpy took 0.2 ms)."""
    out: list[Box] = []
    for left, bottom, right, top in boxes:
        i = 0
        while i < len(out):
            a, b, c, d = out[i]
            if min(right, c) > max(left, a) and min(top, d) > max(bottom, b):
                left, bottom, right, top = min(left, a), min(bottom, b), max(right, c), max(top, d)
                out.pop(i)
                i = 0  # the larger box may overlap one passed already
            else:
                i += 1
        out.append((left, bottom, right, top))
    return out


#: Up to this many boxes, `merged` weighs them in Python.
FEW_BOXES = 10


def _merged_few(out: list[Box], most: int, pass_cost: float) -> list[Box]:
    """`merged` for a few boxes, none overlapping another: the same choices, in Python."""
    def area(box: Box) -> float:
        return (box[2] - box[0]) * (box[3] - box[1])

    while len(out) > 1:
        best: tuple[float, int, int, Box] | None = None
        for i, a in enumerate(out):
            for j in range(i + 1, len(out)):
                b = out[j]
                both = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                added = area(both) - area(a) - area(b)
                if best is None or added < best[0]:
                    best = (added, i, j, both)
        assert best is not None
        added, i, j, both = best
        if added >= pass_cost and len(out) <= most:
            break
        out = _joined_where_overlapping([box for k, box in enumerate(out) if k not in (i, j)] + [both])
    return out


def merged(boxes: list[Box], most: int, pass_cost: float) -> list[Box]:
    """Fewer, larger boxes: each box is a pass of painting, which costs its draw calls whatever its
    size, about what shading `pass_cost` pixels costs; so two boxes become the box round both when
    that adds fewer pixels than a pass costs (boxes that overlap always do), the pair that adds
    fewest first, and so on while more than `most` remain. A frame names a few boxes, weighed pair
    by pair in Python (five took 0.02 ms, where numpy's calls cost 0.07); more than `FEW_BOXES`
    are weighed in numpy (fifty: 1 ms, against 4 in Python)."""
    joined = _joined_where_overlapping(boxes)
    if len(joined) <= FEW_BOXES:
        return _merged_few(joined, most, pass_cost)
    out = np.array(joined, dtype=np.float64).reshape(-1, 4)
    while len(out) > 1:
        left = np.minimum(out[:, None, 0], out[None, :, 0])
        bottom = np.minimum(out[:, None, 1], out[None, :, 1])
        right = np.maximum(out[:, None, 2], out[None, :, 2])
        top = np.maximum(out[:, None, 3], out[None, :, 3])
        areas = (out[:, 2] - out[:, 0]) * (out[:, 3] - out[:, 1])
        added = (right - left) * (top - bottom) - areas[:, None] - areas[None, :]
        overlap = ((np.minimum(out[:, None, 2], out[None, :, 2]) > np.maximum(out[:, None, 0], out[None, :, 0]))
                   & (np.minimum(out[:, None, 3], out[None, :, 3]) > np.maximum(out[:, None, 1], out[None, :, 1])))
        added[overlap] = -np.inf  # never paint the same pixels twice
        np.fill_diagonal(added, np.inf)
        i, j = np.unravel_index(int(np.argmin(added)), added.shape)
        if added[i, j] >= pass_cost and len(out) <= most:
            break
        out[i] = (left[i, j], bottom[i, j], right[i, j], top[i, j])
        out = np.delete(out, j, axis=0)
    return [(float(a), float(b), float(c), float(d)) for a, b, c, d in out]
