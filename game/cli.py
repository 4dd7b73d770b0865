"""The `quintet` command: play, render scenes headless, check content, run scripts, replay games.

    quintet                         play
    quintet --version
    quintet --headless --shot SCENE --out FILE.png
    quintet check [PATH ...]        validate content files (all shipped ones by default)
    quintet script FILE             apply actions to a saved state, print state and events as JSON
    quintet replay FILE             watch a recorded game (a save file) play back
    quintet play FILE               play a level file (a room, park, museum, level table) in its game
    quintet edit FILE|GAME          the level editor on a file, or on a new level of a game

`check` and `script` never open a window, so they are fast and run anywhere.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game import __version__


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser (shared by the console script and the packaged executable)."""
    parser = argparse.ArgumentParser(prog="quintet", description="Quintet: five grid games.")
    parser.add_argument("--version", action="version", version=f"quintet {__version__}")
    parser.add_argument("--headless", action="store_true", help="render offscreen (no display needed)")
    parser.add_argument("--shot", metavar="SCENE", help="render SCENE to --out and exit (see --list-scenes)")
    parser.add_argument("--out", metavar="FILE", help="PNG file for --shot or for the last frame of a replay")
    parser.add_argument("--list-scenes", action="store_true", help="list the scenes --shot can render")
    sub = parser.add_subparsers(dest="command")
    check = sub.add_parser("check", help="validate content files; one line per problem")
    check.add_argument("paths", nargs="*", type=Path)
    script = sub.add_parser("script", help="apply actions to a state headless and print JSON")
    script.add_argument("file", type=Path)
    replay = sub.add_parser("replay", help="play a recorded game (a save file) back in the window")
    replay.add_argument("file", type=Path)
    replay.add_argument("--out", metavar="FILE", default=argparse.SUPPRESS,
                        help="with --headless: run to the end and write the last frame to FILE")
    play = sub.add_parser("play", help="play a level file in its game (watched: edits reload)")
    play.add_argument("file", type=Path)
    edit = sub.add_parser("edit", help="level editor on FILE, or on a new level of GAME (e.g. romb)")
    edit.add_argument("target", metavar="FILE|GAME")
    for command in (play, edit):
        command.add_argument("--headless", action="store_true", default=argparse.SUPPRESS,
                             help="render offscreen (no display needed)")
        command.add_argument("--out", metavar="PNG", default=argparse.SUPPRESS,
                             help="render the first frame to PNG and exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "check":
        from game.commands import run_check

        return run_check(args.paths)
    if args.command == "script":
        from game.commands import run_script

        return run_script(args.file)
    if args.list_scenes:
        from game.app.shots import scene_names

        print("\n".join(scene_names()))
        return 0
    if args.headless:
        os.environ["ARCADE_HEADLESS"] = "1"
        os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    if args.shot:
        if not args.out:
            print("quintet: --shot needs --out FILE.png", file=sys.stderr)
            return 2
        from game.app.shots import render_shot

        return render_shot(args.shot, Path(args.out))
    if args.command in ("play", "edit"):
        from game.app.play import run_edit, run_play

        out = Path(args.out) if args.out else None
        return run_play(args.file, out) if args.command == "play" else run_edit(args.target, out)
    if args.command == "replay":
        from game.app.main import run_replay

        return run_replay(args.file, Path(args.out) if args.out else None)
    from game.app.main import run

    return run()


if __name__ == "__main__":
    sys.exit(main())
