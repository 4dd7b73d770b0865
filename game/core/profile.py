"""The player's profile: best scores, campaign progress and statistics per game, and the settings.

Both are small JSON files written atomically, and read like any other file the player can touch:

- a file that cannot be used as a whole (not JSON, not a table, a version that is not a whole number
  or is newer than this Quintet) is moved aside to `<name>.corrupt` and defaults are used;
- a value that is wrong (a volume of 5, an animation speed of 0, a best score that is not a number,
  a game's progress of the wrong shape) falls back to its default; the file as it was is kept as
  `<name>.corrupt` and the repaired one written in its place.

Either way the game starts, and `problem` says in one sentence what happened (the title screen
shows it).

The profile is versioned, and an older one is migrated, never reset: version 1 (best scores and
progress) gains statistics seeded from its best scores (`game.core.stats.seeded_from_best`); its
best scores and progress are kept as they are. One game's statistics that cannot be used are
reset alone, reported and the file kept as above.
"""

from __future__ import annotations

import copy
import dataclasses
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, Mapping, TypeVar

import msgspec

from game.core.limits import LimitError, check_data
from game.core.serial import to_data
from game.core.stats import GameStats, seeded_from_best, stats_from
from game.core.storage import UnreadableFile, atomic_write_json, config_dir, data_dir, keep_aside, read_json

R = TypeVar("R")

#: 2: statistics and history per game (`stats`); a version 1 profile is migrated on reading.
PROFILE_VERSION = 2
SETTINGS_VERSION = 1
#: Most games, score keys per game and progress keys per game a profile keeps.
MAX_ENTRIES = 1000
#: Largest best score kept (scores are whole numbers well below this).
MAX_SCORE = 10**12

Volume = Annotated[float, msgspec.Meta(ge=0.0, le=1.0)]


@dataclass
class Settings:
    """What the Settings screen changes. Volumes are 0..1; animation speed multiplies tween speed.

    The ranges are a little wider than the Settings screen's sliders, so that a value a slider can
    reach is always valid; outside them a value falls back to its default when read."""

    master_volume: Volume = 0.8
    music_volume: Volume = 0.6
    effects_volume: Volume = 0.8
    fullscreen: bool = False
    animation_speed: Annotated[float, msgspec.Meta(ge=0.25, le=4.0)] = 1.0
    colorblind: bool = False
    hint_delay: Annotated[float, msgspec.Meta(ge=1.0, le=120.0)] = 6.0
    remember_map: bool = False  # assist: Romb Raider outlines the walls and torches seen before
    debris: Volume = 1.0  # how many shards, chips, scraps and dust motes fly (0: none)
    undo: bool = True  # assist: Ctrl+Z / Ctrl+Y in every game; a game where it was used counts apart
    text_size: Literal[100, 125, 150] = 100  # per cent: menus, HUDs, How to Play and dialogs
    #: The player's keys: `bindings[place][action]` is a list of key names (`input_map.key_name`),
    #: a place being a game's id or "menus"; an action not listed keeps its default keys.
    bindings: dict[str, dict[str, list[str]]] = field(default_factory=dict)


@dataclass
class Profile:
    """Best scores (`best[game][key]`, key being a level or "total"), free-form progress, and the
    statistics and history of finished games (`stats[game]`, see `game.core.stats`)."""

    best: dict[str, dict[str, int]] = field(default_factory=dict)
    progress: dict[str, dict[str, Any]] = field(default_factory=dict)
    stats: dict[str, GameStats] = field(default_factory=dict)
    #: Each game's declared type of its progress table (`GameSpec.progress`, given to `load_profile`):
    #: what `keep_progress` checks a value against. Not written to the file.
    progress_types: Mapping[str, type] = field(default_factory=dict, repr=False, compare=False)

    def progress_of(self, game_id: str) -> dict[str, Any]:
        """A copy of what a game keeps (its progress table; empty for a game never played). Reading
        never changes the profile; `keep_progress` is the one way a game writes its progress."""
        return copy.deepcopy(self.progress.get(game_id, {}))

    def keep_progress(self, game_id: str, **values: Any) -> None:
        """Keep values in a game's progress table (the caller writes the profile). Each is checked
        against the type its game declared for that key, the same check the loader makes, so what is
        kept reads back the same: a key the game did not declare, or a value of another type, is a
        programming error (TypeError naming the game and the key)."""
        kind = self.progress_types.get(game_id)
        hints = typing.get_type_hints(kind, include_extras=True) if kind is not None else None
        checked = {}
        for key, value in values.items():
            if hints is None:
                checked[key] = to_data(value)
                continue
            if key not in hints:
                raise TypeError(f"{game_id} progress has no key {key!r} (it declares {', '.join(sorted(hints))})")
            try:
                checked[key] = to_data(_convert(to_data(value), hints[key]))
            except msgspec.ValidationError as exc:
                raise TypeError(f"{game_id} progress {key} {_show(value)}: {_reason(exc)}") from None
        self.progress.setdefault(game_id, {}).update(checked)

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


