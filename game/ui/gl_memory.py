"""What the software renderer keeps of deleted textures, and how to make it let go.

Mesa's llvmpipe, the renderer of machines without a GPU (and of these tests), frees a deleted
texture only once no queued frame of drawing refers to it; see `RendererMemory.let_go`.
"""

from __future__ import annotations

import arcade

#: How many frames of drawing Mesa's software renderer may have in flight (it keeps 4): `let_go`
#: queues more than that.
SCENES_TO_CYCLE = 8


class RendererMemory:
    """The window's watch on deleted textures: `let_go` when some were deleted since it last ran
    (the window asks at the end of each frame, `textures_freed`; a layer let go of asks at once)."""

    def __init__(self, ctx) -> None:
        self.ctx = ctx
        self._freed_seen = ctx.stats.texture[1]
        self._drawing: tuple | None = None  # a sprite and a framebuffer of their own, made at first use

    def textures_freed(self) -> bool:
        """True when textures were deleted since `let_go` last ran (deleting those let go of first)."""
        self.ctx.gc()
        return self.ctx.stats.texture[1] != self._freed_seen

    def let_go(self) -> None:
        """Make the software renderer drop the textures that were deleted (a closed scene's atlas
        and canvases, a covered menu's still layer): queue `SCENES_TO_CYCLE` small frames of
        drawing, each a sprite over a 256x256 framebuffer of its own, out of sight (7 ms).

        Mesa's llvmpipe bins each frame's drawing into one of up to four "scenes", and a scene
        keeps the textures it drew from and its binned commands until the renderer takes that
        scene again; it takes the first idle one, so scenes that a busy game filled are kept while
        the menus draw little. A closed Olifantenpad kept its atlas texture and 12 MB of commands
        that way, a closed Floorplan its 16 MB atlas, a pause over a game ended the two
        full-window layers of the result panel under it: frames queued faster than they are
        rendered make the renderer take every scene again. On a GPU this is a few cheap draws."""
        ctx = self.ctx
        ctx.gc()  # the textures let go of in this frame are deleted first
        if self._drawing is None:  # an atlas of its own: it holds no scene's pictures
            sprites = arcade.SpriteList(atlas=arcade.DefaultTextureAtlas((64, 64), ctx=ctx))
            sprites.append(arcade.SpriteSolidColor(8000, 8000, 0, 0))  # covers the framebuffer whatever the camera
            self._drawing = (sprites, ctx.framebuffer(color_attachments=[ctx.texture((256, 256), components=4)]))
        sprites, target = self._drawing
        for _ in range(SCENES_TO_CYCLE):
            with target.activate():
                for _ in range(4):
                    sprites.draw()
            ctx.flush()
        ctx.finish()
        self._freed_seen = ctx.stats.texture[1]
