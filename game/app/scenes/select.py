"""Game Select: five cards (name, pitch, picture, best score, New game / Continue / How to play).

Left/right move between cards, up/down between a card's buttons, Enter activates; the mouse hovers
and clicks. A game whose content files are broken shows an error card with the first problem (file,
line, key) instead of its buttons; a save that cannot be loaded is reported on its card and kept.
Above the cards: "Play a code" (or the C key) opens a friend's share code, "Of the Day" (or D) the
day's five challenges, and "Statistics" (or S) the statistics of every game.
"""

from __future__ import annotations

import math

import arcade
import pyglet

from game.app.games import create_game_view, new_session, saved_session
from game.catalog import GAMES, GameSpec
from game.ui import theme
from game.ui.art import draw_picture, game_picture
from game.ui.bindings import MENUS
from game.ui.cached_layer import CachedLayer
from game.ui.labels import break_long_words, fit_line, fit_text
from game.ui.prompts import key_line
from game.ui.scene import Scene, is_back
from game.ui.widgets import Button, FocusGroup, draw_panel

CARD_W, CARD_H, GAP = 232, 540, 16
CARD_BOTTOM = 70
PICTURE_H = 190  # the card pictures are 432x380 (tools/shots.py), drawn at half size
PAD = 14  # the margin of every text inside its card
#: The best score's baseline, right above the tallest button stack (four rows), the same on every card.
BEST_Y = CARD_BOTTOM + 210


def content_problem_text(problem: str) -> str:
    """A content problem (`path:line: at key: message`) as a card says it: the file's name, not its
    whole path, after a sentence a player can act on."""
    where, _, message = problem.partition(": ")
    name = where.replace("\\", "/").rsplit("/", 1)[-1]
    return f"A game file is damaged. {name}: {message}"


