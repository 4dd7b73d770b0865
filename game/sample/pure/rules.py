"""Take: two players take stones from a pile; whoever takes the last stone wins.

The platform's two-player reference game, for its tests only. Small as it is, it uses everything a
game with opponents needs:

- players: player 0 and player 1 (a bot when `Params.bot` is set);
- a turn in phases: the player to move takes 1..`max_take` stones (`Take`), then ends the turn
  (`EndTurn`); they may not end a turn before taking;
- a simultaneous secret move: every `duel_every`-th turn is a duel instead, where both players bid
  1..`max_take` at once (`Bid`), hidden from the other until both bids are in; then the higher
  bidder takes their bid from the pile (a tie takes nothing) and the next turn starts;
- hidden information: `observe` hides the other player's pending bid, and `events_for` redacts it
  from the other player's story of the turn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.rules import Event, IllegalMove, Move, Outcome, Rules, Status

TAKE, END, DUEL, OVER = "take", "end", "duel", "over"
#: The largest pile a game may start from (a million: the long saves of the load-time tests), the
#: largest against the bot or in a snapshot, and the largest take.
MAX_STONES, BOT_STONES, MAX_TAKE = 10**6, 200, 1000


@dataclass(frozen=True)
class Params:
    """Size of the pile, the most stones one take may be, how often a duel comes, and whether
    player 1 is a bot."""

    stones: int = 15
    max_take: int = 3
    duel_every: int = 3
    bot: bool = True


@dataclass(frozen=True)
class State:
    """The pile, whose turn and phase it is, the turn number, the pending secret bids (None: not
    yet placed), the stones each player took, and the winner (None while playing)."""

    stones: int
    max_take: int
    duel_every: int
    turn: int
    mover: int
    phase: str
    bids: tuple[int | None, int | None]
    taken: tuple[int, int]
    winner: int | None


@dataclass(frozen=True)
class View:
    """What one player sees: everything but the other player's pending bid (only whether it is in)."""

    player: int
    stones: int
    max_take: int
    turn: int
    mover: int
    phase: str
    my_bid: int | None
    other_has_bid: bool
    taken: tuple[int, int]
    winner: int | None


@dataclass(frozen=True)
class Take(Move):
    """Take `count` stones (the take phase of your turn)."""

    count: int


@dataclass(frozen=True)
class EndTurn(Move):
    """End your turn after taking."""


@dataclass(frozen=True)
class Bid(Move):
    """Your secret bid in a duel."""

    count: int


@dataclass(frozen=True)
class Took(Event):
    """`player` took `count` stones, leaving `left`."""

    player: int
    count: int
    left: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """Turn `turn` begins: `player` moves, or a duel when `duel` (both bid)."""

    turn: int
    player: int
    duel: bool


@dataclass(frozen=True)
class BidPlaced(Event):
    """`player` placed a bid; `count` is None in the story of anyone else (it is secret)."""

    player: int
    count: int | None


@dataclass(frozen=True)
class BidsRevealed(Event):
    """Both bids of a duel, shown once both are in."""

    bids: tuple[int, int]


@dataclass(frozen=True)
class GameOver(Event):
    """`winner` took the last stone."""

    winner: int


