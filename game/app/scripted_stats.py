"""Statistics of scripted games, for the `statistics` shot: real games played to their end by a
simple scripted player, recorded the way a finished game is (`game.core.stats.record_finished`).

The player takes the game's hint (its `ai.py` search, a small budget) most of the time, else the
legal move that scores most at once (ties and the rest at random, a move that ends the game without
winning only when nothing else is left); bots answer as in play. Each game's group is asked of the
game's own scene (`score_key`), as at a real game's end. Nothing is written to the player's
profile: the profile and the shelf of saves are the caller's (a temporary folder for the shot).
"""

from __future__ import annotations

import datetime
import random

from game.app.games import create_game_view, new_session
from game.catalog import GAMES, GameSpec
from game.core.bots import Budget, bot_rng
from game.core.profile import Profile
from game.core.rules import Status
from game.core.session import Session
from game.core.stats import ReplayShelf, record_finished, result_of

#: Search nodes of the scripted player's hint and of the bots' answers (small: the shot stays quick).
NODES = 3000
#: Most moves a scripted game may take before it is left unfinished (and not recorded).
MAX_MOVES = 600
#: The scripted player's pace: the seconds it is taken to spend on a move, for the time played.
SECONDS_PER_MOVE = 4.0
#: When the first scripted game finished; the next ones follow a few hours apart.
FIRST_DAY = datetime.datetime(2026, 11, 20, 19, 0)


def scripted_move(spec: GameSpec, session: Session, player: int, rng: random.Random) -> tuple[object, bool]:
    """The scripted player's move, and whether it came from the hint."""
    rules, state = session.rules, session.state
    hint = spec.part("hint")
    if hint is not None and rng.random() < 0.8:
        move = hint(rules, state, player, Budget(NODES))
        if move is not None:
            return move, True
    moves = rules.legal_moves(state, player)
    rng.shuffle(moves)
    scored = []
    for move in moves[:40]:
        after, _ = rules.apply(state, move, player)
        ends_badly = rules.status(after) not in (Status.PLAYING, Status.WON)
        scored.append((ends_badly, -rules.score(after), len(scored), move))
    return min(scored)[3], False


#: The games played so far in this process, by (game, seed): a game from a seed always plays the
#: same, and the statistics shot is drawn several times by the tests (each game takes seconds).
_PLAYED: dict[tuple[str, int], tuple[Session, int] | None] = {}


def play_one(spec: GameSpec, seed: int) -> tuple[Session, int] | None:
    """A scripted game of `spec` from `seed` to its end, and the hints it took (None: unfinished);
    played once per process (`_PLAYED`)."""
    if (spec.id, seed) not in _PLAYED:
        _PLAYED[spec.id, seed] = _play(spec, seed)
    return _PLAYED[spec.id, seed]


def _play(spec: GameSpec, seed: int) -> tuple[Session, int] | None:
    session = new_session(spec, seed=seed)
    rng = random.Random(seed)
    bots = spec.part("bots")
    hints = 0
    for _ in range(MAX_MOVES):
        movers = session.to_move()
        if not movers:
            return session, hints
        player = movers[0]
        if player in session.humans:
            move, hinted = scripted_move(spec, session, player, rng)
            hints += hinted
        else:
            bot = bots(session.params, player)
            view = session.rules.observe(session.state, player)
            move = bot.decide(session.rules, view, player, bot_rng(session.seed, len(session.history), player),
                              Budget(NODES))
        session.play(move, player)
    return None


def scripted_profile(app, shelf: ReplayShelf, games: int = 7) -> Profile:
    """A profile whose statistics are `games` scripted games of each playable game."""
    profile = Profile()
    stamp = FIRST_DAY
    for spec in (entry for entry in GAMES if entry.playable):
        scene = None
        for seed in range(1, games + 1):
            played = play_one(spec, seed)
            stamp += datetime.timedelta(hours=3, minutes=seed * 7)
            if played is None:
                continue
            session, hints = played
            scene = scene or create_game_view(app, spec, session)
            scene.session = session  # the game's own scene names the group, as at a real end
            outcome = session.rules.outcome(session.state)
            player = session.humans[0]
            result = outcome.for_player(player) if outcome is not None else session.status()
            score = outcome.scores[player] if outcome is not None else session.rules.score(session.state)
            record_finished(profile, spec.id, scene.score_key(), result_of(result.value), score,
                            len(session.history) * SECONDS_PER_MOVE, hints, False, session.to_save(),
                            shelf=shelf, when=stamp)
    return profile
