"""The `quintet` command: play, render scenes headless, check content, run scripts, replay games.

    quintet                         play
    quintet --version
    quintet --headless --shot SCENE --out FILE.png
    quintet check [--solve] [PATH ...]  validate content files (shipped ones and your levels by default)
    quintet script FILE             apply actions to a saved state, print state and events as JSON
    quintet replay FILE             watch a recorded game (a save file) play back
    quintet play FILE               play a level file (a room, park, museum, level table) in its game
    quintet play CODE               play (or, when it carries moves, watch) the game of a share code
    quintet code FILE [--moves]     print the share code of a save or a level file
    quintet edit FILE|GAME          the level editor on a file, or on a new level of a game
    quintet install-desktop [--uninstall]  a launcher and icon in a Linux desktop's menu
    quintet serve [--host H] [--port P] [--data DIR]  an Olifantenpad server for rooms and duels

`check`, `script` and `code` never open a window, so they are fast and run anywhere.

Exit status, for every command: 0 done; 1 the game refused an action (`script`) or `check` found
problems; 2 a file or the command line cannot be used (not found, damaged, not a save, an illegal
recorded move, a missing --out, no display); 3 an internal error. Nothing prints a traceback: an
internal error prints one sentence and the path of a crash log in the data folder.
"""

from __future__ import annotations

import argparse
import datetime
import errno
import os
import sys
import traceback
from pathlib import Path

from game import __version__

EXIT_CODES = """exit status:
  0  done
  1  the game refused an action (script), or check found problems
  2  a file or the command line cannot be used (not found, damaged, not a save,
     an illegal recorded move, a missing --out, no display to open a window on)
  3  an internal error: one sentence and the path of a crash log are printed"""


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser (shared by the console script and the packaged executable)."""
    parser = argparse.ArgumentParser(prog="quintet", description="Quintet: five grid games.",
                                     epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"quintet {__version__}")
    parser.add_argument("--headless", action="store_true", help="render offscreen (no display needed)")
    parser.add_argument("--shot", metavar="SCENE", help="render SCENE to --out and exit (see --list-scenes)")
    parser.add_argument("--out", metavar="FILE", help="PNG file for --shot or for the last frame of a replay")
    parser.add_argument("--list-scenes", action="store_true", help="list the scenes --shot can render")
    parser.add_argument("--text-size", type=int, choices=(100, 125, 150), metavar="PERCENT",
                        help="draw text at 100, 125 or 150 %% for this run (as QUINTET_TEXT_SIZE does)")
    sub = parser.add_subparsers(dest="command")
    check = sub.add_parser("check", help="validate content files (all shipped ones and your levels folder by "
                                         "default); one line per problem")
    check.add_argument("paths", nargs="*", type=Path)
    check.add_argument("--solve", action="store_true", help="also print the shortest win of each winnable level")
    script = sub.add_parser("script", help="apply actions to a state headless and print JSON")
    script.add_argument("file", type=Path)
    replay = sub.add_parser("replay", help="play a recorded game (a save file) back in the window")
    replay.add_argument("file", type=Path)
    replay.add_argument("--out", metavar="FILE", default=argparse.SUPPRESS,
                        help="with --headless: run to the end and write the last frame to FILE")
    play = sub.add_parser("play", help="play a level file in its game (watched: edits reload), or a share code")
    play.add_argument("file", metavar="FILE|CODE", help="a level file, or a code such as 3BWG-FZZZ-ZZYT")
    code = sub.add_parser("code", help="print the share code of a save or a level file")
    code.add_argument("file", type=Path)
    code.add_argument("--moves", action="store_true", help="a save's code carries its moves (opens a replay)")
    code.add_argument("--seed", type=int, default=0, help="the seed of a level file's game (default 0)")
    edit = sub.add_parser("edit", help="level editor on FILE, or on a new level of GAME (e.g. romb)")
    edit.add_argument("target", metavar="FILE|GAME")
    desktop = sub.add_parser("install-desktop", help="add Quintet to a Linux desktop's menu (a .desktop launcher "
                                                     "and an icon in your XDG data folder)")
    desktop.add_argument("--uninstall", action="store_true", help="remove the launcher and icon again")
    serve = sub.add_parser("serve", help="run an Olifantenpad server: rooms with a code and rated duels "
                                         "(see docs/online.md)")
    serve.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every address)")
    serve.add_argument("--port", type=int, default=8765, help="port to listen on (default 8765)")
    serve.add_argument("--data", type=Path, default=None,
                       help="folder for the ratings database and finished games (default: the data folder)")
    for command in (play, edit):
        command.add_argument("--headless", action="store_true", default=argparse.SUPPRESS,
                             help="render offscreen (no display needed)")
        command.add_argument("--out", metavar="PNG", default=argparse.SUPPRESS,
                             help="render the first frame to PNG and exit")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit status (see the module docstring). The last resort
    against a traceback: any internal error becomes one sentence, a crash log and status 3."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # a full disk shows here, as a sentence, not at the interpreter's exit
        return status
    except KeyboardInterrupt:
        print("quintet: interrupted", file=sys.stderr)
        return 130
    except SystemExit:
        raise
    except BrokenPipeError:  # the output's reader went away (`quintet --list-scenes | head`): not a crash
        _quiet_stdout()
        return 0
    except OSError as exc:
        if exc.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EIO):
            return _crashed(exc)
        _quiet_stdout()
        print(f"quintet: the output could not be written ({exc.strerror or exc})", file=sys.stderr)
        return 1
    except BaseException as exc:  # noqa: BLE001 - the one place every failure ends up
        return _crashed(exc)


def _quiet_stdout() -> None:
    """Point stdout at the null device, so Python's own flush at exit has nothing left to fail on."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):  # no stdout at all: nothing to flush either
        pass


