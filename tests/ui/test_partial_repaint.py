"""A still layer painted again box by box (`CachedLayer` with `SpriteWatch`) shows exactly what it
would show painted whole: each game is played as its benchmark plays it (moves, slides, cascades,
hovering), and every few frames the window's pixels are compared with the same frame drawn again
after its still layer was dropped and painted whole (to the renderer's rounding). Pixels are read
from a real headless window.
The watch itself is checked on bare sprite lists: what it names, and what it does not."""

from __future__ import annotations

import arcade
import numpy as np
import pytest

from game.app.shots import build_scene
from game.ui.damage import SpriteWatch, merged
from game.ui.game_scene import GameScene

GAMES = ["floorplan", "olifantenpad", "guppy", "romb", "pharaoh"]
#: How far apart (per channel, of 255) the same picture may come out painted whole and in a box (the
#: software renderer rounds a blend one level apart inside a clipped box: its fast path for a whole
#: quad differs from the clipped one)
ROUNDING = 2


def assert_same(app, scene, name: str, frame: int) -> None:
    """The frame just drawn (its still layer painted in boxes, or copied) against the same frame
    painted whole: nothing differs, outside the boxes painted this frame or inside them (painted
    into the offscreen copy itself, a box once kept a stale strip of a tile's row that a tolerance
    of a row or column per box let through: 301 pixels in Guppy's bonus moment)."""
    partly = screen(app)
    painted = list(scene.still.painted)
    scene.still.painted = []
    scene.still.drop()
    app.current_view.draw_frame()  # the same frame again (no work for the next one)
    apart = np.any(np.abs(partly - screen(app)) > ROUNDING, axis=2)
    inside = np.zeros_like(apart)
    height = apart.shape[0]
    for x0, y0, x1, y1 in painted:
        inside[height - y1:height - y0, x0:x1] = True
    outside = np.argwhere(apart & ~inside)
    assert not len(outside), f"{name} frame {frame}: {len(outside)} pixels differ, first at {outside[:3].tolist()}"
    for x0, y0, x1, y1 in painted:
        box = apart[height - y1:height - y0, x0:x1]
        assert box.sum() == 0, f"{name} frame {frame}: a box painted again differs in {box.sum()} pixels"


def screen(app) -> np.ndarray:
    """The window's pixels now (the frame just drawn)."""
    return np.asarray(arcade.get_image(0, 0, *app.get_framebuffer_size()))[..., :3].astype(np.int16)


@pytest.mark.parametrize("name", GAMES)
def test_a_still_layer_painted_in_boxes_matches_one_painted_whole(app, name):
    build_scene(app, name)
    scene = app.current_view
    actions = scene.spec.part("bench") if isinstance(scene, GameScene) else None
    compared = 0
    for i in range(160):
        if actions:
            actions(app.current_view, i)
        app.dispatch_events()
        app.current_view.on_update(1 / 60)
        scene.still.painted = []
        scene.draw_frame()  # on_draw's drawing; its work for the next frame once compared
        if not i % 4 or scene.still.painted:
            assert_same(app, scene, name, i)
            compared += 1
        scene.after_draw()
    assert compared >= 40


def test_the_watch_names_where_a_sprite_was_and_where_it_is(window):
    texture = arcade.make_soft_square_texture(20, arcade.color.WHITE, outer_alpha=255)
    layer = arcade.SpriteList()
    a = arcade.Sprite(texture, center_x=100, center_y=100)
    b = arcade.Sprite(texture, center_x=400, center_y=300)
    layer.extend([a, b])
    watch = SpriteWatch(layer)
    assert watch.changes() == []  # the first look knows of no change
    assert watch.changes() == []  # nothing moved
    a.position = (150, 100)
    assert watch.changes() == [(90.0, 90.0, 110.0, 110.0), (140.0, 90.0, 160.0, 110.0)]
    b.color = (255, 0, 0, 255)
    assert watch.changes() == [(390.0, 290.0, 410.0, 310.0)]
    layer.remove(b)
    assert watch.changes() == [(390.0, 290.0, 410.0, 310.0)]  # gone: where it was
    layer.append(b)
    assert watch.changes() == [(390.0, 290.0, 410.0, 310.0)]  # back


