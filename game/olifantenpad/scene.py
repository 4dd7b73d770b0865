"""Olifantenpad's scene: the park from above, planning a walk, and each hour played out.

What the player sees: the park (lawn, sidewalks, ponds, trees, benches, flowerbeds, gates, hedge)
fitted on the left, the panel on the right (`hud.py`). Planning: clicking cells or pressing
direction keys lays up to five numbered steps from where the player stands or from a gate (steps 3
to 5); faint rings show where the next step may go; a refused step shows a red cross and the
rules' reason. "Walk!" sends the plan. When every plan is in, the hour plays out from its events:
the players walk together step number by step number, the grass wears under them, free cells take
their owner's pattern (grey for a tie), the visitors walk their routes leaving footprints with
"+N" over owned cells while the scores count up, busy stretches are fenced, unwalked trails grow
back, last hour's fences sink, and the clock moves on.

Modes (`pure/modes.py`): a learning walk (`pure/lessons.py`: its text over the park, golden
targets, a scripted friend), the Park of the Day or solo, against bots (they plan off the frame
while you do), hot-seat (a cover hides the park between planners; an optional 30-second timer).
This module builds and wires the parts and passes GameScene's calls on: the park's layers in
`board_view.py`, walkers in `walkers.py`, planning marks in `plan_view.py`, what the panel says of
the walk being planned (its note, the visitor preview, the players' statuses) in `hud_walk.py`, a
lesson's words in `hud_lesson.py`, the keys, clicks and the walk being laid in `input.py`, the
hour's animation in `story.py` (by event type), the end card in `results.py` (from the rules'
`Outcome`). The scene reads only the player's view (`observe`) and the events it is given.
"""

from __future__ import annotations

import time

from game.core.session import Session
from game.olifantenpad.art import set_looks
from game.olifantenpad.board_view import ParkView, fit_board
from game.olifantenpad.hud import PANEL, Hud
from game.olifantenpad.hud_lesson import LessonPanel
from game.olifantenpad.hud_walk import WalkPanel
from game.olifantenpad.input import Game, OlifantenpadInput, keys_help
from game.olifantenpad.overlays import Cover
from game.olifantenpad.plan_view import PlanView
from game.olifantenpad.pure.content import load_settings
from game.olifantenpad.pure.events import HourEnded, Planned, Walked
from game.olifantenpad.pure.lessons import Lesson
from game.olifantenpad.pure.modes import mode_of
from game.olifantenpad.pure.planner import Draft
from game.olifantenpad.pure.rules import HOURS, Plan, View
from game.olifantenpad.results import CLOSING_WORDS, RESULTS_PAUSE_S, Results
from game.olifantenpad.story import HourStory
from game.olifantenpad.walkers import Walkers
from game.ui import theme
from game.ui.end_card import EndCard
from game.ui.game_scene import GameScene
from game.ui.prompts import key_label
from game.ui.undo_buttons import UndoPlace

GAME_ID = "olifantenpad"
BACKGROUND = PANEL  # the panel's colour: the clear paints it for free


#: The message line's text size (two lines of it fit under the park).
MESSAGE_SIZE = 12


