"""A command whose reader goes away (`quintet --list-scenes | head`) ends quietly: no crash log,
no traceback, status 0."""

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
