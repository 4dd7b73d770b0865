"""Pharaoh Tomb's level table as play needs it: the pocket pieces, the rows (target, kinds,
pieces), the target step past the last row, the marks that award pieces, and what a board with no
move left does. The rules receive a loaded `LevelTable` (game.pharaoh.pure.content) and turn it into a
`Table` that rides inside every `State`; pure, no file reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.pharaoh.pure.content import LevelTable, parse_fraction

GLYPH, KEY_PIECE, CROOKER = "glyph", "key", "crooker"
#: Pocket pieces in their fixed order (awards of one combination come in this order).
PIECES = (GLYPH, KEY_PIECE, CROOKER)
#: Smallest combination that awards each piece.
PIECE_FOR_SIZE = {GLYPH: 4, KEY_PIECE: 5, CROOKER: 6}
#: Diagonal swaps granted by one space crooker.
CROOKER_CHARGES = 3
#: The first level of each piece and the marks (numerator, denominator, piece) as the shipped
#: table has them (see SEED_TABLE). Play and the panel never read these: they read the table in
#: the state (`Table.marks`, `Table.first_level`).
PIECE_FROM_LEVEL = {GLYPH: 2, KEY_PIECE: 3, CROOKER: 4}
MARKS = ((1, 4, GLYPH), (1, 3, KEY_PIECE), (1, 2, GLYPH), (1, 2, CROOKER), (2, 3, KEY_PIECE),
         (3, 4, GLYPH))


# -- the level table -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Level:
    """One level as play needs it: hieroglyphs to remove, kinds in play, pieces it can award."""

    target: int
    kinds: int
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    """What play needs from the level table (data/pharaoh.toml): the rows, the target step past
    the last row and the marks as exact fractions `(numerator, denominator, piece)` in the order
    they are passed; `reshuffle`: a board with no move left is reshuffled instead of ending the
    game (Endless). Made by `Table.of` from the loaded record; carried inside every State."""

    levels: tuple[Level, ...]
    target_step: int
    marks: tuple[tuple[int, int, str], ...]
    reshuffle: bool = False

    @classmethod
    def of(cls, record: LevelTable) -> "Table":
        """The table of a loaded (and checked) level-table record."""
        marks = []
        for mark in record.marks:
            value = parse_fraction(mark.at)
            if value is None:
                raise ValueError(f"mark {mark.at!r} is not a fraction")
            marks.append((value.numerator, value.denominator, mark.piece))
        return cls(tuple(Level(row.target, row.kinds, tuple(row.pieces)) for row in record.levels),
                   record.target_step, tuple(marks), record.when_stuck == "reshuffle")

    def level(self, number: int) -> Level:
        """Level `number`: its row, or past the last row the last row with its target
        `target_step` higher per level (docs/rules/pharaoh.md)."""
        if number < 1:
            raise ValueError("levels start at 1")
        if number <= len(self.levels):
            return self.levels[number - 1]
        last = self.levels[-1]
        return Level(last.target + self.target_step * (number - len(self.levels)), last.kinds, last.pieces)

    def first_level(self, piece: str) -> int | None:
        """The first level whose row lists `piece`, or None when no level awards it (later levels
        repeat the last row, so a piece missing from every row never comes)."""
        return next((n for n, row in enumerate(self.levels, 1) if piece in row.pieces), None)

    def awarding_marks(self, number: int) -> list[tuple[int, int, str]]:
        """The marks of level `number` that award something there (their piece is in its row):
        the only ticks the progress bar draws."""
        pieces = self.level(number).pieces
        return [m for m in self.marks if m[2] in pieces]

    def marks_passed(self, number: int, before: int, after: int) -> list[tuple[int, int, str]]:
        """The marks of level `number` crossed when the removed count goes from `before` to `after`
        (exact fractions of the target: a mark n/d is passed when removed * d >= n * target)."""
        goal = self.level(number).target
        return [m for m in self.marks if before * m[1] < m[0] * goal <= after * m[1]]


#: The seed's level table, equal to the shipped data/pharaoh.toml (a test keeps them equal). Play
#: never reads it (a game plays the table in its State); it answers `target(level)` and
#: `kinds(level)` asked without a table (the panel before it has shown a state).
SEED_TABLE = Table(
    tuple(Level((500, 450, 400, 350, 300)[n - 1] if n <= 5 else 50 * (n + 1), min(5 + n, 10),
                tuple(p for p in PIECES if n >= PIECE_FROM_LEVEL[p])) for n in range(1, 21)),
    50, MARKS)


def target(level: int, table: Table | None = None) -> int:
    """Hieroglyphs to remove to pass `level` on this table (SEED_TABLE when none is given)."""
    return (SEED_TABLE if table is None else table).level(level).target


def kinds(level: int, table: Table | None = None) -> int:
    """Number of ordinary hieroglyph kinds in play at `level` on this table (SEED_TABLE when none
    is given)."""
    return (SEED_TABLE if table is None else table).level(level).kinds


def pieces_available(level: int, table: Table) -> tuple[str, ...]:
    """The pocket pieces that can be awarded at `level` on this table."""
    return table.level(level).pieces


def marks_passed(level: int, before: int, after: int, table: Table) -> list[tuple[int, int, str]]:
    """The marks of `level` crossed when the removed count goes from `before` to `after`."""
    return table.marks_passed(level, before, after)


def as_table(content: Any) -> Table:
    """The `Table` of a game's content, a loaded `LevelTable`. Raises ValueError for anything else,
    None included: the rules never load the file themselves."""
    if isinstance(content, LevelTable):
        return Table.of(content)
    raise ValueError("Pharaoh Tomb is played on a level table: pass the LevelTable that "
                     "game.pharaoh.pure.content.content_for(params) loads as the content, not "
                     f"{type(content).__name__}")
