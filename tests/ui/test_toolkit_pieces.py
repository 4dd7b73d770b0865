"""The smaller toolkit pieces: sprite pools, hiding, labels, outlined words, sparks and the other
effects, and the choice grid's two-dimensional focus."""

import arcade
import pytest
from PIL import Image

from game.ui.choices import ChoiceCard, ChoiceGrid
from game.ui.effects import CallOut, Effects, Popups, Sparks, flash, pop_words, ring_burst, vanish
from game.ui.labels import Labels, show, word_image, word_texture
from game.ui.sprites import OFF_SCREEN, SpritePool, at_rest, empty, hide, image_texture, make_sprite, set_listed, slide
from game.ui.tween import Timeline, linear

DOT = image_texture(Image.new("RGBA", (8, 8), (255, 255, 255, 255)), "test-dot")


def test_a_pool_lists_only_the_cells_shown(app):
    pool = SpritePool()
    pool.reset([(10, 10), (20, 10), (30, 10)], DOT, scale=0.5)
    assert len(pool) == 0 and len(pool.pool) == 3
    sprite = pool.put(2, True)
    assert list(pool) == [sprite] and pool.shown(2) and sprite.position == (30, 10) and sprite.scale_x == 0.5
    pool.put(2, True)  # twice is once
    pool.put(0, True)
    assert list(pool) == [pool.pool[2], pool.pool[0]]
    pool.put(2, False)
    pool.hide_all()
    assert len(pool) == 0 and len(pool.pool) == 3


def test_a_pool_shows_only_the_cells_asked_for_and_keeps_the_rest_in_place(app):
    pool = SpritePool()
    pool.reset([(10 * k, 10) for k in range(6)], DOT)
    pool.show_only([4, 1])
    assert list(pool) == [pool.pool[1], pool.pool[4]]
    pool.show_only([4, 5, 2])  # 1 goes; 4 stays where it was, under the new ones
    assert list(pool) == [pool.pool[4], pool.pool[2], pool.pool[5]]
    pool.hide_all()
    pool.show_only([3])  # after the list was emptied behind its back
    assert list(pool) == [pool.pool[3]]
    pool.show_only(())
    assert len(pool) == 0


def test_hide_parks_a_sprite_off_screen_and_set_listed_adds_once(app):
    sprites = arcade.SpriteList()
    sprite = make_sprite(DOT, 5, 6, scale=2, alpha=80)
    assert sprite.position == (5, 6) and sprite.alpha == 80
    set_listed(sprite, sprites, True)
    set_listed(sprite, sprites, True)
    assert len(sprites) == 1
    set_listed(sprite, sprites, False)
    assert len(sprites) == 0
    hide(sprite)
    assert sprite.alpha == 0 and sprite.position == OFF_SCREEN


def test_at_rest_puts_a_moved_sprite_back_and_leaves_one_at_rest_untouched(app):
    other = image_texture(Image.new("RGBA", (4, 4), (9, 9, 9, 255)), "test-other-dot")
    sprites = arcade.SpriteList()
    sprite = make_sprite(other, 1, 2, scale=3, alpha=40)
    sprite.angle = 30
    sprites.append(sprite)
    at_rest(sprite, DOT, (5, 6), 0.5)
    assert (sprite.texture, sprite.position, sprite.scale, sprite.angle, sprite.alpha) == (DOT, (5, 6), (0.5, 0.5),
                                                                                          0, 255)
    colour = sprite.color
    sprite.color = (1, 2, 3, 255)  # a tint the rest state does not name stays: only what differs is set
    at_rest(sprite, DOT, (5, 6), 0.5)
    assert sprite.color == (1, 2, 3, 255) and colour == (255, 255, 255, 255)


def test_empty_takes_every_sprite_out_and_the_list_takes_them_again(app):
    sprites = arcade.SpriteList()
    dots = [make_sprite(DOT, i, i) for i in range(3)]
    sprites.extend(dots)
    empty(sprites)
    assert len(sprites) == 0 and all(not dot.sprite_lists for dot in dots)
    sprites.append(dots[0])
    assert list(sprites) == [dots[0]]