class TakeRules(Rules[Params, State]):
    """The rules of Take (see the module docstring)."""

    game_id = "sample"
    save_version = 2
    allows_undo = True
    params_type = Params
    state_type = State
    move_types = (Take, EndTurn, Bid)

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """A full pile; player 0 starts (turn 1 is never a duel)."""
        if params.stones < 1 or params.max_take < 1 or params.duel_every < 2:
            raise ValueError("Take needs a pile, a take of at least 1 and duels at most every 2nd turn")
        return State(params.stones, params.max_take, params.duel_every, 1, 0, TAKE, (None, None), (0, 0),
                     None)

    def player_count(self, params: Params) -> int:
        """Always two."""
        return 2

    def bots(self, params: Params) -> tuple[int, ...]:
        """Player 1 when the params say so."""
        return (1,) if params.bot else ()

    def to_move(self, state: State) -> tuple[int, ...]:
        """The mover in a turn; in a duel, whoever has not bid yet; nobody once it is over."""
        if state.phase == OVER:
            return ()
        if state.phase == DUEL:
            return tuple(p for p in (0, 1) if state.bids[p] is None)
        return (state.mover,)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Takes of 1..max in the take phase, EndTurn after it, bids in a duel."""
        if player not in self.to_move(state):
            return []
        most = min(state.max_take, state.stones)
        if state.phase == TAKE:
            return [Take(n) for n in range(1, most + 1)]
        if state.phase == END:
            return [EndTurn()]
        return [Bid(n) for n in range(1, state.max_take + 1)]

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """One move of one player; the second bid of a duel resolves it."""
        who = self.acting(state, player)
        most = min(state.max_take, state.stones)
        if state.phase == TAKE:
            if not isinstance(move, Take) or not 1 <= move.count <= most:
                raise IllegalMove(f"Take between 1 and {most} stones.")
            return self._take(state, who, move.count, [])
        if state.phase == END:
            if not isinstance(move, EndTurn):
                raise IllegalMove("You have taken your stones: end your turn.")
            return self._next_turn(state, [])
        if not isinstance(move, Bid) or not 1 <= move.count <= state.max_take:
            raise IllegalMove(f"Bid between 1 and {state.max_take} stones.")
        bids = (move.count, state.bids[1]) if who == 0 else (state.bids[0], move.count)
        events: list[Event] = [BidPlaced(who, move.count)]
        if bids[0] is None or bids[1] is None:
            return replace(state, bids=bids), events
        events.append(BidsRevealed((bids[0], bids[1])))
        state = replace(state, bids=(None, None))
        if bids[0] == bids[1]:
            return self._next_turn(state, events)
        high = 0 if bids[0] > bids[1] else 1
        return self._take(state, high, min(max(bids[0], bids[1]), state.stones), events, duel=True)

    def _take(self, state: State, who: int, count: int, events: list[Event], duel: bool = False
              ) -> tuple[State, list[Event]]:
        left = state.stones - count
        taken = (state.taken[0] + count, state.taken[1]) if who == 0 else (state.taken[0], state.taken[1] + count)
        events.append(Took(who, count, left))
        state = replace(state, stones=left, taken=taken)
        if left == 0:
            events.append(GameOver(who))
            return replace(state, phase=OVER, winner=who), events
        if duel:
            return self._next_turn(state, events)
        return replace(state, phase=END), events

    def _next_turn(self, state: State, events: list[Event]) -> tuple[State, list[Event]]:
        turn = state.turn + 1
        duel = turn % state.duel_every == 0
        mover = 1 - state.mover if state.phase != DUEL else state.mover
        events.append(TurnStarted(turn, mover, duel))
        return replace(state, turn=turn, mover=mover, phase=DUEL if duel else TAKE), events

    def status(self, state: State) -> Status:
        """Player 0's view of the end: won when they took the last stone."""
        if state.winner is None:
            return Status.PLAYING
        return Status.WON if state.winner == 0 else Status.LOST

    def outcome(self, state: State) -> Outcome | None:
        """The winner took the last stone; scores are the stones each player took."""
        if state.winner is None:
            return None
        results = tuple(Status.WON if p == state.winner else Status.LOST for p in (0, 1))
        return Outcome(results, state.taken, f"Player {state.winner + 1} took the last stone.")

    def observe(self, state: State, player: int = 0) -> View:
        """Everything but the other player's pending bid."""
        return View(player, state.stones, state.max_take, state.turn, state.mover, state.phase,
                    state.bids[player], state.bids[1 - player] is not None, state.taken, state.winner)

    def events_for(self, state: State, events: list[Event] | Any, player: int) -> list[Event]:
        """The other player's bid amount is blanked until `BidsRevealed` shows both."""
        return [BidPlaced(e.player, None) if isinstance(e, BidPlaced) and e.player != player else e
                for e in events]

    def score(self, state: State) -> int:
        """Stones player 0 took."""
        return state.taken[0]

    def check_params(self, params: Params) -> str | None:
        """A pile of 1 to `MAX_STONES` (`BOT_STONES` against the bot, whose search is as deep as the
        pile), takes of 1 to `MAX_TAKE` (a duel lists every bid), a duel every 2nd turn or later."""
        most = BOT_STONES if params.bot else MAX_STONES
        if not (1 <= params.stones <= most and 1 <= params.max_take <= MAX_TAKE
                and 2 <= params.duel_every <= MAX_STONES):
            return f"stones is 1 to {most:,}, max_take 1 to {MAX_TAKE} and duel_every 2 or more"
        return None

    def check_state(self, state: State) -> str | None:
        """A snapshot keeps a pile a bot can search (0 to `BOT_STONES`), a take of 1 to `MAX_TAKE`
        and the duel period of the params; the pile is empty exactly when the game is over, with
        its winner; the player to move is one of the two."""
        if not (0 <= state.stones <= BOT_STONES and 1 <= state.max_take <= MAX_TAKE
                and 2 <= state.duel_every <= MAX_STONES):
            return f"stones is 0 to {BOT_STONES}, max_take 1 to {MAX_TAKE} and duel_every 2 or more"
        over = state.phase == OVER
        if (state.stones == 0) != over or (state.winner is None) == over or state.phase not in (TAKE, END, DUEL, OVER):
            return "stones is 0 exactly when phase is over, and only a game that is over has a winner"
        if state.mover not in (0, 1):
            return "mover is player 0 or 1"
        return None


RULES = TakeRules()
