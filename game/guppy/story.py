"""Guppy's story: a turn's events as animations on the timeline (dye splashes, wipes, beads,
bonuses, cuts flying to their order, praise and the score counting up, a new cloth dropping in),
then the view shown exactly. `Story.play(events)` queues them, each event type told by its own
method (in the order the rules gave them, each starting where the last one's time ends):
`Story.HANDLERS` maps each event *type* to it, so renaming an event class renames its key.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import arcade

from game.core.grid import Cell
from game.guppy import art
from game.guppy.board_view import CLOTH_CENTRE, SCALE, SCRAPS_PER_TILE, TILE, BoardView
from game.guppy.hud import ORDER_Y, TOOL_ICON_SCALE, Hud
from game.guppy.input import SPONGE
from game.guppy.input_preview import bonus_text
from game.guppy.pure.rules import (
    COLOUR_NAMES,
    BeadAppeared,
    BeadBlackened,
    BeadLost,
    BonusAwarded,
    Dyed,
    NewCloth,
    OrderFilled,
    PatchCut,
    ScissorsPicked,
    ScissorsPutDown,
    Sponged,
    View,
)
from game.ui import theme
from game.ui.effects import flash, pop_words, ring_burst
from game.ui.labels import BOLD_FONT, word_texture
from game.ui.tween import ease_in_cubic, ease_out_back, ease_out_cubic, lerp


def word(text: str, size: int, rgb: tuple[int, int, int], face: str = theme.HEADING_FONT) -> arcade.Texture:
    """A word with a dark outline (praise, points) drawn at RES: a sprite can then pop it by scaling,
    where changing a text's font size would render its glyphs again at every size."""
    return word_texture(text, size * art.RES, rgb, face=face, stroke=max(2, size // 9) * art.RES)


class Story:
    """Tells a turn's events on the board view and the HUD (`timeline`, `audio`: the scene's);
    `view` is the player's view after the turn, `say` the message line, `replaying` whether a replay
    plays, `show_hud` shows the HUD as the view is, `sync` shows every part exactly (the end)."""

    def __init__(self, board: BoardView, hud: Hud, timeline, audio, view: Callable[[], View],
                 say: Callable[[str], None], replaying: Callable[[], bool], show_hud: Callable[[], None],
                 sync: Callable[[], None]) -> None:
        self.board, self.hud, self.timeline, self.audio = board, hud, timeline, audio
        self.view, self.say, self.replaying, self.show_hud, self.sync = view, say, replaying, show_hud, sync
        self.words = arcade.SpriteList()  # praise and points popping up

    def clear(self) -> None:
        """Take the words of the last turn away (the view is shown exactly)."""
        self.words.clear()

    def play(self, events: list) -> None:
        """Queue the turn's story, event by event, then show the view exactly."""
        at = 0.0
        score = self.hud.score_shown
        for event in events:
            handler = self.HANDLERS.get(type(event))
            if handler is not None:
                at, score = handler(self, event, at, score)
        self.timeline.call(max(at, self.timeline.end), self.sync)

    def _scissors(self, event: ScissorsPicked | ScissorsPutDown, at: float) -> None:
        """A click, and what became of scissors put down (spent or back unspent)."""
        put_down = isinstance(event, ScissorsPutDown)
        self.audio.play("click" if put_down else "select")
        view = self.view()
        if isinstance(event, ScissorsPutDown) and not self.replaying() and not view.over:
            name = COLOUR_NAMES[event.colour].capitalize()
            why = " (they have cut)" if view.scissors == "first-cut" else ""
            self.say(f"{name} scissors spent{why}." if event.spent else f"{name} scissors put back unspent.")
        self.timeline.call(at, self.show_hud)

    def _paint(self, event: Dyed | Sponged, at: float) -> float:
        """Each changed tile takes its new colour with a splash, rippling out from the tool."""
        board = self.board
        self.audio.play("sponge" if isinstance(event, Sponged) else "dye")
        origin = event.cells[0] if event.cells else (0, 0)
        end = at
        for cell, before, after in zip(event.cells, event.before, event.after):
            if before == after:
                continue
            delay = at + 0.07 * (abs(cell[0] - origin[0]) + abs(cell[1] - origin[1]))
            index = board.geometry.index(cell)
            sprite = board.effect(board.texture_of(after), *board.cell_centre(cell), 0.001)

            def grow(p: float, s=sprite) -> None:
                s.scale = max(0.001, SCALE * p)

            def land(i=index, code=after, s=sprite) -> None:
                board.tiles[i].texture = board.texture_of(code)
                s.remove_from_sprite_lists()

            end = max(end, self.timeline.add(0.26, grow, at=delay, ease=ease_out_back, done=land))
        return end

    def _bead(self, cell: Cell, at: float, black: bool | None) -> float:
        """A bead turns black (pop), falls off (drops and fades) or appears (pops in with sparkle)."""
        beads = self.board.beads
        index = self.board.geometry.index(cell)
        sprite = beads.pool[index]
        x, y = self.board.cell_centre(cell)
        if black is None:
            def fall(p: float) -> None:
                sprite.center_y = y - 40 * p
                sprite.alpha = int(255 * (1 - p))
            return self.timeline.add(0.4, fall, at=max(at, 0), ease=ease_in_cubic)

        def pop(p: float) -> None:
            beads.put(index, True)
            sprite.texture = art.bead_texture(black)
            sprite.position = (x, y)
            sprite.scale = max(0.001, SCALE * p)
            sprite.alpha = 255
        if not black:
            self.timeline.call(at, lambda: self.audio.play("award"))
            self._sparkle((x, y), (255, 255, 255), at)
        return self.timeline.add(0.35, pop, at=max(at, 0), ease=ease_out_back)

    def _bonus(self, event: BonusAwarded, at: float) -> float:
        """The patch flashes white, "Bonus dye!" pops up and the rewarded counts jump."""
        board = self.board
        flash(self.timeline, board.flashes.outline(event.cells, board.geometry.index, (255, 255, 255, 0)), 0.7,
              at=at)
        self._pop_text("Bonus dye!", bonus_text(event), board.geometry.centroid(event.cells), at)
        self.timeline.call(at, lambda: self.audio.play("award"))
        self.timeline.call(at + 0.3, lambda: self._bump_tools(event))
        return at + 0.5

    def _bump_tools(self, event: BonusAwarded) -> None:
        """Show the new counts and make the rewarded tools jump."""
        self.show_hud()
        for card in self.hud.tool_cards:
            if card.tool in event.dyes or card.tool == SPONGE:
                icon = card.icon

                def jump(p: float, s=icon) -> None:
                    s.scale = TOOL_ICON_SCALE * (1 + 0.35 * math.sin(math.pi * p))
                self.timeline.add(0.35, jump, ease=ease_out_cubic)

    def _fray(self, cells, rgb) -> None:
        """Scraps of cloth fall away from the cut tiles."""
        for cell in cells:
            self.board.scraps.burst(*self.board.cell_centre(cell), rgb, SCRAPS_PER_TILE, spread=TILE * 0.3)

    def _cut(self, event: PatchCut, at: float, score: float) -> tuple[float, float]:
        """The patch's tiles rise, tilt and fly to their order; praise pops; the score counts up."""
        board = self.board
        self.timeline.call(at, lambda: self.audio.play("cut"))
        rgb = board.colour_rgb(event.colour)
        self.timeline.call(at, lambda: self._fray(event.cells, rgb))
        card = self.hud.order_card(event.colour)
        target = card.centre if card else (CLOTH_CENTRE[0], ORDER_Y)
        texture = board.texture_of(event.colour)
        flights = []
        for n, cell in enumerate(event.cells):
            index = board.geometry.index(cell)
            x, y = board.cell_centre(cell)
            sprite = board.effect(texture, x, y)
            sprite.visible = False
            tilt = (-1) ** n * (6 + 5 * ((cell[0] * 7 + cell[1] * 3) % 3))
            flights.append((index, sprite, x, y, tilt, n))

        def lift(p: float) -> None:
            for index, sprite, _, y, tilt, _ in flights:
                if not sprite.visible:
                    sprite.visible = True
                    board.tiles[index].texture = art.hole_texture()
                    board.beads.put(index, False)
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
        self._pop_text(event.praise, points, board.geometry.centroid(event.cells), at + 0.15)
        self._count_up(score, event.total, at + 0.35, 0.7)
        self.timeline.call(landed - 0.1, lambda: self.hud.show_orders(self.view()))
        return landed, event.total

    def _order(self, event: OrderFilled, at: float, score: float) -> tuple[float, float]:
        """The order card sparkles, its praise pops up with the bonus and the score counts up."""
        card = self.hud.order_card(event.colour)
        where = (CLOTH_CENTRE[0], CLOTH_CENTRE[1] + 60)
        self.timeline.call(at, lambda: self.audio.play("award"))
        if card:
            self._sparkle(card.centre, self.board.colour_rgb(event.colour), at)
        self._pop_text(event.praise, f"+{event.bonus:,}", where, at)
        self._count_up(score, event.total, at + 0.2, 0.8)
        return at + 0.6, event.total

    def _new_cloth(self, event: NewCloth, at: float) -> float:
        """The old cloth's tiles fold away corner to corner, baring the table; the new ones unfold."""
        board = self.board
        width = self.view().width

        def begin() -> None:
            self.audio.play("swap")
            board.bare_table()

        self.timeline.call(at, begin)
        self.timeline.call(at + 0.5, lambda: self.hud.show_orders(self.view()))
        end = at
        for index in range(len(event.board)):
            sprite = board.tiles[index]
            delay = 0.025 * (index % width + index // width)
            texture = board.texture_of(event.board[index])

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
        self.timeline.add(duration, lambda p: self.hud.show_score(lerp(start, end, p)), at=at, ease=ease_out_cubic)

    def _sparkle(self, centre: tuple[float, float], rgb, at: float) -> None:
        """A ring of soft dots bursts out from a point and fades."""
        ring_burst(self.timeline, self.board.fx, art.dot_texture(), centre, art.bright(rgb, 0.4) + (255,), at=at,
                   scale=SCALE * 0.6)

    def draw(self) -> None:
        """The praise and points popping up."""
        self.words.draw()

    # -- the table: each event type's method, (event, at, score) -> (at, score) ----------------------
    def _on_paint(self, event: Dyed | Sponged, at: float, score: float) -> tuple[float, float]:
        return self._paint(event, at), score

    def _on_bead_blackened(self, event: BeadBlackened, at: float, score: float) -> tuple[float, float]:
        self._bead(event.cell, at - 0.2, black=True)
        return at, score

    def _on_bead_lost(self, event: BeadLost, at: float, score: float) -> tuple[float, float]:
        self._bead(event.cell, at - 0.2, black=None)
        return at, score

    def _on_bonus(self, event: BonusAwarded, at: float, score: float) -> tuple[float, float]:
        return self._bonus(event, at), score

    def _on_bead_appeared(self, event: BeadAppeared, at: float, score: float) -> tuple[float, float]:
        return self._bead(event.cell, at, black=False), score

    def _on_scissors(self, event: ScissorsPicked | ScissorsPutDown, at: float, score: float) -> tuple[float, float]:
        self._scissors(event, at)
        return at, score

    def _on_new_cloth(self, event: NewCloth, at: float, score: float) -> tuple[float, float]:
        return self._new_cloth(event, at), score

    HANDLERS: dict[type, Callable[..., tuple[float, float]]] = {
        Dyed: _on_paint, Sponged: _on_paint, BeadBlackened: _on_bead_blackened, BeadLost: _on_bead_lost,
        BonusAwarded: _on_bonus, BeadAppeared: _on_bead_appeared, ScissorsPicked: _on_scissors,
        ScissorsPutDown: _on_scissors, PatchCut: _cut, OrderFilled: _order, NewCloth: _on_new_cloth,
    }
