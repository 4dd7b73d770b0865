"""Romb Raider's spirits on screen: drawn only where the rules' view shows them, gliding square to
square, rising in a puff of dust, only heard when they move in the dark; and an arrow on the square
each spirit in sight steps onto if the raider waits (the view's `next_steps`, worked out from what
the player sees). `Spirits` is a part of the board view, which hands it the sprite lists it draws
into (`top` for the spirits, `marks` for the arrows), the dust and the shimmer round the room."""

from __future__ import annotations

import math

import arcade

from game.romb.pure.content import Cell
from game.romb.pure.events import MonsterMoved, MonsterSpawned
from game.romb.pure.rules import View
from game.romb.textures import SPIRIT_COLORS, sprite_at, texture
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.effects import flash
from game.ui.physics import Debris
from game.ui.sprites import blend, set_listed
from game.ui.tween import Timeline, ease_in_out, ease_out_cubic, lerp

#: Seconds (at animation speed 1) a square's fog or a spirit fades, and a spirit glides one square.
FADE_S = 0.3
GLIDE_S = 0.22
#: Dust where a spirit appears: pieces per puff, their colour.
DUST_PER_PUFF = 14
DUST_COLOR = (176, 168, 186)
#: Where a step's arrow sits, from the spirit's square towards the next one (a share of the way):
#: past the spirit's hem, over the edge it crosses (a wall there is one it glides through).
STEP_REACH = 0.6
#: The arrow's turn for each step (grid x right, y down; arcade turns sprites clockwise).
STEP_ANGLES = {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): -90}
#: The colour of an arrow pointing at the raider: the spirit catches a raider who waits.
CATCH_COLOR = theme.DANGER


