"""Setup screens' choice cards in a grid: pick a variant in one row, a level in the next rows.

`ChoiceCard` is a card-shaped widget a game draws its own picture and texts on (a tile set with its
swatches, a level with its sizes and best score); it lights when focused and keeps a mark when it is
the `chosen` one of its row. `ChoiceGrid` holds rows of such cards (rows may differ in length) and
moves the focus in two dimensions: left/right within a row, up/down to the card of the next row
nearest in x, Enter to pick; the pointer focuses what it hovers and picks what it clicks.
`ChoiceScene` is a whole setup screen round one grid: keys, pointer, Esc for back.
"""

from __future__ import annotations

from typing import Callable, Sequence

from game.ui import theme
from game.ui.bindings import MENUS
from game.ui.input_map import InputMap
from game.ui.scene import Scene, is_back
from game.ui.widgets import Widget, draw_panel

#: The grid steps of the four moves (row, column).
MOVES = {"left": (0, -1), "right": (0, 1), "up": (-1, 0), "down": (1, 0)}


class ChoiceCard(Widget):
    """A card to pick (a tile set, a level): `on_pick` runs on Enter or a click. It draws only its
    box, lit when focused or `chosen`; the screen draws what is on it."""

    def __init__(self, left: float, bottom: float, width: float, height: float, on_pick: Callable[[], None]) -> None:
        super().__init__(left, bottom, width, height)
        self.on_pick = on_pick
        self.chosen = False

    @property
    def centre_x(self) -> float:
        """The x of the card's middle (up/down moves go to the nearest one)."""
        return self.left + self.width / 2

    def activate(self) -> None:
        """Pick this card."""
        self.on_pick()

    def draw(self) -> None:
        """The card box, lit when focused or chosen."""
        edge = theme.FOCUS if self.focused else theme.ACCENT if self.chosen else theme.PANEL_EDGE
        grow = 3 * self._glow
        draw_panel(self.left - grow, self.bottom - grow, self.width + 2 * grow, self.height + 2 * grow,
                   theme.PANEL, edge, 2 + 2 * self._glow + (1 if self.chosen else 0))


class ChoiceGrid:
    """Rows of cards with one focused, at `focus` = (row, column)."""

    def __init__(self, rows: Sequence[Sequence[Widget]], focus: tuple[int, int] = (0, 0)) -> None:
        self.rows = [list(row) for row in rows]
        self.focus = focus
        self._refocus()

    @property
    def cards(self) -> list[Widget]:
        """Every card, row by row."""
        return [card for row in self.rows for card in row]

    @property
    def focused(self) -> Widget:
        """The card with the focus."""
        row, col = self.focus
        return self.rows[row][col]

    def set_focus(self, row: int, col: int) -> None:
        """Focus the card at (row, column)."""
        self.focus = (row, col)
        self._refocus()

    def _refocus(self) -> None:
        focused = self.focused
        for card in self.cards:
            card.focused = card is focused

    def move(self, direction: str) -> None:
        """Move the focus "left", "right" (stopping at the row's ends), "up" or "down" (to the
        nearest card in x of that row, stopping at the first and last rows)."""
        row, col = self.focus
        d_row, d_col = MOVES[direction]
        if d_col:
            col = min(max(col + d_col, 0), len(self.rows[row]) - 1)
        else:
            new_row = min(max(row + d_row, 0), len(self.rows) - 1)
            x = self.focused.left + self.focused.width / 2
            cards = self.rows[new_row]
            col = min(range(len(cards)), key=lambda c: abs(cards[c].left + cards[c].width / 2 - x))
            row = new_row
        self.set_focus(row, col)

    def at(self, x: float, y: float) -> tuple[int, int] | None:
        """The (row, column) of the card under a design point, or None."""
        for r, row in enumerate(self.rows):
            for c, card in enumerate(row):
                if card.contains(x, y):
                    return r, c
        return None

    def hover(self, x: float, y: float) -> None:
        """Focus the card under the pointer."""
        found = self.at(x, y)
        if found and found != self.focus:
            self.set_focus(*found)

    def click(self, x: float, y: float) -> bool:
        """Focus and pick the card under the pointer; True when there was one."""
        found = self.at(x, y)
        if found:
            self.set_focus(*found)
            self.focused.activate()
        return found is not None

    def update(self, dt: float) -> None:
        """Ease the focus glows."""
        for card in self.cards:
            card.update(dt)

    def glowing(self) -> tuple[Widget, ...]:
        """The cards that change from frame to frame (focused, or their glow fading out), as
        `FocusGroup.glowing`: a screen may keep the others in a `CachedLayer`."""
        return tuple(card for card in self.cards if card.focused or card._glow > 0.01)

    def draw(self) -> None:
        """Draw every card."""
        for card in self.cards:
            card.draw()


class ChoiceScene(Scene):
    """A setup screen whose input is one `ChoiceGrid` (`self.grid`, made by the subclass): arrows
    move the focus (with a click sound), Enter or Space picks, the pointer hovers and clicks, Esc or
    Backspace go back (the menus' keys, `bindings.MENUS`, as the player bound them); `act(action)`
    gets the other actions of `keys` ("start").
    Subclasses draw their pictures and texts after `super().draw()` (which draws the cards)."""

    keys: InputMap = MENUS
    grid: ChoiceGrid

    def act(self, action: str) -> bool:
        """A key bound to an action of the screen's own (not a move or "pick"); True when used."""
        return False

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move between cards (up/down to the nearest card in x), Enter picks, Esc goes back."""
        if is_back(symbol):
            self.back()
            return True
        action = self.keys.action(symbol)
        if action in MOVES:
            self.grid.move(action)
            self.app.audio.play("click")
            return True
        if action == "pick":
            self.grid.focused.activate()
            return True
        return self.act(action) if action is not None else False

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses a card."""
        self.grid.hover(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click picks a card."""
        self.grid.click(x, y)

    def update(self, dt: float) -> None:
        """Ease the focus glows."""
        self.grid.update(dt)

    def draw(self) -> None:
        """The cards."""
        self.grid.draw()
