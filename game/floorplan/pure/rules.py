"""Floorplan rules: the Visitor races Doktor Stauf through a shifting two-floor museum.

Player 0 is the Visitor, player 1 is Stauf. A turn is several ordinary moves with the phase in the
state: the Visitor shifts (mandatory), may play talismans, may walk (one or more `Walk`s), and ends
the turn; Stauf shifts, then walks once or stays (`EndTurn`). A round ends when a token arrives on the
target Gallery: the Visitor marks it visited, Stauf wins the round and a new target is drawn; the
Visitor opens every round (`Params.round_opener`: games saved before that rule replay as played). After
the 12 Galleries the Foyer is the 13th and final target. The rules page is
`shared/design/rules-floorplan.md`; where it is silent, `docs/rules/floorplan.md` ("Decisions") says
what Quintet does, and `tests/floorplan/` checks each decision.

Geometry (squares, lines, connections, paths) lives in `game/floorplan/board.py`; this module keeps
the state, the moves, the events and the turn order.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Sequence

from game.core.rng import Rng, seed_state
from game.core.rules import Event, IllegalMove, Move, Outcome, Rules, Status
from game.floorplan.pure.board import SPARE, Geometry, Line, Square, carry, geometry, rotate, shift_line
from game.floorplan.pure.checks import state_problem
from game.floorplan.pure.content import Setup
from game.floorplan.pure.events import (
    Carried,
    ExtraTurnPlayed,
    GalleryLocked,
    GalleryUnlocked,
    GameWon,
    RoundStarted,
    RoundWon,
    Shifted,
    StaufMoved,
    Stepped,
    TalismanAppeared,
    TalismanCollected,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
)
from game.floorplan.pure.model import (
    ACT,
    ALTERNATE,
    EXPLORE,
    EXTRA_TURN,
    LOCK_GALLERY,
    MOVE_STAUF,
    OVER,
    SHIFT,
    STAUF,
    TALISMAN_NAMES,
    VISITOR,
    VISITOR_OPENS,
    EndTurn,
    ExtraTurn,
    LockGallery,
    MoveStauf,
    Params,
    Shift,
    State,
    View,
    Walk,
)

__all__ = [
    "ACT", "ALTERNATE", "EXPLORE", "OVER", "SHIFT", "STAUF", "VISITOR", "VISITOR_OPENS", "RULES", "FloorplanRules",
    "Params", "State", "View", "Shift", "Walk", "EndTurn", "ExtraTurn", "MoveStauf", "LockGallery",
    "Shifted", "Carried", "Stepped", "TalismanCollected", "TalismanAppeared", "ExtraTurnPlayed",
    "StaufMoved", "GalleryLocked", "GalleryUnlocked", "RoundWon", "RoundStarted", "TurnEnded",
    "TurnSkipped", "TurnStarted", "GameWon", "square_openings", "position", "locked_mask",
    "reachable", "walk_path", "legal_shifts", "is_final", "talisman_problem",
]

TOKENS = ("visitor", "stauf")
SIDE_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}
#: A won game scores this, minus the turns taken, minus `LOST_ROUND_COST` per round lost (at least 1).
SCORE_BASE = 1000
LOST_ROUND_COST = 10


# -- helpers a scene or the bots may use ------------------------------------------------------------

def square_openings(state: State | View) -> list[int]:
    """The openings of every square, by square number (fixed spaces open on all four sides)."""
    openings = state.openings
    return [15 if t < 0 else openings[t] for t in state.tiles]


def position(g: Geometry, state: State | View, player: int) -> int:
    """The square number of a player's token (`SPARE` while it rides the spare)."""
    square = state.visitor if player == VISITOR else state.stauf
    return SPARE if square is None else g.index(square)


def last_line(g: Geometry, state: State | View) -> Line | None:
    """The line the last shift of this round pushed (None before any); `last_shift` may be a list in
    a state read back from JSON."""
    if state.last_shift is None:
        return None
    floor, side, index = state.last_shift
    return g.line_at[floor, side, index]


def locked_mask(g: Geometry, state: State | View) -> int:
    """The locked Galleries as a mask."""
    return g.mask(g.index(s) for s in state.locked)


