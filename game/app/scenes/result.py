"""The result overlay: level passed, room won, game over; with the score lines and next steps.

A compact panel in the middle over a lightly dimmed final board, so the player still sees how the
game ended: the heading, the lines (why it ended, score, best) and the buttons, sized to fit them.
A game that ended with an assist used (undo, Romb Raider's remembered map) says so on its last line.
Under the lines the game's share code, with a Copy button (`ShareCode`, as the pause menu shows
it), so a game just played can be passed on to a friend.
"""

from __future__ import annotations

import arcade

from game.app.scenes.confirm import Overlay
from game.app.scenes.share_code import ShareCode
from game.ui import theme
from game.ui.end_card import EndCard, ScoreRow
from game.ui.labels import fit_line
from game.ui.widgets import Button, draw_panel, one_size

LINE_H = 28
#: A player's row in the table: its height, the table's width and the mark's size (design pixels).
ROW_H, TABLE_W, MARK_PX = 40, 440, 24
BUTTON_W, BUTTON_H, BUTTON_GAP = 170, 50, 16
MAX_W = 640
#: The code row (the code and its Copy button) and the note under it.
CODE_ROW_H, COPY_W, COPY_GAP, NOTE_H = 34, 96, 12, 20
#: The widest the code may be (a smaller font past it), so the panel fits over Pharaoh's board.
CODE_W = 340
POP_SECONDS = 0.18  # the panel grows into place
#: The last line of the end of a game in which an assist was used.
ASSISTED_LINE = "An assist was used: this game counts apart in your statistics."
#: The labels of the action that tries again: after a loss it is the focused choice, in every game.
RETRY_LABELS = ("Retry", "Play again", "Try again", "Again")


def default_action(labels: list[str], *, won: bool) -> int:
    """Which action an end screen focuses first: after a loss the one that tries again (its label
    one of `RETRY_LABELS`), else the first (Next, Continue, Play again)."""
    if not won:
        for index, label in enumerate(labels):
            if label in RETRY_LABELS:
                return index
    return 0


