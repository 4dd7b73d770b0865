"""Guppy's rules core: dye, sponge and cut a cloth into colour patches to fill orders.

The seed (`shared/seeds/002_031f8c8f5dbc7847.txt`) and `shared/design/rules-guppy.md` are the rules;
`docs/rules/guppy.md` says them in a player's words and lists the decisions taken where they are
silent. Colours are the seed's bit masks (dye red 2, blue 4, yellow 8; a mix is the OR of its dyes),
so a dye's side tiles become `code | dye` and the colour algebra is a single OR.

The cloth is a row-major tuple of colour codes (`HOLE` where a patch was cut out); moves and events
name tiles as `(x, y)` cells, y down. Everything is pure: `apply` returns a new state and the events
of the turn, drawing randomness (new cloths, beads) from the RNG state kept inside `State`.

The difficulty table (data/guppy.toml, loaded by `game.guppy.pure.content`) is an input: `new_game`
receives it and copies the level's row into the state (`Level`, buckets, sponges), so `apply` and
saves never read the file.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Annotated, Any, Literal

import msgspec

from game.core.grid import Cell, cells, neighbours4, parse_picture
from game.core.rng import Rng, seed_state
from game.core.rules import Event, IllegalMove, Move, Rules, Status
from game.guppy.pure.content import LEVEL_COUNT, GuppyTable
from game.guppy.pure.snapshot import Codes, state_problem

# -- colours (the seed's codes) -------------------------------------------------------------------
TAN, RED, BLUE, PURPLE, YELLOW, ORANGE, GREEN, BROWN = 0, 2, 4, 6, 8, 10, 12, 14
#: A tile whose cloth was cut out.
HOLE = -1
#: The three dyes, in the order buckets are shown and counted in `State.dye`.
DYES = (RED, BLUE, YELLOW)
#: Colours that can be ordered, in the order the seed lists them (the order row's order).
ORDER_COLOURS = (RED, BLUE, YELLOW, GREEN, ORANGE, PURPLE)
COLOUR_NAMES = {TAN: "tan", RED: "red", BLUE: "blue", PURPLE: "purple", YELLOW: "yellow",
                ORANGE: "orange", GREEN: "green", BROWN: "brown"}
COLOURS = {name: code for code, name in COLOUR_NAMES.items()}
#: What a sponge leaves of each colour (the seed's table; tan stays tan).
SPONGED = {TAN: TAN, RED: TAN, BLUE: TAN, YELLOW: TAN, BROWN: TAN,
           ORANGE: YELLOW, GREEN: YELLOW, PURPLE: BLUE}
#: Praise for the first patch cut of a colour, by its number of tiles (1..8; more is "Yarrr!").
PATCH_PRAISE = ("Poor", "Fine", "Good", "Super", "Great", "Arrr!", "Har!", "Yarrr!")
#: Praise for every later patch of a colour.
REPEAT_PRAISE = "Bonus!"
#: Praise for filling an order, by how many orders were filled on this cloth before it.
ORDER_PRAISE = ("Filled Order!", "Double", "Triple", "Bingo", "Donkey", "Vegas")
#: Bead marks in `State.beads`.
NO_BEAD, WHITE_BEAD, BLACK_BEAD = 0, 1, 2
#: `State.holding` when no scissors are in hand.
NO_SCISSORS = -1
BOARD_SIZE = 9
#: Letters of cloth pictures (`cloth_from_picture`): one per colour, "." for a hole.
PICTURE_LETTERS = {"t": TAN, "r": RED, "b": BLUE, "p": PURPLE, "y": YELLOW, "o": ORANGE,
                   "g": GREEN, "n": BROWN, ".": HOLE}
BEAD_LETTERS = {".": NO_BEAD, "w": WHITE_BEAD, "k": BLACK_BEAD}


def colour_value(colour: int) -> int:
    """The seed's tile value v: 1 for red, blue, yellow; 2 for their mixes; 0 for tan and brown."""
    return {RED: 1, BLUE: 1, YELLOW: 1, GREEN: 2, ORANGE: 2, PURPLE: 2}.get(colour, 0)


