"""Romb Raider's prepared situations: the screenshot game, the benchmark's fog fading back and forth,
and the How to Play pictures (rendered by `tools/shots.py` through `quintet --shot romb:<name>`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from game.core.bots import Budget
from game.core.content import ContentError
from game.core.session import Session
from game.romb.ai import hint
from game.romb.campaign import room_session
from game.romb.content import find_room
from game.romb.looks import fit_board
from game.romb.rules import RULES, State, Step
from game.romb.scene import CARD_CROP, RombScene
from game.romb.solver import solve
from game.ui.game_scene import HINT_NODES, Shot


SHOT_ROOM, SHOT_TURNS = "long-hall", 13


@lru_cache(maxsize=None)
def _shortest_win(room: str) -> tuple:
    """The shortest win of a shipped room (searched once)."""
    return tuple(solve(room_session(room).state))


def _winning_session(room: str, turns: int) -> Session:
    """A shipped room, `turns` moves into its shortest win."""
    session = room_session(room)
    for move in _shortest_win(room)[:turns]:
        session.play(move)
    return session


def shot_session() -> Session:
    """The Long Hall, 13 turns into its shortest win: a torch lit, a spirit in view beside the raider."""
    return _winning_session(SHOT_ROOM, SHOT_TURNS)


@lru_cache(maxsize=1)
def _shot_state() -> State:
    return shot_session().state


def bench_actions(scene: RombScene, frame_index: int) -> None:
    """Keep the fog fading: whenever the scene is still, put the shot position back and animate a
    step (west or south in turn), each uncovering and covering squares (no save, no end of turn)."""
    if scene.timeline.busy:
        return
    session = Session.from_state(RULES, _shot_state())
    scene.session = session
    scene.sync()
    scene.animate(session.play(Step("W" if frame_index % 2 == 0 else "S")))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------
@lru_cache(maxsize=None)
def _room_crop(room: str) -> tuple[float, float, float, float]:
    """A design-space box (left, bottom, width, height) round a shipped room and its outer wall (the
    card's crop if the room cannot be read)."""
    try:
        board = fit_board(find_room(room))
    except ContentError:
        return CARD_CROP
    margin = 24
    return board.left - margin, board.bottom - margin, board.width + 2 * margin, board.height + 2 * margin


def _shot(room: str, turns: int, setup: Callable[[RombScene], None] | None = None) -> Shot:
    """A picture of a shipped room `turns` moves into its shortest win, cropped round the room."""
    return Shot(lambda: _winning_session(room, turns), _room_crop(room), setup)


def _show_hint(scene: RombScene) -> None:
    """Ring the next move of the way out, as the idle hint does."""
    scene.show_hint(hint(scene.rules, scene.state, 0, Budget(HINT_NODES)))


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: the first room at the start, dark but for S, G and the raider's 3x3
    ("fog"); a lit torch's 3x3 in the second room ("torch"); the spirit that rose from S held back
    by a wall the raider can see ("walls"); the loot taken, S ringed green and the hint's gold ring
    on the way back ("loot")."""
    return {
        "fog": _shot("first-steps", 0),
        "torch": _shot("torchlight", 6),
        "walls": _shot("first-steps", 14),
        "loot": _shot("torchlight", 10, _show_hint),
    }
