"""Guppy's scene: a woven cloth on a table, buckets and sponges below it, the orders above it.

The player takes a tool (a bucket, a sponge, or an order's scissors) and points at the cloth: the
tool's footprint is outlined and the colours it would leave are shown as a ghost over the tiles
before the click (from `rules.preview`, with the rules' own verdict and any bonus or points as a
tip). Cuttable patches glow; a cut lifts the patch off the cloth and flies it to its order, the
praise pops up and the score counts up. Everything is playable by keyboard too (a cursor, number
keys for tools). The tile set (standard or colour-blind patterns) is presentation, kept here and in
the profile, never in the rules state.

Drawing is sprite lists (one sprite per tile whose texture is swapped, pools of ghost, outline and
glow sprites per tile) and `arcade.Text` objects in one pyglet batch, so hovering costs a few
texture swaps per frame.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import arcade
import pyglet

from game.core.rules import IllegalMove, Move
from game.core.session import Session
from game.guppy import cloth_art as art
from game.guppy import content
from game.guppy.rules import (
    BLUE, COLOUR_NAMES, DYES, HOLE, ORDER_COLOURS, NO_SCISSORS, RULES, WHITE_BEAD, BeadAppeared, BeadBlackened, BeadLost,
    BonusAwarded, Cut, Dye, Dyed, EndGame, GetNewCloth, NewCloth, OrderFilled, Params, PatchCut,
    PickScissors, PutDownScissors, ScissorsPicked, ScissorsPutDown, Sponge, Sponged, level_spec, orders,
    patches, preview,
)
from game.ui import theme
from game.ui.game_scene import GameScene, Shot
from game.ui.scene import BACK_KEYS, Scene
from game.ui.tween import ease_in_cubic, ease_in_out, ease_out_back, ease_out_cubic, lerp
from game.ui.widgets import Button, FocusGroup, Widget, draw_panel
from game.guppy.content import content_for

Cell = tuple[int, int]
K = arcade.key
TILE = art.TILE
SCALE = 1 / art.RES
SPONGE = "sponge"
#: Centre of the cloth in design space.
CLOTH_CENTRE = (640, 352)
ORDER_Y, ORDER_W, ORDER_H, ORDER_GAP = 662, 96, 100, 10
TOOL_Y, TOOL_W, TOOL_H, TOOL_GAP = 52, 118, 84, 14
#: Keys that pick the scissors of the orders, left to right (the sixth order takes the minus key).
SCISSOR_KEYS = (K.KEY_5, K.KEY_6, K.KEY_7, K.KEY_8, K.KEY_9, K.MINUS)
SCISSOR_LABELS = ("5", "6", "7", "8", "9", "-")
TOOL_KEYS = {K.KEY_1: DYES[0], K.KEY_2: DYES[1], K.KEY_3: DYES[2], K.KEY_4: SPONGE}
ARROWS = {K.LEFT: (-1, 0), K.RIGHT: (1, 0), K.UP: (0, -1), K.DOWN: (0, 1)}
APPLY_KEYS = (K.ENTER, K.RETURN, K.NUM_ENTER, K.SPACE)
PUT_DOWN_KEYS = (K.KEY_0, K.BACKSPACE)
CARD = (44, 40, 58, 235)
CARD_EDGE = (92, 84, 118, 255)
FOCUS_EDGE = theme.FOCUS + (255,)
GLYPHS = "".join(chr(c) for c in range(32, 127))
GHOST_INSET = 0.7


def chosen_tileset(app) -> str:
    """The tile set to show: colour-blind when that setting is on, else the one last chosen."""
    if app.settings.colorblind:
        return "colorblind"
    remembered = app.profile.progress.get("guppy", {}).get("tileset")
    return remembered if remembered in art.TILESETS else "standard"


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = SCALE) -> arcade.Sprite:
    return arcade.Sprite(texture, scale=scale, center_x=x, center_y=y)


def _text(batch, text: str, x: float, y: float, size: float, color=theme.TEXT, **kwargs) -> arcade.Text:
    kwargs.setdefault("font_name", theme.BODY_FONT)
    return arcade.Text(text, x, y, color, size, batch=batch, **kwargs)


@dataclass
class _Hover:
    """What the pointer or the cursor shows now: the tiles the tool would touch and the verdict."""

    cells: tuple[Cell, ...]
    changes: tuple[tuple[Cell, int, int], ...]
    reason: str | None
    tip: str


class _TileLayer(arcade.SpriteList):
    """A sprite per tile (`pool`) of which only the shown ones are in the list: in software rendering
    an invisible sprite still costs its fill, so hidden ones are left out rather than hidden."""

    def __init__(self) -> None:
        super().__init__()
        self.pool: list[arcade.Sprite] = []

    def reset(self, positions, texture: arcade.Texture) -> None:
        """A fresh pool, one sprite per position, none shown."""
        self.hide_all()
        self.pool = [_sprite(texture, x, y) for x, y in positions]

    def hide_all(self) -> None:
        """Show none (popping keeps the GPU buffers, unlike `clear`)."""
        while self:
            self.pop()

    def put(self, index: int, shown: bool) -> arcade.Sprite:
        """Show or hide one tile's sprite; returns it."""
        sprite = self.pool[index]
        if shown and self not in sprite.sprite_lists:
            self.append(sprite)
        elif not shown and self in sprite.sprite_lists:
            self.remove(sprite)
        return sprite


