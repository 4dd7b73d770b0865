"""The museum model on screen: frames, rooms, tiles, marks, arrows and tokens as sprite lists.

`BoardView` owns every board sprite and places them from a rules view (`place`), so undo, load and
the end of each animation snap the picture to the state; the scene's tweens move the same sprites
in between. One sprite per tile id: a tile keeps its sprite as it slides along a line, falls off into
the spare slot and comes back in elsewhere, and the talisman lying on it rides along. Marks that
come and go (reachable spaces, the path preview, the line under the pointer) are pools whose hidden
sprites leave their lists, because in software rendering an invisible sprite still costs its fill.
"""

from __future__ import annotations

import math

import arcade

from game.floorplan import art_brush as brush
from game.floorplan import textures as tx
from game.floorplan.layout import Layout, LineKey, Square
from game.floorplan.pure.board import SPARE, Geometry
from game.ui.physics import Debris, shard_texture
from game.ui.sprites import SpritePool, hide, make_sprite, set_listed

TOKENS = ("visitor", "stauf")
TOKEN_SCALE = 0.62
TALISMAN_SCALE = 0.38
ANGEL_SCALE = 0.74
#: Where a talisman lies on its tile (fractions of a cell from the centre): the top-right corner.
TALISMAN_OFFSET = (0.29, 0.29)
#: How far the line under the pointer leans in the push's direction (fraction of a cell).
LEAN = 0.16
#: The light plaster of a tile's walls, as its chips show it.
PLASTER = (176, 156, 170)
#: Chips knocked off the tile a push throws out: (colour, how many) per push, and the pool's size.
CHIPS = ((PLASTER, 7), (brush.PARQUET, 3), (brush.GOLD, 2))
CHIP_POOL = 36


