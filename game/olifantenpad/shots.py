"""Olifantenpad's pictures and benchmark: the How to Play shots, the session for screenshots, and
what keeps the scene busy while `tools/bench.py` times its frames."""

from __future__ import annotations

from game.core.session import Session
from game.olifantenpad.content import find_park
from game.olifantenpad.rules import RULES, Params, Plan

SHOT_PARK = "corner-meadow"


def shot_session() -> Session:
    """Corner Meadow against two bots, a few hours in."""
    params = Params(players=3, park=SHOT_PARK, seats=("human", "normal", "hard"))
    session = Session(RULES, params, 7, find_park(SHOT_PARK))
    from game.olifantenpad.ai import bot_for
    from game.core.bots import bot_rng
    for hour in range(2):
        for player in list(session.to_move()):
            if player == 0:
                continue
            bot = bot_for(params, player)
            view = RULES.observe(session.state, player)
            session.play(bot.decide(RULES, view, player, bot_rng(7, len(session.history), player), bot.budget()), player)
        session.play(Plan(((1, 1), (2, 2), (3, 3)), (0, 0)) if hour == 0 else Plan(((4, 4), (5, 4))), 0)
    return session


def howto_shots() -> dict:
    return {}


def bench_actions(scene, frame_index: int) -> None:
    return None
