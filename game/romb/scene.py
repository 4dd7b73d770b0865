"""Romb Raider's scene: a dark stone room seen from above, the fog fading in and out around the raider.

What the player sees: the room's title and intro at the top, the turn counter and the loot on the
right; the room (scaled to fit, centred) as stone slabs with thick dark walls on square edges; S
(steps down, the way out), G (a ruby on a pedestal) and the torches (iron braziers). Squares the
player cannot see are under fog, one fog sprite per square whose alpha is tweened, so squares fade
in and out as the raider walks. A lit torch flickers and tints its 3x3 warm. Spirits are drawn only
where `observe()` puts them, gliding square to square; a move in the dark is only heard (a low sound,
a line of text, a cold shimmer round the room), never placed.

Drawing is a few SpriteLists (slabs, torchlight, the loot, fog, walls and braziers, flames, the
raider's layer, the spirits) and one pyglet batch of texts; a frame changes sprite properties, never
rebuilds a list. Filling pixels is what costs in software rendering, so a sprite that would not
change the picture leaves its list (see `_set_fog`), and the background is the fog's own colour.

`create_setup` is the room list (the campaign: a room opens when the one before it is won); the
profile keeps the won rooms in `progress["romb"]["won"]` and the best score per room (1000 - turns).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

import arcade
import pyglet

from game.core.content import ContentError
from game.core.rules import Status
from game.core.session import Session
from game.romb import art
from game.romb.content import Cell, Room, find_room, load
from game.romb.rules import (RULES, Covered, LootTaken, Lost, MonsterHeard, MonsterMoved, MonsterSpawned, Moved,
                             Params, Revealed, State, Step, TorchLit, Wait, Waited, Won)
from game.core.bots import Budget
from game.romb.ai import hint
from game.romb.solver import solve
from game.ui import theme
from game.ui.game_scene import HINT_NODES, GameScene, Shot
from game.ui.scene import MenuScene
from game.ui.tween import ease_in_out, ease_out_cubic, lerp
from game.ui.widgets import Button, draw_panel

GAME_ID = "romb"
# -- layout (design coordinates, y up) ------------------------------------------------------------------
BOARD_AREA = (90, 34, 1190, 590)  # left, bottom, right, top: the room is fitted and centred in it
MAX_CELL = 112
HUD_TOP = 690
# -- timing (seconds at animation speed 1) ------------------------------------------------------------------
STEP_S = 0.15
FADE_S = 0.3
GLIDE_S = 0.22
END_S = 0.7
# -- looks -----------------------------------------------------------------------------------------------------
FOG_ALPHA = 244
LIT_TINT = (255, 150, 60)
LIT_TINT_ALPHA = 46
SPIRIT_COLORS = ((186, 232, 255), (226, 200, 255))
SHIMMER_COLOR = (120, 170, 255)
TEXT_WARM = (236, 214, 170)

KEYS = {arcade.key.UP: "N", arcade.key.W: "N", arcade.key.RIGHT: "E", arcade.key.D: "E",
        arcade.key.DOWN: "S", arcade.key.S: "S", arcade.key.LEFT: "W", arcade.key.A: "W"}
WAIT_KEYS = (arcade.key.SPACE, arcade.key.PERIOD, arcade.key.NUM_DECIMAL, arcade.key.NUM_5)
OFFSETS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


# -- textures (made once per size) --------------------------------------------------------------------------
def _texture(image, name: str) -> arcade.Texture:
    return arcade.Texture(image, hash=f"romb-{name}", hit_box_algorithm=arcade.hitbox.algo_bounding_box)


@lru_cache(maxsize=None)
def texture(name: str, size: int, variant: int = 0) -> arcade.Texture:
    """A picture from `art` by name for a cell of `size` pixels: the pieces at 2x (drawn at scale
    0.5), the slabs, fog and light at 1x (drawn 1:1)."""
    big = 2 * size
    makers = {
        "slab": lambda: art.slab_image(size, variant),  # 1x: drawn 1:1
        "stairs": lambda: art.stairs_image(big),
        "pedestal": lambda: art.pedestal_image(big),
        "brazier": lambda: art.brazier_image(big, bool(variant)),
        "flame": lambda: art.flame_image(big),
        "gem": lambda: art.gem_image(big),
        "raider": lambda: art.raider_image(big),
        "ghost": lambda: art.ghost_image(big),
        "ring": lambda: art.ring_image(big),
        "fog": lambda: art.fog_image(size),        # 1x: drawn 1:1, a smooth ramp needs no more
        "light": lambda: art.light_image(size),    # 1x, the same
        "glow": lambda: art.glow_image(big, (255, 170, 80)),
    }
    return _texture(makers[name](), f"{name}-{size}-{variant}")


@lru_cache(maxsize=None)
def wall_texture(length: int, thickness: int, vertical: bool) -> arcade.Texture:
    """A wall bar's texture (2x)."""
    return _texture(art.wall_image(2 * length, 2 * thickness, vertical), f"wall-{length}-{thickness}-{vertical}")


@lru_cache(maxsize=1)
def backdrop_texture() -> arcade.Texture:
    """The dark stone wall behind the room list (made once)."""
    return _texture(art.backdrop_image(theme.WIDTH, theme.HEIGHT), "backdrop")


