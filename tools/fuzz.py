"""Fuzz every loader of files a player or designer can hand Quintet, and count what goes wrong.

    python tools/fuzz.py                      # 200 cases per kind
    python tools/fuzz.py --cases 10000        # the long run
    python tools/fuzz.py --kinds saves:romb,settings --seed 7 --out fuzz-failures

Kinds (one per loader):

- `content:<kind>` for every ContentKind of `game.catalog.all_content_kinds()`: a shipped file,
  mutated as text and as data, through `check_file`; a file that passes is then played (its game
  started on it and a few legal moves made), since content that passes the check must play.
- `saves:<game>` for every game in the catalog whose rules exist: saves made by seeded random play
  (with and without a starting snapshot) and the golden saves, mutated, through `Session.from_save`
  (a quarter of them as files through the save slot, `load_save`).
  Every save that loads is then played on as the game screen would (`fuzz_play.play_on`): a
  person to play for, each bot's decision from `bot_for`, every view, events and the outcome.
- `params:<game>`: saves whose params are made hostile (a difficulty in capitals or unknown, every
  seat a bot's, a player count out of bounds, long names) with legal moves (`fuzz_play`).
- `snapshots:<game>`: saves whose `start` snapshot gets impossible sizes and counts (a height of 0,
  lists cut short or made long, negative counts), played on the same way.
- `userfiles`: named pipes, devices, folders and links (to nothing, to themselves, to each other)
  in the user levels folders, through `quintet check`, what `play` and `edit` do before a window
  opens, and the "Your levels" lists (`fuzz_files`); nothing may be lost.
- `scripts`: saves of every game plus `actions`, through `game.commands.run_script`.
- `replays`: the same files through the loading part of `quintet replay` (`load_replay`).
- `codes`: share codes, mutated, retyped and hostile, through `game.core.codes.decode`
  (`fuzz_codes`); a code that decodes is played on like a save.
- `settings`, `profile`: mutated JSON through `load_settings` / `load_profile`; what comes back
  must be in range and usable (saved again, read by the games' progress code).

Everything runs with QUINTET_HOME, HOME and the XDG folders in a temporary folder. The mutator is
seeded (`--seed`), so a run is repeatable. A case is a clean refusal when the loader
refuses in its documented way (a list of ContentError, SaveError, UnreadableFile, an exit status of
0, 1 or 2 with a message, a note from the settings loader), accepted when it loads, and a defect
when anything else is raised or it runs past `--timeout` seconds. Defects are printed with their
case number, and with `--out DIR` the input of each is written there to reproduce it. Exit status:
0 when there are no defects, 1 otherwise.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import math
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")

from fuzz_codes import load_code, make_code, seed_codes  # noqa: E402
from fuzz_files import good_levels, make_case  # noqa: E402
from fuzz_files import run_case as files_case  # noqa: E402
from fuzz_play import degenerate_start, hostile_params, params_pool, play_on  # noqa: E402

# -- the mutator --------------------------------------------------------------------------------

NASTY: list[Any] = [
    None, True, False, 0, -1, 1, 2, 7, 255, 2**31, 2**63, 2**64, -(2**64), 10**30, 10**100, 0.0, -0.0,
    0.5, 1.5, 1e308, -1e308, "", "x", "0", "north", "red", "N", "glyph", "key", "playing", "won",
    "\u0000", "\udcff"[:0] + "é", "x" * 5000, [], {}, [0], [0, 0], [-1, -1], [99, 99], [2**64, 0],
    [[0, 0], [0, 1]], {"a": 1}, {"type": "Step"}, list(range(300)),
]


def _deep(depth: int, dicts: bool = False) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = {"a": value} if dicts else [value]
    return value


def nasty(rng: random.Random) -> Any:
    """A value that often breaks a loader: wrong type, edge number, huge, deep."""
    roll = rng.random()
    if roll < 0.05:
        return _deep(rng.choice([30, 60, 200]), rng.random() < 0.5)
    if roll < 0.1:
        return rng.randint(-(2**70), 2**70)
    if roll < 0.15:
        return [rng.randint(-3, 30) for _ in range(rng.randint(0, 12))]
    return copy.deepcopy(rng.choice(NASTY))


def _paths(data: Any, limit: int = 4000) -> list[list[Any]]:
    """Key paths of every node of plain data (breadth first, at most `limit`)."""
    out: list[list[Any]] = [[]]
    queue: list[tuple[Any, list[Any]]] = [(data, [])]
    while queue and len(out) < limit:
        value, path = queue.pop(0)
        if isinstance(value, dict):
            for key, item in value.items():
                out.append([*path, key])
                queue.append((item, [*path, key]))
        elif isinstance(value, list):
            for index, item in enumerate(value):
                out.append([*path, index])
                queue.append((item, [*path, index]))
    return out


def _get(data: Any, path: list[Any]) -> Any:
    for part in path:
        data = data[part]
    return data


def _set(data: Any, path: list[Any], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _strings(data: Any) -> list[str]:
    return [v for v in (_get(data, p) for p in _paths(data, 2000)) if isinstance(v, str)] or ["x"]


def mutate_typed(data: Any, rng: random.Random, rounds: int | None = None) -> Any:
    """Mutations that keep every value's type (an int stays an int, a cell a pair of ints, a string
    one of the data's strings): they get past the type checks and reach the rules."""
    data = copy.deepcopy(data)
    strings = _strings(data)
    for _ in range(rounds or rng.randint(1, 3)):
        paths = _paths(data)
        path = rng.choice(paths)
        node = _get(data, path)
        if isinstance(node, bool):
            data = _set(data, path, not node)
        elif isinstance(node, int):
            data = _set(data, path, rng.choice([0, 1, -1, node + 1, node - 1, node * 2 + 1, -node, 63, 64,
                                                255, 1000, 10**6, 2**31, 2**63 - 1, rng.randint(-5, 40)]))
        elif isinstance(node, float):
            data = _set(data, path, rng.choice([0.0, -1.0, node * 10, 1e9, 0.001]))
        elif isinstance(node, str):
            data = _set(data, path, rng.choice(strings))
        elif isinstance(node, list) and node:
            action = rng.random()
            if action < 0.3:
                node.append(copy.deepcopy(rng.choice(node)))
            elif action < 0.55:
                del node[rng.randrange(len(node))]
            elif action < 0.75:
                rng.shuffle(node)
            elif action < 0.9:
                del node[rng.randrange(len(node)):]
            else:
                node.extend(copy.deepcopy(node) * rng.randint(1, 30))
        elif isinstance(node, dict) and node:
            key = rng.choice(list(node))
            other = rng.choice(paths)
            try:
                node[key] = copy.deepcopy(_get(data, other)) if rng.random() < 0.3 else node[key]
            except (KeyError, IndexError, TypeError):
                pass
    return data


