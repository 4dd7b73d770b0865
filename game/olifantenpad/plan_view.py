"""The marks of planning over the park: the walk being laid (numbered discs joined by dots), where
the next step may go (faint rings), where it starts (a pulsing ring on the gate or the player), the
cell under the pointer, a refused step (a red cross), a ghost walk (the idle hint in gold, a lesson
friend's walk) and a lesson's golden targets.

Marks are rebuilt when the walk changes (a click or a key), never in a frame; a frame only pulses
a few alphas.
"""

from __future__ import annotations

import math

import arcade

from game.olifantenpad import textures
from game.olifantenpad.art import player_color
from game.olifantenpad.board_view import ParkView
from game.olifantenpad.walkers import Pool
from game.ui import theme

HINT_COLOR = (255, 214, 90)
#: The previewed visitor routes: large dots in the visitors' red (they show on sidewalk and grass
#: alike), in the planner's colour on their own cells.
ROUTE_COLOR, ROUTE_SCALE = (226, 62, 74), 0.8
#: The size of step markers on a cell stepped on more than once (they sit side by side).
REPEAT_SCALE = 0.55
#: Where those markers sit, in cells from the cell's centre: first, second, third time on it.
REPEAT_SPOTS = ((-0.22, 0.22), (0.22, -0.22), (0.22, 0.22))


