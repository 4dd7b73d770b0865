"""Buttons, sliders, toggles and a focus group that drives them with mouse or keyboard alone.

arcade.gui cannot be imported in a headless window (its controller support pulls in X11 code), and
our menus are small, so these widgets are drawn with arcade primitives and `arcade.Text` objects made
once. All coordinates are in the 1280x720 design space; the scene maps the mouse into it.
"""

from __future__ import annotations

from typing import Callable, Sequence

import arcade

from game.ui import theme
from game.ui.bindings import MENUS
from game.ui.tween import lerp, lerp_color

#: A button label's least margin to the button's sides, and the smallest size it shrinks to.
BUTTON_PAD, BUTTON_SMALLEST = 8, 11


def draw_panel(left: float, bottom: float, width: float, height: float,
               color: tuple = theme.PANEL, edge: tuple | None = theme.PANEL_EDGE, border: float = 2) -> None:
    """A filled box with an optional border: the background of cards, dialogs and HUDs."""
    arcade.draw_lbwh_rectangle_filled(left, bottom, width, height, color)
    if edge is not None:
        arcade.draw_lbwh_rectangle_outline(left, bottom, width, height, edge, border)



class Widget:
    """Something a focus group can focus, click, activate with Enter and adjust with left/right."""

    def __init__(self, left: float, bottom: float, width: float, height: float) -> None:
        self.left, self.bottom, self.width, self.height = left, bottom, width, height
        self.focused = False
        self.enabled = True
        self._glow = 0.0  # 0..1, eased towards 1 while focused

    @property
    def glow(self) -> float:
        """How lit the widget is now, 0 (at rest) to 1 (focused), eased over a few frames."""
        return self._glow

    def contains(self, x: float, y: float) -> bool:
        """True when a design-space point lies on the widget."""
        return self.left <= x <= self.left + self.width and self.bottom <= y <= self.bottom + self.height

    def move_to(self, left: float, bottom: float) -> None:
        """Place the widget (subclasses move their texts too)."""
        self.left, self.bottom = left, bottom

    def activate(self) -> None:
        """Enter, Space or a click."""

    def click(self, x: float, y: float) -> None:
        """A click at a point on the widget; by default the same as Enter."""
        self.activate()

    def adjust(self, step: int) -> bool:
        """Left (-1) or right (+1); returns True when the widget used the key."""
        return False

    def update(self, dt: float) -> None:
        """Ease the focus glow."""
        target = 1.0 if self.focused else 0.0
        self._glow += (target - self._glow) * min(1.0, dt * 14)

    def draw(self) -> None:
        """Draw the widget."""
        raise NotImplementedError


class Button(Widget):
    """A labelled button; `on_click` runs on click, Enter or Space."""

    def __init__(self, label: str, left: float, bottom: float, width: float, height: float,
                 on_click: Callable[[], None], *, color: tuple = theme.PANEL, font_size: int = 18) -> None:
        super().__init__(left, bottom, width, height)
        self.on_click = on_click
        self.color = color
        self.text = theme.Text(label, 0, 0, theme.TEXT, font_size, font_name=theme.BODY_FONT,
                               bold=True, anchor_x="center", anchor_y="center")
        while ((self.text.content_width > width - 2 * BUTTON_PAD or self.text.content_height > height - 2)
               and self.text.font_size > BUTTON_SMALLEST):
            self.text.font_size -= 1  # a long label in a narrow (or a large text in a low) button: smaller
        self._text_color: tuple = theme.TEXT
        self.move_to(left, bottom)

    @property
    def label(self) -> str:
        """The button's text."""
        return self.text.text

    def move_to(self, left: float, bottom: float) -> None:
        """Place the button and its label."""
        super().move_to(left, bottom)
        self.text.x = left + self.width / 2
        self.text.y = bottom + self.height / 2

    def activate(self) -> None:
        """Run the action if enabled."""
        if self.enabled:
            self.on_click()

    def draw(self) -> None:
        """Box, focus ring and label; dimmed when disabled."""
        grow = 3 * self._glow
        fill = lerp_color(self.color, theme.PANEL_EDGE, 0.6 * self._glow)
        draw_panel(self.left - grow, self.bottom - grow, self.width + 2 * grow, self.height + 2 * grow,
                   fill, lerp_color(theme.PANEL_EDGE, theme.FOCUS, self._glow), 2 + 2 * self._glow)
        color = theme.TEXT if self.enabled else theme.TEXT_DIM
        if self._text_color != color:  # setting a Text's colour rewrites its vertices: only on a change
            self._text_color = self.text.color = color
        self.text.draw()