def mutate_data(data: Any, rng: random.Random, rounds: int | None = None) -> Any:
    """Apply 1-4 random mutations to a deep copy of plain data: half keep every value's type
    (`mutate_typed`), half change types, delete and add keys, nest deep."""
    if rng.random() < 0.5:
        return mutate_typed(data, rng, rounds)
    data = copy.deepcopy(data)
    for _ in range(rounds or rng.randint(1, 4)):
        paths = _paths(data)
        path = rng.choice(paths)
        node = _get(data, path)
        op = rng.random()
        if op < 0.35:
            data = _set(data, path, nasty(rng))
        elif op < 0.5 and isinstance(node, (int, float)) and not isinstance(node, bool):
            data = _set(data, path, rng.choice([node + 1, node - 1, -node, node * 1000, 0, node + 2**64]))
        elif op < 0.6 and isinstance(node, dict) and node:
            del node[rng.choice(list(node))]
        elif op < 0.68 and isinstance(node, dict):
            node[rng.choice(["extra", "by", "type", "level", "room", "colour", "start", "x"])] = nasty(rng)
        elif op < 0.8 and isinstance(node, list) and node:
            action = rng.random()
            if action < 0.3:
                node.append(copy.deepcopy(rng.choice(node)))
            elif action < 0.5:
                del node[rng.randrange(len(node))]
            elif action < 0.7:
                rng.shuffle(node)
            else:
                node[rng.randrange(len(node))] = nasty(rng)
        elif op < 0.88 and len(paths) > 2:
            other = rng.choice(paths[1:])
            try:
                data = _set(data, path, copy.deepcopy(_get(data, other)))
            except (KeyError, IndexError, TypeError):
                pass
        elif isinstance(node, str):
            data = _set(data, path, rng.choice([node.upper(), node * 3, node[:-1], "", node + "x"]))
        else:
            data = _set(data, path, nasty(rng))
    return data


