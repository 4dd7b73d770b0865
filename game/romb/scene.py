"""Romb Raider's scene: the composition root of a room in play (or in replay).

It builds the parts and wires them: the board view (`board_view.py`: the room, its fog and light,
with the map's walls in `map_view.py` and the spirits in `spirits.py`), the story (`story.py`: a
turn's events as animations), the input (`input.py`: keys and clicks into moves, the hover and
hint rings), the HUD (`hud.py`) and the results card (`results.py`). Every part reads the
player's view (`observe`), never the state. The room list (`create_setup`) is in `setup.py`,
prepared situations in `shots.py`, textures in `textures.py`.
"""

from __future__ import annotations

from game.core.rules import Outcome, Status
from game.core.session import Session
from game.romb import art
from game.romb.board_view import BoardView
from game.romb.hud import Hud
from game.romb.input import OFFSETS, RombInput
from game.romb.pure.campaign import GAME_ID, campaign, room_session
from game.romb.pure.rules import RULES, View
from game.romb.results import Results, score_key
from game.romb.setup import RoomSelectScene, create_setup
from game.romb.spirits import FADE_S
from game.romb.story import Story
from game.romb.textures import TEXT_WARM, fit_board, outer_wall
from game.ui import theme
from game.ui.end_card import EndCard
from game.ui.game_scene import GameScene

__all__ = ["CARD_CROP", "FADE_S", "RombScene", "RoomSelectScene", "create_setup", "create_view"]


class RombScene(GameScene):
    """Romb Raider in play (or in replay): the parts, and GameScene's calls passed on to them."""

    game_id = GAME_ID
    background = art.FOG  # so a dark square needs no sprite at all: fog over it is the same colour
    clears_itself = True  # its still layer: the HUD round the room (but the turn counter), over the fog's colour

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        room = self.view()  # the outline only: walls and torches come square by square as seen
        self.records = campaign()
        names = [r.name for r in self.records]
        self.index = names.index(room.name) if room.name in names else -1
        record = self.records[self.index] if self.index >= 0 else None
        self.hud = Hud(f"Room {self.index + 1}: {record.title}" if record else room.name,
                       record.intro if record else "")
        self.board = fit_board(room, below=self.hud.bottom)
        self._place_message()
        self.board_view = BoardView(self.board, room, self.timeline, app, self.say)
        self.story = Story(self.board_view, self.timeline, self.view)
        self.input = RombInput(self.board)
        self.results = Results(app, self.board, self.records, self.index, retry=self.retry,
                               next_room=self.next_room)
        self.still.watch(self.hud.sprites, texts=[self.hud.labels])
        self.sync()

    # -- the player's view --------------------------------------------------------------------------
    def view(self) -> View:
        """What the rules let the player see (the only source of what is drawn)."""
        return RULES.observe(self.state, 0)

    def _story_views(self) -> list[View]:
        """The player's view after each move of this room so far (for the "remember the map" assist)."""
        state = self.session.start_state
        views = [RULES.observe(state, 0)]
        for played in self.session.history:
            try:
                state, _ = RULES.apply(state, played.move, played.player)
            except Exception:  # noqa: BLE001 - a story the session already accepted; stop quietly
                break
            views.append(RULES.observe(state, 0))
        return views

    def show_prompts(self) -> None:
        """The keys line, for the device used last (the message line beside it, as wide as it leaves)."""
        self.hud.show_keys()
        self._place_message()

    def _place_message(self) -> None:
        """The message line under the room, right-aligned between the keys line and the Undo and
        Redo buttons, in two lines where one is not enough (right-aligned at the window's edge, it
        ran under the buttons)."""
        keys, undo = self.hud.controls, self.undo_buttons.undo
        room_bottom = self.board.bottom - outer_wall(self.board.cell) / 2
        self.place_message((keys.right + 16, 2, undo.left - 12, room_bottom - 2), "right", 13, TEXT_WARM)

    def prompt_texts(self) -> list[str]:
        """The keys line's words."""
        return [self.hud.keys_words]

    def sync(self) -> None:
        """Every part exactly as the view shows it (after undo, restart, load)."""
        view = self.view()
        if self.app.settings.remember_map:
            self.board_view.map.remember(self._story_views())
        self.board_view.sync(view)
        self.story.lost = None
        self.hud.show(view.turns, view.has_loot)

    def animate(self, events: list) -> None:
        """The turn's story, then the HUD as it ends."""
        view = self.view()
        self.story.play(events, view)
        self.hud.show(view.turns, view.has_loot)

    def refused(self, move, reason: str) -> None:
        """A wall in the way: say so, and bump the raider against it."""
        super().refused(move, reason)
        self.board_view.bump_towards(*OFFSETS.get(getattr(move, "direction", ""), (0, 0)))

    # -- input and hints ------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows or WASD walk; Space or period waits."""
        move = self.input.key_move(symbol)
        if move is None:
            return False
        self.play_move(move)
        return True

    def pointer_move(self, x: float, y: float) -> None:
        """Ring the neighbouring square under the pointer (or the raider's own: wait)."""
        self.input.point(self.view(), x, y, self.ended)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click on a neighbouring square walks there; on the raider waits."""
        if self.ended:
            return
        answer = self.input.click(self.view(), x, y)
        if answer is None:
            return
        if isinstance(answer, str):
            self.say(answer)
        else:
            self.play_move(answer)
        self.pointer_move(x, y)

    def no_hint(self) -> None:
        """The hint search found no way out: say so."""
        self.say("No way out is left from here: Esc, then Restart, tries the room again.", 5.0)

    def show_hint(self, move) -> None:
        """Ring the square to walk to (or the raider's own, to wait)."""
        self.say(self.input.hint(self.view(), move), 4.0)

    def clear_hint(self) -> None:
        """Hide the hint ring."""
        self.input.clear_hint()

    # -- the end of a room -----------------------------------------------------------------------------
    def score_key(self) -> str:
        """The room's best-score entry (apart when the "remember the map" assist was on)."""
        return score_key(self.view().name, self.board_view.map.assisted)

    def end_card(self, status: Status, outcome: Outcome | None) -> EndCard:
        """The results card (`results.py`), from the outcome and the view."""
        return self.results.card(status, self.view(), outcome, self.story.lost,
                                 assisted=self.board_view.map.assisted, replaying=self.replaying)

    def retry(self) -> None:
        """The same room again from the steps."""
        self.app.pop()  # the result overlay
        self.restart()

    def next_room(self, name: str) -> None:
        """The next room of the campaign, in a new scene."""
        self.app.pop()  # the result overlay
        self.app.replace(self.spec.part("scene")(self.app, room_session(name)))

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The board's flames, spirits, rings and raider move on."""
        self.board_view.update(self.age, dt, self.input.hover, self.input.hinted, replaying=self.replaying,
                               ended=self.ended)

    def draw_still(self) -> None:
        """The HUD but its turn counter: copied each frame, painted again where a text or picture of
        it changed."""
        self.hud.draw()

    def draw_game(self) -> None:
        """The room and the turn counter, over the still layer."""
        exact = self.window.get_framebuffer_size() == (theme.WIDTH, theme.HEIGHT)
        self.board_view.draw(exact, self.window.ctx.BLEND_ADDITIVE)
        self.hud.draw_counter()


# -- the app's entry point ----------------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the room, for the Game Select card (tools/shots.py).
CARD_CROP = (240, 28, 800, 630)


def create_view(app, session: Session, replay_moves=None) -> RombScene:
    """The scene for a session of Romb Raider (or a replay of its moves)."""
    return RombScene(app, session, replay_moves)
