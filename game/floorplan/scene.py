"""Floorplan's scene: the composition root of the museum model on the table, the Visitor's turn by
mouse or keyboard, Stauf's turn told as it happens. It builds the parts, wires them, and answers
GameScene's calls; every part reads the Visitor's view (`observe`), never the state.

What the player sees: both floors side by side in wooden frames, the Stairway squares at the same
height with gold lines across between them (one space on two floors); gold insertion arrows round
every line that can shift (the one that would undo the last push greyed, its reason on hover); the
spare tile in its slot under the second floor. The panel on the left holds the round and its target
(the Blue Angel), the twelve Galleries charted as they are visited, the record, the talismans and
the End turn button.

A Visitor's turn: point at an arrow (or move the keyboard cursor onto one) and the line leans in
the push's direction, the tile that would fall off reddens; click or Enter pushes. Then the spaces
the Visitor can walk to are lit; pointing at one shows the path; click or Enter walks there step by
step (walk again if you like); a talisman from the panel (or keys 1-3) then a space plays it; End
turn (E) resurfaces. Stauf thinks off the frame ("Stauf is thinking...") and his moves are animated
the same way. The parts: keys and clicks in `input.py` (`FloorplanInput`), the moves they make (and
the talisman aimed, the spare's turns) in `input_moves.py`, what the board and the panel offer for
the mode (arrows, lit spaces, the path, the prompt) in `input_guide.py`, the panel in `hud.py`, the
story's tweens in `story.py` (`Story`), the board's sprites in `board_view.py`, the Visitor's view in
`visitor_view.py` (`VisitorView`: the small one of `corridor.py` and the large card, kept in the
profile), the pause after a lost round in `overlays.py`, the end card in `results.py` (`Results`).
"""

from __future__ import annotations

import arcade

from game.core.rules import Outcome, Status
from game.core.session import Session
from game.floorplan import art_brush as brush
from game.floorplan.board_view import BoardView
from game.floorplan.hud import Hud
from game.floorplan.input import FloorplanInput
from game.floorplan.input_guide import Guide, Moment
from game.floorplan.input_moves import Turn, VisitorMoves
from game.floorplan.layout import HUD_BOX, Layout
from game.floorplan.overlays import RoundLostCard
from game.floorplan.pure.board import geometry
from game.floorplan.pure.content import GAME_ID
from game.floorplan.pure.model import SHIFT, VISITOR, EndTurn, Shift, Walk
from game.floorplan.pure.rules import (
    RULES,
    legal_shifts,
    reachable,
)
from game.floorplan.results import Results
from game.floorplan.story import Banner, Story
from game.floorplan.visitor_view import VisitorView
from game.ui import theme
from game.ui.end_card import EndCard
from game.ui.game_scene import GameScene
from game.ui.undo_buttons import UndoPlace

#: Design-space box (left, bottom, width, height) round the board, for the Game Select card.
#: The first floor, the stair link, most of the second floor, the spare and the prompt (432:340, as the card).
CARD_CROP = (262, 72, 816, 642)


