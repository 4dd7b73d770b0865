"""Romb Raider's scene in the real headless window: walking by keys and clicks, the fog fading in
and out in the drawn pixels, spirits in the dark left undrawn (and only heard), a won room opening
the next one in the room list, a lost room's overlay, and a save resumed.

Most scenarios use a plain 7x3 room written inline, so the spirit's path is easy to follow: the
raider starts on S in the top-left corner, the spirit on G in the bottom-right.
"""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.app.scenes.result import ResultScene
from game.app.scenes.select import SelectScene
from game.core.saves import load_save
from game.core.session import Session
from game.romb.pure.content import content_for, room_from_picture
from game.romb.pure.rules import RULES, Params, State, start_state
from game.romb.pure.solver import solve, straight_walk
from game.romb.scene import FADE_S, RombScene, create_view
from game.romb.setup import RoomSelectScene, create_setup

K = arcade.key
ARROWS = {"N": K.UP, "E": K.RIGHT, "S": K.DOWN, "W": K.LEFT}
HALL = room_from_picture("""
    +-+-+-+-+-+-+-+
    |S . . . . . .|
    + + + + + + + +
    |. . . . . . .|
    + + + + + + + +
    |. . . . . . G|
    +-+-+-+-+-+-+-+
""", name="test-hall")


def play_state(drive, state: State) -> RombScene:
    """Push a scene on a session that starts from `state` (Game Select underneath, for Menu), and
    let the fade-in from black end."""
    return _push(drive, Session.from_state(RULES, state))


def play_room(drive, name: str) -> RombScene:
    """Push a scene on a shipped room from its start."""
    return _push(drive, Session(RULES, Params(room=name), 0, content_for(Params(room=name))))


def _push(drive, session: Session) -> RombScene:
    drive.app.push(SelectScene(drive.app))
    scene = create_view(drive.app, session)
    drive.app.push(scene)
    drive.frames(20)
    return scene


def brightness(drive, scene: RombScene, cell) -> float:
    """The mean brightness of a small patch at the centre of a square, as drawn."""
    x, y = scene.board.center(cell)
    image = np.asarray(drive.image().convert("L"), dtype=np.float32)
    row, col = int(720 - y), int(x)
    return float(image[row - 4:row + 5, col - 4:col + 5].mean())


def test_arrow_keys_and_wasd_walk_the_raider_square_to_square(app, drive):
    # given the raider on S in the corner
    scene = play_state(drive, start_state(HALL))
    # when Right is pressed, then S (WASD's south)
    drive.key(K.RIGHT)
    drive.settle()
    # then the raider stands one square east, in the rules and on screen
    assert scene.state.player == (1, 0)
    assert tuple(scene.board_view.raider.position) == pytest.approx(scene.board.center((1, 0)))
    drive.key(K.S)
    drive.settle()
    assert scene.state.player == (1, 1)
    assert tuple(scene.board_view.raider.position) == pytest.approx(scene.board.center((1, 1)))
    # and Space waits a turn where it stands
    drive.key(K.SPACE)
    drive.settle()
    assert scene.state.player == (1, 1) and scene.state.turns == 3


def test_each_new_turn_shows_on_the_counter_without_painting_the_still_layer_again(app, drive):
    # given the raider on S, the HUD but the turn counter painted once into the still layer
    scene = play_state(drive, start_state(HALL))
    counter = scene.hud.turns
    box = (int(counter.left) - 2, int(720 - counter.top) - 2, int(counter.right) + 2, int(720 - counter.bottom) + 2)
    before = np.asarray(drive.image().crop(box))
    # when it walks, the counter goes to "Turn 1" in the frame of the key, and nothing of the still
    # layer is painted again for it (the counter is drawn over it, each frame)
    scene.still.painted = []
    drive.key(K.RIGHT, frames=1)
    assert scene.hud.turns_text == "Turn 1"
    after = np.asarray(drive.image())
    assert np.any(after[box[1]:box[3], box[0]:box[2]] != before)
    assert scene.still.ready and not scene.still.painted
    # then the frame is the one a whole repaint gives
    drive.settle()
    after = np.asarray(drive.image())
    scene.still.drop()
    whole = np.asarray(drive.image())
    assert np.abs(after[..., :3].astype(int) - whole[..., :3].astype(int)).max() <= 2


