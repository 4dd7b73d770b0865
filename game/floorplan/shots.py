"""Floorplan's pictures and benchmark: the How to Play shots, the screenshot session, the busy frames.

Every picture starts from a game the bots play against each other from a fixed seed (node budgets,
no clock, so the same every time), stopped at the first position that shows what the page explains;
a shot's `setup` then acts on the scene as a player would (points at an arrow, walks, picks a
talisman) and the picture is taken a few frames later.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Callable

from game.core.bots import Budget, bot_rng
from game.core.session import Session
from game.floorplan.corridor import room_for_view
from game.floorplan.layout import HUD_BOX, Layout
from game.floorplan.pure import ai
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import content_for, load_table
from game.floorplan.pure.model import ACT, SHIFT, STAUF, VISITOR, EndTurn, Params, Shift, Walk
from game.floorplan.pure.rules import RULES, legal_shifts, reachable, walk_path
from game.ui.shot import Shot

SEED = 5
#: Frames from the setup of the round-won picture to the picture.
ROUND_FRAMES = 24
#: Moves the bots may play while looking for a position (a whole game is under 150).
LIMIT = 400


def _bot_move(session: Session, player: int):
    level = load_table().level("normal")
    view = RULES.observe(session.state, player)
    rng = bot_rng(session.seed, len(session.history), player)
    return ai.decide(view, player, level, rng, Budget(level.nodes, 60.0))


@lru_cache(maxsize=None)
def _moves_until(seed: int, want: str) -> tuple:
    """The moves of a bots' game from `seed` up to the first position where `want` holds."""
    session = Session(RULES, Params(), seed, content_for(Params()))
    test = WANTS[want]
    while not test(session.state) and session.to_move() and len(session.history) < LIMIT:
        player = session.to_move()[0]
        session.play(_bot_move(session, player), player)
    return tuple((p.player, p.move) for p in session.history)


def auto_session(want: str, seed: int = SEED) -> Session:
    """A session of the bots' game from `seed`, at the first position where `want` holds."""
    session = Session(RULES, Params(), seed, content_for(Params()))
    for player, move in _moves_until(seed, want):
        session.play(move, player)
    return session


def _visitor_shift(state) -> bool:
    return state.player == VISITOR and state.phase == SHIFT


WANTS: dict[str, Callable] = {
    "start": lambda s: True,
    # mid-game at the Visitor's shift: Galleries on the chart, a talisman lying on the board
    "midgame": lambda s: _visitor_shift(s) and len(s.visited) >= 3 and bool(s.talismans),
    # the Visitor has walked-to-able spaces after his shift
    "walk": lambda s: s.player == VISITOR and s.phase == ACT and len(reachable(s, VISITOR)) >= 5,
    # a talisman in hand, after the shift
    "talisman": lambda s: s.player == VISITOR and s.phase == ACT and "move_stauf" in s.inventory,
    # Stauf is about to shift
    "stauf": lambda s: s.player == STAUF and s.phase == SHIFT and len(s.visited) >= 1,
    # the Visitor on the second floor, at his shift
    "upstairs": lambda s: _visitor_shift(s) and s.visitor is not None and s.visitor[0] == 1,
}


def shot_session() -> Session:
    """The screenshot and card game: mid-game at the Visitor's shift, Galleries charted, a talisman
    on the board."""
    return auto_session("midgame")


# -- How to Play pictures ------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _layout() -> Layout:
    g = geometry(content_for(Params()).museum)
    return Layout.fit(tuple(g.sizes), tuple(g.squares[s] for s in g.stairs))


def _floor_crop(floor: int, pad: float = 6) -> tuple[float, float, float, float]:
    left, bottom, right, top = _layout().frame_box(floor)
    return (left - pad, bottom - pad, right - left + 2 * pad, top - bottom + 2 * pad)


def _second_floor_crop(up: bool) -> tuple[float, float, float, float]:
    """The second floor with what lies above it (the Visitor's view: `up`) or below it (the spare
    in its slot and its caption)."""
    layout = _layout()
    left, bottom, right, top = layout.frame_box(1)
    if up:
        view = room_for_view(layout)
        top = max(top, view[3]) if view is not None else top
    else:
        bottom = layout.slot_box()[1]
    return (left - 2, bottom - 8, right - left + 10, top - bottom + 16)


def _panel_and_floor_crop() -> tuple[float, float, float, float]:
    """The whole panel beside the first floor (short of the second floor's frame)."""
    right = _layout().frame_box(0)[2] + 6
    return (HUD_BOX[0] - 4, HUD_BOX[1] - 4, right - HUD_BOX[0] + 4, HUD_BOX[3] - HUD_BOX[1] + 8)


def _point_at_arrow(scene) -> None:
    """Point at the first legal arrow on the first floor (the shift preview)."""
    keys = sorted(k for k in scene.legal_keys() if k[0] == 0)
    scene.input.focus_key = keys[0]
    scene.refresh()


