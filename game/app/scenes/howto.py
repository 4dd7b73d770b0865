"""How to Play: a game's quick start, then its rules pages, drawn from docs/rules/<id>.md, with pictures.

The quick start comes first: at most three short pages, the `### ` blocks of the document's
"Quick start" section (each a heading, one picture line and a few sentences), so a new player can
start playing after reading them; the full pages follow.

Each `## ` section of the rules document is a page: one idea, and one picture drawn for it (a
markdown image line, `![what it shows](../screenshots/pharaoh-cascade.png)`, the path relative to
the rules file; tools/shots.py renders those pictures at `PICTURE_SIZE`, so the page shows them
pixel for pixel). Designers and developers edit the rules in one place and the game shows them as
written. The document's opening paragraph leads the first page rather than standing alone; a
section headed "Decisions" (the developers' record of rule choices) stays in the document and is
not shown. A page with a picture shows it beside its text; a page without one gives the text the
width. Each body takes the largest size (17 to 15 pt) it fits its box in; a section too long even
in 15 pt is split at paragraphs into pages of about equal length. The first section is laid out
when the screen opens, the others one a frame after it (or when a page turn reaches them).
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from pathlib import Path

import arcade
from PIL import Image

from game.catalog import GAME_IDS, game
from game.core.paths import resource
from game.ui import theme
from game.ui.labels import show
from game.ui.prompts import KEY_MARK, bound_words
from game.ui.scene import StillScene
from game.ui.widgets import Button, draw_panel

#: Sections for the developers, not the players: kept in docs/rules, left out of How to Play.
HIDDEN_SECTIONS = ("decisions",)
#: The section (its `### ` blocks, at most `QUICK_PAGES`) shown first, before the full pages.
QUICK_START, QUICK_PAGES = "quick start", 3
IMAGE = re.compile(r"^!\[[^\]]*\]\(([^)]+)\)\s*$", re.M)

PANEL_BOTTOM, PANEL_TOP = 118, 642
#: The picture's box on a page (left, bottom, width, height), inside its frame.
PICTURE_BOX = (52, PANEL_BOTTOM + 12, 500, PANEL_TOP - PANEL_BOTTOM - 24)
#: The size the How to Play pictures are rendered at (tools/shots.py): the box, pixel for pixel.
PICTURE_SIZE = PICTURE_BOX[2:]
#: The text's panel (left, width) beside a picture, and alone when the page has none.
TEXT_BESIDE, TEXT_ALONE = (584, 656), (190, 900)
PAD = 26  # the text's margin inside its panel
HEADING_H = 44  # from the panel's top margin to the body's top
#: The body's largest and smallest sizes: a page takes the largest its text fits in.
BODY_LARGEST, BODY_SMALLEST = 17, 15
QUICK_LARGEST = 21  # a quick start's body: a few lines, read at a glance
DOT_Y, DOT_GAP = 94, 22  # the page dots under the panels


def _sections(game_id: str) -> tuple[Path, list[str]] | None:
    """A game's rules document and its text cut before each `## ` heading (the opening first), or
    None when the game has none."""
    path = resource("docs", "rules", f"{game_id}.md")
    if not path.exists():
        return None
    return path, re.split(r"^## +", path.read_text(encoding="utf-8"), flags=re.M)


def _page(path: Path, section: str) -> tuple[str, str, Path | None]:
    """(heading, plain text, picture) of a section whose first line is its heading."""
    heading, _, body = section.partition("\n")
    images = IMAGE.findall(body)
    picture = (path.parent / images[0]).resolve() if images else None
    return heading.strip(), _plain(_keys_as_bound(IMAGE.sub("", body).strip(), path.stem)), picture


def _keys_as_bound(text: str, game_id: str) -> str:
    """The page's key marks (`[Space](key:wait)`) as the keys are bound now (`prompts.bound_words`),
    once the game's keys are declared (its record's `keys` part)."""
    entry = game(game_id) if game_id in GAME_IDS else None
    if entry is None or not entry.keys:
        return KEY_MARK.sub(r"\1", text)
    entry.part("keys")
    return bound_words(text, game_id)


def quick_start(game_id: str) -> list[tuple[str, str, Path | None]]:
    """The quick start's pages, (heading, text, picture) as `rules_pages`: the `### ` blocks of the
    rules document's "Quick start" section, at most `QUICK_PAGES` of them (none without one)."""
    found = _sections(game_id)
    if found is None:
        return []
    path, sections = found
    for section in sections[1:]:
        if section.partition("\n")[0].strip().lower() == QUICK_START:
            blocks = re.split(r"^### +", section.partition("\n")[2], flags=re.M)[1:]
            return [_page(path, block) for block in blocks[:QUICK_PAGES]]
    return []