def test_the_fog_fades_off_new_squares_and_back_over_squares_left_behind(app, drive):
    # given the raider on S: (2,1) is two squares away, dark; (0,1) beside it, lit
    scene = play_state(drive, start_state(HALL))
    dark_before = brightness(drive, scene, (2, 1))
    seen_before = brightness(drive, scene, (0, 1))
    assert dark_before < 20 < 60 < seen_before
    # when it walks east, part way into the fade (0.1 s of 0.3 s), (2,1) is between dark and light
    drive.key(K.RIGHT, frames=6)
    assert scene.timeline.busy
    middle = brightness(drive, scene, (2, 1))
    assert dark_before + 10 < middle < seen_before - 10
    # and once the fade is over it is bright stone
    drive.settle()
    assert brightness(drive, scene, (2, 1)) > 60
    # when it walks east again, (0,1) is left behind: fading, then dark again
    drive.key(K.RIGHT, frames=6)
    behind = brightness(drive, scene, (0, 1))
    assert 20 < behind < seen_before - 10
    drive.settle()
    assert brightness(drive, scene, (0, 1)) < 20
    assert scene.board_view.fog_at[(0, 1)] > 200 and scene.board_view.fog_at[(3, 1)] == 0
    assert FADE_S >= 0.25  # a fade a player sees, not a blink


def test_clicking_a_neighbouring_square_walks_there_and_clicking_the_raider_waits(app, drive):
    scene = play_state(drive, start_state(HALL))
    # when the square south of the raider is clicked
    drive.click(*scene.board.center((0, 1)))
    drive.settle()
    # then the raider walked there
    assert scene.state.player == (0, 1) and scene.state.turns == 1
    # when a square two away is clicked, nothing is played
    drive.click(*scene.board.center((2, 1)))
    drive.settle()
    assert scene.state.turns == 1
    # when the raider itself is clicked, it waits
    drive.click(*scene.board.center((0, 1)))
    drive.settle()
    assert scene.state.player == (0, 1) and scene.state.turns == 2


def test_a_spirit_in_the_dark_is_not_drawn_only_heard_until_its_square_is_uncovered(app, drive):
    # given a spirit three squares east of the raider, in the dark
    state = State(room=HALL, player=(0, 0), monsters=((4, 0),))
    scene = play_state(drive, state)
    assert not scene.board_view.spirits.sprites or not scene.board_view.spirits.sprites[0].visible
    # when the raider waits, the spirit glides to (3,0), still in the dark
    drive.key(K.SPACE)
    drive.settle()
    assert RULES.observe(scene.state, 0).monsters == ()
    assert not scene.board_view.spirits.sprites[0].visible
    assert brightness(drive, scene, (3, 0)) < 20
    # then it was only heard: a low sound and a line, never its square
    assert "monster" in app.audio.played
    assert "hear something move" in scene.message.text
    # when the raider waits twice more, the spirit comes onto (1,0), next to it: now it is drawn there
    drive.key(K.SPACE)
    drive.settle()
    assert not scene.board_view.spirits.sprites[0].visible
    drive.key(K.SPACE)
    drive.settle()
    assert RULES.observe(scene.state, 0).monsters == ((0, (1, 0)),)
    assert scene.board_view.spirits.sprites[0].visible and scene.board_view.spirits.sprites[0].alpha == 255
    x, y = scene.board.center((1, 0))
    assert scene.board_view.spirits.sprites[0].center_x == pytest.approx(x)
    assert scene.board_view.spirits.sprites[0].center_y == pytest.approx(y, abs=scene.board.cell * 0.06)


def test_winning_a_room_records_progress_and_opens_the_next_room(app, drive):
    # given the first room and its shortest win, walked with the arrow keys
    scene = play_room(drive, "first-steps")
    line = solve(scene.state)
    for move in line:
        drive.key(ARROWS[move.direction] if hasattr(move, "direction") else K.SPACE)
        drive.settle()
    # then the room is won: the result overlay, the progress and the best turns are in the profile
    assert isinstance(app.scene, ResultScene)
    assert app.scene.heading.text == "Room cleared!"
    assert app.profile.progress["romb"]["won"] == ["first-steps"]
    assert app.profile.best["romb"]["first-steps"] == 1000 - len(line)
    # when Enter takes "Next room", the second room starts
    drive.key(K.ENTER)
    assert isinstance(app.scene, RombScene) and app.scene.state.room.name == "torchlight"
    # and the room list shows the first room won, the second open, the third still locked
    app.to_menu()
    app.push(create_setup(app))
    drive.frames(2)
    rooms = app.scene
    assert isinstance(rooms, RoomSelectScene)
    assert [w.enabled for w in rooms.menu.widgets[:3]] == [True, True, False]
    assert rooms.menu.widgets[0].note.text == f"best {len(line)} turns"
    assert rooms.menu.index == 1
    drive.key(K.ENTER)
    assert isinstance(app.scene, RombScene) and app.scene.state.room.name == "torchlight"


def test_a_fresh_profile_opens_only_the_first_room(app, drive):
    app.push(create_setup(app))
    drive.frames(2)
    widgets = app.scene.menu.widgets
    assert widgets[0].enabled and not any(w.enabled for w in widgets[1:])
    drive.key(K.DOWN)  # locked rooms are skipped
    assert app.scene.menu.index == 0