def test_slide_moves_a_sprite_along_the_timeline(app):
    timeline = Timeline()
    sprite = make_sprite(DOT)
    end = slide(timeline, sprite, (0, 0), (100, 50), 1.0, at=0.5, ease=linear)
    assert end == 1.5
    timeline.update(1.0)
    assert sprite.position == (50, 25)
    timeline.finish()
    assert sprite.position == (100, 50)


def test_labels_keep_their_texts_and_show_sets_only_changes(app):
    labels = Labels()
    score = labels.value(100, 100, size=20, bold=True)
    title = labels.add("Title", 10, 10)
    assert labels.texts == [score, title] and score.anchor_x == "center" and title.anchor_x == "left"
    assert show(score, "12") and not show(score, "12") and score.text == "12"
    labels.draw()


def test_outlined_words_are_cached_textures_sized_to_the_word():
    small = word_image("Hi", 20, (255, 0, 0), stroke=2, pad=2)
    large = word_image("Hi", 40, (255, 0, 0), stroke=2, pad=2)
    assert large.width > small.width and small.mode == "RGBA"
    assert small.getpixel((0, 0))[3] == 0  # the padding is clear
    assert word_texture("Well done", 34, (240, 196, 92)) is word_texture("Well done", 34, (240, 196, 92))


def test_sparks_fly_fall_fade_and_are_reused(app):
    sparks = Sparks(DOT, count=4, seed=1)
    sparks.burst(100, 100, (255, 0, 0), count=3)
    live = [s for s in sparks.sprites if s.position != OFF_SCREEN]
    assert len(live) == 3 and all(s.color[:3] == (255, 0, 0) for s in live)
    heights = [s.center_y for s in live]
    sparks.update(0.1)
    assert [s.alpha for s in live] != [255] * 3
    sparks.update(0.1)
    sparks.update(0.1)
    assert min(s.center_y for s in live) < max(heights) + 60  # gravity pulls them back down
    sparks.burst(0, 0, (0, 255, 0), count=2)  # the fourth, then the oldest again
    assert sparks.sprites[0].color[:3] == (0, 255, 0)
    sparks.update(1.0)  # every life is over
    assert all(s.position == OFF_SCREEN for s in sparks.sprites)


def test_an_effects_layer_runs_popups_and_call_outs_on_its_own_timeline(app):
    fx = Effects()
    popups = fx.add(Popups(fx.timeline, count=2))
    callout = fx.add(CallOut(fx.timeline))
    popups.show(50, 50, "+30", (200, 200, 200))
    callout.show(DOT, (300, 300), seconds=0.5)
    shadow, text = popups.pool[0]
    assert text.visible and text.text == "+30" and callout.sprite.position == (300, 300)
    fx.update(0.25, speed=2.0)  # half a second at double speed: the call-out is over
    risen = [sprite.center_y for sprite in text.chars[:3]]
    assert callout.sprite.position == OFF_SCREEN and text.visible and min(risen) > 50
    fx.clear()
    assert not text.visible and not shadow.visible and not fx.timeline.busy
    fx.draw()


def test_a_popup_line_reused_for_a_newer_text_is_not_moved_by_the_older_rise(app):
    fx = Effects()
    popups = fx.add(Popups(fx.timeline, count=1))
    popups.show(50, 50, "+30", (200, 200, 200))
    fx.update(0.5)
    popups.show(400, 300, "+7", (200, 200, 200))  # the one line again, at once
    fx.update(0.47)  # the first rise ends (0.95 s) while the second goes on
    _, text = popups.pool[0]
    assert text.text == "+7" and text.visible
    assert all(300 < sprite.center_y < 360 for sprite in text.chars[:2])


