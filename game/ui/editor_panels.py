"""The level editor's panels: the palette and texts on the left, the checks on the right, the
heading with the file and its state on top, the keys along the bottom.

Texts are `arcade.Text` objects made once and changed only when what they say changes (`show`);
clickable parts (tools, size buttons, text fields) answer `hit(x, y)`.
"""

from __future__ import annotations

from typing import Any, Sequence

import arcade
import pyglet

from game.core.content import ContentError
from game.core.editing import EDGE, LevelDesign, Verdict
from game.levels import LevelFile
from game.ui import theme
from game.ui.widgets import draw_panel

LEFT = (16, 64, 232, 578)      # left, bottom, width, height
RIGHT = (934, 64, 330, 578)
TOOL_TOP, SWATCH = 582, 30
SIZE_BUTTONS = (("W -", (-1, 0)), ("W +", (1, 0)), ("H -", (0, -1)), ("H +", (0, 1)))
MAX_PROBLEMS = 5
#: Where the text fields (title, intro) start, at the foot of the checks panel.
FIELDS_TOP = 250


def keys_lines(design: LevelDesign) -> tuple[str, str]:
    """The two lines of keys at the bottom, naming only what this game's editor has."""
    first = "Mouse: paint (drag for more)   Right button / Delete: erase   Arrows: cursor   Space: paint   1-9: tool"
    if any(tool.target == EDGE for tool in design.tools):
        first += "   Shift+arrow: wall"
    texts = {0: "", 1: "F2: title   ", 2: "F2 / F3: title / intro   "}.get(len(design.fields),
                                                                      f"F2-F{len(design.fields) + 1}: texts   ")
    second = f"Ctrl+Z / Ctrl+Y: undo / redo   Ctrl+arrows: size   {texts}Ctrl+S: save   F5: test play"
    if design.pages:
        second += f"   Tab: next {design.page_label.lower()}"
    if type(design).verdict is not LevelDesign.verdict:
        second += "   R: watch the win"
    return first, second + "   Esc: leave"


def problem_line(error: ContentError) -> str:
    """A problem as the checks panel lists it: line (and column), the key, the message."""
    where = f"line {error.line}" if error.line is not None else ""
    if error.line is not None and error.column is not None:
        where += f":{error.column}"
    key = f"{', ' if where else ''}{error.key_path}" if error.key_path else ""
    return f"{where}{key}: {error.message}" if where or key else error.message