def dyes_of(colour: int) -> tuple[int, ...]:
    """The dyes a colour is mixed from (red -> (red,), green -> (blue, yellow))."""
    return tuple(dye for dye in DYES if colour & dye)


def dyed(cloth: int, dye: int, centre: bool) -> int:
    """A tile's colour after a dye: the centre takes the dye, a side tile ORs it in; holes stay."""
    if cloth == HOLE:
        return HOLE
    return dye if centre else cloth | dye


def sponged(cloth: int) -> int:
    """A tile's colour after a sponge (the seed's table); holes stay holes."""
    return HOLE if cloth == HOLE else SPONGED[cloth]


def patch_points(level: int, colour: int, size: int, white: int, black: int, earlier: int) -> int:
    """The seed's cut score floor(d * v * n^2 * 2^b / (p + 1)), b = white + 2 * black beads."""
    return (level * colour_value(colour) * size * size << (white + 2 * black)) // (earlier + 1)


def order_bonus(level: int, count: int) -> int:
    """The seed's order bonus c * d * 1000, c = orders filled on this cloth including this one."""
    return count * level * 1000


def patch_praise(size: int, earlier: int) -> str:
    """Praise for a cut: by size for a colour's first patch, "Bonus!" after."""
    return PATCH_PRAISE[min(size, len(PATCH_PRAISE)) - 1] if earlier == 0 else REPEAT_PRAISE


# -- params, level, state -------------------------------------------------------------------------
#: How a pair of scissors is spent (`Params.scissors`). "first-cut": by its first cut, so a pair put
#: down before it cut goes back unspent (the rule since issue 20). "pick-up": by being picked up at
#: all, the rule games were saved under before; a save without the key is read as "pick-up", so it
#: replays exactly as it was played.
ScissorsRule = Literal["first-cut", "pick-up"]


@dataclass(frozen=True)
class Params:
    """What the player picks: the level, 1 to 10 (and, read from a save, the scissors rule it was
    played under; a new game always has this project's rule)."""

    level: Annotated[int, msgspec.Meta(ge=1, le=LEVEL_COUNT)] = 1
    scissors: ScissorsRule = "first-cut"


@dataclass(frozen=True)
class Level:
    """The numbers of one level that play needs (from `data/guppy.toml`)."""

    number: int
    palette: tuple[int, ...]
    order_size: int
    min_patch: int
    bead_factor: int

    @property
    def scissors(self) -> tuple[int, ...]:
        """The colours of the level's scissors (its ordered colours, at most six)."""
        return tuple(c for c in ORDER_COLOURS if c in self.palette)

    def bead_chance(self, colour: int, size: int) -> int:
        """Percent chance of a bead after a patch of `size` tiles earns its bonus: size times the
        factor (level - 1 in the seed), doubled for a mix (its value v is 2), capped at 100."""
        return min(100, size * self.bead_factor * colour_value(colour))


@dataclass(frozen=True)
class State:
    """Everything a save or undo restores. Per-colour tuples are indexed by `code // 2`."""

    level: Level
    width: int
    height: int
    board: tuple[int, ...]          # colour codes row by row, HOLE where cloth was cut
    beads: tuple[int, ...]          # NO_BEAD, WHITE_BEAD or BLACK_BEAD per tile
    dye: tuple[int, int, int]       # buckets left: red, blue, yellow
    sponges: int
    orders: tuple[int, ...]         # colours ordered on this cloth (fixed when it was fetched)
    holding: int                    # colour of the scissors in hand, or NO_SCISSORS
    spent: tuple[int, ...]          # colours whose scissors were put down, in that order
    progress: tuple[int, ...]       # tiles cut per colour this game
    cuts: tuple[int, ...]           # patches cut per colour this game (the seed's p)
    bonused: tuple[int, ...]        # colours that gave their patch bonus on this cloth
    filled_here: tuple[int, ...]    # orders filled on this cloth, in order
    score: int
    cloth: int                      # 1 for the first cloth, +1 per new cloth
    over: bool
    rng: int
    #: the scissors rule of the game (see `ScissorsRule`); a snapshot without it predates the rule
    scissors: ScissorsRule = "pick-up"
    beads_cut: int = 0              # beads removed with their patches this game (the end's summary)


