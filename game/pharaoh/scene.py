"""Pharaoh Tomb's scene: the 8x8 board of hieroglyphs in a sandstone frame in a torch-lit tomb, and
how a turn animates.

What the player sees: the board (left) and a panel (right, `hud.py`) with the level, the score, the
level's progress (removed / target with the marks that award pocket pieces), the moves left, the
pocket's three slots and the kinds in play. Input (`controls.py`): swaps by click-click, drag or
keyboard; pocket pieces by drag, click-then-click or keys 1-3; what that input shows (selection,
the piece being placed, hints, refusals) is `feedback.py`. A turn's events become tweens: the swap,
bursts with sparks and floating points, falls with a bounce, refills dropping in from behind the
frame's top, "Cascade ×N!" call-outs.

Drawing is seven SpriteLists (64 glyph sprites reused for the whole game: a cleared glyph's sprite
becomes one of the refills of that step, its texture swapped) and one pyglet batch of texts, over
the frame's clear, which paints the wall's blocks and the floors. In a design-size window the
textures are one texel per pixel and drawn with nearest sampling (cheapest in software rendering).
The glyphs' motions (swap, placement, fall, reshuffle) are in `motion.py`, the panel's bottom line
(keys, or a message on its plaque) in `status.py`. Layout and textures are in `layout.py`, the room
in `tomb.py`; the How to Play pictures and the benchmark in `shots.py`.
"""

from __future__ import annotations

import math
import time
from collections import deque

import arcade
import pyglet

from game.core.session import Session
from game.pharaoh import art
from game.pharaoh.controls import PharaohControls
from game.pharaoh.feedback import PharaohFeedback
from game.pharaoh.hud import Hud
from game.pharaoh.layout import (
    BOARD,
    BOARD_BOTTOM,
    BOARD_LEFT,
    BOARD_RIGHT,
    BOARD_TOP,
    CELL,
    GLYPH_SCALE,
    PIECE_NAMES,
    backdrop_layer,
    banner,
    cell_at,
    cell_center,
    flame,
    glyph_textures,
    icon,
    mask_layer,
    slot_center,
)
from game.pharaoh.motion import PharaohMotion
from game.pharaoh.pure import records
from game.pharaoh.pure.rules import (
    CLASSIC,
    CROOKER,
    GLYPH,
    KEY,
    KEY_PIECE,
    CascadeStep,
    Cleared,
    CrookerUsed,
    Fell,
    LevelPassed,
    PieceAwarded,
    PieceLost,
    Placed,
    Reshuffled,
    Spawned,
    Swapped,
    cell_of,
    index_of,
)
from game.pharaoh.status import StatusLine
from game.pharaoh.tomb import TORCHES
from game.ui import theme
from game.ui.effects import CallOut, Effects, Popups, Sparks, vanish
from game.ui.game_scene import GameScene
from game.ui.labels import Labels
from game.ui.physics import Debris, shard_texture
from game.ui.sprites import OFF_SCREEN, hide, make_sprite
from game.ui.tween import ease_in_cubic, ease_out_back
from game.ui.undo_buttons import UndoPlace

__all__ = ["BOARD_BOTTOM", "BOARD_LEFT", "BOARD_RIGHT", "BOARD_TOP", "CARD_CROP", "PharaohScene", "cell_at",
           "cell_center", "create_view", "slot_center"]

# -- timing (seconds at animation speed 1) ------------------------------------------------------------
BURST_S = 0.3
#: Shards per cleared hieroglyph, and how many may fly at once (the oldest go first).
SHARDS_PER_GLYPH = 2
SHARD_POOL = 144
STEP_GAP_S = 0.05
#: How long a frame may spend on the jobs a clearing leaves for later frames (seconds).
LATER_BUDGET_S = 0.001
#: The size of the glow behind the pocket slot a piece is being placed from.
SLOT_GLOW = 150


def _sprite(texture: arcade.Texture, x: float = 0, y: float = 0, scale: float = GLYPH_SCALE,
            alpha: int = 255) -> arcade.Sprite:
    """A sprite at the glyphs' scale unless told otherwise."""
    return make_sprite(texture, x, y, scale=scale, alpha=alpha)


