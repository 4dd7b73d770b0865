"""Pharaoh Tomb's scene: the 8x8 board of hieroglyphs in a sandstone frame, and the side panel.

What the player sees: the board (left) and a panel (right) with the level, the score, the level's
progress (removed / target with the marks that award pocket pieces), the pocket's three slots and
the kinds in play. Swaps by click-click, drag or keyboard; pocket pieces by drag, click-then-click
or keys 1-3. A turn's events become tweens: the swap, bursts with sparks and floating points, falls
with a bounce, refills dropping in from behind the frame's top, "Cascade ×N!" call-outs.

Drawing is a handful of SpriteLists (64 glyph sprites reused for the whole game: a cleared glyph's
sprite becomes one of the refills of that step, its texture swapped) and one pyglet batch of texts.
"""

from __future__ import annotations

import dataclasses
import math
import random
from functools import lru_cache

import arcade
import pyglet

from game.core.session import Session
from game.pharaoh import art
from game.pharaoh.ai import first_move
from game.pharaoh.rules import (CROOKER, GLYPH, KEY, KEY_PIECE, MARKS, PIECE_FROM_LEVEL, RULES, CascadeStep,
                                Cleared, CrookerUsed, Fell, LevelPassed, Params, PieceAwarded, PieceLost,
                                Place, Placed, Spawned, Swap, Swapped, UseCrooker, cell_of, index_of,
                                kinds, target)
from game.ui import theme
from game.ui.game_scene import GameScene, Shot
from game.ui.tween import (Timeline, ease_in_cubic, ease_in_out, ease_out_back, ease_out_bounce,
                           ease_out_cubic, linear)
from game.pharaoh.content import content_for

# -- layout (design coordinates, y up) ----------------------------------------------------------------
CELL = 72
BOARD_LEFT = BOARD_BOTTOM = 80
BOARD_TOP = BOARD_BOTTOM + 8 * CELL
BOARD_RIGHT = BOARD_LEFT + 8 * CELL
FRAME = 18
PANEL = (720, 62, 1240, 674)  # left, bottom, right, top
PANEL_X = (PANEL[0] + PANEL[2]) / 2
LEVEL_BOX = (744, 520, 964, 604)
SCORE_BOX = (996, 520, 1216, 604)
PROGRESS_BOX = (744, 392, 1216, 500)
BAR = (764, 438, 1196, 460)
SLOT_W, SLOT_BOTTOM, SLOT_TOP = 140, 236, 346
SLOTS = {GLYPH: 744, KEY_PIECE: 910, CROOKER: 1076}  # slot lefts
KINDS_BOX = (744, 98, 1216, 152)
GLYPH_SCALE = CELL / art.TEXTURE
INSETS = (LEVEL_BOX, SCORE_BOX, PROGRESS_BOX, KINDS_BOX,
          *((left, SLOT_BOTTOM, left + SLOT_W, SLOT_TOP) for left in SLOTS.values()))
BORDER = 6  # the sandstone border of the panel's boxes
#: The frame around the board, in parts: everything else on the wall is a clear, and the board's
#: floor is the wall itself (the stone tiles under the hieroglyphs draw the grid). The mask, the
#: frame's top and the wall above it, is drawn over the glyphs: refills stay hidden until they cross
#: into the board.
MASK_BOX = (BOARD_LEFT - FRAME, BOARD_TOP, BOARD_RIGHT + FRAME, theme.HEIGHT)
FRAME_PARTS = ((BOARD_LEFT - FRAME, BOARD_BOTTOM - FRAME, BOARD_RIGHT + FRAME, BOARD_BOTTOM),
               (BOARD_LEFT - FRAME, BOARD_BOTTOM, BOARD_LEFT, BOARD_TOP),
               (BOARD_RIGHT, BOARD_BOTTOM, BOARD_RIGHT + FRAME, BOARD_TOP))

SAND_TEXT = art.SAND
#: The panel's fixed words, drawn into the backdrop once: (text, x, y, points, colour, face, anchor).
#: Points are arcade's font sizes (96 dpi: 4/3 pixel per point).
PANEL_LABELS = (
    ("PHARAOH TOMB", PANEL_X, 636, 24, SAND_TEXT, "Kenney/Kenney_Future", "mm"),
    ("LEVEL", (LEVEL_BOX[0] + LEVEL_BOX[2]) / 2, LEVEL_BOX[3] - 18, 12, (164, 158, 176),
     "Liberation/Liberation_Sans_Bold", "mm"),
    ("SCORE", (SCORE_BOX[0] + SCORE_BOX[2]) / 2, SCORE_BOX[3] - 18, 12, (164, 158, 176),
     "Liberation/Liberation_Sans_Bold", "mm"),
    ("POCKET", SLOTS[GLYPH], 364, 15, SAND_TEXT, "Kenney/Kenney_Future", "lm"),
    ("IN PLAY", KINDS_BOX[0], 166, 13, SAND_TEXT, "Kenney/Kenney_Future", "lm"),
    ("Swap: click, drag, or arrows + Enter    Pocket: 1 2 3    Pause: Esc", PANEL_X, 78, 12, SAND_TEXT,
     "Liberation/Liberation_Sans_Regular", "mm"),
    *((f"{number}  {name}", SLOTS[piece] + SLOT_W / 2, 218, 14, SAND_TEXT, "Liberation/Liberation_Sans_Bold",
       "mm") for number, (piece, name) in enumerate(((GLYPH, "Free glyph"), (KEY_PIECE, "Key"),
                                                      (CROOKER, "Crooker")), 1)),
)

# -- timing (seconds at animation speed 1) ------------------------------------------------------------
SWAP_S = 0.18
BOUNCE_S = 0.12
BURST_S = 0.3
PLACE_S = 0.26
FALL_BASE_S, FALL_PER_CELL_S = 0.22, 0.045
STEP_GAP_S = 0.05
DRAG_CELLS = 0.4  # how far a drag must go (in cells) to swap

