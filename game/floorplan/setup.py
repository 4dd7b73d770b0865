"""Floorplan's setup screen: choose how strong Stauf plays and which museum to visit, then go in.

Three rows of cards in a `ChoiceGrid`: the difficulties (each with what Stauf does and the best
game won at it), the museums (a map of both floors, the title and the intro), and the options (the
turning-spare variant, the replay of the last finished game, and Start). Arrows move between cards,
Enter or a click picks; picking a difficulty or a museum marks it chosen, and "Enter the museum"
(or S) begins the visit. The choices are remembered in the profile.
"""

from __future__ import annotations

import time
from functools import lru_cache

import arcade

from game.core.content import ContentError
from game.core.session import SaveError, Session
from game.floorplan import art
from game.floorplan import art_brush as brush
from game.floorplan import textures as tx
from game.floorplan.pure import content
from game.floorplan.pure.content import GAME_ID
from game.floorplan.pure.rules import RULES, Params
from game.floorplan.results import best_line, best_records, last_game
from game.floorplan.scene import create_view
from game.ui import theme
from game.ui.choices import ChoiceCard, ChoiceGrid, ChoiceScene
from game.ui.labels import Labels, keep_inside
from game.ui.prompts import key_label, keys_label
from game.ui.sprites import image_texture, make_sprite

#: What Stauf does at each kind of search, in a player's words.
SEARCH_WORDS = {
    "random-shift": "Pushes a random line, then hurries toward the target.",
    "greedy": "Tries every push and every space: wins when he can, blocks you when not.",
    "lookahead": "Also looks at your best reply: leaves you no way to the target.",
}
PARCHMENT = (244, 228, 196)
CARD_W, GAP = 340, 24


@lru_cache(maxsize=None)
def map_texture(name: str, floors: tuple, cell: int) -> arcade.Texture:
    """A museum's map for its card (made once)."""
    return image_texture(art.museum_map_image(floors, cell, cell), f"floorplan-map-{name}-{cell}")


