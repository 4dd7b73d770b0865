"""Physical effects with pymunk: shards, dust and scraps that fly, spin and bounce off a frame.

One `Debris` is a pymunk `Space` of short-lived bodies drawn through one `SpriteList`:

- `burst(x, y, color, count)` flings pieces out of a point; `frame(left, bottom, right, top)` puts
  static walls round a box for them to bounce off (a board's frame, a room's walls).
- It is an `EffectPart` (see `effects.py`): `update(dt)` takes time already scaled by the animation
  speed (an `Effects` layer does that), and the space is stepped at a fixed time step (`STEP`), so
  the same bursts give the same motion at any frame rate. Its randomness has its own seeded RNG, so
  a screenshot taken at the same moment is the same picture.
- `amount` (0..1) scales how many pieces a burst makes (0: none), for a quieter screen; so does
  `Debris.level`, the player's "Flying debris" setting, for every burst of every game.
- Pieces collide with the walls only, never with each other (cheap, and a burst stays a burst), and
  fade out over their life; the sprites are a fixed pool, the oldest piece reused first, so a long
  cascade never grows anything.

The rules never see any of this: it is drawing only.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import arcade
import pymunk
from PIL import Image, ImageDraw, ImageFilter

from game.ui.sprites import OFF_SCREEN, hide, image_texture, make_sprite

#: The fixed time step of the simulation (seconds of animation time).
STEP = 1 / 120
#: At most this many steps per frame: a long frame slows the effect instead of stalling the game.
MAX_STEPS = 8
#: The walls' collision category; pieces collide with it only.
_WALLS, _PIECES = 0b01, 0b10


@lru_cache(maxsize=None)
def shard_texture(size: int = 16) -> arcade.Texture:
    """A white sliver of stone (tinted per burst), drawn at 2x."""
    s = size * 2
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.polygon([(s * 0.1, s * 0.75), (s * 0.55, s * 0.08), (s * 0.92, s * 0.62), (s * 0.45, s * 0.95)],
                 fill=(255, 255, 255, 255))
    draw.line([(s * 0.55, s * 0.08), (s * 0.45, s * 0.95)], fill=(200, 200, 200, 255), width=max(1, s // 16))
    return image_texture(image, f"physics-shard-{size}")


@lru_cache(maxsize=None)
def dust_texture(size: int = 24) -> arcade.Texture:
    """A soft white puff (tinted per burst), drawn at 2x."""
    s = size * 2
    image = Image.new("RGBA", (s, s), (255, 255, 255, 0))
    mask = Image.new("L", (s, s), 0)
    ImageDraw.Draw(mask).ellipse((s * 0.2, s * 0.2, s * 0.8, s * 0.8), fill=200)
    image.putalpha(mask.filter(ImageFilter.GaussianBlur(s * 0.1)))
    return image_texture(image, f"physics-dust-{size}")


@lru_cache(maxsize=None)
def scrap_texture(size: int = 18) -> arcade.Texture:
    """A white scrap of cloth, a ragged strip (tinted per burst), drawn at 2x."""
    s = size * 2
    image = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.polygon([(s * 0.05, s * 0.35), (s * 0.95, s * 0.25), (s * 0.9, s * 0.6), (s * 0.7, s * 0.7),
                  (s * 0.5, s * 0.62), (s * 0.3, s * 0.72), (s * 0.08, s * 0.64)], fill=(255, 255, 255, 255))
    return image_texture(image, f"physics-scrap-{size}")


class Debris:
    """A pool of physical pieces in one pymunk space (see the module's notes).

    `texture`: the pieces' picture (white, tinted per burst); `count`: the pool's size; `gravity`
    in design pixels per second squared (0, 0 for a top-down room); `damping`: the fraction of speed
    kept per second; `speed`, `spin` (radians per second), `life` (seconds) and `size` (sprite scale)
    ranges for each piece; `lift`: extra upward speed; `bounce` and `friction` of the walls."""

    #: The Settings' "Flying debris" (0..1), for every burst (a game scene sets it each frame).
    level: float = 1.0

    def __init__(self, texture: arcade.Texture, count: int = 120, *, gravity: tuple[float, float] = (0, -1400),
                 damping: float = 0.6, speed: tuple[float, float] = (140, 420), spin: float = 14.0,
                 life: tuple[float, float] = (0.7, 1.2), size: tuple[float, float] = (0.35, 0.6),
                 lift: float = 260, radius: float = 4.0, bounce: float = 0.55, friction: float = 0.7,
                 amount: float = 1.0, seed: int = 7) -> None:
        self.space = pymunk.Space()
        self.space.gravity = gravity
        self.space.damping = damping
        self.texture = texture
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.slots: list[tuple[pymunk.Body, pymunk.Shape] | None] = [None] * count
        self.radius, self.bounce, self.friction = radius, bounce, friction
        #: per slot, the body and shape it flies as, made with the pool and kept from burst to burst
        #: (made at each burst, a piece cost twice as much: 49 microseconds, 12 pieces a Floorplan
        #: push; made at its first burst, the first pushes of a game paid for them in play)
        self._made = [self._make() for _ in range(count)]
        self.life = [0.0] * count   # per slot: seconds left
        self.total = [1.0] * count  # per slot: the whole life
        for _ in range(count):
            self.sprites.append(make_sprite(texture, *OFF_SCREEN, scale=size[1], alpha=0))
        self._next = 0
        self.speed, self.spin, self.lives, self.size, self.lift = speed, spin, life, size, lift
        self.amount = max(0.0, min(1.0, amount))
        self.rng = random.Random(seed)
        self._seed = seed
        self._walls: list[pymunk.Shape] = []
        self._framed: tuple | None = None  # the box and thickness of the walls
        self._time = 0.0  # animation time not yet stepped

    # -- setting up ---------------------------------------------------------------------------------------
    def frame(self, left: float, bottom: float, right: float, top: float, thickness: float = 6.0) -> None:
        """Static walls round a box (replacing any earlier frame): the pieces bounce inside it."""
        if self._framed == (left, bottom, right, top, thickness):
            return  # the walls there already
        self._framed = (left, bottom, right, top, thickness)
        if self._walls:
            self.space.remove(*self._walls)
        corners = [(left, bottom), (right, bottom), (right, top), (left, top)]
        walls: list[pymunk.Shape] = []
        for a, b in zip(corners, corners[1:] + corners[:1]):
            wall = pymunk.Segment(self.space.static_body, a, b, thickness)
            wall.elasticity, wall.friction = self.bounce, self.friction
            wall.filter = pymunk.ShapeFilter(categories=_WALLS, mask=_PIECES)
            walls.append(wall)
        self.space.add(*walls)
        self._walls = walls

    # -- playing --------------------------------------------------------------------------------------------
    def burst(self, x: float, y: float, color: tuple[int, ...], count: int = 4, spread: float = 10.0) -> int:
        """Fling `count` pieces (times `amount`, rounded) of a colour out of (x, y); returns how many."""
        n = round(count * self.amount * Debris.level)
        rng = self.rng
        for _ in range(n):
            i = self._next
            self._next = (i + 1) % len(self.slots)
            self._free(i)
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(*self.speed)
            body, shape = self._made[i]
            body.position = (x + rng.uniform(-spread, spread), y + rng.uniform(-spread, spread))
            body.velocity = (math.cos(angle) * speed, math.sin(angle) * speed + self.lift)
            body.angle = rng.uniform(0, 2 * math.pi)
            body.angular_velocity = rng.uniform(-self.spin, self.spin)
            self.space.add(body, shape)
            self.slots[i] = (body, shape)
            life = rng.uniform(*self.lives)
            self.life[i] = self.total[i] = life
            sprite = self.sprites[i]
            sprite.color = (int(color[0]), int(color[1]), int(color[2]), 255)
            sprite.scale = rng.uniform(*self.size)
            self._place(i)
        return n

    @property
    def live(self) -> int:
        """How many pieces are flying."""
        return sum(slot is not None for slot in self.slots)

    def update(self, dt: float) -> None:
        """Advance by dt seconds of animation time: fixed steps of the space, then age the pieces."""
        if not any(self.slots):
            self._time = 0.0
            return
        self._time = min(self._time + dt, STEP * MAX_STEPS)
        steps = int(self._time / STEP + 1e-9)
        self._time -= steps * STEP
        for _ in range(steps):
            self.space.step(STEP)
        spent = steps * STEP
        for i, slot in enumerate(self.slots):
            if slot is None:
                continue
            self.life[i] -= spent
            if self.life[i] <= 0:
                self._free(i)
            else:
                self._place(i)

    def draw(self) -> None:
        """Draw the pieces (spent ones are culled off screen)."""
        if any(self.slots):
            self.sprites.draw()

    def clear(self) -> None:
        """Remove every piece at once, and start the RNG again (the same bursts look the same)."""
        for i in range(len(self.slots)):
            self._free(i)
        self._time = 0.0
        self._next = 0
        self.rng = random.Random(self._seed)

    # -- inside -------------------------------------------------------------------------------------------
    def _make(self) -> tuple[pymunk.Body, pymunk.Shape]:
        """A piece's body and round shape (bouncing off the walls only)."""
        body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0, self.radius))
        shape = pymunk.Circle(body, self.radius)
        shape.elasticity, shape.friction = self.bounce, self.friction
        shape.filter = pymunk.ShapeFilter(categories=_PIECES, mask=_WALLS)
        return body, shape

    def _place(self, i: int) -> None:
        slot = self.slots[i]
        assert slot is not None
        body, sprite = slot[0], self.sprites[i]
        sprite.position = (body.position.x, body.position.y)
        sprite.angle = -math.degrees(body.angle)  # pymunk turns anticlockwise, arcade clockwise
        sprite.alpha = int(255 * min(1.0, 3 * self.life[i] / self.total[i]))

    def _free(self, i: int) -> None:
        slot = self.slots[i]
        if slot is not None:
            self.space.remove(*slot)
            self.slots[i] = None
            hide(self.sprites[i])
