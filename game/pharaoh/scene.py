"""Pharaoh Tomb's scene: the composition root of the 8x8 board of hieroglyphs in a sandstone frame
in a torch-lit tomb, in play (or in replay).

It builds the parts and wires them: the board view (`board_view.py`: the glyphs' sprites, their
motions, the selection's and hint's feedback), the story (`story.py`: a turn's events as tweens,
effects and sounds), the input (`input.py`: swaps by click-click, drag or keyboard; pocket pieces by
drag, click-then-click or keys 1-3), the HUD (`hud.py`: the side panel with the level, the score,
the progress, the moves left, the pocket and the kinds in play; `hud_status.py`: its bottom line,
the keys or a message on its plaque) and the results (`results.py`: the level-passed card and the
mode's statistics). Every part reads the player's view (`observe`), never the state. Layout and
textures are in `layout.py`, the room in `tomb.py`; the How to Play pictures and the benchmark in
`shots.py`.
"""

from __future__ import annotations

import math

import pyglet

from game.core.session import Session
from game.pharaoh import art
from game.pharaoh.board_view import BoardView
from game.pharaoh.hud import Hud
from game.pharaoh.hud_status import StatusLine
from game.pharaoh.input import PharaohInput, keys_text
from game.pharaoh.layout import (
    BELOW_MASK,
    BOARD_BOTTOM,
    BOARD_LEFT,
    BOARD_RIGHT,
    BOARD_TOP,
    cell_at,
    cell_center,
    slot_center,
)
from game.pharaoh.pure import records
from game.pharaoh.pure.content import CLASSIC
from game.pharaoh.pure.rules import LevelPassed, State, Swap
from game.pharaoh.results import Results
from game.pharaoh.story import Story
from game.ui import theme
from game.ui.clip import clipped
from game.ui.game_scene import GameScene
from game.ui.labels import Labels
from game.ui.undo_buttons import UndoPlace

__all__ = ["BOARD_BOTTOM", "BOARD_LEFT", "BOARD_RIGHT", "BOARD_TOP", "CARD_CROP", "PharaohScene", "cell_at",
           "cell_center", "create_view", "slot_center"]


