"""Game Select: five cards (name, pitch, picture, best score, New game / Continue / How to play).

Left/right move between cards, up/down between a card's buttons, Enter activates; the mouse hovers
and clicks. A game whose content files are broken shows an error card with the first problem (file,
line, key) instead of its buttons; a save that cannot be loaded is reported on its card and kept.
"""

from __future__ import annotations

import math

import arcade

from game.app.games import create_game_view, new_session, saved_session
from game.catalog import GAMES, GameSpec
from game.ui import theme
from game.ui.art import draw_picture, game_picture
from game.ui.scene import BACK_KEYS, Scene
from game.ui.widgets import Button, FocusGroup, draw_panel

CARD_W, CARD_H, GAP = 232, 540, 16
CARD_BOTTOM = 70
PICTURE_H = 170


def content_problem_text(problem: str) -> str:
    """A content problem (`path:line: at key: message`) as a card says it: the file's name, not its
    whole path, after a sentence a player can act on."""
    where, _, message = problem.partition(": ")
    name = where.replace("\\", "/").rsplit("/", 1)[-1]
    return f"A game file is damaged. {name}: {message}"


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


class Card:
    """One game's card: texts made once, buttons in a vertical focus group."""

    def __init__(self, scene: "SelectScene", entry: GameSpec, left: float) -> None:
        self.entry = entry
        self.left = left
        app = scene.app
        top = CARD_BOTTOM + CARD_H
        self.session = None
        self.problem = app.content_problem(entry.id) if entry.playable else None
        save_problem = None
        if entry.playable and not self.problem:
            self.session, save_problem = saved_session(entry)
            save_problem = save_problem or scene.notes.get(entry.id)
        self.name = arcade.Text(entry.title, left + CARD_W / 2, top - PICTURE_H - 40, theme.TEXT, 16,
                                font_name=theme.HEADING_FONT, anchor_x="center")
        self.pitch = arcade.Text(entry.pitch, left + 16, top - PICTURE_H - 66, theme.TEXT_DIM, 13,
                                 font_name=theme.BODY_FONT, multiline=True, width=CARD_W - 32)
        best = app.profile.best_score(entry.id)
        status = "Coming soon" if not entry.playable else (
            f"Best: {best:,}" if best is not None else "Best: -")
        self.best = arcade.Text(status, left + CARD_W / 2, top - PICTURE_H - 160, theme.ACCENT, 14,
                                font_name=theme.BODY_FONT, anchor_x="center", bold=True)
        note = content_problem_text(self.problem) if self.problem else (save_problem or "")
        self.note = arcade.Text(note, left + 14, top - PICTURE_H - 178, theme.DANGER, 12,
                                font_name=theme.BODY_FONT, multiline=True, width=CARD_W - 28, anchor_y="top")
        self.picture = game_picture(entry.id, entry.color, left + 8, top - PICTURE_H - 8, CARD_W - 16, PICTURE_H)
        self.buttons = FocusGroup()
        x, w, h = left + 20, CARD_W - 40, 44
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
        gap = 10
        if len(rows) > 3:  # four buttons fit under the best score when a little closer
            h, gap = 38, 8
        for i, (label, action) in enumerate(rows):
            self.buttons.widgets.append(Button(label, x, CARD_BOTTOM + 20 + (len(rows) - 1 - i) * (h + gap),
                                               w, h, action, font_size=15))
        self.buttons.focus(0)
        for widget in self.buttons.widgets:
            widget.focused = False
        if note:
            lowest = max((w.bottom + w.height for w in self.buttons.widgets), default=CARD_BOTTOM)
            fit_text(self.note, self.note.y - lowest - 10)

    def show_problem(self, text: str) -> None:
        """Say on the card why its game could not be opened (wrapped above the buttons)."""
        self.note.text = text
        lowest = max((w.bottom + w.height for w in self.buttons.widgets), default=CARD_BOTTOM)
        fit_text(self.note, self.note.y - lowest - 10)

    def draw(self, focused: bool, glow: float) -> None:
        """The card, lifted a little when focused."""
        top = CARD_BOTTOM + CARD_H
        edge = self.entry.color if focused else theme.PANEL_EDGE
        draw_panel(self.left, CARD_BOTTOM, CARD_W, CARD_H, theme.PANEL, edge, 2 + 2 * glow)
        draw_picture(self.picture, self.left + 8, top - PICTURE_H - 8, CARD_W - 16, PICTURE_H)
        self.name.draw()
        self.pitch.draw()
        self.best.draw()
        if self.note.text:
            self.note.draw()
        self.buttons.draw()


class SelectScene(Scene):
    """The five cards."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.heading = arcade.Text("Choose a game", theme.WIDTH / 2, 650, theme.TEXT, 30,
                                   font_name=theme.HEADING_FONT, anchor_x="center")
        self.hint = arcade.Text("Left/Right: game   Up/Down: choice   Enter: go   Esc: back",
                                theme.WIDTH / 2, 30, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT,
                                anchor_x="center")
        self.cards: list[Card] = []
        #: what a card says about a save that failed when it was continued (game id -> sentence)
        self.notes: dict[str, str] = {}
        self.index = 0
        self.glow = 0.0

    def entered(self) -> None:
        """Rebuild the cards (saves and best scores may have changed)."""
        total = len(GAMES) * CARD_W + (len(GAMES) - 1) * GAP
        start = (theme.WIDTH - total) / 2
        self.cards = [Card(self, entry, start + i * (CARD_W + GAP)) for i, entry in enumerate(GAMES)]
        if not self.cards[self.index].buttons.widgets:
            self.move(1)
        self._refocus()

    # -- focus ----------------------------------------------------------------------------------
    def _refocus(self) -> None:
        for i, card in enumerate(self.cards):
            for j, widget in enumerate(card.buttons.widgets):
                widget.focused = i == self.index and j == card.buttons.index

    def move(self, delta: int) -> None:
        """Focus the next card (left/right) that has something to press."""
        for _ in range(len(self.cards)):
            self.index = (self.index + delta) % len(self.cards)
            if self.cards[self.index].buttons.widgets:
                break
        self._refocus()

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move, Enter presses, Esc goes back."""
        card = self.cards[self.index]
        if symbol in BACK_KEYS:
            self.app.audio.play("back")
            self.app.pop()
        elif symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            self.move(-1 if symbol == arcade.key.LEFT else 1)
            self.app.audio.play("click")
        elif card.buttons.on_key(symbol):
            self._refocus()
            self.app.audio.play("click")
        else:
            return False
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses a button."""
        for i, card in enumerate(self.cards):
            if card.buttons.hover(x, y):
                self.index = i
                self._refocus()

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Click a button."""
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
            from game.app.scenes.confirm import ConfirmScene

            self.app.push(ConfirmScene(self.app, "Start a new game?", "Your saved game will be replaced.",
                                       lambda: (self.app.pop(), start())))
        else:
            start()

    # -- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animate buttons and the focus glow."""
        self.glow = 0.5 + 0.5 * math.sin(self.age * 3)
        for card in self.cards:
            card.buttons.update(dt)

    def draw(self) -> None:
        """Heading, cards, hint."""
        self.heading.draw()
        for i, card in enumerate(self.cards):
            card.draw(i == self.index, self.glow if i == self.index else 0.0)
        self.hint.draw()

