"""Pharaoh Tomb's board view: the board of hieroglyphs in its sandstone frame, the torches, the
panel's layer, and how the glyphs move and what the pointer shows on them.

Drawing is eight SpriteLists (64 glyph sprites reused for the whole game: a cleared glyph's sprite
becomes one of the refills of that step, its texture swapped). The glyphs at rest in their cells
are the scene's still layer with the backdrop, the mask above the board and the panel's steady
icons (a board of them filled 1.3 ms of a 3.8 ms frame here, drawn every frame); those on the move
(falling, swapping, turning over) and those bursting or swelling are drawn over it, each frame,
clipped below the mask, and a glyph changes list as it starts or stops (`_sort`); a refill waiting
above the board, wholly under the mask, is in none. In a design-size window the textures are one
texel per pixel and drawn with nearest sampling (cheapest in software rendering).

The motions (a swap, a pocket piece flying to its cell, a fall with a bounce, the wave in which a
dead board turns over, a new level dropping in) queue tweens on the scene's timeline and return when
they end; `story.py` orders them. The feedback on what the player points at (`Pointer`, from
`input.py`): the selected glyph breathing, the piece being placed shown on its cell (the glyph
under it faded), the hint's glows, and a refused swap bouncing back.
"""

from __future__ import annotations

import math
from typing import Callable, ContextManager, NamedTuple

import arcade

from game.pharaoh import art
from game.pharaoh.layout import (
    CELL,
    GLYPH_SCALE,
    MASK_BOX,
    PIECE_NAMES,
    backdrop_layer,
    cell_at,
    cell_center,
    flame,
    glyph_textures,
    icon,
    mask_layer,
    slot_center,
)
from game.pharaoh.pure.rules import CROOKER, KEY, Place, Placed, Swap, Swapped, UseCrooker, cell_of, index_of
from game.pharaoh.tomb import TORCHES
from game.ui import theme
from game.ui.cached_layer import drawn_anywhere
from game.ui.sprites import OFF_SCREEN, at_rest, hide, make_sprite, slide
from game.ui.tween import Timeline, ease_in_cubic, ease_in_out, ease_out_back, ease_out_bounce, ease_out_cubic

SWAP_S = 0.18
PLACE_S = 0.26
FALL_BASE_S, FALL_PER_CELL_S = 0.22, 0.045
#: How long each glyph turns over when a dead board is reshuffled (Endless), and the wave across it.
RESHUFFLE_S, RESHUFFLE_WAVE_S = 0.36, 0.02
#: How long a refused swap takes to lean over (and, 1.4 times that, to come back).
BOUNCE_S = 0.12
#: The size of the glow behind the pocket slot a piece is being placed from.
SLOT_GLOW = 150


class Pointer(NamedTuple):
    """What the input shows on the board this frame: the selected cell, the pocket piece being
    placed, the cell it would go to (`spot`), the kind it shows (`kind`), whether it is carried
    under the pointer, and the keyboard cursor's cell (None when hidden)."""

    selected: int | None
    placing: str | None
    spot: int | None
    kind: int
    carried: bool
    cursor: int | None


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = GLYPH_SCALE,
            alpha: int = 255) -> arcade.Sprite:
    """A sprite at the glyphs' scale unless told otherwise."""
    return make_sprite(texture, x, y, scale=scale, alpha=alpha)


def _light(layer: arcade.SpriteList, texture: arcade.Texture, color: tuple, scale: float) -> arcade.Sprite:
    """A hidden glow of `color` in `layer`."""
    sprite = _sprite(texture, *OFF_SCREEN, scale=scale, alpha=0)
    sprite.color = (*color, 0)
    layer.append(sprite)
    return sprite


def _put(sprite: arcade.Sprite, layer: arcade.SpriteList) -> None:
    """`sprite` in `layer` and in no other list (nothing done when it is there already)."""
    if layer not in sprite.sprite_lists:
        sprite.remove_from_sprite_lists()
        layer.append(sprite)


