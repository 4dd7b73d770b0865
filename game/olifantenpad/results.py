"""Olifantenpad's results card: the park closing, or a learning walk done, read from the rules.

The card is built from the rules' `Outcome` (who won, drew or lost, and every player's points) and
the mode (a lesson, the Park of the Day, solo, bots or hot-seat): every player's points with the
winners marked, and per mode the best of the day, the rating change, or a lesson's verdict; Play
again (not after a replay) and Menu. After the 17:00 hour played out on screen the card waits
RESULTS_PAUSE_S (the park in view, its points still rising) or until a key or a click. Nothing here
reads the game's state; the scene hands over the outcome, the view and what to do for each button.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.core.rules import Outcome, Status
from game.core.saves import delete_save
from game.olifantenpad.overlays import ResultsOverlay
from game.olifantenpad.pure import rating
from game.olifantenpad.pure.lessons import LESSONS, Lesson, lesson_index, record_done
from game.olifantenpad.pure.modes import Mode
from game.olifantenpad.pure.rules import View

GAME_ID = "olifantenpad"
#: Seconds the park stays in view after the 17:00 hour has played out, before the results (a key
#: or a click shows them sooner).
RESULTS_PAUSE_S = 3.0


@dataclass
class Ending:
    """What the results card reads of the game, as callables (never the scene): the rules' outcome
    (None before the end), the viewer's view and seat, the people at the screen, whether this is a
    replay, where a solo score is kept, the scene's clock, the message line and its silencing, and
    the lesson being walked."""

    outcome: Callable[[], Outcome | None]
    view: Callable[[], View]
    viewer: Callable[[], int]
    humans: Callable[[], list[int]]
    replaying: Callable[[], bool]
    score_key: Callable[[], str]
    age: Callable[[], float]
    say: Callable[[str, float], None]
    hush: Callable[[], None]
    lesson: Lesson | None


class ResultsCard:
    """Shows the end of a game over the park (`below`): the app's profile takes the best score or
    the rating; `name(p)` is how a player is called; `again`, `play_again` and `next_lesson` are
    what the buttons do (the scene's, since they restart or replace it); `game` what the end reads
    of the game (its outcome, the viewer's view and seat, the message line, the clock)."""

    def __init__(self, app, below, mode: Mode, name: Callable[[int], str], *, again: Callable[[], None],
                 play_again: Callable[[], None], next_lesson: Callable[[Lesson], None], game: Ending) -> None:
        self.app, self.below, self.mode, self.name = app, below, mode, name
        self.again, self.play_again, self.next_lesson = again, play_again, next_lesson
        self.game = game
        self.due: float | None = None  # when the results show, after the closing hour
        self.status: Status | None = None
        self.rated = False  # a game against bots changed the rating already

    # -- the end of a game ---------------------------------------------------------------------------------
    def game_over(self, status: Status, closing: bool) -> None:
        """The results card; after the 17:00 hour played out on screen (`closing`), the park stays
        in view for RESULTS_PAUSE_S first, or until a key or a click (`show_waiting`)."""
        self.status = status
        if not closing:
            self._closed()
            return
        self.due = self.game.age() + RESULTS_PAUSE_S
        self.game.say("The park closes. Any key or a click: the results.", RESULTS_PAUSE_S + 30)

    def show_waiting(self) -> bool:
        """Show the results now if they wait after the closing hour; False if none wait."""
        if self.due is None:
            return False
        self.due = None
        self.game.hush()
        self._closed()
        return True

    def update(self) -> None:
        """The pause after the closing hour is over: the results."""
        if self.due is not None and self.game.age() >= self.due:
            self.show_waiting()

    def reset(self) -> None:
        """The game starts again: nothing waits, not rated yet."""
        self.rated = False
        self.due = None

    def _closed(self) -> None:
        """The results card from the rules' outcome (a game stopped before 17:00, which only a
        picture or a test does, shows the viewer's status over the points so far); a game against
        bots is rated once."""
        game = self.game
        status = self.status or Status.LOST
        view, viewer, replaying = game.view(), game.viewer(), game.replaying()
        outcome = game.outcome() or Outcome(
            tuple(status if p == viewer else Status.LOST for p in range(view.players)), view.scores)
        rate = self.mode.kind == "bots" and not replaying and not self.rated
        self.rated = self.rated or rate
        self.park_closed(outcome, game.humans(), replaying=replaying, rate=rate, score_key=game.score_key(),
                         lesson=game.lesson)

    # -- a lesson done ----------------------------------------------------------------------------
    def lesson_complete(self, lesson: Lesson) -> None:
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
        app.push(ResultsOverlay(app, self.below, "Lesson complete!", [], lines, actions, won=True))

    # -- the park closes --------------------------------------------------------------------------
    def park_closed(self, outcome: Outcome, humans: tuple[int, ...] | list[int], *, replaying: bool, rate: bool,
                    score_key: str, lesson: Lesson | None) -> None:
        """The results of a finished game. `rate`: a game against bots not yet rated changes the
        player's rating now; `score_key`: where a solo score is kept."""
        app, mode = self.app, self.mode
        scores = list(outcome.scores)
        top = max(scores)
        leaders = ([p for p, result in enumerate(outcome.results) if result in (Status.WON, Status.DRAW)]
                   or [p for p, s in enumerate(scores) if s == top])  # nobody won: the most points lead
        rows = sorted(((p, self.name(p), s, p in leaders) for p, s in enumerate(scores)), key=lambda r: -r[2])
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
        app.push(ResultsOverlay(app, self.below, title if not replaying else "Replay over", rows, lines, actions,
                                won=won))

    def _verdict(self, leaders: list[int], top: int) -> str:
        """Who won, in a sentence with the players' names."""
        points = "1 point" if top == 1 else f"{top} points"
        if len(leaders) > 1:
            names = [self.name(p) for p in leaders]
            return f"{', '.join(names[:-1])} and {names[-1]} share the lead with {points}."
        name = self.name(leaders[0])
        return f"{name} {'win' if name == 'You' else 'wins'} with {points}."
