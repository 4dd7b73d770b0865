"""The walk a player is laying before "Walk!": where it starts, the steps so far, what may come next.

Scene-side and pure (no arcade): the rules decide what is legal (`rules.read_plan`, whose refusals
are the sentences a player reads); this only keeps the draft between clicks and keys. A player in
the park starts where they stand, or may enter through a gate instead; a player outside starts at a
gate (the first one, until they pick another). Steps from a gate are numbered 3, 4, 5.
"""

from __future__ import annotations

from game.core.grid import Cell
from game.core.rules import IllegalMove
from game.olifantenpad.pure.park import DIRECTIONS, Park
from game.olifantenpad.pure.rules import GATE_FIRST_STEP, MAX_STEPS, Plan, cell_text, read_plan, step_options

#: Keyboard directions by name (x right, y down), for the scene's key map.
DIRECTION_OF = dict(zip(("N", "NE", "E", "SE", "S", "SW", "W", "NW"), DIRECTIONS))


class Draft:
    """One player's walk in the making."""

    def __init__(self, park: Park, fences: tuple[Cell, ...], position: Cell | None) -> None:
        self.park, self.fences, self.position = park, tuple(fences), position
        self.gates = tuple(gate.cell for gate in park.gates)
        self.gate: Cell | None = None if position is not None else (self.gates[0] if self.gates else None)
        self.steps: list[Cell] = []

    # -- reading ------------------------------------------------------------------------------------
    @property
    def first_number(self) -> int:
        """The number of the first step (3 through a gate)."""
        return GATE_FIRST_STEP if self.gate is not None else 1

    @property
    def limit(self) -> int:
        """How many steps this walk may have."""
        return MAX_STEPS - self.first_number + 1

    @property
    def origin(self) -> Cell | None:
        """Where the walk starts: the chosen gate, else where the player stands (None outside)."""
        return self.gate if self.gate is not None else self.position

    @property
    def end(self) -> Cell | None:
        """Where the walk ends so far."""
        return self.steps[-1] if self.steps else self.origin

    @property
    def full(self) -> bool:
        """True when no step is left."""
        return len(self.steps) >= self.limit

    def numbers(self) -> list[int]:
        """The step number of each planned step."""
        return list(range(self.first_number, self.first_number + len(self.steps)))

    def options(self) -> tuple[Cell, ...]:
        """The cells the next step may go to (none when the walk is full or has no start)."""
        if self.full or self.end is None:
            return ()
        return step_options(self.park, self.fences, self.end)

    def plan(self) -> Plan:
        """The move to send: the steps (through the gate if one is chosen); a gate without steps is
        standing still outside."""
        if self.gate is not None and not self.steps:
            return Plan()
        return Plan(tuple(self.steps), self.gate)

    # -- changing ---------------------------------------------------------------------------------
    def refusal(self, cell: Cell) -> str | None:
        """Why `cell` cannot be the next step, or None when it can."""
        if self.end is None:
            return "You are outside the park: choose a gate to come in by."
        if self.full:
            if self.gate is not None:
                return (f"Entering through a gate leaves steps {GATE_FIRST_STEP} to {MAX_STEPS}; all are planned. "
                        "Press Walk! or take a step back.")
            return f"All {MAX_STEPS} steps are planned. Press Walk! or take a step back."
        try:
            read_plan(self.park, self.fences, self.position, Plan(tuple(self.steps) + (cell,), self.gate))
        except IllegalMove as exc:
            return exc.reason
        return None

    def add(self, cell: Cell) -> str | None:
        """Lay the next step on `cell`; the reason when it is refused (nothing changes then)."""
        reason = self.refusal(cell)
        if reason is None:
            self.steps.append(cell)
        return reason

    def add_direction(self, name: str) -> tuple[Cell | None, str | None]:
        """Lay the next step one cell in a direction ("N", "NE", ...): (the cell, the refusal)."""
        if self.end is None:
            return None, self.refusal((0, 0))
        dx, dy = DIRECTION_OF[name]
        cell = (self.end[0] + dx, self.end[1] + dy)
        if not (0 <= cell[0] < self.park.width and 0 <= cell[1] < self.park.height):
            return cell, f"That step leaves the park: {cell_text(self.end)} is on its edge."
        return cell, self.add(cell)

    def undo(self) -> bool:
        """Take back the last step; True when there was one."""
        if self.steps:
            self.steps.pop()
            return True
        return False

    def clear(self) -> None:
        """Take back every step (the start stays)."""
        self.steps.clear()

    def cut(self, count: int) -> None:
        """Keep only the first `count` steps."""
        del self.steps[count:]

    def starts(self) -> list[Cell]:
        """Where a walk may start: where the player stands (None: not in the park), then the gates."""
        return ([self.position] if self.position is not None else []) + list(self.gates)

    def choose_start(self, cell: Cell) -> bool:
        """Start at a gate (or back where the player stands); clears the steps. False when `cell`
        is neither."""
        if cell == self.position:
            self.gate = None
        elif cell in self.gates:
            self.gate = cell
        else:
            return False
        self.steps.clear()
        return True

    def cycle_start(self, delta: int = 1) -> Cell | None:
        """The next start in `starts()` (Tab); clears the steps and returns the new start."""
        options = self.starts()
        if not options:
            return None
        current = self.origin
        index = options.index(current) if current in options else -1
        chosen = options[(index + delta) % len(options)]
        self.choose_start(chosen)
        return chosen

    def is_start_choice(self, cell: Cell) -> bool:
        """True when clicking `cell` means "start there" rather than "step there": a gate that is
        not a legal next step, or the player's own cell while a gate is chosen and nothing laid."""
        if cell in self.gates and cell != self.origin:
            return cell not in self.options() or not self.steps and self.gate is not None
        return cell == self.position and self.gate is not None and not self.steps
