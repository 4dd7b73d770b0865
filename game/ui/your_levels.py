"""The player's own levels of a game ("Your rooms", "Your parks", "Your museums"): play, edit, new.

The files of `levels/<game>/` in the data folder, in a scrolling `LevelList`: none is ever locked.
Enter plays one in its game (watched for changes, as `quintet play` does), E opens it in the level
editor, N (or the first row) starts a new one in the editor. A file with a problem stays in the list
with the problem beside it, and Enter opens it in the editor to fix it. The folder is named at the
bottom, so a designer knows where to put files from a friend.

Games reach it from their own level list or from their Game Select card; `entries(game_id)` is the
list for a game's own screen to show in its own way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import arcade

from game.catalog import game
from game.core.content import ContentError, check_file
from game.levels import LevelFile, identify, new_level_path, user_level_files, user_levels_dir
from game.ui import theme
from game.ui.labels import break_long_words
from game.ui.level_list import LevelListScene
from game.ui.level_play import problem_text
from game.ui.prompts import key_label, key_line
from game.ui.widgets import draw_panel

LIST = (60, 600, 560, 500)  # left, top, width, height
PANEL = (660, 100, 560, 500)


@dataclass(frozen=True)
class UserLevel:
    """One file of the player's levels folder: what it is, and its record or its first problem."""

    level: LevelFile
    record: Any
    problem: ContentError | None

    @property
    def title(self) -> str:
        """The level's title, or its file name when it cannot be read."""
        return str(getattr(self.record, "title", "") or self.level.path.stem)


def entries(game_id: str) -> list[UserLevel]:
    """The player's levels of a game, in file-name order, each checked."""
    out = []
    for path in user_level_files(game_id):
        level = identify(path)
        if level is None or level.game.id != game_id:
            continue
        result = check_file(path, level.kind.record)
        if isinstance(result, list):
            out.append(UserLevel(level, None, result[0]))
        else:
            out.append(UserLevel(level, result, None))
    return out


def signature(game_id: str) -> tuple[tuple[str, int, int], ...]:
    """The player's level files of a game as (name, mtime, size): a list showing them reads them
    again when this changes."""
    out = []
    for path in user_level_files(game_id):
        try:
            info = path.stat()
        except OSError:
            continue
        out.append((path.name, info.st_mtime_ns, info.st_size))
    return tuple(out)


def play(app: Any, entry: UserLevel) -> None:
    """Play a good level in its game (or open a broken one in the editor to fix it)."""
    from game.ui.level_play import level_view

    if entry.problem is not None or not entry.level.game.playable:
        edit(app, entry.level)
        return
    app.push(level_view(app, entry.level, entry.record))


def edit(app: Any, level: LevelFile) -> None:
    """Open a level file in the editor."""
    from game.ui.editor import EditorScene

    app.push(EditorScene(app, level))


def new(app: Any, game_id: str) -> None:
    """A new level of the game in the editor (written to the levels folder on Ctrl+S)."""
    from game.ui.editor import EditorScene

    design = game(game_id).part("editor")
    path = new_level_path(game_id, design.noun)
    app.push(EditorScene(app, LevelFile(path, game(game_id), design.kind), new_name=path.stem))


class YourLevelsScene(LevelListScene):
    """The list of the player's levels of one game (see the module docstring)."""

    @staticmethod
    def key_hint() -> str:
        """The key line, naming the menus' keys as bound now (E and N are this screen's own)."""
        return key_line("menus", (("up", "down"), "choose"), ("pick", "play"), ("E", "edit"), ("N", "new"),
                        ("Esc", "back"))

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app, *LIST, step=58)
        self.game_id = game_id
        self.entry = game(game_id)
        self.design = self.entry.part("editor")
        noun = self.design.noun if self.design is not None else "level"
        self.noun = noun
        self.heading = theme.Text(f"{self.entry.title}: your {noun}s", 60, 668, theme.TEXT, 24,
                                  font_name=theme.HEADING_FONT, anchor_y="top", fit_width=theme.WIDTH - 120)
        self.hint = theme.Text(self.key_hint(), 60, 26, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT)
        self.folder = theme.Text(f"Folder: {user_levels_dir(game_id)}", 60, 52, theme.TEXT_DIM, 11,
                                 font_name=theme.MONO_FONT, fit_width=theme.WIDTH - 120)
        left, bottom, width, height = PANEL
        self.title = theme.Text("", left + 24, bottom + height - 24, theme.ACCENT, 20, font_name=theme.HEADING_FONT,
                                anchor_y="top", multiline=True, width=width - 48, fit_height=52)
        self.body = theme.Text("", left + 24, bottom + height - 80, theme.TEXT, 14, font_name=theme.BODY_FONT,
                               anchor_y="top", multiline=True, width=width - 48, fit_height=height - 96)
        self.levels: list[UserLevel] = []

    def entered(self) -> None:
        """(Re)build the list (a level may have been saved or changed since) and the key line."""
        self.hint.text = self.key_hint()
        focus = self.menu.index
        self.levels = entries(self.game_id)
        self.menu.widgets.clear()
        self.menu.first = 0
        if self.design is not None:
            self.menu.add(f"+  New {self.noun}", "in the editor", lambda: new(self.app, self.game_id))
        for entry in self.levels:
            note = "has a problem" if entry.problem else ("open" if entry.level.game.playable else "not playable yet")
            self.menu.add(entry.title, note, lambda e=entry: play(self.app, e), done=entry.problem is None)
        self.menu.focus(min(focus, len(self.menu.widgets) - 1) if self.menu.widgets else 0)
        self.previewed = -1

    def _chosen(self) -> UserLevel | None:
        offset = 1 if self.design is not None else 0
        index = self.menu.index - offset
        return self.levels[index] if 0 <= index < len(self.levels) else None

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """E edits the focused level, N starts a new one; the rest as any list."""
        chosen = self._chosen()
        if symbol == arcade.key.E and chosen is not None and self.design is not None:
            edit(self.app, chosen.level)
            return True
        if symbol == arcade.key.N and self.design is not None:
            new(self.app, self.game_id)
            return True
        return super().key_down(symbol, modifiers)

    def preview(self, index: int) -> None:
        """The focused level's file and intro, or its problem."""
        chosen = self._chosen()
        if chosen is None:
            self.title.text = f"A new {self.noun}"
            self.body.text = (f"Opens the level editor on a new {self.noun}; Ctrl+S saves it here, F5 plays it. "
                              f"Files from a friend go in the folder below; `quintet play FILE` plays one "
                              "from anywhere.")
            return
        self.title.text = chosen.title
        break_long_words(self.title, self.title.width)  # a long file name as the title wraps too
        path = Path(chosen.level.path).name
        if chosen.problem is not None:
            opens = key_label("menus", "pick")
            self.body.text = (f"{path}\n\nThis file has a problem ({opens} opens it in the editor):\n"
                              f"{problem_text(chosen.problem)}")
        else:
            self.body.text = f"{path}\n\n{getattr(chosen.record, 'intro', '')}"
        break_long_words(self.body, self.body.width)

    def draw(self) -> None:
        """Heading, the list, the preview panel, the folder and the keys."""
        self.heading.draw()
        draw_panel(*PANEL, color=(28, 25, 36))
        if self.menu.widgets:
            self.title.draw()
            self.body.draw()
        super().draw()
        self.folder.draw()
        self.hint.draw()
