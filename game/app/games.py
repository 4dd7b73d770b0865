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
    """Load a game's content; the first error as text, or None when it can be played (a campaign
    with some broken rooms is playable: the room list shows those as broken)."""
    content = game(game_id).content_module()
    if content is None:
        return None
    try:
        content.load()
    except ContentError as exc:
        return str(exc)
    except Exception as exc:  # a loader that fails is a broken game card, never a crash
        return f"{game_id}: the content cannot be loaded ({type(exc).__name__}: {exc})"
    return None


def new_session(entry: GameSpec, params: Any = None, seed: int | None = None) -> Session:
    """A fresh session of a game with default (or given) params, the content those params name and
    a time-based seed. Raises `ContentError` when the content file is broken."""
    rules = entry.load_rules()
    params = params if params is not None else rules.params_type()
    return Session(rules, params, seed if seed is not None else time.time_ns() & 0xFFFFFFFF,
                   entry.content_for(params))


def saved_session(entry: GameSpec) -> tuple[Session | None, str | None]:
    """The game's saved session and, if it could not be loaded, a sentence for the player saying
    so (the file is kept aside as `.corrupt`, never deleted); `problem_detail` has the reason."""
    if not has_save(entry.id):
        return None, None
    try:
        return load_save(entry.load_rules(), lambda params: entry.content_for(params)), None
    except UnreadableFile as exc:
        return None, save_problem_text(exc.reason, exc.kept_as.name if exc.kept_as else None)


def save_problem_text(reason: str, kept_as: str | None) -> str:
    """What a Game Select card says about a save that cannot be continued, in a player's words:
    what happened and where the file went; the loader's reason comes last, shortened."""
    if "newer than this Quintet" in reason:
        head = "Your save is from a newer Quintet."
    elif "content" in reason and "cannot be found" in reason:
        head = "Your save's level is no longer here."
    elif "too large" in reason or "larger than" in reason or "too long" in reason:
        head = "Your save is too large to load."
    else:
        head = "Your save could not be loaded."
    kept = f" It is kept as {kept_as}." if kept_as else " It is left as it was."
    detail = reason if len(reason) <= 90 else reason[:87] + "..."
    return f"{head}{kept} ({detail})"


def create_game_view(app, entry: GameSpec, session: Session, *, replay_moves=None):
    """The game's scene for a session (or a replay of moves from the session's start), with a
    texture atlas of its own that goes when the game is closed (`game.app.scene_memory`)."""
    from game.app.scene_memory import build_with_own_atlas

    return build_with_own_atlas(app, lambda: entry.part("scene")(app, session, replay_moves=replay_moves))
