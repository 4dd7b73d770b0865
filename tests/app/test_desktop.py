"""`quintet install-desktop` and the window icon: what is written where, what the launcher runs,
removing it again, and the icon's pictures."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys

import arcade  # noqa: F401 - imported first, as in the app: it puts pyglet in headless mode
import numpy as np
import pytest
from PIL import Image

from game.catalog import GAMES
from game.cli import main
from game.desktop import data_home, desktop_entry, exec_line, installed_paths, launch_command, window_icons


def read_entry(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop entries
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_the_entry_and_icons_into_xdg_data_home(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert main(["install-desktop"]) == 0
    out = capsys.readouterr().out
    entry_path = tmp_path / "xdg" / "applications" / "quintet.desktop"
    icons = [tmp_path / "xdg" / "icons" / "hicolor" / f"{s}x{s}" / "apps" / "quintet.png" for s in (256, 128, 48, 32)]
    for path in (entry_path, *icons):
        assert str(path) in out  # it says what it wrote
    entry = read_entry(entry_path)
    assert entry["Type"] == "Application" and entry["Name"] == "Quintet" and entry["Icon"] == "quintet"
    assert entry["Terminal"] == "false" and "Game;" in entry["Categories"]
    assert entry["Exec"] == exec_line(launch_command())
    for size, path in zip((256, 128, 48, 32), icons):
        with Image.open(path) as picture:
            assert picture.size == (size, size) and picture.mode == "RGBA"
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(entry_path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_uninstall_removes_only_what_install_wrote(tmp_path, monkeypatch, capsys):
    base = tmp_path / "xdg"
    monkeypatch.setenv("XDG_DATA_HOME", str(base))
    assert main(["install-desktop"]) == 0
    other = base / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n")
    capsys.readouterr()
    assert main(["install-desktop", "--uninstall"]) == 0
    out = capsys.readouterr().out
    assert all(not p.exists() and str(p) in out for p in installed_paths(base))
    assert other.exists()
    assert main(["install-desktop", "--uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_a_folder_that_cannot_be_written_is_one_sentence_and_status_2(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert main(["install-desktop"]) == 2
    err = capsys.readouterr().err
    assert "cannot write the launcher" in err and "Traceback" not in err


def test_data_home_honours_only_an_absolute_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_home({"XDG_DATA_HOME": "/srv/share"}) == type(tmp_path)("/srv/share")
    assert data_home({"XDG_DATA_HOME": "relative/share"}) == tmp_path / ".local" / "share"
    assert data_home({}) == tmp_path / ".local" / "share"


def test_the_launcher_runs_the_quintet_beside_this_python(tmp_path, monkeypatch):
    fake_python = tmp_path / "bin" / "python"
    fake_python.parent.mkdir()
    monkeypatch.setattr(sys, "executable", str(fake_python))
    assert launch_command() == [str(fake_python), "-m", "game"]
    (tmp_path / "bin" / "quintet").write_text("#!/bin/sh\n")
    assert launch_command() == [str(tmp_path / "bin" / "quintet")]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert launch_command() == [str(fake_python)]


@pytest.mark.parametrize("command, line", [
    (["/usr/bin/quintet"], "/usr/bin/quintet"),
    (["/home/a b/bin/quintet"], '"/home/a b/bin/quintet"'),
    (["/opt/q$x/quin%tet", "-m", "game"], '"/opt/q\\\\$x/quin%%tet" -m game'),
])
def test_exec_arguments_are_quoted_and_escaped_as_the_specification_says(command, line):
    assert exec_line(command) == line
    assert f"\nExec={line}\n" in desktop_entry(command)


def test_the_window_icons_are_the_shipped_picture_at_each_size():
    icons = window_icons()
    assert [(i.width, i.height) for i in icons] == [(256, 256), (64, 64), (32, 32), (16, 16)]
    big = icons[0]
    # rows top down (a negative pitch): the picture must not come out upside down
    pixels = np.frombuffer(big.get_data("RGBA", -big.width * 4), dtype=np.uint8).reshape(256, 256, 4)
    assert pixels[2, 2, 3] == 0  # the corners are transparent
    # the middle tile is the third game's colour (the quincunx's centre), the top left the first's,
    # the bottom left the fourth's
    assert np.abs(pixels[140, 100, :3].astype(int) - GAMES[2].color).max() <= 12
    assert np.abs(pixels[90, 70, :3].astype(int) - GAMES[0].color).max() <= 12
    assert np.abs(pixels[200, 70, :3].astype(int) - GAMES[3].color).max() <= 12
