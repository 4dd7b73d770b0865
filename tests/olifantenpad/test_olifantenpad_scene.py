"""Olifantenpad's scene in the real headless window: real key and mouse events, frames stepped,
pixels read. Planning by keyboard and by mouse (with a refused step and its reason), a hot-seat
hand-over that hides the park and the earlier plan, the visitors walking and scoring, a game
against a bot to its results, save and Continue, a replay, a lesson's goal reached, and the setup
screen starting a game.

Most scenarios use small parks written inline: ROUTES has an L-shaped sidewalk from gate A (top
left) to gate B (right); a trail across its inner corner is cheaper for the 3 visitors of each hour.
"""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.app.games import saved_session
from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.catalog import game
from game.core.saves import has_save, load_save
from game.core.session import Session
from game.olifantenpad.art import PLAYER_COLORS
from game.olifantenpad.pure import ai
from game.olifantenpad.pure.lessons import LESSONS
from game.olifantenpad.pure.park import park_from_picture
from game.olifantenpad.pure.rules import RULES, Params, Plan
from game.olifantenpad.scene import OlifantenpadScene, create_view
from game.olifantenpad.setup import SetupScene

K = arcade.key
ROUTES = park_from_picture("""
    A=====....
    .....=....
    .....=....
    .....=....
    .....=====
    .t.......B
    ..........
""", [[("A", "B", 3)]] * 5, name="test-routes", school_trip_size=0)


def solo(park=ROUTES) -> Session:
    return Session(RULES, Params(players=1, park=park.name, seats=("human",)), 3, park)


def push(drive, session: Session, **kw) -> OlifantenpadScene:
    """A scene on a session (Game Select underneath, for Menu), the fade-in over."""
    drive.app.push(SelectScene(drive.app))
    scene = create_view(drive.app, session, **kw)
    drive.app.push(scene)
    drive.frames(20)
    return scene


def pixel(drive, scene, cell, dx: float = 0.0, dy: float = 0.0) -> np.ndarray:
    """The colour drawn at a cell's centre (offset by fractions of a cell), as RGB."""
    x, y = scene.board.center(cell)
    x, y = drive.window_point(x + dx * scene.board.cell, y + dy * scene.board.cell)
    image = np.asarray(drive.image().convert("RGB"), dtype=np.int32)
    height = image.shape[0]
    return image[int(height - y), int(x)]


def near(color, target, tolerance: int = 40) -> bool:
    return all(abs(int(a) - int(b)) <= tolerance for a, b in zip(color, target))


def greenish(color) -> bool:
    return color[1] > color[0] + 25 and color[1] > color[2] + 25


def skip_hour(drive, scene) -> None:
    """Let an hour play out (Space skips what is left of it)."""
    drive.frames(3)
    if scene.timeline.busy:
        drive.key(K.SPACE)
    drive.settle()


def wait_for_bots(drive, scene, limit: int = 1200) -> None:
    """Frames until no bot is thinking or still to plan."""
    for _ in range(limit):
        drive.frames(1)
        if not scene.thinking and scene.session.bot_to_move() is None:
            return
    raise AssertionError("the bots never planned")


