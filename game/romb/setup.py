"""Romb Raider's room list: the campaign's rooms in order, a `LevelListScene` (scrolling when the
campaign outgrows the box). Open rooms can be played; the next one opens on a win. The focused room's
outline (size, S and G: never its walls or torches), size and intro show in the panel on the right.

Under "Your rooms" come the player's own rooms (the levels folder, `game.ui.your_levels`): never
locked, played from their files (watched for changes), E opens one in the level editor, and the last
row (or N) starts a new room in the editor. The list is read again when the screen comes back."""

from __future__ import annotations

import dataclasses

import arcade

from game.catalog import game
from game.core.content import ContentError
from game.romb.pure.campaign import GAME_ID, best_turns, campaign, campaign_rooms, is_open, room_session, won_rooms
from game.romb.textures import backdrop_texture, map_texture, sprite_at
from game.ui import theme
from game.ui.labels import Labels
from game.ui.level_list import LevelListScene
from game.ui.prompts import key_line
from game.ui.widgets import draw_panel
from game.ui.your_levels import UserLevel, edit, entries, new, signature


class RoomSelectScene(LevelListScene):
    """The campaign's rooms in order: open ones can be played, the next one opens on a win. The
    focused room's map and intro show on the right. A room whose file is broken is listed as broken,
    where it would be, with its problem in the panel; the other rooms play as usual."""

    def __init__(self, app) -> None:
        super().__init__(app, 60, 600, 520, 540)  # the arrow under a scrolled list clears the keys
        self.records = campaign()
        #: per row of the list: the room record, or the broken file's first problem
        self.rows: list = []
        self.labels = Labels()
        self.heading = self.labels.add("Romb Raider: choose a room", 60, 668, theme.TEXT, 26,
                                       font_name=theme.HEADING_FONT, anchor_y="top", fit_width=564)  # clear of the card
        self.keys = self.labels.add(key_line("menus", (("up", "down"), "room"), ("pick", "play"),
                                             ("E", "edit your room"), ("N", "new room"), ("Esc", "back")),
                                    60, 26, theme.TEXT_DIM, 13)
        won = won_rooms(app.profile)
        fresh = []
        playable = 0
        for number, entry in enumerate(campaign_rooms(), start=1):
            if entry.record is None:
                self.menu.add(f"{number}.  {entry.path.stem}", "broken", self.broken, enabled=True)
                self.rows.append(entry.problems[0])
                continue
            record, i = entry.record, playable
            playable += 1
            open_ = is_open(app.profile, self.records, i)
            best = best_turns(app.profile, record.name)
            note = (f"best {best} turns" if best is not None else "won") if record.name in won else (
                "new" if open_ else "locked")
            self.menu.add(f"{number}.  {record.title}", note, lambda name=record.name: self.play(name),
                          enabled=open_, done=record.name in won)
            self.rows.append(record)
            if open_ and record.name not in won:
                fresh.append(len(self.rows) - 1)
        self.campaign_rows = len(self.rows)
        self.yours_seen = None
        self._add_yours()
        self.menu.focus(fresh[0] if fresh else 0)  # the room to play next
        self.backdrop = arcade.SpriteList()
        self.backdrop.append(sprite_at(backdrop_texture(), (theme.WIDTH / 2, theme.HEIGHT / 2), 1))
        self.map = arcade.SpriteList()
        self.map_sprite = arcade.Sprite(center_x=900, center_y=395)
        self.map.append(self.map_sprite)
        self.title = self.labels.add("", 900, 596, theme.ACCENT, 20, font_name=theme.HEADING_FONT,
                                     anchor_x="center", anchor_y="top")
        self.intro = self.labels.add("", 664, 232, theme.TEXT, 14, multiline=True, width=480, anchor_y="top",
                                     fit_height=232 - 60 - 8)  # inside the card's foot
        self.facts = self.labels.add("", 900, 556, theme.TEXT_DIM, 13, anchor_x="center", anchor_y="top")

    def play(self, name: str) -> None:
        """Start a room (replacing this list, so Esc in the game's menu leads back to Game Select)."""
        self.app.audio.play("select")
        self.app.replace(game(GAME_ID).part("scene")(self.app, room_session(name)))

    # -- your rooms -------------------------------------------------------------------------------------
    def _add_yours(self) -> None:
        """(Re)list the player's own rooms after the campaign: a heading row, the rooms, New room
        (nothing while there are none: a player who never makes a room sees the campaign alone; N
        still starts one)."""
        del self.menu.widgets[self.campaign_rows:]
        del self.rows[self.campaign_rows:]
        self.yours_seen = signature(GAME_ID)
        mine = entries(GAME_ID)
        if not mine:
            self.menu.scroll(-len(self.menu.widgets))  # back to the top, rows laid out again
            return
        self.menu.add("Your rooms", f"{len(mine)} in your levels folder", lambda: None, enabled=False)
        self.rows.append(None)
        for entry in mine:
            self.menu.add(f"      {entry.title}", "has a problem" if entry.problem else "yours",
                          lambda e=entry: self.play_yours(e), done=entry.problem is None)
            self.rows.append(entry)
        self.menu.add("+  New room", "in the editor", lambda: new(self.app, GAME_ID))
        self.rows.append("new")

    def entered(self) -> None:
        """Back from the editor: the player's rooms may have changed."""
        super().entered()
        if self.yours_seen is not None and signature(GAME_ID) != self.yours_seen:
            focus = self.menu.index
            self._add_yours()
            self.menu.focus(min(focus, len(self.menu.widgets) - 1))
            self.previewed = -1

    def play_yours(self, entry: UserLevel) -> None:
        """Play one of your rooms from its file (a broken one opens in the editor)."""
        from game.ui.level_play import level_view

        if entry.problem is not None:
            edit(self.app, entry.level)
            return
        self.app.audio.play("select")
        self.app.replace(level_view(self.app, entry.level, entry.record))

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """E edits the focused room of yours, N starts a new room; the rest as any list."""
        row = self.rows[self.menu.index] if self.rows else None
        if symbol == arcade.key.E and isinstance(row, UserLevel):
            edit(self.app, row.level)
            return True
        if symbol == arcade.key.N:
            new(self.app, GAME_ID)
            return True
        return super().key_down(symbol, modifiers)

    def broken(self) -> None:
        """A broken room cannot be played: its problem is in the panel."""
        self.app.audio.play("back")

    def preview(self, index: int) -> None:
        """The focused room's outline, size and intro in the panel (a broken room's problem instead)."""
        record = self.rows[index]
        if isinstance(record, UserLevel):  # one of yours: as a campaign room, or its problem
            record = record.record if record.problem is None else record.problem
        elif record is None or record == "new":
            self.map_sprite.visible = False
            self.title.text = "A new room"
            self.facts.text = "in your levels folder"
            self.intro.text = ("Opens the level editor on a new room: paint it, F5 plays it, Ctrl+S saves it. "
                               "Your rooms are never locked.")
            return
        self.map_sprite.visible = not isinstance(record, ContentError)
        if isinstance(record, ContentError):
            self.title.text = "This room cannot be played"
            self.facts.text = f"{record.file.name}, line {record.line}" if record.line else record.file.name
            message = record.message if len(record.message) <= 240 else record.message[:237] + "..."
            self.intro.text = f"Its file is broken: {message}"
            return
        room = record.room()
        # the outline only (size, S and G): the walls and torches are for the raider's light to find
        outline = dataclasses.replace(room, walls=(), torches=())
        self.map_sprite.texture = map_texture(outline, min(56, 460 // room.width, 260 // room.height))
        self.map_sprite.scale = 1
        self.title.text = record.title
        torches = {0: "no torches", 1: "1 torch"}.get(len(room.torches), f"{len(room.torches)} torches")
        self.facts.text = f"{room.width} x {room.height} squares, {torches}"
        self.intro.text = record.intro

    def draw(self) -> None:
        """The backdrop, the preview panel, the list, the texts."""
        self.backdrop.draw()
        draw_panel(640, 60, 520, 560, color=(28, 25, 36))
        if self.records:
            self.map.draw()
        super().draw()
        self.labels.draw()


def create_setup(app) -> RoomSelectScene:
    """The room list shown by Game Select's "New game"."""
    return RoomSelectScene(app)
