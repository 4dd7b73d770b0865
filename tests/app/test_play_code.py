"""Share codes in the window and on the command line: the pause menu shows and copies the code, Play a
code takes typing and Ctrl+V and opens the game (or its replay), `quintet play CODE` and
`quintet code FILE`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import arcade
import pytest

from game.app.games import new_session
from game.app.scenes.pause import PauseScene
from game.app.scenes.play_code import PlayCodeScene
from game.app.scenes.select import SelectScene
from game.catalog import game
from game.cli import main
from game.core import codes

K = arcade.key
ROOT = Path(__file__).resolve().parents[2]


class Clipboard:
    """A clipboard for the headless window (which has none): what was set, what a paste gets."""

    def __init__(self, monkeypatch, window, text: str = "") -> None:
        self.text = text
        monkeypatch.setattr(window, "set_clipboard_text", self.set, raising=False)
        monkeypatch.setattr(window, "get_clipboard_text", lambda: self.text, raising=False)

    def set(self, text: str) -> None:
        self.text = text


def _open_play_code(app, drive) -> PlayCodeScene:
    app.push(SelectScene(app))
    drive.frames(2)
    drive.key(K.C)
    assert isinstance(app.scene, PlayCodeScene)
    return app.scene


def _type(drive, text: str) -> None:
    for ch in text:  # a key press and its text, as pyglet sends them
        drive.app.dispatch_event("on_key_press", ord(ch.lower()) if ch.isalnum() else K.MINUS, 0)
        drive.app.dispatch_event("on_text", ch)
        drive.app.dispatch_event("on_key_release", ord(ch.lower()) if ch.isalnum() else K.MINUS, 0)
    drive.frames(2)


def test_pause_shows_the_code_and_copies_it(app, drive, monkeypatch):
    clipboard = Clipboard(monkeypatch, app)
    session = new_session(game("romb"), seed=4242)
    app.push(SelectScene(app))
    from game.app.games import create_game_view

    app.push(create_game_view(app, game("romb"), session))
    drive.frames(3)
    drive.key(K.ESCAPE)
    pause = app.scene
    assert isinstance(pause, PauseScene)
    assert pause.share.code == codes.encode(session)
    assert pause.share.code in pause.share.text.text
    copy = next(w for w in pause.menu.widgets if w.label == "Copy code")
    drive.click(copy.left + copy.width / 2, copy.bottom + copy.height / 2)
    assert clipboard.text == pause.share.code
    assert "Copied" in pause.share.note.text
    assert codes.decode(clipboard.text).session.state == session.state


def test_pause_copies_a_code_with_the_moves_so_far(app, drive, monkeypatch):
    from game.app.games import create_game_view

    clipboard = Clipboard(monkeypatch, app)
    app.push(SelectScene(app))
    view = create_game_view(app, game("romb"), new_session(game("romb"), seed=8))
    app.push(view)
    drive.settle()
    drive.key(K.RIGHT)  # the first room's raider walks east
    drive.settle()
    assert len(view.session.history) == 1
    drive.key(K.ESCAPE)
    drive.key(K.UP)  # round to the last button
    assert app.scene.menu.focused.label == "Copy with moves"
    drive.key(K.ENTER)
    opened = codes.decode(clipboard.text)
    assert opened.replay and [p.move for p in opened.moves] == view.session.moves
    assert "with 1 move:" in app.scene.share.note.text


def test_pause_without_a_clipboard_says_so(app, drive, monkeypatch):
    def refuse(text):
        raise NotImplementedError

    monkeypatch.setattr(app, "set_clipboard_text", refuse, raising=False)
    app.push(SelectScene(app))
    from game.app.games import create_game_view

    app.push(create_game_view(app, game("guppy"), new_session(game("guppy"), seed=1)))
    drive.frames(3)
    drive.key(K.ESCAPE)
    drive.key(K.UP)  # from Resume round to the last button
    assert app.scene.menu.focused.label == "Copy code"
    drive.key(K.ENTER)
    assert "no clipboard" in app.scene.share.note.text


def test_typing_a_code_opens_its_game(app, drive):
    session = new_session(game("pharaoh"), seed=777)
    scene = _open_play_code(app, drive)
    _type(drive, codes.encode(session).lower())
    drive.key(K.BACKSPACE)  # a last character typed twice, then taken back
    _type(drive, codes.encode(session)[-1])
    drive.key(K.ENTER)
    view = app.scene
    assert view is not scene and getattr(view, "game_id", None) == "pharaoh"
    assert view.session.state == session.state and not view.replaying


def test_a_mistyped_code_is_refused_in_a_sentence(app, drive):
    code = codes.encode(new_session(game("romb"), seed=99))
    wrong = code[:-1] + ("0" if code[-1] != "0" else "1")
    scene = _open_play_code(app, drive)
    _type(drive, wrong)
    drive.key(K.ENTER)
    assert app.scene is scene
    assert "mistyped" in scene.message.text


def test_pasting_a_code_with_moves_opens_its_replay(app, drive, monkeypatch):
    played = game("romb").part("shot_session")()
    Clipboard(monkeypatch, app, "  " + codes.encode(played, moves=True) + "\n")
    _open_play_code(app, drive)
    drive.key(K.V, K.MOD_CTRL)
    drive.key(K.ENTER)
    view = app.scene
    assert getattr(view, "game_id", None) == "romb" and view.replaying
    assert len(view.replay_moves) == len(played.history)


def test_paste_without_a_clipboard_says_so(app, drive, monkeypatch):
    def refuse():
        raise NotImplementedError

    monkeypatch.setattr(app, "get_clipboard_text", refuse, raising=False)
    scene = _open_play_code(app, drive)
    drive.key(K.V, K.MOD_CTRL)
    assert "no clipboard" in scene.message.text and scene.text == ""


def test_a_code_over_a_saved_game_asks_first(app, drive):
    from game.app.scenes.confirm import ConfirmScene
    from game.core.saves import wait_for_saves, write_save

    write_save(new_session(game("guppy"), seed=5))
    wait_for_saves()
    scene = _open_play_code(app, drive)
    _type(drive, codes.encode(new_session(game("guppy"), seed=6)))
    drive.key(K.ENTER)
    assert isinstance(app.scene, ConfirmScene)
    drive.key(K.ESCAPE)  # keep the saved game
    assert app.scene is scene


# -- the command line -------------------------------------------------------------------------------
def test_quintet_code_prints_a_saves_code_and_play_opens_it(tmp_path, capsys, home):
    session = game("romb").part("shot_session")()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(session.to_save()), encoding="utf-8")
    assert main(["code", str(path)]) == 0
    code = capsys.readouterr().out.strip()
    assert codes.decode(code).session.state == session.start_state
    assert main(["code", str(path), "--moves"]) == 0
    with_moves = capsys.readouterr().out.strip()
    assert len(codes.decode(with_moves).moves) == len(session.history)
    out = tmp_path / "shot.png"  # a window of its own: in a process of its own
    env = dict(os.environ, QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent")
    done = subprocess.run([sys.executable, "-m", "game", "play", with_moves, "--headless", "--out", str(out)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 0


def test_quintet_code_of_a_level_file(tmp_path, capsys, home):
    room = tmp_path / "my-steps.toml"
    text = open("levels/romb/01-first-steps.toml", encoding="utf-8").read()
    room.write_text(text.replace('name = "first-steps"', 'name = "my-steps"'), encoding="utf-8")
    assert main(["code", str(room), "--seed", "3"]) == 0
    code = capsys.readouterr().out.strip()
    opened = codes.decode(code)
    assert opened.session.params.room == "my-steps" and opened.session.seed == 3
    assert main(["code", "levels/romb/02-torchlight.toml"]) == 0
    short = capsys.readouterr().out.strip()
    assert len(short.replace("-", "")) <= 16
    assert codes.decode(short).session.params.room == "torchlight"


@pytest.mark.parametrize("argv, words", [
    (["play", "3BWG-FZZZ-ZZYV"], "mistyped"),
    (["play", "ABUX-1234"], "is it a V"),
    (["code", "no-such-file.json"], "file not found"),
])
def test_bad_codes_and_files_are_refused_with_status_2(argv, words, capsys, home):
    assert main(argv) == 2
    assert words in capsys.readouterr().err


def test_play_tells_a_file_from_a_code(tmp_path, capsys, home):
    assert codes.looks_like_code("3bwg-fzzz-zzyt")
    assert not codes.looks_like_code("levels/romb/01-first-steps.toml")
    assert not codes.looks_like_code(str(tmp_path / "x.json"))
    named = tmp_path / "ABCD"
    named.write_text("", encoding="utf-8")
    assert not codes.looks_like_code(str(named))  # a slash: a path
    assert main(["play", str(tmp_path / "missing.toml")]) == 2
    assert "missing.toml" in capsys.readouterr().err


def test_the_end_screen_shows_the_code_and_copies_it(app, drive, monkeypatch):
    from game.app.games import create_game_view
    from game.app.scenes.result import ResultScene
    from game.guppy.pure.rules import EndGame

    # given a game of Guppy that the player ends
    clipboard = Clipboard(monkeypatch, app)
    session = new_session(game("guppy"), seed=5)
    app.push(SelectScene(app))
    view = create_game_view(app, game("guppy"), session)
    app.push(view)
    drive.frames(3)
    assert view.play_move(EndGame())
    drive.settle()
    for _ in range(60):
        drive.frames(1)
        if isinstance(app.scene, ResultScene):
            break
    result = app.scene
    # then its end screen shows the game's code, and Copy puts it on the clipboard
    assert isinstance(result, ResultScene) and result.share.code == codes.encode(session)
    assert result.share.code in result.share.text.text
    copy = next(w for w in result.menu.widgets if w.label == "Copy")
    panel_left = result.centre_x - result.panel_w / 2
    assert panel_left <= copy.left and copy.left + copy.width <= panel_left + result.panel_w
    drive.click(copy.left + copy.width / 2, copy.bottom + copy.height / 2)
    assert clipboard.text == result.share.code and "Copied" in result.share.note.text
    assert codes.decode(clipboard.text).session.params == session.params
    # and Esc still takes the last action (Menu), not Copy
    drive.key(K.ESCAPE)
    assert isinstance(app.scene, SelectScene)


def test_the_end_screen_without_a_clipboard_says_so(app, drive, monkeypatch):
    from game.app.games import create_game_view
    from game.app.scenes.result import ResultScene
    from game.guppy.pure.rules import EndGame

    def refuse(text):
        raise NotImplementedError

    monkeypatch.setattr(app, "set_clipboard_text", refuse, raising=False)
    app.push(SelectScene(app))
    view = create_game_view(app, game("guppy"), new_session(game("guppy"), seed=6))
    app.push(view)
    drive.frames(3)
    view.play_move(EndGame())
    for _ in range(300):
        drive.frames(1)
        if isinstance(app.scene, ResultScene):
            break
    drive.key(K.RIGHT, frames=1)
    drive.key(K.RIGHT, frames=1)  # from Play again past Menu to Copy
    assert app.scene.menu.focused.label == "Copy"
    drive.key(K.ENTER)
    assert "no clipboard" in app.scene.share.note.text
