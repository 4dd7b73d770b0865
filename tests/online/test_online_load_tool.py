"""`tools/online_load.py` itself: bounded arguments, and a small run whose games all go right (the
figures themselves are measured by hand, see docs/performance.md; nothing here is timed)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "online_load.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=180)


def test_arguments_out_of_bounds_are_refused_with_a_sentence() -> None:
    for args in (["--rooms", "0"], ["--rooms", "5000"], ["--rooms", "2", "--workers", "3"], ["--seconds", "9999"],
                 ["--think", "31"]):
        done = _run(*args)
        assert done.returncode == 2 and "online_load: --rooms 1 to 1000" in done.stderr, args


def test_two_rooms_in_two_client_processes_play_whole_games_with_every_figure_reported() -> None:
    done = _run("--rooms", "2", "--workers", "2", "--think", "0", "--seconds", "60")
    line = done.stdout.strip().splitlines()[-1]
    assert "games_ok=2/2 saves=2 hours=10" in line and "workers=2" in line
    for figure in ("p99=", "to_server=", "server=", "back=", "per_room=", "load="):
        assert figure in line
    assert "Traceback" not in done.stderr
