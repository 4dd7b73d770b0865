"""The base of every game's scene: the session, moves, animation, hints, pause, saves, replays.

A game's scene subclasses `GameScene` and implements four things: `sync()` (build the visuals from
the current state, no animation), `animate(events)` (queue tweens on `self.timeline` for the events
of one turn; the rules are already final), `refused(move, reason)` (bounce back) and `draw_game()`.
Everything else is shared: Esc opens the pause overlay, Ctrl+Z / Ctrl+Y undo and redo, a hint after
the idle delay from Settings, an autosave after every turn (so a crash never eats a game), the
end-of-game overlay with best scores, statistics, and replays of recorded moves.

Undo, an assist: Ctrl+Z goes back to the player's last decision together with the bots' answers to
it (the session's undo), down to the start of the game; Ctrl+Y (or Ctrl+Shift+Z) plays it again.
The game's view is then rebuilt from the state (`sync`, which reads `observe`), so an undo shows
only what the player saw at that point; the bots, seeded by the position, answer a replayed
decision the same. Undo is on unless Settings turn it off, and off in a game between several
people at one screen (it would take back another player's secret decision). A game in which it
was used is assisted (`used_assist`): the end screen says so, and the statistics count it apart.
`undo_move` and `redo_move` are what the keys and the on-screen Undo and Redo buttons
(`game.ui.undo_buttons`, placed by each game's `undo_place`) call; `can_undo` and `can_redo` say
whether to enable them.

Statistics: a game that ends in play (not a replay, not an editor's test play, not a position that
was already over when it was shown) is recorded once, here, for every game: its result for the
(first) human player, its score, the time it was on screen, the hints shown and whether an assist
was used, grouped by the game's `score_key` (`game.core.stats.record_finished`); the finished save
goes on the history's shelf for Watch. Time, hints and the assisted mark are kept in the session's
`PlayRecord`, which rides in the save, so a game continued later keeps them; a game's own assist
(Romb Raider's remembered map) sets the scene's `assisted`, which joins the record at each save.

Opponents: when a bot is to move, the scene asks it off the frame (a `Thinker` thread), says that
the opponent is thinking, and plays its answer with its player like any move; pause, quit, undo
and restart cancel the search. The idle hint is searched the same way, by the game's `hint` (its
`ai.py`). A scene shows a turn through `events_for(viewer)`, so it never animates what its player
may not see.
"""

from __future__ import annotations

import time
from typing import Callable

import arcade

from game.catalog import game
from game.core.bots import Budget, bot_rng
from game.core.play_record import PlayRecord
from game.core.rules import IllegalMove, Move, Outcome, Status
from game.core.saves import delete_save, write_save_soon
from game.core.session import Played, Session
from game.core.stats import record_finished, result_of
from game.core.thinking import Thinker
from game.ui import theme
from game.ui.cached_layer import CachedLayer
from game.ui.end_card import CardWait, EndCard
from game.ui.physics import Debris
from game.ui.scene import Scene
from game.ui.services import App
from game.ui.undo_buttons import UndoButtons, UndoPlace

REPLAY_STEP_SECONDS = 0.7
#: Search nodes the idle hint may visit (it runs off the frame; a hint need not be perfect).
HINT_NODES = 200_000


