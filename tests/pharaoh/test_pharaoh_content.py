"""Pharaoh Tomb content: the level table is what the game plays. The shipped table follows the
seed's formulas; a designer's edit changes the game; a save carries its table and replays the same
after the file changes; `quintet check` refuses only values that cannot work, with file, line, key
and reason."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.commands import run_check
from game.core.content import ContentError, check_file, load_record
from game.core.paths import resource
from game.core.session import Session, replay
from game.pharaoh.pure import content
from game.pharaoh.pure import rules as pr
from game.pharaoh.pure.content import CONTENT_KINDS, LevelTable
from game.pharaoh.pure.rules import RULES, LevelPassed, Params, PieceAwarded, Table

SHIPPED = resource("data", "pharaoh.toml")


# -- the seed's formulas (rules-pharaoh.md); the game reads the table, only this test knows them --
def seed_target(level: int) -> int:
    """500, 450, 400, 350, 300 for levels 1-5, then 50 * (level + 1)."""
    return (500, 450, 400, 350, 300)[level - 1] if level <= 5 else 50 * (level + 1)


def seed_kinds(level: int) -> int:
    """min(5 + level, 10)."""
    return min(5 + level, 10)


def seed_pieces(level: int) -> tuple[str, ...]:
    """The free hieroglyph from level 2, the key from 3, the crooker from 4."""
    return tuple(p for p, first in (("glyph", 2), ("key", 3), ("crooker", 4)) if level >= first)


#: Each quarter a free hieroglyph, each third a key, the half a crooker; in the order passed.
SEED_MARKS = ((1, 4, "glyph"), (1, 3, "key"), (1, 2, "glyph"), (1, 2, "crooker"), (2, 3, "key"), (3, 4, "glyph"))


def test_shipped_table_follows_the_seeds_formulas():
    record = content.load()
    assert [row.level for row in record.levels] == list(range(1, 21))
    for row in record.levels:
        assert (row.target, row.kinds, row.pieces) == (
            seed_target(row.level), seed_kinds(row.level), seed_pieces(row.level))
    table = Table.of(record)
    assert table.marks == SEED_MARKS == pr.MARKS
    # past the last row the formulas go on: the last row repeats, its target 50 higher per level
    for level in range(1, 201):
        row = table.level(level)
        assert (row.target, row.kinds, row.pieces) == (seed_target(level), seed_kinds(level), seed_pieces(level))
    assert {p: min(n for n in range(1, 30) if p in table.level(n).pieces) for p in pr.PIECES} == pr.PIECE_FROM_LEVEL
    # what the panel shows for a level number without a state is the shipped table too
    assert pr.SEED_TABLE == table
    assert [pr.target(n) for n in (1, 6, 21)] == [500, 350, 1100] and pr.kinds(2) == 7


def test_the_kinds_limit_is_the_number_of_hieroglyph_images():
    from game.pharaoh import art

    assert content.HIEROGLYPH_IMAGES == len(art.NAMES) == pr.KEY


def test_every_mode_file_names_its_schema_and_is_found_by_its_kind():
    (kind,) = CONTENT_KINDS
    files = [resource("data", name) for name in ("pharaoh-endless.toml", "pharaoh-short.toml", "pharaoh.toml")]
    assert kind.files(resource()) == files
    for path in files:
        assert path.read_text(encoding="utf-8").splitlines()[0] == f"#:schema schema/{kind.schema_name}"
    assert [content.mode_of_file(path) for path in files] == ["endless", "short", "classic"]


def test_the_content_module_never_imports_the_rules():
    text = Path(content.__file__).read_text(encoding="utf-8")
    assert "game.pharaoh.pure.rules" not in text and "import rules" not in text


# -- a designer's table ----------------------------------------------------------------------------
def write(tmp_path: Path, text: str, name: str = "pharaoh.toml") -> Path:
    """A table file in tmp_path."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def edited(tmp_path: Path, *changes: tuple[str, str], name: str = "pharaoh.toml") -> LevelTable:
    """The shipped table with text replacements (each must apply), loaded from a tmp copy."""
    text = SHIPPED.read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return load_record(write(tmp_path, text, name), LevelTable)


