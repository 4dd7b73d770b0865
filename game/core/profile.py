"""The player's profile: best scores and campaign progress per game, and the settings.

Both are small JSON files written atomically. A damaged file is moved aside and replaced by
defaults, with the problem kept in `problem` for the title screen to show.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from game.core.serial import DataError, from_data, to_data
from game.core.storage import UnreadableFile, atomic_write_json, config_dir, data_dir, keep_aside, read_json

R = TypeVar("R")

PROFILE_VERSION = 1
SETTINGS_VERSION = 1


@dataclass
class Settings:
    """What the Settings screen changes. Volumes are 0..1; animation speed multiplies tween speed."""

    master_volume: float = 0.8
    music_volume: float = 0.6
    effects_volume: float = 0.8
    fullscreen: bool = False
    animation_speed: float = 1.0
    colorblind: bool = False
    hint_delay: float = 6.0


@dataclass
class Profile:
    """Best scores (`best[game][key]`, key being a level or "total") and free-form progress."""

    best: dict[str, dict[str, int]] = field(default_factory=dict)
    progress: dict[str, dict[str, Any]] = field(default_factory=dict)

    def record_score(self, game_id: str, key: str, score: int) -> bool:
        """Keep `score` if it beats the best for (game, key); returns True when it is a new best."""
        table = self.best.setdefault(game_id, {})
        if score > table.get(key, -1):
            table[key] = score
            return True
        return False

    def best_score(self, game_id: str) -> int | None:
        """The best score of a game over all its keys, or None when it was never played."""
        table = self.best.get(game_id)
        return max(table.values()) if table else None


def _load(path: Path, kind: type[R], version: int) -> tuple[R, str | None]:
    """Read a versioned JSON record; returns (record, problem or None)."""
    try:
        data = read_json(path)
    except UnreadableFile as exc:
        return kind(), str(exc)
    if data is None:
        return kind(), None
    try:
        if data.get("version", 0) > version:
            raise DataError(f"version {data.get('version')} is newer than this Quintet")
        body = {k: v for k, v in data.items() if k != "version"}
        return from_data(body, kind), None
    except (AttributeError, DataError) as exc:
        kept = keep_aside(path)
        return kind(), f"{path.name}: {exc} (kept as {kept.name})"


def profile_path() -> Path:
    """The profile file."""
    return data_dir() / "profile.json"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def load_profile() -> tuple[Profile, str | None]:
    """The stored profile (or a fresh one) and a problem message if the file was damaged."""
    return _load(profile_path(), Profile, PROFILE_VERSION)


def save_profile(profile: Profile) -> None:
    """Write the profile atomically."""
    atomic_write_json(profile_path(), {"version": PROFILE_VERSION, **to_data(profile)})


def load_settings() -> tuple[Settings, str | None]:
    """The stored settings (or defaults) and a problem message if the file was damaged."""
    return _load(settings_path(), Settings, SETTINGS_VERSION)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(settings_path(), {"version": SETTINGS_VERSION, **dataclasses.asdict(settings)})
