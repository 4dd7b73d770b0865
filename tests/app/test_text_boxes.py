"""Text never leaves its box: every screen and overlay of every game is drawn, and every text drawn
lies inside the window and inside the panel it is drawn on; every panel inside the border of the
panel it sits on (`game.ui.text_boxes`). Dialogs are also shown with their longest strings.

Every check runs at each text size of the Settings: 100 %, 125 % and 150 %.
"""

from __future__ import annotations

import gc

import pytest

from game.app.shots import build_scene
from game.catalog import GAMES, game
from game.core.rules import Status
from game.ui.text_boxes import Box, problems, record_frame, record_window

GAME_IDS = [entry.id for entry in GAMES if entry.playable]
LONG_QUESTION = "Throw away the whole of this long and winding game you have played all afternoon?"
LONG_DETAIL = ("Every move of it, the pieces in your pocket, the orders half filled and the best score "
               "you were about to beat will be lost, and there is no way to bring them back afterwards.")


def pytest_generate_tests(metafunc):
    """Each check at 100 %, 125 % and 150 %."""
    if "text_size" in metafunc.fixturenames:
        sizes = [100, 125, 150]
        metafunc.parametrize("text_size", sizes, indirect=True, ids=[f"{size}%" for size in sizes])


@pytest.fixture(autouse=True)
def text_size(request, app):
    """The app started again with the Settings' text size at the check's size (per cent)."""
    from game.ui import theme

    app.settings.text_size = request.param
    app.save_settings()  # a check that starts the app again keeps the size
    app.start()
    yield request.param
    theme.set_text_size(100)


def _repaint_kept_pictures() -> None:
    """Kept pictures of a game's own (Olifantenpad's canvases, Floorplan's baked panel) are painted
    again in the next frame, so their texts are seen."""
    from game.olifantenpad.canvas import Canvas
    from game.ui.baked import Baked

    for obj in gc.get_objects():
        try:
            if isinstance(obj, Canvas):
                obj.touch()
            elif isinstance(obj, Baked):
                obj.dirty = True
        except ReferenceError:  # a dead weak proxy
            continue


def assert_in_boxes(app, drive, frames: int = 40) -> None:
    """After `frames` frames (fades and pop-ins over), one frame painted in full has every text in
    its box."""
    drive.frames(frames)
    _repaint_kept_pictures()
    frame = record_window(app)
    assert frame.texts, "nothing was drawn"
    found = problems(frame)
    assert not found, "\n".join(found)


def test_the_check_finds_a_text_past_its_panel_and_past_the_window(app):
    import arcade

    from game.ui import widgets

    inside = arcade.Text("fits", 110, 110, font_size=12)
    wide = arcade.Text("a text far too wide for the little panel it is drawn on", 110, 140, font_size=12)
    off = arcade.Text("off the edge", 1250, 300, font_size=12)

    def draw():
        widgets.draw_panel(100, 100, 200, 60)
        inside.draw()
        wide.draw()
        off.draw()
        widgets.draw_panel(90, 400, 100, 50)
        widgets.draw_panel(80, 410, 60, 30)  # a button over its dialog's left border

    found = problems(record_frame(draw))
    assert len(found) == 3
    assert "leaves its panel" in found[0] and "far too wide" in found[0]
    assert "leaves the window" in found[1]
    assert "spills over the border" in found[2]
    assert Box(0, 0, 10, 10).holds(Box(2, 2, 8, 8), inset=2)


@pytest.mark.parametrize("name", ["title", "select", "settings", "controls", "quit", "statistics", "daily",
                                  "play-code"])
