"""Save slots, atomic writes, corrupt and newer saves, profile and settings files."""

import json
import os

import pytest

from game.core import storage
from game.core.profile import Settings, load_profile, load_settings, save_profile, save_settings
from game.core.saves import load_save, save_path, write_save
from game.core.session import Session
from game.core.storage import UnreadableFile, atomic_write_json
from game.sample.pure.rules import RULES, Bid, EndTurn, Params, Take


def _session(moves=(1, 2)):
    """A hot-seat game of Take where each number is one whole turn (take it, end the turn); no
    more than two, since the third turn is a duel."""
    session = Session(RULES, Params(bot=False), 77)
    for count in moves[:2]:
        session.play(Take(count))
        session.play(EndTurn())
    for count in moves[2:]:
        session.play(Bid(count), 0)
    return session


def test_save_round_trip(home):
    session = _session()
    path = write_save(session)
    assert path.parent == home / "data" / "saves"
    assert json.loads(path.read_text())["format"] == "quintet-save"
    loaded = load_save(RULES)
    assert loaded.state == session.state and loaded.moves == session.moves


def test_no_save_is_none(home):
    assert load_save(RULES) is None


def test_second_write_keeps_the_first_as_bak(home):
    write_save(_session((1,)))
    write_save(_session((1, 2)))
    backup = save_path("sample").with_name("sample.json.bak")
    assert len(json.loads(backup.read_text())["moves"]) == 2


def test_write_killed_half_way_leaves_the_previous_save_loadable(home, monkeypatch):
    first = _session((1,))
    write_save(first)

    def killed(handle_fd):  # the process dies while the new file is being flushed
        raise KeyboardInterrupt("power cut")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", killed)
        with pytest.raises(KeyboardInterrupt):
            write_save(_session((1, 2, 2)))
    assert load_save(RULES).state == first.state
    leftovers = [p.name for p in save_path("sample").parent.iterdir() if p.suffix == ".tmp"]
    assert leftovers == []


def test_corrupt_save_is_reported_and_kept(home):
    path = save_path("sample")
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "quintet-save", "moves": [')
    with pytest.raises(UnreadableFile, match="not valid JSON") as info:
        load_save(RULES)
    assert info.value.kept_as.name == "sample.json.corrupt"
    assert info.value.kept_as.read_text().startswith('{"format"')
    assert not path.exists()


def test_newer_version_save_is_refused_and_kept(home):
    session = _session()
    data = session.to_save() | {"version": 5}
    path = save_path("sample")
    atomic_write_json(path, data)
    with pytest.raises(UnreadableFile, match="version 5, newer than this Quintet") as info:
        load_save(RULES)
    assert json.loads(info.value.kept_as.read_text())["version"] == 5
    # a second bad save does not overwrite the first kept one
    atomic_write_json(path, data)
    with pytest.raises(UnreadableFile) as again:
        load_save(RULES)
    assert again.value.kept_as.name == "sample.json.corrupt.2"


def test_settings_and_profile_persist(home):
    save_settings(Settings(master_volume=0.3, colorblind=True))
    settings, problem = load_settings()
    assert problem is None and settings.master_volume == 0.3 and settings.colorblind
    profile, _ = load_profile()
    assert profile.record_score("sample", "total", 12) and not profile.record_score("sample", "total", 5)
    save_profile(profile)
    assert load_profile()[0].best_score("sample") == 12
    assert (home / "config" / "settings.json").exists()


def test_damaged_settings_fall_back_to_defaults_and_are_kept(home):
    path = storage.config_dir() / "settings.json"
    path.write_text('{"version": 1, "master_volume": "loud"}')
    settings, problem = load_settings()
    assert settings == Settings()
    assert "settings.json" in problem and "kept as settings.json.corrupt" in problem
    assert (path.parent / "settings.json.corrupt").exists()


def test_saves_written_off_the_frame_keep_the_newest_and_never_outlive_a_delete(home, monkeypatch):
    from game.core import saves

    session = Session(RULES, Params(bot=False), 77)
    writes = []
    real_write = saves.atomic_write_json

    def slow_write(path, data):  # a slow disk: the game goes on while the thread writes
        writes.append(len(data["moves"]))
        real_write(path, data)

    monkeypatch.setattr(saves, "atomic_write_json", slow_write)
    for count in (1, 2):
        session.play(Take(count))
        saves.write_save_soon(session)  # the data is taken now: the next move does not change it
        session.play(EndTurn())
        saves.write_save_soon(session)
    loaded = load_save(RULES)  # a reader waits for the writes on their way
    assert loaded.moves == session.moves and loaded.state == session.state
    assert writes and writes[-1] == len(session.moves) and writes == sorted(writes)
    saves.write_save_soon(session)
    saves.delete_save("sample")  # a game over deletes its slot: the write before it does not bring it back
    saves.wait_for_saves()
    assert not save_path("sample").exists()
