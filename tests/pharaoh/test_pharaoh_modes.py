"""Pharaoh Tomb's modes: each is a level table in data/ (Classic: data/pharaoh.toml, the seed's;
Short: data/pharaoh-short.toml; Endless: data/pharaoh-endless.toml), picked by `Params.mode`.
Short's levels are 40 % of Classic's and award pieces from level 1; Endless reshuffles a board with
no move left instead of ending the game, deterministically from the seed."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.catalog import game
from game.core.content import ContentError
from game.core.rng import Rng
from game.core.session import Session
from game.pharaoh.pure import content
from game.pharaoh.pure.rules import (
    RULES,
    GameOver,
    LevelPassed,
    Params,
    PieceAwarded,
    Reshuffled,
    Table,
    _find_lines,
    moves_left,
    reshuffled,
)

MODES = ("classic", "short", "endless")


def play_first_moves(params: Params, seed: int, limit: int):
    """Play the first legal move from a new game until `limit` moves, the end, or a reshuffle;
    yields (move number, state before, state after, events)."""
    state = RULES.new_game(params, content.content_for(params), seed)
    for number in range(1, limit + 1):
        if state.over:
            return
        after, events = RULES.apply(state, RULES.legal_moves(state)[0])
        yield number, state, after, events
        state = after


def test_each_mode_plays_its_own_table():
    assert content.mode_names() == ["classic", "endless", "short"]
    assert [name for name, _ in content.modes()] == ["short", "classic", "endless"]  # the cards' order
    for mode in MODES:
        params = Params(mode=mode)
        record = content.load(mode)
        assert game("pharaoh").content_for(params) == record
        state = RULES.new_game(params, record, 5)
        assert state.table == Table.of(record)
        assert state.target == record.levels[0].target and state.kinds == record.levels[0].kinds
    assert [content.load(m).title for m in MODES] == ["Classic", "Short", "Endless"]
    assert [Table.of(content.load(m)).reshuffle for m in MODES] == [False, False, True]


def test_short_levels_are_forty_percent_of_classic_with_pieces_a_level_earlier():
    classic, short = Table.of(content.load("classic")), Table.of(content.load("short"))
    for level in range(1, 41):
        assert short.level(level).target == round(classic.level(level).target * 0.4)
        assert short.level(level).kinds == classic.level(level).kinds
    assert [short.first_level(p) for p in ("glyph", "key", "crooker")] == [1, 2, 3]
    assert [classic.first_level(p) for p in ("glyph", "key", "crooker")] == [2, 3, 4]
    assert short.marks == classic.marks


def test_endless_plays_classics_levels():
    classic, endless = Table.of(content.load("classic")), Table.of(content.load("endless"))
    assert dataclasses.replace(endless, reshuffle=False) == classic


def test_short_mode_gives_a_pocket_piece_on_level_1():
    # given the same seed and the same first moves in Short and in Classic
    awarded = next((n, after) for n, _, after, events in play_first_moves(Params(mode="short"), 1, 60)
                   if any(isinstance(e, PieceAwarded) for e in events))
    number, state = awarded
    # then Short awards a free hieroglyph while still on level 1, at its first quarter (50 of 200)
    assert state.level == 1 and state.glyph is not None and state.removed >= 50
    # and Classic's level 1 awards nothing at all in as many moves
    for _, _, after, events in play_first_moves(Params(mode="classic"), 1, number):
        assert after.level == 1 and not any(isinstance(e, PieceAwarded) for e in events)


def test_endless_reshuffles_the_board_classic_would_end_on():
    # given a game at level 5 (ten kinds) played the same way in Classic and in Endless
    params = {mode: Params(start_level=5, mode=mode) for mode in ("classic", "endless")}
    classic = list(play_first_moves(params["classic"], 2, 200))
    endless = list(play_first_moves(params["endless"], 2, len(classic)))
    # then both are the same game until Classic's last move, which leaves no move
    number, before, dead, events = classic[-1]
    assert dead.over and isinstance(events[-1], GameOver)
    assert [after.board for *_, after, _ in endless[:-1]] == [after.board for *_, after, _ in classic[:-1]]
    # and there Endless reshuffles the same hieroglyphs into a board with a move, and goes on
    _, _, alive, events = endless[-1]
    shuffle = events[-1]
    assert isinstance(shuffle, Reshuffled) and not any(isinstance(e, GameOver) for e in events)
    assert not alive.over and alive.board == shuffle.board != dead.board
    assert Counter(alive.board) == Counter(dead.board)
    assert not _find_lines(list(alive.board)) and moves_left(alive)[0] >= 1
    assert (alive.score, alive.removed, alive.level) == (dead.score, dead.removed, dead.level)
    assert RULES.status(alive).name == "PLAYING"
    # and the reshuffle is the seed's: the same game again gives the same board
    again = list(play_first_moves(params["endless"], 2, len(classic)))
    assert again[-1][2] == alive


def test_a_reshuffle_that_finds_no_board_lays_out_a_fresh_one():
    # a board of one kind has no shuffle without lines: a fresh board of the level's kinds instead
    board = reshuffled([0] * 64, Rng(7), 6)
    assert not _find_lines(list(board)) and len(set(board)) > 1


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_endless_never_ends(seed):
    session = Session(RULES, Params(start_level=5, mode="endless"), seed, content.content_for(Params(mode="endless")))
    for _ in range(60):
        moves = RULES.legal_moves(session.state)
        assert moves and not session.state.over
        events = session.play(moves[(seed + len(session.history)) % len(moves)])
        assert not any(isinstance(e, GameOver) for e in events)
        if any(isinstance(e, LevelPassed) for e in events):
            break


def test_a_saved_endless_game_replays_its_reshuffles():
    params = Params(start_level=5, mode="endless")
    session = Session(RULES, params, 2, content.content_for(params))
    shuffled = False
    while not shuffled:
        shuffled = any(isinstance(e, Reshuffled) for e in session.play(RULES.legal_moves(session.state)[0]))
    data = session.to_save()
    assert data["params"] == {"start_level": 5, "mode": "endless"} and data["content"]["when_stuck"] == "reshuffle"
    assert Session.from_save(RULES, data, content.content_for).state == session.state


def test_an_unknown_mode_is_a_content_error_naming_the_modes():
    with pytest.raises(ContentError, match="there is no mode 'zen'.*classic, endless, short"):
        content.content_for(Params(mode="zen"))
