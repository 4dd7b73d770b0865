"""Play a code (from Game Select, and `quintet play CODE`): type or paste a share code, play its game.

The field takes typed characters and Ctrl+V (the clipboard, where the system has one); Enter or
"Play" decodes the code (`game.core.codes`): a bad one is refused in a sentence under the field,
a good one opens its game, or its replay when the code carries moves. A game that would replace a
saved one asks first. The clipboard helpers live here too; the pause menu copies its code with them.
"""

from __future__ import annotations

from typing import Any

import arcade

from game.app.games import create_game_view
from game.catalog import game
from game.core.codes import CodeError, Decoded, decode
from game.core.saves import has_save
from game.ui import theme
from game.ui.prompts import key_line
from game.ui.scene import StillScene
from game.ui.widgets import Button, draw_panel

FIELD_X, FIELD_Y, FIELD_W, FIELD_H = 240, 420, 800, 64
#: Most characters the field holds (a long code with a level and its moves is pasted, not typed).
MAX_FIELD = 400_000
#: Characters of a long code shown in the field (its end, after "...").
SHOWN = 38


def copy_text(app: Any, text: str) -> str | None:
    """Put text on the system clipboard; None when it worked, else a sentence saying why not (a
    headless window or a system without a clipboard)."""
    try:
        app.set_clipboard_text(text)
    except Exception:  # noqa: BLE001 - no clipboard here (headless, no X selection owner)
        return "There is no clipboard here: write the code down instead."
    return None


def paste_text(app: Any) -> tuple[str, str | None]:
    """The clipboard's text and None, or "" and a sentence saying why there is none."""
    try:
        text = app.get_clipboard_text()
    except Exception:  # noqa: BLE001 - no clipboard here
        return "", "There is no clipboard here to paste from: type the code."
    if not isinstance(text, str) or not text.strip():
        return "", "The clipboard holds no text to paste."
    return text, None


def code_view(app: Any, opened: Decoded) -> Any:
    """The scene a decoded code opens: its game, or its replay when it carries moves."""
    return create_game_view(app, game(opened.game_id), opened.session,
                            replay_moves=opened.moves if opened.replay else None)


class PlayCodeScene(StillScene):
    """A text field for a code, its refusal under it, and Play / Paste / Back."""

    @staticmethod
    def key_hint() -> str:
        """The key line. Its keys are fixed, not the menus' bindings: every letter and digit types."""
        return key_line("menus", ("Type", "the code"), ("Ctrl+V", "paste"), ("Enter", "play"),
                        ("Left/Right", "buttons"), ("Esc", "back"))

    def __init__(self, app, text: str = "") -> None:
        super().__init__(app, axis="horizontal")
        self.text = text
        self.heading = theme.Text("Play a code", theme.WIDTH / 2, 610, theme.TEXT, 30,
                                  font_name=theme.HEADING_FONT, anchor_x="center")
        self.intro = theme.Text("Type or paste a code a friend shared. A code says the game, its level and "
                                "its seed; one with moves opens a replay of how it was played.",
                                theme.WIDTH / 2, 560, theme.TEXT_DIM, 14, font_name=theme.BODY_FONT,
                                anchor_x="center", anchor_y="top", multiline=True, width=FIELD_W,
                                align="center", fit_height=560 - (FIELD_Y + FIELD_H) - 8)  # over the field
        self.field = theme.Text("", FIELD_X + 20, FIELD_Y + FIELD_H / 2, theme.TEXT, 24,
                                font_name=theme.MONO_FONT, anchor_y="center")
        self.message = theme.Text("", FIELD_X, FIELD_Y - 24, theme.DANGER, 14, font_name=theme.BODY_FONT,
                                  anchor_y="top", multiline=True, width=FIELD_W)
        self.hint = theme.Text(self.key_hint(),
                               theme.WIDTH / 2, 30, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT,
                               anchor_x="center")
        actions = [("Play", self.play), ("Paste", self.paste), ("Back", self.back)]
        width, gap = 220, 30
        left = theme.WIDTH / 2 - (3 * width + 2 * gap) / 2
        self.menu.widgets = [Button(label, left + i * (width + gap), 230, width, 54, action)
                             for i, (label, action) in enumerate(actions)]
        self.menu.focus(0)
        self._show_text()

    # -- the field ------------------------------------------------------------------------------
    def _show_text(self) -> None:
        if self.text:
            shown = self.text if len(self.text) <= SHOWN else "..." + self.text[-(SHOWN - 3):]
            self.field.text, self.field.color = shown + "_", theme.TEXT
        else:
            self.field.text, self.field.color = "e.g. 3BWG-FZZZ-ZZYT", theme.TEXT_DIM
        self.refresh()

    def say(self, sentence: str, color: tuple = theme.DANGER) -> None:
        """Show a sentence under the field (a refusal, a clipboard problem)."""
        self.message.text = sentence
        self.message.color = color
        self.refresh()

    def type(self, text: str) -> None:
        """Add typed or pasted characters to the field (line breaks and control characters dropped)."""
        printable = "".join(ch for ch in text if ch.isprintable())
        self.text = (self.text + printable)[:MAX_FIELD]
        self.message.text = ""
        self._show_text()

    def on_text(self, text: str) -> None:
        """Typed characters go to the field."""
        self.type(text)

    def paste(self) -> None:
        """Ctrl+V or "Paste": the clipboard's text into the field."""
        text, problem = paste_text(self.app)
        if problem:
            self.say(problem)
        else:
            self.type(text.strip())

    # -- keys ---------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Esc back, Backspace deletes, Ctrl+V pastes, Enter plays, Left/Right pick a button (every
        other key is typing, which arrives as text)."""
        if symbol == arcade.key.ESCAPE:
            self.back()
        elif symbol == arcade.key.BACKSPACE:
            self.text = self.text[:-1]
            self._show_text()
        elif symbol == arcade.key.V and modifiers & arcade.key.MOD_CTRL:
            self.paste()
        elif symbol in (arcade.key.ENTER, arcade.key.RETURN, arcade.key.NUM_ENTER):
            focused = self.menu.focused
            if focused is not None:
                focused.activate()
        elif symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            self.menu.on_key(symbol)
            self.app.audio.play("click")
        else:
            return False
        return True

    # -- playing -----------------------------------------------------------------------------------
    def play(self) -> None:
        """Decode the field: a refusal under it, or the code's game (asking first over a save)."""
        try:
            opened = decode(self.text)
        except CodeError as exc:
            self.app.audio.play("back")
            self.say(exc.message[:1].upper() + exc.message[1:] + ("." if not exc.message.endswith(".") else ""))
            return
        entry = game(opened.game_id)

        def start() -> None:
            try:
                view = code_view(self.app, opened)
            except Exception as exc:  # noqa: BLE001 - a code the rules took but the scene cannot show
                self.say(f"This code's game cannot be shown ({type(exc).__name__}).")
                return
            self.app.replace(view)

        if not opened.replay and has_save(entry.id):
            self.app.confirm("Play this code?", f"Your saved game of {entry.title} will be replaced.", start,
                             yes="Play it", no="Keep my game")
        else:
            start()

    # -- drawing -----------------------------------------------------------------------------------
    def draw_still(self) -> None:
        """Heading, intro, the field's box and text, the message and the hint."""
        self.heading.draw()
        self.intro.draw()
        draw_panel(FIELD_X, FIELD_Y, FIELD_W, FIELD_H, theme.PANEL, theme.FOCUS, 2)
        self.field.draw()
        self.message.draw()
        self.hint.draw()
