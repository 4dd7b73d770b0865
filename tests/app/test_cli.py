"""The `quintet` command line: version, check, script, replay and shots."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__
from game.catalog import all_content_kinds
from game.cli import main
from game.core.session import Session
from game.sample.pure.rules import RULES, EndTurn, Params, Take

ROOT = Path(__file__).resolve().parents[2]


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.strip() == f"quintet {__version__}"


def test_check_passes_on_every_shipped_file(capsys):
    assert main(["check"]) == 0
    err = capsys.readouterr().err
    shipped = sum(len(kind.files(ROOT)) for kind in all_content_kinds())
    assert f"checked {shipped} file(s): 0 problem(s)" in err


def test_check_reports_each_problem_and_fails(tmp_path, capsys):
    kinds = all_content_kinds()
    if not kinds:
        pytest.skip("no content kinds registered yet")
    kind = kinds[0]
    original = kind.files(ROOT)[0]
    broken = tmp_path / original.name
    text = original.read_text()
    assert text.startswith("#:schema"), "shipped files name their schema on the first line"
    first_line, rest = text.split("\n", 1)
    broken.write_text(first_line + "\n" + "oops = = 1\n" + rest)
    stray = tmp_path / "notes.txt"
    stray.write_text("hello")
    # a file outside the shipped folders is checked as the kind whose file name pattern it matches
    code = main(["check", str(broken), str(stray)])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert any(line.startswith(str(stray)) and "not a known kind" in line for line in out)
    assert any(line.startswith(f"{broken}:2:") and "TOML syntax error" in line for line in out)


FIRST_TURN = (Take(1), EndTurn())


def _script_file(tmp_path, actions, moves=FIRST_TURN):
    session = Session(RULES, Params(stones=20, bot=False), 99)
    for move in moves:
        session.play(move)
    data = session.to_save() | {"actions": actions}
    path = tmp_path / "script.json"
    path.write_text(json.dumps(data))
    return path, session


def test_script_applies_actions_and_prints_state_and_events(tmp_path, capsys):
    path, session = _script_file(tmp_path, [{"type": "Take", "count": 2, "by": 1}, {"type": "EndTurn"}])
    assert main(["script", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    expected = Session.from_save(RULES, session.to_save())
    expected.play(Take(2), 1)
    expected.play(EndTurn())
    assert report["state"] == json.loads(json.dumps(RULES.state_to_dict(expected.state)))
    assert report["steps"][0]["action"] == {"type": "Take", "count": 2, "by": 1}
    assert report["steps"][0]["events"] == [{"type": "Took", "player": 1, "count": 2, "left": 17}]
    assert report["steps"][1]["action"]["by"] == 1  # the player to move, filled in
    assert report["status"] == "playing" and len(report["save"]["moves"]) == 4


def test_script_plays_a_secret_duel_and_reports_the_outcome(tmp_path, capsys):
    turns = [{"type": "Take", "count": 1}, {"type": "EndTurn"}]
    duel = [{"type": "Bid", "count": 3, "by": 0}, {"type": "Bid", "count": 1, "by": 1}]
    path, _ = _script_file(tmp_path, turns + duel, moves=(Take(1), EndTurn()))
    assert main(["script", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["steps"][-1]["events"][0] == {"type": "BidPlaced", "player": 1, "count": 1}
    assert {"type": "BidsRevealed", "bids": [3, 1]} in report["steps"][-1]["events"]
    assert report["state"]["taken"] == [4, 1]


def test_script_illegal_action_is_a_clear_error(tmp_path, capsys):
    path, _ = _script_file(tmp_path, [{"type": "Take", "count": 1}, {"type": "EndTurn"},
                                      {"type": "Take", "count": 7}], moves=())
    assert main(["script", str(path)]) == 1
    captured = capsys.readouterr()
    assert "action 3" in captured.err and "Take between 1 and" in captured.err
    assert len(json.loads(captured.out)["steps"]) == 2


def test_script_rejects_a_file_that_is_not_a_save(tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_text('{"game": "sample", "format": "nope"}')
    assert main(["script", str(path)]) == 2
    assert "not a Quintet save" in capsys.readouterr().err


def _run(*args, home):
    env = dict(os.environ, QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_headless_shot_and_replay_write_pngs(tmp_path):
    from PIL import Image

    done = _run("--headless", "--shot", "select", "--out", str(tmp_path / "select.png"), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert Image.open(tmp_path / "select.png").size == (1280, 720)
    path, session = _script_file(tmp_path, [], moves=(Take(1), EndTurn(), Take(2)))
    done = _run("--headless", "replay", str(path), "--out", str(tmp_path / "replay.png"), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "replay.png").exists()
    done = _run("--headless", "--shot", "nowhere", "--out", str(tmp_path / "x.png"), home=tmp_path)
    assert done.returncode == 2 and "unknown scene" in done.stderr


def test_schemas_in_data_are_up_to_date():
    sys.path.insert(0, str(ROOT / "tools"))
    from schemas import schema_text

    for kind in all_content_kinds():
        path = ROOT / "data" / "schema" / kind.schema_name
        assert path.exists(), f"run tools/schemas.py: {path.name} is missing"
        assert path.read_text() == schema_text(kind), f"run tools/schemas.py: {path.name} is stale"


def test_a_warning_reaches_the_player_as_one_plain_sentence(capsys):
    import warnings

    from game.app.main import plain_warnings

    with warnings.catch_warnings():  # the warnings module as it was comes back after the check
        warnings.simplefilter("always")
        plain_warnings()
        warnings.warn("Gamepads are not available: no input devices", stacklevel=1)
    err = capsys.readouterr().err
    assert err == "Quintet: Gamepads are not available: no input devices\n"