# -- planning ------------------------------------------------------------------------------------------------
def test_planning_by_keyboard_lays_numbered_steps_refuses_with_the_reason_and_walks(app, drive):
    # given a solo game: the player is outside, gate A chosen; Tab picks gate B instead
    scene = push(drive, solo())
    assert scene.draft.gate == (0, 0)
    drive.key(K.TAB)
    assert scene.draft.gate == (9, 5) and scene.draft.first_number == 3
    # when Q (north-west) is pressed three times: steps 3, 4, 5 from the gate
    for _ in range(3):
        drive.key(K.Q)
    assert scene.draft.steps == [(8, 4), (7, 3), (6, 2)]
    assert scene.draft.numbers() == [3, 4, 5]
    # then the step markers are drawn in the player's colour on their cells
    assert near(pixel(drive, scene, (7, 3), 0.1, 0.1), PLAYER_COLORS[0], 60)
    # and a sixth step is refused with the reason, a red cross and a sound
    drive.key(K.W)
    assert scene.draft.steps == [(8, 4), (7, 3), (6, 2)]
    assert "steps 3 to 5" in scene.message.text and "refuse" in app.audio.played
    # when Backspace takes the last step back and W steps north instead
    drive.key(K.BACKSPACE)
    drive.key(K.W)
    assert scene.draft.steps == [(8, 4), (7, 3), (7, 2)]
    # and Enter walks: the rules have the walk, the hour plays out
    drive.key(K.ENTER)
    assert scene.state.hour == 1 and scene.state.positions[0] == (7, 2)
    skip_hour(drive, scene)
    assert scene.state.level((7, 3)) == 1 and scene.state.owner_of((7, 3)) == 0
    assert scene.draft is not None and scene.draft.origin == (7, 2)


def test_a_step_into_a_tree_is_refused_with_the_rules_reason(app, drive):
    scene = push(drive, solo())
    drive.key(K.S)  # from gate A (0,0): step 3 to (0,1)
    for _ in range(3):
        drive.key(K.S)  # (0,2), (0,3) ... the walk is full after step 5
    assert scene.draft.steps == [(0, 1), (0, 2), (0, 3)]
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    # from (0,3): south-east is (1,4), then south (1,5) is a tree
    drive.key(K.C)
    drive.key(K.S)
    assert scene.draft.steps == [(1, 4)]
    assert "tree" in scene.message.text
    assert scene.plan_view.cross.alpha > 0


def test_planning_by_mouse_gate_cells_cut_back_right_click_and_the_walk_button(app, drive):
    scene = push(drive, solo())
    board = scene.board
    # when gate B is clicked, it is the start; then three cells are clicked one by one
    drive.click(*board.center((9, 5)))
    assert scene.draft.gate == (9, 5)
    for cell in ((8, 4), (7, 3)):
        drive.click(*board.center(cell))
    # a click on a cell that is not next to the walk's end is refused, nothing changes
    drive.click(*board.center((2, 6)))
    assert scene.draft.steps == [(8, 4), (7, 3)] and "not next to" in scene.message.text
    drive.click(*board.center((6, 2)))
    assert scene.draft.steps == [(8, 4), (7, 3), (6, 2)]
    # clicking an earlier step cuts the walk back to it; a right-click takes one more back
    drive.click(*board.center((7, 3)))
    assert scene.draft.steps == [(8, 4), (7, 3)]
    drive.click(*board.center((6, 2)), button=arcade.MOUSE_BUTTON_RIGHT)
    assert scene.draft.steps == [(8, 4)]
    drive.click(*board.center((7, 3)))
    drive.click(*board.center((6, 2)))
    # when the Walk! button is clicked, the plan is played
    walk = scene.hud.walk
    drive.click(walk.left + walk.width / 2, walk.bottom + walk.height / 2)
    assert scene.state.hour == 1 and scene.state.positions[0] == (6, 2)
    assert scene.session.history[-1].move == Plan(((8, 4), (7, 3), (6, 2)), (9, 5))


