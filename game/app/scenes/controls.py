"""Controls: every action of the menus and of each game, with its keys, and the player's own keys.

A row of tabs names the places (Menus, then the games in the select screen's order); under it, the
chosen place's actions in two columns, each with the keys that play it now. Choosing an action
(Enter or a click) waits for a key: the key pressed becomes that action's key; Esc (or a click)
cancels. A key that another action of the same place plays is refused with a sentence naming that
action, as are the keys no player may bind (`bindings.refusal`). "Reset <place>" gives the place
its default keys back. Every change is applied at once to the live maps (`bindings.apply`) and
written to the settings file (`app.save_settings()`), so the next game, and the next start of
Quintet, play with it.

The screen stands still but for the focused row: the rest is kept in a `CachedLayer`, painted
again when a text changes or the focus moves, and its texts grow with the Settings' text size.
"""

from __future__ import annotations

import math

import arcade

from game.ui import bindings, theme
from game.ui.bindings import Place
from game.ui.cached_layer import CachedLayer
from game.ui.choices import ChoiceGrid, ChoiceScene
from game.ui.input_map import key_name
from game.ui.prompts import key_line, main_keys, readable
from game.ui.tween import lerp_color
from game.ui.widgets import Button, Widget, draw_panel, one_size

MARGIN, GAP = 50, 20
TAB_BOTTOM, TAB_H = 598, 40
ROWS_TOP, ROW_H, ROW_GAP = 578, 38, 6
MESSAGE_Y, BUTTON_BOTTOM, BUTTON_H = 150, 80, 48
#: How many of an action's keys its row names.
KEYS_SHOWN = 3
#: The size of an action's name and keys, and the smallest a long name shrinks to beside its keys.
ROW_TEXT, ROW_SMALLEST = 15, 11


class ActionRow(Widget):
    """One action of a place: its name on the left, its keys on the right; choosing it (Enter or
    a click) asks the screen to wait for a new key for it."""

    def __init__(self, screen: "ControlsScene", place: Place, action: str, left: float, bottom: float,
                 width: float) -> None:
        super().__init__(left, bottom, width, ROW_H)
        self.screen, self.place, self.action = screen, place, action
        middle = bottom + ROW_H / 2
        self.name = theme.Text(place.names[action], left + 14, middle, theme.TEXT, ROW_TEXT,
                               font_name=theme.BODY_FONT, anchor_y="center")
        self.keys = theme.Text("", left + width - 14, middle, theme.ACCENT, ROW_TEXT, font_name=theme.BODY_FONT,
                               bold=True, anchor_x="right", anchor_y="center", fit_width=0.42 * width)
        self.show_keys()

    def show_keys(self) -> None:
        """Name the keys the action has now (or ask for one while the screen waits for it)."""
        if self.screen.waiting is self:
            text, color = "press a key...", theme.FOCUS
        else:
            keys = self.place.keys.keys(self.action)
            main = main_keys(keys)  # keypad twins left out
            text = " / ".join(readable(k) for k in main[:KEYS_SHOWN]) + (" ..." if len(main) > KEYS_SHOWN else "")
            text, color = text or "no key", theme.ACCENT
        if self.keys.text != text:
            self.keys.text = text
        self.keys.color = color
        room = self.width - 28 - self.keys.content_width - 16  # the name never runs under the keys
        self.name.font_size = self.name.full_size
        while self.name.content_width > room and self.name.font_size > ROW_SMALLEST:
            self.name.font_size -= 1

    def activate(self) -> None:
        """Wait for a new key for this action."""
        self.screen.wait_for_key(self)

    def draw(self) -> None:
        """The row's box (lit when focused or waiting), the name and the keys."""
        lit = 1.0 if self.screen.waiting is self else self._glow
        draw_panel(self.left, self.bottom, self.width, self.height,
                   lerp_color(theme.PANEL, theme.PANEL_EDGE, 0.5 * lit),
                   lerp_color(theme.PANEL_EDGE, theme.FOCUS, lit), 2)
        self.name.draw()
        self.keys.draw()