class FloorplanScene(GameScene):
    """Floorplan in play (or in replay): the parts, and GameScene's calls passed on to them."""

    game_id = GAME_ID
    background = brush.TABLE
    clears_itself = True  # its still layer: the panel, the resting board and the texts
    #: right of the spare tile, below the card picture's crop (`CARD_CROP`)
    undo_place = UndoPlace(1042, 30)

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        view = self.view()
        museum = view.setup.museum
        self.g = g = geometry(museum)
        self.layout = Layout.fit(tuple(g.sizes), tuple(g.squares[s] for s in g.stairs))
        self.board = BoardView(self.layout, g)
        self.hud = Hud(self.layout, g, museum.title, view.setup.difficulty.title())
        self.banner = Banner(self._board_middle())
        self.round_card = RoundLostCard(self._board_middle())
        self.visitor_view = VisitorView(self.layout, g, self.hud, self._board_middle(), app.profile,
                                        [session.seed, museum.name])
        self.story = Story(self.board, g, self.layout, self.timeline, app.audio, self.hud, self.banner, self.view,
                           self.shown_visited, self.walked_to, self.lost_round)
        self.hinted = None
        self._stale = True
        self._was_thinking = False
        self._view_in = 0  # frames until the Visitor's view follows the state (0: it does)
        self._place_message()
        self.thinking_label.position = (self.hud.prompt.x, self.hud.prompt.y)
        self.thinking_label.font_size = 19
        self.moves = VisitorMoves(Turn(self.view, self.mode, self.play_move, self.say, self.refresh), app.audio)
        moves = self.moves
        actions = {"push": moves.push, "walk_to": moves.walk_to, "aim": moves.aim, "choose": moves.choose,
                   "end_turn": moves.end_turn, "cancel": moves.cancel, "rotate": moves.rotate,
                   "look_around": self.look_around, "enlarge": self.enlarge, "go_on": self.go_on, "say": self.say,
                   "refresh": self.refresh}
        self.input = FloorplanInput(self.layout, g, self.board.arrow_at, self.hud, self.visitor_view.small,
                                    self.round_card, self.visitor_view.large, self.timeline, self.view, self.mode,
                                    self.legal_keys, lambda: self.chosen, actions)
        self.guide = Guide(self.board, self.hud, self.layout, g, self.input)
        self.results = Results(app, lambda: self.session.to_save(), play_again=self.play_again,
                               watch_replay=self.watch_replay)
        self.still.watch(*self.board.still_layers())
        self.hud.panel.on_change = lambda: self.still.drop(self.hud.panel.box)
        self.sync()
        self._show_view()  # at once on the first frame
        self._view_in = 0

    # -- reading the state -------------------------------------------------------------------------
    def view(self):
        """What the Visitor sees (Floorplan hides nothing)."""
        return RULES.observe(self.state, VISITOR)

    def shown_visited(self) -> tuple:
        """The Galleries visited, as the Visitor's view has them."""
        return self.view().visited

    def mode(self) -> str:
        """What input means now: "shift", "walk", "target" (aiming a talisman), "lost" (the pause
        after a lost round), "view" (the Visitor's view enlarged), "wait" (Stauf's turn, an
        animation, a replay or the end)."""
        view = self.view()
        if self.round_card.open:
            return "lost"
        if self.visitor_view.large.open:
            return "view"
        if self.replaying or self.ended or self.session.status() != Status.PLAYING or view.player != VISITOR:
            return "wait"
        if view.phase == SHIFT:
            return "shift"
        return "target" if self.chosen else "walk"

    @property
    def chosen(self) -> str | None:
        """The talisman being aimed (`input_moves.py`), None when none is."""
        return self.moves.chosen

    def legal_keys(self) -> set:
        """The insertion points the Visitor may push at now."""
        return {(s.floor, s.side, s.index) for s in legal_shifts(self.view())}

    def reach(self) -> list:
        """The spaces the Visitor can walk to (not the one he stands on)."""
        view = self.view()
        return [s for s in reachable(view, VISITOR) if s != view.visitor and
                not (self.g.index(s) in self.g.stairs and view.visitor is not None
                     and self.g.same_space(self.g.index(s), self.g.index(view.visitor)))]

    def _place_message(self) -> None:
        """The message line under the board, over the key help: centred under the board, as wide as
        the room between the panel and the Undo button allows, in two lines where one is not enough
        (on one line, a long refusal ran under the Undo button)."""
        layout, middle, undo = self.layout, self.hud.prompt.x, self.undo_buttons.undo
        half = min(middle - HUD_BOX[2] - 8, undo.left - 12 - middle)
        lowest = min(min(layout.frame_box(f)[1] for f in range(len(layout.floors))),
                     min(layout.entry_center(k)[1] for k in self.board.arrow_at) - layout.cell / 2)
        self.place_message((middle - half, 24, middle + half, max(50, min(70, lowest - 4))), "center", 14,
                           (236, 214, 170))

    # -- GameScene's four -----------------------------------------------------------------------------
    def sync(self) -> None:
        """Every sprite and text exactly as the state shows it."""
        view = self.view()
        self.board.place(view)
        self.moves.turns = 0
        self.hud.show(view)
        self._view_in = 3  # the Visitor's view follows from the next frame, not on top of this busy one
        self.banner.clear()
        # the marks and texts: now, or, at the end of a story (the timeline still busy), in this
        # frame's `update` once it is over (both made a push's last frame lay them out twice)
        self._stale = self.timeline.busy
        if not self._stale:
            self.refresh()

    def animate(self, events: list) -> None:
        """Queue the story of a move (a hint shown for the position before it goes); at its end the
        board snaps to the state."""
        self.clear_hint()
        self.moves.chosen = None
        self.input.forget_key()
        self.board.show_path([])
        self.board.show_reach(())
        self.board.set_arrows(set(), None, False)
        self.board.show_ghost(None)  # the spare itself comes in now
        self.board.show_goal(None)
        self.board.set_cursor(None)
        self.hud.show_chosen(None)
        self.hud.end_button.set(False, False)
        self.hud.prompt.show("")
        end = self.story.play(events)
        self.timeline.call(end, self.sync)

    def refused(self, move, reason: str) -> None:
        """Say why, with the refusal sound."""
        self.app.audio.play("refuse")
        self.say(reason)

    def draw_still(self) -> None:
        """The panel and the resting board (in a box painted again, those that reach it)."""
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        if self.still.reaches(self.hud.panel.box):
            self.hud.draw_still(exact)
        if self.still.reaches(self.board.frames):
            self.board.draw_still(exact)

    def draw_game(self) -> None:
        """Over the still layer: the button, the Visitor's view and the texts, the arrows, the
        tokens and what flies, the banner and the cards."""
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        self.hud.draw(exact)
        self.board.draw(exact)
        self.banner.draw()
        self.round_card.draw()
        self.visitor_view.large.draw()

    def thinking_text(self, player: int) -> str:
        """What the screen says while Stauf decides."""
        return "Stauf is thinking..."

    def score_key(self) -> str:
        """Best results are kept per difficulty."""
        return self.view().setup.difficulty

    # -- what the screen offers now ----------------------------------------------------------------
    def show_prompts(self) -> None:
        """The help line and the buttons, naming the controls of the device used last."""
        for part in (self.hud, self.round_card, self.visitor_view.large):
            part.relabel()
        self.refresh()

    def prompt_texts(self) -> list[str]:
        """The help line under the board and End turn."""
        return [self.hud.help.text, self.hud.end_button.text]

    def refresh(self) -> None:
        """Arrows, lit spaces, the path preview, the cursor and the texts for the current mode
        (`input_guide.py`)."""
        mode = self.mode()
        lit = self.reach() if mode == "walk" else list(self.moves.targets()) if mode == "target" else []
        over = self.ended or self.session.status() != Status.PLAYING
        now = Moment(mode, self.view(), self.chosen, self.moves.turns, self.timeline.busy, self.thinking,
                     self.replaying, over)
        self.guide.show(now, self.legal_keys() if mode == "shift" else set(), lit)

    def _board_middle(self) -> tuple[float, float]:
        left = self.layout.frame_box(0)[0]
        right = self.layout.frame_box(len(self.layout.floors) - 1)[2]
        return (left + right) / 2, self.layout.center(self.g.squares[self.g.stairs[0]])[1]

    # -- playing ------------------------------------------------------------------------------------
    def look_around(self, way: int = 1) -> None:
        """Turn the Visitor's view a quarter to the right (`way` 1) or the left (-1)."""
        if self.visitor_view.turn(way, self.view()):
            self.app.save_profile()
        self.app.audio.play("click")

    def enlarge(self, shown: bool) -> None:
        """Open the Visitor's view large, or close it."""
        if self.visitor_view.open_large(shown, self.view()):
            self.app.save_profile()
        self.app.audio.play("click")
        self.refresh()

    def _show_view(self) -> None:
        """The Visitor's view (and the enlarged one, while open) as he stands now."""
        self.visitor_view.show(self.view())

    def covered(self) -> None:
        """Paused or left: the search stops, and the view is kept as it is."""
        super().covered()
        if self.visitor_view.keep():
            self.app.save_profile()

    def lost_round(self, title: str, lines: tuple[str, str, str]) -> None:
        """Stop on the lost-round card until the player continues."""
        self.round_card.show(title, lines)
        self.refresh()

    def go_on(self) -> None:
        """Close the lost-round card: the Visitor opens the new round."""
        self.round_card.open = False
        self.app.audio.play("click")
        self.refresh()

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Keys, to the input part."""
        return self.input.key_down(symbol, modifiers)

    def pointer_move(self, x: float, y: float) -> None:
        """Pointer moves, to the input part."""
        self.input.pointer_move(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """Clicks, to the input part."""
        self.input.pointer_down(x, y, button)

    def on_key_press(self, symbol: int, modifiers: int):
        """Esc closes the enlarged view first; otherwise as every game scene."""
        if symbol == arcade.key.ESCAPE and self.visitor_view.large.open and not self.round_card.open:
            self.touch()
            self.enlarge(False)
            return True
        return super().on_key_press(symbol, modifiers)

    def walked_to(self, origin, to) -> None:
        """A step of the Visitor's walk has been shown: his view follows him."""
        self.visitor_view.walked(origin, to, self.view())

    # -- hints ----------------------------------------------------------------------------------------
    def show_hint(self, move) -> None:
        """Point at the hinted push or walk (only in the Visitor's own turn, with no card open)."""
        if self.mode() not in ("shift", "walk"):
            return
        self.hinted = move
        if isinstance(move, Shift):
            self.input.point_at(key=(move.floor, move.side, move.index))
            self.say("Hint: push the spare in at the lit arrow.")
        elif isinstance(move, Walk):
            self.input.point_at(square=move.to)
            self.say("Hint: walk to the marked space.")
        elif isinstance(move, EndTurn):
            self.say("Hint: end your turn here.")
        self.refresh()

    def clear_hint(self) -> None:
        """Forget the hint, and take its words off the screen."""
        self.hinted = None
        if self.message.text.startswith("Hint:"):
            self.say("", 0.0)

    # -- frame and the end ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Riders follow their tiles while the maze moves; the angel hovers; once a story is told
        (or Stauf starts or stops thinking) the marks and texts follow the state."""
        busy = self.timeline.busy
        if busy:
            self.board.ride()
        self.board.update(self.age)
        self.board.chips.update(dt * self.app.settings.animation_speed)
        if self._view_in:
            self._view_in -= 1
            if self._view_in == 1:  # the picture a frame before its caption (each costs 0.7-1 ms)
                self.visitor_view.show(self.view(), words=False)
            elif not self._view_in and self.visitor_view.show(self.view(), words=False):
                self._view_in = 1  # a move since the picture (Stauf's, at once): its caption a frame later
            elif not self._view_in:
                self._show_view()
        thinking = self.thinking
        if not busy and (self._stale or thinking != self._was_thinking):
            self._stale = False
            self._was_thinking = thinking
            self.refresh()

    def after_draw(self) -> None:
        """While the frame is shaded: a painting the Visitor's view may show next, made ahead."""
        self.visitor_view.small.warm(self.view())

    def end_card(self, status: Status, outcome: Outcome | None) -> EndCard:
        """The results card (`results.py`): the record of the game, the best at this difficulty, and
        what next."""
        title, lines, actions = self.results.card(status, self.view(), outcome, self.replaying)
        return EndCard(title, lines, actions, won=status == Status.WON)

    def watch_replay(self) -> None:
        """Replay this game from its first move, in a new scene."""
        self.app.pop()  # the result overlay
        start, moves = Session.for_replay(RULES, self.session.to_save())
        self.app.replace(create_view(self.app, start, replay_moves=moves))


def create_view(app, session: Session, replay_moves=None) -> FloorplanScene:
    """The scene for a session of Floorplan (or a replay of its moves)."""
    return FloorplanScene(app, session, replay_moves)
