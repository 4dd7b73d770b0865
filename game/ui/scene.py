"""Scene base classes: every screen is an `arcade.View` drawn in a 1280x720 design space.

The window letterboxes that design space into whatever size it has; `Scene` maps mouse positions
back into it, runs the scene's `Timeline`, and splits arcade's callbacks into small hooks
(`update`, `draw`, `after_draw`, `key_down`, `pointer_*`) that screens override. `MenuScene` adds a focus group
driven by mouse or keyboard, and Esc for "back".

Scenes talk to the app through `self.app`, typed as `game.ui.services.App` (the window, seen
through a Protocol): `app.push`, `app.pop`, `app.settings`, `app.audio`, `app.open_pause(...)`.
That keeps this layer free of imports from `game.app`.
"""

from __future__ import annotations

import arcade

from game.core.thinking import drawing
from game.ui import devices, theme
from game.ui.bindings import MENUS
from game.ui.cached_layer import CachedLayer
from game.ui.collector import collect_young
from game.ui.services import App
from game.ui.tween import Timeline
from game.ui.widgets import FocusGroup, Widget


def is_back(symbol: int) -> bool:
    """True for a key that leaves a menu screen: Esc, or a key of the menus' "back" (Backspace
    unless the player bound another)."""
    return symbol == arcade.key.ESCAPE or MENUS.action(symbol) == "back"