OFF_SCREEN = (-1000.0, -1000.0)
PIECE_NAMES = {GLYPH: "free hieroglyph", KEY_PIECE: "universal key", CROOKER: "space crooker"}
ARROWS = {arcade.key.LEFT: (-1, 0), arcade.key.RIGHT: (1, 0), arcade.key.UP: (0, -1), arcade.key.DOWN: (0, 1)}
ENTER_KEYS = (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER, arcade.key.SPACE)
PIECE_KEYS = {arcade.key.KEY_1: GLYPH, arcade.key.NUM_1: GLYPH, arcade.key.KEY_2: KEY_PIECE,
              arcade.key.NUM_2: KEY_PIECE, arcade.key.KEY_3: CROOKER, arcade.key.NUM_3: CROOKER}


def cell_center(x: float, y: float) -> tuple[float, float]:
    """The design-space centre of board cell (x, y); rows above the board (y < 0) lie above it."""
    return BOARD_LEFT + (x + 0.5) * CELL, BOARD_TOP - (y + 0.5) * CELL


def cell_at(px: float, py: float) -> int | None:
    """The board index under a design-space point, or None off the board."""
    if BOARD_LEFT <= px < BOARD_RIGHT and BOARD_BOTTOM <= py < BOARD_TOP:
        return index_of((int((px - BOARD_LEFT) // CELL), int((BOARD_TOP - py) // CELL)))
    return None


def slot_center(piece: str) -> tuple[float, float]:
    """The centre of a pocket slot's picture."""
    return SLOTS[piece] + SLOT_W / 2, (SLOT_BOTTOM + SLOT_TOP) / 2


def slot_at(px: float, py: float) -> str | None:
    """The pocket slot under a design-space point, or None."""
    for piece, left in SLOTS.items():
        if left <= px <= left + SLOT_W and SLOT_BOTTOM <= py <= SLOT_TOP:
            return piece
    return None


# -- textures (made once per process) ----------------------------------------------------------------
def _texture(image, name: str) -> arcade.Texture:
    return arcade.Texture(image, hash=f"pharaoh-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box)


@lru_cache(maxsize=None)
def glyph_textures(colorblind: bool, tiled: bool) -> tuple[arcade.Texture, ...]:
    """The ten kinds and the key (index KEY) in the chosen palette, on their tiles (the board) or
    not (the panel)."""
    return tuple(_texture(art.glyph_image(k, colorblind, tiled), f"glyph-{k}-{colorblind}-{tiled}")
                 for k in range(KEY + 1))


@lru_cache(maxsize=None)
def icon(name: str) -> arcade.Texture:
    """A texture by name: crooker, tablet, spark, glow, frame."""
    return _texture(getattr(art, f"{name}_image")(), name)


def backdrop_parts() -> list[tuple[tuple, arcade.Texture]]:
    """The pieces of the backdrop that are not bare wall, as (design box, texture): the frame's
    sides and bottom, the panel's boxes with their borders, the labels."""
    image, label_boxes = _backdrop()
    boxes = [*FRAME_PARTS, *((left - BORDER, bottom - BORDER, right + BORDER, top + BORDER)
                             for left, bottom, right, top in INSETS)]
    boxes += [(left - 2, theme.HEIGHT - bottom - 2, right + 2, theme.HEIGHT - top + 2)
              for left, top, right, bottom in label_boxes]
    return [(box, _backdrop_texture(box)) for box in boxes]


@lru_cache(maxsize=None)
def _backdrop_texture(box: tuple) -> arcade.Texture:
    return _texture(_backdrop()[0].crop(_flip(box)), f"backdrop-{box}")


def _flip(box: tuple) -> tuple:
    """A (left, bottom, right, top) design box as a PIL (left, top, right, bottom) box."""
    left, bottom, right, top = box
    return left, theme.HEIGHT - top, right, theme.HEIGHT - bottom


@lru_cache(maxsize=1)
def _backdrop():
    board = _flip((BOARD_LEFT, BOARD_BOTTOM, BOARD_RIGHT, BOARD_TOP))
    insets = [_flip(box) for box in INSETS]
    labels = [(text, x, theme.HEIGHT - y, round(points * 4 / 3), color, face, anchor)
              for text, x, y, points, color, face, anchor in PANEL_LABELS]
    return art.backdrop_image(theme.WIDTH, theme.HEIGHT, board, insets, BORDER, labels)


@lru_cache(maxsize=None)
def banner(text: str, size: int, color: tuple) -> arcade.Texture:
    """A word in the heading font as a texture (call-outs), drawn at 2x."""
    return _texture(art.banner_image(text, size, color), f"banner-{text}-{size}-{color}")


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = GLYPH_SCALE,
            alpha: int = 255) -> arcade.Sprite:
    sprite = arcade.Sprite(texture, scale=scale, center_x=x, center_y=y)
    sprite.alpha = alpha
    return sprite


def _hide(sprite: arcade.Sprite) -> None:
    """Transparent and off-screen: the sprite list's geometry shader culls it for free, while a
    transparent sprite on screen still costs its pixels in software rendering."""
    sprite.alpha = 0
    sprite.position = OFF_SCREEN


def _text(batch, value: str, x: float, y: float, color: tuple, size: int, *, anchor_x: str = "center",
          bold: bool = False) -> arcade.Text:
    return arcade.Text(value, x, y, color, size, font_name=theme.BODY_FONT, anchor_x=anchor_x,
                       anchor_y="center", bold=bold, batch=batch)


# -- the side panel ----------------------------------------------------------------------------------
class Hud:
    """Level, score, the level's progress bar with its marks, the pocket slots and the kinds in play.

    The scene shows intermediate values while a turn animates (`show_*`), then the final state."""

    def __init__(self, batch: pyglet.graphics.Batch, textures: tuple[arcade.Texture, ...]) -> None:
        self.textures = textures
        self.sprites = arcade.SpriteList()
        self.level = _text(batch, "", (LEVEL_BOX[0] + LEVEL_BOX[2]) / 2, 548, theme.TEXT, 34, bold=True)
        self.score = _text(batch, "", (SCORE_BOX[0] + SCORE_BOX[2]) / 2, 548, theme.ACCENT, 34, bold=True)
        self.removed = _text(batch, "", BAR[0], 478, theme.TEXT, 15, anchor_x="left", bold=True)
        self.to_go = _text(batch, "", BAR[2], 478, theme.TEXT_DIM, 15, anchor_x="right")
        self.slot_states, self.slot_icons = {}, {}
        for piece, left in SLOTS.items():
            self.slot_states[piece] = _text(batch, "", left + SLOT_W / 2, 198, SAND_TEXT, 12)
            self.slot_icons[piece] = _sprite(icon("crooker") if piece == CROOKER else textures[KEY],
                                             *slot_center(piece), scale=96 / art.TEXTURE)
        bar_w = BAR[2] - BAR[0]
        self.fill = arcade.SpriteSolidColor(bar_w, BAR[3] - BAR[1], color=(226, 172, 66))
        self.fill.center_y = (BAR[1] + BAR[3]) / 2
        self.sprites.append(self.fill)
        self.ticks, self.mark_icons = [], []
        for num, den in sorted({(n, d) for n, d, _ in MARKS}, key=lambda m: m[0] / m[1]):
            tick = arcade.SpriteSolidColor(3, 32, BAR[0] + bar_w * num / den, (BAR[1] + BAR[3]) / 2)
            self.ticks.append((num, den, tick))
        half_twins = {}
        for num, den, piece in MARKS:
            x = BAR[0] + bar_w * num / den
            if (num, den) in half_twins:  # two pieces at the half: side by side
                half_twins[(num, den)].center_x -= 11
                x += 11
            sprite = _sprite(self._piece_icon(piece), x, 418, scale=24 / art.TEXTURE)
            half_twins[(num, den)] = sprite
            self.mark_icons.append((num, den, piece, sprite))
        self.kind_icons = [_sprite(textures[k], KINDS_BOX[0] + 30 + 46 * k, (KINDS_BOX[1] + KINDS_BOX[3]) / 2,
                                   scale=40 / art.TEXTURE) for k in range(10)]
        self.sprites.extend(t for _, _, t in self.ticks)
        self.sprites.extend(s for *_, s in self.mark_icons)
        self.sprites.extend(self.slot_icons.values())
        self.sprites.extend(self.kind_icons)
        self.pocket: tuple = (None, False, False, 0)
        self.shown_level = self.shown_score = self.shown_removed = 0

    def _piece_icon(self, piece: str) -> arcade.Texture:
        return {GLYPH: icon("tablet"), KEY_PIECE: self.textures[KEY], CROOKER: icon("crooker")}[piece]

    def show_level(self, level: int) -> None:
        """The level number and the kinds in play."""
        self.shown_level = level
        self.level.text = str(level)
        for k, sprite in enumerate(self.kind_icons):
            sprite.alpha = 255 if k < kinds(level) else 0

    def show_score(self, score: int) -> None:
        """The score."""
        self.shown_score = score
        self.score.text = f"{score:,}"

    def show_progress(self, level: int, removed: int) -> None:
        """Removed / target, the bar, and which marks are passed (their pieces dim once earned)."""
        self.shown_removed = removed
        goal = target(level)
        removed = min(removed, goal)
        self.removed.text = f"Removed {removed} / {goal}"
        self.to_go.text = f"{goal - removed} to go" if removed < goal else "Passage open!"
        width = max(1.0, (BAR[2] - BAR[0]) * removed / goal)
        self.fill.width = width
        self.fill.center_x = BAR[0] + width / 2
        for num, den, tick in self.ticks:
            tick.color = (255, 236, 180) if removed * den >= num * goal else (120, 96, 60)
        for num, den, piece, sprite in self.mark_icons:
            available = level >= PIECE_FROM_LEVEL[piece]
            sprite.alpha = 0 if not available else 90 if removed * den >= num * goal else 255

    def show_pocket(self, level: int, glyph: int | None, key: bool, crooker: bool, charges: int) -> None:
        """The three slots: a held piece bright, an empty slot faint, a locked one says from when."""
        self.pocket = (glyph, key, crooker, charges)
        held = {GLYPH: glyph is not None, KEY_PIECE: key, CROOKER: crooker}
        for piece, sprite in self.slot_icons.items():
            if piece == GLYPH:
                sprite.texture = self.textures[glyph] if glyph is not None else icon("tablet")
            sprite.alpha = 255 if held[piece] else 40
            state = self.slot_states[piece]
            if held[piece]:
                state.text, state.color = "ready", theme.GOOD
            elif level < PIECE_FROM_LEVEL[piece] and not (piece == CROOKER and charges):
                state.text, state.color = f"from level {PIECE_FROM_LEVEL[piece]}", theme.TEXT_DIM
            else:
                state.text, state.color = "empty", theme.TEXT_DIM
            if piece == CROOKER and charges:
                state.text = f"{charges} diagonal swap{'s' if charges != 1 else ''}"
                state.color = (130, 180, 255)

    def show_state(self, state) -> None:
        """Everything from a rules state."""
        self.show_level(state.level)
        self.show_score(state.score)
        self.show_progress(state.level, state.removed)
        self.show_pocket(state.level, state.glyph, state.key, state.crooker, state.charges)


# -- short-lived effects -----------------------------------------------------------------------------
class Effects:
    """Sparks, floating points and call-outs: cosmetic, on their own timeline so they never hold up
    input or the end of a turn."""

    SPARKS = 160
    POPUPS = 12

    def __init__(self, batch: pyglet.graphics.Batch) -> None:
        self.timeline = Timeline()
        self.sparks = arcade.SpriteList()
        self._spark_state: list[list[float]] = []  # per spark: vx, vy, life left, life
        for _ in range(self.SPARKS):
            self.sparks.append(_sprite(icon("spark"), *OFF_SCREEN, scale=0.5, alpha=0))
            self._spark_state.append([0.0, 0.0, 0.0, 1.0])
        self._next_spark = 0
        # each popup is a dark shadow and the coloured number above it
        self.popups = [tuple(_text(batch, "", 0, 0, color, 26, bold=True) for color in (art.INK, theme.TEXT))
                       for _ in range(self.POPUPS)]
        for shadow, popup in self.popups:
            shadow.visible = popup.visible = False
        self._next_popup = 0
        self.callouts = arcade.SpriteList()
        self.callout = _sprite(banner("Cascade", 40, theme.ACCENT), *OFF_SCREEN, alpha=0)
        self.callouts.append(self.callout)
        self.rng = random.Random(4)

    def clear(self) -> None:
        """Stop everything."""
        self.timeline.clear()
        for i, sprite in enumerate(self.sparks):
            _hide(sprite)
            self._spark_state[i][2] = 0.0
        for shadow, popup in self.popups:
            shadow.visible = popup.visible = False
        _hide(self.callout)

    def burst(self, x: float, y: float, color: tuple, count: int = 3) -> None:
        """A few sparks flying out of a cleared glyph."""
        for _ in range(count):
            i = self._next_spark
            self._next_spark = (i + 1) % self.SPARKS
            angle = self.rng.uniform(0, 2 * math.pi)
            speed = self.rng.uniform(120, 280)
            life = self.rng.uniform(0.35, 0.6)
            self._spark_state[i][:] = [math.cos(angle) * speed, math.sin(angle) * speed + 120, life, life]
            sprite = self.sparks[i]
            sprite.position = (x + self.rng.uniform(-14, 14), y + self.rng.uniform(-14, 14))
            sprite.color = (*color, 255)

    def points(self, x: float, y: float, value: int, color: tuple) -> None:
        """"+N" rising and fading from a combination."""
        shadow, popup = self.popups[self._next_popup]
        self._next_popup = (self._next_popup + 1) % self.POPUPS
        shadow.text = popup.text = f"+{value}"
        shadow.visible = popup.visible = True
        light = tuple(min(255, c + 60) for c in color)

        def rise(p: float) -> None:
            alpha = int(255 * min(1.0, 2.2 * (1 - p)))
            popup.position = (x, y + 54 * p)
            shadow.position = (x + 2, y + 54 * p - 3)
            popup.color = (*light, alpha)
            shadow.color = (*art.INK, int(alpha * 0.8))
            if p >= 1:
                shadow.visible = popup.visible = False

        rise(0.0)
        self.timeline.add(0.95, rise, ease=ease_out_cubic)

    def call_out(self, texture: arcade.Texture, seconds: float = 0.9) -> None:
        """A word popping up over the board's centre, then fading."""
        self.callout.texture = texture
        self.callout.position = cell_center(3.5, 3.5)

        def pop(p: float) -> None:
            self.callout.scale = 0.5 * (0.4 + 0.6 * ease_out_back(min(1.0, p * 3)))
            self.callout.alpha = int(255 * min(1.0, 4 * (1 - p)))
            if p >= 1:
                _hide(self.callout)

        pop(0.0)
        self.timeline.add(seconds, pop, ease=linear)

    def update(self, dt: float, speed: float) -> None:
        """Advance the effects timeline and the sparks."""
        self.timeline.speed = speed
        self.timeline.update(dt)
        dt *= speed
        for state, sprite in zip(self._spark_state, self.sparks):
            vx, vy, left, life = state
            if left <= 0:
                continue
            state[1], state[2] = vy - 700 * dt, left - dt
            if left <= dt:
                _hide(sprite)
                continue
            sprite.position = (sprite.center_x + vx * dt, sprite.center_y + vy * dt)
            sprite.alpha = int(255 * (left - dt) / life)
            sprite.scale = 0.25 + 0.35 * (left - dt) / life

    def draw(self) -> None:
        """Sparks and the call-out (the popups are in the shared text batch)."""
        self.sparks.draw()
        self.callouts.draw()


# -- the scene ---------------------------------------------------------------------------------------
class PharaohScene(GameScene):
    """Pharaoh Tomb in play (or in replay)."""

    game_id = "pharaoh"
    background = art.WALL

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        colorblind = bool(app.settings.colorblind)
        self.textures = glyph_textures(colorblind, True)
        self.message.x, self.message.y = (BOARD_LEFT + BOARD_RIGHT) / 2, 34
        self.message.color = (236, 214, 170)
        self.batch = pyglet.graphics.Batch()
        self.backdrop = arcade.SpriteList()
        self.backdrop.extend(self._part(box, texture) for box, texture in backdrop_parts())
        self.backdrop.blend = False  # opaque: no blending is cheaper in software rendering
        self.mask = arcade.SpriteList()
        self.mask.append(self._part(MASK_BOX, _backdrop_texture(MASK_BOX)))
        self.under = arcade.SpriteList()  # under the panel's icons
        self.slot_glow = self._light(self.under, "glow", (255, 226, 150), 150 / art.TEXTURE)
        self.over = arcade.SpriteList()   # over the tiles
        self.select_glow = self._light(self.over, "halo", (255, 214, 120), GLYPH_SCALE)
        self.hint_glows = [self._light(self.over, "halo", (110, 220, 255), GLYPH_SCALE) for _ in range(2)]
        self.glyphs = arcade.SpriteList()
        self.cells = [_sprite(self.textures[0]) for _ in range(64)]
        self.glyphs.extend(self.cells)
        self.cursor = _sprite(icon("frame"), *OFF_SCREEN, alpha=0)
        self.over.append(self.cursor)
        self.hud = Hud(self.batch, glyph_textures(colorblind, False))
        self.fx = Effects(self.batch)
        self.top = arcade.SpriteList()
        self.ghost = _sprite(self.textures[KEY], *OFF_SCREEN, alpha=0)  # a pocket piece being placed
        self.flyer = _sprite(self.textures[KEY], *OFF_SCREEN, alpha=0)  # a placed piece flying to its cell
        self.top.extend((self.ghost, self.flyer))
        self.cursor_cell = index_of((3, 4))
        self.cursor_shown = False
        self.selected: int | None = None
        self.placing: str | None = None
        self.press: tuple | None = None   # (cell, x, y, was selected) of a press on the board
        self.carry: list | None = None    # [piece, moved] while dragging from a pocket slot
        self.hover: int | None = None
        self.hinted: list[arcade.Sprite] = []
        self._breathing: arcade.Sprite | None = None
        self._faded: arcade.Sprite | None = None
        self.level_passed: LevelPassed | None = None
        self.sync()

    @staticmethod
    def _part(box: tuple, texture: arcade.Texture) -> arcade.Sprite:
        left, bottom, right, top = box
        return _sprite(texture, (left + right) / 2, (bottom + top) / 2, scale=1.0)

    @staticmethod
    def _light(layer: arcade.SpriteList, name: str, color: tuple, scale: float) -> arcade.Sprite:
        sprite = _sprite(icon(name), *OFF_SCREEN, scale=scale, alpha=0)
        sprite.color = (*color, 0)
        layer.append(sprite)
        return sprite

    # -- visuals from the state -----------------------------------------------------------------------
    def sync(self) -> None:
        """Board, panel and pocket exactly as the state says; no selection, no effects."""
        for i, sprite in enumerate(self.cells):
            self._rest(sprite, i, self.state.board[i])
        self.hud.show_state(self.state)
        self.fx.clear()
        self.selected = self.placing = self.press = self.carry = None
        self.level_passed = None
        _hide(self.flyer)
        _hide(self.ghost)
        self.clear_hint()

    def _rest(self, sprite: arcade.Sprite, index: int, kind: int) -> None:
        sprite.texture = self.textures[kind]
        sprite.position = cell_center(*cell_of(index))
        sprite.scale = GLYPH_SCALE
        sprite.alpha = 255

    # -- animation of a turn --------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """Swap or placement, then each clearing round: bursts and points, awards, falls and refills."""
        tl, hud = self.timeline, self.hud
        level, score, removed = hud.shown_level, hud.shown_score, hud.shown_removed
        pocket = list(hud.pocket)  # glyph, key, crooker, charges as shown while the turn plays
        t = fall_end = 0.0
        land: float | None = None  # when the first glyph of the round touches down
        freed: list[arcade.Sprite] = []
        gone: set[int] = set()
        for event in events:
            if isinstance(event, Swapped):
                t = self._animate_swap(event)
                pocket[3] = event.charges
                tl.call(0, self._pocket_call(level, pocket))
            elif isinstance(event, Placed):
                t = self._animate_place(event)
                if event.piece == GLYPH:
                    pocket[0] = None
                else:
                    pocket[1] = False
                tl.call(0, self._pocket_call(level, pocket))
            elif isinstance(event, CrookerUsed):
                pocket[2:] = [False, event.charges]
                tl.call(t, self._pocket_call(level, pocket))
                tl.call(t, self._crooker_call)
                t += 0.2
            elif isinstance(event, CascadeStep):
                t = max(t, fall_end) + (STEP_GAP_S if event.number > 1 else 0.0)
                self._thud(land)
                fall_end, freed, gone, land = t, [], set(), None
                tl.call(t, self._step_call(event.number))
            elif isinstance(event, Cleared):
                fresh = [index_of(c) for c in event.cells if index_of(c) not in gone]
                gone.update(fresh)
                removed += len(fresh)
                score += event.points
                for i in fresh:
                    freed.append(self.cells[i])
                    self._burst(self.cells[i], t)
                tl.call(t, self._cleared_call(event, level, score, removed))
            elif isinstance(event, (PieceAwarded, PieceLost)):
                if isinstance(event, PieceAwarded):
                    slot = {GLYPH: 0, KEY_PIECE: 1, CROOKER: 2}[event.piece]
                    pocket[slot] = event.kind if event.piece == GLYPH else True
                tl.call(t + BURST_S * 0.8, self._award_call(event, level, list(pocket)))
            elif isinstance(event, Fell):
                sprite = self.cells[index_of(event.from_cell)]
                self.cells[index_of(event.to_cell)] = sprite
                drop = t + BURST_S * 0.8 + 0.015 * event.to_cell[0]
                contact, ends = self._fall(sprite, event.from_cell, event.to_cell, None, drop)
                fall_end, land = max(fall_end, ends), contact if land is None else min(land, contact)
            elif isinstance(event, Spawned):
                sprite = freed.pop()
                self.cells[index_of(event.cell)] = sprite
                drop = t + BURST_S + 0.015 * event.cell[0]  # once its burst is over
                contact, ends = self._fall(sprite, event.from_cell, event.cell, event.kind, drop)
                fall_end, land = max(fall_end, ends), contact if land is None else min(land, contact)
            elif isinstance(event, LevelPassed):
                self.level_passed = event
        self._thud(land)
        tl.call(max(t, fall_end), self._turn_settled)

    def _thud(self, at: float | None) -> None:
        """The landing sound of a clearing round, when its first glyph touches down."""
        if at is not None:
            self.timeline.call(at, lambda: self.app.audio.play("land"))

    def _pocket_call(self, level: int, pocket: list):
        values = tuple(pocket)
        return lambda: self.hud.show_pocket(level, *values)

    def _crooker_call(self) -> None:
        self.app.audio.play("award", 1.2)
        self.say("Three diagonal swaps: swap hieroglyphs that touch at a corner.")

    def _step_call(self, number: int):
        def step() -> None:
            if number > 1:
                self.app.audio.play("cascade", 1.0 + 0.08 * (number - 2))
                self.fx.call_out(banner(f"Cascade ×{number}!", 44, theme.ACCENT))
        return step

    def _cleared_call(self, event: Cleared, level: int, score: int, removed: int):
        xs = [cell_center(*c) for c in event.cells]
        x, y = sum(p[0] for p in xs) / len(xs), sum(p[1] for p in xs) / len(xs)
        color = art.kind_color(event.kind, bool(self.app.settings.colorblind))

        def cleared() -> None:
            self.app.audio.play("clear", 1.0 + 0.06 * (event.step - 1))
            self.fx.points(x, y, event.points, color)
            for cx, cy in xs:
                self.fx.burst(cx, cy, color)
            self.hud.show_score(score)
            self.hud.show_progress(level, removed)
        return cleared

    def _award_call(self, event, level: int, pocket: list):
        def award() -> None:
            if isinstance(event, PieceAwarded):
                self.app.audio.play("award")
                what = (f"a {art.NAMES[event.kind]}" if event.piece == GLYPH
                        else f"the {PIECE_NAMES[event.piece]}")
                self.say(f"You earned {what} for your pocket ({event.reason}).")
                self.hud.show_pocket(level, *pocket)
                icon_sprite = self.hud.slot_icons[event.piece]

                def pop(p: float) -> None:
                    icon_sprite.scale = (96 + 40 * (1 - p)) / art.TEXTURE
                self.fx.timeline.add(0.4, pop, ease=ease_out_back)
            else:
                self.say(f"Pocket full: the {PIECE_NAMES[event.piece]} for {event.reason} is lost.")
        return award

    def _animate_swap(self, event: Swapped) -> float:
        """Both glyphs trade places; returns when that ends."""
        ia, ib = index_of(event.a), index_of(event.b)
        sa, sb = self.cells[ia], self.cells[ib]
        self.cells[ia], self.cells[ib] = sb, sa
        self._slide(sa, cell_center(*event.a), cell_center(*event.b), SWAP_S)
        self._slide(sb, cell_center(*event.b), cell_center(*event.a), SWAP_S)
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
            flyer.scale = GLYPH_SCALE * (1.35 - 0.35 * p)
            flyer.alpha = 255
            if p >= 1:
                _hide(flyer)
                sprite.texture = self.textures[event.kind]

        def pop(p: float) -> None:
            sprite.scale = GLYPH_SCALE * (1.3 - 0.3 * p)

        self.timeline.add(PLACE_S, fly, ease=ease_in_out)
        self.timeline.add(0.2, pop, at=PLACE_S, ease=ease_out_back)
        return PLACE_S + 0.1

    def _slide(self, sprite: arcade.Sprite, start: tuple, end: tuple, seconds: float, at: float = 0.0,
               ease=ease_in_out) -> None:
        def move(p: float) -> None:
            sprite.position = (start[0] + (end[0] - start[0]) * p, start[1] + (end[1] - start[1]) * p)
        self.timeline.add(seconds, move, at=at, ease=ease)

    def _burst(self, sprite: arcade.Sprite, at: float) -> None:
        """The glyph swells and fades (its sprite is reused by a refill of the same round)."""
        def swell(p: float) -> None:
            sprite.scale = GLYPH_SCALE * (1 + 0.5 * p)
            sprite.alpha = int(255 * (1 - p))
        self.timeline.add(BURST_S, swell, at=at, ease=ease_out_cubic)

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
                sprite.texture = texture
                sprite.scale = GLYPH_SCALE
                sprite.alpha = 255
                sprite.position = start
            self.timeline.call(at, appear)
        self._slide(sprite, start, end, seconds, at=at, ease=ease_out_bounce)
        return at + seconds / 2.75, at + seconds  # ease_out_bounce first reaches the end at 1/2.75

    def _turn_settled(self) -> None:
        """The turn's animation is over: show the exact state, or celebrate a passed level."""
        if self.level_passed is None:
            self.hud.show_state(self.state)
            return
        event = self.level_passed
        if self.replaying:
            self.app.audio.play("level")
            self.fx.call_out(banner(f"Level {event.passed} passed!", 40, (150, 230, 140)), 1.4)
            self.timeline.call(1.2, self._enter_level)
            return
        lines = [f"Score: {self.state.score:,}",
                 f"Level {event.level}: remove {event.target} hieroglyphs, {event.kinds} kinds in play."]
        new = [PIECE_NAMES[p] for p, lv in PIECE_FROM_LEVEL.items() if lv == event.level]
        if new:
            lines.append(f"New: the {new[0]} can be earned from now on.")
        self.app.show_result(self, f"Level {event.passed} passed!", lines, [("Continue", self._continue)],
                             won=True)

    def _continue(self) -> None:
        """Close the level-passed overlay and bring in the new board."""
        self.app.pop()
        self._enter_level()

    def _enter_level(self) -> None:
        """The old glyphs shrink away and the new level's board drops in, bottom row first."""
        self.level_passed = None
        self.hud.show_state(self.state)
        for i, sprite in enumerate(self.cells):
            x, y = cell_of(i)

            def shrink(p: float, s=sprite) -> None:
                s.scale = GLYPH_SCALE * (1 - p)
            self.timeline.add(0.22, shrink, at=x * 0.015, ease=ease_in_cubic)
            self._fall(sprite, (x, y - 8), (x, y), self.state.board[i], 0.3 + (7 - y) * 0.06 + x * 0.012)

    # -- refusals, hints ------------------------------------------------------------------------------
    def refused(self, move, reason: str) -> None:
        """Say why; a refused swap moves both glyphs half-way and back."""
        super().refused(move, reason)
        if isinstance(move, Swap):
            a, b = cell_center(*move.a), cell_center(*move.b)
            half = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            for sprite, start in ((self.cells[index_of(move.a)], a), (self.cells[index_of(move.b)], b)):
                mid = (start[0] + (half[0] - start[0]) * 0.9, start[1] + (half[1] - start[1]) * 0.9)
                self._slide(sprite, start, mid, BOUNCE_S, ease=ease_out_cubic)
                self._slide(sprite, mid, start, BOUNCE_S * 1.4, at=BOUNCE_S, ease=ease_out_bounce)

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
            _hide(sprite)

    # -- input ----------------------------------------------------------------------------------------
    def _swappable(self, a: int, b: int) -> bool:
        """Cells a player can try to swap: side by side, or corner to corner with a crooker or charges
        (the rules then say why a diagonal is refused)."""
        (ax, ay), (bx, by) = cell_of(a), cell_of(b)
        dx, dy = abs(ax - bx), abs(ay - by)
        if dx + dy == 1:
            return True
        return dx == dy == 1 and (self.state.charges > 0 or self.state.crooker)

    def _swap(self, a: int, b: int) -> None:
        self.selected = self.press = None
        self.play_move(Swap(cell_of(a), cell_of(b)))

    def _place(self, index: int) -> None:
        piece = self.placing
        if self.play_move(Place(piece, cell_of(index))):
            self.placing = None

    def _pick(self, piece: str) -> None:
        """Choose a pocket piece: the glyph or key to place next, or use the crooker at once."""
        self.selected = None
        if piece == CROOKER:
            self.placing = None
            self.play_move(UseCrooker())
        elif self.placing == piece:
            self.placing = None
        elif (self.state.glyph is not None) if piece == GLYPH else self.state.key:
            self.placing = piece
            self.app.audio.play("select")
            self.say(f"Place the {PIECE_NAMES[piece]}: click a cell, or use the arrows and press Enter.")
        else:
            self.app.audio.play("refuse")
            self.say(f"You have no {PIECE_NAMES[piece]} in your pocket.")

    def _select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:
            self.app.audio.play("click")

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move the cursor (or swap the selected glyph that way; Shift: move only), Enter or
        Space select, swap with a selected neighbour or place; 1/2 choose a pocket piece, 3 uses the
        crooker."""
        if symbol in ARROWS:
            dx, dy = ARROWS[symbol]
            self.cursor_shown = True
            swapping = self.selected is not None and not self.placing and not modifiers & arcade.key.MOD_SHIFT
            x, y = cell_of(self.selected if swapping else self.cursor_cell)
            if 0 <= x + dx < 8 and 0 <= y + dy < 8:
                self.cursor_cell = index_of((x + dx, y + dy))
                if swapping:
                    self._swap(self.selected, self.cursor_cell)
            return True
        if symbol in ENTER_KEYS:
            self.cursor_shown = True
            i = self.cursor_cell
            if self.placing:
                self._place(i)
            elif self.selected is not None and self.selected != i and self._swappable(self.selected, i):
                self._swap(self.selected, i)
            else:
                self._select(None if self.selected == i else i)
            return True
        if symbol in PIECE_KEYS:
            self._pick(PIECE_KEYS[symbol])
            return True
        return False

    def pointer_move(self, x: float, y: float) -> None:
        """Remember the hovered cell (a piece being placed shows there); the mouse on the board
        hides the keyboard cursor."""
        self.hover = cell_at(x, y)
        if self.hover is not None:
            self.cursor_shown = False

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A pocket slot picks its piece (and may be dragged out); a cell selects, swaps with the
        selected neighbour, or takes the piece being placed."""
        self.hover = cell_at(x, y)
        piece = slot_at(x, y)
        if piece is not None:
            was = self.placing
            self._pick(piece)
            if self.placing == piece and was != piece:
                self.carry = [piece, False]
            return
        i = self.hover
        if i is None:
            self.selected = None
            return
        self.cursor_shown = False
        self.cursor_cell = i
        if self.placing:
            self._place(i)
        elif self.selected is not None and self.selected != i and self._swappable(self.selected, i):
            self._swap(self.selected, i)
        else:
            self.press = (i, x, y, self.selected == i)
            self._select(i)

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """Carry a pocket piece, or swap the pressed glyph towards where the pointer went."""
        self.hover = cell_at(x, y)
        if self.carry is not None:
            self.carry[1] = True
            self.ghost.position = (x, y)
            return
        if self.press is None:
            return
        i, px, py, _ = self.press
        dx, dy = x - px, y - py
        sprite = self.cells[i]
        if max(abs(dx), abs(dy)) < DRAG_CELLS * CELL:
            if not self.timeline.busy:  # the glyph leans towards the pointer
                cx, cy = cell_center(*cell_of(i))
                sprite.position = (cx + max(-14, min(14, dx)), cy + max(-14, min(14, dy)))
            return
        self.press = None
        self._unlean(i)
        other = self._drag_target(i, dx, dy)
        if other is not None:
            self._swap(i, other)

    def _drag_target(self, index: int, dx: float, dy: float) -> int | None:
        x, y = cell_of(index)
        sx, sy = (dx > 0) - (dx < 0), (dy < 0) - (dy > 0)  # design y is up, rows go down
        if abs(dx) > 2 * abs(dy):
            sy = 0
        elif abs(dy) > 2 * abs(dx):
            sx = 0
        if sx and sy and not (self.state.charges or self.state.crooker):
            sx, sy = (sx, 0) if abs(dx) >= abs(dy) else (0, sy)
        nx, ny = x + sx, y + sy
        return index_of((nx, ny)) if 0 <= nx < 8 and 0 <= ny < 8 else None

    def _unlean(self, index: int) -> None:
        if not self.timeline.busy:
            self.cells[index].position = cell_center(*cell_of(index))

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """Drop a carried piece on a cell; a click on the selected glyph unselects it."""
        if self.carry is not None:
            moved, self.carry = self.carry[1], None
            i = cell_at(x, y)
            if moved and i is not None:
                self._place(i)
            return
        if self.press is not None:
            i, _, _, was_selected = self.press
            self.press = None
            self._unlean(i)
            if was_selected:
                self.selected = None

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Effects, glows and the cursor."""
        self.fx.update(dt, self.app.settings.animation_speed)
        pulse = 0.5 + 0.5 * math.sin(self.age * 5)
        spot = self._ghost_spot()
        self._place_glow(self.select_glow, spot if self.placing else self.selected, 150 + 100 * pulse)
        self._breathe(pulse, spot)
        for sprite in self.hinted:
            sprite.alpha = int(110 + 145 * pulse)
        if self.placing:
            self.slot_glow.position = slot_center(self.placing)
            self.slot_glow.alpha = int(120 + 100 * pulse)
        else:
            _hide(self.slot_glow)
        if self.cursor_shown and not self.replaying:
            self.cursor.alpha = 230
            self.cursor.position = cell_center(*cell_of(self.cursor_cell))
            self.cursor.scale = GLYPH_SCALE * (1.0 + 0.03 * pulse)
        else:
            _hide(self.cursor)
        self._show_ghost(spot)

    def _breathe(self, pulse: float, spot: int | None) -> None:
        """While the board is still, the selected glyph swells and shrinks a little, and the glyph
        under a piece about to be placed fades so the piece reads clearly."""
        still = not self.timeline.busy
        sprite = self.cells[self.selected] if self.selected is not None and still else None
        if self._breathing is not None and self._breathing is not sprite:
            self._breathing.scale = GLYPH_SCALE
        if sprite is not None:
            sprite.scale = GLYPH_SCALE * (1.03 + 0.06 * pulse)
        self._breathing = sprite
        under = self.cells[spot] if spot is not None and still else None
        if self._faded is not None and self._faded is not under:
            self._faded.alpha = 255
        if under is not None:
            under.alpha = 60
        self._faded = under

    def _place_glow(self, sprite: arcade.Sprite, index: int | None, alpha: float) -> None:
        if index is None:
            _hide(sprite)
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
            _hide(ghost)
            return
        ghost.texture = self.textures[self.state.glyph if self.placing == GLYPH else KEY]
        if self.carry is not None and self.carry[1]:
            ghost.alpha, ghost.scale = 235, GLYPH_SCALE * 1.1
            return
        if spot is None:
            _hide(ghost)
            return
        ghost.alpha, ghost.scale = 235, GLYPH_SCALE
        ghost.position = cell_center(*cell_of(spot))

    def draw_game(self) -> None:
        """Backdrop, glows, glyphs, the mask above the board (hiding refills), halos and the
        cursor, effects, panel, texts (the wall is the scene's background colour)."""
        view = self.app.camera.viewport
        # at exactly one window pixel per design pixel, nearest sampling looks the same and is cheaper
        self.backdrop.draw(pixelated=(view.width, view.height) == (theme.WIDTH, theme.HEIGHT))
        self.under.draw()
        self.glyphs.draw()
        self.mask.draw()
        self.over.draw()
        self.hud.sprites.draw()
        self.fx.draw()
        self.batch.draw()
        self.top.draw()

    def entered(self) -> None:
        """Shown, or back from an overlay: nothing carried or pressed any more."""
        super().entered()
        self.carry = self.press = None


# -- entry points used by the app, shots and the benchmark -------------------------------------------
#: Design-space box (left, bottom, width, height) around the board, for the Game Select card (tools/shots.py).
CARD_CROP = (50, 102, 635, 500)


def create_view(app, session: Session, replay_moves=None) -> PharaohScene:
    """The scene for a session of Pharaoh Tomb (or a replay of its moves)."""
    return PharaohScene(app, session, replay_moves)


def shot_session() -> Session:
    """A game a few moves into level 4 with a free hieroglyph and a key in the pocket (screenshots)."""
    start = RULES.new_game(Params(start_level=4), content_for(Params(start_level=4)), 2024)
    start = dataclasses.replace(start, score=1860, removed=120, glyph=2, key=True, charges=0)
    session = Session.from_state(RULES, start, Params(start_level=4), 2024)
    for _ in range(3):
        session.play(first_move(session.state))
    return session


@lru_cache(maxsize=1)
def _cascade_setup():
    """A level-1 position and a swap whose turn clears in three rounds or more (searched once)."""
    for seed in range(1, 500):
        state = RULES.new_game(Params(), content_for(Params()), seed)
        for move in RULES.legal_moves(state):
            _, events = RULES.apply(state, move)
            if sum(isinstance(e, CascadeStep) for e in events) >= 3:
                return state, move
    raise RuntimeError("no cascading move found")


def bench_actions(scene: PharaohScene, frame_index: int) -> None:
    """Keep a cascade of three or more rounds animating: whenever the board is still, set up the
    cascading position again and play its move (no save, no end-of-turn bookkeeping)."""
    if scene.timeline.busy:
        return
    state, move = _cascade_setup()
    scene.session = Session.from_state(RULES, state)
    scene.sync()
    scene.animate(scene.session.play(move))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------
#: Design-space boxes (left, bottom, width, height): the board in its frame, its top-left 6x6 cells
#: (glyphs near full size), and the panel's progress bar and pocket.
_EDGE = FRAME + 8  # the frame and a little wall round it
BOARD_CROP = (BOARD_LEFT - _EDGE, BOARD_BOTTOM - _EDGE, 8 * CELL + 2 * _EDGE, 8 * CELL + 2 * _EDGE)
CORNER_CROP = (BOARD_LEFT - _EDGE, BOARD_TOP - 6 * CELL, 6 * CELL + _EDGE, 6 * CELL + _EDGE)
POCKET_CROP = (PANEL[0] + 10, 184, PANEL[2] - PANEL[0] - 20, PROGRESS_BOX[3] + BORDER + 8 - 184)


def _swap_session() -> Session:
    """A new level-1 board (a fixed seed) whose hint lies in its top-left corner."""
    return Session(RULES, Params(), 11, content_for(Params()))


def _show_swap(scene: PharaohScene) -> None:
    """Select the first glyph of the hint's swap with the keyboard, and move the cursor (Shift +
    arrow) onto its partner: Enter would swap them."""
    move = first_move(scene.state)
    scene.cursor_cell = index_of(move.a)
    scene.key_down(arcade.key.ENTER, 0)
    (ax, ay), (bx, by) = move.a, move.b
    arrow = next(k for k, step in ARROWS.items() if step == (bx - ax, by - ay))
    scene.key_down(arrow, arcade.key.MOD_SHIFT)


def _cascade_session() -> Session:
    """The level-1 position whose swap cascades (see `_cascade_setup`)."""
    return Session.from_state(RULES, _cascade_setup()[0])


def _play_cascade(scene: PharaohScene) -> None:
    """Play the cascading swap; the picture catches its second round with the call-out."""
    scene.play_move(_cascade_setup()[1])


def _pocket_session() -> Session:
    """Level 5 past half of its target: a free hieroglyph, the key and a crooker in the pocket, and
    two diagonal swaps left from an earlier crooker."""
    start = RULES.new_game(Params(start_level=5), content_for(Params(start_level=5)), 2024)
    start = dataclasses.replace(start, score=2410, removed=172, glyph=6, key=True, crooker=True, charges=2)
    return Session.from_state(RULES, start, Params(start_level=5), 2024)


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: a glyph selected with the cursor on the neighbour that makes a line
    ("swap"), a cascade's second round with its call-out ("cascade"), and the pocket full with
    diagonal swaps left ("pocket")."""
    return {
        "swap": Shot(_swap_session, CORNER_CROP, _show_swap, frames=94),  # the glow at its brightest
        "cascade": Shot(_cascade_session, BOARD_CROP, _play_cascade, frames=70),
        "pocket": Shot(_pocket_session, POCKET_CROP),
    }
