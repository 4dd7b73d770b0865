"""The lobby of an online game: the room's code, who sits where in which colour (and rating), who
is ready; or, for a duel, the wait for an opponent. Ready, Start (the organiser) and Leave are
buttons (and the keys R, S, Esc); C takes the next free colour; P (the organiser) picks the next
park: the Park of the Day, a shipped one, or one of the player's own park files ("Your levels"),
whose text travels to the server inside the room. When the server starts the game, the online
scene (`online_play.py`) takes over. A lobby of kind "rejoin" asks for a kept seat back
(`online_seat`) and goes straight on to the game.

The lobby reads the connection (`online_link.Link`) once a frame and never waits on it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade
import pyglet

from game.catalog import game
from game.core.content import ContentError
from game.core.storage import read_text_file
from game.olifantenpad import textures
from game.olifantenpad.input import ROOM_KEYS
from game.olifantenpad.online.protocol import COLOURS, MAX_PARK_BYTES
from game.olifantenpad.online.ratings import START_RATING as START
from game.olifantenpad.online_link import LINK_ERROR, Link
from game.olifantenpad.online_seat import SavedSeat, forget_seat, keep_seat
from game.olifantenpad.pure.content import load
from game.olifantenpad.pure.modes import GAME_ID
from game.ui import theme
from game.ui.bindings import MENUS
from game.ui.prompts import key_label, key_line
from game.ui.scene import MenuScene
from game.ui.widgets import Button

LEFT, WIDTH = 70, 520
SEAT_TOP, SEAT_STEP = 470, 44


def own_parks() -> list[tuple[str, str]]:
    """The player's own park files that can be played ("Your levels"), as ("file", path) choices."""
    from game.ui.your_levels import entries

    try:
        return [("file", str(entry.level.path)) for entry in entries(GAME_ID) if entry.problem is None]
    except OSError:
        return []


def shipped_parks() -> list[str]:
    """The names of the shipped parks (none when their files cannot be read)."""
    try:
        return [record.name for record in load()]
    except ContentError:
        return []



def room_keys_line() -> str:
    """The room's line of keys, each as bound now (Settings -> Controls: Online room, Menus)."""
    room = key_line("olifantenpad-room", ("ready", "ready"), ("colour", "colour"), ("park", "next park"))
    return f"{room}   {key_label('menus', 'start')}: start (organiser)   Esc: leave"

