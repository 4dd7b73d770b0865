"""Guppy's scene: a woven cloth on a table, buckets and sponges below it, the orders above it.

The player takes a tool (a bucket, a sponge, or an order's scissors) and points at the cloth: the
tool's footprint is outlined and the colours it would leave are shown as a ghost over the tiles
before the click (from `rules.preview`, with the rules' own verdict and any bonus or points as a
tip). Cuttable patches glow; a cut lifts the patch off the cloth and flies it to its order, the
praise pops up and the score counts up. Everything is playable by keyboard too (a cursor, number
keys for tools). The tile set (standard or colour-blind patterns) is presentation, kept here and in
the profile, never in the rules state.

This file is the cloth and how a turn animates; the cards and texts round it are in `hud.py`, input
and the hover preview in `controls.py`, the level screen in `setup.py`, prepared situations in
`shots.py`. Drawing is sprite lists (one sprite per tile whose texture is swapped, pools of ghost,
outline and glow sprites per tile) and `arcade.Text` objects in one pyglet batch, so hovering costs a
few texture swaps per frame.
"""

from __future__ import annotations

import math
from dataclasses import replace

import arcade

from game.core.grid import Cell
from game.core.session import Session
from game.guppy import art
from game.guppy.controls import GuppyControls, Hover, bonus_text
from game.guppy.edges import EdgeLayer, strip_textures
from game.guppy.hud import (
    CARD,
    CARD_EDGE,
    CLOTH_CENTRE,
    FOCUS_EDGE,
    ORDER_H,
    ORDER_W,
    ORDER_Y,
    SCALE,
    SPONGE,
    TABLE_BORDER,
    TILE,
    TOOL_H,
    TOOL_ICON_SCALE,
    TOOL_W,
    GuppyHud,
)
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    HOLE,
    NO_SCISSORS,
    ORDER_COLOURS,
    WHITE_BEAD,
    BeadAppeared,
    BeadBlackened,
    BeadLost,
    BonusAwarded,
    Dyed,
    EndGame,
    NewCloth,
    OrderFilled,
    PatchCut,
    ScissorsPicked,
    ScissorsPutDown,
    Sponged,
    orders_filled,
    patches,
)
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.effects import flash, pop_words, ring_burst
from game.ui.game_scene import GameScene
from game.ui.labels import BOLD_FONT, Labels, warm_up, word_texture
from game.ui.physics import Debris, scrap_texture
from game.ui.sprites import SpritePool, make_sprite
from game.ui.tween import ease_in_cubic, ease_out_back, ease_out_cubic, lerp
from game.ui.undo_buttons import UndoPlace

#: Cloth scraps per cut tile, and how many may fall at once (the oldest go first).
SCRAPS_PER_TILE = 2
SCRAP_POOL = 96



def chosen_tileset(app) -> str:
    """The tile set to show: colour-blind when that setting is on, else the one last chosen."""
    if app.settings.colorblind:
        return "colorblind"
    remembered = app.profile.progress_of("guppy").get("tileset")
    return remembered if remembered in art.TILESETS else "standard"


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = SCALE) -> arcade.Sprite:
    """A sprite of a picture drawn at `art.RES` times its size."""
    return make_sprite(texture, x, y, scale=scale)


