"""Romb Raider's map as the player knows it: the walls and braziers the rules' view shows (made
the first time they are seen, fading with the fog), the room's outer wall, and, with the "remember
the map" assist, the ones seen before as a dim outline. A wall is drawn as what it does: a solid
stone bar while it holds the spirits back (both its squares uncovered: the view's `holding`), broken
into blocks while a square beside it is dark and spirits glide through it. `MapView` is a part of
the board view, which hands it the sprite lists it draws into (`walls`, drawn 1:1, and `fixtures`)."""

from __future__ import annotations

import arcade

from game.core.grid import Cell
from game.romb.pure.rules import View
from game.romb.textures import flat_texture, open_wall_texture, outer_wall, sprite_at, wall_texture, wall_thickness
from game.ui.board import BoardGeometry
from game.ui.sprites import set_listed
from game.ui.tween import Timeline, ease_in_out, lerp

#: A wall or torch seen before but covered now, with the "remember the map" assist: a dim outline.
REMEMBERED_ALPHA = 70


class MapView:
    """Walls and braziers exactly as far as the player has seen them."""

    def __init__(self, board: BoardGeometry, walls: arcade.SpriteList, fixtures: arcade.SpriteList,
                 timeline: Timeline, settings) -> None:
        self.board = board
        self.walls = walls
        self.fixtures = fixtures
        self.timeline = timeline
        self.settings = settings
        self.remembered: set = set()    # walls and torches seen before (the "remember the map" assist)
        self.assisted = False           # the assist was on at some point of this room
        self._build_outer_walls()
        self.wall_at: dict[tuple[Cell, Cell], arcade.Sprite] = {}  # made when first seen
        self.braziers: dict[Cell, arcade.Sprite] = {}

    def _wall(self, wall: tuple[Cell, Cell]) -> arcade.Sprite:
        """The dark stone bar of an inner wall (made the first time the view shows it)."""
        if wall not in self.wall_at:
            board, c = self.board, self.board.cell
            t = wall_thickness(c)
            (ax, ay), (bx, by) = wall
            vertical = bx == ax + 1
            if vertical:
                x, y = board.left + bx * c, board.top - (ay + 0.5) * c
            else:
                x, y = board.left + (ax + 0.5) * c, board.top - by * c
            self.wall_at[wall] = sprite_at(wall_texture(c + t, t, vertical), (x, y), 1, alpha=0)
        return self.wall_at[wall]

    def _wall_look(self, wall: tuple[Cell, Cell], holds: bool) -> None:
        """A wall's bar as what it does now: solid while it holds the spirits, broken while not."""
        c = self.board.cell
        t = wall_thickness(c)
        vertical = wall[1][0] == wall[0][0] + 1
        look = wall_texture if holds else open_wall_texture
        self._wall(wall).texture = look(c + t, t, vertical)

    def brazier(self, torch: Cell) -> arcade.Sprite:
        """A torch's brazier (made the first time the view shows it)."""
        if torch not in self.braziers:
            self.braziers[torch] = sprite_at(flat_texture("brazier", self.board.cell, 0), self.board.center(torch),
                                             1, alpha=0)
        return self.braziers[torch]

    def _map_sprites(self, view: View) -> dict:
        """Every wall and brazier the player knows of, by key: ("wall", w) or ("torch", t), with the
        alpha it should have: full where the view shows it, dim where only remembered (assist)."""
        now = {("wall", w) for w in view.walls} | {("torch", t) for t in view.torches}
        if self.settings.remember_map:
            self.assisted = True
            self.remembered |= now
            remembered = self.remembered - now
        else:
            remembered = set()
        shown = {key: 255 for key in now}
        shown.update({key: REMEMBERED_ALPHA for key in remembered})
        return shown

    def _sprite_of(self, key) -> tuple[arcade.Sprite, arcade.SpriteList]:
        """A wall's or torch's sprite and the list it is drawn in (walls 1:1, braziers at 2x)."""
        if key[0] == "wall":
            return self._wall(key[1]), self.walls
        return self.brazier(key[1]), self.fixtures

    def show(self, view: View, duration: float = 0.0) -> None:
        """Walls and braziers exactly as the view shows them (and, with the assist, remembered ones
        dim): the ones that change fade with the fog over `duration`; none of a covered square."""
        wanted = self._map_sprites(view)
        holding = set(view.holding)
        for kind, wall in wanted:
            if kind == "wall":
                self._wall_look(wall, wall in holding)
        if not duration:  # in a turn, a torch catches fire with its own animation (`_light`)
            lit = set(view.torches_lit)
            for torch in view.torches:
                self.brazier(torch).texture = flat_texture("brazier", self.board.cell, int(torch in lit))
        known = [("wall", w) for w in self.wall_at] + [("torch", t) for t in self.braziers]
        changes = []
        for key in set(known) | set(wanted):
            (sprite, sprites), target = self._sprite_of(key), wanted.get(key, 0)
            if target:
                set_listed(sprite, sprites, True)
            if sprite.alpha != target:
                changes.append((sprite, sprites, sprite.alpha, target))
        if not duration:
            for sprite, sprites, _, target in changes:
                sprite.alpha = target
                set_listed(sprite, sprites, target > 0)
            return

        def fade(p: float) -> None:
            for sprite, sprites, start, target in changes:
                sprite.alpha = int(lerp(start, target, p))
                if p >= 1 and not target:
                    set_listed(sprite, sprites, False)

        self.timeline.add(duration, fade, ease=ease_in_out)

    def remember(self, views: list[View]) -> None:
        """With the assist on, what the player saw earlier in this room (the views of its story)."""
        for seen in views:
            self.remembered |= {("wall", w) for w in seen.walls} | {("torch", t) for t in seen.torches}

    def _build_outer_walls(self) -> None:
        """A dark stone bar round the outside of the room (the board's outline; corners overlap)."""
        board = self.board
        outer = outer_wall(board.cell)
        w, h = board.width, board.height
        cx, cy = board.middle
        for y in (board.top, board.bottom):
            self.walls.append(sprite_at(wall_texture(w + outer, outer, False), (cx, y), 1))
        for x in (board.left, board.right):
            self.walls.append(sprite_at(wall_texture(h + outer, outer, True), (x, cy), 1))
