"""The parts of `tools/fuzz.py` that go past loading: a loaded save played on as the game screen
would, and the generators of saves whose damage only shows in play.

- `play_on(entry, session, rng)`: what Continue leads to. The screen plays for a person (so there
  must be one), asks `bot_for(params, player)` for each bot's decision and plays it, plays the
  person's moves (a bot's choice where bots play this game, else a random legal move), shows every
  player's view and events and, at the end, the outcome for the person. Anything that raises, or a
  bot's move the rules refuse, is a defect of the loader that let the save through.
- `hostile_params(save, rng, pool)`: a save whose params are changed (a difficulty in capitals or
  unknown, a seat list of bots only, a player count out of bounds, a long or empty name), its moves
  kept or cut to a legal prefix.
- `degenerate_start(save, rng)`: a save whose `start` snapshot gets impossible sizes and counts
  (a height of 0, lists cut short or made long, counts negative), with no moves or its own.
"""

from __future__ import annotations

import copy
import random
from typing import Any

#: Decisions `play_on` makes at most (Olifantenpad's whole day with two players is about 10).
PLAY_MOVES = 30
#: Search nodes and seconds a bot gets per decision in `play_on` (enough to run its code paths).
BOT_NODES = 48
BOT_SECONDS = 0.2

#: Words a hostile string param takes (bot levels in the wrong case, names no table has).
WORDS = ["impossible", "HARD", "Easy", "NORMAL", "random", "human", "easy", "normal", "hard", "", " ",
         "x" * 300, "2026-13-45", "0001-01-01", "9999-12-31", "../../etc/passwd", "\u00e9"]
INTS = [0, -1, 1, 2, 3, 4, 5, 16, 17, 99, 1000, 10**6, 2**31, 2**62, -(2**62)]


def play_on(entry: Any, session: Any, rng: random.Random) -> str | None:
    """Play a loaded session on as the game screen would (see the module docstring); a sentence
    for a defect that does not raise, else None (what raises is the caller's defect)."""
    from game.core.bots import Budget, bot_rng
    from game.core.rules import IllegalMove

    rules = session.rules
    if not session.humans:
        return "a save with no human player was accepted (every game screen plays for a person)"
    count = rules.player_count(session.params)
    bot_for = entry.part("bots")
    with_bots = bool(rules.bots(session.params))
    for _ in range(PLAY_MOVES):
        movers = session.to_move()
        if not movers:
            break
        bot = session.bot_to_move()
        player = bot if bot is not None else next((p for p in movers if p in session.humans), movers[0])
        if bot_for is not None and (bot is not None or with_bots):  # a person's move too is a bot's
            made = bot_for(session.params, player)  # where bots play (quicker than every legal walk)
            view = rules.observe(session.state, player)
            budget = Budget(min(made.budget().nodes, BOT_NODES), seconds=BOT_SECONDS)
            move = made.decide(rules, view, player, bot_rng(session.seed, len(session.history), player), budget)
        else:
            legal = rules.legal_moves(session.state, player)
            if not legal:
                break
            move = legal[rng.randrange(len(legal))]
        try:
            events = session.play(move, player)
        except IllegalMove as exc:
            return f"player {player + 1}'s move {move!r:.60} was refused in play: {exc.reason}"
        for seat in range(count):
            session.events_for(events, seat)
            rules.observe(session.state, seat)
    rules.status(session.state)
    rules.score(session.state)
    outcome = rules.outcome(session.state)
    if outcome is not None:
        outcome.for_player(session.humans[0])
        outcome.winners()
    session.to_save()
    return None


def _strings(data: Any) -> list[str]:
    out: list[str] = []
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return out


def params_pool(saves: list[dict[str, Any]]) -> list[str]:
    """The strings the params of these saves hold, and `WORDS`."""
    found = {s for save in saves for s in _strings(save.get("params", {})) if len(s) < 64}
    return sorted(found) + WORDS


def hostile_value(value: Any, rng: random.Random, pool: list[str]) -> Any:
    """A value of the same type as `value` that a game may not be able to play with."""
    if isinstance(value, bool):
        return rng.choice([not value, 0, 1])
    if isinstance(value, int):
        return rng.choice(INTS + [value + 1, value - 1])
    if isinstance(value, str):
        return rng.choice([value.upper(), value.title(), value + "x", rng.choice(pool), rng.choice(WORDS)])
    if isinstance(value, list):
        bots = [w for w in pool if w != "human"] or ["x"]
        roll = rng.random()
        if roll < 0.45:  # every seat a bot's
            return [rng.choice(bots)] * rng.choice([len(value) or 1, 1, 2, 3, 4])
        if roll < 0.6:
            return []
        if roll < 0.75:
            return [rng.choice(pool) for _ in range(rng.choice([5, 17, 3000]))]
        return [hostile_value(item, rng, pool) for item in value]
    return rng.choice([0, "", [], None])


def hostile_params(save: dict[str, Any], rng: random.Random, pool: list[str], defaults: dict[str, Any]
                   ) -> dict[str, Any]:
    """A copy of `save` with one or two params made hostile (`defaults` fills params a save leaves
    out); its moves kept, cut to a prefix, or none (a prefix of legal moves stays legal)."""
    save = copy.deepcopy(save)
    params = {**defaults, **(save.get("params") or {})}
    for _ in range(rng.choice([1, 1, 2])):
        if not params:
            break
        key = rng.choice(sorted(params))
        params[key] = hostile_value(params[key], rng, pool)
    save["params"] = params
    moves = save.get("moves", [])
    roll = rng.random()
    if roll < 0.4:
        save["moves"] = []
    elif roll < 0.7 and moves:
        save["moves"] = moves[: rng.randrange(len(moves) + 1)]
    return save


def _degenerate(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([0, 0, -1, 1, 2, value + 1, value - 1, value * 2, 8, 9, 10, 63, 64, 81, 1000, 2**31])
    if isinstance(value, float):
        return rng.choice([0.0, -1.0, 2.0, 1e9])
    if isinstance(value, list):
        roll = rng.random()
        if roll < 0.3 or not value:
            return value[: rng.choice([0, 1, max(0, len(value) - 1)])]
        if roll < 0.5:
            return value + copy.deepcopy(value[-1:]) * rng.choice([1, 9, 80])
        if roll < 0.7:
            return [copy.deepcopy(value[0])] * len(value)
        index = rng.randrange(len(value))
        return value[:index] + [_degenerate(value[index], rng)] + value[index + 1:]
    if isinstance(value, dict) and value:
        key = rng.choice(sorted(value))
        return {**value, key: _degenerate(value[key], rng)}
    return value


def degenerate_start(save: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A copy of a save with a `start` snapshot whose sizes and counts are made impossible: a
    top-level value (half the time), a value one table down, or any node; one to three of them."""
    save = copy.deepcopy(save)
    start = save["start"]
    for _ in range(rng.choice([1, 1, 2, 3])):
        roll = rng.random()
        keys = sorted(start)
        if not keys:
            break
        key = rng.choice(keys)
        if roll < 0.5 or not isinstance(start[key], dict) or not start[key]:
            start[key] = _degenerate(start[key], rng)
        else:
            inner = rng.choice(sorted(start[key]))
            start[key][inner] = _degenerate(start[key][inner], rng)
    if rng.random() < 0.6:
        save["moves"] = []
    return save