def play_until_level_passed(table: LevelTable, seed: int, limit: int = 60) -> tuple[Session, int | None]:
    """Play the first legal move from a level-1 start until the level passes; the session and the
    number of moves it took (None if it did not pass)."""
    session = Session(RULES, Params(), seed, table)
    for turn in range(1, limit + 1):
        moves = RULES.legal_moves(session.state)
        if not moves:
            return session, None
        if any(isinstance(e, LevelPassed) for e in session.play(moves[0])):
            return session, turn
    return session, None


def test_a_lower_level_1_target_passes_the_level_sooner(tmp_path):
    easy = edited(tmp_path, ("level = 1\ntarget = 500", "level = 1\ntarget = 20"))
    session, turns = play_until_level_passed(easy, seed=3)
    assert turns is not None and session.state.level == 2
    assert session.state.target == 450 and session.state.kinds == 7
    shipped, never = play_until_level_passed(content.load(), seed=3, limit=turns)
    assert never is None and shipped.state.level == 1


def test_kinds_pieces_and_marks_of_the_table_are_what_the_game_plays(tmp_path):
    table = edited(tmp_path, ("level = 1\ntarget = 500\nkinds = 6\npieces = []",
                              'level = 1\ntarget = 40\nkinds = 3\npieces = ["key"]'),
                   ('at = "1/4"\npiece = "glyph"', 'at = "1/20"\npiece = "key"'))
    state = RULES.new_game(Params(), table, 8)
    assert set(state.board) == {0, 1, 2}
    assert state.table.marks[0] == (1, 20, "key")
    awarded = []
    for _ in range(10):
        moves = RULES.legal_moves(state)
        state, events = RULES.apply(state, next(m for m in moves if isinstance(m, pr.Swap)))
        awarded += [e for e in events if isinstance(e, PieceAwarded)]
        if awarded:
            break
    # a key at level 1, at the 1/20 mark (2 of 40) or for a combination of five
    assert awarded and awarded[0].piece == "key" and state.key


def test_past_the_last_row_the_last_row_repeats_with_its_target_step(tmp_path):
    flat = edited(tmp_path, ("target_step = 50", "target_step = 0"))
    table = Table.of(flat)
    assert [table.level(n).target for n in (20, 21, 50)] == [1050, 1050, 1050]
    state = RULES.new_game(Params(start_level=25), flat, 1)
    assert (state.target, state.kinds) == (1050, 10)
    assert RULES.new_game(Params(start_level=25), content.load(), 1).target == 50 * 26


# -- saves carry their table -------------------------------------------------------------------------
def test_a_save_carries_its_table_and_replays_the_same_after_the_file_changes(tmp_path, monkeypatch):
    original = edited(tmp_path, ("level = 1\ntarget = 500", "level = 1\ntarget = 30"))
    session, turns = play_until_level_passed(original, seed=5)
    assert turns is not None
    for _ in range(3):
        session.play(RULES.legal_moves(session.state)[0])
    data = session.to_save()
    assert data["version"] == RULES.save_version == 2
    assert RULES.content_from_dict(data["content"]) == original
    # the designer edits the table afterwards: level 1 is long again, level 2 has 3 kinds
    changed = edited(tmp_path, ("level = 2\ntarget = 450\nkinds = 7", "level = 2\ntarget = 9\nkinds = 3"),
                     name="changed.toml")
    monkeypatch.setattr(content, "load", lambda: changed)
    loaded = Session.from_save(RULES, data, content.content_for)
    assert loaded.state == session.state and loaded.state.level == 2 and loaded.state.kinds == 7
    again, moves = Session.for_replay(RULES, data, content.content_for)
    assert again.state == session.start_state
    for played in moves:
        again.play(played.move, played.player)
    assert again.state == session.state
    assert [state for _, state, _ in replay(RULES, data, content.content_for)][-1] == session.state
    # and the save continues: the next move is the same on both
    move = RULES.legal_moves(session.state)[0]
    assert loaded.play(move) == session.play(move) and loaded.state == session.state


