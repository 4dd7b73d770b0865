"""A game's progress goes through one typed call: `Profile.keep_progress` checks each value against
the type the game declared (`GameSpec.progress`), `Profile.progress_of` reads a copy; nothing else in
the game touches the profile's progress table."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.app.window import progress_types
from game.core.profile import Profile, load_profile, save_profile

GAME = Path(__file__).resolve().parents[2] / "game"


def test_kept_progress_reads_back_after_a_save(home):
    # given a profile loaded with every game's declared progress type
    profile, _ = load_profile(progress_types())
    # when a game keeps values through the typed call and the profile is written and read again
    profile.keep_progress("floorplan", difficulty="hard", view_game=[7, "museum"])
    profile.keep_progress("guppy", level=3, tileset="colorblind")
    save_profile(profile)
    again, problem = load_profile(progress_types())
    # then they come back the same, with no problem reported
    assert problem is None
    assert again.progress_of("floorplan")["difficulty"] == "hard"
    assert list(again.progress_of("floorplan")["view_game"]) == [7, "museum"]
    assert again.progress_of("guppy") == {"level": 3, "tileset": "colorblind"}


def test_a_value_of_the_wrong_type_or_an_undeclared_key_is_refused(home):
    profile, _ = load_profile(progress_types())
    with pytest.raises(TypeError, match="guppy progress level"):
        profile.keep_progress("guppy", level=99)  # the table has ten levels
    with pytest.raises(TypeError, match="no key 'levle'"):
        profile.keep_progress("guppy", levle=2)
    assert profile.progress_of("guppy") == {}  # nothing was kept


def test_reading_gives_a_copy():
    profile = Profile()
    profile.keep_progress("pharaoh", stats={"classic": {"games": 1}})
    copy = profile.progress_of("pharaoh")
    copy["stats"]["classic"]["games"] = 50
    assert profile.progress_of("pharaoh")["stats"]["classic"]["games"] == 1


def _touches_progress(tree: ast.AST) -> list[int]:
    """Lines where `<something>.progress` is read or written (the profile's table)."""
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr == "progress"
            and isinstance(node.value, (ast.Name, ast.Attribute))
            and (node.value.id if isinstance(node.value, ast.Name) else node.value.attr) == "profile"]


def test_no_game_touches_the_progress_table_directly():
    found = []
    for path in GAME.rglob("*.py"):
        if path.relative_to(GAME).as_posix() == "core/profile.py":
            continue
        found += [f"{path.relative_to(GAME)}:{line}" for line in _touches_progress(ast.parse(path.read_text()))]
    assert found == []
