"""The end card of a game: what the result overlay shows when a game ends (or a level or room is
passed). `GameScene.game_over` is the one path that shows it; a game's results part builds its
own card (`GameScene.end_card`) where the platform's default (the outcome's lines, Play again and
Menu) is not enough."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class ScoreRow:
    """One player's line in the table of a game between several: their mark (a picture of their
    colour or token, an `arcade.Texture`, or None), name and points, and whether they lead (won,
    or share a draw): a leader's line is bold and tagged."""

    name: str
    points: int
    leads: bool
    mark: Any = None


@dataclass
class EndCard:
    """Heading, lines, the buttons (label, action; after a win the first is focused, after a loss
    the one that tries again), a table of every player's points where several played (best
    first), and, where the card is not centred on the window, the design point it is centred on."""

    title: str
    lines: list[str]
    actions: list[tuple[str, Callable[[], None]]]
    won: bool
    centre: tuple[float, float] | None = None
    rows: list[ScoreRow] = field(default_factory=list)


class CardWait:
    """An end card held back while the finished game stays in view (`GameScene.results_pause`):
    shown when its time comes, or at once on a key or a click (`release`)."""

    def __init__(self) -> None:
        self.due: float | None = None  # the scene's age at which the card shows; None: none waits
        self._show: Callable[[], None] = lambda: None

    def hold(self, due: float, show: Callable[[], None]) -> None:
        """Call `show` at the scene's age `due`, or sooner on `release`."""
        self.due, self._show = due, show

    def release(self) -> bool:
        """Show the waiting card now; False if none waits."""
        if self.due is None:
            return False
        self.due = None
        self._show()
        return True

    def update(self, age: float) -> None:
        """Show the card if its time has come."""
        if self.due is not None and age >= self.due:
            self.release()

    def clear(self) -> None:
        """The game starts again: nothing waits."""
        self.due = None