def _convert(value: Any, kind: Any) -> Any:
    """`value` as `kind` (numbers may be ints for floats, nothing else is coerced)."""
    return msgspec.convert(value, type=kind, strict=True)


def _reason(exc: msgspec.ValidationError) -> str:
    message = str(exc).split(" - at `", 1)[0].replace("`", "")
    return message[:1].lower() + message[1:]


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


#: A check of the player's key bindings (`game.ui.bindings.problems`): the usable part and a
#: sentence for each binding dropped (the rules of keys live with the input maps, not here).
BindingsCheck = typing.Callable[[dict[str, dict[str, list[str]]]], tuple[dict[str, dict[str, list[str]]], list[str]]]


def _settings_from(body: dict[str, Any], notes: list[str], version: int,
                   check_bindings: BindingsCheck | None = None) -> Settings:
    hints = typing.get_type_hints(Settings, include_extras=True)
    values: dict[str, Any] = {}
    for item in dataclasses.fields(Settings):
        if item.name not in body:
            continue
        try:
            values[item.name] = _convert(body[item.name], hints[item.name])
        except msgspec.ValidationError as exc:
            default = getattr(Settings(), item.name)
            notes.append(f"{item.name} {_show(body[item.name])} is not usable ({_reason(exc)}), "
                         f"using {default!r}")
    for name in sorted(set(body) - set(values) - {f.name for f in dataclasses.fields(Settings)})[:3]:
        notes.append(f"unknown setting {_show(name)} dropped")
    if check_bindings is not None and "bindings" in values:
        values["bindings"], dropped = check_bindings(values["bindings"])
        notes.extend(dropped)
    return Settings(**values)


def _profile_from(body: dict[str, Any], notes: list[str], version: int,
                  progress_types: Mapping[str, type] | None) -> Profile:
    best: dict[str, dict[str, int]] = {}
    raw_best = body.get("best", {})
    if not isinstance(raw_best, dict):
        notes.append("best scores are not a table, starting them afresh")
        raw_best = {}
    bad_scores = 0
    for game_id, table in list(raw_best.items())[:MAX_ENTRIES]:
        if not isinstance(table, dict):
            bad_scores += 1
            continue
        kept = {}
        for key, score in list(table.items())[:MAX_ENTRIES]:
            if isinstance(score, int) and not isinstance(score, bool) and abs(score) <= MAX_SCORE:
                kept[key] = score
            else:
                bad_scores += 1
        best[game_id] = kept
    if bad_scores:
        notes.append(f"{bad_scores} best score(s) that are not whole numbers dropped")

    progress: dict[str, dict[str, Any]] = {}
    raw_progress = body.get("progress", {})
    if not isinstance(raw_progress, dict):
        notes.append("campaign progress is not a table, starting it afresh")
        raw_progress = {}
    for game_id, values in list(raw_progress.items())[:MAX_ENTRIES]:
        if not isinstance(values, dict):
            notes.append(f"{game_id} progress is not a table, starting it afresh")
            continue
        kind = (progress_types or {}).get(game_id)
        progress[game_id] = _progress_from(game_id, values, kind, notes)
    stats = seeded_from_best(best) if version < 2 else _stats_from(body.get("stats", {}), notes)
    for name in sorted(set(body) - {"best", "progress", "stats"})[:3]:
        notes.append(f"unknown entry {_show(name)} dropped")
    return Profile(best, progress, stats)


