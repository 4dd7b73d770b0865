"""Pharaoh Tomb's prepared situations: the screenshot game, the benchmark's endless cascade, and the
How to Play pictures (rendered by `tools/shots.py` through `quintet --shot pharaoh:<name>`)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Callable

import arcade

from game.core.session import Session
from game.pharaoh.input import KEYS
from game.pharaoh.layout import BOARD_BOTTOM, BOARD_LEFT, BOARD_TOP, CELL, FRAME, PANEL, cell_center, slot_center
from game.pharaoh.pure.ai import first_move
from game.pharaoh.pure.content import content_for
from game.pharaoh.pure.rules import (
    GLYPH,
    KEY_PIECE,
    RULES,
    CascadeStep,
    Cleared,
    Params,
    Place,
    Swap,
    index_of,
    moves_left,
)
from game.pharaoh.scene import PharaohScene
from game.ui.input_map import STEPS
from game.ui.shot import Shot


def shot_session() -> Session:
    """A game a few moves into level 4 with a free hieroglyph and a key in the pocket (screenshots)."""
    start = RULES.new_game(Params(start_level=4), content_for(Params(start_level=4)), 2024)
    start = dataclasses.replace(start, score=1860, removed=120, glyph=2, key=True, charges=0)
    session = Session.from_state(RULES, start, Params(start_level=4), 2024)
    for _ in range(3):
        session.play(first_move(session.state))
    return session


@lru_cache(maxsize=1)
def _cascade_setup():
    """A level-1 position and a swap whose turn clears in three rounds or more (searched once)."""
    for seed in range(1, 500):
        state = RULES.new_game(Params(), content_for(Params()), seed)
        for move in RULES.legal_moves(state):
            _, events = RULES.apply(state, move)
            if sum(isinstance(e, CascadeStep) for e in events) >= 3:
                return state, move
    raise RuntimeError("no cascading move found")


def bench_actions(scene: PharaohScene, frame_index: int) -> None:
    """Keep a cascade of three or more rounds animating: whenever the board is still, set up the
    cascading position again (a frame of its own, as an undo is: no turn of a player's resets the
    board), then at the next frame play its move as a player's next turn would (no save, no
    end-of-turn bookkeeping; the last turn's shards and sparks play on)."""
    if scene.timeline.busy:
        return
    state, move = _cascade_setup()
    if scene.state is not state:
        scene.session = Session.from_state(RULES, state)
        scene.show_board()
        return
    scene.animate(scene.session.play(move))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height), square like the page's picture box, with whole
#: elements only: the board in its frame; its top-left and top-right 7x7 cells with the frame above
#: and beside them (cut between tiles); the panel from the level and score down to the pocket's
#: labels, with the torches but not the frieze above them.
_EDGE = FRAME + 4  # the frame and a little wall round it
BOARD_CROP = (BOARD_LEFT - _EDGE, BOARD_BOTTOM - _EDGE, 8 * CELL + 2 * _EDGE, 8 * CELL + 2 * _EDGE)
CORNER_CROP = (BOARD_LEFT - _EDGE, BOARD_TOP - 7 * CELL, 7 * CELL + _EDGE, 7 * CELL + _EDGE)
RIGHT_CROP = (BOARD_LEFT + CELL, BOARD_TOP - 7 * CELL, 7 * CELL + _EDGE, 7 * CELL + _EDGE)
PANEL_CROP = (PANEL[0] + 10, BOARD_TOP + _EDGE - 500, 500, 500)


def _new_level(level: int, seed: int, **changes) -> Session:
    """A new game at `level` (a fixed seed), its state changed as given (score, pocket...)."""
    params = Params(start_level=level)
    start = dataclasses.replace(RULES.new_game(params, content_for(params), seed), **changes)
    return Session.from_state(RULES, start, params, seed)


def _swap_session() -> Session:
    """A new level-1 board (a fixed seed) whose hint lies in its top-left corner."""
    return Session(RULES, Params(), 11, content_for(Params()))


def _show_hint(scene: PharaohScene) -> None:
    """The hint's glow on both cells of the first swap that works."""
    scene.show_hint(first_move(scene.view()))


def _keys_to(scene: PharaohScene, start: tuple, end: tuple) -> None:
    """Move the keyboard cursor from `start` to `end` without swapping (Shift + arrows)."""
    scene.input.cursor_cell = index_of(start)
    (ax, ay), (bx, by) = start, end
    for dx, dy in [((bx > ax) - (bx < ax), 0)] * abs(bx - ax) + [(0, (by > ay) - (by < ay))] * abs(by - ay):
        direction = next(name for name, step in STEPS.items() if step == (dx, dy))
        scene.key_down(KEYS.key(direction), arcade.key.MOD_SHIFT)


