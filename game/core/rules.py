"""The interface every game's rules core implements, and the pieces it is built from.

Modelled on Simon Tatham's puzzle backends and reducer-style engines (see
`shared/design/architecture.md`): `State` is plain frozen data with the RNG state inside it, moves are
small frozen dataclasses, and `apply(state, move)` is pure: it returns the next state and the ordered
events of the whole turn, or raises `IllegalMove` with a sentence a player can read.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, ClassVar, Generic, Mapping, Sequence, TypeVar

from game.core.serial import DataError, field_names, from_data, from_data_strict, to_data

S = TypeVar("S")
P = TypeVar("P")
C = TypeVar("C")


class IllegalMove(Exception):
    """A move the rules refuse; `reason` is shown to the player as is."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Status(str, enum.Enum):
    """Where a game stands, seen by one player (player 0 unless asked for another)."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"
    DRAW = "draw"


@dataclasses.dataclass(frozen=True)
class Outcome:
    """How a finished game ended for every player: `results[p]` is WON, LOST or DRAW, `scores[p]`
    the number that goes on the record, and `reason` a short sentence a player can read
    ("Stauf reached the Gallery first", "No move left")."""

    results: tuple[Status, ...]
    scores: tuple[int, ...]
    reason: str = ""

    def for_player(self, player: int) -> Status:
        """The result of one player."""
        return self.results[player]

    def winners(self) -> tuple[int, ...]:
        """The players who won (empty when everyone lost or drew)."""
        return tuple(p for p, result in enumerate(self.results) if result == Status.WON)


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

    Players are numbered from 0. A single-player game needs only `new_game`, `legal_moves`, `apply`
    and `status`; the defaults below make it a one-player game of the same shape. A game with
    opponents also says how many players it has (`player_count`), whose decision it is (`to_move`:
    one player, several at once for a simultaneous secret move, none at the end), what each player
    may see (`observe`, `events_for`) and how it ended for everyone (`outcome`).

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
    #: The type of the content record the game is played on (a room, a level table, a park), or
    #: None for a game without content. A save embeds the record, so it survives edits of the file.
    content_type: ClassVar[type | None] = None
    #: Words a player may write in a script or save for the values of a move's field: field name ->
    #: {alias: value}, matched without regard to case (Romb: {"direction": {"north": "N", ...}}).
    field_aliases: ClassVar[Mapping[str, Mapping[str, Any]]] = {}

    # -- the game ---------------------------------------------------------------------------
    def new_game(self, params: P, content: Any, seed: int) -> S:
        """The starting state for these params, this content record and seed."""
        raise NotImplementedError

    def player_count(self, params: P) -> int:
        """How many players a game with these params has (1 unless the game says otherwise)."""
        return 1

    def bots(self, params: P) -> tuple[int, ...]:
        """The players a bot plays in a game of these params (none unless the game says so); the
        others are people."""
        return ()

    def to_move(self, state: S) -> tuple[int, ...]:
        """The players whose decision it is now: one, several at once (a simultaneous secret move),
        or none once the game is over."""
        return (0,) if self.status(state) == Status.PLAYING else ()

    def legal_moves(self, state: S, player: int = 0) -> list[Move]:
        """Every move `apply` accepts from `player` in this state (for bots, hints and tests)."""
        raise NotImplementedError

    def apply(self, state: S, move: Move, player: int | None = None) -> tuple[S, list[Event]]:
        """Resolve `player`'s move; pure. `player` None means the one player to move.

        Raises `IllegalMove` for a move the rules refuse, including a move out of turn."""
        raise NotImplementedError

    def acting(self, state: S, player: int | None) -> int:
        """The player a move is made by: `player`, checked to be one of `to_move`, or the only one
        to move when `player` is None. Raises `IllegalMove` otherwise."""
        movers = self.to_move(state)
        if not movers:
            raise IllegalMove("The game is over.")
        if player is None:
            if len(movers) > 1:
                raise IllegalMove("Several players are deciding now: say which one moves.")
            return movers[0]
        if player not in movers:
            raise IllegalMove(f"It is not player {player + 1}'s turn.")
        return player

    def status(self, state: S) -> Status:
        """Playing, or how the game ended for player 0."""
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        """How the game ended for every player (None while it is still being played).

        The default serves one-player games: player 0's status and `score`."""
        status = self.status(state)
        if status == Status.PLAYING:
            return None
        return Outcome((status,), (self.score(state),))

    def apply_all(self, state: S, moves: Sequence[Move]) -> tuple[S, list[Event]]:
        """Apply moves in turn, each by the player to move (scripts, tests); the last state and
        every event in order."""
        events: list[Event] = []
        for move in moves:
            state, more = self.apply(state, move)
            events.extend(more)
        return state, events

    def observe(self, state: S, player: int = 0) -> Any:
        """What `player` may see of the state, as a typed view; games with hidden information
        (fog, secret plans) override this, and bots and scenes read only this."""
        return state

    def events_for(self, state: S, events: Sequence[Event], player: int) -> list[Event]:
        """The part of one turn's `events` that `player` may see (`state` is the state after the
        turn). Games with hidden information drop or redact events here, so a scene can neither
        draw nor animate what the rules hide."""
        return list(events)

    def score(self, state: S) -> int:
        """The number that goes on the best-score table (0 when a game has none)."""
        return 0

    # -- plain data ---------------------------------------------------------------------------
    def params_to_dict(self, params: P) -> dict[str, Any]:
        """Params as plain data."""
        data: dict[str, Any] = to_data(params)
        return data

    def params_from_dict(self, data: Any) -> P:
        """Params from plain data (raises `DataError`, naming the known keys for an unknown one)."""
        if not isinstance(data, dict):
            raise DataError(f"the params must be a table, found {_short(data)}")
        return from_data_strict(data, self.params_type)

    def state_to_dict(self, state: S) -> dict[str, Any]:
        """A state as plain data (a snapshot; saves are moves, this is for scripts and checks)."""
        data: dict[str, Any] = to_data(state)
        return data

    def state_from_dict(self, data: Any) -> S:
        """A state from plain data (raises `DataError`); unknown keys are refused."""
        return from_data_strict(data, self.state_type)

    def content_to_dict(self, content: Any) -> Any:
        """The content record as plain data, embedded in saves (None for a game without content)."""
        return None if content is None else to_data(content)

    def content_from_dict(self, data: Any) -> Any:
        """The content record from plain data (raises `DataError`); unknown keys are refused."""
        if self.content_type is None:
            return None
        return from_data_strict(data, self.content_type)

    # -- checks of what comes from files -------------------------------------------------------
    def check_content(self, content: Any) -> str | None:
        """What is wrong with a content record read from a save (None when nothing): by default its
        own `problems()` (the checks a content file gets), the first one as a sentence."""
        problems = getattr(content, "problems", None)
        if callable(problems):
            found = problems()
            if found:
                first = found[0]
                path = getattr(first, "path", None)
                at = f" (at {'.'.join(str(p) for p in path)})" if path else ""
                return f"{getattr(first, 'message', first)}{at}"
        return None

    def check_params(self, params: P) -> str | None:
        """What is wrong with params read from a save, beyond their types (a difficulty the game
        does not have, a player count or a seat list out of bounds), as a sentence that names the
        key; None when a game of these params can be played. The session loader asks before it sets
        the game up, so a hostile value is refused at once instead of failing later in a bot or a
        screen."""
        return None

    def check_state(self, state: S) -> str | None:
        """What is wrong with a starting state read from a save's `start` snapshot, beyond its types
        (a player off the board, a size the game cannot have), as a sentence; None when it is a
        state this game can play. The session also looks at every snapshot through the rules within
        a time limit, so a game without this check is still safe from crashes and hangs."""
        return None

    def move_from_dict(self, data: Any) -> Move:
        """A move from plain data `{"type": name, ...fields}` (raises `DataError`).

        Keys the move does not have are refused with the list of those it has; a field's value may
        be one of the words `field_aliases` declares for it."""
        if not isinstance(data, dict) or "type" not in data:
            raise DataError(f"a move must be a table with a 'type' key, found {_short(data)}")
        by_name = {cls.__name__: cls for cls in self.move_types}
        name = data["type"]
        if not isinstance(name, str) or name not in by_name:
            raise DataError(f"unknown move type {_short(name)}; expected one of {', '.join(sorted(by_name))}")
        kind = by_name[name]
        known = field_names(kind)
        fields = {k: v for k, v in data.items() if k != "type"}
        for key in fields:
            if key not in known:
                keys = ", ".join(["type", *known])
                raise DataError(f"unknown key {_short(key)} in a {name} move; its keys are: {keys}")
        for key, value in fields.items():
            aliases = self.field_aliases.get(key)
            if aliases and isinstance(value, str):
                lowered = {str(alias).lower(): meant for alias, meant in aliases.items()}
                if value.lower() in lowered:
                    fields[key] = lowered[value.lower()]
        return from_data(fields, kind)


def _short(value: Any) -> str:
    """A value as a short quotation for a message."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


#: A rules core of any game (what the session, saves and tools hold).
AnyRules = Rules[Any, Any]
