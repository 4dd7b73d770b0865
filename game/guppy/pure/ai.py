"""Guppy's search for the player: the idle hint (what to dye or sponge, which patch to cut).

Guppy has no opponent, so the hint is a small search over the player's own moves: every dye and
sponge that changes the cloth is tried (one move deep, then the most promising few a second move
deep), each position valued by `worth`, and compared with cutting what lies on the cloth now. A
tool is suggested only when it makes the cloth worth more than the bucket it costs; else the
scissors of the best patch, then that patch. Each position tried spends one node of the budget, so
the hint is the same on every machine and stops where the budget ends (with the best found so far).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.bots import Budget
from game.core.grid import Cell
from game.core.rules import IllegalMove, Move, Rules
from game.guppy.pure.rules import (
    BLACK_BEAD,
    COLOUR_NAMES,
    HOLE,
    NO_SCISSORS,
    RULES,
    WHITE_BEAD,
    Cut,
    Dye,
    GetNewCloth,
    OrderFilled,
    PatchCut,
    PickScissors,
    PutDownScissors,
    Sponge,
    State,
    colour_value,
    order_bonus,
    patch_points,
    patches,
    preview,
    spends_when_put_down,
)

#: What a bucket or sponge left in hand is worth, in points per level (so a tool is only suggested
#: where it makes the cloth worth more than the tool).
TOOL_WORTH = 3
#: How many of the best first moves are searched a second move deep.
BEAM = 6


def hint(rules: Rules[Any, Any], state: State, player: int, budget: Budget) -> Move | None:
    """The move the idle hint shows (`best_move`), or None when the game is over or nothing helps."""
    return best_move(state, budget)


def best_move(state: State, budget: Budget) -> Move | None:
    """With scissors in hand: cut their best patch (or, when a tool would do better and the pair
    goes back unspent, put them down; else put them down when nothing is left to cut). Without:
    the dye or sponge that raises the cloth's `worth` the most, else the scissors of the most
    valuable patch, else a new cloth when one may be fetched, else None."""
    if state.over:
        return None
    if state.holding != NO_SCISSORS:
        cut = _best_cut(state, state.holding)
        if not spends_when_put_down(state):
            down = replace(state, holding=NO_SCISSORS)
            if _best_tool(down, budget) is not None:
                return PutDownScissors()
        return cut if cut is not None else PutDownScissors()
    tool = _best_tool(state, budget)
    if tool is not None:
        return tool
    colour = _best_colour(state)
    if colour is not None:
        return PickScissors(colour)
    return GetNewCloth() if GetNewCloth() in RULES.legal_moves(state) else None


def hint_cells(state: State, move: Move) -> tuple[Cell, ...]:
    """The cloth tiles a hint points at: a tool's footprint, the patch a cut takes, or the best
    patch of the scissors to pick up (none for the other moves)."""
    if isinstance(move, (Dye, Sponge)):
        return tuple(cell for cell, before, after in preview(state, move) if before != after)
    if isinstance(move, Cut):
        return tuple(cell for cell, _, _ in preview(state, move))
    if isinstance(move, PickScissors):
        cut = _best_cut(state, move.colour)
        return hint_cells(state, cut) if cut is not None else ()
    return ()


def hint_words(move: Move) -> str:
    """What the hint says, in a player's words."""
    if isinstance(move, Dye):
        return f"Hint: pour {COLOUR_NAMES[move.colour]} dye on the outlined tiles."
    if isinstance(move, Sponge):
        return "Hint: sponge the outlined tiles."
    if isinstance(move, PickScissors):
        return f"Hint: take the {COLOUR_NAMES[move.colour]} scissors and cut the outlined patch."
    if isinstance(move, Cut):
        return "Hint: cut the outlined patch."
    if isinstance(move, PutDownScissors):
        return "Hint: put the scissors down; a tool would help first."
    if isinstance(move, GetNewCloth):
        return "Hint: nothing more to cut here: fetch a new cloth."
    return "Hint: end the game."


