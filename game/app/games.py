"""The app's side of the game catalog: content checks, saves and creating a game's scene."""

from __future__ import annotations

from game.catalog import GameEntry, game
from game.core.content import ContentError
from game.core.saves import has_save, load_save
from game.core.session import Session
from game.core.storage import UnreadableFile


def content_problem(game_id: str) -> str | None:
    """Load a game's content; the first error as text, or None when everything loads."""
    entry = game(game_id)
    content = entry.content() if entry.playable else None
    if content is None:
        return None
    try:
        content.load()
    except ContentError as exc:
        return str(exc)
    return None


def new_session(entry: GameEntry, params=None, seed: int | None = None) -> Session:
    """A fresh session of a game with default (or given) params and a time-based seed."""
    import time

    rules = entry.rules()
    return Session(rules, params if params is not None else rules.params_type(),
                   seed if seed is not None else time.time_ns() & 0xFFFFFFFF)


def saved_session(entry: GameEntry) -> tuple[Session | None, str | None]:
    """The game's saved session and a problem message (the save kept aside) if it was unreadable."""
    if not has_save(entry.id):
        return None, None
    try:
        return load_save(entry.rules()), None
    except UnreadableFile as exc:
        return None, f"Save could not be loaded: {exc.reason} (kept as {exc.kept_as.name})"


def create_game_view(app, entry: GameEntry, session: Session, *, replay_moves=None):
    """The game's scene for a session (or a replay of moves from the session's start)."""
    return entry.module("scene").create_view(app, session, replay_moves=replay_moves)
