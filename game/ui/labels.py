"""Text on screen: batched `arcade.Text` labels, and outlined words drawn into textures.

Two kinds of text, for two jobs:

- `Labels`: the scene's texts (titles, counters, help lines) as `arcade.Text` objects made once and
  drawn together in one pyglet batch: 100 texts in a batch cost 7.5 ms a frame where 100
  `draw_text` calls cost 43 ms (measured, see architecture.md). Change `.text` only when the value
  changes. The batch forgets a `Text` that is garbage-collected, so `Labels` keeps every one alive.
- `word_image` / `word_texture`: a word with a dark outline as a picture (call-outs, praise,
  points). A sprite can pop it by scaling, where changing a text's font size would lay its glyphs
  out again at every size.

Fonts are the faces arcade ships (see `theme`), so text renders the same on every machine.
"""

from __future__ import annotations

from functools import lru_cache

import arcade
import pyglet
from PIL import Image, ImageDraw, ImageFont

from game.ui import theme
from game.ui.sprites import image_texture

#: The bold body face, by the name `word_image` knows it (PIL needs a file per weight).
BOLD_FONT = "Liberation Sans Bold"
#: The font files behind the theme's faces, for drawing words with PIL.
FONT_FILES = {
    theme.HEADING_FONT: theme.HEADING_FONT_FILE,
    theme.BODY_FONT: ":system:fonts/ttf/Liberation/Liberation_Sans_Regular.ttf",
    BOLD_FONT: ":system:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf",
    theme.MONO_FONT: ":system:fonts/ttf/Liberation/Liberation_Mono_Regular.ttf",
}
#: The outline of words drawn by `word_image` unless told otherwise (a warm near-black).
OUTLINE = (28, 18, 24)


class Labels:
    """The texts of one screen (or one part of it) in one pyglet batch, kept alive and drawn in one
    call. `add` takes `arcade.Text`'s arguments in its order (text, x, y, color, size), with the
    theme's body font unless `font_name` says otherwise; texts draw in the order they were added."""

    def __init__(self, batch: pyglet.graphics.Batch | None = None) -> None:
        self.batch = batch if batch is not None else pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []

    def add(self, text: str, x: float, y: float, color: tuple = theme.TEXT, size: float = 14,
            **kwargs) -> arcade.Text:
        """A new text in the batch (any other `arcade.Text` keyword: bold, anchor_x, anchor_y,
        multiline, width, align, font_name)."""
        kwargs.setdefault("font_name", theme.BODY_FONT)
        label = theme.Text(text, x, y, color, size, batch=self.batch, **kwargs)
        self.texts.append(label)
        return label

    def value(self, x: float, y: float, color: tuple = theme.TEXT, size: float = 14, **kwargs) -> arcade.Text:
        """An empty text to show a changing value (a score, a count), centred on its point unless
        told otherwise; set it with `show`."""
        kwargs.setdefault("anchor_x", "center")
        kwargs.setdefault("anchor_y", "center")
        return self.add("", x, y, color, size, **kwargs)

    def drop(self, texts) -> None:
        """Take texts out of the batch for good (the labels of a card that is replaced)."""
        for label in texts:
            if label in self.texts:
                self.texts.remove(label)
            label.label.delete()

    def __iter__(self):
        """The texts, first added first."""
        return iter(self.texts)

    def __len__(self) -> int:
        """How many texts there are."""
        return len(self.texts)

    def draw(self) -> None:
        """Draw every text of the batch."""
        self.batch.draw()


def show(label: arcade.Text, text: str) -> bool:
    """Set a text only when it changes (setting it lays the glyphs out again); True when it did."""
    if label.text != text:
        label.text = text
        return True
    return False


#: Every printable ASCII character (what `warm_up` lays out).
PRINTABLE = "".join(chr(code) for code in range(32, 127))


def warm_up(label: arcade.Text, chars: str = PRINTABLE) -> None:
    """Lay out every printable character in a text's font once, so the first real value does not
    render its glyphs mid-animation; leaves the text empty."""
    label.text = chars
    label.text = ""


# -- words drawn into pictures ---------------------------------------------------------------------------
@lru_cache(maxsize=None)
def font_file(face: str) -> str:
    """The path of a font file: a theme face name (see `FONT_FILES`) or an arcade resource path."""
    return str(arcade.resources.resolve(FONT_FILES.get(face, face)))


