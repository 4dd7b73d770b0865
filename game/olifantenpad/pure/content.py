"""Olifantenpad content: the parks in `levels/olifantenpad/*.toml` and the settings in
`data/olifantenpad.toml` (bot parameters, timings, the school trip's size).

A park file holds a `name`, a `title`, an `intro`, a `picture` (one string per row; see
`game.olifantenpad.pure.park` for the symbols) and exactly five `[[hours]]`, 13:00 to 17:00, each with its
visitor `groups`, one inline table per line:

    [[hours]]
    time = "13:00"
    groups = [
      { from = "A", to = "C", size = 3 },
    ]

`quintet check` reports every problem with file, line and key: no gate, a gate off the edge or not
joined to the sidewalk, a group between gates the sidewalk does not join. This module never imports
the rules; the rules get a `Park` record from `content_for(params)`.
"""

from __future__ import annotations

import datetime
from functools import lru_cache
from typing import Annotated, Any

import msgspec

from game.core.content import ContentError, ContentKind, ContentRecord, Problem, check_file, load_record, locate
from game.core.paths import resource, resource_root
from game.olifantenpad.pure.daily import park_of_the_day as _generate
from game.olifantenpad.pure.park import HOURS, MAX_GROUP, Group, Park, read_park

NAME_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$"


class GroupRecord(ContentRecord, frozen=True):
    """A group of visitors in a park file: `from` gate, `to` gate (letters), `size`."""

    origin: Annotated[str, msgspec.Meta(pattern="^[A-Z]$", description="The gate the group comes in by.")] = \
        msgspec.field(name="from")
    to: Annotated[str, msgspec.Meta(pattern="^[A-Z]$", description="The gate the group walks to.")]
    size: Annotated[int, msgspec.Meta(ge=1, le=MAX_GROUP, description="Visitors in the group.")]


class HourRecord(ContentRecord, frozen=True):
    """One hour of a park file: its time label and the groups that walk in it."""

    time: Annotated[str, msgspec.Meta(description="The hour: 13:00, 14:00, 15:00, 16:00 or 17:00, in order.")]
    groups: Annotated[tuple[GroupRecord, ...], msgspec.Meta(
        description="The visitor groups of this hour, one inline table per line.")] = ()


class ParkRecord(ContentRecord, frozen=True):
    """One park file: its id, what the player reads, the picture and the visitors of each hour."""

    name: Annotated[str, msgspec.Meta(
        pattern=NAME_PATTERN, description="Id of the park in saves: lower-case words joined by '-'.")]
    title: Annotated[str, msgspec.Meta(min_length=1, max_length=40, description="The park's name as shown.")]
    picture: Annotated[tuple[str, ...], msgspec.Meta(
        description="The park, one string per row: '.' grass, '=' sidewalk, 'A'-'Z' gates, "
                    "'t' tree, '~' pond, '*' flowerbed, 'b' bench.")]
    hours: Annotated[tuple[HourRecord, ...], msgspec.Meta(description="Exactly five hours, 13:00 to 17:00.")]
    intro: Annotated[str, msgspec.Meta(max_length=300, description="A sentence or two shown before play.")] = ""

    def _hours(self) -> list[tuple[str, list[Group]]]:
        return [(hour.time, [Group(g.origin, g.to, g.size) for g in hour.groups]) for hour in self.hours]

    def problems(self) -> list[Problem]:
        """Everything wrong with the picture and the groups (see `game.olifantenpad.pure.park.read_park`)."""
        return read_park(self.name, self.title, self.picture, self._hours())[1]

    def park(self, school_trip_size: int = 5) -> Park:
        """The park this record describes (the record must have passed its checks)."""
        park, problems = read_park(self.name, self.title, self.picture, self._hours(), self.intro,
                                   school_trip_size)
        if park is None:
            raise ValueError("; ".join(p.message for p in problems))
        return park


class BotSettings(ContentRecord, frozen=True):
    """One bot difficulty: its node budget and wall-clock cap per hour, and how it searches."""

    nodes: Annotated[int, msgspec.Meta(ge=1, description="Search nodes per decision (sets the strength).")]
    seconds: Annotated[float, msgspec.Meta(gt=0, le=10, description="Wall-clock cap per decision.")]
    samples: Annotated[int, msgspec.Meta(ge=1, le=5000, description="Random walks drawn as candidates.")]
    busy_bias: Annotated[float, msgspec.Meta(
        ge=0, description="How strongly a drawn walk leans toward grass beside busy sidewalk.")]
    evaluate: Annotated[int, msgspec.Meta(
        ge=0, le=500, description="Candidates scored by resolving the hour (0: none, a random walk).")]
    refine: Annotated[int, msgspec.Meta(
        ge=0, le=100, description="Best candidates looked at again (predictions, the next hour).")] = 0
    predict: Annotated[bool, msgspec.Meta(description="Predict the other players' walks.")] = False
    predict_weight: Annotated[float, msgspec.Meta(
        ge=0, le=1, description="Share of a walk's score taken against the predicted walks.")] = 0.5
    rival_weight: Annotated[float, msgspec.Meta(
        ge=0, le=1, description="How much the best other player's points count against a walk.")] = 0.0
    closure_penalty: Annotated[float, msgspec.Meta(
        ge=0, description="Points a closed cell of its own is worth avoiding.")] = 0.0
    keep_weight: Annotated[float, msgspec.Meta(
        ge=0, description="Value of each own cell visitors walk, kept for later hours.")] = 0.0