def _crashed(exc: BaseException) -> int:
    """An internal error: one sentence, a crash log, status 3 (or 2 where no window can open)."""
    if no_display(exc):
        print("quintet: there is no display to open the game's window on (no desktop session, or "
              "$DISPLAY is not set); play it on a desktop, or render pictures with "
              "--headless --shot SCENE --out FILE.png", file=sys.stderr)
        return 2
    log = write_crash_log(exc)
    where = f"; the details are in {log}" if log else ""
    print(f"quintet: an internal error stopped the game ({type(exc).__name__}){where}", file=sys.stderr)
    return 3


def no_display(exc: BaseException) -> bool:
    """True for pyglet's ways of saying that no window can be opened here."""
    return type(exc).__name__ in ("NoSuchDisplayException", "NoSuchConfigException") or (
        type(exc).__name__ == "WindowException" and "display" in str(exc).lower())


def write_crash_log(exc: BaseException) -> Path | None:
    """Write the traceback of an internal error to `crash-<time>.log` in the data folder (the
    temporary folder when that cannot be written); its path, or None."""
    text = (f"Quintet {__version__}, {datetime.datetime.now().isoformat(timespec='seconds')}\n"
            f"argv: {sys.argv!r}\n\n" + "".join(traceback.format_exception(exc)))
    name = f"crash-{datetime.datetime.now():%Y%m%d-%H%M%S}-{os.getpid()}.log"
    folders = []
    try:
        from game.core.storage import data_dir

        folders.append(data_dir())
    except Exception:  # noqa: BLE001 - no data folder: fall back to the temporary one
        pass
    import tempfile

    folders.append(Path(tempfile.gettempdir()))
    for folder in folders:
        try:
            path = folder / name
            path.write_text(text, encoding="utf-8")
            return path
        except OSError:
            continue
    return None


def _bad_out(out: str | None, what: str) -> str | None:
    """Why `--out` cannot take a picture, or None."""
    if not out:
        return f"{what} needs --out FILE.png"
    if Path(out).suffix.lower() != ".png":
        return f"--out must name a .png file, not {out!r}"
    if Path(out).is_dir():
        return f"--out {out!r} is a folder; name a .png file"
    return None


def _main(argv: list[str] | None) -> int:  # noqa: C901 - one branch per subcommand of the command line
    args = build_parser().parse_args(argv)
    if args.command == "check":
        from game.commands import run_check

        return run_check(args.paths, solve=args.solve)
    if args.command == "script":
        from game.commands import run_script

        return run_script(args.file)
    if args.command == "code":
        from game.commands import run_code

        return run_code(args.file, moves=args.moves, seed=args.seed)
    if args.command == "install-desktop":
        from game.desktop import run_install_desktop

        return run_install_desktop(remove=args.uninstall)
    if args.command == "serve":
        from game.olifantenpad.online.main import run_serve

        return run_serve(args.host, args.port, args.data)
    if args.list_scenes:
        from game.app.shots import scene_names

        print("\n".join(scene_names()))
        return 0
    if args.text_size is not None:
        os.environ["QUINTET_TEXT_SIZE"] = str(args.text_size)
    if args.headless:
        os.environ["ARCADE_HEADLESS"] = "1"
        os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")
    if args.shot:
        problem = _bad_out(args.out, "--shot")
        if problem:
            print(f"quintet: {problem}", file=sys.stderr)
            return 2
        from game.app.shots import render_shot

        return render_shot(args.shot, Path(args.out))
    out_given = getattr(args, "out", None)
    if out_given and args.command not in ("play", "edit", "replay"):
        print("quintet: --out goes with --shot SCENE, replay, play or edit", file=sys.stderr)
        return 2
    if out_given or (args.headless and args.command in ("replay", "play", "edit")):
        problem = _bad_out(out_given, f"--headless {args.command}")
        if problem:
            print(f"quintet: {problem}", file=sys.stderr)
            return 2
    if args.headless and args.command is None:
        print("quintet: --headless needs --shot SCENE --out FILE.png, or a command (replay, play, edit) "
              "with --out", file=sys.stderr)
        return 2
    if args.command in ("play", "edit"):
        from game.app.play import run_edit, run_play

        out = Path(args.out) if args.out else None
        if args.command == "play":
            from game.core.codes import looks_like_code

            if looks_like_code(args.file):
                from game.app.play import run_play_code

                return run_play_code(args.file, out)
            return run_play(Path(args.file), out)
        return run_edit(args.target, out)
    if args.command == "replay":
        from game.app.main import run_replay

        return run_replay(args.file, Path(args.out) if args.out else None)
    from game.app.main import run

    return run()


if __name__ == "__main__":
    sys.exit(main())
