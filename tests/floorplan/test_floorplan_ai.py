"""Stauf and the hint: legal moves only, deterministic, from the view alone; an immediate win is
taken; the Visitor's immediate win is blocked when a shift can block it."""

from dataclasses import replace
from functools import lru_cache

import pytest

from game.core.bots import Budget, bot_rng
from game.core.rng import Rng
from game.floorplan.pure import ai
from game.floorplan.pure.content import content_for
from game.floorplan.pure.rules import (
    OVER,
    RULES,
    SHIFT,
    STAUF,
    VISITOR,
    EndTurn,
    MoveStauf,
    Params,
    RoundWon,
    Shift,
    Walk,
    legal_shifts,
    reachable,
)
from game.floorplan.pure.search import stauf_threat


def positions(museum: str = "museum", games: int = 6, turns: int = 40, rotate: bool = False):
    """Positions of random play on a shipped museum (both players random; `rotate`: the
    turning-spare variant), in order."""
    params = Params(museum=museum, rotate_spare=rotate)
    setup = content_for(params)
    out = []
    randomly = ai.RandomBot()
    for seed in range(games):
        state = RULES.new_game(params, setup, seed)
        n = 0
        while RULES.to_move(state) and state.turns < turns:
            player = RULES.to_move(state)[0]
            out.append(state)
            move = randomly.decide(RULES, RULES.observe(state, player), player, bot_rng(seed, n, player), Budget(1))
            state, _ = RULES.apply(state, move, player)
            n += 1
    return out


def stauf_wins_with(state, shift) -> bool:
    """True when Stauf reaches the target after `shift` (checked with the rules, not the search)."""
    after, _ = RULES.apply(state, shift, STAUF)
    return state.target in reachable(after, STAUF)


def visitor_can_win_after(state, shift) -> bool:
    """True when, after Stauf's `shift` (and Stauf staying), some Visitor shift lets him reach the target."""
    after, _ = RULES.apply(state, shift, STAUF)
    after, _ = RULES.apply(after, EndTurn(), STAUF)
    if after.player != VISITOR or after.phase != SHIFT:
        return False
    for reply in legal_shifts(after):
        moved, _ = RULES.apply(after, reply, VISITOR)
        if after.target in reachable(moved, VISITOR):
            return True
    return False


@lru_cache(maxsize=None)
def classified(rotate: bool = False):
    """Stauf-to-shift positions: (state, winning shifts) and (state, blocking shifts) where the
    Visitor could otherwise win next turn (`rotate`: in turning-spare games)."""
    wins, blocks = [], []
    for state in positions(games=4 if rotate else 10, turns=25 if rotate else 60, rotate=rotate):
        if state.player != STAUF or state.phase != SHIFT:
            continue
        shifts = legal_shifts(state)
        winning = [s for s in shifts if stauf_wins_with(state, s)]
        if winning:
            wins.append((state, winning))
            continue
        blocking = [s for s in shifts if not visitor_can_win_after(state, s)]
        if 0 < len(blocking) < len(shifts):
            blocks.append((state, blocking))
    return wins, blocks


def unhurried(bot) -> Budget:
    """The bot's node budget without its wall-clock cap, so a busy test machine cannot cut a search
    short (the nodes alone make a decision the same on every machine)."""
    level = getattr(bot, "level", None)
    return Budget(level.nodes, 60.0) if level is not None else bot.budget()


def decide(bot, state, player, turn=0):
    return bot.decide(RULES, RULES.observe(state, player), player, bot_rng(1, turn, player), unhurried(bot))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_stauf_only_plays_legal_moves(level):
    bot = ai.bot_for(Params(difficulty=level), STAUF)
    randomly = ai.RandomBot()
    for seed in range(3):
        params = Params(difficulty=level, museum=("museum", "arcade", "two-wings")[seed], rotate_spare=seed == 2)
        state = RULES.new_game(params, content_for(params), seed)
        n = 0
        while RULES.to_move(state) and state.turns < 25:
            player = RULES.to_move(state)[0]
            chooser = bot if player == STAUF else randomly
            move = chooser.decide(RULES, RULES.observe(state, player), player, bot_rng(seed, n, player),
                                  unhurried(chooser))
            if player == STAUF:
                assert move in RULES.legal_moves(state, STAUF)
            state, _ = RULES.apply(state, move, player)
            n += 1


@pytest.mark.parametrize("rotate", [False, True])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_stauf_takes_an_immediate_win(level, rotate):
    wins, _ = classified(rotate)
    assert len(wins) >= 5
    bot = ai.bot_for(Params(difficulty=level, rotate_spare=rotate), STAUF)
    for state, winning in wins[:12]:
        shift = decide(bot, state, STAUF)
        assert shift in winning
        after, _ = RULES.apply(state, shift, STAUF)
        walk = decide(bot, after, STAUF, 1)
        assert walk == Walk(state.target)
        _, events = RULES.apply(after, walk, STAUF)
        assert any(isinstance(e, RoundWon) and e.by == STAUF for e in events)


@pytest.mark.parametrize("rotate", [False, True])
def test_hard_stauf_blocks_the_visitors_immediate_win_when_a_shift_can(rotate):
    _, blocks = classified(rotate)
    assert len(blocks) >= 5
    if not rotate:
        assert any(len(blocking) == 1 for _, blocking in blocks)  # some positions have one block only
    bot = ai.bot_for(Params(difficulty="hard", rotate_spare=rotate), STAUF)
    for state, blocking in blocks[:15]:
        assert decide(bot, state, STAUF) in blocking


