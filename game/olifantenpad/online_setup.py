"""The setup rows of the online modes, "With friends" and "Online duel", and how they start.

With friends: host a room (this computer starts the server in a process of its own, on its network,
advertised so friends nearby see it) or join one with its code on a server whose address the player
types or picks from the servers found nearby. Online duel: a server's address, and the server finds
the opponent. The address, the name, the player secret (the server's rating key) and the rating the
server last gave are kept in the profile (`progress["olifantenpad"]`: `server`, `online_name`,
`online_player`, `online_rating`). While a seat is kept (`online_seat`: a game dropped or closed
before its end), both modes offer "Rejoin" to come back into it.
"""

from __future__ import annotations

from typing import Any, Callable

import arcade

from game.olifantenpad.art import set_looks
from game.olifantenpad.lobby import LobbyScene
from game.olifantenpad.online.protocol import CODE_ALPHABET, CODE_LENGTH
from game.olifantenpad.online_host import PORT, Hosted, Nearby
from game.olifantenpad.online_link import Link
from game.olifantenpad.online_seat import load_seat
from game.olifantenpad.pure.modes import GAME_ID
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
        self.saved = load_seat()
        self.duel_role = Choice("Duel", [("find", "Find an opponent")], 0, changed)
        set_looks()  # the setup screen draws players in seat order
        if self.saved is not None:
            rejoin = ("rejoin", f"Rejoin room {self.saved.code}")
            (self.duel_role if self.saved.kind == "duel" else self.role).options.append(rejoin)
            (self.duel_role if self.saved.kind == "duel" else self.role).select("rejoin")

    @property
    def rating(self) -> int | None:
        """The rating the server last gave this player (None before any online game)."""
        value = self.app.profile.progress_of(GAME_ID).get("online_rating")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def rejoining(self, mode: str) -> bool:
        """True when `mode`'s rows say "Rejoin" (a kept seat)."""
        return (self.duel_role if mode == "duel" else self.role).value == "rejoin"

    def rows(self, mode: str) -> list:
        """The rows of `mode` ("friends" or "duel"), top to bottom (between Mode and Start)."""
        if self.rejoining(mode):
            return [self.duel_role if mode == "duel" else self.role]
        if mode == "duel":
            return [*([self.duel_role] if len(self.duel_role.options) > 1 else []), self.server, self.name]
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

    def close_nearby(self) -> None:
        """Stop looking for servers nearby."""
        if self.nearby is not None:
            self.nearby.close()
            self.nearby = None

    def _pick_nearby(self) -> None:
        if self.nearby_choice.value:
            self.server.value = self.server.shown.text = self.nearby_choice.value

    def about(self, mode: str) -> str:
        """The sentence under the rows (with the player's online rating once there is one)."""
        rating = f"Your rating {self.rating}. " if self.rating is not None else ""
        if self.rejoining(mode) and self.saved is not None:
            return (f"Come back into your seat in room {self.saved.code} as {self.saved.name}, on "
                    f"{self.saved.server}; the game goes on where it stands.")
        if mode == "duel":
            return (rating + "Type the address of a Quintet server (host:port). It pairs you with another "
                    "player looking for a duel; both ratings move after it.")
        if self.role.value == "host":
            return ("This computer starts a server on its network; friends on the same network see it "
                    "under Nearby, or type its address. You get a code to give them.")
        return rating + "Pick a server found nearby or type its address, and type the room's code."

    def problem(self, mode: str) -> str | None:
        """What is missing before the game can start, or None."""
        if self.rejoining(mode):
            return None
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
        if self.rejoining(mode) and self.saved is not None:
            saved = self.saved
            player = str(self.app.profile.progress_of(GAME_ID).get("online_player", ""))
            self.close_nearby()
            self.app.replace(LobbyScene(self.app, Link(saved.server, player), "rejoin", saved.name, saved.code,
                                        token=saved.token))
            return None
        name = self.name.value.strip()
        self.app.profile.keep_progress(GAME_ID, online_name=name)
        if self.server.value.strip():
            self.app.profile.keep_progress(GAME_ID, server=self.server.value.strip())
        self.app.save_profile()
        player = str(self.app.profile.progress_of(GAME_ID).get("online_player", ""))
        self.close_nearby()
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