def mutate_text(text: str, rng: random.Random) -> bytes:
    """A text mutation, as bytes (so it can stop being UTF-8)."""
    raw = text.encode("utf-8")
    op = rng.randrange(12)
    if op == 0 and raw:
        return raw[: rng.randrange(len(raw))]
    if op == 1 and raw:
        at = rng.randrange(len(raw))
        return raw[:at] + bytes([rng.randrange(256)]) + raw[at + 1:]
    if op == 2:
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + rng.choice([b"\xff\xfe", b"\xc3", b"\x00", b"\xe9"]) + raw[at:]
    if op == 3:
        return b"[" * rng.choice([1000, 100_000]) + raw
    if op == 4:
        lines = raw.split(b"\n")
        at = rng.randrange(len(lines))
        lines.insert(at, lines[at])
        return b"\n".join(lines)
    if op == 5:
        lines = raw.split(b"\n")
        del lines[rng.randrange(len(lines))]
        return b"\n".join(lines)
    if op == 6:
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + rng.choice([b"9" * 5000, b"18446744073709551616", b"-1", b"1e309"]) + raw[at:]
    if op == 7:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
    if op == 8:
        return raw + b"\n" + raw
    if op == 9:
        return b""
    if op == 10:
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + rng.choice([b"NaN", b"Infinity", b"-Infinity", b"1e400", b"\"\\ud800\""]) + raw[at:]
    return raw.replace(b"1", b"0", rng.randint(1, 5))


def toml_nasty(rng: random.Random) -> str:
    """TOML texts that break recursive parsers or slow checks."""
    roll = rng.randrange(6)
    if roll == 0:
        return "x = " + "[" * 500 + "]" * 500 + "\n"
    if roll == 1:
        return ".".join(["a"] * 1001) + " = 1\n"
    if roll == 2:
        return "x = " + "{a = " * 300 + "1" + "}" * 300 + "\n"
    if roll == 3:
        return "[[extra]]\nname = 1\n"
    if roll == 4:
        width = rng.choice([51, 201, 301])
        line = "+" + "-+" * width
        body = "|" + ". " * width
        rows = [line] + [body[:-1] + "|", line] * width
        return 'name = "big"\ntitle = "Big"\npicture = [\n' + ",\n".join(f'"{r}"' for r in rows) + "\n]\n"
    return "x = " + "9" * 4400 + "\n"


# -- results ---------------------------------------------------------------------------------------

class CaseTimeout(BaseException):
    """A case ran past its time limit."""


@dataclass
class Tally:
    """Counts of one kind of loader."""

    kind: str
    cases: int = 0
    accepted: int = 0
    refused: int = 0
    defects: list[str] = field(default_factory=list)
    slowest: float = 0.0
    #: clean refusals that a game's own code caused (its rules failed or ran out of time on the
    #: data, and the loader turned that into a refusal): not defects of the loader, but worth a look
    rule_failures: dict[str, int] = field(default_factory=dict)

    def line(self) -> str:
        failures = sum(self.rule_failures.values())
        return (f"{self.kind:32} {self.cases:6} cases  {self.accepted:6} accepted  {self.refused:6} refused  "
                f"{len(self.defects):4} defects  {failures:5} rule failures  slowest {self.slowest:.2f} s")


ACCEPTED, REFUSED = "accepted", "refused"


def refusal(message: str) -> str:
    """REFUSED, with a note when the message says a game's code failed or hung on the data."""
    import re

    found = re.search(r"(cannot be played|cannot play it|cannot be checked|cannot be set up|takes too long)"
                      r"(?: \((\w+))?", message)
    return f"{REFUSED}:{found.group(1)} {found.group(2) or ''}".rstrip() if found else REFUSED