class PharaohScene(PharaohControls, PharaohFeedback, PharaohMotion, GameScene):
    """Pharaoh Tomb in play (or in replay)."""

    game_id = "pharaoh"
    #: one above the other in the wall left of the board
    undo_place = UndoPlace(4, 290, 44, 40, stacked=True)
    result_centre = ((BOARD_LEFT + BOARD_RIGHT) / 2, (BOARD_BOTTOM + BOARD_TOP) / 2)
    background = art.FLOOR  # the board's floor and the panel boxes' recesses (see layout.flat_boxes)

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        colorblind = bool(app.settings.colorblind)
        # glyphs and icons at one texel per window pixel in a design-size window (drawn with nearest
        # sampling, the cheapest), at twice the cell in a larger one (crisp when magnified)
        self.dense = app.camera.viewport.width > theme.WIDTH
        size = art.TEXTURE if self.dense else CELL
        self.glyph_scale = CELL / size
        self.textures = glyph_textures(colorblind, True, size)
        self.batch = pyglet.graphics.Batch()
        self.backdrop = backdrop_layer()  # over the clear colour, which paints the blocks and floors
        self.mask = mask_layer()
        self.panel = arcade.SpriteList()  # the torches' flames and the panel (its glow under its icons)
        self.flames = [make_sprite(flame(), x, theme.HEIGHT - y + 4) for x, y in TORCHES]
        self.panel.extend(self.flames)
        glow = icon("glow", art.TEXTURE if self.dense else SLOT_GLOW)
        self.slot_glow = self._light(self.panel, glow, (255, 226, 150), SLOT_GLOW / glow.width)
        self.top = arcade.SpriteList()  # over the tiles, the effects and the texts
        # a pocket piece being placed, and a placed one flying to its cell (under the glow and cursor)
        self.ghost = _sprite(self.textures[KEY], *OFF_SCREEN, scale=self.glyph_scale, alpha=0)
        self.flyer = _sprite(self.textures[KEY], *OFF_SCREEN, scale=self.glyph_scale, alpha=0)
        self.top.extend((self.ghost, self.flyer))
        self.select_glow = self._light(self.top, icon("halo"), (255, 214, 120), GLYPH_SCALE)
        self.hint_glows = [self._light(self.top, icon("halo"), (110, 220, 255), GLYPH_SCALE) for _ in range(2)]
        # the glyphs at rest, opaque (their tiles' corners carry the floor's colour; no blending is
        # cheaper), and those bursting, swelling or faded, blended over them
        self.glyphs = arcade.SpriteList()
        self.glyphs.blend = False
        self.loose = arcade.SpriteList()
        self.cells = [_sprite(self.textures[0], scale=self.glyph_scale) for _ in range(64)]
        self.glyphs.extend(self.cells)
        self.cursor = _sprite(icon("frame"), *OFF_SCREEN, alpha=0)
        self.top.append(self.cursor)
        self.status = StatusLine(self.message, self.top, self.batch)  # messages on the panel's bottom line
        self._said_until = 0.0
        labels = Labels(self.batch)
        self.hud = Hud(labels, colorblind, self.panel, self.dense)
        # sparks, rising points and call-outs: cosmetic, on their own timeline so they never hold up
        # input or the end of a turn
        self.fx = Effects()
        self.sparks = self.fx.add(Sparks(icon("spark")))
        # shards of cleared hieroglyphs, bursting and bouncing off the inside of the board's frame
        self.shards = self.fx.add(Debris(shard_texture(), SHARD_POOL, seed=11))
        self.shards.frame(BOARD_LEFT, BOARD_BOTTOM, BOARD_RIGHT, BOARD_TOP)
        self.popups = self.fx.add(Popups(self.fx.timeline, labels, shadow=art.INK))
        self.callout = self.fx.add(CallOut(self.fx.timeline, banner("Cascade", 40, theme.ACCENT)))
        for number in range(2, 6):  # made now, not on a cascade's frame
            banner(f"Cascade ×{number}!", 44, theme.ACCENT)
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
        self._clear_heard = -1.0  # when the last clearing sound started (scene age)
        # the running score to show and the points to pop up: a frame after the burst, one job a
        # frame, so that a clearing's frame does not also lay out texts
        self._panel: tuple | None = None  # level, score and removed, and when they were asked
        self._later: deque = deque()  # (when asked, job)
        self.sync()

    @staticmethod
    def _light(layer: arcade.SpriteList, texture: arcade.Texture, color: tuple, scale: float) -> arcade.Sprite:
        sprite = _sprite(texture, *OFF_SCREEN, scale=scale, alpha=0)
        sprite.color = (*color, 0)
        layer.append(sprite)
        return sprite

    # -- visuals from the state -----------------------------------------------------------------------
    def sync(self) -> None:
        """Board, panel and pocket exactly as the state says; no selection, no effects."""
        self.show_board()
        self.fx.clear()
        self._later.clear()
        self.selected = self.placing = self.press = self.carry = None
        self.level_passed = None
        hide(self.flyer)
        hide(self.ghost)
        self.clear_hint()

    def show_board(self) -> None:
        """Every glyph at rest in its cell as the state says, and the panel from the state."""
        self._panel = None
        for i, sprite in enumerate(self.cells):
            self._rest(sprite, i, self.state.board[i])
        self.hud.show_state(self.state)

    def loosen(self, sprite: arcade.Sprite, loose: bool) -> None:
        """Draw a glyph blended (`loose`: bursting, swelling, faded) or opaque (at rest)."""
        if loose != (self.loose in sprite.sprite_lists):
            sprite.remove_from_sprite_lists()
            (self.loose if loose else self.glyphs).append(sprite)

    def _rest(self, sprite: arcade.Sprite, index: int, kind: int) -> None:
        self.loosen(sprite, False)
        sprite.texture = self.textures[kind]
        sprite.position = cell_center(*cell_of(index))
        sprite.scale = self.glyph_scale
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
                    tl.call(t, lambda s=self.cells[i]: self.loosen(s, True))
                    vanish(self.timeline, self.cells[i], BURST_S, scale=self.glyph_scale, at=t)
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
            elif isinstance(event, Reshuffled):
                t = fall_end = self._animate_reshuffle(event, max(t, fall_end))
        self._thud(land)
        tl.call(max(t, fall_end), self._turn_settled)

    def later(self, job) -> None:
        """Run `job` (a sound, shards, a popup, a call-out) from the next frame on, so that a
        clearing's frame does not do everything at once."""
        self._later.append((self.age, job))

    def _run_later(self) -> None:
        """The jobs asked in earlier frames, oldest first, until LATER_BUDGET_S is spent (at least
        one a frame); then, with time left, the panel's running score."""
        start = time.perf_counter()
        while self._later and self._later[0][0] < self.age:
            self._later.popleft()[1]()
            if time.perf_counter() - start > LATER_BUDGET_S:
                return
        if self._panel is not None and self._panel[3] < self.age:
            self._flush_panel()

    def _flush_panel(self) -> None:
        """Show the running score and progress of the latest clearing, if any is waiting."""
        if self._panel is not None:
            level, score, removed, _ = self._panel
            self.hud.show_score(score)
            self.hud.show_progress(level, removed)
            self._panel = None

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
                self.later(lambda: self.app.audio.play("cascade", 1.0 + 0.08 * (number - 2)))
                call = banner(f"Cascade ×{number}!", 44, theme.ACCENT)
                self.later(lambda: self.callout.show(call, BOARD.middle))
        return step

    def _cleared_call(self, event: Cleared, level: int, score: int, removed: int):
        xs = [cell_center(*c) for c in event.cells]
        x, y = sum(p[0] for p in xs) / len(xs), sum(p[1] for p in xs) / len(xs)
        color = art.kind_color(event.kind, bool(self.app.settings.colorblind))
        light = tuple(min(255, c + 60) for c in color)

        def shatter() -> None:
            for cx, cy in xs:
                self.shards.burst(cx, cy, color, SHARDS_PER_GLYPH)

        def cleared() -> None:
            if self._clear_heard != self.age:  # one sound for the combinations that clear together
                self._clear_heard = self.age
                self.later(lambda: self.app.audio.play("clear", 1.0 + 0.06 * (event.step - 1)))
            for cx, cy in xs:
                self.sparks.burst(cx, cy, color)
            self.later(shatter)
            self.later(lambda: self.popups.show(x, y, f"+{event.points}", light))
            self._panel = (level, score, removed, self.age)  # shown once, however many clear together
        return cleared

    def _award_call(self, event, level: int, pocket: list):
        def award() -> None:
            if isinstance(event, PieceAwarded):
                self.app.audio.play("award")
                what = (f"a {art.NAMES[event.kind]}" if event.piece == GLYPH
                        else f"the {PIECE_NAMES[event.piece]}")
                self.say(f"You earned {what} for your pocket ({event.reason}).")
                self.hud.show_pocket(level, *pocket)
                self.fx.timeline.add(0.4, lambda p: self.hud.pop_slot(event.piece, p), ease=ease_out_back)
            else:
                self.say(f"Pocket full: the {PIECE_NAMES[event.piece]} for {event.reason} is lost.")
        return award

    def _turn_settled(self) -> None:
        """The turn's animation is over: show the exact state, or celebrate a passed level."""
        self._flush_panel()
        if self.level_passed is None:
            self.hud.show_state(self.state)
            return
        event = self.level_passed
        if not self.replaying:
            self._count_level(event)
        if self.replaying:
            self.app.audio.play("level")
            self.callout.show(banner(f"Level {event.passed} passed!", 40, (150, 230, 140)), BOARD.middle, 1.4)
            self.timeline.call(1.2, self._enter_level)
            return
        lines = [f"Score: {self.state.score:,}",
                 f"Level {event.level}: remove {event.target} hieroglyphs, {event.kinds} kinds in play."]
        table = self.state.table
        new = [PIECE_NAMES[p] for p in table.level(event.level).pieces if p not in table.level(event.passed).pieces]
        if new:
            lines.append(f"New: the {new[0]} can be earned from now on.")
        self.app.show_result(self, f"Level {event.passed} passed!", lines, [("Continue", self._continue)],
                             won=True)

    def _count_level(self, event: LevelPassed) -> None:
        """A passed level in the mode's statistics; in a mode without an end (Endless) the score so
        far is also its best-score candidate, since no game-over screen will record it."""
        records.count(self.app.profile, self.mode, levels=1, level=event.level)
        if self.state.table.reshuffle:
            self.app.record_result(self.game_id, self.score_key(), self.state.score)
        else:
            self.app.save_profile()

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
                s.scale = self.glyph_scale * (1 - p)
            self.timeline.add(0.22, shrink, at=x * 0.015, ease=ease_in_cubic)
            self._fall(sprite, (x, y - 8), (x, y), self.state.board[i], 0.3 + (7 - y) * 0.06 + x * 0.012)

    # -- the mode, messages and records ------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """The mode this game is played in (Classic for a game built from a position)."""
        return getattr(self.session.params, "mode", CLASSIC)

    def score_key(self) -> str:
        """Best scores are kept per mode (Classic's under "total", as before modes)."""
        return records.score_key(self.mode)

    def say(self, text: str, seconds: float = 3.0) -> None:
        """Show a message on the panel's bottom line, on its plaque, sized to fit it."""
        super().say(text, seconds)
        self.status.said()
        self._said_until = self.age + seconds

    def play_again(self) -> None:
        """A new game in the same mode (counted in its statistics)."""
        super().play_again()
        records.count(self.app.profile, self.mode, games=1, level=self.state.level)
        self.app.save_profile()

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Effects, glows, the cursor, the status line, and the text jobs of earlier clearings."""
        self._run_later()
        self.status.show(self.age < self._said_until)
        self.fx.update(dt, self.app.settings.animation_speed)
        pulse = 0.5 + 0.5 * math.sin(self.age * 5)
        spot = self._ghost_spot()
        self._place_glow(self.select_glow, spot if self.placing else self.selected, 150 + 100 * pulse)
        self._breathe(pulse, spot)
        for sprite in self.hinted:
            sprite.alpha = int(110 + 145 * pulse)
        self.hud.pulse(pulse)
        for n, sprite in enumerate(self.flames):  # two unrelated flickers
            wave = math.sin(self.age * (11 + 3 * n) + n) + 0.6 * math.sin(self.age * (23 - 5 * n) + 2 * n)
            sprite.scale_x, sprite.scale_y = 1 - 0.04 * wave, 1 + 0.08 * wave
            sprite.alpha = int(225 + 25 * math.sin(self.age * 17 + 3 * n))
        if self.placing:
            self.slot_glow.position = slot_center(self.placing)
            self.slot_glow.alpha = int(120 + 100 * pulse)
        else:
            hide(self.slot_glow)
        if self.cursor_shown and not self.replaying:
            self.cursor.alpha = 230
            self.cursor.position = cell_center(*cell_of(self.cursor_cell))
            self.cursor.scale = GLYPH_SCALE * (1.0 + 0.03 * pulse)
        else:
            hide(self.cursor)
        self._show_ghost(spot)

    def draw_game(self) -> None:
        """Backdrop, glyphs, the mask above the board (hiding refills), flames and panel, effects,
        texts, then pieces being placed, halos and the cursor (the blocks and floors are the clear)."""
        view = self.app.camera.viewport
        # at exactly one window pixel per design pixel, nearest sampling of one-to-one textures looks
        # the same and is cheaper
        nearest = (view.width, view.height) == (theme.WIDTH, theme.HEIGHT) and not self.dense
        self.backdrop.draw(pixelated=nearest)
        self.glyphs.draw(pixelated=nearest)
        self.loose.draw(pixelated=nearest)
        self.mask.draw(pixelated=nearest)
        self.panel.draw(pixelated=nearest)
        self.fx.draw()
        self.batch.draw()
        self.top.draw()

    def entered(self) -> None:
        """Shown, or back from an overlay: nothing carried or pressed any more."""
        super().entered()
        self.carry = self.press = None


# -- entry points used by the app --------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the board, for the Game Select card (tools/shots.py).
CARD_CROP = (50, 102, 635, 500)


def create_view(app, session: Session, replay_moves=None) -> PharaohScene:
    """The scene for a session of Pharaoh Tomb (or a replay of its moves)."""
    return PharaohScene(app, session, replay_moves)
