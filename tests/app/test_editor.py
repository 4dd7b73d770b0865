"""The level editor driven in the real headless window, as a designer would: paint a room by mouse
and by keyboard, undo, see a problem listed with its square outlined, test-play and come back,
save, and the saved file loads and keeps its comments."""

from __future__ import annotations

from pathlib import Path

import arcade
import numpy as np

from game.app.scenes.select import SelectScene
from game.core.content import load_record
from game.levels import open_level, user_levels_dir
from game.romb.pure.content import RoomRecord
from game.romb.pure.editor import picture
from game.romb.scene import RombScene
from game.ui.editor import EditorScene
from game.ui.editor_board import BADGE_COLOR

K = arcade.key
ROOT = Path(__file__).resolve().parents[2]


def open_editor(drive, path: Path, new_name: str | None = None) -> EditorScene:
    """Game Select with the editor on top, the fade-in over."""
    from game.catalog import game
    from game.levels import LevelFile
    from game.romb.pure.editor import DESIGN

    level = LevelFile(path, game("romb"), DESIGN.kind) if new_name else open_level(path)
    drive.app.push(SelectScene(drive.app))
    scene = EditorScene(drive.app, level, new_name=new_name)
    drive.app.push(scene)
    drive.frames(20)
    return scene


def new_room(drive) -> EditorScene:
    path = user_levels_dir("romb") / "room-1.toml"
    return open_editor(drive, path, new_name="room-1")


def test_paint_by_mouse_and_keyboard_then_undo(drive):
    editor = new_room(drive)
    assert editor.history.now.at((1, 1)) == "."
    drive.key(K.KEY_4)  # Torch
    drive.click(*editor.board.center((1, 1)))
    assert editor.history.now.at((1, 1)) == "T"
    # a drag paints a stroke, one undo step
    drive.key(K.KEY_4)
    drive.drag(editor.board.center((1, 3)), editor.board.center((4, 3)))
    assert editor.history.now.squares[3][1:5] == "TTTT"
    # the keyboard: move the cursor and paint, Shift+arrow puts a wall on that side
    editor.cursor = (0, 0)
    drive.key(K.RIGHT)
    drive.key(K.RIGHT)
    drive.key(K.DOWN)
    drive.key(K.KEY_1)
    drive.key(K.KEY_4)
    drive.key(K.SPACE)
    assert editor.cursor == (2, 1) and editor.history.now.at((2, 1)) == "T"
    drive.key(K.RIGHT, K.MOD_SHIFT)
    assert ((2, 1), (3, 1)) in editor.history.now.walls
    # a wall by mouse: a click on the edge between two squares
    drive.key(K.KEY_5)
    left, top = editor.board.left, editor.board.top
    c = editor.board.cell
    drive.click(left + 5 * c, top - 0.5 * c)
    assert ((4, 0), (5, 0)) in editor.history.now.walls
    # undo takes back one step at a time, redo brings it again
    drive.key(K.Z, K.MOD_CTRL)
    assert ((4, 0), (5, 0)) not in editor.history.now.walls
    drive.key(K.Z, K.MOD_CTRL)
    assert ((2, 1), (3, 1)) not in editor.history.now.walls
    drive.key(K.Z, K.MOD_CTRL)
    assert editor.history.now.at((2, 1)) == "."
    drive.key(K.Z, K.MOD_CTRL)
    assert editor.history.now.squares[3][1:5] == "...."
    drive.key(K.Y, K.MOD_CTRL)
    assert editor.history.now.squares[3][1:5] == "TTTT"


