"""Guppy's board view: the cloth on its table, one sprite per tile whose texture is swapped, and the
pools over it (ghosts of the colours a tool would leave, outlines of its footprint, the glow of the
patches that can be cut, flashes, beads, the idle hint's tiles, the turn's effects and the scraps a
cut frays off). `sync(view)` shows one view exactly, with no animation; the story (`story.py`)
moves these sprites during a turn.

The cloth's geometry lives here too (`TILE`, `SCALE`, `CLOTH_CENTRE`, `TABLE_BORDER`), as the HUD
and the input lay their cards and tips out round it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import arcade

from game.core.grid import Cell
from game.guppy import art
from game.guppy.edges import EdgeLayer, strip_textures
from game.guppy.pure.rules import HOLE, NO_SCISSORS, WHITE_BEAD, View, patches
from game.ui.board import BoardGeometry
from game.ui.cached_layer import drawn_anywhere
from game.ui.physics import Debris, scrap_texture
from game.ui.sprites import SpritePool, at_rest, empty, make_sprite, set_listed

TILE = art.TILE
SCALE = 1 / art.RES
#: Centre of the cloth in design space, and the width of the table showing round it: the table
#: spans y 92-610, clear of the order cards above (from 612) and the tool cards below (to 90).
CLOTH_CENTRE = (640, 351)
TABLE_BORDER = 16
#: Cloth scraps per cut tile, and how many may fall at once (the oldest go first).
SCRAPS_PER_TILE = 2
SCRAP_POOL = 96


def picture(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = SCALE) -> arcade.Sprite:
    """A sprite of a picture drawn at `art.RES` times its size (scale 1: a picture drawn 1:1)."""
    return make_sprite(texture, x, y, scale=scale)


def pulse(age: float) -> float:
    """The glow's beat, 0 to 1, shared by the glowing patches, the hint and the cursor."""
    return 0.5 + 0.5 * math.sin(age * 4.2)


