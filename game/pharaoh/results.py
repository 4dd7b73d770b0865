"""Pharaoh Tomb's results: the card of a passed level (the score, the next level's target and kinds,
the piece that can be earned from then on) and what the mode's statistics count (games started,
levels passed, reshuffles). The end of a game is `GameScene.game_over`'s card, as in every game.
"""

from __future__ import annotations

from typing import Callable

from game.pharaoh.layout import PIECE_NAMES
from game.pharaoh.pure import records
from game.pharaoh.pure.rules import LevelPassed, State
from game.ui.end_card import EndCard


class Results:
    """The level-passed card and the mode's statistics, written to the player's profile."""

    def __init__(self, app, game_id: str, mode: Callable[[], str], score_key: Callable[[], str]) -> None:
        self.app = app
        self.game_id = game_id
        self.mode = mode
        self.score_key = score_key

    def count_game(self, level: int) -> None:
        """A new game started at `level`, in the mode's statistics."""
        records.count(self.app.profile, self.mode(), games=1, level=level)
        self.app.save_profile()

    def count_reshuffle(self) -> None:
        """A dead board reshuffled (Endless), in the mode's statistics."""
        records.count(self.app.profile, self.mode(), reshuffles=1)
        self.app.save_profile()

    def count_level(self, event: LevelPassed, view: State) -> None:
        """A passed level in the mode's statistics; in a mode without an end (Endless) the score so
        far is also its best-score candidate, since no game-over screen will record it."""
        records.count(self.app.profile, self.mode(), levels=1, level=event.level)
        if view.table.reshuffle:
            self.app.record_result(self.game_id, self.score_key(), view.score)
        else:
            self.app.save_profile()

    @staticmethod
    def level_card(event: LevelPassed, view: State, proceed: Callable[[], None]) -> EndCard:
        """The "Level N passed!" card, with a Continue that calls `proceed`."""
        lines = [f"Score: {view.score:,}",
                 f"Level {event.level}: remove {event.target} hieroglyphs, {event.kinds} kinds in play."]
        table = view.table
        new = [PIECE_NAMES[p] for p in table.level(event.level).pieces if p not in table.level(event.passed).pieces]
        if new:
            lines.append(f"New: the {new[0]} can be earned from now on.")
        return EndCard(f"Level {event.passed} passed!", lines, [("Continue", proceed)], won=True)
