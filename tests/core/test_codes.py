"""Share codes: every game's code round-trips to the identical state; edited levels travel inside the
code; a mistyped, hostile or foreign code is refused with a sentence."""

from __future__ import annotations

import dataclasses
import zlib
from pathlib import Path

import pytest

from game.app.games import new_session
from game.catalog import GAME_IDS, game
from game.core import codes
from game.core.codes import CodeError
from game.core.session import Session
from game.levels import load_level, open_level, start
from game.romb.pure.rules import Step

#: Params other than the defaults, one set per game, with strings from the word list, a date and
#: a spelled-out one.
OTHER_PARAMS = {
    "floorplan": {"museum": "two-wings", "difficulty": "hard", "rotate_spare": True},
    "olifantenpad": {"players": 3, "day": "2026-12-02", "seats": ("human", "hard", "easy")},
    "guppy": {"level": 7},
    "romb": {"room": "deep-vault"},
    "pharaoh": {"start_level": 4, "mode": "short"},
}


def _session(game_id: str, seed: int, **changes) -> Session:
    entry = game(game_id)
    params = dataclasses.replace(entry.load_rules().params_type(), **changes)
    return new_session(entry, params, seed=seed)


def _plain(code: str) -> str:
    return code.replace("-", "")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_new_game_code_is_short_and_opens_the_identical_game(game_id):
    session = _session(game_id, 0xDEADBEEF)
    code = codes.encode(session)
    assert len(_plain(code)) <= 16
    assert set(_plain(code)) <= set(codes.ALPHABET)
    opened = codes.decode(code)
    assert opened.game_id == game_id and not opened.replay
    assert opened.session.to_save() == session.to_save()
    assert opened.session.state == session.state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_other_params_stay_short_and_round_trip(game_id):
    session = _session(game_id, 987_654_321, **OTHER_PARAMS[game_id])
    code = codes.encode(session)
    assert len(_plain(code)) <= 24, code
    opened = codes.decode(code)
    assert opened.session.params == session.params
    assert opened.session.state == session.state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_code_with_moves_opens_a_replay_that_ends_in_the_same_state(game_id):
    session = game(game_id).part("shot_session")()
    assert session.history, "the shot session is a few moves in"
    code = codes.encode(session, moves=True)
    opened = codes.decode(code)
    assert opened.replay and len(opened.moves) == len(session.history)
    assert opened.session.state == session.start_state  # the replay starts at the start
    state = opened.session.state
    for played in opened.moves:
        opened.session.play(played.move, played.player)
    assert opened.session.state == session.state
    assert state is not opened.session.state
    assert codes.decode(codes.encode(session)).session.state == session.start_state  # without moves


def _edited_room(tmp_path: Path) -> Path:
    text = (Path("levels/romb/01-first-steps.toml").read_text(encoding="utf-8")
            .replace('name = "first-steps"', 'name = "my-steps"')
            .replace("|. . G . .|", "|. . G . T|"))
    path = tmp_path / "my-steps.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_an_edited_level_travels_inside_the_code(tmp_path, home):
    level = open_level(_edited_room(tmp_path))
    params, content = start(level, load_level(level))
    session = Session(level.game.load_rules(), params, 5, content)
    session.play(Step("E"))
    code = codes.encode(session, moves=True)
    opened = codes.decode(code)
    assert opened.session.content == content
    assert opened.session.content != game("romb").content_for(game("romb").load_rules().params_type())
    assert opened.session.params.room == "my-steps"
    for played in opened.moves:
        opened.session.play(played.move, played.player)
    assert opened.session.state == session.state


def test_a_shipped_level_changed_since_the_code_is_refused(monkeypatch):
    session = _session("romb", 11)
    code = codes.encode(session)
    entry = game("romb")
    real = type(entry).content_for

    def moved_torch(self, params):
        room = real(self, params)
        return dataclasses.replace(room, torches=(*room.torches, (4, 2))) if self.id == "romb" else room

    monkeypatch.setattr(type(entry), "content_for", moved_torch)
    with pytest.raises(CodeError, match="another version"):
        codes.decode(code)


