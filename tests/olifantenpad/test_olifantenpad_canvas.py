"""Olifantenpad's canvases in the real headless window: the park's ground and the side panel are
each one picture, repainted only where something changed (a few cells' box, a section of the panel)
and copied to the screen; what the screen shows is what painting everything again would show.
"""

from __future__ import annotations

import arcade
import numpy as np
from test_olifantenpad_scene import K, greenish, pixel, push, skip_hour, solo

from game.olifantenpad.hud import BUTTONS_BOX, LEFT

PANEL_LEFT = LEFT - 8


def screen() -> np.ndarray:
    """The window's pixels, bottom row first (design y up), as RGB integers."""
    return np.asarray(arcade.get_image(0, 0, 1280, 720).convert("RGB"), dtype=np.int32)[::-1]


def changed_box(before: np.ndarray, after: np.ndarray) -> tuple[int, int, int, int] | None:
    """The box (left, bottom, right, top) of the panel's pixels that differ, or None (the park
    beside it has its own pulsing rings)."""
    ys, xs = np.nonzero(np.abs(after - before)[:, PANEL_LEFT:].sum(axis=2) > 30)
    return (xs.min() + PANEL_LEFT, ys.min(), xs.max() + 1 + PANEL_LEFT, ys.max() + 1) if len(xs) else None


def test_the_ground_canvas_repaints_only_changed_cells_and_matches_a_full_repaint(app, drive, monkeypatch):
    scene = push(drive, solo())
    view = scene.park_view
    boxes = []
    touch = view.canvas.touch
    monkeypatch.setattr(view.canvas, "touch", lambda *changed: (boxes.extend(changed), touch(*changed)))

    def canvas() -> np.ndarray:
        return np.asarray(view.canvas.image(), dtype=np.int32)
    lawn = canvas()
    drive.key(K.TAB)
    for _ in range(3):
        drive.key(K.Q)
    drive.key(K.ENTER, frames=1)
    growing = []  # per frame a mark grows in: how many boxes the ground repainted
    for _ in range(600):  # the hour plays out: each change repaints a few cells' box, not the park
        touched = len(boxes)
        drive.frames(1)
        assert not view.dirty
        if len(view.rising):
            growing.append(len(boxes) - touched)
        if not scene.timeline.busy:
            break
    assert boxes and all(w * h <= 15 * view.cell ** 2 for _, _, w, h in boxes)
    # a claimed cell's mark grows in over the canvas: its cells are repainted as it leaves and as it
    # comes back full size, not in every frame it grows
    assert len(growing) >= 5 and sum(n > 0 for n in growing) <= 2 and not len(view.rising)
    painted = canvas()
    assert np.abs(painted - lawn).sum(axis=2).max() > 100  # the trail and its owner's mark are on it
    view.touch_all()  # the whole ground painted again from its layers looks the same
    drive.frames(1)
    assert np.abs(canvas() - painted)[..., :3].max() <= 2
    # and the screen shows the canvas: the trail cell is no longer lawn green
    assert not greenish(pixel(drive, scene, (7, 3), 0.22, 0.0))


def test_on_a_window_of_another_size_the_ground_is_painted_at_twice_the_size_and_looks_the_same(
        app, drive, monkeypatch):
    scene = push(drive, solo())
    view = scene.park_view
    drive.key(K.TAB)
    for _ in range(3):
        drive.key(K.Q)
    drive.key(K.ENTER)
    skip_hour(drive, scene)
    copied = np.asarray(drive.image().convert("RGB"), dtype=np.int32)
    monkeypatch.setattr(scene.window, "get_framebuffer_size", lambda: (2560, 1440))  # what the scene asks
    drive.frames(2)
    left, bottom, width, height = view.canvas.box
    assert view.canvas.scale == 2 and view.canvas.texture.size == (2 * width, 2 * height)
    scene.on_draw()
    drawn = np.asarray(arcade.get_image(0, 0, 1280, 720).convert("RGB"), dtype=np.int32)
    park = (slice(720 - bottom - height + 4, 720 - bottom - 4), slice(left + 4, left + width - 4))
    assert np.abs(drawn[park] - copied[park]).mean() < 12  # the same park, filtered from twice the size


