"""Romb Raider's story: a turn's events (the player's view of them) as animations on the timeline.

`Story.HANDLERS` maps each event *type* to the method that queues its animation, so renaming an
event class renames its key (a missing one fails at import, not in silence). One turn plays as:
the raider's step, the fog fading, torch and loot, the spirits gliding (or only heard), then the
win or the catch; the walls follow the fog, and the spirits are placed from the view at the end."""

from __future__ import annotations

from typing import Callable

from game.core.rules import Event
from game.romb.board_view import STEP_S, BoardView
from game.romb.pure.events import (
    Covered,
    LootTaken,
    Lost,
    MonsterHeard,
    MonsterMoved,
    MonsterSpawned,
    Moved,
    Revealed,
    TorchLit,
    Waited,
    Won,
)
from game.romb.pure.rules import View
from game.romb.spirits import FADE_S, GLIDE_S
from game.romb.textures import FOG_ALPHA
from game.ui.tween import Timeline


class Story:
    """Queues one turn's animation on the board view; remembers how the last turn was lost."""

    def __init__(self, board: BoardView, timeline: Timeline, observe: Callable[[], View]) -> None:
        self.board = board
        self.spirits = board.spirits
        self.timeline = timeline
        self.observe = observe
        #: The catch of the last turn played, for the results card (None: not caught).
        self.lost: Lost | None = None
        self._heard = 0

    def play(self, events: list[Event], view: View) -> None:
        """Queue a turn's events (those the player may see), drawn towards `view`, the view after it."""
        self._heard = 0
        self.spirits.hide_steps()
        shown_before = {n for n, sprite in enumerate(self.spirits.sprites) if sprite.visible and sprite.alpha}
        moved = {e.monster for e in events if isinstance(e, (MonsterMoved, MonsterHeard))}
        for event in events:
            handler = self.HANDLERS.get(type(event))
            if handler is not None:
                handler(self, event)
        seen = {index for index, _ in view.monsters}
        for index in shown_before - seen - moved:
            self.spirits.fade(index, 0)  # stood still while its square went dark
        if self._heard:
            self.spirits.heard(STEP_S)
        self.board.map.show(view, FADE_S)
        self.timeline.call(self.timeline.end, lambda: self.spirits.place(self.observe()))

    def _moved(self, event: Moved) -> None:
        self.board.walk(event.origin, event.to)

    def _waited(self, event: Waited) -> None:
        self.board.breathe()

    def _torch_lit(self, event: TorchLit) -> None:
        self.timeline.call(STEP_S * 0.6, lambda: self.board.light_torch(event.torch))

    def _loot_taken(self, event: LootTaken) -> None:
        self.board.take_loot()

    def _revealed(self, event: Revealed) -> None:
        self.board.fade(event.cells, 0)
        for index, cell in event.monsters:
            self.spirits.reveal(index, cell)

    def _covered(self, event: Covered) -> None:
        self.board.fade(event.cells, FOG_ALPHA)

    def _monster_moved(self, event: MonsterMoved) -> None:
        self.spirits.glide(event, STEP_S)

    def _monster_heard(self, event: MonsterHeard) -> None:
        self._heard += 1

    def _monster_spawned(self, event: MonsterSpawned) -> None:
        self.spirits.spawn(event, STEP_S)

    def _won(self, event: Won) -> None:
        self.board.win(STEP_S + GLIDE_S)

    def _lost(self, event: Lost) -> None:
        self.lost = event
        self.board.catch(STEP_S + GLIDE_S)

    #: Each event type and the method that animates it.
    HANDLERS: dict[type, Callable] = {
        Moved: _moved, Waited: _waited, TorchLit: _torch_lit, LootTaken: _loot_taken, Revealed: _revealed,
        Covered: _covered, MonsterMoved: _monster_moved, MonsterHeard: _monster_heard,
        MonsterSpawned: _monster_spawned, Won: _won, Lost: _lost,
    }
