"""Olifantenpad rules: plan a walk in secret, wear trails into the grass, lure the visitors onto them.

Two to four players (one for a solo game) play five hours, 13:00 to 17:00. Every hour each player
plans a walk of at most 5 steps (`Plan`); plans are held hidden in the State until the last one is in,
and the `apply` that receives it resolves the hour in the rules page's order (`hour.resolve_hour`):
wear, ownership, visitors (`routing.py`), points, closures, regrowth. The most points after 17:00
wins. Decisions where the page is silent are in `docs/rules/olifantenpad.md` ("Decisions").

Cells are (x, y), x to the right, y down. Per-cell data in the State (`wear`, `owner`) is a flat tuple
in row order: index `y * width + x` (`State.level(cell)` and `State.owner_of(cell)` read it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.grid import Cell
from game.core.rng import Rng, seed_state
from game.core.rules import Event, IllegalMove, Move, Outcome, Rules, Status
from game.olifantenpad.pure.events import (
    Claimed,
    Closed,
    FencesOpened,
    GameOver,
    HourEnded,
    Planned,
    Regrew,
    Scored,
    VisitorsWalked,
    Walked,
    Worn,
)
from game.olifantenpad.pure.geometry import Geometry, geometry, step_table
from game.olifantenpad.pure.hour import CLOSE_AT, GREY, NOBODY, Walk, resolve_hour
from game.olifantenpad.pure.park import HOURS, OBSTACLES, Park, sidewalk_reach

#: Steps in a walk; a walk that enters through a gate starts at step GATE_FIRST_STEP.
MAX_STEPS, GATE_FIRST_STEP = 5, 3
MAX_PLAYERS = 4
HOUR_COUNT = len(HOURS)
__all__ = ["CLOSE_AT", "GREY", "NOBODY", "HOURS", "RULES", "Leave", "Params", "Plan", "State", "View", "Claimed",
           "Closed", "FencesOpened", "GameOver", "HourEnded", "Planned", "Regrew", "Scored", "VisitorsWalked",
           "Walked", "Worn"]


#: Who may sit in a seat: a person, or a bot of one of three difficulties.
SEATS = ("human", "easy", "normal", "hard")


@dataclass(frozen=True)
class Params:
    """What is picked before a game: the number of players (1 for solo, 2-4), the park by name (or
    `day`, an ISO date, for that day's Park of the Day), and who sits in each seat: "human" or a bot
    difficulty ("easy", "normal", "hard"); seats past the end of `seats` are people. The default is
    a duel against a normal bot."""

    players: int = 2
    park: str = "corner-meadow"
    day: str = ""
    seats: tuple[str, ...] = ("human", "normal")

    def seat(self, player: int) -> str:
        """Who plays `player`: "human", "easy", "normal" or "hard"."""
        return self.seats[player] if player < len(self.seats) else "human"


@dataclass(frozen=True)
class Plan(Move):
    """A player's walk for the hour: up to 5 `steps` (cells, each next to the one before) from where
    the player stands; or, with `gate` (a gate cell), entering through that gate with up to 3 steps,
    numbered 3, 4, 5. No steps and no gate: stand still (or stay outside)."""

    steps: tuple[Cell, ...] = ()
    gate: Cell | None = None


@dataclass(frozen=True)
class Leave(Move):
    """A player leaves the game (played online; see "Decisions" in docs/rules/olifantenpad.md):
    their trails stay in their colour, they stand still from now on and score no more points. Part
    of the game's record, so a save replays to the same final scores."""


@dataclass(frozen=True)
class SchoolTrip:
    """The school trip: the hour it comes (1..4 for 14:00..17:00) and its gates by letter."""

    hour: int
    origin: str
    target: str


class ParkReads:
    """Reading a park's per-cell tuples by cell, shared by `State` and `View` (both hold `park`,
    `wear`, `owner` and `hour`)."""

    park: Park
    wear: tuple[int, ...]
    owner: tuple[int, ...]
    hour: int

    def level(self, cell: Cell) -> int:
        """The wear level of a cell (0 for sidewalk, gates and obstacles)."""
        return self.wear[cell[1] * self.park.width + cell[0]]

    def owner_of(self, cell: Cell) -> int:
        """The owner of a cell: a player number, NOBODY or GREY."""
        return self.owner[cell[1] * self.park.width + cell[0]]

    @property
    def over(self) -> bool:
        """True once the 17:00 hour is resolved."""
        return self.hour >= HOUR_COUNT


@dataclass(frozen=True)
class State(ParkReads):
    """Everything a save restores. `hour` is the hour being planned (0 = 13:00; 5 = the game is over);
    `wear[i]` 0 grass, 1 trail, 2 path, 3 fixed path; `owner[i]` a player, NOBODY or GREY; `fences`
    the cells closed during this hour; `positions[p]` None while outside the park; `plans[p]` the
    hidden plan of this hour (None until given); `school_trip` drawn at the start; `rng` the rest."""

    park: Park
    players: int
    hour: int
    wear: tuple[int, ...]
    owner: tuple[int, ...]
    fences: tuple[Cell, ...]
    positions: tuple[Cell | None, ...]
    scores: tuple[int, ...]
    plans: tuple[Plan | None, ...]
    school_trip: SchoolTrip | None
    rng: int
    #: The players who left (`Leave`), in the order they left.
    left: tuple[int, ...] = ()


@dataclass(frozen=True)
class View(ParkReads):
    """What `player` may see: everything public, their own pending plan (`plan`), only whether the
    others have planned (`planned`), and the school trip only once it has come (`trip_to_come`:
    that one is still to come in a later hour, which hour not said)."""

    park: Park
    player: int
    players: int
    hour: int
    wear: tuple[int, ...]
    owner: tuple[int, ...]
    fences: tuple[Cell, ...]
    positions: tuple[Cell | None, ...]
    scores: tuple[int, ...]
    planned: tuple[bool, ...]
    plan: Plan | None
    school_trip: SchoolTrip | None
    trip_to_come: bool = False



# -- walks ----------------------------------------------------------------------------------------
def cell_text(cell: Cell) -> str:
    """A cell as players read it."""
    return f"({cell[0]}, {cell[1]})"


def step_options(park: Park, fences: tuple[Cell, ...], cell: Cell) -> tuple[Cell, ...]:
    """The cells a player on `cell` may step to with these fences (for scenes: where a plan may go)."""
    geo = geometry(park)
    table = step_table(geo, frozenset(geo.index(c) for c in fences))
    return tuple(geo.cell(j) for j, _ in table[geo.index(cell)])


def _refuse_step(geo: Geometry, blocked: set[int], here: Cell, to: Cell, number: int) -> str:
    """Why the step numbered `number` from `here` to `to` is not allowed, in a player's words."""
    if not geo.inside(to):
        return f"Step {number} to {cell_text(to)} leaves the park."
    if max(abs(to[0] - here[0]), abs(to[1] - here[1])) != 1:
        return (f"Step {number} to {cell_text(to)} is not next to {cell_text(here)}: step to one of the "
                "8 cells around you.")
    symbol = geo.park.symbol(to)
    if symbol in OBSTACLES:
        return f"Step {number} runs into a {OBSTACLES[symbol]} at {cell_text(to)}."
    if geo.index(to) in blocked:
        return f"Step {number} runs into a fence at {cell_text(to)}: that stretch is closed this hour."
    return (f"Step {number} squeezes diagonally between two obstacles or fences; go round by "
            f"{cell_text((to[0], here[1]))} or {cell_text((here[0], to[1]))}.")


def read_plan(park: Park, fences: tuple[Cell, ...], position: Cell | None, plan: Plan) -> Walk:
    """The walk a plan makes from `position` (player number left 0), or IllegalMove with the reason."""
    geo = geometry(park)
    fenced = frozenset(geo.index(c) for c in fences)
    if any(len(step) != 2 for step in plan.steps) or (plan.gate is not None and len(plan.gate) != 2):
        raise IllegalMove("Every step of a walk, and its gate, is a cell (x, y).")
    steps: tuple[Cell, ...] = tuple((step[0], step[1]) for step in plan.steps)
    here: Cell
    if plan.gate is not None:
        gate: Cell = (plan.gate[0], plan.gate[1])
        if not geo.inside(gate) or gate_index(geo, gate) is None:
            raise IllegalMove(f"{cell_text(gate)} is not a gate; enter the park through one of its gates.")
        if not steps:
            raise IllegalMove("Step into the park from the gate, or plan nothing to stay where you are.")
        limit = MAX_STEPS - GATE_FIRST_STEP + 1
        if len(steps) > limit:
            raise IllegalMove(f"Entering through a gate leaves {limit} steps (steps {GATE_FIRST_STEP} to "
                              f"{MAX_STEPS}); this walk has {len(steps)}.")
        here, first = gate, GATE_FIRST_STEP
    else:
        if len(steps) > MAX_STEPS:
            raise IllegalMove(f"A walk has at most {MAX_STEPS} steps; this one has {len(steps)}.")
        if position is None:
            if steps:
                raise IllegalMove("You are outside the park: enter through a gate first.")
            return Walk(0, (), ())
        here, first = position, 1
    table = step_table(geo, fenced)
    cells = []
    for offset, to in enumerate(steps):
        number = first + offset
        if not geo.inside(to) or geo.index(to) not in {j for j, _ in table[geo.index(here)]}:
            raise IllegalMove(_refuse_step(geo, set(fenced), here, to, number))
        cells.append(geo.index(to))
        here = to
    return Walk(0, tuple(cells), tuple(range(first, first + len(cells))))


def gate_index(geo: Geometry, cell: Cell) -> int | None:
    """The number of a gate cell, or None when the cell is not a gate."""
    i = geo.index(cell)
    return i if i in geo.gate_cells else None


def walks_from(park: Park, fences: tuple[Cell, ...], position: Cell | None) -> list[Plan]:
    """Every plan a player on `position` may make: standing still, every walk of 1-5 steps from
    there, and every entry through a gate with 1-3 steps (gates in letter order)."""
    geo = geometry(park)
    table = step_table(geo, frozenset(geo.index(c) for c in fences))
    out: list[Plan] = [Plan()]

    cells = geo.cells

    def grow(at: int, path: list[int], left: int, gate: Cell | None) -> None:
        for j, _ in table[at]:
            path.append(j)
            out.append(Plan(tuple([cells[c] for c in path]), gate))
            if left > 1:
                grow(j, path, left - 1, gate)
            path.pop()

    if position is not None:
        grow(geo.index(position), [], MAX_STEPS, None)
    for gate in park.gates:
        grow(geo.index(gate.cell), [], MAX_STEPS - GATE_FIRST_STEP + 1, gate.cell)
    return out


def draw_school_trip(park: Park, rng: Rng) -> SchoolTrip | None:
    """The school trip: an hour from 14:00 to 17:00 and an ordered pair of different gates joined by
    sidewalk, drawn from `rng`; None when the park has no such pair or no trip size."""
    hour = 1 + rng.randrange(HOUR_COUNT - 1)
    pairs = []
    for gate in park.gates:
        reach = sidewalk_reach(park.rows, gate.cell)
        pairs += [(gate.name, other.name) for other in park.gates if other is not gate and other.cell in reach]
    if not pairs or park.school_trip_size <= 0:
        return None
    origin, target = rng.choice(pairs)
    return SchoolTrip(hour, origin, target)


def hour_groups(park: Park, hour: int, trip: SchoolTrip | None) -> list[tuple[int, int, int, bool]]:
    """The groups walking in `hour`: (origin cell number, destination cell number, size, school trip?)."""
    geo = geometry(park)
    out = [(geo.gate_index[g.origin], geo.gate_index[g.target], g.size, False) for g in park.hours[hour]]
    if trip is not None and trip.hour == hour:
        out.append((geo.gate_index[trip.origin], geo.gate_index[trip.target], park.school_trip_size, True))
    return out


class OlifantenpadRules(Rules[Params, State]):
    """The rules of Olifantenpad."""

    game_id = "olifantenpad"
    save_version = 1
    allows_undo = False
    params_type = Params
    state_type = State
    move_types = (Plan, Leave)
    content_type = Park

    def new_game(self, params: Params, content: Any, seed: int) -> State:
        """Everyone outside the park at 13:00, the grass untouched, the school trip drawn."""
        if not isinstance(content, Park):
            raise ValueError("Olifantenpad is played in a park: pass its Park record as the content")
        if not 1 <= params.players <= MAX_PLAYERS:
            raise ValueError(f"Olifantenpad is for 1 to {MAX_PLAYERS} players, not {params.players}")
        unknown = [seat for seat in params.seats if seat not in SEATS]
        if unknown:
            raise ValueError(f"a seat is one of {', '.join(SEATS)}, not {unknown[0]!r}")
        problem = self.check_content(content)
        if problem:
            raise ValueError(f"the park cannot be played: {problem}")
        rng = Rng(seed_state(seed))
        trip = draw_school_trip(content, rng)
        cells = content.width * content.height
        n = params.players
        return State(park=content, players=n, hour=0, wear=(0,) * cells, owner=(NOBODY,) * cells, fences=(),
                     positions=(None,) * n, scores=(0,) * n, plans=(None,) * n, school_trip=trip,
                     rng=rng.state)

    def player_count(self, params: Params) -> int:
        """The players of the game."""
        return params.players

    def bots(self, params: Params) -> tuple[int, ...]:
        """The players whose seat a bot takes."""
        return tuple(p for p in range(params.players) if params.seat(p) != "human")

    def check_params(self, params: Params) -> str | None:
        """Bounds checked before a game is set up, so hostile params are refused at once: 1 to 4
        players, at most 4 seats each a person or a bot difficulty, at least one person, a park name
        and a day (YYYY-MM-DD) of sensible length."""
        if not 1 <= params.players <= MAX_PLAYERS:
            return f"players is {params.players}; Olifantenpad is for 1 to {MAX_PLAYERS} players"
        if len(params.seats) > MAX_PLAYERS or any(seat not in SEATS for seat in params.seats):
            return f"seats must list at most {MAX_PLAYERS} of {', '.join(SEATS)}"
        if self.bots(params) == tuple(range(params.players)):
            return "seats gives every player to a bot; at least one seat must be \"human\""
        if len(params.park) > 64 or len(params.day) > 10:
            return "park is a park's name (at most 64 letters) and day a date (YYYY-MM-DD)"
        return None

    def check_state(self, state: State) -> str | None:
        """A snapshot must be a valid park with per-cell lists of its size, levels 0-3 on grass only,
        owners only on worn grass, players, positions, plans and leavers that fit, an hour from 0 to 5."""
        park = state.park
        problems = park.problems()
        if problems:
            return f"its park is not valid: {problems[0].message}"
        geo = geometry(park)
        if not 1 <= state.players <= MAX_PLAYERS or not 0 <= state.hour <= HOUR_COUNT:
            return "a game has 1 to 4 players and hours 0 (13:00) to 5 (over)"
        if len(state.wear) != geo.size or len(state.owner) != geo.size:
            return f"wear and owner need one value per cell ({geo.size})"
        for i, (level, who) in enumerate(zip(state.wear, state.owner)):
            if not 0 <= level <= 3 or (level and not geo.grass[i]):
                return f"cell {geo.cell(i)} has wear {level}; only grass wears, 0 to 3"
            if (who != NOBODY) != bool(level) or not (who in (NOBODY, GREY) or 0 <= who < state.players):
                return f"cell {geo.cell(i)} has owner {who}; only worn grass has an owner, a player or grey"
        sized = (state.positions, state.scores, state.plans)
        bad_left = len(set(state.left)) != len(state.left) or any(not 0 <= p < state.players for p in state.left)
        if any(len(values) != state.players for values in sized) or min(state.scores) < 0 or bad_left:
            return "positions, scores and plans need one entry per player, scores from 0; left lists players once"
        for cell in state.fences:
            if not geo.inside(cell) or not geo.grass[geo.index(cell)] or state.level(cell):
                return f"the fence at {cell} must stand on plain grass"
        for player, (where, plan) in enumerate(zip(state.positions, state.plans)):
            if where is not None and (not geo.inside(where) or geo.obstacle[geo.index(where)]):
                return f"player {player + 1} stands on {where}, which is not a walkable cell of the park"
            if plan is not None:
                try:
                    read_plan(park, state.fences, where, plan)
                except IllegalMove as exc:
                    return f"player {player + 1}'s pending plan is illegal: {exc.reason}"
        trip = state.school_trip
        if trip is not None and (not 1 <= trip.hour < HOUR_COUNT or {trip.origin, trip.target} - set(geo.gate_index)):
            return "the school trip comes in an hour from 14:00 to 17:00 between two gates of the park"
        return None

    def to_move(self, state: State) -> tuple[int, ...]:
        """Every player who has not planned this hour yet (all plan at once) and has not left; none
        at the end."""
        if state.over:
            return ()
        return tuple(p for p, plan in enumerate(state.plans) if plan is None and p not in state.left)

    def legal_moves(self, state: State, player: int = 0) -> list[Move]:
        """Every plan `player` may make now (see `walks_from`); none once planned or over."""
        if state.over or not 0 <= player < state.players or state.plans[player] is not None or player in state.left:
            return []
        return list(walks_from(state.park, state.fences, state.positions[player]))

    def apply(self, state: State, move: Move, player: int | None = None) -> tuple[State, list[Event]]:
        """Hold `player`'s plan hidden; with the last plan in, resolve the hour. `Leave`: the player
        leaves (see `_leave`)."""
        if state.over:
            raise IllegalMove("The park has closed: the game is over.")
        if isinstance(move, Leave):
            return self._leave(state, player)
        if player in state.left:
            raise IllegalMove(f"Player {player + 1} has left the game.")
        if player is not None and 0 <= player < state.players and state.plans[player] is not None:
            raise IllegalMove(f"Player {player + 1} has already planned a walk for {HOURS[state.hour]}.")
        who = self.acting(state, player)
        if not isinstance(move, Plan):
            raise IllegalMove("Plan a walk: up to 5 steps, or through a gate.")
        read_plan(state.park, state.fences, state.positions[who], move)
        return self._hold(state, who, move)

    def _leave(self, state: State, player: int | None) -> tuple[State, list[Event]]:
        """`player` leaves: noted in `left`; their walk of this hour, if not given yet, is standing
        still (so the hour may resolve now)."""
        if player is None or not 0 <= player < state.players or player in state.left:
            raise IllegalMove("Only a player still in the game can leave it.")
        state = replace(state, left=(*state.left, player))
        events: list[Event] = []
        if state.plans[player] is None:
            state, events = self._hold(state, player, Plan())
        while len(state.left) == state.players and not state.over:  # nobody is left: the hours play out
            state, more = self._resolve(state, tuple(Plan() for _ in range(state.players)), [])
            events += more
        return state, events

    def _hold(self, state: State, who: int, move: Plan) -> tuple[State, list[Event]]:
        """Hold `who`'s plan hidden; resolve the hour once every plan is in."""
        plans = tuple(move if p == who else plan for p, plan in enumerate(state.plans))
        events: list[Event] = [Planned(who, tuple(move.steps), move.gate)]
        given = tuple(plan for plan in plans if plan is not None)
        if len(given) < len(plans):
            return replace(state, plans=plans), events
        return self._resolve(state, given, events)

    def _resolve(self, state: State, plans: tuple[Plan, ...], events: list[Event]) -> tuple[State, list[Event]]:
        park, geo = state.park, geometry(state.park)
        walks, positions = [], []
        for p, plan in enumerate(plans):
            walk = replace(read_plan(park, state.fences, state.positions[p], plan), player=p)
            walks.append(walk)
            cells = tuple(geo.cell(c) for c in walk.cells)
            events.append(Walked(p, None if plan.gate else state.positions[p], plan.gate, cells, walk.numbers))
            positions.append(cells[-1] if cells else state.positions[p])
        groups = hour_groups(park, state.hour, state.school_trip)
        result = resolve_hour(geo, state.wear, state.owner, frozenset(geo.index(c) for c in state.fences),
                              walks, [(a, b, n) for a, b, n, _ in groups], state.players)
        cell = geo.cell
        if result.worn:
            events.append(Worn(tuple((cell(i), level) for i, level in result.worn)))
        if result.claimed:
            events.append(Claimed(tuple((cell(i), who) for i, who in result.claimed)))
        names = {index: name for name, index in geo.gate_index.items()}
        for (origin, target, size, trip), visit in zip(groups, result.visits):
            routes = tuple((tuple(cell(i) for i in route), count) for route, count in visit.split.routes)
            events.append(VisitorsWalked(names[origin], names[target], size, trip, visit.split.cost, routes))
        points = tuple(0 if p in state.left else got for p, got in enumerate(result.points))  # leavers score no more
        scores = tuple(s + got for s, got in zip(state.scores, points))
        for p, got in enumerate(points):
            if got:
                events.append(Scored(p, got, scores[p]))
        for who, closed, busy in result.closures:
            events.append(Closed(who, tuple(cell(i) for i in closed), tuple(cell(i) for i in busy)))
        if result.regrew:
            events.append(Regrew(tuple((cell(i), level) for i, level in result.regrew)))
        if state.fences:
            events.append(FencesOpened(state.fences))
        events.append(HourEnded(state.hour, HOURS[state.hour], scores))
        new_state = replace(
            state, hour=state.hour + 1, wear=tuple(result.wear), owner=tuple(result.owner),
            fences=tuple(cell(i) for i in sorted(result.fences)), positions=tuple(positions), scores=scores,
            plans=tuple(Plan() if p in state.left else None for p in range(state.players)))
        if new_state.over:
            events.append(GameOver(scores, winners(scores)))
        return new_state, events

    def status(self, state: State) -> Status:
        """Playing, or player 0's result."""
        outcome = self.outcome(state)
        return Status.PLAYING if outcome is None else outcome.results[0]

    def outcome(self, state: State) -> Outcome | None:
        """After 17:00: the most points wins; players sharing the most points draw. Alone, a solo
        game is always won (its points go on the best-score table)."""
        if not state.over:
            return None
        best = winners(state.scores)
        top = state.scores[best[0]]
        if state.players == 1:
            return Outcome((Status.WON,), state.scores, f"The park closes: {top} points.")
        if len(best) == 1:
            results = tuple(Status.WON if p == best[0] else Status.LOST for p in range(state.players))
            reason = f"Player {best[0] + 1} wins with {top} points."
        else:
            results = tuple(Status.DRAW if p in best else Status.LOST for p in range(state.players))
            names = ", ".join(str(p + 1) for p in best[:-1]) + f" and {best[-1] + 1}"
            reason = f"Players {names} share the lead with {top} points: a draw."
        return Outcome(results, state.scores, reason)

    def observe(self, state: State, player: int = 0) -> View:
        """The park as `player` sees it: no other player's pending plan, only whether it is given."""
        trip = state.school_trip if state.school_trip and state.school_trip.hour < state.hour else None
        return View(park=state.park, player=player, players=state.players, hour=state.hour, wear=state.wear,
                    owner=state.owner, fences=state.fences, positions=state.positions, scores=state.scores,
                    planned=tuple(plan is not None for plan in state.plans),
                    plan=state.plans[player] if 0 <= player < state.players else None, school_trip=trip,
                    trip_to_come=state.school_trip is not None and state.school_trip.hour > state.hour)

    def events_for(self, state: State, events: Any, player: int) -> list[Event]:
        """Every event of the hour (walks are public once it resolves), but another player's plan only
        as `Planned(..., hidden=True)` without its steps."""
        return [Planned(e.player, hidden=True) if isinstance(e, Planned) and e.player != player else e
                for e in events]

    def score(self, state: State) -> int:
        """Player 0's points (the solo best-score table)."""
        return state.scores[0]


def winners(scores: tuple[int, ...]) -> tuple[int, ...]:
    """The players with the most points."""
    top = max(scores)
    return tuple(p for p, s in enumerate(scores) if s == top)


RULES = OlifantenpadRules()