class PharaohScene(GameScene):
    """Pharaoh Tomb in play (or in replay): the parts, and GameScene's calls passed on to them."""

    game_id = "pharaoh"
    #: one above the other in the wall left of the board
    undo_place = UndoPlace(4, 290, 44, 40, stacked=True)
    result_centre = ((BOARD_LEFT + BOARD_RIGHT) / 2, (BOARD_BOTTOM + BOARD_TOP) / 2)
    background = art.FLOOR  # the board's floor and the panel boxes' recesses (see layout.flat_boxes)
    clears_itself = True  # its still layer: the backdrop, the glyphs at rest and the panel

    def __init__(self, app, session: Session, replay_moves=None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        colorblind = bool(app.settings.colorblind)
        self.batch = pyglet.graphics.Batch()  # drawn every frame: keys, score, progress, moves left
        self.board_view = BoardView(self.timeline, colorblind, app.camera.viewport.width > theme.WIDTH)
        self.status = StatusLine(self.message, self.board_view.top, self.batch)  # messages on the panel's bottom line
        self._said_until = 0.0
        labels = Labels(self.batch)
        self.panel_texts = Labels()  # the panel's level and pocket texts: in the still layer
        self.hud = Hud(self.panel_texts, colorblind, self.board_view.hud, self.board_view.dense, live=labels,
                       live_sprites=self.board_view.panel)
        self.results = Results(app, self.game_id, lambda: self.mode, self.score_key)
        self.story = Story(self.board_view, self.hud, self.timeline, self.view, lambda: self.age, app.audio,
                           self.say, colorblind, lambda: self.replaying, self._level_passed,
                           self.results.count_reshuffle)
        self.input = PharaohInput(self.board_view, self.view, self.play_move, self.say, app.audio.play)
        self.still.watch(*self.board_view.still_layers(), texts=[self.panel_texts])
        self.sync()

    # -- the player's view ----------------------------------------------------------------------------
    def view(self) -> State:
        """What the rules let the player see (the only source of what is drawn)."""
        return self.rules.observe(self.state, 0)

    def show_prompts(self) -> None:
        """The status line's keys, named for the device used last."""
        self.status.keys.text = keys_text()

    def prompt_texts(self) -> list[str]:
        """The status line's keys."""
        return [self.status.keys.text]

    def sync(self) -> None:
        """Board, panel and pocket exactly as the view says; no selection, no effects."""
        self.show_board()
        self.story.clear()
        self.input.reset()
        self.board_view.settle()

    def show_board(self) -> None:
        """Every glyph at rest in its cell as the view says, and the panel from the view."""
        view = self.view()
        self.story.forget_panel()
        self.board_view.show(view.board)
        self.hud.show_view(view)

    def animate(self, events: list) -> None:
        """The turn's story."""
        self.story.play(events)

    def refused(self, move, reason: str) -> None:
        """Say why; a refused swap moves both glyphs half-way and back."""
        super().refused(move, reason)
        if isinstance(move, Swap):
            self.board_view.bounce(move)

    def show_hint(self, move) -> None:
        """Glow on both cells of a swap, or on the slot (and cell) of a pocket move."""
        text = self.board_view.show_hint(move)
        if text is not None:
            self.say(text)

    def clear_hint(self) -> None:
        """Hide the hint glow."""
        self.board_view.clear_hint()

    # -- a passed level ---------------------------------------------------------------------------------
    def _level_passed(self, event: LevelPassed) -> None:
        """Counted in the mode's statistics, then its card; Continue brings in the new board."""
        view = self.view()
        self.results.count_level(event, view)
        card = self.results.level_card(event, view, self._continue)
        self.app.show_result(self, card)

    def _continue(self) -> None:
        """Close the level-passed overlay and bring in the new board."""
        self.app.pop()
        self.story.enter_level()

    # -- the mode, messages and records ------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """The mode this game is played in (Classic for a game built from a position)."""
        return getattr(self.session.params, "mode", CLASSIC)

    def score_key(self) -> str:
        """Best scores are kept per mode (Classic's under "total", as before modes)."""
        return records.score_key(self.mode)

    def say(self, text: str, seconds: float = 3.0) -> None:
        """Show a message on the panel's bottom line, on its plaque, sized to fit it."""
        super().say(text, seconds)
        self.status.said()
        self._said_until = self.age + seconds

    def play_again(self) -> None:
        """A new game in the same mode (counted in its statistics)."""
        super().play_again()
        self.results.count_game(self.view().level)

    # -- input --------------------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Arrows move the cursor (or swap), Enter or Space select, swap or place; 1-3 the pocket."""
        return self.input.key_down(symbol, modifiers)

    def pointer_move(self, x: float, y: float) -> None:
        """The hovered cell (a piece being placed shows there)."""
        self.input.pointer_move(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A pocket slot picks its piece; a cell selects, swaps or takes the piece being placed."""
        self.input.pointer_down(x, y)

    def pointer_drag(self, x: float, y: float, buttons: int) -> None:
        """Carry a pocket piece, or swap the pressed glyph towards the pointer."""
        self.input.pointer_drag(x, y)

    def pointer_up(self, x: float, y: float, button: int) -> None:
        """Drop a carried piece; a click on the selected glyph unselects it."""
        self.input.pointer_up(x, y)

    def entered(self) -> None:
        """Shown, or back from an overlay: nothing carried or pressed any more."""
        super().entered()
        self.input.let_go()

    # -- frame ----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Effects, glows, the cursor and the status line."""
        self.status.show(self.age < self._said_until)
        self.story.update_effects(dt, self.app.settings.animation_speed)
        pulse = 0.5 + 0.5 * math.sin(self.age * 5)
        self.board_view.update(self.age, pulse, self.input.pointer(self.replaying))
        self.hud.pulse(pulse)

    def after_draw(self) -> None:
        """The jobs the turn's clearings left for the next frame (points, shards, sounds, the
        panel's running values), while this frame is shaded."""
        self.story.run_later()

    def draw_still(self) -> None:
        """The backdrop, the glyphs at rest and the panel: copied each frame, painted again where a
        glyph came to rest or left its cell or the panel changed (the still layer watches them)."""
        self.board_view.draw_still(self._nearest(), self.still.reaches)
        if self.still.reaches(self.panel_texts):
            self.panel_texts.batch.draw()

    def _nearest(self) -> bool:
        """At exactly one window pixel per design pixel, nearest sampling of one-to-one textures
        looks the same and is cheaper."""
        view = self.app.camera.viewport
        return (view.width, view.height) == (theme.WIDTH, theme.HEIGHT) and not self.board_view.dense

    def draw_game(self) -> None:
        """Over the still layer: the glyphs on the move (below the mask, which hides refills),
        flames and panel, effects, texts, then pieces being placed, halos and the cursor."""
        self.board_view.draw(self._nearest(), lambda: clipped(self.app.camera, BELOW_MASK))
        self.story.fx.draw()
        self.batch.draw()
        self.board_view.draw_top()


# -- entry points used by the app --------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the board, for the Game Select card (tools/shots.py).
CARD_CROP = (50, 102, 635, 500)


def create_view(app, session: Session, replay_moves=None) -> PharaohScene:
    """The scene for a session of Pharaoh Tomb (or a replay of its moves)."""
    return PharaohScene(app, session, replay_moves)
