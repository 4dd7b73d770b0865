"""Romb Raider's board view: the dark stone room seen from above, exactly as the player's view shows it.

Stone slabs with thick dark walls on square edges; S (steps down, the way out), G (a ruby on a
pedestal) and the torches (iron braziers). Squares the player cannot see are dark: each square's
darkness is tweened (its slab shaded, a soft rim on lighter neighbours), so squares fade in and out
as the raider walks. A lit torch flickers and tints its 3x3 warm. The walls and braziers are the
`MapView`'s, the spirits the `Spirits`' (both parts of this view).

Drawing is a few SpriteLists (slabs, torchlight, the fog's rims, walls, the fixtures: steps, loot,
braziers; the top: flames, rings, raider, spirits); a frame changes sprite properties, never
rebuilds a list. Filling pixels is what costs in software rendering, and a sprite at alpha 0 still
fills its pixels, so a sprite that would not change the picture leaves its list (see `_refresh`),
and the background is the fog's own colour.

`sync(view)` draws one view with no animation; the story (`story.py`) calls the rest to animate a
turn."""

from __future__ import annotations

import math

import arcade

from game.romb.map_view import MapView
from game.romb.pure.content import Cell
from game.romb.pure.rules import View
from game.romb.spirits import FADE_S, Spirits
from game.romb.textures import (
    FOG_ALPHA,
    FOG_SIDES,
    LIT_TINT,
    LIT_TINT_ALPHA,
    SHIMMER_COLOR,
    around,
    flat_texture,
    flicker,
    fog_spill,
    frame_textures,
    sprite_at,
    texture,
)
from game.ui import theme
from game.ui.board import BoardGeometry
from game.ui.effects import flash
from game.ui.physics import Debris, dust_texture
from game.ui.sprites import blend, set_listed
from game.ui.tween import Timeline, ease_in_out, ease_out_cubic, lerp

# -- timing (seconds at animation speed 1) ------------------------------------------------------------------
STEP_S = 0.15
END_S = 0.7
#: Dust where a spirit appears: the pool of pieces (a puff's size and colour are in `spirits.py`).
DUST_POOL = 48


