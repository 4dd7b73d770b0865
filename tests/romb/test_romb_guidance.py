"""What Romb Raider shows a player so that nothing is a surprise, in the real headless window with
real key events: the arrow of a spirit's next step, walls drawn as what they do (solid while they
hold a spirit, broken while a square beside them is dark), the idle hint's gold ring at turn 0 after
the delay (frames stepped in real time), and after a catch Retry focused with the catch in sight."""

from __future__ import annotations

from dataclasses import replace

import arcade
import numpy as np
import pytest

from game.app.scenes.result import ResultScene
from game.romb.pure.rules import start_state
from game.romb.pure.solver import straight_walk
from game.romb.spirits import CATCH_COLOR, STEP_REACH
from game.romb.textures import SPIRIT_COLORS, open_wall_texture, wall_texture, wall_thickness
from tests.romb.test_romb_foresight import OLD_FIRST
from tests.romb.test_romb_scene import ARROWS, HALL, patch, play_room, play_state

K = arcade.key


def arrow_point(scene, origin, to):
    """Where the arrow of a step from `origin` to `to` is drawn (design space)."""
    x, y = scene.board.center(origin)
    c = scene.board.cell
    return x + (to[0] - origin[0]) * c * STEP_REACH, y - (to[1] - origin[1]) * c * STEP_REACH


def test_the_spirits_next_step_is_shown_and_is_where_it_goes(app, drive):
    # given the raider on S and the spirit in sight on G, the far corner of an open hall
    scene = play_state(drive, start_state(HALL))
    drive.settle()
    # then an arrow points from G one square north, the spirit's next step if the raider waits
    view = scene.view()
    assert view.next_steps == ((0, (6, 1)),)
    mark = scene.board_view.spirits.step_marks[0]
    assert mark in scene.board_view.marks and mark.angle == -90
    point = arrow_point(scene, (6, 2), (6, 1))
    assert tuple(mark.position) == pytest.approx(point)
    drawn = patch(drive, point, 3).reshape(-1, 3).mean(axis=0)
    assert drawn[2] > 150 and drawn[2] > drawn[0]  # the spirit's pale blue, over the dark
    # when Space waits a turn, the spirit steps exactly there, into the dark: no arrow is left
    drive.key(K.SPACE)
    drive.settle()
    assert scene.state.monsters == ((6, 1),)
    assert mark not in scene.board_view.marks
    assert patch(drive, point, 3).mean() < 30


def test_an_arrow_onto_the_raider_is_red(app, drive):
    # given the spirit two squares east of the raider on the top row
    scene = play_state(drive, replace(start_state(HALL), player=(2, 0), monsters=((3, 0),)))
    drive.settle()
    # then its arrow points west onto the raider, in red
    assert scene.view().next_steps == ((0, (2, 0)),)
    mark = scene.board_view.spirits.step_marks[0]
    assert mark.angle == 180 and tuple(mark.color[:3]) == CATCH_COLOR
    assert tuple(mark.color[:3]) != SPIRIT_COLORS[0]


def test_a_wall_that_holds_is_solid_and_one_beside_the_dark_is_broken(app, drive):
    # given the old first room and the repro: Right, Down, Space, Space, Down
    scene = play_state(drive, start_state(OLD_FIRST))
    for key in (K.RIGHT, K.DOWN, K.SPACE, K.SPACE, K.DOWN):
        drive.key(key)
        drive.settle()
    c = scene.board.cell
    t = wall_thickness(c)
    above, beside = ((2, 0), (2, 1)), ((1, 1), (2, 1))
    # then the wall over the spirit (its north square dark) is drawn broken, the one beside it solid
    assert scene.board_view.map.wall_at[above].texture is open_wall_texture(c + t, t, False)
    assert scene.board_view.map.wall_at[beside].texture is wall_texture(c + t, t, True)
    # and on screen: along the solid wall every pixel is stone, along the broken one there are gaps
    def stone_share(points):
        colours = np.array([patch(drive, p, 0).reshape(3) for p in points])
        return float((np.abs(colours.astype(int) - colours.mean(axis=0)).sum(axis=1) < 60).mean())
    x0, y0 = scene.board.left + 2 * c, scene.board.top - c  # the west end of the wall above (2,1)
    along = [(x0 + c * k / 40, y0) for k in range(4, 37)]
    xs, ys = scene.board.left + 2 * c, scene.board.top - c  # the north end of the wall west of (2,1)
    down = [(xs, ys - c * k / 40) for k in range(4, 37)]
    assert stone_share(down) > 0.9
    assert stone_share(along) < 0.8
    assert (2, 1) in dict(scene.view().monsters).values()  # the spirit that broken wall lets by


