"""A game played on a level file: hot reload, the broken-file panel, and test play from the editor.

`level_view(app, level, record)` builds the game's own scene for a file's record (what
`quintet play FILE`, "Your rooms" and the editor's test play open) and gives it a `LevelPlay`
helper. A `GameScene` calls its helper from three places (keys, frame, draw), so any game scene
gets, without code of its own:

- hot reload: the file is polled (mtime + size, every quarter second); a new good version offers a
  restart (F5, as a browser reloads a page) with a banner; a broken one shows a panel with the
  file, line, key and message while the game goes on with the version it started with; fixing the
  file clears the panel;
- test play from the editor: Esc goes straight back to the editor (where it was), nothing is
  written to the player's save slot, and the level file is not watched (the editor watches it).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import arcade

from game.core.content import ContentError, check_file
from game.core.session import Played, Session
from game.core.watch import FileWatch
from game.levels import LevelFile, start
from game.ui import theme
from game.ui.labels import break_long_words, fit_line
from game.ui.widgets import draw_panel

#: The panel and banner sit at the bottom of the screen, above the message line.
PANEL = (240, 40, 800, 116)
BANNER = (340, 40, 600, 44)
PANEL_BACK = (44, 20, 24)


def problem_text(error: ContentError, *, with_file: bool = True) -> str:
    """One problem as a designer reads it: `file:line:column`, the key, the message."""
    where = error.file.name if with_file else ""
    if error.line is not None:
        where += f"{':' if where else 'line '}{error.line}"
        if error.column is not None:
            where += f":{error.column}"
    key = f" at {error.key_path}" if error.key_path else ""
    return f"{where}{key}: {error.message}" if where or key else error.message


class LevelPlay:
    """The helper a game scene playing a level file holds as `level_play` (see the module docstring)."""

    def __init__(self, scene: Any, level: LevelFile, record: Any, *, test_play: bool = False) -> None:
        self.scene = scene
        self.level = level
        self.record = record
        self.test_play = test_play
        self.watch = None if test_play else FileWatch(level.path)
        self.pending: Any = None  # a new good version, waiting for the player's restart
        self.broken: list[ContentError] = []
        self.heading = theme.Text("", 0, 0, theme.DANGER, 14, font_name=theme.BODY_FONT, bold=True,
                                  fit_width=PANEL[2] - 32)
        self.body = theme.Text("", 0, 0, theme.TEXT, 12, font_name=theme.MONO_FONT, multiline=True,
                               fit_height=PANEL[3] - 52,
                                width=PANEL[2] - 32)
        self.banner = theme.Text("", BANNER[0] + BANNER[2] / 2, BANNER[1] + BANNER[3] / 2, theme.TEXT, 14,
                                 font_name=theme.BODY_FONT, anchor_x="center", anchor_y="center", bold=True,
                                 fit_width=BANNER[2] - 24)

    # -- called by GameScene -----------------------------------------------------------------------
    def key(self, symbol: int, modifiers: int) -> bool:
        """Esc in a test play goes back to the editor; F5 takes a changed level (a key no game uses).
        True when used."""
        if symbol == arcade.key.ESCAPE and self.test_play:
            self.scene.thinker.cancel()
            self.scene.app.pop()
            return True
        if symbol == arcade.key.F5 and self.pending is not None:
            self.restart(self.pending)
            return True
        return False

    def update(self, dt: float) -> None:
        """Look at the file now and then; read it again when it changed."""
        if self.watch is not None and self.watch.poll(dt):
            self.reread()

    def draw(self) -> None:
        """The broken-file panel, or the banner offering the new version."""
        if self.broken:
            left, bottom, width, height = PANEL
            draw_panel(left, bottom, width, height, PANEL_BACK, theme.DANGER, 2)
            self.heading.draw()
            self.body.draw()
        elif self.pending is not None:
            draw_panel(*BANNER, theme.PANEL, theme.ACCENT, 2)
            self.banner.draw()

    # -- reloading ---------------------------------------------------------------------------------
    def reread(self) -> None:
        """Check the file again: broken -> the panel; good and different -> offer a restart."""
        result = check_file(self.level.path, self.level.kind.record)
        if isinstance(result, list):
            self.broken = result
            self._fill_panel()
            return
        self.broken = []
        if result != self.record:
            self.pending = result
            self.banner.text = "The level file changed.  F5: restart with the new version"
        else:
            self.pending = None

    def _fill_panel(self) -> None:
        left, bottom, width, height = PANEL
        count = len(self.broken)
        more = f" (and {count - 2} more)" if count > 2 else ""
        self.heading.text = (f"{Path(self.level.path).name} has {count} problem{'s' if count > 1 else ''}{more}; "
                             "playing the last good version")
        fit_line(self.heading, width - 32)  # a long file name: smaller, then shortened
        self.heading.x, self.heading.y = left + 16, bottom + height - 26
        self.body.text = "\n".join(problem_text(e) for e in self.broken[:2])
        break_long_words(self.body, self.body.width)  # a path in a message wraps inside the panel
        self.body.x, self.body.y = left + 16, bottom + height - 44
        self.body.anchor_y = "top"

    def restart(self, record: Any) -> None:
        """Play the new version from its start, in a new scene in place of this one."""
        view = level_view(self.scene.app, self.level, record, test_play=self.test_play)
        self.scene.thinker.cancel()
        self.scene.app.replace(view)


def level_view(app: Any, level: LevelFile, record: Any, *, test_play: bool = False,
               replay_moves: list[Played] | None = None, seed: int | None = None) -> Any:
    """The game's scene for a level file's record (a new session), with its `LevelPlay` helper."""
    params, content = start(level, record)
    rules = level.game.load_rules()
    seed = seed if seed is not None else time.time_ns() & 0xFFFFFFFF
    session = Session(rules, params, seed, content)
    view = level.game.part("scene")(app, session, replay_moves=replay_moves)
    view.level_play = LevelPlay(view, level, record, test_play=test_play)
    if level.design is not None and level.design.kind.name == level.kind.name:
        level.design.dress(view, record)
    if test_play:
        view.autosave = False
    return view
