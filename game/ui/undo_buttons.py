"""The Undo and Redo buttons every game shows on screen, beside Ctrl+Z and Ctrl+Y.

One pair for all five games, made by `GameScene`: a game says only where the pair goes on its
screen (`UndoPlace`, its scene's `undo_place`: a corner of free space that covers nothing of its
board or panels) and, where "Undo" already means something else on its screen, what the buttons
say. The buttons call the scene's `undo_move` and `redo_move`, as the keys do, so a click and a key
do the same; each looks disabled (dim words) when there is nothing to take back or to play again,
and the pair is hidden wherever undo cannot be used at all (switched off in Settings, a replay,
a finished game, a game between people at one screen: `GameScene.undo_problem`). The pair is
drawn as one baked picture (`game.ui.baked.ButtonPicture`), painted again only when the buttons
look as they have not lately (six draws a frame cost about a millisecond in software rendering; one
costs a tenth of that; Undo turning on at a first move and off at a restart is drawn from pictures
kept).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.ui.baked import ButtonPicture
from game.ui.widgets import Button

GAP = 8


@dataclass(frozen=True)
class UndoPlace:
    """Where a game's Undo and Redo buttons go (design space): the bottom-left corner of the pair,
    one beside the other (or Undo above Redo when `stacked`), each `width` x `height`, with their
    words."""

    left: float
    bottom: float
    width: float = 96
    height: float = 34
    stacked: bool = False
    words: tuple[str, str] = ("Undo", "Redo")


class Undoable(Protocol):
    """What the buttons need of a game's scene (`GameScene`)."""

    def undo_problem(self) -> str | None:
        """Why undo cannot be used now (None: it can)."""
        ...

    def can_undo(self) -> bool:
        """True when a move can be taken back now."""
        ...

    def can_redo(self) -> bool:
        """True when an undone move can be played again now."""
        ...

    def undo_move(self) -> bool:
        """Take back the last decision."""
        ...

    def redo_move(self) -> bool:
        """Play an undone decision again."""
        ...


class UndoButtons:
    """The pair of buttons, their state read from the scene each frame."""

    def __init__(self, scene: Undoable, place: UndoPlace) -> None:
        self.scene = scene
        w, h = place.width, place.height
        redo_at = (place.left, place.bottom) if place.stacked else (place.left + w + GAP, place.bottom)
        undo_at = (place.left, place.bottom + h + GAP) if place.stacked else (place.left, place.bottom)
        self.undo = Button(place.words[0], *undo_at, w, h, scene.undo_move, font_size=15)
        self.redo = Button(place.words[1], *redo_at, w, h, scene.redo_move, font_size=15)
        self.buttons = (self.undo, self.redo)
        self.shown = False
        self.picture = ButtonPicture(self.buttons, "undo")

    def update(self, dt: float, pointer: tuple[float, float] | None) -> None:
        """Show the pair where undo can be used, enable each by what it can do now, and light the
        one under the pointer."""
        self.shown = self.scene.undo_problem() is None
        self.undo.enabled = self.shown and self.scene.can_undo()
        self.redo.enabled = self.shown and self.scene.can_redo()
        for button in self.buttons:
            button.focused = button.enabled and pointer is not None and button.contains(*pointer)
            button.update(dt)

    def click(self, x: float, y: float) -> bool:
        """A click at a design point: True when it fell on a shown button (which then acts; a
        disabled one says why it cannot, as its key does)."""
        if not self.shown:
            return False
        for button in self.buttons:
            if button.contains(x, y):
                button.on_click()
                return True
        return False

    def draw(self) -> None:
        """Both buttons, when shown (asked again: a game that ended under an overlay is not updated)."""
        if self.shown and self.scene.undo_problem() is None:
            self.picture.draw()