def word(text: str, size: int, rgb: tuple[int, int, int], face: str = theme.HEADING_FONT) -> arcade.Texture:
    """A word with a dark outline (praise, points) drawn at RES: a sprite can then pop it by scaling,
    where changing a text's font size would render its glyphs again at every size."""
    return word_texture(text, size * art.RES, rgb, face=face, stroke=max(2, size // 9) * art.RES)


class GuppyScene(GuppyControls, GuppyHud, GameScene):
    """One game of Guppy (or its replay)."""

    game_id = "guppy"
    #: under the sponge legend in the left column
    undo_place = UndoPlace(42, 14)

    def __init__(self, app, session: Session, replay_moves=None, tileset: str | None = None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        self.tileset = tileset or chosen_tileset(app)
        self.labels = Labels()
        self.tool = None            # a dye colour or SPONGE while not holding scissors
        self.cursor: Cell = (4, 4)
        self.keyboard = False       # the last cloth input came from the keys (show the cursor)
        self.pointer: tuple[float, float] | None = None
        self.hover: Hover | None = None
        self._hover_key = None
        self.score_shown = 0.0
        self.refuse_flash = 0.0
        self.hint_text = ""  # what the idle hint says while it shows
        self._build_static()
        self._build_hud()
        self.tiles.preload_textures(self._textures())
        for text in (self.tip, self.message, self.score_text):  # render their glyphs now, not mid-hover
            warm_up(text)
        self.sync()

    def _textures(self) -> list[arcade.Texture]:
        """Every texture play can swap in, so the atlas takes them all now, not mid-hover."""
        codes = sorted(art.PALETTES[self.tileset])
        return ([art.tile_texture(self.tileset, c) for c in codes] + [art.hole_texture(), art.dot_texture()]
                + strip_textures()
                + [art.bead_texture(black) for black in (False, True)]
                + [art.scissors_texture(self.tileset, c) for c in codes if c in ORDER_COLOURS]
                + [art.panel_texture(w, h, CARD, edge, border) for w, h in ((TOOL_W, TOOL_H), (ORDER_W, ORDER_H))
                   for edge, border in ((CARD_EDGE, 2), (FOCUS_EDGE, 3))])

    # -- building ------------------------------------------------------------------------------
    def _build_static(self) -> None:
        """Table, cloth sprites and the per-tile pools (ghost, outline, glow, beads)."""
        self.back = arcade.SpriteList()  # pictures at 1:1 under the cloth and beside it: table, legend, cards
        self.icons = arcade.SpriteList()  # scaled pictures on the cards and in the legends
        self.tiles = arcade.SpriteList()  # the cloth's tiles, then the table's strips round it
        self.tiles.blend = False  # opaque cloth and wood: no blending is cheaper to fill
        self.glows, self.outlines, self.flashes = EdgeLayer(True), EdgeLayer(False), EdgeLayer(True)
        self.hint_edges = EdgeLayer(False)  # the idle hint's tiles (`GuppyControls.show_hint`)
        self.ghosts, self.beads = SpritePool(), SpritePool()
        self.fx = arcade.SpriteList()
        # scraps of cloth that fall away where a patch is cut (pymunk, drawing only)
        self.scraps = Debris(scrap_texture(), SCRAP_POOL, gravity=(0, -1100), damping=0.7, speed=(60, 200),
                             lift=160, spin=9, life=(0.8, 1.2), size=(0.4, 0.7), radius=5, seed=13)
        self.overlay = arcade.SpriteList()  # cursor and the held tool next to the pointer
        self.cursor_sprite = _sprite(art.cursor_texture())
        self.held_sprite = _sprite(art.sponge_texture(), scale=SCALE * 0.6)
        self.overlay.extend([self.cursor_sprite, self.held_sprite])
        for sponge, top in ((False, 356), (True, 176)):  # under the MIXING and SPONGE headings
            legend = _sprite(art.mixing_legend(self.tileset, sponge), scale=1)
            legend.left, legend.top = 42, top
            self.back.append(legend)
        self._board_size = None

    def _layout_cloth(self) -> None:
        """(Re)make the tile sprites for the board's size, centred on the table."""
        width, height = self.state.width, self.state.height
        self._board_size = (width, height)
        self.board = BoardGeometry.centred_on(CLOTH_CENTRE, TILE, width, height)
        cloth_w, cloth_h, border = width * TILE, height * TILE, TABLE_BORDER
        top, bottom, left, right, middle = art.table_strips(cloth_w, cloth_h, border)
        cx, cy = CLOTH_CENTRE
        self.table_middle = _sprite(middle, cx, cy, 1)  # under the cloth, shown only while it is away
        table = [_sprite(texture, x, y, 1) for texture, x, y in (
            (top, cx, cy + (cloth_h + border) / 2), (bottom, cx, cy - (cloth_h + border) / 2),
            (left, cx - (cloth_w + border) / 2, cy), (right, cx + (cloth_w + border) / 2, cy))]
        positions = self.board.centers()
        self.tiles.clear()
        self.tiles.extend(_sprite(art.hole_texture(), x, y) for x, y in positions)
        self.tiles.extend(table)  # opaque wood round the cloth, after the tiles (whose index is their cell's)
        for layer in (self.glows, self.outlines, self.flashes, self.hint_edges):
            layer.layout(positions)
        self.ghosts.reset(positions, art.hole_texture(), SCALE)
        self.beads.reset(positions, art.bead_texture(False), SCALE)

    # -- geometry ------------------------------------------------------------------------------
    def cell_centre(self, cell: Cell) -> tuple[float, float]:
        """The design-space centre of a cloth tile (cells count y downwards)."""
        return self.board.cell_center(cell)

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cloth tile under a design point, or None off the cloth."""
        return self.board.cell_at(x, y)

    def texture_of(self, code: int) -> arcade.Texture:
        """A tile's texture for a colour code (or a hole)."""
        return art.hole_texture() if code == HOLE else art.tile_texture(self.tileset, code)

    # -- showing the state -----------------------------------------------------------------------
    def sync(self) -> None:
        """Show the current state exactly: tiles, beads, counts, orders, score; no animation."""
        state = self.state
        if self._board_size != (state.width, state.height):
            self._layout_cloth()
        self.cursor = self.board.clamp(self.cursor)
        self.fx.clear()
        self.flashes.hide_all()
        self.scraps.clear()
        if self.table_middle.sprite_lists:
            self.table_middle.remove_from_sprite_lists()
        self.beads.alpha = 255
        for index, code in enumerate(state.board):
            sprite = self.tiles[index]
            sprite.texture = self.texture_of(code)
            sprite.position = self.board.cell_center(self.board.cell_of(index))
            sprite.scale, sprite.angle, sprite.alpha = SCALE, 0, 255
            self._show_bead(index, state.beads[index])
        if self.tool is not None and self._count(self.tool) == 0 or state.holding != NO_SCISSORS:
            self.tool = None
        self.words.clear()
        self.score_shown = state.score
        self._sync_hud()
        self._sync_glow()
        self._hover_key = None

    def _show_bead(self, index: int, bead: int) -> None:
        sprite = self.beads.put(index, bead != 0)
        if bead:
            sprite.texture = art.bead_texture(bead != WHITE_BEAD)
            sprite.position = self.tiles[index].position
            sprite.scale, sprite.alpha = SCALE, 255

    def _sync_glow(self) -> None:
        """Light the patches that can be cut: those of the held scissors, or all of them faintly."""
        state = self.state
        held = self.glow_held = state.holding != NO_SCISSORS
        self.glows.hide_all()
        if state.over:
            return
        for patch in patches(state, state.holding if held else None):
            tint = art.bright(art.colour_rgb(self.tileset, patch.colour), 0.6)
            self.glows.outline(patch.cells, self.board.index, tint + (255,))

    def refused(self, move, reason: str) -> None:
        """Say why, and flash the footprint red."""
        super().refused(move, reason)
        self.refuse_flash = 1.0

    def score_key(self) -> str:
        """Best scores are kept per level."""
        return str(self.state.level.number)

    def end_title(self, status) -> str:
        """Guppy has no losing: the game is over, and the lines sum it up."""
        return "Game over"

    def result_lines(self, outcome) -> list[str]:
        """How the game ended, the orders filled out of the game's orders, the patches and beads
        cut, then the score against the best (the platform's lines, which record it)."""
        state = self.state
        history = self.session.history
        ended = ("You ended the game." if history and isinstance(history[-1].move, EndGame)
                 else "You put down the last scissors.")
        summary = [ended, f"Orders filled: {orders_filled(state)} of {len(state.level.scissors)}",
                   f"Patches cut: {sum(state.cuts)} · Beads cut: {state.beads_cut}"]
        return summary + super().result_lines(outcome)

    def play_again(self) -> None:
        """A new game of the same level, by this project's scissors rule even after a game resumed
        from a save made under the old one."""
        self.session.params = replace(self.session.params, scissors="first-cut")
        super().play_again()

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """Queue the turn's story: dye splashes, wipes, beads, bonuses, cuts flying to their order,
        praise and the score counting up, a new cloth dropping in; then show the state exactly."""
        at = 0.0
        score = self.score_shown
        for event in events:
            if isinstance(event, (Dyed, Sponged)):
                at = self._anim_paint(event, at)
            elif isinstance(event, BeadBlackened):
                self._anim_bead(event.cell, at - 0.2, black=True)
            elif isinstance(event, BeadLost):
                self._anim_bead(event.cell, at - 0.2, black=None)
            elif isinstance(event, BonusAwarded):
                at = self._anim_bonus(event, at)
            elif isinstance(event, BeadAppeared):
                at = self._anim_bead(event.cell, at, black=False)
            elif isinstance(event, (ScissorsPicked, ScissorsPutDown)):
                self.app.audio.play("select" if isinstance(event, ScissorsPicked) else "click")
                if isinstance(event, ScissorsPutDown) and not self.replaying and not self.state.over:
                    name = COLOUR_NAMES[event.colour].capitalize()
                    why = " (they have cut)" if self.state.scissors == "first-cut" else ""
                    self.say(f"{name} scissors spent{why}." if event.spent else f"{name} scissors put back unspent.")
                self.timeline.call(at, self._sync_hud)
            elif isinstance(event, PatchCut):
                at, score = self._anim_cut(event, at, score)
            elif isinstance(event, OrderFilled):
                at, score = self._anim_order(event, at, score)
            elif isinstance(event, NewCloth):
                at = self._anim_new_cloth(event, at)
        self.timeline.call(max(at, self.timeline.end), self.sync)

    def _fx(self, texture, x: float, y: float, scale: float = SCALE) -> arcade.Sprite:
        """A sprite in the effects layer (cleared when the turn's animation ends)."""
        sprite = _sprite(texture, x, y, scale)
        self.fx.append(sprite)
        return sprite

    def _anim_paint(self, event, at: float) -> float:
        """Each changed tile takes its new colour with a splash, rippling out from the tool."""
        sponge = isinstance(event, Sponged)
        self.app.audio.play("sponge" if sponge else "dye")
        origin = event.cells[0] if event.cells else (0, 0)
        end = at
        for cell, before, after in zip(event.cells, event.before, event.after):
            if before == after:
                continue
            delay = at + 0.07 * (abs(cell[0] - origin[0]) + abs(cell[1] - origin[1]))
            index = self.board.index(cell)
            sprite = self._fx(self.texture_of(after), *self.cell_centre(cell), 0.001)

            def grow(p: float, s=sprite) -> None:
                s.scale = max(0.001, SCALE * p)

            def land(i=index, code=after, s=sprite) -> None:
                self.tiles[i].texture = self.texture_of(code)
                s.remove_from_sprite_lists()

            end = max(end, self.timeline.add(0.26, grow, at=delay, ease=ease_out_back, done=land))
        return end

    def _anim_bead(self, cell: Cell, at: float, black: bool | None) -> float:
        """A bead turns black (pop), falls off (drops and fades) or appears (pops in with sparkle)."""
        index = self.board.index(cell)
        sprite = self.beads.pool[index]
        x, y = self.cell_centre(cell)
        if black is None:
            def fall(p: float) -> None:
                sprite.center_y = y - 40 * p
                sprite.alpha = int(255 * (1 - p))
            return self.timeline.add(0.4, fall, at=max(at, 0), ease=ease_in_cubic)

        def pop(p: float) -> None:
            self.beads.put(index, True)
            sprite.texture = art.bead_texture(black)
            sprite.position = (x, y)
            sprite.scale = max(0.001, SCALE * p)
            sprite.alpha = 255
        if not black:
            self.timeline.call(at, lambda: self.app.audio.play("award"))
            self._sparkle((x, y), (255, 255, 255), at)
        return self.timeline.add(0.35, pop, at=max(at, 0), ease=ease_out_back)

    def _anim_bonus(self, event: BonusAwarded, at: float) -> float:
        """The patch flashes white, "Bonus dye!" pops up and the rewarded counts jump."""
        flash(self.timeline, self.flashes.outline(event.cells, self.board.index, (255, 255, 255, 0)), 0.7, at=at)
        centre = self.board.centroid(event.cells)
        self._pop_text("Bonus dye!", bonus_text(event), centre, at)
        self.timeline.call(at, lambda: self.app.audio.play("award"))
        self.timeline.call(at + 0.3, lambda: self._bump_tools(event))
        return at + 0.5

    def _bump_tools(self, event: BonusAwarded) -> None:
        """Show the new counts and make the rewarded tools jump."""
        self._sync_hud()
        for card in self.tool_cards:
            if card.tool in event.dyes or card.tool == SPONGE:
                icon = card.icon

                def jump(p: float, s=icon) -> None:
                    s.scale = TOOL_ICON_SCALE * (1 + 0.35 * math.sin(math.pi * p))
                self.timeline.add(0.35, jump, ease=ease_out_cubic)

    def _fray(self, cells, rgb) -> None:
        """Scraps of cloth fall away from the cut tiles."""
        for cell in cells:
            self.scraps.burst(*self.cell_centre(cell), rgb, SCRAPS_PER_TILE, spread=TILE * 0.3)

    def _anim_cut(self, event: PatchCut, at: float, score: float) -> tuple[float, float]:
        """The patch's tiles rise, tilt and fly to their order; praise pops; the score counts up."""
        self.timeline.call(at, lambda: self.app.audio.play("cut"))
        rgb = art.colour_rgb(self.tileset, event.colour)
        self.timeline.call(at, lambda: self._fray(event.cells, rgb))
        card = next((c for c in self.order_cards if c.colour == event.colour), None)
        target = card.centre if card else (CLOTH_CENTRE[0], ORDER_Y)
        texture = self.texture_of(event.colour)
        flights = []
        for n, cell in enumerate(event.cells):
            index = self.board.index(cell)
            x, y = self.cell_centre(cell)
            sprite = self._fx(texture, x, y)
            sprite.visible = False
            tilt = (-1) ** n * (6 + 5 * ((cell[0] * 7 + cell[1] * 3) % 3))
            flights.append((index, sprite, x, y, tilt, n))

        def lift(p: float) -> None:
            for index, sprite, _, y, tilt, _ in flights:
                if not sprite.visible:
                    sprite.visible = True
                    self.tiles[index].texture = art.hole_texture()
                    self.beads.put(index, False)
                sprite.scale = SCALE * (1 + 0.18 * p)
                sprite.angle = tilt * p
                sprite.center_y = y + 10 * p

        self.timeline.add(0.28, lift, at=at, ease=ease_out_cubic)
        for _, sprite, x, y, tilt, n in flights:
            def fly(p: float, s=sprite, x=x, y=y, tilt=tilt) -> None:
                s.center_x = lerp(x, target[0], p)
                s.center_y = lerp(y + 10, target[1], p) + 60 * math.sin(math.pi * p)
                s.scale = SCALE * lerp(1.18, 0.3, p)
                s.angle = tilt + 160 * p * (1 if tilt > 0 else -1)

            self.timeline.add(0.5, fly, at=at + 0.3 + 0.03 * n, ease=ease_in_cubic,
                              done=lambda s=sprite: s.remove_from_sprite_lists())
        landed = at + 0.8 + 0.03 * len(flights)
        beads = event.white_beads + 2 * event.black_beads
        points = f"+{event.points:,}" + (f" (beads x{2 ** beads})" if beads else "")
        self._pop_text(event.praise, points, self.board.centroid(event.cells), at + 0.15)
        self._count_up(score, event.total, at + 0.35, 0.7)
        self.timeline.call(landed - 0.1, self._sync_orders)
        return landed, event.total

    def _anim_order(self, event: OrderFilled, at: float, score: float) -> tuple[float, float]:
        """The order card sparkles, its praise pops up with the bonus and the score counts up."""
        card = next((c for c in self.order_cards if c.colour == event.colour), None)
        where = (CLOTH_CENTRE[0], CLOTH_CENTRE[1] + 60)
        self.timeline.call(at, lambda: self.app.audio.play("award"))
        if card:
            self._sparkle(card.centre, art.colour_rgb(self.tileset, event.colour), at)
        self._pop_text(event.praise, f"+{event.bonus:,}", where, at)
        self._count_up(score, event.total, at + 0.2, 0.8)
        return at + 0.6, event.total

    def _anim_new_cloth(self, event: NewCloth, at: float) -> float:
        """The old cloth's tiles fold away corner to corner, baring the table; the new ones unfold."""
        width = self.state.width

        def begin() -> None:
            self.app.audio.play("swap")
            self.back.append(self.table_middle)
            self.beads.alpha = 0

        self.timeline.call(at, begin)
        self.timeline.call(at + 0.5, self._sync_orders)
        end = at
        for index in range(len(event.board)):
            sprite = self.tiles[index]
            delay = 0.025 * (index % width + index // width)
            texture = self.texture_of(event.board[index])

            def fold(p: float, s=sprite) -> None:
                s.scale = max(0.001, SCALE * (1 - p))
                s.angle = 90 * p

            def unfold(p: float, s=sprite, texture=texture) -> None:
                s.texture = texture
                s.scale = max(0.001, SCALE * p)
                s.angle = -90 * (1 - p)

            self.timeline.add(0.22, fold, at=at + delay, ease=ease_in_cubic)
            end = self.timeline.add(0.32, unfold, at=at + 0.5 + delay, ease=ease_out_back)
        return end

    def _pop_text(self, praise: str, points: str, where: tuple[float, float], at: float) -> None:
        """A praise word pops up with its points under it, floats and fades (kept on screen)."""
        x = min(max(where[0], 200), theme.WIDTH - 200)
        y = min(max(where[1], 160), 560)
        pop_words(self.timeline, self.words, word(praise, 34, theme.ACCENT), word(points, 22, theme.TEXT, BOLD_FONT),
                  x, y, at=at, scale=SCALE)

    def _count_up(self, start: float, end: int, at: float, duration: float) -> None:
        """The score display runs from `start` to `end`."""

        def count(p: float) -> None:
            self.score_shown = lerp(start, end, p)
            text = f"{int(round(self.score_shown)):,}"
            if self.score_text.text != text:
                self.score_text.text = text

        self.timeline.add(duration, count, at=at, ease=ease_out_cubic)

    def _sparkle(self, centre: tuple[float, float], rgb, at: float) -> None:
        """A ring of soft dots bursts out from a point and fades."""
        ring_burst(self.timeline, self.fx, art.dot_texture(), centre, art.bright(rgb, 0.4) + (255,), at=at,
                   scale=SCALE * 0.6)

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Preview, glow pulse, cursor, held tool, buttons."""
        busy = self.timeline.busy
        self.scraps.update(dt * self.app.settings.animation_speed)
        if not busy:
            self._refresh_hover()
        self.buttons.update(dt)
        pulse = 0.5 + 0.5 * math.sin(self.age * 4.2)
        self.glows.alpha = 0 if busy else int(120 + 135 * pulse) if self.glow_held else 70
        self.hint_edges.alpha = 0 if busy else int(150 + 105 * pulse)
        self.refuse_flash = max(0.0, self.refuse_flash - dt * 2.5)
        cell = self._hover_cell()
        self.cursor_sprite.visible = self.keyboard and not busy
        self.cursor_sprite.position = self.cell_centre(self.cursor)
        self.cursor_sprite.alpha = int(170 + 85 * pulse)
        self.held_sprite.visible = (self.held_texture is not None and not self.replaying and not busy
                                    and (self.keyboard or self.pointer is not None))
        if self.held_sprite.visible:
            if self.keyboard or self.pointer is None:
                x, y = self.cell_centre(self.cursor)
            else:
                x, y = self.pointer
            self.held_sprite.position = (x + 30, y - 26)
        outline_alpha = int(255 * (1 - self.refuse_flash))
        self.outlines.color = (255, outline_alpha, outline_alpha, 255)
        self.ghosts.visible = self.outlines.visible = cell is not None and not busy
        self.tip.visible = self.tip_back.visible = bool(self.tip.text) and not busy

    def draw_game(self) -> None:
        """Table and cloth, glows, previews, beads, effects, HUD and texts."""
        view = self.app.camera.viewport
        # at one window pixel per design pixel, nearest sampling is exact for the 1:1 pictures, looks
        # the same for the cloth and the borders drawn at half size, and is cheaper
        exact = (view.width, view.height) == (theme.WIDTH, theme.HEIGHT)
        self.back.draw(pixelated=exact)
        self.icons.draw()
        self.tiles.draw(pixelated=exact)
        self.glows.draw(pixelated=exact)
        self.ghosts.draw(pixelated=exact and self.state.holding != NO_SCISSORS)  # whole tiles (a dye's: shrunk)
        self.outlines.draw(pixelated=exact)
        self.hint_edges.draw(pixelated=exact)
        self.beads.draw()
        self.fx.draw()
        self.flashes.draw(pixelated=exact)
        self.scraps.draw()
        self.words.draw()
        self.buttons.draw()
        self.overlay.draw()
        self.labels.draw()
        self.in_hand.draw()


# -- the app's entry point ----------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the cloth, for the Game Select card (tools/shots.py).
CARD_CROP = (340, 90, 600, 472)


def create_view(app, session: Session, replay_moves=None) -> GuppyScene:
    """The scene for a session of Guppy (new, resumed or replayed)."""
    return GuppyScene(app, session, replay_moves)
