"""The visitor preview and the hint's marks in the real headless window, with real keys and clicks:
the routes dotted on the park follow the walk being laid, the panel gives the points and says why a
walk earns nothing, and numbers of a walk that doubles back sit side by side."""

from __future__ import annotations

import arcade
from test_olifantenpad_scene import push

from game.core.session import Session
from game.olifantenpad.pure.park import park_from_picture
from game.olifantenpad.pure.rules import RULES, Params, Plan

K = arcade.key
LINE = park_from_picture("""
    A=====B
    .......
    .......
""", [[("A", "B", 3)]] * 5, name="test-line", school_trip_size=0)
CORNER = park_from_picture("""
    A===
    ...=
    ...=
    ...B
""", [[("A", "B", 3)]] * 5, name="test-corner", school_trip_size=0)


def solo(park) -> Session:
    return Session(RULES, Params(players=1, park=park.name, seats=("human",)), 3, park)


def dots(scene) -> set:
    """The cells under the preview's route dots."""
    return {scene.board.cell_at(*sprite.position) for sprite in scene.plan_view.route_dots.listed}


def test_the_preview_follows_the_walk_and_gives_its_points(app, drive):
    # given the seed's corner: the visitors' route is dotted along the sidewalk
    scene = push(drive, solo(CORNER))
    assert dots(scene) >= {(1, 0), (2, 0), (3, 2)} and (1, 1) not in dots(scene)
    assert "+" not in scene.hud.group_lines[0].text
    # when the player lays the shortcut by keys: SE twice from gate A
    drive.key(K.C)
    drive.key(K.C)
    # then the dots run over the new trail and the panel gives the 6 points
    assert {(1, 1), (2, 2)} <= dots(scene) and (1, 0) not in dots(scene)
    assert scene.hud.group_lines[0].text.endswith("+6 for you")
    assert "+6" in scene.hud.walk_note.text
    # and Backspace takes a step back: the visitors keep to the sidewalk again
    drive.key(K.BACKSPACE)
    assert (1, 0) in dots(scene) and "+6" not in scene.hud.walk_note.text


def test_a_walk_that_ties_the_sidewalk_says_so(app, drive):
    scene = push(drive, solo(LINE))
    # when the player steps on (1, 1), (0, 1) and (1, 1) again: a path as dear as the sidewalk
    drive.click(*scene.board.center((1, 1)))
    for key in (K.A, K.D):
        drive.key(key)
    assert scene.draft.steps == [(1, 1), (0, 1), (1, 1)]
    # then the panel says why it earns nothing
    assert "At equal cost (12) they prefer the sidewalk." in scene.hud.walk_note.text
    assert (1, 1) not in dots(scene)


def test_the_preview_is_worked_out_in_the_frame_of_each_key(app, drive, monkeypatch):
    """The preview is worked out in the frame of the key that lays or takes back a step, on a shipped
    park with four players: once per key, the routes in view before the next frame. (Its speed is
    for a benchmark to measure, not for a test to assert.)"""
    from game.olifantenpad import hud_walk as panel_module
    from game.olifantenpad.pure.content import find_park

    worked_out = []
    real = panel_module.preview

    def counted(view, plan):
        worked_out.append(plan)
        return real(view, plan)
    monkeypatch.setattr(panel_module, "preview", counted)
    park = find_park("orchard")
    scene = push(drive, Session(RULES, Params(players=4, park="orchard", seats=("human",) * 4), 2, park))
    drive.key(K.ENTER)  # the hot-seat cover: show the park to the first planner
    laid = 0
    for _ in range(6):
        for step in range(6):
            drive.key(K.BACKSPACE if step >= 3 else _key_to_an_option(scene), frames=1)
            laid = max(laid, len(scene.draft.steps))
    assert laid == 3 and scene.plan_view.route_dots.listed and len(worked_out) >= 36


def _key_to_an_option(scene) -> int:
    """A direction key whose step the draft allows."""
    from game.olifantenpad.input import DIRECTIONS, KEYS
    from game.olifantenpad.pure.planner import DIRECTION_OF

    end = scene.draft.end
    for name in DIRECTIONS:
        dx, dy = DIRECTION_OF[name]
        if (end[0] + dx, end[1] + dy) in scene.draft.options():
            return KEYS.key(name)
    raise AssertionError("no step allowed")


def test_hint_numbers_of_a_walk_that_doubles_back_do_not_overlap(app, drive):
    scene = push(drive, solo(LINE))
    scene.show_hint(Plan(((1, 1), (0, 1), (1, 1)), gate=(0, 0)))
    markers = list(scene.plan_view.ghosts.listed)
    assert len(markers) == 3
    # then the two numbers on (1, 1) sit apart, each small enough not to cover the other
    a, b = markers[0], markers[2]
    assert scene.board.cell_at(*a.position) == scene.board.cell_at(*b.position) == (1, 1)
    distance = ((a.center_x - b.center_x) ** 2 + (a.center_y - b.center_y) ** 2) ** 0.5
    assert distance >= (a.width + b.width) / 2