class BoardView:
    """The cloth's sprites and pools, in the tile set chosen (`use_tileset`)."""

    def __init__(self, tileset: str) -> None:
        self.tileset = tileset
        self.under = arcade.SpriteList()  # the bare table, shown only while a cloth is away
        self.tiles = arcade.SpriteList()  # the cloth's tiles, then the table's strips round it
        self.tiles.blend = False  # opaque cloth and wood: no blending is cheaper to fill
        self.glows, self.outlines, self.flashes = EdgeLayer(True), EdgeLayer(False), EdgeLayer(True)
        self.hint_edges = EdgeLayer(False)  # the idle hint's tiles
        self.ghosts, self.beads = SpritePool(), SpritePool()
        self.fx = arcade.SpriteList()
        # scraps of cloth that fall away where a patch is cut (pymunk, drawing only)
        self.scraps = Debris(scrap_texture(), SCRAP_POOL, gravity=(0, -1100), damping=0.7, speed=(60, 200),
                             lift=160, spin=9, life=(0.8, 1.2), size=(0.4, 0.7), radius=5, seed=13)
        self.geometry = BoardGeometry.centred_on(CLOTH_CENTRE, TILE, 1, 1)
        self.table_middle = picture(art.hole_texture())
        self.glow_held = False  # the glow is that of the scissors in hand (pulsing), not all patches
        self.refuse_flash = 0.0  # the footprint's red, 1 just after a refusal, fading
        self._size: tuple[int, int] | None = None

    def use_tileset(self, tileset: str) -> None:
        """Show the cloth in another tile set from the next `sync`."""
        self.tileset = tileset

    def textures(self) -> list[arcade.Texture]:
        """Every texture the cloth can swap in, so the atlas takes them all now, not mid-hover."""
        codes = sorted(art.PALETTES[self.tileset])
        return ([art.tile_texture(self.tileset, c) for c in codes] + [art.hole_texture(), art.dot_texture()]
                + strip_textures() + [art.bead_texture(black) for black in (False, True)])

    def _layout(self, width: int, height: int) -> None:
        """(Re)make the tile sprites for the board's size, centred on the table."""
        self._size = (width, height)
        self.geometry = BoardGeometry.centred_on(CLOTH_CENTRE, TILE, width, height)
        cloth_w, cloth_h, border = width * TILE, height * TILE, TABLE_BORDER
        top, bottom, left, right, middle = art.table_strips(cloth_w, cloth_h, border)
        cx, cy = CLOTH_CENTRE
        self.table_middle = picture(middle, cx, cy, 1)
        table = [picture(texture, x, y, 1) for texture, x, y in (
            (top, cx, cy + (cloth_h + border) / 2), (bottom, cx, cy - (cloth_h + border) / 2),
            (left, cx - (cloth_w + border) / 2, cy), (right, cx + (cloth_w + border) / 2, cy))]
        positions = self.geometry.centers()
        self.tiles.clear()
        self.tiles.extend(picture(art.hole_texture(), x, y) for x, y in positions)
        self.tiles.extend(table)  # opaque wood round the cloth, after the tiles (whose index is their cell's)
        for layer in (self.glows, self.outlines, self.flashes, self.hint_edges):
            layer.layout(positions)
        self.ghosts.reset(positions, art.hole_texture(), SCALE)
        self.beads.reset(positions, art.bead_texture(False), SCALE)

    # -- geometry ------------------------------------------------------------------------------
    def cell_centre(self, cell: Cell) -> tuple[float, float]:
        """The design-space centre of a cloth tile (cells count y downwards)."""
        return self.geometry.cell_center(cell)

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cloth tile under a design point, or None off the cloth."""
        return self.geometry.cell_at(x, y)

    def texture_of(self, code: int) -> arcade.Texture:
        """A tile's texture for a colour code (or a hole)."""
        return art.hole_texture() if code == HOLE else art.tile_texture(self.tileset, code)

    def colour_rgb(self, code: int) -> tuple[int, int, int]:
        """The colour of a code in the tile set shown."""
        return art.colour_rgb(self.tileset, code)

    # -- showing a view --------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Show the view exactly: tiles, beads, the glow; the turn's effects gone."""
        if self._size != (view.width, view.height):
            self._layout(view.width, view.height)
        empty(self.fx)
        self.flashes.hide_all()
        self.scraps.clear()
        empty(self.under)
        self.beads.alpha = 255
        centre, cell_of = self.geometry.cell_center, self.geometry.cell_of
        for index, code in enumerate(view.board):
            at_rest(self.tiles[index], self.texture_of(code), centre(cell_of(index)), SCALE)
            self.show_bead(index, view.beads[index])
        self._sync_glow(view)

    def bare_table(self) -> None:
        """Show the table under the cloth (while one cloth folds away and the next unfolds)."""
        set_listed(self.table_middle, self.under, True)
        self.beads.alpha = 0

    def show_bead(self, index: int, bead: int) -> None:
        """Show a tile's bead as it is (white, black or none)."""
        sprite = self.beads.put(index, bead != 0)
        if bead:
            at_rest(sprite, art.bead_texture(bead != WHITE_BEAD), self.tiles[index].position, SCALE)

    def _sync_glow(self, view: View) -> None:
        """Light the patches that can be cut: those of the held scissors, or all of them faintly."""
        held = self.glow_held = view.holding != NO_SCISSORS
        self.glows.hide_all()
        if view.over:
            return
        for patch in patches(view, view.holding if held else None):
            tint = art.bright(self.colour_rgb(patch.colour), 0.6)
            self.glows.outline(patch.cells, self.geometry.index, tint + (255,))

    def effect(self, texture: arcade.Texture, x: float, y: float, scale: float = SCALE) -> arcade.Sprite:
        """A sprite in the effects layer (cleared when the turn's animation ends)."""
        sprite = picture(texture, x, y, scale)
        self.fx.append(sprite)
        return sprite

    def refuse(self) -> None:
        """Flash the footprint red (a move refused)."""
        self.refuse_flash = 1.0

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float, scaled_dt: float, beat: float, busy: bool, pointing: bool) -> None:
        """Scraps fall (`scaled_dt`: the animation speed's time), the glow and the hint pulse with
        `beat`, the refusal's red fades; the preview shows while `pointing` at a tile, not `busy`."""
        self.scraps.update(scaled_dt)
        self.glows.alpha = 0 if busy else int(120 + 135 * beat) if self.glow_held else 70
        self.hint_edges.alpha = 0 if busy else int(150 + 105 * beat)
        self.refuse_flash = max(0.0, self.refuse_flash - dt * 2.5)
        outline_alpha = int(255 * (1 - self.refuse_flash))
        self.outlines.color = (255, outline_alpha, outline_alpha, 255)
        self.ghosts.visible = self.outlines.visible = pointing and not busy

    def draw_table(self, exact: bool, reaches: Callable[[object], bool] = drawn_anywhere) -> None:
        """The bare table (while a cloth is away) and the cloth's tiles, under everything `draw`
        shows: in the scene's still layer, which paints again where a tile changed (`reaches`:
        whether a list draws in the box being painted again, `CachedLayer.reaches`)."""
        for layer in (self.under, self.tiles):
            if reaches(layer):
                layer.draw(pixelated=exact)

    def still_layers(self) -> tuple[arcade.SpriteList, ...]:
        """What `draw_table` draws (the still layer watches them)."""
        return self.under, self.tiles

    def draw(self, exact: bool, scissors: bool) -> None:
        """Over the table and the cloth (`draw_table`): the glow, previews, hint, beads, effects, flashes and scraps;
        `exact`: one window pixel per design pixel (nearest sampling is exact and cheaper);
        `scissors`: scissors are in hand (the ghosts are whole tiles, drawn pixel for pixel)."""
        self.glows.draw(pixelated=exact)
        self.ghosts.draw(pixelated=exact and scissors)  # whole tiles (a dye's: shrunk)
        self.outlines.draw(pixelated=exact)
        self.hint_edges.draw(pixelated=exact)
        self.beads.draw()
        self.fx.draw()
        self.flashes.draw(pixelated=exact)
        self.scraps.draw()
