"""The app in a real headless window: menus by keyboard and mouse, settings kept, scenes drawn."""

import json

import arcade
import numpy as np
import pytest

from game.app.scenes import howto
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.howto import HowToScene, quick_start, rules_pages
from game.app.scenes.pause import PauseScene
from game.app.scenes.select import SelectScene
from game.app.scenes.settings import SettingsScene
from game.app.scenes.title import TitleScene
from game.app.shots import build_scene, scene_names
from game.core.profile import settings_path
from game.core.saves import load_save, save_path
from game.sample.pure.rules import Take
from game.sample.scene import TakeScene

K = arcade.key


def test_title_to_select_to_settings_with_keys_and_a_setting_is_kept(app, drive):
    # given the title screen
    assert isinstance(app.scene, TitleScene)
    # when Enter opens Play, Esc returns, Down + Enter opens Settings
    drive.key(K.ENTER)
    assert isinstance(app.scene, SelectScene)
    drive.key(K.ESCAPE)
    assert isinstance(app.scene, TitleScene)
    drive.key(K.DOWN)
    drive.key(K.ENTER)
    assert isinstance(app.scene, SettingsScene)
    # and Left twice on "Master volume" lowers it by two steps
    drive.key(K.LEFT)
    drive.key(K.LEFT)
    assert app.settings.master_volume == pytest.approx(0.6)
    # and the colour-blind toggle is reached with Down (past "Flying debris") and flipped with Enter
    for _ in range(6):
        drive.key(K.DOWN)
    drive.key(K.ENTER)
    assert app.settings.colorblind is True
    assert json.loads(settings_path().read_text())["master_volume"] == pytest.approx(0.6)
    # then a new start of the app in the same home finds them kept
    app.start()
    assert app.settings.master_volume == pytest.approx(0.6) and app.settings.colorblind is True
    assert isinstance(app.scene, TitleScene)


def test_mouse_clicks_drive_the_menus(app, drive):
    play = app.scene.menu.widgets[0]
    drive.click(play.left + 10, play.bottom + 10)
    assert isinstance(app.scene, SelectScene)
    drive.key(K.ESCAPE)
    settings = app.scene.menu.widgets[1]
    drive.click(settings.left + 5, settings.bottom + 5)
    assert isinstance(app.scene, SettingsScene)
    slider = app.scene.menu.widgets[1]  # music volume
    left, right = slider.bar
    drive.click(left + (right - left) * 0.3, slider.bottom + slider.height / 2)
    assert app.settings.music_volume == pytest.approx(0.3)


def test_mouse_works_in_a_resized_letterboxed_window(app, drive):
    app.on_resize(1000, 900)  # taller than 16:9: bars above and below
    try:
        play = app.scene.menu.widgets[0]
        drive.click(play.left + 20, play.bottom + 20)
        assert isinstance(app.scene, SelectScene)
    finally:
        app.on_resize(1280, 720)


def test_escape_on_title_asks_before_quitting(app, drive):
    drive.key(K.ESCAPE)
    assert isinstance(app.scene, ConfirmScene)
    drive.key(K.ENTER)  # "No" is focused first
    assert isinstance(app.scene, TitleScene)


def test_escape_in_a_game_opens_pause_and_resume_continues(app, drive):
    from game.core.session import Session
    from game.sample.pure.rules import RULES, Params

    app.push(SelectScene(app))
    game = TakeScene(app, Session(RULES, Params(), 11))
    app.push(game)
    drive.key(K.KEY_2)
    drive.settle()
    stones = game.state.stones
    assert stones == 13
    drive.key(K.ESCAPE)
    assert isinstance(app.scene, PauseScene)
    drive.key(K.ENTER)  # Resume
    assert app.scene is game and game.state.stones == stones


def test_how_to_play_from_pause_and_back_shows_the_same_pause_screen(app, drive):
    build_scene(app, "pause")
    drive.frames(40)
    pause = app.scene
    before = np.asarray(drive.image().convert("RGB")).astype(int)
    # Down twice to "How to play", Enter opens it; Esc comes back to the pause menu
    drive.key(K.DOWN)
    drive.key(K.DOWN)
    assert pause.menu.focused.label == "How to play"
    drive.key(K.ENTER, frames=30)
    assert isinstance(app.scene, HowToScene)
    drive.key(K.ESCAPE, frames=2)
    assert app.scene is pause
    drive.key(K.UP)
    drive.key(K.UP, frames=40)  # focus back on Resume, the glow settled
    after = np.asarray(drive.image().convert("RGB")).astype(int)
    assert np.abs(after - before).max() <= 2


