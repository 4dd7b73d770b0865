"""Pharaoh Tomb's setup screen: choose a mode (Short, Classic, Endless...), and the game begins.

One row of mode cards in a `ChoiceScene` (the shared setup widgets: arrows move, Enter or a click
plays the focused mode, Esc goes back). Each card is drawn from its mode's level table: the title
and the sentence the table gives, what level 1 asks, from which level each pocket piece comes (its
picture and "from level N"), what a board with no move left does, and the mode's record (best
score, highest level, games). The focus starts on the mode chosen last (Short on a first visit).
A mode whose file is broken shows its problem on its card and cannot be played.
"""

from __future__ import annotations

import time

import arcade

from game.core.content import ContentError
from game.core.session import Session
from game.pharaoh import art
from game.pharaoh.layout import glyph_textures, icon
from game.pharaoh.pure import content, records
from game.pharaoh.pure.rules import KEY, RULES, Params
from game.pharaoh.pure.table import CROOKER, GLYPH, KEY_PIECE, PIECES, Table
from game.pharaoh.scene import create_view
from game.ui import theme
from game.ui.choices import ChoiceCard, ChoiceGrid, ChoiceScene
from game.ui.labels import Labels, keep_inside
from game.ui.prompts import key_label, keys_label
from game.ui.sprites import make_sprite

CARD_W, CARD_H, GAP = 360, 420, 32
CARD_BOTTOM = 120
PIECE_ICON = 52
#: The pieces' names on the cards.
PIECE_WORDS = {GLYPH: "Free glyph", KEY_PIECE: "Key", CROOKER: "Crooker"}
STUCK_WORDS = {False: "No move left: the game is over.", True: "No move left: the board is reshuffled."}


class PharaohSetup(ChoiceScene):
    """The mode cards; Enter or a click on one starts a new game of that mode."""

    background = art.FLOOR

    def __init__(self, app) -> None:
        super().__init__(app)
        self.labels = Labels()
        self.sprites = arcade.SpriteList()
        self.modes: list[tuple[str, Table | None]] = []
        add = self.labels.add
        add("Pharaoh Tomb", 640, 664, art.SAND, 32, font_name=theme.HEADING_FONT, anchor_x="center",
            anchor_y="center")
        add("Choose a mode", 640, 624, theme.TEXT_DIM, 16, anchor_x="center", anchor_y="center")
        hint = (f"{keys_label('menus', ('left', 'right'))}: choose   {key_label('menus', 'pick')} or click: play"
                "   Esc: back")
        add(hint, 640, 40, theme.TEXT_DIM, 13, anchor_x="center", anchor_y="center")
        names = content.mode_names()
        left = (theme.WIDTH - len(names) * CARD_W - (len(names) - 1) * GAP) / 2
        self.cards: list[ChoiceCard] = []
        entries = []
        for name in names:
            try:
                entries.append((name, content.load(name), None))
            except ContentError as exc:  # never crash here: the card says what is wrong
                entries.append((name, None, exc))
        entries.sort(key=lambda e: (e[1].order if e[1] is not None else 99, e[0]))
        for i, (name, record, problem) in enumerate(entries):
            card = ChoiceCard(left + i * (CARD_W + GAP), CARD_BOTTOM, CARD_W, CARD_H,
                              lambda n=name: self.start(n))
            table = Table.of(record) if record is not None else None
            self.modes.append((name, table))
            if record is None:
                self._broken_card(card, name, problem)
            else:
                self._mode_card(card, name, record.title, record.about, table)
            self.cards.append(card)
        first = records.chosen_mode(app.profile, [n for n, t in self.modes if t is not None] or names)
        focus = next((i for i, (n, _) in enumerate(self.modes) if n == first), 0)
        for card, (name, _) in zip(self.cards, self.modes):
            card.chosen = name == first
        self.grid = ChoiceGrid([self.cards], (0, focus))
        keep_inside(self.labels, self.grid.cards)  # a larger text size stays on its card

    def _mode_card(self, card: ChoiceCard, name: str, title: str, about: str, table: Table) -> None:
        """A mode's title, sentence, level 1, the pieces' first levels, the rule when stuck, its record."""
        add, x, top = self.labels.add, card.left + 20, card.bottom + card.height
        add(title, card.centre_x, top - 34, art.SAND, 24, font_name=theme.HEADING_FONT, anchor_x="center",
            anchor_y="center")
        add(about, x, top - 64, theme.TEXT, 13, multiline=True, width=CARD_W - 40, anchor_y="top",
            fit_height=top - 64 - (card.bottom + 214) - 12)  # over the first level's line
        first = table.level(1)
        add(f"Level 1: remove {first.target} hieroglyphs, {first.kinds} kinds", x, card.bottom + 214,
            theme.TEXT_DIM, 13, anchor_y="center")
        keys = glyph_textures(False, False, PIECE_ICON)
        for n, piece in enumerate(PIECES):
            cx = card.left + CARD_W / 6 * (1 + 2 * n)
            texture = keys[KEY] if piece == KEY_PIECE else icon("tablet" if piece == GLYPH else "crooker", PIECE_ICON)
            self.sprites.append(make_sprite(texture, cx, card.bottom + 160))
            level = table.first_level(piece)
            add(PIECE_WORDS[piece], cx, card.bottom + 122, art.SAND, 12, bold=True, anchor_x="center",
                anchor_y="center", fit_width=CARD_W / 3 - 8, fit_height=18)
            add(f"from level {level}" if level else "never", cx, card.bottom + 104,
                theme.GOOD if level == 1 else theme.TEXT_DIM, 12, anchor_x="center", anchor_y="center",
                fit_width=CARD_W / 3 - 8, fit_height=18)
        add(STUCK_WORDS[table.reshuffle], x, card.bottom + 68, theme.TEXT, 13, anchor_y="center")
        add(records.stats_line(self.app.profile, name), x, card.bottom + 30, theme.ACCENT, 13, bold=True,
            anchor_y="center")

    def _broken_card(self, card: ChoiceCard, name: str, problem: ContentError) -> None:
        """A mode whose table cannot be read: its name and the problem, and it does not play."""
        add, x, top = self.labels.add, card.left + 20, card.bottom + card.height
        add(name.title(), card.centre_x, top - 34, theme.TEXT_DIM, 24, font_name=theme.HEADING_FONT,
            anchor_x="center", anchor_y="center")
        where = f"{problem.file.name}, line {problem.line}" if problem.line else problem.file.name
        message = problem.message if len(problem.message) <= 200 else problem.message[:197] + "..."
        add(f"This mode cannot be played: {where}: {message}", x, top - 64, theme.DANGER, 13, multiline=True,
            width=CARD_W - 40, anchor_y="top")

    def start(self, mode: str) -> None:
        """Remember the mode, count a game of it and begin (this screen is replaced, so Esc in the
        game's menu leads back to Game Select). A broken mode only refuses."""
        table = dict(self.modes).get(mode)
        if table is None:
            self.app.audio.play("refuse")
            return
        self.app.profile.keep_progress(records.GAME_ID, mode=mode)
        records.count(self.app.profile, mode, games=1, level=1)
        self.app.save_profile()
        params = Params(mode=mode)
        session = Session(RULES, params, time.time_ns() & 0xFFFFFFFF, content.content_for(params))
        self.app.audio.play("select")
        self.app.replace(create_view(self.app, session))

    def draw(self) -> None:
        """Cards, pictures, texts."""
        super().draw()
        self.sprites.draw()
        self.labels.draw()


def create_setup(app) -> PharaohSetup:
    """The screen shown by Game Select's "New game"."""
    return PharaohSetup(app)
