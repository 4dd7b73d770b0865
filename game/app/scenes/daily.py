"""The Daily screen (Game Select's "Quintet of the Day"): the day's five challenges, a score for each,
the day's total, the streak of days played, and the result line to copy.

The challenges come from the date alone (`game.daily`); the first finished game of each counts
for its day (`game.core.daily_results`). A challenge already saved in its game's slot is continued;
one that would replace another saved game asks first. The game scene itself is not changed: the
screen listens for the end of the scene it opens (`GameScene.when_ended`), so only a challenge's own
game is counted (not a "Play again" with a new seed, nor a replay).
"""

from __future__ import annotations

import datetime
from typing import Any

import arcade

from game import daily
from game.app.games import create_game_view, saved_session
from game.app.scenes.play_code import copy_text
from game.catalog import game
from game.core.content import ContentError
from game.core.daily_results import load_results, record_result
from game.ui import theme
from game.ui.scene import StillScene
from game.ui.widgets import Button, draw_panel

ROW_LEFT, ROW_W, ROW_H, ROW_TOP, ROW_STEP = 190, 900, 60, 490, 70


def today() -> datetime.date:
    """The day whose challenges the screen opens on (the computer's local date)."""
    return datetime.date.today()


class DailyScene(StillScene):
    """The five challenges of `date` (today by default), each with its score and a Play button."""

    def __init__(self, app, date: datetime.date | None = None) -> None:
        super().__init__(app)
        self.date = date or today()
        self.problem: str | None = None
        try:
            self.challenges = daily.challenges(self.date)
        except ContentError as exc:
            self.challenges, self.problem = [], f"A game file is damaged, so there is no daily challenge: {exc}"
        self.heading = theme.Text("Quintet of the Day", theme.WIDTH / 2, 640, theme.TEXT, 30,
                                  font_name=theme.HEADING_FONT, anchor_x="center")
        self.subheading = theme.Text(f"{self.date:%A} {self.date.day} {self.date:%B %Y}: the same five games for "
                                     "everyone today; your first finished game of each counts",
                                     theme.WIDTH / 2, 600, theme.TEXT_DIM, 14, font_name=theme.BODY_FONT,
                                     anchor_x="center", fit_width=theme.WIDTH - 40)
        self.rows: list[tuple[arcade.Text, arcade.Text, arcade.Text]] = []
        for i, challenge in enumerate(self.challenges):
            bottom = ROW_TOP - i * ROW_STEP
            # the name from the row's top, what to play from its foot: each keeps to its part of the row
            title = theme.Text(game(challenge.game_id).title, ROW_LEFT + 20, bottom + ROW_H - 4, theme.TEXT, 17,
                               font_name=theme.HEADING_FONT, anchor_y="top", fit_height=30)
            what = theme.Text(challenge.what, ROW_LEFT + 20, bottom + 5, theme.TEXT_DIM, 13,
                              font_name=theme.BODY_FONT, anchor_y="bottom", fit_height=22, fit_width=ROW_W - 300)
            score = theme.Text("", ROW_LEFT + ROW_W - 200, bottom + ROW_H / 2, theme.ACCENT, 18,
                               font_name=theme.BODY_FONT, bold=True, anchor_x="right", anchor_y="center")
            self.rows.append((title, what, score))
        self.summary = theme.Text("", theme.WIDTH / 2, 160, theme.TEXT, 17, font_name=theme.BODY_FONT,
                                  anchor_x="center", bold=True)
        self.line = theme.Text("", ROW_LEFT, 136, theme.TEXT_DIM, 12, font_name=theme.MONO_FONT,
                               anchor_y="top", multiline=True, width=ROW_W, fit_height=52)  # over the buttons
        self.note = theme.Text(self.problem or "", theme.WIDTH / 2, 92, theme.DANGER, 13, font_name=theme.BODY_FONT,
                               anchor_x="center")
        self.menu.widgets = [Button("Play", ROW_LEFT + ROW_W - 160, ROW_TOP - i * ROW_STEP + 8, 144, 44,
                                    lambda c=c: self.play(c), font_size=15)
                             for i, c in enumerate(self.challenges)]
        self.menu.widgets += [Button("Copy result", theme.WIDTH / 2 - 250, 26, 240, 50, self.copy_result, font_size=16),
                              Button("Back", theme.WIDTH / 2 + 10, 26, 240, 50, self.back, font_size=16)]
        self.menu.focus(0)
        self.days: dict[str, dict[str, int]] = {}

    def entered(self) -> None:
        """Read the results again (a challenge may have been finished since)."""
        self.days, problem = load_results()
        if problem:
            self.note.text, self.note.color = problem, theme.DANGER
        day = self.days.get(self.date.isoformat(), {})
        for challenge, (_, _, score), button in zip(self.challenges, self.rows, self.menu.widgets):
            score.text = f"{day[challenge.game_id]:,}" if challenge.game_id in day else "-"
            button.text.text = "Play again" if challenge.game_id in day else "Play"
        run = daily.streak(self.days, self.date)
        self.summary.text = (f"Today's total: {daily.total(day):,}      Streak: {run} day{'s' if run != 1 else ''} "
                             "in a row")
        self.line.text = self.result_line()
        self.refresh()

    def result_line(self) -> str:
        """The day's result as text to share."""
        return daily.result_line(self.date, self.days.get(self.date.isoformat(), {}),
                                 daily.streak(self.days, self.date))

    def copy_result(self) -> None:
        """The result line onto the clipboard (or a sentence saying there is none)."""
        problem = copy_text(self.app, self.result_line())
        self.note.text = problem or "Copied: paste it wherever you share your results."
        self.note.color = theme.DANGER if problem else theme.GOOD
        self.refresh()

    # -- playing -----------------------------------------------------------------------------------
    def play(self, challenge: daily.Challenge) -> None:
        """Open a challenge: continued from its save, or new (asking before replacing another save)."""
        entry = game(challenge.game_id)
        saved, _ = saved_session(entry)
        if saved is not None and challenge.matches(saved):
            self._open(challenge, saved)
            return
        try:
            session = challenge.session()
        except ContentError as exc:
            self.note.text, self.note.color = f"This challenge cannot be played: {exc}", theme.DANGER
            self.refresh()
            return
        if saved is not None:
            self.app.confirm("Play the daily challenge?", f"Your saved game of {entry.title} will be replaced.",
                             lambda: self._open(challenge, session), yes="Play it", no="Keep my game")
        else:
            self._open(challenge, session)

    def _open(self, challenge: daily.Challenge, session: Any) -> None:
        view = create_game_view(self.app, game(challenge.game_id), session)
        count_for_the_day(view, challenge, self.date)
        self.app.push(view)

    # -- drawing -----------------------------------------------------------------------------------
    def draw_still(self) -> None:
        """Headings, the five rows, the total and streak, the result line and a note."""
        self.heading.draw()
        self.subheading.draw()
        for i, texts in enumerate(self.rows):
            draw_panel(ROW_LEFT, ROW_TOP - i * ROW_STEP, ROW_W, ROW_H)
            for text in texts:
                text.draw()
        self.summary.draw()
        self.line.draw()
        self.note.draw()


def count_for_the_day(view: Any, challenge: daily.Challenge, date: datetime.date) -> None:
    """Make a game scene count its result for the day when it ends (`GameScene.when_ended`), as
    long as it is still the challenge's own game (not a new seed after "Play again")."""

    def count(status: Any) -> None:
        if challenge.matches(view.session):
            problem = record_result(date, challenge.game_id, int(view.rules.score(view.state)))[1]
            if problem and problem not in view.app.problems:  # said where the app says file problems
                view.app.problems.append(problem)

    view.when_ended.append(count)
