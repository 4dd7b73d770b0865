"""The search behind Stauf and the hint: which shift, then which destination.

It works from a player's view (`rules.observe`) on bit masks (`board.Geometry`), never on
`rules.apply`: a board is the four masks of squares open to the N, E, S and W plus the spare's
openings, and a push or a flood fill is a handful of integer operations.

- Every legal shift is tried; the mover's reachable spaces after it are the destinations.
- Reaching the target wins at once (rank WIN).
- Otherwise a position is worth `rival_distance * (rival's distance) - own_distance * (own distance)
  + threat_weight * (shifts that would connect the mover to the target next turn)`, distances to the
  target counting a connected step as 1 and a step a shift could open as `gap_cost`
  (`Geometry.distances`).
- With `lookahead`, each (shift, destination) is worth its value after the rival's best reply (every
  shift the rival may then make, and the rival's best space after it), and a plan after which the
  rival cannot reach the target (rank SAFE) beats every plan after which it can (rank EXPOSED).

Before any scoring, two scans look at every shift, so that a budget spent on scoring (the turning
spare makes four times as many shifts) never hides them:

- the win: a shift after which the mover reaches the target is played at once;
- the block (with `lookahead`): the shifts after which no reply of the rival reaches the target;
  when there are some, only they are scored.

A scan looks at a shift with one push and one flood fill (no distances, no threats): at most every
shift, and for the block every reply to every shift (121 in the shipped museums, 1,936 with the
turning spare). The scans are not counted in the node budget, so a decision is the same on every
machine, but they stop on a cancel. A search node is one shift looked at while scoring (the mover's,
a reply, or one counted as a threat); `budget.spend()` is told about every one, and the search keeps
the best plan found when the budget runs out (the most promising shifts, by their one-ply value, are
looked at two plies deep first).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from game.core.bots import Budget
from game.floorplan.pure.board import SPARE, Line, carry, geometry, rotate
from game.floorplan.pure.content import Level
from game.floorplan.pure.model import STAUF, VISITOR, Shift, View
from game.floorplan.pure.rules import last_line, legal_shifts, locked_mask, position, square_openings

#: Rank of a plan: the mover reaches the target now; the rival cannot reach it next; it can.
WIN, SAFE, EXPOSED = 2, 1, 0
#: Distance counted for a square no sequence of shifts connects to the target.
FAR = 60

Masks = tuple[int, int, int, int]


@dataclass(frozen=True)
class Plan:
    """A decision of the search: the shift (None when the shift is already made), the destination
    square number (the token's own square to stay; `SPARE` when it rides the spare) and its score
    (rank first, compared as a tuple)."""

    shift: Shift | None
    destination: int
    score: tuple[float, ...]


@dataclass(frozen=True)
class Board:
    """A board in the search: the open masks, the spare's openings, both tokens and the last push."""

    masks: Masks
    spare: int
    me: int
    rival: int
    line: Line | None


class Searcher:
    """One decision's search for `player` from `view`, with a level's weights."""

    def __init__(self, view: View, player: int, level: Level) -> None:
        self.view = view
        self.player = player
        g = self.g = geometry(view.setup.museum)
        last = last_line(g, view)
        self.root = Board(g.open_masks(square_openings(view)), view.openings[view.spare],
                          position(g, view, player), position(g, view, 1 - player), last)
        self.target = g.index(view.target)
        self.target_bit = 1 << self.target
        self.locked = locked_mask(g, view)
        # the Visitor's locks hold through Stauf's next turn; Stauf's reply never meets them
        self.reply_locked = self.locked if player == VISITOR else 0
        self.own, self.other, self.gap = level.own_distance, level.rival_distance, level.gap_cost
        self.threat = level.threat_weight
        self.spare_distance = 2 * level.gap_cost + 2
        #: shifts looked at since the budget was last told (threat counting looks at some too)
        self.nodes = 0

    # -- pieces -------------------------------------------------------------------------------
    def shifts(self, last: Line | None, spare: int) -> list[tuple[Shift, Line, int]]:
        """Legal shifts after the push `last` with a spare of these openings: (move, line, openings
        pushed in); turns that give the same openings are tried once."""
        undo = None if last is None else last.reverse_key
        out = []
        for line in self.g.lines:
            if line.key == undo:
                continue
            seen = set()
            for turns in range(4) if self.view.rotate_spare else range(1):
                turned = rotate(spare, turns)
                if turned not in seen:
                    seen.add(turned)
                    out.append((Shift(line.floor, line.side, line.index, turns), line, turned))
        return out

    def push(self, board: Board, line: Line, pushed: int) -> Board:
        """The board after pushing a tile with openings `pushed` along `line`."""
        masks, spare = self.g.push_masks(board.masks, line, pushed)
        return Board(masks, spare, carry(board.me, line), carry(board.rival, line), line)

    def distances(self, east: int, south: Sequence[int], locked: int) -> list[int]:
        """Distance to the target of every square (FAR where no shift can ever connect it)."""
        dist = [FAR] * self.g.count
        for d, level in enumerate(self.g.distances(self.target, east, south, self.gap, locked)):
            for i in self.g.members(level):
                dist[i] = d
        return dist

    def distance(self, dist: list[int], square: int) -> int:
        """A square's distance (a token on the spare counts as `spare_distance`)."""
        return self.spare_distance if square == SPARE else dist[square]

    def threats(self, board: Board, squares: list[int]) -> dict[int, int]:
        """For each of `squares` (where the mover's token may stand on `board`), how many of the
        mover's shifts next turn would connect it to the target (locks ignored)."""
        g = self.g
        counts = dict.fromkeys(squares, 0)
        for _, line, pushed in self.shifts(board.line, board.spare):
            self.nodes += 1
            masks, _ = g.push_masks(board.masks, line, pushed)
            east, south = g.links(masks)
            carried_in = g.pullback(g.reach(self.target, east, south), line)
            for square in squares:
                if square != SPARE and carried_in >> square & 1:
                    counts[square] += 1
        return counts

    def value(self, dist: list[int], threat: dict[int, int], square: int, rival: float) -> float:
        """A position's worth to the mover: close to the target, many shifts that would connect it
        next turn, the rival far away (`rival` is the rival's distance)."""
        return self.other * rival - self.own * self.distance(dist, square) + self.threat * threat.get(square, 0)

    # -- the scans ----------------------------------------------------------------------------
    def wins(self, board: Board) -> bool:
        """True when the mover reaches the target on a board just shifted."""
        east, south = self.g.links(board.masks, self.locked)
        return bool(self.g.reach(board.me, east, south) & self.target_bit)

    def rival_can_win(self, board: Board) -> bool:
        """True when some reply shift of the rival on `board` (the mover's shift made) lets the rival
        reach the target (the mover's locks hold through the reply only when the mover is the
        Visitor)."""
        g = self.g
        for _, line, pushed in self.shifts(board.line, board.spare):
            masks, _ = g.push_masks(board.masks, line, pushed)
            east, south = g.links(masks, self.reply_locked)
            if g.reach(carry(board.rival, line), east, south) & self.target_bit:
                return True
        return False

    # -- one ply ------------------------------------------------------------------------------
    def one_ply(self, shift: Shift | None, board: Board) -> tuple[list[Plan], list[int]]:
        """Every destination on a board just shifted (by `shift`), scored without the rival's
        reply; and the destinations (empty when the mover reaches the target)."""
        g = self.g
        east, south = g.links(board.masks, self.locked)
        reach = g.reach(board.me, east, south)
        if reach & self.target_bit:
            return [Plan(shift, self.target, (WIN, 0.0))], []
        dist = self.distances(east, south, self.locked)
        destinations = g.members(reach) if reach else [board.me]
        # the rival pushes in between, so any of the mover's shifts may be allowed next turn
        threat = self.threats(replace(board, line=None), destinations) if self.threat else {}
        rival_distance = self.distance(dist, board.rival)
        return [Plan(shift, d, (SAFE, self.value(dist, threat, d, rival_distance))) for d in destinations], destinations

    # -- two plies ----------------------------------------------------------------------------
    def two_ply(self, shift: Shift | None, board: Board, destinations: list[int],
                budget: Budget) -> list[Plan] | None:
        """The destinations after `shift`, each scored after the rival's best reply (every shift it
        may make, then its best space); None when the budget ran out first."""
        g = self.g
        worst: dict[int, float] = {}
        beaten = 0
        for _, line, pushed in self.shifts(board.line, board.spare):
            if not go_on(budget, 1 + self.nodes):
                return None
            self.nodes = 0
            after = self.push(board, line, pushed)
            east, south = g.links(after.masks, self.reply_locked)
            reach = g.reach(after.rival, east, south)
            if reach & self.target_bit:
                beaten += 1
                continue
            dist = self.distances(east, south, self.reply_locked)
            rival_best = min((dist[i] for i in g.members(reach)), default=self.spare_distance)
            mine = {d: carry(d, line) for d in destinations}
            threat = self.threats(after, list(set(mine.values()))) if self.threat else {}
            for d, moved in mine.items():
                value = self.value(dist, threat, moved, rival_best)
                if d not in worst or value < worst[d]:
                    worst[d] = value
        if beaten:
            # the rival can win next turn: the fewer replies that let it, the better
            return [Plan(shift, d, (EXPOSED, -beaten, worst.get(d, 0.0))) for d in destinations]
        return [Plan(shift, d, (SAFE, 0, worst.get(d, 0.0))) for d in destinations]


def go_on(budget: Budget, nodes: int) -> bool:
    """Spend `nodes` nodes; False once the budget is used up, cancelled or past its wall-clock cap.
    (`Budget.spend` reads the clock every 64 nodes counted one by one; the search counts several at
    a time, so it asks the clock itself, once per shift it looks at.)"""
    return budget.spend(nodes) and not budget.exhausted


def best(plans: list[Plan]) -> Plan:
    """The best plan; ties go to the first (the search's stable order)."""
    top = plans[0]
    for plan in plans[1:]:
        if plan.score > top.score:
            top = plan
    return top


def plan_turn(view: View, player: int, level: Level, budget: Budget, lookahead: bool) -> Plan | None:
    """The best (shift, destination) for `player` from `view` at the start of its turn: a winning
    shift first; with `lookahead`, only shifts that leave the rival no way to the target when there
    are some; then the best scored (None when the budget was cancelled before any shift)."""
    search = Searcher(view, player, level)
    candidates: list[tuple[Shift, Board]] = []
    for shift, line, pushed in search.shifts(search.root.line, search.root.spare):
        if budget.cancelled.is_set():
            return None
        board = search.push(search.root, line, pushed)
        if search.wins(board):
            return Plan(shift, search.target, (WIN, 0.0))
        candidates.append((shift, board))
    if lookahead:
        safe = []
        for shift, board in candidates:
            if budget.cancelled.is_set():
                return None
            if not search.rival_can_win(board):
                safe.append((shift, board))
        candidates = safe or candidates
    found: list[tuple[Plan, Board, list[int]]] = []
    for shift, board in candidates:
        if not go_on(budget, 1 + search.nodes):
            break
        search.nodes = 0
        plans, destinations = search.one_ply(shift, board)
        found.append((best(plans), board, destinations))
    if not found:
        # the budget allowed no scoring: the first candidate (a block, with lookahead), staying put
        shift, board = candidates[0]
        return Plan(shift, board.me, (SAFE, 0.0))
    if not lookahead:
        return best([plan for plan, _, _ in found])
    found.sort(key=lambda item: item[0].score, reverse=True)  # stable: the most promising first
    deep: list[Plan] = []
    for plan, board, destinations in found:
        replies = search.two_ply(plan.shift, board, destinations, budget)
        if replies is None:
            break
        deep.append(best(replies))
    return best(deep) if deep else found[0][0]


def choose_destination(view: View, player: int, level: Level, budget: Budget, lookahead: bool) -> int:
    """The best square to walk to after this turn's shift (the token's own square to stay): the same
    scores `plan_turn` gave the shift that was made."""
    search = Searcher(view, player, level)
    if search.root.line is None:
        return search.root.me
    plans, destinations = search.one_ply(None, search.root)
    if lookahead and destinations:
        deep = search.two_ply(None, search.root, destinations, budget)
        if deep is not None:
            plans = deep
    return best(plans).destination


def closest(view: View, player: int, level: Level) -> int:
    """The reachable square closest to the target (the target itself when it is reachable)."""
    search = Searcher(view, player, level)
    g = search.g
    east, south = g.links(search.root.masks, search.locked)
    reach = g.reach(search.root.me, east, south)
    if not reach:
        return search.root.me
    if reach & search.target_bit:
        return search.target
    dist = search.distances(east, south, search.locked)
    return min(g.members(reach), key=lambda d: dist[d])


def stauf_threat(view: View) -> bool:
    """True when Stauf could reach the target with some shift on his next turn, the board as it is
    now (after the Visitor's shift this turn)."""
    g = geometry(view.setup.museum)
    masks = g.open_masks(square_openings(view))
    stauf = position(g, view, STAUF)
    target_bit = 1 << g.index(view.target)
    locked = locked_mask(g, view)
    for shift in legal_shifts(view):
        line = g.line_at[(shift.floor, shift.side, shift.index)]
        after, _ = g.push_masks(masks, line, view.openings[view.spare])
        east, south = g.links(after, locked)
        if g.reach(carry(stauf, line), east, south) & target_bit:
            return True
    return False


def farthest(view: View, level: Level, allowed: Sequence[int]) -> int:
    """Of `allowed` squares, the one farthest from the target (where to put Stauf away)."""
    search = Searcher(view, VISITOR, level)
    east, south = search.g.links(search.root.masks, search.locked)
    dist = search.distances(east, south, search.locked)
    return max(allowed, key=lambda d: (dist[d], -d))
