"""The atlas packer: boxes never overlap and stay inside; let-go places are given again; the
skyline packs the shapes games mix far tighter than the shelf packer arcade comes with."""

from __future__ import annotations

import arcade  # noqa: F401  (first: it sets pyglet up headless)
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pyglet.image.atlas import Allocator, AllocatorException

from game.app.skyline import Skyline


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return not (a[0] >= b[0] + b[2] or b[0] >= a[0] + a[2] or a[1] >= b[1] + b[3] or b[1] >= a[1] + a[3])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(1, 140), st.integers(1, 140)), max_size=120))
def test_boxes_stay_inside_and_apart_while_others_come_and_go(steps):
    packer = Skyline(300, 260)
    live: list[tuple[int, int, int, int]] = []
    for let_go, width, height in steps:
        if let_go and live:
            packer.free(*live.pop(width % len(live)))
            continue
        try:
            x, y = packer.alloc(width, height)
        except AllocatorException:
            continue
        box = (x, y, width, height)
        assert 0 <= x and x + width <= 300 and 0 <= y and y + height <= 260
        assert not any(_overlap(box, other) for other in live)
        assert packer.top >= y + height
        live.append(box)
    assert sum(segment[2] for segment in packer.segments) == 300


def test_a_box_let_go_is_given_to_the_next_that_fits():
    packer = Skyline(256, 256)
    first = packer.alloc(100, 60)
    packer.alloc(100, 60)
    packer.free(*first, 100, 60)
    assert packer.alloc(90, 50) == first  # into the hole, not onto the skyline
    assert packer.top == 60


def test_a_box_wider_or_taller_than_the_area_does_not_fit():
    with pytest.raises(AllocatorException):
        Skyline(128, 128).alloc(129, 4)
    with pytest.raises(AllocatorException):
        Skyline(128, 128).alloc(4, 129)


def test_small_pictures_stack_beside_tall_ones():
    # Pharaoh's shapes: two 20x576 pillars beside 130 tiles of 64x64; the shelf packer opens a row
    # as tall as a pillar and puts every tile along its foot.
    shapes = [(24, 580)] * 2 + [(68, 68)] * 130
    skyline, shelf = Skyline(1024, 1024), Allocator(1024, 1024)
    for width, height in shapes:
        skyline.alloc(width, height)
    with pytest.raises(AllocatorException):
        for width, height in shapes:
            shelf.alloc(width, height)
    assert skyline.top <= 680
