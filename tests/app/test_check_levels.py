"""`quintet check` for designers: every problem of a file, the user levels folder checked with the
shipped content, names that must match their file and differ between files, rooms that cannot be
won, and `--solve` printing the shortest win."""

from __future__ import annotations

from pathlib import Path

from game.cli import main
from game.levels import user_levels_dir

ROOT = Path(__file__).resolve().parents[2]
FIRST = (ROOT / "tests" / "romb" / "first-steps-2025.toml").read_text()  # the room these tests break


def room(folder: Path, file: str, name: str, picture_fix=lambda text: text) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file
    path.write_text(picture_fix(FIRST.replace('name = "first-steps"', f'name = "{name}"')))
    return path


def test_a_file_with_several_problems_reports_them_all(tmp_path, capsys):
    path = tmp_path / "messy.toml"
    path.write_text('#:schema ../schema/romb-room.schema.json\nname = "Messy Room"\ntitle = "%s"\n'
                    'colour = "red"\nintro = 5\n' % ("x" * 50))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 5, out
    assert [line.split(":")[1] for line in out] == ["1", "2", "3", "4", "5"]  # in line order, 1-based
    assert any("unknown key 'colour'" in line for line in out)
    assert any("missing required key 'picture'" in line for line in out)
    assert any("at title" in line and "length <= 40" in line for line in out)


def test_picture_problems_are_all_listed_too(tmp_path, capsys):
    path = room(tmp_path, "broken.toml", "broken",
                lambda text: text.replace("|S . . . .|", "|S . S . Q|").replace("|. .|. . .|", "|. .|. x .|"))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "unknown square 'Q'" in out and "unknown square 'x'" in out and "character 10" in out


def test_user_levels_are_checked_with_the_shipped_content(home, capsys):
    folder = user_levels_dir("romb")
    room(folder, "mine.toml", "mine")
    room(folder, "wrong-file.toml", "other-name")
    room(folder, "copy.toml", "first-steps")  # a shipped room's name: saves and scores would mix them
    room(folder, "walled.toml", "walled", lambda text: text.replace(
        '"+ + + + + +",\n  "|. . . . G|"', '"+ + + + +-+",\n  "|. . . .|G|"'))
    assert main(["check"]) == 1
    captured = capsys.readouterr()
    out = captured.out
    assert "mine.toml" not in out
    assert "wrong-file.toml" in out and "does not match the file name" in out
    assert "copy.toml" in out and "already uses name 'first-steps'" in out
    assert "walled.toml" in out and "G cannot be reached" in out
    from game.catalog import all_content_kinds

    shipped = sum(len(kind.files(ROOT)) for kind in all_content_kinds())
    assert f"checked {shipped + 4} file(s)" in captured.err


def test_a_room_that_cannot_be_won_and_solve(tmp_path, capsys):
    hall = tmp_path / "hall.toml"
    hall.write_text('#:schema ../schema/romb-room.schema.json\nname = "hall"\ntitle = "Hall"\npicture = [\n'
                    '  "+-+-+-+-+-+-+-+",\n  "|S . . . . . .|",\n  "+ + + + + + + +",\n'
                    '  "|. . . . . . G|",\n  "+-+-+-+-+-+-+-+",\n]\n')
    assert main(["check", str(hall)]) == 1
    assert "Cannot be won" in capsys.readouterr().out
    first = tmp_path / "first-steps.toml"
    first.write_text(FIRST)
    assert main(["check", "--solve", str(first)]) == 0
    out = capsys.readouterr().out
    assert "shortest win in 16 turns: S S E" in out


def test_missing_file_and_no_traceback_for_odd_input(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere.toml")]) == 2
    assert "file not found" in capsys.readouterr().out
    odd = tmp_path / "odd.toml"
    odd.write_bytes(b'#:schema ../schema/romb-room.schema.json\nname = "\xff"\n')
    assert main(["check", str(odd)]) == 1
    assert "UTF-8" in capsys.readouterr().out


def test_every_shipped_file_names_its_own_schema_on_the_first_line():
    """So that editors with TOML schema support (taplo, Even Better TOML) check it as it is typed."""
    from game.catalog import all_content_kinds

    for kind in all_content_kinds():
        for path in kind.files(ROOT):
            first = path.read_text(encoding="utf-8").split("\n", 1)[0]
            assert first.startswith("#:schema "), path
            target = (path.parent / first.split(None, 1)[1].strip()).resolve()
            assert target == (ROOT / "data" / "schema" / kind.schema_name).resolve(), path