class EditorPanels:
    """Everything around the grid (see the module docstring)."""

    def __init__(self, design: LevelDesign, level: LevelFile) -> None:
        self.design = design
        self.level = level
        self.batch = pyglet.graphics.Batch()
        body, dim, mono = theme.BODY_FONT, theme.TEXT_DIM, theme.MONO_FONT

        def text(value: str, x: float, y: float, color: Any = theme.TEXT, size: int = 13, **kw: Any) -> arcade.Text:
            return arcade.Text(value, x, y, color, size, font_name=kw.pop("font_name", body), batch=self.batch, **kw)

        self.heading = text("", 24, 700, theme.TEXT, 18, font_name=theme.HEADING_FONT, anchor_y="top")
        self.path = text(str(level.path), 26, 668, dim, 11, font_name=mono, anchor_y="top")
        self.state = text("", theme.WIDTH - 24, 698, theme.ACCENT, 14, anchor_x="right", anchor_y="top", bold=True)
        self.keys = [text(line, 24, 34 - 18 * i, (150, 144, 164), 11) for i, line in enumerate(keys_lines(design))]
        self.step = min(40, 280 // max(1, len(design.tools)))
        left, bottom, width, height = LEFT
        self.palette_title = text("Palette", left + 14, bottom + height - 12, theme.ACCENT, 14, bold=True,
                                  anchor_y="top")
        self.tool_names = [text(f"{i + 1}   {tool.name}", left + 56, TOOL_TOP - i * self.step, theme.TEXT, 14,
                                anchor_y="center") for i, tool in enumerate(design.tools)]
        self.tool_glyphs = [text(tool.glyph, left + 14 + SWATCH / 2, TOOL_TOP - i * self.step, theme.SHADE, 13,
                                 bold=True, anchor_x="center", anchor_y="center")
                            for i, tool in enumerate(design.tools)]
        below = TOOL_TOP - len(design.tools) * self.step + 8
        self.tool_help = text("", left + 14, below, dim, 11, multiline=True, width=width - 28, anchor_y="top")
        self.size_top = below - 72  # room for three lines of help
        self.size_title = text("Size", left + 14, self.size_top, theme.ACCENT, 14, bold=True, anchor_y="top")
        self.size_boxes = [(left + 14 + i * 52, self.size_top - 56, 46, 28) for i in range(len(SIZE_BUTTONS))]
        self.size_labels = [text(label, x + w / 2, y + h / 2, theme.TEXT, 12, anchor_x="center", anchor_y="center",
                                 bold=True) for (label, _), (x, y, w, h) in zip(SIZE_BUTTONS, self.size_boxes)]
        self.legend = text("", left + 14, self.size_top - 66, dim, 12, multiline=True, width=width - 28,
                           anchor_y="top")
        rl, rb, rw, rh = RIGHT
        self.fields_title = text("Texts", rl + 14, FIELDS_TOP, theme.ACCENT, 14, bold=True, anchor_y="top")
        self.fields = [text("", rl + 14, FIELDS_TOP - 28 - i * 40, theme.TEXT, 12, multiline=True, width=rw - 28,
                            anchor_y="top") for i in range(len(design.fields))]
        self.checks_title = text("Checks", rl + 14, rb + rh - 12, theme.ACCENT, 14, bold=True, anchor_y="top")
        self.verdict = text("", rl + 14, rb + rh - 40, theme.TEXT, 13, multiline=True, width=rw - 28, anchor_y="top")
        self.problems = text("", rl + 14, rb + rh - 120, theme.TEXT, 12, multiline=True, width=rw - 28,
                             anchor_y="top")
        self.message = arcade.Text("", theme.WIDTH / 2, 52, theme.ACCENT, 13, font_name=body, anchor_x="center",
                                   bold=True)
        self.message_until = 0.0
        self.typing_label = arcade.Text("", 300, 618, theme.ACCENT, 13, font_name=body, bold=True)
        self.typing_value = arcade.Text("", 300, 596, theme.TEXT, 14, font_name=body, multiline=True, width=600,
                                        anchor_y="top")
        self.typing = False
        self.tool = 0
        self.problem_count = 0

    # -- texts -------------------------------------------------------------------------------------
    def show(self, doc: Any, tool: int, problems: Sequence[ContentError], verdict: Verdict | None,
             thinking: bool, modified: bool, typing: str | None, typed: str, page: int = 0) -> None:
        """Bring every text up to date (called after each change)."""
        design = self.design
        _set(self.heading, f"{design.noun.capitalize()} editor: {design.text(doc, 'title') if design.fields else ''}")
        _set(self.state, "unsaved changes" if modified else "saved")
        self.state.color = theme.ACCENT if modified else theme.GOOD
        self.tool = tool
        _set(self.tool_help, design.tools[tool].help if design.tools else "")
        legend = design.legend(doc, page)
        if design.pages:
            shown = design.pages[page]
            shown = shown if design.page_label.lower() in shown else f"{design.page_label} {shown}"
            legend = [f"{shown[:1].upper()}{shown[1:]}  (Tab: next {design.page_label.lower()})", *legend]
        _set(self.legend, "\n".join(legend))
        for label, field in zip(self.fields, design.fields):
            value = design.text(doc, field.key)
            short = value if len(value) <= 100 else value[:98] + "..."
            _set(label, f"F{design.fields.index(field) + 2}  {field.label}: {short or '(none)'}")
        count = len(problems)
        self.problem_count = count
        if count:
            _set(self.verdict, "Not playable yet: fix what is listed below (outlined in red on the grid).")
            self.verdict.color = theme.DANGER
            self.problems.y = self.verdict.y - self.verdict.content_height - 14
            shown = min(count, MAX_PROBLEMS)
            while True:  # as many as fit above the texts
                lines = [f"{count} problem{'s' if count != 1 else ''}:"]
                lines += ["- " + problem_line(p) for p in problems[:shown]]
                if count > shown:
                    lines.append(f"... and {count - shown} more")
                _set(self.problems, "\n".join(lines))
                if shown <= 1 or self.problems.y - self.problems.content_height >= FIELDS_TOP + 24:
                    break
                shown -= 1
        else:
            _set(self.problems, "")
            if verdict is not None:
                _set(self.verdict, verdict.text + ("\nR: watch the shortest win" if verdict.moves else ""))
                self.verdict.color = theme.GOOD if verdict.ok else theme.DANGER
            else:
                game = self.level.game
                later = "" if game.playable else f"\n{game.title} is not playable yet: no test play."
                _set(self.verdict, ("No problems. Solving..." if thinking else "No problems.") + later)
                self.verdict.color = theme.GOOD
        self.problems.y = self.verdict.y - self.verdict.content_height - 14
        self.typing = typing is not None
        if typing is not None:
            field = next(f for f in design.fields if f.key == typing)
            _set(self.typing_label, f"{field.label} (at most {field.max_length} characters)   Enter: keep   "
                                    "Esc: cancel")
            _set(self.typing_value, typed + "_")

    def say(self, text: str, until: float) -> None:
        """A message above the keys line until the scene's age reaches `until`."""
        self.message.text = text
        self.message_until = until

    # -- clicks --------------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> tuple[str, Any] | None:
        """("tool", index), ("size", (dw, dh)) or ("field", index) under a point, else None."""
        left, _, width, _ = LEFT
        for i in range(len(self.design.tools)):
            mid = TOOL_TOP - i * self.step
            if left + 6 <= x <= left + width - 6 and abs(y - mid) <= self.step / 2 - 1:
                return "tool", i
        for (bx, by, bw, bh), (_, step) in zip(self.size_boxes, SIZE_BUTTONS):
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return "size", step
        rl, _, rw, _ = RIGHT
        for i in range(len(self.design.fields)):
            top = FIELDS_TOP - 28 - i * 40
            if rl + 6 <= x <= rl + rw - 6 and top - 38 <= y <= top:
                return "field", i
        return None

    # -- drawing -------------------------------------------------------------------------------------
    def draw_back(self) -> None:
        """The panels' boxes and the palette's swatches (under the texts)."""
        draw_panel(*LEFT)
        draw_panel(*RIGHT, edge=theme.DANGER if self.problem_count else theme.PANEL_EDGE)
        rl, _, rw, _ = RIGHT
        arcade.draw_line(rl + 12, FIELDS_TOP + 14, rl + rw - 12, FIELDS_TOP + 14, theme.PANEL_EDGE, 1)
        left, _, width, _ = LEFT
        for i, tool in enumerate(self.design.tools):
            mid = TOOL_TOP - i * self.step
            if i == self.tool:
                draw_panel(left + 6, mid - self.step / 2 + 2, width - 12, self.step - 4, theme.PANEL_EDGE,
                           theme.FOCUS, 2)
            arcade.draw_lbwh_rectangle_filled(left + 14, mid - SWATCH / 2, SWATCH, SWATCH, tool.color)
        for x, y, w, h in self.size_boxes:
            draw_panel(x, y, w, h, theme.PANEL_EDGE, theme.TEXT_DIM, 1)

    def draw(self, age: float) -> None:
        """The texts, the message and the typing box."""
        self.batch.draw()
        if age < self.message_until:
            self.message.draw()
        if self.typing:
            draw_panel(286, 540, 640, 96, theme.PANEL, theme.FOCUS, 2)
            self.typing_label.draw()
            self.typing_value.draw()


def _set(label: arcade.Text, value: str) -> None:
    """Change a text only when its value changes (laying text out again costs)."""
    if label.text != value:
        label.text = value