class PlanView:
    """The planning marks over one park view."""

    def __init__(self, view: ParkView) -> None:
        self.view = view
        c = self.cell = view.cell
        self.options = Pool(lambda: arcade.Sprite(textures.piece("ring", c), scale=0.5))
        self.dots = Pool(lambda: arcade.Sprite(textures.piece("dot", c, (255, 255, 255)), scale=0.5))
        self.markers = Pool(lambda: arcade.Sprite(textures.piece("marker", c, 0, 1), scale=0.5))
        self.ghosts = Pool(lambda: arcade.Sprite(textures.piece("marker", c, 0, 1), scale=0.5))
        self.ghost_dots = Pool(lambda: arcade.Sprite(textures.piece("dot", c, (255, 255, 255)), scale=0.5))
        self.route_dots = Pool(lambda: arcade.Sprite(textures.piece("dot", c, ROUTE_COLOR), scale=ROUTE_SCALE))
        self.targets = arcade.SpriteList()
        self.top = arcade.SpriteList()
        self.start_ring = arcade.Sprite(textures.piece("ring", c), scale=0.5)
        self.hover_ring = arcade.Sprite(textures.piece("ring", c), scale=0.5)
        self.cross = arcade.Sprite(textures.piece("cross", c), scale=0.5)
        for sprite in (self.start_ring, self.hover_ring, self.cross):
            sprite.alpha = 0
            sprite.position = (-1000, -1000)
            self.top.append(sprite)
        self.cross_until = 0.0
        self.start_cells: list = []
        self.age = 0.0

    def _at(self, cell) -> tuple[float, float]:
        return self.view.board.center(cell)

    def _path(self, pool: Pool, dots: Pool, player: int, origin, steps, numbers, alpha: int, color,
              gold: bool = False) -> None:
        points = ([self._at(origin)] if origin is not None else []) + [self._at(c) for c in steps]
        for a, b in zip(points, points[1:]):
            for f in (0.33, 0.66):
                dot = dots.take()
                dot.position = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)
                dot.texture = textures.piece("dot", self.cell, tuple(color))
                dot.alpha = alpha
        on_cell: dict = {}
        for index, cell in enumerate(steps):
            on_cell.setdefault(cell, []).append(index)
        for index, (cell, number) in enumerate(zip(steps, numbers)):
            marker = pool.take()
            marker.texture = (textures.piece("gold", self.cell, number) if gold
                              else textures.piece("marker", self.cell, player, number))
            x, y = self._at(cell)
            shared = on_cell[cell]
            if len(shared) > 1:  # a walk that doubles back: its numbers side by side, smaller
                dx, dy = REPEAT_SPOTS[min(shared.index(index), len(REPEAT_SPOTS) - 1)]
                x, y = x + dx * self.cell, y + dy * self.cell
                marker.scale = 0.5 * REPEAT_SCALE
            else:
                marker.scale = 0.5
            marker.position = (x, y)
            marker.alpha = alpha

    # -- the walk -----------------------------------------------------------------------------------
    def show(self, draft, player: int, locked: bool = False) -> None:
        """The walk of a draft (None: no walk), its options and its start; `locked` once sent."""
        self.markers.clear()
        self.dots.clear()
        self.options.clear()
        self.start_cells = []
        if draft is None:
            self.start_ring.alpha = 0
            return
        color = player_color(player)
        self._path(self.markers, self.dots, player, draft.origin, draft.steps, draft.numbers(),
                   200 if locked else 255, color)
        if locked:
            self.start_ring.alpha = 0
            return
        for cell in draft.options():
            ring = self.options.take()
            ring.position = self._at(cell)
            ring.color = (255, 255, 255)
            ring.alpha = 70
        if draft.origin is not None:
            self.start_ring.position = self._at(draft.end)
            self.start_ring.color = color
        if draft.position is None and not draft.steps:
            self.start_cells = [g for g in draft.gates if g != draft.origin]
            for cell in self.start_cells:  # the other gates one may come in by
                ring = self.options.take()
                ring.position = self._at(cell)
                ring.color = theme.ACCENT
                ring.alpha = 120

    def show_ghost(self, plan, origin, player: int, color=HINT_COLOR) -> None:
        """A walk drawn faintly (a hint, a friend's walk); None clears it."""
        self.ghosts.clear()
        self.ghost_dots.clear()
        if plan is None or not plan.steps:
            return
        start = tuple(plan.gate) if plan.gate is not None else origin
        first = 3 if plan.gate is not None else 1
        numbers = list(range(first, first + len(plan.steps)))
        self._path(self.ghosts, self.ghost_dots, player, start, [tuple(c) for c in plan.steps], numbers,
                   230 if color == HINT_COLOR else 150, color, gold=color == HINT_COLOR)

    def show_routes(self, routes, mine=frozenset(), color=ROUTE_COLOR) -> None:
        """This hour's visitor routes as the preview finds them (cell lists; none: clear), as a
        trail of red dots; a dot on one of `mine` (the planner's cells) in `color`."""
        self.route_dots.clear()
        seen: set = set()
        for route in routes:
            points = [self._at(c) for c in route]
            for n, (a, b) in enumerate(zip(points, points[1:])):
                for f in (0.0, 0.5):
                    spot = (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f))
                    if n == 0 and f == 0.0 or spot in seen:
                        continue  # not on the gate it leaves; one dot where routes share a cell
                    seen.add(spot)
                    dot = self.route_dots.take()
                    dot.position = spot
                    own = f == 0.0 and route[n] in mine
                    dot.texture = textures.piece("dot", self.cell, tuple(color) if own else ROUTE_COLOR)
                    dot.alpha = 240 if own else 190

    def show_targets(self, cells) -> None:
        """Golden rings on a lesson's goal cells."""
        while self.targets:
            self.targets.pop()
        for cell in cells:
            ring = arcade.Sprite(textures.piece("ring", self.cell), scale=0.5)
            ring.position = self._at(cell)
            ring.color = HINT_COLOR
            self.targets.append(ring)

    # -- the pointer ----------------------------------------------------------------------------------
    def hover(self, cell, ok: bool) -> None:
        """Ring the cell under the pointer (None: no ring); brighter where a step may go."""
        if cell is None:
            self.hover_ring.alpha = 0
            self.hover_ring.position = (-1000, -1000)
            return
        self.hover_ring.position = self._at(cell)
        self.hover_ring.color = (255, 255, 255) if ok else (255, 140, 120)
        self.hover_ring.alpha = 220 if ok else 110

    def refuse(self, cell, until: float) -> None:
        """A red cross on a refused cell until the scene's age `until`."""
        if cell is None or not self.view.board.contains(cell):
            return
        self.cross.position = self._at(cell)
        self.cross.alpha = 255
        self.cross_until = until

    # -- frame --------------------------------------------------------------------------------------------
    def update(self, age: float) -> None:
        """Pulse the start ring and the targets; let the cross fade."""
        self.age = age
        pulse = 0.5 + 0.5 * math.sin(age * 5)
        if self.markers.listed or self.options.listed:
            self.start_ring.alpha = int(120 + 120 * pulse)
            self.start_ring.scale = 0.5 * (1.0 + 0.06 * pulse)
        for ring in self.targets:
            ring.alpha = int(150 + 100 * pulse)
            ring.scale = 0.5 * (0.92 + 0.1 * pulse)
        for ring in self.options.listed:
            if ring.color[:3] == theme.ACCENT[:3]:
                ring.alpha = int(90 + 120 * pulse)
        left = self.cross_until - age
        if self.cross.alpha and left <= 0:
            self.cross.alpha = 0
            self.cross.position = (-1000, -1000)
        elif left > 0:
            self.cross.alpha = int(255 * min(1.0, left * 3))

    def clear(self) -> None:
        """No marks at all."""
        self.show(None, 0)
        self.show_ghost(None, None, 0)
        self.show_routes(())
        self.hover(None, False)

    def draw_under(self) -> None:
        """Targets, options, ghost and walk (under the walkers)."""
        self.targets.draw()
        self.route_dots.draw()
        self.options.draw()
        self.ghost_dots.draw()
        self.ghosts.draw()
        self.dots.draw()
        self.markers.draw()

    def draw_over(self) -> None:
        """Start ring, hover ring, refusal cross (over the walkers)."""
        self.top.draw()
