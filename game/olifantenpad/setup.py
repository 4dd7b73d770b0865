"""The setup screen before a game of Olifantenpad: the mode, the park, the bots and their difficulty,
the hot-seat players' names and timer; the park (or lesson) previewed on the right with the best
score of the day or the rating.

Everything works with the keyboard alone (Up/Down between rows, Left/Right change a value, typing
edits the focused name, Enter starts) or the mouse alone (click the arrows of a row, click Start).
The last choices are kept in the profile (`progress["olifantenpad"]["setup"]`), as are the hot-seat
names and timer (`names`, `timer`, which the game reads back when it is continued).
"""

from __future__ import annotations

import datetime
from functools import lru_cache

import arcade
import pyglet

from game.core.content import ContentError
from game.core.session import Session
from game.olifantenpad import textures
from game.olifantenpad.pure import rating
from game.olifantenpad.pure.content import content_for, load
from game.olifantenpad.pure.lessons import LESSONS, done_lessons
from game.olifantenpad.pure.modes import GAME_ID
from game.olifantenpad.pure.rules import RULES, Params
from game.olifantenpad.setup_rows import ROW_LEFT, ROW_WIDTH, Choice, NameField
from game.ui import theme
from game.ui.prompts import keys_label
from game.ui.scene import MenuScene
from game.ui.widgets import Button, Widget, draw_panel

MODES = (("day", "Park of the Day"), ("lessons", "Learning walks"), ("bots", "Against bots"),
         ("hotseat", "Hot-seat"), ("friends", "With friends"), ("duel", "Online duel"))
ONLINE = ("friends", "duel")
LEVELS = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"))
ABOUT = {
    "day": "A new park every day, the same for everyone. Walk alone for five hours; your best score "
           "of the day is kept.",
    "lessons": "Five short lessons, one rule each: walking and gates, wear, where visitors walk, ties, "
               "closures. Reach the goal to finish a lesson.",
    "bots": "You and 1 to 3 bots plan at the same time, in secret. Games against bots change your rating.",
    "hotseat": "2 to 4 people take turns at one screen. The park is hidden while each plans in secret; "
               "type a name on its row.",
    "friends": "2 to 4 people, each on their own computer: one hosts a room, the others join with its code.",
    "duel": "A rated duel against another person, paired by a Quintet server.",
}
ROW_STEP = 60
PREVIEW = (660, 110, 560, 520)  # left, bottom, width, height
K = arcade.key


def keys_line(names: bool) -> str:
    """The keys line, naming the menus' keys bound now (Enter, which starts from any row, and Esc
    are fixed here); `names`: the rows have names to type."""
    rows = keys_label("menus", ("up", "down"))
    change = keys_label("menus", ("left", "right"))
    typing = "   type on a name row" if names else ""
    return f"{rows}: row   {change}: change{typing}   Enter: start   Esc: back"


