"""The session ("midend"): one game's history of moves, undo/redo, saves and replays.

Every game shares it. A save is params + seed + the move list; loading replays the moves through
`apply`, so a save that loads is a save whose every move was legal, and the same seed and moves give
the same state bit for bit.
"""

from __future__ import annotations

from typing import Any, Iterator

from game.core.rules import Event, IllegalMove, Move, Rules, Status
from game.core.serial import DataError

SAVE_FORMAT = "quintet-save"


class SaveError(Exception):
    """A save that cannot be used; `message` says why in words a player can read."""

    def __init__(self, message: str, *, newer: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.newer = newer


class Session:
    """A game in progress: the rules, the params and seed, and the states after each move."""

    def __init__(self, rules: Rules, params: Any, seed: int) -> None:
        self.rules = rules
        self.params = params
        self.seed = seed
        self._states = [rules.new_game(params, seed)]
        self._moves: list[Move] = []
        self._cursor = 0  # index into _states of the current state; moves past it can be redone
        self._custom_start = False

    @classmethod
    def from_state(cls, rules: Rules, state: Any, params: Any = None, seed: int = 0) -> "Session":
        """A session starting from a given state (a board built from a picture, a puzzle).

        Its save carries that starting state as a snapshot (`start`), since params and seed alone
        cannot rebuild it."""
        session = cls(rules, params if params is not None else rules.params_type(), seed)
        session._states = [state]
        session._custom_start = True
        return session

    # -- playing ------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current state."""
        return self._states[self._cursor]

    @property
    def moves(self) -> list[Move]:
        """The moves that led to the current state (not the undone ones)."""
        return self._moves[: self._cursor]

    def status(self) -> Status:
        """The rules' status of the current state."""
        return self.rules.status(self.state)

    def play(self, move: Move) -> list[Event]:
        """Apply a move to the current state, dropping any undone moves; returns its events.

        Raises `IllegalMove` (and changes nothing) when the rules refuse the move."""
        state, events = self.rules.apply(self.state, move)
        del self._states[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._states.append(state)
        self._moves.append(move)
        self._cursor += 1
        return events

    def can_undo(self) -> bool:
        """True when the game allows undo and there is a move to take back."""
        return self.rules.allows_undo and self._cursor > 0

    def can_redo(self) -> bool:
        """True when the game allows undo and an undone move can be played again."""
        return self.rules.allows_undo and self._cursor < len(self._moves)

    def undo(self) -> bool:
        """Step back one move; returns False when that is not possible."""
        if not self.can_undo():
            return False
        self._cursor -= 1
        return True

    def redo(self) -> bool:
        """Step forward one undone move; returns False when there is none."""
        if not self.can_redo():
            return False
        self._cursor += 1
        return True

    def restart(self) -> None:
        """Back to the starting state (same seed or snapshot); history is cleared."""
        self._states = self._states[:1]
        self._moves = []
        self._cursor = 0

    # -- saves and replays --------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """The session as plain data: format, game, version, params, seed and moves."""
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.game_id,
            "version": self.rules.save_version,
            "params": self.rules.params_to_dict(self.params),
            "seed": self.seed,
            "moves": [m.to_dict() for m in self.moves],
            **({"start": self.rules.state_to_dict(self._states[0])} if self._custom_start else {}),
        }

    @classmethod
    def from_save(cls, rules: Rules, data: Any) -> "Session":
        """Rebuild a session by replaying a save's moves. Raises `SaveError` with the reason."""
        params, seed, moves = read_save_header(rules, data)
        if "start" in data:
            try:
                session = cls.from_state(rules, rules.state_from_dict(data["start"]), params, seed)
            except DataError as exc:
                raise SaveError(f"the save's starting position is damaged: {exc}") from None
        else:
            session = cls(rules, params, seed)
        for index, move in enumerate(moves):
            try:
                session.play(move)
            except IllegalMove as exc:
                raise SaveError(f"move {index + 1} of the save is illegal: {exc.reason}") from None
        return session


def read_save_header(rules: Rules, data: Any) -> tuple[Any, int, list[Move]]:
    """Check a save's envelope and decode its params, seed and moves (not yet replayed)."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a Quintet save (missing 'format = quintet-save')")
    if data.get("game") != rules.game_id:
        raise SaveError(f"this save is for {data.get('game')!r}, not {rules.game_id!r}")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no version number")
    if version > rules.save_version:
        raise SaveError(
            f"the save is version {version}, newer than this Quintet understands ({rules.save_version})",
            newer=True,
        )
    seed = data.get("seed")
    if not isinstance(seed, int):
        raise SaveError("the save has no integer seed")
    try:
        params = rules.params_from_dict(data.get("params", {}))
        moves = [rules.move_from_dict(m) for m in data.get("moves", [])]
    except DataError as exc:
        raise SaveError(f"the save is damaged: {exc}") from None
    return params, seed, moves


def replay(rules: Rules, data: Any) -> Iterator[tuple[Move, Any, list[Event]]]:
    """Yield (move, state after it, events) for each move of a save, for replay viewers."""
    params, seed, moves = read_save_header(rules, data)
    state = rules.state_from_dict(data["start"]) if "start" in data else rules.new_game(params, seed)
    for index, move in enumerate(moves):
        try:
            state, events = rules.apply(state, move)
        except IllegalMove as exc:
            raise SaveError(f"move {index + 1} of the replay is illegal: {exc.reason}") from None
        yield move, state, events
