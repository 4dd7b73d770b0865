"""Statistics: per game its record, its groups, a bar chart of its recent scores and its history.

Reached from Game Select. One page per game (Left/Right or a click on its tab): on the left the
game's record (played, won, lost, drawn, win rate, streaks, best score and its date, time played,
hints, assisted games) and the same per group (difficulty, level, room, mode), assisted games on
rows of their own; on the right the last scores as bars (green won, red lost, gold a draw; an
assisted game's bar hollow) and the history, newest first, with Watch on every game whose save was
kept: it opens the replay scene on it. Up/Down (or the wheel) go through the history.

Everything shown comes from `profile.stats` (`game.core.stats`); nothing is counted here.
"""

from __future__ import annotations

import datetime

import arcade
import pyglet

from game.app.games import create_game_view
from game.catalog import GAMES, GameSpec
from game.core.session import SaveError, Session
from game.core.stats import HISTORY_LIMIT, Finished, GameStats, ReplayShelf, Tally
from game.ui import theme
from game.ui.labels import fit_line
from game.ui.prompts import key_line
from game.ui.scene import StillScene, is_back
from game.ui.widgets import Button, draw_panel

MARGIN = 60
TAB_Y, TAB_H, TAB_GAP = 596, 40, 12
LEFT_W = 540
PANEL_BOTTOM, PANEL_TOP = 70, 580
CHART_BOTTOM = 400
RIGHT_X = MARGIN + LEFT_W + 20
RIGHT_W = 1280 - MARGIN - RIGHT_X
ROWS = 8  # history rows on screen
ROW_H = 32
BARS = 12  # recent scores in the chart
GROUP_ROWS = 7
RESULT_COLOURS = {"won": theme.GOOD, "lost": theme.DANGER, "draw": theme.ACCENT}
RESULT_WORDS = {"won": "Won", "lost": "Lost", "draw": "Draw"}


