"""An hour of Olifantenpad played out on screen: the story of its events, by event type.

`HourStory.play` turns one resolved hour's events into tweens on the scene's timeline, in the rules'
order: the players walk together step number by step number (each step wears its cell), free cells
take their owner's mark (grey for a tie), the groups of visitors walk their routes with footprints
while "+N" rises over owned cells and the scores count up, busy stretches are fenced, unwalked trails
and paths grow back, last hour's fences sink into the grass, and the clock moves on.

Which animation an event gets is looked up by the event's *type* in `HourStory.PHASES` (a renamed or
new event class that is not listed there fails the test that every event has a story, instead of
silently losing its animation). The rules are already final: the `done` callback shows the new view
exactly when the animation ends. Nothing here reads the state: only the events and the player's view.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar

from game.olifantenpad.art import GREY as GREY_COLOR
from game.olifantenpad.art import player_color
from game.olifantenpad.pure.events import (
    Claimed,
    Closed,
    FencesOpened,
    GameOver,
    HourEnded,
    Planned,
    Regrew,
    Scored,
    VisitorsWalked,
    Walked,
    Worn,
)
from game.olifantenpad.pure.hour import GREY
from game.olifantenpad.pure.rules import View
from game.olifantenpad.walkers import CLOSED, NO_WAY, SCHOOL_TRIP, TIE
from game.ui.tween import Timeline, ease_in_out, ease_out_back

#: Seconds (at animation speed 1) per step number, for claims, between groups, fences, regrowth, clock.
STEP_S, CLAIM_S, GROUP_S, FENCE_S, REGROW_S, CLOCK_S = 0.3, 0.45, 0.3, 0.5, 0.45, 0.6
SPROUT = (140, 220, 100)


class HourStory:
    """The animation of resolved hours, on the parts the scene owns: the park's layers
    (`park_view`), the walkers and their pop-ups, the panel (`hud`), the sounds; `scores` is the
    list of points the panel shows while they count up (the scene's, shared)."""

    def __init__(self, park_view, walkers, timeline: Timeline, hud, audio, scores: list[int]) -> None:
        self.park_view, self.walkers, self.timeline, self.hud, self.audio = park_view, walkers, timeline, hud, audio
        self.board = park_view.board
        self.scores = scores
        self._view: View | None = None
        self._hour = 0

    def play(self, events: list, view: View, hour: int, done: Callable[[], None]) -> None:
        """Queue the animation of `hour`'s events (`view`: the viewer's view after it); `done` is
        called when it has played out."""
        self._view, self._hour = view, hour
        t = 0.0
        for kinds, method in self.PHASES:
            if method is None:
                continue
            chosen = [e for e in events if isinstance(e, kinds)]
            if chosen or kinds is HourEnded:
                t = method(self, chosen, t)
        self.timeline.call(t, done)

    @classmethod
    def shown_types(cls) -> set[type]:
        """Every event type the story knows (animated, or shown elsewhere on purpose)."""
        known: set[type] = set()
        for kinds, _ in cls.PHASES:
            known.update(kinds if isinstance(kinds, tuple) else (kinds,))
        return known

    # -- the phases ---------------------------------------------------------------------------------
    def _walks(self, walks: list[Walked], t: float) -> float:
        """The players walk together, step number by step number; each step wears its cell."""
        view, tl, board = self.park_view, self.timeline, self.board
        assert self._view is not None
        positions = self._view.positions
        last = 0
        moving = [e for e in walks if e.steps]
        spread = view.cell * 0.14 if len(moving) > 1 else 0.0
        for event in moving:
            dx, dy = [(-1, 1), (1, 1), (1, -1), (-1, -1)][event.player % 4]

            def spot(cell, dx=dx, dy=dy) -> tuple[float, float]:
                x, y = board.center(tuple(cell))
                return x + dx * spread, y + dy * spread
            start = spot(event.gate) if event.gate is not None else None
            points = [spot(c) for c in event.steps]
            points[-1] = self.walkers.token_spot(event.player, tuple(event.steps[-1]), positions)
            starts = [(n - 1) * STEP_S for n in event.numbers]
            self.walkers.walk_token(tl, event.player, start, points, starts, STEP_S)
            for cell, number in zip(event.steps, event.numbers):
                i = view.index(tuple(cell))
                tl.call(t + (number - 1) * STEP_S + STEP_S * 0.7, lambda i=i: view.set_wear(i, view.wear[i] + 1))
            last = max(last, max(event.numbers))
        for n in range(1, last + 1):
            tl.call(t + (n - 1) * STEP_S + STEP_S * 0.7, lambda: self.audio.play("step"))
        return t + last * STEP_S + 0.15 if last else t

    def _claims(self, claims: list[Claimed], t: float) -> float:
        """Free cells stepped on take their owner's mark, popping in; a tie turns grey."""
        for event in claims:
            t = self._claim(event, t)
        return t

    def _claim(self, event: Claimed, t: float) -> float:
        view, walkers, tl, board = self.park_view, self.walkers, self.timeline, self.board
        for cell, who in event.cells:
            i = view.index(tuple(cell))
            where = board.center(tuple(cell))
            color = GREY_COLOR if who == GREY else player_color(who)

            def claim(i=i, who=who, where=where, color=color) -> None:
                view.set_owner(i, who)
                view.rise(i)
                walkers.glow(where, color)
                if who == GREY:
                    walkers.popup(where, *TIE)
            tl.call(t, claim)
            tl.add(CLAIM_S * 0.8, lambda p, i=i: view.claim_scale(i, p), at=t, ease=ease_out_back)
            tl.call(t + CLAIM_S * 0.8, lambda i=i: view.settle(i))
        tl.call(t, lambda: self.audio.play("claim"))
        return t + CLAIM_S

    def _visitors(self, groups: list[VisitorsWalked], t: float) -> float:
        """Each group walks its routes; every footstep on an owned cell is a point for its owner."""
        walkers, tl, board = self.walkers, self.timeline, self.board
        assert self._view is not None
        park = self._view.park
        ends = [t]
        last_coin = [-1.0]

        def step_on(cell, count: int) -> None:
            i = self.park_view.index(tuple(cell))
            who = self.park_view.owner[i]
            if who < 0:
                return
            self.scores[who] += count
            self.hud.set_score(who, self.scores[who])
            walkers.popup(board.center(tuple(cell)), f"+{count}", player_color(who))
            now = tl.time
            if now - last_coin[0] > 0.2:  # a coin a fifth of a second at most: a sound costs a frame
                last_coin[0] = now
                self.audio.play("coin")

        for g, group in enumerate(groups):
            at = t + g * GROUP_S
            origin = board.center(park.gate(group.origin).cell)
            if group.school_trip:
                tl.call(at, lambda o=origin: (walkers.popup(o, *SCHOOL_TRIP, 1.2, 1.8),
                                              self.audio.play("award")))
            if not group.routes:
                tl.call(at, lambda o=origin: walkers.popup(o, *NO_WAY, 0.8, 1.4))
                continue
            for r, (route, count) in enumerate(group.routes):
                points = [board.center(tuple(c)) for c in route]
                ends.append(walkers.walk_route(tl, at + r * 0.12, points, count, group.school_trip, g * 5 + r,
                                               lambda k, route=route, count=count: step_on(route[k], count)))
        return max(ends) + 0.15

    def _scores(self, scored: list[Scored], t: float) -> float:
        """The panel's totals land on the rules' numbers once the visitors have walked."""
        for event in scored:
            self.timeline.call(t, lambda e=event: self._score(e.player, e.total))
        return t

    def _score(self, player: int, total: int) -> None:
        self.scores[player] = total
        self.hud.set_score(player, total)

    def _closures(self, closures: list[Closed], t: float) -> float:
        """Busy stretches are fenced: "Closed!" over the busy cells, fences rising on the stretch."""
        view, tl = self.park_view, self.timeline
        for event in closures:
            for cell in event.busy:
                tl.call(t, lambda c=cell: self.walkers.popup(self.board.center(c), *CLOSED, 1.0, 1.6))
            for cell in event.cells:
                i = view.index(tuple(cell))
                tl.call(t, lambda i=i: view.set_wear(i, 0))
                tl.add(FENCE_S, lambda p, i=i: view.fence_height(i, p), at=t, ease=ease_out_back)
        tl.call(t, lambda: self.audio.play("fence"))
        return t + FENCE_S + 0.15

    def _after(self, events: list[Any], t: float) -> float:
        """In the rules' order: unwalked trails grow back, and last hour's fences sink."""
        view, tl = self.park_view, self.timeline
        for event in events:
            if isinstance(event, Regrew):
                for cell, level in event.cells:
                    i = view.index(tuple(cell))

                    def grow(i=i, level=level, cell=tuple(cell)) -> None:
                        view.set_wear(i, level)
                        self.walkers.glow(self.board.center(cell), SPROUT, 0.6, 0.9)
                    tl.call(t, grow)
                tl.call(t, lambda: self.audio.play("grow"))
                t += REGROW_S
            else:
                for cell in event.cells:
                    i = view.index(tuple(cell))
                    tl.add(FENCE_S, lambda p, i=i: view.fence_height(i, 1 - p), at=t, ease=ease_in_out,
                           done=lambda i=i: view.set_fence(i, False))
                t += FENCE_S
        return t

    def _clock(self, _ended: list[HourEnded], t: float) -> float:
        """The clock moves on to the next hour, with a chime."""
        hour = self._hour
        self.timeline.add(CLOCK_S, lambda p: self.hud.set_clock(hour + p), at=t, ease=ease_in_out)
        self.timeline.call(t + CLOCK_S * 0.6, lambda: self.audio.play("chime"))
        return t + CLOCK_S

    #: The phases of an hour in the rules' order: each event type and the method that animates the
    #: hour's events of that type (the clock moves on even when no `HourEnded` came). `None`: an
    #: event shown by another phase (`Worn` by the walks, `Planned` before the hour as a status) or
    #: by the end of the game (`GameOver`).
    PHASES: ClassVar[tuple[tuple[type | tuple[type, ...], Callable[..., float] | None], ...]] = (
        (Planned, None), (Walked, _walks), (Worn, None), (Claimed, _claims),
        (VisitorsWalked, _visitors), (Scored, _scores), (Closed, _closures),
        ((Regrew, FencesOpened), _after), (HourEnded, _clock), (GameOver, None),
    )