def reachable(state: State | View, player: int) -> list[Square]:
    """Every space a player's token can walk to now (its own square included; none from the spare)."""
    g = geometry(state.setup.museum)
    east, south = g.connections(square_openings(state), locked_mask(g, state))
    return [g.squares[i] for i in g.members(g.reach(position(g, state, player), east, south))]


def walk_path(state: State | View, player: int, to: Sequence[int]) -> list[Square] | None:
    """The squares a walk of `player` to `to` would pass, both ends included (None: no open path)."""
    g = geometry(state.setup.museum)
    here = position(g, state, player)
    if here == SPARE or not g.valid(to):
        return None
    found = g.path(square_openings(state), locked_mask(g, state), here, g.index(to))
    return None if found is None else [g.squares[i] for i in found]


def legal_shifts(state: State | View) -> list[Shift]:
    """Every shift allowed now: each insertion point but the one that would undo the last push of
    this round, times the spare's four turns in the variant."""
    g = geometry(state.setup.museum)
    last = last_line(g, state)
    undo = None if last is None else last.reverse_key
    turns = range(4) if state.rotate_spare else range(1)
    return [Shift(line.floor, line.side, line.index, t) for line in g.lines if line.key != undo for t in turns]


def talisman_problem(state: State | View, kind: str) -> str | None:
    """Why the Visitor cannot play a talisman of `kind` now, in a sentence that says when he can
    (None when he can: it is his turn, after the shift and before the first walk, he holds one, and
    it has somewhere to act)."""
    name = TALISMAN_NAMES.get(kind, "that")
    if state.phase == OVER:
        return "The game is over."
    if state.player != VISITOR:
        return f"Wait for your turn: play the {name} after your next shift, before you walk."
    if kind not in state.inventory:
        return f"You have no {name} talisman. Walk over one to collect it."
    if state.phase == SHIFT:
        return f"Shift the maze first: the {name} is played after the shift, before you walk."
    if state.phase == EXPLORE:
        return f"Talismans come before the first walk: play the {name} next turn, after your shift."
    g = geometry(state.setup.museum)
    if kind == MOVE_STAUF and not any(_move_stauf_problem(g, state, i) is None for i in range(g.count)):
        stauf = position(g, state, STAUF)
        if stauf != SPARE and locked_mask(g, state) >> stauf & 1:
            return "Stauf is locked in his Gallery until his next turn ends: Move Stauf cannot take him out."
        return "There is nowhere to put Stauf now."
    if kind == LOCK_GALLERY and all(g.squares[i] in state.locked for i in _lockable(g, state)):
        return "Every Gallery is already locked until Stauf's next turn ends."
    return None


def is_final(state: State | View) -> bool:
    """True in the final round (the Foyer is the target)."""
    g = geometry(state.setup.museum)
    return g.index(state.target) == g.foyer