def one_size(buttons: list[Button]) -> None:
    """A row of buttons whose labels shrank to fit by different amounts (a longer label, a larger
    text size) is drawn at one size: the smallest of them."""
    smallest = min(button.text.font_size for button in buttons)
    for button in buttons:
        if button.text.font_size != smallest:
            button.text.font_size = smallest


class Slider(Widget):
    """A labelled value between `low` and `high`, moved by `step` with left/right or by clicking."""

    def __init__(self, label: str, left: float, bottom: float, width: float, height: float,
                 value: float, low: float, high: float, step: float,
                 on_change: Callable[[float], None], fmt: Callable[[float], str] = lambda v: f"{v:.0%}") -> None:
        super().__init__(left, bottom, width, height)
        self.value, self.low, self.high, self.step = value, low, high, step
        self.on_change, self.fmt = on_change, fmt
        self.label = theme.Text(label, left + 18, bottom + height / 2, theme.TEXT, 17,
                                font_name=theme.BODY_FONT, anchor_y="center", fit_width=width * 0.45 - 30,
                                fit_height=height - 6)
        self.shown = theme.Text(fmt(value), left + width - 18, bottom + height / 2, theme.ACCENT, 17,
                                font_name=theme.BODY_FONT, anchor_x="right", anchor_y="center", bold=True,
                                fit_width=82, fit_height=height - 6)  # clear of the bar's knob

    @property
    def bar(self) -> tuple[float, float]:
        """Left and right x of the slider bar."""
        return self.left + self.width * 0.45, self.left + self.width - 110

    def set(self, value: float) -> None:
        """Clamp, snap to the step, show and report a new value."""
        value = min(self.high, max(self.low, round(value / self.step) * self.step))
        value = round(value, 6)
        if value != self.value:
            self.value = value
            self.shown.text = self.fmt(value)
            self.on_change(value)

    def adjust(self, step: int) -> bool:
        """Move one step."""
        self.set(self.value + step * self.step)
        return True

    def click(self, x: float, y: float) -> None:
        """Clicking on the bar sets the value under the pointer."""
        left, right = self.bar
        if left - 10 <= x <= right + 10:
            self.set(self.low + (self.high - self.low) * (x - left) / (right - left))

    def draw(self) -> None:
        """Row box, label, bar with knob, value."""
        draw_panel(self.left, self.bottom, self.width, self.height,
                   lerp_color(theme.PANEL, theme.PANEL_EDGE, 0.5 * self._glow),
                   lerp_color(theme.PANEL_EDGE, theme.FOCUS, self._glow), 2)
        left, right = self.bar
        mid = self.bottom + self.height / 2
        fraction = (self.value - self.low) / (self.high - self.low)
        arcade.draw_lbwh_rectangle_filled(left, mid - 3, right - left, 6, theme.SHADE)
        arcade.draw_lbwh_rectangle_filled(left, mid - 3, (right - left) * fraction, 6, theme.ACCENT)
        arcade.draw_circle_filled(lerp(left, right, fraction), mid, 9 + 2 * self._glow, theme.FOCUS)
        self.label.draw()
        self.shown.draw()


