"""Particles and short-lived effects: sparks, rising numbers, call-outs, bursts, flashes.

Two ways to run an effect, for two needs:

- Cosmetic, never holding up play: an `Effects` layer owns its own `Timeline`, so the scene's
  timeline (which holds input while it is busy, and ends the turn when it empties) does not wait for
  the last spark. Parts: `Sparks` (a pool of particles under gravity), `Popups` (rising "+N" texts
  with a shadow, as sprites) and `CallOut` (a word that pops over the board and fades).
- Part of the turn's story, timed with the rest of it: the functions `ring_burst`, `pop_words`,
  `flash` and `vanish` queue on whatever timeline they are given (usually the scene's), at an offset.

Every effect reuses its sprites or removes them when done, so nothing grows over a long game.
"""

from __future__ import annotations

import math
import random
from typing import Iterable, Protocol, Sequence, TypeVar

import arcade

from game.ui.sprite_text import DIGITS, SpriteLine, glyph_set
from game.ui.sprites import OFF_SCREEN, hide, make_sprite
from game.ui.tween import Ease, Timeline, ease_in_out, ease_out_back, ease_out_cubic, linear


class EffectPart(Protocol):
    """What an `Effects` layer drives: advanced by scaled time, drawn, and stopped."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds (already scaled by the animation speed)."""

    def draw(self) -> None:
        """Draw (parts whose texts live in a batch draw nothing here)."""

    def clear(self) -> None:
        """Stop and hide everything at once."""


_Part = TypeVar("_Part", bound=EffectPart)


class Effects:
    """A layer of cosmetic effects on its own timeline, at the animation-speed setting.

    Add parts with `add` (they are drawn in that order); call `update(dt, speed)` every frame and
    `draw()` where the effects belong in the scene's layers; `clear()` when the scene shows a new
    state (undo, restart)."""

    def __init__(self) -> None:
        self.timeline = Timeline()
        self.parts: list[EffectPart] = []

    def add(self, part: _Part) -> _Part:
        """Drive a part (a `Sparks`, `Popups`, `CallOut`, or anything with update/draw/clear);
        returns it."""
        self.parts.append(part)
        return part

    def update(self, dt: float, speed: float = 1.0) -> None:
        """Advance the timeline and every part by dt seconds at `speed`."""
        self.timeline.speed = speed
        self.timeline.update(dt)
        for part in self.parts:
            part.update(dt * speed)

    def draw(self) -> None:
        """Draw every part, first added first."""
        for part in self.parts:
            part.draw()

    def clear(self) -> None:
        """Stop every effect at once."""
        self.timeline.clear()
        for part in self.parts:
            part.clear()


class Sparks:
    """A fixed pool of particles flung out of a point, falling under gravity, fading and shrinking.

    `burst(x, y, color)` starts a few; the oldest are reused when more than `count` fly at once, so a
    long cascade never allocates. Random but repeatable: the pool has its own seeded RNG."""

    def __init__(self, texture: arcade.Texture, count: int = 160, *, scale: float = 0.5, gravity: float = 700,
                 speed: tuple[float, float] = (120, 280), life: tuple[float, float] = (0.35, 0.6),
                 lift: float = 120, jitter: float = 14, size: tuple[float, float] = (0.25, 0.35),
                 seed: int = 4) -> None:
        self.sprites = arcade.SpriteList()
        self._state: list[list[float]] = []  # per spark: vx, vy, life left, life
        for _ in range(count):
            self.sprites.append(make_sprite(texture, *OFF_SCREEN, scale=scale, alpha=0))
            self._state.append([0.0, 0.0, 0.0, 1.0])
        self._next = 0
        self.gravity, self.speed, self.life, self.lift, self.jitter = gravity, speed, life, lift, jitter
        self.size = size  # (scale at the end of a life, growth to the scale at its start)
        self.rng = random.Random(seed)

    def burst(self, x: float, y: float, color: tuple, count: int = 3) -> None:
        """`count` sparks of a colour flying out of (x, y), upwards on the whole."""
        rng = self.rng
        for _ in range(count):
            i = self._next
            self._next = (i + 1) % len(self.sprites)
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(*self.speed)
            life = rng.uniform(*self.life)
            self._state[i][:] = [math.cos(angle) * speed, math.sin(angle) * speed + self.lift, life, life]
            sprite = self.sprites[i]
            sprite.position = (x + rng.uniform(-self.jitter, self.jitter), y + rng.uniform(-self.jitter, self.jitter))
            sprite.color = (*color[:3], 255)

    def update(self, dt: float) -> None:
        """Move, fade and shrink every live spark; hide the spent ones."""
        base, growth = self.size
        for state, sprite in zip(self._state, self.sprites):
            vx, vy, left, life = state
            if left <= 0:
                continue
            state[1], state[2] = vy - self.gravity * dt, left - dt
            if left <= dt:
                hide(sprite)
                continue
            sprite.position = (sprite.center_x + vx * dt, sprite.center_y + vy * dt)
            sprite.alpha = int(255 * (left - dt) / life)
            sprite.scale = base + growth * (left - dt) / life

    def draw(self) -> None:
        """Draw the pool (hidden sparks are culled off screen)."""
        self.sprites.draw()

    def clear(self) -> None:
        """Hide every spark."""
        for i, sprite in enumerate(self.sprites):
            hide(sprite)
            self._state[i][2] = 0.0