class BoardView:
    """Every sprite of the board, for one museum laid out by `layout`."""

    def __init__(self, layout: Layout, g: Geometry) -> None:
        self.layout, self.g = layout, g
        c = self.cell = layout.cell
        # Opaque layers are drawn without blending: in software rendering that skips reading
        # back every pixel under them (frames, rooms and tiles are most of the board).
        self.frames = arcade.SpriteList()
        self.link: arcade.Sprite | None = None
        self._build_frames()
        self.frames.blend = False
        self.arrows = arcade.SpriteList()  # and the stair link: one draw
        if self.link is not None:
            self.arrows.append(self.link)
        self.arrow_at: dict[LineKey, arcade.Sprite] = {}
        for line in g.lines:
            sprite = make_sprite(tx.arrow(layout.margin - 2, line.side, "idle"), *layout.arrow_center(line.key),
                                 scale=0.5)
            self.arrows.append(sprite)
            self.arrow_at[line.key] = sprite
        self.rooms = self.frames  # rooms never move: one opaque list with the frames, one draw
        self.room_at: dict[int, arcade.Sprite] = {}
        for i, kind in enumerate(g.kinds):
            if kind != "passage":
                sprite = make_sprite(self.room_texture(i, False), *self.center(i))
                self.rooms.append(sprite)
                self.room_at[i] = sprite
        # tiles never lie under a frame or a room: one opaque list with them, one draw (a tile put
        # back after a flight goes on top of the list, still over the frames)
        self.tiles = self.frames
        self.tile_sprites: list[arcade.Sprite] = []
        self.glows = SpritePool()
        self.glows.reset([self.center(i) for i in range(g.count)], tx.glow(c, tx.REACH))
        self.washes = SpritePool()
        self.washes.reset([self.center(i) for i in range(g.count)], tx.wash(c, tx.LINE_WASH, 60))
        self.dots = SpritePool()
        self.dots.reset([(0.0, 0.0)] * 96, tx.dot(max(10, c // 5), tx.PATH), 0.5)
        self.marks = arcade.SpriteList()  # the talismans lying on tiles (drawn while there are any)
        self.lock_layer = arcade.SpriteList()  # over the tokens: a locked-in token stays under its lock
        self.locks: dict[int, arcade.Sprite] = {i: make_sprite(tx.piece("lock", c), *self.center(i), scale=0.5)
                                                for i in list(g.galleries) + [g.foyer]}
        self.talismans: dict[int, arcade.Sprite] = {}
        self.angel = make_sprite(tx.piece("angel", round(c * ANGEL_SCALE)), scale=0.5)
        self.angel_at = (0.0, 0.0)
        # the angel first, under the tokens (they may stand on its Gallery); it is on a Gallery and a
        # talisman lies on a tile, so the two never meet: no list of its own, one draw fewer
        self.tokens = arcade.SpriteList()
        self.tokens.append(self.angel)
        self.token = {name: make_sprite(tx.piece(name, round(c * TOKEN_SCALE)), scale=0.5) for name in TOKENS}
        self.tokens.extend(self.token.values())
        self.lifted = arcade.SpriteList()  # tiles (and what rides them) in flight, over everything
        # the tiles of a line while it slides, out of the still layer (drawn over it each frame, as
        # they would lie in `tiles`: nothing of the board's is drawn under them but the frames)
        self.sliding = arcade.SpriteList()
        self.sliding.blend = False
        self.top = arcade.SpriteList()
        self.cursor = make_sprite(tx.cursor(c))
        hide(self.cursor)
        self.goal = make_sprite(tx.glow(c, tx.PATH))
        hide(self.goal)
        self.ghost = make_sprite(tx.tile(c, 0))
        hide(self.ghost)
        self.top.extend((self.goal, self.cursor))
        self.ghosts = arcade.SpriteList()
        self.ghosts.append(self.ghost)
        self.spare_tile = -1
        self.tile_on: list[int] = [-1] * g.count
        self.follow: dict[str, int | None] = {name: None for name in TOKENS}
        self.leaning: LineKey | None = None
        # chips of plaster and parquet knocked off a tile pushed out of a line (pymunk, drawing only)
        self.chips = Debris(shard_texture(), CHIP_POOL, gravity=(0, -900), damping=0.5, speed=(120, 320),
                            life=(0.6, 1.0), size=(0.4, 0.7), lift=220, seed=13)
        self._warm_up()

    def _warm_up(self) -> None:
        """Put the pictures the marks switch between into the texture atlas now, so that pointing
        at an arrow for the first time does not draw and upload a picture mid-frame."""
        atlas = arcade.get_window().ctx.default_atlas
        size = self.layout.margin - 2
        for side in {key[1] for key in self.arrow_at}:
            for state in ("idle", "hover", "forbidden"):
                atlas.add(tx.arrow(size, side, state))

    # -- building ---------------------------------------------------------------------------------
    def _build_frames(self) -> None:
        """The floors' wooden frames and the spare's slot (opaque), and the stair link between the
        floors (drawn over the frames, with the arrows)."""
        layout, m = self.layout, self.layout.margin
        for floor in range(len(layout.floors)):
            left, bottom, right, top = (round(v) for v in layout.frame_box(floor))
            w, h = right - left, top - bottom
            for box, horizontal in (((left, top - m, w, m), True), ((left, bottom, w, m), True),
                                    ((left, bottom + m, m, h - 2 * m), False),
                                    ((right - m, bottom + m, m, h - 2 * m), False)):
                x, y, bw, bh = box
                texture = tx.frame_strip(bw if horizontal else bh, bh if horizontal else bw, horizontal)
                self.frames.append(make_sprite(texture, x + bw / 2, y + bh / 2))
        if len(self.g.stairs) == 2:
            (f0, x0, y0), (f1, x1, y1) = (self.g.squares[s] for s in self.g.stairs)
            a, b = layout.floors[f0], layout.floors[f1]
            ya, yb = a.cell_center((x0, y0))[1], b.cell_center((x1, y1))[1]
            if abs(ya - yb) < 1 and f0 != f1:
                width = round(b.left - a.right)
                height = round(self.layout.cell * 0.5)
                self.link = make_sprite(tx.stair_link(width, height), (a.right + b.left) / 2, ya)
        side = round(layout.cell * 1.3)
        self.frames.append(make_sprite(tx.slot(side), *layout.slot))

    def room_texture(self, index: int, visited: bool) -> arcade.Texture:
        """The picture of the fixed space on square `index` (a Gallery lit once `visited`)."""
        g, c = self.g, self.cell
        kind = g.kinds[index]
        if kind == "foyer":
            return tx.room(c, "foyer")
        if kind == "stairway":
            return tx.room(c, "stairs-up" if g.squares[index][0] == 0 else "stairs-down")
        order = g.galleries.index(index)
        return tx.room(c, "gallery", order, g.gallery_names[index] if visited else None)

    # -- positions ----------------------------------------------------------------------------------
    def center(self, index: int) -> tuple[float, float]:
        """The centre of square number `index` (the spare slot for `SPARE`)."""
        return self.layout.slot if index == SPARE else self.layout.center(self.g.squares[index])

    def square_center(self, square: Square | None) -> tuple[float, float]:
        """The centre of a square (floor, column, row), or of the spare slot for None."""
        return self.layout.slot if square is None else self.layout.center(square)

    def stand(self, square: Square | None) -> tuple[float, float]:
        """Where a token stands on a square: the centre of a tile, a little above the middle of a
        room (clear of its name plate)."""
        x, y = self.square_center(square)
        if square is not None and self.g.kinds[self.g.index(square)] != "passage":
            y += self.cell * 0.1
        return x, y

    def token_offset(self, name: str, shared: bool) -> tuple[float, float]:
        """Where a token stands from its square's centre: the middle, or beside the other token."""
        if not shared:
            return 0.0, 0.0
        c = self.cell
        return (-0.2 * c, -0.1 * c) if name == "visitor" else (0.2 * c, 0.1 * c)

    def talisman_offset(self) -> tuple[float, float]:
        """Where a talisman lies from its tile's centre."""
        return TALISMAN_OFFSET[0] * self.cell, TALISMAN_OFFSET[1] * self.cell

    # -- the state -------------------------------------------------------------------------------------
    def place(self, view) -> None:  # noqa: C901 - one sprite per kind of thing a square can hold, placed in turn
        """Every sprite exactly as `view` (a rules `State` or `View`) shows the board."""
        g = self.g
        openings = view.openings
        while len(self.lifted):
            self.lifted.pop()
        while len(self.sliding):
            self.sliding.pop()
        for sprite in self.tile_sprites:
            set_listed(sprite, self.tiles, True)
        for sprite in self.token.values():
            set_listed(sprite, self.tokens, True)
        hide(self.ghost)
        while len(self.tile_sprites) < len(openings):
            sprite = make_sprite(tx.tile(self.cell, 0))
            self.tile_sprites.append(sprite)
            self.tiles.append(sprite)
        for i, tile in enumerate(view.tiles):
            if tile >= 0:
                _settle(self.tile_sprites[tile], tx.tile(self.cell, openings[tile]), self.center(i))
        self.spare_tile = view.spare
        self.tile_on = list(view.tiles)
        _settle(self.tile_sprites[view.spare], tx.tile(self.cell, openings[view.spare]), self.layout.slot)
        visited = {g.index(s) for s in view.visited}
        for i, sprite in self.room_at.items():
            texture = self.room_texture(i, i in visited)
            if sprite.texture is not texture:
                sprite.texture = texture
            if sprite.scale != 1.0:
                sprite.scale = 1.0
        locked = {g.index(s) for s in view.locked}
        for i, lock in self.locks.items():
            set_listed(lock, self.lock_layer, i in locked)
            if i in locked:
                _settle(lock, lock.texture, lock.position, 0.5)
        lying = dict(view.talismans)
        for tile, kind in lying.items():
            sprite = self.talisman_sprite(tile, kind)
            set_listed(sprite, self.marks, True)
            _settle(sprite, sprite.texture, sprite.position, 0.5)
        for tile, sprite in self.talismans.items():
            if tile not in lying:
                set_listed(sprite, self.marks, False)
        self.angel_at = self.square_center(view.target)
        _settle(self.angel, self.angel.texture, self.angel.position, 0.5)
        squares = {"visitor": view.visitor, "stauf": view.stauf}
        shared = view.visitor == view.stauf
        for name, square in squares.items():
            sprite = self.token[name]
            x, y = self.stand(square)
            dx, dy = self.token_offset(name, shared)
            _settle(sprite, sprite.texture, (x + dx, y + dy), 0.5)
            self.follow[name] = view.spare if square is None else view.tiles[g.index(square)]
            if self.follow[name] is not None and self.follow[name] < 0:
                self.follow[name] = None
        self.leaning = None
        self.ride()

    def talisman_sprite(self, tile: int, kind: str) -> arcade.Sprite:
        """The sprite of the talisman on `tile` (made when first needed; its picture set to `kind`)."""
        sprite = self.talismans.get(tile)
        texture = tx.piece(kind, round(self.cell * TALISMAN_SCALE))
        if sprite is None:
            sprite = make_sprite(texture, scale=0.5)
            self.talismans[tile] = sprite
        sprite.texture = texture
        return sprite

    def ride(self) -> None:
        """Talismans sit on their tiles and tokens that `follow` a tile stand on it (called each
        frame while tiles slide, so what rides a tile moves with it)."""
        dx, dy = self.talisman_offset()
        for tile, sprite in self.talismans.items():
            x, y = self.tile_sprites[tile].position
            sprite.position = (x + dx, y + dy)
        shared = self.follow["visitor"] is not None and self.follow["visitor"] == self.follow["stauf"]
        for name, tile in self.follow.items():
            if tile is not None:
                x, y = self.tile_sprites[tile].position
                ox, oy = self.token_offset(name, shared)
                self.token[name].position = (x + ox, y + oy)

    # -- marks ------------------------------------------------------------------------------------------
    def show_reach(self, indices) -> None:
        """Light the spaces a token can walk to (square numbers)."""
        self.glows.show_only(indices)

    def show_goal(self, point: tuple[float, float] | None, color: tuple = tx.PATH) -> None:
        """A gold frame round the end of a path preview (None hides it)."""
        if point is None:
            hide(self.goal)
        else:
            self.goal.texture = tx.glow(self.cell, color)
            self.goal.position, self.goal.alpha = point, 255

    def show_ghost(self, key: LineKey | None, openings: int = 0) -> None:
        """The spare, see-through, at the end of the line it would be pushed into (None hides it)."""
        if key is None:
            hide(self.ghost)
            return
        x, y = self.layout.entry_center(key)
        step = self.layout.line_step(key[1])
        self.ghost.texture = tx.tile(self.cell, openings)
        self.ghost.position = (x + step[0] * LEAN, y + step[1] * LEAN)
        self.ghost.alpha = 150

    def lift(self, tile: int, on: bool) -> None:
        """Take a tile (with its talisman and riding tokens) off the board's layers into the flying
        layer over everything, or put it back."""
        riders = [self.tile_sprites[tile]]
        if tile in self.talismans:
            riders.append(self.talismans[tile])
        riders += [self.token[name] for name, t in self.follow.items() if t == tile]
        homes = {id(self.tile_sprites[tile]): self.tiles}
        for sprite in riders:
            home = homes.get(id(sprite), self.tokens if sprite in self.token.values() else self.marks)
            if on:
                if sprite in home:
                    home.remove(sprite)
                set_listed(sprite, self.lifted, True)
            else:
                set_listed(sprite, self.lifted, False)
                set_listed(sprite, home, True)

    def slide(self, sprites: list[arcade.Sprite], on: bool) -> None:
        """Take the tiles of a line out of the resting tiles while the line slides (drawn each
        frame rather than painted again into the still layer at every step), or put them back."""
        for sprite in sprites:
            set_listed(sprite, self.tiles if on else self.sliding, False)
            set_listed(sprite, self.sliding if on else self.tiles, True)

    def show_path(self, points: list[tuple[float, float]], color: tuple = tx.PATH) -> None:
        """Footprint dots at design points (the path preview); an empty list hides them."""
        texture = tx.dot(max(10, self.cell // 5), color)
        points = points[:len(self.dots.pool)]
        for k in range(len(points), len(self.dots)):  # hide the dots past the new path (they are listed first)
            self.dots.put(k, False)
        for k, point in enumerate(points):
            sprite = self.dots.put(k, True)
            if tuple(sprite.position) != point:
                sprite.position = point
            if sprite.texture is not texture:
                sprite.texture = texture

    def path_points(self, squares: list[Square]) -> list[tuple[float, float]]:
        """Dots along a walk: each square's centre and the midpoint between two squares on one
        floor (the climb between floors is dotted at both ends only)."""
        points: list[tuple[float, float]] = []
        for k, square in enumerate(squares):
            here = self.layout.center(square)
            if k:
                before = squares[k - 1]
                if before[0] == square[0]:
                    last = self.layout.center(before)
                    points.append(((last[0] + here[0]) / 2, (last[1] + here[1]) / 2))
            points.append(here)
        return points[1:]

    def show_line(self, key: LineKey | None) -> None:
        """Wash the squares of the line an insertion point pushes (None: no line)."""
        line = self.g.line_at.get(key) if key else None
        self.washes.show_only(line.squares if line else ())

    def set_arrows(self, legal: set[LineKey], hovered: LineKey | None, visible: bool) -> None:
        """Each arrow gold (legal), bright (`hovered`) or grey (the push that would undo the last
        one); all hidden when `visible` is False (not the time to shift)."""
        size = self.layout.margin - 2
        for key, sprite in self.arrow_at.items():
            if not visible:
                set_listed(sprite, self.arrows, False)
                continue
            set_listed(sprite, self.arrows, True)
            state = "forbidden" if key not in legal else "hover" if key == hovered else "idle"
            sprite.texture = tx.arrow(size, key[1], state)
            sprite.alpha = 255

    def set_cursor(self, point: tuple[float, float] | None, scale: float = 1.0) -> None:
        """The keyboard cursor's brackets round a point (None hides them)."""
        if point is None:
            hide(self.cursor)
        else:
            self.cursor.position, self.cursor.alpha, self.cursor.scale = point, 255, scale

    def lean(self, key: LineKey | None, amount: float = 1.0) -> None:
        """Lean the tiles of a line a little in the push's direction (the shift preview); None
        puts the leaning line back."""
        for current in {self.leaning, key} - {None}:
            line = self.g.line_at[current]
            step = self.layout.line_step(current[1])
            k = LEAN * amount if current == key else 0.0
            for i in line.squares:
                x, y = self.center(i)
                tile = self.tile_on[i]
                if tile >= 0:
                    self.tile_sprites[tile].position = (x + step[0] * k, y + step[1] * k)
        self.leaning = key
        self.ride()

    def knock(self, key: LineKey) -> int:
        """Chips fly off the tile a push at `key` throws out, from the floor's edge where it leaves,
        and bounce inside that floor's frame; returns how many (none when the effects are off)."""
        self.chips.frame(*self.layout.frame_box(key[0]))
        x, y = self.center(self.g.line_at[key].squares[-1])
        step = self.layout.line_step(key[1])
        x, y = x + step[0] * 0.6, y + step[1] * 0.6
        spread = self.cell * 0.3
        return sum(self.chips.burst(x, y, color, n, spread=spread) for color, n in CHIPS)

    # -- frame --------------------------------------------------------------------------------------
    def update(self, age: float) -> None:
        """The Blue Angel hovers and the lit spaces breathe (a few properties, no rebuilds)."""
        x, y = self.angel_at
        self.angel.position = (x, y + self.cell * 0.04 * math.sin(age * 2.2))
        alpha = int(150 + 90 * (0.5 + 0.5 * math.sin(age * 3.0)))
        for sprite in self.glows:
            sprite.alpha = alpha

    def still_layers(self) -> tuple[arcade.SpriteList, ...]:
        """What the scene's still layer holds (and watches): the frames, the rooms and the tiles at
        rest."""
        return (self.frames,)

    def draw_still(self, pixelated: bool) -> None:
        """The frames, the rooms and the tiles at rest: the scene's still layer."""
        self.frames.draw(pixelated=pixelated)

    def draw(self, pixelated: bool) -> None:
        """Over the still layer, bottom up, each frame: a sliding line, the arrows, the washes,
        glows, talismans and path dots, the tokens and what flies over them."""
        if len(self.sliding):
            self.sliding.draw(pixelated=pixelated)
        self.arrows.draw()
        if len(self.washes):
            self.washes.draw(pixelated=pixelated)
        if len(self.glows):
            self.glows.draw(pixelated=pixelated)
        if len(self.marks):
            self.marks.draw()
        if len(self.dots):
            self.dots.draw()
        self.tokens.draw()
        if len(self.lock_layer):
            self.lock_layer.draw()
        if self.goal.alpha or self.cursor.alpha:
            self.top.draw(pixelated=pixelated)
        if self.ghost.alpha:
            self.ghosts.draw(pixelated=pixelated)
            self.arrows.draw()
        if len(self.lifted):
            self.lifted.draw()
        self.chips.draw()


def _settle(sprite: arcade.Sprite, texture, position, scale: float = 1.0) -> None:
    """Give a sprite its texture, place, full alpha and scale, upright, setting only what differs
    (each set costs a buffer update, and a sync sets a hundred sprites)."""
    if sprite.texture is not texture:
        sprite.texture = texture
    if tuple(sprite.position) != tuple(position):
        sprite.position = position
    if sprite.alpha != 255:
        sprite.alpha = 255
    if sprite.scale_x != scale or sprite.scale_y != scale:
        sprite.scale = scale
    if sprite.angle:
        sprite.angle = 0.0