class ResultScene(Overlay):
    """A title, a few lines (score, best) and buttons such as Next, Retry, Menu; after a loss the
    one that tries again is focused (`default_action`), so Enter plays the game again."""

    shade = 110  # lighter than a dialog's: the final board stays readable behind the panel

    def __init__(self, app, game_scene, card: EndCard) -> None:
        super().__init__(app, game_scene)
        title, lines, actions, won = card.title, card.lines, card.actions, card.won
        self.won = won
        if game_scene.ended and game_scene.used_assist() and not game_scene.replaying:
            lines = [*lines, ASSISTED_LINE]
        gaps = (len(actions) - 1) * BUTTON_GAP
        button_w = min(BUTTON_W, (MAX_W - 64 - gaps) / max(1, len(actions)))  # many choices: narrower
        buttons_w = len(actions) * button_w + gaps
        line_h = theme.grown(LINE_H)  # the lines' step grows with the text size
        code_h = theme.grown(CODE_ROW_H)  # and so does the code row, Copy's word inside it
        table_h = len(card.rows) * theme.grown(ROW_H) + (12 if card.rows else 0)
        self.panel_h = 26 + 44 + 12 + table_h + len(lines) * line_h + 8 + code_h + NOTE_H + 22 + BUTTON_H + 24
        self.centre_x, centre_y = card.centre or game_scene.result_centre
        top = centre_y + self.panel_h / 2
        self.heading = theme.Text(title, self.centre_x, top - 24, theme.GOOD if won else theme.DANGER, 30,
                                  font_name=theme.HEADING_FONT, anchor_x="center", anchor_y="top")
        fit_line(self.heading, MAX_W - 48, smallest=18)
        self.marks = arcade.SpriteList()
        self.table = self._table(card.rows, top - 26 - 44 - 12)
        lines_top = top - 26 - 44 - 12 - table_h
        self.lines = [theme.Text(line, self.centre_x, lines_top - i * line_h, theme.TEXT, 17,
                                 font_name=theme.BODY_FONT, anchor_x="center", anchor_y="top")
                      for i, line in enumerate(lines)]
        for line in self.lines:
            fit_line(line, MAX_W - 48, smallest=12)
        row_bottom = lines_top - len(lines) * line_h - 8 - code_h
        self.share = ShareCode(app, game_scene.session, self.centre_x, row_bottom + 10, note_y=row_bottom - 16,
                               width=CODE_W, changed=self.refresh)
        row_w = self.share.text.content_width + COPY_GAP + COPY_W
        self.share.text.x = self.centre_x - row_w / 2 + self.share.text.content_width / 2
        copy = Button("Copy", self.centre_x + row_w / 2 - COPY_W, row_bottom, COPY_W, code_h, self.share.copy,
                      font_size=15)
        copy.enabled = self.share.code is not None
        widest = max([self.heading.content_width, row_w, TABLE_W if card.rows else 0,
                      *(t.content_width for t in self.lines)], default=0)
        self.panel_w = min(MAX_W, max(400, widest + 64, buttons_w + 64))
        self.panel_bottom = top - self.panel_h
        left = self.centre_x - buttons_w / 2
        self.actions = [Button(label, left + i * (button_w + BUTTON_GAP), self.panel_bottom + 24,
                               button_w, BUTTON_H, action)
                        for i, (label, action) in enumerate(actions)]
        one_size(self.actions)
        self.menu.widgets = [*self.actions, copy]  # arrows reach Copy after the last action
        self.menu.axis = "horizontal"
        self.menu.focus(default_action([label for label, _ in actions], won=won))
        app.audio.play("win" if won else "gameover")

    def _table(self, rows: list[ScoreRow], top: float) -> list[arcade.Text]:
        """A line per player from `top` down: their mark, name and points, a leader's bold and
        tagged (WIN, or DRAW where several lead); a long name is cut to the room the points leave."""
        texts: list[arcade.Text] = []
        left, right, row_h = self.centre_x - TABLE_W / 2, self.centre_x + TABLE_W / 2, theme.grown(ROW_H)
        word = "WIN" if sum(row.leads for row in rows) == 1 else "DRAW"
        for i, row in enumerate(rows):
            middle = top - (i + 0.5) * row_h
            color = theme.TEXT if row.leads else theme.TEXT_DIM
            if row.mark is not None:
                self.marks.append(arcade.Sprite(row.mark, scale=MARK_PX / row.mark.width, center_x=left + MARK_PX / 2,
                                                center_y=middle))
            tag = theme.Text(word, right, middle, theme.ACCENT, 14, font_name=theme.HEADING_FONT, anchor_x="right",
                             anchor_y="center")
            points_right = right - tag.content_width - 14
            points = theme.Text(f"{row.points:,}", points_right, middle, color, 21, font_name=theme.BODY_FONT,
                                bold=True, anchor_x="right", anchor_y="center")
            name = theme.Text(row.name, left + MARK_PX + 12, middle, color, 19, font_name=theme.BODY_FONT,
                              bold=row.leads, anchor_y="center")
            fit_line(name, points_right - points.content_width - 16 - name.x, smallest=12)
            texts += [name, points, *([tag] if row.leads and len(rows) > 1 else [])]
        return texts

    def back(self) -> None:
        """Esc takes the last action (Menu)."""
        self.actions[-1].activate()

    def settled(self) -> bool:
        """The panel has popped in."""
        return self.age >= POP_SECONDS

    def draw_overlay(self) -> None:
        """Panel, heading, lines and the code; the panel pops in."""
        scale = min(1.0, self.age / POP_SECONDS)
        width = self.panel_w * (0.9 + 0.1 * scale)
        draw_panel(self.centre_x - width / 2, self.panel_bottom, width, self.panel_h)
        self.heading.draw()
        self.marks.draw()
        for line in (*self.table, *self.lines):
            line.draw()
        self.share.draw()
