"""A scrolling list of levels (rooms, parks, museums) to pick from, and a screen built round it.

`LevelList` is a `FocusGroup` of `LevelRow` buttons (the level's name on the left, a note such as
"best 12 turns", "new" or "locked" on the right) laid out top-down in a box. When there are more
levels than the box holds, it shows a window of them that follows the focus (arrows, Page Up/Down,
Home/End) or the mouse wheel, with a small arrow above or below while more are hidden there. Locked
levels are rows with `enabled = False`: focus skips them and clicks ignore them.

`LevelListScene` is a `MenuScene` whose menu is such a list: Esc goes back, the wheel scrolls, and
`preview(index)` is called whenever the focused level changes, for a panel that shows it.
"""

from __future__ import annotations

from typing import Callable

import arcade

from game.ui import theme
from game.ui.scene import MenuScene
from game.ui.services import App
from game.ui.widgets import Button, FocusGroup

K = arcade.key


class LevelRow(Button):
    """A level in a list: its label on the left, a short note on the right (green once the level is
    `done`, dim otherwise)."""

    def __init__(self, label: str, note: str, left: float, bottom: float, width: float, height: float,
                 on_click: Callable[[], None], *, done: bool = False) -> None:
        self.note = theme.Text(note, 0, 0, theme.GOOD if done else theme.TEXT_DIM, 13,
                               font_name=theme.BODY_FONT, anchor_x="right", anchor_y="center")
        super().__init__(label, left, bottom, width, height, on_click, font_size=16)
        self.text.anchor_x = "left"
        if note:  # the label stops short of the note (a long file name ends in an ellipsis)
            self.text.elide(width - 20 - 18 - self.note.content_width - 16)
        self.move_to(left, bottom)

    def move_to(self, left: float, bottom: float) -> None:
        """Place the label at the left and the note at the right."""
        super().move_to(left, bottom)
        self.text.x = left + 20
        self.note.x, self.note.y = left + self.width - 18, bottom + self.height / 2

    def draw(self) -> None:
        """The button, then the note."""
        super().draw()
        self.note.draw()


