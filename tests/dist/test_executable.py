"""Smoke test of the packaged executable: build it, run it from outside the source tree.

Runs when PyInstaller is installed (`make dist-test`, and CI's packaging step); skipped otherwise.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

pytest.importorskip("PyInstaller")
pytestmark = pytest.mark.dist

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module", params=["onedir", "onefile"])
def executable(request, tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    flags = ["--onefile"] if request.param == "onefile" else []
    subprocess.run([sys.executable, str(ROOT / "tools" / "build_exe.py"), "--out", str(out), *flags],
                   check=True, cwd=ROOT)
    exe = out / "onefile" / "quintet" if request.param == "onefile" else out / "onedir" / "quintet" / "quintet"
    assert exe.exists()
    return exe


def run(exe, *args, cwd, home):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent")
    return subprocess.run([str(exe), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def not_blank(path: Path) -> bool:
    pixels = np.asarray(Image.open(path).convert("RGB")).reshape(-1, 3)[::53]
    return len({tuple(p) for p in pixels}) > 12


def test_executable_runs_outside_the_source_tree(executable, tmp_path):
    from game import __version__
    from game.catalog import GAMES

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    home = tmp_path / "fresh-home"
    done = run(executable, "--version", cwd=outside, home=home)
    assert done.returncode == 0 and done.stdout.strip() == f"quintet {__version__}"
    game_id = next((g.id for g in GAMES if g.playable), "select")
    for scene in ("title", game_id):
        done = run(executable, "--headless", "--shot", scene, "--out", f"{scene}.png", cwd=outside, home=home)
        assert done.returncode == 0, done.stderr
        assert not_blank(outside / f"{scene}.png")
    script = outside / "script.json"
    script.write_text(json.dumps({"format": "quintet-save", "game": "sample", "version": 1, "params": {},
                                  "seed": 3, "moves": [], "actions": [{"type": "Take", "count": 2}]}))
    done = run(executable, "script", str(script), cwd=outside, home=home)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["steps"][0]["events"][0]["count"] == 2
    done = run(executable, "check", cwd=outside, home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    # the shipped content is found inside the bundle, not in the source tree
    assert "checked 0 file(s)" not in done.stderr or not any(g.playable for g in GAMES)


def test_executable_plays_a_shared_level_file_and_checks_the_user_levels(executable, tmp_path):
    """A friend's room saved anywhere plays with `quintet play FILE`; the player's levels folder is
    checked by `quintet check` with the shipped content; the editor opens headless too."""
    outside = tmp_path / "downloads"
    outside.mkdir()
    home = tmp_path / "fresh-home"
    shared = outside / "friends-room.toml"
    shared.write_text((ROOT / "levels" / "romb" / "01-first-steps.toml").read_text(encoding="utf-8")
                      .replace('name = "first-steps"', 'name = "friends-room"'), encoding="utf-8")
    done = run(executable, "play", str(shared), "--headless", "--out", "play.png", cwd=outside, home=home)
    assert done.returncode == 0, done.stderr
    assert not_blank(outside / "play.png")
    done = run(executable, "edit", "romb", "--headless", "--out", "edit.png", cwd=outside, home=home)
    assert done.returncode == 0, done.stderr
    assert not_blank(outside / "edit.png")
    levels = home / "data" / "levels" / "romb"
    levels.mkdir(parents=True)
    (levels / "mine.toml").write_text(shared.read_text(encoding="utf-8").replace("|S . . . .|", "|S . S . .|"),
                                      encoding="utf-8")
    done = run(executable, "check", cwd=outside, home=home)
    assert done.returncode == 1 and "mine.toml" in done.stdout and "a second S" in done.stdout
    done = run(executable, "play", str(outside / "missing.toml"), cwd=outside, home=home)
    assert done.returncode == 2 and "file not found" in done.stderr and "Traceback" not in done.stderr


def test_executable_plays_a_share_code_and_refuses_a_mistyped_one(executable, tmp_path):
    """`quintet play CODE` opens the code's game in the packaged program (the shipped level the code
    names is found inside the bundle); a mistyped code is refused with a sentence and status 2."""
    from game.app.games import new_session
    from game.catalog import GAMES, game
    from game.core.codes import encode

    game_id = next((g.id for g in GAMES if g.playable and g.id == "romb"), None)
    if game_id is None:
        pytest.skip("Romb Raider is not in this build")
    code = encode(new_session(game(game_id), seed=11))
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    home = tmp_path / "fresh-home"
    done = run(executable, "play", code, "--headless", "--out", "code.png", cwd=outside, home=home)
    assert done.returncode == 0, done.stderr
    assert not_blank(outside / "code.png")
    wrong = code[:-1] + ("Q" if code[-1] != "Q" else "R")
    done = run(executable, "play", wrong, "--headless", "--out", "bad.png", cwd=outside, home=home)
    assert done.returncode == 2 and "mistyped" in done.stderr and "Traceback" not in done.stderr
