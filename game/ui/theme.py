"""Colours, fonts and sizes shared by every screen, so Quintet looks like one game.

Text is made with `Text` (an `arcade.Text` at the Settings' text size, 100, 125 or 150 %): every
menu, HUD, How to Play page and dialog grows with it, big headings less (`scaled_size`), and a text
given a box to fit (`fit_width`, `fit_height`) shrinks back towards its designed size until it does.

Fonts are loaded once at start-up, so text renders the same on every machine (and screenshots in tests
are stable): headings in Fredoka One (assets/fonts, SIL OFL 1.1; its R, A and O read apart at any
size, where Kenney Future drew "ROMB RAIDER" as "AOMB AAIDEA"), body and numbers in arcade's bundled
Liberation faces.
"""

from __future__ import annotations

import arcade

WIDTH, HEIGHT = 1280, 720

HEADING_FONT = "Fredoka One"
BODY_FONT = "Liberation Sans"
MONO_FONT = "Liberation Mono"


def _font_path(name: str) -> str:
    from game.core.paths import resource

    return str(resource("assets", "fonts", name))


#: The heading face's file (shipped in assets/fonts with its licence, FredokaOne-OFL.txt).
HEADING_FONT_FILE = _font_path("FredokaOne-Regular.ttf")

BACKGROUND = (24, 22, 34)
PANEL = (38, 35, 52)
PANEL_EDGE = (78, 72, 102)
TEXT = (236, 232, 220)
TEXT_DIM = (164, 158, 176)
ACCENT = (240, 196, 92)
FOCUS = (255, 226, 140)
DANGER = (226, 96, 86)
GOOD = (120, 206, 120)
SHADE = (8, 8, 14)

_fonts_loaded = False
#: How much larger than designed the menus', HUDs', How to Play's and dialogs' text is drawn
#: (the Settings' text size: 1.0, 1.25 or 1.5).
_text_scale = 1.0


def set_text_size(percent: int) -> None:
    """Draw text from now on at `percent` per cent of its designed size (100, 125 or 150)."""
    global _text_scale
    _text_scale = percent / 100


def text_scale() -> float:
    """The text size as a factor of the designed size (1.0 at 100 %)."""
    return _text_scale


#: Text designed this large or larger (the title's name, big headings) is not grown by the text
#: size, and grown text stops at it: headings are read already, and the room goes to small text.
LARGEST_GROWN = 36


def scaled_size(size: float, most: float | None = None) -> float:
    """A designed font size at the Settings' text size (big headings grow up to `LARGEST_GROWN`);
    `most`: it grows by at most this factor (a dense panel's texts, see `Text`)."""
    if size >= LARGEST_GROWN:
        return size
    scale = _text_scale if most is None else min(_text_scale, most)
    return min(size * scale, LARGEST_GROWN)


def panel_growth(fixed: float, growing: float, room: float) -> float:
    """How much a panel's texts grow at the Settings' text size: as the text size says, or less
    where the panel would not hold them. `growing` design pixels of its height grow with the text
    and `fixed` ones do not; together they must stay within `room` (never less than 1.0)."""
    return max(1.0, min(_text_scale, (room - fixed) / growing))


def grown(length: float) -> float:
    """A length that holds a line of text (a row's height, a line's step) at the text size."""
    return length * _text_scale


class Text(arcade.Text):
    """An `arcade.Text` whose `font_size` is the designed size: it is drawn at the Settings' text
    size (`scaled_size`). Given `fit_width` and/or `fit_height` (design pixels), it shrinks, at most
    back to its designed size, until its laid-out text fits them; it fits again each time its text
    changes. The designed size stays in `designed_size`. `grow_at_most`: the text grows by at most
    this factor (a panel too dense to hold every text at the largest size: see `panel_growth`)."""

    def __init__(self, text: str, x: float, y: float, color: tuple = TEXT, font_size: float = 12,
                 *args, fit_width: float | None = None, fit_height: float | None = None,
                 grow_at_most: float | None = None, **kwargs) -> None:
        self.designed_size = font_size
        self.full_size = scaled_size(font_size, grow_at_most)  # the size it is drawn at when it fits
        self.fit_width, self.fit_height = fit_width, fit_height
        super().__init__(text, x, y, color, self.full_size, *args, **kwargs)
        self.fit()

    #: How many times one of the text's properties was set (its words, place, size, colour,
    #: visibility...): `game.ui.damage.TextWatch` looks again only at texts whose count moved.
    edits = 0

    def __setattr__(self, name: str, value) -> None:
        """Set an attribute (an arcade property sets the pyglet label's), counting it in `edits`."""
        super().__setattr__(name, value)
        self.__dict__["edits"] = self.__dict__.get("edits", 0) + 1

    @property  # type: ignore[override]
    def text(self) -> str:
        """The text shown; setting it lays it out again (and fits it to its box)."""
        return arcade.Text.text.fget(self)  # type: ignore[attr-defined]

    @text.setter
    def text(self, value: str) -> None:
        arcade.Text.text.fset(self, value)  # type: ignore[attr-defined]
        if self.fit_width is not None or self.fit_height is not None:
            self.fit()

    def too_big(self) -> bool:
        """True when the laid-out text is wider than `fit_width` or taller than `fit_height`."""
        return ((self.fit_width is not None and self.content_width > self.fit_width)
                or (self.fit_height is not None and self.content_height > self.fit_height))

    def fit(self, width: float | None = None, height: float | None = None) -> None:
        """Shrink (a point at a time, never below the designed size) until the text fits its box;
        `width`/`height` given set a new box first."""
        if width is not None:
            self.fit_width = width
        if height is not None:
            self.fit_height = height
        if self.fit_width is None and self.fit_height is None:
            return
        if self.font_size != self.full_size:  # a new text may fit at full size again
            self.font_size = self.full_size
        while self.font_size > self.designed_size and self.too_big():
            self.font_size = max(self.designed_size, self.font_size - 1)

    def elide(self, width: float) -> None:
        """Fit one line into `width` at its size: if it is too wide, cut letters from its end behind
        an ellipsis (a long file name in a list row, whose whole name is shown elsewhere)."""
        full = self.text
        cut = len(full)
        while self.content_width > width and cut > 1:
            cut -= 1
            arcade.Text.text.fset(self, full[:cut].rstrip() + "\u2026")  # type: ignore[attr-defined]
        self.edits += 1  # set past `__setattr__`: counted here


def load_fonts() -> None:
    """Register the bundled fonts with pyglet (once per process)."""
    global _fonts_loaded
    if not _fonts_loaded:
        arcade.load_font(HEADING_FONT_FILE)
        arcade.resources.load_liberation_fonts()
        _fonts_loaded = True


def normalized(color: tuple) -> tuple[float, float, float, float]:
    """A colour of 0-255 channels (alpha 255 when it has none) as four 0-1 channels, as GL's
    clear takes it."""
    return tuple(c / 255 for c in color) + ((1.0,) if len(color) == 3 else ())  # type: ignore[return-value]


def with_alpha(color: tuple, alpha: float) -> tuple[int, int, int, int]:
    """An RGB colour with an alpha in 0..255 (clamped)."""
    return (int(color[0]), int(color[1]), int(color[2]), max(0, min(255, int(alpha))))
