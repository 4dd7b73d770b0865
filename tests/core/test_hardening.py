"""Every file a player can hand the game is refused with a sentence, kept, and never crashes it:
saves (envelope, params, moves, embedded content, starting snapshots, size), settings, profile, and
the atomic writes that keep the previous save and its backup readable."""

import json
import os
import time
from pathlib import Path

import pytest

from game.catalog import game
from game.core import storage
from game.core.limits import MAX_FILE_BYTES
from game.core.profile import Settings, load_profile, load_settings, profile_path, save_settings, settings_path
from game.core.saves import load_save, read_save_file, save_path, write_save
from game.core.session import SaveError, Session
from game.core.storage import UnreadableFile, atomic_write_json, read_json, remove_stale_temp_files
from game.sample.pure.rules import RULES as TAKE
from game.sample.pure.rules import EndTurn, Take
from game.sample.pure.rules import Params as TakeParams

ROOT = Path(__file__).resolve().parents[2]
ROMB = game("romb")
PHARAOH = game("pharaoh")
GUPPY = game("guppy")


def _golden(game_id: str, name: str = "golden_save.json") -> dict:
    return json.loads((ROOT / "tests" / game_id / name).read_text())


def _refused(entry, data, match: str) -> None:
    """The save is refused with a SaveError whose message says `match`, quickly."""
    started = time.perf_counter()
    with pytest.raises(SaveError, match=match):
        Session.from_save(entry.load_rules(), data, entry.content_for)
    assert time.perf_counter() - started < 8


# -- the envelope, params and moves --------------------------------------------------------------

def test_a_save_naming_a_room_that_no_longer_exists_is_refused_and_kept(home):
    data = _golden("romb", "golden_save_v1.json")  # a v1 save finds its room by name
    data["params"] = {"room": "old-name"}
    atomic_write_json(save_path("romb"), data)
    with pytest.raises(UnreadableFile, match="cannot be found now: no room called 'old-name'") as caught:
        load_save(ROMB.load_rules(), ROMB.content_for)
    assert json.loads(caught.value.kept_as.read_text())["params"] == {"room": "old-name"}


@pytest.mark.parametrize("moves", [None, 5, True, "x", {"type": "Step"}])
def test_moves_of_the_wrong_type_are_refused(moves):
    data = _golden("romb")
    data["moves"] = moves
    _refused(ROMB, data, "'moves' must be a list")


@pytest.mark.parametrize("params, match", [
    ({"level": 3}, "unknown key 'level'.*start_level"),
    ({"start_level": 0}, "damaged"),
    ({"start_level": "three"}, "damaged"),
    (None, "params must be a table"),
])
def test_unknown_or_wrong_params_are_refused_with_the_known_keys(params, match):
    data = _golden("pharaoh")
    data["params"] = params
    _refused(PHARAOH, data, match)


def test_a_move_with_an_unknown_key_is_malformed_and_names_the_keys_it_has():
    data = _golden("romb")
    data["moves"][0]["speed"] = 2
    _refused(ROMB, data, r"move 1 is malformed: unknown key 'speed' in a Step move; its keys are: type, direction")


def test_a_move_may_use_the_words_a_game_declares():
    data = _golden("romb")
    words = {"N": "north", "E": "East", "S": "down", "W": "w"}
    for move in data["moves"]:
        move["direction"] = words[move["direction"]]
    loaded = Session.from_save(ROMB.load_rules(), data)
    assert loaded.state == Session.from_save(ROMB.load_rules(), _golden("romb")).state


# -- embedded content and starting snapshots ------------------------------------------------------------

def test_embedded_content_is_checked_like_a_content_file():
    data = _golden("romb")
    data["content"]["width"] = 0
    _refused(ROMB, data, "content is not valid|damaged")
    data = _golden("romb")
    data["content"]["walls"] = [[[0, 0], [5, 5]]]
    _refused(ROMB, data, "content is not valid: the wall")


