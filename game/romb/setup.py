"""Romb Raider's room list: the campaign's rooms in order, a `LevelListScene` (scrolling when the
campaign outgrows the box). Open rooms can be played; the next one opens on a win. The focused room's
map, size and intro show in the panel on the right."""

from __future__ import annotations

import arcade

from game.catalog import game
from game.core.content import ContentError
from game.romb.campaign import GAME_ID, best_turns, campaign, campaign_rooms, is_open, room_session, won_rooms
from game.romb.looks import backdrop_texture, map_texture, sprite_at
from game.ui import theme
from game.ui.labels import Labels
from game.ui.level_list import LevelListScene
from game.ui.widgets import draw_panel


class RoomSelectScene(LevelListScene):
    """The campaign's rooms in order: open ones can be played, the next one opens on a win. The
    focused room's map and intro show on the right. A room whose file is broken is listed as broken,
    where it would be, with its problem in the panel; the other rooms play as usual."""

    def __init__(self, app) -> None:
        super().__init__(app, 60, 600, 520, 560)
        self.records = campaign()
        #: per row of the list: the room record, or the broken file's first problem
        self.rows: list = []
        self.labels = Labels()
        self.heading = self.labels.add("Romb Raider: choose a room", 60, 668, theme.TEXT, 26,
                                       font_name=theme.HEADING_FONT, anchor_y="top")
        self.keys = self.labels.add("Up/Down: room   Enter: play   Esc: back", 60, 26, theme.TEXT_DIM, 13)
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
        self.menu.focus(fresh[0] if fresh else 0)  # the room to play next
        self.backdrop = arcade.SpriteList()
        self.backdrop.append(sprite_at(backdrop_texture(), (theme.WIDTH / 2, theme.HEIGHT / 2), 1))
        self.map = arcade.SpriteList()
        self.map_sprite = arcade.Sprite(center_x=900, center_y=395)
        self.map.append(self.map_sprite)
        self.title = self.labels.add("", 900, 596, theme.ACCENT, 20, font_name=theme.HEADING_FONT,
                                     anchor_x="center", anchor_y="top")
        self.intro = self.labels.add("", 664, 232, theme.TEXT, 14, multiline=True, width=480, anchor_y="top")
        self.facts = self.labels.add("", 900, 556, theme.TEXT_DIM, 13, anchor_x="center", anchor_y="top")

    def play(self, name: str) -> None:
        """Start a room (replacing this list, so Esc in the game's menu leads back to Game Select)."""
        self.app.audio.play("select")
        self.app.replace(game(GAME_ID).part("scene")(self.app, room_session(name)))

    def broken(self) -> None:
        """A broken room cannot be played: its problem is in the panel."""
        self.app.audio.play("back")

    def preview(self, index: int) -> None:
        """The focused room's map, size and intro in the panel (a broken room's problem instead)."""
        record = self.rows[index]
        self.map_sprite.visible = not isinstance(record, ContentError)
        if isinstance(record, ContentError):
            self.title.text = "This room cannot be played"
            self.facts.text = f"{record.file.name}, line {record.line}" if record.line else record.file.name
            message = record.message if len(record.message) <= 240 else record.message[:237] + "..."
            self.intro.text = f"Its file is broken: {message}"
            return
        room = record.room()
        self.map_sprite.texture = map_texture(room, min(56, 460 // room.width, 260 // room.height))
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