#: What a player sees (`observe`): Guppy hides nothing, so the view is the state itself; the view
#: side reads it under this name, through `observe`, never the session's state.
View = State

# -- moves ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dye(Move):
    """Pour a bucket of `colour` (RED, BLUE or YELLOW) on `cell` and the four tiles beside it (a
    plus: the corners of the 3x3 round it do not change)."""

    colour: int
    cell: Cell


@dataclass(frozen=True)
class Sponge(Move):
    """Use a sponge on the 2x2 block whose top-left tile is `cell`."""

    cell: Cell


@dataclass(frozen=True)
class PickScissors(Move):
    """Pick up the scissors of an order (putting down any held pair first, as `PutDownScissors`)."""

    colour: int


@dataclass(frozen=True)
class PutDownScissors(Move):
    """Put the held scissors down: spent once they have cut, else back with their order unspent."""


@dataclass(frozen=True)
class Cut(Move):
    """Cut out the patch containing `cell` with the held scissors."""

    cell: Cell


@dataclass(frozen=True)
class GetNewCloth(Move):
    """Fetch a fresh cloth once scissors were used on this one; tools and beads stay, used scissors'
    orders are gone."""


@dataclass(frozen=True)
class EndGame(Move):
    """Stop here: the remaining scissors are put away and the score is final."""


# -- events ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dyed(Event):
    """A bucket was poured: the footprint's cloth tiles with their colours before and after."""

    colour: int
    centre: Cell
    cells: tuple[Cell, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]


@dataclass(frozen=True)
class Sponged(Event):
    """A sponge was used: the footprint's cloth tiles with their colours before and after."""

    corner: Cell
    cells: tuple[Cell, ...]
    before: tuple[int, ...]
    after: tuple[int, ...]


@dataclass(frozen=True)
class BeadBlackened(Event):
    """Dye changed the tile under a white bead; the bead is black now."""

    cell: Cell


@dataclass(frozen=True)
class BeadLost(Event):
    """Dye changed the tile under a black bead; the bead fell off."""

    cell: Cell


@dataclass(frozen=True)
class BonusAwarded(Event):
    """A patch of an ordered colour reached the order size: one bucket per dye in `dyes`, plus sponges."""

    colour: int
    cells: tuple[Cell, ...]
    dyes: tuple[int, ...]
    sponges: int


@dataclass(frozen=True)
class BeadAppeared(Event):
    """A white bead appeared on a tile."""

    cell: Cell


@dataclass(frozen=True)
class ScissorsPicked(Event):
    """The scissors of `colour` are in hand."""

    colour: int


@dataclass(frozen=True)
class ScissorsPutDown(Event):
    """The scissors of `colour` were put down: `spent` for good (they had cut, or the game's rule is
    "pick-up"), else back with their order, unspent."""

    colour: int
    spent: bool = True


@dataclass(frozen=True)
class PatchCut(Event):
    """A patch was cut out: its tiles, the beads on it, the points (`total`: the score after)."""

    colour: int
    cells: tuple[Cell, ...]
    white_beads: int
    black_beads: int
    earlier: int
    points: int
    praise: str
    total: int


@dataclass(frozen=True)
class OrderFilled(Event):
    """An order was filled, the `count`-th on this cloth: its bonus and praise (`total`: the score after)."""

    colour: int
    count: int
    bonus: int
    praise: str
    total: int


@dataclass(frozen=True)
class NewCloth(Event):
    """A fresh cloth (row-major colour codes), the orders on it and its number."""

    cloth: int
    board: tuple[int, ...]
    orders: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended with this score."""

    score: int


# -- views for the scene --------------------------------------------------------------------------
@dataclass(frozen=True)
class Patch:
    """An orthogonally connected set of tiles of one colour (cells in row-major order)."""

    colour: int
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class OrderView:
    """One order of the order row: tiles cut of `size`, and its scissors ("ready", "held", "spent")."""

    colour: int
    size: int
    progress: int
    scissors: Literal["ready", "held", "spent"]

    @property
    def filled(self) -> bool:
        """True once enough tiles of this colour were cut."""
        return self.progress >= self.size


# -- geometry -------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Orthogonal neighbour indices of every tile (N, E, S, W), made once per board size."""
    return tuple(tuple(x + y * width for x, y in neighbours4(cell, width, height))
                 for cell in cells(width, height))