def test_changed_cells_are_repainted_as_few_boxes_round_them(app, drive):
    view = push(drive, solo()).park_view
    c, board = view.cell, view.board
    view.dirty = set()
    view.touch(view.index((2, 2)))
    view.touch(view.index((3, 2)))  # beside it: one box of 4 x 3 cells
    view.touch(view.index((8, 5)))  # far away: a box of its own
    boxes = sorted(view.boxes())
    assert boxes == sorted([(board.left + 1 * c, board.top - 4 * c, 4 * c, 3 * c),
                            (board.left + 7 * c, board.top - 7 * c, 3 * c, 3 * c)])
    view.touch_all()  # every cell and the ring round them (the hedge): one box over the whole canvas
    (left, bottom, width, height), = view.boxes()
    box = view.canvas.box
    assert left <= box[0] and bottom <= box[1]
    assert left + width >= box[0] + box[2] and bottom + height >= box[1] + box[3]


def test_the_panel_repaints_only_the_section_that_changed(app, drive, monkeypatch):
    scene = push(drive, solo())
    hud = scene.hud
    drive.frames(40)  # the buttons' glows settled
    scene.on_draw()
    before = screen()
    repainted = []
    touch = hud.canvas.touch
    monkeypatch.setattr(hud.canvas, "touch", lambda *boxes: (repainted.extend(boxes), touch(*boxes)))
    hud.set_score(0, 42)
    drive.frames(1)
    scene.on_draw()
    after = screen()
    assert repainted == [hud.row_boxes[0]]
    left, bottom, right, top = changed_box(before, after)
    row = hud.row_boxes[0]
    assert row[0] <= left and right <= row[0] + row[2] and row[1] <= bottom and top <= row[1] + row[3]
    assert hud.rows[0][2].text == "42"
    hud.set_score(0, 42)  # the same value again: nothing to repaint
    assert len(repainted) == 1


def test_a_button_under_the_pointer_glows_on_the_panel(app, drive):
    scene = push(drive, solo())
    walk = scene.hud.walk
    drive.frames(40)
    scene.on_draw()
    before = screen()
    x, y = drive.window_point(walk.left + walk.width / 2, walk.bottom + walk.height / 2)
    app.dispatch_event("on_mouse_motion", x, y, 0, 0)  # the pointer over Walk!, no click
    drive.frames(30)
    scene.on_draw()
    left, bottom, right, top = changed_box(before, screen())
    box = BUTTONS_BOX
    assert box[0] <= left and right <= box[0] + box[2] and box[1] <= bottom and top <= box[1] + box[3]


def test_buttons_turned_off_repaint_their_box_once(app, drive, monkeypatch):
    scene = push(drive, solo())
    hud = scene.hud
    drive.frames(40)
    repainted = []
    touch = hud.canvas.touch
    monkeypatch.setattr(hud.canvas, "touch", lambda *boxes: (repainted.extend(boxes), touch(*boxes)))
    hud.set_buttons(False, False)
    drive.frames(10)  # no glow changes: nothing more to repaint
    assert repainted == [BUTTONS_BOX] and not hud.walk.enabled


def test_many_changed_boxes_are_painted_in_few_passes():
    from game.olifantenpad.canvas import MAX_PASSES, merged

    assert merged([(0, 0, 10, 10), (0, 0, 10, 10)]) == [(0, 0, 10, 10)]  # a repeat is painted once
    assert merged([(0, 0, 10, 10), (10, 0, 10, 10)]) == [(0, 0, 20, 10)]  # side by side: one box
    apart = [(0, 0, 10, 10), (100, 100, 10, 10)]
    assert merged(apart) == apart  # far apart and few: each on its own
    many = [(x * 30, 0, 10, 10) for x in range(MAX_PASSES + 1)]
    assert merged(many) == [(0, 0, MAX_PASSES * 30 + 10, 10)]  # too many passes: the box round them


