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
from arcade.texture_atlas import DefaultTextureAtlas
from pyglet.image.atlas import Allocator, AllocatorException

View = TypeVar("View", bound=arcade.View)

#: The size a scene's atlas starts at; it doubles as pictures are added, like arcade's own.
START_SIZE = (512, 512)
#: The share of the atlas's height a repack must leave free to be worth doing rather than doubling.
REPACK_SPARE = 0.15


class PackedAtlas(DefaultTextureAtlas):
    """Arcade's atlas, repacked before it doubles.

    Arcade's shelf packer places pictures in the order they come, and doubles the atlas when one
    does not fit (repacking only when pictures were let go). A Floorplan game holds 2.6 million
    pixels of pictures of mixed shapes (long banners, tall panels, small tiles): packed as they
    came, the atlas doubled to 4096x4096 (16.8 million pixels, 64 MB in software rendering).
    When the atlas is full this one first packs its pictures again on paper, tallest first (the
    order the packer is made for); if that leaves at least `REPACK_SPARE` of the height free, it
    repacks for real instead of doubling."""

    def __init__(self, *args, **kwargs) -> None:
        self._repacking = False
        super().__init__(*args, **kwargs)
        self._added_at_repack = -1

    def resize(self, size: tuple[int, int], force: bool = False) -> None:
        """Grow to `size`, unless the pictures repacked leave room enough at the present size: then
        repack, and let arcade try the picture again; if it still does not fit (nothing was added
        since the repack), arcade asks again and the atlas grows."""
        if size != self._size and not self._repacking and self._textures_added != self._added_at_repack \
                and self._repack_leaves(REPACK_SPARE):
            self._repacking = True
            try:
                self.rebuild()
            finally:
                self._repacking = False
                self._added_at_repack = self._textures_added  # the picture that did not fit comes next
            return
        super().resize(size, force=force)
        # Arcade lets the old texture go at the next frame's garbage collection: a game built in
        # one go held every size it grew through (4 + 16 MB for 2048x2048), so delete it now.
        self._ctx.gc()

    def _in_packing_order(self) -> list:
        """The atlas's textures, tallest first, then widest, then by name (a fixed order)."""
        return sorted(self.textures, key=lambda t: (-t.image.size[1], -t.image.size[0], t.atlas_name))

    def _repack_leaves(self, spare: float) -> bool:
        """True when the pictures packed in `_in_packing_order` fit and leave `spare` of the height."""
        allocator = Allocator(*self._size)
        seen: set[str] = set()
        edge = 2 * self._border
        try:
            for texture in self._in_packing_order():
                if texture.image_data.hash not in seen:
                    seen.add(texture.image_data.hash)
                    allocator.alloc(texture.image.size[0] + edge, texture.image.size[1] + edge)
        except AllocatorException:
            return False
        return allocator.strips[-1].y2 <= (1 - spare) * self._size[1]

    def rebuild(self) -> None:
        """Arcade's `rebuild` (which arcade also calls when pictures were let go), packing in
        `_in_packing_order`: arcade's own order (shortest first, ties as a set happens to list them)
        packed worse, and differently from run to run. A picture that does not fit makes the atlas
        grow, as in arcade's."""
        textures = self._in_packing_order()
        self._image_ref_count.clear()
        self._unique_texture_ref_count.clear()
        self._fbo.clear()
        self._textures.clear()
        self._unique_textures.clear()
        self._images.clear()
        self._image_regions.clear()
        self._texture_regions.clear()
        self._allocator = Allocator(*self._size)
        for texture in textures:
            self._add(texture, create_finalizer=False)
        self._version += 1


def build_with_own_atlas(app, build: Callable[[], View]) -> View:
    """Build a scene (`build()`) with a new texture atlas as the default while it is made; the
    scene keeps the atlas as `own_atlas`, and `use_top_atlas` makes it the default while the scene
    is on the stack."""
    ctx = app.ctx
    atlas = PackedAtlas(START_SIZE, border=2, auto_resize=True, ctx=ctx)
    before = ctx.default_atlas
    ctx._atlas = atlas
    try:
        view = build()
    finally:
        ctx._atlas = before
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
    """Let go of a closed scene's memory now, at the end of the first frame after a game or How to
    Play closed (when nothing on the call stack holds the scene any more).

    A closed scene is a web of objects that point at each other (the scene, its widgets and their
    callbacks), which Python frees only in a full collection, and those come seldom: until then
    the scene's atlas, canvases and pictures stayed in memory while the next game was built. So:
    collect (the window's `flip` then deletes the textures this frees and makes the renderer let
    go of them, `game.ui.gl_memory`), and let glibc give freed pages back (`malloc_trim`). The
    session's peak went from 311-315 to 260-270 MB with these and the games' smaller
    painting transients (tools/session_memory.py)."""
    gc.collect()
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL("libc.so.6").malloc_trim(0)
        except (OSError, AttributeError):
            pass
