"""Random play for four players, checked after every hour: wear stays within grass..fixed path, only
worn grass has an owner, fences last one hour, points equal the visitor footsteps on owned cells, no
view shows another player's pending plan, and every bot's walk is legal."""

import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.bots import Budget, bot_rng
from game.core.rng import Rng
from game.olifantenpad.pure.ai import make_bot
from game.olifantenpad.pure.content import load, park_of_the_day
from game.olifantenpad.pure.geometry import geometry
from game.olifantenpad.pure.hour import GREY, NOBODY
from game.olifantenpad.pure.rules import RULES, Claimed, Params, Plan, Scored, VisitorsWalked, step_options

PARKS = [record.park() for record in load()] + [park_of_the_day(datetime.date(2026, 11, 29))]


def random_plan(state, player, rng: Rng) -> Plan:
    """A legal walk drawn at random: stand still, walk on, or enter through a gate."""
    position = state.positions[player]
    roll = rng.randrange(10)
    if roll == 0:
        return Plan()
    if position is None or roll == 1:
        gate = rng.choice(state.park.gates).cell
        here, limit = gate, 3
    else:
        gate, here, limit = None, position, 5
    steps = []
    for _ in range(1 + rng.randrange(limit)):
        options = step_options(state.park, state.fences, here)
        if not options:
            break
        here = rng.choice(options)
        steps.append(here)
    return Plan(tuple(steps), gate) if steps or gate is None else Plan()


def check_cells(state):
    geo = geometry(state.park)
    for i, (level, owner) in enumerate(zip(state.wear, state.owner)):
        assert 0 <= level <= 3
        if not geo.grass[i]:
            assert level == 0 and owner == NOBODY
        assert (level == 0) == (owner == NOBODY), f"cell {geo.cell(i)}: level {level}, owner {owner}"
        assert owner in (NOBODY, GREY) or 0 <= owner < state.players
    for cell in state.fences:
        assert state.level(cell) == 0 and state.owner_of(cell) == NOBODY


def check_points(before, after, events):
    """Every visitor footstep on a cell owned (after this hour's claims) by a player is one point."""
    owner = dict(enumerate(before.owner))
    width = before.park.width
    for event in events:
        if isinstance(event, Claimed):
            for (x, y), who in event.cells:
                owner[y * width + x] = who
    expected = [0] * before.players
    for event in events:
        if isinstance(event, VisitorsWalked):
            for route, count in event.routes:
                for x, y in route[1:]:
                    if owner[y * width + x] >= 0:
                        expected[owner[y * width + x]] += count
    scored = [0] * before.players
    for event in events:
        if isinstance(event, Scored):
            scored[event.player] += event.points
    assert scored == expected
    assert [b + s for b, s in zip(before.scores, scored)] == list(after.scores)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), park=st.sampled_from(PARKS))
def test_random_four_player_games_keep_every_invariant(seed, park):
    rng = Rng(seed)
    state = RULES.new_game(Params(players=4), park, seed)
    previous_fences = ()
    while not state.over:
        check_cells(state)
        before = state
        order = rng.shuffled(range(4))
        for n, player in enumerate(order):
            plan = random_plan(state, player, rng)
            state, events = RULES.apply(state, plan, player)
            if n < 3:
                for other in range(4):
                    if other != player:
                        view = RULES.observe(state, other)
                        assert view.plan is None or view.plan == state.plans[other]
                        assert all(e.hidden and not e.steps for e in RULES.events_for(state, events, other))
        check_points(before, state, events)
        # a fence stands for exactly the hour after its closure, then it is plain grass
        for cell in previous_fences:
            assert cell not in state.fences and state.level(cell) == 0 and state.owner_of(cell) == NOBODY
        previous_fences = state.fences
    check_cells(state)
    assert RULES.outcome(state).scores == state.scores


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), park=st.sampled_from(PARKS),
       levels=st.lists(st.sampled_from(["random", "easy", "normal"]), min_size=2, max_size=4))
def test_a_bots_walk_is_always_legal(seed, park, levels):
    bots = [make_bot(level) for level in levels]
    state = RULES.new_game(Params(players=len(bots)), park, seed)
    turn = 0
    while not state.over:
        for player, bot in enumerate(bots):
            move = bot.decide(RULES, RULES.observe(state, player), player, bot_rng(seed, turn, player), bot.budget())
            state, _ = RULES.apply(state, move, player)  # raises if the walk is illegal
            turn += 1


def test_the_hard_bot_walks_legally_within_a_tiny_budget_too():
    park = PARKS[1]
    bot = make_bot("hard")
    state = RULES.new_game(Params(players=3), park, 5)
    turn = 0
    while not state.over:
        for player in range(3):
            budget = Budget(nodes=50 if player == 0 else bot.settings.nodes)
            move = bot.decide(RULES, RULES.observe(state, player), player, bot_rng(5, turn, player), budget)
            state, _ = RULES.apply(state, move, player)
            turn += 1
