"""Floorplan's panel in the real headless window: it is drawn into one picture when something in it
changes (game/ui/baked.py), so what the screen shows must follow the state at once: the row of
a talisman being played lights up and goes dark again, the count of a talisman played changes, and
a second game's panel shows its own record, not the first game's."""

from __future__ import annotations

from dataclasses import replace

import arcade
import numpy as np
from test_floorplan_scene import SEED, after_shift, new_session, pixels, play_scene

from game.core.session import Session
from game.floorplan.input import PROMPTS
from game.floorplan.pure.model import Params
from game.floorplan.pure.rules import RULES
from game.ui.cached_layer import CachedLayer


def _box(image: np.ndarray, box) -> np.ndarray:
    """The pixels inside a design-space box (left, bottom, right, top) of a 1280x720 window."""
    left, bottom, right, top = (int(v) for v in box)
    return image[720 - top:720 - bottom, left:right]


def _with_move_stauf(drive):
    session = new_session()
    start = replace(session.state, inventory=("move_stauf",))
    return play_scene(drive, Session.from_state(RULES, start, Params(), SEED, session.content))


def test_the_row_of_the_talisman_being_played_lights_up_and_goes_dark_again(app, drive):
    # given a Visitor holding Move Stauf, after his shift
    scene = _with_move_stauf(drive)
    after_shift(scene)
    drive.frames(2)
    row = scene.hud.talisman_rows["move_stauf"][3]
    before = _box(pixels(drive), row)
    # when he picks it with its key
    drive.key(arcade.key.KEY_2)
    drive.frames(2)
    lit = _box(pixels(drive), row)
    # then its row in the panel is lit (warmer and brighter)
    assert lit.mean() > before.mean() + 8
    # when he puts it back
    drive.key(arcade.key.KEY_2)
    drive.frames(2)
    # then the row is as it was
    assert np.abs(_box(pixels(drive), row) - before).mean() < 1


def test_the_panel_follows_the_inventory_and_each_game_shows_its_own(app, drive):
    # given a Visitor holding Move Stauf, its count shown
    scene = _with_move_stauf(drive)
    count = scene.hud.talisman_rows["move_stauf"][2]
    box = (count.x - 30, count.y - 12, count.x + 4, count.y + 12)
    held = _box(pixels(drive), box)
    # when he plays it on a space
    after_shift(scene)
    scene.moves.choose("move_stauf")
    scene.moves.aim(next(s for s in scene.moves.targets() if s != scene.state.stauf))
    drive.settle()
    drive.frames(2)
    # then the panel shows none left
    assert "move_stauf" not in scene.state.inventory
    spent = _box(pixels(drive), box)
    assert np.abs(spent - held).mean() > 3
    # when a second game, its talisman still held, is shown over the first
    _with_move_stauf(drive)
    drive.frames(2)
    # then its panel shows its own count
    assert np.abs(_box(pixels(drive), box) - held).mean() < 1
    # and when it is closed, the first game's panel shows the first game's again
    app.pop()
    app.pop()
    drive.frames(30)
    assert app.current_view is scene
    assert np.abs(_box(pixels(drive), box) - spent).mean() < 1


def test_the_words_over_the_board_change_without_painting_the_still_layer_again(app, drive):
    # given a game at rest, its still layer copied
    scene = play_scene(drive, new_session())
    drive.frames(2)
    prompt = scene.hud.prompt
    box = (prompt.sprite.left, prompt.sprite.bottom, prompt.sprite.right, prompt.sprite.top)
    before = _box(pixels(drive), box)
    scene.still.painted = []
    made = CachedLayer._made
    # when the prompt over the board says something else (as it does at nearly every move)
    prompt.show(next(text for text in PROMPTS.values() if text and text != prompt.text))
    drive.frames(1)
    # then the screen shows it at once, and no part of the still layer was painted again for it
    assert np.abs(_box(pixels(drive), box) - before).mean() > 4
    assert scene.still.painted == [] and CachedLayer._made == made


def test_the_visitors_view_never_paints_a_new_picture_and_its_caption_in_one_frame(app, drive):
    # given the benchmark's play from the screenshot's mid-game (Stauf's moves played at once, so a
    # move can come in the very frame the view's new picture was painted)
    from game.app.shots import build_scene

    build_scene(app, "floorplan")
    scene = app.current_view
    actions = scene.spec.part("bench")
    small = scene.visitor_view.small
    pictures = captions = 0
    for i in range(260):
        picture, caption = small.sprite.texture, small.caption.text
        actions(scene, i)
        drive.frames(1)
        new_picture, new_caption = small.sprite.texture is not picture, small.caption.text != caption
        # then each frame does one of the two at most, and the caption still follows its picture
        assert not (new_picture and new_caption), f"frame {i}: a new picture and caption together"
        pictures, captions = pictures + new_picture, captions + new_caption
    assert pictures >= 2 and captions >= 2
    assert small.caption.text == small._text


def test_the_paintings_of_the_visited_galleries_are_made_before_a_far_wall_shows_them(app, drive, monkeypatch):
    # given the screenshot's mid-game, with no painting made yet
    from game.app.shots import build_scene
    from game.floorplan import art_paintings, corridor

    corridor._painting.cache_clear()
    build_scene(app, "floorplan")
    scene = app.current_view
    g, view = scene.visitor_view.small.g, scene.view()
    orders = [g.galleries.index(g.index(s)) for s in view.visited if g.index(s) in g.galleries]
    assert orders
    # when the game has run a frame for each painting a far wall may show
    drive.frames(len(orders) * corridor.DEPTH + 2)
    made = []
    painting = art_paintings.painting_image
    monkeypatch.setattr(art_paintings, "painting_image", lambda *args: made.append(args) or painting(*args))
    # then a view down a corridor of any length to any of them paints none in its frame
    for order in orders:
        for far in range(1, corridor.DEPTH + 1):
            slices = (corridor.Slice("gallery", False, False),) * far
            corridor.corridor_image(corridor.VIEW_W, corridor.VIEW_H, slices, ("room", "gallery", order, True))
    assert made == []
