"""The five games of Quintet: names, pitches, and where each game's code lives.

Modules are imported only when needed, so the title screen does not pay for every game. A game
package provides:

- `game/<id>/rules.py`   `RULES`: a `game.core.rules.Rules` instance (pure, no arcade);
- `game/<id>/content.py` `CONTENT_KINDS`: its `ContentKind`s, and `load()` returning the game's
  content (raising `ContentError` for a broken file);
- `game/<id>/scene.py`   `create_view(app, session=None)`: the game's arcade View.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameEntry:
    """One game on the Game Select screen."""

    id: str
    title: str
    pitch: str
    color: tuple[int, int, int]
    playable: bool = True

    def module(self, name: str) -> Any:
        """Import `game.<id>.<name>` (rules, content, scene, ai)."""
        return importlib.import_module(f"game.{self.id}.{name}")

    def rules(self) -> Any:
        """The game's `Rules` instance."""
        return self.module("rules").RULES

    def content(self) -> Any | None:
        """The game's content module, or None for a game without content files."""
        try:
            return self.module("content")
        except ModuleNotFoundError as exc:
            if exc.name == f"game.{self.id}.content":
                return None
            raise

    def content_kinds(self) -> list:
        """The game's kinds of content file (empty for a game with none)."""
        content = self.content() if self.playable else None
        return list(content.CONTENT_KINDS) if content else []


GAMES: tuple[GameEntry, ...] = (
    GameEntry("floorplan", "Floorplan", "Race Stauf through a shifting two-floor museum.",
              (150, 110, 200), playable=False),
    GameEntry("olifantenpad", "Olifantenpad", "Lure park visitors onto your desire paths.",
              (90, 170, 90), playable=False),
    GameEntry("guppy", "Guppy", "Dye, sponge and cut cloth to fill the orders.",
              (220, 120, 150)),
    GameEntry("romb", "Romb Raider", "Grab the loot in a dark room full of monsters.",
              (230, 160, 60)),
    GameEntry("pharaoh", "Pharaoh Tomb", "Match hieroglyphs to open the tomb, room by room.",
              (220, 190, 90)),
)


#: Games that exist for the platform's own tests and tools, never shown to players.
HIDDEN: tuple[GameEntry, ...] = (
    GameEntry("sample", "Take", "Take the last stone (the platform's test game).", (160, 160, 160)),
)


def game(game_id: str) -> GameEntry:
    """The entry of a game by id (hidden ones included)."""
    for entry in GAMES + HIDDEN:
        if entry.id == game_id:
            return entry
    raise KeyError(f"no game called {game_id!r}; known: {', '.join(g.id for g in GAMES + HIDDEN)}")


def all_content_kinds() -> list:
    """Every kind of content file of every game."""
    return [kind for entry in GAMES for kind in entry.content_kinds()]