class BotTable(ContentRecord, frozen=True):
    """The three bot difficulties."""

    easy: BotSettings
    normal: BotSettings
    hard: BotSettings


class Settings(ContentRecord, frozen=True):
    """data/olifantenpad.toml: the default park, timings, the school trip and the bots."""

    default_park: Annotated[str, msgspec.Meta(pattern=NAME_PATTERN, description="Park of a new game.")]
    school_trip_size: Annotated[int, msgspec.Meta(
        ge=0, le=MAX_GROUP, description="Children on the school trip (one hour from 14:00 to 17:00).")]
    plan_seconds: Annotated[int, msgspec.Meta(
        ge=5, le=300, description="Seconds per player to plan an hour in hot-seat games.")]
    reveal_seconds: Annotated[float, msgspec.Meta(
        ge=0, le=30, description="Seconds the scene takes to show an hour resolving.")]
    bots: BotTable


PARKS = ContentKind("olifantenpad-park", "levels/olifantenpad/*.toml", ParkRecord)
SETTINGS = ContentKind("olifantenpad-settings", "data/olifantenpad.toml", Settings)
CONTENT_KINDS = [PARKS, SETTINGS]


@lru_cache(maxsize=1)
def _settings_cached(mtime: float) -> Settings:
    return load_record(resource("data", "olifantenpad.toml"), Settings)


def load_settings() -> Settings:
    """The shipped settings (read again when the file changes); raises ContentError."""
    path = resource("data", "olifantenpad.toml")
    try:
        mtime = path.stat().st_mtime
    except OSError:
        raise ContentError(path, "file not found") from None
    return _settings_cached(mtime)


def load() -> list[ParkRecord]:
    """Every shipped park in file-name order, after checking the settings name one of them. Raises
    ContentError for a broken file, a repeated park name, no parks, or an unknown default park."""
    files = PARKS.files(resource_root())
    if not files:
        raise ContentError(resource_root() / "levels" / "olifantenpad", "no park files found")
    records: list[ParkRecord] = []
    for path in files:
        record = load_record(path, ParkRecord)
        if any(r.name == record.name for r in records):
            raise ContentError(path, f"another park is already called {record.name!r}; names must differ",
                               "name", line=locate(path.read_text(encoding="utf-8"), ["name"]))
        records.append(record)
    settings = load_settings()
    if not any(r.name == settings.default_park for r in records):
        path = resource("data", "olifantenpad.toml")
        raise ContentError(path, f"no park called {settings.default_park!r} in levels/olifantenpad",
                           "default_park", line=locate(path.read_text(encoding="utf-8"), ["default_park"]))
    return records


def find_park(name: str) -> Park:
    """The shipped park called `name`, read file by file so that a broken park elsewhere does not
    stop it; raises ContentError when no good file has that name."""
    size = load_settings().school_trip_size
    broken: list[ContentError] = []
    for path in PARKS.files(resource_root()):
        result = check_file(path, ParkRecord)
        if isinstance(result, list):
            broken.extend(result)
        elif result.name == name:
            return result.park(size)
    hint = f" (a broken park file may be the one: {broken[0]})" if broken else ""
    raise ContentError(resource_root() / "levels" / "olifantenpad", f"no park called {name!r}{hint}")


def park_of_the_day(date: datetime.date) -> Park:
    """The Park of the Day: generated from the date alone, the same for everyone that day, and
    always valid (see `game.olifantenpad.pure.daily`)."""
    return _generate(date)


def content_for(params: Any) -> Park:
    """The park a new game of `params` is played on: the Park of the Day of `params.day` when it
    names a date, else the shipped park `params.park`. Raises ContentError."""
    day = getattr(params, "day", "")
    size = load_settings().school_trip_size
    if day:
        try:
            date = datetime.date.fromisoformat(day)
        except ValueError:
            raise ContentError("params", f"{day!r} is not a date (YYYY-MM-DD)", "day") from None
        park = park_of_the_day(date)
        return Park(park.name, park.title, park.rows, park.gates, park.hours, size, park.intro)
    return find_park(getattr(params, "park", "") or load_settings().default_park)


__all__ = ["CONTENT_KINDS", "HOURS", "ParkRecord", "Settings", "content_for", "find_park", "load",
           "load_settings", "park_of_the_day"]