@lru_cache(maxsize=16)
def preview_texture(park) -> arcade.Texture:
    """A park's picture at a small cell size for the preview panel."""
    cell = max(8, min(30, (PREVIEW[2] - 60) // park.width, 236 // park.height)) // 2 * 2
    return textures.park_texture(park.rows, cell, 6, park.name, True)


def today() -> str:
    """Today's date as the Park of the Day names it."""
    return datetime.date.today().isoformat()


class SetupScene(MenuScene):
    """Pick how to play, then Start."""

    def __init__(self, app) -> None:
        super().__init__(app)
        try:
            self.parks = [(record.name, record.title) for record in load()]
        except ContentError:
            self.parks = []
        store = app.profile.progress_of(GAME_ID)
        saved = store.get("setup", {}) if isinstance(store.get("setup", {}), dict) else {}
        names = store.get("names", []) if isinstance(store.get("names", []), list) else []

        def pick(options, key, default) -> int:
            wanted = saved.get(key, default)
            return next((i for i, (k, _) in enumerate(options) if k == wanted), 0)

        lessons_done = done_lessons(app.profile)
        first_open = next((i for i, lesson in enumerate(LESSONS) if lesson.name not in lessons_done), 0)
        self.mode = Choice("Mode", list(MODES), pick(MODES, "mode", "bots" if lessons_done else "lessons"),
                           self.rebuild)
        titles = [(lesson.name, f"{i + 1}. {lesson.title}" + ("  (done)" if lesson.name in lessons_done else ""))
                  for i, lesson in enumerate(LESSONS)]
        self.lesson = Choice("Lesson", titles, first_open, self.preview)
        self.park = Choice("Park", self.parks or [("", "no parks")], pick(self.parks, "park", ""), self.preview)
        self.bots = Choice("Bots", [(str(n), str(n)) for n in (1, 2, 3)], pick([(str(n), "") for n in (1, 2, 3)],
                                                                            "bots", "1"), self.preview)
        self.level = Choice("Difficulty", list(LEVELS), pick(LEVELS, "level", "normal"), self.preview)
        self.people = Choice("Players", [(str(n), str(n)) for n in (2, 3, 4)],
                             pick([(str(n), "") for n in (2, 3, 4)], "people", "2"), self.rebuild)
        self.names = [NameField(f"Player {p + 1}", str(names[p])[:14] if p < len(names) else f"Player {p + 1}", p)
                      for p in range(4)]
        self.timer = Choice("Timer", [("on", "30 s to plan"), ("off", "Off")], 0 if store.get("timer", True) else 1,
                            self.preview)
        from game.olifantenpad.online_setup import OnlineRows

        self.online = OnlineRows(app, store, self.rebuild)
        self.start = Button("Start", ROW_LEFT, 0, ROW_WIDTH, 56, self.begin, font_size=20, color=(52, 110, 70))
        self.batch = pyglet.graphics.Batch()
        self.heading = theme.Text("Olifantenpad: a new game", ROW_LEFT, 668, theme.TEXT, 26,
                                  font_name=theme.HEADING_FONT, anchor_y="top", batch=self.batch,
                                  fit_width=PREVIEW[0] - ROW_LEFT - 16)  # clear of the preview
        self.about = theme.Text("", ROW_LEFT, 0, theme.TEXT_DIM, 15, font_name=theme.BODY_FONT, multiline=True,
                                width=ROW_WIDTH, anchor_y="top", batch=self.batch)
        self.keys = theme.Text(keys_line(False),
                               ROW_LEFT, 26, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT, batch=self.batch)
        left, bottom, width, height = PREVIEW
        self.title = theme.Text("", left + width / 2, bottom + height - 24, theme.ACCENT, 20,
                                font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="top", batch=self.batch)
        self.intro = theme.Text("", left + 24, bottom + 206, theme.TEXT, 14, font_name=theme.BODY_FONT,
                                multiline=True, width=width - 48, anchor_y="top", batch=self.batch,
                                fit_height=206 - 56)  # over the note at the foot
        self.note = theme.Text("", left + width / 2, bottom + 24, theme.GOOD, 16, font_name=theme.BODY_FONT,
                               anchor_x="center", bold=True, batch=self.batch, fit_width=width - 32)
        self.picture = arcade.SpriteList()
        self.picture_sprite = arcade.Sprite(center_x=left + width / 2, center_y=bottom + height - 196)
        self.picture.append(self.picture_sprite)
        self.rebuild()

    # -- rows ------------------------------------------------------------------------------------------------
    def rows(self) -> list[Widget]:
        """The rows of the chosen mode, top to bottom."""
        mode = self.mode.value
        if mode == "day":
            return [self.mode, self.start]
        if mode == "lessons":
            return [self.mode, self.lesson, self.start]
        if mode == "bots":
            return [self.mode, self.park, self.bots, self.level, self.start]
        if mode in ONLINE:
            return [self.mode, *self.online.rows(mode), self.start]
        people = int(self.people.value)
        return [self.mode, self.park, self.people, *self.names[:people], self.timer, self.start]

    def rebuild(self) -> None:
        """Lay out the rows of the mode (keeping the focused row if it is still there)."""
        focused = self.menu.focused
        rows = self.rows()
        top = 610
        step = min(ROW_STEP, (top - 90) / len(rows))
        for i, row in enumerate(rows):
            row.move_to(ROW_LEFT, top - i * step - row.height)
        self.start.move_to(ROW_LEFT, top - (len(rows) - 1) * step - 66)
        self.menu.widgets = rows
        self.menu.focus(rows.index(focused) if focused in rows else 0)
        self.start.text.text = {"day": "Play today's park", "lessons": "Start the lesson"}.get(self.mode.value, "Start")
        self.about.text = ABOUT[self.mode.value] if len(rows) <= 7 else ""
        if self.mode.value in ONLINE:
            self.about.text = self.online.about(self.mode.value)
        self.about.y = self.start.bottom - 30
        self.keys.text = keys_line(self.mode.value in ("hotseat", *ONLINE))
        self.preview()

    def preview(self) -> None:
        """The right panel: the park or lesson, and the best of the day or the rating."""
        mode = self.mode.value
        park, intro, note = None, "", ""
        if mode == "day":
            try:
                park = content_for(Params(players=1, day=today(), seats=("human",)))
            except ContentError as exc:
                intro = str(exc)
            best = self.app.profile.best.get(GAME_ID, {}).get(f"day-{today()}")
            intro = "The same park for everyone today: walk alone for five hours and score what you can. " + intro
            note = f"Your best today: {best}" if best is not None else "Not played yet today"
        elif mode in ONLINE:
            intro = ABOUT[mode]
            note = "30 seconds an hour; nobody sees another's walk early"
            self.title.text = dict(MODES)[mode]
        elif mode == "lessons":
            lesson = LESSONS[self.lesson.index]
            park, intro = lesson.park, lesson.text
            note = "Lesson done" if lesson.name in done_lessons(self.app.profile) else f"Goal: {lesson.goal_text}"
            self.title.text = lesson.title
        else:
            try:
                park = content_for(Params(park=self.park.value))
                intro = park.intro
            except ContentError as exc:
                intro = str(exc)
            if mode == "bots":
                played = rating.games(self.app.profile)
                note = f"Your rating: {rating.current(self.app.profile)}" + (
                    f" after {played} game{'s' if played != 1 else ''}" if played else " (no rated game yet)")
            else:
                note = "The park is hidden between planners."
        self.picture_sprite.visible = park is not None
        if park is not None:
            self.picture_sprite.texture = preview_texture(park)
            self.picture_sprite.scale = 1.0
            if mode != "lessons":
                self.title.text = park.title
        self.intro.text = intro
        self.intro.y = self.picture_sprite.bottom - 22 if park is not None else PREVIEW[1] + PREVIEW[3] - 80
        self.note.text = note

    # -- starting -----------------------------------------------------------------------------------------
    def params(self) -> Params:
        """The params of the game the rows describe."""
        mode = self.mode.value
        if mode == "day":
            return Params(players=1, day=today(), seats=("human",))
        if mode == "lessons":
            return LESSONS[self.lesson.index].params()
        if mode == "bots":
            count = int(self.bots.value)
            return Params(players=1 + count, park=self.park.value, seats=("human",) + (self.level.value,) * count)
        people = int(self.people.value)
        return Params(players=people, park=self.park.value, seats=("human",) * people)

    def remember(self) -> None:
        """Keep the choices (and the hot-seat names and timer) in the profile."""
        self.app.profile.keep_progress(
            GAME_ID, setup={"mode": self.mode.value, "park": self.park.value, "bots": self.bots.value,
                            "level": self.level.value, "people": self.people.value},
            names=[field.value.strip() or f"Player {p + 1}" for p, field in enumerate(self.names)],
            timer=self.timer.value == "on")
        self.app.save_profile()

    def begin(self) -> None:
        """Start the game (replacing this screen, so the game's menu leads back to Game Select)."""
        from game.olifantenpad.scene import create_view

        if self.mode.value in ONLINE:
            problem = self.online.begin(self.mode.value)
            if problem:
                self.note.text = problem
                self.app.audio.play("refuse")
            else:
                self.remember()
            return
        params = self.params()
        if self.mode.value == "lessons":
            lesson = LESSONS[self.lesson.index]
            session = Session(RULES, params, 0, lesson.park)
        else:
            try:
                session = Session(RULES, params, datetime.datetime.now().microsecond, content_for(params))
            except ContentError as exc:
                self.note.text = str(exc)[:80]
                self.app.audio.play("refuse")
                return
        self.remember()
        self.app.audio.play("select")
        self.app.replace(create_view(self.app, session))

    # -- input ---------------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Enter starts from any row; typing goes to a focused name, where Backspace erases (elsewhere
        it goes back)."""
        focused = self.menu.focused
        if symbol in (K.ENTER, K.NUM_ENTER):
            self.begin()
            return True
        if isinstance(focused, NameField) and symbol == K.BACKSPACE:
            focused.erase()
            return True
        return super().key_down(symbol, modifiers)

    def on_text(self, text: str) -> None:
        """Typed characters for a focused name."""
        focused = self.menu.focused
        if isinstance(focused, NameField) and text.isprintable():
            focused.type(text)

    def update(self, dt: float) -> None:
        """Widgets, and the online servers found nearby."""
        super().update(dt)
        self.online.refresh()

    def draw(self) -> None:
        """Rows, the preview panel, the texts."""
        left, bottom, width, height = PREVIEW
        draw_panel(left, bottom, width, height, (30, 44, 36), (70, 98, 78), 2)
        self.picture.draw()
        super().draw()
        self.batch.draw()


def create_setup(app) -> SetupScene:
    """The screen Game Select's "New game" opens."""
    return SetupScene(app)
