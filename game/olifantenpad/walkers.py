"""Everything that walks or pops up over the park: the players' tokens, the visitors, their
footprints, the "+N" points and short call-outs.

Tokens and visitors move on the scene's timeline (they are the story of the hour, and input waits
for them). Footprints, points and glows fade on this layer's own timeline (`fx`), so the hour can end
while the last footprints are still fading. Sprites come from small pools and go back to them.
"""

from __future__ import annotations

import math
from typing import Callable

import arcade

from game.olifantenpad import textures
from game.olifantenpad.art import player_color
from game.olifantenpad.board_view import ParkView
from game.ui import theme
from game.ui.tween import Timeline, ease_in_out, ease_out_back, ease_out_cubic, linear

#: Seconds per cell for a visitor, between two visitors of one route, for a footprint to fade.
CELL_S, GAP_S, PRINT_S = 0.13, 0.26, 1.8
#: Most figures drawn for one route (a bigger crowd shows its number instead).
MAX_FIGURES = 5
POINTS_PIXELS = 24
#: The words that rise over the park besides points, (text, colour, pixels): made with the scene (`warm`).
CLOSED_RED = (255, 96, 80)
TIE = ("tie", (220, 220, 224), 14)
NO_WAY = ("no way through", (220, 220, 224), 13)
SCHOOL_TRIP = ("School trip!", theme.ACCENT, 16)
CLOSED = ("Closed!", CLOSED_RED, 20)
CALL_WORDS = (TIE, NO_WAY, SCHOOL_TRIP, CLOSED)


def _light(color: tuple) -> tuple[int, int, int]:
    """A player's colour lightened for a word over the lawn (drawn outlined dark)."""
    r, g, b = (int(c + (255 - c) * 0.35) for c in color[:3])
    return r, g, b


class Pool:
    """Sprites made on demand and given back when done; `listed` is what is drawn."""

    def __init__(self, make: Callable[[], arcade.Sprite]) -> None:
        self.make = make
        self.free: list[arcade.Sprite] = []
        self.listed = arcade.SpriteList()

    def take(self) -> arcade.Sprite:
        """A sprite, shown."""
        sprite = self.free.pop() if self.free else self.make()
        self.listed.append(sprite)
        return sprite

    def give(self, sprite: arcade.Sprite) -> None:
        """Hide a sprite and keep it for later."""
        if sprite in self.listed:
            self.listed.remove(sprite)
            self.free.append(sprite)

    def clear(self) -> None:
        """Give every sprite back."""
        while self.listed:
            self.free.append(self.listed.pop())

    def draw(self) -> None:
        """Draw the shown sprites."""
        self.listed.draw()