@lru_cache(maxsize=None)
def frame_texture(width: int, height: int, margin: int) -> arcade.Texture:
    """The shimmer round a board of this size."""
    return _texture(art.frame_glow_image(width, height, margin, (255, 255, 255)), f"frame-{width}-{height}-{margin}")


@lru_cache(maxsize=None)
def map_texture(room: Room, cell: int) -> arcade.Texture:
    """A room's small map for the room list."""
    return _texture(art.room_map_image(room, cell), f"map-{room.name}-{cell}")


# -- the campaign in the profile ---------------------------------------------------------------------------
def campaign():
    """The room records in campaign order (an empty list if the room files are broken)."""
    try:
        return load()
    except ContentError:
        return []


def won_rooms(profile) -> list[str]:
    """The rooms this profile has won, in the order first won."""
    return list(profile.progress.get(GAME_ID, {}).get("won", []))


def is_open(profile, records, index: int) -> bool:
    """A room is open when it is the first, when it was won, or when the room before it was won."""
    won = won_rooms(profile)
    return index == 0 or records[index].name in won or records[index - 1].name in won


def best_turns(profile, name: str) -> int | None:
    """The fewest turns this profile won a room in (the profile keeps 1000 - turns), or None."""
    best = profile.best.get(GAME_ID, {}).get(name)
    return None if best is None else 1000 - best


def record_win(app, name: str) -> None:
    """Mark a room won in the profile and save it."""
    won = app.profile.progress.setdefault(GAME_ID, {}).setdefault("won", [])
    if name not in won:
        won.append(name)
    app.save_profile()