def duration(seconds: float) -> str:
    """Time played in a player's words: "45 s", "12 min", "3 h 05 min"."""
    whole = int(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min"
    return f"{whole // 3600} h {whole % 3600 // 60:02d} min"


def when(iso: str) -> str:
    """A history date as "1 Dec 2026 18:30" ("-" for none, the text itself if it is not a date)."""
    if not iso:
        return "-"
    try:
        stamp = datetime.datetime.fromisoformat(iso)
    except ValueError:
        return iso[:16]
    return f"{stamp.day} {stamp:%b %Y %H:%M}"


def group_name(key: str) -> str:
    """A group key ("first-steps", "normal") as a row names it ("First steps", "Normal")."""
    text = key.replace("-", " ").replace("_", " ")
    return text[:1].upper() + text[1:]


def percent(rate: float | None) -> str:
    """A win rate as "62%" ("-" before the first game)."""
    return "-" if rate is None else f"{rate:.0%}"


def summary_rows(total: Tally) -> list[tuple[str, str]]:
    """The record of a game as (label, value) rows."""
    best = "-" if total.best_score is None else f"{total.best_score:,}"
    if total.best_score is not None:
        best += f"  ({when(total.best_date)})" if total.best_date else "  (before statistics)"
    return [
        ("Games played", f"{total.played:,}"),
        ("Won / lost / drawn", f"{total.won:,} / {total.lost:,} / {total.drawn:,}"),
        ("Win rate", percent(total.win_rate)),
        ("Streak now / best", f"{total.streak} / {total.best_streak}"),
        ("Best score", best),
        ("Time played", duration(total.seconds)),
        ("Hints shown", f"{total.hints:,}"),
        ("Games with an assist", f"{total.assisted:,}"),
    ]


def group_rows(stats: GameStats) -> list[tuple[str, Tally]]:
    """Each group's tally, plain ones first, then the assisted ones (named so)."""
    rows = [(group_name(key), tally) for key, tally in sorted(stats.keys.items())]
    rows += [(f"{group_name(key)} (assisted)", tally) for key, tally in sorted(stats.assisted.items())]
    return rows


class StatisticsScene(StillScene):
    """The Statistics screen (see the module docstring). `profile` and `shelf` default to the
    player's own; the `statistics` shot passes a profile of scripted games."""

    @staticmethod
    def key_hint() -> str:
        """The key line, naming the menus' keys as bound now."""
        return key_line("menus", (("left", "right"), "game"), (("up", "down"), "history"), ("pick", "watch"),
                        ("Esc", "back"))

    def __init__(self, app, profile=None, shelf: ReplayShelf | None = None) -> None:
        super().__init__(app)
        self.profile = profile if profile is not None else app.profile
        self.shelf = shelf or ReplayShelf()
        self.games: list[GameSpec] = [entry for entry in GAMES if entry.playable]
        self.page = 0
        self.top = 0  # the first history row on screen (0: the newest game)
        self.batch = pyglet.graphics.Batch()
        self.heading = theme.Text("Statistics", theme.WIDTH / 2, 664, theme.TEXT, 32, font_name=theme.HEADING_FONT,
                                  anchor_x="center", anchor_y="center")
        self.hint = theme.Text(self.key_hint(), theme.WIDTH / 2,
                               30, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT, anchor_x="center")
        self.note = theme.Text("", RIGHT_X + RIGHT_W / 2, PANEL_BOTTOM + 6, theme.DANGER, 12,
                               font_name=theme.BODY_FONT, anchor_x="center")
        self.tabs = self._tab_texts()
        self.bars: list[tuple[float, float, float, float, tuple, bool]] = []
        self._texts: list[arcade.Text] = []  # the page's texts (drawn by their batch)
        self.show_page(0)

    # -- the page ------------------------------------------------------------------------------
    @property
    def spec(self) -> GameSpec:
        """The game whose page is shown."""
        return self.games[self.page]

    @property
    def stats(self) -> GameStats:
        """The shown game's statistics (empty before its first finished game)."""
        return self.profile.stats.get(self.spec.id) or GameStats()

    def history(self) -> list[Finished]:
        """The shown game's history, newest first."""
        return list(reversed(self.stats.history))

    def _tab_texts(self) -> list[arcade.Text]:
        width = self._tab_width()
        tabs = []
        for i, entry in enumerate(self.games):
            text = theme.Text(entry.title, MARGIN + i * (width + TAB_GAP) + width / 2, TAB_Y + TAB_H / 2,
                              theme.TEXT, 16, font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="center",
                              fit_height=TAB_H - 4)
            fit_line(text, width - 16, smallest=11)
            tabs.append(text)
        return tabs

    def _tab_width(self) -> float:
        return (theme.WIDTH - 2 * MARGIN - (len(self.games) - 1) * TAB_GAP) / max(1, len(self.games))

    def show_page(self, page: int, top: int = 0, focus: int = 0) -> None:
        """Show game `page` with history row `top` first; focus its `focus`-th Watch button."""
        self.page = page % len(self.games)
        self.top = max(0, min(top, len(self.stats.history) - ROWS))
        self.batch = pyglet.graphics.Batch()
        self._texts = []
        self._summary()
        self._chart()
        watch = self._history_rows()
        self.menu.widgets = [*watch, Button("Back", MARGIN, 14, 120, 36, self.back, font_size=15)]
        enabled = [i for i, button in enumerate(watch) if button.enabled]
        self.menu.focus(min(enabled, key=lambda i: abs(i - focus)) if enabled else len(watch))
        self.refresh()

    def _text(self, text: str, x: float, y: float, size: int = 15, color: tuple = theme.TEXT, *,
              anchor_x: str = "left", width: float | None = None, bold: bool = False,
              height: float | None = None) -> arcade.Text:
        label = theme.Text(text, x, y, color, size, font_name=theme.BODY_FONT, anchor_x=anchor_x,
                           anchor_y="baseline", bold=bold, batch=self.batch, fit_height=height)
        if width is not None:
            fit_line(label, width, smallest=10)
        self._texts.append(label)
        return label

    def _summary(self) -> None:
        stats = self.stats
        left, top = MARGIN + 20, PANEL_TOP - 34
        self._text(self.spec.title, left, top, 20, theme.ACCENT, bold=True, width=LEFT_W - 40, height=38)
        grow = min(theme.text_scale(), 1.25)  # the rows' steps at a larger text size (fewer groups shown)
        step, group_step = 26 * grow, 24 * grow
        for i, (label, value) in enumerate(summary_rows(stats.total)):
            y = top - 34 - i * step
            self._text(label, left, y, 15, theme.TEXT_DIM, width=220)
            self._text(value, MARGIN + LEFT_W - 20, y, 15, anchor_x="right", width=LEFT_W - 270)
        y = top - 34 - 8 * step - 12
        columns = ((LEFT_W - 190, "Played"), (LEFT_W - 110, "Won"), (LEFT_W - 20, "Best"))
        self._text("By group", left, y, 14, theme.ACCENT, bold=True)
        for x, title in columns:
            self._text(title, MARGIN + x, y, 13, theme.TEXT_DIM, anchor_x="right")
        rows = group_rows(stats)
        limit = min(GROUP_ROWS, int((y - step - PANEL_BOTTOM - 12) // group_step) + 1)  # the rows that fit
        shown = rows[:limit] if len(rows) <= limit else rows[:limit - 1]
        for i, (name, tally) in enumerate(shown):
            row_y = y - step - i * group_step
            self._text(name, left, row_y, 14, width=LEFT_W - 250)
            best = "-" if tally.best_score is None else f"{tally.best_score:,}"
            values = (f"{tally.played:,}", f"{tally.won:,}", best)
            for (x, _), value in zip(columns, values):
                self._text(value, MARGIN + x, row_y, 14, anchor_x="right", width=76)
        if len(shown) < len(rows):
            self._text(f"... and {len(rows) - len(shown)} more", left, y - step - len(shown) * group_step, 13,
                       theme.TEXT_DIM)
        if not rows:
            self._text("No finished games yet.", left, y - step, 14, theme.TEXT_DIM)

    def _chart(self) -> None:
        """The bars of the last `BARS` scores (drawn in `draw_still`), with their values above."""
        recent = self.stats.recent_scores(BARS)
        left, bottom = RIGHT_X + 24, CHART_BOTTOM + 34
        width, height = RIGHT_W - 48, PANEL_TOP - CHART_BOTTOM - 34 - 62
        self._text("Recent scores", RIGHT_X + 20, PANEL_TOP - 30, 16, theme.ACCENT, bold=True, height=34)
        legend = "green won · red lost · gold draw · hollow: assisted"
        self._text(legend, RIGHT_X + RIGHT_W - 20, PANEL_TOP - 30, 12, theme.TEXT_DIM, anchor_x="right", width=330)
        self.bars = []
        if not recent:
            self._text("No finished games yet.", RIGHT_X + RIGHT_W / 2, bottom + height / 2, 14, theme.TEXT_DIM,
                       anchor_x="center")
            return
        top_score = max(max(entry.score for entry in recent), 1)
        slot = width / BARS
        for i, entry in enumerate(recent, start=BARS - len(recent)):  # the newest on the right
            bar_h = max(3.0, height * max(entry.score, 0) / top_score)
            x = left + i * slot + slot * 0.15
            self.bars.append((x, bottom, slot * 0.7, bar_h, RESULT_COLOURS[entry.result], entry.assisted))
            self._text(f"{entry.score:,}", x + slot * 0.35, bottom + bar_h + 6, 11, theme.TEXT, anchor_x="center",
                       width=slot - 2)
        self._text("oldest", left, CHART_BOTTOM + 14, 11, theme.TEXT_DIM)
        self._text("newest", left + width, CHART_BOTTOM + 14, 11, theme.TEXT_DIM, anchor_x="right")

    def _history_rows(self) -> list[Button]:
        history = self.history()
        top = CHART_BOTTOM - 20
        title = f"History: the last {len(history)} of {self.stats.total.played:,}" if history else "History"
        if len(history) >= HISTORY_LIMIT:
            title += f" (the last {HISTORY_LIMIT} are kept)"
        self._text(title, RIGHT_X + 20, top - 16, 16, theme.ACCENT, bold=True, width=RIGHT_W - 40, height=30)
        buttons = []
        for slot, entry in enumerate(history[self.top:self.top + ROWS]):
            y = top - 56 - slot * ROW_H
            # the columns: the date, the game's group, the result, the score (right-aligned), Watch
            self._text(when(entry.date), RIGHT_X + 20, y, 14, theme.TEXT_DIM, width=140)
            self._text(group_name(entry.key), RIGHT_X + 170, y, 14, width=120)
            result = RESULT_WORDS[entry.result] + (" (assisted)" if entry.assisted else "")
            self._text(result, RIGHT_X + 300, y, 14, RESULT_COLOURS[entry.result], width=106)
            self._text(f"{entry.score:,}", RIGHT_X + RIGHT_W - 116, y, 14, anchor_x="right", width=70)
            button = Button("Watch" if entry.replay else "No save", RIGHT_X + RIGHT_W - 104, y - 8, 88, 28,
                            lambda entry=entry: self.watch(entry), font_size=13)
            button.enabled = bool(entry.replay)
            buttons.append(button)
        if not history:
            self._text(f"Finished games of {self.spec.title} are listed here.", RIGHT_X + 20, top - 56, 14,
                       theme.TEXT_DIM, width=RIGHT_W - 40)
        elif len(history) > ROWS:
            shown = f"{self.top + 1}-{min(self.top + ROWS, len(history))} of {len(history)}"
            self._text(shown, RIGHT_X + RIGHT_W - 20, top - 16, 12, theme.TEXT_DIM, anchor_x="right")
        return buttons

    # -- watching ------------------------------------------------------------------------------
    def most_varied_page(self) -> int:
        """The page of the game whose history has the most kinds of result (then the most games):
        the page the `statistics` shot shows."""
        def variety(page: int) -> tuple[int, int]:
            history = self.profile.stats.get(self.games[page].id, GameStats()).history
            return len({entry.result for entry in history}), len(history)

        return max(range(len(self.games)), key=variety)

    def watch(self, entry: Finished) -> None:
        """Play a finished game back in its replay scene; a save that is gone or unusable is said
        on the screen instead."""
        spec = self.spec
        try:
            data = self.shelf.get(spec.id, entry.replay)
            session, moves = Session.for_replay(spec.load_rules(), data, spec.content_for)
            view = create_game_view(self.app, spec, session, replay_moves=list(moves))
        except (ValueError, SaveError) as exc:
            self.say(f"This game cannot be watched: {getattr(exc, 'message', None) or exc}")
            return
        self.app.push(view)

    def say(self, text: str) -> None:
        """A line under the history (why a game cannot be watched)."""
        self.note.text = text
        fit_line(self.note, RIGHT_W - 20, smallest=10)
        self.refresh()

    # -- input ---------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Left/Right change the game; Up/Down go through the history (scrolling it at its ends)."""
        if is_back(symbol):
            self.back()
            return True
        if symbol in (arcade.key.LEFT, arcade.key.RIGHT):
            self.show_page(self.page + (1 if symbol == arcade.key.RIGHT else -1))
            self.app.audio.play("click")
            return True
        watch = len(self.menu.widgets) - 1
        index = self.menu.index
        if symbol == arcade.key.DOWN and index == watch - 1 and self.top + ROWS < len(self.stats.history):
            return self.scroll(1, index)
        if symbol == arcade.key.UP and index == 0 and self.top > 0:
            return self.scroll(-1, index)
        return super().key_down(symbol, modifiers)

    def scroll(self, rows: int, focus: int | None = None) -> bool:
        """Move the history by `rows` (keeping the focused slot)."""
        before = self.top
        self.show_page(self.page, self.top + rows, self.menu.index if focus is None else focus)
        if self.top != before:
            self.app.audio.play("click")
        return True

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        """The wheel scrolls the history."""
        if scroll_y:
            self.scroll(-1 if scroll_y > 0 else 1)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A tab shows its game; the rest as any menu."""
        width = self._tab_width()
        if TAB_Y <= y <= TAB_Y + TAB_H:
            for i in range(len(self.games)):
                left = MARGIN + i * (width + TAB_GAP)
                if left <= x <= left + width:
                    self.show_page(i)
                    self.app.audio.play("select")
                    return
        super().pointer_down(x, y, button)

    def entered(self) -> None:
        """Back from a replay: the page again (the window may have changed; the keys may have been
        bound again)."""
        self.hint.text = self.key_hint()
        self.refresh()

    # -- drawing -------------------------------------------------------------------------------
    def draw_still(self) -> None:
        """Heading, tabs, panels, bars and texts (the Watch buttons at rest join them)."""
        self.heading.draw()
        width = self._tab_width()
        for i, (entry, text) in enumerate(zip(self.games, self.tabs)):
            left = MARGIN + i * (width + TAB_GAP)
            chosen = i == self.page
            draw_panel(left, TAB_Y, width, TAB_H, theme.PANEL_EDGE if chosen else theme.PANEL,
                       entry.color if chosen else theme.PANEL_EDGE, 3 if chosen else 2)
            text.draw()
        draw_panel(MARGIN, PANEL_BOTTOM, LEFT_W, PANEL_TOP - PANEL_BOTTOM)
        draw_panel(RIGHT_X, CHART_BOTTOM, RIGHT_W, PANEL_TOP - CHART_BOTTOM)
        draw_panel(RIGHT_X, PANEL_BOTTOM, RIGHT_W, CHART_BOTTOM - 10 - PANEL_BOTTOM)
        axis = CHART_BOTTOM + 33
        arcade.draw_line(RIGHT_X + 20, axis, RIGHT_X + RIGHT_W - 20, axis, theme.PANEL_EDGE, 2)
        for x, bottom, w, h, colour, hollow in self.bars:
            if hollow:
                arcade.draw_lbwh_rectangle_filled(x, bottom, w, h, theme.with_alpha(colour, 60))
                arcade.draw_lbwh_rectangle_outline(x, bottom, w, h, colour, 2)
            else:
                arcade.draw_lbwh_rectangle_filled(x, bottom, w, h, colour)
        self.batch.draw()
        if self.note.text:
            self.note.draw()
        self.hint.draw()
