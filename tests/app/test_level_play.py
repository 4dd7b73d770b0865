"""Playing a level file: `quintet play FILE` (and `edit`), the user levels folder, hot reload
(change the file under a running game, break it, fix it), and saves of a designer's room."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import arcade
import pytest

from game.app.scenes.select import SelectScene
from game.cli import main
from game.core.saves import load_save
from game.levels import identify, load_level, open_level, user_level_files, user_levels_dir
from game.romb.pure.rules import RULES
from game.romb.scene import RombScene
from game.ui.level_play import level_view

K = arcade.key
ROOT = Path(__file__).resolve().parents[2]
FIRST = (ROOT / "levels" / "romb" / "01-first-steps.toml").read_text()


def my_room(folder: Path, name: str = "my-room", title: str = "My Room") -> Path:
    """A designer's room (the first campaign room under another name) in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(FIRST.replace('name = "first-steps"', f'name = "{name}"')
                    .replace('title = "First Steps"', f'title = "{title}"'))
    return path


def play_file(drive, path: Path) -> RombScene:
    level = open_level(path)
    drive.app.push(SelectScene(drive.app))
    scene = level_view(drive.app, level, load_level(level))
    drive.app.push(scene)
    drive.frames(20)
    return scene


def test_a_file_anywhere_is_known_by_its_schema_line(tmp_path, home):
    path = my_room(tmp_path / "from-a-friend")
    level = identify(path)
    assert level is not None and level.game.id == "romb" and not level.user and not level.shipped
    mine = my_room(user_levels_dir("romb"), "mine")
    assert identify(mine).user and user_level_files("romb") == [mine]


def test_hot_reload_offers_the_new_version_then_shows_a_broken_file(drive, tmp_path):
    path = my_room(tmp_path)
    scene = play_file(drive, path)
    helper = scene.level_play
    assert helper.pending is None and not helper.broken
    assert scene.hud.title.text == "My Room"  # the file's title, though the room is not in the campaign
    # the designer saves a change from a text editor: within half a second a restart is offered
    path.write_text(path.read_text().replace("|S . . . .|", "|S . T . .|"))
    drive.frames(35)
    assert helper.pending is not None and "F5: restart" in helper.banner.text
    drive.key(K.F5)
    fresh = drive.app.scene
    assert fresh is not scene and isinstance(fresh, RombScene) and (2, 0) in fresh.state.room.torches
    # a broken file: a panel with the file, line and message, and the game goes on
    good = path.read_text()
    path.write_text(good.replace('title = "My Room"', 'title = "My Room"\ntitle = "Twice"'))
    drive.frames(35)
    panel = fresh.level_play
    assert panel.broken and panel.broken[0].line == 4
    assert f"{path.name}:4" in panel.body.text and "playing the last good version" in panel.heading.text
    drive.key(K.RIGHT)
    drive.settle()
    assert fresh.state.player == (1, 0)
    # fixing the file clears the panel (same content as the game: nothing to restart)
    path.write_text(good)
    drive.frames(35)
    assert not panel.broken and panel.pending is None


def test_a_save_of_a_designers_room_carries_the_room(drive, tmp_path):
    path = my_room(tmp_path)
    scene = play_file(drive, path)
    drive.key(K.RIGHT)
    drive.settle()
    path.unlink()  # the file is gone: the save still has the room
    session = load_save(RULES)
    assert session.state.room == scene.state.room and session.params.room == "my-room"


