"""Colours, fonts and sizes shared by every screen, so Quintet looks like one game.

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


def load_fonts() -> None:
    """Register the bundled fonts with pyglet (once per process)."""
    global _fonts_loaded
    if not _fonts_loaded:
        arcade.load_font(HEADING_FONT_FILE)
        arcade.resources.load_liberation_fonts()
        _fonts_loaded = True


def with_alpha(color: tuple, alpha: float) -> tuple[int, int, int, int]:
    """An RGB colour with an alpha in 0..255 (clamped)."""
    return (int(color[0]), int(color[1]), int(color[2]), max(0, min(255, int(alpha))))