def _show_swap(scene: PharaohScene, diagonal: bool = False) -> None:
    """Select the first glyph of the first (diagonal) swap that works with the keyboard, and move
    the cursor (Shift + arrows) onto its partner: Enter would swap them."""
    move = next(m for m in RULES.legal_moves(scene.view())
                if isinstance(m, Swap) and (m.a[0] != m.b[0] and m.a[1] != m.b[1]) == diagonal
                and max(*m.a, *m.b) < 7)  # inside the picture's 7x7 cells
    scene.input.cursor_cell = index_of(move.a)
    scene.key_down(KEYS.key("select"), 0)
    _keys_to(scene, move.a, move.b)


def _cascade_session() -> Session:
    """The level-1 position whose swap cascades (see `_cascade_setup`)."""
    return Session.from_state(RULES, _cascade_setup()[0])


def _play_cascade(scene: PharaohScene) -> None:
    """Play the cascading swap; the picture catches it on the way (a clearing's points, or the
    second round with its call-out)."""
    scene.play_move(_cascade_setup()[1])


def _progress_session() -> Session:
    """Level 3 with 250 of its 400 hieroglyphs removed: four marks passed, two to come."""
    return _new_level(3, 2024, score=1240, removed=250)


def _pocket_session() -> Session:
    """Level 5 past half of its target: a free hieroglyph, the key and a crooker in the pocket, and
    two diagonal swaps left from an earlier crooker."""
    return _new_level(5, 2024, score=2410, removed=172, glyph=6, key=True, crooker=True, charges=2)


def _corner_lines(state, piece: str) -> list[Place]:
    """The placements of a pocket piece in the board's top-left 6x6 cells that make a line."""
    return [m for m in RULES.legal_moves(state) if isinstance(m, Place) and m.piece == piece
            and m.cell[0] < 6 and m.cell[1] < 6
            and any(isinstance(e, Cleared) for e in RULES.apply(state, m)[1])]


def _place_session(piece: str) -> Callable[[], Session]:
    """Level 4 with the key, or a free hieroglyph of the first kind that makes a line in the
    top-left corner, in the pocket."""
    def make() -> Session:
        state = _new_level(4, 2024, score=1630, removed=90, key=piece == KEY_PIECE).state
        if piece == GLYPH:
            state = next(s for s in (dataclasses.replace(state, glyph=k) for k in range(state.kinds))
                         if _corner_lines(s, GLYPH))
        return Session.from_state(RULES, state, Params(start_level=4), 2024)
    return make


def _show_place(piece: str) -> Callable[[PharaohScene], None]:
    """Pick the piece with its number key and move the cursor onto a cell where it makes a line:
    Enter would put it there."""
    def setup(scene: PharaohScene) -> None:
        scene.key_down(KEYS.key(piece), 0)
        _keys_to(scene, (3, 3), _corner_lines(scene.view(), piece)[0].cell)
    return setup


def _crooker_session() -> Session:
    """Level 4 with three diagonal swaps from a crooker just used."""
    return _new_level(4, 7, score=1480, removed=60, charges=3)


def _few_moves_session() -> Session:
    """A new level-5 board with only one or two swaps that work (searched once)."""
    for seed in range(1, 400):
        session = _new_level(5, seed, score=2260)
        if moves_left(session.state)[0] <= 2:
            return session
    raise RuntimeError("no board with few moves found")


def _drag_key(scene: PharaohScene) -> None:
    """Press on the key's slot and drag it over the board, as a mouse player places it."""
    scene.pointer_down(*slot_center(KEY_PIECE), arcade.MOUSE_BUTTON_LEFT)
    for x, y in ((640, 420), (560, 470), cell_center(5, 2)):
        scene.pointer_drag(x, y, arcade.MOUSE_BUTTON_LEFT)
        scene.pointer_move(x, y)


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures, one for each page: the hint's glow on a swap ("hint"), the
    cascade's first clearing with its points ("points") and its second round with the call-out
    ("cascade"), the panel's progress ("progress") and full pocket ("pocket"), a free hieroglyph
    and the key about to be placed ("free", "key"), a diagonal swap with a crooker's charges
    ("crooker"), the panel warning of few moves ("moves"), the key dragged from its slot ("mouse")
    and a swap set up with the keyboard ("swap")."""
    return {
        "hint": Shot(_swap_session, CORNER_CROP, _show_hint, frames=94),  # the glow at its brightest
        "points": Shot(_cascade_session, BOARD_CROP, _play_cascade, frames=22),
        "cascade": Shot(_cascade_session, BOARD_CROP, _play_cascade, frames=70),
        "progress": Shot(_progress_session, PANEL_CROP),
        "pocket": Shot(_pocket_session, PANEL_CROP),
        "free": Shot(_place_session(GLYPH), CORNER_CROP, _show_place(GLYPH), frames=94),
        "key": Shot(_place_session(KEY_PIECE), CORNER_CROP, _show_place(KEY_PIECE), frames=94),
        "crooker": Shot(_crooker_session, CORNER_CROP, lambda scene: _show_swap(scene, diagonal=True), frames=94),
        "moves": Shot(_few_moves_session, PANEL_CROP, frames=94),
        "mouse": Shot(shot_session, RIGHT_CROP, _drag_key, frames=20),
        "swap": Shot(_swap_session, CORNER_CROP, _show_swap, frames=94),
    }
