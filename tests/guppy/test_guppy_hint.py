"""Guppy's idle hint: a search over the player's moves (what to dye or sponge, which patch to cut),
found off the frame after the idle delay and shown on the cloth like the other games' hints."""

from __future__ import annotations

import arcade

from game.core.bots import Budget
from game.core.session import Session
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.ai import best_move, hint_cells, worth
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import RED, RULES, Cut, Dye, Params, PickScissors, Sponge, orders_filled
from game.guppy.scene import GuppyScene
from game.ui.game_scene import HINT_NODES

TABLE = content_for(None)
#: Level 6 (orders of 6 tiles, patches of 3 or more): a red patch of 6 in a corner of a cloth
#: checkered blue and yellow, where nothing else can be cut.
RED_CORNER = """
    rrrbybyby
    rrrybybyb
    bybybybyb
    ybybybyby
    bybybybyb
    ybybybyby
    bybybybyb
    ybybybyby
    bybybybyb
"""


def red_corner(**fields):
    return guppy_rules.cloth_state(6, RED_CORNER, table=TABLE, **fields)


def follow_hints(state, moves: int):
    """Play the hinted move again and again until an order is filled (or `moves` were played)."""
    played = []
    for _ in range(moves):
        move = best_move(state, Budget(HINT_NODES))
        assert move is not None and move in RULES.legal_moves(state)
        played.append(move)
        state, _ = RULES.apply(state, move)
        if orders_filled(state):
            break
    return state, played


def test_following_the_hint_fills_a_small_order():
    # given a cloth whose red order (6 tiles) one patch fills, and no tools left to grow it
    state = red_corner(dye=(0, 0, 0), sponges=0)
    # when the player plays the hinted moves: the red scissors, then the red patch
    state, played = follow_hints(state, 4)
    # then the red order is filled
    assert played == [PickScissors(RED), Cut((0, 0))]
    assert state.progress[RED // 2] == state.level.order_size and state.score > 6000


def test_with_tools_in_hand_the_hint_grows_patches_first_and_still_fills_an_order():
    # given the same cloth with the level's buckets and sponges
    state = red_corner()
    # when the player follows the hint
    before = worth(state)
    state, played = follow_hints(state, 40)
    # then the first hints are tools that make the cloth worth more, and an order is filled
    assert isinstance(played[0], (Dye, Sponge)) and worth(RULES.apply(red_corner(), played[0])[0]) > before
    assert orders_filled(state) == 1 and isinstance(played[-1], Cut)


def test_a_hint_is_a_legal_move_that_keeps_the_search_in_its_budget():
    for seed in range(3):
        state = RULES.new_game(Params(3), TABLE, seed)
        for _ in range(4):
            budget = Budget(HINT_NODES)
            move = best_move(state, budget)
            assert move is not None and move in RULES.legal_moves(state)
            assert budget.used <= HINT_NODES
            state, _ = RULES.apply(state, move)
    # and a budget of a single node stops the search at once, with no move or a legal one
    state = RULES.new_game(Params(3), TABLE, 9)
    budget = Budget(1)
    assert best_move(state, budget) in [None, *RULES.legal_moves(state)] and budget.used <= 2


def test_a_tool_hint_outlines_the_tiles_it_changes():
    state = red_corner()
    move = Dye(RED, (3, 0))
    assert set(hint_cells(state, move)) == {(3, 0), (4, 0), (3, 1)}  # (2, 0) is red already
    assert set(hint_cells(state, PickScissors(RED))) == {(x, y) for x in range(3) for y in range(2)}
    assert len(hint_cells(state, Sponge((0, 0)))) == 4


def test_the_idle_hint_comes_after_the_delay_on_the_cloth_and_goes_at_a_key(app, drive):
    # given a Guppy game and a hint delay of half a second
    app.settings.hint_delay = 0.5
    state = red_corner()
    scene = GuppyScene(app, Session.from_state(RULES, state, Params(6)), tileset="standard")
    app.push(scene)
    # when the player does nothing for a quarter of a second: no hint yet
    drive.frames(15)
    assert not scene.hint_on and not scene.board_view.hint_edges.lit
    # and after the delay the hint comes (off the frame: some frames more)
    for _ in range(600):
        drive.frames(1)
        if scene.hint_on:
            break
    assert scene.hint_on and scene.session.record.hints == 1
    drive.frames(3)
    # then the hinted move's tiles are outlined and the line says what to do
    expected = best_move(state, Budget(HINT_NODES))
    assert scene.board_view.hint_edges.lit and scene.message.text.startswith("Hint:")
    assert len(scene.board_view.hint_edges.lit) >= len(hint_cells(state, expected))
    # when a key is pressed, the hint goes
    drive.key(arcade.key.RIGHT)
    assert not scene.hint_on and not scene.board_view.hint_edges.lit and not scene.message.text.startswith("Hint:")
