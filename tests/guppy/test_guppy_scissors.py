"""Guppy's scissors: a pair is spent by its first cut (issue 20); saves made before keep their rule.

Put down before it has cut anything (by clicking its order again, by right click, by taking a tool,
by picking up other scissors, by a new cloth), a pair goes back with its order, unspent. Once it has
cut, putting it down spends it. Saves written before this rule name no rule in their params and
replay under the old one ("pick-up": a pair picked up at all is spent).
"""

from __future__ import annotations

import pytest

from game.core.rules import IllegalMove, Status
from game.core.session import Session
from game.guppy.pure import rules as guppy_rules
from game.guppy.pure.content import content_for
from game.guppy.pure.rules import (
    BLUE,
    RED,
    RULES,
    YELLOW,
    BonusAwarded,
    Cut,
    Dye,
    EndGame,
    GameOver,
    GetNewCloth,
    NewCloth,
    Params,
    PickScissors,
    PutDownScissors,
    ScissorsPutDown,
    orders,
    orders_filled,
    spends_when_put_down,
)

TABLE = content_for(None)

#: Level 1 (orders of 16, patches of 8): an 8-tile red patch, a 9-tile blue patch, yellow elsewhere.
CLOTH = """
    rrrrrrrry
    bbbbbbbbb
    yyyyyyyyy
"""


def cloth(picture: str = CLOTH, level: int = 1, **fields):
    """A game of `level` on a cloth picture (the shipped table)."""
    return guppy_rules.cloth_state(level, picture, table=TABLE, **fields)


def play(state, *moves):
    """Apply moves in turn; return the last state and every event."""
    return RULES.apply_all(state, moves)


def scissors_of(state) -> dict[int, str]:
    """Each order's scissors: ready, held or spent."""
    return {view.colour: view.scissors for view in orders(state)}