# -- the board's geometry -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Board:
    """Where a room sits on screen: the cell size (whole pixels) and the top-left corner."""

    width: int
    height: int
    cell: int
    left: int
    top: int

    @classmethod
    def fit(cls, room: Room) -> "Board":
        """The largest whole-pixel cell (even, at most MAX_CELL) that fits the board area, centred."""
        left, bottom, right, top = BOARD_AREA
        cell = min(MAX_CELL, (right - left) // room.width, (top - bottom) // room.height) // 2 * 2
        x0 = left + ((right - left) - cell * room.width) // 2
        y0 = top - ((top - bottom) - cell * room.height) // 2
        return cls(room.width, room.height, cell, x0, y0)

    @property
    def bottom(self) -> int:
        """The board's bottom edge."""
        return self.top - self.height * self.cell

    @property
    def right(self) -> int:
        """The board's right edge."""
        return self.left + self.width * self.cell

    def center(self, cell: Cell) -> tuple[float, float]:
        """The design-space centre of a square (row 0 at the top)."""
        return self.left + (cell[0] + 0.5) * self.cell, self.top - (cell[1] + 0.5) * self.cell

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The square under a design-space point, or None off the board."""
        if self.left <= x < self.right and self.bottom < y <= self.top:
            return int((x - self.left) // self.cell), int((self.top - y) // self.cell)
        return None


def _sprite(tex: arcade.Texture, position: tuple[float, float] = (0, 0), scale: float = 0.5,
            alpha: int = 255) -> arcade.Sprite:
    sprite = arcade.Sprite(tex, scale=scale, center_x=position[0], center_y=position[1])
    sprite.alpha = alpha
    return sprite


def _direction(origin: Cell, to: Cell) -> str | None:
    """The direction from a square to a neighbouring one, or None when they are not neighbours."""
    for name, (dx, dy) in OFFSETS.items():
        if (origin[0] + dx, origin[1] + dy) == to:
            return name
    return None


def _around(cell: Cell) -> list[Cell]:
    """The 3x3 of squares centred on `cell` (some may lie outside the room)."""
    return [(cell[0] + dx, cell[1] + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]


def _place(sprite: arcade.Sprite, sprites: arcade.SpriteList, wanted: bool) -> None:
    """Put a sprite in a list or take it out, as wanted."""
    if wanted and sprite not in sprites:
        sprites.append(sprite)
    elif not wanted and sprite in sprites:
        sprites.remove(sprite)


def _flicker(t: float, seed: float) -> float:
    """A lively but smooth wobble in -1..1 for flames (sums of incommensurate sines)."""
    return (math.sin(t * 11.0 + seed) * 0.5 + math.sin(t * 17.3 + seed * 2.1) * 0.3
            + math.sin(t * 29.7 + seed * 3.7) * 0.2)


# -- the scene ------------------------------------------------------------------------------------------------
class RombScene(GameScene):
    """Romb Raider in play (or in replay)."""

    game_id = GAME_ID
    background = art.FOG  # so a dark square needs no sprite at all: fog over it is the same colour

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        room = self.state.room
        self.records = campaign()
        names = [r.name for r in self.records]
        self.index = names.index(room.name) if room.name in names else -1
        record = self.records[self.index] if self.index >= 0 else None
        self.board = board = Board.fit(room)
        c = board.cell
        self.message.x, self.message.y, self.message.color = theme.WIDTH / 2, 12, TEXT_WARM
        self.lost: Lost | None = None
        self.hover: Cell | None = None
        self.hinted: Cell | None = None

        # Slabs and fog are drawn 1:1 from 1x textures. Pixels cost the most in software rendering,
        # so a sprite that would not change the picture leaves its list: a clear square's fog, and
        # the slab under a square at full dark (the fog over the background looks the same).
        self.floor = arcade.SpriteList()
        self.fog = arcade.SpriteList()
        self.slab_at: dict[Cell, arcade.Sprite] = {}
        self.fog_at: dict[Cell, arcade.Sprite] = {}
        for y in range(room.height):
            for x in range(room.width):
                at = board.center((x, y))
                slab = _sprite(texture("slab", c, (x * 7 + y * 13 + (x * y) % 5) % 4), at, scale=1)
                slab.angle = 180 * ((x + 2 * y) % 2)
                self.slab_at[(x, y)] = slab
                self.fog_at[(x, y)] = _sprite(texture("fog", c), at, scale=1)
        # a torch's light is added when it is lit: sprites at alpha 0 would still cost their pixels
        self.light = arcade.SpriteList()     # warm tints over lit 3x3s
        self.glows = arcade.SpriteList()     # drawn additively: the flames' glow
        self.torch_light: dict[Cell, tuple[arcade.Sprite, arcade.Sprite, arcade.Sprite]] = {}
        self.burst = _sprite(texture("glow", c), board.center(room.start), alpha=0)
        self.bursts = arcade.SpriteList()
        self.bursts.append(self.burst)

        self.under = arcade.SpriteList()     # G's pedestal and the loot on it
        self.gem = _sprite(texture("gem", c), board.center(room.goal))
        self.under.extend((_sprite(texture("pedestal", c), board.center(room.goal)), self.gem))

        self.fixtures = arcade.SpriteList()  # over the fog: the steps out, walls, braziers (the map)
        self.fixtures.append(_sprite(texture("stairs", c), board.center(room.start)))
        self._build_walls(room)
        self.braziers = {t: _sprite(texture("brazier", c, 0), board.center(t)) for t in room.torches}
        self.fixtures.extend(self.braziers.values())

        self.flames = arcade.SpriteList()
        self.top = arcade.SpriteList()       # marks, the raider, the carried loot
        self.hover_ring = _sprite(texture("ring", c), alpha=0)
        self.hint_ring = _sprite(texture("ring", c), alpha=0)
        self.hint_ring.color = (*theme.ACCENT, 0)
        self.exit_ring = _sprite(texture("ring", c), board.center(room.start), alpha=0)
        self.exit_ring.color = (*theme.GOOD, 0)
        self.raider = _sprite(texture("raider", c))
        self.carried = _sprite(texture("gem", c), scale=0.3, alpha=0)
        shimmer_margin = max(24, c // 2)
        self.shimmer = _sprite(frame_texture(board.width * c, board.height * c, shimmer_margin),
                               ((board.left + board.right) / 2, (board.top + board.bottom) / 2), 4, alpha=0)
        self.shimmer.color = (*SHIMMER_COLOR, 0)
        self.top.extend((self.exit_ring, self.hover_ring, self.hint_ring, self.raider, self.carried))
        self.over = arcade.SpriteList()      # the spirits, over the raider (to catch it)
        self.shimmers = arcade.SpriteList()
        self.shimmers.append(self.shimmer)
        self.spirits: list[arcade.Sprite] = []
        self.spirit_at: list[tuple[float, float]] = []
        self.raider_at = board.center(room.start)
        self.bump = (0.0, 0.0)
        self._build_hud(f"Room {self.index + 1}: {record.title}" if record else room.name,
                        record.intro if record else "")
        self.sync()

    def _build_hud(self, heading: str, intro: str) -> None:
        """The room's title and intro (top left), the turn counter and the loot (top right), the keys."""
        self.batch = pyglet.graphics.Batch()
        self.title = arcade.Text(heading, 40, HUD_TOP, theme.TEXT, 22, font_name=theme.HEADING_FONT,
                                 anchor_y="top", batch=self.batch)
        self.intro = arcade.Text(intro, 42, HUD_TOP - 40, theme.TEXT_DIM, 13,
                                 font_name=theme.BODY_FONT, anchor_y="top", multiline=True, width=880,
                                 batch=self.batch)
        self.turns = arcade.Text("", theme.WIDTH - 40, HUD_TOP, theme.ACCENT, 22, font_name=theme.HEADING_FONT,
                                 anchor_x="right", anchor_y="top", batch=self.batch)
        self.loot_line = arcade.Text("", theme.WIDTH - 40, HUD_TOP - 46, TEXT_WARM, 14, font_name=theme.BODY_FONT,
                                     anchor_x="right", anchor_y="center", batch=self.batch)
        self.controls = arcade.Text("Arrows/WASD or click: walk    Space: wait    Esc: pause", 24, 12,
                                    (110, 104, 122), 11, font_name=theme.BODY_FONT, batch=self.batch)
        self.loot_icon = arcade.SpriteList()
        self.loot_sprite = _sprite(texture("gem", 32), (0, HUD_TOP - 46), scale=0.5)
        self.loot_icon.append(self.loot_sprite)

    def _build_walls(self, room: Room) -> None:
        """A dark stone bar on every inner wall and round the outside (corners overlap)."""
        board, c = self.board, self.board.cell
        t = max(6, round(c * 0.2) // 2 * 2)
        outer = t + 4
        for (ax, ay), (bx, by) in room.walls:
            if bx == ax + 1:
                x, y = board.left + bx * c, board.top - (ay + 0.5) * c
                self.fixtures.append(_sprite(wall_texture(c + t, t, True), (x, y)))
            else:
                x, y = board.left + (ax + 0.5) * c, board.top - by * c
                self.fixtures.append(_sprite(wall_texture(c + t, t, False), (x, y)))
        w, h = board.width * c, board.height * c
        cx, cy = (board.left + board.right) / 2, (board.top + board.bottom) / 2
        for y in (board.top, board.bottom):
            self.fixtures.append(_sprite(wall_texture(w + outer, outer, False), (cx, y)))
        for x in (board.left, board.right):
            self.fixtures.append(_sprite(wall_texture(h + outer, outer, True), (x, cy)))

    # -- visuals from the state -------------------------------------------------------------------------
    def view(self):
        """What the rules let the player see (the only source of drawn spirits)."""
        return RULES.observe(self.state, 0)

    def _spirit(self, index: int) -> arcade.Sprite:
        """Spirit `index`'s sprite (made when first needed)."""
        while len(self.spirits) <= index:
            sprite = _sprite(texture("ghost", self.board.cell))
            sprite.color = SPIRIT_COLORS[len(self.spirits) % len(SPIRIT_COLORS)]
            sprite.visible = False
            self.spirits.append(sprite)
            self.spirit_at.append((0.0, 0.0))
            self.over.append(sprite)
        return self.spirits[index]

    def sync(self) -> None:
        """Fog, light, torches, loot, raider and spirits exactly as the state shows them."""
        view = self.view()
        shown = set(view.uncovered)
        for cell, fog in self.fog_at.items():
            fog.alpha = 0 if cell in shown else FOG_ALPHA
        for cell in self.fog_at:
            self._refresh(cell)
        for sprites in (self.light, self.glows, self.flames):
            sprites.clear()
        self.torch_light.clear()
        for torch in self.braziers:
            lit = torch in self.state.lit  # lit torches are no secret: their light is seen
            self.braziers[torch].texture = texture("brazier", self.board.cell, int(lit))
            if lit:
                self._torch_light(torch, 1.0)
        self.raider_at = self.board.center(view.player)
        self.raider.alpha, self.raider.color = 255, (255, 255, 255, 255)
        self.bump = (0.0, 0.0)
        self.gem.alpha = 0 if view.has_loot else 255
        self.carried.alpha = 255 if view.has_loot else 0
        self.burst.alpha = self.shimmer.alpha = 0
        self._place_spirits(view)
        self.lost = None
        self._show_hud(view.turns, view.has_loot)

    def _torch_light(self, torch: Cell, strength: float) -> None:
        """A lit torch's warm tint, glow and flame at a strength in 0..1 (made when first lit)."""
        if torch not in self.torch_light:
            c, at = self.board.cell, self.board.center(torch)
            tint = _sprite(texture("light", c), at, scale=1)
            tint.color = (*LIT_TINT, 0)
            glow = _sprite(texture("glow", c), at, scale=1.7)
            flame = _sprite(texture("flame", c), at)
            self.light.append(tint)
            self.glows.append(glow)
            self.flames.append(flame)
            self.torch_light[torch] = (tint, glow, flame)
        tint, glow, flame = self.torch_light[torch]
        tint.alpha = int(LIT_TINT_ALPHA * strength)
        glow.alpha = int(120 * strength)
        flame.alpha = int(255 * min(1.0, strength * 2))

    def _place_spirits(self, view) -> None:
        """Show the spirits on uncovered squares (from `observe`) and hide every other one."""
        seen = dict(view.monsters)
        for index in range(max(view.monsters_in_play, len(self.spirits))):
            sprite = self._spirit(index)
            sprite.visible = index in seen
            sprite.alpha = 255 if index in seen else 0
            if index in seen:
                self.spirit_at[index] = self.board.center(seen[index])

    def _show_hud(self, turns: int, has_loot: bool) -> None:
        """The turn counter and the loot line (texts change only when their value does)."""
        text = f"Turn {turns}"
        if self.turns.text != text:
            self.turns.text = text
        line = "Loot in hand: back to the steps!" if has_loot else "Loot: on its pedestal"
        if self.loot_line.text != line:
            self.loot_line.text = line
            self.loot_sprite.center_x = theme.WIDTH - 40 - self.loot_line.content_width - 20
            self.loot_sprite.alpha = 255 if has_loot else 110

    # -- animation of a turn -----------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """The raider's step, the fog fading, torch and loot, the spirits gliding (or only heard),
        then the win or the catch."""
        view = self.view()
        after = STEP_S
        heard = 0
        shown_before = {n for n, sprite in enumerate(self.spirits) if sprite.visible and sprite.alpha}
        moved = {e.monster for e in events if isinstance(e, (MonsterMoved, MonsterHeard))}
        for event in events:
            if isinstance(event, Moved):
                self._walk(event.origin, event.to)
            elif isinstance(event, Waited):
                self._breathe()
            elif isinstance(event, TorchLit):
                self.timeline.call(after * 0.6, lambda e=event: self._light(e))
            elif isinstance(event, LootTaken):
                self._take_loot()
            elif isinstance(event, Revealed):
                self._fade(event.cells, 0)
                for index, cell in event.monsters:
                    self._reveal_spirit(index, cell)
            elif isinstance(event, Covered):
                self._fade(event.cells, FOG_ALPHA)
            elif isinstance(event, MonsterMoved):
                self._glide(event, after)
            elif isinstance(event, MonsterHeard):
                heard += 1
            elif isinstance(event, MonsterSpawned):
                self._spawn(event, after)
            elif isinstance(event, Won):
                self._win(after + GLIDE_S)
            elif isinstance(event, Lost):
                self.lost = event
                self._catch(after + GLIDE_S)
        seen = {index for index, _ in view.monsters}
        for index in shown_before - seen - moved:
            self._fade_spirit(index, 0)  # stood still while its square went dark
        if heard:
            self._heard(after)
        self.timeline.call(self.timeline.end, lambda: self._place_spirits(self.view()))
        self._show_hud(view.turns, view.has_loot)

    def _walk(self, origin: Cell, to: Cell) -> None:
        start, end = self.board.center(origin), self.board.center(to)
        self.app.audio.play("step")

        def move(p: float) -> None:
            self.raider_at = (lerp(start[0], end[0], p), lerp(start[1], end[1], p))

        self.timeline.add(STEP_S, move, ease=ease_out_cubic)

    def _breathe(self) -> None:
        def pulse(p: float) -> None:
            self.raider.scale = 0.5 * (1 + 0.08 * math.sin(math.pi * p))

        self.timeline.add(STEP_S * 1.6, pulse, ease=ease_in_out)

    def _set_fog(self, cell: Cell, alpha: int) -> None:
        """Set a square's fog (0 clear .. FOG_ALPHA dark) and refresh the lists around it."""
        self.fog_at[cell].alpha = alpha
        for near in _around(cell):
            if near in self.fog_at:
                self._refresh(near)

    def _refresh(self, cell: Cell) -> None:
        """Keep in their lists only the sprites that change the picture: no fog on a clear square, no
        slab under a dark one, no fog on a dark square among dark squares (it would paint the
        background's own colour); the fog at the edge of the dark stays, for its soft rim."""
        alpha = self.fog_at[cell].alpha
        _place(self.slab_at[cell], self.floor, alpha < FOG_ALPHA)
        inner = alpha == FOG_ALPHA and all(self.fog_at[near].alpha == FOG_ALPHA
                                           for near in _around(cell) if near in self.fog_at)
        _place(self.fog_at[cell], self.fog, alpha > 0 and not inner)

    def _fade(self, cells, target: int) -> None:
        starts = [(cell, self.fog_at[cell].alpha) for cell in cells]

        def fade(p: float) -> None:
            for cell, start in starts:
                self._set_fog(cell, int(lerp(start, target, p)))

        self.timeline.add(FADE_S, fade, ease=ease_in_out)

    def _light(self, event: TorchLit) -> None:
        self.app.audio.play("torch")
        self.braziers[event.torch].texture = texture("brazier", self.board.cell, 1)
        self.timeline.add(0.4, lambda p: self._torch_light(event.torch, p), ease=ease_out_cubic)
        self.say("The torch is lit: no spirit will enter its light.")

    def _take_loot(self) -> None:
        self.app.audio.play("award")
        start = self.gem.position

        def lift(p: float) -> None:
            self.gem.alpha = int(255 * (1 - p))
            self.gem.center_y = start[1] + self.board.cell * 0.4 * p
            self.carried.alpha = int(255 * p)

        self.timeline.add(0.3, lift, at=STEP_S, ease=ease_out_cubic)
        self.say("Loot taken! A second spirit rises at S. Get back there!", 4.0)

    def _reveal_spirit(self, index: int, cell: Cell) -> None:
        """A spirit on a square coming out of the fog appears as the fog lifts."""
        sprite = self._spirit(index)
        self.spirit_at[index] = self.board.center(cell)
        sprite.visible, sprite.alpha = True, 0
        self._fade_spirit(index, 255)

    def _fade_spirit(self, index: int, target: int, at: float = 0.0) -> None:
        sprite = self._spirit(index)
        start = sprite.alpha

        def fade(p: float) -> None:
            sprite.alpha = int(lerp(start, target, p))

        self.timeline.add(FADE_S, fade, at=at, ease=ease_in_out)

    def _glide(self, event: MonsterMoved, at: float) -> None:
        sprite = self._spirit(event.monster)
        index, end = event.monster, self.board.center(event.to)
        if event.seen_before:
            start = self.board.center(event.origin)

            def glide(p: float) -> None:
                self.spirit_at[index] = (lerp(start[0], end[0], p), lerp(start[1], end[1], p))
                if not event.seen_after:  # gone before it is over the dark square
                    sprite.alpha = int(255 * max(0.0, 1 - 2 * p))

            self.spirit_at[index] = start
            self.timeline.add(GLIDE_S, glide, at=at, ease=ease_in_out)
        else:
            def appear(p: float) -> None:
                sprite.visible = True
                self.spirit_at[index] = end
                sprite.alpha = int(255 * p)

            self.timeline.add(GLIDE_S, appear, at=at, ease=ease_in_out)

    def _spawn(self, event: MonsterSpawned, at: float) -> None:
        if not event.seen:
            return
        sprite, index = self._spirit(event.monster), event.monster
        self.app.audio.play("monster")

        def rise(p: float) -> None:
            sprite.visible = True
            self.spirit_at[index] = self.board.center(event.at)
            sprite.alpha = int(255 * p)

        self.timeline.add(0.4, rise, at=at, ease=ease_out_cubic)

    def _heard(self, at: float) -> None:
        """Something moved where the player cannot see: a low sound, a line, a cold shimmer."""
        self.app.audio.play("monster", pitch=0.6)
        self.say("You hear something move in the dark...", 2.0)

        def shimmer(p: float) -> None:
            self.shimmer.alpha = int(70 * math.sin(math.pi * p))

        self.timeline.add(0.8, shimmer, at=at, ease=ease_in_out)

    def _win(self, at: float) -> None:
        def burst(p: float) -> None:
            self.burst.alpha = int(255 * math.sin(math.pi * p))
            self.burst.scale = 0.5 + 2.5 * p

        self.timeline.add(END_S, burst, at=at, ease=ease_out_cubic)

    def _catch(self, at: float) -> None:
        def fade(p: float) -> None:
            green_blue = int(255 * (1 - 0.7 * p))
            self.raider.color = (255, green_blue, green_blue, int(255 * (1 - 0.45 * p)))
            self.raider.scale = 0.5 * (1 - 0.25 * p)

        self.timeline.call(at, lambda: self.app.audio.play("lose"))
        self.timeline.add(END_S, fade, at=at, ease=ease_in_out)

    def refused(self, move, reason: str) -> None:
        """A wall in the way: say so, and bump the raider against it."""
        super().refused(move, reason)
        dx, dy = OFFSETS.get(getattr(move, "direction", ""), (0, 0))
        reach = self.board.cell * 0.14

        def bump(p: float) -> None:
            k = math.sin(math.pi * p) * reach
            self.bump = (dx * k, -dy * k)

        self.timeline.add(0.18, bump, ease=ease_out_cubic)

    # -- hints ----------------------------------------------------------------------------------------
    def no_hint(self) -> None:
        """The hint search found no way out: say so."""
        self.say("No way out is left from here: Esc, then Restart, tries the room again.", 5.0)

    def show_hint(self, move) -> None:
        """Ring the square to walk to (or the raider's own, to wait)."""
        player = self.state.player
        if isinstance(move, Step):
            dx, dy = OFFSETS[move.direction]
            self.hinted = (player[0] + dx, player[1] + dy)
            self.say(f"Hint: walk {WORDS[move.direction]}.", 4.0)
        else:
            self.hinted = player
            self.say("Hint: wait a turn.", 4.0)

    def clear_hint(self) -> None:
        """Hide the hint ring."""
        self.hinted = None

    # -- input ----------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows or WASD walk; Space or period waits."""
        if symbol in KEYS:
            self.play_move(Step(KEYS[symbol]))
        elif symbol in WAIT_KEYS:
            self.play_move(Wait())
        else:
            return False
        return True

    def _clickable(self, cell: Cell | None) -> bool:
        player = self.state.player
        return cell is not None and (cell == player or _direction(player, cell) is not None)

    def pointer_move(self, x: float, y: float) -> None:
        """Ring the neighbouring square under the pointer (or the raider's own: wait)."""
        cell = self.board.cell_at(x, y)
        self.hover = cell if self._clickable(cell) and not self.ended else None

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click on a neighbouring square walks there; on the raider waits."""
        cell = self.board.cell_at(x, y)
        if cell is None or self.ended:
            return
        player = self.state.player
        if cell == player:
            self.play_move(Wait())
        elif _direction(player, cell) is not None:
            self.play_move(Step(_direction(player, cell)))
        else:
            self.say("Click a square next to you to walk there, or yourself to wait.")
        self.pointer_move(x, y)

    # -- the end of a room ---------------------------------------------------------------------------------
    def score_key(self) -> str:
        """Best scores are kept per room."""
        return self.state.room.name

    def _next_record(self):
        if 0 <= self.index < len(self.records) - 1:
            return self.records[self.index + 1]
        return None

    def game_over(self, status: Status) -> None:
        """Won: record the score and the campaign progress, offer the next room. Lost: say how."""
        turns = self.state.turns
        following = self._next_record()
        if self.replaying:
            title = "Replay over"
            lines = [f"{'Won' if status == Status.WON else 'Lost'} in {turns} turns."]
            self.app.show_result(self, title, lines, [("Menu", self.app.to_menu)], won=status == Status.WON)
            return
        if status == Status.WON:
            title = "Room cleared!" if following or self.index < 0 else "Campaign complete!"
            lines = [f"Out with the loot in {turns} turns."]
            if self.index >= 0:  # a campaign room (not one built by a test or a tool)
                name = self.score_key()
                new_best = self.app.record_result(GAME_ID, name, RULES.score(self.state))
                record_win(self.app, name)
                lines.append("A new best!" if new_best else f"Best: {best_turns(self.app.profile, name)} turns.")
            if following:
                lines.append(f"Next: {following.title}")
        else:
            title = "Caught!"
            how = ("You walked into a spirit" if self.lost and self.lost.cause == "walked_into"
                   else "A spirit caught you")
            lines = [f"{how} on turn {turns}.", "The spirits always move the same way: try another path."]
        actions = [("Retry", self.retry)]
        if following and is_open(self.app.profile, self.records, self.index + 1):
            # after a win the next room comes first (focused); after a loss, trying again does
            actions.insert(len(actions) if status != Status.WON else 0,
                           ("Next room", lambda: self.next_room(following.name)))
        actions.append(("Menu", self.app.to_menu))
        self.app.show_result(self, title, lines, actions, won=status == Status.WON)

    def retry(self) -> None:
        """The same room again from S."""
        self.app.pop()  # the result overlay
        self.restart()

    def next_room(self, name: str) -> None:
        """The next room of the campaign, in a new scene."""
        self.app.pop()  # the result overlay
        self.app.replace(create_view(self.app, Session(RULES, Params(room=name), 0, find_room(name))))

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Flames flicker, spirits bob, marks pulse; the raider follows its tween."""
        t, c = self.age, self.board.cell
        for n, (torch, (_, glow, flame)) in enumerate(self.torch_light.items()):
            if flame.alpha > 200:  # burning (not still igniting)
                wobble = _flicker(t, n * 1.7)
                flame.scale = 0.5 * (1 + 0.08 * wobble)
                flame.alpha = int(225 + 30 * wobble)
                flame.center_y = self.board.center(torch)[1] + c * (0.16 + 0.02 * wobble)
                glow.alpha = int(110 + 25 * _flicker(t * 0.7, n + 0.5))
        for n, sprite in enumerate(self.spirits):
            x, y = self.spirit_at[n]
            sprite.position = (x, y + c * 0.05 * math.sin(t * 2.6 + n * 1.9))
            sprite.angle = 4 * math.sin(t * 1.7 + n)
        x, y = self.raider_at
        self.raider.position = (x + self.bump[0], y + self.bump[1])
        self.carried.position = (x + c * 0.26, y + c * 0.26 + c * 0.03 * math.sin(t * 4))
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        self._ring(self.hover_ring, self.hover, 90 + 40 * pulse)
        self._ring(self.hint_ring, self.hinted, 140 + 110 * pulse)
        self.exit_ring.alpha = int(120 + 120 * pulse) if self.carried.alpha and not self.ended else 0

    def _ring(self, sprite: arcade.Sprite, cell: Cell | None, alpha: float) -> None:
        if cell is None or self.replaying:
            sprite.alpha = 0
            return
        sprite.position = self.board.center(cell)
        sprite.alpha = int(alpha)

    def draw_game(self) -> None:
        """Backdrop, floor, light, loot and spirits, fog, walls and braziers, the top layer, the HUD."""
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        self.floor.draw(pixelated=exact)  # 1:1 pictures: nearest sampling is exact, and cheaper
        self.light.draw(pixelated=exact)
        self.glows.draw(blend_function=self.window.ctx.BLEND_ADDITIVE)
        if self.burst.alpha:
            self.bursts.draw(blend_function=self.window.ctx.BLEND_ADDITIVE)
        self.under.draw()
        self.fog.draw(pixelated=exact)
        self.fixtures.draw()
        self.flames.draw()
        self.top.draw()
        self.over.draw()
        if self.shimmer.alpha:
            self.shimmers.draw()
        self.loot_icon.draw()
        self.batch.draw()


# -- the room list -----------------------------------------------------------------------------------------
class RoomButton(Button):
    """A room in the list: number and title on the left, the best turns (or a lock) on the right."""

    def __init__(self, label: str, note: str, left: float, bottom: float, width: float, height: float,
                 on_click, *, won: bool) -> None:
        self.note = arcade.Text(note, 0, 0, theme.GOOD if won else theme.TEXT_DIM, 13,
                                font_name=theme.BODY_FONT, anchor_x="right", anchor_y="center")
        super().__init__(label, left, bottom, width, height, on_click, font_size=16)
        self.text.anchor_x = "left"
        self.move_to(left, bottom)

    def move_to(self, left: float, bottom: float) -> None:
        """Place the label at the left and the note at the right."""
        super().move_to(left, bottom)
        self.text.x = left + 20
        self.note.x, self.note.y = left + self.width - 18, bottom + self.height / 2

    def draw(self) -> None:
        """The button, then the note."""
        super().draw()
        self.note.draw()


class RoomSelectScene(MenuScene):
    """The campaign's rooms in order: open ones can be played, the next one opens on a win. The
    focused room's map and intro show on the right."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.records = campaign()
        self.heading = arcade.Text("Romb Raider: choose a room", 60, 668, theme.TEXT, 26,
                                   font_name=theme.HEADING_FONT, anchor_y="top")
        self.keys = arcade.Text("Up/Down: room   Enter: play   Esc: back", 60, 26, theme.TEXT_DIM, 13,
                                font_name=theme.BODY_FONT)
        count = max(1, len(self.records))
        step = min(62, 560 / count)
        height = step - 8
        won = won_rooms(app.profile)
        fresh = []
        for i, record in enumerate(self.records):
            open_ = is_open(app.profile, self.records, i)
            best = best_turns(app.profile, record.name)
            note = (f"best {best} turns" if best is not None else "won") if record.name in won else (
                "new" if open_ else "locked")
            button = RoomButton(f"{i + 1}.  {record.title}", note, 60, 600 - (i + 1) * step, 520, height,
                                lambda name=record.name: self.play(name), won=record.name in won)
            button.enabled = open_
            self.menu.widgets.append(button)
            if open_ and record.name not in won:
                fresh.append(i)
        self.menu.focus(fresh[0] if fresh else 0)  # the room to play next
        self.backdrop = arcade.SpriteList()
        self.backdrop.append(_sprite(backdrop_texture(), (theme.WIDTH / 2, theme.HEIGHT / 2), 1))
        self.map = arcade.SpriteList()
        self.map_sprite = arcade.Sprite(center_x=900, center_y=395)
        self.map.append(self.map_sprite)
        self.title = arcade.Text("", 900, 596, theme.ACCENT, 20, font_name=theme.HEADING_FONT,
                                 anchor_x="center", anchor_y="top")
        self.intro = arcade.Text("", 664, 232, theme.TEXT, 14, font_name=theme.BODY_FONT, multiline=True,
                                 width=480, anchor_y="top")
        self.facts = arcade.Text("", 900, 556, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT, anchor_x="center",
                                anchor_y="top")
        self.shown = -1

    def play(self, name: str) -> None:
        """Start a room (replacing this list, so Esc in the game's menu leads back to Game Select)."""
        self.app.audio.play("select")
        self.app.replace(create_view(self.app, Session(RULES, Params(room=name), 0, find_room(name))))

    def update(self, dt: float) -> None:
        """Widgets, and the preview of the focused room."""
        super().update(dt)
        if self.records and self.shown != self.menu.index:
            self.shown = self.menu.index
            record = self.records[self.shown]
            room = record.room()
            self.map_sprite.texture = map_texture(room, min(56, 460 // room.width, 260 // room.height))
            self.map_sprite.scale = 1
            self.title.text = record.title
            torches = {0: "no torches", 1: "1 torch"}.get(len(room.torches), f"{len(room.torches)} torches")
            self.facts.text = f"{room.width} x {room.height} squares, {torches}"
            self.intro.text = record.intro

    def draw(self) -> None:
        """Heading, the list, the preview panel."""
        self.backdrop.draw()
        self.heading.draw()
        draw_panel(640, 60, 520, 560, color=(28, 25, 36))
        if self.records:
            self.map.draw()
            self.title.draw()
            self.facts.draw()
            self.intro.draw()
        super().draw()
        self.keys.draw()


# -- entry points used by the app, shots and the benchmark -------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the room, for the Game Select card (tools/shots.py).
CARD_CROP = (240, 28, 800, 630)


def create_view(app, session: Session, replay_moves=None) -> RombScene:
    """The scene for a session of Romb Raider (or a replay of its moves)."""
    return RombScene(app, session, replay_moves)


def create_setup(app) -> RoomSelectScene:
    """The room list shown by Game Select's "New game"."""
    return RoomSelectScene(app)


SHOT_ROOM, SHOT_TURNS = "long-hall", 13


@lru_cache(maxsize=None)
def _shortest_win(room: str) -> tuple:
    """The shortest win of a shipped room (searched once)."""
    return tuple(solve(Session(RULES, Params(room=room), 0, find_room(room)).state))


def _winning_session(room: str, turns: int) -> Session:
    """A shipped room, `turns` moves into its shortest win."""
    session = Session(RULES, Params(room=room), 0, find_room(room))
    for move in _shortest_win(room)[:turns]:
        session.play(move)
    return session


def shot_session() -> Session:
    """The Long Hall, 13 turns into its shortest win: a torch lit, a spirit in view beside the raider."""
    return _winning_session(SHOT_ROOM, SHOT_TURNS)


@lru_cache(maxsize=1)
def _shot_state() -> State:
    return shot_session().state


def bench_actions(scene: RombScene, frame_index: int) -> None:
    """Keep the fog fading: whenever the scene is still, put the shot position back and animate a
    step (west or south in turn), each uncovering and covering squares (no save, no end of turn)."""
    if scene.timeline.busy:
        return
    session = Session.from_state(RULES, _shot_state())
    scene.session = session
    scene.sync()
    scene.animate(session.play(Step("W" if frame_index % 2 == 0 else "S")))


# -- How to Play pictures (tools/shots.py) ------------------------------------------------------------------
@lru_cache(maxsize=None)
def _room_crop(room: str) -> tuple[float, float, float, float]:
    """A design-space box (left, bottom, width, height) round a shipped room and its outer wall (the
    card's crop if the room cannot be read)."""
    try:
        board = Board.fit(find_room(room))
    except ContentError:
        return CARD_CROP
    margin = 24
    return (board.left - margin, board.bottom - margin, board.width * board.cell + 2 * margin,
            board.height * board.cell + 2 * margin)


def _shot(room: str, turns: int, setup: Callable[[RombScene], None] | None = None) -> Shot:
    """A picture of a shipped room `turns` moves into its shortest win, cropped round the room."""
    return Shot(lambda: _winning_session(room, turns), _room_crop(room), setup)


def _show_hint(scene: RombScene) -> None:
    """Ring the next move of the way out, as the idle hint does."""
    scene.show_hint(hint(scene.rules, scene.state, 0, Budget(HINT_NODES)))


def howto_shots() -> dict[str, Shot]:
    """The How to Play pictures: the first room at the start, dark but for S, G and the raider's 3x3
    ("fog"); a lit torch's 3x3 in the second room ("torch"); the spirit that rose from S held back
    by a wall the raider can see ("walls"); the loot taken, S ringed green and the hint's gold ring
    on the way back ("loot")."""
    return {
        "fog": _shot("first-steps", 0),
        "torch": _shot("torchlight", 6),
        "walls": _shot("first-steps", 14),
        "loot": _shot("torchlight", 10, _show_hint),
    }
