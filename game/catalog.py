"""The games of Quintet: one record per game, read by the select screen, shots, benchmarks and CLI.

Each game package declares itself once, in `game/<id>/__init__.py`, as `SPEC = GameSpec(...)`: its
title and pitch, and where its rules, content, bots, hint, scene, setup screen, How to Play pictures,
benchmark actions and card picture live, as "module:name" references. Those are imported only when
used, so the title screen does not pay for every game. Adding a game is one package and one line in
`GAME_IDS`; nothing probes modules for optional names.
"""

from __future__ import annotations

import importlib

from game.core.content import ContentKind
from game.spec import GameSpec

#: The games players see, in the order of the select screen.
GAME_IDS: tuple[str, ...] = ("floorplan", "olifantenpad", "guppy", "romb", "pharaoh")
#: Games for the platform's own tests and tools, never shown to players.
HIDDEN_IDS: tuple[str, ...] = ("sample",)


def _spec(game_id: str) -> GameSpec:
    spec: GameSpec = importlib.import_module(f"game.{game_id}").SPEC
    return spec


GAMES: tuple[GameSpec, ...] = tuple(_spec(game_id) for game_id in GAME_IDS)
HIDDEN: tuple[GameSpec, ...] = tuple(_spec(game_id) for game_id in HIDDEN_IDS)


def game(game_id: str) -> GameSpec:
    """The record of a game by id (hidden ones included); KeyError naming the known ids."""
    for entry in GAMES + HIDDEN:
        if entry.id == game_id:
            return entry
    raise KeyError(f"no game called {game_id!r}; known: {', '.join(g.id for g in GAMES + HIDDEN)}")


def all_content_kinds() -> list[ContentKind]:
    """Every kind of content file of every game."""
    return [kind for entry in GAMES for kind in entry.content_kinds()]