def test_a_save_without_its_table_plays_on_the_current_file():
    data = Session(RULES, Params(), 4, content.load()).to_save()
    assert "content" in data
    del data["content"]
    assert Session.from_save(RULES, data, content.content_for).state == RULES.new_game(Params(), content.load(), 4)


# -- quintet check ------------------------------------------------------------------------------------
def rows(*lines: str) -> str:
    """The shipped header and marks with levels 1-3 as shipped, with extra lines appended."""
    text = SHIPPED.read_text(encoding="utf-8")
    head = text.split("[[levels]]")[:4]
    return "[[levels]]".join(head) + "\n".join(lines)


BROKEN = [
    (("target = 500", "target = 0"), "levels[0].target", "target 0 is below 1"),
    (("kinds = 7", "kinds = 2"), "levels[1].kinds", "kinds 2 is fewer than 3"),
    (("kinds = 6", "kinds = 11"), "levels[0].kinds", "more than the 10 hieroglyph images"),
    (('pieces = ["glyph"]', 'pieces = ["scarab"]'), "levels[1].pieces[0]", "'scarab' is not a pocket piece"),
    (('pieces = ["glyph", "key"]', 'pieces = ["key", "key"]'), "levels[2].pieces[1]", "key is listed more than once"),
    (("level = 2", "level = 3"), "levels[1].level", "expected level 2"),
    (("target = 450", "target = 'many'"), "levels[1].target", "expected int"),
    (("kinds = 8", "kinds = 8\ncolour = 'gold'"), "levels[2].colour", "unknown key 'colour'"),
    (("target_step = 50", "target_step = -50"), "target_step", "negative"),
    (('at = "1/4"', 'at = "5/4"'), "marks[0].at", "5/4 is outside 0..1"),
    (('at = "1/4"', 'at = "0"'), "marks[0].at", "0 is outside 0..1"),
    (('at = "1/4"', 'at = "1/0"'), "marks[0].at", "'1/0' is not a fraction"),
    (('at = "1/4"', 'at = "a quarter"'), "marks[0].at", "'a quarter' is not a fraction"),
    (('at = "1/4"', 'at = "' + "9" * 5001 + '"'), "marks[0].at", "is not a fraction"),  # found by tools/fuzz.py
    (('at = "1/4"', 'at = "2/5"'), "marks[1].at", "1/3 comes after a larger mark"),
    (('at = "1/3"\npiece = "key"', 'at = "1/4"\npiece = "glyph"'), "marks[1].at", "listed twice"),
    (('piece = "crooker"', 'piece = "ladder"'), "marks[3].piece", "'ladder' is not a pocket piece"),
]


@pytest.mark.parametrize("change, key, message", BROKEN)
def test_broken_tables_name_the_key_line_and_reason(tmp_path, change, key, message):
    text = rows()
    assert change[0] in text
    path = write(tmp_path, text.replace(change[0], change[1], 1))
    errors = check_file(path, LevelTable)
    assert isinstance(errors, list) and len(errors) == 1, errors
    error = errors[0]
    assert error.key_path == key and message in error.message, str(error)
    assert error.file == path
    wrong_line = path.read_text().splitlines()[error.line - 1]
    assert wrong_line.split("=")[0].strip() == key.split(".")[-1].split("[")[0]