def test_every_single_mistyped_character_and_swap_is_refused_as_mistyped():
    code = _plain(codes.encode(_session("romb", 123456789, room="torchlight")))
    for i, ch in enumerate(code):
        for other in codes.ALPHABET:
            if other != ch:
                wrong = code[:i] + other + code[i + 1:]
                with pytest.raises(CodeError) as refused:
                    codes.decode(wrong)
                assert refused.value.mistyped, wrong
    for i in range(len(code) - 1):
        if code[i] != code[i + 1]:
            swapped = code[:i] + code[i + 1] + code[i] + code[i + 2:]
            with pytest.raises(CodeError, match="mistyped"):
                codes.decode(swapped)


def test_typing_is_forgiving():
    code = codes.encode(_session("guppy", 42))
    typed = code.lower().replace("0", "o").replace("1", "l").replace("-", " ")
    assert codes.decode(typed).session.seed == 42


def _full(number: int, body: bytes) -> str:
    values = [codes.FULL << 3 | number] + codes._to_symbols(body)
    return codes._text(values + [codes.check_symbol(values)])


@pytest.mark.parametrize("text, words", [
    ("", "too short"),
    ("ABUX-1234", "is it a V"),
    ("AB!X-1234", "not a character"),
    ("Z" * (2 * codes.MAX_CODE_CHARS + 1), "too long"),
])
def test_junk_is_refused_with_a_sentence(text, words):
    with pytest.raises(CodeError, match=words):
        codes.decode(text)


def test_hostile_full_codes_are_refused():
    bomb = zlib.compress(b"[" * (codes.MAX_CODE_BYTES + 10), 9)
    with pytest.raises(CodeError, match="unpacks to more than"):
        codes.decode(_full(3, bomb))
    with pytest.raises(CodeError, match="cannot be unpacked"):
        codes.decode(_full(3, b"not zlib at all"))
    with pytest.raises(CodeError, match="not a game's"):
        codes.decode(_full(3, zlib.compress(b'{"evil": 1}')))
    bad_params = b'{"version": 2, "params": {"room": 5}, "seed": 1}'
    with pytest.raises(CodeError, match="does not open"):
        codes.decode(_full(3, zlib.compress(bad_params)))
    with pytest.raises(CodeError, match="does not have"):
        codes.decode(_full(7, zlib.compress(b"{}")))
    values = [2 << 3 | 1, 0, 0, 0]
    with pytest.raises(CodeError, match="newer Quintet"):
        codes.decode(codes._text(values + [codes.check_symbol(values)]))


def test_a_short_code_with_an_unknown_room_name_is_refused_with_a_sentence():
    session = _session("romb", 3)
    bits = codes._Bits()
    bits.put(codes.fingerprint(session.rules, session.content) >> 22, 10)
    bits.put(2, 6)
    bits.put(3, 2)
    bits.put_count(1)
    codes._put_string(bits, "no-such-room")
    bits.put_count(0)
    bits.bits += "0" * (-len(bits.bits) % 5)
    values = [codes.SHORT << 3 | 3] + [int(bits.bits[i:i + 5], 2) for i in range(0, len(bits.bits), 5)]
    with pytest.raises(CodeError, match="does not open"):
        codes.decode(codes._text(values + [codes.check_symbol(values)]))


def test_every_shipped_name_is_a_word():
    """A shipped level's name not in WORDS still works, spelled out: this keeps its code short."""
    from game.core.paths import resource_root

    for game_id in GAME_IDS:
        for kind in game(game_id).content_kinds():
            for path in kind.files(resource_root()):
                name = getattr(load_level(open_level(path)), "name", None)
                if isinstance(name, str) and "levels" in path.parts:
                    assert name in codes.WORDS, f"add {name!r} to the end of codes.WORDS"


def test_the_fuzzers_codes_kind_finds_no_defect():
    import sys

    tools = Path(__file__).resolve().parents[2] / "tools"
    sys.path.insert(0, str(tools))
    import fuzz

    (tally,) = fuzz.run(cases=150, seed=3, timeout=20, kinds=["codes"], quiet=True)
    assert tally.defects == []
    assert tally.accepted and tally.refused
