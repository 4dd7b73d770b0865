"""Take: players take 1..max stones from a pile in turn; who takes the last stone wins.

The opponent's reply is drawn from the seeded RNG inside the state, so this small game exercises
everything the platform promises every game: pure `apply`, events, `IllegalMove`, undo, saves,
replays and determinism.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.rng import Rng, seed_state
from game.core.rules import Event, IllegalMove, Move, Rules, Status


@dataclass(frozen=True)
class Params:
    """Size of the starting pile and the most stones one turn may take."""

    stones: int = 15
    max_take: int = 3


@dataclass(frozen=True)
class State:
    """Stones left, who won (None while playing) and the RNG state."""

    stones: int
    max_take: int
    winner: str | None
    rng: int


@dataclass(frozen=True)
class Take(Move):
    """The player takes `count` stones."""

    count: int


@dataclass(frozen=True)
class Took(Event):
    """`who` ("player" or "bot") took `count` stones, leaving `left`."""

    who: str
    count: int
    left: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended; `winner` took the last stone."""

    winner: str


class TakeRules(Rules[Params, State]):
    """The rules of Take."""

    game_id = "sample"
    allows_undo = True
    params_type = Params
    state_type = State
    move_types = (Take,)

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """A full pile."""
        return State(params.stones, params.max_take, None, seed_state(seed))

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Take 1..min(max_take, stones left), while nobody has won."""
        if state.winner:
            return []
        return [Take(n) for n in range(1, min(state.max_take, state.stones) + 1)]

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """The player's take, then the bot's seeded reply."""
        if state.winner:
            raise IllegalMove("The game is over.")
        if not isinstance(move, Take) or not 1 <= move.count <= min(state.max_take, state.stones):
            raise IllegalMove(f"Take between 1 and {min(state.max_take, state.stones)} stones.")
        events: list[Event] = []
        left = state.stones - move.count
        events.append(Took("player", move.count, left))
        if left == 0:
            events.append(GameOver("player"))
            return replace(state, stones=0, winner="player"), events
        rng = Rng(state.rng)
        bot = 1 + rng.randrange(min(state.max_take, left))
        left -= bot
        events.append(Took("bot", bot, left))
        winner = None
        if left == 0:
            winner = "bot"
            events.append(GameOver("bot"))
        return replace(state, stones=left, winner=winner, rng=rng.state), events

    def status(self, state: State) -> Status:
        """Won when the player took the last stone, lost when the bot did."""
        if state.winner is None:
            return Status.PLAYING
        return Status.WON if state.winner == "player" else Status.LOST

    def score(self, state: State) -> int:
        """Stones left for the bot when the player won (a quick win scores more)."""
        return state.stones


RULES = TakeRules()