class Walkers:
    """The tokens of `players` players and the crowd, over one park view."""

    def __init__(self, view: ParkView, players: int) -> None:
        self.view = view
        c = self.cell = view.cell
        self.tokens = arcade.SpriteList()
        self.token = [arcade.Sprite(textures.piece("token", c, p), scale=0.5) for p in range(players)]
        self.at: list[tuple[float, float] | None] = [None] * players
        self.people = Pool(lambda: arcade.Sprite(textures.piece("visitor", c, 0, False), scale=0.5))
        self.prints = Pool(lambda: arcade.Sprite(textures.piece("footprint", c), scale=0.5))
        self.popups = Pool(lambda: arcade.Sprite(textures.piece("glow", c), scale=0.5))
        self.glows = Pool(lambda: arcade.Sprite(textures.piece("glow", c), scale=0.5))
        self.fx = Timeline()

    def warm(self) -> None:
        """Make the pictures an hour needs now (tokens, visitors, footprints, glows, worn grass and
        bridges, the owners' patterns, step markers, the "+N" and other words) and put them in the scene's
        texture atlas, so none is drawn, nor written into the atlas, mid-animation (the first
        hour's frames were 1-3 ms longer where one was)."""
        c, players = self.cell, len(self.token)
        made = [textures.piece("footprint", c), textures.piece("glow", c), *(t.texture for t in self.token)]
        for variant in range(8):
            for child in (False, True):
                made.append(textures.piece("visitor", c, variant, child))
        for level in (1, 2, 3):
            made.append(textures.piece("patch", c, level))
            for diagonal in (False, True):
                made.append(textures.piece("bridge", c, level, diagonal))
            for owner in [*range(players), None]:
                made.append(textures.piece("owner", c, owner, level))
        for player in range(players):
            for n in range(1, 6):
                made.append(textures.piece("marker", c, player, n))
            for n in range(1, 9):
                made.append(textures.word(f"+{n}", POINTS_PIXELS, _light(player_color(player))))
        made.extend(textures.word(words, pixels, _light(color)) for words, color, pixels in CALL_WORDS)
        self.tokens.preload_textures(made)

    # -- tokens ------------------------------------------------------------------------------------------
    def token_spot(self, player: int, cell, positions) -> tuple[float, float]:
        """Where a token stands on a cell: the middle, or spread round it when players share it."""
        x, y = self.view.board.center(cell)
        sharing = [p for p, where in enumerate(positions) if where is not None and tuple(where) == tuple(cell)]
        if len(sharing) < 2 or player not in sharing:
            return x, y
        k = sharing.index(player)
        a = 2 * math.pi * k / len(sharing) + math.pi / 4
        r = self.cell * 0.2
        return x + r * math.cos(a), y + r * math.sin(a)

    def place_tokens(self, positions) -> None:
        """Stand every token where the positions say (outside the park: not shown)."""
        for p, where in enumerate(positions):
            token = self.token[p]
            if where is None:
                self.at[p] = None
                if token in self.tokens:
                    self.tokens.remove(token)
                continue
            self.at[p] = self.token_spot(p, where, positions)
            token.position = self.at[p]
            token.scale = 0.5
            token.alpha = 255
            if token not in self.tokens:
                self.tokens.append(token)

    def walk_token(self, timeline: Timeline, player: int, start, cells: list[tuple[float, float]],
                   starts: list[float], step_s: float) -> None:
        """Queue a token's walk: it pops up at `start` (a gate) if it was outside, then moves to each
        point at its start time."""
        token = self.token[player]
        if start is not None and self.at[player] is None:
            def appear(p: float) -> None:
                if token not in self.tokens:
                    self.tokens.append(token)
                token.position = start
                token.scale = 0.5 * max(0.05, p)
                token.alpha = int(255 * min(1.0, p * 2))
            timeline.add(step_s * 0.8, appear, at=max(0.0, starts[0] - step_s), ease=ease_out_back)
        here = start if start is not None else self.at[player]
        for point, at in zip(cells, starts):
            origin = here

            def move(p: float, a=origin, b=point) -> None:
                if a is None:
                    token.position = b
                    return
                hop = math.sin(math.pi * p) * self.cell * 0.08
                token.position = (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p + hop)
            timeline.add(step_s * 0.85, move, at=at, ease=ease_in_out)
            here = point
        if cells:
            self.at[player] = cells[-1]

    # -- the crowd ---------------------------------------------------------------------------------------
    def walk_route(self, timeline: Timeline, at: float, points: list[tuple[float, float]], count: int, child: bool,
                   variant: int, on_step: Callable[[int], None]) -> float:
        """Queue `count` visitors (at most MAX_FIGURES drawn) walking a route of points, one behind
        the other; `on_step(i)` runs as the first reaches point i (i >= 1). Returns when the last
        one arrives."""
        if len(points) < 2:
            return at
        cells = len(points) - 1
        duration = cells * CELL_S
        figures = min(count, MAX_FIGURES)
        for k in range(figures):
            start = at + k * GAP_S
            sprite_box: list[arcade.Sprite] = []
            look = (variant + k * 3, child and k < figures)

            def walk(p: float, box=sprite_box, look=look, k=k) -> None:
                if not box:
                    sprite = self.people.take()
                    sprite.texture = textures.piece("visitor", self.cell, look[0] % 8, look[1])
                    sprite.scale = 0.5 * (0.85 if look[1] else 1.0)
                    box.append(sprite)
                sprite = box[0]
                t = min(cells - 1e-6, p * cells)
                n = int(t)
                f = t - n
                (x0, y0), (x1, y1) = points[n], points[n + 1]
                sway = math.sin((p * cells + k) * math.pi * 2) * self.cell * 0.04
                dx, dy = x1 - x0, y1 - y0
                length = math.hypot(dx, dy) or 1.0
                sprite.position = (x0 + dx * f - dy / length * sway, y0 + dy * f + dx / length * sway)
                sprite.angle = math.degrees(math.atan2(dx, dy))
                edge = min(p * cells, (1 - p) * cells)
                sprite.alpha = int(255 * max(0.0, min(1.0, edge * 2.5)))
                if p >= 1.0:
                    self.people.give(sprite)

            timeline.add(duration, walk, at=start, ease=linear)
            if k < 2:  # the first two leave footprints (enough to read the route)
                for i in range(1, len(points)):
                    timeline.call(start + i * CELL_S, lambda i=i: self.footprint(points[i - 1], points[i]))
        for i in range(1, len(points)):
            timeline.call(at + i * CELL_S, lambda i=i: on_step(i))
        return at + (figures - 1) * GAP_S + duration

    def footprint(self, a: tuple[float, float], b: tuple[float, float]) -> None:
        """A pair of footprints on point b, pointing away from a, fading."""
        sprite = self.prints.take()
        sprite.position = b
        sprite.angle = math.degrees(math.atan2(b[0] - a[0], b[1] - a[1]))
        sprite.alpha = 200

        def fade(p: float) -> None:
            sprite.alpha = int(200 * (1 - p))
            if p >= 1.0:
                self.prints.give(sprite)
        self.fx.add(PRINT_S, fade, ease=linear)

    # -- words and glows -------------------------------------------------------------------------------
    def popup(self, where: tuple[float, float], text: str, color: tuple, pixels: int = POINTS_PIXELS,
              rise: float = 0.7, seconds: float = 0.9) -> None:
        """A word or "+N" rising from a point and fading."""
        sprite = self.popups.take()
        sprite.texture = textures.word(text, pixels, _light(color))
        sprite.scale = 0.5
        x, y = where

        def lift(p: float) -> None:
            sprite.position = (x, y + self.cell * (0.2 + rise * p))
            sprite.alpha = int(255 * min(1.0, (1 - p) * 3))
            sprite.scale = 0.5 * (0.7 + 0.3 * min(1.0, p * 4))
            if p >= 1.0:
                self.popups.give(sprite)
        lift(0.0)
        self.fx.add(seconds, lift, ease=ease_out_cubic)

    def glow(self, where: tuple[float, float], color: tuple, seconds: float = 0.5, size: float = 1.3) -> None:
        """A soft round flash of colour over a point."""
        sprite = self.glows.take()
        sprite.position = where
        sprite.color = tuple(color[:3])

        def burst(p: float) -> None:
            sprite.scale = 0.5 * size * (0.6 + 0.6 * p)
            sprite.alpha = int(200 * (1 - p))
            if p >= 1.0:
                self.glows.give(sprite)
        burst(0.0)
        self.fx.add(seconds, burst, ease=ease_out_cubic)

    # -- frame -------------------------------------------------------------------------------------------
    def update(self, dt: float, speed: float) -> None:
        """Advance the fades."""
        self.fx.speed = speed
        self.fx.update(dt)

    def clear(self) -> None:
        """Stop every walk and fade (the scene shows a new state)."""
        self.fx.clear()
        self.people.clear()
        self.prints.clear()
        self.popups.clear()
        self.glows.clear()

    def draw_under(self) -> None:
        """Footprints (on the ground, under everyone)."""
        self.prints.draw()

    def draw(self) -> None:
        """Visitors, then tokens (players walk over the crowd)."""
        self.people.draw()
        self.tokens.draw()

    def draw_over(self) -> None:
        """Glows and words (over the trees)."""
        self.glows.draw()
        self.popups.draw()