def test_every_text_of_the_panel_lies_in_the_band_its_section_is_repainted_for(app):
    """A repaint draws only the texts of the sections its box reaches; a text outside its section's
    band would be wiped by a repaint of the section beside it and not drawn again."""
    from game.olifantenpad.hud import SECTION_MARGIN, Hud, gate_note
    from game.ui import theme

    for percent, names in ((100, ["You"]), (100, ["You", "Bot 2", "Bot 3", "Bot 4"]), (130, ["Ann", "Bea"])):
        theme.set_text_size(percent)
        try:
            hud = Hud("Lesson 9: the longest title a lesson has", names, lambda: None, lambda: None, lambda: None)
        finally:
            theme.set_text_size(100)
        hud.set_hour(4, "The last hour before the park closes")
        for p in range(len(names)):
            hud.set_score(p, 888)
            hud.set_status(p, "thinking about a walk...")
        hud.set_groups([("A", "B", 9, False), ("C", "D", 1, True), ("B", "A", 4, False), ("D", "C", 2, False),
                        ("A", "D", 3, False), ("C", "B", 5, False)], points=[4, 4, 4, 4, 4, 4])
        hud.set_timer(30)
        hud.set_keys("Click a cell or use the arrow keys; Tab: another gate; Backspace: step back. " * 2)
        assert set(hud.sections) == {"head", "players", "groups", "walk", "keys"}
        # the longest notes the game writes over the walk: a gate's with the preview's longest reason
        for note in (f"{gate_note('A')} Visitors never step on grass: join your trail to their way.",
                     "From where you stand: up to 5 steps (3 laid).",
                     f"{gate_note('A')} Tab or a click picks another gate."):
            hud.set_walk(0, [1, 2, 3], 1, note)
            for name, (_, (low, high), texts) in hud.sections.items():
                assert texts, name
                for text in texts:
                    if text.text:
                        assert low - SECTION_MARGIN <= text.bottom and text.top <= high + SECTION_MARGIN, (
                            percent, len(names), name, text.text, (text.bottom, text.top), (low, high))


def test_a_repainted_score_leaves_the_panel_as_a_whole_repaint_paints_it(app, drive):
    scene = push(drive, solo())
    hud = scene.hud
    drive.frames(40)
    hud.set_score(0, 57)
    hud.set_status(0, "planned")
    drive.frames(1)
    scene.on_draw()
    part = np.asarray(hud.canvas.image(), dtype=np.int32)
    hud.canvas.touch()  # the whole panel painted again
    scene.on_draw()
    whole = np.asarray(hud.canvas.image(), dtype=np.int32)
    assert np.abs(part - whole).max() <= 2


def test_the_message_line_stays_clear_of_the_undo_buttons_the_park_and_the_panel(app, drive):
    """Centred under the park, a long message ran over the Undo hour and Redo hour buttons."""
    from game.ui import theme

    longest = "Entering through a gate leaves steps 3 to 5; all are planned. Press Walk! or take a step back."
    for percent in (100, 130):
        theme.set_text_size(percent)
        try:
            scene = push(drive, solo())
            scene.say(longest, 10)
            drive.frames(2)
            message, redo = scene.message, scene.undo_buttons.redo
            park, panel = scene.park_view.canvas.box, scene.hud.canvas.box
            assert message.text == longest and scene.undo_buttons.shown
            assert redo.left + redo.width < message.left and message.right <= panel[0]
            assert 0 <= message.bottom and message.top <= park[1], (percent, message.bottom, message.top)
        finally:
            theme.set_text_size(100)
            drive.app.pop()
            drive.app.pop()
