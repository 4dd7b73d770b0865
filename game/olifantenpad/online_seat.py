"""The online seat this player may come back into: the server's address, the room's code, the seat's
token and the player's name, kept in a small JSON file of the data folder (`online-seat.json`).

The lobby writes it when the server seats the player, and the setup screen offers "Rejoin" while
it is there: after a dropped connection or a game that closed mid-game, the token brings the
player back into their seat. It is forgotten when the game ends, when the player leaves the room,
and when the server no longer knows the room or the token. A damaged file is set aside by the
storage helpers and read as "no seat".
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.storage import UnreadableFile, atomic_write_json, data_dir, read_json

FILE_NAME = "online-seat.json"


@dataclass(frozen=True)
class SavedSeat:
    """A seat to come back into: where (`server`, as the player typed it), which room and seat
    token, the name sat under, and the kind of game ("friends" or "duel")."""

    server: str
    code: str
    token: str
    name: str
    kind: str = "friends"


def seat_file(folder: Path | None = None) -> Path:
    """Where the seat is kept (the data folder unless `folder` is given)."""
    return (folder or data_dir()) / FILE_NAME


def load_seat(folder: Path | None = None) -> SavedSeat | None:
    """The kept seat, or None when there is none (or the file is not one this game wrote)."""
    try:
        data = read_json(seat_file(folder))
    except (UnreadableFile, OSError):
        return None
    if not isinstance(data, dict):
        return None
    fields = ("server", "code", "token", "name", "kind")
    values = [data.get(key) for key in fields]
    if not all(isinstance(v, str) and 0 < len(v) <= 100 for v in values) or values[4] not in ("friends", "duel"):
        return None
    return SavedSeat(*values)


def keep_seat(seat: SavedSeat, folder: Path | None = None) -> None:
    """Keep `seat` (a disk that refuses only costs the Rejoin offer)."""
    try:
        atomic_write_json(seat_file(folder), {"server": seat.server, "code": seat.code, "token": seat.token,
                                              "name": seat.name, "kind": seat.kind})
    except OSError:
        pass


def forget_seat(folder: Path | None = None) -> None:
    """Forget the kept seat (nothing to come back into)."""
    try:
        seat_file(folder).unlink(missing_ok=True)
    except OSError:
        pass