def _run(*args, home):
    env = dict(os.environ, QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_play_and_edit_from_the_command_line(tmp_path):
    from PIL import Image

    path = my_room(tmp_path / "shared")
    done = _run("play", str(path), "--headless", "--out", str(tmp_path / "play.png"), home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert Image.open(tmp_path / "play.png").size == (1280, 720)
    done = _run("edit", "romb", "--headless", "--out", str(tmp_path / "edit.png"), home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "edit.png").exists()


def test_play_refuses_what_it_cannot_open(tmp_path, capsys):
    assert main(["play", str(tmp_path / "missing.toml")]) == 2
    assert "file not found" in capsys.readouterr().err
    stray = tmp_path / "notes.toml"
    stray.write_text("x = 1\n")
    assert main(["play", str(stray)]) == 2
    assert "not a known kind of level file" in capsys.readouterr().err
    broken = my_room(tmp_path)
    broken.write_text(broken.read_text().replace("|S . . . .|", "|S . S . .|"))
    assert main(["play", str(broken)]) == 2
    assert "a second S" in capsys.readouterr().err
    assert main(["edit", "nowhere"]) == 2
    assert "quintet edit GAME" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", ["floorplan", "olifantenpad"])
def test_play_says_when_a_game_is_not_playable_yet(game_id, capsys):
    from game.catalog import game

    entry = game(game_id)
    files = [path for kind in entry.content_kinds() for path in kind.files(ROOT)]
    if entry.playable or not files:
        pytest.skip(f"{game_id} is playable or has no files yet")
    assert main(["play", str(files[0])]) == 2
    assert f"{entry.title} is not playable yet" in capsys.readouterr().err


def test_your_rooms_from_the_game_select_card(drive, home):
    """The card's "Your rooms" lists the levels folder, never locked: Enter plays a good room, E
    edits it, a broken one opens in the editor, N starts a new one."""
    from game.ui.editor import EditorScene
    from game.ui.your_levels import YourLevelsScene

    folder = user_levels_dir("romb")
    my_room(folder, "my-room", "My Room")
    broken = my_room(folder, "broken", "Broken")
    broken.write_text(broken.read_text().replace("|S . . . .|", "|S . S . .|"))
    drive.key(K.ENTER)  # title -> Game Select
    select = drive.app.scene
    card = next(c for c in select.cards if c.entry.id == "romb")
    button = next(b for b in card.buttons.widgets if b.label == "Your rooms")
    drive.click(button.left + 10, button.bottom + 10)
    scene = drive.app.scene
    assert isinstance(scene, YourLevelsScene)
    labels = [row.label for row in scene.menu.widgets]
    assert labels == ["+  New room", "broken", "My Room"] and all(row.enabled for row in scene.menu.widgets)
    scene.menu.focus(2)
    drive.key(K.ENTER)
    assert isinstance(drive.app.scene, RombScene) and drive.app.scene.state.room.name == "my-room"
    assert drive.app.scene.level_play is not None  # watched, as `quintet play` is
    drive.key(K.ESCAPE)  # pause
    drive.app.to_menu()
    assert drive.app.scene is select
    drive.click(button.left + 10, button.bottom + 10)
    scene = drive.app.scene
    scene.menu.focus(1)
    drive.key(K.ENTER)  # the broken room: to the editor, its problem listed
    editor = drive.app.scene
    assert isinstance(editor, EditorScene) and "a second S" in editor.problems[0].message
    drive.key(K.ESCAPE)
    drive.key(K.N)
    assert isinstance(drive.app.scene, EditorScene) and drive.app.scene.level.path.name == "room-1.toml"


def test_your_rooms_in_the_romb_room_list(drive, home):
    """The room list ends with "Your rooms": never locked, played from the file; a room saved in
    the editor shows when the list comes back."""
    from game.romb.setup import RoomSelectScene
    from game.ui.editor import EditorScene

    my_room(user_levels_dir("romb"), "my-room", "My Room")
    drive.app.push(SelectScene(drive.app))
    rooms = RoomSelectScene(drive.app)
    drive.app.push(rooms)
    drive.frames(5)
    labels = [row.label.strip() for row in rooms.menu.widgets]
    assert labels[-3:] == ["Your rooms", "My Room", "+  New room"]
    assert rooms.menu.widgets[-2].enabled and not rooms.menu.widgets[-3].enabled
    drive.key(K.N)
    editor = drive.app.scene
    assert isinstance(editor, EditorScene)
    drive.key(K.S, K.MOD_CTRL)
    drive.key(K.ESCAPE)
    assert drive.app.scene is rooms
    assert [row.label.strip() for row in rooms.menu.widgets][-3:] == ["My Room", "Room 1", "+  New room"]
    rooms.menu.focus(len(rooms.menu.widgets) - 3)
    drive.key(K.ENTER)
    scene = drive.app.scene
    assert isinstance(scene, RombScene) and scene.state.room.name == "my-room" and scene.hud.title.text == "My Room"