class FloorplanSetup(ChoiceScene):
    """Difficulty, museum and variant cards; Start (or S) begins a new game with them."""

    background = brush.TABLE

    def __init__(self, app) -> None:
        super().__init__(app)
        saved = app.profile.progress_of(GAME_ID)
        try:
            catalogue = content.load()
        except ContentError as exc:  # the select card shows content errors; never crash here
            catalogue = None
            self.problem = str(exc)
        self.levels = list(catalogue.table.levels) if catalogue else []
        self.museums = list(catalogue.museums) if catalogue else []
        self.difficulty = saved.get("difficulty", "normal")
        self.museum = saved.get("museum", "museum")
        self.rotate_spare = bool(saved.get("rotate_spare", False))
        if self.levels and self.difficulty not in [lv.name for lv in self.levels]:
            self.difficulty = self.levels[min(1, len(self.levels) - 1)].name
        if self.museums and self.museum not in [m.name for m in self.museums]:
            self.museum = self.museums[0].name
        self.labels = Labels()
        self.sprites = arcade.SpriteList()
        add = self._add
        heading = add("Floorplan", 640, 664, theme.ACCENT, 32, font_name=theme.HEADING_FONT, anchor_x="center",
                      anchor_y="center")
        subtitle = add("Race Doktor Stauf through his shifting museum", 640, 628, PARCHMENT, 16, anchor_x="center",
                       anchor_y="center", font_name="Liberation Serif")
        # under the heading as drawn (a larger text size makes both taller)
        subtitle.y = round(min(628, heading.y - (heading.content_height + subtitle.content_height) / 2 - 1))
        add(f"{keys_label('menus', ('up', 'down', 'left', 'right'))}: choose   {key_label('menus', 'pick')}: pick   "
            f"{key_label('menus', 'start')}: start   {key_label('menus', 'back')}: back", 640, 22, theme.TEXT_DIM, 13,
            anchor_x="center", anchor_y="center")
        self.level_cards = self._level_cards(best_records(app.profile))
        self.museum_cards = self._museum_cards()
        self.option_cards = self._option_cards()
        rows = [row for row in (self.level_cards, self.museum_cards, self.option_cards) if row]
        self.grid = ChoiceGrid(rows, (len(rows) - 1, len(rows[-1]) - 1))
        keep_inside(self.labels, self.grid.cards)  # a larger text size stays on its card
        self._mark()

    def _add(self, text: str, x: float, y: float, *args, **kwargs) -> arcade.Text:
        """A text at whole pixels (at half a pixel its glyphs lose rows)."""
        return self.labels.add(text, round(x), round(y), *args, **kwargs)

    # -- cards ------------------------------------------------------------------------------------------
    def _row_left(self, count: int) -> float:
        return (theme.WIDTH - count * CARD_W - (count - 1) * GAP) / 2

    def _level_cards(self, best: dict) -> list[ChoiceCard]:
        add, cards = self._add, []
        add("STAUF PLAYS", 64, 590, theme.ACCENT, 14, bold=True, anchor_y="center")
        left = self._row_left(len(self.levels))
        for i, level in enumerate(self.levels):
            card = ChoiceCard(left + i * (CARD_W + GAP), 462, CARD_W, 112, lambda n=level.name: self.pick_level(n))
            x, top = card.left, card.bottom + card.height
            add(level.title, x + 64, top - 26, PARCHMENT, 19, bold=True, anchor_y="center",
                font_name="Liberation Serif")
            for k in range(i + 1):
                self.sprites.append(make_sprite(tx.piece("stauf", 22), x + 26 + k * 10, top - 26 - k * 4, scale=0.5))
            add(SEARCH_WORDS.get(level.search, ""), x + 16, top - 48, theme.TEXT_DIM, 12, multiline=True,
                width=CARD_W - 32, anchor_y="top", fit_height=112 - 48 - 26)  # over the best line
            add(f"Best: {best_line(best.get(level.name))}", x + 16, card.bottom + 14, theme.ACCENT, 13,
                bold=True, anchor_y="center")
            cards.append(card)
        return cards

    def _museum_cards(self) -> list[ChoiceCard]:
        add, cards = self._add, []
        add("THE MUSEUM", 64, 432, theme.ACCENT, 14, bold=True, anchor_y="center")
        left = self._row_left(len(self.museums))
        for i, record in enumerate(self.museums):
            card = ChoiceCard(left + i * (CARD_W + GAP), 178, CARD_W, 240, lambda n=record.name: self.pick_museum(n))
            floors = (tuple(record.first_floor), tuple(record.second_floor))
            cell = 20
            picture = map_texture(record.name, floors, cell)
            top = card.bottom + card.height
            self.sprites.append(make_sprite(picture, card.centre_x, top - 20 - picture.height / 2))
            add(record.title, card.centre_x, card.bottom + 74, PARCHMENT, 17, bold=True, anchor_x="center",
                anchor_y="center", font_name="Liberation Serif")
            add(record.intro, card.left + 14, card.bottom + 58, theme.TEXT_DIM, 11, multiline=True,
                width=CARD_W - 28, anchor_y="top", align="center")
            cards.append(card)
        return cards

    def _option_cards(self) -> list[ChoiceCard]:
        add = self._add
        y, h = 62, 92
        self.rotate_card = ChoiceCard(self._row_left(3), y, CARD_W, h, self.toggle_rotate)
        add("Turning spare", self.rotate_card.left + 16, y + h - 26, PARCHMENT, 16, bold=True, anchor_y="center",
            font_name="Liberation Serif")
        self.rotate_state = add("", self.rotate_card.left + CARD_W - 16, y + h - 26, theme.ACCENT, 16, bold=True,
                                anchor_x="right", anchor_y="center")
        add("Turn the spare tile before you push it (the Labyrinth way).", self.rotate_card.left + 16, y + h - 46,
            theme.TEXT_DIM, 12, multiline=True, width=CARD_W - 32, anchor_y="top")
        cards = [self.rotate_card]
        self.replay = last_game()
        replay_card = ChoiceCard(self._row_left(3) + CARD_W + GAP, y, CARD_W, h, self.watch_last)
        add("Watch the last game", replay_card.centre_x, y + h / 2 + 12, PARCHMENT if self.replay else theme.TEXT_DIM,
            16, bold=True, anchor_x="center", anchor_y="center", font_name="Liberation Serif", fit_height=26)
        add("Its replay, move by move" if self.replay else "No game finished yet", replay_card.centre_x,
            y + h / 2 - 16, theme.TEXT_DIM, 12, anchor_x="center", anchor_y="center")
        replay_card.enabled = self.replay is not None
        cards.append(replay_card)
        self.start_card = ChoiceCard(self._row_left(3) + 2 * (CARD_W + GAP), y, CARD_W, h, self.start)
        add("Enter the museum", self.start_card.centre_x, y + h / 2 + 10, theme.ACCENT, 20, bold=True,
            anchor_x="center", anchor_y="center", font_name="Liberation Serif")
        self.start_note = add("", self.start_card.centre_x, y + h / 2 - 18, theme.TEXT_DIM, 12, anchor_x="center",
                              anchor_y="center")
        cards.append(self.start_card)
        return cards if self.levels and self.museums else []

    def _mark(self) -> None:
        """Mark the chosen cards and say what Start will begin."""
        for card, level in zip(self.level_cards, self.levels):
            card.chosen = level.name == self.difficulty
        for card, record in zip(self.museum_cards, self.museums):
            card.chosen = record.name == self.museum
        self.rotate_card.chosen = self.rotate_spare
        self.rotate_state.text = "On" if self.rotate_spare else "Off"
        level = next((lv.title for lv in self.levels if lv.name == self.difficulty), "")
        museum = next((m.title for m in self.museums if m.name == self.museum), "")
        self.start_note.text = f"{museum}, Stauf on {level}"

    # -- choosing ---------------------------------------------------------------------------------------
    def pick_level(self, name: str) -> None:
        """Choose Stauf's difficulty."""
        self.difficulty = name
        self.app.audio.play("select")
        self._mark()

    def pick_museum(self, name: str) -> None:
        """Choose the museum."""
        self.museum = name
        self.app.audio.play("select")
        self._mark()

    def toggle_rotate(self) -> None:
        """Switch the turning-spare variant."""
        self.rotate_spare = not self.rotate_spare
        self.app.audio.play("click")
        self._mark()

    def params(self) -> Params:
        """The params the cards say."""
        return Params(museum=self.museum, difficulty=self.difficulty, rotate_spare=self.rotate_spare)

    def start(self) -> None:
        """Remember the choices and begin a new game with them (this screen is replaced, so Esc in
        the game's menu leads back to Game Select)."""
        self.app.profile.keep_progress(GAME_ID, difficulty=self.difficulty, museum=self.museum,
                                       rotate_spare=self.rotate_spare)
        self.app.save_profile()
        params = self.params()
        session = Session(RULES, params, time.time_ns() & 0xFFFFFFFF, content.content_for(params))
        self.app.audio.play("select")
        self.app.replace(create_view(self.app, session))

    def watch_last(self) -> None:
        """Replay the last finished game."""
        if self.replay is None:
            return
        try:
            start, moves = Session.for_replay(RULES, self.replay, content.content_for)
        except SaveError as exc:
            self.app.audio.play("refuse")
            self.start_note.text = f"The replay cannot be read: {exc.message}"
            return
        self.app.push(create_view(self.app, start, replay_moves=moves))

    # -- input --------------------------------------------------------------------------------------------
    def act(self, action: str) -> bool:
        """S starts the game (once the option cards are there)."""
        if action == "start" and self.option_cards:
            self.start()
            return True
        return False

    def draw(self) -> None:
        """Cards, pictures, texts."""
        super().draw()
        self.sprites.draw()
        self.labels.draw()


def create_setup(app) -> FloorplanSetup:
    """The screen shown by Game Select's "New game"."""
    return FloorplanSetup(app)
