"""Shared helpers of the Floorplan tests: museums drawn inline, states set up where a test says.

Pictures use the museum file's characters (F Foyer, S Stairway, G Gallery, box-drawing tiles), one
string per row; `museum()` skips the loader's checks (12 Galleries, tile set) so a test can draw
just the few squares it is about. Squares are (floor, column, row).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.rules import Event, Move
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import GLYPH_OF, Museum, Setup
from game.floorplan.pure.rules import RULES, Params, State, square_openings

KINDS = ("extra_turn", "move_stauf", "lock_gallery")


def museum(first: str, second: str, spare: str = "│", shuffle: bool = False) -> Museum:
    """A museum from two inline pictures (indentation and blank lines dropped); Galleries are
    named G1, G2... in reading order."""
    floors = tuple(tuple(line.strip() for line in picture.strip().splitlines() if line.strip())
                   for picture in (first, second))
    count = sum(row.count("G") for rows in floors for row in rows)
    return Museum("test", "Test Museum", floors, spare, tuple(f"G{n + 1}" for n in range(count)), shuffle)


def start(where: Museum, *, chance: float = 0.0, seed: int = 0, rotate: bool = False, **fields: Any) -> State:
    """A new game on `where` (talismans appear with `chance`), then `fields` replaced."""
    setup = Setup(where, "normal", chance, KINDS)
    state = RULES.new_game(Params(museum=where.name, rotate_spare=rotate), setup, seed)
    return replace(state, **fields) if fields else state


def play(state: State, *moves: Move) -> tuple[State, list[Event]]:
    """Apply moves in turn, each by the player to move; the last state and every event."""
    return RULES.apply_all(state, moves)


def picture(state: State) -> tuple[tuple[str, ...], ...]:
    """The board as pictures (the museum's characters, tiles as their glyphs), one per floor."""
    g = geometry(state.setup.museum)
    opens = square_openings(state)
    floors = []
    for floor, (width, height) in enumerate(g.sizes):
        rows = []
        for y in range(height):
            row = ""
            for x in range(width):
                i = g.index((floor, x, y))
                row += g.chars[i] if g.kinds[i] != "passage" else GLYPH_OF[opens[i]]
            rows.append(row)
        floors.append(tuple(rows))
    return tuple(floors)


def of_type(events: list[Event], kind: type) -> list:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]


#: The shipped museum's layout as drawn (without the shuffle), Galleries named G1..G12.
DRAWN = museum("""
    G┌G┐G
    │┘─└│
    G─S─G
    ┐─┬─┌
    G└F┘G
""", """
    G┐G┌G
    ├│S│┤
    G└┴┘G
""")
