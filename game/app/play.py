"""`quintet play FILE` and `quintet edit FILE|GAME`: a level file straight into its game or the editor.

Both open the window over Game Select (so Esc and "Menu" lead somewhere familiar); with
`--headless --out PNG` they render the first frames to a picture and exit, for tests and for a
designer's quick look. A file that cannot be opened is reported (file, line, key, message) with
exit status 2, never a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import arcade

from game.catalog import GAMES
from game.core.content import ContentError
from game.levels import LevelFile, load_level, new_level_path, not_a_level, open_level

#: Frames rendered before the picture of `--out` is taken (the fade-in settled).
SHOT_FRAMES = 45


def _fail(command: str, message: str) -> int:
    print(f"quintet {command}: {message}", file=sys.stderr)
    return 2


def _show(view_for: Any, out: Path | None) -> int:
    """Open the window over Game Select, push the scene `view_for(app)` makes, run or render it."""
    from game.app.main import open_app, save_frame, step
    from game.app.scenes.select import SelectScene

    app = open_app(visible=out is None)
    app.push(SelectScene(app))
    app.push(view_for(app))
    if out is None:
        arcade.run()
        return 0
    step(app, SHOT_FRAMES)
    wait = getattr(app.scene, "wait_for_checks", None)
    if wait is not None:  # the editor's verdict, searched off the frame
        wait()
        step(app, 2)
    save_frame(app, out)
    print(f"wrote {out}")
    return 0


def run_play(file: Path, out: Path | None = None) -> int:
    """Play a level file in its game (Romb room, Olifantenpad park, Floorplan museum, level table)."""
    try:
        level = open_level(file)
        record = load_level(level)
    except ContentError as exc:
        return _fail("play", str(exc))
    if not level.game.playable:
        return _fail("play", f"{level.game.title} is not playable yet ({file} is a {level.kind.name} file; "
                             "`quintet check` checks it)")
    problem = not_a_level(level)
    if problem:
        return _fail("play", problem)
    from game.ui.level_play import level_view

    return _show(lambda app: level_view(app, level, record), out)


def edit_target(target: str) -> tuple[LevelFile, str | None]:
    """The level file `quintet edit TARGET` opens, and the name of a new level (None: an existing
    file). TARGET is a file, or a game id for a new level in the player's levels folder."""
    ids = {entry.id: entry for entry in GAMES}
    path = Path(target)
    if target in ids and not path.exists():
        entry = ids[target]
        design = entry.part("editor")
        if design is None:
            raise ContentError(path, f"{entry.title} has no level editor; its files are edited in a text editor "
                                     "and checked with `quintet check`")
        new = new_level_path(entry.id, design.noun)
        return LevelFile(new, entry, design.kind), new.stem
    level = open_level(path)
    if level.design is not None and not_a_level(level):
        raise ContentError(path, f"{level.game.title}'s {level.kind.name} file has no grid to paint; edit it in a "
                                 "text editor and check it with `quintet check`")
    if level.design is None:
        raise ContentError(path, f"{level.game.title} has no level editor for {level.kind.name} files; edit it in a "
                                 "text editor (a game playing it reloads it) and check it with `quintet check`")
    return level, None


def run_edit(target: str, out: Path | None = None) -> int:
    """Open the level editor on a file, or on a new level of a game."""
    try:
        level, new_name = edit_target(target)
    except ContentError as exc:
        known = ", ".join(entry.id for entry in GAMES if entry.editor)
        return _fail("edit", f"{exc} (to start a new level: quintet edit GAME, GAME one of: {known})")
    from game.ui.editor import EditorScene

    return _show(lambda app: EditorScene(app, level, new_name=new_name), out)


def run_play_code(text: str, out: Path | None = None) -> int:
    """`quintet play CODE`: the code's game (or replay) in the window over Game Select; headless with
    `out`, its first frames to a PNG. A code that cannot be played is refused with a sentence and
    exit status 2 before any window opens."""
    from game.app.scenes.play_code import code_view
    from game.core.codes import CodeError, decode

    try:
        opened = decode(text)
    except CodeError as exc:
        shown = text if len(text) <= 40 else text[:37] + "..."
        print(f"quintet play: cannot play the code {shown!r}: {exc.message} (and no file has that name)",
              file=sys.stderr)
        return 2
    return _show(lambda app: code_view(app, opened), out)