@contextlib.contextmanager
def deadline(seconds: float):
    """Raise CaseTimeout in the main thread after `seconds` (POSIX); elsewhere only measure."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def ring(signum, frame):
        raise CaseTimeout(f"over {seconds:g} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# -- the loaders under test ---------------------------------------------------------------------------

class Fuzz:
    """Builds seed inputs once and runs cases against each loader."""

    def __init__(self, seed: int, timeout: float, out: Path | None, work: Path) -> None:
        self.seed = seed
        self.timeout = timeout
        self.out = out
        self.work = work
        self._saves: dict[str, list[dict[str, Any]]] = {}

    # seeds ---------------------------------------------------------------------------------------
    def games(self) -> list[Any]:
        """Catalog games (shown and hidden) whose rules can be loaded."""
        from game.catalog import GAMES, HIDDEN

        found = []
        for entry in GAMES + HIDDEN:
            try:
                entry.load_rules()
            except ImportError:
                continue
            found.append(entry)
        return found

    def saves_of(self, entry: Any) -> list[dict[str, Any]]:
        """Seed saves of a game: goldens, and seeded random play with and without a snapshot."""
        if entry.id in self._saves:
            return self._saves[entry.id]
        from game.core.session import Session

        rules = entry.load_rules()
        found: list[dict[str, Any]] = []
        for path in sorted(ROOT.glob(f"tests/{entry.id}/golden_save*.json")) + sorted(
                ROOT.glob(f"tests/core/golden_save_{entry.id}.json")):
            try:
                found.append(json.loads(path.read_text(encoding="utf-8")))
            except (OSError, ValueError):
                pass
        rng = random.Random(self.seed)
        for number in range(4):
            try:
                params = rules.params_type()
                session = Session(rules, params, rng.randrange(2**32), entry.content_for(params))
                for _ in range(rng.choice([3, 12, 40])):
                    movers = session.to_move()
                    if not movers:
                        break
                    player = rng.choice(movers)
                    moves = rules.legal_moves(session.state, player)
                    if not moves:
                        break
                    session.play(rng.choice(moves), player)
                save = session.to_save()
                found.append(json.loads(json.dumps(save)))
                if number % 2 == 1 and session.history:
                    snap = Session.from_state(rules, session.state, session.params, session.seed,
                                              session.content)
                    movers = snap.to_move()
                    if movers:
                        legal = rules.legal_moves(snap.state, movers[0])
                        if legal:
                            snap.play(legal[0], movers[0])
                    found.append(json.loads(json.dumps(snap.to_save())))
            except Exception as exc:  # a game that cannot even be played here: say so once
                print(f"  (no random saves for {entry.id}: {type(exc).__name__}: {exc})", file=sys.stderr)
                break
        self._saves[entry.id] = found
        return found

    # one case ---------------------------------------------------------------------------------
    def run_case(self, tally: Tally, number: int, make: Callable[[random.Random], Any],
                 load: Callable[[Any], str]) -> None:
        rng = random.Random(f"{self.seed}:{tally.kind}:{number}")
        case = make(rng)
        started = time.perf_counter()
        try:
            with deadline(self.timeout):
                verdict = load(case)
        except CaseTimeout as exc:
            verdict = f"hang: {exc}"
        except BaseException as exc:  # noqa: BLE001 - every escape is a defect
            if isinstance(exc, KeyboardInterrupt):
                raise
            tb = traceback.extract_tb(exc.__traceback__)
            where = f"{Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else "?"
            verdict = f"{type(exc).__name__} at {where}: {str(exc)[:160]}"
        spent = time.perf_counter() - started
        tally.slowest = max(tally.slowest, spent)
        tally.cases += 1
        if verdict == ACCEPTED:
            tally.accepted += 1
        elif verdict == REFUSED or verdict.startswith(REFUSED + ":"):
            tally.refused += 1
            if verdict != REFUSED:
                note = verdict.partition(":")[2]
                tally.rule_failures[note] = tally.rule_failures.get(note, 0) + 1
        else:
            tally.defects.append(f"case {number}: {verdict}")
            if self.out is not None:
                self.out.mkdir(parents=True, exist_ok=True)
                name = f"{tally.kind.replace(':', '-')}-{number}"
                blob = case if isinstance(case, bytes) else json.dumps(case, default=repr).encode()
                (self.out / name).write_bytes(blob)

    # loaders -------------------------------------------------------------------------------------
    def content_kinds(self) -> list[tuple[Any, Any]]:
        from game.catalog import GAMES

        return [(entry, kind) for entry in GAMES for kind in entry.content_kinds()]

    def fuzz_content(self, entry: Any, kind: Any, cases: int, tally: Tally) -> None:
        from game.core.content import check_file
        from game.core.paths import resource_root

        sources = [p.read_text(encoding="utf-8") for p in kind.files(resource_root())][:20]
        if not sources:
            return
        suffix = Path(kind.pattern).suffix or ".toml"
        path = self.work / f"content{suffix}"

        def make(rng: random.Random) -> bytes:
            text = rng.choice(sources)
            roll = rng.random()
            if roll < 0.08:
                return toml_nasty(rng).encode()
            if roll < 0.5:
                return mutate_text(text, rng)
            import tomli
            import tomlkit

            data = mutate_data(tomli.loads(text), rng)
            try:
                return tomlkit.dumps(_tomlable(data)).encode()
            except Exception:
                return mutate_text(text, rng)

        def load(blob: bytes) -> str:
            path.write_bytes(blob)
            result = check_file(path, kind.record)
            if isinstance(result, list):
                if not result or any(getattr(e, "line", None) is None for e in result):
                    return "a refusal without a line"
                return REFUSED
            self.play_record(entry, kind, path, result)
            return ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def play_record(self, entry: Any, kind: Any, path: Path, record: Any) -> None:
        """A record that passed the checks must start a game that plays a few legal moves."""
        if not entry.playable and entry.editor is None:
            try:
                entry.load_rules()
            except ImportError:
                return
        from game.core.session import Session
        from game.levels import LevelFile, start

        rules = entry.load_rules()
        try:
            params, content = start(LevelFile(path, entry, kind), record)
        except (TypeError, AttributeError):
            return  # a kind that is not a level of its own (settings of a game)
        session = Session(rules, params, 1, content)
        for _ in range(3):
            movers = session.to_move()
            if not movers:
                break
            moves = rules.legal_moves(session.state, movers[0])
            if not moves:
                break
            session.play(moves[0], movers[0])

    def fuzz_saves(self, entry: Any, cases: int, tally: Tally) -> None:
        from game.core.saves import load_save, save_path
        from game.core.session import SaveError, Session
        from game.core.storage import UnreadableFile, parse_json

        rules = entry.load_rules()
        seeds = self.saves_of(entry)
        if not seeds:
            return

        def make(rng: random.Random) -> bytes:
            data = rng.choice(seeds)
            roll = rng.random()
            if roll < 0.8:
                data = mutate_data(data, rng)
            text = _dumps(data)
            return mutate_text(text, rng) if rng.random() < 0.15 else text.encode()

        def load(blob: bytes) -> str:
            if zlib.crc32(blob) % 4 == 0:  # a quarter through the save slot, as Continue reads it
                path = save_path(rules.game_id)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(blob)
                try:
                    session = load_save(rules, entry.content_for)
                except UnreadableFile:
                    return REFUSED
                finally:
                    for leftover in path.parent.glob(f"{rules.game_id}.json*"):
                        leftover.unlink()
                if session is None:
                    return REFUSED
                return play_on(entry, session, random.Random(zlib.crc32(blob))) or ACCEPTED
            try:
                data = parse_json(blob.decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                return REFUSED
            try:
                session = Session.from_save(rules, data, entry.content_for)
            except SaveError as exc:
                return refusal(exc.message)
            return play_on(entry, session, random.Random(zlib.crc32(blob))) or ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def fuzz_play(self, entry: Any, cases: int, tally: Tally, make: Callable[[random.Random], Any]) -> None:
        """Saves made by `make` through `Session.from_save` (as Continue reads them), each one
        accepted then played on as the game screen would (`play_on`)."""
        from game.core.session import SaveError, Session

        rules = entry.load_rules()

        def load(data: Any) -> str:
            try:
                session = Session.from_save(rules, json.loads(json.dumps(data)), entry.content_for)
            except SaveError as exc:
                return refusal(exc.message)
            return play_on(entry, session, random.Random(zlib.crc32(_dumps(data).encode()))) or ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def fuzz_params(self, entry: Any, cases: int, tally: Tally) -> None:
        """Saves with hostile params (`hostile_params`) and legal moves (none, a prefix, or all)."""
        seeds = self.saves_of(entry)
        if not seeds:
            return
        rules = entry.load_rules()
        pool = params_pool(seeds)
        defaults = json.loads(json.dumps(rules.params_to_dict(rules.params_type())))
        self.fuzz_play(entry, cases, tally, lambda rng: hostile_params(rng.choice(seeds), rng, pool, defaults))

    def fuzz_snapshots(self, entry: Any, cases: int, tally: Tally) -> None:
        """Saves whose `start` snapshot has impossible sizes and counts (`degenerate_start`)."""
        seeds = [save for save in self.saves_of(entry) if "start" in save]
        if not seeds:
            return
        self.fuzz_play(entry, cases, tally, lambda rng: degenerate_start(rng.choice(seeds), rng))

    def fuzz_userfiles(self, cases: int, tally: Tally) -> None:
        """Special files and links in the user levels folders (`fuzz_files`)."""
        from game.catalog import GAMES
        from game.levels import user_levels_root

        good = good_levels()
        games = [entry.id for entry in GAMES]
        root, outside = user_levels_root(), self.work / "outside"

        def load(case: dict[str, Any]) -> str:
            return files_case(case, root, outside, good)

        def make(rng: random.Random) -> dict[str, Any]:
            return make_case(rng, games)

        for number in range(cases):
            self.run_case(tally, number, make, load)
        shutil.rmtree(root, ignore_errors=True)

    def all_saves(self) -> list[tuple[Any, dict[str, Any]]]:
        return [(entry, save) for entry in self.games() for save in self.saves_of(entry)]

    def fuzz_scripts(self, cases: int, tally: Tally) -> None:
        from game.commands import run_script

        seeds = self.all_saves()
        path_json, path_toml = self.work / "script.json", self.work / "script.toml"

        def make(rng: random.Random) -> bytes:
            entry, save = rng.choice(seeds)
            data = dict(save)
            moves = list(data.get("moves", []))
            cut = rng.randrange(len(moves) + 1) if moves else 0
            data["moves"], actions = moves[:cut], moves[cut:]
            for action in actions:
                if isinstance(action, dict) and rng.random() < 0.5:
                    action.pop("by", None)
            data["actions"] = actions
            if rng.random() < 0.8:
                data = mutate_data(data, rng)
            return _toml_or_json(data, rng, rng.random() < 0.15)

        def load(blob: bytes) -> str:
            path = _write_blob(blob, path_json, path_toml)
            out, err = io.StringIO(), io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = run_script(path)
            if code not in (0, 1, 2):
                return f"exit status {code}: {err.getvalue()[-200:]}"
            if code and not err.getvalue().strip():
                return f"exit status {code} without a message"
            if "Traceback" in err.getvalue() or "Traceback" in out.getvalue():
                return "a traceback was printed"
            return ACCEPTED if code == 0 else refusal(err.getvalue())

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def fuzz_replays(self, cases: int, tally: Tally) -> None:
        from game.commands import load_replay
        from game.core.session import SaveError

        seeds = self.all_saves()
        path_json, path_toml = self.work / "replay.json", self.work / "replay.toml"

        def make(rng: random.Random) -> bytes:
            _, save = rng.choice(seeds)
            data = mutate_data(save, rng) if rng.random() < 0.8 else save
            if rng.random() < 0.1:
                data = rng.choice([["x"], [save], "save", 5, None])
            return _toml_or_json(data, rng, rng.random() < 0.1 and isinstance(data, dict))

        def load(blob: bytes) -> str:
            path = _write_blob(blob, path_json, path_toml)
            try:
                load_replay(path)
            except SaveError as exc:
                return refusal(exc.message)
            return ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def fuzz_codes(self, cases: int, tally: Tally) -> None:
        seeds = seed_codes(self.games(), self.saves_of)
        for number in range(cases):
            self.run_case(tally, number, lambda rng: make_code(rng, seeds, mutate_data),
                          lambda text: load_code(text, play_on, ACCEPTED, refusal))

    def fuzz_settings(self, cases: int, tally: Tally) -> None:
        import dataclasses
        import typing

        from game.core.profile import Settings, load_settings, save_settings, settings_path

        good = {"version": 1, **dataclasses.asdict(Settings())}
        hints = typing.get_type_hints(Settings, include_extras=True)

        def make(rng: random.Random) -> bytes:
            data = mutate_data(good, rng) if rng.random() < 0.85 else rng.choice(
                [{"version": "2"}, {"version": None}, [], {"version": [1]}, {"version": {}}, "x"])
            text = _dumps(data)
            return mutate_text(text, rng) if rng.random() < 0.15 else text.encode()

        def load(blob: bytes) -> str:
            path = settings_path()
            _clear(path)
            path.write_bytes(blob)
            settings, problem = load_settings()
            for item in dataclasses.fields(Settings):
                value = getattr(settings, item.name)
                meta = typing.get_args(hints[item.name])[1:] if typing.get_origin(hints[item.name]) else ()
                for m in meta:
                    if (getattr(m, "ge", None) is not None and not value >= m.ge) or (
                            getattr(m, "le", None) is not None and not value <= m.le):
                        return f"{item.name} = {value!r} came back out of range"
                if isinstance(value, float) and not math.isfinite(value):
                    return f"{item.name} = {value!r} came back not finite"
            if 1 / settings.animation_speed <= 0:
                return "animation speed not usable"
            save_settings(settings)
            if load_settings()[1] is not None:
                return "the repaired settings do not read back cleanly"
            _clear(path)
            return REFUSED if problem else ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)

    def fuzz_profile(self, cases: int, tally: Tally) -> None:
        from game.app.window import progress_types
        from game.core.profile import load_profile, profile_path, save_profile

        types = progress_types()
        good = {"version": 1, "best": {"romb": {"first-steps": 990}, "pharaoh": {"total": 1200}},
                "progress": {"romb": {"won": ["first-steps", "torchlight"]},
                             "guppy": {"level": 3, "tileset": "standard"}}}

        def make(rng: random.Random) -> bytes:
            data = mutate_data(good, rng) if rng.random() < 0.85 else rng.choice(
                [{"version": "2"}, {"version": None}, [], {"version": {}}, {"progress": {"romb": {"won": 5}}}])
            text = _dumps(data)
            return mutate_text(text, rng) if rng.random() < 0.15 else text.encode()

        def load(blob: bytes) -> str:
            path = profile_path()
            _clear(path)
            path.write_bytes(blob)
            profile, problem = load_profile(types)
            for game_id in profile.best:
                profile.best_score(game_id)
            profile.record_score("romb", "x", 5)
            # what the games read from their progress (the room list, the level screen)
            won = list(profile.progress.get("romb", {}).get("won", []))
            if not all(isinstance(name, str) for name in won):
                return f"romb won rooms came back as {won!r:.60}"
            save_profile(profile)
            if load_profile(types)[1] is not None:
                return "the repaired profile does not read back cleanly"
            _clear(path)
            return REFUSED if problem else ACCEPTED

        for number in range(cases):
            self.run_case(tally, number, make, load)


def _toml_or_json(data, rng: random.Random, as_toml: bool) -> bytes:
    """A script or save as a test file: TOML (marked by a b"TOML" prefix) when `as_toml` and the
    data can be written so, else JSON, its text mutated now and then."""
    if as_toml:
        import tomlkit

        try:
            return b"TOML" + tomlkit.dumps(_tomlable(data)).encode()
        except Exception:
            pass
    text = _dumps(data)
    return mutate_text(text, rng) if rng.random() < 0.15 else text.encode()


def _write_blob(blob: bytes, path_json: Path, path_toml: Path) -> Path:
    """Write a `_toml_or_json` blob to the file of its kind; that file's path."""
    path = path_toml if blob.startswith(b"TOML") else path_json
    path.write_bytes(blob[4:] if blob.startswith(b"TOML") else blob)
    return path


