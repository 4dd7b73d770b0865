"""A plain scene for the Take sample game: stones in a row, keys 1-3 take. Used by platform tests."""

from __future__ import annotations

import arcade

from game.sample.rules import Take, Took
from game.ui import theme
from game.ui.game_scene import GameScene
from game.ui.tween import ease_in_cubic


class TakeScene(GameScene):
    """Stones as circles; a taken stone drops away."""

    game_id = "sample"

    def __init__(self, app, session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        self.label = arcade.Text("", theme.WIDTH / 2, 600, theme.TEXT, 24, font_name=theme.BODY_FONT,
                                 anchor_x="center")
        self.drops: dict[int, float] = {}
        self.sync()

    def sync(self) -> None:
        """Show the current pile."""
        self.shown = self.state.stones
        self.drops.clear()
        self.label.text = f"{self.state.stones} stones left: press 1, 2 or 3"

    def animate(self, events) -> None:
        """Each taken stone falls off the screen, the player's then the bot's."""
        at = 0.0
        for event in events:
            if isinstance(event, Took):
                for index in range(event.left, event.left + event.count):
                    self.timeline.add(0.3, lambda p, i=index: self.drops.__setitem__(i, p), at=at, ease=ease_in_cubic)
                at += 0.35
        self.timeline.call(at, self.sync)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Number keys take stones."""
        if arcade.key.KEY_1 <= symbol <= arcade.key.KEY_9:
            self.play_move(Take(symbol - arcade.key.KEY_0))
            return True
        return False

    def draw_game(self) -> None:
        """The pile."""
        for i in range(self.shown):
            drop = self.drops.get(i, 0.0)
            arcade.draw_circle_filled(200 + i * 60, 360 - 500 * drop, 22, theme.ACCENT)
        self.label.draw()


def create_view(app, session, replay_moves=None) -> TakeScene:
    """The scene for a session of Take."""
    return TakeScene(app, session, replay_moves)
