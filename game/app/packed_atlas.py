"""The texture atlas of a game or How to Play: packed tightly, grown as little as will do.

Every sprite's picture is drawn from a texture atlas, and in software rendering an atlas is the
process's own memory: 4 bytes a pixel, 16 MB for 2048x2048 whether it is full or not.
"""

from __future__ import annotations

from arcade.texture_atlas import DefaultTextureAtlas
from arcade.texture_atlas.region import AtlasRegion
from pyglet import gl
from pyglet.image.atlas import AllocatorException

from game.app.skyline import Skyline
from game.ui.cached_layer import copy_pixels

#: The size a scene's atlas starts at; it grows as pictures are added (see `PackedAtlas`).
START_SIZE = (512, 512)
#: The share of the atlas's height a packing must leave free to be chosen: room for what comes next,
#: so that an atlas is not packed again at every picture added.
REPACK_SPARE = 0.15


class PackedAtlas(DefaultTextureAtlas):
    """Arcade's atlas, packed well and grown as little as will do.

    Arcade's shelf packer places pictures in the order they come, and when one does not fit it
    doubles both sides of the atlas (four times its memory: 2048x2048 is 16 MB in software
    rendering). Packed as they came, a Floorplan game's 2.6 million pixels of long banners, tall
    panels and small tiles took 4096x4096, and a Pharaoh game with 0.16 million pixels took
    2048x2048 because one backdrop strip was 1280 pixels wide.

    When a picture does not fit, this atlas weighs two ways. It may grow one side at a time
    (twice as wide, or twice as tall, or more; the smallest area first) just enough that the new
    picture fits beside the others: the pixels are copied into the larger texture on the GPU and
    every picture stays where it is, which takes a few milliseconds, so it is the way taken
    during play. Or it may pack all its pictures and the new one again, tallest first (the order a
    skyline packs best), into the present size or a larger one, the smallest that leaves
    `REPACK_SPARE` of its height free: that writes every picture again from its image (13 ms for
    Floorplan's 86), and is taken only when it ends smaller. Arcade also asks for a repack (through
    `rebuild`) when a picture did not fit after others were let go."""

    def __init__(self, *args, **kwargs) -> None:
        self._incoming = None  # the picture being added, while it is
        super().__init__(*args, **kwargs)
        self._allocator = Skyline(*self._size)

    def add(self, texture):
        """Arcade's `add`, remembering the picture while it is added (a packing includes it)."""
        self._incoming = texture
        try:
            return super().add(texture)
        finally:
            self._incoming = None

    def resize(self, size: tuple[int, int], force: bool = False) -> None:
        """Arcade asks for twice the size (`size`) when a picture does not fit: instead grow by
        copying (`_widening`, `_grow`) unless packing everything again (`_best_size`, `_repack`)
        takes a smaller atlas."""
        if force or size[0] < self._size[0] or size[1] < self._size[1]:
            super().resize(size, force=force)  # not a growth this atlas chooses: arcade's own way
            self._ctx.gc()
            return
        grown = self._widening()
        packed = self._best_size(size, grow=False)
        if grown is not None and grown[0] * grown[1] <= packed[0] * packed[1]:
            self._grow(grown)
        else:
            self._repack(packed)

    def rebuild(self) -> None:
        """Arcade's repack after pictures were let go: pack again, at this size or larger."""
        self._repack(self._best_size(self._size, grow=False))

    def leave_room(self) -> None:
        """Pack again now, at this size or larger, when less than `REPACK_SPARE` of the height is
        free: a scene's atlas is left so when the scene is built, where a long frame is expected,
        and not at its first new picture in play (Floorplan's atlas was built 93 % full and grew at
        its first new words, a 39 ms frame: allocating a larger texture in Mesa's software renderer
        takes 13 ms a 1024x1024)."""
        if self.spare < REPACK_SPARE:
            self._repack(self._best_size(self._size, grow=False))

    @property
    def spare(self) -> float:
        """The share of the atlas's height free above its packed pictures (1.0 when empty)."""
        if not isinstance(self._allocator, Skyline):
            return 0.0  # arcade's own packer: how full it is is not known here
        return 1 - self._allocator.top / self._size[1]

    def _remove_texture_by_identifiers(self, atlas_name: str, hash: str) -> None:
        """Arcade's removal of a texture let go (its finalizer calls this); when its picture goes
        too, the picture's place is given back to the packer for the next one."""
        region = self._image_regions.get(hash)
        super()._remove_texture_by_identifiers(atlas_name, hash)
        if region is not None and hash not in self._image_regions and isinstance(self._allocator, Skyline):
            edge = self._border
            self._allocator.free(region.x - edge, region.y - edge, region.width + 2 * edge, region.height + 2 * edge)

    def _pictures(self) -> list:
        """The atlas's textures and the one being added, tallest first, then widest, then by name (a
        fixed order: arcade's own, shortest first with ties as a set lists them, packed worse and
        differently from run to run)."""
        textures = list(self.textures)
        if self._incoming is not None and not self.has_texture(self._incoming):
            textures.append(self._incoming)
        return sorted(textures, key=lambda t: (-t.image.size[1], -t.image.size[0], t.atlas_name))

    def _spare(self, size: tuple[int, int]) -> float | None:
        """The share of `size`'s height left free with `_pictures()` packed into it; None when they
        do not fit."""
        allocator = Skyline(*size)
        seen: set[str] = set()
        edge = 2 * self._border
        try:
            for texture in self._pictures():
                if texture.image_data.hash not in seen:
                    seen.add(texture.image_data.hash)
                    allocator.alloc(texture.image.size[0] + edge, texture.image.size[1] + edge)
        except AllocatorException:
            return None
        return 1 - allocator.top / size[1]

    def _sizes(self, grow: bool) -> list[tuple[int, int]]:
        """Sizes an atlas may take: doublings of either side (the present size too unless `grow`),
        by area, squarer first."""
        width, height = self._size
        return sorted({(width << a, height << b) for a in range(4) for b in range(4)
                       if (a or b or not grow) and width << a <= self.max_width and height << b <= self.max_height},
                      key=lambda s: (s[0] * s[1], abs(s[0] - s[1]), -s[0]))

    def _best_size(self, asked: tuple[int, int], grow: bool) -> tuple[int, int]:
        """The first of `_sizes(grow)` that packs every picture leaving `REPACK_SPARE` of its height
        free; else the first that packs them at all; else `asked`."""
        fitting = None
        for size in self._sizes(grow):
            spare = self._spare(size)
            if spare is not None and spare >= REPACK_SPARE:
                return size
            if spare is not None and fitting is None:
                fitting = size
        return fitting or asked

    def _widening(self) -> tuple[int, int] | None:
        """The first larger size of `_sizes` in which the picture being added fits beside the
        others where they are (None when there is none, or no picture being added)."""
        if self._incoming is None or not isinstance(self._allocator, Skyline):
            return None
        width, height = (side + 2 * self._border for side in self._incoming.image.size)
        for size in self._sizes(grow=True):
            try:
                self._allocator.grown(*size).alloc(width, height)
            except AllocatorException:
                continue
            return size
        return None

    def _new_texture(self, size: tuple[int, int]) -> None:
        """Take a new atlas texture of `size` and its framebuffer, made as arcade makes the first
        (`_size` is the caller's to set: `_grow` still needs the old one)."""
        self._check_size(size)
        self._texture = self._ctx.texture(size, components=4, wrap_x=self._ctx.CLAMP_TO_EDGE,
                                          wrap_y=self._ctx.CLAMP_TO_EDGE)
        self._fbo = self._ctx.framebuffer(color_attachments=[self._texture])

    def _grow(self, size: tuple[int, int]) -> None:
        """Take a larger texture of `size` with the pixels copied in, every picture where it was
        (its texture coordinates made again for the new size); the old texture is deleted at once."""
        old, old_fbo = self._texture, self._fbo
        self._new_texture(size)
        self._fbo.clear()
        width, height = self._size
        if self._ctx.gl_version >= (4, 3):  # a plain copy: a blit is drawn, and in software
            # rendering its first use at a new size compiled a shader for 12 ms mid-game
            gl.glCopyImageSubData(old.glo, gl.GL_TEXTURE_2D, 0, 0, 0, 0,
                                  self._texture.glo, gl.GL_TEXTURE_2D, 0, 0, 0, 0, width, height, 1)
        else:
            copy_pixels(self._ctx, old_fbo, self._fbo, (0, 0, width, height), (0, 0, width, height))
        self._allocator = self._allocator.grown(*size)
        self._size = size
        for key, region in list(self._image_regions.items()):
            moved = AtlasRegion(self, region.x, region.y, region.width, region.height)
            self._image_regions[key] = moved
            self._image_uvs.set_slot_data(self._image_uvs.get_existing_or_free_slot(key), moved.texture_coordinates)
        for texture in self.unique_textures:
            self._allocate_texture(texture)
        self._version += 1
        del old, old_fbo
        self._ctx.gc()

    def _repack(self, size: tuple[int, int]) -> None:
        """Write every picture (and the one being added) again, packed in `_pictures()` order, into
        an atlas texture of `size` (a new one when the size changes: the old one is deleted at once,
        where arcade let it go at the next frame's garbage collection)."""
        textures = self._pictures()
        if size != self._size:
            self._new_texture(size)
            self._size = size
            self._ctx.gc()
        incoming, self._incoming = self._incoming, None
        self._image_ref_count.clear()
        self._unique_texture_ref_count.clear()
        self._fbo.clear()
        self._textures.clear()
        self._unique_textures.clear()
        self._images.clear()
        self._image_regions.clear()
        self._texture_regions.clear()
        self._allocator = Skyline(*self._size)
        try:
            for texture in textures:  # the one being added gets arcade's finalizer, like any added
                self._add(texture, create_finalizer=texture is incoming)
        finally:
            self._incoming = incoming
        self._version += 1
