"""Floorplan geometry: squares, shiftable lines, connections and paths of a museum, on bit masks.

Squares are numbered floor by floor, row by row (index = offset of the floor + row * width + column);
a `Square` in moves and events is `(floor, column, row)` with floor 0 the first floor and row 0 the
back row. A set of squares is an int with those bits set, so a whole flood fill is a few dozen integer
operations: the rules (`game/floorplan/rules.py`) and Stauf's search (`game/floorplan/ai.py`) share it.

A board here is the openings of every square (`opens`, fixed spaces open on all four sides) and the
spare's openings; the rules keep tile ids instead and turn them into openings when they need them.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Iterable, Sequence, TypeVar

from game.core.memo import per_object
from game.floorplan.pure.content import FIXED, GLYPHS, E, Museum, N, S, W, lines_of

T = TypeVar("T")
Square = tuple[int, int, int]
#: A token riding the spare tile has this square index.
SPARE = -1
ALL_SIDES = N | E | S | W
#: Side letter -> (step in columns, step in rows) for the direction a side faces.
SIDE_STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def rotate(openings: int, turns: int) -> int:
    """Openings turned clockwise by `turns` quarter turns (N -> E -> S -> W)."""
    turns %= 4
    return ((openings << turns) | (openings >> (4 - turns))) & ALL_SIDES


@dataclass(frozen=True)
class Line:
    """One insertion point: the spare goes in at `side` ("N", "E", "S" or "W": the edge it enters
    from) of row or column `index` of `floor`; `squares` lists the line from that end to the far end."""

    floor: int
    side: str
    index: int
    squares: tuple[int, ...]
    #: the line's squares as a mask, and how far a push moves a bit (+1 east, -1 west, +-width)
    mask: int = 0
    step: int = 0

    @property
    def key(self) -> tuple[int, str, int]:
        """(floor, side, index): how moves and the no-pushback rule name it."""
        return (self.floor, self.side, self.index)

    @property
    def reverse_key(self) -> tuple[int, str, int]:
        """The insertion that would undo this one: the same line from the other end."""
        return (self.floor, OPPOSITE[self.side], self.index)


class Geometry:
    """A museum's squares, lines and neighbour masks, built once per museum.

    - `kinds[i]`: "foyer", "stairway", "gallery" or "passage"; `fixed`: mask of fixed spaces.
    - `stairs`: the two Stairway squares (one space); `foyer`; `galleries` in reading order.
    - `lines`: every legal insertion point; `line_at[(floor, side, index)]`.
    - `movable`: mask of squares some line moves (other passage tiles never move).
    - `east_ok`/`south_ok`: squares with a neighbour east/south on the same floor.
    """

    def __init__(self, museum: Museum) -> None:
        self.museum = museum
        self.sizes: list[tuple[int, int]] = []
        self.offsets: list[int] = []
        count = 0
        for rows in museum.floors:
            self.offsets.append(count)
            self.sizes.append((len(rows[0]), len(rows)))
            count += len(rows[0]) * len(rows)
        self.count = count
        self.squares: list[Square] = [(f, x, y) for f, (w, h) in enumerate(self.sizes)
                                      for y in range(h) for x in range(w)]
        self.chars = [museum.floors[f][y][x] for f, x, y in self.squares]
        self.kinds = [FIXED.get(ch, "passage") for ch in self.chars]
        self.fixed = self.mask(i for i, ch in enumerate(self.chars) if ch in FIXED)
        self.stairs = tuple(i for i, ch in enumerate(self.chars) if ch == "S")
        self.stair_mask = self.mask(self.stairs)
        self.foyer = self.chars.index("F")
        self.galleries = tuple(i for i, ch in enumerate(self.chars) if ch == "G")
        self.gallery_names = dict(zip(self.galleries, museum.galleries))
        self.passages = tuple(i for i, ch in enumerate(self.chars) if ch not in FIXED)
        self.lines: list[Line] = []
        for floor, axis, index, length in lines_of(museum.floors):
            if axis == "row":
                forward = tuple(self.index((floor, k, index)) for k in range(length))
                sides = ("W", "E")
            else:
                forward = tuple(self.index((floor, index, k)) for k in range(length))
                sides = ("N", "S")
            step = 1 if axis == "row" else self.sizes[floor][0]
            mask = self.mask(forward)
            self.lines.append(Line(floor, sides[0], index, forward, mask, step))
            self.lines.append(Line(floor, sides[1], index, forward[::-1], mask, -step))
        self.line_at = {line.key: line for line in self.lines}
        self.movable = self.mask(i for line in self.lines for i in line.squares)
        self.floor_masks = [self.mask(range(o, o + w * h)) for o, (w, h) in zip(self.offsets, self.sizes)]
        self.east_ok = self.mask(self.index((f, x, y)) for f, x, y in self.squares if x + 1 < self.sizes[f][0])
        self.south_ok = [self.mask(self.index((f, x, y)) for ff, x, y in self.squares
                                   if ff == f and y + 1 < self.sizes[f][1]) for f in range(len(self.sizes))]
        self.widths = [w for w, _ in self.sizes]
        #: per square: ((side, neighbour), ...) on the same floor, N, E, S, W order
        self.neighbours: list[tuple[tuple[str, int], ...]] = []
        for f, x, y in self.squares:
            around = []
            for side, (dx, dy) in SIDE_STEP.items():
                w, h = self.sizes[f]
                if 0 <= x + dx < w and 0 <= y + dy < h:
                    around.append((side, self.index((f, x + dx, y + dy))))
            self.neighbours.append(tuple(around))
        # squares that could ever connect east/south: not two fixed spaces, and a tile that never
        # moves must already open that way
        self.maybe_east, self.maybe_south = self._possible()

    # -- naming squares ------------------------------------------------------------------------
    def index(self, square: Sequence[int]) -> int:
        """The number of a square (floor, column, row)."""
        floor, x, y = square
        return self.offsets[floor] + y * self.sizes[floor][0] + x

    def square(self, index: int) -> Square | None:
        """The square of a number (None for the spare)."""
        return None if index == SPARE else self.squares[index]

    def valid(self, square: object) -> bool:
        """True when `square` is a (floor, column, row) of this museum."""
        if not isinstance(square, (tuple, list)) or len(square) != 3:
            return False
        floor, x, y = square
        if not all(isinstance(v, int) for v in square) or not 0 <= floor < len(self.sizes):
            return False
        w, h = self.sizes[floor]
        return bool(0 <= x < w and 0 <= y < h)

    @staticmethod
    def mask(indices: Iterable[int]) -> int:
        """The mask of some square numbers."""
        out = 0
        for i in indices:
            out |= 1 << i
        return out

    @staticmethod
    def members(mask: int) -> list[int]:
        """The square numbers of a mask, in order."""
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def same_space(self, a: int, b: int) -> bool:
        """True when two squares are one space (equal, or the two Stairway squares)."""
        return a == b or (a in self.stairs and b in self.stairs)

    def describe(self, index: int) -> str:
        """A square in words ("the Chapel", "the Foyer", "a passage on the second floor")."""
        kind = self.kinds[index]
        if kind == "gallery":
            return f"the {self.gallery_names[index]}"
        if kind == "foyer":
            return "the Foyer"
        if kind == "stairway":
            return "the Stairway"
        return "a passage on the " + ("first" if self.squares[index][0] == 0 else "second") + " floor"

    # -- boards --------------------------------------------------------------------------------
    def start_openings(self) -> tuple[list[int], int]:
        """The openings of the drawn tiles: per square (0 on fixed spaces) and the spare's."""
        return [GLYPHS.get(ch, 0) for ch in self.chars], GLYPHS[self.museum.spare]

    def _possible(self) -> tuple[int, tuple[int, ...]]:
        circulating = 0
        for i in self.members(self.movable):
            circulating |= GLYPHS[self.chars[i]]
        circulating |= GLYPHS[self.museum.spare]
        opens = []
        for i, ch in enumerate(self.chars):
            if ch in FIXED:
                opens.append(ALL_SIDES)
            elif self.movable >> i & 1:
                opens.append(circulating)
            else:
                opens.append(GLYPHS[ch])
        east, south = self.connections(opens)
        return east, south

    def connections(self, opens: Sequence[int], locked: int = 0) -> tuple[int, tuple[int, ...]]:
        """(east, south per floor) of a board given as the openings of every square (see `links`)."""
        return self.links(self.open_masks(opens), locked)

    @staticmethod
    def open_masks(opens: Sequence[int]) -> tuple[int, int, int, int]:
        """The squares open to the north, east, south and west, as four masks."""
        open_n = open_e = open_s = open_w = 0
        for i, o in enumerate(opens):
            bit = 1 << i
            if o & N:
                open_n |= bit
            if o & E:
                open_e |= bit
            if o & S:
                open_s |= bit
            if o & W:
                open_w |= bit
        return open_n, open_e, open_s, open_w

    @staticmethod
    def push_masks(masks: tuple[int, int, int, int], line: Line,
                   pushed: int) -> tuple[tuple[int, int, int, int], int]:
        """`open_masks` after pushing a tile with openings `pushed` along `line`, and the openings
        of the tile pushed off (a few integer operations instead of a loop over the board)."""
        lm, step, first, last = line.mask, line.step, 1 << line.squares[0], line.squares[-1]
        out = []
        off = 0
        for side, m in zip((N, E, S, W), masks):
            if m >> last & 1:
                off |= side
            inside = m & lm
            moved = (inside << step) if step > 0 else (inside >> -step)
            m = (m & ~lm) | (moved & lm)
            out.append(m | first if pushed & side else m)
        return (out[0], out[1], out[2], out[3]), off

    def links(self, masks: tuple[int, int, int, int], locked: int = 0) -> tuple[int, tuple[int, ...]]:
        """(east, south per floor): bit i of `east` is set when square i connects to its east
        neighbour; bit i of `south[f]` when square i of floor f connects to its south neighbour.
        Two fixed spaces never connect; squares in `locked` connect to nothing."""
        open_n, open_e, open_s, open_w = masks
        fixed = self.fixed
        free = ~locked
        east = open_e & (open_w >> 1) & self.east_ok & ~(fixed & (fixed >> 1)) & free & (free >> 1)
        south = []
        for floor, width in enumerate(self.widths):
            south.append(open_s & (open_n >> width) & self.south_ok[floor] & ~(fixed & (fixed >> width))
                         & free & (free >> width))
        return east, tuple(south)

    @staticmethod
    def pullback(mask: int, line: Line) -> int:
        """The squares whose tokens a push along `line` carries into `mask` (a token on the far end
        rides the spare instead; one on the spare comes back on the first square: not counted)."""
        inside = mask & line.mask
        back = (inside >> line.step) if line.step > 0 else (inside << -line.step)
        return (mask & ~line.mask) | (back & line.mask)

    def spread(self, front: int, east: int, south: Sequence[int]) -> int:
        """The squares one connected step from any square of `front` (the Stairway counts as one)."""
        out = ((front & east) << 1) | ((front >> 1) & east)
        for floor, width in enumerate(self.widths):
            link = south[floor]
            out |= ((front & link) << width) | ((front >> width) & link)
        if out & self.stair_mask:
            out |= self.stair_mask
        return out

    def reach(self, start: int, east: int, south: Sequence[int]) -> int:
        """Every square connected to `start` (itself included; nothing from the spare)."""
        if start == SPARE:
            return 0
        seen = 1 << start
        if seen & self.stair_mask:
            seen |= self.stair_mask
        front = seen
        while front:
            front = self.spread(front, east, south) & ~seen
            seen |= front
        return seen

    def distances(self, target: int, east: int, south: Sequence[int], gap_cost: int,
                  locked: int = 0) -> list[int]:
        """Distance levels from `target`: `levels[d]` is the mask of squares at distance d, where a
        connected step costs 1 and a step between squares that could connect after shifts costs
        `gap_cost` (two fixed spaces never; the Stairway's two squares are at distance 0)."""
        maybe_east = self.maybe_east & ~locked & ~(locked >> 1)
        maybe_south = tuple(self.maybe_south[f] & ~locked & ~(locked >> w) for f, w in enumerate(self.widths))
        start = 1 << target
        if start & self.stair_mask:
            start |= self.stair_mask
        pending: dict[int, int] = {0: start}
        levels: list[int] = []
        seen = 0
        d = 0
        top = 0
        while d <= top:
            level = pending.pop(d, 0) & ~seen
            if level & self.stair_mask:
                level |= self.stair_mask & ~seen
            levels.append(level)
            if level:
                seen |= level
                near = self.spread(level, east, south) & ~seen
                if near:
                    pending[d + 1] = pending.get(d + 1, 0) | near
                    top = max(top, d + 1)
                far = self.spread(level, maybe_east, maybe_south) & ~seen & ~near
                if far:
                    pending[d + gap_cost] = pending.get(d + gap_cost, 0) | far
                    top = max(top, d + gap_cost)
            d += 1
        return levels

    def path(self, opens: Sequence[int], locked: int, start: int, goal: int) -> list[int] | None:
        """A shortest walk from `start` to `goal` as square numbers, both ends included (None when
        there is none). Ties go N, E, S, W, then the stairs; a step between the two Stairway squares
        is a climb."""
        east, south = self.connections(opens, locked)
        previous = {start: start}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if here == goal:
                break
            for nxt in self.steps(here, east, south):
                if nxt not in previous:
                    previous[nxt] = here
                    queue.append(nxt)
        if goal not in previous:
            return None
        out = [goal]
        while out[-1] != start:
            out.append(previous[out[-1]])
        return out[::-1]

    def steps(self, here: int, east: int, south: Sequence[int]) -> list[int]:
        """The squares one connected step from `here` (N, E, S, W, then the other Stairway square)."""
        out = []
        floor = self.squares[here][0]
        width = self.widths[floor]
        for side, other in self.neighbours[here]:
            if side == "E" and east >> here & 1:
                out.append(other)
            elif side == "W" and east >> other & 1:
                out.append(other)
            elif side == "S" and south[floor] >> here & 1:
                out.append(other)
            elif side == "N" and south[floor] >> (here - width) & 1:
                out.append(other)
        if here in self.stairs:
            out.extend(s for s in self.stairs if s != here)
        return out


def shift_line(cells: Sequence[T], spare: T, line: Line) -> tuple[list[T], T]:
    """Push `spare` in at the start of `line`: every square of the line takes the value of the one
    before it and the last one's value becomes the new spare. Works on tile ids or openings."""
    out = list(cells)
    order = line.squares
    pushed_off = out[order[-1]]
    for k in range(len(order) - 1, 0, -1):
        out[order[k]] = out[order[k - 1]]
    out[order[0]] = spare
    return out, pushed_off


def carry(position: int, line: Line) -> int:
    """Where a token on `position` is after a push along `line`: one square on if it stood on the
    line, riding the spare (`SPARE`) if it was pushed off, on the first square if it rode the spare."""
    if position == SPARE:
        return line.squares[0]
    order = line.squares
    if position in order:
        k = order.index(position)
        return SPARE if k == len(order) - 1 else order[k + 1]
    return position


@per_object
def geometry(museum: Museum) -> Geometry:
    """The Geometry of a museum, built once and kept while the museum object lives in some states."""
    return Geometry(museum)
