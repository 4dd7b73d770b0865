"""The server's records in SQLite (the standard library's `sqlite3`): each player's Elo rating and
every finished game (whose save is a normal Quintet save file beside the database).

The calls are plain and blocking; the server runs them with `asyncio.to_thread`, so a slow disk
never holds up the rooms. One connection per call keeps it safe from any thread, and several server
processes can share one database file (SQLite locks it; see docs/online.md).
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from contextlib import closing
from pathlib import Path

#: A new player's rating, and how far one duel moves it at most.
START_RATING, K_FACTOR = 1200, 32

_SCHEMA = """
CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY, name TEXT NOT NULL, rating INTEGER NOT NULL, duels INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL, kind TEXT NOT NULL, finished REAL NOT NULL,
    save TEXT NOT NULL, names TEXT NOT NULL, scores TEXT NOT NULL);
"""


def expected(rating: int, other: int) -> float:
    """Elo's expected result of a player rated `rating` against one rated `other` (0 to 1)."""
    return 1.0 / (1.0 + 10 ** ((other - rating) / 400.0))


def elo_change(rating: int, other: int, result: float) -> int:
    """The change of `rating` after a duel against `other` ending in `result` (1 won, 0.5 draw, 0 lost)."""
    return round(K_FACTOR * (result - expected(rating, other)))


def player_key(secret: str) -> str:
    """The database key of a player: a hash of the secret only that player's client holds."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


class Records:
    """Ratings and finished games in the SQLite file `path` (created with its tables if new)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with closing(self._connect()) as db, db:
            db.executescript(_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=10)

    def rating(self, secret: str) -> int | None:
        """The rating of the player with this secret, or None for a player the server never saw."""
        with closing(self._connect()) as db:
            row = db.execute("SELECT rating FROM players WHERE id = ?", (player_key(secret),)).fetchone()
        return None if row is None else int(row[0])

    def register(self, secret: str, name: str = "") -> int:
        """Make sure the player exists (at `START_RATING`); their rating."""
        with closing(self._connect()) as db, db:
            db.execute("INSERT OR IGNORE INTO players (id, name, rating) VALUES (?, ?, ?)",
                       (player_key(secret), name, START_RATING))
            row = db.execute("SELECT rating FROM players WHERE id = ?", (player_key(secret),)).fetchone()
        return int(row[0])

    def record_duel(self, secrets: tuple[str, str], names: tuple[str, str], result: float
                    ) -> tuple[tuple[int, int], tuple[int, int]]:
        """Apply a duel's result (1: the first player won, 0.5 a draw, 0 the second won) to both
        ratings in one transaction; the new ratings and the changes."""
        keys = tuple(player_key(s) for s in secrets)
        with closing(self._connect()) as db, db:
            for key, name in zip(keys, names):
                db.execute("INSERT OR IGNORE INTO players (id, name, rating) VALUES (?, ?, ?)",
                           (key, name, START_RATING))
            before = [int(db.execute("SELECT rating FROM players WHERE id = ?", (key,)).fetchone()[0])
                      for key in keys]
            changes = (elo_change(before[0], before[1], result), elo_change(before[1], before[0], 1.0 - result))
            for key, name, old, change in zip(keys, names, before, changes):
                db.execute("UPDATE players SET rating = ?, name = ?, duels = duels + 1 WHERE id = ?",
                           (old + change, name, key))
        return (before[0] + changes[0], before[1] + changes[1]), changes

    def record_game(self, code: str, kind: str, save: str, names: list[str], scores: list[int]) -> None:
        """Note a finished game and the name of its save file."""
        with closing(self._connect()) as db, db:
            db.execute("INSERT INTO games (code, kind, finished, save, names, scores) VALUES (?, ?, ?, ?, ?, ?)",
                       (code, kind, time.time(), save, "\t".join(names), " ".join(map(str, scores))))

    def games(self) -> list[tuple[str, str, str, str]]:
        """Every finished game noted: (code, kind, save file name, scores), oldest first."""
        with closing(self._connect()) as db:
            rows = db.execute("SELECT code, kind, save, scores FROM games ORDER BY id").fetchall()
        return [(str(a), str(b), str(c), str(d)) for a, b, c, d in rows]
