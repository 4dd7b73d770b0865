"""Romb Raider's prepared situations: the screenshot game, the benchmark's fog fading back and forth,
and the How to Play pictures (rendered by `tools/shots.py` through `quintet --shot romb:<name>`)."""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Callable

from game.core.bots import Budget
from game.core.content import ContentError
from game.core.session import Session
from game.romb.pure.ai import hint
from game.romb.pure.campaign import room_session
from game.romb.pure.content import find_room
from game.romb.pure.rules import RULES, State, Step
from game.romb.pure.solver import solve
from game.romb.scene import CARD_CROP, RombScene
from game.romb.textures import BOARD_AREA, fit_board, outer_wall
from game.ui.game_scene import HINT_NODES
from game.ui.shot import Shot

SHOT_ROOM, SHOT_TURNS = "long-hall", 13
#: The turn of the first room's shortest win the "walls" picture shows: a solid wall sends the spirit round.
WALLS_TURN = 1


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


#: The benchmark's steps from the shot position, west and south in turn.
_BENCH_STEPS = itertools.cycle(("W", "S"))


def bench_actions(scene: RombScene, frame_index: int) -> None:
    """Keep the fog fading: whenever the scene is still, put the shot position back (a frame of its
    own, as an undo is: no step of a player's resets the room), then at the next frame animate a
    step (west or south in turn), each uncovering and covering squares (no save, no end of turn)."""
    if scene.timeline.busy:
        return
    if scene.state is not _shot_state():
        scene.session = Session.from_state(RULES, _shot_state())
        scene.sync()
        return
    scene.animate(scene.session.play(Step(next(_BENCH_STEPS))))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------
@lru_cache(maxsize=None)
def _room_crop(room: str) -> tuple[float, float, float, float]:
    """A design-space box (left, bottom, width, height) round a shipped room: its outer wall and a
    thin margin of the dark it stands in (the colour the picture is widened with to the page's box),
    so the picture is the whole room and nothing else (the card's crop if the room cannot be read)."""
    try:
        board = fit_board(find_room(room))
    except ContentError:
        return CARD_CROP
    rim = outer_wall(board.cell) // 2 + 6
    area_left, _, area_right, _ = BOARD_AREA  # a room as wide as the play area: its margin cut there
    left, right = max(area_left, board.left - rim), min(area_right, board.right + rim)
    return left, board.bottom - rim, right - left, board.height + 2 * rim


def _shot(room: str, turns: int, setup: Callable[[RombScene], None] | None = None, frames: int = 45) -> Shot:
    """A picture of a shipped room `turns` moves into its shortest win, cropped round the room."""
    return Shot(lambda: _winning_session(room, turns), _room_crop(room), setup, frames)


def _show_hint(scene: RombScene) -> None:
    """Ring the next move of the way out, as the idle hint does."""
    scene.show_hint(hint(scene.rules, scene.state, 0, Budget(HINT_NODES)))


def _next_move(scene: RombScene) -> None:
    """Play the next move of the room's shortest win."""
    scene.play_move(_shortest_win(scene.state.room.name)[scene.state.turns])


def _slow_move(scene: RombScene) -> None:
    """Play the next move at half animation speed (the Settings slider), so the picture, taken once
    the screen's fade-in is over, catches the turn on its way."""
    scene.app.settings.animation_speed = 0.5
    _next_move(scene)


def _remember(scene: RombScene) -> None:
    """Turn the "remember the map" assist on, as the Settings toggle does, and show the room again."""
    scene.app.settings.remember_map = True
    scene.sync()


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures, one per page of docs/rules/romb.md, each a whole small room:
    "room": the torch room two steps in: the steps out, a torch waiting to be lit, the gem;
    "fog": the first room at the start, dark but for the steps, the gem and the raider's 3x3;
    "walk": a step caught half-way, the squares ahead fading in and those behind fading out;
    "torch": the lit torch's 3x3 in the torch room;
    "loot": the gem in hand, the steps ringed green, a spirit near the raider;
    "spirit": a spirit gliding one square closer to the raider;
    "walls": the first room: a solid wall sends the spirit round, a broken one lies beside the dark;
    "score": the first room won, the result over it;
    "hint": the steps ringed green and the hint's gold ring on the way back;
    "remember": the "remember the map" assist: walls seen before stay as dim outlines."""
    return {
        "room": _shot("torchlight", 2),
        "fog": _shot("first-steps", 0),
        "walk": _shot("the-way-back", 2, _slow_move, frames=20),
        "torch": _shot("torchlight", 5),
        "loot": _shot("the-way-back", 6),
        "spirit": _shot("the-way-back", 7, _slow_move, frames=32),
        "walls": _shot("first-steps", WALLS_TURN),
        "score": _shot("first-steps", 11, _next_move, frames=90),
        "hint": _shot("torchlight", 12, _show_hint),
        "remember": _shot("the-way-back", 9, _remember),
    }
