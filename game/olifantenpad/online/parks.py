"""The parks a room may be played on: a shipped one by name, the Park of the Day of a date, or the
organiser's own park file, whose text is checked by the same loader as `quintet check`.

Parks are frozen records, so one record serves every room on it (and the rules' per-park caches
with it); the Parks of the Day kept are bounded.
"""

from __future__ import annotations

import asyncio
import datetime

from game.core.content import ContentError, check_text
from game.olifantenpad.online.protocol import ChoosePark
from game.olifantenpad.online.rooms import Refused
from game.olifantenpad.pure.content import ParkRecord, content_for, load_settings
from game.olifantenpad.pure.park import Park
from game.olifantenpad.pure.rules import Params

#: Parks of the Day kept at once (older ones are read again when asked for).
MAX_DAYS = 64


class Parks:
    """The server's parks (see the module docstring)."""

    def __init__(self) -> None:
        self._parks: dict[str, Park] = {}

    def shipped(self, name: str) -> Park:
        """The shipped park `name` (raises ContentError)."""
        if name not in self._parks:
            self._parks[name] = content_for(Params(park=name))
        return self._parks[name]

    def default(self) -> tuple[Park, Params]:
        """The park a new room starts with: the settings' default park."""
        name = load_settings().default_park
        return self.shipped(name), Params(park=name)

    def day(self, day: str) -> tuple[Park, Params]:
        """The Park of the Day of `day` (YYYY-MM-DD; raises ContentError for another text)."""
        key = f"day:{day}"
        if key not in self._parks:
            if sum(k.startswith("day:") for k in self._parks) >= MAX_DAYS:
                self._parks = {k: v for k, v in self._parks.items() if not k.startswith("day:")}
            self._parks[key] = content_for(Params(day=day))
        return self._parks[key], Params(park="", day=day)

    async def find(self, message: ChoosePark) -> tuple[Park, Params]:
        """The park an organiser's `park` message names, or `Refused` with the loader's sentence
        (a park file is checked off the event loop)."""
        try:
            if message.source == "shipped":
                return self.shipped(message.name), Params(park=message.name)
            if message.source == "day":
                return self.day(message.day or datetime.date.today().isoformat())
        except ContentError as exc:
            raise Refused("park", f"that park cannot be played: {exc.message}") from None
        found = await asyncio.to_thread(check_text, "your park", message.text, ParkRecord)
        if isinstance(found, list):
            raise Refused("park", f"your park file cannot be played: {found[0]}")
        return found.park(load_settings().school_trip_size), Params(park=found.name)