class ControlsScene(ChoiceScene):
    """The places as tabs, the chosen place's actions and keys, Reset and Back (see the module doc)."""

    clears_itself = True  # its still layer

    def __init__(self, app, place_id: str = "menus") -> None:
        super().__init__(app)
        self.still = CachedLayer(self)
        self._live: tuple[Widget, ...] = ()  # the rows and buttons drawn each frame, not in the still layer
        self.places = bindings.all_places()
        self.place = next((p for p in self.places if p.id == place_id), self.places[0])
        self.waiting: ActionRow | None = None
        self.heading = theme.Text("Controls", theme.WIDTH / 2, 670, theme.TEXT, 32, font_name=theme.HEADING_FONT,
                                  anchor_x="center", anchor_y="center")
        self.message = theme.Text("", theme.WIDTH / 2, MESSAGE_Y, theme.TEXT_DIM, 16, font_name=theme.BODY_FONT,
                                  anchor_x="center", anchor_y="center", fit_width=theme.WIDTH - 2 * MARGIN)
        self.hint = theme.Text("", theme.WIDTH / 2, 30, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT,
                               anchor_x="center", fit_width=theme.WIDTH - 2 * MARGIN)
        width = (theme.WIDTH - 2 * MARGIN - (len(self.places) - 1) * 8) / len(self.places)
        self.tabs = [Button(p.title, MARGIN + i * (width + 8), TAB_BOTTOM, width, TAB_H,
                            lambda p=p: self.show_place(p), font_size=16) for i, p in enumerate(self.places)]
        one_size(self.tabs)  # a long title shrank: the row keeps one size
        self.reset_button = Button("", theme.WIDTH / 2 - 330, BUTTON_BOTTOM, 400, BUTTON_H, self.reset)
        self.back_button = Button("Back", theme.WIDTH / 2 + 90, BUTTON_BOTTOM, 240, BUTTON_H, self.back)
        self.rows: list[ActionRow] = []
        self.show_place(self.place, focus_tab=True)
        self._show_hint()

    # -- what is shown -----------------------------------------------------------------------------
    def show_place(self, place: Place, focus_tab: bool = True) -> None:
        """Show a place's actions and keys (the focus on its tab)."""
        self.cancel_wait(quiet=True)
        self.place = place
        for tab, shown in zip(self.tabs, self.places):
            tab.color = theme.PANEL_EDGE if shown is place else theme.PANEL
        column_w = (theme.WIDTH - 2 * MARGIN - GAP) / 2
        per_column = math.ceil(len(place.defaults) / 2)
        self.rows = [ActionRow(self, place, action, MARGIN + (i // per_column) * (column_w + GAP),
                               ROWS_TOP - (i % per_column) * (ROW_H + ROW_GAP) - ROW_H, column_w)
                     for i, action in enumerate(place.defaults)]
        self.reset_button.text.text = f"Reset {place.title}"
        grid_rows: list[list[Widget]] = [list(self.tabs)]
        grid_rows += [[row for row in (self.rows[i], self.rows[i + per_column] if i + per_column < len(self.rows)
                                       else None) if row is not None] for i in range(per_column)]
        grid_rows.append([self.reset_button, self.back_button])
        self.grid = ChoiceGrid(grid_rows, focus=(0, self.places.index(place)) if focus_tab else (1, 0))
        self.say(f"{place.title}: choose an action, then press its new key.", theme.TEXT_DIM)

    @staticmethod
    def key_hint() -> str:
        """The help line, naming the menus' keys (or the pad's buttons) as bound now."""
        return key_line("menus", (("up", "down", "left", "right"), "choose"), ("pick", "change the key"),
                        ("Esc", "cancel or back"))

    def show_prompts(self) -> None:
        """The help line for the device used last (the still layer holds it: painted again)."""
        self._show_hint()

    def _show_hint(self) -> None:
        self.hint.text = self.key_hint()
        self.still.drop()

    def say(self, text: str, color: tuple = theme.TEXT_DIM) -> None:
        """Show a sentence over the buttons (what to do, what changed, why a key was refused); every
        change of the screen says one, so the still layer is painted again here."""
        self.message.text = text
        self.message.color = color
        self.still.drop()

    # -- changing keys -----------------------------------------------------------------------------
    def wait_for_key(self, row: ActionRow) -> None:
        """Wait for the next key to give to a row's action."""
        self.cancel_wait(quiet=True)
        self.waiting = row
        row.show_keys()
        self.app.audio.play("select")
        self.say(f"Press the new key for \u201c{row.place.names[row.action]}\u201d (Esc: cancel).", theme.FOCUS)

    def cancel_wait(self, quiet: bool = False) -> None:
        """Stop waiting for a key (nothing changes)."""
        row, self.waiting = self.waiting, None
        if row is not None:
            row.show_keys()
            if not quiet:
                self.app.audio.play("back")
                self.say("Nothing changed.", theme.TEXT_DIM)

    def give_key(self, symbol: int) -> bool:
        """Give the awaited action this key, or say why not; True when it was given."""
        row = self.waiting
        assert row is not None
        place, action = row.place, row.action
        refused = bindings.refusal(symbol)
        owner = place.keys.action(symbol)
        if refused is None and owner is not None and owner != action:
            refused = (f"{readable(symbol)} already plays \u201c{place.names[owner]}\u201d in {place.title}: "
                       f"give that action another key first, or choose another key")
        for other in bindings.sharing(place.id):  # a place whose keys work on the same screen
            used = other.keys.action(symbol)
            if refused is None and used is not None:
                refused = (f"{readable(symbol)} already plays \u201c{other.names[used]}\u201d in {other.title}, "
                           f"whose keys work there too: choose another key")
        if refused:
            self.app.audio.play("refuse")
            self.say(f"{refused}.", theme.DANGER)
            return False
        chosen = self.app.settings.bindings.setdefault(place.id, {})
        if (symbol,) == place.defaults[action]:
            chosen.pop(action, None)
        else:
            chosen[action] = [key_name(symbol)]
        if not chosen:
            del self.app.settings.bindings[place.id]
        self._keys_changed()
        self.waiting = None
        row.show_keys()
        self.app.audio.play("select")
        self.say(f"\u201c{place.names[action]}\u201d is now {readable(symbol)}.", theme.GOOD)
        return True

    def reset(self) -> None:
        """Give the shown place its default keys back."""
        self.cancel_wait(quiet=True)
        self.app.settings.bindings.pop(self.place.id, None)
        self._keys_changed()
        for row in self.rows:
            row.show_keys()
        self.app.audio.play("select")
        self.say(f"{self.place.title} has its default keys again.", theme.GOOD)

    def _keys_changed(self) -> None:
        """Apply the player's keys to every place and write them to the settings file."""
        bindings.apply(self.app.settings.bindings)
        self.app.save_settings()
        self._show_hint()

    # -- input -------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """While waiting: Esc cancels, any other key is the new key. Otherwise the menus' keys move
        between tabs, actions and buttons, choose, and go back (`ChoiceScene`)."""
        if self.waiting is None:
            return super().key_down(symbol, modifiers)
        if symbol == arcade.key.ESCAPE:
            self.cancel_wait()
        else:
            self.give_key(symbol)
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses (not while a key is awaited)."""
        if self.waiting is None:
            super().pointer_move(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click chooses; while a key is awaited, a click cancels instead."""
        if self.waiting is not None:
            self.cancel_wait()
            return
        if self.grid.click(x, y):
            self.app.audio.play("select")

    # -- frame -------------------------------------------------------------------------------------
    def draw(self) -> None:
        """The still layer (heading, the rows and buttons at rest, the sentence and the hint), then
        the focused or glowing ones and the row awaiting a key."""
        live = tuple(card for card in self.grid.glowing() if card is not self.waiting)
        live += (self.waiting,) if self.waiting is not None else ()
        if live != self._live:
            self._live = live
            self.still.drop()
        self.still.draw(self._paint_still)
        for widget in live:
            widget.draw()

    def _paint_still(self) -> None:
        self.heading.draw()
        for card in self.grid.cards:
            if card not in self._live:
                card.draw()
        self.message.draw()
        self.hint.draw()

    def covered(self) -> None:
        """Out of sight: the still layer goes (the window may change meanwhile)."""
        self.still.release()
        super().covered()
