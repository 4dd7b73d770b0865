"""Peak memory of a whole session: start the app and play every game, one after another.

    python tools/session_memory.py [--moves N] [--seed S] [--no-write]

Headless in a private QUINTET_HOME, the way a player goes: title, Game Select (drawn), then for
each game its How to Play pages, a new game in which the human's moves are chosen at random among the legal
ones (bots answer off the frame as in play), the pause overlay, and back to Game Select. Frames are
stepped as arcade's own loop does (events, update, draw, flip). Prints the resident set size after
each game and the process's peak (`getrusage`), and writes a "## Memory" section to
docs/performance.md (`tools/bench.py` keeps it). Exits 1 when the peak is over the brief's budget.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
os.environ["ARCADE_HEADLESS"] = "1"
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")

from soak import rss_mb  # noqa: E402  (after the headless switch, as every tool here)

BUDGET_MB = 250.0
#: Frames of Game Select drawn before a game's How to Play and before the game, as a player sees it.
SELECT_FRAMES = 10
SECTION = "## Memory"


def private_mb() -> float:
    """The anonymous (private, not file-backed) part of the resident set in MB: the game's own
    memory without the shared libraries' pages (Mesa's LLVM alone maps about 80 MB); Linux only,
    0 elsewhere."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("RssAnon:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def peak_mb() -> float:
    """The process's peak resident set size so far, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def phase_peak_mb() -> float:
    """The peak resident set size since the last call, in MB (Linux: VmHWM, then reset through
    /proc/self/clear_refs; 0 elsewhere), so that each game's row says what it reached."""
    try:
        with open("/proc/self/status") as handle:
            peak = next(int(line.split()[1]) / 1024 for line in handle if line.startswith("VmHWM:"))
        with open("/proc/self/clear_refs", "w") as handle:
            handle.write("5")
        return peak
    except (OSError, StopIteration):
        return 0.0


def _random_move(view, player, rng: random.Random):
    """One of the player's legal moves at random, or None. The list of them is dropped at once: a
    player never holds every legal move (an Olifantenpad hour has some 16,000 walks)."""
    legal = list(view.rules.legal_moves(view.session.state, player))
    return rng.choice(legal) if legal else None


def play_game(app, entry, rng: random.Random, moves: int, frame) -> int:
    """Play up to `moves` human moves of a new game of `entry` through its scene; moves played."""
    from game.app.games import create_game_view, new_session

    view = create_game_view(app, entry, new_session(entry, seed=rng.randrange(1 << 30)))
    app.push(view)
    played = 0
    for _ in range(moves * 400):  # frames at most: bots think and animations run between moves
        if played >= moves or view.ended:
            break
        frame(app)
        player = view.human_to_move()
        if player is None or view.timeline.busy or view.thinking:
            continue
        move = _random_move(view, player, rng)
        if move is not None and view.play_move(move, player):
            played += 1
    for _ in range(30):
        frame(app)
    app.open_pause(app.scene)
    for _ in range(30):
        frame(app)
    return played


def run(moves: int, seed: int) -> tuple[list[tuple[str, int, float, float, float]], tuple[float, float], float]:
    """Play the session; ([(game, moves played, RSS and private MB after it, peak RSS MB while its
    How to Play and game were open)], RSS and private MB at the title, peak RSS MB)."""
    import arcade

    from game.app.main import frame, open_app
    from game.app.scenes.select import SelectScene
    from game.catalog import GAMES

    rng = random.Random(seed)
    app = open_app(visible=False)
    for _ in range(30):
        frame(app)
    at_title = (rss_mb(), private_mb())
    session_peak = max(peak_mb(), phase_peak_mb())
    rows = []
    for entry in GAMES:
        if not entry.playable:
            continue
        app.start()
        app.push(SelectScene(app))
        for _ in range(SELECT_FRAMES):  # the player sees the cards before choosing
            frame(app)
        app.open_howto(entry.id)
        for _ in range(12):  # turn every page
            app.scene.key_down(arcade.key.RIGHT, 0)
            for _ in range(5):
                frame(app)
        app.start()
        app.push(SelectScene(app))
        for _ in range(SELECT_FRAMES):
            frame(app)
        played = play_game(app, entry, rng, moves, frame)
        rows.append((entry.id, played, rss_mb(), private_mb(), phase_peak_mb()))
        session_peak = max(session_peak, rows[-1][4])
        print(f"{entry.id}: {played} moves, RSS {rows[-1][2]:.0f} MB (private {rows[-1][3]:.0f}), "
              f"peak of its How to Play and game {rows[-1][4]:.0f} MB", flush=True)
    return rows, at_title, max(session_peak, peak_mb())


def section(rows, at_title: float, peak: float, moves: int) -> str:
    """The "## Memory" section of docs/performance.md."""
    lines = [SECTION, "",
             f"Measured by `tools/session_memory.py --moves {moves}` on {time.strftime('%Y-%m-%d')}: one process "
             "plays every game in turn as a player goes (Game Select, How to Play, Game Select, a game of random legal "
             "moves against its bots, pause).", "",
             "Resident is all the process holds in memory; private leaves out the shared libraries' pages. "
             "In software rendering the textures and framebuffers (the GPU's memory on a real card) are "
             "private memory of the process too.", "",
             "| point of the session | resident MB | private MB | peak MB since the row before |",
             "|---|---|---|---|",
             f"| title shown | {at_title[0]:.0f} | {at_title[1]:.0f} | |"]
    lines += [f"| after {game} ({played} moves) | {rss:.0f} | {private:.0f} | {phase:.0f} |"
              for game, played, rss, private, phase in rows]
    lines += [f"| peak of the whole session | {peak:.0f} (budget {BUDGET_MB:.0f}) | | |"]
    return "\n".join(lines) + "\n"


def write_section(text: str) -> None:
    """Put the section into docs/performance.md, replacing an earlier one."""
    path = ROOT / "docs" / "performance.md"
    old = path.read_text() if path.exists() else "# Performance\n"
    parts = old.split("\n## ")
    kept = [parts[0]] + ["## " + part for part in parts[1:] if not ("## " + part).startswith(SECTION)]
    path.write_text("\n".join(part.rstrip("\n") + "\n" for part in kept) + "\n" + text)


def main(argv: list[str] | None = None) -> int:
    """Run the session, print and write the figures; 1 when the peak is over budget."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=40, help="human moves per game (40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QUINTET_HOME", tempfile.mkdtemp(prefix="quintet-memory-"))
    rows, at_title, peak = run(args.moves, args.seed)
    text = section(rows, at_title, peak, args.moves)
    print(text)
    if not args.no_write:
        write_section(text)
    return 0 if peak <= BUDGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