def test_save_and_quit_from_pause_then_continue_from_the_card(app, drive):
    from game.core.session import Session
    from game.sample.pure.rules import RULES, Params

    app.push(SelectScene(app))
    game = TakeScene(app, Session(RULES, Params(stones=30), 5))
    app.push(game)
    game.play_move(Take(1))
    drive.settle()
    drive.key(K.ESCAPE)
    for _ in range(3):
        drive.key(K.DOWN)
    drive.key(K.ENTER)  # Save and quit to menu
    assert isinstance(app.scene, SelectScene)
    assert load_save(RULES).state == game.state
    assert save_path("sample").exists()


def test_undo_in_a_game_that_allows_it(app, drive):
    from game.core.session import Session
    from game.sample.pure.rules import RULES, Params

    game = TakeScene(app, Session(RULES, Params(stones=30), 5))
    app.push(game)
    drive.key(K.KEY_1)
    drive.settle()
    assert game.state.stones == 29
    drive.key(K.Z, K.MOD_CTRL)
    assert game.state.stones == 30
    drive.key(K.Y, K.MOD_CTRL)
    assert game.state.stones == 29


def test_how_to_play_pages_turn_with_keys(app, drive, tmp_path):
    app.push(HowToScene(app, "sample"))
    scene = app.scene
    assert scene.pages  # missing docs give a "coming soon" page rather than an error
    drive.key(K.RIGHT)
    assert scene.page == min(1, len(scene.pages) - 1)
    drive.key(K.ESCAPE)
    assert isinstance(app.scene, TitleScene)


def test_rules_pages_split_markdown_into_plain_pages_with_pictures(monkeypatch, tmp_path):
    import game.app.scenes.howto as howto

    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "demo.md").write_text(
        "# Demo\n\nIntro with **bold** and `code`.\n\n## Moves\n\n![a swap](../shots/swap.png)\n"
        "- swap two\n  neighbours\n- or wait\n\n## End\n\nNo moves left.\n\n## Decisions\n\nWhy swaps.\n")
    monkeypatch.setattr(howto, "resource", lambda *parts: tmp_path.joinpath(*parts))
    pages = rules_pages("demo")
    # the opening leads the first page; the developers' Decisions are not a player's page
    assert [p[0] for p in pages] == ["Moves", "End"]
    assert pages[0][1] == "Intro with bold and code.\n\n\u2022 swap two neighbours\n\u2022 or wait"
    assert pages[0][2] == (tmp_path / "docs" / "shots" / "swap.png").resolve()
    assert pages[1][2] is None


def test_how_to_play_leaves_out_decisions(app, drive):
    from game.catalog import GAMES

    for entry in GAMES:
        pages = rules_pages(entry.id)
        assert all("decision" not in heading.lower() for heading, _, _ in pages), entry.id


def _distinct_colours(image) -> int:
    pixels = np.asarray(image.convert("RGB")).reshape(-1, 3)[::97]
    return len({tuple(p) for p in pixels})


@pytest.mark.parametrize("name", scene_names())
def test_every_scene_renders_something(app, drive, name):
    build_scene(app, name)
    drive.frames(40)
    image = drive.image()
    assert image.size == (1280, 720)
    assert _distinct_colours(image) > 12, f"{name} looks blank"


def test_card_reports_a_corrupt_save_and_keeps_it(app, drive, monkeypatch):
    import game.app.scenes.select as select
    from game.catalog import GAMES, GameSpec

    # the Take sample stands in for a playable game on the select screen
    entry = GameSpec("sample", "Take", "Take stones.", (150, 150, 150), rules="game.sample.pure.rules:RULES",
                     scene="game.sample.scene:create_view")
    monkeypatch.setattr(select, "GAMES", (entry,) + GAMES[1:])
    path = save_path("sample")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    app.push(SelectScene(app))
    card = app.scene.cards[0]
    assert card.note.text.startswith("Your save could not be loaded. It is kept as sample.json.corrupt.")
    assert [w.label for w in card.buttons.widgets] == ["New game", "How to play"]
    assert path.with_name("sample.json.corrupt").read_text() == "{ not json"
    _assert_note_inside_the_card(card)


def _assert_note_inside_the_card(card):
    """The note is wrapped inside the card, between the best score and the highest button."""
    from game.app.scenes.select import CARD_W

    note = card.note
    assert note.font_name != "Liberation Mono" and note.multiline
    assert card.left <= note.x and note.x + note.content_width <= card.left + CARD_W
    highest_button = max(w.bottom + w.height for w in card.buttons.widgets)
    assert note.y - note.content_height >= highest_button, "the note runs under the buttons"
    assert note.y < card.best.y