class Toggle(Widget):
    """A labelled on/off switch; Enter, a click or left/right flips it."""

    def __init__(self, label: str, left: float, bottom: float, width: float, height: float,
                 value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__(left, bottom, width, height)
        self.value = value
        self.on_change = on_change
        self.label = theme.Text(label, left + 18, bottom + height / 2, theme.TEXT, 17,
                                font_name=theme.BODY_FONT, anchor_y="center", fit_width=width - 160,
                                fit_height=height - 6)
        self.shown = theme.Text("On" if value else "Off", left + width - 18, bottom + height / 2,
                                theme.ACCENT, 17, font_name=theme.BODY_FONT, anchor_x="right",
                                anchor_y="center", bold=True, fit_height=height - 6)

    def activate(self) -> None:
        """Flip the switch."""
        self.show(not self.value)
        self.on_change(self.value)

    def show(self, value: bool) -> bool:
        """Show a value changed elsewhere (F11 for Fullscreen) without reporting it; True when the
        switch changed."""
        if value == self.value:
            return False
        self.value = value
        self.shown.text = "On" if value else "Off"
        return True

    def adjust(self, step: int) -> bool:
        """Left/right flip it too."""
        self.activate()
        return True

    def draw(self) -> None:
        """Row box, label, switch, state."""
        draw_panel(self.left, self.bottom, self.width, self.height,
                   lerp_color(theme.PANEL, theme.PANEL_EDGE, 0.5 * self._glow),
                   lerp_color(theme.PANEL_EDGE, theme.FOCUS, self._glow), 2)
        x = self.left + self.width - 130
        mid = self.bottom + self.height / 2
        arcade.draw_lbwh_rectangle_filled(x, mid - 11, 50, 22, theme.GOOD if self.value else theme.SHADE)
        arcade.draw_circle_filled(x + (38 if self.value else 12), mid, 10, theme.TEXT)
        self.label.draw()
        self.shown.draw()


class FocusGroup:
    """An ordered set of widgets with one focused: arrows move focus, Enter activates, the mouse
    hovers and clicks. `axis` is "vertical" (up/down move, left/right adjust) or "horizontal"."""

    def __init__(self, widgets: Sequence[Widget] = (), axis: str = "vertical") -> None:
        self.widgets: list[Widget] = list(widgets)
        self.axis = axis
        self.index = 0
        self._refocus()

    @property
    def focused(self) -> Widget | None:
        """The focused widget, if any."""
        return self.widgets[self.index] if self.widgets else None

    def focus(self, index: int) -> None:
        """Focus the widget at an index."""
        if self.widgets:
            self.index = index % len(self.widgets)
            self._refocus()

    def _refocus(self) -> None:
        for i, widget in enumerate(self.widgets):
            widget.focused = i == self.index

    def glowing(self) -> tuple[Widget, ...]:
        """The widgets that change from frame to frame (focused, or their focus glow fading out); the
        others stand still, and a scene may keep them in a `CachedLayer`."""
        return tuple(widget for widget in self.widgets if widget.focused or widget._glow > 0.01)

    def move(self, delta: int) -> None:
        """Move focus by delta, skipping disabled widgets and wrapping around."""
        if not self.widgets:
            return
        for _ in range(len(self.widgets)):
            self.index = (self.index + delta) % len(self.widgets)
            if self.widgets[self.index].enabled:
                break
        self._refocus()

    def on_key(self, symbol: int) -> bool:
        """Handle a key press (the menus' keys as the player bound them); returns True when used."""
        action = MENUS.action(symbol)
        vertical = self.axis == "vertical"
        back, forward = ("up", "down") if vertical else ("left", "right")
        if action == back:
            self.move(-1)
        elif action == forward:
            self.move(1)
        elif action == "pick":
            if self.focused:
                self.focused.activate()
        elif vertical and action in ("left", "right") and self.focused:
            return self.focused.adjust(-1 if action == "left" else 1)
        else:
            return False
        return True

    def hover(self, x: float, y: float) -> bool:
        """Focus the enabled widget under the pointer; returns True when there is one."""
        for i, widget in enumerate(self.widgets):
            if widget.enabled and widget.contains(x, y):
                if i != self.index:
                    self.focus(i)
                return True
        return False

    def click(self, x: float, y: float) -> bool:
        """Click the widget under the pointer; returns True when one was hit."""
        for i, widget in enumerate(self.widgets):
            if widget.enabled and widget.contains(x, y):
                self.focus(i)
                widget.click(x, y)
                return True
        return False

    def update(self, dt: float) -> None:
        """Animate every widget."""
        for widget in self.widgets:
            widget.update(dt)

    def draw(self) -> None:
        """Draw every widget."""
        for widget in self.widgets:
            widget.draw()
