"""The app's side of the game catalog: content checks, saves and creating a game's scene."""

from __future__ import annotations

import time
from typing import Any

from game.catalog import GameSpec, game
from game.core.content import ContentError
from game.core.saves import has_save, load_save
from game.core.session import Session
from game.core.storage import UnreadableFile


def content_problem(game_id: str) -> str | None:
    """Load a game's content; the first error as text, or None when everything loads."""
    content = game(game_id).content_module()
    if content is None:
        return None
    try:
        content.load()
    except ContentError as exc:
        return str(exc)
    return None


def new_session(entry: GameSpec, params: Any = None, seed: int | None = None) -> Session:
    """A fresh session of a game with default (or given) params, the content those params name and
    a time-based seed. Raises `ContentError` when the content file is broken."""
    rules = entry.load_rules()
    params = params if params is not None else rules.params_type()
    return Session(rules, params, seed if seed is not None else time.time_ns() & 0xFFFFFFFF,
                   entry.content_for(params))


def saved_session(entry: GameSpec) -> tuple[Session | None, str | None]:
    """The game's saved session and a problem message (the save kept aside) if it was unreadable."""
    if not has_save(entry.id):
        return None, None
    try:
        return load_save(entry.load_rules(), lambda params: entry.content_for(params)), None
    except UnreadableFile as exc:
        return None, f"Save could not be loaded: {exc.reason} (kept as {exc.kept_as.name})"


def create_game_view(app, entry: GameSpec, session: Session, *, replay_moves=None):
    """The game's scene for a session (or a replay of moves from the session's start)."""
    return entry.part("scene")(app, session, replay_moves=replay_moves)