def test_a_list_cleared_and_filled_again_is_watched_like_any_other(window):
    # arcade's clear() makes the list's index array again with another integer type
    texture = arcade.make_soft_square_texture(10, arcade.color.WHITE, outer_alpha=255)
    layer = arcade.SpriteList()
    layer.append(arcade.Sprite(texture, center_x=20, center_y=20))
    watch = SpriteWatch(layer)
    watch.changes()
    layer.clear()
    layer.append(arcade.Sprite(texture, center_x=60, center_y=20))
    assert watch.changes() == [(15.0, 15.0, 25.0, 25.0), (55.0, 15.0, 65.0, 25.0)]
    layer.append(arcade.Sprite(texture, center_x=90, center_y=20))
    assert watch.changes() == [(85.0, 15.0, 95.0, 25.0)]


def test_a_sprite_put_on_top_is_the_only_one_reordered(window):
    texture = arcade.make_soft_square_texture(10, arcade.color.WHITE, outer_alpha=255)
    layer = arcade.SpriteList()
    sprites = [arcade.Sprite(texture, center_x=20 + 30 * k, center_y=50) for k in range(6)]
    layer.extend(sprites)
    watch = SpriteWatch(layer)
    watch.changes()
    layer.remove(sprites[1])
    layer.append(sprites[1])
    assert watch.changes() == [(45.0, 45.0, 55.0, 55.0)]


def test_the_watch_names_every_changed_sprite_and_no_other_over_random_edits(window):
    """A sprite moved, turned, tinted, taken out, added or put on top, at random in lists of up to
    forty: every box named is where the changed sprite was or is, and both are named."""
    import random

    rng = random.Random(11)
    textures = [arcade.make_soft_square_texture(size, arcade.color.WHITE, outer_alpha=255) for size in (10, 16, 24)]

    def box(sprite: arcade.Sprite) -> tuple[float, float, float, float]:
        half = (sprite.width ** 2 + sprite.height ** 2) ** 0.5 / 2 if sprite.angle % 360 else None
        w, h = (half, half) if half else (sprite.width / 2, sprite.height / 2)
        return sprite.center_x - w, sprite.center_y - h, sprite.center_x + w, sprite.center_y + h

    def near(a, b) -> bool:
        return max(abs(p - q) for p, q in zip(a, b)) < 1e-3

    for _ in range(200):
        layer = arcade.SpriteList()
        layer.extend(arcade.Sprite(rng.choice(textures), center_x=rng.randrange(0, 1200, 3),
                                   center_y=rng.randrange(0, 700, 3)) for _ in range(rng.randint(0, 40)))
        watch = SpriteWatch(layer)
        watch.changes()
        before = {id(sprite): box(sprite) for sprite in layer}
        edit = rng.randrange(6) if len(layer) > 1 else 5
        sprite = layer[rng.randrange(len(layer) - 1)] if edit != 5 else None  # not the top one
        if sprite is None:
            sprite = arcade.Sprite(rng.choice(textures), center_x=rng.randrange(0, 1200, 3), center_y=300)
            layer.append(sprite)
        elif edit == 0:
            sprite.center_x += rng.choice((-7, 5))
        elif edit == 1:
            sprite.angle = rng.choice((30, 90))
        elif edit == 2:
            sprite.color = (255, 0, 0, 255)
        elif edit == 3:
            layer.remove(sprite)
        else:
            layer.remove(sprite)
            layer.append(sprite)  # put on top
        changed = {id(sprite)}
        named = watch.changes()
        now = {id(sprite): box(sprite) for sprite in layer}
        if edit == 4:  # put on top: it, or a sprite it passed, named as the one drawn out of order
            assert len(named) == 1 and any(near(named[0], box_) for box_ in now.values())
            continue
        expected = [before[k] for k in changed if k in before] + [now[k] for k in changed if k in now]
        assert all(any(near(box_, named_) for named_ in named) for box_ in expected), (edit, expected, named)
        assert all(any(near(named_, box_) for box_ in expected) for named_ in named)


def test_boxes_merge_when_a_pass_costs_more_than_the_pixels_between_them():
    near = merged([(0, 0, 10, 10), (12, 0, 22, 10)], most=6, pass_cost=1000)
    assert near == [(0.0, 0.0, 22.0, 10.0)]
    far = merged([(0, 0, 10, 10), (500, 500, 510, 510)], most=6, pass_cost=1000)
    assert sorted(far) == [(0.0, 0.0, 10.0, 10.0), (500.0, 500.0, 510.0, 510.0)]
    overlapping = merged([(0, 0, 100, 100), (50, 50, 150, 150)], most=6, pass_cost=0)
    assert overlapping == [(0.0, 0.0, 150.0, 150.0)]
    many = merged([(k * 100.0, 0.0, k * 100.0 + 5, 5.0) for k in range(10)], most=3, pass_cost=0)
    assert len(many) == 3
    covered = [(k * 100.0, 0.0, k * 100.0 + 5, 5.0) for k in range(10)]
    assert all(any(m[0] <= c[0] and c[2] <= m[2] for m in many) for c in covered)


