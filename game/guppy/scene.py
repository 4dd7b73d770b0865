"""Guppy's scene: the composition root of a game in play (or in replay).

A woven cloth lies on a table, buckets and sponges below it, the orders above it. The player takes
a tool (a bucket, a sponge, or an order's scissors) and points at the cloth: the tool's footprint
is outlined and the colours it would leave are shown as a ghost over the tiles before the click,
with the rules' own verdict and any bonus or points as a tip. Everything is playable by keyboard
too (a cursor, number keys for tools). The tile set (standard or colour-blind patterns) is
presentation, kept in the board view and the profile, never in the rules state.

The scene builds the parts and wires them: the board view (`board_view.py`: the cloth's sprites and
pools), the story (`story.py`: a turn's events as animations), the input (`input.py`: keys and
clicks into moves, the preview worked out in `input_preview.py`), the HUD (`hud.py`) and the end
card's lines (`results.py`). Every part reads the player's view (`observe`), never the state. The
level screen is in `setup.py`, prepared situations in `shots.py`.
"""

from __future__ import annotations

from dataclasses import replace

from game.app.scenes.confirm import ConfirmScene
from game.core.session import Session
from game.guppy import art
from game.guppy.board_view import BoardView, pulse
from game.guppy.hud import Hud
from game.guppy.input import GuppyInput
from game.guppy.pure.rules import NO_SCISSORS, RULES, View
from game.guppy.results import summary
from game.guppy.story import Story
from game.ui import theme
from game.ui.game_scene import GameScene
from game.ui.labels import warm_up
from game.ui.undo_buttons import UndoPlace


def chosen_tileset(app) -> str:
    """The tile set to show: colour-blind when that setting is on, else the one last chosen."""
    if app.settings.colorblind:
        return "colorblind"
    remembered = app.profile.progress_of("guppy").get("tileset")
    return remembered if remembered in art.TILESETS else "standard"


