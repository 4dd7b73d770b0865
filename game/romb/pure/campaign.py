"""Romb Raider's campaign: the rooms in order, which ones a profile has opened and won, and a new
session on a room. No drawing here: the room list (`setup.py`) and the end of a room (`hud.py`) both
read it.

The profile keeps the won rooms in `progress["romb"]["won"]` (in the order first won, see
`content.Progress`) and the best score per room (1000 - turns); writing goes through the app
(`app.save_profile`, `app.record_result`), never to a file from here.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.core.content import ContentError
from game.core.session import Session
from game.romb.pure.content import CampaignRoom, RoomRecord, find_room, load, load_campaign
from game.romb.pure.rules import RULES, Params

GAME_ID = "romb"
#: The best-score key of a room won with the "remember the map" assist: "<room>+map".
ASSISTED_SUFFIX = "+map"


def campaign() -> list[RoomRecord]:
    """The room records in campaign order (an empty list if the room files are broken)."""
    try:
        return load()
    except ContentError:
        return []


def campaign_rooms() -> list[CampaignRoom]:
    """Every room file of the campaign in order, the broken ones with their problems (a broken file
    disables only its own room)."""
    try:
        return load_campaign()
    except ContentError:
        return []


def room_session(name: str) -> Session:
    """A new game of a campaign room, from its start (the rooms have no randomness: seed 0)."""
    return Session(RULES, Params(room=name), 0, find_room(name))


def won_rooms(profile: Any) -> list[str]:
    """The rooms this profile has won, in the order first won."""
    return list(profile.progress_of(GAME_ID).get("won", []))


def is_open(profile: Any, records: Sequence[Any], index: int) -> bool:
    """A room is open when it is the first, when it was won, or when the room before it was won."""
    won = won_rooms(profile)
    return index == 0 or records[index].name in won or records[index - 1].name in won


def best_turns(profile: Any, name: str) -> int | None:
    """The fewest turns this profile won a room in (the profile keeps 1000 - turns), or None."""
    best = profile.best.get(GAME_ID, {}).get(name)
    return None if best is None else 1000 - best


def record_win(app: Any, name: str) -> None:
    """Mark a room won in the profile and save it."""
    won = won_rooms(app.profile)
    if name not in won:
        app.profile.keep_progress(GAME_ID, won=[*won, name])
    app.save_profile()
