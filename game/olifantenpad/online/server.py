"""The authoritative Olifantenpad server: asyncio and the `websockets` library.

Each connection says `Hello`, then creates or joins a room (`game.olifantenpad.online.rooms`), or waits in the
duel queue. The rooms play the game on the same rules and session code as the desktop game; this
module only carries their messages, keeps the hour timers on its clock, limits what one address
or one connection may ask for, and at a game's end writes its save and (for a duel) the ratings,
off the event loop. Whatever a client sends, the worst it gets is an error message or a closed
connection: nothing reaches the other rooms, and nothing prints a traceback.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
import random
import secrets
import signal
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.core.storage import atomic_write_json
from game.olifantenpad.online.clock import Clock, RealClock
from game.olifantenpad.online.logs import quiet_logger
from game.olifantenpad.online.parks import Parks
from game.olifantenpad.online.protocol import (
    MAX_FRAME,
    PROTOCOL,
    ChoosePark,
    Create,
    Error,
    FindOpponent,
    Hello,
    Join,
    Joined,
    Leave,
    Message,
    Over,
    PlanWalk,
    ProtocolError,
    Queued,
    Ready,
    Rejoin,
    Seat,
    Start,
    StopLooking,
    Welcome,
    content_stamp,
    encode,
    mismatch,
    read_client,
    rules_stamp,
)
from game.olifantenpad.online.ratings import START_RATING, Records
from game.olifantenpad.online.rooms import Outbox, Refused, Room, new_code

LOG = logging.getLogger("quintet.online")
#: Seconds a stopping server waits for its connections to close and its saves to be written.
STOP_SECONDS = 8


@dataclass
class ServerConfig:
    """How a server runs: where, its data folder, the hour's length, and the limits per address
    (joins, rooms and duel searches per minute; connections at once) and per connection
    (messages per second, with a burst)."""

    host: str = "127.0.0.1"
    port: int = 8765
    data: Path = Path("quintet-server")
    hour_seconds: float = 30.0
    joins_per_minute: int = 30
    connections_per_address: int = 32
    messages_per_second: float = 10.0
    message_burst: int = 30
    hello_seconds: float = 10.0


@dataclass
class Conn:
    """One client connection: its socket, address, player secret, and where it sits."""

    ws: ServerConnection
    address: str
    allowance: float
    checked: float
    player: str = ""
    rating: int = START_RATING
    name: str = ""
    room: Room | None = None
    seat: int = -1


@dataclass
class _Timer:
    deadline: float
    task: asyncio.Task[None]


class Server:
    """The server (see the module docstring). `clock` decides the hours' time (tests pass a
    `ManualClock`); `rng` draws the games' seeds."""

    def __init__(self, config: ServerConfig, clock: Clock | None = None, rng: random.Random | None = None) -> None:
        self.config = config
        self.clock = clock or RealClock()
        self.rng = rng or random.Random(secrets.randbits(64))
        self.rooms: dict[str, Room] = {}
        self.seats: dict[str, list[Conn | None]] = {}
        self.queue: list[Conn] = []
        self.records = Records(config.data / "quintet.sqlite")
        self.finished = 0
        self.unsaved: list[tuple[str, dict[str, Any]]] = []
        self._timers: dict[str, _Timer] = {}
        self._joins: dict[str, deque[float]] = {}
        self._per_address: dict[str, int] = {}
        self.parks = Parks()
        self._tasks: set[asyncio.Task[None]] = set()
        self._server: Any = None
        #: For each hour resolved by a plan (the most recent ones): the room's code, the hour, and on
        #: `time.monotonic` (one clock for every process of the machine) when the frame with its
        #: last plan was read and when its result had been written to every seat's connection
        #: (`tools/online_load.py` sets them against its clients' own times).
        self.hour_times: deque[tuple[str, int, float, float]] = deque(maxlen=100_000)

    # -- running --------------------------------------------------------------------------------
    async def start(self) -> int:
        """Listen on the configured address; returns the port (a free one when the config says 0)."""
        self._server = await serve(self._handle, self.config.host, self.config.port, max_size=MAX_FRAME,
                                   max_queue=8, write_limit=2**14, ping_interval=20, ping_timeout=20,
                                   close_timeout=2, compression=None, logger=quiet_logger())
        port: int = self._server.sockets[0].getsockname()[1]
        return port

    async def stop(self) -> None:
        """Stop listening, close every connection and wait for the saves being written."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for timer in self._timers.values():
            timer.task.cancel()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        for name, save in list(self.unsaved):  # a last try for saves the disk refused before
            await self._write_save(name, save)

    # -- one connection -------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        if self._per_address.get(address, 0) >= self.config.connections_per_address:
            await self._refuse(ws, "busy", "too many connections from your address; close some and try again")
            return
        self._per_address[address] = self._per_address.get(address, 0) + 1
        conn = Conn(ws, address, float(self.config.message_burst), time.monotonic())
        try:
            await self._serve(conn)
        except ConnectionClosed:
            pass
        except Exception as exc:  # noqa: BLE001 - one connection's failure never stops the server
            LOG.error("a connection from %s failed and was closed (%s: %s)", address, type(exc).__name__, exc)
            await ws.close(1011, "internal error")
        finally:
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]
            self._gone(conn)

    async def _serve(self, conn: Conn) -> None:
        ws = conn.ws
        try:
            first = await asyncio.wait_for(ws.recv(), self.config.hello_seconds)
        except TimeoutError:
            await self._refuse(ws, "hello", "no hello in time: a client says hello first")
            return
        if not await self._hello(conn, first):
            return
        async for frame in ws:
            if not self._allow(conn):
                await self._refuse(ws, "flood", "too many messages: this connection is closed")
                return
            try:
                message = read_client(frame)
            except ProtocolError as exc:
                self._tell(conn, Error("bad", exc.message))
                continue
            try:
                read, room = time.monotonic(), conn.room
                hour = room.hour if room is not None else -1
                await self._dispatch(conn, message)
                if isinstance(message, PlanWalk) and room is not None and room.hour != hour:
                    self.hour_times.append((room.code, hour, read, time.monotonic()))
            except Refused as exc:
                self._tell(conn, Error(exc.code, exc.message))

    async def _hello(self, conn: Conn, frame: str | bytes) -> bool:
        try:
            message = read_client(frame)
        except ProtocolError as exc:
            await self._refuse(conn.ws, "hello", f"the first message must be a hello: {exc.message}")
            return False
        if not isinstance(message, Hello):
            await self._refuse(conn.ws, "hello", "the first message must be a hello")
            return False
        problem = mismatch(message.protocol, message.quintet, message.rules, message.content, "the client")
        if problem:
            await self._refuse(conn.ws, "version", f"this server cannot play with your Quintet: {problem}")
            return False
        secret, rating = message.player, START_RATING
        if len(secret) < 16:  # none yet (or too short to be one the server gave): a new one
            secret = secrets.token_hex(16)
        else:
            known = await asyncio.to_thread(self.records.rating, secret)
            rating = known if known is not None else START_RATING
        conn.player, conn.rating = secret, rating
        self._tell(conn, Welcome(PROTOCOL, __version__, rules_stamp(), content_stamp(), secret, rating))
        return True

    def _allow(self, conn: Conn) -> bool:
        """The per-connection token bucket: `messages_per_second`, up to `message_burst` at once."""
        now = time.monotonic()
        conn.allowance = min(float(self.config.message_burst),
                             conn.allowance + (now - conn.checked) * self.config.messages_per_second)
        conn.checked = now
        if conn.allowance < 1.0:
            return False
        conn.allowance -= 1.0
        return True

    def _limit_joins(self, conn: Conn) -> None:
        """Refuse a join, rejoin, new room or duel search past `joins_per_minute` from one address."""
        now = self.clock.now()
        seen = self._joins.setdefault(conn.address, deque())
        while seen and seen[0] <= now - 60.0:
            seen.popleft()
        if len(seen) >= self.config.joins_per_minute:
            raise Refused("rate", "too many rooms and joins from your address; wait a minute and try again")
        seen.append(now)

    # -- what a client asks for -----------------------------------------------------------------
    async def _dispatch(self, conn: Conn, message: Message) -> None:
        now = self.clock.now()
        if isinstance(message, Hello):
            raise Refused("hello", "you have already said hello")
        if isinstance(message, (Create, Join, Rejoin, FindOpponent)):
            if conn.room is not None:
                raise Refused("seated", f"you are in room {conn.room.code}: leave it first")
            self._limit_joins(conn)
        if isinstance(message, Create):
            park, params = self.parks.default()
            room = Room(new_code(lambda c: c in self.rooms), "friends", park, params, self.config.hour_seconds)
            self.rooms[room.code], self.seats[room.code] = room, []
            self._sit(conn, room, message.name, message.colour)
        elif isinstance(message, Join):
            room = self._room(message.code)
            self._sit(conn, room, message.name, message.colour)
        elif isinstance(message, Rejoin):
            self._rejoin(conn, self._room(message.code), message.token, now)
        elif isinstance(message, FindOpponent):
            self._find(conn, message.name, now)
        elif isinstance(message, StopLooking):
            if conn in self.queue:
                self.queue.remove(conn)
            self._tell(conn, Queued(0))
        else:
            seated = conn.room
            if seated is None:
                raise Refused("no-room", "you are not in a room: create one or join one with its code")
            await self._in_room(conn, seated, message, now)

    async def _in_room(self, conn: Conn, room: Room, message: Message, now: float) -> None:
        """What a seated client asks of its room."""
        if isinstance(message, Seat):
            out = room.set_seat(conn.seat, message.name, message.colour)
        elif isinstance(message, Ready):
            out = room.set_ready(conn.seat, message.ready)
        elif isinstance(message, ChoosePark):
            if conn.seat != room.organiser:
                raise Refused("organiser", "only the organiser picks the park")
            park, params = await self.parks.find(message)
            out = room.choose_park(conn.seat, park, params)
        elif isinstance(message, Start):
            out = room.start(conn.seat, self.rng.getrandbits(32), now)
        elif isinstance(message, PlanWalk):
            if room.phase == "playing" and now > room.deadline:
                self._deliver(room, room.time_up(now))
            out = room.plan(conn.seat, message, now)
        elif isinstance(message, Leave):
            out = room.leave(conn.seat, now)
            self._unsit(conn, room)
        else:  # pragma: no cover - every message type is handled above
            raise Refused("type", f"{type(message).__name__} is not a message a client sends")
        self._deliver(room, out)

    def _room(self, code: str) -> Room:
        room = self.rooms.get(code.upper())
        if room is None:
            raise Refused("unknown-room", f"there is no room {code.upper()} on this server; check the code")
        return room

    def _sit(self, conn: Conn, room: Room, name: str, colour: str | None) -> None:
        seat, out = room.add(name, colour, conn.player, conn.rating)
        conn.room, conn.seat, conn.name = room, seat, name
        self.seats[room.code].append(conn)
        self._tell(conn, Joined(room.code, seat, room.members[seat].token))
        self._deliver(room, out)

    def _unsit(self, conn: Conn, room: Room) -> None:
        seats = self.seats.get(room.code, [])
        if room.phase == "lobby" and conn.seat < len(seats):
            del seats[conn.seat]
            for later in seats[conn.seat:]:
                if later is not None:
                    later.seat -= 1
        elif conn.seat < len(seats):
            seats[conn.seat] = None
        conn.room, conn.seat = None, -1
        self._forget_if_empty(room)

    def _rejoin(self, conn: Conn, room: Room, token: str, now: float) -> None:
        seat = room.seat_by_token(token)
        seats = self.seats[room.code]
        old = seats[seat]
        if old is not None and old is not conn:  # the old connection is still open: this one replaces it
            old.room, old.seat = None, -1
            self._tell(old, Error("replaced", "your seat was taken back by another connection with its token",
                                  fatal=True))
            self._spawn(old.ws.close(1000, "replaced"))
        seats[seat] = conn
        conn.room, conn.seat, conn.name = room, seat, room.members[seat].name
        self._tell(conn, Joined(room.code, seat, token))
        self._deliver(room, room.back(seat, now))

    def _find(self, conn: Conn, name: str, now: float) -> None:
        conn.name = name
        if conn not in self.queue:
            self.queue.append(conn)
        # the longest-waiting other player (never the same player in a second window)
        other = next((c for c in self.queue if c is not conn and c.player != conn.player), None)
        if other is None:
            self._tell(conn, Queued(len(self.queue)))
            return
        self.queue.remove(other)
        self.queue.remove(conn)
        self._spawn(self._duel(other, conn, now))

    async def _duel(self, first: Conn, second: Conn, now: float) -> None:
        ratings = [await asyncio.to_thread(self.records.register, c.player, c.name) for c in (first, second)]
        park, params = self.parks.day(datetime.date.today().isoformat())
        room = Room(new_code(lambda c: c in self.rooms), "duel", park, params, self.config.hour_seconds)
        self.rooms[room.code], self.seats[room.code] = room, []
        for conn, rating in zip((first, second), ratings):
            seat, _ = room.add(conn.name, None, conn.player, rating)
            conn.room, conn.seat = room, seat
            self.seats[room.code].append(conn)
            self._tell(conn, Joined(room.code, seat, room.members[seat].token))
        self._deliver(room, room.begin(self.rng.getrandbits(32), self.clock.now()))

    def _gone(self, conn: Conn) -> None:
        """A connection closed: out of the queue, and its seat dropped (the game keeps it)."""
        if conn in self.queue:
            self.queue.remove(conn)
        room = conn.room
        if room is None or self.rooms.get(room.code) is not room:
            return
        out = room.drop(conn.seat, self.clock.now())
        if room.phase == "lobby":
            self._unsit(conn, room)
        else:
            self.seats[room.code][conn.seat] = None
            conn.room = None
            self._forget_if_empty(room)
        self._deliver(room, out)

    def _forget_if_empty(self, room: Room) -> None:
        if room.phase != "playing" and (room.empty or not any(self.seats.get(room.code, []))):
            if room.phase == "over" or room.empty:
                self._drop_room(room)

    def _drop_room(self, room: Room) -> None:
        self.rooms.pop(room.code, None)
        self.seats.pop(room.code, None)
        timer = self._timers.pop(room.code, None)
        if timer is not None:
            timer.task.cancel()

    # -- sending --------------------------------------------------------------------------------
    def _tell(self, conn: Conn, message: Message) -> None:
        broadcast([conn.ws], encode(message))

    def _deliver(self, room: Room, out: Outbox) -> None:
        """Send a room's messages to its seats' connections, each distinct message encoded once and
        written to all its seats with one `broadcast`; then keep the hour's timer in step and
        finish a game that has ended."""
        seats = self.seats.get(room.code, [])
        sends: dict[int, tuple[Message, list[ServerConnection]]] = {}
        for seat, message in out:
            conn = seats[seat] if seat < len(seats) else None
            if conn is not None:
                sends.setdefault(id(message), (message, []))[1].append(conn.ws)
        for message, sockets in sends.values():
            broadcast(sockets, encode(message))
        if room.phase == "playing":
            self._arm(room)
        elif room.phase == "over" and room.session is not None and room.code in self.rooms:
            self._drop_room(room)
            self._spawn(self._finish(room, seats))

    def _arm(self, room: Room) -> None:
        timer = self._timers.get(room.code)
        if timer is not None and timer.deadline == room.deadline:
            return
        if timer is not None:
            timer.task.cancel()
        self._timers[room.code] = _Timer(room.deadline, asyncio.create_task(self._hour_timer(room, room.deadline)))

    async def _hour_timer(self, room: Room, deadline: float) -> None:
        await self.clock.sleep_until(deadline)
        if self._timers.get(room.code, None) is not None and self._timers[room.code].deadline == deadline:
            del self._timers[room.code]
        self._deliver(room, room.time_up(self.clock.now()))

    async def _finish(self, room: Room, seats: list[Conn | None]) -> None:
        """The game is over: write its save first (a finished game is never lost), note it, move
        the ratings of a duel, and tell every seat still there."""
        assert room.session is not None
        scores, best, reason = room.result()
        name = f"olifantenpad-{room.code}-{datetime.datetime.now(datetime.UTC):%Y%m%d-%H%M%S}.json"
        saved = await self._write_save(name, room.session.to_save())
        names = [m.name for m in room.members]
        ratings: tuple[int, ...] = ()
        changes: tuple[int, ...] = ()
        try:
            await asyncio.to_thread(self.records.record_game, room.code, room.kind, name, names, list(scores))
            if room.kind == "duel" and len(room.members) == 2:
                result = 1.0 if scores[0] > scores[1] else 0.5 if scores[0] == scores[1] else 0.0
                players = (room.members[0].player, room.members[1].player)
                ratings, changes = await asyncio.to_thread(self.records.record_duel, players,
                                                           (names[0], names[1]), result)
        except Exception as exc:  # noqa: BLE001 - the save is written; a database failure is reported
            LOG.error("room %s: the game's record could not be written (%s: %s); its save is %s",
                      room.code, type(exc).__name__, exc, name)
        self.finished += 1
        present = [conn for conn in seats if conn is not None]
        broadcast([conn.ws for conn in present], encode(Over(scores, best, reason, ratings, changes,
                                                             name if saved else "")))
        for conn in present:
            conn.room, conn.seat = None, -1

    async def _write_save(self, name: str, save: dict[str, Any]) -> bool:
        path = self.config.data / "games" / name
        try:
            await asyncio.to_thread(atomic_write_json, path, save)
        except (OSError, ValueError) as exc:
            if (name, save) not in self.unsaved:
                self.unsaved.append((name, save))
            LOG.error("the save %s could not be written (%s); it is kept in memory and tried again", path,
                      getattr(exc, "strerror", None) or exc)
            return False
        if (name, save) in self.unsaved:
            self.unsaved.remove((name, save))
        return True

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            LOG.error("a server task failed (%s: %s)", type(exc).__name__, exc)

    async def _refuse(self, ws: ServerConnection, code: str, message: str, close: int = 1008) -> None:
        broadcast([ws], encode(Error(code, message, fatal=True)))
        await ws.close(close, code)


def _stop_on_signals(stop: asyncio.Future[None]) -> None:
    """Ctrl+C (SIGINT) and a service manager's SIGTERM both stop the server cleanly, even when the
    process was started with them ignored or blocked (as a child of some shells and test runners)."""
    loop = asyncio.get_running_loop()

    def ring() -> None:
        if not stop.done():
            stop.set_result(None)

    for number in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(number, ring)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt
            pass
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})


async def serve_forever(config: ServerConfig) -> None:
    """Run a server until Ctrl+C or SIGTERM (or until cancelled), printing where it listens."""
    server = Server(config)
    port = await server.start()
    stop: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    _stop_on_signals(stop)
    print(f"quintet serve: Olifantenpad rooms on ws://{config.host}:{port} (data in {config.data})", flush=True)
    try:
        await stop
    finally:
        try:  # a connection that will not close must not keep the process from stopping
            await asyncio.wait_for(server.stop(), STOP_SECONDS)
        except TimeoutError:
            print(f"quintet serve: some connections did not close within {STOP_SECONDS} s", flush=True)
