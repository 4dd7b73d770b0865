"""Special files and links in the player's levels folders (a named pipe, a loop of links), and saves
the game screens could not play (a Floorplan difficulty no bot has, no human seat): `quintet check`,
`play`, `edit`, the "Your museums/parks" lists and the Continue button say what is wrong with the
file, never hang, crash or lose it (issue 22)."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import time
from pathlib import Path

import pytest

from game.cli import main
from game.core.saves import save_path
from game.core.storage import atomic_write_json
from game.levels import user_levels_dir

PIPE = "is not an ordinary file (a named pipe, a device or a socket)"
LOOP = "is a symbolic link that leads round in a loop"


@contextlib.contextmanager
def _within(seconds: int):
    """Fail instead of hanging when the block runs longer than `seconds`."""
    def ring(signum, frame):
        raise AssertionError(f"hung for over {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@pytest.fixture
def broken_folder(home):
    """`pipe.toml` (a named pipe) among the museums, `self.toml` (a link to itself) among the parks."""
    museums, parks = user_levels_dir("floorplan"), user_levels_dir("olifantenpad")
    museums.mkdir(parents=True)
    parks.mkdir(parents=True)
    os.mkfifo(museums / "pipe.toml")
    (parks / "self.toml").symlink_to("self.toml")
    return museums / "pipe.toml", parks / "self.toml"


def test_check_names_a_pipe_and_a_link_loop_in_the_levels_folder_and_exits_1(broken_folder, capsys):
    pipe, loop = broken_folder
    with _within(60):
        assert main(["check"]) == 1
    out = capsys.readouterr().out
    assert f"{pipe}:1: {PIPE}" in out and f"{loop}:1: {LOOP}" in out
    with _within(20):
        assert main(["check", str(pipe), str(loop)]) == 1
    assert out.count("\n") >= 2 and PIPE in capsys.readouterr().out
    assert pipe.exists() and loop.is_symlink()  # nothing lost


@pytest.mark.parametrize("command", ["play", "edit"])
def test_play_and_edit_refuse_a_pipe_and_a_loop_with_a_sentence(broken_folder, capsys, command):
    pipe, loop = broken_folder
    for path, sentence in ((pipe, PIPE), (loop, LOOP)):
        with _within(20):
            assert main([command, str(path)]) == 2
        assert f"quintet {command}: {path}: {sentence}" in capsys.readouterr().err


def test_a_link_loop_in_a_folder_named_on_the_command_line_is_named(home, tmp_path, capsys):
    (tmp_path / "a.toml").symlink_to("b.toml")
    (tmp_path / "b.toml").symlink_to("a.toml")
    (tmp_path / "up").symlink_to(".")
    with _within(20):
        assert main(["check", str(tmp_path)]) == 1
    assert capsys.readouterr().out.count(LOOP) == 2


@pytest.mark.parametrize("game_id, path_index, sentence", [("floorplan", 0, PIPE), ("olifantenpad", 1, LOOP)],
                         ids=["your museums with a pipe", "your parks with a loop"])
def test_the_your_levels_list_shows_the_entry_with_its_problem(app, drive, broken_folder, game_id, path_index,
                                                              sentence):
    from game.ui.your_levels import YourLevelsScene

    with _within(30):
        scene = YourLevelsScene(app, game_id)
        app.push(scene)
        drive.frames(3)
    rows = [(row.label, row.note.text) for row in scene.menu.widgets]
    name = broken_folder[path_index].stem
    assert (name, "has a problem") in rows
    scene.menu.focus(rows.index((name, "has a problem")))
    drive.frames(2)
    assert "This file has a problem" in scene.body.text and sentence in scene.body.text
    assert broken_folder[path_index].is_symlink() or broken_folder[path_index].exists()


def _card(app, game_id: str):
    from game.app.scenes.select import SelectScene

    app.push(SelectScene(app))
    return next(c for c in app.scene.cards if c.entry.id == game_id)


def test_a_floorplan_save_at_an_unknown_difficulty_never_reaches_continue(app, drive):
    from game.app.games import new_session

    session = new_session(_card(app, "floorplan").entry, seed=5)
    data = session.to_save()
    data["params"]["difficulty"] = "impossible"
    atomic_write_json(save_path("floorplan"), data)
    card = _card(app, "floorplan")
    assert "Continue" not in [w.label for w in card.buttons.widgets]
    assert card.note.text.startswith("Your save could not be loaded. It is kept as floorplan.json.corrupt.")
    drive.frames(2)


def test_an_olifantenpad_save_without_a_person_never_reaches_continue(app, drive):
    data = {"format": "quintet-save", "game": "olifantenpad", "version": 1,
            "params": {"players": 2, "seats": ["easy", "easy"]}, "seed": 1, "moves": []}
    atomic_write_json(save_path("olifantenpad"), data)
    started = time.perf_counter()
    card = _card(app, "olifantenpad")
    assert time.perf_counter() - started < 5
    assert "Continue" not in [w.label for w in card.buttons.widgets]
    kept = save_path("olifantenpad").with_name("olifantenpad.json.corrupt")
    assert json.loads(kept.read_text())["params"]["seats"] == ["easy", "easy"]
    drive.frames(2)


def test_a_pipe_as_the_save_slot_is_kept_aside_not_waited_on(app, drive):
    path = save_path("romb")
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    with _within(30):
        card = _card(app, "romb")
    assert "Continue" not in [w.label for w in card.buttons.widgets]
    assert Path(str(path) + ".corrupt").exists()