def test_losing_shows_how_the_raider_was_caught_and_retry_starts_the_room_again(app, drive):
    # given the first room, walked straight towards G
    scene = play_room(drive, "first-steps")
    for move in straight_walk(scene.state.room):
        if scene.state.outcome != "playing":
            break
        drive.key(ARROWS[move.direction])
        drive.settle()
    # then the loss overlay says how
    assert scene.state.outcome == "lost"
    result = app.scene
    assert isinstance(result, ResultScene) and result.heading.text == "Caught!"
    assert "caught you" in result.lines[0].text or "walked into" in result.lines[0].text
    assert [b.label for b in result.actions] == ["Retry", "Menu"] and result.menu.index == 0  # Retry first
    assert "romb" not in app.profile.best
    # when Retry is taken, the room starts again from S
    drive.key(K.ENTER)
    assert app.scene is scene
    assert scene.state.turns == 0 and scene.state.player == scene.state.room.start
    assert tuple(scene.board_view.raider.position) == pytest.approx(scene.board.center(scene.state.room.start))


def test_a_room_in_progress_is_saved_and_resumes_where_it_was(app, drive):
    scene = play_room(drive, "torchlight")
    for key in (K.DOWN, K.DOWN, K.RIGHT):  # the start of its shortest win: still in play
        drive.key(key)
        drive.settle()
    resumed = load_save(RULES)
    assert resumed is not None and resumed.state == scene.state
    view = create_view(app, resumed)
    app.push(view)
    drive.settle()
    assert tuple(view.board_view.raider.position) == pytest.approx(view.board.center(scene.state.player))
    assert view.hud.turns_text == "Turn 3"


# -- the fog hides the map -------------------------------------------------------------------------------
DARK_MAP = room_from_picture("""
    +-+-+-+-+-+-+-+-+-+
    |S . . . . T . . .|
    + + + + + + + + + +
    |. . . .|. . . . .|
    + + + + + + + + + +
    |. . . . . . . . G|
    +-+-+-+-+-+-+-+-+-+
""", name="test-dark-map")
WALL = ((3, 1), (4, 1))   # between two covered squares at the start
TORCH = (5, 0)            # on a covered square at the start


def patch(drive, point, radius: int = 5):
    """The RGB pixels of a small square round a design-space point, as drawn."""
    image = np.asarray(drive.image().convert("RGB"), dtype=np.int16)
    row, col = int(720 - point[1]), int(point[0])
    return image[row - radius:row + radius + 1, col - radius:col + radius + 1]


def wall_point(scene):
    return scene.board.left + 4 * scene.board.cell, scene.board.top - 1.5 * scene.board.cell


def test_a_covered_squares_wall_and_torch_are_not_drawn(app, drive):
    from game.romb import art

    # given the raider on S and the wall and torch far off in the dark
    scene = play_state(drive, start_state(DARK_MAP))
    fog = np.array(art.FOG[:3], dtype=np.int16)
    # then neither the view nor the screen shows them: the dark there is the plain fog colour
    view = scene.view()
    assert WALL not in view.walls and TORCH not in view.torches
    for point in (wall_point(scene), scene.board.center(TORCH)):
        assert np.abs(patch(drive, point) - fog).max() <= 2, point
    # and once the raider walks up to them they are drawn
    for step in "EEEE":
        drive.key(ARROWS[step])
        drive.settle()
    assert scene.state.outcome == "playing"
    assert WALL in scene.view().walls and TORCH in scene.view().torches
    assert np.abs(patch(drive, wall_point(scene)) - fog).max() > 20
    assert np.abs(patch(drive, scene.board.center(TORCH)) - fog).max() > 20


def test_remembering_the_map_is_an_assist_drawn_dim_and_recorded_apart(app, drive):
    from game.romb import art
    from game.romb.map_view import REMEMBERED_ALPHA

    fog = np.array(art.FOG[:3], dtype=np.int16)
    # off by default: seen walls go back under the fog
    assert app.settings.remember_map is False
    scene = play_state(drive, start_state(DARK_MAP))
    for step in "EEEWWW":
        drive.key(ARROWS[step])
        drive.settle()
    assert np.abs(patch(drive, wall_point(scene)) - fog).max() <= 2
    assert scene.score_key() == "test-dark-map"
    # on: the wall seen on the way stays as a dim outline, and the room's score is kept apart
    app.settings.remember_map = True
    scene = play_state(drive, start_state(DARK_MAP))
    for step in "EEEWWW":
        drive.key(ARROWS[step])
        drive.settle()
    assert WALL not in scene.view().walls
    wall = scene.board_view.map.wall_at[WALL]
    assert wall.alpha == REMEMBERED_ALPHA and wall in scene.board_view.walls
    assert np.abs(patch(drive, wall_point(scene)) - fog).max() > 2
    assert scene.score_key() == "test-dark-map+map"