def rules_pages(game_id: str) -> list[tuple[str, str, Path | None]]:
    """(heading, text, picture path or None) of each section of a game's rules document, markdown
    reduced to plain text (the quick start and the developers' sections left out)."""
    found = _sections(game_id)
    if found is None:
        return [("Coming soon", "The rules of this game are still being written.", None)]
    path, sections = found
    intro = re.sub(r"^# .*\n", "", sections[0]).strip()
    shown = [section for section in sections[1:]
             if section.partition("\n")[0].strip().lower() not in (*HIDDEN_SECTIONS, QUICK_START)]
    if intro and shown:  # the opening leads the first page
        heading, _, body = shown[0].partition("\n")
        shown[0] = f"{heading}\n{intro}\n\n{body.strip()}"
    elif intro:
        shown = ["About\n" + intro]
    return [_page(path, section) for section in shown]


def _plain(text: str) -> str:
    """Markdown emphasis and code marks removed, list dashes turned into bullets."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = re.sub(r"`([^`]+)`", r"\1", text)
    text = re.sub(r"^(\s*)[-*] ", "\\1\u2022 ", text, flags=re.M)
    text = re.sub(r"(?<!\n)\n(?![\n\s]*(?:\u2022|\d+\. ))(?!\n)", " ", text)  # unwrap hard-wrapped lines
    text = re.sub(r"\n\s*\n\s*\n", "\n\n", text)  # one blank line where an image line was
    return re.sub(r"(?<=\S) {2,}", " ", text)  # indentation of unwrapped lines


def _blocks(text: str) -> list[str]:
    """Where a page's text may be split: before each paragraph and list item; a single paragraph
    after each sentence. Joined again, the pieces are the text."""
    blocks = re.split(r"(?<=\n)(?=[^\n])", text)  # each block keeps the line breaks after it
    return blocks if len(blocks) > 1 else re.split(r"(?<=[.!?:] )(?=[A-Z(\"'])", text)


def _split(text: str, count: int) -> list[str]:
    """Text cut between blocks (`_blocks`) into `count` parts of about equal length, so that the
    pages of a long section read alike; fewer when there are not enough blocks."""
    blocks = _blocks(text)
    ends = list(itertools.accumulate(len(block) for block in blocks))
    cuts = sorted({min(range(1, len(blocks)), key=lambda i: abs(ends[i - 1] - ends[-1] * k / count))
                   for k in range(1, count)} if len(blocks) > 1 else set())
    bounds = [0, *cuts, len(blocks)]
    parts = ["".join(blocks[a:b]).strip() for a, b in zip(bounds, bounds[1:])]
    return [part for part in parts if part]


@dataclass
class Page:
    """One page as shown: its heading and body laid out, its picture file (None: the text alone)."""

    heading: arcade.Text
    body: arcade.Text
    picture: Path | None
    panel: tuple[float, float]  # the text panel's left and width
    quick: bool = False  # a page of the quick start


def _readable_picture(path: Path) -> bool:
    """True when a picture file can be decoded (checked once, when its page is laid out)."""
    try:
        with Image.open(path) as image:
            image.load()
        return True
    except (OSError, ValueError):
        return False


class HowToScene(StillScene):
    """Pages turned with left/right or the buttons; Esc goes back."""

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app, axis="horizontal")
        self.entry = game(game_id)
        self.title = theme.Text("", theme.WIDTH / 2, 680, theme.TEXT, 28,
                                font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="center")
        #: sections not laid out yet (the quick start's first): the first is laid out now, the
        #: others one a frame (a layout takes a few ms, all of them at once a few hundred), or at
        #: once when a turn reaches them
        self._sections = [(*page, True) for page in quick_start(game_id)]
        self._quick_count = len(self._sections)
        self._sections += [(*page, False) for page in rules_pages(game_id)]
        #: on a quick start page, where it is in the quick start (at the text panel's foot)
        self.where = theme.Text("", 0, PANEL_BOTTOM + PAD, theme.TEXT_DIM, 15, font_name=theme.BODY_FONT)
        self._readable: dict[Path, bool] = {}  # picture files checked: a damaged one is left out
        #: the picture on screen, the only one kept (eleven of them held about 20 MB, with their
        #: place in the texture atlas, and How to Play was a session's highest memory)
        self._shown: tuple[Path, arcade.Texture] | None = None
        self.pages: list[Page] = []
        self._lay_out_next()
        self.page = 0
        self.menu.widgets = [Button("< Previous", 360, 24, 180, 48, lambda: self.turn(-1)),
                             Button("Back", 550, 24, 180, 48, self.back),
                             Button("Next >", 740, 24, 180, 48, lambda: self.turn(1))]
        self.menu.focus(2)
        self.show_page()

    def _lay_out_next(self) -> bool:
        """Lay out the next section not laid out yet (loading its picture); False when none is left."""
        if not self._sections:
            return False
        heading, text, path, quick = self._sections.pop(0)
        picture = None
        if path is not None and path.exists():
            if path not in self._readable:
                self._readable[path] = _readable_picture(path)
            picture = path if self._readable[path] else None  # a damaged one: the text alone
        self.pages.extend(self._lay_out(heading, text, picture, quick))
        return True

    def lay_out_all(self) -> None:
        """Lay out every section now (the screen itself does one a frame)."""
        while self._lay_out_next():
            pass

    def picture(self, page: Page) -> arcade.Texture | None:
        """The texture of a page's picture, loaded when the page is shown (the one before let go)."""
        if page.picture is None:
            return None
        if self._shown is None or self._shown[0] != page.picture:
            self._shown = None
            try:
                self._shown = (page.picture, arcade.load_texture(page.picture))
            except (OSError, ValueError):  # damaged since the page was laid out: the text alone
                return None
        return self._shown[1]

    def _lay_out(self, heading: str, text: str, picture: Path | None, quick: bool = False) -> list[Page]:
        """A section as one page, its body in the largest size that fits (a quick start's few
        lines larger still); or, when it does not fit even in the smallest, as pages of about equal
        length split between paragraphs (or sentences), each laid out the same way. A sentence
        taller than a page is shown as it is."""
        left, width = TEXT_BESIDE if picture is not None else TEXT_ALONE
        title = theme.Text(heading, left + PAD, PANEL_TOP - PAD, theme.ACCENT, 22, font_name=theme.HEADING_FONT,
                           anchor_y="top")
        while title.content_width > width - 2 * PAD and title.font_size > 14:
            title.font_size -= 1
        room = PANEL_TOP - PAD - HEADING_H - (PANEL_BOTTOM + PAD)
        body = theme.Text(text, left + PAD, PANEL_TOP - PAD - HEADING_H, theme.TEXT,
                          QUICK_LARGEST if quick else BODY_LARGEST,
                          font_name=theme.BODY_FONT, multiline=True, width=width - 2 * PAD, anchor_y="top")
        while body.content_height > room and body.font_size > BODY_SMALLEST:
            # the height grows about with the square of the size: go to the estimate, at least one smaller
            estimate = int(body.font_size * (room / body.content_height) ** 0.5)
            body.font_size = max(BODY_SMALLEST, min(body.font_size - 1, estimate))
        if body.content_height > room:  # too long even in the smallest size: pages of about equal length
            parts = _split(text, math.ceil(body.content_height / room))
            if len(parts) > 1:
                return [page for part in parts for page in self._lay_out(heading, part, picture, quick)]
        return [Page(title, body, picture, (left, width), quick)]

    def show_page(self) -> None:
        """Show the current page: the still layer is painted again, the buttons say where it is."""
        self.refresh()
        quick = self.pages[self.page].quick
        show(self.title, f"Quick start: {self.entry.title}" if quick else f"How to play {self.entry.title}")
        if quick:
            last = self.page == self._quick_count - 1
            show(self.where, f"Quick start {self.page + 1} of {self._quick_count}." +
                 ("  Next: the full rules." if last else ""))
            self.where.x = self.pages[self.page].panel[0] + PAD
        self.menu.widgets[0].enabled = self.page > 0
        self.menu.widgets[2].enabled = self.page < len(self.pages) - 1 or bool(self._sections)
        if not self.menu.widgets[self.menu.index].enabled:  # at either end: on Back, never a dead button
            self.menu.focus(1)

    @property
    def body(self) -> arcade.Text:
        """The current page's body text."""
        return self.pages[self.page].body

    def turn(self, step: int) -> None:
        """Next or previous page."""
        while self.page + step >= len(self.pages) and self._lay_out_next():
            pass
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.show_page()
            self.app.audio.play("click")

    def update(self, dt: float) -> None:
        """Animate the buttons; lay out the next section not laid out yet (the dots grow)."""
        super().update(dt)
        if self._lay_out_next():
            self.show_page()

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Left/right and Page Up/Down turn pages; Enter, Esc as in every menu."""
        if symbol in (arcade.key.LEFT, arcade.key.PAGEUP):
            self.turn(-1)
        elif symbol in (arcade.key.RIGHT, arcade.key.PAGEDOWN):
            self.turn(1)
        else:
            return super().key_down(symbol, modifiers)
        return True

    def draw_still(self) -> None:
        """Title, the page's picture in its frame and its text in a panel, and the page dots."""
        page = self.pages[self.page]
        self.title.draw()
        picture = self.picture(page)
        if page.picture is not None:
            left, bottom, width, height = PICTURE_BOX
            draw_panel(left - 12, PANEL_BOTTOM, width + 24, PANEL_TOP - PANEL_BOTTOM, theme.PANEL, self.entry.color, 3)
        if picture is not None:
            scale = min(1.0, width / picture.width, height / picture.height)  # 1:1 when it fits
            w, h = round(picture.width * scale), round(picture.height * scale)
            arcade.draw_texture_rect(picture, arcade.LBWH(left + (width - w) // 2, bottom + (height - h) // 2,
                                                               w, h), pixelated=scale == 1.0)
        draw_panel(page.panel[0], PANEL_BOTTOM, page.panel[1], PANEL_TOP - PANEL_BOTTOM)
        page.heading.draw()
        page.body.draw()
        if page.quick:
            self.where.draw()
        count = len(self.pages) + len(self._sections)
        first = theme.WIDTH / 2 - DOT_GAP * (count - 1) / 2
        for i in range(count):
            if i == self.page:
                arcade.draw_circle_filled(first + i * DOT_GAP, DOT_Y, 6, theme.ACCENT)
            else:
                arcade.draw_circle_filled(first + i * DOT_GAP, DOT_Y, 4, theme.TEXT_DIM)