def _snapshot_save(entry, change) -> dict:
    rules = entry.load_rules()
    params = rules.params_type()
    session = Session(rules, params, 3, entry.content_for(params))
    start = json.loads(json.dumps(rules.state_to_dict(session.state)))
    change(start)
    data = json.loads(json.dumps(Session.from_state(rules, session.state, params, 3, session.content).to_save()))
    data["start"] = start
    return data


def test_a_pharaoh_snapshot_at_level_0_is_refused_before_continue():
    _refused(PHARAOH, _snapshot_save(PHARAOH, lambda s: s.update(level=0)), "starting position is not valid")


@pytest.mark.parametrize("change", [
    lambda s: s["room"].update(width=0),
    lambda s: s["room"].update(height=100_000),
    lambda s: s.update(player=[50, 50]),
    lambda s: s.update(monsters=[]),
    lambda s: s.update(turns=-1),
    lambda s: s.update(outcome="dancing"),
], ids=["width 0", "height 100000", "player outside", "no monster", "negative turns", "bad outcome"])
def test_a_romb_snapshot_out_of_shape_is_refused(change):
    _refused(ROMB, _snapshot_save(ROMB, change), "starting position is not valid|damaged")


def test_a_guppy_snapshot_of_height_2_64_is_refused_in_seconds_not_a_hang():
    _refused(GUPPY, _snapshot_save(GUPPY, lambda s: s.update(height=2**64)), "starting position|damaged")
    _refused(GUPPY, _snapshot_save(GUPPY, lambda s: s.update(height=10**6, width=10**6)), "starting position")


def test_a_good_snapshot_still_loads():
    data = _snapshot_save(ROMB, lambda s: None)
    assert Session.from_save(ROMB.load_rules(), data).start_state.turns == 0


# -- size ---------------------------------------------------------------------------------------------

def test_a_save_over_the_size_limit_is_refused_without_reading_it_all(home):
    path = save_path("sample")
    path.parent.mkdir(parents=True)
    with open(path, "w") as handle:
        handle.write('{"format": "quintet-save", "moves": [')
        handle.write('{"type": "Take", "count": 1}, ' * (MAX_FILE_BYTES // 28))
        handle.write("]}")
    started = time.perf_counter()
    with pytest.raises(UnreadableFile, match="larger than 8 MB"):
        load_save(TAKE)
    assert time.perf_counter() - started < 2 and path.with_name("sample.json.corrupt").exists()


def test_a_genuine_20000_move_save_loads_quickly(home):
    session = Session(TAKE, TakeParams(stones=10**6, max_take=1, duel_every=10**6, bot=False), 1)
    for _ in range(10_000):
        session.play(Take(1))
        session.play(EndTurn())
    write_save(session)
    assert save_path("sample").stat().st_size < MAX_FILE_BYTES / 4
    started = time.perf_counter()
    loaded = load_save(TAKE)
    assert len(loaded.moves) == 20_000 and time.perf_counter() - started < 5


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a": ' * 50_000 + "1" + "}" * 50_000, "1" * 5000,
                                  '{"x": NaN}', '{"x": 1e999}'])
def test_json_too_deep_or_with_unusable_numbers_is_refused_and_kept(home, text):
    path = storage.data_dir() / "thing.json"
    path.write_text(text)
    with pytest.raises(UnreadableFile, match="not usable JSON|not valid JSON") as caught:
        read_json(path)
    assert caught.value.kept_as.read_text() == text