class OlifantenpadScene(GameScene):
    """Olifantenpad in play (or in replay)."""

    game_id = GAME_ID
    background = BACKGROUND
    #: its still layer is the background alone, copied where a clear would be: a clear followed by
    #: the canvases' copies made the software renderer carry out the clear first (0.45 ms a frame
    #: more than the clear and the copies apart, measured)
    clears_itself = True
    #: under the park, left; "Undo" in the panel takes back a step of the walk being planned
    undo_place = UndoPlace(33, 5, 120, 26, words=("Undo hour", "Redo hour"))

    def __init__(self, app, session, replay_moves=None) -> None:
        set_looks(getattr(session, "looks", ()))  # online: the colours chosen in the lobby
        super().__init__(app, session, replay_moves=replay_moves)
        self.mode = mode_of(session, app.profile)
        self.lesson = self.mode.lesson
        view = self.view
        self.lesson_panel = LessonPanel(self.lesson, view.park) if self.lesson is not None else None
        self.board = self.lesson_panel.board if self.lesson_panel is not None else fit_board(view.park)
        self.park_view = ParkView(view.park, self.board)
        self.walkers = Walkers(self.park_view, view.players)
        self.plan_view = PlanView(self.park_view)
        self.hud = Hud(self._title(), self._names(), lambda: self.input.walk(), lambda: self.input.undo_step(),
                       lambda: self.input.clear_steps())
        self.hud.set_keys(keys_help())
        self.walk_panel = WalkPanel(self.hud, self.plan_view, self.mode)
        self.cover = Cover(lambda: self.input.reveal())
        self._place_message()
        if self.lesson is not None:
            self.plan_view.show_targets(self.lesson.targets)
        try:
            self.plan_seconds = float(load_settings().plan_seconds)
        except Exception:  # a broken settings file: the rules page's 30 seconds
            self.plan_seconds = 30.0
        self.resolving = False
        game = Game(view=lambda: self.view, viewer=lambda: self.viewer, look_as=self._look_as,
                    to_move=lambda: self.session.to_move(), humans=lambda: self.session.humans,
                    play_move=self.play_move, say=self.say, age=lambda: self.age, free=self._free,
                    show_walk=self._show_walk, sync=self.sync,
                    player_name=self.player_name)
        self.input = OlifantenpadInput(game, self.mode, self.lesson, self.plan_seconds, audio=app.audio,
                                       board=self.board, plan_view=self.plan_view, hud=self.hud, cover=self.cover,
                                       timeline=self.timeline)
        self.done_lesson = False
        self.closing_hour = False  # the 17:00 hour was played out on screen
        self.shown_scores = list(view.scores)
        self.story = HourStory(self.park_view, self.walkers, self.timeline, self.hud, app.audio, self.shown_scores)
        self.results = Results(app, self.mode, self.player_name, again=self.again, play_again=self.play_again,
                               next_lesson=self.start_lesson)
        self.walkers.warm()
        self.sync()

    # -- set-up --------------------------------------------------------------------------------------------
    @property
    def view(self) -> View:
        """The park as the viewer may see it now (`observe`): all the scene ever reads of the game."""
        return self.rules.observe(self.state, self.viewer)

    def _place_message(self) -> None:
        """The message line under the park, beside the Undo hour and Redo hour buttons and clear of
        them, the park and the panel: in two lines where one is not enough, smaller at a larger
        text size where two would not fit (centred under the park, a long message ran over the
        buttons)."""
        redo = self.undo_buttons.redo
        below = self.park_view.canvas.box[1]  # the park's picture, its hedge included, starts here
        self.place_message((redo.left + redo.width + 12, 2, self.hud.canvas.box[0] - 8, below - 2), "left",
                           MESSAGE_SIZE, (236, 232, 210))

    def _title(self) -> str:
        if self.lesson is not None:
            return f"Learning walk: {self.lesson.title}"
        return self.view.park.title

    def _names(self) -> list[str]:
        return list(self.mode.names)

    # -- names --------------------------------------------------------------------------------------------
    def player_name(self, player: int) -> str:
        """How the HUD and the end screen name a player."""
        names = self.mode.names
        return names[player] if player < len(names) else f"Player {player + 1}"

    def thinking_text(self, player: int) -> str:
        """What the panel says while a bot plans."""
        return f"{self.player_name(player)} is planning..."

    def score_key(self) -> str:
        """Best scores per day for the Park of the Day, else per park."""
        day = getattr(self.session.params, "day", "")
        return f"day-{day}" if day else self.view.park.name

    # -- showing the state ---------------------------------------------------------------------------
    @property
    def planning(self) -> bool:
        """True while the viewer may lay steps (the input part's answer)."""
        return self.input.planning

    @property
    def draft(self) -> Draft | None:
        """The walk being laid (the input part's), None when there is none to lay."""
        return self.input.draft

    def _free(self) -> bool:
        """No hour playing out, no replay, not ended: the board takes a planner."""
        return not self.resolving and not self.replaying and not self.ended

    def _look_as(self, player: int) -> None:
        """The screen is the player's now (hot-seat hand-over)."""
        self.viewer = player

    def show_prompts(self) -> None:
        """The panel's key line, and the walk's note (it names a key), for the device used last."""
        self.hud.set_keys(keys_help())
        if not self.timeline.busy:  # an hour on screen shows its own note
            self._show_walk(self.view)

    def prompt_texts(self) -> list[str]:
        """The panel's key line."""
        return [self.hud.keys.text]

    def sync(self) -> None:
        """Show the current state as the viewer may see it (no animation)."""
        self.timeline.clear()
        self.walkers.clear()
        self.resolving = False
        view = self.view
        self.shown_scores[:] = view.scores
        self.park_view.show(view.wear, view.owner, view.fences)
        self.walkers.place_tokens(view.positions)
        for p, score in enumerate(view.scores):
            self.hud.set_score(p, score)
        self.hud.set_hour(view.hour)
        self.walk_panel.show_groups(view)
        movers = self.session.to_move()
        if self.viewer in movers and not self.replaying and view.plan is None:
            self.input.begin(Draft(view.park, view.fences, view.positions[self.viewer]))
        else:
            self.input.begin(None)
        self.plan_view.show_ghost(None, None, 0)
        self._show_walk(view)
        self._show_statuses()
        self.walk_panel.show_partner(view)

    def _show_walk(self, view=None) -> None:
        """The walk slots, the marks on the park, the buttons (`hud_walk.py`)."""
        waiting = [self.player_name(p) for p in self.session.to_move()]
        self.walk_panel.show_walk(view or self.view, self.viewer, self.input.draft, revealed=self.input.revealed,
                                  planning=self.planning, waiting=waiting)

    def _show_statuses(self) -> None:
        """Every player's status line (`hud_walk.py`)."""
        self.walk_panel.show_statuses(self.view, self.viewer, self.session.humans, resolving=self.resolving,
                                      revealed=self.input.revealed,
                                      thinking_for=self._thinking_for if self.thinking else None)

    # -- the hour played out -------------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """A plan coming in (a status), or the whole hour from its events."""
        if not any(isinstance(e, Walked) for e in events):
            for event in events:
                if isinstance(event, Planned) and event.player != self.viewer:
                    self.app.audio.play("click")
            self._show_statuses()
            if self.input.draft is None:
                self._show_walk()
            return
        view = self.view
        hour = next((e.hour for e in events if isinstance(e, HourEnded)), view.hour - 1)
        self.closing_hour = hour == len(HOURS) - 1
        self.resolving = True
        self.input.begin(None)
        self.plan_view.clear()
        skip = f"{HOURS[hour]} in the park. A click or {key_label('olifantenpad', 'walk')} skips."
        self.hud.set_walk(None, [], 1, skip, head="THE HOUR")
        self.hud.set_buttons(False, False)
        self.hud.set_timer(None)
        self._show_statuses()
        self.story.play(events, view, hour, self.hour_shown)

    def hour_shown(self) -> None:
        """The hour's animation is over: show the state exactly; a lesson may be done; hot-seat
        covers the park for the next planner."""
        self.resolving = False
        if self.mode.hotseat:
            self.input.hide()
        self.sync()
        if self.lesson is not None and not self.done_lesson and self.lesson.goal(self.view):
            self.done_lesson = True
            if not self.replaying:
                self.ended = True
                self.app.show_result(self, self.results.lesson_card(self.lesson))

    # -- the end ------------------------------------------------------------------------------------------
    def again(self) -> None:
        """The results card's Again: the same game from its first position."""
        self.app.pop()
        self.restart()

    def play_again(self) -> None:
        """The results card's Play again: the same kind of game with a new seed (the Park of the Day
        stays today's park)."""
        self.app.pop()
        self.session = Session(self.rules, self.session.params, time.time_ns() & 0xFFFFFFFF, self.session.content)
        self.replay_moves = None
        self.restart()

    def start_lesson(self, lesson: Lesson) -> None:
        """The results card's Next lesson, in a new scene of the same kind."""
        app = self.app
        app.pop()
        app.replace(type(self)(app, Session(self.rules, lesson.params(), 0, lesson.park)))

    def restart(self) -> None:
        """The same game from its first position; hot-seat starts with the cover again."""
        self.done_lesson = False
        self.closing_hour = False
        self.results.reset()
        self.input.reset()
        self.viewer = self.session.humans[0] if self.session.humans else 0
        super().restart()

    def results_pause(self) -> tuple[float, str] | None:
        """After the 17:00 hour played out on screen the park stays in view a moment, its points
        still rising, before the results."""
        return (RESULTS_PAUSE_S, CLOSING_WORDS) if self.closing_hour else None

    def end_card(self, status, outcome) -> EndCard:
        """The results (`results.py`): every player's points, the winners, the rating or the best."""
        view = self.view
        return self.results.card(status, outcome, view.scores, self.viewer, self.session.humans,
                                 replaying=self.replaying, score_key=self.score_key(), lesson=self.lesson)

    # -- input: passed on to the input part ----------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys (`input.py`)."""
        return self.input.key_down(symbol, modifiers)

    def pointer_move(self, x: float, y: float) -> None:
        """The pointer moved (`input.py`)."""
        self.input.pointer_move(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click (`input.py`)."""
        self.input.pointer_down(x, y, button)

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """A drag (`input.py`)."""
        self.input.pointer_drag(x, y, buttons)

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """A button let go (`input.py`)."""
        self.input.pointer_up(x, y, button)

    def show_hint(self, move) -> None:
        """The idle hint: a good walk, drawn faintly in gold."""
        if self.planning and isinstance(move, Plan):
            self.plan_view.show_ghost(move, self.view.positions[self.viewer], self.viewer)
            self.say("A walk worth trying is drawn in gold.", 3)

    def clear_hint(self) -> None:
        """Hide the hint (the lesson friend's walk stays)."""
        self.plan_view.show_ghost(None, None, 0)
        if self.lesson is not None and self.input.draft is not None:
            self.walk_panel.show_partner(self.view)

    # -- frame ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Fades, pulses, the hot-seat timer."""
        speed = self.app.settings.animation_speed
        self.walkers.update(dt, speed)
        self.plan_view.update(self.age)
        self.hud.update(dt)
        if self.input.covered_by_handover:
            self.cover.update(dt)
        self.input.update(dt)
        if self.thinking and self.age % 0.5 < dt:
            self._show_statuses()

    def on_update(self, delta_time: float) -> None:
        """GameScene's frame; statuses refresh when a bot starts or stops planning."""
        was = self.thinking
        super().on_update(delta_time)
        if was != self.thinking:
            self._show_statuses()

    def draw(self) -> None:
        """The game, its Undo and Redo buttons, the message line, the replay mark (the bots' thinking
        shows in the panel)."""
        canvases = () if self.input.covered_by_handover else (self.park_view.canvas, self.hud.canvas)
        # the canvases are copied over every pixel of their boxes: the still layer leaves them out
        self.still.draw(self.draw_still, [(x, y, x + w, y + h) for x, y, w, h in (c.box for c in canvases)])
        self.draw_game()
        self.undo_buttons.draw()
        if self.age < self._message_until:
            self.message.draw()
        if self.replaying:
            self.replay_label.draw()

    def draw_game(self) -> None:
        """The park and its layers, the walkers, the trees, marks and effects, the panel; or the
        hand-over cover alone."""
        if self.input.covered_by_handover:
            hour = HOURS[min(self.view.hour, len(HOURS) - 1)]
            player = self.input.next_planner()
            self.cover.show(player, self.player_name(player), hour, int(self.plan_seconds) if self.mode.timer else None)
            self.cover.draw()
            return
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        # the copies first: in software rendering a copy after a draw waits for the draw to be done
        self.park_view.draw_ground(exact)
        self.hud.draw_panel(exact)
        self.park_view.draw_over_ground()
        self.walkers.draw_under()
        self.plan_view.draw_under()
        self.walkers.draw()
        self.park_view.draw_trees()
        self.plan_view.draw_over()
        self.walkers.draw_over()
        if self.lesson_panel is not None:
            self.lesson_panel.draw()
        self.hud.draw()


# -- entry points --------------------------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) round the park, for the Game Select card.
CARD_CROP = (16, 34, 894, 670)


def create_view(app, session, replay_moves=None) -> OlifantenpadScene:
    """The scene for a session of Olifantenpad (or a replay of its moves)."""
    return OlifantenpadScene(app, session, replay_moves)