def test_scissors_put_down_before_they_cut_go_back_unspent():
    state, events = play(cloth(), PickScissors(RED), PutDownScissors())
    assert events[-1] == ScissorsPutDown(RED, spent=False)
    assert state.spent == () and scissors_of(state)[RED] == "ready" and not state.over
    # and they can be picked up again, and cut
    state, _ = play(state, PickScissors(RED), Cut((0, 0)))
    assert state.progress[RED // 2] == 8


def test_picking_up_other_scissors_puts_an_uncut_pair_back_unspent():
    state, events = play(cloth(), PickScissors(RED), PickScissors(BLUE))
    assert ScissorsPutDown(RED, spent=False) in events
    assert scissors_of(state) == {RED: "ready", BLUE: "held", YELLOW: "ready"}
    assert PickScissors(RED) in RULES.legal_moves(state)


def test_a_pair_is_spent_by_its_first_cut():
    state, _ = play(cloth(), PickScissors(RED))
    assert not spends_when_put_down(state)
    state, _ = play(state, Cut((0, 0)))
    assert spends_when_put_down(state)
    state, events = play(state, PutDownScissors())
    assert events == [ScissorsPutDown(RED, spent=True)] and state.spent == (RED,)
    with pytest.raises(IllegalMove, match="The red scissors have already been used"):
        RULES.apply(state, PickScissors(RED))
    # a pair that cut is spent by picking up other scissors too
    state, _ = play(cloth(), PickScissors(BLUE), Cut((0, 1)), PickScissors(RED))
    assert scissors_of(state) == {RED: "held", BLUE: "spent", YELLOW: "ready"}


def test_putting_down_the_last_pair_ends_the_game_only_once_it_has_cut():
    # red and blue cut and put down; yellow is the last pair
    state, _ = play(cloth(), PickScissors(RED), Cut((0, 0)), PickScissors(BLUE), Cut((0, 1)),
                    PickScissors(YELLOW))
    uncut, events = play(state, PutDownScissors())
    assert events == [ScissorsPutDown(YELLOW, spent=False)]
    assert not uncut.over and RULES.status(uncut) == Status.PLAYING
    state, events = play(state, Cut((0, 2)), PutDownScissors())
    assert events[-2:] == [ScissorsPutDown(YELLOW, spent=True), GameOver(state.score)]
    assert state.over and RULES.status(state) == Status.WON


def test_a_new_cloth_needs_a_cut_on_this_one_and_brings_back_uncut_pairs():
    state = cloth()
    held, _ = play(state, PickScissors(RED))
    assert GetNewCloth() not in RULES.legal_moves(held)
    with pytest.raises(IllegalMove, match="Cut a patch on this cloth before fetching a new one"):
        RULES.apply(held, GetNewCloth())
    # blue cut (spent); red in hand uncut goes back with its order onto the new cloth
    state, _ = play(state, PickScissors(BLUE), Cut((0, 1)), PickScissors(RED))
    assert GetNewCloth() in RULES.legal_moves(state)
    after, events = play(state, GetNewCloth())
    assert events[0] == ScissorsPutDown(RED, spent=False)
    assert events[1] == NewCloth(2, after.board, (RED, YELLOW)) and after.spent == (BLUE,)


def test_the_last_unspent_pair_held_uncut_still_brings_a_new_cloth():
    # red and blue spent on this cloth; yellow, held and uncut, is the only pair left
    state, _ = play(cloth(), PickScissors(RED), Cut((0, 0)), PickScissors(BLUE), Cut((0, 1)),
                    PickScissors(YELLOW))
    assert GetNewCloth() in RULES.legal_moves(state)
    after, _ = play(state, GetNewCloth())
    assert after.orders == (YELLOW,) and not after.over
    # held after a cut, the last pair would be spent: no order would be left
    cut, _ = play(state, Cut((0, 2)))
    assert GetNewCloth() not in RULES.legal_moves(cut)
    with pytest.raises(IllegalMove, match="No orders are left"):
        RULES.apply(cut, GetNewCloth())


def test_ending_the_game_with_an_uncut_pair_in_hand():
    state, events = play(cloth(), PickScissors(RED), EndGame())
    assert [type(e) for e in events[-2:]] == [ScissorsPutDown, GameOver] and state.over


def test_an_order_whose_scissors_went_back_uncut_still_gives_its_bonus():
    state = cloth("rrrrrrrrr\nrrrrrrttt\nttttttttt", level=2)  # level 2: orders of 14, 15 red
    state, _ = play(state, PickScissors(RED), PutDownScissors())
    _, events = play(state, Dye(RED, (6, 1)))
    assert [b.colour for b in events if isinstance(b, BonusAwarded)] == [RED]


def test_the_end_summary_counts_filled_orders_and_beads_cut():
    # a 16-tile red patch with a white bead fills its order; an 8-tile blue patch with a black bead
    beads = "w........\n.........\nk........"
    state = guppy_rules.cloth_state(1, "rrrrrrrrr\nrrrrrrrtt\nbbbbbbbbt", beads, table=TABLE)
    state, _ = play(state, PickScissors(RED), Cut((0, 0)), PickScissors(BLUE), Cut((0, 2)))
    assert orders_filled(state) == 1 and state.beads_cut == 2 and sum(state.cuts) == 2


# -- saves: the same moves under each rule ------------------------------------------------------
#: Red, blue and yellow picked up and put down again without a cut, on level 1.
PICK_AND_PUT_BACK = [{"type": t, **({"colour": c} if c else {}), "by": 0} for c in (RED, BLUE, YELLOW)
                     for t, c in (("PickScissors", c), ("PutDownScissors", None))]


def _save(params: dict, version: int) -> dict:
    return {"format": "quintet-save", "game": "guppy", "version": version, "params": params, "seed": 8,
            "moves": PICK_AND_PUT_BACK}


def test_a_save_from_before_the_rule_replays_as_it_was_played():
    # a version-2 save names no scissors rule: it was played when picking a pair up spent it
    old = Session.from_save(RULES, _save({"level": 1}, 2), content_for)
    assert old.params == Params(level=1, scissors="pick-up")
    assert old.state.over and old.state.spent == (RED, BLUE, YELLOW)
    # saved again, it names its rule and still replays the same
    again = Session.from_save(RULES, old.to_save())
    assert again.to_save()["params"] == {"level": 1, "scissors": "pick-up"} and again.state == old.state


def test_a_save_under_the_rule_replays_identically():
    session = Session(RULES, Params(level=1), 8, content_for(Params(level=1)))
    for played in Session.from_save(RULES, _save({"level": 1, "scissors": "first-cut"}, 3), content_for).history:
        session.play(played.move)
    assert not session.state.over and session.state.spent == ()
    data = session.to_save()
    assert data["version"] == 3 and data["params"] == {"level": 1, "scissors": "first-cut"}
    loaded = Session.from_save(RULES, data)
    assert loaded.state == session.state and loaded.moves == session.moves


def test_a_new_game_plays_the_first_cut_rule():
    assert Params().scissors == "first-cut"
    assert RULES.new_game(Params(level=3), TABLE, 1).scissors == "first-cut"
    assert RULES.params_from_dict({"level": 3}).scissors == "pick-up"
    assert RULES.params_from_dict(RULES.params_to_dict(Params(level=3))) == Params(level=3)

