"""Pharaoh Tomb's prepared situations: the screenshot game, the benchmark's endless cascade, and the
How to Play pictures (rendered by `tools/shots.py` through `quintet --shot pharaoh:<name>`)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import arcade

from game.core.session import Session
from game.pharaoh.ai import first_move
from game.pharaoh.content import content_for
from game.pharaoh.controls import KEYS
from game.pharaoh.layout import BOARD_BOTTOM, BOARD_LEFT, BOARD_TOP, BORDER, CELL, FRAME, PANEL, PROGRESS_BOX
from game.pharaoh.rules import RULES, CascadeStep, Params, index_of
from game.pharaoh.scene import PharaohScene
from game.ui.game_scene import Shot
from game.ui.input_map import STEPS


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
    cascading position again and play its move as a player's next turn would (no save, no
    end-of-turn bookkeeping; the last turn's shards and sparks play on)."""
    if scene.timeline.busy:
        return
    state, move = _cascade_setup()
    scene.session = Session.from_state(RULES, state)
    scene.show_board()
    scene.animate(scene.session.play(move))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height): the board in its frame, its top-left 6x6 cells
#: (glyphs near full size), and the panel's progress bar and pocket.
_EDGE = FRAME + 8  # the frame and a little wall round it
BOARD_CROP = (BOARD_LEFT - _EDGE, BOARD_BOTTOM - _EDGE, 8 * CELL + 2 * _EDGE, 8 * CELL + 2 * _EDGE)
CORNER_CROP = (BOARD_LEFT - _EDGE, BOARD_TOP - 6 * CELL, 6 * CELL + _EDGE, 6 * CELL + _EDGE)
POCKET_CROP = (PANEL[0] + 10, 184, PANEL[2] - PANEL[0] - 20, PROGRESS_BOX[3] + BORDER + 8 - 184)


def _swap_session() -> Session:
    """A new level-1 board (a fixed seed) whose hint lies in its top-left corner."""
    return Session(RULES, Params(), 11, content_for(Params()))


def _show_swap(scene: PharaohScene) -> None:
    """Select the first glyph of the hint's swap with the keyboard, and move the cursor (Shift +
    arrow) onto its partner: Enter would swap them."""
    move = first_move(scene.state)
    scene.cursor_cell = index_of(move.a)
    scene.key_down(KEYS.key("select"), 0)
    (ax, ay), (bx, by) = move.a, move.b
    direction = next(name for name, step in STEPS.items() if step == (bx - ax, by - ay))
    scene.key_down(KEYS.key(direction), arcade.key.MOD_SHIFT)


def _cascade_session() -> Session:
    """The level-1 position whose swap cascades (see `_cascade_setup`)."""
    return Session.from_state(RULES, _cascade_setup()[0])


def _play_cascade(scene: PharaohScene) -> None:
    """Play the cascading swap; the picture catches its second round with the call-out."""
    scene.play_move(_cascade_setup()[1])


def _pocket_session() -> Session:
    """Level 5 past half of its target: a free hieroglyph, the key and a crooker in the pocket, and
    two diagonal swaps left from an earlier crooker."""
    start = RULES.new_game(Params(start_level=5), content_for(Params(start_level=5)), 2024)
    start = dataclasses.replace(start, score=2410, removed=172, glyph=6, key=True, crooker=True, charges=2)
    return Session.from_state(RULES, start, Params(start_level=5), 2024)


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: a glyph selected with the cursor on the neighbour that makes a line
    ("swap"), a cascade's second round with its call-out ("cascade"), and the pocket full with
    diagonal swaps left ("pocket")."""
    return {
        "swap": Shot(_swap_session, CORNER_CROP, _show_swap, frames=94),  # the glow at its brightest
        "cascade": Shot(_cascade_session, BOARD_CROP, _play_cascade, frames=70),
        "pocket": Shot(_pocket_session, POCKET_CROP),
    }