class GuppyScene(GameScene):
    """One game of Guppy (or its replay): the parts, and GameScene's calls passed on to them."""

    game_id = "guppy"
    clears_itself = True  # its still layer: the cards, the charts, the table and the cloth
    #: under the sponge legend in the left column
    undo_place = UndoPlace(42, 14)

    def __init__(self, app, session: Session, replay_moves=None, tileset: str | None = None) -> None:
        super().__init__(app, session, replay_moves=replay_moves)
        view = self.view()
        self.board_view = BoardView(tileset or chosen_tileset(app))
        self.hud = Hud(self.board_view.tileset, view.level.bead_factor > 0,
                       lambda level: app.profile.best.get("guppy", {}).get(str(level)),
                       new_cloth=lambda: self.input.new_cloth(), end=lambda: self.input.ask_end())
        self.message = self.hud.message
        self.still.watch(*self.hud.still_layers(), *self.board_view.still_layers(),
                         texts=[self.hud.labels, self.hud.in_hand])
        self.input = GuppyInput(self.board_view, self.hud, self.view, self.play_move, self._confirm, self.say,
                                app.audio, lambda: self.ended, self.show_hud)
        self.story = Story(self.board_view, self.hud, self.timeline, app.audio, self.view, self.say,
                           lambda: self.replaying, self.show_hud, self.sync)
        self.board_view.tiles.preload_textures(self.board_view.textures() + self.hud.textures())
        for text in (self.hud.tip, self.message, self.hud.score_text):  # their glyphs now, not mid-hover
            warm_up(text)
        self.sync()

    # -- the player's view --------------------------------------------------------------------------
    def view(self) -> View:
        """What the rules let the player see (the only source of what is drawn)."""
        return RULES.observe(self.state, 0)

    def show_prompts(self) -> None:
        """The HUD's keys, hints and buttons, for the device used last."""
        self.hud.show_keys()

    def prompt_texts(self) -> list[str]:
        """The HUD's table of keys and buttons."""
        return self.hud.prompt_texts()

    def sync(self) -> None:
        """Every part exactly as the view shows it: tiles, beads, counts, orders, score."""
        view = self.view()
        self.board_view.sync(view)
        self.input.sync(view)
        self.story.clear()
        self.hud.show_score(view.score)
        self.show_hud()

    def show_hud(self) -> None:
        """The HUD as the view and the tool in hand are now."""
        self.hud.show(self.view(), self.input.tool)

    def animate(self, events: list) -> None:
        """The turn's story, then every part exactly as the view is."""
        self.story.play(events)

    def refused(self, move, reason: str) -> None:
        """Say why, and flash the footprint red."""
        super().refused(move, reason)
        self.board_view.refuse()

    def _confirm(self, title: str, line: str, then) -> None:
        """Ask before a move that ends the game or loses something; `then` plays it on a yes."""
        def yes() -> None:
            self.app.pop()  # the question
            then()

        self.app.push(ConfirmScene(self.app, title, line, yes))

    # -- input and hints ------------------------------------------------------------------------------
    def key_down(self, symbol: int, modifiers: int) -> bool:
        """Cursor, tools, apply, put down, new cloth, end."""
        return self.input.key_down(symbol)

    def pointer_move(self, x: float, y: float) -> None:
        """The preview follows the pointer; buttons light up."""
        self.input.pointer_move(x, y)

    def pointer_down(self, x: float, y: float, button: int) -> None:
        """A click on a tool, an order's scissors, a button or a tile."""
        self.input.pointer_down(x, y, button)

    def show_hint(self, move) -> None:
        """Outline the hinted move's tiles and say what to do."""
        self.input.show_hint(move)

    def clear_hint(self) -> None:
        """Take the hint's outline and its words away."""
        self.input.clear_hint(self.message.text)

    # -- the end of a game -----------------------------------------------------------------------------
    def score_key(self) -> str:
        """Best scores are kept per level."""
        return str(self.view().level.number)

    def end_title(self, status) -> str:
        """Guppy has no losing: the game is over, and the lines sum it up."""
        return "Game over"

    def result_lines(self, outcome) -> list[str]:
        """Guppy's own lines (`results.summary`), then the platform's, which record the score."""
        history = self.session.history
        return summary(self.view(), history[-1].move if history else None) + super().result_lines(outcome)

    def play_again(self) -> None:
        """A new game of the same level, by this project's scissors rule even after a game resumed
        from a save made under the old one."""
        self.session.params = replace(self.session.params, scissors="first-cut")
        super().play_again()

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Preview, glow pulse, cursor, held tool, buttons."""
        busy = self.timeline.busy
        if not busy:
            self.input.refresh_hover()
        beat = pulse(self.age)
        self.board_view.update(dt, dt * self.app.settings.animation_speed, beat, busy,
                               self.input.hover_cell() is not None)
        self.hud.update(dt, busy, beat, self.board_view.cell_centre(self.input.cursor), self.input.keyboard,
                        self.input.held_at(self.replaying))

    def draw_still(self) -> None:
        """The cards, the charts, the table, the cloth and the HUD's texts: copied each frame,
        painted again where a sprite or a text of theirs changed (the still layer watches them)."""
        exact, reaches = self._exact(), self.still.reaches
        self.hud.draw_under(exact, reaches)
        self.board_view.draw_table(exact, reaches)
        self.hud.draw_texts(reaches)

    def _exact(self) -> bool:
        """At one window pixel per design pixel, nearest sampling is exact for the 1:1 pictures,
        looks the same for the cloth and the borders drawn at half size, and is cheaper."""
        view = self.app.camera.viewport
        return (view.width, view.height) == (theme.WIDTH, theme.HEIGHT)

    def draw_game(self) -> None:
        """Over the still layer: the cloth and its layers, the turn's words, then the HUD's buttons and texts."""
        self.board_view.draw(self._exact(), self.view().holding != NO_SCISSORS)
        self.story.draw()
        self.hud.draw()


# -- the app's entry point ----------------------------------------------------------------------------
#: Design-space box (left, bottom, width, height) around the cloth, for the Game Select card (tools/shots.py).
CARD_CROP = (340, 90, 600, 472)


def create_view(app, session: Session, replay_moves=None) -> GuppyScene:
    """The scene for a session of Guppy (new, resumed or replayed)."""
    return GuppyScene(app, session, replay_moves)