def _stats_from(raw: Any, notes: list[str]) -> dict[str, GameStats]:
    """Each game's statistics checked on their own: one that cannot be used is reset alone."""
    if not isinstance(raw, dict):
        notes.append("statistics are not a table, starting them afresh")
        return {}
    stats: dict[str, GameStats] = {}
    for game_id, value in list(raw.items())[:MAX_ENTRIES]:
        try:
            stats[game_id] = stats_from(game_id, value)
        except msgspec.ValidationError as exc:
            notes.append(f"{game_id} statistics are not usable ({_reason(exc)}), starting them afresh")
    return stats


def _progress_from(game_id: str, values: dict[str, Any], kind: type | None, notes: list[str]) -> dict[str, Any]:
    """A game's progress table with each value its game declared (`kind`, a dataclass or msgspec
    Struct of the known keys) checked; a wrong one is dropped, so the game uses its default."""
    if kind is None:
        return dict(values)
    hints = typing.get_type_hints(kind, include_extras=True)
    out: dict[str, Any] = {}
    for key, value in values.items():
        if key not in hints:
            out[key] = value  # a key this version does not know: kept for the version that does
            continue
        try:
            out[key] = to_data(_convert(value, hints[key]))
        except msgspec.ValidationError as exc:
            notes.append(f"{game_id} progress {key} {_show(value)} is not usable ({_reason(exc)}), reset")
    return out


def _load(path: Path, version: int, build: typing.Callable[[dict[str, Any], list[str], int], R],
          default: typing.Callable[[], R], to_file: typing.Callable[[R], dict[str, Any]]) -> tuple[R, str | None]:
    """Read a versioned JSON record; returns (record, problem or None). See the module docstring."""
    try:
        data = read_json(path)
    except UnreadableFile as exc:
        return default(), f"{exc}; using defaults"
    if data is None:
        return default(), None
    problem = None
    if not isinstance(data, dict):
        problem = f"is a {type(data).__name__}, not a table"
    else:
        found = data.get("version", 0)
        if not isinstance(found, int) or isinstance(found, bool) or found < 0:
            problem = f"its version {_show(found)} is not a whole number"
        elif found > version:
            problem = f"its version {found} is newer than this Quintet ({version})"
    if problem is None:
        notes: list[str] = []
        try:
            check_data(data)
            record = build({k: v for k, v in data.items() if k != "version"}, notes, found)
        except LimitError as exc:
            problem = str(exc)
        else:
            if not notes:
                return record, None
            kept = keep_aside(path)
            try:
                atomic_write_json(path, to_file(record))
            except OSError:
                pass
            where = f" (the file as it was is kept as {kept.name})" if kept else ""
            return record, f"{path.name}: " + "; ".join(notes[:4]) + where
    kept = keep_aside(path)
    where = f"; kept as {kept.name}" if kept else ""
    return default(), f"{path.name} could not be used: {problem}{where}; using defaults"


def profile_path() -> Path:
    """The profile file."""
    return data_dir() / "profile.json"


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / "settings.json"


def _profile_file(profile: Profile) -> dict[str, Any]:
    return {"version": PROFILE_VERSION, "best": to_data(profile.best), "progress": to_data(profile.progress),
            "stats": to_data(profile.stats)}


def _settings_file(settings: Settings) -> dict[str, Any]:
    return {"version": SETTINGS_VERSION, **dataclasses.asdict(settings)}


def load_profile(progress_types: Mapping[str, type] | None = None) -> tuple[Profile, str | None]:
    """The stored profile (or a fresh one) and a problem message if the file was damaged.

    `progress_types` maps a game id to the type of its progress table (a dataclass or msgspec Struct
    naming the keys the game reads and their types); values of the wrong type are reset."""
    profile, problem = _load(profile_path(), PROFILE_VERSION,
                             lambda body, notes, found: _profile_from(body, notes, found, progress_types),
                             Profile, _profile_file)
    profile.progress_types = dict(progress_types or {})
    return profile, problem


def save_profile(profile: Profile) -> None:
    """Write the profile atomically."""
    atomic_write_json(profile_path(), _profile_file(profile))


def load_settings(check_bindings: BindingsCheck | None = None) -> tuple[Settings, str | None]:
    """The stored settings (or defaults) and a problem message if the file was damaged;
    `check_bindings` drops the key bindings that cannot be used (each then keeps its default)."""
    return _load(settings_path(), SETTINGS_VERSION,
                 lambda body, notes, found: _settings_from(body, notes, found, check_bindings), Settings,
                 _settings_file)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically."""
    atomic_write_json(settings_path(), _settings_file(settings))
