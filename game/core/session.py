"""The session ("midend"): one game's history of moves and who made them, undo/redo, saves, replays.

Every game shares it. A save is params + seed + the content record + the move list, each move with
the player who made it; loading replays the moves through `apply`, so a save that loads is a save
whose every move was legal, the same seed and moves give the same state bit for bit, and a bot is
never asked again on load or replay (its moves are in the list like anyone's).
"""

from __future__ import annotations

import time
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Any, Callable, ContextManager, Iterator

from game.core.content import ContentError
from game.core.limits import MAX_LOAD_SECONDS, MAX_MOVES, LimitError, TimeLimitExceeded, check_data, time_limit
from game.core.play_record import PLAY_KEY, PlayRecord
from game.core.rules import AnyRules, Event, IllegalMove, Move, Status
from game.core.serial import DataError

SAVE_FORMAT = "quintet-save"
#: Key under which a saved move names the player who made it (absent in saves of one-player games
#: written before players existed: those moves were all player 0's).
PLAYER_KEY = "by"


#: Finds the content record a game of these params is played on (for saves that do not carry it).
ContentFor = Callable[[Any], Any]


class SaveError(Exception):
    """A save that cannot be used; `message` says why in words a player can read."""

    def __init__(self, message: str, *, newer: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.newer = newer


@dataclass(frozen=True)
class Played:
    """One entry of a session's history: the move and the player who made it."""

    player: int
    move: Move

    def to_dict(self) -> dict[str, Any]:
        """The move as plain data with its player under `by`."""
        return {**self.move.to_dict(), PLAYER_KEY: self.player}


class Session:
    """A game in progress: the rules, params, content and seed, and the states after each move.

    `humans` are the players people control (the params say which players bots play); a bot's move
    is asked for off the frame (`game.core.thinking`) and played here with its player like any
    other move. Undo goes back to the last decision of a human player, when `undo_allowed`: the
    rules' `allows_undo` for a new session; a game's scene sets it from the player's Undo setting
    (`game.ui.game_scene`), where undo is an assist. `record` (a `PlayRecord`: time, hints, assists)
    is the scene's to keep; it rides in the save."""

    #: Why this kind of session has no share code, in a sentence (None: it has one; an online
    #: game's seed and plans are the server's secrets)
    no_code: str | None = None

    def __init__(self, rules: AnyRules, params: Any, seed: int, content: Any = None) -> None:
        self.rules = rules
        self.params = params
        self.seed = seed
        self.content = content
        self.humans = _humans(rules, params)
        self._states = [rules.new_game(params, content, seed)]
        self._history: list[Played] = []
        self._cursor = 0  # index into _states of the current state; moves past it can be redone
        self._custom_start = False
        self.undo_allowed = rules.allows_undo
        self.record = PlayRecord()

    @classmethod
    def from_state(cls, rules: AnyRules, state: Any, params: Any = None, seed: int = 0,
                   content: Any = None) -> "Session":
        """A session starting from a given state (a board built from a picture, a puzzle).

        Its save carries that starting state as a snapshot (`start`), since params and seed alone
        cannot rebuild it."""
        session = cls.__new__(cls)
        session.rules = rules
        session.params = params if params is not None else rules.params_type()
        session.seed = seed
        session.content = content
        session.humans = _humans(rules, session.params)
        session._states = [state]
        session._history = []
        session._cursor = 0
        session._custom_start = True
        session.undo_allowed = rules.allows_undo
        session.record = PlayRecord()
        return session

    # -- playing ------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current state."""
        return self._states[self._cursor]

    @property
    def start_state(self) -> Any:
        """The state the session started from."""
        return self._states[0]

    @property
    def moves(self) -> list[Move]:
        """The moves that led to the current state (not the undone ones)."""
        return [entry.move for entry in self._history[: self._cursor]]

    @property
    def history(self) -> list[Played]:
        """The moves that led to the current state, each with its player."""
        return self._history[: self._cursor]

    def status(self) -> Status:
        """The rules' status of the current state (for player 0)."""
        return self.rules.status(self.state)

    def to_move(self) -> tuple[int, ...]:
        """The players whose decision it is now."""
        return self.rules.to_move(self.state)

    def bot_to_move(self) -> int | None:
        """The first bot whose decision it is now, or None (humans to move, or the game is over)."""
        return next((p for p in self.to_move() if p not in self.humans), None)

    def play(self, move: Move, player: int | None = None) -> list[Event]:
        """Apply `player`'s move (None: the one player to move) to the current state, dropping any
        undone moves; returns all of the turn's events (filter with `events_for` before showing).

        Raises `IllegalMove` (and changes nothing) when the rules refuse the move."""
        who = self.rules.acting(self.state, player)
        state, events = self.rules.apply(self.state, move, who)
        del self._states[self._cursor + 1 :]
        del self._history[self._cursor :]
        self._states.append(state)
        self._history.append(Played(who, move))
        self._cursor += 1
        return events

    def events_for(self, events: list[Event], player: int) -> list[Event]:
        """The part of the last turn's events that `player` may see."""
        return self.rules.events_for(self.state, events, player)

    def _last_human_index(self) -> int | None:
        for index in range(self._cursor - 1, -1, -1):
            if self._history[index].player in self.humans:
                return index
        return None

    def can_undo(self) -> bool:
        """True when the game allows undo and a human move can be taken back."""
        return self.undo_allowed and self._last_human_index() is not None

    def can_redo(self) -> bool:
        """True when the game allows undo and an undone move can be played again."""
        return self.undo_allowed and self._cursor < len(self._history)

    def undo(self) -> bool:
        """Step back to just before the last human move (with every bot move after it);
        returns False when that is not possible."""
        index = self._last_human_index() if self.undo_allowed else None
        if index is None:
            return False
        self._cursor = index
        return True

    def redo(self) -> bool:
        """Step forward one undone human move and the bot moves that answered it."""
        if not self.can_redo():
            return False
        self._cursor += 1
        while self._cursor < len(self._history) and self._history[self._cursor].player not in self.humans:
            self._cursor += 1
        return True

    def restart(self) -> None:
        """Back to the starting state (same seed or snapshot); history is cleared."""
        self._states = self._states[:1]
        self._history = []
        self._cursor = 0

    # -- saves and replays --------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """The session as plain data: format, game, version, params, seed, content and moves with
        their players."""
        save: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.rules.game_id,
            "version": self.rules.save_version,
            "params": self.rules.params_to_dict(self.params),
            "seed": self.seed,
            "moves": [entry.to_dict() for entry in self.history],
        }
        if self.content is not None and self.rules.content_type is not None:
            save["content"] = self.rules.content_to_dict(self.content)
        if self._custom_start:
            save["start"] = self.rules.state_to_dict(self._states[0])
        if self.record != PlayRecord():
            save[PLAY_KEY] = self.record.to_dict()
        return save

    @classmethod
    def from_save(cls, rules: AnyRules, data: Any, content_for: ContentFor | None = None) -> "Session":
        """Rebuild a session by replaying a save's moves. Raises `SaveError` with the reason, and
        nothing else, whatever the data holds.

        The save's own content record is used; `content_for(params)` finds it for saves written
        before saves carried their content. A save that starts from a snapshot (`start`) is replayed
        under a time limit, since the rules were never asked to play from that position."""
        header = read_save_header(rules, data, content_for)
        started = time.perf_counter()
        guard: ContextManager[None] = (time_limit(MAX_LOAD_SECONDS) if header.start is not None
                                       else nullcontext())
        index = -1
        try:
            with guard:
                if header.start is not None:
                    session = cls.from_state(rules, header.start, header.params, header.seed, header.content)
                else:
                    try:
                        with time_limit(START_CHECK_SECONDS):  # params and content from the file
                            session = cls(rules, header.params, header.seed, header.content)
                    except TimeLimitExceeded:
                        raise SaveError("the save's game takes too long to set up (over "
                                        f"{START_CHECK_SECONDS:g} s)") from None
                    except (DataError, ValueError, KeyError, IndexError, TypeError) as exc:
                        raise SaveError(f"the save's game cannot be set up: {exc}") from None
                for index, (player, move) in enumerate(header.moves):
                    try:
                        session.play(move, player)
                    except IllegalMove as exc:
                        raise SaveError(f"move {index + 1} of the save is illegal: {exc.reason}") from None
                    if index % 256 == 255 and time.perf_counter() - started > MAX_LOAD_SECONDS:
                        raise SaveError(f"the save takes too long to load (over {MAX_LOAD_SECONDS:g} s "
                                        f"at move {index + 1})")
        except SaveError:
            raise
        except TimeLimitExceeded:
            raise SaveError(f"the save takes too long to load (over {MAX_LOAD_SECONDS:g} s)") from None
        except Exception as exc:  # the rules failed on this data: refuse the save, never crash
            what = "its game cannot be set up" if index < 0 else f"move {index + 1} cannot be played"
            raise SaveError(f"the save cannot be used: {what} ({_failure(exc)})") from None
        session.record = PlayRecord.from_dict(data.get(PLAY_KEY))
        return session

    @classmethod
    def for_replay(cls, rules: AnyRules, data: Any, content_for: ContentFor | None = None
                   ) -> tuple["Session", list[Played]]:
        """A session at a save's starting position (its own start snapshot and content, never a
        default) and the save's moves with their players, to be played back one by one.

        Every move is checked first, so a save with an illegal move is refused with `SaveError`
        instead of replaying up to it."""
        session = cls.from_save(rules, data, content_for)
        played = session.history
        session.restart()
        return session, played


def _humans(rules: AnyRules, params: Any) -> tuple[int, ...]:
    bots = rules.bots(params)
    return tuple(p for p in range(rules.player_count(params)) if p not in bots)


@dataclass(frozen=True)
class SaveHeader:
    """A save's envelope, decoded and checked but not yet replayed."""

    params: Any
    seed: int
    content: Any
    start: Any
    moves: list[tuple[int | None, Move]]


