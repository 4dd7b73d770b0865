"""The `userfiles` kind of `tools/fuzz.py`: special files and links in the player's levels folders,
through every command and every in-game list that reads them.

Each case lays out, in `levels/<game>/` of the fuzz's private data folder (QUINTET_HOME, HOME and
the XDG folders all point into its temporary folder), one to three entries among: a named pipe, a
link to itself, two links to each other, a link to nothing, a link to a folder, a link to a pipe
outside, a link to /dev/zero, a folder named like a level, a good level, a link to a good level
outside; now and then the game's folder itself, or the schema file the editor writes, is a pipe or
a loop. Then it runs what reads them: `quintet check` (the player's files, the folder, each entry;
the whole default check now and then), what `quintet play FILE` and `quintet edit FILE` do before a
window opens, the "Your rooms/parks/museums" lists (`entries`, `signature`), the editor's schema
copy and the next new level's name. A case is a defect when anything raises or hangs, an exit
status is not 0, 1 or 2, an entry with a problem is not named in `check`'s output, or an entry is
gone afterwards (nothing may be lost).
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
from pathlib import Path
from typing import Any

#: What an entry of a case can be.
SHAPES = ("fifo", "loop-self", "loop-pair", "dangling", "link-dir", "link-fifo", "dev-zero", "dir", "good",
          "link-good")
#: About one case in this many also runs the whole default `quintet check` (every shipped file too).
FULL_CHECK_EVERY = 250


def good_levels() -> dict[str, tuple[str, str]]:
    """A shipped level file of each game with an editor: game id -> (file name, text)."""
    from game.catalog import GAMES
    from game.core.paths import resource_root

    out = {}
    for entry in GAMES:
        design = entry.part("editor")
        if design is None:
            continue
        files = design.kind.files(resource_root())
        if files:
            out[entry.id] = (files[0].name, files[0].read_text(encoding="utf-8"))
    return out


def make_case(rng: random.Random, games: list[str]) -> dict[str, Any]:
    """A case: the game folder and its entries (name, shape), and what else is broken."""
    game_id = rng.choice(games)
    entries = [(f"{shape}-{n}.toml", shape) for n, shape in
               enumerate(rng.choice(SHAPES) for _ in range(rng.randint(1, 3)))]
    folder = rng.choices(["plain", "fifo", "loop", "file"], [0.9, 0.03, 0.04, 0.03])[0]
    schema = rng.random() < 0.1
    full = rng.random() < 1 / FULL_CHECK_EVERY
    return {"game": game_id, "entries": entries, "folder": folder, "schema": schema, "full": full}


def lay_out(case: dict[str, Any], root: Path, outside: Path, good: dict[str, tuple[str, str]]) -> list[Path]:  # noqa: C901 - one case per kind of special file the fuzzer lays out
    """Make the case's entries under `root` (the user levels folder); the paths made."""
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    shutil.rmtree(outside, ignore_errors=True)
    outside.mkdir(parents=True)
    folder = root / case["game"]
    made: list[Path] = []
    if case["folder"] == "fifo":
        os.mkfifo(folder)
        return [folder]
    if case["folder"] == "loop":
        folder.symlink_to(folder.name)
        return [folder]
    if case["folder"] == "file":
        folder.write_text("not a folder\n")
        return [folder]
    folder.mkdir()
    name, text = good.get(case["game"], ("x.toml", "x = 1\n"))
    for entry, shape in case["entries"]:
        path = folder / entry
        if shape == "fifo":
            os.mkfifo(path)
        elif shape == "loop-self":
            path.symlink_to(entry)
        elif shape == "loop-pair":
            path.symlink_to(entry + ".other")
            (folder / (entry + ".other")).symlink_to(entry)
        elif shape == "dangling":
            path.symlink_to(outside / "missing.toml")
        elif shape == "link-dir":
            path.symlink_to(outside)
        elif shape == "link-fifo":
            pipe = outside / f"pipe-{entry}"
            os.mkfifo(pipe)
            path.symlink_to(pipe)
        elif shape == "dev-zero":
            path.symlink_to(os.devnull if not os.path.exists("/dev/zero") else "/dev/zero")
        elif shape == "dir":
            path.mkdir()
        elif shape == "good":
            path = folder / name
            path.write_text(text, encoding="utf-8")
        else:
            target = outside / name
            target.write_text(text, encoding="utf-8")
            path = folder / name
            path.unlink(missing_ok=True)
            path.symlink_to(target)
        made.append(path)
    if case["schema"]:
        schema = root / "schema"
        schema.mkdir(exist_ok=True)
        from game.catalog import game

        for kind in game(case["game"]).content_kinds():
            os.mkfifo(schema / kind.schema_name)
            made.append(schema / kind.schema_name)
    return made


def _present(path: Path) -> bool:
    try:
        os.lstat(path)
    except OSError:
        return False
    return True


def _check(paths: list[Path]) -> tuple[int, str]:
    from game.commands import run_check

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run_check(paths)
    return code, out.getvalue() + err.getvalue()


def run_case(case: dict[str, Any], root: Path, outside: Path, good: dict[str, tuple[str, str]]  # noqa: C901 - one verdict per way a user-file case can end
             ) -> str:
    """Lay a case out and read it every way the game does; "accepted", "refused" or a defect."""
    from game.app.play import edit_target
    from game.catalog import GAMES
    from game.commands import _user_targets
    from game.core.content import ContentError
    from game.levels import load_level, new_level_path, not_a_level, open_level, start, write_user_schema
    from game.ui.your_levels import entries, signature

    made = lay_out(case, root, outside, good)
    hostile = any(shape not in ("good", "link-good") for _, shape in case["entries"]) or (
        case["folder"] != "plain" or case["schema"])
    runs = [made, [root]] + ([[]] if case["full"] else [])
    _user_targets()
    for paths in runs:
        code, text = _check(paths)
        if code not in (0, 1, 2):
            return f"quintet check exited {code}: {text[-160:]}"
        if "Traceback" in text:
            return "quintet check printed a traceback"
    for path in made:
        code, text = _check([path])
        if code not in (0, 1, 2):
            return f"quintet check {path.name} exited {code}"
        broken = path.name.startswith(("fifo", "loop", "dangling", "link-fifo", "dev-zero"))  # a folder is searched
        if broken and str(path) not in text:
            return f"quintet check {path.name} does not name the file: {text[-160:]}"
        try:  # `quintet play FILE` and `quintet edit FILE` before the window opens
            level = open_level(path)
            record = load_level(level)
            if level.game.playable and not not_a_level(level):
                start(level, record)
        except ContentError as exc:
            if str(path) not in str(exc):
                return f"quintet play {path.name}: the sentence does not name the file: {exc}"
        try:
            edit_target(str(path))
        except ContentError:
            pass
    for entry in GAMES:  # the in-game lists of every game
        listed = entries(entry.id)
        signature(entry.id)
        if entry.id == case["game"] and case["folder"] == "plain":
            names = {item.level.path.name for item in listed}
            missing = [p.name for p in made if p.parent.name == entry.id and p.name not in names]
            if missing:
                return f"the list of your {entry.id} levels leaves out {missing[0]} without a word"
        new_level_path(entry.id, "level")
    from game.catalog import game

    for kind in game(case["game"]).content_kinds():
        write_user_schema(kind)
    lost = [p.name for p in made if not _present(p) and not p.parent.name == "schema"]
    if lost:
        return f"{lost[0]} is gone after the game read the folder"
    return "refused" if hostile else "accepted"