def test_card_says_a_save_with_a_long_parser_message_in_a_players_words(app, drive, monkeypatch):
    import game.app.scenes.select as select
    from game.catalog import GAMES, GameSpec

    entry = GameSpec("sample", "Take", "Take stones.", (150, 150, 150), rules="game.sample.pure.rules:RULES",
                     scene="game.sample.scene:create_view")
    monkeypatch.setattr(select, "GAMES", (entry,) + GAMES[1:])
    path = save_path("sample")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "quintet-save", "game": "sample", "version": 1, "seed": 1, "params": {}, '
                    '"moves": [{"type": "Take", "count": "' + "x" * 500 + '"}]}')
    app.push(SelectScene(app))
    card = app.scene.cards[0]
    assert card.note.text.startswith("Your save could not be loaded.")
    _assert_note_inside_the_card(card)


def test_card_shows_a_content_error_instead_of_the_game(app, drive, monkeypatch):
    import game.app.scenes.select as select
    from game.catalog import GAMES, GameSpec

    entry = GameSpec("sample", "Take", "Take stones.", (150, 150, 150), rules="game.sample.pure.rules:RULES",
                     scene="game.sample.scene:create_view")
    monkeypatch.setattr(select, "GAMES", (entry,) + GAMES[1:])
    app._content_problems["sample"] = "levels/x.toml:3: at rows[1]: unknown symbol 'Q'"
    app.push(SelectScene(app))
    card = app.scene.cards[0]
    assert card.note.text.startswith("A game file is damaged. x.toml:3: at rows[1]: unknown symbol 'Q'")
    assert [w.label for w in card.buttons.widgets] == ["How to play"]
    _assert_note_inside_the_card(card)


def test_every_playable_games_how_to_play_pages_fit_their_boxes(app, drive):
    """Each page's heading and body, laid out as shown, lie inside the page's text panel: the body's
    laid-out height fits between the heading and the panel's foot, and no line is wider than it."""
    from game.catalog import GAMES

    for entry in (g for g in GAMES if g.playable):
        scene = HowToScene(app, entry.id)
        scene.lay_out_all()
        assert len(scene.pages) >= len(rules_pages(entry.id)), entry.id
        for index, page in enumerate(scene.pages):
            left, width = page.panel
            where = f"{entry.id} page {index + 1} ({page.heading.text})"
            assert page.body.y - page.body.content_height >= howto.PANEL_BOTTOM + howto.PAD - 1, where
            assert page.body.content_width <= width - 2 * howto.PAD, where
            assert page.heading.content_width <= width - 2 * howto.PAD, where
            assert page.heading.y - page.heading.content_height >= page.body.y - 4, where
            assert page.body.font_size >= howto.BODY_SMALLEST, where


def test_a_section_too_long_for_one_page_is_split_between_paragraphs(app, monkeypatch, tmp_path):
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    paragraphs = [f"Paragraph {i}: " + "a rule that takes some words to say. " * 12 for i in range(8)]
    (tmp_path / "docs" / "rules" / "demo.md").write_text("# Demo\n\n## Long\n\n" + "\n\n".join(paragraphs))
    monkeypatch.setattr(howto, "resource", lambda *parts: tmp_path.joinpath(*parts))
    sample = howto.game("sample")
    monkeypatch.setattr(howto, "game", lambda game_id: sample)
    scene = HowToScene(app, "demo")
    scene.lay_out_all()
    # the one section became several pages, none overflowing, each starting at a paragraph
    assert len(scene.pages) > 1
    assert all(page.heading.text == "Long" for page in scene.pages)
    for page in scene.pages:
        assert page.body.y - page.body.content_height >= howto.PANEL_BOTTOM + howto.PAD - 1
        assert page.body.text.startswith("Paragraph ")
    assert sum(page.body.text.count("Paragraph ") for page in scene.pages) == 8


def test_how_to_play_turns_pages_with_real_keys_and_ends_on_back(app, drive):
    app.push(SelectScene(app))
    app.open_howto("pharaoh")
    drive.frames(20)
    scene = app.scene
    assert len(scene.pages) >= 2 and scene.page == 0
    first = np.asarray(drive.image().convert("RGB")).copy()
    # Right turns the page and the screen shows another page; Left turns back to the same picture
    drive.key(K.RIGHT, frames=3)
    assert scene.page == 1
    assert np.abs(np.asarray(drive.image().convert("RGB")).astype(int) - first).max() > 0
    drive.key(K.LEFT, frames=3)
    assert scene.page == 0
    drive.frames(30)  # the focus glow settles
    assert np.abs(np.asarray(drive.image().convert("RGB")).astype(int) - first).max() <= 2
    # Enter on Next turns every page; on the last, the focus is on Back, and Enter goes back
    for _ in range(len(scene.pages) - 1):
        assert scene.menu.focused.label == "Next >"
        drive.key(K.ENTER)
    assert scene.page == len(scene.pages) - 1
    assert scene.menu.focused.label == "Back" and scene.menu.focused.enabled
    drive.key(K.ENTER)
    assert isinstance(app.scene, SelectScene)


