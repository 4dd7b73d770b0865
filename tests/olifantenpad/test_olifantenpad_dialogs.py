"""Olifantenpad's end screens in the real headless window, with real keys and frames: the last hour
plays out before the results show, and the "Lesson complete" buttons stay inside their dialog."""

from __future__ import annotations

import arcade
from test_olifantenpad_scene import ROUTES, push

from game.app.scenes.result import ResultScene
from game.core.session import Session
from game.olifantenpad.pure.lessons import LESSONS
from game.olifantenpad.pure.rules import RULES, Params, Plan

K = arcade.key


def test_the_results_wait_until_the_last_hour_has_played_out(app, drive):
    # given a solo game at 17:00 (four hours stood through)
    session = Session(RULES, Params(players=1, park=ROUTES.name, seats=("human",)), 3, ROUTES)
    for _ in range(4):
        session.play(Plan(), 0)
    scene = push(drive, session)
    assert scene.state.hour == 4
    # when the last walk is sent: in through gate B, three steps across the corner
    drive.key(K.TAB)
    for _ in range(3):
        drive.key(K.Q)
    drive.key(K.ENTER)
    assert scene.state.over
    # then the hour plays out first: the visitors walk and score, no results over them
    frames = 0
    while scene.timeline.busy and frames < 900:
        drive.frames(1)
        frames += 1
        assert not isinstance(app.scene, ResultScene)
    assert frames > 60 and scene.shown_scores == list(scene.state.scores) and scene.state.scores[0] > 0
    # and the park stays in view a while after it, saying how to go on
    drive.frames(60)
    assert app.scene is scene and "results" in scene.message.text
    # when a key is pressed, the results show
    drive.key(K.SPACE)
    assert isinstance(app.scene, ResultScene)


def test_the_results_come_by_themselves_after_a_pause(app, drive):
    session = Session(RULES, Params(players=1, park=ROUTES.name, seats=("human",)), 3, ROUTES)
    for _ in range(4):
        session.play(Plan(), 0)
    scene = push(drive, session)
    drive.key(K.ENTER)  # stand still at 17:00
    drive.key(K.SPACE)  # skip the hour
    assert not scene.timeline.busy and app.scene is scene
    drive.frames(int(60 * 3.2))
    assert isinstance(app.scene, ResultScene)


def test_the_lesson_complete_buttons_stay_inside_the_dialog(app, drive):
    # given the first lesson walked to its goal by keys
    lesson = LESSONS[0]
    scene = push(drive, Session(RULES, lesson.params(), 0, lesson.park))
    for key in (K.C, K.D, K.C):
        drive.key(key)
    drive.key(K.ENTER)
    drive.settle()
    for cell in [(4, 2), (5, 2), (6, 2), (7, 3), (7, 4)]:
        drive.click(*scene.board.center(cell))
    drive.key(K.ENTER)
    drive.settle()
    drive.frames(30)  # the dialog has popped in
    dialog = app.scene
    assert isinstance(dialog, ResultScene) and dialog.heading.text == "Lesson complete!"
    # then its three buttons lie inside the panel's border, with room to spare
    left = dialog.centre_x - dialog.panel_w / 2
    buttons = dialog.actions
    assert [b.text.text for b in buttons] == ["Next lesson", "Again", "Menu"]
    assert all(left + 16 <= b.left and b.left + b.width <= left + dialog.panel_w - 16 for b in buttons)
    top = dialog.panel_bottom + dialog.panel_h
    assert all(dialog.panel_bottom + 8 <= b.bottom and b.bottom + b.height <= top - 8 for b in buttons)
    # and the pixels just outside the panel's border at the buttons' height are the dimmed park
    image = drive.image().convert("RGB")
    wx, wy = drive.window_point(left - 6, buttons[0].bottom + 27)
    outside = image.getpixel((int(wx), int(image.height - wy)))
    bx, by = drive.window_point(buttons[0].left + 4, buttons[0].bottom + 27)
    inside = image.getpixel((int(bx), int(image.height - by)))
    assert outside != inside
