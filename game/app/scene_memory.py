"""What a closed game leaves behind: texture atlases by scene, and the games' picture caches.

A game, and How to Play, keep their pictures in a texture atlas of their own.

Arcade packs every sprite's picture into one shared texture atlas that only grows: when it is full
it doubles, and it never shrinks. A session that opened every game therefore ended with all five
games' pictures, the card pictures and the How to Play pictures in one atlas, doubled to 4096x4096:
64 MB more in software rendering, where the "GPU" memory is the process's own. Built with
`build_with_own_atlas`, a scene's sprite lists (and those of the overlays opened over it) use an
atlas that is let go with the scene; the title and menus keep the shared one. Arcade has no public
way to change the default atlas, so this sets the context's `_atlas`, here only.

A game's modules also memoize the pictures they paint (`functools.lru_cache`): kept after the game
closed, each game played left 40-50 MB behind (measured with tools/session_memory.py).
`forget_closed_games` empties those caches once no scene of the game is on the stack; they fill
again, the same, when it is played next.
"""

from __future__ import annotations

import gc
import sys
from typing import Callable, TypeVar

import arcade

from game.app.packed_atlas import START_SIZE, PackedAtlas

View = TypeVar("View", bound=arcade.View)

def build_with_own_atlas(app, build: Callable[[], View]) -> View:
    """Build a scene (`build()`) with a new texture atlas as the default while it is made; the
    scene keeps the atlas as `own_atlas` (left with room for the pictures play adds,
    `PackedAtlas.leave_room`), and `use_top_atlas` makes it the default while the scene
    is on the stack."""
    ctx = app.ctx
    atlas = PackedAtlas(START_SIZE, border=2, auto_resize=True, ctx=ctx)
    before = ctx.default_atlas
    ctx._atlas = atlas
    try:
        view = build()
    finally:
        ctx._atlas = before
    atlas.leave_room()
    view.own_atlas = atlas  # type: ignore[attr-defined]
    return view


def use_top_atlas(app, shared) -> bool:
    """Make the default atlas that of the highest scene on the stack that has one (an overlay over
    a game draws with the game's), else the shared atlas; True when that let a closed scene's atlas
    go (then `collect_closed_scene` is due)."""
    before = app.ctx.default_atlas
    app.ctx._atlas = next((view.own_atlas for view in reversed(app.stack)
                           if getattr(view, "own_atlas", None) is not None), shared)
    return app.ctx.default_atlas is shared and before is not shared


def open_games(app) -> set[str]:
    """The ids of the games with a scene on the stack."""
    return {view.spec.id for view in app.stack if getattr(view, "spec", None) is not None}


def forget_closed_games(app, before: set[str]) -> bool:
    """Empty the memo caches of every game that was open (`before`) and has no scene on the stack
    now: each `lru_cache` function defined in a module of its package `game.<id>`; True when a
    game was closed."""
    closed = before - open_games(app)
    for game_id in closed:
        prefix = f"game.{game_id}."
        for name, module in list(sys.modules.items()):
            if module is None or not name.startswith(prefix):
                continue
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                    value.cache_clear()
    return bool(closed)


def collect_closed_scene() -> None:
    """Let go of a closed scene's memory now: the window calls this at the start of the first frame
    after a game or How to Play closed (when nothing on the call stack holds the scene any more).

    A closed scene is a web of objects that point at each other (the scene, its widgets and their
    callbacks), which Python frees only in a full collection, and those come seldom: until then
    the scene's atlas, canvases and pictures stayed in memory while the next game was built. So:
    collect (the window's `flip` then deletes the textures this frees and makes the renderer let
    go of them, `game.ui.gl_memory`), and let glibc give freed pages back (`malloc_trim`). The
    session's peak went from 311-315 to 260-270 MB with these and the games' smaller
    painting transients (tools/session_memory.py)."""
    gc.collect()
    give_back_free_pages()


def give_back_free_pages() -> None:
    """Let glibc give the free pages inside its heap back to the system (`malloc_trim`; Linux only,
    0.1-0.4 ms). Blocks freed amid blocks still in use stay in the heap, and the process's resident
    memory with them: an Olifantenpad game held 4 MB of them after five hours."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL("libc.so.6").malloc_trim(0)
        except (OSError, AttributeError):
            pass