class _ToolCard:
    """A bucket or the sponges below the cloth: icon, count, key hint."""

    def __init__(self, batch, tileset: str, tool, left: float, key: str) -> None:
        self.tool = tool
        self.left = left
        texture = art.sponge_texture() if tool == SPONGE else art.bucket_texture(tileset, tool)
        self.panel = _sprite(art.panel_texture(TOOL_W, TOOL_H, CARD, CARD_EDGE), left + TOOL_W / 2, TOOL_Y)
        self.icon = _sprite(texture, left + 38, TOOL_Y + 2, SCALE * 1.05)
        self.count = _text(batch, "", left + 84, TOOL_Y - 2, 22, bold=True, anchor_x="center",
                           anchor_y="center")
        self.key = _text(batch, key, left + 9, TOOL_Y + TOOL_H / 2 - 9, 11, theme.TEXT_DIM,
                         anchor_y="top")
        name = "Sponges" if tool == SPONGE else COLOUR_NAMES[tool].capitalize()
        self.name = _text(batch, name, left + 84, TOOL_Y - 30, 10, theme.TEXT_DIM, anchor_x="center")

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the card."""
        return self.left <= x <= self.left + TOOL_W and abs(y - TOOL_Y) <= TOOL_H / 2

    def show(self, left: int, selected: bool) -> None:
        """Count and highlight."""
        self.count.text = str(left)
        self.count.color = theme.TEXT if left else theme.TEXT_DIM
        self.icon.alpha = 255 if left else 90
        self.panel.texture = art.panel_texture(TOOL_W, TOOL_H, CARD, FOCUS_EDGE if selected else CARD_EDGE,
                                               3 if selected else 2)
        self.icon.center_y = TOOL_Y + (8 if selected else 2)
        self.icon.angle = -12 if selected else 0


class _OrderCard:
    """An order above the cloth: its scissors, colour, progress and key hint."""

    def __init__(self, batch, tileset: str, colour: int, left: float, key: str) -> None:
        self.colour = colour
        self.left = left
        cx = left + ORDER_W / 2
        bottom = ORDER_Y - ORDER_H / 2
        self.panel = _sprite(art.panel_texture(ORDER_W, ORDER_H, CARD, CARD_EDGE), cx, ORDER_Y)
        self.scissors = _sprite(art.scissors_texture(tileset, colour), cx, ORDER_Y + 16, SCALE * 0.9)
        self.swatch = _sprite(art.tile_texture(tileset, colour), left + 18, bottom + 17, SCALE * 0.42)
        self.bar_back = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, (20, 18, 28, 255))
        self.bar = arcade.SpriteSolidColor(ORDER_W - 16, 6, cx, bottom + 36, art.colour_rgb(tileset, colour) + (255,))
        self.progress = _text(batch, "", left + 60, bottom + 17, 13, bold=True, anchor_x="center",
                              anchor_y="center")
        self.key = _text(batch, key, left + 8, ORDER_Y + ORDER_H / 2 - 8, 11, theme.TEXT_DIM, anchor_y="top")
        self.sprites = (self.panel, self.bar_back, self.bar, self.swatch, self.scissors)

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the card (where cut tiles fly to)."""
        return self.left + ORDER_W / 2, ORDER_Y

    def contains(self, x: float, y: float) -> bool:
        """True when a design point is on the card."""
        return self.left <= x <= self.left + ORDER_W and abs(y - ORDER_Y) <= ORDER_H / 2

    def show(self, progress: int, size: int, scissors: str) -> None:
        """Progress bar and text, and the scissors ready, held (lifted) or spent (dimmed)."""
        filled = progress >= size
        self.progress.text = "Filled" if filled else f"{progress}/{size}"
        self.progress.color = theme.GOOD if filled else theme.TEXT
        width = (ORDER_W - 16) * min(1.0, progress / size)
        self.bar.width = max(0.01, width)
        self.bar.visible = width > 0
        self.bar.left = self.left + 8
        held, spent = scissors == "held", scissors == "spent"
        edge = FOCUS_EDGE if held else CARD_EDGE
        self.panel.texture = art.panel_texture(ORDER_W, ORDER_H, CARD, edge, 3 if held else 2)
        self.scissors.angle = -25 if held else 0
        self.scissors.center_y = ORDER_Y + (22 if held else 16)
        self.scissors.color = (110, 104, 120, 150) if spent else (255, 255, 255, 255)