class LobbyScene(MenuScene):
    """The lobby (see the module docstring). `kind`: "host" (create a room), "join" (with `code`)
    or "duel" (find an opponent); `name` the player's name; `address` shown on screen."""

    #: a pad's buttons play the room's actions here (`game.ui.gamepad`: X Ready, Y colour, RB park)
    keys_place = "olifantenpad-room"

    def __init__(self, app, link: Link, kind: str, name: str, code: str = "", address: str = "",
                 token: str = "") -> None:
        super().__init__(app)
        self.link, self.kind, self.name, self.code = link, kind, name, code
        self.seat = -1
        self.token = token
        self.seats: list[dict[str, Any]] = []
        self.organiser = 0
        self.ready = False
        self.asked = False
        self.batch = pyglet.graphics.Batch()
        title = {"duel": "Online duel", "rejoin": "Back into your seat"}.get(kind, "Olifantenpad with friends")
        self.heading = theme.Text(title, LEFT, 668, theme.TEXT, 26, font_name=theme.HEADING_FONT, anchor_y="top",
                                  batch=self.batch)
        self.code_text = theme.Text("", LEFT, 565, theme.ACCENT, 30, font_name=theme.HEADING_FONT, bold=True,
                                    batch=self.batch)
        self.where = theme.Text(f"Server: {address or link.url}", LEFT, 530, theme.TEXT_DIM, 14,
                                font_name=theme.BODY_FONT, batch=self.batch)
        self.status = theme.Text("Connecting...", LEFT, 150, theme.TEXT, 15, font_name=theme.BODY_FONT,
                                 multiline=True, width=1100, batch=self.batch)
        self.rows: list[arcade.Text] = [theme.Text("", LEFT + 44, SEAT_TOP - i * SEAT_STEP, theme.TEXT, 17,
                                                   font_name=theme.BODY_FONT, anchor_y="center", batch=self.batch)
                                        for i in range(4)]
        self.swatches = arcade.SpriteList()
        self.ready_button = Button("Ready", LEFT, 80, 160, 50, self.toggle_ready, color=(52, 110, 70))
        self.start_button = Button("Start", LEFT + 180, 80, 160, 50, self.start, color=(52, 110, 70))
        self.leave_button = Button("Stop looking" if kind == "duel" else "Leave", LEFT + 360, 80, 160, 50,
                                   self.back)
        self.menu.widgets = [self.leave_button] if kind == "duel" else [self.ready_button, self.start_button,
                                                                          self.leave_button]
        self.menu.focus(0)
        self.parks = [("day", ""), *(("shipped", name) for name in shipped_parks()), *own_parks()]
        self.park_index = 0
        self.keys = theme.Text(room_keys_line(), LEFT, 26, theme.TEXT_DIM, 13, font_name=theme.BODY_FONT,
                               batch=self.batch)

    # -- what the player does ------------------------------------------------------------------------
    def toggle_ready(self) -> None:
        """Report Ready (or not ready any more)."""
        if self.seat >= 0:
            self.link.send(type="ready", ready=not self.ready)

    def start(self) -> None:
        """The organiser starts the game."""
        if self.seat >= 0:
            self.link.send(type="start")

    def next_park(self) -> None:
        """The organiser picks the next park (the server checks it and tells the room); an own park
        file goes as its text (a file that cannot be read is said in a sentence)."""
        if self.seat < 0 or not self.parks:
            return
        self.park_index = (self.park_index + 1) % len(self.parks)
        source, name = self.parks[self.park_index]
        if source != "file":
            self.link.send(type="park", source=source, name=name)
            return
        try:
            text = read_text_file(Path(name), MAX_PARK_BYTES)
        except (OSError, ValueError) as exc:
            self.status.text = f"Your park {Path(name).name} cannot be sent: {exc}"
            self.app.audio.play("refuse")
            return
        self.link.send(type="park", source="file", text=text)

    def next_colour(self) -> None:
        """Take the next colour nobody else in the room has (the server checks it and tells the room)."""
        if not 0 <= self.seat < len(self.seats):
            return
        mine = self.seats[self.seat]
        taken = {s["colour"] for n, s in enumerate(self.seats) if n != self.seat}
        start = COLOURS.index(mine["colour"]) if mine["colour"] in COLOURS else 0
        free = [COLOURS[(start + k) % len(COLOURS)] for k in range(1, len(COLOURS))]
        colour = next((c for c in free if c not in taken), None)
        if colour is not None:
            self.link.send(type="seat", name=mine["name"], colour=colour)

    def back(self) -> None:
        """Leave the room (or the queue) and go back to the setup screen."""
        self.link.send(type="unfind" if self.kind == "duel" else "leave")
        self.link.close()
        forget_seat()
        self.app.replace(game(GAME_ID).part("setup")(self.app))

    def key_down(self, symbol: int, modifiers: int) -> bool:
        """The room's keys (`ROOM_KEYS`: Ready, the next colour, the next park) and the menus' Start;
        the rest as in every menu."""
        if self.kind != "duel":
            act = {"ready": self.toggle_ready, "colour": self.next_colour, "park": self.next_park}.get(
                ROOM_KEYS.action(symbol) or "")
            if act is None and MENUS.action(symbol) == "start":
                act = self.start
            if act is not None:
                act()
                return True
        return super().key_down(symbol, modifiers)

    # -- what the server says --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Take what the server has sent (never waiting for it)."""
        super().update(dt)
        messages = self.link.poll()
        for index, message in enumerate(messages):
            if message.get("type") == "started":
                self.begin(message, messages[index + 1:])
                return
            self.handle(message)

    def handle(self, message: dict[str, Any]) -> None:
        """One message of the lobby."""
        kind = message.get("type")
        if kind == "welcome":
            rating = int(message.get("rating", START))
            self.app.profile.keep_progress(GAME_ID, online_player=str(message.get("player", "")),
                                           online_rating=rating)
            self.app.save_profile()
            if not self.asked:
                self.asked = True
                if self.kind == "host":
                    self.link.send(type="create", name=self.name)
                elif self.kind == "rejoin":
                    self.link.send(type="rejoin", code=self.code, token=self.token)
                elif self.kind == "join":
                    self.link.send(type="join", code=self.code, name=self.name)
                else:
                    self.link.send(type="find", name=self.name)
            self.status.text = (f"Connected. Your rating {rating}." if self.kind != "duel" else
                                f"Looking for an opponent (your rating {rating})...")
        elif kind == "joined":
            self.code, self.seat, self.token = message["code"], int(message["seat"]), message["token"]
            if self.kind != "rejoin":  # a rejoined seat is kept already
                keep_seat(SavedSeat(self.link.url, self.code, self.token, self.name,
                                    "duel" if self.kind == "duel" else "friends"))
        elif kind == "room":
            self.seats, self.organiser = list(message["seats"]), int(message["organiser"])
            self.show_room(message)
        elif kind == "queued":
            waiting = int(message.get("waiting", 0))
            self.status.text = f"Looking for an opponent ({waiting} waiting)..." if waiting else "Not looking."
        elif kind in ("error", LINK_ERROR):
            self.status.text = str(message.get("message", ""))
            self.app.audio.play("refuse")
            if self.kind == "rejoin" and message.get("code") in ("unknown-room", "token"):
                forget_seat()  # nothing left to come back into

    def show_room(self, room: dict[str, Any]) -> None:
        """The code, the seats with their colours and who is ready."""
        self.code_text.text = f"Room {self.code}" if self.kind != "duel" else ""
        self.swatches.clear()
        for i, row in enumerate(self.rows):
            if i < len(self.seats):
                seat = self.seats[i]
                notes = ["ready" if seat["ready"] else "not ready"]
                if i == self.organiser and self.kind != "duel":
                    notes.append("organiser")
                if seat.get("rating") is not None:
                    notes.append(f"rating {seat['rating']}")
                if not seat["connected"]:
                    notes.append("dropped")
                you = "  (you)" if i == self.seat else ""
                row.text = f"{seat['name']}{you}  \u00b7  {', '.join(notes)}"
                look = COLOURS.index(seat["colour"]) if seat.get("colour") in COLOURS else i
                self.swatches.append(arcade.Sprite(textures.icon("swatch", 26, look, seat_order=True), scale=0.5,
                                                   center_x=LEFT + 16, center_y=SEAT_TOP - i * SEAT_STEP))
            else:
                row.text = ""
        me = self.seats[self.seat] if 0 <= self.seat < len(self.seats) else None
        self.ready = bool(me and me["ready"])
        self.ready_button.text.text = "Not ready" if self.ready else "Ready"
        everyone = len(self.seats) >= 2 and all(s["ready"] for s in self.seats)
        if self.kind != "duel":
            self.status.text = (f"Park: {room['park']}.  " + (
                "Everyone is ready: the organiser starts." if everyone else
                f"Friends join with the code {self.code}; everyone reports Ready."))

    def begin(self, started: dict[str, Any], rest: list[dict[str, Any]]) -> None:
        """The game starts: the online scene takes the screen (and the messages that came with it)."""
        from game.olifantenpad.online_play import OnlineScene, RemoteSession

        session = RemoteSession(self.link, started, self.seats, rest, self.code, self.token)
        self.app.audio.play("select")
        self.app.replace(OnlineScene(self.app, session))

    def draw(self) -> None:
        """Texts, swatches, buttons."""
        self.swatches.draw()
        super().draw()
        self.batch.draw()