def test_few_boxes_are_merged_in_python_as_many_are_in_numpy(monkeypatch):
    import random

    from game.ui import damage

    rng = random.Random(5)
    for _ in range(500):
        boxes = []
        for _ in range(rng.randint(1, damage.FEW_BOXES + 3)):
            x, y = rng.uniform(0, 1200), rng.uniform(0, 650)
            boxes.append((x, y, x + rng.uniform(5, 200), y + rng.uniform(5, 200)))
        most, cost = rng.choice([1, 3, 6]), rng.choice([0, 6000, 60000])
        either = sorted(merged(boxes, most, cost))
        with monkeypatch.context() as numpy_only:
            numpy_only.setattr(damage, "FEW_BOXES", -1)
            assert sorted(merged(boxes, most, cost)) == either
        assert len(either) <= max(most, 1) or cost > 0
        for box in boxes:  # every box is inside one merged
            assert any(m[0] <= box[0] and box[2] <= m[2] and m[1] <= box[1] and box[3] <= m[3] for m in either)


def test_the_text_watch_names_a_changed_words_box_and_one_that_went(window):
    from game.ui.damage import TextWatch
    from game.ui.labels import Labels

    labels = Labels()
    score = labels.add("Score 10", 100, 100)
    labels.add("Level 1", 100, 300)
    watch = TextWatch(labels)
    assert watch.changes() == []  # the first look
    assert watch.changes() == []
    before = (score.left, score.bottom, score.right, score.top)
    score.text = "Score 1000"
    boxes = watch.changes()
    assert len(boxes) == 2  # where the old words were, and where the longer ones are
    pad = TextWatch.PAD
    assert (before[0] - pad, before[1] - pad, before[2] + pad, before[3] + pad) in boxes
    assert max(box[2] for box in boxes) == score.right + pad
    labels.drop([score])
    assert watch.changes() == [(score.left - pad, score.bottom - pad, score.right + pad, score.top + pad)]


def test_the_text_watch_sees_every_way_a_text_is_changed(window):
    from game.ui.damage import TextWatch
    from game.ui.labels import Labels

    labels = Labels()
    text = labels.add("A long name of a file", 100, 100)
    labels.add("Level 1", 100, 300)
    watch = TextWatch(labels)
    watch.changes()
    changes = {
        "colour": lambda: setattr(text, "color", (255, 0, 0, 255)),
        "place": lambda: setattr(text, "position", (120, 110)),
        "x": lambda: setattr(text, "x", 90),
        "size": lambda: setattr(text, "font_size", 20),
        "hidden": lambda: setattr(text, "visible", False),
        "shown": lambda: setattr(text, "visible", True),
        "words": lambda: setattr(text, "text", "Another name of a file"),
        "cut short": lambda: text.elide(60),
    }
    for what, change in changes.items():
        change()
        assert watch.changes(), what
        assert watch.changes() == [], what  # seen once
    text.text = text.text  # set to what it was: looked at again, nothing to paint
    assert watch.changes() == []


def test_the_text_watch_sees_a_new_text_where_a_dropped_one_was(window):
    from game.ui.damage import TextWatch
    from game.ui.labels import Labels

    labels = Labels()
    old = labels.add("12", 100, 100)
    watch = TextWatch(labels)
    watch.changes()
    labels.drop([old])
    new = labels.add("345", 400, 400)  # made as many edits as the old one; it may reuse its id
    assert new.edits == old.edits
    boxes = watch.changes()
    pad = TextWatch.PAD
    assert (new.left - pad, new.bottom - pad, new.right + pad, new.top + pad) in boxes
    assert (old.left - pad, old.bottom - pad, old.right + pad, old.top + pad) in boxes


def _watched_shots() -> list[str]:
    """The How to Play pictures of the games whose still layers are painted in boxes: each plays a
    moment of its game (a round won, a talisman aimed, a cut, a cascade) through its own frames."""
    from game.app.shots import howto_shot_names

    return [name for name in howto_shot_names() if name.split(":")[0] in ("floorplan", "guppy", "pharaoh")]


