"""Short texts that change often, drawn as sprites: one white picture per character, tinted.

A pyglet text laid out again costs 0.2-0.5 ms in Python (its glyphs placed, its vertices made
again in the batch), and a rising "+120" is two of them (the text and its shadow), shown mid-cascade
in the frames that already carry the most effects. A `GlyphSet` draws each character of a face and
size once, as a white picture at 2x; a text is then a row of sprites whose pictures and places are
set (a few microseconds). The characters are placed at the pen positions pyglet gives them (the
face's advances rounded to whole pixels), so a sprite text looks like the same text as a label.
"""

from __future__ import annotations

import math

import arcade
from PIL import Image, ImageDraw, ImageFont

from game.ui import theme
from game.ui.labels import BOLD_FONT, font_file
from game.ui.sprites import hide, image_texture

#: The characters made when a set is made (others are drawn the first time they are shown).
DIGITS = "+-0123456789"
#: Points per inch of a font size, as pyglet counts them (a font size of 26 is 26 * 96 / 72 pixels).
DPI = 96
#: Pixels of empty picture round each character (a 2x picture's sampling reaches past its ink).
PAD = 2


class GlyphSet:
    """The characters of one face at one size (design pixels: a font size as `arcade.Text` takes
    it), each a white picture drawn at 2x, and where each sits in a line of text."""

    def __init__(self, size: float, face: str = BOLD_FONT, chars: str = DIGITS) -> None:
        self.pixels = size * DPI / 72
        try:
            self._font: ImageFont.FreeTypeFont | ImageFont.ImageFont = ImageFont.truetype(
                font_file(face), self.pixels * 2)
        except OSError:  # a missing font file: PIL's own font rather than no text at all
            self._font = ImageFont.load_default(self.pixels * 2)
        self.key = f"glyph-{face}-{size:g}"
        self._glyphs: dict[str, tuple[arcade.Texture, float, float]] = {}
        for char in chars:
            self.glyph(char)

    def glyph(self, char: str) -> tuple[arcade.Texture, float, float]:
        """A character's picture, its advance and the offset of its picture's centre from the pen
        (design pixels along the line; the picture's middle is the line's middle)."""
        found = self._glyphs.get(char)
        if found is None:
            font = self._font
            left, _, right, _ = font.getbbox(char)
            ascent, descent = font.getmetrics() if isinstance(font, ImageFont.FreeTypeFont) else (font.size, 0)
            width = max(1, math.ceil(right - left)) + 2 * PAD
            image = Image.new("RGBA", (width, ascent + descent + 2 * PAD), (255, 255, 255, 0))
            ImageDraw.Draw(image).text((PAD - left, PAD), char, font=font, fill=(255, 255, 255, 255))
            advance = round(font.getlength(char) / 2)  # pyglet places glyphs at whole pixels
            found = (image_texture(image, f"{self.key}-{ord(char)}"), advance, (left - PAD + width / 2) / 2)
            self._glyphs[char] = found
        return found

    def line(self, text: str) -> tuple[list[tuple[arcade.Texture, float]], float]:
        """Each character's picture and the x of its centre from the line's left end, and the line's
        width (the sum of the advances, as a label's content width)."""
        placed, pen = [], 0.0
        for char in text:
            texture, advance, centre = self.glyph(char)
            placed.append((texture, pen + centre))
            pen += advance
        return placed, pen


class SpriteLine:
    """One short line of a `GlyphSet`'s characters in a sprite list, centred on a point, tinted;
    at most `length` characters (the rest are not shown). Hidden until shown."""

    def __init__(self, glyphs: GlyphSet, sprites: arcade.SpriteList, length: int) -> None:
        self.glyphs = glyphs
        self.chars = [arcade.Sprite(glyphs.glyph(" ")[0], scale=0.5) for _ in range(length)]
        for sprite in self.chars:
            hide(sprite)
            sprites.append(sprite)
        self._placed: list[tuple[arcade.Texture, float]] = []
        self._width = 0.0
        self.text = ""

    def set(self, text: str) -> None:
        """The characters to show (placed at the next `move`)."""
        self.text = text
        placed, self._width = self.glyphs.line(text)
        self._placed = placed[:len(self.chars)]
        for sprite, (texture, _) in zip(self.chars, self._placed):
            sprite.texture = texture

    def move(self, x: float, y: float, color: tuple) -> None:
        """Show the line centred on (x, y) in a colour (with alpha)."""
        left = x - self._width / 2
        for sprite, (_, centre) in zip(self.chars, self._placed):
            sprite.position = (left + centre, y)
            sprite.color = color

    def hide(self) -> None:
        """Show nothing (the sprites off screen, where the list culls them)."""
        for sprite in self.chars:
            hide(sprite)

    @property
    def visible(self) -> bool:
        """Whether any character is on screen."""
        return any(sprite.alpha > 0 for sprite in self.chars)


def glyph_set(size: float, face: str = BOLD_FONT, chars: str = DIGITS) -> GlyphSet:
    """A `GlyphSet` at a designed font size as the Settings' text size draws it."""
    return GlyphSet(theme.scaled_size(size), face, chars)