class BoardView:
    """The room's sprites, from the player's view."""

    def __init__(self, board: BoardGeometry, room: View, timeline: Timeline, app, say) -> None:
        """`room`: the first view (the outline only: walls and torches come square by square as seen)."""
        self.board = board
        self.timeline = timeline
        self.audio = app.audio
        self.settings = app.settings
        self.say = say
        c = board.cell

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
        self.map = MapView(board, self.walls, self.fixtures, timeline, self.settings)

        # the marks: the torches' flames (when lit), the rings and the spirits' next steps (each listed
        # only while it shows; appended and removed, never inserted: arcade's SpriteList.insert does
        # not mark its draw order changed, so an inserted sprite was not drawn until some other
        # sprite came or went, and the idle hint's ring never showed); then the top: the raider and
        # the carried loot, then the spirits in sight (over the raider, to catch it)
        self.marks = arcade.SpriteList()
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
        # dust thrown up where a spirit appears in sight, drifting and bouncing off the room's walls
        self.dust = Debris(dust_texture(), DUST_POOL, gravity=(0, 0), damping=0.2, speed=(30, 110),
                           lift=0, spin=2.5, life=(0.6, 1.0), size=(0.45, 0.8), radius=6, bounce=0.35, seed=5)
        self.dust.frame(board.left, board.bottom, board.right, board.top)
        self.spirits = Spirits(board, self.top, self.marks, timeline, self.dust, self.shimmer, self.audio, say)
        self.raider_at = board.center(room.start)
        self.bump = (0.0, 0.0)

    # -- one view, no animation --------------------------------------------------------------------------
    def sync(self, view: View) -> None:
        """Fog, light, torches, loot, raider and spirits exactly as the view shows them."""
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
        self.map.show(view)
        self.raider_at = self.board.center(view.player)
        self.raider.alpha, self.raider.color = 255, (255, 255, 255, 255)
        self.bump = (0.0, 0.0)
        self.gem.alpha = 0 if view.has_loot else 255
        self.carried.alpha = 255 if view.has_loot else 0
        self.burst.alpha = 0
        for strip in self.shimmer:
            strip.alpha = 0
        self.spirits.place(view)
        self.dust.clear()

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

    # -- pieces of a turn's animation (the story queues them) -----------------------------------------------
    def walk(self, origin: Cell, to: Cell) -> None:
        """The raider steps from one square to the next."""
        start, end = self.board.center(origin), self.board.center(to)
        self.audio.play("step")

        def move(p: float) -> None:
            self.raider_at = blend(start, end, p)

        self.timeline.add(STEP_S, move, ease=ease_out_cubic)

    def breathe(self) -> None:
        """The raider waits a turn: a breath."""
        def pulse(p: float) -> None:
            self.raider.scale = 0.5 * (1 + 0.08 * math.sin(math.pi * p))

        self.timeline.add(STEP_S * 1.6, pulse, ease=ease_in_out)

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

    def fade(self, cells, target: int) -> None:
        """Squares fade into the fog (`target` FOG_ALPHA) or out of it (0)."""
        starts = [(cell, self.fog_at[cell]) for cell in cells]
        # each square round them refreshed once a frame (a square beside two fading ones was twice)
        touched = {near for cell, _ in starts for near in around(cell) if near in self.fog_at}

        def fade(p: float) -> None:
            for cell, start in starts:
                self.fog_at[cell] = int(lerp(start, target, p))
            for cell in touched:
                self._refresh(cell)

        self.timeline.add(FADE_S, fade, ease=ease_in_out)

    def light_torch(self, torch: Cell) -> None:
        """A torch catches fire."""
        self.audio.play("torch")
        self.map.brazier(torch).texture = flat_texture("brazier", self.board.cell, 1)
        self.timeline.add(0.4, lambda p: self._torch_light(torch, p), ease=ease_out_cubic)
        self.say("The torch is lit: no spirit will enter its light.")

    def take_loot(self) -> None:
        """The gem leaves its pedestal for the raider's hand."""
        self.audio.play("award")
        start = self.gem.position

        def lift(p: float) -> None:
            self.gem.alpha = int(255 * (1 - p))
            self.gem.center_y = start[1] + self.board.cell * 0.4 * p
            self.carried.alpha = int(255 * p)

        self.timeline.add(0.3, lift, at=STEP_S, ease=ease_out_cubic)
        self.say("Gem taken! A second spirit rises from the steps. Get back out!", 4.0)

    def win(self, at: float) -> None:
        """Out with the gem: a burst of light on the steps."""
        flash(self.timeline, self.burst, END_S, at=at, ease=ease_out_cubic, swell=(0.5, 2.5))

    def catch(self, at: float) -> None:
        """Caught: the raider pales and shrinks."""
        def fade(p: float) -> None:
            green_blue = int(255 * (1 - 0.7 * p))
            self.raider.color = (255, green_blue, green_blue, int(255 * (1 - 0.45 * p)))
            self.raider.scale = 0.5 * (1 - 0.25 * p)

        self.timeline.call(at, lambda: self.audio.play("lose"))
        self.timeline.add(END_S, fade, at=at, ease=ease_in_out)

    def bump_towards(self, dx: int, dy: int) -> None:
        """The raider bumps against a wall in the way (a grid step: x right, y down)."""
        reach = self.board.cell * 0.14

        def bump(p: float) -> None:
            k = math.sin(math.pi * p) * reach
            self.bump = (dx * k, -dy * k)

        self.timeline.add(0.18, bump, ease=ease_out_cubic)

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, t: float, dt: float, hover: Cell | None, hinted: Cell | None, *, replaying: bool,
               ended: bool) -> None:
        """Flames flicker, spirits bob, marks pulse; the raider follows its tween (`t`: the scene's
        age). `hover` and `hinted`: the squares to ring (none in a replay); the exit's ring stops at
        the end."""
        c = self.board.cell
        self.dust.update(dt * self.settings.animation_speed)
        for n, (torch, (_, glow, flame)) in enumerate(self.torch_light.items()):
            if flame.alpha > 200:  # burning (not still igniting)
                wobble = flicker(t, n * 1.7)
                flame.scale = 0.5 * (1 + 0.08 * wobble)
                flame.alpha = int(225 + 30 * wobble)
                flame.center_y = self.board.center(torch)[1] + c * (0.16 + 0.02 * wobble)
                glow.alpha = int(140 + 30 * flicker(t * 0.7, n + 0.5))
        self.spirits.bob(t)
        x, y = self.raider_at
        self.raider.position = (x + self.bump[0], y + self.bump[1])
        self.carried.position = (x + c * 0.26, y + c * 0.26 + c * 0.03 * math.sin(t * 4))
        set_listed(self.carried, self.top, self.carried.alpha > 0)  # the loot in hand, once taken
        set_listed(self.gem, self.fixtures, self.gem.alpha > 0)     # the loot on G, until then
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        self._ring(self.hover_ring, None if replaying else hover, 90 + 40 * pulse)
        self._ring(self.hint_ring, None if replaying else hinted, 140 + 110 * pulse)
        self.spirits.pulse_steps(pulse)
        self.exit_ring.alpha = int(120 + 120 * pulse) if self.carried.alpha and not ended else 0
        self._mark(self.exit_ring, self.exit_ring.alpha > 0)

    def _ring(self, sprite: arcade.Sprite, cell: Cell | None, alpha: float) -> None:
        """A ring on a square, pulsing at `alpha`, or out of its list (an unseen sprite still costs
        its pixels)."""
        shown = cell is not None
        self._mark(sprite, shown)
        if shown:
            sprite.position = self.board.center(cell)
            sprite.alpha = int(alpha)

    def _mark(self, ring: arcade.Sprite, shown: bool) -> None:
        """A ring among the marks, under the raider and the spirits, only while it shows."""
        set_listed(ring, self.marks, shown)

    def draw(self, exact: bool, additive) -> None:
        """Floor, light and glows, fog, walls, fixtures (steps, loot, braziers), the top layer
        (flames, rings, raider, spirits), dust: few lists, each drawn once. `exact`: the window is
        at the design size (1:1 pictures sample exactly, and cheaper, by nearest); `additive`: the
        GL blend function for the glows."""
        self.floor.draw(pixelated=exact)  # 1:1 pictures: nearest sampling is exact, and cheaper
        self.light.draw(pixelated=exact)
        self.glows.draw(blend_function=additive)
        if self.burst.alpha:
            self.bursts.draw(blend_function=additive)
        self.fog.draw(pixelated=exact)
        self.walls.draw(pixelated=exact)
        self.fixtures.draw(pixelated=exact)
        self.marks.draw()
        self.top.draw()
        self.dust.draw()
        if self.shimmer[0].alpha:
            self.shimmers.draw()