def test_a_problem_is_listed_and_its_square_outlined(drive):
    editor = new_room(drive)
    # wall G (bottom-right corner) in: G cannot be reached from S
    editor.cursor = (6, 4)
    drive.key(K.LEFT, K.MOD_SHIFT)
    drive.key(K.UP, K.MOD_SHIFT)
    assert len(editor.problems) == 1
    problem = editor.problems[0]
    assert "G cannot be reached" in problem.message and problem.cells == ((6, 4),)
    assert "G cannot be reached" in editor.panels.problems.text and "line" in editor.panels.problems.text
    editor.cursor = (0, 0)
    drive.frames(3)
    image = np.asarray(drive.image().convert("RGB"), dtype=np.int32)
    x, y = editor.board.center((6, 4))
    badge = max(7, editor.board.cell // 6)  # the "!" badge in the square's top-right corner
    corner = editor.board.cell / 2 - badge - 6
    spot = drive.window_point(x + corner - badge * 0.6, y + corner)
    px = image[image.shape[0] - 1 - int(spot[1]), int(spot[0])]
    assert all(abs(int(a) - b) < 20 for a, b in zip(px, BADGE_COLOR)), px
    # test play is refused while the room has a problem
    drive.key(K.F5)
    assert drive.app.scene is editor


def test_resize_and_type_a_title(drive):
    editor = new_room(drive)
    drive.key(K.RIGHT, K.MOD_CTRL)
    drive.key(K.DOWN, K.MOD_CTRL)
    assert (editor.history.now.width, editor.history.now.height) == (8, 6)
    drive.key(K.F2)
    for _ in range(10):
        drive.key(K.BACKSPACE)
    drive.app.dispatch_event("on_text", "Vault")
    drive.key(K.ENTER)
    assert editor.history.now.title == "Vault"
    drive.key(K.Z, K.MOD_CTRL)
    assert editor.history.now.title == "Room 1"


def test_test_play_and_back_where_it_was(drive):
    editor = new_room(drive)
    editor.cursor = (3, 1)
    drive.key(K.F5)
    scene = drive.app.scene
    assert isinstance(scene, RombScene) and scene.level_play.test_play and not scene.autosave
    drive.frames(20)
    drive.key(K.RIGHT)
    drive.settle()
    assert scene.state.player == (1, 0)
    drive.key(K.ESCAPE)
    assert drive.app.scene is editor and editor.cursor == (3, 1)
    from game.core.saves import has_save

    assert not has_save("romb")  # a test play never touches the player's save slot


def test_verdict_and_the_shortest_win_played_back(drive):
    editor = new_room(drive)
    editor.wait_for_checks()
    assert editor.verdict is not None and editor.verdict.ok and editor.verdict.moves
    assert "shortest win" in editor.panels.verdict.text
    drive.key(K.R)
    scene = drive.app.scene
    assert isinstance(scene, RombScene) and scene.replaying
    for _ in range(60):
        drive.frames(30)
        if scene.ended:
            break
    assert scene.ended and scene.state.outcome == "won"
    drive.app.to_menu()  # the result screen's Menu leads back to the editor
    assert drive.app.scene is editor


def test_save_a_new_room_then_edit_a_commented_file(drive, tmp_path):
    editor = new_room(drive)
    drive.key(K.S, K.MOD_CTRL)
    path = user_levels_dir("romb") / "room-1.toml"
    text = path.read_text()
    assert text.startswith("#:schema ../schema/romb-room.schema.json") and "# A Romb Raider room" in text
    assert (user_levels_dir("romb").parent / "schema" / "romb-room.schema.json").exists()
    assert load_record(path, RoomRecord).title == "Room 1"
    assert not editor.history.modified

    commented = tmp_path / "05-lamp-gallery.toml"
    source = (ROOT / "levels" / "romb" / "05-lamp-gallery.toml").read_text()
    first, rest = source.split("\n", 1)
    commented.write_text(first + "\n# designer's note: keep the lamps in a row\n" + rest.replace(
        "picture = [", "picture = [  # the room"))
    drive.key(K.ESCAPE)
    editor = open_editor(drive, commented)
    drive.key(K.KEY_4)
    drive.click(*editor.board.center((1, 1)))
    drive.key(K.S, K.MOD_CTRL)
    saved = commented.read_text()
    assert "# designer's note: keep the lamps in a row" in saved and "picture = [  # the room" in saved
    assert saved.split("\n", 1)[0] == first
    record = load_record(commented, RoomRecord)
    assert list(record.picture) == picture(editor.history.now) and record.picture[3][3] == "T"


def test_the_editor_reloads_a_file_changed_on_disk(drive, tmp_path):
    path = tmp_path / "room.toml"
    source = (ROOT / "levels" / "romb" / "01-first-steps.toml").read_text()
    path.write_text(source.replace('name = "first-steps"', 'name = "room"'))
    editor = open_editor(drive, path)
    assert editor.problems == []
    path.write_text(source.replace('name = "first-steps"', 'name = "room"').replace("|S . . . .|", "|S . T . .|"))
    drive.frames(40)
    assert editor.history.now.at((2, 0)) == "T" and not editor.history.modified
    drive.key(K.Z, K.MOD_CTRL)  # the version before the reload is one undo away
    assert editor.history.now.at((2, 0)) == "."


def test_a_park_painted_and_played(drive):
    """Olifantenpad: a new park, a gate painted, visitors dragged gate to gate in the second hour,
    test-played, saved and loaded back."""
    from game.catalog import game
    from game.levels import LevelFile
    from game.olifantenpad.pure.content import ParkRecord
    from game.olifantenpad.pure.editor import DESIGN

    path = user_levels_dir("olifantenpad") / "park-1.toml"
    drive.app.push(SelectScene(drive.app))
    editor = EditorScene(drive.app, LevelFile(path, game("olifantenpad"), DESIGN.kind), new_name="park-1")
    drive.app.push(editor)
    drive.frames(10)
    drive.key(K.KEY_2)  # sidewalk from the lane to the right edge, row 6
    drive.drag(editor.board.center((7, 6)), editor.board.center((10, 6)))
    drive.key(K.KEY_3)  # a gate at the end
    drive.click(*editor.board.center((11, 6)))
    assert editor.history.now.at((11, 6)) == "D" and editor.problems == []
    drive.key(K.TAB)
    assert editor.page == 1
    drive.key(K.KEY_8)  # visitors from A to D, twice
    for _ in range(2):
        drive.drag(editor.board.center((0, 3)), editor.board.center((11, 6)))
    assert ("A", "D", 2) in editor.history.now.hours[1]
    assert [a.label for a in DESIGN.arrows(editor.history.now, 1) if a.to == (11, 6)] == ["2"]
    if game("olifantenpad").playable:
        drive.key(K.F5)
        assert drive.app.scene is not editor
        drive.frames(5)
        drive.key(K.ESCAPE)
        assert drive.app.scene is editor
    drive.key(K.S, K.MOD_CTRL)
    record = load_record(path, ParkRecord)
    assert record.hours[1].groups[-1].to == "D" and record.hours[1].groups[-1].size == 2


def test_a_museum_floor_switched_and_a_tile_turned(drive):
    from game.catalog import game
    from game.floorplan.pure.content import MuseumRecord
    from game.floorplan.pure.editor import DESIGN
    from game.levels import LevelFile

    path = user_levels_dir("floorplan") / "museum-1.toml"
    drive.app.push(SelectScene(drive.app))
    editor = EditorScene(drive.app, LevelFile(path, game("floorplan"), DESIGN.kind), new_name="museum-1")
    drive.app.push(editor)
    drive.frames(10)
    drive.key(K.TAB)
    assert editor.page == 1 and (editor.board.columns, editor.board.rows) == (5, 3)
    drive.key(K.KEY_8)  # Turn
    drive.click(*editor.board.center((1, 0)))
    assert editor.history.now.floors[1][0][1] == "┘"  # ┐ turned a quarter clockwise
    assert editor.problems == []
    drive.key(K.S, K.MOD_CTRL)
    assert load_record(path, MuseumRecord).second_floor[0][1] == "┘"


def test_a_file_that_is_not_toml_opens_with_its_problem_and_reloads_when_fixed(drive, tmp_path):
    path = tmp_path / "room.toml"
    good = (ROOT / "levels" / "romb" / "01-first-steps.toml").read_text().replace('"first-steps"', '"room"')
    path.write_text(good.replace('title = "First Steps"', 'title = "First Steps'))
    editor = open_editor(drive, path)
    assert editor.problems and "TOML syntax error" in editor.problems[0].message and editor.problems[0].line == 3
    drive.key(K.S, K.MOD_CTRL)  # never overwrites a file it could not read
    assert 'title = "First Steps\n' in path.read_text()
    path.write_text(good)
    drive.frames(40)
    assert editor.problems == [] and editor.history.now.title == "First Steps"


def test_leaving_with_unsaved_changes_asks_first_and_keep_editing_is_the_default(drive):
    from game.app.scenes.confirm import ConfirmScene

    editor = new_room(drive)
    drive.key(K.KEY_4)  # Torch
    drive.click(*editor.board.center((1, 1)))
    assert editor.history.modified
    # when Esc is pressed, the shared question asks, naming the file, with Keep editing focused
    drive.key(K.ESCAPE)
    question = drive.app.scene
    assert isinstance(question, ConfirmScene) and question.menu.focused.label == "Keep editing"
    assert "room-1.toml" in question.detail.text
    drive.key(K.ENTER)  # Keep editing: the editor as it was
    assert drive.app.scene is editor and editor.history.now.at((1, 1)) == "T"
    # when Esc then Leave (Left, Enter), the editor closes without writing the file
    drive.key(K.ESCAPE)
    drive.key(K.LEFT)
    drive.key(K.ENTER)
    assert isinstance(drive.app.scene, SelectScene)
    assert not (user_levels_dir("romb") / "room-1.toml").exists()


def test_leaving_a_saved_level_asks_nothing(drive):
    editor = new_room(drive)
    drive.key(K.KEY_4)
    drive.click(*editor.board.center((1, 1)))
    drive.key(K.S, K.MOD_CTRL)
    drive.key(K.ESCAPE)
    assert isinstance(drive.app.scene, SelectScene)
