"""A command whose output cannot be written ends with a sentence, never a crash log: a reader that
goes away (`quintet --list-scenes | head`) quietly with status 0, a full disk with status 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_listing_scenes_into_a_pipe_closed_at_once_is_not_a_crash(tmp_path):
    reader, writer = os.pipe()
    os.close(reader)  # the reader is gone before anything is written
    try:
        done = subprocess.run([sys.executable, "-m", "game", "--list-scenes"], cwd=ROOT, stdout=writer,
                              stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "QUINTET_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)})
    finally:
        os.close(writer)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert not list(tmp_path.rglob("crash*"))


def test_output_to_a_full_disk_is_a_sentence_not_a_crash(tmp_path):
    """`quintet code FILE > /dev/full`: the disk is full, so the command says so and fails (status
    1), with no crash log and no traceback."""
    if not Path("/dev/full").exists():
        return  # not Linux: no full device to write to
    level = ROOT / "levels" / "romb" / "02-torchlight.toml"
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "game", "code", str(level)], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "QUINTET_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)})
    assert done.returncode == 1, done.stderr
    assert "could not be written" in done.stderr and "No space left" in done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert not list(tmp_path.rglob("crash*"))
