"""The panel beside the park: the clock and the hour, the players and their points, this hour's
visitors, the walk being planned (five numbered slots), the buttons, the hot-seat timer and the keys.

Texts are `arcade.Text` objects made once, in a pyglet batch per section (the head, the players,
the visitors, the walk, the keys); a value is set only when it changes.
Pictures (clock, swatches, step slots, visitor icons) are sprites in one list. Nothing is laid out
during a frame. All of it is a `Canvas` (see `canvas.py`), copied to the screen each frame; a change
repaints the box of its section (the clock and hour, a player's row, the visitors, the walk, the
buttons while they glow, the keys), with the texts of the sections it reaches: drawing every text
of the panel to repaint a player's score took 0.35 ms of the 0.7 the repaint cost. The clock's hand
and the hot-seat timer's ring move every frame and are drawn live over it.
"""

from __future__ import annotations

import math

import arcade
import pyglet

from game.olifantenpad import textures
from game.olifantenpad.canvas import Canvas, overlap
from game.olifantenpad.pure.rules import GATE_FIRST_STEP, HOURS, MAX_STEPS
from game.ui import theme
from game.ui.labels import warm_up
from game.ui.widgets import Button

LEFT, RIGHT, BOTTOM, TOP = 914, 1266, 14, 706
PAD = 18
INK = (242, 238, 226)
DIM = (170, 178, 168)
PANEL = (30, 44, 36)
PANEL_EDGE = (70, 98, 78)
SECTION = (224, 196, 120)
BUTTON = (44, 62, 52)
MAX_GROUP_LINES = 5
#: Seconds a button's glow takes to settle after its pointer or state changes.
GLOW_S = 0.5
#: The sections' boxes (left, bottom, width, height) that a change repaints (the head's and the
#: players' grow with the text: see `Hud`).
WALK_TOP = 268
WALK_BOX = (LEFT, 150, RIGHT - LEFT, WALK_TOP + 22 - 150)
BUTTONS_BOX = (LEFT, 104, RIGHT - LEFT, 58)
KEYS_BOX = (LEFT, BOTTOM, RIGHT - LEFT, 100 - BOTTOM)
#: The rule over the walk (one pixel row, whichever way up the canvas is painted).
WALK_RULE = WALK_TOP + 19.5
#: A section's texts are drawn for a repaint this near their band too (a glyph's overhang).
SECTION_MARGIN = 6


def growth(players: int) -> float:
    """How much the panel's texts grow (`theme.panel_growth`): its head, the players' rows and three
    lines of visitors (two groups and a note, the most common hour), which grow with the text,
    stand between the top and the walk's rule."""
    return theme.panel_growth(14 + WALK_RULE, 242.5 + 34 * players, TOP)


