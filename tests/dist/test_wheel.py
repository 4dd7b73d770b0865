"""The Python way of installing: `python -m build` makes an sdist and, from it, a wheel; the wheel is
installed into a fresh virtual environment outside the source tree, and `quintet` is run from there.

It shows that the wheel carries everything the game reads (data, levels, schemas, fonts, sounds,
pictures, How to Play pages) and finds it through importlib.resources, and that its version comes
from the package metadata. Runs with the `dist` marker (`make wheel-test`, CI); skipped where the
`build` front end is not installed (`pip install -e ".[dist]"`).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

pytest.importorskip("build")
pytestmark = pytest.mark.dist

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
#: One recorded game of each kind: its golden save's moves, replayed as a script's actions.
GAME_IDS = ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh")


def clean_env(home: Path) -> dict[str, str]:
    """The environment without this test run's Python and virtual environment settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QUINTET_HOME=str(home), ARCADE_SOUND_BACKENDS="silent")
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """An sdist and a wheel built by `python -m build` (the wheel is built from the sdist)."""
    out = tmp_path_factory.mktemp("built")
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True,
                   capture_output=True, timeout=600)
    sdists, wheels = list(out.glob("quintet-*.tar.gz")), list(out.glob("quintet-*-py3-none-any.whl"))
    assert len(sdists) == 1 and len(wheels) == 1, sorted(p.name for p in out.iterdir())
    return {"sdist": sdists[0], "wheel": wheels[0]}


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory) -> Path:
    """A fresh virtual environment outside the tree with the wheel installed; its `quintet`."""
    venv = tmp_path_factory.mktemp("venv-wheel")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    str(built["wheel"])], check=True, timeout=600, env=clean_env(venv / "home"))
    return bin_dir / "quintet"


@pytest.fixture
def outside(tmp_path) -> Path:
    """A working folder that is not the source tree, and a home folder no run has used."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def run(command: list[str], cwd: Path, home: Path) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=clean_env(home), capture_output=True, text=True, timeout=180)


def test_the_wheel_carries_the_shipped_content(built):
    import zipfile

    shipped = sorted(p.relative_to(ROOT / "game").as_posix() for p in (ROOT / "game" / "shipped").rglob("*")
                     if p.is_file() and "__pycache__" not in p.parts)
    with zipfile.ZipFile(built["wheel"]) as wheel:
        names = set(wheel.namelist())
        metadata = wheel.read(f"quintet-{VERSION}.dist-info/METADATA").decode()
    assert len(shipped) > 50 and [p for p in shipped if f"game/{p}" not in names] == []
    assert "License-Expression: MIT" in metadata
    # the tree's links (data, levels, assets, docs/rules) are not packages and do not leak in
    assert not [n for n in names if n.split("/")[0] in ("data", "levels", "assets", "docs", "tests", "tools")]


def test_the_installed_wheel_runs_outside_the_tree(installed, outside, tmp_path):
    home = tmp_path / "home"
    python = installed.parent / "python"
    done = run([str(python), "-c", "import game; print(game.__file__)"], outside, home)
    assert done.returncode == 0 and Path(done.stdout.strip()).is_relative_to(installed.parent.parent), done.stdout

    done = run([str(installed), "--version"], outside, home)
    assert done.returncode == 0 and done.stdout.strip() == f"quintet {VERSION}", done.stdout + done.stderr

    done = run([str(installed), "--headless", "--shot", "select", "--out", "s.png"], outside, home)
    assert done.returncode == 0, done.stderr
    tree = tmp_path / "tree-select.png"
    mine = run([sys.executable, "-m", "game", "--headless", "--shot", "select", "--out", str(tree)], ROOT, home)
    assert mine.returncode == 0, mine.stderr
    picture = np.asarray(Image.open(outside / "s.png").convert("RGB"), dtype=np.int16)
    expected = np.asarray(Image.open(tree).convert("RGB"), dtype=np.int16)
    # the same screen as from the tree: every card picture, font and text found in the installed wheel
    assert picture.shape == expected.shape == (720, 1280, 3)
    assert np.abs(picture - expected).mean() < 1.0

    done = run([str(installed), "check"], outside, home)
    mine = run([sys.executable, "-m", "game", "check"], ROOT, home)
    assert done.returncode == 0 == mine.returncode, done.stdout + done.stderr
    counted = re.search(r"checked (\d+) file\(s\)", done.stdout + done.stderr)
    assert counted and int(counted.group(1)) > 0
    assert counted.group(0) in mine.stdout + mine.stderr  # every shipped content file, as in the tree


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_scripted_game_of_each_kind_plays_from_the_installed_wheel(installed, outside, tmp_path, game_id):
    save = json.loads((ROOT / "tests" / game_id / "golden_save.json").read_text(encoding="utf-8"))
    script = dict(save, moves=[], actions=save["moves"])
    (outside / "script.json").write_text(json.dumps(script), encoding="utf-8")
    home = tmp_path / "home"
    done = run([str(installed), "script", "script.json"], outside, home)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["game"] == game_id and len(report["steps"]) == len(save["moves"])
    # bit for bit what the tree plays
    mine = run([sys.executable, "-m", "game", "script", str(outside / "script.json")], ROOT, home)
    assert mine.returncode == 0 and json.loads(mine.stdout) == report


def test_install_desktop_from_the_wheel_launches_the_installed_quintet(installed, outside, tmp_path):
    home = tmp_path / "home"
    env_home = tmp_path / "xdg"
    done = subprocess.run([str(installed), "install-desktop"], cwd=outside, capture_output=True, text=True,
                          timeout=180, env=dict(clean_env(home), XDG_DATA_HOME=str(env_home)))
    assert done.returncode == 0, done.stderr
    entry = (env_home / "applications" / "quintet.desktop").read_text(encoding="utf-8")
    assert f"\nExec={installed}\n" in entry  # the venv's own script, by its full path
    icon = env_home / "icons" / "hicolor" / "256x256" / "apps" / "quintet.png"
    assert str(icon) in done.stdout and Image.open(icon).size == (256, 256)