def _dumps(data: Any) -> str:
    """JSON text of mutated data (data nested past the encoder's depth becomes 100,000 '[')."""
    try:
        return json.dumps(data, allow_nan=True)
    except RecursionError:
        return "[" * 100_000


def _clear(path: Path) -> None:
    for leftover in path.parent.glob(path.name + "*"):
        if leftover.is_file():
            leftover.unlink()


def _tomlable(data: Any) -> Any:
    """Plain data TOML can hold (no None, tables with string keys, top level a table)."""
    if isinstance(data, dict):
        return {str(k): _tomlable(v) for k, v in data.items() if v is not None}
    if isinstance(data, list):
        return [_tomlable(v) for v in data if v is not None]
    if isinstance(data, int) and abs(data) >= 2**63:
        return str(data)
    return data


def kinds_available(fuzz: Fuzz) -> list[str]:
    names = [f"content:{kind.name}" for _, kind in fuzz.content_kinds()]
    names += [f"saves:{entry.id}" for entry in fuzz.games()]
    names += [f"params:{entry.id}" for entry in fuzz.games()]
    names += [f"snapshots:{entry.id}" for entry in fuzz.games()]
    return names + ["scripts", "replays", "codes", "settings", "profile", "userfiles"]


def run(cases: int = 200, seed: int = 1, timeout: float = 10.0, kinds: list[str] | None = None,
        out: Path | None = None, quiet: bool = False) -> list[Tally]:
    """Fuzz the chosen kinds (all by default) with `cases` each; the tallies, one per kind."""
    work = Path(tempfile.mkdtemp(prefix="quintet-fuzz-"))
    homes = {"QUINTET_HOME": "home", "HOME": "user", "XDG_DATA_HOME": "user/data",
             "XDG_CONFIG_HOME": "user/config", "XDG_CACHE_HOME": "user/cache"}
    old_env = {name: os.environ.get(name) for name in homes}
    for name, sub in homes.items():  # nothing of the player's own folders is read or written
        os.environ[name] = str(work / sub)
    try:
        fuzz = Fuzz(seed, timeout, out, work)
        chosen = kinds or kinds_available(fuzz)
        unknown = set(chosen) - set(kinds_available(fuzz))
        if unknown:
            raise SystemExit(f"unknown kinds {sorted(unknown)}; known: {', '.join(kinds_available(fuzz))}")
        tallies = []
        content = {f"content:{kind.name}": (entry, kind) for entry, kind in fuzz.content_kinds()}
        games = {f"saves:{entry.id}": entry for entry in fuzz.games()}
        for name in chosen:
            tally = Tally(name)
            started = time.perf_counter()
            family, _, game_id = name.partition(":")
            if name in content:
                fuzz.fuzz_content(*content[name], cases, tally)
            elif family in ("saves", "params", "snapshots"):
                getattr(fuzz, f"fuzz_{family}")(games[f"saves:{game_id}"], cases, tally)
            else:
                getattr(fuzz, f"fuzz_{name}")(cases, tally)
            tallies.append(tally)
            if not quiet:
                print(f"{tally.line()}  ({time.perf_counter() - started:.0f} s)", flush=True)
                for defect in tally.defects[:8]:
                    print(f"    {defect}", flush=True)
                for note, count in sorted(tally.rule_failures.items(), key=lambda item: -item[1])[:6]:
                    print(f"    refused after the game's code failed: {count} x {note}", flush=True)
        return tallies
    finally:
        for name, value in old_env.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=200, help="cases per kind (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds a case may take (default 10)")
    parser.add_argument("--kinds", help="comma-separated kinds (default: all); --list shows them")
    parser.add_argument("--list", action="store_true", help="list the kinds and exit")
    parser.add_argument("--out", type=Path, help="write the input of each defect to this folder")
    args = parser.parse_args(argv)
    if args.list:
        work = Path(tempfile.mkdtemp(prefix="quintet-fuzz-"))
        print("\n".join(kinds_available(Fuzz(args.seed, args.timeout, None, work))))
        shutil.rmtree(work, ignore_errors=True)
        return 0
    started = time.perf_counter()
    tallies = run(args.cases, args.seed, args.timeout, args.kinds.split(",") if args.kinds else None, args.out)
    total = sum(t.cases for t in tallies)
    defects = sum(len(t.defects) for t in tallies)
    print(f"{total} cases over {len(tallies)} kinds in {time.perf_counter() - started:.0f} s: "
          f"{sum(t.accepted for t in tallies)} accepted, {sum(t.refused for t in tallies)} cleanly refused, "
          f"{defects} defects")
    return 1 if defects else 0


if __name__ == "__main__":
    sys.exit(main())
