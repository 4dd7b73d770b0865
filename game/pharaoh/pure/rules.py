"""Pharaoh Tomb rules: swap hieroglyphs on an 8x8 board to make lines of three or more.

The board is a row-major tuple of 64 kinds (`index = y * 8 + x`, row 0 at the top), kinds counted
from 0. Lines clear, the rest fall, seeded refills drop in from the top and new lines clear again
(a cascade); each combination scores `score_for(level, n)`. Removing the level's target of
hieroglyphs passes the level. Pocket pieces (free hieroglyph, universal key, space crooker) are
awarded for big combinations and for passing marks of the level. The decisions the rules page left
open are written down in docs/rules/pharaoh.md and tested in tests/pharaoh/.

Targets, kinds, the pieces each level can award and the marks come from the level table
(data/pharaoh.toml, loaded by `game.pharaoh.pure.content`): `new_game` receives it and turns it into
a `Table` (game/pharaoh/pure/table.py) that rides inside every `State`, so `apply` and saves never
look at the file. Each mode
(Classic, Short, Endless) is such a table; `Params.mode` says which one a new game loads, and the
table says what a board with no move left does (`Table.reshuffle`: Endless mixes it anew).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Iterator

import msgspec

from game.core.grid import Cell, parse_picture
from game.core.rng import Rng, seed_state
from game.core.rules import Event, IllegalMove, Move, Rules, Status
from game.pharaoh.pure.content import CLASSIC, MODE_PATTERN, LevelTable
from game.pharaoh.pure.snapshot import state_problem

# the level table and the pocket pieces live in game.pharaoh.pure.table; the names the rest of the game
# and the tests know from here are re-exported
from game.pharaoh.pure.table import (  # noqa: F401
    CROOKER,
    CROOKER_CHARGES,
    GLYPH,
    KEY_PIECE,
    MARKS,
    PIECE_FOR_SIZE,
    PIECE_FROM_LEVEL,
    PIECES,
    SEED_TABLE,
    Level,
    Table,
    as_table,
    kinds,
    marks_passed,
    pieces_available,
    target,
)

WIDTH = HEIGHT = 8
SIZE = WIDTH * HEIGHT
#: The universal key as a board value: it matches every kind. It only rests on the board between
#: its placement and the clearing of the lines it completes (within one `apply`).
KEY = 10
_EMPTY = -1

def score_for(level: int, n: int) -> int:
    """Points for one combination of `n` hieroglyphs at `level`: min(L + (L+1)^(N-3), 20*L*N)."""
    cap = 20 * level * n
    points: int = level + (level + 1) ** (n - 3)
    return min(points, cap)


# -- params, state, moves, events --------------------------------------------------------------------
@dataclass(frozen=True)
class Params:
    """What the player picks: the mode (whose level table a new game loads: "classic", "short",
    "endless"; saves from before modes have none and load as Classic) and the level to start at
    (1 for a normal game)."""

    start_level: Annotated[int, msgspec.Meta(ge=1, le=999)] = 1
    mode: Annotated[str, msgspec.Meta(pattern=MODE_PATTERN)] = CLASSIC


@dataclass(frozen=True)
class State:
    """Everything a save or replay restores.

    `board`: 64 kinds row by row; `removed`: hieroglyphs removed in this level; `glyph`: the kind of
    the free hieroglyph in the pocket or None; `key`/`crooker`: whether those pieces are held;
    `charges`: diagonal swaps left; `over`: no move can make a combination any more; `table`: the
    level table the game is played on (targets, kinds, pieces, marks)."""

    level: int
    score: int
    removed: int
    board: tuple[int, ...]
    glyph: int | None
    key: bool
    crooker: bool
    charges: int
    over: bool
    rng: int
    table: Table

    @property
    def target(self) -> int:
        """Hieroglyphs to remove to pass the current level."""
        return self.table.level(self.level).target

    @property
    def kinds(self) -> int:
        """Ordinary hieroglyph kinds in play at the current level."""
        return self.table.level(self.level).kinds


@dataclass(frozen=True)
class Swap(Move):
    """Swap the hieroglyphs at cells `a` and `b`: orthogonal neighbours, or diagonal neighbours
    when the player has crooker charges. The swap must make a line."""

    a: Cell
    b: Cell


@dataclass(frozen=True)
class Place(Move):
    """Place a pocket piece ("glyph" or "key") on `cell`, replacing what is there. The free
    hieroglyph may go on any cell, line or not (it sets up moves); the key must make a line."""

    piece: str
    cell: Cell


@dataclass(frozen=True)
class UseCrooker(Move):
    """Use the space crooker from the pocket: it grants three diagonal swaps."""


@dataclass(frozen=True)
class Swapped(Event):
    """Cells `a` and `b` traded places; `diagonal` spent a charge, `charges` are left after it."""

    a: Cell
    b: Cell
    diagonal: bool
    charges: int


@dataclass(frozen=True)
class Placed(Event):
    """A pocket piece went onto `cell` (`kind` is KEY for the key), replacing kind `replaced`."""

    piece: str
    cell: Cell
    kind: int
    replaced: int


@dataclass(frozen=True)
class CrookerUsed(Event):
    """The space crooker left the pocket; the player now has `charges` diagonal swaps."""

    charges: int


@dataclass(frozen=True)
class CascadeStep(Event):
    """Clearing round `number` begins (1 for the lines the move made, 2+ for cascades)."""

    number: int


@dataclass(frozen=True)
class Cleared(Event):
    """One combination of `n` cells (row-major order) of `kind` cleared for `points` in `step`."""

    cells: tuple[Cell, ...]
    n: int
    points: int
    kind: int
    step: int


@dataclass(frozen=True)
class Fell(Event):
    """A hieroglyph of `kind` fell from `from_cell` to `to_cell` (same column, lower row)."""

    from_cell: Cell
    to_cell: Cell
    kind: int


@dataclass(frozen=True)
class Spawned(Event):
    """A new hieroglyph of `kind` dropped into `cell`, starting from `from_cell` above the board
    (a negative row, so a column's new glyphs fall in as one stack)."""

    cell: Cell
    kind: int
    from_cell: Cell


@dataclass(frozen=True)
class PieceAwarded(Event):
    """`piece` went into the pocket (`kind`: the free hieroglyph's kind, else None); `reason` says
    why in words ("combination of 5", "1/4 of the level")."""

    piece: str
    kind: int | None
    reason: str


@dataclass(frozen=True)
class PieceLost(Event):
    """`piece` was earned (`reason`) but the pocket already held one, so it is lost."""

    piece: str
    reason: str


@dataclass(frozen=True)
class LevelPassed(Event):
    """Level `passed` is done; `level` starts on the fresh `board` with its `target` and `kinds`."""

    passed: int
    level: int
    board: tuple[int, ...]
    target: int
    kinds: int


@dataclass(frozen=True)
class Reshuffled(Event):
    """No move was left (a mode whose table reshuffles): the same hieroglyphs now lie as `board`,
    with no ready-made line and at least one swap that makes one."""

    board: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """No move can make a combination any more; the game ends with `score` at `level`."""

    score: int
    level: int


# -- board helpers --------------------------------------------------------------------------------------
def cell_of(index: int) -> Cell:
    """The (x, y) cell of a board index."""
    return (index % WIDTH, index // WIDTH)


def index_of(cell: Cell) -> int:
    """The board index of an (x, y) cell."""
    return cell[1] * WIDTH + cell[0]


def _on_board(cell: object) -> bool:
    """True for an (x, y) tuple of ints on the board (moves may come from hand-written saves)."""
    return (isinstance(cell, tuple) and len(cell) == 2 and all(isinstance(v, int) for v in cell)
            and 0 <= cell[0] < WIDTH and 0 <= cell[1] < HEIGHT)


_ROWS = tuple(tuple(range(y * WIDTH, (y + 1) * WIDTH)) for y in range(HEIGHT))
_COLUMNS = tuple(tuple(range(x, SIZE, WIDTH)) for x in range(WIDTH))
_LINES = _ROWS + _COLUMNS
#: Orthogonal neighbour pairs (i < j), row-major by i, east before south: the stable move order.
_ORTHO_PAIRS = tuple(
    (i, j) for i in range(SIZE)
    for j, ok in ((i + 1, i % WIDTH < WIDTH - 1), (i + WIDTH, i < SIZE - WIDTH)) if ok)
#: Diagonal neighbour pairs (i < j), row-major by i, south-west before south-east.
_DIAG_PAIRS = tuple(
    (i, j) for i in range(SIZE)
    for j, ok in ((i + WIDTH - 1, i % WIDTH > 0 and i < SIZE - WIDTH),
                  (i + WIDTH + 1, i % WIDTH < WIDTH - 1 and i < SIZE - WIDTH)) if ok)


def _line_at(b: list[int], i: int) -> bool:
    """True when the ordinary hieroglyph at index i is part of a line of 3+ (no keys on board)."""
    k = b[i]
    lo = i - i % WIDTH
    run, j = 1, i - 1
    while j >= lo and b[j] == k:
        run, j = run + 1, j - 1
    j = i + 1
    while j < lo + WIDTH and b[j] == k:
        run, j = run + 1, j + 1
    if run >= 3:
        return True
    run, j = 1, i - WIDTH
    while j >= 0 and b[j] == k:
        run, j = run + 1, j - WIDTH
    j = i + WIDTH
    while j < SIZE and b[j] == k:
        run, j = run + 1, j + WIDTH
    return run >= 3


def _key_line_at(b: list[int], i: int) -> bool:
    """True when a key at index i completes a line of some kind through it."""
    for line in (_ROWS[i // WIDTH], _COLUMNS[i % WIDTH]):
        for _, cells in _wild_runs([b[c] for c in line], line):
            if i in cells:
                return True
    return False


def _wild_runs(values: list[int], line: tuple[int, ...]) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Lines along one row or column that may hold keys: for each kind, the maximal runs of that
    kind or keys, 3 or longer and holding at least one hieroglyph of the kind."""
    for kind in sorted({v for v in values if v != KEY}):
        start = 0
        while start < len(values):
            if values[start] != kind and values[start] != KEY:
                start += 1
                continue
            end = start
            while end < len(values) and values[end] in (kind, KEY):
                end += 1
            if end - start >= 3 and kind in values[start:end]:
                yield kind, line[start:end]
            start = end


def _find_lines(b: list[int]) -> list[tuple[int, tuple[int, ...]]]:
    """Every line of 3+ on the board as (kind, board indices)."""
    found: list[tuple[int, tuple[int, ...]]] = []
    if KEY in b:
        for line in _LINES:
            found.extend(_wild_runs([b[c] for c in line], line))
        return found
    for line in _LINES:
        start = 0
        while start < WIDTH - 2:
            k = b[line[start]]
            end = start + 1
            while end < WIDTH and b[line[end]] == k:
                end += 1
            if end - start >= 3:
                found.append((k, line[start:end]))
            start = end
    return found


def _combinations(lines: list[tuple[int, tuple[int, ...]]]) -> list[tuple[int, list[int]]]:
    """Group lines into combinations: connected unions of same-kind lines sharing cells. Lines of
    different kinds that share only a key stay separate combinations. Sorted by first cell."""
    groups: list[tuple[int, set[int]]] = []
    for kind, cells in lines:
        merged = set(cells)
        keep = []
        for group in groups:
            if group[0] == kind and not group[1].isdisjoint(merged):
                merged |= group[1]
            else:
                keep.append(group)
        keep.append((kind, merged))
        groups = keep
    return sorted(((kind, sorted(cells)) for kind, cells in groups), key=lambda g: g[1][0])


def _swap_makes_line(b: list[int], i: int, j: int) -> bool:
    """True when swapping indices i and j makes a line (the list is restored afterwards)."""
    if b[i] == b[j]:
        return False
    b[i], b[j] = b[j], b[i]
    made = _line_at(b, i) or _line_at(b, j)
    b[i], b[j] = b[j], b[i]
    return made


def _place_makes_line(b: list[int], i: int, kind: int) -> bool:
    """True when putting `kind` (KEY for the key) on index i makes a line (list restored)."""
    old = b[i]
    if old == kind:
        return False
    b[i] = kind
    made = _key_line_at(b, i) if kind == KEY else _line_at(b, i)
    b[i] = old
    return made


def _combination_moves(b: list[int], charges: int, glyph: int | None, key: bool) -> Iterator[Move]:
    """Every move that makes a combination, in the stable order: orthogonal swaps, diagonal swaps
    (when charges are left), free hieroglyph placements, key placements."""
    pairs = _ORTHO_PAIRS + _DIAG_PAIRS if charges else _ORTHO_PAIRS
    for i, j in pairs:
        if _swap_makes_line(b, i, j):
            yield Swap(cell_of(i), cell_of(j))
    for piece, kind in ((GLYPH, glyph), (KEY_PIECE, KEY if key else None)):
        if kind is not None:
            for i in range(SIZE):
                if _place_makes_line(b, i, kind):
                    yield Place(piece, cell_of(i))


def moves_left(state: State) -> tuple[int, bool]:
    """How much the position still offers: the swaps that make a line (diagonal ones too while
    charges last), and whether a pocket piece is a move (a held free hieroglyph always is; the key
    when a placement makes a line; a held crooker when a diagonal swap would). What the panel warns
    with; the counting is `legal_moves`'s, without building the moves."""
    if state.over:
        return 0, False
    b = list(state.board)
    pairs = _ORTHO_PAIRS + _DIAG_PAIRS if state.charges else _ORTHO_PAIRS
    swaps = sum(1 for i, j in pairs if _swap_makes_line(b, i, j))
    pocket = (state.glyph is not None
              or (state.key and any(_place_makes_line(b, i, KEY) for i in range(SIZE)))
              or (state.crooker and any(_swap_makes_line(b, i, j) for i, j in _DIAG_PAIRS)))
    return swaps, pocket


def _glyph_setups(b: list[int], glyph: int | None) -> Iterator[Move]:
    """The free hieroglyph's placements that make no line (it may go on any cell), in reading
    order: legal moves that set up later ones."""
    if glyph is None:
        return
    for i in range(SIZE):
        if not _place_makes_line(b, i, glyph):
            yield Place(GLYPH, cell_of(i))


def _sets_up_a_swap(b: list[int], i: int, glyph: int) -> bool:
    """True when the free hieroglyph on index i makes no line but leaves an orthogonal swap that
    makes one (list restored)."""
    old, b[i] = b[i], glyph
    try:
        return not _line_at(b, i) and any(_swap_makes_line(b, p, q) for p, q in _ORTHO_PAIRS)
    finally:
        b[i] = old


def _crooker_would_help(b: list[int]) -> bool:
    """True when some diagonal swap makes a line (what a held, unused crooker could do)."""
    return any(_swap_makes_line(b, i, j) for i, j in _DIAG_PAIRS)


def _can_move(b: list[int], charges: int, crooker: bool, glyph: int | None, key: bool) -> bool:
    """False exactly when the game is over: no orthogonal swap, no diagonal swap the player has
    charges (or an unused crooker) for, no placement of a held key makes a combination, and no
    free hieroglyph is held (it may go on any cell, so it is always a move)."""
    if glyph is not None:
        return True
    if next(_combination_moves(b, charges, glyph, key), None) is not None:
        return True
    return crooker and not charges and _crooker_would_help(b)


def _fresh_board(rng: Rng, n_kinds: int) -> tuple[int, ...]:
    """A random board with no ready-made line and at least one legal orthogonal swap."""
    while True:
        b = [0] * SIZE
        for i in range(SIZE):
            x, y = i % WIDTH, i // WIDTH
            choices = [k for k in range(n_kinds)
                       if not (x >= 2 and b[i - 1] == k == b[i - 2])
                       and not (y >= 2 and b[i - WIDTH] == k == b[i - 2 * WIDTH])]
            b[i] = choices[rng.randrange(len(choices))]
        if any(_swap_makes_line(b, i, j) for i, j in _ORTHO_PAIRS):
            return tuple(b)


#: Shuffles of a dead board tried before a reshuffle lays out a fresh board of the level's kinds.
RESHUFFLE_TRIES = 200


def reshuffled(board: list[int], rng: Rng, n_kinds: int) -> tuple[int, ...]:
    """A dead board reshuffled (Endless): the same hieroglyphs in a seeded order with no ready-made
    line and at least one orthogonal swap that makes one; when RESHUFFLE_TRIES shuffles find none
    (a board of very few kinds), a fresh board of the level's kinds."""
    cells = list(board)
    for _ in range(RESHUFFLE_TRIES):
        for i in range(SIZE - 1, 0, -1):  # Fisher-Yates, by the state's RNG
            j = rng.randrange(i + 1)
            cells[i], cells[j] = cells[j], cells[i]
        if not _find_lines(cells) and any(_swap_makes_line(cells, i, j) for i, j in _ORTHO_PAIRS):
            return tuple(cells)
    return _fresh_board(rng, n_kinds)


def board_picture(board: tuple[int, ...]) -> str:
    """The board as 8 lines of 8 characters (digits for kinds, '*' for a key): for tests and logs."""
    chars = ["*" if v == KEY else str(v) for v in board]
    return "\n".join("".join(chars[y * WIDTH:(y + 1) * WIDTH]) for y in range(HEIGHT))


def state_from_picture(picture: str, level: int = 1, *, table: LevelTable | Table, score: int = 0,
                       removed: int = 0, glyph: int | None = None, key: bool = False,
                       crooker: bool = False, charges: int = 0, seed: int = 0) -> State:
    """A state built from a picture of the board (8 rows of 8 digits, one per kind) on a level
    table, for tests and scenario setups. Raises ValueError for a malformed picture, a kind not in
    play at `level`, or a ready-made line. `over` is computed, so a board with no moves gives a
    finished game."""
    table = table if isinstance(table, Table) else as_table(table)
    rows = parse_picture(picture)
    if len(rows) != HEIGHT or any(len(r) != WIDTH for r in rows):
        raise ValueError(f"a board picture is {HEIGHT} rows of {WIDTH} characters")
    n_kinds = table.level(level).kinds
    board = []
    for row in rows:
        for ch in row:
            if not ch.isdigit() or int(ch) >= n_kinds:
                raise ValueError(f"{ch!r} is not a kind at level {level} (0 to {n_kinds - 1})")
            board.append(int(ch))
    lines = _find_lines(board)
    if lines:
        raise ValueError(f"the picture already has a line at {cell_of(lines[0][1][0])}")
    over = not _can_move(board, charges, crooker, glyph, key)
    return State(level, score, removed, tuple(board), glyph, key, crooker, charges, over,
                 seed_state(seed), table)


# -- one turn ------------------------------------------------------------------------------------------
class _Turn:
    """The mutable working copy of a state while `apply` resolves one turn."""

    def __init__(self, state: State) -> None:
        self.table = state.table
        self.level = state.level
        self.score = state.score
        self.removed = state.removed
        self.board = list(state.board)
        self.held = {GLYPH: state.glyph is not None, KEY_PIECE: state.key, CROOKER: state.crooker}
        self.glyph = state.glyph
        self.charges = state.charges
        self.rng = Rng(state.rng)
        self.events: list[Event] = []

    def award(self, piece: str, reason: str) -> None:
        """Put `piece` in the pocket, or lose it when one is held; nothing where the level's row
        does not list it."""
        if piece not in self.table.level(self.level).pieces:
            return
        if self.held[piece]:
            self.events.append(PieceLost(piece, reason))
            return
        self.held[piece] = True
        kind = None
        if piece == GLYPH:
            kind = self.glyph = self.rng.randrange(self.table.level(self.level).kinds)
        self.events.append(PieceAwarded(piece, kind, reason))

    def resolve(self) -> None:
        """Clear lines, score, award, drop and refill until the board is still."""
        b, events, step = self.board, self.events, 0
        n_kinds = self.table.level(self.level).kinds
        while True:
            lines = _find_lines(b)
            if not lines:
                return
            step += 1
            events.append(CascadeStep(step))
            combos = _combinations(lines)
            cleared: set[int] = set()
            for kind, cells in combos:
                points = score_for(self.level, len(cells))
                self.score += points
                cleared.update(cells)
                events.append(Cleared(tuple(cell_of(i) for i in cells), len(cells), points, kind, step))
            for _, cells in combos:
                for piece in PIECES:
                    if len(cells) >= PIECE_FOR_SIZE[piece]:
                        self.award(piece, f"combination of {len(cells)}")
            before, self.removed = self.removed, self.removed + len(cleared)
            for num, den, piece in self.table.marks_passed(self.level, before, self.removed):
                self.award(piece, f"{num}/{den} of the level")
            for i in cleared:
                b[i] = _EMPTY
            self._drop(b, n_kinds)

    def _drop(self, b: list[int], n_kinds: int) -> None:
        """Let each column fall into its gaps and fill the top with seeded new hieroglyphs."""
        events, rng = self.events, self.rng
        for x in range(WIDTH):
            write = HEIGHT - 1
            for y in range(HEIGHT - 1, -1, -1):
                v = b[y * WIDTH + x]
                if v == _EMPTY:
                    continue
                if write != y:
                    b[write * WIDTH + x] = v
                    events.append(Fell((x, y), (x, write), v))
                write -= 1
            gaps = write + 1
            for y in range(gaps):
                k = rng.randrange(n_kinds)
                b[y * WIDTH + x] = k
                events.append(Spawned((x, y), k, (x, y - gaps)))

    def finish(self) -> State:
        """Pass the level if its target is reached, check for game over (or reshuffle a dead
        board, in a mode that does), and freeze the state."""
        if self.removed >= self.table.level(self.level).target:
            passed, self.level, self.removed = self.level, self.level + 1, 0
            row = self.table.level(self.level)
            board = _fresh_board(self.rng, row.kinds)
            self.board = list(board)
            self.events.append(LevelPassed(passed, self.level, board, row.target, row.kinds))
        key, crooker = self.held[KEY_PIECE], self.held[CROOKER]
        over = not _can_move(self.board, self.charges, crooker, self.glyph, key)
        if over and self.table.reshuffle:
            board = reshuffled(self.board, self.rng, self.table.level(self.level).kinds)
            self.board, over = list(board), False
            self.events.append(Reshuffled(board))
        if over:
            self.events.append(GameOver(self.score, self.level))
        return State(self.level, self.score, self.removed, tuple(self.board), self.glyph, key, crooker,
                     self.charges, over, self.rng.state, self.table)


class PharaohRules(Rules[Params, State]):
    """The rules of Pharaoh Tomb."""

    game_id = "pharaoh"
    save_version = 2  # 2: moves name their player, saves carry their content
    allows_undo = False
    params_type = Params
    state_type = State
    move_types = (Swap, Place, UseCrooker)
    content_type = LevelTable

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """A fresh board at the start level of the level table `content` (a `LevelTable`; None is
        refused with ValueError): no lines, at least one legal swap, empty pocket."""
        table = as_table(content)
        rng = Rng(seed_state(seed))
        board = _fresh_board(rng, table.level(params.start_level).kinds)
        return State(params.start_level, 0, 0, board, None, False, False, 0, False, rng.state, table)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Every move `apply` accepts: the combination-making swaps and placements in the stable
        order of `hint`, then the free hieroglyph's other placements (any cell, reading order), then
        UseCrooker when a crooker is held. Empty once the game is over."""
        if state.over:
            return []
        b = list(state.board)
        moves = list(_combination_moves(b, state.charges, state.glyph, state.key))
        moves.extend(_glyph_setups(b, state.glyph))
        if state.crooker:
            moves.append(UseCrooker())
        return moves

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """Play one move and resolve every cascade; raises IllegalMove (state untouched) when the
        move is refused, e.g. a swap that makes no line."""
        if state.over:
            raise IllegalMove("The game is over: no move can make a combination.")
        turn = _Turn(state)
        if isinstance(move, Swap):
            self._swap(turn, move)
        elif isinstance(move, Place):
            self._place(turn, state, move)
        elif isinstance(move, UseCrooker):
            if not state.crooker:
                raise IllegalMove("You have no space crooker in your pocket.")
            turn.held[CROOKER] = False
            turn.charges += CROOKER_CHARGES
            turn.events.append(CrookerUsed(turn.charges))
        else:
            raise IllegalMove("Pharaoh Tomb does not know that move.")
        turn.resolve()
        return turn.finish(), turn.events

    @staticmethod
    def _swap(turn: _Turn, move: Swap) -> None:
        """Check and make a swap (orthogonal, or diagonal for a charge)."""
        a, b = move.a, move.b
        if not (_on_board(a) and _on_board(b)):
            raise IllegalMove("Both hieroglyphs must be on the board.")
        dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
        diagonal = dx == 1 and dy == 1
        if not diagonal and dx + dy != 1:
            raise IllegalMove("Swap two neighbouring hieroglyphs.")
        if diagonal and not turn.charges:
            if turn.held[CROOKER]:
                raise IllegalMove("Use the space crooker first: it grants three diagonal swaps.")
            raise IllegalMove("Diagonal swaps need the space crooker.")
        i, j = index_of(a), index_of(b)
        if not _swap_makes_line(turn.board, i, j):
            raise IllegalMove("That swap makes no line of three, so it bounces back.")
        turn.board[i], turn.board[j] = turn.board[j], turn.board[i]
        if diagonal:
            turn.charges -= 1
        turn.events.append(Swapped(a, b, diagonal, turn.charges))

    @staticmethod
    def _place(turn: _Turn, state: State, move: Place) -> None:
        """Check and make the placement of a pocket piece."""
        if move.piece == GLYPH:
            kind, name = state.glyph, "free hieroglyph"
        elif move.piece == KEY_PIECE:
            kind, name = (KEY if state.key else None), "universal key"
        elif move.piece == CROOKER:
            raise IllegalMove("The space crooker is used, not placed.")
        else:
            raise IllegalMove(f"There is no pocket piece called {move.piece!r}.")
        if kind is None:
            raise IllegalMove(f"You have no {name} in your pocket.")
        if not _on_board(move.cell):
            raise IllegalMove("Place it on a cell of the board.")
        i = index_of(move.cell)
        if move.piece == KEY_PIECE and not _place_makes_line(turn.board, i, kind):
            raise IllegalMove(f"The {name} makes no line of three there.")
        replaced, turn.board[i] = turn.board[i], kind
        turn.held[move.piece] = False
        if move.piece == GLYPH:
            turn.glyph = None
        turn.events.append(Placed(move.piece, move.cell, kind, replaced))

    def status(self, state: State) -> Status:
        """Playing, or lost once no move can make a combination (there is no winning end)."""
        return Status.LOST if state.over else Status.PLAYING

    def score(self, state: State) -> int:
        """The points scored so far (for the best-score table)."""
        return state.score

    def check_state(self, state: State) -> str | None:
        """A snapshot must fit its own level table and level (`game.pharaoh.pure.snapshot`)."""
        return state_problem(state, SIZE)


RULES = PharaohRules()
