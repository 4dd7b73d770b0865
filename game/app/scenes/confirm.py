"""A yes/no question drawn over the screen underneath (quit, replace a save, restart)."""

from __future__ import annotations

from typing import Callable

import arcade

from game.ui import theme
from game.ui.scene import StillScene
from game.ui.widgets import Button, CachedLayer, draw_panel


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
            if isinstance(self.below, StillScene):  # drawn once into the backdrop: its own copies
                self.below.release_layers()         # (an overlay under this one) are not needed
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
    """Yes runs the action; No or Esc go back."""

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app, app.scene)
        self.question = arcade.Text(question, theme.WIDTH / 2, 430, theme.TEXT, 28,
                                    font_name=theme.HEADING_FONT, anchor_x="center")
        self.detail = arcade.Text(detail, theme.WIDTH / 2, 385, theme.TEXT_DIM, 16,
                                  font_name=theme.BODY_FONT, anchor_x="center")
        self.menu.widgets = [Button("Yes", theme.WIDTH / 2 - 190, 290, 170, 54, on_yes),
                             Button("No", theme.WIDTH / 2 + 20, 290, 170, 54, self.back)]
        self.menu.axis = "horizontal"
        self.menu.focus(1)

    def draw_overlay(self) -> None:
        """Dialog box and question."""
        draw_panel(theme.WIDTH / 2 - 300, 260, 600, 230)
        self.question.draw()
        self.detail.draw()
