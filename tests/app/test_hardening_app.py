"""No traceback for any file or command: the command line's exit statuses and sentences, `check` on
hostile content, scripts and replays of damaged files, and the app starting with damaged settings,
profile, saves and rooms."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import game.commands as commands
from game.catalog import game
from game.cli import build_parser, main
from game.commands import load_replay
from game.core.saves import save_path
from game.core.session import SaveError, Session
from game.core.storage import atomic_write_json
from game.spec import GameSpec

ROOT = Path(__file__).resolve().parents[2]
FIRST_ROOM = (ROOT / "levels" / "romb" / "01-first-steps.toml").read_text()


def _golden(game_id: str, name: str = "golden_save.json") -> dict:
    return json.loads((ROOT / "tests" / game_id / name).read_text())


def _write(path: Path, data) -> Path:
    path.write_text(json.dumps(data))
    return path


def _run(*args, home, env=None, timeout=120):
    environment = dict(os.environ, QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent", **(env or {}))
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=timeout)


# -- exit statuses ------------------------------------------------------------------------------

def test_help_documents_the_exit_statuses(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    out = capsys.readouterr().out
    for line in ("0  done", "1  the game refused an action", "2  a file or the command line", "3  an internal"):
        assert line in out


def test_an_internal_error_is_one_sentence_a_crash_log_and_status_3(home, monkeypatch, capsys):
    def broken(file):
        raise RuntimeError("a bug")

    monkeypatch.setattr(commands, "run_script", broken)
    assert main(["script", "whatever.json"]) == 3
    err = capsys.readouterr().err
    assert "Traceback" not in err and "internal error" in err and err.count("\n") == 1
    log = Path(err.split("the details are in ")[1].strip())
    assert log.parent == home / "data" and "RuntimeError: a bug" in log.read_text()


def test_script_exit_statuses_ok_refused_unusable(tmp_path, capsys):
    data = _golden("romb")
    data["moves"] = data["moves"][:2]
    assert main(["script", str(_write(tmp_path / "a.json", data | {"actions": [{"type": "Wait"}]}))]) == 0
    wall = {"type": "Step", "direction": "north"}  # a wall north of the raider's square
    assert main(["script", str(_write(tmp_path / "b.json", data | {"actions": [wall]}))]) == 1
    assert "is illegal: A wall blocks the way north" in capsys.readouterr().err
    assert main(["script", str(tmp_path / "missing.json")]) == 2
    assert "file not found" in capsys.readouterr().err


@pytest.mark.parametrize("actions", [5, None, "Wait", {"type": "Wait"}])
def test_script_actions_of_the_wrong_type_are_refused(tmp_path, capsys, actions):
    assert main(["script", str(_write(tmp_path / "s.json", _golden("romb") | {"actions": actions}))]) == 2
    assert "'actions' must be a list" in capsys.readouterr().err


def test_script_accepts_the_words_a_player_writes_and_names_the_keys_of_a_malformed_action(tmp_path, capsys):
    data = _golden("romb")
    data["moves"] = data["moves"][:2]
    words = [{"type": "Step", "direction": "South"}, {"type": "Step", "direction": "west"}]
    assert main(["script", str(_write(tmp_path / "a.json", data | {"actions": words}))]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [step["action"]["direction"] for step in report["steps"]] == ["S", "W"]
    bad = [{"type": "Step", "dir": "S"}]
    assert main(["script", str(_write(tmp_path / "b.json", data | {"actions": bad}))]) == 2
    err = capsys.readouterr().err
    assert "action 1" in err and "is malformed: unknown key 'dir' in a Step move; its keys are: type, direction" in err
    assert "illegal" not in err


def test_script_refuses_unknown_params(tmp_path, capsys):
    data = _golden("pharaoh") | {"actions": []}
    data["params"] = {"level": 3}
    assert main(["script", str(_write(tmp_path / "p.json", data))]) == 2
    assert "unknown key 'level'" in capsys.readouterr().err


def test_script_and_replay_of_a_game_not_built_yet_say_so(tmp_path, capsys, monkeypatch):
    unbuilt = GameSpec("unbuilt", "Unbuilt", "Not yet.", (1, 2, 3), rules="game.unbuilt_game.rules:RULES")
    monkeypatch.setattr(commands, "game", lambda game_id: unbuilt)
    path = _write(tmp_path / "u.json", {"format": "quintet-save", "game": "unbuilt", "version": 1, "seed": 1,
                                       "moves": [], "actions": []})
    assert main(["script", str(path)]) == 2
    assert "Unbuilt cannot be played in this version of Quintet yet" in capsys.readouterr().err
    with pytest.raises(SaveError, match="cannot be played in this version"):
        load_replay(path)


@pytest.mark.parametrize("blob", [b'{"game": "romb", "x": "caf\xe9"}', b"\xff\xfe\x00x"])
def test_non_utf8_scripts_and_replays_are_refused(tmp_path, capsys, blob):
    path = tmp_path / "bad.json"
    path.write_bytes(blob)
    assert main(["script", str(path)]) == 2
    assert "not UTF-8" in capsys.readouterr().err
    with pytest.raises(SaveError, match="not UTF-8"):
        load_replay(path)


@pytest.mark.parametrize("data", [["x"], "x", 5, None, [{"game": "romb"}]])
def test_a_replay_that_is_not_a_table_is_refused(tmp_path, data):
    with pytest.raises(SaveError, match="not a Quintet save"):
        load_replay(_write(tmp_path / "r.json", data))


def test_a_pharaoh_replay_with_an_off_board_swap_is_refused_before_it_starts(tmp_path):
    data = _golden("pharaoh")
    data["moves"].insert(0, {"type": "Swap", "a": [9, 0], "b": [10, 0], "by": 0})
    with pytest.raises(SaveError, match="move 1 of the save is illegal: Both hieroglyphs must be on the board"):
        load_replay(_write(tmp_path / "r.json", data))


def test_replay_reads_toml_saves_as_script_does(tmp_path):
    import tomlkit

    data = _golden("romb")
    path = tmp_path / "r.toml"
    path.write_text(tomlkit.dumps(data))
    entry, session, moves = load_replay(path)
    assert entry.id == "romb" and len(moves) == len(data["moves"])


# -- the command line's own mistakes, in real processes -----------------------------------------------

def test_command_line_misuse_is_a_sentence_and_status_2(tmp_path):
    save = _write(tmp_path / "s.json", _golden("romb"))
    started = time.perf_counter()
    cases = [
        (["--headless", "--shot", "title", "--out", str(tmp_path / "shot")], "--out must name a .png file"),
        (["--headless", "replay", str(save)], "--headless replay needs --out FILE.png"),
        (["--headless", "--out", str(tmp_path / "x.png")], "--out goes with --shot SCENE"),
        (["--headless"], "--headless needs --shot"),
    ]
    for args, message in cases:
        done = _run(*args, home=tmp_path)
        assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr, args
    assert time.perf_counter() - started < 60


def test_replay_of_a_save_with_an_illegal_move_is_refused_like_script(tmp_path):
    data = _golden("romb")
    data["moves"].insert(0, {"type": "Step", "direction": "N", "by": 0})
    path = _write(tmp_path / "illegal.json", data)
    done = _run("--headless", "replay", str(path), "--out", str(tmp_path / "r.png"), home=tmp_path)
    assert done.returncode == 2 and "move 1 of the save is illegal" in done.stderr
    assert not (tmp_path / "r.png").exists()
    done = _run("script", str(path), home=tmp_path)
    assert done.returncode == 2 and "move 1 of the save is illegal" in done.stderr


def test_playing_without_a_display_is_a_sentence_not_a_traceback(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")}
    done = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=env | {"QUINTET_HOME": str(tmp_path), "ARCADE_SOUND_BACKENDS": "silent"})
    if done.returncode == 0:
        pytest.skip("this machine has a display")
    assert done.returncode == 2 and "no display" in done.stderr and "Traceback" not in done.stderr


# -- check on hostile content ---------------------------------------------------------------------------

def _check(capsys, *paths) -> tuple[int, list[str]]:
    code = main(["check", *map(str, paths)])
    return code, capsys.readouterr().out.splitlines()


def _room_file(tmp_path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.toml"
    path.write_text("#:schema ../data/schema/romb-room.schema.json\n" + text)
    return path


@pytest.mark.parametrize("body", [
    "x = " + "[" * 500 + "]" * 500,
    ".".join(["a"] * 1001) + " = 1",
    "x = " + "{a = " * 300 + "1" + "}" * 300,
    "x = " + "9" * 5000,
], ids=["arrays 500 deep", "dotted key of 1001 parts", "tables 300 deep", "a 5000-digit number"])
def test_check_refuses_toml_nested_too_deep_with_a_line(tmp_path, capsys, body):
    code, out = _check(capsys, _room_file(tmp_path, "deep", body + "\n"))
    assert code == 1 and len(out) == 1 and out[0].startswith(str(tmp_path / "deep.toml") + ":")
    assert out[0].split(":")[1].isdigit()


def _picture(width: int, height: int) -> str:
    line, body = "+" + "-+" * width, "|S" + " ." * (width - 2) + " G|"
    rows = [line] + [body if y == 0 else "|" + ". " * (width - 1) + ".|" for y in range(height) for _ in (0,)]
    out = [line]
    for y in range(height):
        out += [rows[1 + y], line]
    return 'name = "big"\ntitle = "Big"\npicture = [\n' + ",\n".join(f'  "{r}"' for r in out) + ",\n]\n"


@pytest.mark.parametrize("size", [60, 150, 201, 300])
def test_check_stops_early_on_an_oversized_room(tmp_path, capsys, size):
    path = _room_file(tmp_path, "big", _picture(size, size))
    started = time.perf_counter()
    code, out = _check(capsys, path)
    assert code == 1 and len(out) <= 3 and time.perf_counter() - started < 2
    assert "larger than" in out[0] or f"{size}x{size} squares" in out[0]


def test_check_caps_repeated_problems_and_is_quick(tmp_path, capsys):
    rows = ["+-+-+-+"] + ["|.x.|", "+-+-+-+"] * 30  # ragged rows: a problem on every other line
    text = 'name = "many"\ntitle = "Many"\npicture = [\n' + ",\n".join(f'"{r}"' for r in rows) + "\n]\n"
    started = time.perf_counter()
    code, out = _check(capsys, _room_file(tmp_path, "many", text))
    assert code == 1 and len(out) == 26 and "more problems" in out[-1]
    assert time.perf_counter() - started < 2


def test_check_refuses_a_huge_guppy_palette_quickly_with_a_line(tmp_path, capsys):
    text = (ROOT / "data" / "guppy.toml").read_text()
    head, _, tail = text.partition("palette = [")
    path = tmp_path / "guppy.toml"
    path.write_text(head + "palette = [" + '"red", ' * 10_000 + tail)
    started = time.perf_counter()
    code, out = _check(capsys, path)
    assert code == 1 and time.perf_counter() - started < 2
    assert len(out) == 1 and "more than 1,000 items" in out[0] and ":1:" not in out[0]


def test_every_refusal_names_a_line(tmp_path, capsys):
    guppy = (ROOT / "data" / "guppy.toml").read_text()
    nine = guppy[: guppy.rindex("[[levels]]")]
    cases = {
        "extra.toml": FIRST_ROOM + "\n[[extra]]\nname = 1\n",
        "nine.toml": nine,
        "latin.toml": FIRST_ROOM.replace("First Steps", "Caf\xe9"),
    }
    for name, text in cases.items():
        path = tmp_path / name
        schema = "guppy-levels" if name == "nine.toml" else "romb-room"
        body = text if text.startswith("#:schema") else f"#:schema {schema}.schema.json\n{text}"
        path.write_bytes(body.encode("latin-1" if name == "latin.toml" else "utf-8"))
    code, out = _check(capsys, *(tmp_path / name for name in cases))
    assert code == 1 and len(out) == 3
    for line in out:
        assert line.split(":")[1].isdigit(), line


def test_check_refuses_two_rooms_with_one_name_and_a_room_no_line_of_play_wins(tmp_path, capsys):
    twin = FIRST_ROOM
    # named after the room (a name must match its file), in two folders
    a, b = tmp_path / "a" / "first-steps.toml", tmp_path / "b" / "01-first-steps.toml"
    for path in (a, b):
        path.parent.mkdir()
        path.write_text(twin)
    code, out = _check(capsys, a, b)
    assert code == 1 and len(out) == 1 and out[0].startswith(f"{b}:")
    assert "first-steps.toml already uses name 'first-steps'" in out[0]
    # a corridor: the spirit on G meets the raider whatever it does
    hopeless = _room_file(tmp_path, "hopeless", 'name = "hopeless"\ntitle = "Hopeless"\n'
                          'picture = ["+-+-+-+-+", "|S . . G|", "+-+-+-+-+"]\n')
    code, out = _check(capsys, hopeless)
    assert code == 1 and "Cannot be won" in out[0] and "every level must be winnable" in out[0]


# -- the app with damaged files -----------------------------------------------------------------------

def test_a_save_for_a_room_that_is_gone_shows_on_the_card_and_is_kept(app, drive):
    from game.app.scenes.select import SelectScene

    data = _golden("romb", "golden_save_v1.json")
    data["params"] = {"room": "old-name"}
    atomic_write_json(save_path("romb"), data)
    app.push(SelectScene(app))
    card = next(c for c in app.scene.cards if c.entry.id == "romb")
    assert card.note.text.startswith("Your save's level is no longer here. It is kept as romb.json.corrupt.")
    assert [w.label for w in card.buttons.widgets] == ["New game", "How to play"]
    assert json.loads(save_path("romb").with_name("romb.json.corrupt").read_text())["params"]["room"] == "old-name"
    drive.frames(3)


def test_a_snapshot_the_game_cannot_play_never_reaches_continue(app, drive):
    from game.app.scenes.select import SelectScene

    pharaoh = game("pharaoh")
    rules = pharaoh.load_rules()
    session = Session(rules, rules.params_type(), 4, pharaoh.content_for(rules.params_type()))
    data = json.loads(json.dumps(Session.from_state(rules, session.state, session.params, 4,
                                                    session.content).to_save()))
    data["start"]["level"] = 0
    atomic_write_json(save_path("pharaoh"), data)
    app.push(SelectScene(app))
    card = next(c for c in app.scene.cards if c.entry.id == "pharaoh")
    assert "Continue" not in [w.label for w in card.buttons.widgets]
    assert card.note.text.startswith("Your save could not be loaded.")


def test_the_app_starts_with_damaged_settings_and_profile(app, drive):
    from game.core.profile import profile_path, settings_path
    from game.romb.scene import RoomSelectScene

    settings_path().write_text('{"version": 1, "animation_speed": 0, "master_volume": "loud"}')
    profile_path().write_text('{"version": 1, "progress": {"romb": {"won": 5}}}')
    app.start()
    assert app.settings.animation_speed == 1.0 and app.settings.master_volume == 0.8
    assert len(app.problems) == 2 and all("corrupt" in p for p in app.problems)
    title = app.scene
    assert title.problem.content_height <= 40
    app.push(RoomSelectScene(app))  # the room list reads the progress
    drive.frames(3)
    app.start()
    assert app.problems == []  # the repaired files read back cleanly


@pytest.mark.parametrize("text", ['{"version": "2"}', '{"version": null}', "[]", '{"version": {"a": 1}}'])
def test_the_app_starts_when_settings_or_profile_have_an_unusable_version(app, text):
    from game.core.profile import profile_path, settings_path

    for path in (settings_path(), profile_path()):
        path.write_text(text)
    app.start()
    assert len(app.problems) == 2
    assert settings_path().with_name("settings.json.corrupt").read_text() == text
    assert profile_path().with_name("profile.json.corrupt").read_text() == text


def test_one_broken_room_file_disables_only_that_room(app, drive, monkeypatch, tmp_path):
    import game.romb.pure.content as content
    from game.app.games import content_problem

    folder = tmp_path / "levels" / "romb"
    folder.mkdir(parents=True)
    (folder / "01-first-steps.toml").write_text(FIRST_ROOM)
    (folder / "02-broken.toml").write_text(FIRST_ROOM.replace('"first-steps"', '"broken"').replace("|S", "|x", 1))
    monkeypatch.setattr(content, "resource_root", lambda: tmp_path)
    assert content_problem("romb") is None
    assert [record.name for record in content.load()] == ["first-steps"]
    assert [error.file.name for error in content.broken_rooms()] == ["02-broken.toml"]


def test_restarting_the_app_stops_the_old_music(app):
    first = app.audio
    first.start_music()
    app.start()
    assert first._music_player is None and app.audio is not first


def test_a_crash_while_playing_saves_the_games_in_progress_first(app, drive):
    from game.app.main import save_games_in_progress
    from game.app.scenes.select import SelectScene
    from game.core.saves import load_save
    from game.sample.pure.rules import RULES, Params, Take
    from game.sample.scene import TakeScene

    class Broken:
        def save_game(self):
            raise OSError("disk gone")

    app.push(SelectScene(app))
    scene = TakeScene(app, Session(RULES, Params(stones=30), 5))
    app.push(scene)
    scene.play_move(Take(2))
    drive.settle()
    app.stack.insert(1, Broken())
    try:
        assert save_games_in_progress(app) == 1
    finally:
        app.stack.remove(app.stack[1])
    assert load_save(RULES).state == scene.state


def test_a_save_the_rules_accept_but_the_scene_cannot_show_is_kept_and_reported(app, drive):
    """A snapshot with a hieroglyph kind no level has passes the generic checks (Pharaoh's rules do
    not check snapshots yet); Continue draws the scene once before showing it, keeps the save aside
    and says so on the card instead of crashing the game."""
    from game.app.scenes.select import SelectScene

    pharaoh = game("pharaoh")
    rules = pharaoh.load_rules()
    session = Session(rules, rules.params_type(), 4, pharaoh.content_for(rules.params_type()))
    data = json.loads(json.dumps(Session.from_state(rules, session.state, session.params, 4,
                                                    session.content).to_save()))
    data["start"]["board"][0] = 50
    atomic_write_json(save_path("pharaoh"), data)
    app.push(SelectScene(app))
    select = app.scene
    card = next(c for c in select.cards if c.entry.id == "pharaoh")
    if "Continue" not in [w.label for w in card.buttons.widgets]:
        pytest.skip("Pharaoh's rules refuse this snapshot now (check_state): nothing left to test here")
    select.continue_game(card)
    assert app.scene is select
    card = next(c for c in select.cards if c.entry.id == "pharaoh")
    assert card.note.text.startswith("Your save could not be loaded. It is kept as pharaoh.json.corrupt.")
    assert "Continue" not in [w.label for w in card.buttons.widgets]
    assert not save_path("pharaoh").exists() and save_path("pharaoh").with_name("pharaoh.json.corrupt").exists()
    drive.frames(3)


def test_the_room_list_shows_a_broken_room_as_broken_and_the_others_play(app, drive, monkeypatch, tmp_path):
    import game.romb.pure.content as content
    from game.romb.setup import RoomSelectScene

    folder = tmp_path / "levels" / "romb"
    folder.mkdir(parents=True)
    second = (ROOT / "levels" / "romb" / "02-torchlight.toml").read_text()
    (folder / "01-first-steps.toml").write_text(FIRST_ROOM)
    (folder / "02-broken.toml").write_text(FIRST_ROOM.replace('"first-steps"', '"broken"').replace("|S", "|x", 1))
    (folder / "03-torchlight.toml").write_text(second)
    monkeypatch.setattr(content, "resource_root", lambda: tmp_path)
    app.profile.progress["romb"] = {"won": ["first-steps"]}
    scene = RoomSelectScene(app)
    app.push(scene)
    drive.frames(2)
    rows = scene.menu.widgets
    assert [row.note.text for row in rows] == ["won", "broken", "new"]  # torchlight opens after first-steps
    scene.menu.focus(1)
    drive.frames(2)
    assert scene.title.text == "This room cannot be played" and "02-broken.toml, line" in scene.facts.text
    assert "unknown square 'x'" in scene.intro.text and not scene.map_sprite.visible
    rows[1].click(rows[1].left + 5, rows[1].bottom + 5)  # picking it does nothing
    assert app.scene is scene
    scene.menu.focus(2)
    drive.frames(2)
    assert scene.title.text == "Torchlight" and scene.map_sprite.visible


def test_the_test_driver_frees_dead_gl_objects_every_frame_as_the_real_loop_does(app, drive):
    """Scenes made and dropped leave GL buffers for the context to delete; the driver's frames flip,
    and flipping deletes them (a driver that only updated and drew let them pile up for ever)."""
    import gc

    import arcade

    for _ in range(3):
        sprites = arcade.SpriteList()
        sprites.append(arcade.SpriteSolidColor(10, 10, color=(200, 0, 0)))
        sprites.draw()  # its GL buffers are made on first draw
        del sprites
    gc.collect()
    assert len(app.ctx.objects) > 0  # the dropped scenes' buffers wait for the context
    drive.frames(1)
    assert len(app.ctx.objects) == 0


def test_effect_players_are_freed_once_their_sound_is_over(app, monkeypatch):
    """pyglet frees a finished player only when its clock runs; the app frees them itself, so a
    long session (or a headless soak) does not keep every effect it ever played."""
    import game.app.audio as audio

    clock = [1000.0]
    monkeypatch.setattr(audio.time, "monotonic", lambda: clock[0])
    for _ in range(40):
        app.audio.play("click")
    assert len(app.audio._effects) <= audio.MAX_EFFECTS
    clock[0] += 60
    app.audio.play("click")
    assert len(app.audio._effects) == 1
    app.start()


def test_an_effect_played_while_a_frame_updates_starts_once_that_frame_is_drawn(app, drive, monkeypatch):
    """Starting a player costs 0.15-0.2 ms: at the frame's end the renderer shades the frame
    meanwhile, where in the frame's update it added to the frame. A click's starts at once."""
    started = []
    monkeypatch.setattr(app.audio, "_start", lambda name, pitch: started.append((name, pitch)))
    app.audio.play("click")  # as an input handler plays it, between frames
    assert started == [("click", 1.0)]
    scene = app.current_view
    scene.timeline.call(0.0, lambda: app.audio.play("select", 1.2))  # played by the frame's story
    scene.on_update(1 / 60)
    assert app.audio.played[-1] == "select" and started == [("click", 1.0)]
    scene.on_draw()
    assert started == [("click", 1.0), ("select", 1.2)]
    drive.frames(2)
    assert started == [("click", 1.0), ("select", 1.2)]  # started once


def test_every_effect_is_loaded_when_the_audio_is_made_not_at_its_first_play(app, monkeypatch):
    """Loaded at its first play, a sound was a hitch in the frame that played it."""
    import game.app.audio as audio

    monkeypatch.setattr(audio, "_SOUNDS", {})
    monkeypatch.setattr(audio, "_EFFECTS", {})
    sounds = audio.Audio(app.settings)
    loads, looked_up = [], []
    monkeypatch.setattr(audio.arcade, "load_sound", lambda path, *a, **k: loads.append(path))
    names = sorted(path.stem for path in audio.resource("assets", "sounds").glob("*.wav"))
    assert len(names) > 20
    # nor is its file looked for again (through the package's resources: 0.15 ms a play)
    monkeypatch.setattr(audio, "resource", lambda *parts: looked_up.append(parts))
    for name in names:
        sounds.play(name)
    assert loads == [] and looked_up == []
    sounds.close()


def test_freed_effect_players_leave_arcades_table_of_playing_players(app, monkeypatch):
    import pyglet.media

    import game.app.audio as audio

    clock = [2000.0]
    monkeypatch.setattr(audio.time, "monotonic", lambda: clock[0])
    app.audio.close()
    before = len(pyglet.media.Source._players)
    for _ in range(30):
        app.audio.play("click")
    clock[0] += 60
    app.audio.play("click")
    assert len(pyglet.media.Source._players) <= before + 1
    app.start()
