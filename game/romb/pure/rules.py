"""Romb Raider rules: a dark room, the loot on G, monsters gliding through the fog.

The player walks N/E/S/W (never through a wall) or waits; the 3x3 around the player is uncovered, the
rest of the room is covered again unless a torch lit it for good; G is always uncovered. After the
player, each monster steps along a shortest path to the player on which a wall counts only between two
uncovered squares and lit squares are never entered. Reaching G brings a second monster onto S;
reaching S again wins; sharing a square with a monster loses. Decisions where the rules page is
silent are in `docs/rules/romb.md` ("Decisions") and each has a test in `tests/romb/`.

The room rides inside the State (`State.room`), so a state snapshot, a script or a test is
self-contained (a save replays its moves from the room named in its params). For
speed a room is turned once into bit masks (`Geometry`, one bit per square, bit y*width+x), and a
whole turn is a few dozen integer operations; `Geometry.advance` is that turn on plain integers,
shared by `apply` and the solver (`game/romb/pure/solver.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Annotated, Any, Final, Literal, Sequence

import msgspec

from game.core.grid import ORTHOGONAL, Cell
from game.core.memo import per_object
from game.core.rules import Event, IllegalMove, Move, Rules, Status
from game.romb.pure.content import MAX_HEIGHT, MAX_WIDTH, Room
from game.romb.pure.events import (
    Covered,
    LootTaken,
    Lost,
    MonsterHeard,
    MonsterMoved,
    MonsterSpawned,
    Moved,
    Revealed,
    TorchLit,
    Waited,
    Won,
)

PLAYING: Final = "playing"
WON: Final = "won"
LOST: Final = "lost"
#: Most turns a state may count (a snapshot with more is refused; play never gets near it).
MAX_TURNS = 1_000_000
#: Direction names, in the tie-break order N, E, S, W.
DIRECTIONS = tuple(name for name, _ in ORTHOGONAL)
_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


@dataclass(frozen=True)
class Params:
    """Which room to play, by its name in `levels/romb/` (the first room of the campaign by default)."""

    room: str = "first-steps"


@dataclass(frozen=True)
class State:
    """Everything a save restores. The fog is not stored: it follows from where the player stands,
    the lit torches and G (see `uncovered`).

    `monsters` lists monster 1 (from G) and, once it is in play, monster 2 (from S); `lit` the torch
    squares lit so far, in the order lit; `outcome` is "playing", "won" or "lost"."""

    room: Room
    player: Cell
    monsters: Annotated[tuple[Cell, ...], msgspec.Meta(max_length=2)]
    lit: Annotated[tuple[Cell, ...], msgspec.Meta(max_length=MAX_WIDTH * MAX_HEIGHT)] = ()
    has_loot: bool = False
    turns: Annotated[int, msgspec.Meta(ge=0, le=MAX_TURNS)] = 0
    outcome: Literal["playing", "won", "lost"] = PLAYING


@dataclass(frozen=True)
class Step(Move):
    """The player walks one square: `direction` is "N", "E", "S" or "W"."""

    direction: str


@dataclass(frozen=True)
class Wait(Move):
    """The player stays put for a turn; the monsters still move."""


@dataclass(frozen=True)
class View:
    """What the player may see (`observe`): the room's name, size, S and G (the outline of the
    board; S is where the raider came in, G is always uncovered), the walls touching an uncovered
    square and the torches on uncovered squares (a covered square hides its walls and torch: the
    seed covers the room "until seen"), the uncovered and lit squares, and only the monsters
    standing on uncovered squares, as (index, square).

    `holding` lists the walls of `walls` that stop a monster now: both their squares uncovered (the
    others touch the dark, and monsters glide through them). `next_steps` lists, as (index,
    square), where each monster in sight steps if the player waits, worked out from this view
    alone (`foresee`); a monster that would stay is not listed."""

    name: str
    width: int
    height: int
    start: Cell
    goal: Cell
    walls: tuple[tuple[Cell, Cell], ...]
    torches: tuple[Cell, ...]
    torches_lit: tuple[Cell, ...]
    player: Cell
    uncovered: tuple[Cell, ...]
    lit: tuple[Cell, ...]
    monsters: tuple[tuple[int, Cell], ...]
    monsters_in_play: int
    has_loot: bool
    turns: int
    outcome: str
    holding: tuple[tuple[Cell, Cell], ...] = ()
    next_steps: tuple[tuple[int, Cell], ...] = ()


class Geometry:
    """A room as bit masks and neighbour tables, built once per room, so a turn is cheap.

    Squares are numbered y*width+x; a set of squares is an int with those bits set. `advance` plays
    one whole turn on that representation: (player, monsters, lit torches mask, has loot)."""

    def __init__(self, room: Room) -> None:
        w, h = room.width, room.height
        self.width = w
        self.full = (1 << (w * h)) - 1
        first_column = sum(1 << (y * w) for y in range(h))
        self.go_east = self.full & ~(first_column << (w - 1))
        self.go_west = self.full & ~first_column
        self.go_south = self.full >> w
        self.go_north = self.full & ~((1 << w) - 1)
        self.wall_east = self.wall_south = 0
        for (ax, ay), (bx, _) in room.walls:
            if bx == ax + 1:
                self.wall_east |= 1 << (ay * w + ax)
            else:
                self.wall_south |= 1 << (ay * w + ax)
        self.start = self.index(room.start)
        self.goal = self.index(room.goal)
        self.torches = self.mask(room.torches)
        #: per square, the 3x3 around it (clipped) as a mask
        self.around: list[int] = []
        #: per square, (direction, neighbour, wall between?) for the neighbours inside the room
        self.sides: list[tuple[tuple[str, int, bool], ...]] = []
        east, south = self.wall_east, self.wall_south
        for i in range(w * h):
            bit = 1 << i
            row = bit | ((bit & self.go_east) << 1) | ((bit & self.go_west) >> 1)
            self.around.append((row | (row << w) | (row >> w)) & self.full)
            sides = []
            if bit & self.go_north:
                sides.append(("N", i - w, bool(south >> (i - w) & 1)))
            if bit & self.go_east:
                sides.append(("E", i + 1, bool(east >> i & 1)))
            if bit & self.go_south:
                sides.append(("S", i + w, bool(south >> i & 1)))
            if bit & self.go_west:
                sides.append(("W", i - 1, bool(east >> (i - 1) & 1)))
            self.sides.append(tuple(sides))
        self._light: dict[int, int] = {}

    def index(self, cell: Cell) -> int:
        """The bit number of a square."""
        return cell[1] * self.width + cell[0]

    def cell(self, index: int) -> Cell:
        """The square of a bit number."""
        return (index % self.width, index // self.width)

    def mask(self, cells: tuple[Cell, ...]) -> int:
        """The mask of some squares."""
        out = 0
        for cell in cells:
            out |= 1 << self.index(cell)
        return out

    def cells(self, mask: int) -> tuple[Cell, ...]:
        """The squares of a mask, row by row from the top."""
        out = []
        while mask:
            low = mask & -mask
            out.append(self.cell(low.bit_length() - 1))
            mask ^= low
        return tuple(out)

    def light(self, torches_lit: int) -> int:
        """The squares lit by a set of lit torches (each lights its 3x3)."""
        lit = self._light.get(torches_lit)
        if lit is None:
            lit = 0
            for index in range(torches_lit.bit_length()):
                if torches_lit >> index & 1:
                    lit |= self.around[index]
            self._light[torches_lit] = lit
        return lit

    def uncovered(self, player: int, torches_lit: int) -> int:
        """The uncovered squares: the 3x3 around the player, the lit squares and G."""
        return self.around[player] | self.light(torches_lit) | (1 << self.goal)

    def step_target(self, player: int, direction: str) -> int | None:
        """Where the player ends up walking `direction`, or None when a wall or the edge is in the way."""
        for name, neighbour, wall in self.sides[player]:
            if name == direction:
                return None if wall else neighbour
        return None

    def chase(self, player: int, monsters: tuple[int, ...], uncovered: int,
              lit: int) -> tuple[tuple[int, ...], int]:
        """Move the monsters in order, one step each; returns their squares and the index of the one
        that reached the player (-1 if none).

        One breadth-first search from the player, over unlit squares, with a wall blocking only when
        both its squares are uncovered, gives every square's distance to the player; each monster
        steps to its neighbour with the smallest distance, ties in N, E, S, W order, skipping squares
        another monster stands on; with no such neighbour it stays."""
        if lit >> player & 1 or not monsters:
            return monsters, -1
        w = self.width
        blocked_east = self.wall_east & uncovered & (uncovered >> 1)
        blocked_south = self.wall_south & uncovered & (uncovered >> w)
        east = self.go_east & ~blocked_east
        west = self.go_west & ~(blocked_east << 1)
        south = self.go_south & ~blocked_south
        north = self.go_north & ~(blocked_south << w)
        free = self.full & ~lit
        wanted = 0
        for monster in monsters:
            for _, neighbour, _ in self.sides[monster]:
                wanted |= 1 << neighbour
        wanted &= free
        front = seen = 1 << player
        levels = [front]
        while front and wanted & ~seen:
            front = (((front & east) << 1) | ((front & west) >> 1) | ((front & south) << w)
                     | ((front & north) >> w)) & free & ~seen
            seen |= front
            levels.append(front)

        placed = list(monsters)
        for number, monster in enumerate(monsters):
            options = [(next(d for d, level in enumerate(levels) if level >> neighbour & 1), neighbour)
                       for _, neighbour, wall in self.sides[monster]
                       if seen >> neighbour & 1
                       and not (wall and uncovered >> monster & 1 and uncovered >> neighbour & 1)]
            if not options:
                continue
            best = min(distance for distance, _ in options)
            target = next((n for distance, n in options if distance == best and n not in placed), None)
            if target is None:
                continue
            placed[number] = target
            if target == player:
                return tuple(placed), number
        return tuple(placed), -1

    def advance(self, target: int, monsters: tuple[int, ...], torches_lit: int,
                has_loot: bool) -> tuple[tuple[int, ...], int, bool, Literal["playing", "won", "lost"], int]:
        """One whole turn after the player walks (or waits) onto `target`.

        Returns (monsters, torches lit, has loot, outcome, monster that met the player or -1)."""
        if target in monsters:
            return monsters, torches_lit, has_loot, LOST, monsters.index(target)
        if self.torches >> target & 1:
            torches_lit |= 1 << target
        if target == self.goal:
            has_loot = True
        elif target == self.start and has_loot:
            return monsters, torches_lit, has_loot, WON, -1
        monsters, catcher = self.chase(target, monsters, self.uncovered(target, torches_lit),
                                       self.light(torches_lit))
        if catcher >= 0:
            return monsters, torches_lit, has_loot, LOST, catcher
        if has_loot and len(monsters) == 1 and monsters[0] != self.start:
            monsters = (*monsters, self.start)
        return monsters, torches_lit, has_loot, PLAYING, -1


@per_object
def geometry(room: Room) -> Geometry:
    """The Geometry of a room, built once and kept while the room object lives in a few states."""
    return Geometry(room)


def start_state(room: Room) -> State:
    """The setup: the player on S, monster 1 on G, nothing lit."""
    return State(room=room, player=room.start, monsters=(room.goal,))


def uncovered(state: State) -> frozenset[Cell]:
    """The squares the player sees: the 3x3 around the player, every lit square, and G."""
    g = geometry(state.room)
    return frozenset(g.cells(g.uncovered(g.index(state.player), g.mask(state.lit))))


def lit_squares(state: State) -> frozenset[Cell]:
    """The squares lit by the torches lit so far (no monster ever enters them)."""
    g = geometry(state.room)
    return frozenset(g.cells(g.light(g.mask(state.lit))))


def foresee(view: View) -> tuple[tuple[int, Cell], ...]:
    """Where each monster in sight steps if the player waits, as (index, square), from the view
    alone: the walls that count for a monster all lie between two uncovered squares, so the view
    holds every one of them, and the turn is the rules' own (`Geometry.chase`) on a room drawn from
    the view. What the view cannot know is a monster out of sight; standing where a monster in
    sight would step, it would make that one step elsewhere (this says nothing of that)."""
    if view.outcome != PLAYING or not view.monsters:
        return ()
    sketch = _sketch(view.name, view.width, view.height, view.start, view.goal, view.holding)
    monsters = tuple(sketch.index(cell) for _, cell in view.monsters)
    steps, _ = sketch.chase(sketch.index(view.player), monsters, sketch.mask(view.uncovered),
                            sketch.mask(view.lit))
    return tuple((number, sketch.cell(to)) for (number, _), was, to in zip(view.monsters, monsters, steps)
                 if to != was)


@lru_cache(maxsize=64)
def _sketch(name: str, width: int, height: int, start: Cell, goal: Cell,
            holding: tuple[tuple[Cell, Cell], ...]) -> Geometry:
    """The room drawn from a view's holding walls, as a Geometry (kept: the walls in sight change
    only when the uncovered squares do, and building one costs more than the turn played on it)."""
    return Geometry(Room(name, width, height, start, goal, (), holding))


def has_wall(room: Room, a: Cell, b: Cell) -> bool:
    """True when a wall separates two neighbouring squares (the outer edge counts as a wall)."""
    g = geometry(room)
    other = g.index(b)
    return not any(neighbour == other and not wall for _, neighbour, wall in g.sides[g.index(a)])


class RombRules(Rules[Params, State]):
    """The rules of Romb Raider."""

    game_id = "romb"
    save_version = 2  # 2: moves name their player, saves carry their content
    allows_undo = False
    params_type = Params
    state_type = State
    move_types = (Step, Wait)
    content_type = Room
    #: Words a script may use for a step's direction (any case): north, n, up... for "N".
    field_aliases = {"direction": {
        **{word: "N" for word in ("north", "n", "up")}, **{word: "E" for word in ("east", "e", "right")},
        **{word: "S" for word in ("south", "s", "down")}, **{word: "W" for word in ("west", "w", "left")}}}

    def check_state(self, state: State) -> str | None:
        """A snapshot must be a room `Room.problems` accepts with the player, the monsters (one, or
        two once the loot is taken) and the lit torches on its squares."""
        room_problems = state.room.problems()
        if room_problems:
            return f"its room is not valid: {room_problems[0].message}"
        room = state.room
        if not room.inside(state.player):
            return f"the player stands on {state.player}, outside the {room.width}x{room.height} room"
        if not 1 <= len(state.monsters) <= 2 or not all(room.inside(m) for m in state.monsters):
            return "there must be one or two monsters, each on a square of the room"
        if len(state.monsters) == 2 and not state.has_loot:
            return "a second monster comes out only once the loot is taken"
        if len(set(state.lit)) != len(state.lit) or not set(state.lit) <= set(room.torches):
            return "the lit squares must be torches of the room, each once"
        return None

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """The setup of the room `content` (the record of the room `params.room` names). Nothing is
        random: the seed is not used."""
        if not isinstance(content, Room):
            raise ValueError("Romb Raider is played on a room: pass its Room record as the content")
        return start_state(content)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """The open directions (N, E, S, W order), then Wait; none once the room is over.

        Walking onto a monster is legal (and loses)."""
        if state.outcome != PLAYING:
            return []
        g = geometry(state.room)
        here = g.index(state.player)
        moves: list[Move] = [Step(name) for name, _, wall in g.sides[here] if not wall]
        moves.append(Wait())
        return moves

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:  # noqa: C901 - one whole turn: the step, torches, loot, spirits, the end
        """The player's step or wait, torch and loot, the fog, the monsters, the second monster."""
        if state.outcome == WON:
            raise IllegalMove("The room is already won.")
        if state.outcome == LOST:
            raise IllegalMove("The room is lost; start it again.")
        g = geometry(state.room)
        here = g.index(state.player)
        events: list[Event] = []
        if isinstance(move, Step):
            if move.direction not in _WORDS:
                raise IllegalMove("Walk north, east, south or west.")
            target = g.step_target(here, move.direction)
            if target is None:
                raise IllegalMove(f"A wall blocks the way {_WORDS[move.direction]}.")
            events.append(Moved(move.direction, state.player, g.cell(target)))
        elif isinstance(move, Wait):
            target = here
            events.append(Waited(state.player))
        else:
            raise IllegalMove("Walk north, east, south or west, or wait.")

        old_monsters = tuple(g.index(m) for m in state.monsters)
        old_torches = g.mask(state.lit)
        monsters, torches_lit, has_loot, outcome, meeting = g.advance(
            target, old_monsters, old_torches, state.has_loot)
        to = g.cell(target)
        lit = state.lit
        if torches_lit != old_torches:
            lit = (*lit, to)
            events.append(TorchLit(to, g.cells(g.around[target])))
        if has_loot and not state.has_loot:
            events.append(LootTaken(to))
        before = g.uncovered(here, old_torches)
        after = g.uncovered(target, torches_lit)
        if after & ~before:
            shown = tuple((n, g.cell(m)) for n, m in enumerate(old_monsters) if (after & ~before) >> m & 1)
            events.append(Revealed(g.cells(after & ~before), shown))
        if before & ~after:
            events.append(Covered(g.cells(before & ~after)))
        for number, (old, new) in enumerate(zip(old_monsters, monsters)):
            if old != new:
                events.append(MonsterMoved(number, g.cell(old), g.cell(new),
                                           bool(after >> old & 1), bool(after >> new & 1)))
        if len(monsters) > len(old_monsters):
            events.append(MonsterSpawned(len(old_monsters), state.room.start, bool(after >> g.start & 1)))
        if outcome == WON:
            events.append(Won(state.turns + 1))
        elif outcome == LOST:
            cause = "walked_into" if target in old_monsters else "caught"
            events.append(Lost(to, meeting, cause))
        new_state = replace(state, player=to, monsters=tuple(g.cell(m) for m in monsters), lit=lit,
                            has_loot=has_loot, turns=state.turns + 1, outcome=outcome)
        return new_state, events

    def status(self, state: State) -> Status:
        """Playing, won or lost."""
        return Status(state.outcome)

    def observe(self, state: State, player: int = 0) -> View:
        """The room as the player sees it: walls, torches and monsters of covered squares are left out."""
        g, room = geometry(state.room), state.room
        shown = g.uncovered(g.index(state.player), g.mask(state.lit))

        def seen(cell: Cell) -> bool:
            return bool(shown >> g.index(cell) & 1)

        view = View(
            name=room.name,
            width=room.width,
            height=room.height,
            start=room.start,
            goal=room.goal,
            walls=tuple(w for w in room.walls if seen(w[0]) or seen(w[1])),
            holding=tuple(w for w in room.walls if seen(w[0]) and seen(w[1])),
            torches=tuple(t for t in room.torches if seen(t)),
            torches_lit=state.lit,
            player=state.player,
            uncovered=g.cells(shown),
            lit=g.cells(g.light(g.mask(state.lit))),
            monsters=tuple((n, m) for n, m in enumerate(state.monsters) if shown >> g.index(m) & 1),
            monsters_in_play=len(state.monsters),
            has_loot=state.has_loot,
            turns=state.turns,
            outcome=state.outcome,
        )
        return replace(view, next_steps=foresee(view))

    def events_for(self, state: State, events: Sequence[Event], player: int) -> list[Event]:
        """The turn as the player saw it: a monster move in the dark becomes `MonsterHeard`."""
        return [MonsterHeard(e.monster) if isinstance(e, MonsterMoved) and not e.visible else e
                for e in events]

    def score(self, state: State) -> int:
        """For the best table (higher is better): 1000 minus the turns taken, for a won room; else 0."""
        return max(1, 1000 - state.turns) if state.outcome == WON else 0


RULES = RombRules()