# -- hot-seat ---------------------------------------------------------------------------------------------------
def test_hot_seat_hides_the_park_between_planners_and_shows_no_earlier_plan(app, drive):
    app.profile.progress["olifantenpad"] = {"names": ["Ann", "Bob"], "timer": True}
    session = Session(RULES, Params(players=2, park="test-routes", seats=("human", "human")), 3, ROUTES)
    scene = push(drive, session)
    # given the cover for Ann: the park is not drawn
    assert scene.input.covered_by_handover and scene.cover.heading.text == "Pass to Ann"
    assert not greenish(pixel(drive, scene, (2, 3)))
    # when Ann shows the park and plans from gate B
    drive.key(K.ENTER)
    assert not scene.input.covered_by_handover and scene.viewer == 0
    assert greenish(pixel(drive, scene, (2, 3)))
    assert scene.input.timer_left is not None and scene.input.timer_left <= 30
    drive.key(K.TAB)
    drive.key(K.Q)
    drive.key(K.Q)
    ann_cell = (7, 3)
    assert near(pixel(drive, scene, ann_cell, 0.1, 0.1), PLAYER_COLORS[0], 60)
    drive.key(K.ENTER)
    # then the park is hidden again, for Bob
    assert scene.input.covered_by_handover and scene.cover.heading.text == "Pass to Bob"
    assert not greenish(pixel(drive, scene, ann_cell))
    # when Bob takes the screen, his view has no plan of Ann's
    drive.click(640, 360)
    assert scene.viewer == 1 and scene.draft.steps == []
    assert RULES.observe(scene.state, 1).plan is None
    assert not scene.plan_view.markers.listed
    assert not near(pixel(drive, scene, ann_cell, 0.1, 0.1), PLAYER_COLORS[0], 60)
    assert scene.hud.rows[0][1].text == "walk planned"
    # when Bob walks too, the hour plays out for both, then the cover comes back for Ann
    drive.key(K.D)
    drive.key(K.ENTER)
    assert scene.state.hour == 1
    skip_hour(drive, scene)
    assert scene.input.covered_by_handover and scene.cover.heading.text == "Pass to Ann"


def test_the_hot_seat_timer_runs_out_and_the_planner_stands_still(app, drive):
    app.profile.progress["olifantenpad"] = {"timer": True}
    session = Session(RULES, Params(players=2, park="test-routes", seats=("human", "human")), 3, ROUTES)
    scene = push(drive, session)
    drive.key(K.ENTER)
    scene.input.timer_left = 0.05
    drive.frames(6)
    assert scene.session.history[-1].move == Plan() and scene.session.history[-1].player == 0
    assert "Time's up" in scene.message.text
    assert scene.input.covered_by_handover and scene.input.next_planner() == 1


# -- the hour played out ------------------------------------------------------------------------------------
def test_the_visitors_walk_their_route_leave_footprints_and_the_points_count_up(app, drive, monkeypatch):
    scene = push(drive, solo())
    drive.key(K.TAB)
    for _ in range(3):
        drive.key(K.Q)
    written = []  # pictures written into the scene's atlas: all made when the scene was
    monkeypatch.setattr(scene.walkers.tokens.atlas, "write_image", lambda *a, **k: written.append(a))
    drive.key(K.ENTER, frames=1)
    # the hour plays out: the player walks, then the three visitors cut the corner over the trail
    seen_people = seen_prints = 0
    scores = []
    for _ in range(600):
        drive.frames(2)
        seen_people = max(seen_people, len(scene.walkers.people.listed))
        seen_prints = max(seen_prints, len(scene.walkers.prints.listed))
        scores.append(scene.hud.rows[0][2].text)
        if not scene.timeline.busy:
            break
    assert seen_people == 3 and seen_prints > 0
    assert written == []  # no visitor, footprint, glow or "+3" drawn into the atlas mid-hour
    # the score counted up on the owned cells, 3 points each, to the rules' 6
    assert "3" in scores and scores[-1] == "6" == str(scene.state.scores[0])
    assert "coin" in app.audio.played
    # and the worn cells show their owner: the trail cell is no longer lawn green
    drive.frames(30)
    assert not greenish(pixel(drive, scene, (7, 3), 0.22, 0.0))


