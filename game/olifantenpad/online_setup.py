"""The setup rows of the online modes, "With friends" and "Online duel", and how they start.

With friends: host a room (this computer starts the server in a process of its own, on its network,
advertised so friends nearby see it) or join one with its code on a server whose address the player
types or picks from the servers found nearby. Online duel: a server's address, and the server finds
the opponent. The address, the name and the player secret (the server's rating key) are kept in the
profile (`progress["olifantenpad"]`: `server`, `online_name`, `online_player`).
"""

from __future__ import annotations

from typing import Any, Callable

import arcade

from game.olifantenpad.lobby import LobbyScene
from game.olifantenpad.modes import GAME_ID
from game.olifantenpad.online.protocol import CODE_ALPHABET, CODE_LENGTH
from game.olifantenpad.online_host import PORT, Hosted, Nearby
from game.olifantenpad.online_link import Link
from game.olifantenpad.setup_rows import Choice, NameField

ROLES = (("host", "Host a room here"), ("join", "Join with a code"))
#: The one room this game hosts at a time (stopped when another is hosted, or when the game quits).
HOSTED: list[Hosted] = []


class TextField(NameField):
    """A typed row for a server address or a room code: the characters it allows, at most `limit`."""

    def __init__(self, label: str, value: str, allowed: Callable[[str], bool], limit: int, upper: bool = False) -> None:
        super().__init__(label, value, 0)
        self.allowed, self.limit, self.upper = allowed, limit, upper
        self.swatch = arcade.SpriteList()  # no player's colour on an address or a code

    def type(self, text: str) -> None:
        """Add typed characters that fit."""
        clean = "".join(ch.upper() if self.upper else ch for ch in text if self.allowed(ch))
        self.value = (self.value + clean)[: self.limit]
        self.shown.text = self.value


class OnlineRows:
    """The rows of the two online modes, kept by the setup screen (`SetupScene.online`)."""

    def __init__(self, app, store: dict[str, Any], changed: Callable[[], None]) -> None:
        self.app = app
        self.role = Choice("Room", list(ROLES), 0, changed)
        self.server = TextField("Server", str(store.get("server", "")),
                                lambda ch: ch.isalnum() or ch in ".:-/[]", 60)
        self.code = TextField("Code", "", lambda ch: ch.upper() in CODE_ALPHABET, CODE_LENGTH, upper=True)
        self.name = NameField("Your name", str(store.get("online_name", "")) or "Player", 0)
        self.nearby_choice = Choice("Nearby", [("", "none found yet")], 0, self._pick_nearby)
        self.nearby: Nearby | None = None

    def rows(self, mode: str) -> list:
        """The rows of `mode` ("friends" or "duel"), top to bottom (between Mode and Start)."""
        if mode == "duel":
            return [self.server, self.name]
        if self.role.value == "host":
            return [self.role, self.name]
        if self.nearby is None:
            self.nearby = Nearby()
        return [self.role, self.nearby_choice, self.server, self.code, self.name]

    def refresh(self) -> None:
        """Servers found nearby since the last frame go into the Nearby row."""
        if self.nearby is None:
            return
        found = [(address, name) for name, address in self.nearby.found()]
        options = found or [("", "none found yet")]
        if options != self.nearby_choice.options:
            self.nearby_choice.options = options
            self.nearby_choice.index = min(self.nearby_choice.index, len(options) - 1)
            self.nearby_choice.adjust(0)

    def _pick_nearby(self) -> None:
        if self.nearby_choice.value:
            self.server.value = self.server.shown.text = self.nearby_choice.value

    def about(self, mode: str) -> str:
        """The sentence under the rows."""
        if mode == "duel":
            return ("Type the address of a Quintet server (host:port). It pairs you with another player "
                    "looking for a duel; both ratings move after it.")
        if self.role.value == "host":
            return ("This computer starts a server on its network; friends on the same network see it "
                    "under Nearby, or type its address. You get a code to give them.")
        return "Pick a server found nearby or type its address, and type the room's code."

    def problem(self, mode: str) -> str | None:
        """What is missing before the game can start, or None."""
        if not self.name.value.strip():
            return "Type your name first."
        if (mode == "duel" or self.role.value == "join") and not self.server.value.strip():
            return "Type the server's address (host:port) first."
        if mode == "friends" and self.role.value == "join" and len(self.code.value) != CODE_LENGTH:
            return f"Type the room's {CODE_LENGTH}-letter code first."
        return None

    def begin(self, mode: str) -> str | None:
        """Open the lobby (starting the server first when hosting); a sentence when it cannot."""
        problem = self.problem(mode)
        if problem:
            return problem
        store = self.app.profile.progress.setdefault(GAME_ID, {})
        name = self.name.value.strip()
        store["online_name"] = name
        if self.server.value.strip():
            store["server"] = self.server.value.strip()
        self.app.save_profile()
        player = str(store.get("online_player", ""))
        if self.nearby is not None:
            self.nearby.close()
            self.nearby = None
        if mode == "friends" and self.role.value == "host":
            from game.core.storage import data_dir

            for old in HOSTED:
                old.stop()
            HOSTED[:] = [Hosted(name, data_dir() / "server", PORT)]
            link = Link(f"127.0.0.1:{PORT}", player, retry_seconds=15.0)
            lobby = LobbyScene(self.app, link, "host", name, address=HOSTED[0].address)
        else:
            link = Link(self.server.value.strip(), player)
            kind = "duel" if mode == "duel" else "join"
            lobby = LobbyScene(self.app, link, kind, name, self.code.value, self.server.value.strip())
        self.app.replace(lobby)
        return None