def test_quintet_check_prints_file_line_key_and_reason(tmp_path, capsys):
    for number, (change, key, message) in enumerate(BROKEN):
        path = write(tmp_path, rows().replace(change[0], change[1], 1), f"broken{number}.toml")
        assert run_check([path]) == 1
        out = capsys.readouterr().out.strip().splitlines()
        assert len(out) == 1
        line = out[0]
        assert line.startswith(f"{path}:") and f" at {key}: " in line and message in line, line
        assert line.split(":")[1].isdigit()


TUNED = [
    ("target = 500", "target = 1"),
    ("kinds = 6", "kinds = 3"),
    ("kinds = 7", "kinds = 10"),
    ("pieces = []", 'pieces = ["crooker"]'),
    ('pieces = ["glyph", "key"]', 'pieces = []'),
    ("target_step = 50", "target_step = 0"),
    ('at = "3/4"', 'at = "1"'),
    ('at = "1/4"', 'at = "0.1"'),
    ('at = "1/2"\npiece = "glyph"', 'at = "1/2"\npiece = "key"'),
]


def test_quintet_check_accepts_tuned_but_workable_tables(tmp_path, capsys):
    text = SHIPPED.read_text(encoding="utf-8")
    for old, new in TUNED:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = write(tmp_path, text)
    assert run_check([path]) == 0, capsys.readouterr().out
    record = load_record(path, LevelTable)
    assert Table.of(record).marks[-1] == (1, 1, "glyph") and Table.of(record).marks[0] == (1, 10, "glyph")
    # a table of one row and no marks works too: every level plays like it
    path = write(tmp_path, "#:schema schema/pharaoh-levels.schema.json\n[[levels]]\nlevel = 1\ntarget = 10\n"
                           "kinds = 4\n", "one.toml")
    assert run_check([path]) == 0
    state = RULES.new_game(Params(start_level=7), load_record(path, LevelTable), 1)
    assert (state.target, state.kinds) == (10, 4)


#: The repository root: `python -m game` run from there imports this tree's game package.
ROOT = Path(__file__).resolve().parents[2]


def test_python_m_game_check_on_a_draft_and_on_the_shipped_files(tmp_path):
    bad = write(tmp_path, rows().replace("kinds = 6", "kinds = 12", 1), "draft.toml")
    done = subprocess.run([sys.executable, "-m", "game", "check", str(bad)], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 1
    assert f"{bad}:" in done.stdout and "levels[0].kinds" in done.stdout and "hieroglyph images" in done.stdout
    modes = [str(resource("data", name)) for name in ("pharaoh.toml", "pharaoh-short.toml", "pharaoh-endless.toml")]
    done = subprocess.run([sys.executable, "-m", "game", "check", *modes], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout


def test_quintet_check_names_file_line_and_key_of_a_broken_mode(tmp_path):
    text = resource("data", "pharaoh-endless.toml").read_text(encoding="utf-8")
    path = write(tmp_path, text.replace('when_stuck = "reshuffle"', 'when_stuck = "shuffle"'), "pharaoh-zen.toml")
    done = subprocess.run([sys.executable, "-m", "game", "check", str(path)], capture_output=True, text=True,
                          cwd=ROOT)
    line = text.splitlines().index('when_stuck = "reshuffle"') + 1
    assert done.returncode == 1
    assert f"{path}:{line}:" in done.stdout and "when_stuck" in done.stdout and "'shuffle'" in done.stdout


def test_toml_syntax_error_gives_line_and_column(tmp_path):
    path = write(tmp_path, rows("[[levels]]", "level = = 4"))
    (error,) = check_file(path, LevelTable)
    assert "TOML syntax error" in error.message and error.line == len(rows().splitlines()) + 2


def test_empty_table_and_missing_file_are_errors(tmp_path):
    (error,) = check_file(write(tmp_path, "levels = []\n"), LevelTable)
    assert "length >= 1" in error.message
    with pytest.raises(ContentError, match="file not found"):
        load_record(tmp_path / "nope.toml", LevelTable)