class GameScene(Scene):
    """A game in play (or in replay)."""

    game_id: str = ""
    #: Where the end-of-game panel is centred (design space) unless its card says: over the board,
    #: where a game's board is not in the middle of the window, so the panel covers no score beside it.
    result_centre: tuple[float, float] = (theme.WIDTH / 2, theme.HEIGHT / 2)
    #: Where the on-screen Undo and Redo buttons go: free space that covers nothing of the game's.
    undo_place = UndoPlace(theme.WIDTH - 2 * 96 - 8 - 16, 12)

    def __init__(self, app: App, session: Session, *, replay_moves: list[Played] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.spec = game(self.game_id)
        self.thinker = Thinker()
        self._thinking_for = 0
        #: The player whose eyes the screen shows (hot-seat scenes change it at each hand-over).
        self.viewer = session.humans[0] if session.humans else 0
        self.replay_moves = list(replay_moves) if replay_moves is not None else None
        self._replay_wait = 0.0
        self.idle = 0.0
        self.hint_on = False
        self._hint_asked = False  # hint_move() answered for this position (even with None)
        self.ended = False
        #: told the status when the game ends, before its end card (the Daily screen counts a
        #: challenge's result here); never after a replay, whose end is no result
        self.when_ended: list[Callable[[Status], None]] = []
        self._start_checked = False
        self.message = theme.Text("", theme.WIDTH / 2, 16, theme.TEXT_DIM, 14, font_name=theme.BODY_FONT,
                                  anchor_x="center")
        self._message_until = 0.0
        self.replay_label = theme.Text("REPLAY", 10, theme.HEIGHT - 4, theme.DANGER, 13,  # in the corner,
                                       font_name=theme.HEADING_FONT, anchor_y="top")  # above any title
        self.thinking_label = theme.Text("", theme.WIDTH / 2, theme.HEIGHT - 30, theme.ACCENT, 16,
                                         font_name=theme.BODY_FONT, anchor_x="center")
        #: False in an editor's test play: the player's save slot is neither written nor deleted
        self.autosave = True
        #: a `game.ui.level_play.LevelPlay` when the game plays a level file (hot reload, test play)
        self.level_play = None
        #: a game's own assist (Romb's remembered map) was on in this game (undo marks the record)
        self.assisted = False
        self.moves_played = 0  # in this scene: a game shown already over was not finished here
        self.undo_buttons = UndoButtons(self, self.undo_place)
        self._pointer: tuple[float, float] | None = None  # design space, for the buttons' hover
        #: what the game shows that stays still (`draw_still`), copied rather than drawn each frame
        #: in a scene that `clears_itself`
        self.still = CachedLayer(self)
        self.card_wait = CardWait()  # an end card held back a moment (`results_pause`)

    # -- for subclasses ------------------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild every visual from `self.session.state` (after undo, restart, load)."""
        raise NotImplementedError

    def animate(self, events: list) -> None:
        """Queue the animation of one turn's events on `self.timeline`."""
        raise NotImplementedError

    def refused(self, move: Move, reason: str) -> None:
        """Show that a move was refused (default: say why)."""
        self.app.audio.play("refuse")
        self.say(reason)

    def draw_game(self) -> None:
        """Draw the board and HUD (over the still layer, in a scene that `clears_itself`)."""
        raise NotImplementedError

    def draw_still(self) -> None:
        """What stays still from frame to frame under everything `draw_game` draws (the backdrop,
        the panels' boxes, their headings), in a scene that sets `clears_itself`: painted once into
        `self.still` and copied from then on, which in software rendering costs a fraction of
        drawing it (and replaces the frame's clear). Call `refresh_still()` when it changes."""

    def refresh_still(self) -> None:
        """What `draw_still` shows changed: paint the still layer again next frame."""
        self.still.drop()

    def release_layers(self) -> None:
        """Free the still layer's copy (painted again when next drawn)."""
        self.still.release()

    def no_hint(self) -> None:
        """The hint search found nothing to suggest (default: stay quiet)."""

    def show_hint(self, move: Move) -> None:
        """Make the hint visible; `clear_hint` hides it."""

    def clear_hint(self) -> None:
        """Hide the hint."""

    def score_key(self) -> str:
        """Which best-score entry this game counts towards (a level, a room, or "total")."""
        return "total"

    def end_title(self, status: Status) -> str:
        """The heading of the end-of-game overlay."""
        return {Status.WON: "You won!", Status.DRAW: "A draw"}.get(status, "Game over")

    def thinking_text(self, player: int) -> str:
        """What the screen says while bot `player` decides."""
        return "Your opponent is thinking..."

    # -- playing ---------------------------------------------------------------------------------
    @property
    def state(self):
        """The current rules state."""
        return self.session.state

    @property
    def replaying(self) -> bool:
        """True while showing a replay (input is ignored except Esc)."""
        return self.replay_moves is not None

    def say(self, text: str, seconds: float = 3.0) -> None:
        """Show a short message at the bottom of the screen."""
        self.message.text = text
        self._message_until = self.age + seconds

    def place_message(self, box: tuple[float, float, float, float], align: str = "center", size: float = 14,
                      color: tuple = theme.TEXT_DIM) -> None:
        """Put the message line in a design-space box (left, bottom, right, top) that nothing else
        of the screen uses (the Undo and Redo buttons beside it included): wrapped to the box's
        width, `align`ed in it, smaller at a larger text size where its lines would not fit the
        box's height (never below `size`)."""
        left, bottom, right, top = box
        text = self.message.text
        self.message = theme.Text(text, left, (bottom + top) / 2, color, size, font_name=theme.BODY_FONT,
                                  anchor_x="left", anchor_y="center", multiline=True, width=int(right - left),
                                  align=align, fit_height=top - bottom)

    def play_move(self, move: Move, player: int | None = None) -> bool:
        """Play `player`'s move (None: the player to move): refuse it with a reason, or apply it and
        animate the events the viewer may see."""
        if self.ended:
            return False
        if self.timeline.busy:
            self.timeline.finish()
        if player is None and not self.replaying:
            player = self.human_to_move()
        try:
            events = self.session.play(move, player)
        except IllegalMove as exc:
            self.refused(move, exc.reason)
            return False
        self.touch()
        self.moves_played += not self.replaying
        self.animate(self.session.events_for(events, self.viewer))
        self.timeline.call(self.timeline.end, self._turn_done)
        return True

    def human_to_move(self) -> int | None:
        """The human whose decision it is now (the viewer first), or None when no human is to move."""
        movers = [p for p in self.session.to_move() if p in self.session.humans]
        if self.viewer in movers:
            return self.viewer
        return movers[0] if movers else None

    @property
    def thinking(self) -> bool:
        """True while a bot decides."""
        return self.thinker.busy and self.thinker.label == "bot"

    def _ask_bot(self) -> None:
        """Start the decision of the bot to move, off the frame."""
        player = self.session.bot_to_move()
        bot_for = self.spec.part("bots")
        if player is None or bot_for is None:
            return
        bot = bot_for(self.session.params, player)
        view = self.rules.observe(self.state, player)
        rng = bot_rng(self.session.seed, len(self.session.history), player)
        self.thinker.start(lambda budget: bot.decide(self.rules, view, player, rng, budget),
                           bot.budget(), "bot")
        self.thinking_label.text = self.thinking_text(player)
        self._thinking_for = player

    def _ask_hint(self) -> None:
        """Start the hint search for the viewer, off the frame."""
        hint = self.spec.part("hint")
        if hint is None or self.human_to_move() is None:
            return
        state, player = self.state, self.human_to_move()
        self.thinker.start(lambda budget: hint(self.rules, state, player, budget), Budget(HINT_NODES),
                           "hint")

    def _collect_thought(self) -> None:
        """Play a bot's finished decision, or show a finished hint."""
        label = self.thinker.label
        done, answer = self.thinker.result()
        if not done:
            return
        if label == "bot":
            self.play_move(answer, self._thinking_for)
        elif answer is None:
            self.no_hint()
        else:
            self.hint_on = True
            self.session.record.hints += 1
            self.show_hint(answer)

    def entered(self) -> None:
        """On first showing, a session that is already over (a loaded or built position) ends at once."""
        if not self._start_checked:
            self._start_checked = True
            if self.session.status() != Status.PLAYING:
                self.timeline.call(0.0, self._turn_done)

    def covered(self) -> None:
        """Covered by pause or another screen, or closed: stop any search (a bot asks again when
        the game is back on screen); its still layer goes (the text size, the palette or the window
        may change meanwhile)."""
        self.thinker.cancel()
        self.release_layers()

    def _turn_done(self) -> None:
        status = self.session.status()
        if status == Status.PLAYING:
            self.save_game()
        elif not self.ended:
            self.ended = True
            if not self.replaying and self.autosave:
                delete_save(self.game_id)
                if self.moves_played:
                    self.record_statistics(status)
            if not self.replaying:
                for listener in self.when_ended:
                    listener(status)
            self.game_over(status)

    def record_statistics(self, status: Status) -> None:
        """Count the finished game in the profile's statistics and history, and write the profile."""
        outcome = self.rules.outcome(self.state)
        player = self.session.humans[0] if self.session.humans else 0
        result = outcome.for_player(player) if outcome is not None else status
        score = (outcome.scores[player] if outcome is not None and player < len(outcome.scores)
                 else self.rules.score(self.state))
        record = self.session.record
        record_finished(self.app.profile, self.game_id, self.score_key(), result_of(result.value), score,
                        record.seconds, record.hints, self.used_assist(), self.session.to_save())
        self.app.save_profile()

    def result_lines(self, outcome: Outcome | None) -> list[str]:
        """The score lines of the end-of-game overlay: why it ended, then the score against the
        best (one player) or every player's score (several)."""
        lines = [outcome.reason] if outcome is not None and outcome.reason else []
        if outcome is not None and len(outcome.scores) > 1:
            return lines + [f"{self.player_name(p)}: {score:,}" for p, score in enumerate(outcome.scores)]
        score = self.rules.score(self.state)
        if self.replaying:
            return lines + [f"Score: {score:,}"]
        new_best = self.app.record_result(self.game_id, self.score_key(), score)
        best = self.app.profile.best.get(self.game_id, {}).get(self.score_key(), score)
        return lines + [f"Score: {score:,}", "A new best!" if new_best else f"Best: {best:,}"]

    def player_name(self, player: int) -> str:
        """How the end screen and messages name a player."""
        return "You" if player in self.session.humans and len(self.session.humans) == 1 else f"Player {player + 1}"

    def results_pause(self) -> tuple[float, str] | None:
        """Seconds the finished game stays in view before its end card (a key or a click shows it
        sooner) and what the message line says meanwhile; None (here): the card at once."""
        return None

    def game_over(self, status: Status) -> None:
        """The one end of every game: its end card (`end_card`, from the rules' `Outcome`) shown
        over the board, after the game's `results_pause` if it asks for one."""
        pause = self.results_pause()
        if pause is None:
            self._show_end_card(status)
            return
        seconds, words = pause
        self.say(words, seconds + 30)
        self.card_wait.hold(self.age + seconds, lambda: self._show_end_card(status, waited=True))

    def _show_end_card(self, status: Status, waited: bool = False) -> None:
        if waited:
            self._message_until = 0.0  # what the wait said is over
        self.app.show_result(self, self.end_card(status, self.rules.outcome(self.state)))

    def end_card(self, status: Status, outcome: Outcome | None) -> EndCard:
        """The end card: the outcome's lines (`result_lines`), Play again (not after a replay) and
        Menu. A game whose end says more (a best per room, the next room, a replay to watch) builds
        its card in its results part and returns it here."""
        actions = [("Menu", self.app.to_menu)]
        if not self.replaying:
            actions.insert(0, ("Play again", self.play_again))
        return EndCard(self.end_title(status), self.result_lines(outcome), actions, won=status == Status.WON)

    def play_again(self) -> None:
        """A new game with the same params and content and a new seed (a session built from a
        position has no content of its own: the params' content then)."""
        self.app.pop()  # the result overlay
        old = self.session
        content = old.content if old.content is not None else self.spec.content_for(old.params)
        self.session = Session(self.rules, old.params, time.time_ns() & 0xFFFFFFFF, content)
        self.replay_moves = None
        self._reset()

    def restart(self) -> None:
        """The same game from its first position (same seed)."""
        self.session.restart()
        self._reset()

    def _reset(self) -> None:
        self.thinker.cancel()
        self.card_wait.clear()
        self.ended = False
        self.assisted = False
        self.moves_played = 0
        self.session.record = PlayRecord()  # a new attempt: its own time, hints and assists
        self.timeline.clear()
        self.clear_hint()
        self.touch()
        self.sync()

    # -- undo, an assist --------------------------------------------------------------------------
    def undo_problem(self) -> str | None:
        """Why undo cannot be used in this game now (None: it can)."""
        if self.replaying or self.ended:
            return "There is nothing to undo here."
        if not self.app.settings.undo:
            return "Undo is off (Settings)."
        if len(self.session.humans) > 1:
            return "No undo in a game between people at one screen."
        return None

    def used_assist(self) -> bool:
        """True when an assist was used in this game (undo, now or before it was saved; a game's own)."""
        return self.assisted or self.session.record.assisted

    def can_undo(self) -> bool:
        """True when Ctrl+Z would take a move back now (for a HUD's Undo button)."""
        return self._switch_undo() and self.session.can_undo()

    def can_redo(self) -> bool:
        """True when Ctrl+Y would play an undone move again now (for the Redo button)."""
        return self._switch_undo() and self.session.can_redo()

    def _switch_undo(self) -> bool:
        """Let the session undo exactly when the player may now (the setting can change mid-game)."""
        self.session.undo_allowed = self.undo_problem() is None
        return self.session.undo_allowed

    def undo_move(self) -> bool:
        """Take back the player's last decision (and the bots' answers to it); the game becomes
        assisted. Says why when it cannot."""
        return self._step_history(redo=False)

    def redo_move(self) -> bool:
        """Play an undone decision again (and the bots' answers to it)."""
        return self._step_history(redo=True)

    def _step_history(self, *, redo: bool) -> bool:
        if self._switch_undo() and (self.session.redo() if redo else self.session.undo()):
            self.session.record.assisted = True
            self.thinker.cancel()
            self.timeline.finish()
            self.touch()
            self.sync()
            self.save_game()
            self.say("Undone: this game counts as assisted." if not redo else "Redone.", 2.0)
            return True
        self.app.audio.play("refuse")
        self.say(self.undo_problem() or ("Nothing to redo." if redo else
                                         "Nothing to undo: this is the start of the game."))
        return False

    def save_game(self) -> None:
        """Write the save slot, off the frame (not for replays or finished games)."""
        if self.autosave and not self.replaying and not self.ended and self.session.status() == Status.PLAYING:
            self.session.record.assisted |= self.assisted
            write_save_soon(self.session)

    def touch(self) -> None:
        """The player did something: restart the hint countdown (and drop a hint being searched)."""
        self.idle = 0.0
        self._hint_asked = False
        if self.thinker.label == "hint":
            self.thinker.cancel()
        if self.hint_on:
            self.hint_on = False
            self.clear_hint()

    # -- input -------------------------------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int):
        """Esc pauses; Ctrl+Z/Ctrl+Y undo/redo; the rest goes to the game (not during replays)."""
        self.touch()
        if self.level_play is not None and self.level_play.key(symbol, modifiers):
            return True
        if symbol == arcade.key.ESCAPE:
            if self.replaying:
                self.app.to_menu()
            else:
                self.timeline.finish()
                self.app.open_pause(self)
            return True
        if self.card_wait.release():  # a game over, its end card waiting: any key shows it
            return True
        if self.replaying:
            return True
        if modifiers & arcade.key.MOD_CTRL and symbol in (arcade.key.Z, arcade.key.Y):
            (self.redo_move if symbol == arcade.key.Y or modifiers & arcade.key.MOD_SHIFT else self.undo_move)()
            return True
        return super().on_key_press(symbol, modifiers)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Clicks on the Undo and Redo buttons undo and redo; the rest go to the game unless replaying."""
        self.touch()
        if self.card_wait.release():  # a game over, its end card waiting: a click shows it
            return
        if not self.replaying and not self.undo_buttons.click(*self.app.to_design(x, y)):
            super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        """Where the pointer is (the buttons light under it); the move goes to the game too."""
        self._pointer = self.app.to_design(x, y)
        super().on_mouse_motion(x, y, dx, dy)

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> None:
        """Drags go to the game unless replaying."""
        if not self.replaying:
            super().on_mouse_drag(x, y, dx, dy, buttons, modifiers)

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        """Releases go to the game unless replaying."""
        if not self.replaying:
            super().on_mouse_release(x, y, button, modifiers)

    # -- frame ---------------------------------------------------------------------------------
    def on_update(self, delta_time: float) -> None:
        """Flying debris as much as Settings asks, the timeline, replay stepping, the bot's turn and
        the idle hint."""
        Debris.level = self.app.settings.debris
        super().on_update(delta_time)
        self.undo_buttons.update(delta_time, self._pointer)
        self.card_wait.update(self.age)
        if self.level_play is not None:
            self.level_play.update(delta_time)
        if not self.replaying and not self.ended:
            self.session.record.seconds += delta_time
        if self.replaying and not self.timeline.busy and not self.ended:
            self._replay_wait += delta_time
            if self._replay_wait >= REPLAY_STEP_SECONDS / self.app.settings.animation_speed:
                self._replay_wait = 0.0
                if self.replay_moves:
                    played = self.replay_moves.pop(0)
                    self.play_move(played.move, played.player)
        if self.thinker.busy or self.thinker.label:
            self._collect_thought()
        if self.replaying or self.ended or self.timeline.busy or self.thinking:
            return
        if self.session.bot_to_move() is not None and self.session.status() == Status.PLAYING:
            self._ask_bot()
            return
        self.idle += delta_time
        if not self._hint_asked and self.idle >= self.app.settings.hint_delay:
            self._hint_asked = True  # once per position: a hint search can be slow
            self._ask_hint()

    def draw(self) -> None:
        """The still layer (in a scene that `clears_itself`), the game, its Undo and Redo buttons,
        then the message line and the replay mark."""
        if self.clears_itself:
            self.still.draw(self.draw_still)
        self.draw_game()
        self.undo_buttons.draw()
        if self.age < self._message_until:
            self.message.draw()
        if self.replaying:
            self.replay_label.draw()
        elif self.thinking:
            self.thinking_label.draw()
        if self.level_play is not None:
            self.level_play.draw()
