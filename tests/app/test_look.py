"""The screens around the games look finished: headings in the display face, card texts inside their
cards, nothing stray under a dialog, the still parts of menus drawn once."""

import numpy as np

from game.app.scenes.select import CARD_BOTTOM, CARD_H, CARD_W, SelectScene
from game.app.shots import build_scene
from game.ui import theme
from game.ui.cached_layer import CachedLayer


def test_headings_are_in_fredoka_one_loaded_from_assets(app):
    assert theme.HEADING_FONT == "Fredoka One"
    assert theme.HEADING_FONT_FILE.replace("\\", "/").endswith("assets/fonts/FredokaOne-Regular.ttf")


def test_every_card_text_stays_inside_its_card_even_a_long_file_name(app, drive):
    # given a game whose content names a long file and key path
    app._content_problems["romb"] = ("/home/x/levels/romb/the_long_hall_and_its_dark_corridors_v2.toml:12: "
                                     "at rooms[3].grid.rows[4]: unknown symbol 'Q' (expected . # S G T M)")
    # when Game Select shows
    app.push(SelectScene(app))
    drive.frames(2)
    # then every text of every card lies within the card, above its card's foot
    for card in app.scene.cards:
        for text in (card.name, card.pitch, card.best, card.note):
            if not text.text:
                continue
            left = text.x - (text.content_width / 2 if text.anchor_x == "center" else 0)
            assert card.left <= left and left + text.content_width <= card.left + CARD_W, (card.entry.id, text.text)
            bottom = text.y - (text.content_height if text.anchor_y == "top" else 0)
            assert CARD_BOTTOM <= bottom and text.y <= CARD_BOTTOM + CARD_H, (card.entry.id, text.text)
    romb = next(card for card in app.scene.cards if card.entry.id == "romb")
    assert "the_long_hall" in romb.note.text.replace("\n", "")


def test_the_best_score_sits_right_above_the_buttons(app, drive):
    app.push(SelectScene(app))
    for card in app.scene.cards:
        top_button = max(w.bottom + w.height for w in card.buttons.widgets)
        assert 0 < card.best.y - top_button <= 24, card.entry.id


def test_the_quit_dialog_over_a_fresh_title_has_nothing_in_the_corner(app, drive):
    # given the title screen never updated, when the quit dialog opens at once (as `--shot quit`)
    build_scene(app, "quit")
    drive.frames(40)
    image = np.asarray(drive.image().convert("RGB")).astype(int)
    # then the bottom-left corner is the dimmed background, no title tile stacked at (0, 0)
    corner = image[-30:, :30].reshape(-1, 3)
    assert np.abs(corner - corner[0]).max() <= 2
    assert corner[0].sum() < 60


def test_overlays_and_select_draw_their_still_parts_once(app, drive):
    for name in ("select", "pause", "quit", "result", "settings", "howto-pharaoh"):
        build_scene(app, name)
        drive.frames(30)
        made = CachedLayer._made
        drive.frames(30)
        assert CachedLayer._made == made, f"{name} made its still layer again without a change"


def test_a_still_layer_shows_exactly_what_painting_it_shows(app, drive):
    # given the pause overlay over a game, its frames copied from the kept layers
    build_scene(app, "pause")
    drive.frames(40)
    kept = np.asarray(drive.image().convert("RGB")).astype(int)
    # when the layers are painted again (the game below drawn, dimmed, the panel over it)
    app.scene.backdrop.drop()
    app.scene.still.drop()
    painted = np.asarray(drive.image().convert("RGB")).astype(int)
    # then the copy and the painting are the same picture, letterbox and all
    assert np.abs(kept - painted).max() == 0
