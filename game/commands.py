"""The window-less commands of `quintet`: `check` (content files) and `script` (headless play).

Neither imports arcade, so both start fast and work on machines without OpenGL.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from game.catalog import all_content_kinds, game
from game.core.content import ContentError, ContentKind, check_file, read_toml
from game.core.paths import resource_root
from game.core.rules import IllegalMove
from game.core.serial import DataError
from game.core.session import SaveError, Session, read_action


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
    try:
        first = path.read_text(encoding="utf-8").split("\n", 1)[0]
    except (OSError, UnicodeDecodeError):
        return None
    if first.startswith("#:schema"):
        name = first.split("/")[-1].strip()
        return next((k for k in kinds if k.schema_name == name), None)
    return None


def run_check(paths: list[Path]) -> int:
    """Validate content files; print one line per problem; exit status 1 when any was found."""
    root = resource_root()
    kinds = all_content_kinds()
    if paths:
        targets = [(path, kind_of(path, kinds, root)) for path in _expand(paths)]
    else:
        targets = [(path, kind) for kind in kinds for path in kind.files(root)]
    problems = 0
    for path, kind in targets:
        if kind is None:
            names = ", ".join(f"{k.name} ({k.pattern})" for k in kinds)
            print(f"{path}: not a known kind of content file; expected one of: {names}")
            problems += 1
            continue
        result = check_file(path, kind.record)
        if isinstance(result, list):
            for error in result:
                print(error)
            problems += len(result)
    print(f"checked {len(targets)} file(s): {problems} problem(s)", file=sys.stderr)
    return 1 if problems else 0


def _read_script(file: Path) -> Any:
    if file.suffix == ".toml":
        try:
            return read_toml(file)[0]
        except ContentError as exc:
            raise SaveError(str(exc)) from None
    try:
        return json.loads(file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise SaveError(f"{file}: cannot read JSON ({exc})") from None


def run_script(file: Path) -> int:
    """Load a saved game, apply the file's `actions`, print the resulting state and the events."""
    try:
        data = _read_script(file)
        if not isinstance(data, dict) or "game" not in data:
            raise SaveError(f"{file}: a script is a save (format, game, version, params, seed, moves) plus 'actions'")
        try:
            entry = game(str(data["game"]))
        except KeyError as exc:
            raise SaveError(str(exc.args[0])) from None
        rules = entry.load_rules()
        session = Session.from_save(rules, data, entry.content_for)
    except SaveError as exc:
        print(f"quintet script: {exc.message}", file=sys.stderr)
        return 2
    steps: list[dict[str, Any]] = []
    error = None
    for index, action in enumerate(data.get("actions", []), start=1):
        try:
            player, move = read_action(rules, action)
            events = session.play(move, player)
        except (DataError, IllegalMove) as exc:
            reason = exc.reason if isinstance(exc, IllegalMove) else str(exc)
            error = f"action {index} ({json.dumps(action)}) is illegal: {reason}"
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
    print(json.dumps(report, indent=1))
    return 1 if error else 0


