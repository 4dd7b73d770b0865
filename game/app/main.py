"""Starting the game: the window with the title screen, or a replay of a recorded game."""

from __future__ import annotations

import gc
import sys
import warnings
from pathlib import Path

import arcade


def open_app(*, visible: bool = True):
    """Create the window (it shows the title screen); returns it. What start-up made and keeps
    (modules, fonts, textures, the title) is then frozen out of Python's garbage collector: a full
    collection walks only what was made later, about half the objects a game scene has alive
    (51,000 of 104,000), where one took 51 ms amid menu and game frames (software rendering, a
    busy machine). The young collections, well under a millisecond, are left as they are: a
    larger first threshold made each of them longer (measured)."""
    from game.app.window import QuintetWindow

    app = QuintetWindow(visible=visible)
    gc.collect()
    gc.freeze()
    return app


def frame(app, dt: float = 1 / 60) -> None:
    """One frame as arcade's event loop runs it: deliver the queued input, update, draw, and flip
    (which also frees the OpenGL objects that died this frame: skipping it leaks them)."""
    app.dispatch_events()
    app.dispatch_event("on_update", dt)
    app.switch_to()
    app.dispatch_event("on_draw")
    app.flip()


def step(app, frames: int = 1, dt: float = 1 / 60) -> None:
    """Run some frames as the real loop does (headless tests, shots, benchmarks, soak)."""
    for _ in range(max(1, frames)):
        frame(app, dt)


def save_frame(app, out: Path) -> None:
    """Write what the window shows to a PNG."""
    out.parent.mkdir(parents=True, exist_ok=True)
    arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB").save(out)


def plain_warnings() -> None:
    """A warning (no gamepad library, a pad that will not open) reaches the player as one sentence
    on the terminal ("Quintet: ..."), not in Python's form with a file, a line number and code."""
    def show(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ARG001 - warnings' API
        print(f"Quintet: {message}", file=file or sys.stderr)

    warnings.showwarning = show


def run() -> int:
    """Play: open the window and run the event loop. If the game stops on an internal error, the
    games in progress are saved first (best effort) and the error goes on to `quintet`'s last
    resort (one sentence, a crash log, exit status 3)."""
    plain_warnings()
    app = open_app()
    try:
        arcade.run()
    except BaseException:
        save_games_in_progress(app)
        raise
    return 0


def save_games_in_progress(app) -> int:
    """Save every game scene on the window's stack, each on its own (one that fails does not stop
    the others); returns how many were saved."""
    saved = 0
    for view in list(getattr(app, "stack", [])):
        save = getattr(view, "save_game", None)
        if save is None:
            continue
        try:
            save()
            saved += 1
        except Exception:  # noqa: BLE001 - the game is already failing: save what can be saved
            pass
    return saved


def run_replay(file: Path, out: Path | None) -> int:
    """Play a recorded game (a save file, JSON or TOML) back; headless with --out, write its last
    frame. A file that cannot be replayed (unreadable, damaged, an illegal move, a game not in this
    version) is refused with a sentence and exit status 2 before any window opens."""
    from game.app.games import create_game_view
    from game.commands import load_replay
    from game.core.session import SaveError

    try:
        entry, session, moves = load_replay(file)
    except SaveError as exc:
        print(f"quintet replay: cannot replay {file}: {exc.message}", file=sys.stderr)
        return 2
    app = open_app(visible=out is None)
    view = create_game_view(app, entry, session, replay_moves=moves)
    app.push(view)
    if out is None:
        arcade.run()
        return 0
    limit = 60 * 60 * 10  # ten minutes of game time at most
    frames = 0
    while (view.replay_moves or view.timeline.busy) and frames < limit:
        for _ in range(29):  # fast forward: update every frame, draw one in 30
            app.dispatch_events()
            app.dispatch_event("on_update", 1 / 60)
        frame(app)
        frames += 30
    step(app, 60)
    save_frame(app, out)
    return 0