def _variant_after(difficulty: str, visitor_shift: Shift):
    """The default museum, seed 0, turning spare: the Visitor pushes `visitor_shift` and ends his turn."""
    params = Params(difficulty=difficulty, rotate_spare=True)
    state = RULES.new_game(params, content_for(params), 0)
    state, _ = RULES.apply(state, visitor_shift, VISITOR)
    state, _ = RULES.apply(state, EndTurn(), VISITOR)
    return params, state


def test_turning_spare_repro_normal_stauf_sees_the_win_a_turned_spare_gives():
    params, state = _variant_after("normal", Shift(0, "W", 1))
    winning = [s for s in legal_shifts(state) if stauf_wins_with(state, s)]
    assert winning == [Shift(0, "S", 3, 1), Shift(0, "S", 3, 3)]
    bot = ai.bot_for(params, STAUF)
    shift = bot.decide(RULES, RULES.observe(state, STAUF), STAUF, bot_rng(0, 2, STAUF), bot.budget())
    assert shift in winning


def test_turning_spare_repro_hard_stauf_blocks_with_one_of_the_12_blocking_shifts():
    params, state = _variant_after("hard", Shift(0, "W", 3))
    shifts = legal_shifts(state)
    blocking = [s for s in shifts if not visitor_can_win_after(state, s)]
    assert (len(blocking), len(shifts)) == (12, 44)
    bot = ai.bot_for(params, STAUF)
    shift = bot.decide(RULES, RULES.observe(state, STAUF), STAUF, bot_rng(0, 2, STAUF), bot.budget())
    assert shift in blocking


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_within_its_nodes_in_the_turning_spare_variant(level):
    bot = ai.bot_for(Params(difficulty=level, rotate_spare=True), STAUF)
    for state in [s for s in positions(games=2, turns=12, rotate=True) if s.player == STAUF][:10]:
        budget = bot.budget()
        move = bot.decide(RULES, RULES.observe(state, STAUF), STAUF, bot_rng(3, state.turns, STAUF), budget)
        assert move in RULES.legal_moves(state, STAUF)
        assert budget.used <= bot.level.nodes + 64


def test_decisions_are_the_same_for_the_same_view_rng_and_budget():
    bot = ai.bot_for(Params(difficulty="easy"), STAUF)
    hard = ai.bot_for(Params(difficulty="hard"), STAUF)
    for state in positions(games=2, turns=15)[::4]:
        player = state.player
        view = RULES.observe(state, player)
        for chooser in (bot, hard):
            first = chooser.decide(RULES, view, player, Rng(5), unhurried(chooser))
            assert first == chooser.decide(RULES, view, player, Rng(5), unhurried(chooser))


def test_bots_see_only_the_view_and_survive_a_tiny_budget():
    state = positions(games=1, turns=5)[3]
    view = RULES.observe(state, state.player)
    assert not hasattr(view, "rng")
    for level in ("easy", "normal", "hard"):
        bot = ai.bot_for(Params(difficulty=level), state.player)
        move = bot.decide(RULES, view, state.player, Rng(1), Budget(1))
        assert move in RULES.legal_moves(state, state.player)


def test_bot_names_and_the_random_player():
    assert ai.bot_for(Params(difficulty="hard"), STAUF).name == "Stauf (hard)"
    assert ai.bot_for(Params(difficulty="easy"), VISITOR).name == "Visitor (easy)"
    assert isinstance(ai.bot_for(Params(difficulty="random"), STAUF), ai.RandomBot)


def test_the_hint_gives_the_visitor_a_shift_then_a_destination_then_the_end_of_the_turn():
    state = RULES.new_game(Params(), content_for(Params()), 3)
    move = ai.hint(RULES, state, VISITOR, Budget(4000))
    assert isinstance(move, Shift) and move in RULES.legal_moves(state, VISITOR)
    shift, destination = ai.hint_plan(RULES, state, VISITOR, Budget(4000))
    assert shift == move and destination is not None
    state, _ = RULES.apply(state, shift, VISITOR)
    move = ai.hint(RULES, state, VISITOR, Budget(4000))
    here = state.visitor
    assert move == (EndTurn() if destination == here else Walk(destination))
    assert ai.hint(RULES, state, STAUF, Budget(100)) is None
    state, _ = RULES.apply(state, move, VISITOR)
    if state.phase != OVER and state.player == VISITOR:
        assert ai.hint(RULES, state, VISITOR, Budget(100)) == EndTurn()


def test_the_visitor_bot_plays_talismans_when_stauf_threatens():
    # find a Visitor position after his shift where Stauf could win next turn and the Visitor cannot now
    bot = ai.bot_for(Params(difficulty="normal"), VISITOR)
    for state in positions(games=8, turns=60):
        if state.player != VISITOR or state.phase != "act":
            continue
        if state.target in reachable(state, VISITOR) or not stauf_threat(RULES.observe(state, VISITOR)):
            continue
        armed = replace(state, inventory=("move_stauf",))
        move = decide(bot, armed, VISITOR)
        assert isinstance(move, MoveStauf) and move.to != state.target
        after, _ = RULES.apply(armed, move, VISITOR)
        assert after.stauf == move.to
        return
    pytest.fail("no threatened position found")
