"""A situation a How to Play page shows as a picture: a game's record (`GameSpec.shots`) may name
`howto_shots()`, named `Shot`s, rendered by `tools/shots.py` through `quintet --shot <id>:<name>`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from game.core.session import Session

if TYPE_CHECKING:
    from game.ui.game_scene import GameScene


@dataclass(frozen=True)
class Shot:
    """A situation a How to Play page shows as a picture, and where in the frame it is.

    `session` makes the game to show (called only when the shot is rendered, so listing shots costs
    nothing); `setup`, when given, acts on the game's scene once it is on screen, as a player would
    (select a glyph, point at a tile, play a move whose animation is then caught half-way); the
    picture is taken `frames` frames (1/60 s each) later, and shows the design-space box `crop`
    (left, bottom, width, height)."""

    session: Callable[[], Session]
    crop: tuple[float, float, float, float]
    setup: Callable[["GameScene"], None] | None = None
    frames: int = 45
