"""Romb Raider's screen layout in the real headless window: every shipped room is scaled to fill the
play area between the HUD and the keys line (never under either), the keys line is legible and clear
of the message line, the dark is shaded slabs and soft rims only beside light, and
every How to Play page has its own picture of a whole room."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.core.session import Session
from game.romb.pure.campaign import campaign
from game.romb.pure.content import find_room
from game.romb.pure.rules import RULES, Params
from game.romb.scene import RombScene
from game.romb.shots import _winning_session, howto_shots
from game.romb.textures import BOARD_AREA, FOG_ALPHA, FOG_SIDES, KEYS_COLOR, KEYS_PT, fit_board, outer_wall
from tests.romb.test_romb_scene import _push

K = arcade.key
ROOMS = [record.name for record in campaign()]


def _luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    channels = [c / 255 for c in rgb[:3]]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _open(drive, name: str) -> RombScene:
    return _push(drive, Session(RULES, Params(room=name), 0, find_room(name)))


def test_the_campaign_has_rooms_of_several_sizes():
    sizes = {(find_room(name).width, find_room(name).height) for name in ROOMS}
    assert len(ROOMS) >= 8 and len(sizes) >= 6


@pytest.mark.parametrize("name", ROOMS)
def test_each_room_gets_the_largest_cell_that_fits_the_play_area_walls_and_all(name):
    # given a shipped room
    room = find_room(name)
    # when it is fitted to the screen
    board = fit_board(room)
    left, bottom, right, top = BOARD_AREA
    rim = outer_wall(board.cell) / 2
    # then the room and its outer wall lie inside the play area, on whole pixels, with an even cell
    assert board.cell % 2 == 0 and board.left == int(board.left) and board.top == int(board.top)
    assert left <= board.left - rim and board.right + rim <= right
    assert bottom <= board.bottom - rim and board.top + rim <= top
    # and a cell one step larger would not fit: the room fills the area along one side at least
    bigger = board.cell + 2
    assert (room.width * bigger + outer_wall(bigger) > right - left
            or room.height * bigger + outer_wall(bigger) > top - bottom)
    spare_x = (right - left) - (room.width * board.cell + outer_wall(board.cell))
    spare_y = (top - bottom) - (room.height * board.cell + outer_wall(board.cell))
    assert min(spare_x, spare_y) < 2 * max(room.width, room.height) + 4  # less than one step of cell


def test_the_first_room_is_drawn_far_larger_than_before():
    # the first room (5x3) used to fill about 580x360 of the window
    board = fit_board(find_room(ROOMS[0]))
    assert board.width >= 800 and board.height >= 480


@pytest.mark.parametrize("name", ROOMS)
def test_the_room_never_runs_under_the_hud_or_the_keys_line(app, drive, name):
    # given a shipped room on screen
    scene = _open(drive, name)
    board, rim = scene.board, outer_wall(scene.board.cell) / 2
    # then its outer wall stays below the title and the intro (all its lines) ...
    intro_bottom = scene.hud.intro.y - scene.hud.intro.content_height
    assert board.top + rim < intro_bottom
    assert board.top + rim < scene.hud.turns.bottom
    assert board.top + rim < scene.hud.loot_line.y - scene.hud.loot_line.content_height / 2
    # ... and above the keys line
    assert board.bottom - rim > scene.hud.controls.top


def test_the_keys_line_is_legible_key_caps_clear_of_the_messages(app, drive):
    scene = _open(drive, ROOMS[0])
    # the words are at least 15 pt with strong contrast on the dark
    assert KEYS_PT >= 15
    background = _luminance(scene.background)
    assert (_luminance(KEYS_COLOR) + 0.05) / (background + 0.05) >= 7
    # the line (one picture, drawn 1:1) is as tall as a key cap holding 15 pt words, inside the screen
    assert scene.hud.controls.height >= 26 and scene.hud.controls.left >= 16 and scene.hud.controls.bottom >= 4
    # and a long message, shown at the bottom right, lies between the keys line and the Undo button
    scene.say("Loot taken! A second spirit rises at S. Get back there!", 4.0)
    drive.frames(2)
    message, undo = scene.message, scene.undo_buttons.undo
    assert scene.hud.controls.right + 16 <= message.x and message.x + message.width <= undo.left - 12
    assert message.content_width <= message.width and message.bottom >= 0
    # the key caps are drawn: lighter cap edges stand out of the dark along the line
    image = np.asarray(drive.image().convert("L"), dtype=np.float32)
    row = int(720 - scene.hud.controls.center_y)
    strip = image[row - 12:row + 12, int(scene.hud.controls.left):int(scene.hud.controls.right)]
    assert strip.max() > 150 and (strip > 60).mean() > 0.05


def test_the_dark_is_drawn_as_shaded_slabs_and_soft_rims_only_beside_light(app, drive):
    # given the first room at its start: S's 3x3 and G uncovered, the rest dark
    scene = _open(drive, ROOMS[0])
    drive.settle()
    rim_owner = {id(sprite): (cell, side) for cell, sides in scene.board_view.rim_at.items()
                 for side, sprite in sides.items()}
    # then the fog layer holds only rims of dark squares, each beside a square that is not dark
    assert len(scene.board_view.fog) > 0
    for sprite in scene.board_view.fog:
        cell, side = rim_owner[id(sprite)]
        assert scene.board_view.fog_at[cell] == FOG_ALPHA == sprite.alpha
        near = [scene.board_view.fog_at.get((cell[0] + dx, cell[1] + dy), FOG_ALPHA) for dx, dy in FOG_SIDES[side][0]]
        assert min(near) < FOG_ALPHA
    # and no slab of a dark square is drawn, every uncovered one at full brightness
    for cell, slab in scene.board_view.slab_at.items():
        assert (slab in scene.board_view.floor) == (scene.board_view.fog_at[cell] == 0)
        if scene.board_view.fog_at[cell] == 0:
            assert tuple(slab.color)[:3] == (255, 255, 255)
    # and the rim is soft: brightness climbs from the dark into the lit square next to it
    image = np.asarray(drive.image().convert("L"), dtype=np.float32)
    lit, dark = (0, 1), (0, 2)  # south of S's 3x3 lies a dark square, no wall between
    assert scene.board_view.fog_at[lit] == 0 and scene.board_view.fog_at[dark] == FOG_ALPHA
    x, row_edge = int(scene.board.center(lit)[0]) + 8, int(720 - (scene.board.top - 2 * scene.board.cell))
    ramp = image[row_edge - 14:row_edge + 1, x]
    assert ramp[0] > ramp[-1] + 20 and image[row_edge + 20, x] < 12


def test_a_square_fading_out_is_its_slab_shaded_darker_with_no_sprite_over_it(app, drive):
    # given the first room at its start
    scene = _open(drive, ROOMS[0])
    drive.settle()
    before = scene.board_view.fog_at[(0, 0)]
    # when the raider walks two squares east and the frame is caught while the west column fades
    drive.key(K.RIGHT)
    drive.settle()
    drive.key(K.RIGHT, frames=1)
    drive.frames(8)
    fading = scene.board_view.fog_at[(0, 0)]
    # then S's column is on its way to dark: its slab still drawn, shaded by its darkness
    assert before == 0 and 0 < fading < FOG_ALPHA
    slab = scene.board_view.slab_at[(0, 1)]
    assert slab in scene.board_view.floor and tuple(slab.color)[:3] == (255 - scene.board_view.fog_at[(0, 1)],) * 3
    # and its rim over the lit square east of it fades with it
    rim = scene.board_view.rim_at[(0, 1)]["e"]
    assert rim in scene.board_view.fog and rim.alpha == scene.board_view.fog_at[(0, 1)]
    drive.settle()
    assert (scene.board_view.fog_at[(0, 1)] == FOG_ALPHA
            and scene.board_view.slab_at[(0, 1)] not in scene.board_view.floor)


@pytest.mark.parametrize("name", sorted(howto_shots()))
def test_each_how_to_play_picture_crops_a_whole_room_and_nothing_of_the_hud(name):
    shot = howto_shots()[name]
    left, bottom, width, height = shot.crop
    room = shot.session().state.room
    board = fit_board(room)
    rim = outer_wall(board.cell) / 2
    # the whole room and its outer wall are inside the crop ...
    assert left <= board.left - rim and board.right + rim <= left + width
    assert bottom <= board.bottom - rim and board.top + rim <= bottom + height
    # ... and the crop stays inside the play area (no title, intro or keys line cut in half)
    area_left, area_bottom, area_right, area_top = BOARD_AREA
    assert area_left <= left and left + width <= area_right
    assert area_bottom - 8 <= bottom and bottom + height <= area_top + 8


@pytest.mark.parametrize("turns", [0, 10, 15])
def test_no_sprite_is_drawn_that_would_not_show(app, drive, turns):
    # given the second room at its start, with the loot just taken, and on the way back (a torch lit)
    scene = _push(drive, _winning_session("torchlight", turns))
    drive.settle()
    drive.frames(3)
    # then every sprite in the lists drawn each frame shows (an unseen one would still fill its pixels)
    lists = {name: getattr(scene.board_view, name) for name in
             ("floor", "light", "glows", "fog", "walls", "fixtures", "marks", "top")}
    lists["hud"] = scene.hud.sprites
    lists["counter"] = scene.hud.counter
    for name, sprites in lists.items():
        for sprite in sprites:
            assert sprite.visible and sprite.alpha > 0, (name, sprite.texture)