def test_how_to_play_draws_a_page_picture_pixel_for_pixel_and_a_page_without_one_wide(app, drive):
    from game.catalog import GAMES

    app.open_howto(next(g.id for g in GAMES if g.playable))
    scene = app.scene
    scene.lay_out_all()
    with_picture = next(i for i, page in enumerate(scene.pages) if page.picture is not None)
    scene.page = with_picture
    scene.show_page()
    drive.frames(30)  # the fade in is over
    picture = scene.picture(scene.pages[with_picture])  # the texture on screen
    left, bottom, width, height = howto.PICTURE_BOX
    assert picture.width <= width and picture.height <= height  # tools/shots.py renders them to fit
    x = left + (width - picture.width) // 2
    y = 720 - (bottom + (height - picture.height) // 2) - picture.height
    shown = np.asarray(drive.image().convert("RGB"))[y:y + picture.height, x:x + picture.width].astype(int)
    assert np.abs(shown - np.asarray(picture.image.convert("RGB")).astype(int)).max() <= 1
    for page in scene.pages:
        assert page.panel == (howto.TEXT_BESIDE if page.picture is not None else howto.TEXT_ALONE)


@pytest.mark.parametrize("game_id", ["floorplan", "olifantenpad", "guppy", "romb", "pharaoh"])
def test_each_games_how_to_play_is_one_short_idea_a_page_with_a_picture_of_its_own(app, game_id):
    from game.app.shots import howto_shots

    pages = rules_pages(game_id)
    # each section fits one page as laid out on the screen (after the quick start's pages)
    scene = HowToScene(app, game_id)
    scene.lay_out_all()
    assert len(scene.pages) == len(quick_start(game_id)) + len(pages)
    # each page shows a picture of its own, and the pictures are the game's How to Play shots
    pictures = [picture for _, _, picture in pages]
    assert all(picture is not None and picture.exists() for picture in pictures)
    assert len(set(pictures)) == len(pages)
    assert {picture.name for picture in pictures} == {f"{game_id}-{name}.png" for name in howto_shots(game_id)}
    assert all(len(text) < 900 for _, text, _ in pages)
    # and the Decisions stay in the document, not in the game
    assert "Decisions" not in [heading for heading, _, _ in pages]


def test_every_rules_picture_is_a_howto_shot_inside_the_frame():
    """Each picture a shipped rules page names exists and is one of the How to Play shots that
    tools/shots.py renders (game/shipped/docs/screenshots/<id>-<name>.png), and each shot's crop lies in the frame."""
    from game.app.shots import howto_shot, howto_shot_names
    from game.catalog import GAMES

    names = howto_shot_names()
    files = {name.replace(":", "-"): name for name in names}
    for entry in GAMES:
        for heading, _, picture in rules_pages(entry.id):
            if picture is not None:
                assert picture.exists(), f"{entry.id} '{heading}' names a missing picture {picture.name}"
                assert files.get(picture.stem, "").startswith(f"{entry.id}:"), \
                    f"{entry.id} '{heading}' shows {picture.name}, which no How to Play shot of it renders"
    for name in names:
        left, bottom, width, height = howto_shot(name).crop
        assert 0 <= left and 0 <= bottom and left + width <= 1280 and bottom + height <= 720, name


def test_the_end_panel_sits_over_pharaohs_board_and_leaves_its_panel_clear(app, drive):
    from game.app.scenes.result import ResultScene
    from game.pharaoh.layout import BOARD_LEFT, BOARD_RIGHT

    build_scene(app, "result")
    drive.frames(30)
    result = app.scene
    assert isinstance(result, ResultScene)
    left, right = result.centre_x - result.panel_w / 2, result.centre_x + result.panel_w / 2
    assert BOARD_LEFT <= left and right <= BOARD_RIGHT  # the score and progress beside it stay visible
    assert all(left <= b.left and b.left + b.width <= right for b in result.menu.widgets)


def test_how_to_play_keeps_only_the_picture_on_screen(app, drive):
    import gc
    import weakref

    app.push(SelectScene(app))
    app.open_howto("pharaoh")
    drive.frames(5)
    scene = app.scene
    seen = []
    for _ in range(3):
        seen.append(weakref.ref(scene.picture(scene.pages[scene.page])))
        drive.key(K.RIGHT)
        drive.frames(2)
    gc.collect()
    assert [ref() is not None for ref in seen] == [False, False, False]
    assert scene.picture(scene.pages[scene.page]) is not None
