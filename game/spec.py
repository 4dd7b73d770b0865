"""The record each game package declares about itself (`SPEC = GameSpec(...)` in its `__init__`).

Kept apart from `game.catalog` so that a game package can import it without importing the catalog.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.core.content import ContentKind


def resolve(ref: str) -> Any:
    """The object a "package.module:name" reference names (imported on first use)."""
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class GameSpec:
    """What a game is, in one record: names and the "module:name" of each of its parts.

    - `rules`: its `Rules` instance (pure, no arcade).
    - `content`: its content module: `CONTENT_KINDS`, `load()` (raising `ContentError`) and
      `content_for(params)`, the record a new game of these params is played on.
    - `bots`: `bot_for(params, player) -> game.core.bots.Bot`, the bot that plays `player`.
    - `hint`: `hint(rules, state, player, budget) -> Move | None`, the search behind the idle hint
      (the game decides what of the state it may use; bots get only `observe`'s view).
    - `scene`: `create_view(app, session, replay_moves=None)`; None while the game is not built.
    - `setup`: `create_setup(app)`, the screen that picks params before a new game.
    - `shots`: `howto_shots() -> dict[str, Shot]`, the How to Play pictures; `shot_session`:
      a session a few moves in, for screenshots.
    - `bench`: `bench_actions(scene, frame)`, what keeps the scene busy while `tools/bench.py`
      times its frames.
    - `card`: a picture file under `assets/` for the select card (None: drawn from the game).
    - `editor`: its `game.core.editing.LevelDesign` (palette, documents, how a level file starts a
      game) for the level editor and `quintet play/edit FILE`; None: its files play with default
      params and the file's record as the content, and it has no editor.
    - `progress`: the type (a dataclass) of what the game keeps in `profile.progress[id]`, key by
      key; a value of the wrong type in the profile file is reset when it is read.
    - `card_note`: `card_note(profile) -> str | None`, a line the select card shows under the best
      score (Olifantenpad's rating).
    - `keys`: its live key map (`game.ui.bindings.declare`), whose module declares the game's place
      for the Controls screen and the settings' check of the player's keys.
    """

    id: str
    title: str
    pitch: str
    color: tuple[int, int, int]
    rules: str
    content: str | None = None
    bots: str | None = None
    hint: str | None = None
    scene: str | None = None
    setup: str | None = None
    shots: str | None = None
    shot_session: str | None = None
    bench: str | None = None
    card: str | None = None
    editor: str | None = None
    progress: str | None = None
    card_note: str | None = None
    keys: str | None = None

    @property
    def playable(self) -> bool:
        """True when the game has a scene a player can open."""
        return self.scene is not None

    def part(self, name: str) -> Any:
        """The object behind one of the record's references (None when the game has no such part)."""
        ref = getattr(self, name)
        return resolve(ref) if ref else None

    def load_rules(self) -> Any:
        """The game's `Rules` instance."""
        return resolve(self.rules)

    def content_module(self) -> Any | None:
        """The game's content module, or None for a game without content files."""
        return importlib.import_module(self.content) if self.content else None

    def content_kinds(self) -> list[ContentKind]:
        """The game's kinds of content file (empty for a game with none)."""
        module = self.content_module()
        return list(module.CONTENT_KINDS) if module else []

    def content_for(self, params: Any) -> Any:
        """The content record a new game of these params plays on (None for a game without
        content); raises `ContentError` when the file behind it is broken."""
        module = self.content_module()
        return module.content_for(params) if module else None
