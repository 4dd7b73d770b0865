"""A rectangle packer for texture atlases: each picture goes where it sits lowest on the skyline.

Arcade packs an atlas with pyglet's shelf allocator: pictures are put side by side in rows as
tall as the first picture of the row. Games mix tall narrow pictures (a Pharaoh pillar of
20x576, Guppy's table edges) with small tiles, and each tall one opened a row that the small ones
then filled along its foot: a Pharaoh game's 0.56 million pixels of pictures did not fit in 2.1
million. The skyline packer keeps the outline of what is placed (the "skyline") and puts each
picture at the lowest spot on it where it fits, the leftmost of equals, so small pictures stack in
the room beside the tall ones. The place of a picture let go is kept as a hole and given to the
next picture that fits in it (a game that makes pictures as it goes, Floorplan's corridor views
or Pharaoh's banners, makes them of the same sizes again and again), so the atlas fills up, and
has to be packed again, far more seldom.
"""

from __future__ import annotations

from pyglet.image.atlas import AllocatorException


class Skyline:
    """Packs boxes into a `width` x `height` area, bottom-left on the skyline; `alloc` has the
    interface of pyglet's `Allocator`, which arcade's atlas calls (it raises `AllocatorException`
    when a box does not fit)."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        #: The skyline from left to right: (x, y, width) of each level stretch; they cover the width.
        self.segments: list[tuple[int, int, int]] = [(0, 0, width)]
        #: The highest point any box reaches.
        self.top = 0
        #: Boxes let go (x, y, width, height), to be given again.
        self.holes: list[tuple[int, int, int, int]] = []

    def _base(self, index: int, width: int) -> int:
        """The height a box `width` wide rests at when its left edge is that of segment `index`."""
        x, base = self.segments[index][0], 0
        for seg_x, seg_y, _ in self.segments[index:]:
            if seg_x >= x + width:
                break
            base = max(base, seg_y)
        return base

    def alloc(self, width: int, height: int) -> tuple[int, int]:
        """The position (x, y) of a free `width` x `height` area, now taken: in the smallest hole it
        fits in, else on the skyline."""
        fitting = [hole for hole in self.holes if hole[2] >= width and hole[3] >= height]
        if fitting:
            return self._fill(min(fitting, key=lambda hole: (hole[2] * hole[3], hole[1], hole[0])), width, height)
        best: tuple[int, int, int] | None = None  # (top, x, index)
        for index, (x, _, _) in enumerate(self.segments):
            if x + width > self.width:
                break
            y = self._base(index, width)
            if y + height <= self.height and (best is None or (y + height, x) < best[:2]):
                best = (y + height, x, index)
        if best is None:
            raise AllocatorException(f"No room for a {width}x{height} box in {self.width}x{self.height}")
        top, x, index = best
        self._raise(index, x, width, top)
        self.top = max(self.top, top)
        return x, top - height

    def _raise(self, index: int, x: int, width: int, top: int) -> None:
        """Lift the skyline to `top` over the box's width (its left edge is segment `index`'s),
        joining neighbouring stretches of the same level."""
        right = x + width
        end = index
        while end < len(self.segments) and self.segments[end][0] < right:
            end += 1
        lifted = [(x, top, width)]
        last_x, last_y, last_w = self.segments[end - 1]
        if last_x + last_w > right:  # the part of the last stretch right of the box stays
            lifted.append((right, last_y, last_x + last_w - right))
        self.segments = _joined(self.segments[:index] + lifted + self.segments[end:])

    def grown(self, width: int, height: int) -> "Skyline":
        """A copy of this packer over a larger area (`width` x `height`, from the same corner), with
        its boxes and holes where they are: what an atlas grown by copying its pixels holds."""
        other = Skyline(width, height)
        widening = [(self.width, 0, width - self.width)] if width > self.width else []
        other.segments = _joined(self.segments + widening)
        other.top, other.holes = self.top, list(self.holes)
        return other

    def free(self, x: int, y: int, width: int, height: int) -> None:
        """Let go of a box given out before: its place is a hole for a later one."""
        self.holes.append((x, y, width, height))

    def _fill(self, hole: tuple[int, int, int, int], width: int, height: int) -> tuple[int, int]:
        """Take the bottom-left of a hole; what is left of it (the strip to the right of the box,
        the part above it) stays holes."""
        self.holes.remove(hole)
        x, y, hole_w, hole_h = hole
        if hole_w > width:
            self.holes.append((x + width, y, hole_w - width, height))
        if hole_h > height:
            self.holes.append((x, y + height, hole_w, hole_h - height))
        return x, y


def _joined(segments: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Skyline segments with neighbours of the same level made one."""
    joined: list[tuple[int, int, int]] = []
    for seg in segments:
        if joined and joined[-1][1] == seg[1]:
            last = joined.pop()
            seg = (last[0], last[1], last[2] + seg[2])
        joined.append(seg)
    return joined
