"""A plain scene for the Take sample game: stones in a row; keys 1-3 take or bid, Enter ends the
turn. It exists for the platform's tests (a bot thinking off the frame, secret bids, phases)."""

from __future__ import annotations

import arcade

from game.sample.pure.rules import DUEL, END, OVER, Bid, BidPlaced, BidsRevealed, EndTurn, Take, Took
from game.ui import theme
from game.ui.game_scene import GameScene
from game.ui.tween import ease_in_cubic


class TakeScene(GameScene):
    """Stones as circles on a table; a taken stone drops away; bids show as "?" until revealed.
    The table never changes: it is the scene's still layer (`draw_still`), copied each frame."""

    game_id = "sample"
    clears_itself = True  # its still layer: the table
    #: the table's colour (a test changes it to see the still layer painted again)
    table_colour = theme.PANEL

    def __init__(self, app, session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        self.label = theme.Text("", theme.WIDTH / 2, 600, theme.TEXT, 24, font_name=theme.BODY_FONT,
                                anchor_x="center")
        self.bids = theme.Text("", theme.WIDTH / 2, 540, theme.TEXT_DIM, 18, font_name=theme.BODY_FONT,
                               anchor_x="center")
        self.drops: dict[int, float] = {}
        self.shown = 0
        self.sync()

    def sync(self) -> None:
        """Show the current pile and what the viewer may do."""
        view = self.rules.observe(self.state, self.viewer)
        self.shown = view.stones
        self.drops.clear()
        if view.phase == OVER:
            self.label.text = f"Player {view.winner + 1} took the last stone"
        elif view.phase == DUEL:
            self.label.text = f"Duel! {view.stones} stones: bid 1-{view.max_take} in secret"
        elif view.mover != self.viewer:
            self.label.text = f"{view.stones} stones: the opponent's turn"
        elif view.phase == END:
            self.label.text = "Press Enter to end your turn"
        else:
            self.label.text = f"{view.stones} stones left: press 1-{view.max_take}"
        mine = "-" if view.my_bid is None else str(view.my_bid)
        self.bids.text = (f"Your bid {mine}, theirs {'?' if view.other_has_bid else '-'}"
                          if view.phase == DUEL else f"Taken: you {view.taken[self.viewer]}, "
                                                     f"them {view.taken[1 - self.viewer]}")

    def animate(self, events) -> None:
        """Each taken stone falls off the screen in turn; bids are told as they come."""
        at = 0.0
        for event in events:
            if isinstance(event, Took):
                for index in range(event.left, event.left + event.count):
                    self.timeline.add(0.3, lambda p, i=index: self.drops.__setitem__(i, p), at=at,
                                      ease=ease_in_cubic)
                at += 0.35
            elif isinstance(event, BidPlaced) and event.player != self.viewer:
                self.timeline.call(at, lambda: self.say("The opponent has bid."))
            elif isinstance(event, BidsRevealed):
                self.timeline.call(at, lambda b=event.bids: self.say(f"Bids: {b[0]} and {b[1]}"))
        self.timeline.call(at, self.sync)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Number keys take (or bid in a duel); Enter ends the turn."""
        if arcade.key.KEY_1 <= symbol <= arcade.key.KEY_9:
            count = symbol - arcade.key.KEY_0
            duel = self.rules.observe(self.state, self.viewer).phase == DUEL  # the view, not the state
            self.play_move(Bid(count) if duel else Take(count))
            return True
        if symbol in (arcade.key.ENTER, arcade.key.RETURN):
            self.play_move(EndTurn())
            return True
        return False

    def draw_still(self) -> None:
        """The table the stones lie on."""
        arcade.draw_lbwh_rectangle_filled(140, 300, 1000, 120, self.table_colour)

    def draw_game(self) -> None:
        """The pile and the labels."""
        for i in range(self.shown):
            drop = self.drops.get(i, 0.0)
            arcade.draw_circle_filled(200 + i * 60, 360 - 500 * drop, 22, theme.ACCENT)
        self.label.draw()
        self.bids.draw()


def create_view(app, session, replay_moves=None) -> TakeScene:
    """The scene for a session of Take."""
    return TakeScene(app, session, replay_moves)
