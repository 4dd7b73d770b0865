"""What the board and the panel offer the Visitor now, for the input mode: the insertion arrows and
the line that would lean, the tile a push would push off (reddened), the spare as turned, the
spaces lit (where he can walk, or what the talisman aimed can act on), the path to the space
pointed at, the keyboard cursor, and the prompt, help and spare lines under the board.

The scene says what the moment is (`Moment`: the mode, the Visitor's view, the talisman aimed,
the spare's turns, whether an animation, a search or a replay runs, whether the game is over) and
which insertion points and spaces apply; the guide writes them to the board and the panel it holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from game.floorplan import textures as tx
from game.floorplan.board_view import BoardView
from game.floorplan.hud import Hud
from game.floorplan.input import PROMPTS, SPARE_WORDS, FloorplanInput, help_line, push_words
from game.floorplan.layout import Layout
from game.floorplan.pure.board import rotate
from game.floorplan.pure.model import VISITOR, Shift, View
from game.floorplan.pure.rules import shift_problem, walk_path

#: The colour of the spaces a talisman being aimed may act on (the lit spaces are REACH else).
TARGET_COLORS = {"move_stauf": (200, 140, 255), "lock_gallery": (255, 180, 90)}


@dataclass(frozen=True)
class Moment:
    """What the guide shows guidance for: the input mode ("shift", "walk", "target", "lost",
    "view", "wait"), the Visitor's view, the talisman aimed (None: none), the spare's quarter turns,
    and whether an animation plays (`busy`), Stauf searches, a replay runs, or the game is over."""

    mode: str
    view: View
    chosen: str | None
    turns: int
    busy: bool
    thinking: bool
    replaying: bool
    over: bool


class Guide:
    """The arrows, lit spaces, path preview, cursor and texts for the moment (see the module doc)."""

    def __init__(self, board: BoardView, hud: Hud, layout: Layout, geometry: Any, input_part: FloorplanInput) -> None:
        self.board, self.hud, self.layout, self.g, self.input = board, hud, layout, geometry, input_part
        self._glow_color = tx.REACH

    def show(self, now: Moment, legal: set, lit: Iterable) -> None:
        """Everything for `now`: `legal` the insertion points the Visitor may push at (in the shift
        mode), `lit` the spaces to light (where he can walk, or the talisman's targets)."""
        mode, view, board, busy = now.mode, now.view, self.board, now.busy
        focus_key = self.input.focus_key
        board.set_arrows(legal, focus_key, mode == "shift" and not busy)
        lean = focus_key if mode == "shift" and focus_key in legal and not busy else None
        if board.leaning != lean:
            board.lean(lean)
        board.show_line(focus_key if mode == "shift" and not busy else None)
        board.show_ghost(lean, rotate(view.openings[view.spare], now.turns))
        self._tint_falling(lean)
        if view.rotate_spare:
            board.tile_sprites[view.spare].texture = tx.tile(board.cell, rotate(view.openings[view.spare], now.turns))
        glows, path, goal = [], [], None
        focus = self.input.focus_square
        if mode in ("walk", "target") and not busy:
            glows = [self.g.index(s) for s in lit]
        if mode == "walk" and not busy and focus is not None and focus != view.visitor:
            found = walk_path(view, VISITOR, focus)
            path = board.path_points(found) if found else []
            goal = self.layout.center(focus) if found else None
        color = TARGET_COLORS.get(now.chosen or "", tx.REACH) if mode == "target" else tx.REACH
        if color != self._glow_color:
            self._glow_color = color
            for sprite in board.glows.pool:
                sprite.texture = tx.glow(board.cell, color)
        board.show_reach(glows)
        board.show_path(path)
        board.show_goal(goal)
        self._show_cursor(mode, busy)
        self.hud.show_chosen(now.chosen)
        self.hud.end_button.set(mode in ("walk", "target") and not busy, False)
        self._texts(now, legal)

    def _show_cursor(self, mode: str, busy: bool) -> None:
        """The keyboard cursor on the arrow or the space in focus (none for the mouse)."""
        board, focus_key, focus = self.board, self.input.focus_key, self.input.focus_square
        if not self.input.keyboard or busy or mode == "wait":
            board.set_cursor(None)
        elif mode == "shift" and focus_key is not None:
            board.set_cursor(self.layout.arrow_center(focus_key), 0.62)
        elif mode in ("walk", "target") and focus is not None:
            board.set_cursor(self.layout.center(focus))
        else:
            board.set_cursor(None)

    def _texts(self, now: Moment, legal: set) -> None:
        """The prompt, the help line and the spare's words (what a push at the arrow in focus does)."""
        mode, view, hud = now.mode, now.view, self.hud
        prompt = PROMPTS.get(now.chosen or "", "") if mode == "target" else PROMPTS.get(mode, "")
        if mode == "wait" and view.player != VISITOR and not now.over:
            prompt = "" if now.thinking else PROMPTS["stauf"]
        if mode in ("lost", "view"):
            prompt = PROMPTS[mode]
        if now.replaying:
            prompt = PROMPTS["replay"]
        elif now.over:
            prompt = ""
        hud.prompt.show(prompt)
        hud.help.show("" if now.over or now.replaying else help_line(mode, view.rotate_spare))
        spare = SPARE_WORDS["shift" if mode == "shift" else "other"]
        key = self.input.focus_key
        if mode == "shift" and key is not None:
            problem = None if key in legal else shift_problem(view, Shift(*key, now.turns), VISITOR)
            spare = push_words(key) if problem is None else f"Not here:\n{problem}"
        hud.spare_text.show(spare)

    def _tint_falling(self, key) -> None:
        """Redden the tile a push at `key` would push off (all others plain)."""
        board = self.board
        falling = board.tile_on[self.g.line_at[key].squares[-1]] if key is not None else -1
        for tile, sprite in enumerate(board.tile_sprites):
            wanted = (255, 150, 140) if tile == falling else (255, 255, 255)
            if tuple(sprite.color[:3]) != wanted:
                sprite.color = wanted