class Scene(arcade.View):
    """A screen drawn in design coordinates, with its own animation timeline."""

    background: tuple[int, int, int] = theme.BACKGROUND
    #: True for a scene whose drawing begins with a `CachedLayer` (which copies over the whole window
    #: or clears it before painting): the frame's own clear would be painted over at once
    clears_itself = False
    #: a screen's help line of keys, made from `key_hint()` (None: the screen has none)
    hint: arcade.Text | None = None

    def __init__(self, app: App) -> None:
        super().__init__(app)  # type: ignore[arg-type]  # the app is the window (see game.ui.services)
        self.app: App = app
        self.timeline = Timeline()
        self.age = 0.0
        self._prompts_for = devices.last_device()  # the device its texts name the controls of

    # -- hooks for subclasses -------------------------------------------------------------------
    def key_hint(self) -> str:
        """The help line's words, naming the keys (or buttons) as bound now."""
        return ""

    def show_prompts(self) -> None:
        """The player took up the other device (the pad, or the keyboard again): make the texts that
        name a control again (`game.ui.prompts` names the keys or the buttons of the device used
        last): by default the help line (`hint`); a game's HUD says its own."""
        if self.hint is not None:
            self.hint.text = self.key_hint()

    def prompt_texts(self) -> list[str]:
        """What the scene's texts that name a control say now (its key lines, for a test to read)."""
        return [self.hint.text] if self.hint is not None else []

    def update(self, dt: float) -> None:
        """Advance the scene's own state (the timeline is already advanced)."""

    def draw(self) -> None:
        """Draw the scene in design coordinates."""

    def after_draw(self) -> None:
        """Work for the next frame that draws nothing now (texts and sprites given new values,
        sounds started), done once this frame's drawing is sent off: in software rendering the
        renderer shades the frame meanwhile, where the same work in `update` comes before the
        frame's drawing and adds to its time. What it changes shows in the next frame, as it would
        from the next `update`."""

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """A key press; return True when used."""
        return False

    def back(self) -> None:
        """Leave the screen (default: pop it)."""
        self.app.audio.play("back")
        self.app.pop()

    def pointer_move(self, x: float, y: float) -> None:
        """The mouse moved to a design-space point."""

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A mouse button went down at a design-space point."""

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """A mouse button went up at a design-space point."""

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """The mouse moved with a button held."""

    def entered(self) -> None:
        """The scene became the visible one (shown or returned to)."""

    def covered(self) -> None:
        """The scene stopped being the visible one (covered by another, or closed)."""

    def release_layers(self) -> None:
        """Free the offscreen copies the scene keeps, if any (painted again when next drawn)."""

    # -- arcade callbacks ------------------------------------------------------------------------
    def on_show_view(self) -> None:
        """Arcade shows the view: tell the scene."""
        self.entered()

    def on_hide_view(self) -> None:
        """Arcade hides the view: tell the scene."""
        self.covered()

    def on_update(self, delta_time: float) -> None:
        """Advance the timeline (at the animation-speed setting) and the scene (its sounds start
        once the frame is drawn)."""
        self.app.audio.hold()
        self.age += delta_time
        self.app.tick(delta_time)
        self.timeline.speed = self.app.settings.animation_speed
        self.timeline.update(delta_time)
        if devices.last_device() != self._prompts_for:
            self._prompts_for = devices.last_device()
            self.show_prompts()
        self.update(delta_time)

    def on_draw(self) -> None:
        """The frame (`draw_frame`), sent to the renderer, then the work `after_draw` does for the
        next one meanwhile."""
        with drawing():  # a search off the frame waits meanwhile (`game.core.thinking`)
            self.draw_frame()
            self.window.ctx.flush()  # the frame on its way to the renderer
            self.after_draw()
            self.app.audio.start_queued()
            collect_young()

    def draw_frame(self) -> None:
        """Clear to the background colour, then draw the scene through the design camera (nothing
        else changes: drawn twice, a frame comes out the same).

        Clearing paints the letterbox bars too, and costs nothing, where a full-screen rectangle
        costs about 3 ms a frame in software rendering (measured); a scene that `clears_itself` skips it."""
        if not self.clears_itself:
            self.clear(color=self.background)
        with self.app.camera.activate():
            self.draw()
            self.app.draw_transition()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """Pass keys to `key_down`; a used key stops there."""
        return True if self.key_down(symbol, modifiers) else None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        """Pointer moves, in design space."""
        self.pointer_move(*self.app.to_design(x, y))

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Pointer presses, in design space."""
        self.pointer_down(*self.app.to_design(x, y), button)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Pointer releases, in design space."""
        self.pointer_up(*self.app.to_design(x, y), button)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        """Pointer drags, in design space."""
        self.pointer_drag(*self.app.to_design(x, y), buttons)


class MenuScene(Scene):
    """A scene whose input is one focus group; Esc or Backspace call `back()`."""

    def __init__(self, app: App, axis: str = "vertical") -> None:
        super().__init__(app)
        self.menu = FocusGroup(axis=axis)

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows, Enter and Esc."""
        if is_back(symbol):
            self.back()
            return True
        before = self.menu.index
        used = self.menu.on_key(symbol)
        if used:
            self.app.audio.play("click" if self.menu.index != before else "select")
        return used

    def pointer_move(self, x: float, y: float) -> None:
        """Hover focuses."""
        self.menu.hover(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Clicks activate."""
        if self.menu.click(x, y):
            self.app.audio.play("select")

    def update(self, dt: float) -> None:
        """Animate the widgets."""
        self.menu.update(dt)

    def draw(self) -> None:
        """Draw the widgets."""
        self.menu.draw()


class StillScene(MenuScene):
    """A menu screen that stands still but for its glowing widgets: the rest (`draw_still` and the
    widgets at rest) is kept in a `CachedLayer`, painted again only after `refresh()` or when a
    widget begins or stops glowing. A frame then costs one copy of the window and the glowing
    widget, whatever the screen shows."""

    clears_itself = True  # its still layer

    def __init__(self, app: App, axis: str = "vertical") -> None:
        super().__init__(app, axis)
        self.still = CachedLayer(self)
        self._live: tuple[Widget, ...] = ()  # the widgets drawn each frame, not in the still layer

    def draw_still(self) -> None:
        """What the screen shows under its widgets (it stays still until `refresh()`)."""

    def refresh(self) -> None:
        """What `draw_still` shows changed: paint the still layer again next frame."""
        self.still.drop()

    def show_prompts(self) -> None:
        """The help line for the device used last, in the still layer: painted again."""
        super().show_prompts()
        self.still.drop()

    def draw(self) -> None:
        """The still layer, then the glowing widgets."""
        live = self.menu.glowing()
        if live != self._live:  # a widget began or stopped glowing: the still layer again
            self._live = live
            self.still.drop()
        self.still.draw(self._paint_still)
        for widget in live:
            widget.draw()

    def _paint_still(self) -> None:
        self.draw_still()
        for widget in self.menu.widgets:
            if widget not in self._live:
                widget.draw()

    def release_layers(self) -> None:
        """Free the offscreen copies (painted again when next drawn)."""
        self.still.release()

    def covered(self) -> None:
        """Out of sight: the layers go (the window may change meanwhile)."""
        self.release_layers()
        super().covered()
