"""The end card of a game: what the result overlay shows when a game ends (or a level or room is
passed). `GameScene.game_over` is the one path that shows it; a game's results part builds its
own card (`GameScene.end_card`) where the platform's default (the outcome's lines, Play again and
Menu) is not enough."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass
class EndCard:
    """Heading, lines, the buttons (label, action; the first is focused) and, where the card is not
    centred on the window, the design point it is centred on."""

    title: str
    lines: list[str]
    actions: list[tuple[str, Callable[[], None]]]
    won: bool
    centre: tuple[float, float] | None = None