def _point_far(scene) -> None:
    """Point at the reachable space farthest from the Visitor (the path preview)."""
    view = scene.view()
    paths = [walk_path(view, VISITOR, s) for s in reachable(view, VISITOR)]
    longest = max((p for p in paths if p), key=len)
    scene.input.focus_square = longest[-1]
    scene.refresh()


def _push(scene) -> None:
    """Push at the first legal arrow: the picture catches the far tile knocked out of the line."""
    keys = sorted(k for k in scene.legal_keys() if k[0] == 0)
    scene.moves.push(keys[0])


def _keys_upstairs(scene) -> None:
    """The keyboard cursor on the first legal arrow of the second floor (the shift preview)."""
    scene.input.keyboard = True
    scene.input.focus_key = sorted(k for k in scene.legal_keys() if k[0] == 1)[0]
    scene.refresh()


def _aim_move_stauf(scene) -> None:
    """Pick Move Stauf: the spaces he may be put on light up."""
    scene.moves.choose("move_stauf")
    scene.input.focus_square = next(iter(scene.moves.targets()))
    scene.input.keyboard = True
    scene.refresh()


def _stauf_shifts(scene) -> None:
    """Stauf pushes a line of the first floor: his arrow lights up before the maze moves."""
    shift = min((s for s in legal_shifts(scene.state) if s.floor == 0), key=lambda s: (s.side, s.index))
    scene.play_move(shift, STAUF)


def _win_round(scene) -> None:
    """Walk onto the target, then run the story on to the moment between its two banners (the
    round won, the next round): the Gallery lit with its name, the chart showing it in colour, the
    angel leaving for the next target. The picture is taken `ROUND_FRAMES` frames later."""
    ends: list[float] = []
    show = scene.banner.show

    def noted(*args) -> float:  # when each banner of the story ends, from now
        ends.append(show(*args))
        return ends[-1]

    scene.banner.show = noted
    scene.play_move(Walk(scene.state.target), VISITOR)
    del scene.banner.show
    scene.timeline.update(ends[0] + 0.1 - ROUND_FRAMES / 60)  # 0.1 s into the 0.2 s between them


def _winnable(state) -> bool:
    """The Visitor, after his shift, can walk onto a target on the first floor."""
    return (state.player == VISITOR and state.phase == ACT and state.target[0] == 0
            and walk_path(state, VISITOR, state.target) is not None)


WANTS["winnable"] = _winnable


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures (docs/rules/floorplan.md), one per page: the first floor at the
    start ("board"), the second floor and the spare in its slot ("spare"), a push knocking the far tile
    out ("slide"), the lit spaces and a path ("walk"), Move Stauf being aimed ("talisman"), Stauf's
    push announced ("stauf"), a round won ("round"), the Visitor's view over the second floor he
    stands on ("view"), the preview of a push under the pointer ("shift") and under the keyboard
    cursor ("keys")."""
    return {
        "board": Shot(lambda: auto_session("start"), _floor_crop(0)),
        "spare": Shot(lambda: auto_session("start"), _second_floor_crop(up=False)),
        "slide": Shot(lambda: auto_session("start"), _floor_crop(0), _push, frames=52),
        "walk": Shot(lambda: auto_session("walk"), _floor_crop(0), _point_far, frames=20),
        "talisman": Shot(lambda: auto_session("talisman"), _panel_and_floor_crop(), _aim_move_stauf, frames=20),
        "stauf": Shot(lambda: auto_session("stauf"), _floor_crop(0), _stauf_shifts, frames=24),
        "round": Shot(lambda: auto_session("winnable"), _panel_and_floor_crop(), _win_round, frames=ROUND_FRAMES),
        "view": Shot(lambda: auto_session("upstairs"), _second_floor_crop(up=True)),
        "shift": Shot(lambda: auto_session("start"), _floor_crop(0), _point_at_arrow, frames=20),
        "keys": Shot(lambda: auto_session("start"), _second_floor_crop(up=False), _keys_upstairs, frames=20),
    }


# -- the benchmark ---------------------------------------------------------------------------------------
def bench_actions(scene, frame_index: int) -> None:
    """Keep the board moving as the game does, from the screenshot's mid-game: whenever the scene is
    still, the player to move points at the next legal arrow (the shift preview, one frame), then
    pushes there (the heaviest animation: a line sliding, two tiles flying, riders following), then
    ends the turn; the Visitor and Stauf take turns, so both floors and every side are measured.
    Stauf's search is left out (it runs off the frame in play); his moves are played here."""
    if scene.spec.bots is not None:  # the benchmark plays Stauf's moves itself, on the frame's time
        scene.spec = replace(scene.spec, bots=None)
        scene.thinker.cancel()
    if scene.timeline.busy:
        return
    state = scene.state
    player = state.player
    if state.phase != SHIFT:
        scene.animate(scene.session.play(EndTurn(), player))
        return
    keys = sorted(scene.legal_keys())
    key = keys[(frame_index // 5) % len(keys)]
    if scene.input.focus_key != key:
        scene.input.focus_key = key
        scene.refresh()
        return
    scene.animate(scene.session.play(Shift(*key), player))
