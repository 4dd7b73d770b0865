"""Floorplan's story told on screen: each event of a move becomes tweens on the scene's timeline (`Story`).

A shift: the spare leaves its slot for the end of the line, the line slides one square with whatever
rides it (tokens, talismans), and the tile pushed off the far end is knocked out (chips of plaster
and parquet fly off it, `BoardView.knock`), tips over and flies into the slot. A walk: the
token steps square by square, climbing between the floors in an arc. Stauf's moves are told the same
way, a little slower, after his arrow and line light up, so the player sees what he did. Rounds end
and start with banners; talismans pop up on their tiles, fly to the panel when collected, and locks
close on Galleries. The rules are already final: at the end the scene snaps the board to the state.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import arcade

from game.floorplan.board_view import BoardView
from game.floorplan.hud import Hud
from game.floorplan.layout import Layout
from game.floorplan.pure import events as ev
from game.floorplan.pure.board import Geometry, Square
from game.floorplan.pure.model import STAUF, VISITOR, View
from game.ui import theme
from game.ui.labels import BOLD_FONT, word_texture
from game.ui.sprites import hide, make_sprite, set_listed
from game.ui.tween import Timeline, ease_in_out, ease_out_back, ease_out_cubic, lerp, linear

# -- pace (seconds at animation speed 1) ------------------------------------------------------------
SPARE_IN_S = 0.30
SLIDE_S = 0.45
OUT_S = 0.40
#: The chips fly this long after the line lands (a frame later at 60 frames a second: the landing
#: paints the line into the still layer, and the two together made the slowest frames of a push)
KNOCK_AFTER_S = 0.02
STEP_S = 0.17
STAUF_STEP_S = 0.22
CLIMB_S = 0.45
ANNOUNCE_S = 0.55
POOF_S = 0.25
BANNER_S = 1.5
SHORT_BANNER_S = 1.0
#: How far the tile pushed out of a line tips over on its way to the spare's slot (degrees).
TIP_DEGREES = 24.0


def move(timeline: Timeline, sprite: arcade.Sprite, end: tuple[float, float], seconds: float, *,
         at: float = 0.0, arc: float = 0.0, ease=ease_in_out) -> float:
    """Move a sprite from wherever it is when the tween starts to `end`, lifted by `arc` pixels at
    the middle (a hop, a flight); returns when it ends."""
    start: list[tuple[float, float]] = []

    def step(p: float) -> None:
        if not start:
            start.append(tuple(sprite.position))
        (x0, y0) = start[0]
        sprite.position = (lerp(x0, end[0], p), lerp(y0, end[1], p) + arc * 4 * p * (1 - p))

    return timeline.add(seconds, step, at=at, ease=ease)


class Banner:
    """A two-line banner over the board (a round won or lost, a new target): a dark strip and two
    words-pictures that pop in, hold and fade. One at a time."""

    def __init__(self, centre: tuple[float, float]) -> None:
        self.centre = centre
        self.sprites = arcade.SpriteList()
        self.strip = arcade.SpriteSolidColor(720, 128, *centre, color=(16, 10, 14, 220))
        self.title = make_sprite(None, centre[0], centre[1] + 20, scale=0.5)
        self.sub = make_sprite(None, centre[0], centre[1] - 28, scale=0.5)
        self.sprites.extend((self.strip, self.title, self.sub))
        self.clear()

    def show(self, timeline: Timeline, title: str, sub: str, color: tuple, at: float, seconds: float) -> float:
        """Queue the banner `at` seconds from now for `seconds`; returns when it is gone."""
        head = word_texture(title, 64, color)
        line = word_texture(sub, 40, theme.TEXT, face=BOLD_FONT, stroke=3) if sub else None

        def pop(p: float) -> None:
            self.title.texture = head
            if line is not None:
                self.sub.texture = line
            grow = ease_out_back(min(1.0, p / 0.15))
            fade = 1.0 if p < 0.8 else (1 - p) / 0.2
            for sprite, base in ((self.title, 0.5), (self.sub, 0.5)):
                sprite.scale = max(0.01, base * (0.6 + 0.4 * grow))
                sprite.alpha = int(255 * fade) if (sprite is self.title or line is not None) else 0
            self.strip.alpha = int(220 * fade)
            self.strip.width = 720 * min(1.0, 0.3 + p / 0.15)
            self.title.position = (self.centre[0], self.centre[1] + (20 if line is not None else 0))
            self.sub.position = (self.centre[0], self.centre[1] - 28)
            if p >= 1.0:
                self.clear()

        return timeline.add(seconds, pop, at=at, ease=linear)

    def clear(self) -> None:
        """Hide the banner."""
        for sprite in (self.title, self.sub):
            hide(sprite)
        self.strip.alpha = 0

    def draw(self) -> None:
        """Draw it while it shows."""
        if self.strip.alpha:
            self.sprites.draw()


def lost_round_words(lost: ev.RoundWon, started: ev.RoundStarted, name_of, floor_of) -> tuple[str, tuple]:
    """The lost-round card: its title, and three lines (where Stauf went, what was lost, the new
    target); `name_of` and `floor_of` name a square and its floor."""
    name = name_of(lost.at)
    went = f"Stauf reached the {name} ({floor_of(lost.at)} floor) first."
    if started.final:
        kept = "The final round starts again: Stauf goes back to the Stairway."
        new = "The target is the Foyer again. Your turn opens the round."
    else:
        kept = f"The {name} stays unvisited; it may be drawn again later."
        new = (f"New target: the {name_of(started.target)} ({floor_of(started.target)} floor)."
               f" Your turn opens round {started.round}.")
    return f"Round {lost.round} lost", (went, kept, new)


class Story:
    """Queues the animation of one move's events for a Floorplan scene, on its timeline: the board's
    sprites, the panel (`hud`), the banner; `view` is the Visitor's view, `visited` the Galleries
    shown as visited, `walked_to(origin, to)` follows a step of the walk with the Visitor's view and
    `lost_round(title, lines)` opens the lost-round card."""

    def __init__(self, board: BoardView, g: Geometry, layout: Layout, timeline: Timeline, audio: Any, hud: Hud,
                 banner: Banner, view: Callable[[], View], visited: Callable[[], tuple[Square, ...]],
                 walked_to: Callable[[Square, Square], None],
                 lost_round: Callable[[str, tuple[str, str, str]], None]) -> None:
        self.board = board
        self.g = g
        self.layout = layout
        self.timeline = timeline
        self.audio = audio
        self.hud = hud
        self.banner_view = banner
        self.view = view
        self.visited = visited
        self.walked_to = walked_to
        self.lost_round = lost_round
        self.lost: ev.RoundWon | None = None  # a round Stauf won in this story, told with the next start

    def sound(self, name: str, at: float, pitch: float = 1.0) -> None:
        """Play a sound when the story reaches `at`."""
        self.timeline.call(at, lambda: self.audio.play(name, pitch))

    def play(self, events: list) -> float:
        """Queue every event in turn; returns when the story ends."""
        at = 0.0
        self.board.leaning = None
        for event in events:
            handler = self.HANDLERS.get(type(event))
            if handler is not None:
                at = handler(self, event, at)
        return at

    def floor_of(self, square) -> str:
        """The floor a square is on, in words."""
        return "first" if square[0] == 0 else "second"

    def name_of(self, square) -> str:
        """A target's name as the banners say it."""
        index = self.g.index(square)
        if index == self.g.foyer:
            return "Foyer"
        return self.g.gallery_names.get(index, self.g.describe(index))

    # -- the maze ---------------------------------------------------------------------------------------
    def _shifted(self, e: ev.Shifted, at: float) -> float:
        board, layout, tl = self.board, self.layout, self.timeline
        key = (e.floor, e.side, e.index)
        line = self.g.line_at[key]
        if e.by == STAUF:  # show where Stauf pushes before the maze moves
            arrow = board.arrow_at[key]
            tl.call(at, lambda: (board.show_line(key), self._light_arrow(arrow, True)))
            at += ANNOUNCE_S
            tl.call(at, lambda: self._light_arrow(arrow, False))
        spare = board.tile_sprites[e.tile_in]
        if e.turns:
            from game.floorplan import textures as tx
            texture = tx.tile(board.cell, self.view().openings[e.tile_in])
            tl.call(at, lambda: setattr(spare, "texture", texture))
        self.sound("shift", at)
        tl.call(at, lambda: board.lift(e.tile_in, True))
        at = move(tl, spare, layout.entry_center(key), SPARE_IN_S, at=at, arc=board.cell * 0.3)
        tl.call(at, lambda: board.lift(e.tile_in, False))
        step = layout.line_step(e.side)
        sliding = [spare, *(board.tile_sprites[board.tile_on[i]] for i in line.squares)]
        tl.call(at, lambda: board.slide(sliding, True))
        move(tl, spare, board.center(line.squares[0]), SLIDE_S, at=at)
        for k, i in enumerate(line.squares):
            sprite = board.tile_sprites[board.tile_on[i]]
            x, y = board.center(i)
            end = board.center(line.squares[k + 1]) if k + 1 < len(line.squares) else (x + step[0], y + step[1])
            move(tl, sprite, end, SLIDE_S, at=at)
        at += SLIDE_S
        out = board.tile_sprites[e.tile_out]
        tl.call(at, lambda: (board.slide(sliding, False), board.show_line(None), board.lift(e.tile_out, True)))
        tl.call(at + KNOCK_AFTER_S, lambda: board.knock(key))
        tip = TIP_DEGREES if e.side in "WN" else -TIP_DEGREES

        def tilt(p: float) -> None:  # knocked off the edge, the tile tips over and rights itself in the slot
            out.angle = tip * math.sin(math.pi * p)

        tl.add(OUT_S, tilt, at=at, ease=linear)
        at = move(tl, out, layout.slot, OUT_S, at=at, arc=board.cell * 0.5, ease=ease_out_cubic)
        tl.call(at, lambda: board.lift(e.tile_out, False))
        return at

    def _light_arrow(self, arrow: arcade.Sprite, on: bool) -> None:
        """Show Stauf's arrow lit (before his line moves), or take it away (as the line moves: no
        arrow shows while the maze moves)."""
        set_listed(arrow, self.board.arrows, on)
        arrow.scale = 0.62 if on else 0.5
        arrow.color = (255, 150, 140) if on else (255, 255, 255)

    def _carried(self, e: ev.Carried, at: float) -> float:
        return at  # tokens ride their tiles (BoardView.follow), nothing more to queue

    # -- walking -------------------------------------------------------------------------------------------
    def _stepped(self, e: ev.Stepped, at: float) -> float:
        board, tl = self.board, self.timeline
        name = "visitor" if e.by == VISITOR else "stauf"
        sprite = board.token[name]
        tl.call(at, lambda: board.follow.__setitem__(name, None))
        self.sound("walk", at, 1.0 if e.by == VISITOR else 0.8)
        end = board.stand(e.to)
        if e.origin[0] != e.to[0]:  # the climb between floors
            done = move(tl, sprite, end, CLIMB_S, at=at, arc=board.cell * 1.2)
        else:
            seconds = STEP_S if e.by == VISITOR else STAUF_STEP_S
            done = move(tl, sprite, end, seconds, at=at, arc=board.cell * 0.12)
        if e.by == VISITOR:
            tl.call(done, lambda: self.walked_to(e.origin, e.to))
        return done

    def _talisman_collected(self, e: ev.TalismanCollected, at: float) -> float:
        board, tl = self.board, self.timeline
        sprite = board.talismans.pop(e.tile, None)
        if sprite is None:
            return at
        self.sound("talisman", at)
        end = move(tl, sprite, self.hud.talisman_place(e.kind), 0.55, at=at, arc=120, ease=ease_in_out)
        tl.call(end, lambda: (set_listed(sprite, board.marks, False),
                              self.hud.show_inventory(self.view().inventory)))
        return at + 0.05

    def _talisman_appeared(self, e: ev.TalismanAppeared, at: float) -> float:
        board, tl = self.board, self.timeline
        sprite = board.talisman_sprite(e.tile, e.kind)

        def pop(p: float) -> None:
            set_listed(sprite, board.marks, True)
            sprite.scale = max(0.01, 0.5 * p)
            sprite.alpha = 255

        self.sound("talisman", at, 1.3)
        return tl.add(0.4, pop, at=at, ease=ease_out_back)

    # -- talismans played -----------------------------------------------------------------------------
    def _extra_turn_played(self, e: ev.ExtraTurnPlayed, at: float) -> float:
        self.sound("talisman", at)
        return self.banner("Extra Turn!", "Stauf's next turn is skipped", theme.ACCENT, at, SHORT_BANNER_S)

    def _stauf_moved(self, e: ev.StaufMoved, at: float) -> float:
        board, tl = self.board, self.timeline
        sprite = board.token["stauf"]
        end = board.stand(e.to)

        def vanish(p: float) -> None:
            sprite.alpha = int(255 * (1 - p))
            sprite.scale = 0.5 * (1 + 0.4 * p)

        def appear(p: float) -> None:
            board.follow["stauf"] = None
            sprite.position = end
            sprite.alpha = int(255 * p)
            sprite.scale = 0.5 * (1.4 - 0.4 * p)

        tl.add(POOF_S, vanish, at=at, ease=ease_in_out)
        return tl.add(POOF_S, appear, at=at + POOF_S, ease=ease_out_cubic)

    def _gallery_locked(self, e: ev.GalleryLocked, at: float) -> float:
        board = self.board
        lock = board.locks[self.g.index(e.at)]

        def close(p: float) -> None:
            set_listed(lock, board.lock_layer, True)
            lock.scale = max(0.01, 0.5 * (1.6 - 0.6 * p))
            lock.alpha = int(255 * min(1.0, 2 * p))

        self.sound("talisman", at, 0.8)
        return self.timeline.add(0.4, close, at=at, ease=ease_out_cubic)

    def _gallery_unlocked(self, e: ev.GalleryUnlocked, at: float) -> float:
        board = self.board
        lock = board.locks[self.g.index(e.at)]

        def open_(p: float) -> None:
            lock.alpha = int(255 * (1 - p))
            if p >= 1:
                set_listed(lock, board.lock_layer, False)

        self.timeline.add(0.35, open_, at=at, ease=ease_in_out)
        return at

    # -- rounds and turns ------------------------------------------------------------------------------
    def _round_won(self, e: ev.RoundWon, at: float) -> float:
        board, tl = self.board, self.timeline
        name = self.name_of(e.at)
        if e.by == VISITOR:
            index = self.g.index(e.at)
            room = board.room_at.get(index)
            if room is not None:
                texture = board.room_texture(index, True)

                def light(p: float) -> None:
                    room.texture = texture
                    room.scale = 1 + 0.12 * (1 - abs(2 * p - 1))

                tl.add(0.5, light, at=at, ease=ease_in_out)
            tl.call(at, lambda: self.hud.show_visited((*self.visited(), e.at), e.at))
            self.sound("round_won", at)
            return self.banner("Gallery visited!", f"The {name} joins your chart", theme.GOOD, at, BANNER_S)
        self.sound("round_lost", at)
        self.lost = e  # the pause card says it all once the next round's target is known
        return at

    def _round_started(self, e: ev.RoundStarted, at: float) -> float:
        board, tl = self.board, self.timeline
        end = board.square_center(e.target)
        start: list = []

        def fly(p: float) -> None:
            if not start:
                start.append(board.angel_at)
            x0, y0 = start[0]
            board.angel_at = (lerp(x0, end[0], p), lerp(y0, end[1], p) + board.cell * 1.5 * 4 * p * (1 - p))

        tl.add(0.7, fly, at=at, ease=ease_in_out)
        tl.call(at, lambda: self.hud.show_round(e.round, e.target))
        if self.lost is not None:
            title, lines = lost_round_words(self.lost, e, self.name_of, self.floor_of)
            self.lost = None
            tl.call(at, lambda: self.lost_round(title, lines))
            return at + 0.7
        title = "The last round" if e.final else f"Round {e.round}"
        name = self.name_of(e.target)
        sub = "Back to the Foyer, the 13th Gallery!" if e.final else f"The Blue Angel waits in the {name}"
        return self.banner(title, sub, (150, 190, 255), at + 0.2, BANNER_S)

    def _turn_skipped(self, e: ev.TurnSkipped, at: float) -> float:
        return self.banner("Stauf's turn is skipped", "", theme.ACCENT, at, SHORT_BANNER_S)

    def _turn_ended(self, e: ev.TurnEnded, at: float) -> float:
        if e.by == VISITOR:
            self.timeline.call(at, lambda: self.hud.show_record(self.view().turns,
                                                                    self.view().rounds_lost))
        return at

    def _game_won(self, e: ev.GameWon, at: float) -> float:
        self.sound("round_won", at, 1.2)
        return self.banner("The 13th Gallery!", f"You beat Stauf in {e.turns} turns", theme.GOOD, at, BANNER_S)

    #: Each event type and the method that queues its animation (by the class itself, so a renamed
    #: event renames its key here, and a missing one fails at import instead of losing its animation).
    HANDLERS: dict[type, Callable[..., float]] = {
        ev.Shifted: _shifted, ev.Carried: _carried, ev.Stepped: _stepped, ev.TalismanCollected: _talisman_collected,
        ev.TalismanAppeared: _talisman_appeared, ev.ExtraTurnPlayed: _extra_turn_played, ev.StaufMoved: _stauf_moved,
        ev.GalleryLocked: _gallery_locked, ev.GalleryUnlocked: _gallery_unlocked, ev.RoundWon: _round_won,
        ev.RoundStarted: _round_started, ev.TurnSkipped: _turn_skipped, ev.TurnEnded: _turn_ended,
        ev.GameWon: _game_won,
    }

    def banner(self, title: str, sub: str, color: tuple, at: float, seconds: float) -> float:
        """Queue the banner over the board."""
        return self.banner_view.show(self.timeline, title, sub, color, at, seconds)
