"""Olifantenpad bots and hint: chosen from the params, deterministic, blind to pending plans, within
their budget, and better than chance."""

import pytest
from olifantenpad_helpers import CORNER, hour, new

from game.core.bots import Budget, bot_rng
from game.core.rng import Rng
from game.olifantenpad.pure.ai import bot_for, hint, make_bot
from game.olifantenpad.pure.content import find_park
from game.olifantenpad.pure.rules import RULES, Params, Plan


def decide(bot, state, player, seed=1, budget=None):
    return bot.decide(RULES, RULES.observe(state, player), player, Rng(seed), budget or bot.budget())


def test_bot_for_reads_the_seat_of_the_player():
    params = Params(players=4, seats=("human", "easy", "hard"))
    assert [bot_for(params, p).name for p in (1, 2, 3)] == ["easy", "hard", "normal"]
    assert RULES.bots(params) == (1, 2) and RULES.bots(Params()) == (1,)
    assert bot_for(params, 2).budget().nodes == make_bot("hard").settings.nodes
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    with pytest.raises(ValueError, match="a seat is one of"):
        RULES.new_game(Params(seats=("human", "robot")), find_park("orchard"), 1)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_bot_decides_the_same_walk_for_the_same_view_rng_and_budget(level):
    state = RULES.new_game(Params(players=3, seats=()), find_park("pond-ring"), 4)
    state, _ = hour(state, Plan(((8, 1),), gate=(7, 0)), Plan(), Plan(((1, 4),), gate=(0, 5)))
    bot = make_bot(level)
    first = decide(bot, state, 0, seed=9)
    assert decide(bot, state, 0, seed=9) == first
    RULES.apply(state, first, 0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_never_sees_another_players_pending_plan(level):
    state = RULES.new_game(Params(players=2, seats=()), find_park("corner-meadow"), 2)
    one, _ = RULES.apply(state, Plan(((14, 8), (13, 7), (12, 6)), gate=(15, 9)), 1)
    other, _ = RULES.apply(state, Plan(((1, 1),), gate=(0, 0)), 1)
    bot = make_bot(level)
    assert RULES.observe(one, 0) == RULES.observe(other, 0)
    assert decide(bot, one, 0) == decide(bot, other, 0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_search_finds_the_seeds_shortcut(level):
    state = new(CORNER, [[("A", "B", 3)], [("A", "B", 3)]])
    move = decide(make_bot(level), state, 0)
    state, _ = RULES.apply(state, move, 0)
    assert state.scores == (6,)


def test_a_bot_out_of_budget_still_walks_legally():
    state = RULES.new_game(Params(players=2, seats=()), find_park("river-walk"), 3)
    for level in ("easy", "normal", "hard"):
        move = decide(make_bot(level), state, 0, budget=Budget(nodes=1))
        RULES.apply(state, move, 0)


def test_the_hint_suggests_a_legal_walk_and_nothing_once_planned():
    state = RULES.new_game(Params(), find_park("corner-meadow"), 8)
    move = hint(RULES, state, 0, Budget(200_000))
    assert isinstance(move, Plan) and move.steps
    planned, _ = RULES.apply(state, move, 0)
    assert hint(RULES, planned, 0, Budget(1000)) is None
    assert hint(RULES, planned, 1, Budget(1000)) is not None


def test_normal_bots_score_more_than_random_walkers():
    totals = {"normal": 0, "random": 0}
    for seed in range(4):
        park = find_park(("corner-meadow", "pond-ring", "river-walk", "orchard")[seed])
        levels = ("normal", "random") if seed % 2 else ("random", "normal")
        bots = [make_bot(level) for level in levels]
        state = RULES.new_game(Params(players=2, seats=()), park, seed)
        turn = 0
        while not state.over:
            for player, bot in enumerate(bots):
                move = bot.decide(RULES, RULES.observe(state, player), player, bot_rng(seed, turn, player),
                                  bot.budget())
                state, _ = RULES.apply(state, move, player)
                turn += 1
        for player, level in enumerate(levels):
            totals[level] += state.scores[player]
    assert totals["normal"] > totals["random"]
