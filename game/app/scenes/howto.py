"""How to Play: a game's rules pages, drawn from docs/rules/<id>.md, with pictures.

Each `## ` section of the rules document is a page (long ones split at paragraphs into short pages),
so designers and developers edit the rules in one place and the game shows them as written. The
document's opening paragraph leads the first page rather than standing alone; a section headed
"Decisions" (the developers' record of rule choices) stays in the document and is not shown. A section
may show a picture with a markdown image line (`![what it shows](../screenshots/pharaoh-cascade.png)`,
the path relative to the rules file); pages without one show the game's card picture.
"""

from __future__ import annotations

import re
from pathlib import Path

import arcade

from game.catalog import game
from game.core.paths import resource
from game.ui import theme
from game.ui.art import draw_picture, game_picture
from game.ui.scene import MenuScene
from game.ui.widgets import Button, draw_panel

PAGE_CHARS = 1100
#: Sections for the developers, not the players: kept in docs/rules, left out of How to Play.
HIDDEN_SECTIONS = ("decisions",)


IMAGE = re.compile(r"^!\[[^\]]*\]\(([^)]+)\)\s*$", re.M)


def rules_pages(game_id: str) -> list[tuple[str, str, Path | None]]:
    """(heading, text, picture path or None) pages of a game's rules document, markdown reduced
    to plain text."""
    path = resource("docs", "rules", f"{game_id}.md")
    if not path.exists():
        return [("Coming soon", "The rules of this game are still being written.", None)]
    text = path.read_text(encoding="utf-8")
    sections = re.split(r"^## +", text, flags=re.M)
    pages: list[tuple[str, str, Path | None]] = []
    intro = re.sub(r"^# .*\n", "", sections[0]).strip()
    shown = [section for section in sections[1:]
             if section.partition("\n")[0].strip().lower() not in HIDDEN_SECTIONS]
    if intro and shown:  # the opening leads the first page
        heading, _, body = shown[0].partition("\n")
        shown[0] = f"{heading}\n{intro}\n\n{body.strip()}"
    elif intro:
        shown = ["About\n" + intro]
    for section in shown:
        heading, _, body = section.partition("\n")
        images = IMAGE.findall(body)
        picture = (path.parent / images[0]).resolve() if images else None
        body = IMAGE.sub("", body).strip()
        pages.extend((heading.strip(), _plain(chunk), picture) for chunk in _chunks(body))
    return pages


def _blocks(body: str) -> list[tuple[str, str]]:
    """A section's paragraphs, with each list item its own block: (text, separator before it)."""
    blocks: list[tuple[str, str]] = []
    for paragraph in re.split(r"\n\s*\n", body):
        items = re.split(r"\n(?=\s*(?:[-*]|\d+\.) )", paragraph)
        blocks.append((items[0], "\n\n"))
        blocks.extend((item, "\n") for item in items[1:])
    return blocks


def _page_size(text: str) -> int:
    """A rough measure of the height text takes: characters, plus a line's worth per break."""
    return len(text) + 70 * text.count("\n")


def _chunks(body: str) -> list[str]:
    """Split a long section at paragraph or list-item breaks into page-sized chunks."""
    chunks, current = [], ""
    for block, separator in _blocks(body):
        candidate = f"{current}{separator}{block}" if current else block
        if current and _page_size(candidate) > PAGE_CHARS:
            chunks.append(current)
            candidate = block
        current = candidate
    if chunks and current and _page_size(current) < PAGE_CHARS // 4 \
            and _page_size(chunks[-1] + current) < PAGE_CHARS * 1.3:  # no page of a line or two
        chunks[-1] = f"{chunks[-1]}\n\n{current}"
        current = ""
    return [*chunks, current] if current else chunks


def _plain(text: str) -> str:
    """Markdown emphasis and code marks removed, list dashes turned into bullets."""
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    text = re.sub(r"`([^`]+)`", r"\1", text)
    text = re.sub(r"^(\s*)[-*] ", "\\1\u2022 ", text, flags=re.M)
    text = re.sub(r"(?<!\n)\n(?![\n\s]*(?:\u2022|\d+\. ))(?!\n)", " ", text)  # unwrap hard-wrapped lines
    return re.sub(r"(?<=\S) {2,}", " ", text)  # indentation of unwrapped lines


class HowToScene(MenuScene):
    """Pages turned with left/right or the buttons; Esc goes back."""

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app, axis="horizontal")
        self.entry = game(game_id)
        self.pages = rules_pages(game_id)
        self.page = 0
        self.title = arcade.Text(f"How to play {self.entry.title}", theme.WIDTH / 2, 650, theme.TEXT, 28,
                                 font_name=theme.HEADING_FONT, anchor_x="center")
        self.heading = arcade.Text("", 560, 560, theme.ACCENT, 22, font_name=theme.HEADING_FONT)
        self.body = arcade.Text("", 560, 525, theme.TEXT, 15, font_name=theme.BODY_FONT, multiline=True,
                                width=660, anchor_y="top")
        self.counter = arcade.Text("", theme.WIDTH / 2, 118, theme.TEXT_DIM, 14, font_name=theme.BODY_FONT,
                                   anchor_x="center")
        self.card_picture = game_picture(game_id, self.entry.color, 64, 174, 432, 402)
        self.picture = self.card_picture
        self._textures: dict[Path, arcade.Texture] = {}
        self.menu.widgets = [Button("< Previous", 360, 40, 180, 48, lambda: self.turn(-1)),
                             Button("Back", 550, 40, 180, 48, self.back),
                             Button("Next >", 740, 40, 180, 48, lambda: self.turn(1))]
        self.menu.focus(2)
        self.show_page()

    def show_page(self) -> None:
        """Put the current page's texts in place."""
        heading, text, picture = self.pages[self.page]
        self.picture = self.card_picture
        if picture is not None and picture.exists():
            if picture not in self._textures:
                self._textures[picture] = arcade.load_texture(picture)
            self.picture = self._textures[picture]
        self.heading.text = heading
        self.body.text = text
        self.counter.text = f"Page {self.page + 1} of {len(self.pages)}"
        self.menu.widgets[0].enabled = self.page > 0
        self.menu.widgets[2].enabled = self.page < len(self.pages) - 1
        if not self.menu.widgets[self.menu.index].enabled:  # at either end: on Back, never a dead button
            self.menu.focus(1)

    def turn(self, step: int) -> None:
        """Next or previous page."""
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.show_page()
            self.app.audio.play("click")

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Left/right and Page Up/Down turn pages; Enter, Esc as in every menu."""
        if symbol in (arcade.key.LEFT, arcade.key.PAGEUP):
            self.turn(-1)
        elif symbol in (arcade.key.RIGHT, arcade.key.PAGEDOWN):
            self.turn(1)
        else:
            return super().key_down(symbol, modifiers)
        return True

    def draw(self) -> None:
        """Title, picture, page text, page counter, buttons."""
        self.title.draw()
        draw_panel(40, 150, 480, 450, theme.PANEL, self.entry.color, 3)
        draw_picture(self.picture, 52, 162, 456, 426)
        draw_panel(540, 150, 700, 450)
        self.heading.draw()
        self.body.draw()
        self.counter.draw()
        super().draw()
