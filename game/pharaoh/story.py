"""Pharaoh Tomb's story: how a turn's events animate. The swap or placement, then each clearing
round: bursts with sparks, shards and floating points, awards into the pocket, falls with a bounce,
refills dropping in from behind the frame's top, "Cascade ×N!" call-outs, a dead board's reshuffle
(Endless) and a passed level.

`Story` orders the board view's motions (`board_view.py`) on the scene's timeline and shows the
panel's running values (`hud.py`) as they happen. Sparks, points and call-outs are cosmetic, on
their own timeline (`fx`) so they never hold up input or the end of a turn; the sounds, shards and
popups a clearing asks for run from the next frame on (`later`), so that a clearing's frame does not
do everything at once.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Callable

import arcade

from game.pharaoh import art
from game.pharaoh.board_view import BoardView
from game.pharaoh.hud import Hud
from game.pharaoh.layout import (
    BOARD,
    BOARD_BOTTOM,
    BOARD_LEFT,
    BOARD_RIGHT,
    BOARD_TOP,
    PIECE_NAMES,
    banner,
    cell_center,
    spark,
)
from game.pharaoh.pure.rules import (
    CROOKER,
    GLYPH,
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
    State,
    Swapped,
    index_of,
)
from game.ui import theme
from game.ui.effects import CallOut, Effects, Popups, Sparks, vanish
from game.ui.physics import Debris, shard_texture
from game.ui.tween import Timeline, ease_out_back

# -- timing (seconds at animation speed 1) ------------------------------------------------------------
BURST_S = 0.3
#: Shards per cleared hieroglyph, and how many may fly at once (the oldest go first).
SHARDS_PER_GLYPH = 2
SHARD_POOL = 144
STEP_GAP_S = 0.05
#: How long a frame may spend on the jobs a clearing leaves for later frames (seconds): one job a
#: frame, mostly (a text laid out again costs 0.1-0.5 ms in Python, a burst of shards 0.3 ms).
LATER_BUDGET_S = 0.0003


class Story:
    """A turn's events as tweens, effects, sounds and messages; a passed level's celebration."""

    def __init__(self, board: BoardView, hud: Hud, timeline: Timeline, view: Callable[[], State],
                 age: Callable[[], float], audio, say: Callable[[str], None], colorblind: bool,
                 replaying: Callable[[], bool], passed: Callable[[LevelPassed], None],
                 reshuffled: Callable[[], None]) -> None:
        self.board, self.hud, self.timeline, self.view, self.age = board, hud, timeline, view, age
        self.audio, self.say, self.colorblind, self.replaying = audio, say, colorblind, replaying
        self.passed, self.reshuffled = passed, reshuffled
        self.fx = Effects()
        self.sparks = self.fx.add(Sparks(spark()))
        # shards of cleared hieroglyphs, bursting and bouncing off the inside of the board's frame
        self.shards = self.fx.add(Debris(shard_texture(), SHARD_POOL, seed=11))
        self.shards.frame(BOARD_LEFT, BOARD_BOTTOM, BOARD_RIGHT, BOARD_TOP)
        self.callout = self.fx.add(CallOut(self.fx.timeline, banner("Cascade", 40, theme.ACCENT)))
        self.popups = self.fx.add(Popups(self.fx.timeline, shadow=art.INK))  # over the call-out
        # made and put in the atlas now, not on a cascade's frame
        self.callout.sprites.preload_textures([banner(f"Cascade ×{n}!", 44, theme.ACCENT) for n in range(2, 6)])
        self.level_passed: LevelPassed | None = None
        self._clear_heard = -1.0  # when the last clearing sound started (scene age)
        # the running score to show and the points to pop up: a frame after the burst, one job a
        # frame, so that a clearing's frame does not also lay out texts
        self._panel: tuple | None = None  # level, score and removed, and when they were asked
        self._later: deque = deque()  # (when asked, job)
        self.turns = 0  # turns played (or shown) by this story: a job for an older one is not done

    def clear(self) -> None:
        """No effect, job or passed level left (after undo, restart, load)."""
        self.fx.clear()
        self._later.clear()
        self.level_passed = None

    def forget_panel(self) -> None:
        """Drop the running values not yet shown (the panel is about to show a state)."""
        self._panel = None

    def play(self, events: list) -> None:
        """Swap or placement, then each clearing round: bursts and points, awards, falls and refills."""
        self.turns += 1
        tl, hud, cells = self.timeline, self.hud, self.board.cells
        level, score, removed = hud.shown_level, hud.shown_score, hud.shown_removed
        pocket = list(hud.pocket)  # glyph, key, crooker, charges as shown while the turn plays
        t = fall_end = 0.0
        land: float | None = None  # when the first glyph of the round touches down
        freed: list[arcade.Sprite] = []
        gone: set[int] = set()
        for event in events:
            if isinstance(event, Swapped):
                t = self.board.swap(event)
                self.audio.play("swap")
                pocket[3] = event.charges
                tl.call(0, self._pocket_call(level, pocket))
            elif isinstance(event, Placed):
                t = self.board.place(event)
                self.audio.play("select")
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
                    freed.append(cells[i])
                    tl.call(t, lambda s=cells[i]: self.board.loosen(s, True))
                    vanish(tl, cells[i], BURST_S, scale=self.board.glyph_scale, at=t)
                tl.call(t, self._cleared_call(event, level, score, removed))
            elif isinstance(event, (PieceAwarded, PieceLost)):
                if isinstance(event, PieceAwarded):
                    slot = {GLYPH: 0, KEY_PIECE: 1, CROOKER: 2}[event.piece]
                    pocket[slot] = event.kind if event.piece == GLYPH else True
                tl.call(t + BURST_S * 0.8, self._award_call(event, level, list(pocket)))
            elif isinstance(event, Fell):
                sprite = cells[index_of(event.from_cell)]
                self.board.stand(sprite, event.to_cell)
                drop = t + BURST_S * 0.8 + 0.015 * event.to_cell[0]
                contact, ends = self.board.fall(sprite, event.from_cell, event.to_cell, None, drop)
                fall_end, land = max(fall_end, ends), contact if land is None else min(land, contact)
            elif isinstance(event, Spawned):
                sprite = freed.pop()
                self.board.stand(sprite, event.cell)
                drop = t + BURST_S + 0.015 * event.cell[0]  # once its burst is over
                contact, ends = self.board.fall(sprite, event.from_cell, event.cell, event.kind, drop)
                fall_end, land = max(fall_end, ends), contact if land is None else min(land, contact)
            elif isinstance(event, LevelPassed):
                self.level_passed = event
            elif isinstance(event, Reshuffled):
                t = fall_end = self._reshuffle(event, max(t, fall_end))
        self._thud(land)
        tl.call(max(t, fall_end), self._turn_settled)

    def _reshuffle(self, event: Reshuffled, at: float) -> float:
        """No move was left (Endless): the board turns over into its new one, with a sound and a
        message, counted (outside a replay); returns when the last glyph is still."""
        def announce() -> None:
            self.audio.play("cascade")
            self.say("No move left: the board is reshuffled.")
            if not self.replaying():
                self.reshuffled()
        self.timeline.call(at, announce)
        return self.board.turn_over(event.board, at)

    # -- jobs for later frames ----------------------------------------------------------------------------
    def later(self, job) -> None:
        """Run `job` (a sound, shards, a popup, a call-out) for the next frame on, so that a
        clearing's frame does not do everything at once (`run_later`, after the frame is drawn)."""
        self._later.append((self.age(), job))

    def run_later(self) -> None:
        """The jobs asked up to this frame, oldest first, until LATER_BUDGET_S is spent (at least
        one a frame), for the next frame to show; in a frame that had none, one part of the panel's
        running values (the score, or the progress line and bar). Called once a frame is drawn."""
        start = time.perf_counter()
        ran = False
        while self._later and self._later[0][0] < self.age():
            self._later.popleft()[1]()
            ran = True
            if time.perf_counter() - start > LATER_BUDGET_S:
                return
        if not ran and self._panel is not None and self._panel[3] < self.age():
            self._flush_panel(one_part=True)

    def update_effects(self, dt: float, speed: float) -> None:
        """Sparks, shards, points and call-outs move on (at the animation speed)."""
        self.fx.update(dt, speed)

    def _flush_panel(self, one_part: bool = False) -> None:
        """Show the running score and progress of the latest clearing, if any is waiting (with
        `one_part`, only the score when it is not shown yet: the progress at the next call)."""
        if self._panel is not None:
            level, score, removed, _ = self._panel
            if self.hud.shown_score != score:
                self.hud.show_score(score)
                if one_part:
                    return
            self.hud.show_progress(level, removed)
            self._panel = None

    # -- what each event does when its time comes ---------------------------------------------------------
    def _thud(self, at: float | None) -> None:
        """The landing sound of a clearing round, when its first glyph touches down."""
        if at is not None:
            self.timeline.call(at, lambda: self.audio.play("land"))

    def _pocket_call(self, level: int, pocket: list):
        values = tuple(pocket)
        return lambda: self.hud.show_pocket(level, *values)

    def _crooker_call(self) -> None:
        self.audio.play("award", 1.2)
        self.say("Three diagonal swaps: swap hieroglyphs that touch at a corner.")

    def _step_call(self, number: int):
        def step() -> None:
            if number > 1:
                self.later(lambda: self.audio.play("cascade", 1.0 + 0.08 * (number - 2)))
                call = banner(f"Cascade ×{number}!", 44, theme.ACCENT)
                self.later(lambda: self.callout.show(call, BOARD.middle))
        return step

    def _cleared_call(self, event: Cleared, level: int, score: int, removed: int):
        xs = [cell_center(*c) for c in event.cells]
        x, y = sum(p[0] for p in xs) / len(xs), sum(p[1] for p in xs) / len(xs)
        color = art.kind_color(event.kind, self.colorblind)
        light = tuple(min(255, c + 60) for c in color)

        def shatter() -> None:
            for cx, cy in xs:
                self.shards.burst(cx, cy, color, SHARDS_PER_GLYPH)

        def cleared() -> None:
            if self._clear_heard != self.age():  # one sound for the combinations that clear together
                self._clear_heard = self.age()
                self.later(lambda: self.audio.play("clear", 1.0 + 0.06 * (event.step - 1)))
            for cx, cy in xs:
                self.sparks.burst(cx, cy, color)
            self.later(shatter)
            self.later(lambda: self.popups.show(x, y, f"+{event.points}", light))
            self._panel = (level, score, removed, self.age())  # shown once, however many clear together
        return cleared

    def _award_call(self, event, level: int, pocket: list):
        def award() -> None:
            if isinstance(event, PieceAwarded):
                self.audio.play("award")
                what = (f"a {art.NAMES[event.kind]}" if event.piece == GLYPH
                        else f"the {PIECE_NAMES[event.piece]}")
                self.say(f"You earned {what} for your pocket ({event.reason}).")
                self.hud.show_pocket(level, *pocket)
                self.fx.timeline.add(0.4, lambda p: self.hud.pop_slot(event.piece, p), ease=ease_out_back)
            else:
                self.say(f"Pocket full: the {PIECE_NAMES[event.piece]} for {event.reason} is lost.")
        return award

    # -- the end of a turn ----------------------------------------------------------------------------------
    def _turn_settled(self) -> None:
        """The turn's animation is over: show the view exactly (the moves left from the next frame:
        their text and the panel's others laid out together made the turn's last frame its slowest
        but one), or celebrate a passed level (in a replay with a call-out, else with the card
        `passed` shows)."""
        self._flush_panel()
        if self.level_passed is None:
            self.hud.show_view(self.view(), moves=False)
            turn = self.turns
            self.later(lambda: self._show_moves(turn))
            return
        event = self.level_passed
        if self.replaying():
            self.audio.play("level")
            self.callout.show(banner(f"Level {event.passed} passed!", 40, (150, 230, 140)), BOARD.middle, 1.4)
            self.timeline.call(1.2, self.enter_level)
            return
        self.passed(event)

    def _show_moves(self, turn: int) -> None:
        """The moves left as the view has them after turn number `turn`, unless a newer turn has
        begun (its end shows them)."""
        if turn == self.turns:
            self.hud.show_moves(self.view())

    def enter_level(self) -> None:
        """The old glyphs shrink away and the new level's board drops in, bottom row first."""
        self.level_passed = None
        view = self.view()
        self.hud.show_view(view)
        self.board.drop_in(view.board)