class LevelList(FocusGroup):
    """Levels in a column inside a box (`left`, `top`, `width`, `height`), one row every `step`
    pixels (a row is `step - gap` high); as many rows show as fit, scrolled to keep the focus in
    view. Rows are added with `add`, in order."""

    def __init__(self, left: float, top: float, width: float, height: float, *, step: float = 62,
                 gap: float = 8) -> None:
        super().__init__(axis="vertical")
        self.left, self.top, self.width, self.height = left, top, width, height
        self.step, self.gap = step, gap
        self.first = 0  # the index of the top row shown

    @property
    def rows_shown(self) -> int:
        """How many rows the box holds."""
        return max(1, int(self.height // self.step))

    @property
    def shown(self) -> range:
        """The indices of the rows on screen."""
        return range(self.first, min(len(self.widgets), self.first + self.rows_shown))

    @property
    def more_above(self) -> bool:
        """True when rows are hidden above the box."""
        return self.first > 0

    @property
    def more_below(self) -> bool:
        """True when rows are hidden below the box."""
        return self.first + self.rows_shown < len(self.widgets)

    def add(self, label: str, note: str, on_pick: Callable[[], None], *, enabled: bool = True,
            done: bool = False) -> LevelRow:
        """A new row at the end: `on_pick` runs on Enter or a click; a row that is not `enabled` is
        locked (skipped by focus, deaf to clicks); `done` colours the note as a success."""
        row = LevelRow(label, note, self.left, 0, self.width, self.step - self.gap, on_pick, done=done)
        row.enabled = enabled
        self.widgets.append(row)
        self._layout()
        return row

    # -- scrolling ----------------------------------------------------------------------------------
    def scroll(self, rows: int) -> None:
        """Move the window by some rows (positive: down the list), keeping it inside the list; the
        focus stays where it is."""
        last = max(0, len(self.widgets) - self.rows_shown)
        first = min(max(self.first + rows, 0), last)
        if first != self.first:
            self.first = first
            self._layout()

    def _follow(self) -> None:
        """Scroll just enough to show the focused row."""
        if self.index < self.first:
            self.scroll(self.index - self.first)
        elif self.index >= self.first + self.rows_shown:
            self.scroll(self.index - self.first - self.rows_shown + 1)

    def _layout(self) -> None:
        """Put the shown rows in their places (hidden rows keep theirs; they are not drawn or hit)."""
        for slot, i in enumerate(self.shown):
            self.widgets[i].move_to(self.left, self.top - (slot + 1) * self.step)

    # -- focus ----------------------------------------------------------------------------------------
    def focus(self, index: int) -> None:
        """Focus a row and scroll to it."""
        super().focus(index)
        self._follow()

    def move(self, delta: int) -> None:
        """Move the focus by delta (skipping locked rows, wrapping round) and scroll to it."""
        super().move(delta)
        self._follow()

    def _jump(self, target: int, direction: int) -> None:
        """Focus the first open row from `target` going `direction` (or back the other way)."""
        count = len(self.widgets)
        target = min(max(target, 0), count - 1)
        for order in (range(target, count if direction > 0 else -1, direction),
                      range(target, -1 if direction > 0 else count, -direction)):
            for i in order:
                if self.widgets[i].enabled:
                    self.focus(i)
                    return

    def on_key(self, symbol: int) -> bool:
        """Up/Down, Enter and Space as any menu; Page Up/Down move a box at a time, Home/End to the
        first and last open level."""
        if not self.widgets or symbol not in (K.PAGEUP, K.PAGEDOWN, K.HOME, K.END):
            return super().on_key(symbol)
        if symbol == K.HOME:
            self._jump(0, 1)
        elif symbol == K.END:
            self._jump(len(self.widgets) - 1, -1)
        else:
            page = self.rows_shown if symbol == K.PAGEDOWN else -self.rows_shown
            self._jump(self.index + page, -1 if page > 0 else 1)
        return True

    def hover(self, x: float, y: float) -> bool:
        """Focus the open row under the pointer (rows scrolled away do not count)."""
        for i in self.shown:
            widget = self.widgets[i]
            if widget.enabled and widget.contains(x, y):
                if i != self.index:
                    super().focus(i)
                return True
        return False

    def click(self, x: float, y: float) -> bool:
        """Pick the open row under the pointer; returns True when one was hit."""
        for i in self.shown:
            widget = self.widgets[i]
            if widget.enabled and widget.contains(x, y):
                super().focus(i)
                widget.click(x, y)
                return True
        return False

    def draw(self) -> None:
        """The rows on screen, and an arrow above or below while rows are hidden there."""
        for i in self.shown:
            self.widgets[i].draw()
        middle = self.left + self.width / 2
        if self.more_above:
            y = self.top + 2
            arcade.draw_triangle_filled(middle - 10, y, middle + 10, y, middle, y + 10, theme.TEXT_DIM)
        if self.more_below:
            y = self.top - self.rows_shown * self.step - 4
            arcade.draw_triangle_filled(middle - 10, y, middle + 10, y, middle, y - 10, theme.TEXT_DIM)


class LevelListScene(MenuScene):
    """A screen whose menu is a `LevelList` in the box (`left`, `top`, `width`, `height`): Esc goes
    back, the mouse wheel scrolls the list, and `preview(index)` runs each time another level gets
    the focus (override it to fill a panel). Subclasses add rows with `self.menu.add(...)` and then
    focus the level to play next."""

    def __init__(self, app: App, left: float, top: float, width: float, height: float, *, step: float = 62,
                 gap: float = 8) -> None:
        super().__init__(app)
        self.menu: LevelList = LevelList(left, top, width, height, step=step, gap=gap)
        self.previewed = -1

    def preview(self, index: int) -> None:
        """Show the level at `index` (the focused one) beside the list."""

    def update(self, dt: float) -> None:
        """Widgets, and the preview when the focus moved."""
        super().update(dt)
        if self.menu.widgets and self.previewed != self.menu.index:
            self.previewed = self.menu.index
            self.preview(self.previewed)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel scrolls the list a row per notch (up: towards the first level)."""
        if scroll_y:
            self.menu.scroll(-1 if scroll_y > 0 else 1)
