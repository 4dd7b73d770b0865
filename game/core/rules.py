"""The interface every game's rules core implements, and the pieces it is built from.

Modelled on Simon Tatham's puzzle backends and reducer-style engines (see
`shared/design/architecture.md`): `State` is plain frozen data with the RNG state inside it, moves are
small frozen dataclasses, and `apply(state, move)` is pure: it returns the next state and the ordered
events of the whole turn, or raises `IllegalMove` with a sentence a player can read.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, ClassVar, Generic, Sequence, TypeVar

from game.core.serial import DataError, from_data, to_data

S = TypeVar("S")
P = TypeVar("P")


class IllegalMove(Exception):
    """A move the rules refuse; `reason` is shown to the player as is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Status(str, enum.Enum):
    """Where a game stands."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


@dataclasses.dataclass(frozen=True)
class Event:
    """Base of every event: one step of the story of a turn, in order, for a scene to animate."""

    def to_dict(self) -> dict[str, Any]:
        """The event as plain data with its kind under `type` (used by `quintet script`)."""
        return {"type": type(self).__name__, **to_data(self)}


@dataclasses.dataclass(frozen=True)
class Move:
    """Base of every move: a small frozen record that a save can write and read back."""

    def to_dict(self) -> dict[str, Any]:
        """The move as plain data with its kind under `type`."""
        return {"type": type(self).__name__, **to_data(self)}


class Rules(Generic[P, S]):
    """A game's rules core. Subclasses set the class attributes and implement the methods.

    The generic parts (reading and writing params, states and moves as plain data) live here once,
    so the session, saves, replays and `quintet script` treat every game alike.
    """

    #: Short identifier used in file names and saves ("pharaoh", "romb", ...).
    game_id: ClassVar[str]
    #: Format version of this game's saves; bump when State or a move changes shape.
    save_version: ClassVar[int] = 1
    #: Whether the player may undo moves in this game.
    allows_undo: ClassVar[bool] = False
    params_type: ClassVar[type]
    state_type: ClassVar[type]
    move_types: ClassVar[Sequence[type[Move]]]

    # -- the game ---------------------------------------------------------------------------
    def new_game(self, params: P, seed: int) -> S:
        """The starting state for these params and seed."""
        raise NotImplementedError

    def legal_moves(self, state: S) -> list[Move]:
        """Every move `apply` accepts in this state (for bots, hints and tests)."""
        raise NotImplementedError

    def apply(self, state: S, move: Move) -> tuple[S, list[Event]]:
        """Resolve one whole turn; pure. Raises `IllegalMove` for a move the rules refuse."""
        raise NotImplementedError

    def status(self, state: S) -> Status:
        """Playing, won or lost."""
        raise NotImplementedError

    def apply_all(self, state: S, moves: Sequence[Move]) -> tuple[S, list[Event]]:
        """Apply moves in turn (scripts, tests, bots); the last state and every event in order."""
        events: list[Event] = []
        for move in moves:
            state, more = self.apply(state, move)
            events.extend(more)
        return state, events

    def observe(self, state: S, player: int = 0) -> Any:
        """What `player` may see of the state; games with hidden information override this."""
        return state

    def score(self, state: S) -> int:
        """The number that goes on the best-score table (0 when a game has none)."""
        return 0

    # -- plain data ---------------------------------------------------------------------------
    def params_to_dict(self, params: P) -> dict[str, Any]:
        """Params as plain data."""
        return to_data(params)

    def params_from_dict(self, data: Any) -> P:
        """Params from plain data (raises `DataError`)."""
        return from_data(data, self.params_type)

    def state_to_dict(self, state: S) -> dict[str, Any]:
        """A state as plain data (a snapshot; saves are moves, this is for scripts and checks)."""
        return to_data(state)

    def state_from_dict(self, data: Any) -> S:
        """A state from plain data (raises `DataError`)."""
        return from_data(data, self.state_type)

    def move_from_dict(self, data: Any) -> Move:
        """A move from plain data `{"type": name, ...fields}` (raises `DataError`)."""
        if not isinstance(data, dict) or "type" not in data:
            raise DataError(f"a move must be a table with a 'type' key, found {data!r}")
        by_name = {cls.__name__: cls for cls in self.move_types}
        name = data["type"]
        if name not in by_name:
            raise DataError(f"unknown move type {name!r}; expected one of {sorted(by_name)}")
        fields = {k: v for k, v in data.items() if k != "type"}
        return from_data(fields, by_name[name])