class Card:
    """One game's card: texts made once (in the select screen's batch), buttons in a vertical focus
    group. From the top: the game's picture, its name, its pitch, the best score, then the buttons
    right below it (a note about a broken file or save, wrapped, between the score and the buttons)."""

    def __init__(self, scene: "SelectScene", entry: GameSpec, left: float) -> None:
        self.entry = entry
        self.left = left
        self.scene = scene
        app = scene.app
        batch = scene.batch
        top = CARD_BOTTOM + CARD_H
        inner = CARD_W - 2 * PAD
        self.session = None
        self.problem = app.content_problem(entry.id) if entry.playable else None
        save_problem = None
        if entry.playable and not self.problem:
            self.session, save_problem = saved_session(entry)
            save_problem = save_problem or scene.notes.get(entry.id)
        name_y = top - 8 - PICTURE_H - 34
        self.name = theme.Text(entry.title, left + CARD_W / 2, name_y, theme.TEXT, 18,
                               font_name=theme.HEADING_FONT, anchor_x="center", batch=batch)
        fit_line(self.name, inner)
        self.pitch = theme.Text(entry.pitch, left + PAD, name_y - 14, theme.TEXT_DIM, 13,
                                font_name=theme.BODY_FONT, multiline=True, width=inner, anchor_y="top",
                                batch=batch)
        break_long_words(self.pitch, inner)
        room = self.pitch.y - BEST_Y - 24
        self.pitch.fit(height=room)  # a larger text size: smaller (not below its size) before it is cut
        fit_text(self.pitch, room)
        best = app.profile.best_score(entry.id)
        card_note = entry.part("card_note")  # a game's own line (a rating) instead of its best score
        status = "Coming soon" if not entry.playable else card_note(app.profile) if card_note else (
            f"Best: {best:,}" if best is not None else "Best: -")
        self.best = theme.Text(status, left + CARD_W / 2, BEST_Y, theme.ACCENT, 14,
                               font_name=theme.BODY_FONT, anchor_x="center", bold=True, batch=batch)
        fit_line(self.best, inner)
        note = content_problem_text(self.problem) if self.problem else (save_problem or "")
        self.note = theme.Text(note, left + PAD, BEST_Y - 12, theme.DANGER, 12,
                               font_name=theme.BODY_FONT, multiline=True, width=inner, anchor_y="top",
                               batch=batch)
        self.picture = game_picture(entry.id, entry.color, left + 8, top - PICTURE_H - 8, CARD_W - 16, PICTURE_H)
        self.buttons = FocusGroup()
        rows: list[tuple[str, callable]] = []
        if entry.playable and not self.problem:
            if self.session is not None:
                rows.append(("Continue", lambda: scene.continue_game(self)))
            rows.append(("New game", lambda: scene.new_game(self)))
        if entry.playable:
            rows.append(("How to play", lambda: app.open_howto(entry.id)))
        if entry.playable and entry.editor and not note:  # the player's own levels: play, edit, make new
            # ones (left out while the card says a problem: the note needs the room)
            noun = entry.part("editor").noun
            rows.append((f"Your {noun}s", lambda: scene.your_levels(self)))
        self._place_buttons(rows, bool(note))
        if note:
            self.show_problem(note)

    def _place_buttons(self, rows: list, below_note: bool) -> None:
        """The buttons in one column: right under the best score, or at the card's foot when a note
        stands between them."""
        x, w = self.left + 20, CARD_W - 40
        h, gap = (38, 8) if len(rows) > 3 else (44, 10)  # four fit under the best score a little closer
        height = len(rows) * h + (len(rows) - 1) * gap
        top = CARD_BOTTOM + 18 + height if below_note else BEST_Y - 16
        for i, (label, action) in enumerate(rows):
            self.buttons.widgets.append(Button(label, x, top - h - i * (h + gap), w, h, action, font_size=15))
        self.buttons.focus(0)
        for widget in self.buttons.widgets:
            widget.focused = False

    def show_problem(self, text: str) -> None:
        """Say on the card why its game could not be opened (wrapped above the buttons)."""
        self.note.text = text
        self.scene.still.drop()
        top = self.buttons.widgets[0] if self.buttons.widgets else None
        if text and top is not None and top.bottom + top.height > BEST_Y - 40:
            rows = [(w.label, w.on_click) for w in self.buttons.widgets]  # make room: buttons to the foot
            self.buttons.widgets.clear()
            self._place_buttons(rows, True)
        break_long_words(self.note, CARD_W - 2 * PAD)
        lowest = max((w.bottom + w.height for w in self.buttons.widgets), default=CARD_BOTTOM)
        fit_text(self.note, self.note.y - lowest - 10)

    def draw_panel(self) -> None:
        """The card's box and picture (its texts are in the batch); part of the still layer."""
        top = CARD_BOTTOM + CARD_H
        draw_panel(self.left, CARD_BOTTOM, CARD_W, CARD_H, theme.PANEL, theme.PANEL_EDGE, 2)
        draw_picture(self.picture, self.left + 8, top - PICTURE_H - 8, CARD_W - 16, PICTURE_H)

    def draw_focus(self, glow: float) -> None:
        """The focused card's edge in its game's colour, pulsing."""
        arcade.draw_lbwh_rectangle_outline(self.left, CARD_BOTTOM, CARD_W, CARD_H, self.entry.color, 2 + 2 * glow)