def word_image(text: str, pixels: int, color: tuple, *, face: str = theme.HEADING_FONT, stroke: int = 4,
               outline: tuple = OUTLINE, pad: int = 2) -> Image.Image:
    """A word (or a short line) in a font `pixels` high with a dark outline `stroke` pixels wide, on
    a transparent picture just large enough plus `pad` pixels each side. Draw it at 2x the size it is
    shown (a sprite scale of 0.5) to stay crisp in a larger window."""
    font: ImageFont.FreeTypeFont | ImageFont.ImageFont
    try:
        font = ImageFont.truetype(font_file(face), pixels)
    except OSError:  # a missing font file: PIL's own font rather than no word at all
        font = ImageFont.load_default(pixels)
    left, top, right, bottom = font.getbbox(text, stroke_width=stroke)
    image = Image.new("RGBA", (int(right - left) + 2 * pad, int(bottom - top) + 2 * pad), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((pad - left, pad - top), text, font=font, fill=tuple(color),
                               stroke_width=stroke, stroke_fill=tuple(outline))
    return image


@lru_cache(maxsize=12)
def word_texture(text: str, pixels: int, color: tuple, *, face: str = theme.HEADING_FONT, stroke: int = 4,
                 outline: tuple = OUTLINE, pad: int = 2) -> arcade.Texture:
    """`word_image` as a texture, cached per word, size, colour and look.

    Only the last 12 are kept: banners and messages change all game long, and each kept word holds
    its place in the texture atlas; with 256 kept, a Floorplan game's round messages doubled the
    atlas to 4096x4096 (64 MB more in software rendering). A word let go leaves the atlas once no
    sprite shows it."""
    image = word_image(text, pixels, color, face=face, stroke=stroke, outline=outline, pad=pad)
    return image_texture(image, f"word-{text}-{pixels}-{color}-{face}-{stroke}-{outline}-{pad}")


def keep_inside(texts, boxes, pad: float = 8) -> None:
    """Give each `theme.Text` whose anchor lies in one of `boxes` (widgets with left, bottom, width
    and height: cards, dialogs) the room from its anchor to that box's edges, less `pad`, to fit in:
    at a larger text size a card's or a dialog's texts shrink back (at most to their designed size)
    rather than pass its edge."""
    for text in texts:
        if not isinstance(text, theme.Text):
            continue
        for box in boxes:
            left, bottom = box.left + pad, box.bottom + pad
            right, top = box.left + box.width - pad, box.bottom + box.height - pad
            if not (left <= text.x <= right and bottom <= text.y <= top):
                continue
            side = {"left": right - text.x, "right": text.x - left,
                    "center": 2 * min(text.x - left, right - text.x)}.get(text.anchor_x, right - left)
            # a baseline holds about four fifths of a line above it
            up = {"top": text.y - bottom, "bottom": top - text.y, "center": 2 * min(text.y - bottom, top - text.y),
                  "baseline": min(top - text.y, (text.y - bottom) * 4) * 1.25}.get(text.anchor_y, top - bottom)
            text.fit(min(side, text.fit_width or side), min(up, text.fit_height or up))
            break


def fit_text(text: arcade.Text, height: float) -> None:
    """Shorten a wrapped text (ending it with "...") until it is no taller than `height`."""
    if height <= 0:
        text.text = ""
        return
    full = text.text
    if text.content_height <= height:
        return
    low, high = 0, len(full)
    while low < high:  # the longest prefix that fits
        middle = (low + high + 1) // 2
        text.text = full[:middle].rstrip() + "..."
        if text.content_height <= height:
            low = middle
        else:
            high = middle - 1
    text.text = full[:low].rstrip() + "..." if low else ""


def break_long_words(text: arcade.Text, width: float) -> None:
    """Break each word of a wrapped text that is wider than `width` by itself (a file name, a key
    path) into pieces that fit, so that no line runs past the edge: pyglet wraps at spaces only."""
    probe = arcade.Text("", 0, 0, font_size=text.font_size, font_name=text.font_name, bold=text.bold)

    def fits(piece: str) -> bool:
        probe.text = piece
        return probe.content_width <= width

    words = []
    for word in text.text.split(" "):
        while word and not fits(word):
            cut = len(word) - 1
            while cut > 1 and not fits(word[:cut]):
                cut -= 1
            words.append(word[:cut] + "\n")
            word = word[cut:]
        words.append(word)
    text.text = " ".join(words).replace("\n ", "\n")


def fit_line(text: arcade.Text, width: float, smallest: int = 10) -> None:
    """Make a one-line text no wider than `width`: a smaller size, then a shortened end."""
    while text.content_width > width and text.font_size > smallest:
        text.font_size -= 1
    full = text.text
    while text.content_width > width and len(text.text) > 1:
        full = full[:-1]
        text.text = full.rstrip() + "..."
