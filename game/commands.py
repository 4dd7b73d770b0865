"""The window-less commands of `quintet`: `check` (content files), `script` (headless play) and
`code` (the share code of a save or a level file).

None imports arcade, so they start fast and work on machines without OpenGL. Exit statuses (the
same for every command, see `game.cli`): 0 done, 1 the game refused an action or `check` found
problems, 2 a file or the command line cannot be used. None prints a traceback for any file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from game.catalog import GAMES, all_content_kinds, game
from game.core.bots import Budget
from game.core.content import ContentError, ContentKind, check_file
from game.core.files import file_problem, read_prefix
from game.core.limits import MAX_ACTIONS
from game.core.paths import resource_root
from game.core.rules import AnyRules, IllegalMove
from game.core.saves import read_save_file
from game.core.serial import DataError
from game.core.session import SaveError, Session, read_action
from game.spec import GameSpec

OK, REFUSED, UNUSABLE = 0, 1, 2
#: Search the solver may spend proving a level winnable in `check` (shipped rooms need < 5,000
#: positions and 0.2 s), so that checking any file stays within a few seconds.
CHECK_NODES = 60_000
CHECK_SECONDS = 4.0


def _expand(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for path in paths:
        out.extend(sorted(path.rglob("*.toml")) if path.is_dir() else [path])
    return out


def kind_of(path: Path, kinds: list[ContentKind], root: Path) -> ContentKind | None:
    """The content kind of a file: by its place in the tree, else by the schema its first line
    names (`#:schema .../<kind>.schema.json`), so a designer's draft elsewhere is checked too."""
    for kind in kinds:
        if kind.matches(root, path):
            return kind
    try:  # a pipe, a device or a loop of links is refused here, never waited on
        first = read_prefix(path, 4096).split(b"\n", 1)[0].decode("utf-8", errors="replace")
    except OSError:
        return None
    if first.startswith("#:schema"):
        name = first.replace("\\", "/").split("/")[-1].strip()
        return next((k for k in kinds if k.schema_name == name), None)
    return None


def game_rules(game_id: Any) -> tuple[GameSpec, AnyRules]:
    """The record and rules of the game a save names; `SaveError` for an unknown game or one whose
    rules are not in this version of Quintet yet."""
    try:
        entry = game(str(game_id)[:64])
    except KeyError as exc:
        raise SaveError(str(exc.args[0])) from None
    module = entry.rules.partition(":")[0]
    try:
        rules = entry.load_rules()
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            raise SaveError(f"{entry.title} cannot be played in this version of Quintet yet") from None
        raise
    return entry, rules


def _verdict_problem(entry: GameSpec | None, path: Path, record: Any, solve: bool = False) -> ContentError | None:
    """A level that loads but that its game's search cannot win (Romb: no line of play escapes the
    spirits within the search limit). With `solve`, a winnable level's shortest win is printed."""
    design = entry.part("editor") if entry is not None and entry.editor else None
    verdict = getattr(design, "verdict", None)
    if verdict is None or (design is not None and getattr(design.kind, "name", None) != _kind_name(path, entry)):
        return None
    try:
        found = verdict(record, Budget(CHECK_NODES, seconds=CHECK_SECONDS))
    except Exception as exc:  # a search that fails is reported, never a crash
        return ContentError(path, f"the level cannot be searched ({type(exc).__name__}: {exc})", line=1)
    if found is None:
        return None
    if found.ok:
        if solve:
            print(f"{path}: {found.text}" + (f": {found.line}" if getattr(found, "line", "") else ""))
        return None
    return ContentError(path, f"{found.text}; every level must be winnable", line=1)


def _kind_name(path: Path, entry: GameSpec | None) -> str | None:
    """The kind of a level file of this game (a settings file next to the levels has none)."""
    from game.levels import identify

    found = identify(path)
    return found.kind.name if found is not None and entry is not None and found.game.id == entry.id else None


