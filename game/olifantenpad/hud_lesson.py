"""A learning walk's words over the park: the lesson's text from the top of the screen and its goal
on the park's top edge, as wide as the park at the designed text size. Taller texts (a larger text
size) move the park down, and make it smaller, until they fit: the panel gives the scene the
park's place (`board`)."""

from __future__ import annotations

import arcade
import pyglet

from game.olifantenpad.board_view import fit_board
from game.olifantenpad.pure.lessons import Lesson
from game.olifantenpad.pure.park import Park
from game.ui import theme
from game.ui.board import BoardGeometry

#: The panel's colour behind the words (the panel's own green).
BACK = (30, 44, 36)
#: The top of the lesson's text, and the panel's top edge (design pixels).
TEXT_TOP, PANEL_TOP = 680, 690


class LessonPanel:
    """The lesson's text and goal above the park, `board` the park's place under them."""

    def __init__(self, lesson: Lesson, park: Park) -> None:
        self.lesson = lesson
        self.board: BoardGeometry = fit_board(park, lesson=True)
        self.batch = pyglet.graphics.Batch()
        left, right = self.board.left - 6, self.board.right + 6
        text, goal = self._texts(left, right, None)
        room = TEXT_TOP - text.content_height - 8 - goal.content_height - 34  # the highest the park may reach
        if self.board.top > room:
            self.board = fit_board(park, lesson=True, top=room)
        self.box = (left, self.board.top + 22, right - left, PANEL_TOP - self.board.top - 22)
        self.texts = self._texts(left, right, self.batch)  # kept: a batch forgets collected texts

    def _texts(self, left: float, right: float, batch: pyglet.graphics.Batch | None) -> tuple[arcade.Text, arcade.Text]:
        """The lesson's text (from the top) and its goal (on the park's top edge) between `left` and
        `right`."""
        return (theme.Text(self.lesson.text, left + 16, TEXT_TOP, (236, 232, 214), 13, font_name=theme.BODY_FONT,
                           anchor_y="top", multiline=True, width=right - left - 32, batch=batch),
                theme.Text("Goal: " + self.lesson.goal_text, left + 16, self.board.top + 34, theme.ACCENT, 15,
                           font_name=theme.BODY_FONT, bold=True, anchor_y="bottom", multiline=True,
                           width=right - left - 32, batch=batch))

    def draw(self) -> None:
        """The panel and its words."""
        left, bottom, width, height = self.box
        arcade.draw_lbwh_rectangle_filled(left, bottom, width, height, BACK)
        self.batch.draw()