def test_the_idle_hint_at_turn_0_shows_its_gold_ring(app, drive):
    # given a fresh first room and a hint delay of 2 s
    app.settings.hint_delay = 2.0
    scene = play_room(drive, "first-steps")
    def gold(cell) -> int:
        x, y = scene.board.center(cell)
        c = scene.board.cell
        box = patch(drive, (x, y), int(c / 2) - 1).reshape(-1, 3).astype(int)
        # gold, even at the low of its pulse, where the stone is grey (red, green and blue close)
        return int(((box[:, 0] - box[:, 2] > 45) & (box[:, 1] - box[:, 2] > 25) & (box[:, 0] > 150)).sum())
    # when the player does nothing for 1 s (frames stepped in real time, 1/60 s each): no hint yet
    drive.frames(60)
    assert scene.input.hinted is None and not scene.hint_on
    # and after the delay the hint comes (the search runs off the frame: a few more frames at most)
    for _ in range(600):
        drive.frames(1)
        if scene.hint_on:
            break
    assert scene.hint_on and scene.state.turns == 0
    drive.frames(10)
    # then the square to walk to is ringed in gold on screen, and the line says which way
    player = scene.state.player
    hinted = scene.input.hinted
    assert hinted is not None and abs(hinted[0] - player[0]) + abs(hinted[1] - player[1]) == 1
    assert scene.board_view.hint_ring in scene.board_view.marks
    assert gold(scene.input.hinted) > 200
    others = [cell for cell in scene.view().uncovered if cell not in (scene.input.hinted, player)]
    assert all(gold(cell) < 20 for cell in others[:3])
    assert scene.message.text.startswith("Hint: walk")
    # when a key is pressed the hint goes
    direction = {(0, 1): K.DOWN, (1, 0): K.RIGHT, (0, -1): K.UP, (-1, 0): K.LEFT}[
        (scene.input.hinted[0] - player[0], scene.input.hinted[1] - player[1])]
    drive.key(direction)
    assert scene.input.hinted is None and scene.board_view.hint_ring not in scene.board_view.marks


def test_after_a_catch_retry_is_focused_and_the_catch_stays_in_sight(app, drive):
    # given the hall, walked straight towards G with the arrow keys until a spirit catches the raider
    scene = play_state(drive, start_state(HALL))
    for move in straight_walk(HALL):
        if scene.state.outcome != "playing":
            break
        drive.key(ARROWS[move.direction])
        drive.settle()
    assert scene.state.outcome == "lost"
    drive.frames(30)
    result = app.scene
    assert isinstance(result, ResultScene) and result.heading.text == "Caught!"
    # then Retry is the focused button
    assert result.menu.focused.label == "Retry" and result.menu.index == 0
    # and the panel leaves the square of the catch uncovered
    caught = scene.story.lost.at
    x, y = scene.board.center(caught)
    left, right = result.centre_x - result.panel_w / 2, result.centre_x + result.panel_w / 2
    assert not (left <= x <= right and result.panel_bottom <= y <= result.panel_bottom + result.panel_h)
    # when Enter is pressed the room starts again from S
    drive.key(K.ENTER)
    assert app.scene is scene and scene.state.turns == 0 and scene.state.player == HALL.start
