"""Romb Raider's scene: a dark stone room seen from above, the fog fading in and out around the raider.

What the player sees: the room's title and intro at the top, the turn counter and the loot on the
right (`hud.py`); the room (scaled to fit, centred) as stone slabs with thick dark walls on square
edges; S (steps down, the way out), G (a ruby on a pedestal) and the torches (iron braziers). Squares
the player cannot see are dark: each square's darkness is tweened (its slab shaded, a soft rim on
lighter neighbours), so squares fade in and out as the raider walks. A lit torch flickers and tints
its 3x3 warm. Spirits are drawn only where `observe()` puts them, gliding square to square; a move in
the dark is only heard (a low sound, a line of text, a cold shimmer round the room), never placed.

Drawing is a few SpriteLists (slabs, torchlight, the fog's rims, walls, the fixtures: steps, loot,
braziers; the top: flames, rings, raider, spirits; the HUD's pictures) and one pyglet batch of
texts; a frame changes sprite properties, never rebuilds a list. Filling pixels is what costs in
software rendering, and a sprite at alpha 0 still fills its pixels, so a sprite that would not change
the picture leaves its list (see `_refresh`), and the background is the fog's own colour.

Input and hints are in `controls.py`, the walls and braziers as the fog reveals them in
`map_view.py`, the HUD and the end of a room in `hud.py`, the room list
(`create_setup`) in `setup.py`, prepared situations in `shots.py`, textures in `looks.py`.
"""

from __future__ import annotations

import math

import arcade

from game.core.session import Session
from game.romb import art
from game.romb.pure.campaign import GAME_ID, campaign
from game.romb.pure.content import Cell
from game.romb.controls import OFFSETS, RombControls
from game.romb.hud import RombHud
from game.romb.looks import (FOG_ALPHA, FOG_SIDES, LIT_TINT, LIT_TINT_ALPHA, SHIMMER_COLOR, around, fit_board,
                             flat_texture, flicker, fog_spill, frame_textures, sprite_at, texture)
from game.romb.map_view import RombMap
from game.romb.pure.rules import (RULES, Covered, LootTaken, Lost, MonsterHeard, MonsterMoved, MonsterSpawned, Moved,
                             Revealed, TorchLit, Waited, Won)
from game.romb.setup import RoomSelectScene, create_setup
from game.romb.spirits import FADE_S, GLIDE_S, RombSpirits
from game.ui import theme
from game.ui.effects import flash
from game.ui.game_scene import GameScene
from game.ui.physics import Debris, dust_texture
from game.ui.sprites import blend, set_listed
from game.ui.tween import ease_in_out, ease_out_cubic, lerp

__all__ = ["CARD_CROP", "FADE_S", "RombScene", "RoomSelectScene", "create_setup", "create_view"]

# -- timing (seconds at animation speed 1) ------------------------------------------------------------------
STEP_S = 0.15
END_S = 0.7
#: Dust where a spirit appears: the pool of pieces (a puff's size and colour are in `spirits.py`).
DUST_POOL = 48


