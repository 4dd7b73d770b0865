"""How the glyphs move in a turn of Pharaoh Tomb: a swap, a pocket piece flying to its cell, a fall
with a bounce (refills first take their kind above the board, behind the frame's top), and the
wave in which a dead board turns over into its reshuffled one (Endless). A mixin of `PharaohScene`,
kept in its own file: each method queues tweens on the scene's timeline for the sprites in
`cells` and returns when its motion ends; `PharaohScene.animate` orders them.
"""

from __future__ import annotations

import arcade

from game.pharaoh.layout import cell_center, slot_center
from game.pharaoh.pure import records
from game.pharaoh.pure.rules import Placed, Reshuffled, Swapped, cell_of, index_of
from game.ui.sprites import hide, slide
from game.ui.tween import ease_in_out, ease_out_back, ease_out_bounce

SWAP_S = 0.18
PLACE_S = 0.26
FALL_BASE_S, FALL_PER_CELL_S = 0.22, 0.045
#: How long each glyph turns over when a dead board is reshuffled (Endless), and the wave across it.
RESHUFFLE_S, RESHUFFLE_WAVE_S = 0.36, 0.02


class PharaohMotion:
    """Swaps, placements, falls and reshuffles as tweens (mixed into `PharaohScene`)."""

    def _animate_reshuffle(self, event: Reshuffled, at: float) -> float:
        """No move was left (Endless): every glyph turns over in a wave across the board and shows
        its new kind; returns when the last one is still. Counted in the mode's statistics."""
        def announce() -> None:
            self.app.audio.play("cascade")
            self.say("No move left: the board is reshuffled.")
            if not self.replaying:
                records.count(self.app.profile, self.mode, reshuffles=1)
                self.app.save_profile()
        self.timeline.call(at, announce)
        end = at
        for i, sprite in enumerate(self.cells):
            x, y = cell_of(i)
            texture = self.textures[event.board[i]]

            def turn(p: float, s=sprite, new=texture) -> None:
                if p >= 0.5:
                    s.texture = new
                s.scale = self.glyph_scale * max(0.05, abs(1 - 2 * p))
            start = at + RESHUFFLE_WAVE_S * (x + y)
            self.timeline.add(RESHUFFLE_S, turn, at=start, ease=ease_in_out)
            end = max(end, start + RESHUFFLE_S)
        return end

    def _animate_swap(self, event: Swapped) -> float:
        """Both glyphs trade places; returns when that ends."""
        ia, ib = index_of(event.a), index_of(event.b)
        sa, sb = self.cells[ia], self.cells[ib]
        self.cells[ia], self.cells[ib] = sb, sa
        slide(self.timeline, sa, cell_center(*event.a), cell_center(*event.b), SWAP_S)
        slide(self.timeline, sb, cell_center(*event.b), cell_center(*event.a), SWAP_S)
        self.app.audio.play("swap")
        return SWAP_S

    def _animate_place(self, event: Placed) -> float:
        """The piece flies from its slot to the cell and takes it over."""
        start, end = slot_center(event.piece), cell_center(*event.cell)
        sprite = self.cells[index_of(event.cell)]
        flyer = self.flyer
        flyer.texture = self.textures[event.kind]
        self.app.audio.play("select")

        def fly(p: float) -> None:
            flyer.position = (start[0] + (end[0] - start[0]) * p, start[1] + (end[1] - start[1]) * p)
            flyer.scale = self.glyph_scale * (1.35 - 0.35 * p)
            flyer.alpha = 255
            if p >= 1:
                hide(flyer)
                sprite.texture = self.textures[event.kind]

        def pop(p: float) -> None:
            self.loosen(sprite, p < 1)
            sprite.scale = self.glyph_scale * (1.3 - 0.3 * p)

        self.timeline.add(PLACE_S, fly, ease=ease_in_out)
        self.timeline.add(0.2, pop, at=PLACE_S, ease=ease_out_back)
        return PLACE_S + 0.1

    def _fall(self, sprite: arcade.Sprite, source: tuple, dest: tuple, kind: int | None,
              at: float) -> tuple[float, float]:
        """Fall from `source` to `dest` with a bounce, starting `at` (a refill first takes its new kind
        above the board, hidden behind the frame's top); returns when it first touches down and
        when it rests."""
        start, end = cell_center(*source), cell_center(*dest)
        seconds = FALL_BASE_S + FALL_PER_CELL_S * (dest[1] - source[1])
        if kind is not None:
            texture = self.textures[kind]

            def appear() -> None:
                self.loosen(sprite, False)
                sprite.texture = texture
                sprite.scale = self.glyph_scale
                sprite.alpha = 255
                sprite.position = start
            self.timeline.call(at, appear)
        slide(self.timeline, sprite, start, end, seconds, at=at, ease=ease_out_bounce)
        return at + seconds / 2.75, at + seconds  # ease_out_bounce first reaches the end at 1/2.75
