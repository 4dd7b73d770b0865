"""The Visitor's view, one part: the small panel beside the board (`corridor.CorridorPanel`), the
card that shows it large (`overlays.LargeView`), which way it faces and whether it is open large.

Both are kept in the profile for the game being played (its seed and museum), so Continue finds the
view as the player left it; a new game starts facing north with the view small."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.floorplan.corridor import CorridorPanel
from game.floorplan.overlays import LargeView
from game.floorplan.pure.content import GAME_ID


class VisitorView:
    """The small view and the large one, kept in `profile` for the game `game_key` ([seed, museum])."""

    def __init__(self, layout: Any, g: Any, hud: Any, centre: tuple[float, float], profile: Any,
                 game_key: list) -> None:
        """`hud`: the panel whose texts and pictures the small view draws with; `centre`: the large
        card's centre (the board's middle)."""
        self.small = CorridorPanel(layout, g, hud.labels, hud.pictures)
        self.large = LargeView(centre)
        self.profile, self.game_key = profile, game_key
        kept = profile.progress_of(GAME_ID)
        if list(kept.get("view_game") or ()) == game_key:  # the view as it was left
            self.small.face_to(kept.get("view_facing", "N"))
            self.large.open = bool(kept.get("view_large"))

    def show(self, view, words: bool = True) -> bool:
        """The view (and the large one, while open) from where the Visitor stands in `view`; without
        `words`, the small picture alone (its caption and the large view follow at the next call).
        True when the small picture is a new one."""
        painted = self.small.show(view, words)
        if words and self.large.open:
            self.large.show(*self.small.seen, self.small.words)
        return painted

    def turn(self, way: int, view) -> bool:
        """Turn a quarter to the right (`way` 1) or the left (-1); True when the profile changed."""
        self.small.turn(way)
        self.show(view)
        return self.keep()

    def open_large(self, shown: bool, view) -> bool:
        """Open the view large, or close it; True when the profile changed."""
        self.large.open = shown
        self.show(view)
        return self.keep()

    def walked(self, origin, to, view) -> None:
        """A step of the Visitor's walk has been shown: the view faces the way he stepped, from `to`."""
        self.small.face(origin, to)
        self.show(replace(view, visitor=to))

    def keep(self) -> bool:
        """Keep the facing and the size in the profile for this game; True when they changed (the
        caller saves the profile)."""
        progress = self.profile.progress_of(GAME_ID)
        kept = {"view_game": self.game_key, "view_facing": self.small.facing, "view_large": self.large.open}
        if all((list(progress.get(k) or ()) if k == "view_game" else progress.get(k)) == v for k, v in kept.items()):
            return False
        self.profile.keep_progress(GAME_ID, **kept)
        return True