def test_a_save_file_for_scripts_may_be_toml_and_bad_bytes_are_named_with_their_line(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('format = "quintet-save"\ngame = "sample"\nversion = 1\nseed = 1\nmoves = []\n')
    assert read_save_file(path)["game"] == "sample"
    path = tmp_path / "s.json"
    path.write_bytes(b'{\n"game": "caf\xe9"}')
    with pytest.raises(SaveError, match="line 2 is not UTF-8"):
        read_save_file(path)


# -- settings and profile -------------------------------------------------------------------------

@pytest.mark.parametrize("text", ['{"version": "2"}', '{"version": null}', "[1, 2]", '{"version": {}}',
                                  '"settings"', '{"version": 99}', "{"])
@pytest.mark.parametrize("which", ["settings", "profile"])
def test_a_settings_or_profile_file_that_cannot_be_used_is_kept_and_defaults_are_used(home, text, which):
    path = settings_path() if which == "settings" else profile_path()
    path.write_text(text)
    record, problem = load_settings() if which == "settings" else load_profile()
    assert record == (Settings() if which == "settings" else type(record)())
    assert problem and "corrupt" in problem
    assert path.with_name(path.name + ".corrupt").read_text() == text


def test_a_bad_setting_falls_back_to_its_default_and_the_good_ones_are_kept(home):
    settings_path().write_text(json.dumps({"version": 1, "animation_speed": 0, "master_volume": 0.3,
                                           "music_volume": 7, "colorblind": "yes", "hint_delay": 1e300}))
    settings, problem = load_settings()
    assert settings == Settings(master_volume=0.3)
    assert "animation_speed 0 is not usable" in problem and "music_volume" in problem
    assert "settings.json.corrupt" in problem
    # the repaired file is written and reads back cleanly
    assert load_settings() == (settings, None)


def test_a_profile_with_progress_of_the_wrong_shape_resets_only_that_value(home):
    from game.app.window import progress_types

    profile_path().write_text(json.dumps({"version": 1, "best": {"romb": {"first-steps": 990, "x": "lots"}},
                                          "progress": {"romb": {"won": 5, "seen": [1]},
                                                       "guppy": {"level": 3}}}))
    profile, problem = load_profile(progress_types())
    assert profile.progress == {"romb": {"seen": [1]}, "guppy": {"level": 3}}
    assert profile.best == {"romb": {"first-steps": 990}}
    assert "romb progress won 5 is not usable" in problem
    profile_path().write_text(json.dumps({"version": 1, "progress": {"romb": {"won": ["a", 7]}}}))
    assert load_profile(progress_types())[0].progress == {"romb": {}}


def test_settings_scene_values_are_all_valid_settings(home):
    save_settings(Settings(master_volume=0.0, animation_speed=0.5, hint_delay=20.0))
    assert load_settings()[1] is None
    save_settings(Settings(master_volume=1.0, animation_speed=3.0, hint_delay=2.0))
    assert load_settings()[1] is None


# -- atomic writes ----------------------------------------------------------------------------------

def _take_session(turns: int) -> Session:
    session = Session(TAKE, TakeParams(stones=50, duel_every=1000, bot=False), 1)
    for _ in range(turns):
        session.play(Take(1))
        session.play(EndTurn())
    return session


def test_a_write_killed_while_the_backup_is_written_leaves_the_save_and_the_old_backup(home, monkeypatch):
    write_save(_take_session(1))
    write_save(_take_session(2))  # sample.json: 2 turns, .bak: 1 turn
    real_fsync = os.fsync
    calls = []

    def dies_on_the_backup(fd):
        calls.append(fd)
        raise KeyboardInterrupt("killed while the backup is flushed")

    monkeypatch.setattr(os, "fsync", dies_on_the_backup)
    with pytest.raises(KeyboardInterrupt):
        write_save(_take_session(3))
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert len(load_save(TAKE).moves) == 4
    backup = json.loads(save_path("sample").with_name("sample.json.bak").read_text())
    assert len(backup["moves"]) == 2
    assert not list(save_path("sample").parent.glob("*.tmp"))


def test_stale_temp_files_are_removed_on_start_and_nothing_else(home):
    folder = save_path("sample").parent
    folder.mkdir(parents=True)
    stale = [folder / "romb.json.ab12cd34.tmp", storage.config_dir() / "settings.json.x9y8z7w6.tmp"]
    for path in stale:
        path.write_text("half a save")
    keep = [folder / "romb.json", folder / "notes.tmp", folder / "romb.json.bak"]
    for path in keep:
        path.write_text("{}")
    assert sorted(remove_stale_temp_files()) == sorted(stale)
    assert all(path.exists() for path in keep) and not any(path.exists() for path in stale)