class Popups:
    """Short texts ("+120") that rise from a point and fade, each over a dark shadow: a fixed pool
    of `count` lines of sprites (`game.ui.sprite_text`: showing one sets pictures, where a label's
    text laid out again cost 0.5 ms for the pair), the oldest reused first, drawn in one list. At
    most `length` characters each; `chars`: those made with the pool (others at first sight)."""

    def __init__(self, timeline: Timeline, count: int = 12, *, size: float = 26, shadow: tuple = (26, 16, 10),
                 offset: tuple[float, float] = (2, -3), rise: float = 54, seconds: float = 0.95, length: int = 8,
                 chars: str = DIGITS) -> None:
        self.timeline = timeline
        self.shadow_color, self.offset, self.rise, self.seconds = tuple(shadow), offset, rise, seconds
        self.sprites = arcade.SpriteList()
        glyphs = glyph_set(size, chars=chars)
        self.pool = [(SpriteLine(glyphs, self.sprites, length), SpriteLine(glyphs, self.sprites, length))
                     for _ in range(count)]
        self._next = 0
        self._steps: list = [None] * count  # per line: the step of the rise it is in (a newer one ends it)

    def show(self, x: float, y: float, text: str, color: tuple) -> None:
        """Start a text of a colour rising from (x, y)."""
        index = self._next
        shadow, popup = self.pool[index]
        self._next = (index + 1) % len(self.pool)
        shadow.set(text)
        popup.set(text)
        rise, (ox, oy), ink = self.rise, self.offset, self.shadow_color

        def step(p: float) -> None:
            if self._steps[index] is not step:
                return  # the line was taken for a newer text
            if p >= 1:
                shadow.hide()
                popup.hide()
                return
            alpha = int(255 * min(1.0, 2.2 * (1 - p)))
            popup.move(x, y + rise * p, (*color[:3], alpha))
            shadow.move(x + ox, y + rise * p + oy, (*ink, int(alpha * 0.8)))

        self._steps[index] = step
        step(0.0)
        self.timeline.add(self.seconds, step, ease=ease_out_cubic)

    def update(self, dt: float) -> None:
        """Nothing per frame: the timeline moves the texts."""

    def draw(self) -> None:
        """Draw the texts that are rising (the others are off screen)."""
        self.sprites.draw()

    def clear(self) -> None:
        """Hide every text."""
        for index, (shadow, popup) in enumerate(self.pool):
            self._steps[index] = None
            shadow.hide()
            popup.hide()


class CallOut:
    """A word (a texture, e.g. from `word_texture`) that pops up at a point, overshooting a little,
    then fades: "Cascade ×3!", "Level passed!". One at a time; a new one replaces the last."""

    def __init__(self, timeline: Timeline, texture: arcade.Texture | None = None, *, scale: float = 0.5) -> None:
        self.timeline = timeline
        self.scale = scale
        self.sprite = make_sprite(texture, *OFF_SCREEN, scale=scale, alpha=0)
        self.sprites = arcade.SpriteList()
        self.sprites.append(self.sprite)

    def show(self, texture: arcade.Texture, at: tuple[float, float], seconds: float = 0.9) -> None:
        """Pop `texture` up at a point for `seconds`."""
        sprite, scale = self.sprite, self.scale
        sprite.texture = texture
        sprite.position = at

        def pop(p: float) -> None:
            sprite.scale = scale * (0.4 + 0.6 * ease_out_back(min(1.0, p * 3)))
            sprite.alpha = int(255 * min(1.0, 4 * (1 - p)))
            if p >= 1:
                hide(sprite)

        pop(0.0)
        self.timeline.add(seconds, pop, ease=linear)

    def update(self, dt: float) -> None:
        """Nothing per frame: the timeline runs the pop."""

    def draw(self) -> None:
        """Draw the word (culled while hidden)."""
        self.sprites.draw()

    def clear(self) -> None:
        """Hide the word."""
        hide(self.sprite)