def _index(state: State, cell: Cell) -> int:
    x, y = cell
    if not (0 <= x < state.width and 0 <= y < state.height):
        raise IllegalMove("That tile is not on the cloth.")
    return y * state.width + x


def _buckets(counts: Iterable[int]) -> tuple[int, int, int]:
    """The three dye counts (red, blue, yellow) as the state holds them."""
    red, blue, yellow = counts
    return red, blue, yellow


def _cell(state: State, index: int) -> Cell:
    return (index % state.width, index // state.width)


def _dye_changes(state: State, dye: int, index: int) -> list[tuple[int, int, int]]:
    """(tile, before, after) for the cloth tiles of a dye's footprint, centre first."""
    board = state.board
    return [(i, board[i], dyed(board[i], dye, i == index))
            for i in (index, *_neighbours(state.width, state.height)[index]) if board[i] != HOLE]


def _sponge_changes(state: State, index: int) -> list[tuple[int, int, int]]:
    """(tile, before, after) for the cloth tiles of a sponge's 2x2 footprint (top-left first)."""
    x, y = index % state.width, index // state.width
    tiles = [index]
    if x + 1 < state.width:
        tiles.append(index + 1)
    if y + 1 < state.height:
        tiles.append(index + state.width)
        if x + 1 < state.width:
            tiles.append(index + state.width + 1)
    return [(i, state.board[i], sponged(state.board[i])) for i in tiles if state.board[i] != HOLE]


def _component(board: tuple[int, ...], neighbours: tuple[tuple[int, ...], ...], start: int) -> list[int]:
    """The tiles orthogonally connected to `start` through its colour, sorted."""
    colour = board[start]
    seen = {start}
    stack = [start]
    while stack:
        for j in neighbours[stack.pop()]:
            if j not in seen and board[j] == colour:
                seen.add(j)
                stack.append(j)
    return sorted(seen)


def preview(state: State, move: Dye | Sponge | Cut) -> tuple[tuple[Cell, int, int], ...]:
    """(cell, colour before, colour after) of every tile a tool would touch, for hover previews.

    Geometry only: it does not check that the tool is available (the scene knows what is selected).
    A dye or sponge gives its footprint's cloth tiles; a cut gives the patch under the cell, each tile
    becoming HOLE (empty on a hole). An off-board cell gives an empty preview."""
    x, y = move.cell
    if not (0 <= x < state.width and 0 <= y < state.height):
        return ()
    index = y * state.width + x
    if isinstance(move, Dye):
        changes = _dye_changes(state, move.colour, index)
    elif isinstance(move, Sponge):
        changes = _sponge_changes(state, index)
    elif state.board[index] == HOLE:
        changes = []
    else:
        colour = state.board[index]
        changes = [(i, colour, HOLE) for i in
                   _component(state.board, _neighbours(state.width, state.height), index)]
    return tuple((_cell(state, i), before, after) for i, before, after in changes)


def patches(state: State, colour: int | None = None) -> list[Patch]:
    """The patches that can still be cut on this cloth: at least the minimum size, of an ordered
    colour whose scissors are unspent (held or ready); only `colour`'s when given."""
    wanted = {c for c in state.orders if c not in state.spent}
    if colour is not None:
        wanted &= {colour}
    neighbours = _neighbours(state.width, state.height)
    seen: set[int] = set()
    found = []
    for index, tile in enumerate(state.board):
        if tile in wanted and index not in seen:
            group = _component(state.board, neighbours, index)
            seen.update(group)
            if len(group) >= state.level.min_patch:
                found.append(Patch(tile, tuple(_cell(state, i) for i in group)))
    return found


def orders(state: State) -> tuple[OrderView, ...]:
    """The order row of this cloth, in the seed's colour order."""
    def scissors(colour: int) -> Literal["ready", "held", "spent"]:
        return "held" if colour == state.holding else "spent" if colour in state.spent else "ready"

    return tuple(OrderView(c, state.level.order_size, state.progress[c // 2], scissors(c)) for c in state.orders)


def spends_when_put_down(state: State) -> bool:
    """True when the scissors in hand would be spent by putting them down: they have cut (a pair
    cuts only while held, and is spent once put down after a cut), or the game plays "pick-up"."""
    return state.scissors == "pick-up" or state.cuts[state.holding // 2] > 0


def orders_filled(state: State) -> int:
    """Orders filled this game (each colour's order fills at most once)."""
    return sum(state.progress[c // 2] >= state.level.order_size for c in state.level.scissors)


def cut_value(state: State, cell: Cell) -> int | None:
    """The points a Cut at `cell` would score now (order bonus not included), or None if illegal."""
    try:
        _, events = RULES.apply(state, Cut(cell))
    except IllegalMove:
        return None
    cut = events[0]
    return cut.points if isinstance(cut, PatchCut) else None


def cloth_state(level: int, picture: str, beads: str | None = None, *, table: GuppyTable,
                **fields: Any) -> State:
    """A fresh game of `level` of the difficulty `table` on a cloth written as rows of
    `PICTURE_LETTERS`, with beads as rows of `BEAD_LETTERS` ("." none, "w" white, "k" black) and any
    other fields replaced; for tests, tutorials and demos."""
    rows = parse_picture(picture)
    board = tuple(PICTURE_LETTERS[ch] for row in rows for ch in row)
    marks = (tuple(BEAD_LETTERS[ch] for row in parse_picture(beads) for ch in row) if beads
             else (NO_BEAD,) * len(board))
    return replace(RULES.new_game(Params(level), table, 0), width=len(rows[0]), height=len(rows),
                   board=board, beads=marks, **fields)


def level_spec(number: int, table: GuppyTable) -> Level:
    """The `Level` of a level number in the difficulty table (ValueError for anything but a
    `GuppyTable`, None included: the rules never load the file themselves)."""
    if not isinstance(table, GuppyTable):
        raise ValueError("Guppy is played on a difficulty table: pass the GuppyTable that "
                         "game.guppy.pure.content.content_for(params) loads as the content, not "
                         f"{type(table).__name__}")
    if not 1 <= number <= len(table.levels):
        raise ValueError(f"Guppy has levels 1 to {len(table.levels)}, not {number}")
    row = table.levels[number - 1]
    return Level(number, tuple(COLOURS[name] for name in row.palette), row.tiles_per_order,
                 row.min_patch, row.bead_chance_factor)


# -- the rules ------------------------------------------------------------------------------------
def _with(values: tuple[int, ...], colour: int, add: int) -> tuple[int, ...]:
    """A per-colour tuple with `add` added at `colour`."""
    i = colour // 2
    return values[:i] + (values[i] + add,) + values[i + 1:]


def _random_board(rng: Rng, level: Level, size: int) -> tuple[int, ...]:
    return tuple(level.palette[rng.randrange(len(level.palette))] for _ in range(size))


class GuppyRules(Rules[Params, State]):
    """The rules of Guppy (see the module docstring and docs/rules/guppy.md)."""

    game_id = "guppy"
    #: 2: moves name their player, saves carry their content; 3: params name the scissors rule
    save_version = 3
    allows_undo = False
    params_type = Params
    state_type = State
    move_types = (Dye, Sponge, PickScissors, PutDownScissors, Cut, GetNewCloth, EndGame)
    content_type = GuppyTable

    def new_game(self, params: Params, table: Any, seed: int) -> State:
        """The first cloth of a level of the difficulty `table` (a `GuppyTable`; None is refused
        with ValueError), with the level's buckets and sponges."""
        level = level_spec(params.level, table)
        row = table.levels[params.level - 1]
        rng = Rng(seed_state(seed))
        size = BOARD_SIZE * BOARD_SIZE
        return State(level=level, width=BOARD_SIZE, height=BOARD_SIZE,
                     board=_random_board(rng, level, size), beads=(NO_BEAD,) * size,
                     dye=(row.dye_per_colour,) * 3, sponges=row.sponges, orders=level.scissors,
                     holding=NO_SCISSORS, spent=(), progress=(0,) * 8, cuts=(0,) * 8, bonused=(),
                     filled_here=(), score=0, cloth=1, over=False, rng=rng.state, scissors=params.scissors)

    def params_from_dict(self, data: Any) -> Params:
        """Params from plain data; params without a scissors rule come from a save made before the
        rule changed, and keep the rule they were played under ("pick-up")."""
        if isinstance(data, dict) and "scissors" not in data:
            data = {**data, "scissors": "pick-up"}
        return super().params_from_dict(data)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Every move `apply` accepts: tool uses that change a tile, scissors, cuts, cloth, end."""
        if state.over:
            return []
        moves: list[Move] = []
        tiles = range(state.width * state.height)
        held = state.holding != NO_SCISSORS
        if not held:
            for dye, left in zip(DYES, state.dye):
                if left:
                    moves += [Dye(dye, _cell(state, i)) for i in tiles
                              if any(b != a for _, b, a in _dye_changes(state, dye, i))]
            if state.sponges:
                moves += [Sponge(_cell(state, i)) for i in tiles
                          if any(b != a for _, b, a in _sponge_changes(state, i))]
        else:
            moves.append(PutDownScissors())
            for patch in patches(state, state.holding):
                moves += [Cut(cell) for cell in patch.cells]
        moves += [PickScissors(c) for c in state.orders if c not in state.spent and c != state.holding]
        if self._scissors_used_here(state) and self._unused(self._put_down(state, []) if held else state):
            moves.append(GetNewCloth())
        moves.append(EndGame())
        return moves

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """Resolve one move; pure. Raises `IllegalMove` with the reason for a refused move."""
        if state.over:
            raise IllegalMove("The game is over.")
        events: list[Event] = []
        if isinstance(move, Dye):
            state = self._dye(state, move, events)
        elif isinstance(move, Sponge):
            state = self._sponge(state, move, events)
        elif isinstance(move, PickScissors):
            state = self._pick(state, move.colour, events)
        elif isinstance(move, PutDownScissors):
            if state.holding == NO_SCISSORS:
                raise IllegalMove("You are not holding any scissors.")
            state = self._put_down(state, events)
            if not self._unused(state):
                state = self._end(state, events)
        elif isinstance(move, Cut):
            state = self._cut(state, move.cell, events)
        elif isinstance(move, GetNewCloth):
            state = self._new_cloth(state, events)
        elif isinstance(move, EndGame):
            if state.holding != NO_SCISSORS:
                state = self._put_down(state, events)
            state = self._end(state, events)
        else:
            raise IllegalMove(f"Guppy has no move {type(move).__name__}.")
        return state, events

    def status(self, state: State) -> Status:
        """Playing until the last scissors are put down (or the player ends); then won (a score game)."""
        return Status.WON if state.over else Status.PLAYING

    def score(self, state: State) -> int:
        """Points scored so far."""
        return state.score

    def check_state(self, state: State) -> str | None:
        """A snapshot must be a 9 x 9 cloth this level can have (`game.guppy.pure.snapshot`)."""
        codes = Codes(BOARD_SIZE, tuple(COLOUR_NAMES), ORDER_COLOURS, HOLE, BLACK_BEAD, NO_SCISSORS, len(ORDER_PRAISE))
        return state_problem(state, codes)

    # -- tools --------------------------------------------------------------------------------
    def _dye(self, state: State, move: Dye, events: list[Event]) -> State:
        if move.colour not in DYES:
            raise IllegalMove("Dye comes in red, blue and yellow only.")
        name = COLOUR_NAMES[move.colour]
        slot = DYES.index(move.colour)
        if state.holding != NO_SCISSORS:
            raise IllegalMove("Put the scissors down before using dye.")
        if not state.dye[slot]:
            raise IllegalMove(f"There is no {name} dye left.")
        changes = _dye_changes(state, move.colour, _index(state, move.cell))
        if all(before == after for _, before, after in changes):
            raise IllegalMove(f"The {name} dye would change nothing there.")
        events.append(Dyed(move.colour, move.cell, *self._story(state, changes)))
        beads = list(state.beads)
        for i, before, after in changes:
            if before != after and beads[i] != NO_BEAD:
                beads[i] = BLACK_BEAD if beads[i] == WHITE_BEAD else NO_BEAD
                events.append((BeadBlackened if beads[i] else BeadLost)(_cell(state, i)))
        dye = _buckets(left - (n == slot) for n, left in enumerate(state.dye))
        state = replace(state, board=self._painted(state, changes), beads=tuple(beads), dye=dye)
        return self._bonuses(state, changes, events)

    def _sponge(self, state: State, move: Sponge, events: list[Event]) -> State:
        if state.holding != NO_SCISSORS:
            raise IllegalMove("Put the scissors down before using a sponge.")
        if not state.sponges:
            raise IllegalMove("There are no sponges left.")
        changes = _sponge_changes(state, _index(state, move.cell))
        if all(before == after for _, before, after in changes):
            raise IllegalMove("The sponge would change nothing there.")
        events.append(Sponged(move.cell, *self._story(state, changes)))
        state = replace(state, board=self._painted(state, changes), sponges=state.sponges - 1)
        return self._bonuses(state, changes, events)

    @staticmethod
    def _story(state: State, changes: list[tuple[int, int, int]]
               ) -> tuple[tuple[Cell, ...], tuple[int, ...], tuple[int, ...]]:
        """The cells, colours before and colours after of a footprint, for its event."""
        return (tuple(_cell(state, i) for i, _, _ in changes), tuple(b for _, b, _ in changes),
                tuple(a for _, _, a in changes))

    @staticmethod
    def _painted(state: State, changes: list[tuple[int, int, int]]) -> tuple[int, ...]:
        board = list(state.board)
        for i, _, after in changes:
            board[i] = after
        return tuple(board)

    def _bonuses(self, state: State, changes: list[tuple[int, int, int]], events: list[Event]) -> State:
        """Award the patch bonus for each ordered colour whose patch through a changed tile reached
        the order size (once per colour per cloth), each followed by a bead roll."""
        eligible = [c for c in state.orders if c not in state.bonused and c not in state.spent]
        neighbours = _neighbours(state.width, state.height)
        for colour in eligible:
            best: list[int] = []
            for i, before, after in changes:
                if before != after and after == colour and i not in best:
                    group = _component(state.board, neighbours, i)
                    best = max(best, group, key=len)
            if len(best) < state.level.order_size:
                continue
            gained = dyes_of(colour)
            dye = _buckets(left + (d in gained) for d, left in zip(DYES, state.dye))
            sponges = len(gained)
            events.append(BonusAwarded(colour, tuple(_cell(state, i) for i in best), gained, sponges))
            state = replace(state, dye=dye, sponges=state.sponges + sponges, bonused=state.bonused + (colour,))
            state = self._bead_roll(state, state.level.bead_chance(colour, len(best)), events)
        return state

    @staticmethod
    def _bead_roll(state: State, chance: int, events: list[Event]) -> State:
        """With `chance` percent, a white bead on a random cloth tile that has none."""
        if chance <= 0:
            return state
        rng = Rng(state.rng)
        if chance < 100 and rng.randrange(100) >= chance:
            return replace(state, rng=rng.state)
        free = [i for i, (tile, bead) in enumerate(zip(state.board, state.beads))
                if tile != HOLE and bead == NO_BEAD]
        if not free:
            return replace(state, rng=rng.state)
        spot = free[rng.randrange(len(free))]
        events.append(BeadAppeared(_cell(state, spot)))
        beads = state.beads[:spot] + (WHITE_BEAD,) + state.beads[spot + 1:]
        return replace(state, beads=beads, rng=rng.state)

    # -- scissors -----------------------------------------------------------------------------
    @staticmethod
    def _unused(state: State) -> list[int]:
        """Scissors neither spent nor in hand."""
        return [c for c in state.level.scissors if c not in state.spent and c != state.holding]

    @staticmethod
    def _scissors_used_here(state: State) -> bool:
        """True once a pair of scissors was used on this cloth (a new cloth needs one): spent here,
        or in hand and spent when put down. Under "first-cut" a pair is used by its first cut, so a
        cloth is never swapped for the price of picking scissors up and putting them back."""
        return any(c in state.spent for c in state.orders) or (
            state.holding != NO_SCISSORS and spends_when_put_down(state))

    def _pick(self, state: State, colour: int, events: list[Event]) -> State:
        name = COLOUR_NAMES.get(colour, "that colour")
        if colour not in state.orders:
            raise IllegalMove(f"There is no order for {name} on this cloth.")
        if colour == state.holding:
            raise IllegalMove(f"You are already holding the {name} scissors.")
        if colour in state.spent:
            raise IllegalMove(f"The {name} scissors have already been used.")
        if state.holding != NO_SCISSORS:
            state = self._put_down(state, events)
        events.append(ScissorsPicked(colour))
        return replace(state, holding=colour)

    @staticmethod
    def _put_down(state: State, events: list[Event]) -> State:
        """The held pair goes down: spent if `spends_when_put_down`, else back with its order."""
        spent = spends_when_put_down(state)
        events.append(ScissorsPutDown(state.holding, spent))
        return replace(state, holding=NO_SCISSORS, spent=state.spent + ((state.holding,) if spent else ()))

    @staticmethod
    def _end(state: State, events: list[Event]) -> State:
        events.append(GameOver(state.score))
        return replace(state, over=True)

    def _cut(self, state: State, cell: Cell, events: list[Event]) -> State:
        colour = state.holding
        if colour == NO_SCISSORS:
            raise IllegalMove("Pick up the scissors of an order first.")
        index = _index(state, cell)
        tile = state.board[index]
        if tile == HOLE:
            raise IllegalMove("That tile has already been cut out.")
        if tile != colour:
            raise IllegalMove(f"These are the {COLOUR_NAMES[colour]} scissors; that tile is {COLOUR_NAMES[tile]}.")
        group = _component(state.board, _neighbours(state.width, state.height), index)
        level = state.level
        if len(group) < level.min_patch:
            tiles = f"{len(group)} tile" + ("s" if len(group) != 1 else "")
            raise IllegalMove(f"This patch has {tiles}; a patch needs at least {level.min_patch}.")
        white = sum(state.beads[i] == WHITE_BEAD for i in group)
        black = sum(state.beads[i] == BLACK_BEAD for i in group)
        earlier = state.cuts[colour // 2]
        points = patch_points(level.number, colour, len(group), white, black, earlier)
        board, beads = list(state.board), list(state.beads)
        for i in group:
            board[i], beads[i] = HOLE, NO_BEAD
        score = state.score + points
        events.append(PatchCut(colour, tuple(_cell(state, i) for i in group), white, black, earlier, points,
                               patch_praise(len(group), earlier), score))
        had = state.progress[colour // 2]
        state = replace(state, board=tuple(board), beads=tuple(beads), score=score,
                        progress=_with(state.progress, colour, len(group)), cuts=_with(state.cuts, colour, 1),
                        beads_cut=state.beads_cut + white + black)
        if had < level.order_size <= had + len(group):
            count = len(state.filled_here) + 1
            bonus = order_bonus(level.number, count)
            events.append(OrderFilled(colour, count, bonus, ORDER_PRAISE[count - 1], state.score + bonus))
            state = replace(state, score=state.score + bonus, filled_here=state.filled_here + (colour,))
        return state

    # -- cloths -------------------------------------------------------------------------------
    def _new_cloth(self, state: State, events: list[Event]) -> State:
        if not self._scissors_used_here(state):
            raise IllegalMove("Pick up a pair of scissors on this cloth before fetching a new one."
                              if state.scissors == "pick-up" else
                              "Cut a patch on this cloth before fetching a new one.")
        if state.holding != NO_SCISSORS:
            state = self._put_down(state, events)
        remaining = self._unused(state)
        if not remaining:
            raise IllegalMove("No orders are left for a new cloth; put the scissors down to end the game.")
        rng = Rng(state.rng)
        board = _random_board(rng, state.level, state.width * state.height)
        orders_left = tuple(remaining)
        events.append(NewCloth(state.cloth + 1, board, orders_left))
        return replace(state, board=board, orders=orders_left, bonused=(), filled_here=(),
                       cloth=state.cloth + 1, rng=rng.state)


RULES = GuppyRules()
