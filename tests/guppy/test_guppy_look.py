"""How Guppy's screen reads: the HUD's parts apart and inside the window, the bead explained beside
the cloth, tips in plain single-spaced words over the table, borders drawn only on open sides, and
How to Play as one short idea per page, each with a picture of its own."""

import itertools

import arcade

from game.guppy import art
from game.guppy.board_view import TABLE_BORDER
from game.guppy.edges import EdgeLayer
from game.guppy.hud import BEAD_HELP, RIGHT
from game.guppy.input import keys_help
from game.guppy.pure.rules import GREEN, YELLOW, PickScissors
from game.guppy.scene import GuppyScene
from game.guppy.shots import BEAD_CELL, BONUS_DYE, _before_bonus, shot_session
from game.ui import theme

K = arcade.key


def _start(app, drive, session) -> GuppyScene:
    scene = GuppyScene(app, session, tileset="standard")
    app.push(scene)
    drive.frames(30)
    return scene


def _point(drive, scene: GuppyScene, cell) -> None:
    drive.app.dispatch_event("on_mouse_motion", *drive.window_point(*scene.board_view.cell_centre(cell)), 0, 0)
    drive.frames(2)


def _box(thing) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of a text, a sprite or a widget, in design pixels."""
    if isinstance(thing, arcade.Text):
        return thing.left, thing.bottom, thing.right, thing.top
    if isinstance(thing, arcade.Sprite):
        return thing.left, thing.bottom, thing.right, thing.top
    return thing.left, thing.bottom, thing.left + thing.width, thing.bottom + thing.height


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_hud_columns_and_the_cards_lie_apart_and_inside_the_window(app, drive):
    # given the screenshot game with a message showing (the longest the scene says)
    scene = _start(app, drive, shot_session())
    scene.say("The green scissors are put down (each pair is used once).")
    drive.frames(2)
    hud = scene.hud
    texts = [t for t in hud.labels if t.text and t is not hud.tip] + hud.in_hand.texts + [scene.message]
    left = [t for t in texts if t.x < 360] + list(scene.hud.back[:2])  # the texts and the two charts
    right = [t for t in texts if t.x >= RIGHT] + [s for s in scene.hud.icons if s.center_x > RIGHT]
    right += scene.hud.buttons.widgets
    # then everything shown lies inside the window, with a margin (a tilted picture's box is wider
    # than the picture: the held scissors are left out)
    upright = [s for s in list(scene.hud.back) + list(scene.hud.icons) if s.angle == 0]
    for thing in left + right + upright:
        x0, y0, x1, y1 = _box(thing)
        assert 4 <= x0 and x1 <= theme.WIDTH - 4 and 4 <= y0 and y1 <= theme.HEIGHT - 4, thing
    # and nothing in a side column overlaps anything else in it
    for column in (left, right):
        for a, b in itertools.combinations(column, 2):
            assert not _overlap(_box(a), _box(b)), (getattr(a, "text", a), getattr(b, "text", b))
    # and the table, the order cards and the tool cards do not overlap one another
    table = (scene.board_view.geometry.left - TABLE_BORDER, scene.board_view.geometry.bottom - TABLE_BORDER,
             scene.board_view.geometry.right + TABLE_BORDER, scene.board_view.geometry.top + TABLE_BORDER)
    cards = [_box(c.panel) for c in scene.hud.order_cards + scene.hud.tool_cards]
    for card in cards:
        assert not _overlap(card, table)
    for a, b in itertools.combinations(cards, 2):
        assert not _overlap(a, b)
    # and the columns stay clear of the table
    for thing in left + right:
        assert not _overlap(_box(thing), table)


def test_the_keys_are_listed_one_key_and_its_action_a_line(app, drive):
    scene = _start(app, drive, shot_session())
    rows = scene.hud.key_rows
    assert [(key.text, action.text) for key, action in rows] == list(keys_help())
    # each key lines up with its action, the key column ends before the actions begin, and each row
    # stands under the one before it
    for key, action in rows:
        assert key.left + key.content_width + 6 < action.left and abs(key.top - action.top) < 1
    for above, below in zip(rows, rows[1:]):
        assert below[0].top <= min(text.bottom for text in above) + 1
    assert all(len(action) <= 32 for _, action in keys_help())


def test_a_legend_beside_the_cloth_shows_and_explains_both_beads(app, drive):
    scene = _start(app, drive, shot_session())
    # the legend shows the two bead pictures the cloth uses, each beside its words
    pictures = [s for s in scene.hud.icons if s.texture in (art.bead_texture(False), art.bead_texture(True))]
    assert [s.texture for s in pictures] == [art.bead_texture(False), art.bead_texture(True)]
    words = [t for t in scene.hud.labels if t.text in [text for _, text in BEAD_HELP]]
    assert len(words) == 2
    for picture, text in zip(pictures, words):
        assert picture.right < text.left and picture.bottom < text.y < picture.top
    assert "twice" in words[0].text and "four times" in words[1].text
    # and the bead on the cloth is the same picture, sitting on its tile
    bead = scene.board_view.beads.pool[scene.board_view.geometry.index(BEAD_CELL)]
    assert bead in scene.board_view.beads and bead.texture == art.bead_texture(False)
    assert bead.position == scene.board_view.cell_centre(BEAD_CELL)


def test_a_bead_is_a_ring_with_a_hole_not_a_dot():
    for black in (False, True):
        image = art.bead_texture(black).image
        size = image.width
        middle = image.getpixel((size // 2, size // 2))
        ring = image.getpixel((size // 2, size // 5))
        # the cloth shows through the threading hole; the ring round it is solid and shaded
        assert middle[3] < 60 and ring[3] == 255
        left, right = image.getpixel((size // 4, size // 2)), image.getpixel((3 * size // 4, size // 2))
        assert sum(left[:3]) != sum(right[:3])  # lit from one side


def test_tips_and_texts_have_single_spaces_and_stay_over_the_table(app, drive):
    # given the shot game before its bonus dye, yellow dye taken and pointed at the bonus tile
    scene = _start(app, drive, _before_bonus())
    drive.key(K.KEY_3)
    assert scene.input.tool == YELLOW
    _point(drive, scene, BONUS_DYE.cell)
    # then the tip names the patch it makes against its order, and the bonus, in single-spaced words
    assert scene.hud.tip.text == "Green patch 16 / 12, Bonus: +1 blue, +1 yellow, +2 sponges"
    assert scene.board_view.geometry.left - TABLE_BORDER <= scene.hud.tip_back.left
    assert scene.hud.tip_back.right <= scene.board_view.geometry.right + TABLE_BORDER
    seen = [scene.hud.tip.text]
    # and a refused cut says why in words too, its tip over the table, not the columns beside it
    scene.session.play(PickScissors(GREEN))
    scene.sync()
    _point(drive, scene, (2, 0))  # a one-tile green patch in the top row, near the left
    assert scene.hud.tip.text == "Green patch 1 / 12: too small, cut 6 or more"
    seen.append(scene.hud.tip.text)
    assert scene.board_view.geometry.left - TABLE_BORDER <= scene.hud.tip_back.left
    assert scene.hud.tip_back.right <= scene.board_view.geometry.right + TABLE_BORDER
    # and no text on screen has a double space or a space before a comma or full stop
    seen += [t.text for t in scene.hud.labels] + [w.text.text for w in scene.hud.buttons.widgets]
    seen += [text for labels in scene.hud.in_hand.labels.values() for text in (t.text for t in labels)]
    for text in seen:
        assert "  " not in text and " ," not in text and " ." not in text, text


def test_an_outline_shows_only_the_open_sides_of_a_shape(app, drive):
    scene = _start(app, drive, shot_session())
    layer = EdgeLayer(False)
    layer.layout(scene.board_view.geometry.centers())
    # an L of three tiles has eight open sides: one strip each, lying along the outside
    shown = layer.outline([(1, 1), (2, 1), (1, 2)], scene.board_view.geometry.index, (255, 255, 255, 255))
    assert len(shown) == 8 == len(layer.lit)
    x, y = scene.board_view.cell_centre((1, 1))
    top_of_corner = [s for s in shown if abs(s.center_x - x) < 1 and s.center_y > y]
    assert len(top_of_corner) == 1 and top_of_corner[0].height < 4
    # and hiding parks every strip off the window
    layer.hide_all()
    assert all(s.center_x < 0 for s in shown) and not layer.lit
