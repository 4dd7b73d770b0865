"""Romb Raider's results card: the end of a room, read from the `Outcome` and the player's view.

Won: the turns, the score against the room's best (kept per room, and apart with the "remember the
map" assist), the campaign's progress and the next room first. Caught: how, and Retry first. A
replay says only how it ended. The card sits in the half of the room away from a catch."""

from __future__ import annotations

from typing import Any, Callable

from game.core.rules import Outcome, Status
from game.romb.pure.campaign import ASSISTED_SUFFIX, GAME_ID, best_turns, is_open, record_win
from game.romb.pure.events import Lost
from game.romb.pure.rules import View
from game.ui.board import BoardGeometry
from game.ui.end_card import EndCard

#: How far the result panel's centre stays from the room's edge when it moves clear of the catch:
#: half the Caught panel's height and a margin.
RESULT_CLEARANCE = 140


def score_key(room_name: str, assisted: bool) -> str:
    """Best scores are kept per room; a room won with the "remember the map" assist on at some
    point is kept apart, under the room's name with ASSISTED_SUFFIX."""
    return room_name + ASSISTED_SUFFIX if assisted else room_name


class Results:
    """The end of a room in the campaign (`index` -1: a room outside it, from a test or a file)."""

    def __init__(self, app: Any, board: BoardGeometry, records: list, index: int, *,
                 retry: Callable[[], None], next_room: Callable[[str], None]) -> None:
        self.app = app
        self.board = board
        self.records = records
        self.index = index
        self.retry = retry
        self.next_room = next_room

    def _next_record(self) -> Any:
        if 0 <= self.index < len(self.records) - 1:
            return self.records[self.index + 1]
        return None

    def card(self, status: Status, view: View, outcome: Outcome | None, lost: Lost | None, *,
             assisted: bool, replaying: bool) -> EndCard:
        """Won: record the score and the campaign progress, offer the next room. Lost: say how."""
        turns = view.turns
        won = status == Status.WON
        menu = ("Menu", self.app.to_menu)
        if replaying:
            return EndCard("Replay over", [f"{'Won' if won else 'Lost'} in {turns} turns."], [menu], won)
        following = self._next_record()
        centre = None
        if won:
            title = "Room cleared!" if following or self.index < 0 else "Campaign complete!"
            lines = [f"Out with the gem in {turns} turns."]
            if self.index >= 0:  # a campaign room (not one built by a test or a tool)
                name = score_key(view.name, assisted)
                score = outcome.scores[0] if outcome is not None else 0
                new_best = self.app.record_result(GAME_ID, name, score)
                record_win(self.app, view.name)
                lines.append("A new best!" if new_best else f"Best: {best_turns(self.app.profile, name)} turns.")
            if following:
                lines.append(f"Next: {following.title}")
        else:
            title = "Caught!"
            how = "You walked into a spirit" if lost and lost.cause == "walked_into" else "A spirit caught you"
            lines = [f"{how} on turn {turns}.", "The spirits always move the same way, where their arrows",
                     "point: try another path."]
            centre = self._clear_of(lost)
        actions: list[tuple[str, Callable[[], None]]] = [("Retry", self.retry)]
        if following and is_open(self.app.profile, self.records, self.index + 1):
            # after a win the next room comes first (focused); after a loss, trying again does
            actions.insert(len(actions) if not won else 0, ("Next room", lambda: self.next_room(following.name)))
        actions.append(menu)
        return EndCard(title, lines, actions, won, centre)

    def _clear_of(self, lost: Lost | None) -> tuple[float, float] | None:
        """The result panel's centre in the half of the room away from where the raider was caught,
        so the spirit and the raider stay in sight behind it (None: over the room's middle)."""
        if lost is None:
            return None
        board = self.board
        caught_high = board.center(lost.at)[1] > board.middle[1]
        return (board.middle[0], board.bottom + RESULT_CLEARANCE if caught_high else board.top - RESULT_CLEARANCE)
