"""Floorplan's two cards over the board: the pause after a lost round, and the Visitor's view
enlarged.

- `RoundLostCard`: when Stauf reaches the target first the game stops on a card that says where he
  went, which Gallery was lost and what the new target is, until the player continues (Enter,
  Space or a click on Continue). The round's story still plays under it.
- `LargeView`: the first-person view at three times the size of the one above the second floor, its
  caption on one line and buttons to turn left, turn right and close (K, L, and Z or Esc).

Each keeps its texts in one batch made once (a text is set only when it changes) and its buttons as
pictures (`hud.Button`); the scene decides when they open and what they say.
"""

from __future__ import annotations

from functools import lru_cache

import arcade

from game.floorplan import art_brush as brush
from game.floorplan.corridor import VIEW_H, VIEW_W, corridor_image
from game.floorplan.hud import GOLD, PARCHMENT, SERIF, Button
from game.ui import theme
from game.ui.labels import Labels
from game.ui.prompts import key_label
from game.ui.sprites import image_texture, make_sprite
from game.ui.widgets import draw_panel

#: How much larger the enlarged view is than the one above the second floor.
LARGE = 3


def continue_words() -> str:
    """The lost-round card's button, with its key as bound now."""
    return f"Continue  ({key_label('floorplan', 'confirm')})"


def view_words() -> tuple[str, str, str]:
    """The enlarged view's buttons: turn left, close, turn right, with their keys as bound now."""
    return (f"Turn left  ({key_label('floorplan', 'look_left')})", f"Close  ({key_label('floorplan', 'enlarge')})",
            f"Turn right  ({key_label('floorplan', 'look')})")


class Card:
    """A dark panel with a gold edge at a fixed box, its texts and its buttons (pictures)."""

    def __init__(self, centre: tuple[float, float], width: int, height: int) -> None:
        self.left, self.bottom = round(centre[0] - width / 2), round(centre[1] - height / 2)
        self.width, self.height = width, height
        self.labels = Labels()
        self.pictures = arcade.SpriteList()
        self.open = False

    @property
    def box(self) -> tuple[float, float, float, float]:
        """(left, bottom, right, top) of the card."""
        return self.left, self.bottom, self.left + self.width, self.bottom + self.height

    def contains(self, x: float, y: float) -> bool:
        """True when a design point lies on the card."""
        left, bottom, right, top = self.box
        return left <= x <= right and bottom <= y <= top

    def draw(self) -> None:
        """The card, while it is open."""
        if not self.open:
            return
        draw_panel(self.left, self.bottom, self.width, self.height, (22, 14, 18, 255), brush.GOLD_DARK, 3)
        self.pictures.draw()
        self.labels.draw()


class RoundLostCard(Card):
    """The pause after a round Stauf won: a title, three lines and Continue."""

    WIDTH, HEIGHT = 720, 236

    def __init__(self, centre: tuple[float, float]) -> None:
        super().__init__(centre, self.WIDTH, self.HEIGHT)
        left, _, right, top = self.box
        mid = (left + right) / 2
        self.title = self.labels.add("", mid, top - 38, theme.DANGER, 26, bold=True, anchor_x="center",
                                     anchor_y="center", font_name=SERIF)
        self.lines = [self.labels.add("", left + 32, top - 82 - 30 * k, PARCHMENT, 15, anchor_y="center")
                      for k in range(3)]
        self.button = Button(self.pictures, continue_words(),
                             (mid - 120, self.bottom + 18, mid + 120, self.bottom + 64))

    def relabel(self) -> None:
        """Continue's words, naming its key (or button) for the device used last."""
        self.button.relabel(continue_words())

    def show(self, title: str, lines: tuple[str, str, str]) -> None:
        """Open the card with these words."""
        if self.title.text != title:
            self.title.text = title
        for label, text in zip(self.lines, lines):
            if label.text != text:
                label.text = text
        self.open = True


@lru_cache(maxsize=2)
def large_texture(slices: tuple, end: tuple) -> arcade.Texture:
    """The enlarged view's picture for what it shows (the last two kept: each is 317,520 pixels of
    the texture atlas)."""
    image = corridor_image(VIEW_W * LARGE, VIEW_H * LARGE, slices, end)
    return image_texture(image, f"floorplan-view-large-{hash((slices, end))}")


class LargeView(Card):
    """The Visitor's view enlarged, with its caption and the buttons that turn it and close it."""

    def __init__(self, centre: tuple[float, float]) -> None:
        width, height = VIEW_W * LARGE + 40, VIEW_H * LARGE + 150
        super().__init__(centre, width, height)
        left, bottom, right, top = self.box
        mid = (left + right) / 2
        self.heading = self.labels.add("THE VISITOR'S VIEW", mid, top - 24, GOLD, 16, bold=True, anchor_x="center",
                                       anchor_y="center")
        self.sprite = make_sprite(None, mid, top - 46 - VIEW_H * LARGE / 2)
        self.pictures.append(self.sprite)
        self.caption = self.labels.add("", mid, bottom + 88, PARCHMENT, 15, anchor_x="center", anchor_y="center")
        y0, y1 = bottom + 16, bottom + 62
        words = view_words()
        self.left_button = Button(self.pictures, words[0], (mid - 330, y0, mid - 120, y1))
        self.close_button = Button(self.pictures, words[1], (mid - 100, y0, mid + 100, y1))
        self.right_button = Button(self.pictures, words[2], (mid + 120, y0, mid + 330, y1))

    def relabel(self) -> None:
        """The buttons' words, naming the keys (or buttons) of the device used last."""
        for button, words in zip((self.left_button, self.close_button, self.right_button), view_words()):
            button.relabel(words)

    def show(self, slices: tuple, end: tuple, caption: str) -> None:
        """Show this picture and caption (a new picture only when it changed)."""
        texture = large_texture(slices, end)
        if self.sprite.texture is not texture:
            self.sprite.texture = texture
        if self.caption.text != caption:
            self.caption.text = caption

    def side_of(self, x: float, y: float) -> int:
        """Which way a click turns: -1 left (the left button or the picture's left third), +1 right,
        0 neither."""
        if self.left_button.contains(x, y):
            return -1
        if self.right_button.contains(x, y):
            return 1
        s = self.sprite
        if abs(y - s.center_y) <= s.height / 2 and abs(x - s.center_x) <= s.width / 2:
            third = s.width / 6
            return -1 if x < s.center_x - third else 1 if x > s.center_x + third else 0
        return 0
