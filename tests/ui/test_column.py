"""A HUD column makes room for grown text (`game.ui.column`): at 100 % nothing moves, at 150 % what
stands under a taller text moves down, and a panel too full for the full size grows its texts less."""

from __future__ import annotations

import pytest

from game.ui import theme
from game.ui.column import Column, grow_to_fit
from game.ui.widgets import Button


@pytest.fixture
def text_size():
    """The text size a check sets, put back to 100 % afterwards."""
    yield theme.set_text_size
    theme.set_text_size(100)


def _texts():
    head = theme.Text("HEADING", 40, 620, font_size=24, bold=True, anchor_y="top")
    body = theme.Text("Two lines of text\nthat grow with the size", 40, 570, font_size=14, multiline=True,
                      width=400, anchor_y="top")
    button = Button("Press", 40, 480, 200, 30, lambda: None, font_size=14)
    return head, body, button


def test_at_the_designed_size_nothing_moves(window, text_size):
    text_size(100)
    head, body, button = _texts()
    column = Column(700)
    assert [column.place(thing) for thing in (head, body, button)] == [0, 0, 0]
    assert (head.y, body.y, button.bottom) == (620, 570, 480)


def test_at_a_larger_size_what_is_under_a_taller_text_moves_down(window, text_size):
    text_size(150)
    head, body, button = _texts()
    column = Column(700, gap=4)
    moved = [column.place(thing) for thing in (head, body, button)]
    assert moved[1] > 0 and moved[2] > 0  # the body would touch the heading, the button the body
    assert body.top <= head.bottom - 4 + 0.5 and button.bottom + button.height <= body.bottom - 4 + 0.5
    assert button.text.y == button.bottom + button.height / 2  # its label moved with it


def test_a_row_moves_as_one(window, text_size):
    import arcade

    text_size(150)
    head = theme.Text("HEADING", 40, 600, font_size=12)
    note = theme.Text("a note beside its picture", 80, 590, font_size=12, anchor_y="center")
    icon = arcade.SpriteSolidColor(20, 20, 50, 590)
    column = Column(700)
    column.place(head)
    moved = column.place(note, icon)
    assert moved > 0 and icon.center_y == pytest.approx(590 - moved)


def test_a_panel_too_full_grows_its_texts_less_never_below_their_size(window, text_size):
    text_size(150)
    tried: list[float] = []

    def build(growth: float) -> theme.Text:
        tried.append(growth)
        return theme.Text("x\n" * 6, 0, 300, font_size=12, multiline=True, width=100, anchor_y="top",
                          grow_at_most=growth)

    built = grow_to_fit(build, lambda text: text.content_height <= 160, lambda text: None)
    assert tried[0] == 1.5 and built.content_height <= 160 < build(tried[-2]).content_height
    assert built.font_size < theme.scaled_size(12)
    # a panel that fits nowhere is kept at the designed size
    built = grow_to_fit(build, lambda text: False, lambda text: None)
    assert built.font_size == 12
