"""The Visitor's moves as the keys and clicks of `input.py` ask for them: push the spare in (turned
as chosen, in the turning-spare variant), walk to a space, pick a talisman and aim it, end the
turn; each refused one says why in a sentence, and a talisman that cannot be played yet says when
it can. The part keeps the choices made between two moves: the talisman being aimed and the
spare's quarter turns. It reads the Visitor's view and the input mode, and sends moves, through
the callables of `Turn` (never the scene).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.core.rules import Move
from game.floorplan.pure.model import EndTurn, ExtraTurn, LockGallery, MoveStauf, Shift, View, Walk
from game.floorplan.pure.rules import talisman_moves, talisman_problem


@dataclass
class Turn:
    """What the moves ask of the game: the Visitor's view, the input mode (`FloorplanScene.mode`),
    playing a move, the message line, and showing the screen's guidance again."""

    view: Callable[[], View]
    mode: Callable[[], str]
    play_move: Callable[[Move], bool]
    say: Callable[[str], None]
    refresh: Callable[[], None]


class VisitorMoves:
    """The Visitor's moves and the choices between them (see the module doc); `audio` clicks and
    refuses."""

    def __init__(self, turn: Turn, audio: Any) -> None:
        self.turn, self.audio = turn, audio
        self.chosen: str | None = None  # the talisman being aimed
        self.turns = 0                  # quarter turns of the spare (turning-spare variant)

    def targets(self) -> dict:
        """The spaces the chosen talisman may act on: square -> its move."""
        kind = self.chosen
        moves = talisman_moves(self.turn.view())
        if kind == "move_stauf":
            return {m.to: m for m in moves if isinstance(m, MoveStauf)}
        if kind == "lock_gallery":
            return {m.at: m for m in moves if isinstance(m, LockGallery)}
        return {}

    def push(self, key) -> None:
        """Push the spare in at `key`."""
        floor, side, index = key
        self.turn.play_move(Shift(floor, side, index, self.turns))

    def walk_to(self, square) -> None:
        """Walk to a space (or say why not)."""
        if square == self.turn.view().visitor:
            self.turn.say("You are here. Walk to a lit space, or end your turn.")
            return
        self.turn.play_move(Walk(square))

    def choose(self, kind: str) -> None:
        """Pick a talisman from the panel: Extra Turn plays at once, the others wait for a space;
        one that cannot be played now says why, and when it can."""
        mode = self.turn.mode()
        if mode not in ("walk", "target"):
            self.turn.say("Talismans are played after the shift, before you walk." if mode == "shift" else
                          "Wait for your turn.")
            return
        problem = talisman_problem(self.turn.view(), kind)
        if problem:
            self.chosen = None
            self.audio.play("refuse")
            self.turn.say(problem)
            self.turn.refresh()
            return
        if kind == "extra_turn":
            self.turn.play_move(ExtraTurn())
            return
        self.chosen = None if self.chosen == kind else kind
        self.audio.play("click")
        self.turn.refresh()

    def cancel(self) -> None:
        """Put the chosen talisman back."""
        self.chosen = None

    def rotate(self) -> None:
        """Turn the spare a quarter (turning-spare variant, before the push)."""
        if self.turn.mode() == "shift" and self.turn.view().rotate_spare:
            self.turns = (self.turns + 1) % 4
            self.audio.play("click")

    def aim(self, square) -> None:
        """Play the chosen talisman on a space."""
        move = self.targets().get(square)
        if move is None:
            self.audio.play("refuse")
            self.turn.say("Not there: choose one of the lit spaces." if self.chosen == "move_stauf" else
                          "Choose a Gallery (the lit ones).")
            return
        self.turn.play_move(move)

    def end_turn(self) -> None:
        """Resurface: end the turn where the Visitor stands."""
        mode = self.turn.mode()
        if mode in ("walk", "target"):
            self.turn.play_move(EndTurn())
        elif mode == "shift":
            self.audio.play("refuse")
            self.turn.say("Shift the maze first: push the spare in.")