def test_a_busy_stretch_is_fenced_for_an_hour_and_then_grass_again(app, drive):
    lesson = LESSONS[4]  # closures: a crowd of 6 from A to B
    crowd = Session(RULES, Params(players=1, park="crowd", seats=("human",)), 3, lesson.park)
    scene = push(drive, crowd)
    drive.key(K.TAB)
    for _ in range(3):
        drive.key(K.Q)
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    assert scene.state.fences and scene.park_view.fences
    fenced = scene.state.fences[0]
    assert scene.park_view.fence[scene.park_view.index(fenced)] in scene.park_view.fences
    drive.key(K.ENTER)  # stand still for an hour
    skip_hour(drive, scene)
    assert not scene.state.fences and not scene.park_view.fences
    assert scene.state.level(fenced) == 0


# -- whole games -----------------------------------------------------------------------------------------------
def test_a_game_against_a_bot_to_the_end_shows_the_results_and_the_rating_change(app, drive, monkeypatch):
    monkeypatch.setattr(ai, "bot_for", lambda params, player: ai.make_bot("easy"))
    session = Session(RULES, Params(players=2, park="test-routes", seats=("human", "easy")), 3, ROUTES)
    scene = push(drive, session)
    for hour in range(5):
        wait_for_bots(drive, scene)
        if hour == 0:
            drive.key(K.TAB)
            for _ in range(3):
                drive.key(K.Q)
        drive.key(K.ENTER)
        skip_hour(drive, scene)
    assert scene.state.over
    drive.frames(5)
    drive.key(K.SPACE)  # after 17:00 the park stays in view until a key (or 3 s)
    results = app.scene
    assert isinstance(results, ResultScene)
    assert any("Rating 1000 \u2192" in label.text for label in results.lines)
    assert app.profile.progress["olifantenpad"]["rated_games"] == 1
    assert not has_save("olifantenpad")
    # Menu goes back to Game Select
    drive.key(K.RIGHT)
    drive.key(K.ENTER)
    assert isinstance(app.scene, SelectScene)


def test_save_and_continue_resume_the_same_hour_with_the_bot_moves_recorded(app, drive, monkeypatch):
    monkeypatch.setattr(ai, "bot_for", lambda params, player: ai.make_bot("easy"))
    session = Session(RULES, Params(players=2, park="test-routes", seats=("human", "easy")), 3, ROUTES)
    scene = push(drive, session)
    wait_for_bots(drive, scene)
    drive.key(K.TAB)
    drive.key(K.Q)
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    wait_for_bots(drive, scene)  # the bot plans 14:00 too; the save has its move
    assert has_save("olifantenpad")
    saved = load_save(RULES)
    assert [p.player for p in saved.history] == [p.player for p in scene.session.history]
    assert saved.state == scene.state
    # when the app starts again and the card's Continue opens it
    app.start()
    continued, problem = saved_session(game("olifantenpad"))
    assert problem is None
    again = push(drive, continued)
    assert again.state == scene.state and again.state.hour == 1
    assert again.draft is not None and again.draft.origin == (8, 4)
    assert again.walkers.token[0] in again.walkers.tokens


def test_a_replay_plays_the_recorded_game_back_to_its_end(app, drive, monkeypatch):
    monkeypatch.setattr(ai, "bot_for", lambda params, player: ai.make_bot("easy"))
    session = Session(RULES, Params(players=2, park="test-routes", seats=("human", "easy")), 3, ROUTES)
    from game.core.bots import bot_rng
    for hour in range(5):
        session.play(Plan(((8, 4), (7, 3), (6, 2)), (9, 5)) if hour == 0 else Plan(), 0)
        bot = ai.make_bot("easy")
        view = RULES.observe(session.state, 1)
        session.play(bot.decide(RULES, view, 1, bot_rng(3, len(session.history), 1), bot.budget()), 1)
    final = session.state
    replayed, moves = Session.for_replay(RULES, session.to_save())
    monkeypatch.setattr(ai, "bot_for", lambda params, player: pytest.fail("a replay asked a bot"))
    scene = push(drive, replayed, replay_moves=moves)
    app.settings.animation_speed = 4.0
    for _ in range(4000):
        drive.frames(2)
        if isinstance(app.scene, ResultScene):
            break
    assert scene.state == final
    assert isinstance(app.scene, ResultScene)
    assert app.scene.heading.text == "Replay over"
    assert [w.label for w in app.scene.actions] == ["Menu"]


