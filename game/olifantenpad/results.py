"""Olifantenpad's end card: the park closing, or a learning walk done, read from the rules.

The card (`game.ui.end_card.EndCard`, shown by the platform's one end of a game) is built from the
rules' `Outcome` (who won, drew or lost, and every player's points) and the mode (a lesson, the
Park of the Day, solo, bots or hot-seat): a row per player with their colour, the winners marked,
and per mode the best of the day, the rating change, or a lesson's verdict; Play again (not after a
replay) and Menu. After the 17:00 hour played out on screen the platform keeps the park in view
RESULTS_PAUSE_S first (its points still rising), or until a key or a click (`CLOSING_WORDS`).
Nothing here reads the game's state; the scene hands over the outcome and its view.
"""

from __future__ import annotations

from typing import Callable, Sequence

from game.core.rules import Outcome, Status
from game.core.saves import delete_save
from game.olifantenpad import textures
from game.olifantenpad.pure import rating
from game.olifantenpad.pure.lessons import LESSONS, Lesson, lesson_index, record_done
from game.olifantenpad.pure.modes import Mode
from game.ui.end_card import EndCard, ScoreRow

GAME_ID = "olifantenpad"
#: Seconds the park stays in view after the 17:00 hour has played out, before the results (a key
#: or a click shows them sooner), and what the message line says meanwhile.
RESULTS_PAUSE_S = 3.0
CLOSING_WORDS = "The park closes. Any key or a click: the results."


class Results:
    """The end of a game over the park: the app's profile takes the best score or the rating;
    `name(p)` is how a player is called; `again`, `play_again` and `next_lesson` are what the
    buttons do (the scene's, since they restart or replace it)."""

    def __init__(self, app, mode: Mode, name: Callable[[int], str], *, again: Callable[[], None],
                 play_again: Callable[[], None], next_lesson: Callable[[Lesson], None]) -> None:
        self.app, self.mode, self.name = app, mode, name
        self.again, self.play_again, self.next_lesson = again, play_again, next_lesson
        self.rated = False  # a game against bots changed the rating already

    def reset(self) -> None:
        """The game starts again: not rated yet."""
        self.rated = False

    # -- a lesson done ----------------------------------------------------------------------------
    def lesson_card(self, lesson: Lesson) -> EndCard:
        """The lesson's goal is reached: record it, drop the save, offer the next lesson."""
        app = self.app
        record_done(app.profile, lesson.name)
        app.save_profile()
        delete_save(GAME_ID)
        index = lesson_index(lesson.name)
        following = LESSONS[index + 1] if 0 <= index < len(LESSONS) - 1 else None
        lines = [lesson.goal_text.split(":")[0].rstrip(".") + ": done."]
        lines.append(f"Next: {following.title}" if following else "You have walked all five lessons!")
        actions = []
        if following is not None:
            actions.append(("Next lesson", lambda: self.next_lesson(following)))
        actions += [("Again", self.again), ("Menu", app.to_menu)]
        return EndCard("Lesson complete!", lines, actions, won=True)

    # -- the park closes --------------------------------------------------------------------------
    def card(self, status: Status, outcome: Outcome | None, scores: Sequence[int], viewer: int,
             humans: Sequence[int], *, replaying: bool, score_key: str, lesson: Lesson | None) -> EndCard:
        """The results of a finished game, from its `outcome` (None: a game stopped before 17:00,
        which only a picture or a test does, shows the viewer's `status` over the points so far,
        `scores`); a game against bots not yet rated changes the player's rating now; `score_key`:
        where a solo score is kept."""
        if outcome is None:
            outcome = Outcome(tuple(status if p == viewer else Status.LOST for p in range(len(scores))),
                              tuple(scores))
        rate = self.mode.kind == "bots" and not replaying and not self.rated
        self.rated = self.rated or rate
        app, mode = self.app, self.mode
        scores = list(outcome.scores)
        top = max(scores)
        leaders = ([p for p, result in enumerate(outcome.results) if result in (Status.WON, Status.DRAW)]
                   or [p for p, s in enumerate(scores) if s == top])  # nobody won: the most points lead
        rows = [ScoreRow(self.name(p), s, p in leaders, textures.icon("swatch", 30, p))
                for p, s in sorted(enumerate(scores), key=lambda pair: -pair[1])] if len(scores) > 1 else []
        lines: list[str] = []
        me = humans[0] if humans else 0
        won = outcome.results[me] == Status.WON
        if mode.kind == "lesson" and lesson is not None:
            title, won = "Not yet: try again", False
            lines = [f"Goal: {lesson.goal_text}"]
        elif len(scores) == 1:
            title = "The park closes"
            lines = [f"{scores[0]} points."]
            if not replaying:
                new_best = app.record_result(GAME_ID, score_key, scores[0])
                best = app.profile.best.get(GAME_ID, {}).get(score_key, scores[0])
                lines.append("A new best for today!" if new_best and mode.kind == "day" else
                             "A new best!" if new_best else f"Best: {best}")
        else:
            if len(leaders) > 1:
                title = "A draw!"
            elif mode.kind == "bots":
                title = "You won!" if leaders[0] in humans else f"{self.name(leaders[0])} wins"
            else:
                title = f"{self.name(leaders[0])} wins!"
                won = True
            lines.append(self._verdict(leaders, top))
            if rate:
                bots = [(mode.levels.get(p, "normal"), scores[p]) for p in range(len(scores)) if p != me]
                delta = rating.change(rating.current(app.profile), scores[me], bots)
                before, after = rating.record(app.profile, delta)
                app.save_profile()
                lines.append(f"Rating {before} \u2192 {after} ({after - before:+d})")
        actions = [] if replaying else [("Play again", self.play_again)]
        if mode.kind == "lesson" and not replaying:
            actions = [("Again", self.again)]
        actions.append(("Menu", app.to_menu))
        return EndCard(title if not replaying else "Replay over", lines, actions, won=won, rows=rows)

    def _verdict(self, leaders: list[int], top: int) -> str:
        """Who won, in a sentence with the players' names."""
        points = "1 point" if top == 1 else f"{top} points"
        if len(leaders) > 1:
            names = [self.name(p) for p in leaders]
            return f"{', '.join(names[:-1])} and {names[-1]} share the lead with {points}."
        name = self.name(leaders[0])
        return f"{name} {'win' if name == 'You' else 'wins'} with {points}."
