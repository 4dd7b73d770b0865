"""A room: 2 to 4 seats around one Olifantenpad game, from the lobby to the last hour.

A room knows nothing of sockets. Each call takes what one seat did and returns the messages to send,
as (seat, message) pairs (`Outbox`), or raises `Refused` with a sentence for that seat alone; the
server (`game.olifantenpad.online.server`) carries them. The game itself is a `game.core.session.Session` on the
Olifantenpad rules, exactly as on the desktop: a plan is the rules' `Plan` move, each seat's
messages carry only `observe(state, seat)` and `events_for(events, seat)`, so no one learns another
player's walk before the hour resolves. The room adds what the rules leave to the table:

- each hour lasts `hour_seconds` on the room's clock; whoever has not planned when it runs out
  stands still (an empty `Plan`, as the rules allow);
- a seat that leaves during the game plays the rules' `Leave`: it keeps its trails and its colour,
  stands still from then on and scores no more, and the leaving is in the game's save;
- a seat that drops (its connection closes) stays in the game and may come back with its token.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Callable

from game.core.rules import IllegalMove
from game.core.serial import to_data
from game.core.session import Session
from game.olifantenpad.online.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    COLOURS,
    Hour,
    Message,
    PlanWalk,
    RoomInfo,
    SeatInfo,
    Started,
)
from game.olifantenpad.pure.park import Park
from game.olifantenpad.pure.rules import HOURS, RULES, Leave, Params, Plan, winners

MIN_SEATS, MAX_SEATS = 2, 4
#: What a room sends: (seat, message) pairs.
Outbox = list[tuple[int, Message]]


class Refused(Exception):
    """Something a seat asked for cannot be done; `code` for programs, `message` for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def new_code(taken: Callable[[str], bool], rng: secrets.SystemRandom | None = None) -> str:
    """A fresh room code of `CODE_LENGTH` letters from `CODE_ALPHABET` that `taken` does not know."""
    draw = rng or secrets.SystemRandom()
    while True:
        code = "".join(draw.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


@dataclass
class Member:
    """One seat's person: name, colour, the token that brings them back, the player secret their
    rating is kept under, and where they stand (ready, connected, left)."""

    name: str
    colour: str
    token: str
    player: str = ""
    rating: int | None = None
    ready: bool = False
    connected: bool = True
    left: bool = False


@dataclass
class Room:
    """One room (see the module docstring). `kind` is "friends" or "duel"; `park` and `params` the
    organiser's choice (a shipped park until changed)."""

    code: str
    kind: str
    park: Park
    params: Params
    hour_seconds: float
    members: list[Member] = field(default_factory=list)
    organiser: int = 0
    phase: str = "lobby"
    session: Session | None = None
    deadline: float = 0.0

    # -- the lobby ------------------------------------------------------------------------------
    def add(self, name: str, colour: str | None, player: str = "", rating: int | None = None) -> tuple[int, Outbox]:
        """Seat a newcomer (in the first free colour when theirs is taken or not given); the seat
        number and the messages. Refused when the room is full or its game has started."""
        if self.phase != "lobby":
            raise Refused("started", f"the game in room {self.code} has already started; ask for a new room")
        if len(self.members) >= MAX_SEATS:
            raise Refused("full", f"room {self.code} is full ({MAX_SEATS} players)")
        taken = {m.colour for m in self.members}
        if colour is None or colour in taken:
            colour = next(c for c in COLOURS if c not in taken)
        self.members.append(Member(name, colour, secrets.token_urlsafe(16), player, rating))
        return len(self.members) - 1, self.everyone_room()

    def seat_by_token(self, token: str) -> int:
        """The seat whose token this is (to come back after a drop); Refused for an unknown one."""
        for seat, member in enumerate(self.members):
            if secrets.compare_digest(member.token, token) and not member.left:
                return seat
        raise Refused("token", f"that token is not one of room {self.code}'s seats (or its player left)")

    def set_seat(self, seat: int, name: str, colour: str) -> Outbox:
        """Change a seat's name and colour in the lobby (a colour someone else has is refused)."""
        self._lobby()
        if any(m.colour == colour for s, m in enumerate(self.members) if s != seat):
            raise Refused("colour", f"{colour} is taken; pick another colour")
        self.members[seat].name, self.members[seat].colour = name, colour
        return self.everyone_room()

    def set_ready(self, seat: int, ready: bool) -> Outbox:
        """Report a seat Ready (or not)."""
        self._lobby()
        self.members[seat].ready = ready
        return self.everyone_room()

    def choose_park(self, seat: int, park: Park, params: Params) -> Outbox:
        """The organiser's park (already found and checked by the server's `ParkFinder`)."""
        self._lobby()
        self._organiser(seat, "picks the park")
        self.park, self.params = park, params
        return self.everyone_room()

    def start(self, seat: int, seed: int, now: float) -> Outbox:
        """The organiser starts: 2 to 4 seats, everyone Ready. The game's seed is drawn by the server
        and stays secret (it would tell when the school trip comes)."""
        self._lobby()
        self._organiser(seat, "starts the game")
        if len(self.members) < MIN_SEATS:
            raise Refused("seats", f"a game needs {MIN_SEATS} to {MAX_SEATS} players; wait for a friend to join")
        waiting = [m.name for m in self.members if not m.ready]
        if waiting:
            raise Refused("ready", f"not everyone is ready yet: waiting for {', '.join(waiting)}")
        return self.begin(seed, now)

    def begin(self, seed: int, now: float) -> Outbox:
        """Set the game up on the Olifantenpad rules and tell every seat (a duel starts here)."""
        players = len(self.members)
        self.params = Params(players=players, park=self.params.park, day=self.params.day, seats=("human",) * players)
        self.session = Session(RULES, self.params, seed, self.park)
        self.phase = "playing"
        self.deadline = now + self.hour_seconds
        out = self.everyone_room()
        content = RULES.content_to_dict(self.park)
        for s in self._present():
            out.append((s, Started(content, s, players, self.view(s), self.hour_seconds)))
        return out

    # -- the game -------------------------------------------------------------------------------
    @property
    def hour(self) -> int:
        """The hour being planned (0 = 13:00; 5 once the park has closed)."""
        return self.session.state.hour if self.session else 0

    def plan(self, seat: int, message: PlanWalk, now: float) -> Outbox:
        """A seat's walk for the hour: refused unless it is for this hour, in time, and legal; the
        hour resolves when the last plan is in."""
        if self.phase != "playing" or self.session is None:
            raise Refused("phase", "there is no game running in this room to plan a walk for")
        if message.seat is not None and message.seat != seat:
            raise Refused("seat", f"you sit in seat {seat + 1}; a plan for seat {message.seat + 1} is refused")
        if message.hour != self.hour or now > self.deadline:
            label = HOURS[message.hour] if message.hour < len(HOURS) else "that"
            raise Refused("late", f"the {label} hour is closed: your walk came after its time, so you stood still")
        if seat not in self.session.to_move():
            raise Refused("planned", f"you have already planned your walk for {HOURS[self.hour]}; "
                                     "wait for the others")
        try:
            return self._play(seat, Plan(tuple(message.steps), message.gate), now)
        except IllegalMove as exc:
            raise Refused("illegal", exc.reason) from None

    def time_up(self, now: float) -> Outbox:
        """The hour's time has run out: everyone who has not planned stands still."""
        if self.phase != "playing" or self.session is None or now < self.deadline:
            return []
        out: Outbox = []
        hour = self.hour
        for seat in self.session.to_move():
            if self.hour == hour:
                out += self._play(seat, Plan(), now)
        return out

    def leave(self, seat: int, now: float) -> Outbox:
        """A seat leaves: in the lobby it is freed (the organiser's role passes on); in the game its
        trails stay, its score stays as it is, and it stands still from now on."""
        if self.phase == "lobby":
            del self.members[seat]
            if self.organiser >= len(self.members):
                self.organiser = 0
            elif seat < self.organiser:
                self.organiser -= 1
            return self.everyone_room()
        member = self.members[seat]
        if member.left or self.session is None:
            return []
        member.left, member.connected = True, False
        if self.phase == "playing":  # the rules' Leave: part of the game's record (and its save)
            return self.everyone_room() + self._play(seat, Leave(), now)
        return self.everyone_room()

    def drop(self, seat: int, now: float) -> Outbox:
        """A seat's connection closed without a goodbye: in the lobby that is leaving; in the game
        the seat waits for its player to come back (and stands still while away)."""
        if self.phase == "lobby":
            return self.leave(seat, now)
        self.members[seat].connected = False
        return self.everyone_room()

    def back(self, seat: int, now: float) -> Outbox:
        """A dropped seat's player is back: the room, and where the game stands."""
        self.members[seat].connected = True
        out = self.everyone_room()
        if self.session is not None and self.phase != "lobby":
            seconds = max(0.0, self.deadline - now) if self.phase == "playing" else 0.0
            out.append((seat, Started(RULES.content_to_dict(self.park), seat, len(self.members), self.view(seat),
                                      seconds)))
        return out

    def _play(self, seat: int, move: Plan | Leave, now: float) -> Outbox:
        assert self.session is not None
        before = self.session.state.hour
        events = self.session.play(move, seat)
        out: Outbox = []
        resolved = self.session.state.hour != before
        if resolved:
            self.deadline = now + self.hour_seconds
        if self.session.state.over:
            self.phase = "over"
        seconds = max(0.0, self.deadline - now) if self.phase == "playing" else 0.0
        plain = {id(e): e.to_dict() for e in events}  # an event every seat sees: made plain data once
        sent: list[Hour] = []
        for s in self._present():
            seen = tuple(plain[id(e)] if id(e) in plain else e.to_dict() for e in self.session.events_for(events, s))
            if resolved:
                out.append((s, Hour(seen, self.view(s), seconds)))
                continue
            # a plan came in: the seats that see the same events get one message (encoded once)
            same = next((hour for hour in sent if hour.events == seen), None)
            if same is None:
                same = Hour(seen, None, seconds)
                sent.append(same)
            out.append((s, same))
        return out

    def view(self, seat: int) -> Any:
        """What `seat` may see, as plain data: the rules' `observe` without the park (sent once)."""
        assert self.session is not None
        data = to_data(RULES.observe(self.session.state, seat))
        data.pop("park", None)
        return data

    # -- the end --------------------------------------------------------------------------------
    def final_scores(self) -> tuple[int, ...]:
        """Each seat's score at the end, as the rules keep it (a seat that left scored no more)."""
        assert self.session is not None
        return tuple(self.session.state.scores)

    def result(self) -> tuple[tuple[int, ...], tuple[int, ...], str]:
        """The final scores, the winners (the rules' `winners` of those scores) and a sentence."""
        scores = self.final_scores()
        best = winners(scores)
        names = [self.members[s].name for s in best]
        if len(best) == 1:
            reason = f"{names[0]} wins with {scores[best[0]]} points."
        else:
            reason = f"{', '.join(names[:-1])} and {names[-1]} share the lead with {scores[best[0]]} points: a draw."
        return scores, best, reason

    # -- telling everyone -----------------------------------------------------------------------
    def info(self) -> RoomInfo:
        """The room as everyone in it sees it."""
        seats = tuple(SeatInfo(s, m.name, m.colour, m.ready, m.connected, m.left, m.rating)
                      for s, m in enumerate(self.members))
        return RoomInfo(self.code, self.kind, seats, self.organiser, self.park.title, self.phase)

    def everyone_room(self) -> Outbox:
        """The room's state for every seat that is connected."""
        info = self.info()
        return [(s, info) for s in self._present()]

    def _present(self) -> list[int]:
        return [s for s, m in enumerate(self.members) if m.connected and not m.left]

    def _lobby(self) -> None:
        if self.phase != "lobby":
            raise Refused("phase", "the game has started: that can only be changed in the lobby")

    def _organiser(self, seat: int, what: str) -> None:
        if seat != self.organiser:
            name = self.members[self.organiser].name
            raise Refused("organiser", f"only the organiser ({name}) {what}")

    @property
    def empty(self) -> bool:
        """True when nobody is (or may come back) in the room: it can be forgotten."""
        return not any(not m.left for m in self.members)
