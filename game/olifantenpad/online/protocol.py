"""Every message of the online protocol, as JSON text frames, and the check of each incoming one.

A client opens with `Hello`, naming the protocol version, its Quintet version, the rules' save
version and a stamp of the shipped content; a server that differs in any of them answers with an
`Error` sentence and closes, and a client does the same with the server's `Welcome`. Every frame
is one JSON object whose `type` names the message; unknown types, unknown keys and values out of
bounds are refused with a sentence naming the key (`read_client` / `read_server`). Frames larger
than `MAX_FRAME` bytes are refused by the websocket layer itself, before they are parsed.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Annotated, Any, Literal, Union

import msgspec

from game import __version__
from game.core.paths import resource, resource_root

#: Version of this protocol; a client and a server of different versions refuse each other.
PROTOCOL = 1
#: The largest frame either side accepts, in bytes (a park file of up to 128 KB fits, escaped).
MAX_FRAME = 192 * 1024
#: The largest park file an organiser sends (its text travels inside the `park` message).
MAX_PARK_BYTES = 128 * 1024
#: Seat colours, in the order the game draws players (`game.olifantenpad.art.PLAYER_COLORS`).
COLOURS = ("blue", "orange", "purple", "yellow")
#: Letters of a room code: no 0/O, 1/I/L, 2/Z, 5/S, 8/B look-alikes.
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
CODE_LENGTH = 6

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=20, pattern=r"^[^\x00-\x1f\x7f]+$")]
Colour = Literal["blue", "orange", "purple", "yellow"]
Code = Annotated[str, msgspec.Meta(min_length=CODE_LENGTH, max_length=CODE_LENGTH)]
Token = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Coord = Annotated[int, msgspec.Meta(ge=0, le=255)]
Cell = tuple[Coord, Coord]


class Message(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type"):
    """Base of every message: a frozen record whose class name (lower case) is its `type`."""


# -- client to server ---------------------------------------------------------------------------
class Hello(Message, frozen=True, tag="hello"):
    """The first frame of a connection: what the client is (see the module docstring); `player` the
    secret the server gave it before (its rating), empty the first time."""

    protocol: int
    quintet: Annotated[str, msgspec.Meta(max_length=40)]
    rules: Annotated[str, msgspec.Meta(max_length=40)]
    content: Annotated[str, msgspec.Meta(max_length=64)]
    player: Annotated[str, msgspec.Meta(max_length=64)] = ""


class Create(Message, frozen=True, tag="create"):
    """Open a room for friends and sit in its first seat as the organiser."""

    name: Name
    colour: Colour = "blue"


class Join(Message, frozen=True, tag="join"):
    """Take a free seat in the room with this code."""

    code: Code
    name: Name
    colour: Colour | None = None


class Rejoin(Message, frozen=True, tag="rejoin"):
    """Come back into one's seat after a drop, with the token the server gave at the join."""

    code: Code
    token: Token


class Seat(Message, frozen=True, tag="seat"):
    """Change one's name or colour in the lobby."""

    name: Name
    colour: Colour


class Ready(Message, frozen=True, tag="ready"):
    """Report Ready (or not ready any more) in the lobby."""

    ready: bool = True


class ChoosePark(Message, frozen=True, tag="park"):
    """The organiser picks the park: a shipped one by `name`, the Park of the Day of `day` (today on
    the server when empty), or their own park file's `text`, checked as a park file is."""

    source: Literal["shipped", "day", "file"]
    name: Annotated[str, msgspec.Meta(max_length=64)] = ""
    day: Annotated[str, msgspec.Meta(max_length=10)] = ""
    text: Annotated[str, msgspec.Meta(max_length=MAX_FRAME)] = ""


class Start(Message, frozen=True, tag="start"):
    """The organiser starts the game (2 to 4 seats, everyone Ready)."""


class PlanWalk(Message, frozen=True, tag="plan"):
    """One's walk for `hour` (0 = 13:00): the `steps` and the `gate`, as the rules' `Plan`."""

    hour: Annotated[int, msgspec.Meta(ge=0, le=5)]
    steps: Annotated[tuple[Cell, ...], msgspec.Meta(max_length=5)] = ()
    gate: Cell | None = None
    #: The seat the plan is for, when the client names it: it must be the sender's own.
    seat: Annotated[int, msgspec.Meta(ge=0, le=15)] | None = None


class Leave(Message, frozen=True, tag="leave"):
    """Leave the room (in a game: one's trails stay, one's score stays where it is)."""


class FindOpponent(Message, frozen=True, tag="find"):
    """Wait in the duel queue for another player; the two are put in a rated duel."""

    name: Name


class StopLooking(Message, frozen=True, tag="unfind"):
    """Leave the duel queue."""


ClientMessage = Union[Hello, Create, Join, Rejoin, Seat, Ready, ChoosePark, Start, PlanWalk, Leave,
                      FindOpponent, StopLooking]


# -- server to client ---------------------------------------------------------------------------
class Welcome(Message, frozen=True, tag="welcome"):
    """The answer to a matching `Hello`: the server's side of the same checks, the player secret
    to keep (for the rating) and the current rating."""

    protocol: int
    quintet: str
    rules: str
    content: str
    player: str
    rating: int


class Error(Message, frozen=True, tag="error"):
    """Something the client sent was refused: `code` for programs, `message` a sentence for people.
    `fatal` True: the server closes the connection after it."""

    code: str
    message: str
    fatal: bool = False