def worth(state: State) -> float:
    """How good a position is for the player: the score, the best cut of each ordered colour whose
    scissors are unspent (with its order bonus when that cut fills the order; a patch still too
    small counts half its points, so growing it is worth a bucket), and the tools left."""
    level = state.level
    total = float(state.score) + TOOL_WORTH * level.number * (sum(state.dye) + state.sponges)
    sizes = _largest(state)
    for colour in state.orders:
        if colour in state.spent or colour not in sizes:
            continue
        size, white, black = sizes[colour]
        points = patch_points(level.number, colour, size, white, black, state.cuts[colour // 2])
        if size < level.min_patch:
            total += points / 2
            continue
        progress = state.progress[colour // 2]
        if progress < level.order_size <= progress + size:
            points += order_bonus(level.number, len(state.filled_here) + 1)
        total += points
    return total


def _largest(state: State) -> dict[int, tuple[int, int, int]]:
    """(size, white beads, black beads) of the largest patch of each colour on the cloth."""
    width, height, board = state.width, state.height, state.board
    seen = [False] * len(board)
    best: dict[int, tuple[int, int, int]] = {}
    for start, colour in enumerate(board):
        if seen[start] or colour == HOLE or colour_value(colour) == 0:
            continue
        seen[start] = True
        stack, size, white, black = [start], 0, 0, 0
        while stack:
            i = stack.pop()
            size += 1
            bead = state.beads[i]
            white += bead == WHITE_BEAD
            black += bead == BLACK_BEAD
            x, y = i % width, i // width
            for j, inside in ((i - 1, x > 0), (i + 1, x + 1 < width), (i - width, y > 0), (i + width, y + 1 < height)):
                if inside and not seen[j] and board[j] == colour:
                    seen[j] = True
                    stack.append(j)
        if size > best.get(colour, (0, 0, 0))[0]:
            best[colour] = (size, white, black)
    return best


def _tool_moves(state: State) -> list[Move]:
    """The dyes and sponges `apply` would accept now."""
    return [m for m in RULES.legal_moves(state) if isinstance(m, (Dye, Sponge))]


def _after(state: State, move: Move, budget: Budget) -> State | None:
    """The position after `move` (one node of the budget), or None when refused or out of budget."""
    if not budget.spend():
        return None
    try:
        return RULES.apply(state, move)[0]
    except IllegalMove:
        return None


def _best_tool(state: State, budget: Budget) -> Move | None:
    """The dye or sponge whose position (or the best one a second tool reaches from it) is worth
    more than the cloth now, the most of them; None when no tool helps."""
    now = worth(state)
    scored: list[tuple[float, int, Move, State]] = []
    for n, move in enumerate(_tool_moves(state)):
        after = _after(state, move, budget)
        if after is None:
            if budget.exhausted:
                break
            continue
        scored.append((worth(after), -n, move, after))
    scored.sort(key=lambda row: (row[0], row[1]), reverse=True)
    best_value, best = now, None
    for value, _, move, after in scored[:BEAM]:
        for second in _tool_moves(after) if not budget.exhausted else ():
            deeper = _after(after, second, budget)
            if deeper is not None:
                value = max(value, worth(deeper))
        if value > best_value:
            best_value, best = value, move
    return best


def _best_cut(state: State, colour: int) -> Cut | None:
    """A cut of the patch of `colour` that scores most now (ties: the first), or None."""
    return _cut_and_points(state, colour)[0]


def _cut_and_points(state: State, colour: int) -> tuple[Cut | None, int]:
    """The cut of `colour` that scores most now (its patch points and any order bonus) and those
    points; (None, 0) when no patch of it can be cut."""
    best, best_points = None, 0
    holding = replace(state, holding=colour)
    for patch in patches(state, colour):
        move = Cut(patch.cells[0])
        try:
            _, events = RULES.apply(holding, move)
        except IllegalMove:
            continue
        points = sum(e.points if isinstance(e, PatchCut) else e.bonus if isinstance(e, OrderFilled) else 0
                     for e in events)
        if best is None or points > best_points:
            best, best_points = move, points
    return best, best_points


def _best_colour(state: State) -> int | None:
    """The ordered colour (scissors unspent) whose best cut scores most now, or None."""
    best, best_points = None, 0
    for colour in state.orders:
        if colour in state.spent:
            continue
        cut, points = _cut_and_points(state, colour)
        if cut is not None and (best is None or points > best_points):
            best, best_points = colour, points
    return best