class FloorplanRules(Rules[Params, State]):
    """The rules of Floorplan (two players: 0 the Visitor, 1 Stauf)."""

    game_id = "floorplan"
    #: 2: the Visitor opens every round (`Params.round_opener`); a version 1 save replays with turns
    #: alternating across rounds, the rule its moves were recorded under.
    save_version = 2
    allows_undo = False
    params_type = Params
    state_type = State
    move_types = (Shift, Walk, EndTurn, ExtraTurn, MoveStauf, LockGallery)
    content_type = Setup
    field_aliases = {"side": {**{w: "N" for w in ("north", "n", "top", "back")},
                              **{w: "E" for w in ("east", "e", "right")},
                              **{w: "S" for w in ("south", "s", "bottom", "front")},
                              **{w: "W" for w in ("west", "w", "left")}}}

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """Deal the movable tiles (when the museum shuffles), put both tokens in the Foyer, draw the
        first target and maybe a talisman. The Visitor moves first."""
        if not isinstance(content, Setup):
            raise ValueError("Floorplan is played on a Setup (a museum and a difficulty): pass it as content")
        if params.round_opener not in (VISITOR_OPENS, ALTERNATE):
            raise ValueError(f"round_opener must be {VISITOR_OPENS!r} or {ALTERNATE!r}")
        g = geometry(content.museum)
        rng = Rng(seed_state(seed))
        start, spare_openings = g.start_openings()
        openings = [start[i] for i in g.passages] + [spare_openings]
        tiles = [-1] * g.count
        for tile, square in enumerate(g.passages):
            tiles[square] = tile
        spare = len(g.passages)
        if content.museum.shuffle:
            dealt = [i for i in g.passages if g.movable >> i & 1]
            pool = rng.shuffled([tiles[i] for i in dealt] + [spare])
            for square, tile in zip(dealt, pool):
                tiles[square] = tile
            spare = pool[-1]
        foyer = g.squares[g.foyer]
        state = State(setup=content, tiles=tuple(tiles), openings=tuple(openings), spare=spare,
                      visitor=foyer, stauf=foyer, target=foyer, rotate_spare=params.rotate_spare,
                      round_opener=params.round_opener)
        state = _begin_round(g, state, rng, 1, [])
        return replace(state, rng=rng.state)

    def params_from_dict(self, data: Any) -> Params:
        """Params from a save. A save written before `round_opener` existed (version 1) recorded its
        moves with turns alternating across rounds, so it is read with `ALTERNATE` and replays as
        it was played; every save written since names the rule."""
        if isinstance(data, dict) and "round_opener" not in data:
            data = {**data, "round_opener": ALTERNATE}
        return super().params_from_dict(data)

    def player_count(self, params: Params) -> int:
        """Two: the Visitor (0) and Stauf (1)."""
        return 2

    def bots(self, params: Params) -> tuple[int, ...]:
        """Stauf is always the computer; the Visitor is the person playing."""
        return (STAUF,)

    def to_move(self, state: State) -> tuple[int, ...]:
        """The player whose turn it is, or nobody once the game is won."""
        return () if state.phase == OVER else (state.player,)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Every move `apply` accepts from `player` now (none when it is not that player's turn)."""
        if state.phase == OVER or player != state.player:
            return []
        if state.phase == SHIFT:
            return list(legal_shifts(state))
        g = geometry(state.setup.museum)
        moves: list[Move] = []
        if state.phase == ACT and player == VISITOR:
            moves.extend(_talisman_moves(g, state))
        here = position(g, state, player)
        east, south = g.connections(square_openings(state), locked_mask(g, state))
        moves.extend(Walk(g.squares[i]) for i in g.members(g.reach(here, east, south)) if i != here)
        moves.append(EndTurn())
        return moves

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """Resolve one move of the player to move; pure. Raises `IllegalMove` with the reason."""
        who = self.acting(state, player)
        g = geometry(state.setup.museum)
        if isinstance(move, Shift):
            return _shift(g, state, move, who)
        if state.phase == SHIFT:
            raise IllegalMove("Shift the maze first: push the spare tile into a row or column.")
        if isinstance(move, Walk):
            return _walk(g, state, move, who)
        if isinstance(move, EndTurn):
            events: list[Event] = []
            return _end_turn(state, events), events
        if isinstance(move, (ExtraTurn, MoveStauf, LockGallery)):
            return _play_talisman(g, state, move, who)
        raise IllegalMove("Shift, walk, play a talisman or end the turn.")

    def status(self, state: State) -> Status:
        """WON once the Visitor has reached the Foyer as the 13th target; PLAYING until then (the
        Visitor cannot lose the game, only rounds)."""
        return Status.WON if state.phase == OVER else Status.PLAYING

    def outcome(self, state: State) -> Outcome | None:
        """The Visitor won and Stauf lost; scores are the Visitor's score and the rounds Stauf won."""
        if state.phase != OVER:
            return None
        rounds = "round" if state.rounds_lost == 1 else "rounds"
        reason = (f"The Visitor reached the Foyer, the 13th Gallery, in {state.turns} turns; "
                  f"Stauf won {state.rounds_lost} {rounds}.")
        return Outcome((Status.WON, Status.LOST), (self.score(state), state.rounds_lost), reason)

    def observe(self, state: State, player: int = 0) -> View:
        """The whole board for either player (full information), without the random generator."""
        return View(**{f.name: getattr(state, f.name) for f in fields(View)})

    def events_for(self, state: State, events: Sequence[Event], player: int) -> list[Event]:
        """Every event, for either player: nothing in Floorplan is hidden."""
        return list(events)

    def check_params(self, params: Params) -> str | None:
        """Stauf's difficulty must be one the rules page defines (as written, lower case), or
        "random", the random player of tests and benchmarks: Stauf's bot is made from it. Who opens a
        round must be one of the two rules a save can have been played under."""
        known = ("easy", "normal", "hard", "random")
        if params.difficulty not in known:
            return f"difficulty {params.difficulty[:40]!r} is not one of {', '.join(known[:3])}"
        if params.round_opener not in (VISITOR_OPENS, ALTERNATE):
            return f"round_opener {params.round_opener[:40]!r} is not {VISITOR_OPENS!r} or {ALTERNATE!r}"
        return None

    def check_state(self, state: State) -> str | None:
        """A snapshot must hold a valid Setup, every tile once (fixed spaces none), tokens, target,
        visits, talismans, locks and the last push on this museum, and a known player and phase."""
        problem = self.check_content(state.setup)
        if problem:
            return f"its museum is not valid: {problem}"
        return state_problem(geometry(state.setup.museum), state)

    def score(self, state: State) -> int:
        """A won game scores 1000 minus the turns taken minus 10 per round lost (at least 1); else 0."""
        if state.phase != OVER:
            return 0
        return max(1, SCORE_BASE - state.turns - LOST_ROUND_COST * state.rounds_lost)


# -- the moves ---------------------------------------------------------------------------------

def shift_problem(state: State | View, move: Shift, who: int) -> str | None:
    """Why `who` may not make the shift `move` now, in the words `apply` refuses it with (None when
    he may), from a state or a view."""
    if state.phase != SHIFT:
        return "The maze has already been shifted this turn."
    if move.side not in SIDE_WORDS:
        return "Push the spare in from the north, east, south or west edge."
    g = geometry(state.setup.museum)
    line = g.line_at.get((move.floor, move.side, move.index))
    if line is None:
        axis = "row" if move.side in "WE" else "column"
        return f"That {axis} cannot shift: it holds a fixed space, or there is no such {axis}."
    if move.turns and not state.rotate_spare:
        return "Tiles cannot be turned in this game (the turning-spare variant is off)."
    if not 0 <= move.turns < 4:
        return "Turn the spare a quarter, half or three quarters round, or not at all."
    last = last_line(g, state)
    if last is not None and line.key == last.reverse_key:
        if state.last_shift_by == who:
            by = "your"
        else:
            by = "Stauf's" if state.last_shift_by == STAUF else "the Visitor's"
        return f"That push would undo {by} last shift."
    return None


def _shift(g: Geometry, state: State, move: Shift, who: int) -> tuple[State, list[Event]]:
    problem = shift_problem(state, move, who)
    if problem is not None:
        raise IllegalMove(problem)
    line = g.line_at[move.floor, move.side, move.index]
    openings = state.openings
    if move.turns:
        turned = list(openings)
        turned[state.spare] = rotate(turned[state.spare], move.turns)
        openings = tuple(turned)
    tiles, spare = shift_line(state.tiles, state.spare, line)
    events: list[Event] = [Shifted(who, move.floor, move.side, move.index, move.turns,
                                   tuple(g.squares[i] for i in line.squares), state.spare, spare)]
    moved: list[Square | None] = []
    for player, token in enumerate(TOKENS):
        before = position(g, state, player)
        after = carry(before, line)
        if after != before:
            events.append(Carried(token, g.square(before), g.square(after)))
        moved.append(g.square(after))
    new = replace(state, tiles=tuple(tiles), openings=openings, spare=spare, phase=ACT,
                  last_shift=line.key, last_shift_by=who, visitor=moved[VISITOR], stauf=moved[STAUF])
    return new, events


def _walk(g: Geometry, state: State, move: Walk, who: int) -> tuple[State, list[Event]]:
    you = "You are" if who == VISITOR else "Stauf is"
    here = position(g, state, who)
    if here == SPARE:
        raise IllegalMove(f"{you} riding the spare tile and will come back onto the board with the next shift.")
    if not g.valid(move.to):
        raise IllegalMove("There is no such space in the museum.")
    goal = g.index(move.to)
    if goal == here:
        raise IllegalMove(f"{you} already there.")
    locked = locked_mask(g, state)
    found = g.path(square_openings(state), locked, here, goal)
    if found is None:
        if locked >> here & 1:
            until = "Stauf's next turn ends" if who == VISITOR else "his turn ends"
            raise IllegalMove(f"{you} locked in this Gallery until {until}.")
        if locked >> goal & 1:
            raise IllegalMove("That Gallery is locked until Stauf's next turn ends.")
        raise IllegalMove(f"No open path leads to {g.describe(goal)}.")
    target = g.index(state.target)
    events: list[Event] = []
    talismans = list(state.talismans)
    inventory = list(state.inventory)
    arrived = False
    for step, (a, b) in enumerate(zip(found, found[1:])):
        events.append(Stepped(who, g.squares[a], g.squares[b]))
        if who == VISITOR:
            _collect(g, state, b, talismans, inventory, events)
        if b == target:
            found = found[: step + 2]
            arrived = True
            break
    end = g.squares[found[-1]]
    state = replace(state, talismans=tuple(talismans), inventory=tuple(inventory), phase=EXPLORE)
    state = replace(state, visitor=end) if who == VISITOR else replace(state, stauf=end)
    if arrived:
        state = _arrive(g, state, who, events)
    elif who == STAUF:
        state = _end_turn(state, events)
    return state, events


def _collect(g: Geometry, state: State, square: int, talismans: list[tuple[int, str]], inventory: list[str],
             events: list[Event]) -> None:
    tile = state.tiles[square]
    if tile < 0:
        return
    for item in [t for t in talismans if t[0] == tile]:
        talismans.remove(item)
        inventory.append(item[1])
        events.append(TalismanCollected(item[1], g.squares[square], tile))


def talisman_moves(state: State | View) -> list[Move]:
    """The talismans the Visitor may play now and where (none outside his turn's walking phase),
    from a state or his view: the talisman part of `legal_moves`."""
    if state.phase != ACT or state.player != VISITOR:
        return []
    return _talisman_moves(geometry(state.setup.museum), state)


def _talisman_moves(g: Geometry, state: State | View) -> list[Move]:
    moves: list[Move] = []
    owned = set(state.inventory)
    if EXTRA_TURN in owned:
        moves.append(ExtraTurn())
    if MOVE_STAUF in owned:
        moves.extend(MoveStauf(g.squares[i]) for i in range(g.count) if _move_stauf_problem(g, state, i) is None)
    if LOCK_GALLERY in owned:
        moves.extend(LockGallery(g.squares[i]) for i in _lockable(g, state) if g.squares[i] not in state.locked)
    return moves


def _lockable(g: Geometry, state: State | View) -> tuple[int, ...]:
    """The spaces Lock Gallery may take: the Galleries, and the Foyer in the final round."""
    return g.galleries + ((g.foyer,) if is_final(state) else ())


def _move_stauf_problem(g: Geometry, state: State | View, to: int) -> str | None:
    stauf = position(g, state, STAUF)
    if to == g.index(state.target):
        return "Stauf may be put anywhere but on the target."
    if to == stauf:
        return "Stauf already stands there."
    if stauf != SPARE and g.same_space(to, stauf):
        return "Stauf already stands on the Stairway: its two squares are one space, so he would not move."
    locked = locked_mask(g, state)
    if locked >> to & 1:
        return "That Gallery is locked: not even Stauf may be put in it."
    if stauf != SPARE and locked >> stauf & 1:
        return "Stauf is locked in his Gallery until his next turn ends."
    return None


def _play_talisman(g: Geometry, state: State, move: Move, who: int) -> tuple[State, list[Event]]:
    if who != VISITOR:
        raise IllegalMove("Only the Visitor plays talismans.")
    kind = (EXTRA_TURN if isinstance(move, ExtraTurn) else
            MOVE_STAUF if isinstance(move, MoveStauf) else LOCK_GALLERY)
    if state.phase != ACT or kind not in state.inventory:
        raise IllegalMove(talisman_problem(state, kind) or "Play talismans before you set off exploring.")
    inventory = list(state.inventory)
    inventory.remove(kind)
    events: list[Event] = []
    if isinstance(move, ExtraTurn):
        state = replace(state, skips=state.skips + 1)
        events.append(ExtraTurnPlayed())
    elif isinstance(move, MoveStauf):
        if not g.valid(move.to):
            raise IllegalMove("There is no such space in the museum.")
        problem = _move_stauf_problem(g, state, g.index(move.to))
        if problem:
            raise IllegalMove(problem)
        to = g.squares[g.index(move.to)]
        events.append(StaufMoved(state.stauf, to))
        state = replace(state, stauf=to)
    elif isinstance(move, LockGallery):
        if not g.valid(move.at) or g.index(move.at) not in _lockable(g, state):
            raise IllegalMove("Choose a Gallery to lock.")
        at = g.squares[g.index(move.at)]
        if at in state.locked:
            raise IllegalMove("That Gallery is already locked.")
        events.append(GalleryLocked(at))
        state = replace(state, locked=(*state.locked, at))
    return replace(state, inventory=tuple(inventory)), events


# -- turns and rounds ------------------------------------------------------------------------------

def _unlock(state: State, events: list[Event]) -> State:
    events.extend(GalleryUnlocked(at) for at in state.locked)
    return replace(state, locked=())


def _end_turn(state: State, events: list[Event], following: int | None = None) -> State:
    """End the current turn (a Stauf turn lifts the locks); start the turn of `following` (by
    default the other player); skip Stauf's turn when an Extra Turn says so (that too lifts the
    locks)."""
    who = state.player
    events.append(TurnEnded(who))
    if who == VISITOR:
        state = replace(state, turns=state.turns + 1)
    else:
        state = _unlock(state, events)
    if following is None:
        following = 1 - who
    if following == STAUF and state.skips:
        events.append(TurnSkipped(STAUF))
        state = _unlock(replace(state, skips=state.skips - 1), events)
        following = VISITOR
    events.append(TurnStarted(following))
    return replace(state, player=following, phase=SHIFT)


def _arrive(g: Geometry, state: State, who: int, events: list[Event]) -> State:
    """A token arrived on the target: end the round (or the game), start the next, end the turn.
    The Visitor opens the next round (`VISITOR_OPENS`), so he never loses a round before he has
    acted in it; a version 1 game (`ALTERNATE`) goes on with the player who did not end the round."""
    target = state.target
    events.append(RoundWon(who, target, state.round))
    if who == VISITOR:
        state = replace(state, visited=(*state.visited, target))
        if g.index(target) == g.foyer:
            events.append(GameWon(state.turns + 1, state.rounds_lost))
            return replace(state, turns=state.turns + 1, phase=OVER)
    else:
        state = replace(state, rounds_lost=state.rounds_lost + 1)
    rng = Rng(state.rng)
    state = _begin_round(g, state, rng, state.round + 1, events)
    opener = VISITOR if state.round_opener == VISITOR_OPENS else 1 - who
    return _end_turn(replace(state, rng=rng.state), events, opener)


def _begin_round(g: Geometry, state: State, rng: Rng, number: int, events: list[Event]) -> State:
    """Draw the target, send Stauf home (the Foyer; the Stairway when the Foyer is the target), lift
    the locks, forget the last push, and maybe lay a talisman."""
    visited = {g.index(s) for s in state.visited}
    open_galleries = [i for i in g.galleries if i not in visited]
    if open_galleries:
        visitor = position(g, state, VISITOR)
        target = rng.choice([i for i in open_galleries if i != visitor] or open_galleries)
        home = g.foyer
    else:
        target, home = g.foyer, g.stairs[0]
    state = _unlock(state, events)
    events.append(RoundStarted(number, g.squares[target], target == g.foyer))
    if position(g, state, STAUF) != home:
        events.append(StaufMoved(state.stauf, g.squares[home]))
    state = replace(state, round=number, target=g.squares[target], stauf=g.squares[home], last_shift=None)
    if rng.chance(state.setup.talisman_chance) and state.setup.talismans:
        taken = {tile for tile, _ in state.talismans}
        occupied = {position(g, state, VISITOR), position(g, state, STAUF)}
        free = [i for i in g.passages if state.tiles[i] not in taken and i not in occupied]
        if free:
            square = rng.choice(free)
            kind = rng.choice(state.setup.talismans)
            tile = state.tiles[square]
            events.append(TalismanAppeared(kind, g.squares[square], tile))
            state = replace(state, talismans=(*state.talismans, (tile, kind)))
    return state


RULES = FloorplanRules()