def test_a_lesson_reached_by_keyboard_is_recorded_and_offers_the_next(app, drive):
    lesson = LESSONS[0]  # walking and gates: reach (7, 4) by the bench
    scene = push(drive, Session(RULES, lesson.params(), 0, lesson.park))
    assert scene.lesson is lesson and scene.plan_view.targets
    for key in (K.C, K.D, K.C):  # from gate A: (1,1), (2,1), (3,2)
        drive.key(key)
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    assert not isinstance(app.scene, ResultScene)  # not there yet
    steps = [(4, 2), (5, 2), (6, 2), (7, 3), (7, 4)]  # round the pond, by mouse
    for cell in steps:
        drive.click(*scene.board.center(cell))
    assert scene.draft.steps == steps
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    drive.frames(5)
    assert isinstance(app.scene, ResultScene) and app.scene.heading.text == "Lesson complete!"
    assert lesson.name in app.profile.progress["olifantenpad"]["lessons"]
    drive.key(K.ENTER)  # Next lesson
    assert isinstance(app.scene, OlifantenpadScene) and app.scene.lesson is LESSONS[1]


# -- setup -------------------------------------------------------------------------------------------------------
def test_the_setup_screen_starts_a_game_against_two_hard_bots_by_keyboard(app, drive):
    app.push(SelectScene(app))
    app.push(SetupScene(app))
    drive.frames(3)
    setup = app.scene
    while setup.mode.value != "bots":
        drive.key(K.RIGHT)
    drive.key(K.DOWN)  # park
    drive.key(K.DOWN)  # bots
    drive.key(K.RIGHT)
    drive.key(K.DOWN)  # difficulty
    drive.key(K.RIGHT)
    assert (setup.bots.value, setup.level.value) == ("2", "hard")
    drive.key(K.ENTER)
    scene = app.scene
    assert isinstance(scene, OlifantenpadScene)
    assert scene.session.params.seats == ("human", "hard", "hard") and scene.session.humans == (0,)
    assert scene.mode.kind == "bots"


def test_the_setup_screen_takes_hot_seat_names_typed_and_keeps_them(app, drive):
    app.push(SelectScene(app))
    app.push(SetupScene(app))
    drive.frames(3)
    setup = app.scene
    while setup.mode.value != "hotseat":
        drive.key(K.RIGHT)
    drive.key(K.DOWN)
    drive.key(K.DOWN)
    drive.key(K.DOWN)  # Player 1's name
    for _ in range(8):
        drive.key(K.BACKSPACE)
    app.dispatch_event("on_text", "Mia")
    drive.frames(2)
    drive.key(K.ENTER)
    scene = app.scene
    assert isinstance(scene, OlifantenpadScene) and scene.mode.hotseat
    assert scene.player_name(0) == "Mia" and app.profile.progress["olifantenpad"]["names"][0] == "Mia"


def test_the_park_of_the_day_keeps_the_best_score_of_the_day(app, drive):
    import datetime

    from game.olifantenpad.pure.content import content_for

    today = datetime.date.today().isoformat()
    params = Params(players=1, day=today, seats=("human",))
    scene = push(drive, Session(RULES, params, 5, content_for(params)))
    assert scene.mode.kind == "day" and scene.score_key() == f"day-{today}"
    app.settings.animation_speed = 4.0
    for _ in range(5):
        drive.key(K.ENTER)  # stand outside: nothing to lose, nothing scored
        skip_hour(drive, scene)
    drive.frames(5)
    drive.key(K.SPACE)  # after 17:00 the park stays in view until a key (or 3 s)
    assert isinstance(app.scene, ResultScene) and app.scene.heading.text == "The park closes"
    assert app.profile.best["olifantenpad"][f"day-{today}"] == 0