class SeatInfo(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One seat as everyone in the room sees it."""

    seat: int
    name: str
    colour: str
    ready: bool
    connected: bool
    left: bool
    rating: int | None = None


class RoomInfo(Message, frozen=True, tag="room"):
    """The room as it stands (sent to everyone in it after each change): its code, kind ("friends"
    or "duel"), seats, organiser seat, park title and phase ("lobby", "playing", "over")."""

    code: str
    kind: str
    seats: tuple[SeatInfo, ...]
    organiser: int
    park: str
    phase: str


class Joined(Message, frozen=True, tag="joined"):
    """You sit in `seat` of room `code`; `token` brings you back into it after a drop."""

    code: str
    seat: int
    token: str


class Started(Message, frozen=True, tag="started"):
    """The game runs (also sent on a rejoin): the park as content data, your seat, your view
    (`observe` without the park), and the seconds left of this hour."""

    park: Any
    seat: int
    players: int
    view: Any
    seconds: float


class Hour(Message, frozen=True, tag="hour"):
    """Events your player may see (`events_for`), `seconds` left of the hour being planned now (0
    once the game is over), and, when the events resolved an hour, your view after them (None
    when a plan came in: its `Planned` event says whose). Sent after each plan."""

    events: tuple[Any, ...]
    view: Any
    seconds: float


class Over(Message, frozen=True, tag="over"):
    """The game is over: each seat's final score (a seat that left keeps the score it had), the
    winners, the reason, the rating changes of a duel (empty otherwise) and the save's name."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str
    ratings: tuple[int, ...] = ()
    changes: tuple[int, ...] = ()
    save: str = ""


class Queued(Message, frozen=True, tag="queued"):
    """You wait in the duel queue (`waiting` players in it, you included)."""

    waiting: int


ServerMessage = Union[Welcome, Error, RoomInfo, Joined, Started, Hour, Over, Queued]

_client_decoder: msgspec.json.Decoder[Any] = msgspec.json.Decoder(ClientMessage)
_server_decoder: msgspec.json.Decoder[Any] = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


class ProtocolError(Exception):
    """A frame that is not a valid message; `message` says what is wrong in a sentence."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _read(decoder: msgspec.json.Decoder[Any], frame: str | bytes) -> Any:
    if isinstance(frame, str):
        frame = frame.encode("utf-8", "replace")
    if len(frame) > MAX_FRAME:
        raise ProtocolError(f"the message is {len(frame):,} bytes, more than the {MAX_FRAME:,} allowed")
    try:
        return decoder.decode(frame)
    except msgspec.ValidationError as exc:
        raise ProtocolError(_explain(str(exc))) from None
    except msgspec.DecodeError as exc:
        raise ProtocolError(f"the message is not JSON ({exc})") from None
    except (RecursionError, MemoryError, OverflowError) as exc:
        raise ProtocolError(f"the message is too deep or too large ({type(exc).__name__})") from None


def _explain(text: str) -> str:
    """msgspec's validation error as a sentence: the key path and what was expected."""
    if "Invalid value" in text and "$.type" in text:
        return "unknown message type; expected one of: " + ", ".join(sorted(_TAGS))
    if "Object missing required field `type`" in text:
        return "a message is a JSON object with a 'type' key"
    where = ""
    if " - at `" in text:
        text, where = text.rsplit(" - at `", 1)
        where = where.rstrip("`").lstrip("$").lstrip(".")
    text = text.replace("`", "'")
    return f"bad message: {text[:1].lower() + text[1:]}" + (f" (at {where})" if where else "")


_TAGS = [kind.__struct_config__.tag for kind in ClientMessage.__args__]  # type: ignore[attr-defined]


def read_client(frame: str | bytes) -> Any:
    """A client's frame as its message record; raises `ProtocolError` with a sentence."""
    return _read(_client_decoder, frame)


def read_server(frame: str | bytes) -> Any:
    """A server's frame as its message record; raises `ProtocolError` with a sentence."""
    return _read(_server_decoder, frame)


def encode(message: Message) -> str:
    """A message as the JSON text of one frame."""
    return _encoder.encode(message).decode("utf-8")


def rules_stamp() -> str:
    """The rules the two sides must share: the game and its save version."""
    from game.olifantenpad.pure.rules import RULES

    return f"{RULES.game_id}/{RULES.save_version}"


@lru_cache(maxsize=1)
def content_stamp() -> str:
    """A short hash of the shipped Olifantenpad content (every park file and the settings): a
    client and a server whose parks or settings differ refuse each other."""
    digest = hashlib.sha256()
    parks = sorted((resource_root() / "levels" / "olifantenpad").glob("*.toml"))
    files = [resource("data", "olifantenpad.toml"), *parks]
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def hello(player: str = "") -> Hello:
    """This program's `Hello`."""
    return Hello(PROTOCOL, __version__, rules_stamp(), content_stamp(), player)


def mismatch(protocol: int, quintet: str, rules: str, content: str, other: str) -> str | None:
    """Why the other side (`other`: "the server" or "the client") cannot play with this one, as a
    sentence; None when protocol, Quintet version, rules and content all agree."""
    if protocol != PROTOCOL:
        return f"{other} speaks protocol {protocol}, this Quintet speaks {PROTOCOL}; update the older one"
    if quintet != __version__:
        return f"{other} runs Quintet {quintet}, this is Quintet {__version__}; both must run the same version"
    if rules != rules_stamp():
        return f"{other} plays the rules {rules}, this Quintet plays {rules_stamp()}"
    if content != content_stamp():
        return f"{other} has different Olifantenpad parks or settings; both must ship the same content"
    return None
