"""A save writer killed at random moments (a real process, SIGKILL) never loses a save: the save slot
and its backup always load, and the next start removes the temporary file a kill left behind.

`QUINTET_KILLS=200 pytest tests/core/test_kill.py` runs more kills than the default."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.saves import load_save, save_path, write_save
from game.core.session import Session
from game.core.storage import remove_stale_temp_files
from game.sample.pure.rules import RULES, EndTurn, Params, Take

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("QUINTET_KILLS", "12"))

WRITER = """
import sys
from game.core.saves import write_save
from game.core.session import Session
from game.sample.pure.rules import RULES, EndTurn, Params, Take

session = Session(RULES, Params(stones=10**6, max_take=1, duel_every=10**6, bot=False), 1)
for _ in range(1500):
    session.play(Take(1))
    session.play(EndTurn())
print("ready", flush=True)
while True:  # every save a little longer than the last, until killed
    session.play(Take(1))
    session.play(EndTurn())
    write_save(session)
"""


def _session(turns: int) -> Session:
    session = Session(RULES, Params(stones=10**6, max_take=1, duel_every=10**6, bot=False), 1)
    for _ in range(turns):
        session.play(Take(1))
        session.play(EndTurn())
    return session


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_writer_killed_at_random_points_leaves_the_save_and_its_backup_loadable(home):
    write_save(_session(1))
    write_save(_session(2))
    env = dict(os.environ, QUINTET_HOME=str(home), PYTHONPATH=str(ROOT))
    rng = random.Random(20261130)
    folder = save_path("sample").parent
    lengths = []
    temps: set[str] = set()  # temporary files kills left (proof that kills landed mid-write)
    main, bak = folder / "sample.json", folder / "sample.json.bak"
    for kill in range(KILLS):
        writer = subprocess.Popen([sys.executable, "-c", WRITER], env=env, cwd=ROOT, stdout=subprocess.PIPE)
        assert writer.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0, 0.25))  # a write takes about 0.1 s here (three fsyncs)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        # the save and its backup both load, whatever moment the kill came at (a write killed while
        # it copies the backup leaves the old backup, never half a file)
        loaded = load_save(RULES)
        assert loaded is not None and main.exists(), f"kill {kill}: the save did not load"
        assert Session.from_save(RULES, json.loads(bak.read_text())).moves, f"kill {kill}: the backup"
        temps.update(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))
        lengths.append(len(loaded.moves))
        # the next start removes what the killed write left
        remove_stale_temp_files()
        assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")], f"kill {kill}: temp file left"
        assert {p.name for p in folder.iterdir()} == {"sample.json", "sample.json.bak"}
    assert max(lengths) > 3000, "the writer never got to write"
    print(f"{KILLS} kills, {len(temps)} landed while a file was being written; the save and backup always loaded")
