"""Olifantenpad's pictures and benchmark: the session for screenshots and the card, the How to Play
shots (`docs/rules/olifantenpad.md` shows them), and what keeps the scene busy while
`tools/bench.py` times its frames.

Every session here is scripted and deterministic: the bots decide with their seeded RNG, and the
player's walks are the idle hint's (the hard bot's search from the player's view).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from game.core.bots import Budget, bot_rng
from game.core.session import Session
from game.olifantenpad.pure import ai
from game.olifantenpad.pure.content import find_park
from game.olifantenpad.pure.lessons import LESSONS
from game.olifantenpad.pure.rules import RULES, Params, Plan, State
from game.ui.shot import Shot

SHOT_PARK, SHOT_SEED, SHOT_HOURS = "orchard", 7, 3
SHOT_PARAMS = Params(players=3, park=SHOT_PARK, seats=("human", "easy", "normal"))


def _bots_plan(session: Session) -> None:
    """Every bot still to plan plans, with its seeded RNG."""
    for player in list(session.to_move()):
        if player in session.humans:
            continue
        bot = ai.bot_for(session.params, player)
        view = RULES.observe(session.state, player)
        session.play(bot.decide(RULES, view, player, bot_rng(session.seed, len(session.history), player),
                                bot.budget()), player)


def _hint(session: Session, player: int = 0) -> Plan:
    return ai.hint(RULES, session.state, player, Budget(200_000)) or Plan()


@lru_cache(maxsize=4)
def _played(hours: int) -> tuple[State, tuple]:
    """The orchard game against an easy and a normal bot, `hours` hours in (state, moves)."""
    session = Session(RULES, SHOT_PARAMS, SHOT_SEED, find_park(SHOT_PARK))
    for _ in range(hours):
        _bots_plan(session)
        session.play(_hint(session), 0)
    return session.state, tuple(session.history)


def _session(hours: int) -> Session:
    """A fresh session replaying the scripted game `hours` hours in."""
    session = Session(RULES, SHOT_PARAMS, SHOT_SEED, find_park(SHOT_PARK))
    for played in _played(hours)[1]:
        session.play(played.move, played.player)
    return session


def shot_session() -> Session:
    """The Orchard against an easy and a normal bot at 16:00: trails of all three colours, grey
    ties, points on the board."""
    return _session(SHOT_HOURS)


# -- the benchmark ------------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _bench_hour() -> tuple[State, State, tuple]:
    """The 16:00 hour of the scripted game: the state before the last plan, after it, its events."""
    session = _session(SHOT_HOURS)
    _bots_plan(session)
    before = session.state
    events = session.play(_hint(session), 0)
    return before, session.state, tuple(events)


def bench_actions(scene, frame_index: int) -> None:
    """Keep an hour playing out: whenever the scene is still, show the 16:00 position again (a frame
    of its own, as an undo is: no plan of a player's resets the park), then at the next frame play
    its hour out (walks, claims, visitors, points, regrowth), without saving. The hour is resolved
    once, so the frames time the scene, not the rules."""
    if scene.timeline.busy:
        return
    before, after, events = _bench_hour()
    people = Params(players=3, park=SHOT_PARK, seats=("human",) * 3)  # no bot is asked between hours
    if scene.state is not before:
        scene.session = Session.from_state(RULES, before, people, SHOT_SEED)
        scene.sync()
        return
    scene.session = Session.from_state(RULES, after, people, SHOT_SEED)
    scene.animate(scene.session.events_for(list(events), scene.viewer))


# -- How to Play pictures (tools/shots.py) -----------------------------------------------------------------
def _crop(park, left: int, top: int, right: int, bottom: int, lesson: bool = False, margin: int = 10,
          below: int = 0) -> tuple[float, float, float, float]:
    """The design-space box round cells (left, top) to (right, bottom) of a park as the scene fits it,
    `below` more pixels at the bottom (the message line)."""
    from game.olifantenpad.board_view import fit_board

    board = fit_board(park, lesson=lesson)
    x0, y0 = board.left + left * board.cell - margin, board.top - (bottom + 1) * board.cell - margin - below
    x1, y1 = board.left + (right + 1) * board.cell + margin, board.top - top * board.cell + margin
    x0, y0 = max(0, x0), max(0, y0)
    return x0, y0, min(1280, x1) - x0, min(720, y1) - y0


#: The side of How to Play's picture box (game/app/scenes/howto.py `PICTURE_SIZE`): a square this
#: big is shown pixel for pixel.
PICTURE = 500


def _square(park, x: float, y: float, size: int = PICTURE) -> tuple[float, float, float, float]:
    """A `size` square of the park round cell (x, y), moved to lie inside the park's picture
    (hedge included) so that it shows the park and nothing round it; a park smaller than that
    across is centred in it."""
    from game.olifantenpad.board_view import HEDGE, fit_board

    board = fit_board(park)
    cx, cy = board.center((x, y))

    def place(centre: float, low: float, high: float) -> float:
        if high - low <= size:
            return (low + high - size) / 2
        return min(max(low, centre - size / 2), high - size)
    left = place(cx, board.left - HEDGE, board.left + board.width + HEDGE)
    bottom = place(cy, board.bottom - HEDGE, board.top + HEDGE)
    return round(left), round(bottom), size, size


def _lesson_crop(park) -> tuple[float, float, float, float]:
    """A lesson's park with its text above it."""
    from game.olifantenpad.board_view import fit_board

    board = fit_board(park, lesson=True)
    left, bottom = board.left - 24, board.bottom - 24
    return left, bottom, board.width + 48, 704 - bottom


def _at_16() -> Session:
    session = _session(SHOT_HOURS)
    _bots_plan(session)
    return session


def _lay_hint(scene, count: int = 4) -> None:
    """Lay the first steps of the hinted walk by clicks, as a player would, and point at the next."""
    plan = _hint(scene.session)
    if plan.gate is not None:  # the hint enters by a gate: click it first, as a player would
        scene.input.draft.choose_start(tuple(plan.gate))
    for cell in plan.steps[:count]:
        scene.input.lay(tuple(cell))
    if len(plan.steps) > count:
        scene.pointer_move(*scene.board.center(tuple(plan.steps[count])))


def _ahead(seconds: float):
    """A setup that plays the rest of the hour and jumps its animation `seconds` in."""
    def play(scene) -> None:
        plan = _hint(scene.session) if scene.view.park.name == SHOT_PARK else Plan(((8, 4), (7, 3), (6, 2)), (9, 5))
        scene.play_move(plan, 0)
        scene.timeline.update(seconds)
    return play


def _plain(index: int, name: str) -> Callable[[], Session]:
    """A one-player game on a lesson's park, as an ordinary game (no lesson text above the park)."""
    lesson = LESSONS[index]
    return lambda: Session(RULES, Params(players=1, park=name, seats=("human",)), 3, lesson.park)


def _refuse(scene) -> None:
    for cell in ((1, 1), (2, 1)):
        scene.input.lay(cell)
    scene.input.lay((2, 2))  # a tree


def _two_on_ties() -> Session:
    """Two people on the park of the lesson on ties, as an ordinary game."""
    return Session(RULES, Params(players=2, park="ties", seats=("human", "human")), 3, LESSONS[3].park)


def _tie(scene) -> None:
    """Both come in and step on the cell between the gates as their step 3 (Sam's walk of the
    lesson); jump to the claims."""
    scene.play_move(Plan(((4, 1), (3, 2), (3, 3)), (3, 0)), 0)
    scene.play_move(LESSONS[3].partner_plan(0), 1)
    scene.timeline.update(1.55)


def _lesson(index: int) -> Callable[[], Session]:
    lesson = LESSONS[index]
    return lambda: Session(RULES, lesson.params(), 0, lesson.park)


#: The side panel's clock, hour, players, visitors and walk (design pixels: left, bottom, width, height).
PANEL_TOP = (906, 212, 368, 500)


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures, one per page of `docs/rules/olifantenpad.md`: a corner of the park
    (gate, sidewalk, trees, trails and paths in two colours); the three walks of an hour walked
    together; gate entry steps 3 and 4 and a refused step into a tree with its reason; Sam and you
    on one cell with the same step number, turning it grey; visitors over the new trail with "+2"
    rising; the rules' example (three visitors cut a corner over a two-cell trail); a busy trail
    fenced off; a walk being laid (numbered steps, where the next may go); the panel with the bots'
    levels and points; the lesson on ties with Sam's walk."""
    orchard = find_park(SHOT_PARK)
    crowd, routes, ties = LESSONS[4].park, LESSONS[2].park, LESSONS[3].park
    return {
        "park": Shot(shot_session, _square(orchard, 0, 0)),
        "walks": Shot(_at_16, _square(orchard, 8.5, 6), _ahead(0.4), frames=22),
        "refuse": Shot(_lesson(0), _crop(LESSONS[0].park, 0, 0, 9, 6, lesson=True, below=60), _refuse, frames=20),
        "tie": Shot(_two_on_ties, _square(ties, 4, 3), _tie, frames=22),
        "visitors": Shot(_at_16, _square(orchard, 8.5, 6), _ahead(2.8), frames=22),
        "example": Shot(_plain(2, "routes"), _crop(routes, 0, 0, 9, 6), _ahead(2.6), frames=22),
        "closure": Shot(_plain(4, "crowd"), _crop(crowd, 0, 0, 9, 6), _ahead(4.55), frames=22),
        "plan": Shot(_at_16, _square(orchard, 9, 6), _lay_hint, frames=30),
        "panel": Shot(_at_16, PANEL_TOP),
        "lesson": Shot(_lesson(3), _lesson_crop(LESSONS[3].park)),
    }
