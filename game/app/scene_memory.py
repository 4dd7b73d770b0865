"""Texture atlases by scene: a game, and How to Play, keep their pictures in an atlas of their own.

Arcade packs every sprite's picture into one shared texture atlas that only grows: when it is full
it doubles, and it never shrinks. A session that opened every game therefore ended with all five
games' pictures, the card pictures and the How to Play pictures in one atlas, doubled to 4096x4096:
64 MB more in software rendering, where the "GPU" memory is the process's own. Built with
`build_with_own_atlas`, a scene's sprite lists (and those of the overlays opened over it) use an
atlas that is let go with the scene; the title and menus keep the shared one. Arcade has no public
way to change the default atlas, so this sets the context's `_atlas`, here only.
"""

from __future__ import annotations

from typing import Callable, TypeVar

import arcade
from arcade.texture_atlas import DefaultTextureAtlas

View = TypeVar("View", bound=arcade.View)

#: The size a scene's atlas starts at; it doubles as pictures are added, like arcade's own.
START_SIZE = (512, 512)
#: Pictures added since the last repacking before a full atlas is repacked again rather than doubled.
REPACK_AFTER = 16


class PackedAtlas(DefaultTextureAtlas):
    """Arcade's atlas, repacked before it doubles.

    Arcade's shelf packer places pictures in the order they come, and doubles the atlas when one
    does not fit (repacking, tallest first, only when pictures were let go). A Floorplan game holds
    2.6 million pixels of pictures of mixed shapes (long banners, tall panels, small tiles): packed
    as they came, the atlas doubled to 4096x4096 (16.8 million pixels); repacked it fits in
    2048x2048. A repack redraws every picture into the atlas, so it is tried once per
    `REPACK_AFTER` new pictures at most."""

    def __init__(self, *args, **kwargs) -> None:
        self._repacking = False
        super().__init__(*args, **kwargs)
        self._added_at_repack = -REPACK_AFTER

    def resize(self, size: tuple[int, int], force: bool = False) -> None:
        """Grow to `size`, unless a repack at the present size has not been tried lately: then
        repack, and let arcade try the picture again (it asks to grow again if it still does not
        fit)."""
        if size != self._size and not self._repacking \
                and self._textures_added - self._added_at_repack >= REPACK_AFTER:
            self._repacking = True
            try:
                self.rebuild()
            finally:
                self._repacking = False
                self._added_at_repack = self._textures_added
            return
        super().resize(size, force=force)


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


def use_top_atlas(app, shared) -> None:
    """Make the default atlas that of the highest scene on the stack that has one (an overlay over
    a game draws with the game's), else the shared atlas."""
    for view in reversed(app.stack):
        atlas = getattr(view, "own_atlas", None)
        if atlas is not None:
            app.ctx._atlas = atlas
            return
    app.ctx._atlas = shared
