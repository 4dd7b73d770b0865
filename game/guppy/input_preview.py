"""What a move would do, worked out on the player's view before the click: the preview (`judge`,
`look`: the tiles the tool would touch, the colours it would leave, the size of the patch against
its order, and the rules' verdict as a tip) and the question asked before a move that ends the game
or throws something away (`losses`: the last scissors put down, a pair that has cut put down with
patches of its colour still to cut, a new cloth over a part-filled order or uncut patches, End
Game), read from the rules' answer on a copy so the question names what would be lost.

Kept apart from `input.py` (the input part, which shows these answers) as it draws nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.grid import Cell
from game.core.rules import IllegalMove, Move
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    HOLE,
    RULES,
    BeadBlackened,
    BeadLost,
    BonusAwarded,
    Cut,
    Dye,
    EndGame,
    GetNewCloth,
    OrderFilled,
    PatchCut,
    ScissorsPutDown,
    Sponge,
    State,
    View,
    patches,
    preview,
)


def _plural(n: int, what: str) -> str:
    """"1 sponge", "3 sponges", "2 uncut patches"."""
    return f"{n} {what}" + ("" if n == 1 else "es" if what.endswith("ch") else "s")


def _needed(view: View, colour: int) -> int:
    """Tiles the order of `colour` still needs (0 once it is filled)."""
    return max(0, view.level.order_size - view.progress[colour // 2])


def patch_words(view: View, colour: int, size: int) -> str:
    """A patch's size against its order, as the tip says it: "red patch 15 / 16" (16 tiles still
    wanted), or "red patch 9, order filled"."""
    needed = _needed(view, colour)
    name = COLOUR_NAMES[colour]
    return f"{name} patch {size} / {needed}" if needed else f"{name} patch {size}, order filled"


def _sentence(text: str) -> str:
    """A tip with its first letter in capitals ("Red patch 8 / 16, +64 points")."""
    return text[:1].upper() + text[1:]


def _uncut(found, colour: str = "") -> str:
    """Patches left on the cloth, named: "a red patch of 9", "2 red patches", "3 patches"."""
    if len(found) == 1:
        return f"a {COLOUR_NAMES[found[0].colour]} patch of {len(found[0].cells)}"
    return f"{len(found)} {colour} patches".replace("  ", " ")


def losses(view: View, move: Move) -> tuple[str, str] | None:
    """The question to ask before `move` (a title and one line naming what it would lose), or None
    when it ends nothing and loses nothing (or the rules refuse it: the refusal says why)."""
    try:
        after, events = RULES.apply(view, move)
    except IllegalMove:
        return None
    if isinstance(move, EndGame):
        return "End the game?", "Unused scissors are put away; the score is final."
    if after.over:
        left = [_plural(sum(view.dye), "bucket") if sum(view.dye) else "",
                _plural(view.sponges, "sponge") if view.sponges else ""]
        unused = ", ".join(w for w in left if w)
        return ("Put down the last scissors?", f"It ends the game with {unused} left." if unused else
                "It ends the game.")
    spent = [e.colour for e in events if isinstance(e, ScissorsPutDown) and e.spent]
    if isinstance(move, GetNewCloth):
        lost = [f"the {COLOUR_NAMES[c]} order at {view.progress[c // 2]}/{view.level.order_size}"
                for c in spent if _needed(view, c)]
        found = patches(view)
        if found and lost:
            lost.append(_plural(len(found), "uncut patch"))
        elif found:
            lost.append(_uncut(found) + " you could cut")
        return ("Get a new cloth?", "Lost: " + ", ".join(lost) + ".") if lost else None
    found = [p for c in spent for p in patches(view, c)]
    if not found:
        return None
    name = COLOUR_NAMES[spent[0]]
    stays = "stays" if len(found) == 1 else "stay"
    return f"Put the {name} scissors down?", f"They have cut: {_uncut(found, name)} {stays} uncut."


def bonus_text(event: BonusAwarded) -> str:
    """What a bonus brings, as the tip and the pop-up say it: "+1 blue, +1 yellow, +2 sponges"."""
    return ", ".join([f"+1 {COLOUR_NAMES[d]}" for d in event.dyes]
                     + [f"+{event.sponges} sponge" + ("s" if event.sponges > 1 else "")])


@dataclass
class Hover:
    """What the pointer or the cursor shows now: the tiles the tool would touch and the verdict."""

    cells: tuple[Cell, ...]
    changes: tuple[tuple[Cell, int, int], ...]
    reason: str | None
    tip: str
    #: the colour of the patch measured with nothing in hand (its outline's tint)
    colour: int | None = None




def look(view: View, cell: Cell, colour: int) -> Hover | None:
    """Nothing in hand, pointing at a tile of `colour`: the patch there, if its colour is ordered,
    and its size against what its order still needs."""
    if colour not in view.orders or colour in view.spent:
        return None
    cells = tuple(c for c, _, _ in preview(view, Cut(cell)))
    return Hover(cells, (), None, _sentence(patch_words(view, colour, len(cells))), colour)


def judge(view: View, move: Dye | Sponge | Cut) -> Hover:
    """The preview of a move: the tiles it touches, whether the rules accept it, and a tip (a cut's
    patch against its order and its points; the patch a dye or sponge makes against its order, its
    bonus, and the tiles a dye mixes into a colour no order wants)."""
    changes = preview(view, move)
    cells = tuple(cell for cell, _, _ in changes)
    tip = []
    if isinstance(move, Cut) and changes:
        tip.append(patch_words(view, view.holding, len(changes)))
    try:
        after, events = RULES.apply(view, move)
    except IllegalMove as exc:
        if tip and len(changes) < view.level.min_patch:
            return Hover(cells, changes, exc.reason,
                         _sentence(f"{tip[0]}: too small, cut {view.level.min_patch} or more"))
        return Hover(cells, changes, exc.reason, exc.reason)
    if isinstance(move, (Dye, Sponge)):
        tip += _made(view, after, changes)
    for event in events:
        if isinstance(event, PatchCut):
            beads = event.white_beads + 2 * event.black_beads
            tip.append(f"+{event.points:,} points" + (f" (beads x{2 ** beads})" if beads else ""))
        elif isinstance(event, OrderFilled):
            tip.append(f"fills the order: +{event.bonus:,}")
        elif isinstance(event, BonusAwarded):
            tip.append("Bonus: " + bonus_text(event))
        elif isinstance(event, BeadBlackened):
            tip.append("the bead turns black")
        elif isinstance(event, BeadLost):
            tip.append("the bead falls off")
    if isinstance(move, Dye):
        tip += _wasted(view, changes)
    return Hover(cells, changes, None, _sentence(", ".join(tip)))


def _made(view: View, after: State, changes) -> list[str]:
    """The biggest patch of an ordered colour a dye or sponge leaves through a tile it changed,
    against its order ("red patch 12 / 16")."""
    wanted = {c for c in view.orders if c not in view.spent}
    best: tuple[int, int] | None = None
    for cell, before, colour in changes:
        if before != colour and colour in wanted:
            size = len(preview(after, Cut(cell)))
            if best is None or size > best[0]:
                best = (size, colour)
    return [patch_words(view, best[1], best[0])] if best else []


def _wasted(view: View, changes) -> list[str]:
    """The tiles a dye turns to a colour no order here wants ("2 purple: not ordered"): what makes
    a first dye worthless, said before the click."""
    wanted = {c for c in view.orders if c not in view.spent}
    wasted: dict[int, int] = {}
    for _, before, colour in changes:
        if before != colour and colour != HOLE and colour not in wanted:
            wasted[colour] = wasted.get(colour, 0) + 1
    named = " and ".join(f"{n} {COLOUR_NAMES[c]}" for c, n in wasted.items())
    return [f"{named}: not ordered"] if wasted else []


def allowed(view: View, move: Move) -> bool:
    """True when the rules accept a move now (checked on a copy; nothing changes)."""
    try:
        RULES.apply(view, move)
    except IllegalMove:
        return False
    return True