class GuppyScene(GameScene):
    """One game of Guppy (or its replay)."""

    game_id = "guppy"

    def __init__(self, app, session: Session, replay_moves=None, tileset: str | None = None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        self.tileset = tileset or chosen_tileset(app)
        self.batch = pyglet.graphics.Batch()
        self.tool = None            # a dye colour or SPONGE while not holding scissors
        self.cursor: Cell = (4, 4)
        self.keyboard = False       # the last cloth input came from the keys (show the cursor)
        self.pointer: tuple[float, float] | None = None
        self.hover: _Hover | None = None
        self._hover_key = None
        self.score_shown = 0.0
        self.refuse_flash = 0.0
        self.confirm: FocusGroup | None = None
        self._build_static()
        self._build_hud()
        self.tiles.preload_textures(self._textures())
        for text in (self.tip, self.message, self.score_text):  # render their glyphs now, not mid-hover
            text.text = GLYPHS
            text.text = ""
        self.sync()

    def _textures(self) -> list[arcade.Texture]:
        """Every texture play can swap in, so the atlas takes them all now, not mid-hover."""
        codes = sorted(art.PALETTES[self.tileset])
        return ([art.tile_texture(self.tileset, c) for c in codes] + [art.hole_texture(), art.dot_texture()]
                + [art.edge_texture(mask, soft) for mask in range(16) for soft in (False, True)]
                + [art.bead_texture(black) for black in (False, True)]
                + [art.scissors_texture(self.tileset, c) for c in codes if c in ORDER_COLOURS]
                + [art.panel_texture(w, h, CARD, edge, border) for w, h in ((TOOL_W, TOOL_H), (ORDER_W, ORDER_H))
                   for edge, border in ((CARD_EDGE, 2), (FOCUS_EDGE, 3))])

    # -- building ------------------------------------------------------------------------------
    def _build_static(self) -> None:
        """Table, cloth sprites and the per-tile pools (ghost, outline, glow, beads)."""
        self.back = arcade.SpriteList()  # everything under the cloth and beside it: table, legend, cards
        self.tiles = arcade.SpriteList()
        self.tiles.blend = False  # opaque cloth: no blending is cheaper to fill
        self.glows, self.ghosts, self.outlines, self.beads = _TileLayer(), _TileLayer(), _TileLayer(), _TileLayer()
        self.fx = arcade.SpriteList()
        self.overlay = arcade.SpriteList()  # cursor and the held tool next to the pointer
        self.cursor_sprite = _sprite(art.cursor_texture())
        self.held_sprite = _sprite(art.sponge_texture(), scale=SCALE * 0.6)
        self.overlay.extend([self.cursor_sprite, self.held_sprite])
        self.back.append(_sprite(art.mixing_legend(self.tileset), 192, 212))
        self.table: list[arcade.Sprite] = []
        self._board_size = None

    def _layout_cloth(self) -> None:
        """(Re)make the tile sprites for the board's size, centred on the table."""
        width, height = self.state.width, self.state.height
        self._board_size = (width, height)
        self.left = CLOTH_CENTRE[0] - width * TILE / 2
        self.top_y = CLOTH_CENTRE[1] + height * TILE / 2
        cloth_w, cloth_h, border = width * TILE, height * TILE, 18
        for sprite in self.table:
            sprite.remove_from_sprite_lists()
        top, bottom, left, right, middle = art.table_strips(cloth_w, cloth_h, border)
        cx, cy = CLOTH_CENTRE
        self.table_middle = _sprite(middle, cx, cy, 1)  # under the cloth, shown only while it is away
        for texture, x, y in ((top, cx, cy + (cloth_h + border) / 2), (bottom, cx, cy - (cloth_h + border) / 2),
                              (left, cx - (cloth_w + border) / 2, cy), (right, cx + (cloth_w + border) / 2, cy)):
            self.table.append(_sprite(texture, x, y, 1))
        self.back.extend(self.table)
        positions = [self.cell_centre((i % width, i // width)) for i in range(width * height)]
        self.tiles.clear()
        self.tiles.extend(_sprite(art.hole_texture(), x, y) for x, y in positions)
        for layer in (self.glows, self.ghosts, self.outlines):
            layer.reset(positions, art.edge_texture(0, False))
        self.beads.reset(positions, art.bead_texture(False))

    def _build_hud(self) -> None:
        """Tool cards, texts, buttons; order cards are made in `_sync_orders`."""
        total = 4 * TOOL_W + 3 * TOOL_GAP
        tools = list(DYES) + [SPONGE]
        left = CLOTH_CENTRE[0] - total / 2
        self.tool_cards = [_ToolCard(self.batch, self.tileset, tool, left + i * (TOOL_W + TOOL_GAP), str(i + 1))
                           for i, tool in enumerate(tools)]
        for card in self.tool_cards:
            self.back.extend([card.panel, card.icon])
        self.order_cards: list[_OrderCard] = []
        b = self.batch
        self.labels = [  # fixed texts, kept alive (a collected Text leaves its batch)
            _text(b, "Guppy", 40, 652, 30, theme.ACCENT, font_name=theme.HEADING_FONT),
            _text(b, "SCORE", 42, 566, 12, theme.TEXT_DIM, bold=True),
            _text(b, "MIXING", 42, 380, 12, theme.TEXT_DIM, bold=True),
            _text(b, "SPONGE", 42, 186, 12, theme.TEXT_DIM, bold=True),
            _text(b, "IN HAND", 936, 652, 12, theme.TEXT_DIM, bold=True),
            _text(b, "KEYS", 936, 206, 12, theme.TEXT_DIM, bold=True),
            _text(b, "Arrows move the cursor, Enter or Space uses\nthe tool in hand. 1-3 dye, 4 sponge,\n"
                     "5-9 and - the orders' scissors, 0 or Backspace\nputs the tool down. N new cloth, E end,\n"
                     "Esc pause. Right click puts a bucket back.", 936, 184, 12, theme.TEXT_DIM, multiline=True,
                  width=330)]
        self.level_text = _text(b, "", 42, 620, 15, theme.TEXT_DIM)
        self.score_text = _text(b, "0", 40, 520, 36, theme.TEXT, bold=True)
        self.best_text = _text(b, "", 42, 494, 13, theme.TEXT_DIM)
        self.rules_text = _text(b, "", 42, 452, 14, theme.TEXT, multiline=True, width=300)
        self.holding_text = _text(b, "", 936, 622, 17, theme.TEXT, bold=True)
        self.how_text = _text(b, "", 936, 596, 13, theme.TEXT_DIM, multiline=True, width=320)
        self.message = arcade.Text("", 936, 318, theme.ACCENT, 13, font_name=theme.BODY_FONT, multiline=True,
                                   width=320)
        self.tip = _text(b, "", 0, 0, 13, theme.TEXT, bold=True, anchor_x="center", anchor_y="center")
        self.tip_back = arcade.SpriteSolidColor(10, 26, 0, 0, (16, 14, 22, 225))
        self.tip_back.visible = False
        self.overlay.insert(0, self.tip_back)
        self.words = arcade.SpriteList()  # praise and points popping up
        self.buttons = FocusGroup([Button("Get New Cloth  (N)", 936, 420, 300, 48, self.new_cloth, font_size=16),
                                   Button("End Game  (E)", 936, 362, 300, 48, self.ask_end, font_size=16)])
        for widget in self.buttons.widgets:
            widget.focused = False
        self.confirm_q = arcade.Text("End the game?", 640, 440, theme.TEXT, 26, font_name=theme.HEADING_FONT,
                                     anchor_x="center")
        self.confirm_d = arcade.Text("Unused scissors are put away; the score is final.", 640, 404,
                                     theme.TEXT_DIM, 15, font_name=theme.BODY_FONT, anchor_x="center")

    # -- geometry ------------------------------------------------------------------------------
    def cell_centre(self, cell: Cell) -> tuple[float, float]:
        """The design-space centre of a cloth tile (cells count y downwards)."""
        return self.left + (cell[0] + 0.5) * TILE, self.top_y - (cell[1] + 0.5) * TILE

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cloth tile under a design point, or None off the cloth."""
        cx, cy = math.floor((x - self.left) / TILE), math.floor((self.top_y - y) / TILE)
        if 0 <= cx < self.state.width and 0 <= cy < self.state.height:
            return cx, cy
        return None

    def _index(self, cell: Cell) -> int:
        return cell[1] * self.state.width + cell[0]

    def texture_of(self, code: int) -> arcade.Texture:
        """A tile's texture for a colour code (or a hole)."""
        return art.hole_texture() if code == HOLE else art.tile_texture(self.tileset, code)

    # -- showing the state -----------------------------------------------------------------------
    def sync(self) -> None:
        """Show the current state exactly: tiles, beads, counts, orders, score; no animation."""
        state = self.state
        if self._board_size != (state.width, state.height):
            self._layout_cloth()
        self.cursor = (min(self.cursor[0], state.width - 1), min(self.cursor[1], state.height - 1))
        self.fx.clear()
        if self.table_middle.sprite_lists:
            self.table_middle.remove_from_sprite_lists()
        self.beads.alpha = 255
        for index, code in enumerate(state.board):
            sprite = self.tiles[index]
            sprite.texture = self.texture_of(code)
            sprite.position = self.cell_centre((index % state.width, index // state.width))
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

    def _count(self, tool) -> int:
        return self.state.sponges if tool == SPONGE else self.state.dye[DYES.index(tool)]

    def _sync_hud(self) -> None:
        """Counts, selection, order cards, score and the info texts from the state."""
        state = self.state
        for card in self.tool_cards:
            card.show(self._count(card.tool), card.tool == self.tool)
        self._sync_orders()
        self.score_text.text = f"{int(self.score_shown):,}"
        level = state.level
        self.level_text.text = f"Level {level.number}   ·   Cloth {state.cloth}"
        self.rules_text.text = (f"Orders of {level.order_size} tiles\nCut patches of {level.min_patch} or more")
        best = self.app.profile.best.get("guppy", {}).get(str(level.number))
        self.best_text.text = f"Best on this level: {best:,}" if best is not None else "No best score yet"
        name, how, texture = self._in_hand()
        self.holding_text.text = name
        self.how_text.text = how
        self.held_texture = texture
        if texture is not None:
            self.held_sprite.texture = texture
        self.buttons.widgets[0].enabled = self._allowed(GetNewCloth())
        self.buttons.widgets[1].enabled = not state.over

    def _in_hand(self) -> tuple[str, str, arcade.Texture | None]:
        """The tool in hand: its name, how to use it, and its icon (None when empty-handed)."""
        state = self.state
        if state.holding != NO_SCISSORS:
            colour = COLOUR_NAMES[state.holding]
            return (f"{colour.capitalize()} scissors", f"Click a glowing {colour} patch to cut it out.\n"
                    "Click the order again to put them down\n(each pair is picked up once).",
                    art.scissors_texture(self.tileset, state.holding))
        if self.tool == SPONGE:
            return ("A sponge", "Click a tile: the 2 x 2 square from it\nto the lower right is wiped.",
                    art.sponge_texture())
        if self.tool is not None:
            colour = COLOUR_NAMES[self.tool]
            return (f"{colour.capitalize()} dye", f"Click a tile: it turns {colour}, and {colour}\n"
                    "mixes into the four tiles beside it.", art.bucket_texture(self.tileset, self.tool))
        return ("Nothing", "Take a bucket or a sponge below the\ncloth, or an order's scissors above it.", None)

    def _sync_orders(self) -> None:
        """Make the order cards for this cloth's orders if they changed, then show each one."""
        state = self.state
        if [c.colour for c in self.order_cards] != list(state.orders):
            for card in self.order_cards:  # their texts leave the batch with them
                for sprite in card.sprites:
                    sprite.remove_from_sprite_lists()
            total = len(state.orders) * ORDER_W + (len(state.orders) - 1) * ORDER_GAP
            start = CLOTH_CENTRE[0] - total / 2
            self.order_cards = [_OrderCard(self.batch, self.tileset, colour, start + i * (ORDER_W + ORDER_GAP),
                                           SCISSOR_LABELS[i]) for i, colour in enumerate(state.orders)]
            for card in self.order_cards:
                self.back.extend(card.sprites)
        for card, view in zip(self.order_cards, orders(state)):
            card.show(view.progress, view.size, view.scissors)

    def _sync_glow(self) -> None:
        """Light the patches that can be cut: those of the held scissors, or all of them faintly."""
        state = self.state
        held = self.glow_held = state.holding != NO_SCISSORS
        self.glows.hide_all()
        if state.over:
            return
        for patch in patches(state, state.holding if held else None):
            cells = set(patch.cells)
            tint = art.bright(art.colour_rgb(self.tileset, patch.colour), 0.6)
            for cell in patch.cells:
                sprite = self.glows.put(self._index(cell), True)
                sprite.texture = art.edge_texture(art.edge_mask(cell, cells), True)
                sprite.color = tint + (255,)

    def _allowed(self, move: Move) -> bool:
        """True when the rules accept a move now (checked on a copy; nothing changes)."""
        try:
            RULES.apply(self.state, move)
        except IllegalMove:
            return False
        return True

    # -- hover preview -------------------------------------------------------------------------
    def _hover_cell(self) -> Cell | None:
        if self.keyboard:
            return self.cursor
        return self.cell_at(*self.pointer) if self.pointer else None

    def _tool_move(self, cell: Cell) -> Move | None:
        """The move the held tool would make at a tile."""
        if self.state.holding != NO_SCISSORS:
            return Cut(cell)
        if self.tool == SPONGE:
            return Sponge(cell)
        if self.tool is not None:
            return Dye(self.tool, cell)
        return None

    def _refresh_hover(self) -> None:
        """Recompute the preview when the tool, the tile or the state changed."""
        cell = self._hover_cell()
        move = self._tool_move(cell) if cell and not self.state.over else None
        if isinstance(move, Cut) and self.state.board[self._index(cell)] != self.state.holding:
            move = None  # scissors over another colour: nothing to preview, no nagging
        if self._hover_key is not None and self._hover_key[0] == move and self._hover_key[1] is self.state:
            return
        self._hover_key = (move, self.state)
        self.ghosts.hide_all()
        self.outlines.hide_all()
        self.hover = self._judge(move) if move else None
        self.tip.text = self.hover.tip if self.hover else ""  # unchanged text is not laid out again
        if self.hover is None:
            return
        cutting = isinstance(move, Cut)
        shown = set(self.hover.cells)
        edge = theme.DANGER if self.hover.reason else (
            art.bright(art.colour_rgb(self.tileset, self.state.holding), 0.5) if cutting else (255, 255, 255))
        for cell, before, after in self.hover.changes:
            index = self._index(cell)
            if before != after and not self.hover.reason:
                ghost = self.ghosts.put(index, True)
                ghost.texture = self.texture_of(after)
                ghost.scale = SCALE * (1 if cutting else GHOST_INSET)
                ghost.color = (255, 255, 255, 170 if cutting else 235)
            outline = self.outlines.put(index, True)
            outline.texture = art.edge_texture(art.edge_mask(cell, shown), False)
            outline.color = edge + (255,)
        self._place_tip(self.hover.cells or (self._hover_cell(),))

    def _judge(self, move: Move) -> _Hover:
        """The preview of a move: the tiles it touches, whether the rules accept it, and a tip."""
        changes = preview(self.state, move)
        cells = tuple(cell for cell, _, _ in changes)
        try:
            _, events = RULES.apply(self.state, move)
        except IllegalMove as exc:
            return _Hover(cells, changes, exc.reason, exc.reason)
        tip = []
        for event in events:
            if isinstance(event, PatchCut):
                beads = event.white_beads + 2 * event.black_beads
                tip.append(f"+{event.points:,} points" + (f" (beads x{2 ** beads})" if beads else ""))
            elif isinstance(event, OrderFilled):
                tip.append(f"fills the order: +{event.bonus:,}")
            elif isinstance(event, BonusAwarded):
                tip.append("Bonus: " + ", ".join(f"+1 {COLOUR_NAMES[d]}" for d in event.dyes)
                           + f", +{event.sponges} sponge" + ("s" if event.sponges > 1 else ""))
            elif isinstance(event, BeadBlackened):
                tip.append("the bead turns black")
            elif isinstance(event, BeadLost):
                tip.append("the bead falls off")
        return _Hover(cells, changes, None, ",  ".join(tip))

    def _place_tip(self, cells) -> None:
        """Put the tip above the hovered footprint (below it near the top edge)."""
        if not self.hover.tip:
            return
        self.tip.color = theme.DANGER if self.hover.reason else theme.FOCUS
        xs = [self.cell_centre(c)[0] for c in cells]
        ys = [self.cell_centre(c)[1] for c in cells]
        width = self.tip.content_width + 20
        x = min(max((min(xs) + max(xs)) / 2, 40 + width / 2), theme.WIDTH - 40 - width / 2)
        y = max(ys) + TILE * 0.5 + 18
        if y > self.top_y - 10:
            y = min(ys) - TILE * 0.5 - 18
        self.tip.x, self.tip.y = x, y
        self.tip_back.width = width
        self.tip_back.position = (x, y)

    # -- input ---------------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int):
        """Esc closes the end-game question when it is open; otherwise the base handles it."""
        if self.confirm is not None and symbol == K.ESCAPE:
            self.confirm = None
            return True
        return super().on_key_press(symbol, modifiers)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Cursor, tools, apply, put down, new cloth, end."""
        if self.confirm is not None:
            return self.confirm.on_key(symbol)
        if symbol in ARROWS:
            dx, dy = ARROWS[symbol]
            if self.keyboard:
                self.cursor = (min(max(self.cursor[0] + dx, 0), self.state.width - 1),
                               min(max(self.cursor[1] + dy, 0), self.state.height - 1))
            self.keyboard = True
        elif symbol in TOOL_KEYS:
            self.take(TOOL_KEYS[symbol])
        elif symbol in SCISSOR_KEYS:
            slot = SCISSOR_KEYS.index(symbol)
            if slot < len(self.state.orders):
                self.scissors(self.state.orders[slot])
        elif symbol in PUT_DOWN_KEYS:
            self.put_down()
        elif symbol in APPLY_KEYS:
            self.keyboard = True
            self.use_at(self.cursor)
        elif symbol == K.N:
            self.new_cloth()
        elif symbol == K.E:
            self.ask_end()
        else:
            return False
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Hover: the preview follows the pointer; buttons light up."""
        self.pointer = (x, y)
        if self.confirm is not None:
            self.confirm.hover(x, y)
            return
        if self.cell_at(x, y) is not None:
            self.keyboard = False
            self.cursor = self.cell_at(x, y)
        for widget in self.buttons.widgets:
            widget.focused = widget.enabled and widget.contains(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a tool, an order's scissors, a button or a tile; right click drops a bucket or sponge."""
        self.pointer_move(x, y)
        if self.confirm is not None:
            self.confirm.click(x, y)
            return
        if button == arcade.MOUSE_BUTTON_RIGHT:
            self.put_down(keep_scissors=True)
            return
        if self.buttons.click(x, y):
            return
        for card in self.tool_cards:
            if card.contains(x, y):
                self.take(card.tool)
                return
        for card in self.order_cards:
            if card.contains(x, y):
                self.scissors(card.colour)
                return
        cell = self.cell_at(x, y)
        if cell is not None:
            self.use_at(cell)

    # -- actions -------------------------------------------------------------------------------
    def take(self, tool) -> None:
        """Pick up a bucket or a sponge (again: put it back); held scissors are put down first."""
        if self.state.over:
            return
        if self._count(tool) == 0:
            self.app.audio.play("refuse")
            self.say("There are no sponges left." if tool == SPONGE
                     else f"There is no {COLOUR_NAMES[tool]} dye left.")
            return
        if self.state.holding != NO_SCISSORS:
            name = COLOUR_NAMES[self.state.holding]
            if not self.play_move(PutDownScissors()) or self.state.over:
                return
            self.say(f"The {name} scissors are put down (each pair is used once).")
        self.tool = None if self.tool == tool else tool
        self.app.audio.play("select" if self.tool is not None else "click")
        self._sync_hud()

    def scissors(self, colour: int) -> None:
        """Pick up an order's scissors, or put them down when they are in hand."""
        if self.state.holding == colour:
            self.play_move(PutDownScissors())
            return
        if self.play_move(PickScissors(colour)):
            self.tool = None
            self._sync_hud()

    def put_down(self, keep_scissors: bool = False) -> None:
        """Put the tool in hand away (held scissors are spent, unless `keep_scissors`)."""
        if self.state.holding != NO_SCISSORS:
            if not keep_scissors:
                self.play_move(PutDownScissors())
        elif self.tool is not None:
            self.tool = None
            self.app.audio.play("click")
            self._sync_hud()

    def use_at(self, cell: Cell) -> None:
        """Use the tool in hand on a tile."""
        move = self._tool_move(cell)
        if move is None:
            self.app.audio.play("refuse")
            self.say("Pick a bucket, a sponge or an order's scissors first.")
            return
        self.play_move(move)

    def new_cloth(self) -> None:
        """Ask the rules for a fresh cloth."""
        self.play_move(GetNewCloth())

    def ask_end(self) -> None:
        """Ask before ending the game."""
        if self.state.over or self.ended:
            return
        self.confirm = FocusGroup([Button("End game", 420, 300, 200, 50, self._end_now),
                                   Button("Keep playing", 660, 300, 200, 50, self._keep_playing)], axis="horizontal")
        self.confirm.focus(1)

    def _end_now(self) -> None:
        self.confirm = None
        self.play_move(EndGame())

    def _keep_playing(self) -> None:
        self.confirm = None

    def refused(self, move: Move, reason: str) -> None:
        """Say why, and flash the footprint red."""
        super().refused(move, reason)
        self.refuse_flash = 1.0

    def score_key(self) -> str:
        """Best scores are kept per level."""
        return str(self.state.level.number)

    def end_title(self, status) -> str:
        """Guppy has no losing: the end is the score."""
        return "Cloth cut!"

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
            index = self._index(cell)
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
        index = self._index(cell)
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
        cells = set(event.cells)
        flashes = [self._fx(art.edge_texture(art.edge_mask(c, cells), True), *self.cell_centre(c)) for c in cells]
        for s in flashes:
            s.alpha = 0

        def flash(p: float) -> None:
            for s in flashes:
                s.alpha = int(255 * math.sin(math.pi * p))

        self.timeline.add(0.7, flash, at=at, ease=ease_in_out)
        centre = self._centroid(event.cells)
        self._pop_text("Bonus dye!", "+ " + ", ".join(
            [COLOUR_NAMES[d] for d in event.dyes] + [f"{event.sponges} sponge" + ("s" if event.sponges > 1 else "")]),
            centre, at)
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
                    s.scale = SCALE * 1.05 * (1 + 0.35 * math.sin(math.pi * p))
                self.timeline.add(0.35, jump, ease=ease_out_cubic)

    def _anim_cut(self, event: PatchCut, at: float, score: float) -> tuple[float, float]:
        """The patch's tiles rise, tilt and fly to their order; praise pops; the score counts up."""
        self.timeline.call(at, lambda: self.app.audio.play("cut"))
        card = next((c for c in self.order_cards if c.colour == event.colour), None)
        target = card.centre if card else (CLOTH_CENTRE[0], ORDER_Y)
        texture = self.texture_of(event.colour)
        flights = []
        for n, cell in enumerate(event.cells):
            index = self._index(cell)
            x, y = self.cell_centre(cell)
            sprite = self._fx(texture, x, y)
            sprite.visible = False
            tilt = (-1) ** n * (6 + 5 * ((cell[0] * 7 + cell[1] * 3) % 3))
            flights.append((index, sprite, x, y, tilt, n))

        def lift(p: float) -> None:
            for index, sprite, x, y, tilt, _ in flights:
                if not sprite.visible:
                    sprite.visible = True
                    self.tiles[index].texture = art.hole_texture()
                    self.beads.put(index, False)
                sprite.scale = SCALE * (1 + 0.18 * p)
                sprite.angle = tilt * p
                sprite.center_y = y + 10 * p

        self.timeline.add(0.28, lift, at=at, ease=ease_out_cubic)
        for index, sprite, x, y, tilt, n in flights:
            def fly(p: float, s=sprite, x=x, y=y, tilt=tilt) -> None:
                s.center_x = lerp(x, target[0], p)
                s.center_y = lerp(y + 10, target[1], p) + 60 * math.sin(math.pi * p)
                s.scale = SCALE * lerp(1.18, 0.3, p)
                s.angle = tilt + 160 * p * (1 if tilt > 0 else -1)

            self.timeline.add(0.5, fly, at=at + 0.3 + 0.03 * n, ease=ease_in_cubic,
                              done=lambda s=sprite: s.remove_from_sprite_lists())
        landed = at + 0.8 + 0.03 * len(flights)
        beads = event.white_beads + 2 * event.black_beads
        points = f"+{event.points:,}" + (f"  (beads x{2 ** beads})" if beads else "")
        self._pop_text(event.praise, points, self._centroid(event.cells), at + 0.15)
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
        for index, sprite in enumerate(self.tiles):
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

    def _centroid(self, cells) -> tuple[float, float]:
        points = [self.cell_centre(c) for c in cells] or [CLOTH_CENTRE]
        return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)

    def _pop_text(self, word: str, points: str, where: tuple[float, float], at: float) -> None:
        """A praise word pops up with its points under it, floats and fades."""
        x = min(max(where[0], 200), theme.WIDTH - 200)
        y = min(max(where[1], 160), 560)
        praise = _sprite(art.word_texture(word, 34, theme.ACCENT), x, y, 0.001)
        line = _sprite(art.word_texture(points, 22, theme.TEXT, "body"), x, y - 40, 0.001)

        def show(p: float) -> None:
            if not praise.sprite_lists:
                self.words.extend([praise, line])
            grow = ease_out_back(min(1.0, p / 0.2))
            praise.scale = max(0.001, SCALE * grow)
            line.scale = max(0.001, SCALE * min(1.0, grow * 1.2))
            fade = 255 if p < 0.7 else int(255 * (1 - (p - 0.7) / 0.3))
            praise.alpha = line.alpha = fade
            praise.center_y = y + 40 * p
            line.center_y = praise.center_y - 40

        def hide() -> None:
            praise.remove_from_sprite_lists()
            line.remove_from_sprite_lists()

        self.timeline.add(1.2, show, at=at, ease=lambda t: t, done=hide)

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
        dots = []
        for i in range(10):
            dot = self._fx(art.dot_texture(), *centre, 0.001)
            dot.color = art.bright(rgb, 0.4) + (255,)
            dots.append((dot, 2 * math.pi * i / 10))

        def burst(p: float) -> None:
            for dot, angle in dots:
                dot.position = (centre[0] + math.cos(angle) * 70 * p, centre[1] + math.sin(angle) * 50 * p)
                dot.scale = SCALE * 0.6 * (1 - p) + 0.001
                dot.alpha = int(255 * (1 - p))

        self.timeline.add(0.6, burst, at=at, ease=ease_out_cubic,
                          done=lambda: [d.remove_from_sprite_lists() for d, _ in dots])

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Preview, glow pulse, cursor, held tool, buttons."""
        busy = self.timeline.busy
        if not busy:
            self._refresh_hover()
        self.buttons.update(dt)
        if self.confirm:
            self.confirm.update(dt)
        pulse = 0.5 + 0.5 * math.sin(self.age * 4.2)
        self.glows.alpha = 0 if busy else int(120 + 135 * pulse) if self.glow_held else 70
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
        """Table and cloth, glows, previews, beads, effects, HUD, texts, and the end question."""
        self.back.draw()
        self.tiles.draw()
        self.glows.draw()
        self.ghosts.draw()
        self.outlines.draw()
        self.beads.draw()
        self.fx.draw()
        self.words.draw()
        self.buttons.draw()
        self.overlay.draw()
        self.batch.draw()
        if self.confirm is not None:
            arcade.draw_lbwh_rectangle_filled(0, 0, theme.WIDTH, theme.HEIGHT, theme.with_alpha(theme.SHADE, 160))
            draw_panel(360, 270, 560, 220)
            self.confirm_q.draw()
            self.confirm_d.draw()
            self.confirm.draw()


# -- the setup screen ---------------------------------------------------------------------------------
class _Option(Widget):
    """A setup choice drawn as a card (a tile set or a level); `on_pick` runs on Enter or click."""

    def __init__(self, left, bottom, width, height, on_pick) -> None:
        super().__init__(left, bottom, width, height)
        self.on_pick = on_pick
        self.chosen = False

    def activate(self) -> None:
        """Choose this card."""
        self.on_pick()

    def draw(self) -> None:
        """The card box, lit when focused or chosen."""
        edge = theme.FOCUS if self.focused else theme.ACCENT if self.chosen else theme.PANEL_EDGE
        grow = 3 * self._glow
        draw_panel(self.left - grow, self.bottom - grow, self.width + 2 * grow, self.height + 2 * grow,
                   theme.PANEL, edge, 2 + 2 * self._glow + (1 if self.chosen else 0))


class GuppySetup(Scene):
    """Choose the tile set and the level (1-10), by keyboard or mouse; Enter or a click on a level plays.

    Each level card shows the level's colours, order and patch sizes, tools and best score."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.tileset = chosen_tileset(app)
        self.batch = pyglet.graphics.Batch()
        self.labels: list[arcade.Text] = []  # kept alive: a collected Text leaves its batch
        self.swatches = arcade.SpriteList()
        self.level_swatches: list[tuple[arcade.Sprite, int]] = []  # (sprite, colour): redrawn per tile set
        self._label("Guppy", 640, 648, 34, theme.ACCENT, font_name=theme.HEADING_FONT, anchor_x="center")
        self._label("Choose a tile set and a level", 640, 612, 16, theme.TEXT_DIM, anchor_x="center")
        self._label("Arrows: choose   Enter: play   Esc: back", 640, 26, 13, theme.TEXT_DIM, anchor_x="center")
        self.sets: list[_Option] = []
        for i, name in enumerate(art.TILESETS):
            option = _Option(330 + i * 320, 500, 300, 86, lambda n=name: self.pick_tileset(n))
            self._label(art.TILESET_NAMES[name], option.left + 150, 560, 16, theme.TEXT, bold=True,
                        anchor_x="center")
            for j, code in enumerate(sorted(art.PALETTES[name])):
                self.swatches.append(_sprite(art.tile_texture(name, code), option.left + 45 + j * 30, 524,
                                             26 / TILE / art.RES))
            self.sets.append(option)
        best = app.profile.best.get("guppy", {})
        self.levels: list[_Option] = []
        for number in range(1, content.LEVEL_COUNT + 1):
            row, col = divmod(number - 1, 5)
            option = _Option(72 + col * 230, 262 - row * 196, 216, 180, lambda n=number: self.start(n))
            self._level_card(option, number, best.get(str(number)))
            self.levels.append(option)
        self.rows = [self.sets, self.levels[:5], self.levels[5:]]
        last = app.profile.progress.get("guppy", {}).get("level", 1)
        last = last if isinstance(last, int) and 1 <= last <= content.LEVEL_COUNT else 1
        self.focus = (1 + (last - 1) // 5, (last - 1) % 5)
        self.pick_tileset(self.tileset)
        self._refocus()

    def _label(self, *args, **kwargs) -> arcade.Text:
        """A text in the screen's batch, kept for the screen's life."""
        label = _text(self.batch, *args, **kwargs)
        self.labels.append(label)
        return label

    def _level_card(self, option: _Option, number: int, best: int | None) -> None:
        """Texts and palette swatches of a level card."""
        table = content.load()
        level, row = level_spec(number, table), table.levels[number - 1]
        cx, top = option.left + option.width / 2, option.bottom + option.height
        self._label(f"Level {number}", cx, top - 32, 17, theme.TEXT, font_name=theme.HEADING_FONT, anchor_x="center")
        self._label(f"Orders of {level.order_size}  ·  cut {level.min_patch}+\n"
                    f"{row.dye_per_colour} dye each  ·  {row.sponges} sponges",
                    option.left + 14, top - 92, 12, theme.TEXT_DIM, multiline=True, width=option.width - 28,
                    align="center")
        self._label(f"Best: {best:,}" if best is not None else "Best: -", cx, option.bottom + 16, 14,
                    theme.ACCENT if best is not None else theme.TEXT_DIM, bold=True, anchor_x="center")
        size = 22
        left = cx - (len(level.palette) - 1) * size / 2
        for i, colour in enumerate(level.palette):
            swatch = _sprite(art.tile_texture(self.tileset, colour), left + i * size, top - 60,
                             (size - 2) / TILE / art.RES)
            self.level_swatches.append((swatch, colour))
            self.swatches.append(swatch)

    def pick_tileset(self, name: str) -> None:
        """Choose the tile set; the level cards' swatches show it."""
        self.tileset = name
        for option, set_name in zip(self.sets, art.TILESETS):
            option.chosen = set_name == name
        for sprite, colour in self.level_swatches:
            sprite.texture = art.tile_texture(name, colour)

    def start(self, number: int) -> None:
        """Remember the choices and start a game of that level."""
        progress = self.app.profile.progress.setdefault("guppy", {})
        progress["level"] = number
        progress["tileset"] = self.tileset
        self.app.save_profile()
        self.app.audio.play("select")
        session = Session(RULES, Params(level=number), time.time_ns() & 0xFFFFFFFF, content_for(Params(level=number)))
        self.app.replace(GuppyScene(self.app, session, tileset=self.tileset))

    # -- focus ---------------------------------------------------------------------------------
    @property
    def focused(self) -> _Option:
        """The card with the keyboard focus."""
        row, col = self.focus
        return self.rows[row][col]

    def _refocus(self) -> None:
        for option in self.sets + self.levels:
            option.focused = option is self.focused

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move between cards (up/down keep the column), Enter picks, Esc goes back."""
        row, col = self.focus
        if symbol in BACK_KEYS:
            self.app.audio.play("back")
            self.app.pop()
            return True
        if symbol in (K.LEFT, K.RIGHT):
            col = min(max(col + (1 if symbol == K.RIGHT else -1), 0), len(self.rows[row]) - 1)
        elif symbol in (K.UP, K.DOWN):
            new_row = min(max(row + (1 if symbol == K.DOWN else -1), 0), len(self.rows) - 1)
            x = self.focused.left + self.focused.width / 2
            col = min(range(len(self.rows[new_row])),
                      key=lambda c: abs(self.rows[new_row][c].left + self.rows[new_row][c].width / 2 - x))
            row = new_row
        elif symbol in APPLY_KEYS:
            self.focused.activate()
            return True
        else:
            return False
        self.focus = (row, col)
        self._refocus()
        self.app.audio.play("click")
        return True

    def _option_at(self, x: float, y: float):
        for r, row in enumerate(self.rows):
            for c, option in enumerate(row):
                if option.contains(x, y):
                    return r, c
        return None

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses a card."""
        found = self._option_at(x, y)
        if found and found != self.focus:
            self.focus = found
            self._refocus()

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click picks a card."""
        found = self._option_at(x, y)
        if found:
            self.focus = found
            self._refocus()
            self.focused.activate()

    def update(self, dt: float) -> None:
        """Ease the focus glows."""
        for option in self.sets + self.levels:
            option.update(dt)

    def draw(self) -> None:
        """Cards, swatches, texts."""
        for option in self.sets + self.levels:
            option.draw()
        self.swatches.draw()
        self.batch.draw()


# -- the app's entry points ----------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the cloth, for the Game Select card (tools/shots.py).
CARD_CROP = (340, 90, 600, 472)


def create_view(app, session: Session, replay_moves=None) -> GuppyScene:
    """The scene for a session of Guppy (new, resumed or replayed)."""
    return GuppyScene(app, session, replay_moves)


def create_setup(app) -> GuppySetup:
    """The level and tile set choice shown before a new game."""
    return GuppySetup(app)


#: A level-3 game a few moves in: blue and yellow dye grow a 19-tile green patch (its bonus brought
#: a bead), and the green scissors are in hand.
SHOT_SEED = 10
SHOT_MOVES = (Dye(4, (5, 4)), Dye(8, (4, 4)), Dye(8, (1, 4)), PickScissors(12))


def shot_session(moves: int = len(SHOT_MOVES)) -> Session:
    """A deterministic game for screenshots and the benchmark: level 3, a few tools used, the
    scissors of a cuttable patch in hand (so it glows); or only its first `moves` moves."""
    session = Session(RULES, Params(level=3), SHOT_SEED, content_for(Params(level=3)))
    for move in SHOT_MOVES[:moves]:
        session.play(move)
    return session


def bench_actions(scene: GuppyScene, frame: int) -> None:
    """Benchmark load: the pointer crosses the cloth one tile per frame, so the preview is recomputed
    and redrawn every frame: first with the scissors in hand (cut previews over the pulsing patch),
    then, from the second lap, with the blue bucket (dye previews everywhere)."""
    width, height = scene.state.width, scene.state.height
    lap, step = divmod(frame, width * height)
    if lap == 1 and step == 0:
        scene.take(BLUE)
    x, y = step % width, step // width
    if y % 2:
        x = width - 1 - x
    scene.pointer_move(*scene.cell_centre((x, y)))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height): the cloth on its table, and the cloth with the
#: order row above it.
CLOTH_CROP = (CLOTH_CENTRE[0] - 260, CLOTH_CENTRE[1] - 260, 520, 520)
ORDERS_CROP = (CLOTH_CENTRE[0] - 270, 92, 540, 626)
#: The shot game's yellow dye that grows a green patch big enough for the green bonus (and a bead).
BONUS_DYE = SHOT_MOVES[1]


def _before_bonus() -> Session:
    """The shot game before its bonus dye."""
    return shot_session(1)


def _point_dye(scene: GuppyScene) -> None:
    """Take the bonus dye's bucket and point at its tile: the new colours and the bonus tip show."""
    scene.take(BONUS_DYE.colour)
    scene.pointer_move(*scene.cell_centre(BONUS_DYE.cell))


def _pour_dye(scene: GuppyScene) -> None:
    """Pour the bonus dye: the picture catches the patch's flash, "Bonus dye!" and the new bead."""
    scene.take(BONUS_DYE.colour)
    scene.use_at(BONUS_DYE.cell)


def _held_patch_cell(scene: GuppyScene) -> Cell:
    """A tile near the middle of the biggest patch of the scissors in hand."""
    cells = max(patches(scene.state, scene.state.holding), key=lambda p: len(p.cells)).cells
    return sorted(cells, key=lambda c: (c[1], c[0]))[len(cells) // 2]


def _point_scissors(scene: GuppyScene) -> None:
    """Point the scissors in hand at their patch: the cut's outline and points show."""
    scene.pointer_move(*scene.cell_centre(_held_patch_cell(scene)))


def _cut(scene: GuppyScene) -> None:
    """Cut that patch out: the picture catches its tiles flying to the order, and the praise."""
    scene.use_at(_held_patch_cell(scene))


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: yellow dye pointed at a tile, its colours and bonus previewed
    ("dye-preview"); that dye poured, the green patch flashing for its bonus and a bead ("bonus");
    the green scissors in hand pointed at their patch, the cut's points previewed ("cut-preview");
    and the patch cut out, flying to its order under its praise ("cut")."""
    return {
        "dye-preview": Shot(_before_bonus, CLOTH_CROP, _point_dye),
        "bonus": Shot(_before_bonus, CLOTH_CROP, _pour_dye, frames=50),
        "cut-preview": Shot(shot_session, CLOTH_CROP, _point_scissors),
        "cut": Shot(shot_session, ORDERS_CROP, _cut, frames=40),
    }