def read_save_header(rules: AnyRules, data: Any, content_for: ContentFor | None = None) -> SaveHeader:
    """Check a save's envelope and decode its params, seed, content, players and moves.

    Everything read is checked as strictly as a content file: sizes within `game.core.limits`, no
    unknown keys, the content record's own checks (`Rules.check_content`), and a starting snapshot
    through `Rules.check_state` and a look by the rules within a time limit (`check_start`).
    Raises `SaveError` only."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("not a Quintet save (missing 'format = quintet-save')")
    if data.get("game") != rules.game_id:
        raise SaveError(f"this save is for {_quote(data.get('game'))}, not {rules.game_id!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no version number")
    if version > rules.save_version:
        raise SaveError(
            f"the save is version {version}, newer than this Quintet understands ({rules.save_version})",
            newer=True,
        )
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save has no integer seed")
    raw_moves = data.get("moves", [])
    if not isinstance(raw_moves, list):
        raise SaveError("the save's 'moves' must be a list")
    if len(raw_moves) > MAX_MOVES:
        raise SaveError(f"the save has {len(raw_moves):,} moves, more than the {MAX_MOVES:,} Quintet loads")
    try:
        check_data(data)
    except LimitError as exc:
        raise SaveError(f"the save is too large to use: {exc}") from None
    try:
        params = rules.params_from_dict(data.get("params", {}))
        check_params(rules, params)
        content = _read_content(rules, data, params, content_for)
        start = rules.state_from_dict(data["start"]) if "start" in data else None
        moves = []
        for index, raw in enumerate(raw_moves):
            try:
                moves.append(read_action(rules, raw))
            except DataError as exc:
                raise DataError(f"move {index + 1} is malformed: {exc}") from None
    except DataError as exc:
        raise SaveError(f"the save is damaged: {exc}") from None
    if start is not None:
        check_start(rules, start, params)
    return SaveHeader(params, seed, content, start, moves)


#: Most players a save may name (the games have at most four; a bound before anything counts them).
MAX_PLAYERS = 16


def check_params(rules: AnyRules, params: Any) -> None:
    """Refuse (with `SaveError`) params a game cannot be played with: what `rules.check_params`
    finds, a player count out of 1 to `MAX_PLAYERS`, and a game with no human player (every seat a
    bot's: Quintet's screens play a game for a person, and a watched game is a replay)."""
    try:
        problem = rules.check_params(params)
        if problem is None:
            count = rules.player_count(params)
            if not isinstance(count, int) or not 1 <= count <= MAX_PLAYERS:
                problem = f"a game has 1 to {MAX_PLAYERS} players, not {_quote(count)}"
            elif not _humans(rules, params):
                raise SaveError(f"the save's game has no human player: its params give all {count} players "
                                "to bots, and a game needs at least one person")
    except SaveError:
        raise
    except Exception as exc:
        problem = f"they cannot be checked ({_failure(exc)})"
    if problem:
        raise SaveError(f"the save's params are not valid: {problem}")


#: Seconds the rules get for their first look at a snapshot (`check_start`).
START_CHECK_SECONDS = 2.0
#: Legal moves tried from a snapshot when checking it.
START_CHECK_MOVES = 6


def check_start(rules: AnyRules, state: Any, params: Any) -> None:
    """Refuse (with `SaveError`) a starting snapshot the game cannot play: what `rules.check_state`
    finds, and anything that makes the rules fail or run past `START_CHECK_SECONDS` while they look
    at it: whose turn, status, outcome, score, each player's view and legal moves, every property
    of the state, and a few of its legal moves played."""
    try:
        problem = rules.check_state(state)
    except Exception as exc:
        problem = f"it cannot be checked ({_failure(exc)})"
    if problem:
        raise SaveError(f"the save's starting position is not valid: {problem}")
    try:
        with time_limit(START_CHECK_SECONDS):
            _look_at(state)
            rules.status(state)
            rules.outcome(state)
            rules.score(state)
            count = rules.player_count(params)
            movers = rules.to_move(state)
            if not isinstance(count, int) or any(not 0 <= p < count for p in movers):
                raise ValueError("the player to move is not one of the game's players")
            for player in range(count):
                _look_at(rules.observe(state, player))
            for player in movers:
                for move in list(rules.legal_moves(state, player))[:START_CHECK_MOVES]:
                    after, _ = rules.apply(state, move, player)
                    _look_at(after)
            if rules.state_from_dict(to_plain(rules.state_to_dict(state))) != state:
                raise ValueError("it does not read back as itself")
    except TimeLimitExceeded:
        raise SaveError("the save's starting position is not valid: the game takes too long to set it up "
                        f"(over {START_CHECK_SECONDS:g} s)") from None
    except Exception as exc:
        raise SaveError(f"the save's starting position is not valid: the game cannot play it "
                        f"({_failure(exc)})") from None


def to_plain(data: Any) -> Any:
    """Tuples as lists, as JSON would give them back."""
    if isinstance(data, dict):
        return {k: to_plain(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return [to_plain(v) for v in data]
    return data


def _look_at(value: Any) -> None:
    """Read every property of a record (a state's `target`, a view's `filled`), as a scene would."""
    kind = type(value)
    for name in dir(kind):
        if not name.startswith("_") and isinstance(getattr(kind, name, None), property):
            getattr(value, name)


def _failure(exc: BaseException) -> str:
    text = str(exc)
    text = text if len(text) <= 120 else text[:117] + "..."
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _quote(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _read_content(rules: AnyRules, data: dict[str, Any], params: Any, content_for: ContentFor | None) -> Any:
    if "content" in data:
        content = rules.content_from_dict(data["content"])
        try:
            problem = rules.check_content(content)
        except Exception as exc:
            problem = f"it cannot be checked ({_failure(exc)})"
        if problem:
            raise SaveError(f"the save's content is not valid: {problem}")
        return content
    if content_for is None:
        return None
    try:
        return content_for(params)
    except ContentError as exc:
        raise SaveError(f"the save was played on content that cannot be found now: {exc.message}") from None
    except Exception as exc:
        raise SaveError(f"the save was played on content that cannot be found now ({_failure(exc)})") from None


def read_action(rules: AnyRules, data: Any) -> tuple[int | None, Move]:
    """A saved move or script action `{"type": ..., "by": player, ...}`: its player (None when it
    names none: the player to move) and the move. Raises `DataError`."""
    if isinstance(data, dict) and PLAYER_KEY in data:
        player = data[PLAYER_KEY]
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise DataError(f"a move's player ('{PLAYER_KEY}') must be a player number, found {player!r}")
        return player, rules.move_from_dict({k: v for k, v in data.items() if k != PLAYER_KEY})
    return None, rules.move_from_dict(data)


def replay(rules: AnyRules, data: Any, content_for: ContentFor | None = None
           ) -> Iterator[tuple[Played, Any, list[Event]]]:
    """Yield (played move, state after it, events) for each move of a save, for replay viewers.

    It starts from the save's own starting position and content, never a default. The whole save
    is checked first (`Session.for_replay`), so it raises `SaveError` before yielding anything."""
    session, played = Session.for_replay(rules, data, content_for)
    state = session.state
    for entry in played:
        state, events = rules.apply(state, entry.move, entry.player)
        yield entry, state, events