def test_menus_keep_their_texts_in_their_boxes(app, drive, name):
    build_scene(app, name)
    assert_in_boxes(app, drive)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_setup_screen_keeps_its_texts_in_their_boxes(app, drive, game_id):
    from game.app.scenes.select import SelectScene

    setup = game(game_id).part("setup")
    if setup is None:
        pytest.skip(f"{game_id} has no setup screen")
    app.push(SelectScene(app))
    app.push(setup(app))
    assert_in_boxes(app, drive)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_keeps_its_texts_in_their_boxes(app, drive, game_id):
    build_scene(app, game_id)
    assert_in_boxes(app, drive, frames=60)


#: The longest sentence a game says on its message line (Floorplan's, while the Visitor rides the spare).
LONG_MESSAGE = "You are riding the spare tile and will come back onto the board with the next shift."


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_games_longest_message_keeps_clear_of_its_undo_and_redo_buttons(app, drive, game_id):
    """The message line is drawn with the game: wrapped to the room its game gives it, it stays in
    the window and off the Undo and Redo buttons (centred, or right-aligned at the window's edge,
    a long one ran under them in three games)."""
    build_scene(app, game_id)
    drive.frames(40)
    scene = app.current_view
    scene.say(LONG_MESSAGE, 30)
    assert_in_boxes(app, drive, frames=2)
    message = scene.message
    width = message.width if message.multiline else message.content_width
    left = message.left if not message.multiline else message.x
    text = Box(left, message.bottom, left + width, message.top)
    assert Box(0, 0, 1280, 720).holds(text), (game_id, text)
    if scene.undo_buttons.shown:
        for button in scene.undo_buttons.buttons:
            assert (text.right <= button.left or button.left + button.width <= text.left
                    or text.top <= button.bottom or button.bottom + button.height <= text.bottom), (
                game_id, text, button.text.text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pause_over_each_game_keeps_its_texts_in_their_boxes(app, drive, game_id):
    build_scene(app, game_id)
    drive.frames(3)
    app.open_pause(app.scene)
    assert_in_boxes(app, drive)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_how_to_play_page_keeps_its_texts_in_their_boxes(app, drive, game_id):
    from game.app.scenes.select import SelectScene

    app.push(SelectScene(app))
    app.open_howto(game_id)
    scene = app.scene
    scene.lay_out_all()
    for index in range(len(scene.pages)):
        scene.page = index
        scene.show_page()
        drive.frames(2)
        found = problems(record_window(app))
        assert not found, f"page {index + 1}: " + "\n".join(found)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("status", [Status.WON, Status.LOST])
def test_each_games_end_screen_keeps_its_texts_in_their_boxes(app, drive, game_id, status):
    build_scene(app, game_id)
    drive.frames(3)
    view = app.scene
    view.ended = True
    view.game_over(status)
    assert app.scene is not view
    assert_in_boxes(app, drive)


def test_the_end_screen_with_its_longest_strings_keeps_them_in_the_panel(app, drive):
    build_scene(app, "pharaoh")
    drive.frames(3)
    from game.ui.end_card import EndCard, ScoreRow

    rows = [ScoreRow("A player with a very long name indeed", 1234, p == 0) for p in range(4)]
    app.show_result(app.scene, EndCard("A very long heading for an end screen that says a lot",
                                       [LONG_QUESTION, LONG_DETAIL],
                                       [("Play again", lambda: None), ("Watch replay", lambda: None),
                                        ("Menu", app.to_menu)], won=False, rows=rows))
    assert_in_boxes(app, drive)


@pytest.mark.parametrize("where", ["title", "pause"])
def test_a_question_with_its_longest_strings_keeps_them_in_the_dialog(app, drive, where):
    build_scene(app, where)
    drive.frames(3)
    app.confirm(LONG_QUESTION, LONG_DETAIL, lambda: None, yes="Throw it all away", no="Keep playing")
    assert_in_boxes(app, drive)


def test_every_shared_question_keeps_its_texts_in_the_dialog(app, drive):
    from game.app.games import new_session
    from game.app.scenes.select import SelectScene
    from game.core.saves import write_save

    build_scene(app, "pause")
    drive.frames(3)
    app.scene.restart()  # the pause menu's Restart asks
    assert_in_boxes(app, drive)
    app.start()
    write_save(new_session(game("pharaoh"), seed=3))
    app.push(SelectScene(app))
    card = next(card for card in app.scene.cards if card.entry.id == "pharaoh")
    app.scene.new_game(card)  # a new game over a save asks
    assert_in_boxes(app, drive)


def test_olifantenpads_lesson_complete_dialog_keeps_its_buttons_inside(app, drive):
    from game.app.scenes.select import SelectScene
    from game.core.session import Session
    from game.olifantenpad.pure.lessons import LESSONS
    from game.olifantenpad.pure.rules import RULES
    from game.olifantenpad.scene import create_view

    lesson = LESSONS[0]
    app.push(SelectScene(app))
    view = create_view(app, Session(RULES, lesson.params(), 0, lesson.park))
    app.push(view)
    drive.frames(3)
    app.show_result(view, view.results.lesson_card(lesson))
    assert_in_boxes(app, drive)


@pytest.mark.parametrize("museum", ["museum", "arcade", "two-wings"])
def test_floorplans_visitors_view_keeps_its_caption_on_screen_in_every_museum(app, drive, museum):
    import arcade

    from game.app.scenes.select import SelectScene
    from game.core.session import Session
    from game.floorplan.pure.content import content_for
    from game.floorplan.pure.model import Params
    from game.floorplan.pure.rules import RULES
    from game.floorplan.scene import create_view

    params = Params(museum=museum)
    app.push(SelectScene(app))
    app.push(create_view(app, Session(RULES, params, 11, content_for(params))))
    for _ in range(4):  # each way the Visitor looks (L turns him)
        assert_in_boxes(app, drive, frames=20)
        drive.key(arcade.key.L)


def test_your_levels_with_a_good_and_a_broken_level_keeps_its_texts_in_their_boxes(app, drive):
    from pathlib import Path

    from game.app.scenes.select import SelectScene
    from game.levels import user_levels_dir
    from game.ui.your_levels import YourLevelsScene

    first = (Path(__file__).resolve().parents[2] / "levels" / "romb" / "01-first-steps.toml").read_text()
    folder = user_levels_dir("romb")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "a-room-with-a-rather-long-name-for-its-file.toml").write_text(
        first.replace('name = "first-steps"', 'name = "long"')
        .replace('title = "First Steps"', 'title = "The Long Corridor of the Sleeping Spirits"'))
    (folder / "broken.toml").write_text(first.replace('name = "first-steps"', 'name = "broken"')
                                        .replace("|S . . . .|", "|S . S . .|"))
    app.push(SelectScene(app))
    scene = YourLevelsScene(app, "romb")
    app.push(scene)
    for index in range(len(scene.levels)):  # each level's page, the broken one's problem too
        scene.menu.focus(index)
        assert_in_boxes(app, drive, frames=4)


def test_a_test_play_of_a_broken_file_keeps_its_panel_texts_inside(app, drive, tmp_path):
    from pathlib import Path

    from game.app.scenes.select import SelectScene
    from game.levels import load_level, open_level
    from game.ui.level_play import level_view

    first = (Path(__file__).resolve().parents[2] / "levels" / "romb" / "01-first-steps.toml").read_text()
    path = tmp_path / "a-designers-room-with-a-long-file-name-from-a-friend.toml"
    path.write_text(first.replace('name = "first-steps"', 'name = "mine"'))
    level = open_level(path)
    app.push(SelectScene(app))
    scene = level_view(app, level, load_level(level))
    app.push(scene)
    drive.frames(5)
    path.write_text(first.replace('name = "first-steps"', 'name = "mine"')
                    .replace('title = "First Steps"', 'title = "First Steps"\ntitle = "Twice"'))
    drive.frames(35)
    assert scene.level_play.broken
    assert_in_boxes(app, drive, frames=2)
