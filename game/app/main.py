"""Starting the game: the window with the title screen, or a replay of a recorded game."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import arcade


def open_app(*, visible: bool = True):
    """Create the window (it shows the title screen); returns it."""
    from game.app.window import QuintetWindow

    return QuintetWindow(visible=visible)


def step(app, frames: int = 1, dt: float = 1 / 60) -> None:
    """Advance the top scene by some frames and draw it (headless tests, shots, benchmarks)."""
    for _ in range(frames):
        app.dispatch_events()
        app.current_view.on_update(dt)
    app.current_view.on_draw()


def save_frame(app, out: Path) -> None:
    """Write what the window shows to a PNG."""
    out.parent.mkdir(parents=True, exist_ok=True)
    arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB").save(out)


def run() -> int:
    """Play: open the window and run the event loop."""
    open_app()
    arcade.run()
    return 0


def run_replay(file: Path, out: Path | None) -> int:
    """Play a recorded game (a save file) back; headless with --out, write its last frame."""
    from game.app.games import create_game_view
    from game.catalog import game
    from game.core.session import SaveError, Session

    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        entry = game(str(data.get("game")))
        session, moves = Session.for_replay(entry.load_rules(), data, entry.content_for)
    except (OSError, json.JSONDecodeError, KeyError, SaveError) as exc:
        print(f"quintet replay: cannot read {file}: {getattr(exc, 'message', exc)}", file=sys.stderr)
        return 2
    app = open_app(visible=out is None)
    view = create_game_view(app, entry, session, replay_moves=moves)
    app.push(view)
    if out is None:
        arcade.run()
        return 0
    limit = 60 * 60 * 10  # ten minutes of frames at most
    frames = 0
    while (view.replay_moves or view.timeline.busy) and frames < limit:
        step(app, 30)
        frames += 30
    step(app, 60)
    save_frame(app, out)
    return 0