class BoardView:
    """The board's and panel's sprites, the glyphs' motions and the pointer's feedback."""

    def __init__(self, timeline: Timeline, colorblind: bool, dense: bool) -> None:
        # glyphs and icons at one texel per window pixel in a design-size window (drawn with nearest
        # sampling, the cheapest), at twice the cell in a larger one (crisp when magnified)
        self.timeline = timeline
        self.dense = dense
        size = art.TEXTURE if dense else CELL
        self.glyph_scale = CELL / size
        self.textures = glyph_textures(colorblind, True, size)
        self.backdrop = backdrop_layer()  # over the clear colour, which paints the blocks and floors
        self.mask = mask_layer()
        self.panel = arcade.SpriteList()  # drawn every frame: the flames, and the HUD's changing bar and glow
        self.flames = [make_sprite(flame(), x, theme.HEIGHT - y + 4) for x, y in TORCHES]
        self.panel.extend(self.flames)
        # the panel's bar, marks and icons (the HUD's), in the still layer: first the glow behind the
        # slot a piece is being placed from, under its icon (its box painted again while it pulses)
        self.hud = arcade.SpriteList()
        glow = icon("glow", art.TEXTURE if dense else SLOT_GLOW)
        self.slot_glow = _light(self.hud, glow, (255, 226, 150), SLOT_GLOW / glow.width)
        self.top = arcade.SpriteList()  # over the tiles, the effects and the texts
        # a pocket piece being placed, and a placed one flying to its cell (under the glow and cursor)
        self.ghost = _sprite(self.textures[KEY], *OFF_SCREEN, scale=self.glyph_scale, alpha=0)
        self.flyer = _sprite(self.textures[KEY], *OFF_SCREEN, scale=self.glyph_scale, alpha=0)
        self.top.extend((self.ghost, self.flyer))
        self.select_glow = _light(self.top, icon("halo"), (255, 214, 120), GLYPH_SCALE)
        self.hint_glows = [_light(self.top, icon("halo"), (110, 220, 255), GLYPH_SCALE) for _ in range(2)]
        # the glyphs at rest, opaque (their tiles' corners carry the floor's colour; no blending is
        # cheaper), and those bursting, swelling or faded, blended over them
        self.glyphs = arcade.SpriteList()  # at rest in their cells: in the still layer
        self.glyphs.blend = False
        self.moving = arcade.SpriteList()  # falling, swapping or turning over: drawn every frame
        self.moving.blend = False
        self.loose = arcade.SpriteList()
        self.cells = [_sprite(self.textures[0], scale=self.glyph_scale) for _ in range(64)]
        self.glyphs.extend(self.cells)
        self.cursor = _sprite(icon("frame"), *OFF_SCREEN, alpha=0)
        self.top.append(self.cursor)
        self.hinted: list[arcade.Sprite] = []
        self._breathing: arcade.Sprite | None = None
        self._faded: arcade.Sprite | None = None

    # -- at rest ----------------------------------------------------------------------------------------
    def show(self, board: tuple[int, ...]) -> None:
        """Every glyph at rest in its cell as `board` says."""
        for i, sprite in enumerate(self.cells):
            self._rest(sprite, i, board[i])

    def settle(self) -> None:
        """No piece in flight or being placed, no hint (after undo, restart, load)."""
        hide(self.flyer)
        hide(self.ghost)
        self.clear_hint()

    def loosen(self, sprite: arcade.Sprite, loose: bool) -> None:
        """Draw a glyph blended (`loose`: bursting, swelling, faded) or opaque (at rest or moving:
        `_sort` tells which at the end of the frame's update)."""
        if loose:
            _put(sprite, self.loose)
        elif self.loose in sprite.sprite_lists:
            _put(sprite, self.moving)

    def _sort(self) -> None:
        """Each opaque glyph in the list it belongs to now: at rest (in its cell, at its size, fully
        shown) in the still layer's, else in the list drawn every frame; in none while it waits
        above the board, wholly under the mask (a refill costs its pixels there, drawn and hidden)."""
        rest_scale, mask_bottom = self.glyph_scale, MASK_BOX[1]
        for i, sprite in enumerate(self.cells):
            if self.loose in sprite.sprite_lists:
                continue
            x, y = cell_center(*cell_of(i))
            still = (abs(sprite.center_x - x) < 0.01 and abs(sprite.center_y - y) < 0.01 and sprite.alpha == 255
                     and abs(sprite.scale_x - rest_scale) < 1e-6 and abs(sprite.scale_y - rest_scale) < 1e-6)
            if still:
                _put(sprite, self.glyphs)
            elif sprite.bottom >= mask_bottom:
                sprite.remove_from_sprite_lists()
            else:
                _put(sprite, self.moving)

    def _rest(self, sprite: arcade.Sprite, index: int, kind: int) -> None:
        self.loosen(sprite, False)
        at_rest(sprite, self.textures[kind], cell_center(*cell_of(index)), self.glyph_scale)

    def stand(self, sprite: arcade.Sprite, cell: tuple[int, int]) -> None:
        """`sprite` now shows the glyph of `cell` (one falling or refilling there)."""
        self.cells[index_of(cell)] = sprite

    # -- motions ----------------------------------------------------------------------------------------
    def swap(self, event: Swapped) -> float:
        """Both glyphs trade places; returns when that ends."""
        ia, ib = index_of(event.a), index_of(event.b)
        sa, sb = self.cells[ia], self.cells[ib]
        self.cells[ia], self.cells[ib] = sb, sa
        slide(self.timeline, sa, cell_center(*event.a), cell_center(*event.b), SWAP_S)
        slide(self.timeline, sb, cell_center(*event.b), cell_center(*event.a), SWAP_S)
        return SWAP_S

    def place(self, event: Placed) -> float:
        """The piece flies from its slot to the cell and takes it over; returns when that ends."""
        start, end = slot_center(event.piece), cell_center(*event.cell)
        sprite = self.cells[index_of(event.cell)]
        flyer = self.flyer
        flyer.texture = self.textures[event.kind]

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

    def fall(self, sprite: arcade.Sprite, source: tuple, dest: tuple, kind: int | None,
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

    def turn_over(self, board: tuple[int, ...], at: float) -> float:
        """Every glyph turns over in a wave across the board and shows its kind in `board` (a
        reshuffle); returns when the last one is still."""
        end = at
        for i, sprite in enumerate(self.cells):
            x, y = cell_of(i)
            texture = self.textures[board[i]]

            def turn(p: float, s=sprite, new=texture) -> None:
                if p >= 0.5:
                    s.texture = new
                s.scale = self.glyph_scale * max(0.05, abs(1 - 2 * p))
            start = at + RESHUFFLE_WAVE_S * (x + y)
            self.timeline.add(RESHUFFLE_S, turn, at=start, ease=ease_in_out)
            end = max(end, start + RESHUFFLE_S)
        return end

    def drop_in(self, board: tuple[int, ...]) -> None:
        """The old glyphs shrink away and `board` (a new level's) drops in, bottom row first."""
        for i, sprite in enumerate(self.cells):
            x, y = cell_of(i)

            def shrink(p: float, s=sprite) -> None:
                s.scale = self.glyph_scale * (1 - p)
            self.timeline.add(0.22, shrink, at=x * 0.015, ease=ease_in_cubic)
            self.fall(sprite, (x, y - 8), (x, y), board[i], 0.3 + (7 - y) * 0.06 + x * 0.012)

    def bounce(self, move: Swap) -> None:
        """A refused swap: both glyphs move half-way and back."""
        a, b = cell_center(*move.a), cell_center(*move.b)
        half = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        for sprite, start in ((self.cells[index_of(move.a)], a), (self.cells[index_of(move.b)], b)):
            mid = (start[0] + (half[0] - start[0]) * 0.9, start[1] + (half[1] - start[1]) * 0.9)
            slide(self.timeline, sprite, start, mid, BOUNCE_S, ease=ease_out_cubic)
            slide(self.timeline, sprite, mid, start, BOUNCE_S * 1.4, at=BOUNCE_S, ease=ease_out_bounce)

    # -- what the pointer does --------------------------------------------------------------------------
    def lean(self, index: int, dx: float, dy: float) -> None:
        """A pressed glyph leans towards the pointer (while the board is still)."""
        if not self.timeline.busy:
            cx, cy = cell_center(*cell_of(index))
            self.cells[index].position = (cx + max(-14, min(14, dx)), cy + max(-14, min(14, dy)))

    def unlean(self, index: int) -> None:
        """A pressed glyph back in its cell (while the board is still)."""
        if not self.timeline.busy:
            self.cells[index].position = cell_center(*cell_of(index))

    def carry(self, x: float, y: float) -> None:
        """The pocket piece being dragged, under the pointer."""
        self.ghost.position = (x, y)

    def show_hint(self, move) -> str | None:
        """Glow on both cells of a swap, or on the slot (and cell) of a pocket move; returns what to
        say for a pocket move."""
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
            return f"Hint: use the {PIECE_NAMES[move.piece if isinstance(move, Place) else CROOKER]}."
        return None

    def clear_hint(self) -> None:
        """Hide the hint glow."""
        self.hinted = []
        for sprite in self.hint_glows:
            hide(sprite)

    # -- frame --------------------------------------------------------------------------------------------
    def update(self, age: float, pulse: float, pointer: Pointer) -> None:
        """Glows, the breathing selection, the torches' flicker, the cursor and the piece being placed."""
        spot = pointer.spot
        self._place_glow(self.select_glow, spot if pointer.placing else pointer.selected, 150 + 100 * pulse)
        self._breathe(pulse, pointer.selected, spot)
        for sprite in self.hinted:
            sprite.alpha = int(110 + 145 * pulse)
        for n, sprite in enumerate(self.flames):  # two unrelated flickers
            wave = math.sin(age * (11 + 3 * n) + n) + 0.6 * math.sin(age * (23 - 5 * n) + 2 * n)
            sprite.scale_x, sprite.scale_y = 1 - 0.04 * wave, 1 + 0.08 * wave
            sprite.alpha = int(225 + 25 * math.sin(age * 17 + 3 * n))
        if pointer.placing:
            self.slot_glow.position = slot_center(pointer.placing)
            self.slot_glow.alpha = int(120 + 100 * pulse)
        else:
            hide(self.slot_glow)
        if pointer.cursor is not None:
            self.cursor.alpha = 230
            self.cursor.position = cell_center(*cell_of(pointer.cursor))
            self.cursor.scale = GLYPH_SCALE * (1.0 + 0.03 * pulse)
        else:
            hide(self.cursor)
        self._show_ghost(pointer)
        self._sort()

    def _breathe(self, pulse: float, selected: int | None, spot: int | None) -> None:
        """While the board is still, the selected glyph swells and shrinks a little, and the glyph
        under a piece about to be placed fades so the piece reads clearly."""
        still = not self.timeline.busy
        sprite = self.cells[selected] if selected is not None and still else None
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

    def still_layers(self) -> tuple[arcade.SpriteList, ...]:
        """What `draw_still` draws but the backdrop and the mask (the scene's still layer watches
        them, and paints again where a glyph came to rest or left, or the panel changed)."""
        return (self.glyphs, self.hud)

    def draw_still(self, nearest: bool, reaches: Callable[[object], bool] = drawn_anywhere) -> None:
        """The backdrop (the wall, the frame, the panel's boxes), the glyphs at rest, the mask above
        the board and the panel's bar and icons: the scene's still layer (`reaches`: whether a part
        draws in the box being painted again, `CachedLayer.reaches`)."""
        self.backdrop.draw(pixelated=nearest)
        for part, layer in ((self.glyphs, self.glyphs), (MASK_BOX, self.mask), (self.hud, self.hud)):
            if reaches(part):
                layer.draw(pixelated=nearest)

    def draw(self, nearest: bool, below_mask: Callable[[], ContextManager[None]]) -> None:
        """Over the still layer (`draw_still`): the glyphs on the move and those bursting or
        swelling, clipped below the mask (`below_mask()`: under its opaque picture nothing of
        theirs would show, a refill on its way in or a glyph swelling at the top row; drawing the
        mask again over them cost its 38,000 pixels a frame of a cascade), then the flames and the
        panel's glows."""
        with below_mask():
            self.moving.draw(pixelated=nearest)
            self.loose.draw(pixelated=nearest)
        self.panel.draw(pixelated=nearest)

    def draw_top(self) -> None:
        """Pieces being placed, halos, the cursor and the plaque: over the effects and the texts."""
        self.top.draw()

    @staticmethod
    def _place_glow(sprite: arcade.Sprite, index: int | None, alpha: float) -> None:
        if index is None:
            hide(sprite)
            return
        sprite.position = cell_center(*cell_of(index))
        sprite.alpha = int(alpha)

    def _show_ghost(self, pointer: Pointer) -> None:
        """The piece being placed: under the pointer while carried, else on its target cell."""
        ghost = self.ghost
        if not pointer.placing:
            hide(ghost)
            return
        ghost.texture = self.textures[pointer.kind]
        if pointer.carried:
            ghost.alpha, ghost.scale = 235, self.glyph_scale * 1.1
            return
        if pointer.spot is None:
            hide(ghost)
            return
        ghost.alpha, ghost.scale = 235, self.glyph_scale
        ghost.position = cell_center(*cell_of(pointer.spot))