def test_turn_effects_join_their_layer_and_leave_it_when_done(app):
    timeline, layer = Timeline(), arcade.SpriteList()
    end = ring_burst(timeline, layer, DOT, (100, 100), (255, 255, 255, 255), at=0.2, count=6)
    assert end == 0.8 and len(layer) == 6
    pop_words(timeline, layer, DOT, DOT, 200, 200, at=0.0)
    timeline.update(0.1)
    assert len(layer) == 8
    glow = make_sprite(DOT, alpha=0)
    flash(timeline, glow, 1.0, peak=100, swell=(0.5, 2.5))
    timeline.update(0.5)  # half-way through the flash (ease in-out at 0.5 is 0.5)
    assert glow.alpha == 100 and glow.scale_x == pytest.approx(1.75)
    piece = make_sprite(DOT, scale=0.5)
    vanish(timeline, piece, 0.3, scale=0.5)
    timeline.finish()
    assert len(layer) == 0 and glow.alpha == 0 and piece.alpha == 0 and piece.scale_x == 0.75


def test_the_choice_grid_moves_in_rows_and_to_the_nearest_card_below(app):
    picked = []
    top = [ChoiceCard(330 + i * 320, 500, 300, 86, lambda i=i: picked.append(("set", i))) for i in range(2)]
    levels = [ChoiceCard(72 + i * 230, 262, 216, 180, lambda i=i: picked.append(("level", i))) for i in range(5)]
    grid = ChoiceGrid([top, levels], focus=(1, 4))
    assert grid.focused is levels[4] and levels[4].focused and not levels[0].focused
    grid.move("right")  # the row's end
    assert grid.focus == (1, 4)
    grid.move("up")  # the set card nearest in x
    assert grid.focus == (0, 1)
    grid.move("down")
    assert grid.focus == (1, 3)
    grid.move("left")
    grid.focused.activate()
    assert picked == [("level", 2)]
    assert grid.click(330 + 10, 510) and picked[-1] == ("set", 0) and grid.focus == (0, 0)
    grid.hover(72 + 5, 270)
    assert grid.focus == (1, 0) and not grid.click(5, 5)


def test_dropped_labels_leave_the_batch(app):
    # given two big blocks of text in one batch, drawn into the window
    labels = Labels()
    kept = labels.add("██", 100, 100, (255, 255, 255), 40)
    gone = labels.add("██", 400, 100, (255, 255, 255), 40)

    def lit(x: float) -> bool:
        app.clear(color=(0, 0, 0))
        labels.draw()
        image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("L")
        return image.getpixel((int(x + 20), image.height - 112)) > 128

    assert lit(100) and lit(400)
    # when one is dropped, it is no longer listed or drawn; the other still is
    labels.drop([gone])
    assert list(labels) == [kept] and len(labels) == 1
    assert lit(100) and not lit(400)


def test_a_choice_scene_moves_picks_and_goes_back_with_real_keys(app, drive):
    from game.ui.choices import ChoiceScene

    class Setup(ChoiceScene):  # the menus' keys: "start" is S

        def __init__(self, app) -> None:
            super().__init__(app)
            self.log: list = []
            top = [ChoiceCard(100 + i * 300, 400, 260, 100, lambda i=i: self.log.append(("top", i))) for i in range(2)]
            low = [ChoiceCard(100 + i * 200, 200, 180, 100, lambda i=i: self.log.append(("low", i))) for i in range(3)]
            self.grid = ChoiceGrid([top, low], focus=(1, 0))

        def act(self, action: str) -> bool:
            self.log.append(action)
            return True

    setup = Setup(app)
    app.push(setup)
    drive.frames(2)
    for key in (arcade.key.RIGHT, arcade.key.RIGHT, arcade.key.UP, arcade.key.ENTER, arcade.key.S):
        drive.key(key)
    assert setup.grid.focus == (0, 1) and setup.log == [("top", 1), "start"]
    assert app.audio.played.count("click") >= 3
    drive.click(100 + 90, 250)
    assert setup.log[-1] == ("low", 0) and setup.grid.focus == (1, 0)
    drive.key(arcade.key.ESCAPE)
    assert app.scene is not setup