class SelectScene(Scene):
    """The five cards."""

    clears_itself = True  # its still layer

    @staticmethod
    def key_hint() -> str:
        """The key line, naming the menus' keys as bound now (C, D and S are this screen's own)."""
        return key_line("menus", (("left", "right"), "game"), (("up", "down"), "choice"), ("pick", "go"),
                        ("C", "play a code"), ("D", "of the day"), ("S", "statistics"), ("Esc", "back"))

    def __init__(self, app) -> None:
        super().__init__(app)
        #: every card text, drawn in one call (30 separate `Text.draw()`s cost about 4 ms a frame)
        self.batch = pyglet.graphics.Batch()
        #: heading, hint and the cards without their buttons, drawn once and kept as one texture: the
        #: frame then costs that texture, the buttons and the focused card's edge (it cost 14.3 ms p99
        #: drawn in full every frame, in software rendering)
        self.still = CachedLayer(self)
        self._live: tuple = ()  # the buttons drawn each frame, not in the still layer
        self.heading = theme.Text("Choose a game", theme.WIDTH / 2, 650, theme.TEXT, 30,
                                  font_name=theme.HEADING_FONT, anchor_x="center")
        self.hint = theme.Text(self.key_hint(), theme.WIDTH / 2, 30, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT,
                               anchor_x="center")
        self.cards: list[Card] = []
        #: what a card says about a save that failed when it was continued (game id -> sentence)
        self.notes: dict[str, str] = {}
        self.index = 0
        #: the focused one of `top_buttons()` when the focus is up there (Up from a card's first
        #: button, or the pointer), else None (the focus is on a card)
        self.top_index: int | None = None
        self.glow = 0.0
        self.code_button = Button("Play a code", 24, 640, 180, 42, self.play_code, font_size=15)
        self.daily_button = Button("Of the Day", 216, 640, 180, 42, self.open_daily, font_size=15)
        self.stats_button = Button("Statistics", theme.WIDTH - 204, 640, 180, 42, self.open_statistics,
                                   font_size=15)

    def entered(self) -> None:
        """Rebuild the cards (saves and best scores may have changed) and the key line (the keys may
        have been bound again)."""
        self.hint.text = self.key_hint()
        total = len(GAMES) * CARD_W + (len(GAMES) - 1) * GAP
        start = (theme.WIDTH - total) / 2
        self.batch = pyglet.graphics.Batch()
        self.still.drop()
        self.cards = [Card(self, entry, start + i * (CARD_W + GAP)) for i, entry in enumerate(GAMES)]
        if not self.cards[self.index].buttons.widgets:
            self.move(1)
        self._refocus()

    # -- focus ----------------------------------------------------------------------------------
    def _refocus(self) -> None:
        for i, card in enumerate(self.cards):
            for j, widget in enumerate(card.buttons.widgets):
                widget.focused = self.top_index is None and i == self.index and j == card.buttons.index
        for i, button in enumerate(self.top_buttons()):
            button.focused = i == self.top_index

    def _top_key(self, index: int, action: str | None) -> bool:
        """The menus' keys while the focus is on the top button at `index`: left/right move along
        them, down goes back to the card, pick presses; True when used."""
        if action in ("left", "right"):
            step = -1 if action == "left" else 1
            self.top_index = min(max(index + step, 0), len(self.top_buttons()) - 1)
        elif action == "down":
            self.top_index = None
        elif action == "pick":
            self.app.audio.play("select")
            self.top_buttons()[index].activate()
            return True
        elif action != "up":
            return False
        self._refocus()
        self.app.audio.play("click")
        return True

    def _enter_top(self) -> None:
        """Up from a card's first button: focus the top button nearest the card."""
        card = self.cards[self.index].buttons.widgets[0]
        middle = card.left + card.width / 2
        buttons = self.top_buttons()
        self.top_index = min(range(len(buttons)), key=lambda i: abs(buttons[i].left + buttons[i].width / 2 - middle))
        self._refocus()
        self.app.audio.play("click")

    def move(self, delta: int) -> None:
        """Focus the next card (left/right) that has something to press."""
        for _ in range(len(self.cards)):
            self.index = (self.index + delta) % len(self.cards)
            if self.cards[self.index].buttons.widgets:
                break
        self._refocus()

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move (Up from a card's first button reaches the buttons above the cards), Enter
        presses, Esc goes back."""
        card = self.cards[self.index]
        action = MENUS.action(symbol)
        if is_back(symbol):
            self.app.audio.play("back")
            self.app.pop()
        elif symbol in (arcade.key.C, arcade.key.D, arcade.key.S):
            self.app.audio.play("select")
            {arcade.key.C: self.play_code, arcade.key.D: self.open_daily,
             arcade.key.S: self.open_statistics}[symbol]()
        elif self.top_index is not None:
            return self._top_key(self.top_index, action)
        elif action in ("left", "right"):
            self.move(-1 if action == "left" else 1)
            self.app.audio.play("click")
        elif action == "up" and card.buttons.index == _first_enabled(card.buttons.widgets):
            self._enter_top()
        elif card.buttons.on_key(symbol):
            self._refocus()
            self.app.audio.play("click")
        else:
            return False
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses a button."""
        for i, button in enumerate(self.top_buttons()):
            if button.contains(x, y) and self.top_index != i:
                self.top_index = i
                self._refocus()
        for i, card in enumerate(self.cards):
            if card.buttons.hover(x, y):
                self.index, self.top_index = i, None
                self._refocus()

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a button."""
        for button in self.top_buttons():
            if button.contains(x, y):
                self.app.audio.play("select")
                button.activate()
                return
        for i, card in enumerate(self.cards):
            if card.buttons.click(x, y):
                self.index = i
                self._refocus()
                self.app.audio.play("select")
                return

    # -- actions ---------------------------------------------------------------------------------
    def continue_game(self, card: Card) -> None:
        """Resume the saved session. The game's scene is made and drawn once before it is shown;
        if it fails (a save the rules accept but the scene cannot show), the save is kept aside as
        `.corrupt` and the card says so, instead of the game crashing."""
        view = None
        try:
            view = create_game_view(self.app, card.entry, card.session)
            self.app.push(view)
            view.on_update(0.0)
            view.on_draw()
        except Exception as exc:  # noqa: BLE001 - whatever the scene does with it, the app goes on
            if view is not None:
                view.autosave = False  # never write the failing session back
            while view is not None and view in self.app.stack:
                self.app.stack.pop()
            from game.app.games import save_problem_text
            from game.core.saves import save_path
            from game.core.storage import keep_aside

            kept = keep_aside(save_path(card.entry.id)) if save_path(card.entry.id).exists() else None
            reason = f"the game cannot show it ({type(exc).__name__}: {str(exc)[:60]})"
            self.notes[card.entry.id] = save_problem_text(reason, kept.name if kept else None)
            self.app._show(self)

    def top_buttons(self) -> tuple[Button, ...]:
        """The screen's own entries above the cards (the mouse or Up from a card focuses them; C, D
        and S press them)."""
        return (self.code_button, self.daily_button, self.stats_button)

    def open_daily(self) -> None:
        """The Daily screen: the day's five challenges."""
        from game.app.scenes.daily import DailyScene

        self.daily_button.focused = False
        self.app.push(DailyScene(self.app))

    def open_statistics(self) -> None:
        """The Statistics screen: every game's record and history."""
        self.stats_button.focused = False
        self.app.open_statistics()

    def play_code(self) -> None:
        """The Play a code screen (type or paste a friend's code)."""
        from game.app.scenes.play_code import PlayCodeScene

        self.code_button.focused = False
        self.app.push(PlayCodeScene(self.app))

    def your_levels(self, card: Card) -> None:
        """The player's own levels of the card's game (play, edit, new)."""
        from game.ui.your_levels import YourLevelsScene

        self.app.push(YourLevelsScene(self.app, card.entry.id))

    def new_game(self, card: Card) -> None:
        """Start a game (via the game's own setup screen when it has one); confirm over a save."""

        def start() -> None:
            setup = card.entry.part("setup")
            if setup is not None:
                self.app.push(setup(self.app))
            else:
                self.app.push(create_game_view(self.app, card.entry, new_session(card.entry)))

        if card.session is not None:
            self.app.confirm("Start a new game?", f"Your saved game of {card.entry.title} will be replaced.",
                             start, yes="New game", no="Keep it")
        else:
            start()

    # -- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animate buttons and the focus glow."""
        self.glow = 0.5 + 0.5 * math.sin(self.age * 3)
        for button in self.top_buttons():
            button.update(dt)
        for card in self.cards:
            card.buttons.update(dt)

    def draw(self) -> None:
        """Heading, cards, hint and the buttons at rest from the still layer; the focused card's
        edge and the buttons that glow (focused, or fading out) drawn each frame."""
        live = tuple(w for card in self.cards for w in card.buttons.glowing())
        live += tuple(b for b in self.top_buttons() if b.focused or b._glow > 0.01)
        if live != self._live:  # a button came to rest or began to glow: the still layer again
            self._live = live
            self.still.drop()
        self.still.draw(self._paint_still)
        if self.top_index is None:  # the focus is on a card, not on the buttons above them
            self.cards[self.index].draw_focus(self.glow)
        for widget in live:
            widget.draw()

    def show_prompts(self) -> None:
        """The help line for the device used last (the still layer holds it: painted again)."""
        super().show_prompts()
        self.still.drop()

    def _paint_still(self) -> None:
        self.heading.draw()
        for card in self.cards:
            card.draw_panel()
        self.batch.draw()
        self.hint.draw()
        for card in self.cards:
            for widget in card.buttons.widgets:
                if widget not in self._live:
                    widget.draw()
        for button in self.top_buttons():
            if button not in self._live:
                button.draw()

    def covered(self) -> None:
        """Out of sight: the still layer goes (saves, scores and the window may change meanwhile)."""
        self.still.release()
        super().covered()


def _first_enabled(widgets) -> int:
    """The index of the first enabled widget (0 when none is)."""
    return next((i for i, widget in enumerate(widgets) if widget.enabled), 0)