def _user_targets() -> list[tuple[Path, ContentKind | None]]:
    """The files of the player's levels folder (`levels/<game>/` in the data folder), each with its
    kind: what `quintet check` checks with the shipped content when no path is given."""
    from game.levels import identify, user_level_files

    out: list[tuple[Path, ContentKind | None]] = []
    for entry in GAMES:
        for path in user_level_files(entry.id):
            found = identify(path)
            out.append((path, found.kind if found is not None else None))
    return out


def run_check(paths: list[Path], solve: bool = False) -> int:
    """Validate content files (with no paths: every shipped file and every file in the player's
    levels folder); print one line per problem, every problem of each file. Exit status 1 when any
    was found, 2 when a path named on the command line does not exist. `solve` prints the shortest
    win of each winnable level (its search runs anyway)."""
    root = resource_root()
    kinds = all_content_kinds()
    game_of = {kind.name: entry for entry in GAMES for kind in entry.content_kinds()}
    missing = False
    if paths:
        for path in paths:
            if not path.exists() and not path.is_symlink():
                print(f"{path}:1: file not found")
                missing = True
        named = [p for p in paths if p.exists() or p.is_symlink()]
        targets = [(path, kind_of(path, kinds, root)) for path in _expand(named)]
    else:
        targets = [(path, kind) for kind in kinds for path in kind.files(root)] + _user_targets()
    problems = 0
    seen: dict[tuple[str, Any], Path] = {}
    for path, kind in targets:
        unusable = file_problem(path)  # a pipe, a device, a loop of links: said, never opened
        if unusable:
            print(f"{path}:1: {unusable}")
            problems += 1
            continue
        if kind is None:
            names = ", ".join(f"{k.name} ({k.pattern})" for k in kinds)
            print(f"{path}:1: not a known kind of content file; expected one of: {names}")
            problems += 1
            continue
        result = check_file(path, kind.record)
        if isinstance(result, list):
            for error in result:
                print(error)
            problems += len(result)
            continue
        from game.levels import name_problems

        errors = name_problems(path, result)
        unique = kind.unique or ("name" if isinstance(getattr(result, "name", None), str) else None)
        if unique:
            value = getattr(result, unique, None)
            if (kind.name, value) in seen:
                errors.append(ContentError(path, f"{seen[kind.name, value].name} already uses {unique} "
                                                 f"{value!r}; it must differ between files", unique, line=1))
            else:
                seen[kind.name, value] = path
        verdict = _verdict_problem(game_of.get(kind.name), path, result, solve)
        if verdict is not None:
            errors.append(verdict)
        for error in errors:
            print(error)
        problems += len(errors)
    print(f"checked {len(targets)} file(s): {problems} problem(s)", file=sys.stderr)
    if missing:
        return UNUSABLE
    return REFUSED if problems else OK


def load_replay(file: Path) -> tuple[GameSpec, Session, list[Any]]:
    """The loading part of `quintet replay`: the game, a session at the save's start and the moves
    to play back. Raises `SaveError` (never anything else) for a file that cannot be replayed:
    unreadable, not a save, damaged, an illegal move, a game without a screen in this version."""
    data = read_save_file(file)
    if not isinstance(data, dict):
        raise SaveError("not a Quintet save (a save is a table: format, game, version, params, seed, moves)")
    entry, rules = game_rules(data.get("game"))
    if not entry.playable:
        raise SaveError(f"{entry.title} has no screen to replay it on in this version of Quintet")
    try:
        session, moves = Session.for_replay(rules, data, entry.content_for)
    except SaveError as exc:
        raise SaveError(_named(file, exc.message), newer=exc.newer) from None
    return entry, session, list(moves)


def _named(file: Path, message: str) -> str:
    """A loader's sentence about a save file, starting with the file's name."""
    return message if message.startswith(str(file)) else f"{file}: {message}"


def _fail(message: str) -> int:
    print(f"quintet script: {message}", file=sys.stderr)
    return UNUSABLE