class Hud:
    """The side panel of one game; the scene tells it what to show."""

    def __init__(self, title: str, names: list[str], on_walk, on_undo, on_clear) -> None:
        #: per section, its texts' batch, the band (bottom, top) they lie in (set below) and the texts
        self.sections: dict[str, tuple[pyglet.graphics.Batch, tuple[float, float], list[arcade.Text]]] = {
            name: (pyglet.graphics.Batch(), (BOTTOM, TOP), [])
            for name in ("head", "players", "groups", "walk", "keys")}
        self.sprites = arcade.SpriteList()
        self.live = arcade.SpriteList()  # drawn over the canvas every frame: the clock's hand
        self.canvas = Canvas((LEFT - 4, BOTTOM - 4, RIGHT - LEFT + 8, TOP - BOTTOM + 8), self._paint)
        self.names = names
        x = LEFT + PAD
        k = self.growth = growth(len(names))

        def g(length: float) -> float:
            """A designed height at the panel's growth."""
            return length * k

        def text(value: str, tx: float, ty: float, color=INK, size: float = 14, *, section: str, **kw) -> arcade.Text:
            kw.setdefault("font_name", theme.BODY_FONT)
            # at a larger text size a line shrinks back rather than pass the panel's inner edge
            if kw.get("anchor_x", "left") == "left":
                kw.setdefault("fit_width", RIGHT - PAD - tx)
            elif kw["anchor_x"] == "right":
                kw.setdefault("fit_width", tx - x)
            batch, _, texts = self.sections[section]
            texts.append(theme.Text(value, tx, ty, color, size, batch=batch, grow_at_most=k, **kw))
            return texts[-1]

        # the clock and the hour
        self.title = text(title, x, TOP - 14, INK, 15, font_name=theme.HEADING_FONT, anchor_y="top", section="head")
        while self.title.content_width > RIGHT - LEFT - 2 * PAD and self.title.font_size > 9:
            self.title.font_size -= 1  # a long title (a lesson's) shrinks to fit, once
        self.hour = text(HOURS[0], x, TOP - 14 - g(64), theme.ACCENT, 30, font_name=theme.HEADING_FONT,
                         anchor_y="baseline", section="head")
        self.hour_note = text("", x, TOP - 14 - g(88), DIM, 13, section="head")
        self.head_rule = round(TOP - 14 - g(108.5) - 0.5) + 0.5  # a rule on one pixel row
        self.head_box = (LEFT, self.head_rule - 1.5, RIGHT - LEFT, TOP - self.head_rule + 1.5)
        self.clock = arcade.Sprite(textures.icon("clock", 84), scale=0.5, center_x=RIGHT - PAD - 42,
                                   center_y=TOP - 14 - g(70))
        self.hand = arcade.Sprite(textures.icon("hand", 84, 0.3, 0.028), scale=0.5, center_x=self.clock.center_x,
                                  center_y=self.clock.center_y)
        self.sprites.append(self.clock)
        self.live.append(self.hand)
        # the players
        top = TOP - 14 - g(126)
        self.players_head = text("PLAYERS", x, top, SECTION, 11, bold=True, section="players")
        self.rows: list[tuple[arcade.Text, arcade.Text, arcade.Text]] = []
        self.row_boxes = []
        for p, name in enumerate(names):
            y = top - g(30) - p * g(34)
            self.row_boxes.append((LEFT, y - g(20), RIGHT - LEFT, g(42)))
            swatch = arcade.Sprite(textures.icon("swatch", 24, p), scale=0.5, center_x=x + 12, center_y=y + g(5))
            self.sprites.append(swatch)
            score = text("", RIGHT - PAD, y - g(4), INK, 22, bold=True, anchor_x="right", section="players")
            warm_up(score, "0123456789")  # the digits' glyphs now, not at a first score mid-hour
            score.text = "0"
            self.rows.append((text(name, x + 34, y, INK, 15, bold=True, section="players"),
                              text("", x + 34, y - g(14), DIM, 11, section="players"), score))
        # the visitors of the hour: as many lines as stand above the walk's rule (three at least)
        top = top - g(30) - len(names) * g(34) - g(8)
        self.groups_head = text("VISITORS THIS HOUR", x, top, SECTION, 11, bold=True, section="groups")
        step = g(22)
        lines = max(3, min(MAX_GROUP_LINES, int((top - g(24) - WALK_RULE - g(10.5)) // step) + 1))
        self.group_lines = [text("", x + 30, top - g(24) - i * step, INK, 13, section="groups") for i in range(lines)]
        self.groups_box = (LEFT, top - g(24) - (lines - 1) * step - g(8), RIGHT - LEFT,
                           g(24) + (lines - 1) * step + g(8) + g(14))
        self.group_icons = []
        for i in range(lines):
            icon = arcade.Sprite(textures.icon("visitor", 28, i * 3 % 8, False), scale=0.5, center_x=x + 12,
                                 center_y=top - g(19) - i * step)
            self.group_icons.append(icon)
        self.icons = arcade.SpriteList()
        # the walk
        top = WALK_TOP
        self.walk_head = text("YOUR WALK", x, top, SECTION, 11, bold=True, section="walk")
        self.walk_note = text("", x, top - 72, DIM, 12, width=RIGHT - LEFT - 2 * PAD, multiline=True,
                              anchor_y="top", fit_height=top - 72 - 158, section="walk")  # over the buttons
        self.slots = [arcade.Sprite(textures.icon("empty", 36, n + 1), scale=0.5, center_x=x + 22 + n * 44,
                                    center_y=top - 36) for n in range(MAX_STEPS)]
        self.sprites.extend(self.slots)
        self.timer = text("", RIGHT - PAD - 28, top - 36, theme.ACCENT, 20, bold=True, anchor_x="center",
                          anchor_y="center", section="walk")
        # buttons and keys
        self.undo = Button("Undo", x, 112, 100, 42, on_undo, font_size=14, color=BUTTON)
        self.clear = Button("Clear", x + 110, 112, 100, 42, on_clear, font_size=14, color=BUTTON)
        self.walk = Button("Walk!", x + 220, 112, RIGHT - LEFT - 2 * PAD - 220, 42, on_walk, font_size=17,
                           color=(52, 110, 70))
        self.buttons = [self.undo, self.clear, self.walk]
        self.keys = text("", x, 96, DIM, 11, width=RIGHT - LEFT - 2 * PAD, multiline=True, anchor_y="top",
                         fit_height=96 - BOTTOM - 4, section="keys")
        # the bands the sections' texts lie in, from the rules and boxes between them
        players_bottom = self.row_boxes[-1][1] if self.row_boxes else self.groups_box[1]
        for name, band in (("head", (self.head_rule, TOP)), ("players", (players_bottom, self.head_rule)),
                           ("groups", (WALK_RULE, self.groups_box[1] + self.groups_box[3])),
                           ("walk", (WALK_BOX[1], WALK_RULE)), ("keys", (BOTTOM, KEYS_BOX[1] + KEYS_BOX[3]))):
            batch, _, texts = self.sections[name]
            self.sections[name] = (batch, band, texts)
        self.hand_angle = 0.0
        self.timer_ring = 0.0
        self._focus_was: list[bool] = []
        self._glowing = 0.0  # seconds the buttons' box is still repainted every frame

    def _set(self, label: arcade.Text, text: str, box) -> None:
        """Set a label's text if it changed, and repaint its section."""
        if label.text != text:
            label.text = text
            self.canvas.touch(box)

    # -- what to show ------------------------------------------------------------------------------------
    def set_hour(self, hour: int, note: str = "") -> None:
        """The hour being planned (0-4; 5: closed) and a note under it."""
        self._set(self.hour, HOURS[hour] if hour < len(HOURS) else "Closed", self.head_box)
        default = f"Hour {hour + 1} of {len(HOURS)}" if hour < len(HOURS) else "The park has closed"
        self._set(self.hour_note, note or default, self.head_box)
        self.set_clock(hour)

    def set_clock(self, hour: float) -> None:
        """Point the clock's hand at 13:00 + hour (fractions sweep)."""
        self.hand_angle = (1 + hour) * 30.0
        self.hand.angle = self.hand_angle

    def set_score(self, player: int, score: int) -> None:
        """A player's points."""
        self._set(self.rows[player][2], str(score), self.row_boxes[player])

    def set_status(self, player: int, status: str, name: str | None = None) -> None:
        """The small line under a player's name (planning, planned, thinking, a bot's level)."""
        self._set(self.rows[player][1], status, self.row_boxes[player])
        if name is not None:
            self._set(self.rows[player][0], name, self.row_boxes[player])

    def set_groups(self, groups: list[tuple[str, str, int, bool]], note: str = "",
                   points: list[int] | None = None) -> None:
        """This hour's visitor groups: (from gate, to gate, size, school trip?), with `points`
        the planned walk would earn from each (the preview) when given."""
        room = len(self.group_lines)
        shown = groups[:room] if len(groups) <= room else groups[:room - 1]
        if len(groups) > len(shown):
            note = f"+ {len(groups) - len(shown)} more group{'s' if len(groups) - len(shown) > 1 else ''}"
        for i, label in enumerate(self.group_lines):
            icon = self.group_icons[i]
            if i < len(shown):
                origin, target, size, trip = shown[i]
                who = "school trip" if trip else ("visitor" if size == 1 else "visitors")
                gain = f"   +{points[i]} for you" if points is not None and i < len(points) and points[i] else ""
                self._set(label, f"{origin} \u2192 {target}   {size} {who}{gain}", self.groups_box)
                picture = textures.icon("visitor", 28, i * 3 % 8, trip)
                if icon.texture is not picture:
                    icon.texture = picture
                    self.canvas.touch(self.groups_box)
                if icon not in self.icons:
                    self.icons.append(icon)
                    self.canvas.touch(self.groups_box)
            else:
                self._set(label, note if i == len(shown) else "", self.groups_box)
                if icon in self.icons:
                    self.icons.remove(icon)
                    self.canvas.touch(self.groups_box)

    def set_walk(self, player: int | None, numbers: list[int], first: int, note: str, head: str = "YOUR WALK") -> None:
        """The five step slots: laid steps in the player's colour, the rest dashed; steps before
        `first` (a gate entry) dimmed. `player` None shows no walk (watching an hour)."""
        self._set(self.walk_head, head, WALK_BOX)
        self._set(self.walk_note, note, WALK_BOX)
        laid = set(numbers)
        for n, slot in enumerate(self.slots, start=1):
            if player is not None and n in laid:
                picture, alpha = textures.icon("marker", 36, player, n), 255
            else:
                picture, alpha = textures.icon("empty", 36, n), 90 if (player is None or n < first) else 255
            if slot.texture is not picture or slot.alpha != alpha:
                slot.texture, slot.alpha = picture, alpha
                self.canvas.touch(WALK_BOX)

    def set_buttons(self, enabled: bool, can_undo: bool) -> None:
        """Buttons work while the viewer plans."""
        was = [button.enabled for button in self.buttons]
        self.walk.enabled = enabled
        self.undo.enabled = enabled and can_undo
        self.clear.enabled = enabled and can_undo
        if was != [button.enabled for button in self.buttons]:
            self.canvas.touch(BUTTONS_BOX)

    def set_keys(self, text: str) -> None:
        """The help line of keys."""
        self._set(self.keys, text, KEYS_BOX)

    def set_timer(self, seconds: float | None, total: float = 30.0) -> None:
        """The hot-seat countdown (None: no timer)."""
        self._set(self.timer, "" if seconds is None else f"{max(0, math.ceil(seconds))}", WALK_BOX)
        color = theme.DANGER if seconds is not None and seconds <= 5 else theme.ACCENT
        if tuple(self.timer.color)[:3] != tuple(color)[:3]:  # a colour rewrites the text's vertices
            self.timer.color = color
            self.canvas.touch(WALK_BOX)
        self.timer_ring = 0.0 if seconds is None else max(0.0, seconds / total)

    # -- input ---------------------------------------------------------------------------------------------
    def hover(self, x: float, y: float) -> None:
        """Light the button under the pointer."""
        for button in self.buttons:
            button.focused = button.enabled and button.contains(x, y)

    def click(self, x: float, y: float) -> bool:
        """Press the button under the pointer; True when the click was on the panel."""
        for button in self.buttons:
            if button.contains(x, y):
                button.activate()
                return True
        return LEFT <= x <= RIGHT and BOTTOM <= y <= TOP

    # -- frame ----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Ease the buttons' glows (their box is repainted while a glow changes)."""
        for button in self.buttons:
            button.update(dt)
        focus = [button.focused for button in self.buttons]
        if focus != self._focus_was:  # a glow eases in or out
            self._focus_was = focus
            self._glowing = GLOW_S
        if self._glowing > 0:
            self._glowing -= dt
            self.canvas.touch(BUTTONS_BOX)

    def draw_panel(self, exact: bool) -> None:
        """The panel's canvas (`exact`: the window is the design's size), copied before anything is
        drawn in the frame: `draw` comes after."""
        self.canvas.draw(exact)

    def draw(self) -> None:
        """The clock's hand and the timer's ring, over the panel."""
        self.live.draw()
        if self.timer_ring > 0:
            cx, cy = self.timer.x, self.timer.y
            arcade.draw_arc_outline(cx, cy, 52, 52, theme.with_alpha(self.timer.color, 220), 90,
                                    90 + 360 * self.timer_ring, 5)

    def _paint(self, exact: bool, box) -> None:
        """The panel for its canvas: its colour (the scene's background), edge and rules, pictures,
        buttons and the sections' texts (those the box reaches)."""
        arcade.draw_lbwh_rectangle_filled(*self.canvas.box, PANEL)
        arcade.draw_lbwh_rectangle_outline(LEFT, BOTTOM, RIGHT - LEFT, TOP - BOTTOM, PANEL_EDGE, 2)
        bottom, top = box[1], box[1] + box[3]
        for y in (self.head_rule, WALK_RULE):
            if bottom - 1 <= y <= top + 1:  # a rule the box reaches (each draw costs, whatever it covers)
                arcade.draw_line(LEFT + PAD, y, RIGHT - PAD, y, PANEL_EDGE, 1)
        self.sprites.draw()
        if overlap(box, self.groups_box):
            self.icons.draw()
        if overlap(box, BUTTONS_BOX):
            for button in self.buttons:
                button.draw()
        for batch, (low, high), _ in self.sections.values():
            if bottom < high + SECTION_MARGIN and top > low - SECTION_MARGIN:
                batch.draw()


def gate_note(letter: str) -> str:
    """The walk note for an entry by a gate."""
    return f"In by gate {letter}: steps {GATE_FIRST_STEP} to {MAX_STEPS}."
