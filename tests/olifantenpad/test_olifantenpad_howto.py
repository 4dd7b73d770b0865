"""Olifantenpad's How to Play: every rules section is one page with a picture of its own, the hour's
six steps keep their order, and the pictures are cut from the park itself at the page's size."""

from __future__ import annotations

import re

from game.app.scenes.howto import PICTURE_SIZE, rules_pages
from game.core.paths import resource
from game.olifantenpad.board_view import HEDGE, fit_board
from game.olifantenpad.pure.lessons import LESSONS
from game.olifantenpad.shots import PICTURE, SHOT_PARK, _square, howto_shots


def test_each_section_is_one_page_with_a_picture_of_its_own():
    pages = rules_pages("olifantenpad")
    text = resource("docs", "rules", "olifantenpad.md").read_text(encoding="utf-8")
    sections = [h for h in re.findall(r"^## +(.+)$", text, flags=re.M)
                if h.strip().lower() not in ("decisions", "quick start")]  # the quick start has its own pages
    assert [heading for heading, _, _ in pages] == sections and len(pages) <= 10
    pictures = [picture.stem for _, _, picture in pages]
    assert len(set(pictures)) == len(pages)
    assert {name.removeprefix("olifantenpad-") for name in pictures} == set(howto_shots())
    assert all(len(body) < 900 for _, body, _ in pages)


def test_the_hour_keeps_its_six_steps_in_order_across_its_pages():
    bodies = " ".join(body for heading, body, _ in rules_pages("olifantenpad") if heading.startswith("An hour"))
    steps = [re.search(rf"\b{n}\. {word}\.", bodies) for n, word in
             enumerate(("Wear", "Ownership", "Visitors", "Points", "Closures", "Regrowth"), start=1)]
    assert all(steps) and [m.start() for m in steps] == sorted(m.start() for m in steps)
    assert "1 wear, 2 ownership, 3 visitors, 4 points, 5 closures, 6 regrowth" in bodies


def test_square_pictures_are_the_page_size_and_show_only_the_park():
    assert (PICTURE, PICTURE) == tuple(PICTURE_SIZE)
    from game.olifantenpad.pure.content import find_park

    for park in (find_park(SHOT_PARK), LESSONS[3].park):
        board = fit_board(park)
        for x, y in ((0, 0), (8.5, 6), (park.width - 1, park.height - 1)):
            left, bottom, width, height = _square(park, x, y)
            assert (width, height) == (PICTURE, PICTURE)
            inside_x = board.left - HEDGE <= left and left + width <= board.left + board.width + HEDGE
            inside_y = board.bottom - HEDGE <= bottom and bottom + height <= board.top + HEDGE
            assert inside_x or board.width + 2 * HEDGE < PICTURE  # a smaller park is centred instead
            assert inside_y or board.height + 2 * HEDGE < PICTURE