class RombScene(RombControls, RombHud, RombMap, RombSpirits, GameScene):
    """Romb Raider in play (or in replay)."""

    game_id = GAME_ID
    background = art.FOG  # so a dark square needs no sprite at all: fog over it is the same colour

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        room = self.view()  # the outline only: walls and torches come square by square as seen
        self.records = campaign()
        names = [r.name for r in self.records]
        self.index = names.index(room.name) if room.name in names else -1
        record = self.records[self.index] if self.index >= 0 else None
        self.board = board = fit_board(room)
        self.remembered: set = set()    # walls and torches seen before (the "remember the map" assist)
        self.assisted = False           # the assist was on at some point of this room
        c = board.cell
        self.lost: Lost | None = None
        self.hover: Cell | None = None
        self.hinted: Cell | None = None

        # Slabs and the fog's rims are drawn 1:1 from 1x textures. Pixels cost the most in software
        # rendering, so a square's darkness is its slab's shade (no sprite over it): the slab leaves
        # its list at full dark (the background is the fog's colour), and of the fog only the soft
        # rim a square casts on lighter neighbours is drawn.
        self.floor = arcade.SpriteList()
        self.floor.blend = False  # opaque slabs: no blending is a cheaper fill
        self.fog = arcade.SpriteList()
        self.slab_at: dict[Cell, arcade.Sprite] = {}
        self.fog_at: dict[Cell, int] = {}  # each square's darkness: 0 clear .. FOG_ALPHA dark
        self.rim_at: dict[Cell, dict[str, arcade.Sprite]] = {}  # a square's soft rim, side by side
        spill = fog_spill(c)
        for y in range(room.height):
            for x in range(room.width):
                at = board.center((x, y))
                slab = sprite_at(texture("slab", c, (x * 7 + y * 13 + (x * y) % 5) % 4), at, scale=1)
                slab.angle = 180 * ((x + 2 * y) % 2)
                self.slab_at[(x, y)] = slab
                self.fog_at[(x, y)] = -1  # not drawn yet: `sync` sets every square
                reach = (c + spill) / 2
                self.rim_at[(x, y)] = {
                    side: sprite_at(texture(f"fog-{side}", c), (at[0] + dx * reach, at[1] + dy * reach), 1, FOG_ALPHA)
                    for side, (_, (dx, dy)) in FOG_SIDES.items()}
        # a torch's light is added when it is lit: sprites at alpha 0 would still cost their pixels
        self.light = arcade.SpriteList()     # warm tints over lit 3x3s
        self.glows = arcade.SpriteList()     # drawn additively: the flames' glow
        self.torch_light: dict[Cell, tuple[arcade.Sprite, arcade.Sprite, arcade.Sprite]] = {}
        self.burst = sprite_at(texture("glow", c), board.center(room.start), alpha=0)
        self.bursts = arcade.SpriteList()
        self.bursts.append(self.burst)

        # over the fog: the walls, then the fixtures (both 1:1): the steps out, G's pedestal and the
        # loot on it, the braziers (made when first seen)
        self.walls = arcade.SpriteList()
        self.fixtures = arcade.SpriteList()
        self.gem = sprite_at(flat_texture("gem", c), board.center(room.goal), 1)
        self.fixtures.extend((sprite_at(flat_texture("stairs", c), board.center(room.start), 1),
                              sprite_at(flat_texture("pedestal", c), board.center(room.goal), 1), self.gem))
        self._build_outer_walls()
        self.wall_at: dict[tuple[Cell, Cell], arcade.Sprite] = {}  # made when first seen
        self.braziers: dict[Cell, arcade.Sprite] = {}

        # the marks: the torches' flames (when lit), the rings and the spirits' next steps (each listed
        # only while it shows; appended and removed, never inserted: arcade's SpriteList.insert does
        # not mark its draw order changed, so an inserted sprite was not drawn until some other
        # sprite came or went, and the idle hint's ring never showed); then the top: the raider and
        # the carried loot, then the spirits in sight (over the raider, to catch it)
        self.marks = arcade.SpriteList()
        self.step_marks: list[arcade.Sprite] = []
        self.top = arcade.SpriteList()
        self.hover_ring = sprite_at(texture("ring", c), alpha=0)
        self.hint_ring = sprite_at(texture("ring", c), alpha=0)
        self.hint_ring.color = (*theme.ACCENT, 0)
        self.exit_ring = sprite_at(texture("ring", c), board.center(room.start), alpha=0)
        self.exit_ring.color = (*theme.GOOD, 0)
        self.raider = sprite_at(texture("raider", c))
        self.carried = sprite_at(texture("gem", c), scale=0.3, alpha=0)
        # the shimmer: four glowing strips hugging the outer wall (from 24 pixels outside it inwards)
        edges = {"n": (board.middle[0], board.top - 12), "s": (board.middle[0], board.bottom + 12),
                 "w": (board.left + 12, board.middle[1]), "e": (board.right - 12, board.middle[1])}
        strips = frame_textures(board.width, board.height, 24)
        self.shimmer = [sprite_at(strips[side], at, 4, alpha=0) for side, at in edges.items()]
        for strip in self.shimmer:
            strip.color = (*SHIMMER_COLOR, 0)
        self.top.extend((self.raider, self.carried))
        self.shimmers = arcade.SpriteList()
        self.shimmers.extend(self.shimmer)
        self.spirits: list[arcade.Sprite] = []
        # dust thrown up where a spirit appears in sight, drifting and bouncing off the room's walls
        self.dust = Debris(dust_texture(), DUST_POOL, gravity=(0, 0), damping=0.2, speed=(30, 110),
                           lift=0, spin=2.5, life=(0.6, 1.0), size=(0.45, 0.8), radius=6, bounce=0.35, seed=5)
        self.dust.frame(board.left, board.bottom, board.right, board.top)
        self.spirit_at: list[tuple[float, float]] = []
        self.raider_at = board.center(room.start)
        self.bump = (0.0, 0.0)
        self._build_hud(f"Room {self.index + 1}: {record.title}" if record else room.name,
                        record.intro if record else "")
        self.sync()

    # -- visuals from the state -------------------------------------------------------------------------
    def view(self):
        """What the rules let the player see (the only source of drawn spirits)."""
        return RULES.observe(self.state, 0)

    def sync(self) -> None:
        """Fog, light, torches, loot, raider and spirits exactly as the state shows them."""
        view = self.view()
        shown = set(view.uncovered)
        changed = set()
        for cell, fog in self.fog_at.items():
            alpha = 0 if cell in shown else FOG_ALPHA
            if fog != alpha:
                self.fog_at[cell] = alpha
                changed.update(near for near in around(cell) if near in self.fog_at)
        for cell in changed:  # only round the squares that changed: the rest is as it was
            self._refresh(cell)
        for torch in set(self.torch_light) - set(view.torches_lit):  # (a restart) its light goes
            for sprite in self.torch_light.pop(torch):
                sprite.remove_from_sprite_lists()
        for torch in view.torches_lit:  # lit torches are no secret: their light is seen
            self._torch_light(torch, 1.0)
        self._remember_history()
        self._show_map(view)
        self.raider_at = self.board.center(view.player)
        self.raider.alpha, self.raider.color = 255, (255, 255, 255, 255)
        self.bump = (0.0, 0.0)
        self.gem.alpha = 0 if view.has_loot else 255
        self.carried.alpha = 255 if view.has_loot else 0
        self.burst.alpha = 0
        for strip in self.shimmer:
            strip.alpha = 0
        self._place_spirits(view)
        self.lost = None
        self.dust.clear()
        self._show_hud(view.turns, view.has_loot)

    def _torch_light(self, torch: Cell, strength: float) -> None:
        """A lit torch's warm tint, glow and flame at a strength in 0..1 (made when first lit)."""
        if torch not in self.torch_light:
            c, at = self.board.cell, self.board.center(torch)
            # the tint over the lit squares only: a 3x3 cut where the room's edge cuts it
            room_w, room_h = round(self.board.width / c), round(self.board.height / c)
            xs = [x for x in (torch[0] - 1, torch[0], torch[0] + 1) if 0 <= x < room_w]
            ys = [y for y in (torch[1] - 1, torch[1], torch[1] + 1) if 0 <= y < room_h]
            middle = self.board.center(((xs[0] + xs[-1]) / 2, (ys[0] + ys[-1]) / 2))
            tint = sprite_at(texture("light", c, len(xs) * 10 + len(ys)), middle, scale=1)
            tint.color = (*LIT_TINT, 0)
            # within the lit 3x3, about, and never past the outer wall (an additive glow over the dark
            # round the room read as light leaking through the wall): smaller by the room's edge
            x, y = torch
            edge = min(x + 0.5, room_w - x - 0.5, y + 0.5, room_h - y - 0.5)
            glow = sprite_at(texture("glow", c), at, scale=min(1.45, edge + 0.25))
            flame = sprite_at(texture("flame", c), at)
            self.light.append(tint)
            self.glows.append(glow)
            self.marks.append(flame)  # over its brazier, under the raider standing on it
            self.torch_light[torch] = (tint, glow, flame)
        tint, glow, flame = self.torch_light[torch]
        tint.alpha = int(LIT_TINT_ALPHA * strength)
        glow.alpha = int(150 * strength)
        flame.alpha = int(255 * min(1.0, strength * 2))

    # -- animation of a turn -----------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """The raider's step, the fog fading, torch and loot, the spirits gliding (or only heard),
        then the win or the catch."""
        view = self.view()
        after = STEP_S
        heard = 0
        self._hide_steps()
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
        self._show_map(view, FADE_S)
        self.timeline.call(self.timeline.end, lambda: self._place_spirits(self.view()))
        self._show_hud(view.turns, view.has_loot)

    def _walk(self, origin: Cell, to: Cell) -> None:
        start, end = self.board.center(origin), self.board.center(to)
        self.app.audio.play("step")

        def move(p: float) -> None:
            self.raider_at = blend(start, end, p)

        self.timeline.add(STEP_S, move, ease=ease_out_cubic)

    def _breathe(self) -> None:
        def pulse(p: float) -> None:
            self.raider.scale = 0.5 * (1 + 0.08 * math.sin(math.pi * p))

        self.timeline.add(STEP_S * 1.6, pulse, ease=ease_in_out)

    def _set_fog(self, cell: Cell, alpha: int) -> None:
        """Set a square's fog (0 clear .. FOG_ALPHA dark) and refresh the lists around it."""
        self.fog_at[cell] = alpha
        for near in around(cell):
            if near in self.fog_at:
                self._refresh(near)

    def _refresh(self, cell: Cell) -> None:
        """A square's darkness as drawn: its slab shaded towards black (fog over it would cost its
        pixels again) and out of its list at full dark; its soft rim, side by side, only where it
        falls on a neighbour that is not dark (over the dark it would paint the background's colour)."""
        alpha = self.fog_at[cell]
        slab = self.slab_at[cell]
        set_listed(slab, self.floor, alpha < FOG_ALPHA)
        shade = 255 - alpha
        if slab.color[0] != shade:
            slab.color = (shade, shade, shade, 255)
        for side, sprite in self.rim_at[cell].items():
            near = [self.fog_at.get((cell[0] + dx, cell[1] + dy), FOG_ALPHA) for dx, dy in FOG_SIDES[side][0]]
            listed = alpha > 0 and min(near) < FOG_ALPHA
            set_listed(sprite, self.fog, listed)
            if listed and sprite.alpha != alpha:
                sprite.alpha = alpha

    def _fade(self, cells, target: int) -> None:
        starts = [(cell, self.fog_at[cell]) for cell in cells]

        def fade(p: float) -> None:
            for cell, start in starts:
                self._set_fog(cell, int(lerp(start, target, p)))

        self.timeline.add(FADE_S, fade, ease=ease_in_out)

    def _light(self, event: TorchLit) -> None:
        self.app.audio.play("torch")
        self._brazier(event.torch).texture = flat_texture("brazier", self.board.cell, 1)
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
        self.say("Gem taken! A second spirit rises from the steps. Get back out!", 4.0)

    def _win(self, at: float) -> None:
        flash(self.timeline, self.burst, END_S, at=at, ease=ease_out_cubic, swell=(0.5, 2.5))

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

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Flames flicker, spirits bob, marks pulse; the raider follows its tween."""
        t, c = self.age, self.board.cell
        self.dust.update(dt * self.app.settings.animation_speed)
        for n, (torch, (_, glow, flame)) in enumerate(self.torch_light.items()):
            if flame.alpha > 200:  # burning (not still igniting)
                wobble = flicker(t, n * 1.7)
                flame.scale = 0.5 * (1 + 0.08 * wobble)
                flame.alpha = int(225 + 30 * wobble)
                flame.center_y = self.board.center(torch)[1] + c * (0.16 + 0.02 * wobble)
                glow.alpha = int(140 + 30 * flicker(t * 0.7, n + 0.5))
        for n, sprite in enumerate(self.spirits):
            x, y = self.spirit_at[n]
            sprite.position = (x, y + c * 0.05 * math.sin(t * 2.6 + n * 1.9))
            sprite.angle = 4 * math.sin(t * 1.7 + n)
            set_listed(sprite, self.top, sprite.visible and sprite.alpha > 0)  # unseen: no pixels
        x, y = self.raider_at
        self.raider.position = (x + self.bump[0], y + self.bump[1])
        self.carried.position = (x + c * 0.26, y + c * 0.26 + c * 0.03 * math.sin(t * 4))
        set_listed(self.carried, self.top, self.carried.alpha > 0)  # the loot in hand, once taken
        set_listed(self.gem, self.fixtures, self.gem.alpha > 0)     # the loot on G, until then
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        self._ring(self.hover_ring, self.hover, 90 + 40 * pulse)
        self._ring(self.hint_ring, self.hinted, 140 + 110 * pulse)
        self._pulse_steps(pulse)
        self.exit_ring.alpha = int(120 + 120 * pulse) if self.carried.alpha and not self.ended else 0
        self._mark(self.exit_ring, self.exit_ring.alpha > 0)

    def _ring(self, sprite: arcade.Sprite, cell: Cell | None, alpha: float) -> None:
        """A ring on a square, pulsing at `alpha`, or out of its list (an unseen sprite still costs
        its pixels)."""
        shown = cell is not None and not self.replaying
        self._mark(sprite, shown)
        if shown:
            sprite.position = self.board.center(cell)
            sprite.alpha = int(alpha)

    def _mark(self, ring: arcade.Sprite, shown: bool) -> None:
        """A ring among the marks, under the raider and the spirits, only while it shows."""
        set_listed(ring, self.marks, shown)

    def draw_game(self) -> None:
        """Floor, light and glows, fog, walls, fixtures (steps, loot, braziers), the top layer
        (flames, rings, raider, spirits), dust, the HUD: few lists, each drawn once."""
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        self.floor.draw(pixelated=exact)  # 1:1 pictures: nearest sampling is exact, and cheaper
        self.light.draw(pixelated=exact)
        self.glows.draw(blend_function=self.window.ctx.BLEND_ADDITIVE)
        if self.burst.alpha:
            self.bursts.draw(blend_function=self.window.ctx.BLEND_ADDITIVE)
        self.fog.draw(pixelated=exact)
        self.walls.draw(pixelated=exact)
        self.fixtures.draw(pixelated=exact)
        self.marks.draw()
        self.top.draw()
        self.dust.draw()
        if self.shimmer[0].alpha:
            self.shimmers.draw()
        self.hud_sprites.draw()
        self.batch.draw()


# -- the app's entry point ----------------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the room, for the Game Select card (tools/shots.py).
CARD_CROP = (240, 28, 800, 630)


def create_view(app, session: Session, replay_moves=None) -> RombScene:
    """The scene for a session of Romb Raider (or a replay of its moves)."""
    return RombScene(app, session, replay_moves)