def _quote(value: Any) -> str:
    text = json.dumps(value, default=str)
    return text if len(text) <= 200 else text[:197] + "..."


def run_script(file: Path) -> int:
    """Load a saved game, apply the file's `actions`, print the resulting state and the events.

    Exit status 0 when every action was played, 1 when the game refused one (the steps before it
    are printed), 2 when the file cannot be used (not a save, damaged, an illegal recorded move, a
    malformed action)."""
    try:
        data = read_save_file(file)
        if not isinstance(data, dict) or "game" not in data:
            raise SaveError(f"{file}: a script is a save (format, game, version, params, seed, moves) "
                            "plus 'actions'")
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise SaveError(f"{file}: the script's 'actions' must be a list, found {_quote(actions)}")
        if len(actions) > MAX_ACTIONS:
            raise SaveError(f"{file}: the script has more than {MAX_ACTIONS:,} actions")
        entry, rules = game_rules(data["game"])
        session = Session.from_save(rules, {k: v for k, v in data.items() if k != "actions"}, entry.content_for)
    except SaveError as exc:
        return _fail(_named(file, exc.message))
    steps: list[dict[str, Any]] = []
    error = None
    status = OK
    for index, action in enumerate(actions, start=1):
        try:
            player, move = read_action(rules, action)
        except DataError as exc:
            error, status = f"action {index} ({_quote(action)}) is malformed: {exc}", UNUSABLE
            break
        try:
            events = session.play(move, player)
        except IllegalMove as exc:
            error, status = f"action {index} ({_quote(action)}) is illegal: {exc.reason}", REFUSED
            break
        except Exception as exc:  # the rules failed on this move: say so, keep what was played
            error = f"action {index} ({_quote(action)}) cannot be played ({type(exc).__name__}: {exc})"
            status = UNUSABLE
            break
        steps.append({"action": session.history[-1].to_dict(), "events": [e.to_dict() for e in events]})
    report = {
        "game": rules.game_id,
        "status": session.status().value,
        "score": rules.score(session.state),
        "state": rules.state_to_dict(session.state),
        "steps": steps,
        "save": session.to_save(),
    }
    if error:
        report["error"] = error
        print(f"quintet script: {error}", file=sys.stderr)
    print(json.dumps(report, indent=1, default=str))
    return status


def session_of_file(file: Path, seed: int = 0) -> Session:
    """The game a save or a level file holds, for `quintet code`: a save as it stands (loaded and
    checked like any save), a level file as a new game on it with `seed`. Raises `SaveError` with a
    sentence that names the file."""
    from game.levels import identify, load_level, not_a_level, start

    level = identify(file) if not file_problem(file) else None
    if level is not None and file.suffix.lower() == ".toml":
        problem = not_a_level(level)
        if problem:
            raise SaveError(problem)
        try:
            params, content = start(level, load_level(level))
        except ContentError as exc:
            raise SaveError(str(exc)) from None
        return Session(level.game.load_rules(), params, seed, content)
    data = read_save_file(file)
    if not isinstance(data, dict) or "game" not in data:
        raise SaveError(f"{file}: neither a save (format, game, version, params, seed, moves) nor a level file "
                        "(its first line names its schema, e.g. '#:schema romb-room.schema.json')")
    entry, rules = game_rules(data["game"])
    try:
        return Session.from_save(rules, data, entry.content_for)
    except SaveError as exc:
        raise SaveError(_named(file, exc.message)) from None


def run_code(file: Path, moves: bool = False, seed: int = 0) -> int:
    """Print the share code of a save or a level file (`quintet code FILE`); with `moves` a save's
    code carries its moves, to be watched. Exit status 0, or 2 when the file cannot be used."""
    from game.core.codes import CodeError, encode

    try:
        session = session_of_file(file, seed)
        print(encode(session, moves=moves))
    except (SaveError, CodeError) as exc:
        print(f"quintet code: {exc.message}", file=sys.stderr)
        return UNUSABLE
    return OK
