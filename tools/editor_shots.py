"""Render the level editor's screenshots for the README and docs/levels (headless).

    python tools/editor_shots.py [--out docs/screenshots]

editor-romb.png: a campaign room with the solver's verdict; editor-problem.png: the same room with
G walled off, the problem listed and its square outlined; editor-park.png and editor-museum.png:
the Olifantenpad and Floorplan palettes. Paths are shown relative to the repository.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    """Render every picture; exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    os.environ["ARCADE_HEADLESS"] = "1"
    os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    os.environ["QUINTET_HOME"] = tempfile.mkdtemp(prefix="quintet-shots-")
    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT))
    import arcade

    from game.app.main import open_app, save_frame, step
    from game.app.scenes.select import SelectScene
    from game.levels import open_level
    from game.ui.editor import EditorScene

    app = open_app(visible=False)

    def shoot(path: str, name: str, act=None) -> None:
        app.start()
        app.push(SelectScene(app))
        editor = EditorScene(app, open_level(Path(path)))
        app.push(editor)
        step(app, 30)
        if act is not None:
            act(editor)
        editor.wait_for_checks()
        step(app, 20)
        save_frame(app, args.out / name)
        print(f"wrote {args.out / name}")

    def wall_in_goal(editor: EditorScene) -> None:
        editor.cursor = (7, 4)
        editor.key_down(arcade.key.UP, arcade.key.MOD_SHIFT)
        editor.key_down(arcade.key.LEFT, arcade.key.MOD_SHIFT)
        editor.cursor = (4, 1)
        editor.key_down(arcade.key.KEY_5, 0)

    shoot("levels/romb/04-the-way-back.toml", "editor-romb.png")
    shoot("levels/romb/04-the-way-back.toml", "editor-problem.png", wall_in_goal)
    shoot("levels/olifantenpad/01-corner-meadow.toml", "editor-park.png")
    shoot("levels/floorplan/museum.toml", "editor-museum.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