@pytest.mark.parametrize("name", _watched_shots())
def test_each_played_moment_painted_in_boxes_matches_one_painted_whole(app, name):
    from game.app.main import step
    from game.app.shots import howto_shot

    build_scene(app, name)
    scene = app.current_view
    for i in range(howto_shot(name).frames):
        scene.still.painted = []
        step(app, 1)
        if scene.still.painted and app.current_view is scene:
            scene.on_draw()  # the frame again, from the copy the boxes were painted into
            assert_same(app, scene, name, i)


def test_guppys_words_for_the_tool_in_hand_are_painted_again_when_another_is_taken(app):
    from game.app.main import step
    from game.guppy.input import SPONGE
    from game.guppy.pure.rules import BLUE

    build_scene(app, "guppy")
    scene = app.current_view
    step(app, 5)
    before = screen(app)
    for tool in (BLUE, SPONGE, BLUE):
        scene.still.painted = []
        scene.input.take(tool)
        step(app, 1)
        assert scene.still.painted, "the old words' box and the new ones' are painted again"
        scene.on_draw()
        assert_same(app, scene, "guppy", 0)
    words = scene.hud.in_hand.texts[0]
    assert words.text == "Blue dye"
    x0, y0, x1, y1 = (int(v) for v in (words.left, words.bottom, words.right, words.top))
    height = before.shape[0]
    assert np.any(before[height - y1:height - y0, x0:x1] != screen(app)[height - y1:height - y0, x0:x1])


@pytest.mark.parametrize("name", ["floorplan", "guppy"])
def test_boxes_a_few_pixels_apart_are_painted_as_boxes_that_share_no_pixel(app, name):
    """All boxes are cleared before any is painted, so no two may share a pixel once padded (what
    lies there would be painted twice, a blend doubled): two boxes corner to corner, too far apart
    to be worth one pass round both, are joined when their padding meets."""
    build_scene(app, name)
    scene = app.current_view
    for _ in range(3):
        app.current_view.on_update(1 / 60)
        app.current_view.on_draw()
    for gap in (1, 3):  # padded by BOX_PAD on each side, these meet at a corner
        scene.still.painted = []
        scene.still.drop((100, 100, 500, 110))
        scene.still.drop((500 + gap, 110 + gap, 600, 400))
        app.current_view.on_draw()
        painted = scene.still.painted
        assert painted
        for i, (a0, b0, a1, b1) in enumerate(painted):
            for c0, d0, c1, d1 in painted[i + 1:]:
                assert min(a1, c1) <= max(a0, c0) or min(b1, d1) <= max(b0, d0), painted
        assert_same(app, scene, name, gap)
    scene.still.painted = []
    scene.still.drop((100, 100, 500, 110))
    scene.still.drop((520, 130, 600, 400))  # apart even when padded: two passes
    app.current_view.on_draw()
    assert len(scene.still.painted) == 2
    assert_same(app, scene, name, 0)


def test_a_box_painted_again_draws_only_the_parts_that_reach_it(app):
    """A pass draws each list of the still layer whatever it covers there (a draw call's price in
    software rendering), so the parts that lie outside the box are left out: a box in Pharaoh's
    panel draws the backdrop and the panel, not the glyphs nor the mask above the board, and shows
    what a whole repaint shows."""
    build_scene(app, "pharaoh")
    scene = app.current_view
    for _ in range(3):
        app.current_view.on_update(1 / 60)
        app.current_view.on_draw()
    board = scene.board_view
    drawn: list[str] = []

    def record(name: str):
        layer = getattr(board, name)

        def draw(**kwargs) -> None:
            drawn.append(name)
            type(layer).draw(layer, **kwargs)
        layer.draw = draw

    for name in ("backdrop", "glyphs", "mask", "hud"):
        record(name)
    icon = next(iter(scene.hud.slot_icons.values()))  # a pocket slot's picture, in the panel
    scene.still.painted = []
    scene.still.drop((icon.left, icon.bottom, icon.right, icon.top))
    app.current_view.on_draw()
    assert scene.still.painted and "glyphs" not in drawn and "mask" not in drawn
    assert "backdrop" in drawn and "hud" in drawn
    # outside a pass, every part reaches: the layer painted whole draws them all
    assert scene.still.reaches(board.glyphs) and scene.still.reaches((0, 0, 1, 1))
    drawn.clear()
    assert_same(app, scene, "pharaoh", 0)
    assert {"backdrop", "glyphs", "mask", "hud"} <= set(drawn)