class Spirits:
    """The spirits as the player sees them, and their next steps' arrows."""

    def __init__(self, board: BoardGeometry, top: arcade.SpriteList, marks: arcade.SpriteList, timeline: Timeline,
                 dust: Debris, shimmer: list[arcade.Sprite], audio, say) -> None:
        self.board = board
        self.top = top
        self.marks = marks
        self.timeline = timeline
        self.dust = dust
        self.shimmer = shimmer
        self.audio = audio
        self.say = say
        self.sprites: list[arcade.Sprite] = []
        self.at: list[tuple[float, float]] = []
        self.step_marks: list[arcade.Sprite] = []

    def sprite(self, index: int) -> arcade.Sprite:
        """Spirit `index`'s sprite (made when first needed)."""
        while len(self.sprites) <= index:
            sprite = sprite_at(texture("ghost", self.board.cell))
            sprite.color = SPIRIT_COLORS[len(self.sprites) % len(SPIRIT_COLORS)]
            sprite.visible = False
            self.sprites.append(sprite)
            self.at.append((0.0, 0.0))
        return self.sprites[index]

    def place(self, view: View) -> None:
        """Show the spirits on uncovered squares (from `observe`) and hide every other one."""
        seen = dict(view.monsters)
        for index in range(max(view.monsters_in_play, len(self.sprites))):
            sprite = self.sprite(index)
            sprite.visible = index in seen
            sprite.alpha = 255 if index in seen else 0
            if index in seen:
                self.at[index] = self.board.center(seen[index])
        self._show_steps(view)

    def reveal(self, index: int, cell: Cell) -> None:
        """A spirit on a square coming out of the fog appears as the fog lifts."""
        sprite = self.sprite(index)
        self.at[index] = self.board.center(cell)
        sprite.visible, sprite.alpha = True, 0
        self.fade(index, 255)

    def fade(self, index: int, target: int, at: float = 0.0) -> None:
        sprite = self.sprite(index)
        start = sprite.alpha

        def fade(p: float) -> None:
            sprite.alpha = int(lerp(start, target, p))

        self.timeline.add(FADE_S, fade, at=at, ease=ease_in_out)

    def glide(self, event: MonsterMoved, at: float) -> None:
        sprite = self.sprite(event.monster)
        index, end = event.monster, self.board.center(event.to)
        if event.seen_before:
            start = self.board.center(event.origin)

            def glide(p: float) -> None:
                self.at[index] = blend(start, end, p)
                if not event.seen_after:  # gone before it is over the dark square
                    sprite.alpha = int(255 * max(0.0, 1 - 2 * p))

            self.at[index] = start
            self.timeline.add(GLIDE_S, glide, at=at, ease=ease_in_out)
        else:
            self.timeline.call(at, lambda: self._dust(event.to))

            def appear(p: float) -> None:
                sprite.visible = True
                self.at[index] = end
                sprite.alpha = int(255 * p)

            self.timeline.add(GLIDE_S, appear, at=at, ease=ease_in_out)

    def spawn(self, event: MonsterSpawned, at: float) -> None:
        if not event.seen:
            return
        sprite, index = self.sprite(event.monster), event.monster
        self.audio.play("monster")

        self.timeline.call(at, lambda: self._dust(event.at))

        def rise(p: float) -> None:
            sprite.visible = True
            self.at[index] = self.board.center(event.at)
            sprite.alpha = int(255 * p)

        self.timeline.add(0.4, rise, at=at, ease=ease_out_cubic)

    def bob(self, t: float) -> None:
        """Spirits bob and sway in place (`t`: the scene's age); an unseen one leaves its list."""
        c = self.board.cell
        for n, sprite in enumerate(self.sprites):
            x, y = self.at[n]
            sprite.position = (x, y + c * 0.05 * math.sin(t * 2.6 + n * 1.9))
            sprite.angle = 4 * math.sin(t * 1.7 + n)
            set_listed(sprite, self.top, sprite.visible and sprite.alpha > 0)  # unseen: no pixels

    def _dust(self, cell: Cell) -> None:
        """A puff of dust round a square where a spirit appears (only ever a square the player sees)."""
        x, y = self.board.center(cell)
        self.dust.burst(x, y, DUST_COLOR, DUST_PER_PUFF, spread=self.board.cell * 0.25)

    def heard(self, at: float) -> None:
        """Something moved where the player cannot see: a low sound, a line, a cold shimmer."""
        self.audio.play("monster", pitch=0.6)
        self.say("You hear something move in the dark...", 2.0)
        flash(self.timeline, self.shimmer, 0.8, peak=70, at=at)

    def _step_mark(self, index: int) -> arcade.Sprite:
        """The arrow of spirit `index`'s next step (made when first needed)."""
        while len(self.step_marks) <= index:
            self.step_marks.append(sprite_at(texture("step", self.board.cell), alpha=0))
        return self.step_marks[index]

    def _show_steps(self, view: View) -> None:
        """An arrow from each spirit in sight towards the square it steps onto if the raider waits,
        red where that square is the raider's; none for a spirit that would stay, none once the
        room is over."""
        seen = dict(view.monsters)
        steps = {index: to for index, to in view.next_steps if index in seen}
        c = self.board.cell
        for index in range(max(len(self.step_marks), max(steps, default=-1) + 1)):
            mark = self._step_mark(index)
            to = steps.get(index)
            set_listed(mark, self.marks, to is not None)
            if to is None:
                continue
            origin = seen[index]
            dx, dy = to[0] - origin[0], to[1] - origin[1]
            x, y = self.board.center(origin)
            mark.position = (x + dx * c * STEP_REACH, y - dy * c * STEP_REACH)
            mark.angle = STEP_ANGLES[(dx, dy)]
            mark.color = (*(CATCH_COLOR if to == view.player else SPIRIT_COLORS[index % len(SPIRIT_COLORS)]),
                          mark.alpha)

    def hide_steps(self) -> None:
        """No arrows while a turn plays out (the spirits are on their way)."""
        for mark in self.step_marks:
            set_listed(mark, self.marks, False)

    def pulse_steps(self, pulse: float) -> None:
        """The arrows breathe with the rings (`pulse` in 0..1)."""
        for mark in self.step_marks:
            mark.alpha = int(170 + 70 * pulse)
