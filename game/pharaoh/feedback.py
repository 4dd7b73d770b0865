"""Pharaoh Tomb's feedback on what the player points at: the selected glyph breathing, the piece
being placed shown on its cell (the glyph under it faded), the hint's glows, and a refused swap
bouncing back. A mixin of `PharaohScene`, kept in its own file: it reads the selection state that
`PharaohControls` sets (`selected`, `placing`, `carry`, `cursor_cell`, `hover`) and the scene's
sprites (`cells`, `ghost`, `hint_glows`)."""

from __future__ import annotations

import arcade

from game.pharaoh.layout import GLYPH_SCALE, PIECE_NAMES, cell_at, cell_center, slot_center
from game.pharaoh.pure.rules import CROOKER, GLYPH, KEY, Place, Swap, UseCrooker, cell_of, index_of
from game.ui.sprites import hide, slide
from game.ui.tween import ease_out_bounce, ease_out_cubic

#: How long a refused swap takes to lean over (and, 1.4 times that, to come back).
BOUNCE_S = 0.12


class PharaohFeedback:
    """Selection, placement, hint and refusal feedback (mixed into `PharaohScene`)."""

    def refused(self, move, reason: str) -> None:
        """Say why; a refused swap moves both glyphs half-way and back."""
        super().refused(move, reason)
        if isinstance(move, Swap):
            a, b = cell_center(*move.a), cell_center(*move.b)
            half = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            for sprite, start in ((self.cells[index_of(move.a)], a), (self.cells[index_of(move.b)], b)):
                mid = (start[0] + (half[0] - start[0]) * 0.9, start[1] + (half[1] - start[1]) * 0.9)
                slide(self.timeline, sprite, start, mid, BOUNCE_S, ease=ease_out_cubic)
                slide(self.timeline, sprite, mid, start, BOUNCE_S * 1.4, at=BOUNCE_S, ease=ease_out_bounce)

    def show_hint(self, move) -> None:
        """Glow on both cells of a swap, or on the slot (and cell) of a pocket move."""
        spots = []
        if isinstance(move, Swap):
            spots = [cell_center(*move.a), cell_center(*move.b)]
        elif isinstance(move, Place):
            spots = [slot_center(move.piece), cell_center(*move.cell)]
        elif isinstance(move, UseCrooker):
            spots = [slot_center(CROOKER)]
        self.hinted = self.hint_glows[:len(spots)]
        for sprite, spot in zip(self.hinted, spots):
            sprite.position = spot
            sprite.scale = GLYPH_SCALE if cell_at(*spot) is not None else 1.0  # a cell or a slot
        if isinstance(move, (Place, UseCrooker)):
            self.say(f"Hint: use the {PIECE_NAMES[move.piece if isinstance(move, Place) else CROOKER]}.")

    def clear_hint(self) -> None:
        """Hide the hint glow."""
        self.hinted = []
        for sprite in self.hint_glows:
            hide(sprite)

    def _breathe(self, pulse: float, spot: int | None) -> None:
        """While the board is still, the selected glyph swells and shrinks a little, and the glyph
        under a piece about to be placed fades so the piece reads clearly."""
        still = not self.timeline.busy
        sprite = self.cells[self.selected] if self.selected is not None and still else None
        if self._breathing is not None and self._breathing is not sprite:
            self._breathing.scale = self.glyph_scale
            self.loosen(self._breathing, False)
        if sprite is not None:
            self.loosen(sprite, True)
            sprite.scale = self.glyph_scale * (1.03 + 0.06 * pulse)
        self._breathing = sprite
        under = self.cells[spot] if spot is not None and still else None
        if self._faded is not None and self._faded is not under:
            self._faded.alpha = 255
            self.loosen(self._faded, False)
        if under is not None:
            self.loosen(under, True)
            under.alpha = 60
        self._faded = under

    def _place_glow(self, sprite: arcade.Sprite, index: int | None, alpha: float) -> None:
        if index is None:
            hide(sprite)
            return
        sprite.position = cell_center(*cell_of(index))
        sprite.alpha = int(alpha)

    def _ghost_spot(self) -> int | None:
        """The cell a piece being placed would go to: the keyboard cursor, else the hovered cell."""
        if not self.placing or (self.carry is not None and self.carry[1]):
            return None
        return self.cursor_cell if self.cursor_shown else self.hover

    def _show_ghost(self, spot: int | None) -> None:
        """The piece being placed: under the pointer while carried, else on its target cell."""
        ghost = self.ghost
        if not self.placing:
            hide(ghost)
            return
        ghost.texture = self.textures[self.state.glyph if self.placing == GLYPH else KEY]
        if self.carry is not None and self.carry[1]:
            ghost.alpha, ghost.scale = 235, self.glyph_scale * 1.1
            return
        if spot is None:
            hide(ghost)
            return
        ghost.alpha, ghost.scale = 235, self.glyph_scale
        ghost.position = cell_center(*cell_of(spot))