# -- effects timed with the turn -------------------------------------------------------------------------
def ring_burst(timeline: Timeline, layer: arcade.SpriteList, texture: arcade.Texture, centre: tuple[float, float],
               color: tuple, *, at: float = 0.0, count: int = 10, reach: tuple[float, float] = (70, 50),
               seconds: float = 0.6, scale: float = 0.3) -> float:
    """A ring of `count` soft dots bursting out of a point (an ellipse `reach` wide and high) and
    fading, starting `at`; the dots join `layer` and leave it when done. Returns when it ends."""
    dots = []
    for i in range(count):
        dot = make_sprite(texture, *centre, scale=0.001)
        dot.color = color
        layer.append(dot)
        dots.append((dot, 2 * math.pi * i / count))

    def burst(p: float) -> None:
        for dot, angle in dots:
            dot.position = (centre[0] + math.cos(angle) * reach[0] * p, centre[1] + math.sin(angle) * reach[1] * p)
            dot.scale = scale * (1 - p) + 0.001
            dot.alpha = int(255 * (1 - p))

    def done() -> None:
        for dot, _ in dots:
            dot.remove_from_sprite_lists()

    return timeline.add(seconds, burst, at=at, ease=ease_out_cubic, done=done)


def pop_words(timeline: Timeline, layer: arcade.SpriteList, head: arcade.Texture, sub: arcade.Texture | None,
              x: float, y: float, *, at: float = 0.0, scale: float = 0.5, gap: float = 40, rise: float = 40,
              seconds: float = 1.2) -> float:
    """A word (`head`, e.g. praise) pops up at (x, y) with an optional line under it (`sub`, e.g. the
    points), floats up and fades; both join `layer` when they start and leave it at the end."""
    words = [make_sprite(head, x, y, scale=0.001)]
    if sub is not None:
        words.append(make_sprite(sub, x, y - gap, scale=0.001))

    def show(p: float) -> None:
        if not words[0].sprite_lists:
            layer.extend(words)
        grow = ease_out_back(min(1.0, p / 0.2))
        fade = 255 if p < 0.7 else int(255 * (1 - (p - 0.7) / 0.3))
        for n, sprite in enumerate(words):
            sprite.scale = max(0.001, scale * (grow if n == 0 else min(1.0, grow * 1.2)))
            sprite.alpha = fade
            sprite.center_y = y + rise * p - gap * n

    def done() -> None:
        for sprite in words:
            sprite.remove_from_sprite_lists()

    return timeline.add(seconds, show, at=at, ease=linear, done=done)


def flash(timeline: Timeline, sprites: Sequence[arcade.Sprite] | arcade.Sprite, seconds: float, *,
          peak: float = 255, at: float = 0.0, ease: Ease = ease_in_out,
          swell: tuple[float, float] | None = None) -> float:
    """Sprites brighten to `peak` alpha and fade out again (a half sine): a patch lighting up, a
    shimmer round the board; with `swell` (start, growth) the scale grows from start to start +
    growth meanwhile (a burst of light). Returns when it ends."""
    group: Iterable[arcade.Sprite] = (sprites,) if isinstance(sprites, arcade.Sprite) else tuple(sprites)

    def light(p: float) -> None:
        alpha = int(peak * math.sin(math.pi * p))
        for sprite in group:
            sprite.alpha = alpha
            if swell is not None:
                sprite.scale = swell[0] + swell[1] * p

    return timeline.add(seconds, light, at=at, ease=ease)


def vanish(timeline: Timeline, sprite: arcade.Sprite, seconds: float, *, scale: float, grow: float = 0.5,
           at: float = 0.0, ease: Ease = ease_out_cubic) -> float:
    """A sprite at `scale` swells by `grow` and fades out (a cleared piece); it stays in its list,
    transparent, for the caller to reuse. Returns when it ends."""
    def swell(p: float) -> None:
        sprite.scale = scale * (1 + grow * p)
        sprite.alpha = int(255 * (1 - p))
    return timeline.add(seconds, swell, at=at, ease=ease)
