"""Settings: volumes, fullscreen, animation speed, colour-blind palette, hint delay, the assists, text size.

Every change is written at once (atomically) to the settings file in the config folder, so a new
start of the game finds it kept. A new text size is shown at once: the title and this screen are
made again at that size (Settings is reached from the title only).
"""

from __future__ import annotations

from game.ui import theme
from game.ui.prompts import key_line
from game.ui.scene import StillScene
from game.ui.widgets import Button, Slider, Toggle

ROW_W, ROW_GAP = 620, 5
TOP = 620  # the first row's top, under the heading
BOTTOM = 62  # the Back button's lowest bottom, over the hint
#: The tallest a row is (rows share the room between TOP and BOTTOM when there are many).
ROW_H = 44


class SettingsScene(StillScene):
    """One row per setting; left/right change the focused one."""

    @staticmethod
    def key_hint() -> str:
        """The key line, naming the menus' keys as bound now."""
        return key_line("menus", (("up", "down"), "choose"), (("left", "right"), "change"), ("Esc", "back"))

    def entered(self) -> None:
        """Back from the Controls screen: the key line names the keys as bound now."""
        self.hint.text = self.key_hint()
        self.refresh()

    def __init__(self, app, focus: int = 0) -> None:
        super().__init__(app)
        s = app.settings
        self.heading = theme.Text("Settings", theme.WIDTH / 2, 664, theme.TEXT, 32,
                                  font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="center")
        self.hint = theme.Text(self.key_hint(), theme.WIDTH / 2, 30,
                               theme.TEXT_DIM, 13, font_name=theme.BODY_FONT, anchor_x="center")
        left = (theme.WIDTH - ROW_W) / 2
        rows = []

        def setter(name):
            def apply(value):
                setattr(s, name, value)
                app.save_settings()
            return apply

        def seconds(v: float) -> str:
            return f"{v:.0f} s"

        def share(v: float) -> str:
            return "off" if v <= 0 else f"{v:.0%}"

        def speed(v: float) -> str:
            return f"{v:.2g}x"

        def percent(v: float) -> str:
            return f"{v:.0f}%"

        specs = [
            ("slider", "Master volume", "master_volume", 0.0, 1.0, 0.1, None),
            ("slider", "Music volume", "music_volume", 0.0, 1.0, 0.1, None),
            ("slider", "Effects volume", "effects_volume", 0.0, 1.0, 0.1, None),
            ("toggle", "Fullscreen (F11)", "fullscreen", 0, 0, 0, None),
            ("slider", "Animation speed", "animation_speed", 0.5, 3.0, 0.25, speed),
            ("slider", "Flying debris", "debris", 0.0, 1.0, 0.25, share),
            ("toggle", "Colour-blind palette", "colorblind", 0, 0, 0, None),
            ("slider", "Hint delay", "hint_delay", 2.0, 20.0, 1.0, seconds),
            ("toggle", "Undo with Ctrl+Z (assist)", "undo", 0, 0, 0, None),
            ("toggle", "Romb Raider: remember the map (assist)", "remember_map", 0, 0, 0, None),
            ("slider", "Text size", "text_size", 100, 150, 25, percent),
        ]
        # every row and the Back button (a little taller, 12 below) between TOP and BOTTOM
        row_h = min(ROW_H, (TOP - BOTTOM - 16 - (len(specs) + 1) * ROW_GAP) / (len(specs) + 1))
        for i, (kind, label, name, low, high, step, fmt) in enumerate(specs):
            bottom = TOP - row_h - i * (row_h + ROW_GAP)
            if name == "text_size":
                rows.append(Slider(label, left, bottom, ROW_W, row_h, s.text_size, low, high, step,
                                   self.change_text_size, percent))
            elif kind == "slider":
                rows.append(Slider(label, left, bottom, ROW_W, row_h, getattr(s, name), low, high, step,
                                   setter(name), **({"fmt": fmt} if fmt else {})))
            elif name == "fullscreen":  # the same switch as F11: each shows what the other did
                self.fullscreen = Toggle(label, left, bottom, ROW_W, row_h, s.fullscreen, app.apply_fullscreen)
                rows.append(self.fullscreen)
            else:
                rows.append(Toggle(label, left, bottom, ROW_W, row_h, getattr(s, name), setter(name)))
        last = TOP - row_h - len(specs) * (row_h + ROW_GAP) - 12
        rows.append(Button("Controls", theme.WIDTH / 2 - 210, last, 200, row_h + 4, self.open_controls))
        rows.append(Button("Back", theme.WIDTH / 2 + 10, last, 200, row_h + 4, self.back))
        self.menu.widgets = rows
        self.menu.focus(focus)

    def change_text_size(self, value: float) -> None:
        """Keep the new text size and show it at once: the title under this screen and this screen
        are made again at that size, the text size row still focused."""
        self.app.settings.text_size = int(value)
        self.app.save_settings()
        theme.set_text_size(int(value))
        row = self.menu.index
        self.app.stack[:] = [type(self.app.stack[0])(self.app)]  # the title, made again
        self.app.push(SettingsScene(self.app, focus=row))

    def open_controls(self) -> None:
        """Show the Controls screen (every action's keys, to rebind)."""
        from game.app.scenes.controls import ControlsScene

        self.app.push(ControlsScene(self.app))

    def update(self, dt: float) -> None:
        """Animate the rows; the Fullscreen switch follows F11 (pressed on this screen or before)."""
        super().update(dt)
        if self.fullscreen.show(self.app.settings.fullscreen):
            self.refresh()

    def draw_still(self) -> None:
        """Heading and hint (the rows at rest join them in the still layer; the focused row, whose
        value the keys change, is drawn each frame)."""
        self.heading.draw()
        self.hint.draw()
