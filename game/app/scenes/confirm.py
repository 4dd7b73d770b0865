"""A yes/no question drawn over the screen underneath (quit, replace a save, restart, end a game),
and the dimmed overlay every dialog and end screen is built on."""

from __future__ import annotations

from typing import Callable

import arcade

from game.ui import theme
from game.ui.cached_layer import CachedLayer
from game.ui.scene import StillScene
from game.ui.widgets import Button, draw_panel

PANEL_W, PANEL_PAD = 600, 30  # the dialog's width and its margin round the texts and buttons
BUTTON_W, BUTTON_H = 230, 54
CENTRE_Y = 375  # the dialog's middle (design space)
QUESTION_H = 84  # the most height a question takes before it is set smaller (two lines)


class Overlay(StillScene):
    """A menu drawn over a dimmed copy of the scene below it (which does not update).

    The scene below is frozen: the dimmed scene, the panel and the buttons at rest are kept in the
    still layer, one copy of the window. A frame then costs that copy and the glowing button, where
    drawing the whole game and a full-screen shade layer again cost 13.6 ms p99 a frame (pause over
    a game, software rendering). While the panel moves in, the dimmed scene alone is kept in a
    second copy (the backdrop), let go once the panel has settled (a full window is 3.5 MB in
    software rendering); when a button begins or stops glowing afterwards, the still layer is
    painted again from the scene below itself, one slower frame. The copies are made again after
    a resize and dropped when the overlay is covered."""

    #: how dark the layer over the scene below is (0..255)
    shade = 170

    def __init__(self, app, below) -> None:
        super().__init__(app)
        self.below = below
        self.backdrop = CachedLayer(self)
        if below is not None:
            self.background = below.background  # the clear paints the scene below's backdrop

    def settled(self) -> bool:
        """False while the panel itself moves (it is drawn each frame meanwhile, over the backdrop)."""
        return True

    def draw(self) -> None:
        """The still layer and the glowing buttons; while the panel moves, the backdrop, the panel
        and every button."""
        if self.settled():
            super().draw()
            if self.still.ready:
                self.backdrop.release()
            return
        self.backdrop.draw(self._paint_below)
        self.draw_overlay()
        self.menu.draw()

    def _paint_below(self) -> None:
        if self.below is not None:
            self.below.draw()
            self.below.release_layers()  # drawn once into the backdrop: its own copies are not needed
        arcade.draw_lbwh_rectangle_filled(0, 0, theme.WIDTH, theme.HEIGHT, theme.with_alpha(theme.SHADE, self.shade))

    def draw_still(self) -> None:
        """The dimmed scene below (from the backdrop while there is one) and the panel."""
        if self.backdrop.ready:
            self.backdrop.draw(self._paint_below)
        else:
            self._paint_below()
        self.draw_overlay()

    def release_layers(self) -> None:
        """Both copies go (the scene below may change before this shows again)."""
        self.backdrop.release()
        super().release_layers()

    def draw_overlay(self) -> None:
        """The overlay's own panel and texts (still once `settled`)."""


class ConfirmScene(Overlay):
    """The one question asked before anything ends a game or throws something away: Yes runs the
    action; No or Esc go back. No is focused first, so Enter alone never loses anything.

    `on_yes` runs with the question still on the stack (it pops what it needs); `app.confirm(...)`
    is the easier call, which closes the question first. `yes` and `no` name the choices in the
    player's words ("End game" / "Keep playing"). A long question shrinks to the panel's width and
    the detail wraps inside it; the panel grows to hold them."""

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None], *,
                 yes: str = "Yes", no: str = "No") -> None:
        super().__init__(app, app.scene)
        inner = PANEL_W - 2 * PANEL_PAD
        self.question = theme.Text(question, theme.WIDTH / 2, 0, theme.TEXT, 28, font_name=theme.HEADING_FONT,
                                   anchor_x="center", anchor_y="top", multiline=True, width=inner, align="center")
        while self.question.content_height > QUESTION_H and self.question.font_size > 20:
            self.question.font_size -= 2  # a long question: two lines, smaller, never cut short
        self.detail = theme.Text(detail, theme.WIDTH / 2, 0, theme.TEXT_DIM, 16, font_name=theme.BODY_FONT,
                                 anchor_x="center", anchor_y="top", multiline=True, width=inner, align="center")
        detail_h = self.detail.content_height if detail.strip() else 0
        self.panel_h = PANEL_PAD + self.question.content_height + 16 + detail_h + 30 + BUTTON_H + PANEL_PAD
        self.panel_bottom = round(CENTRE_Y - self.panel_h / 2)
        top = self.panel_bottom + self.panel_h
        self.question.y = top - PANEL_PAD
        self.detail.y = self.question.y - self.question.content_height - 16
        self.menu.widgets = [Button(yes, theme.WIDTH / 2 - BUTTON_W - 10, self.panel_bottom + PANEL_PAD, BUTTON_W,
                                    BUTTON_H, on_yes),
                             Button(no, theme.WIDTH / 2 + 10, self.panel_bottom + PANEL_PAD, BUTTON_W, BUTTON_H,
                                    self.back)]
        self.menu.axis = "horizontal"
        self.menu.focus(1)

    def draw_overlay(self) -> None:
        """Dialog box and question."""
        draw_panel(theme.WIDTH / 2 - PANEL_W / 2, self.panel_bottom, PANEL_W, self.panel_h)
        self.question.draw()
        self.detail.draw()
