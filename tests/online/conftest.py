"""A real server on 127.0.0.1 (a free port), run on its own event loop thread with a hand-moved
clock, and real websocket clients that keep every frame they receive."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.olifantenpad.online.clock import ManualClock
from game.olifantenpad.online.protocol import encode, hello
from game.olifantenpad.online.server import Server, ServerConfig

#: Seconds a client waits for a frame before the test fails (a safety net, never a timed assert).
PATIENCE = 10.0


class Running:
    """A server on a background event loop: `call(fn, ...)` runs `fn` on that loop and returns."""

    def __init__(self, config: ServerConfig) -> None:
        self.clock = ManualClock()
        self.loop = asyncio.new_event_loop()
        self.server = Server(config, self.clock, random.Random(7))
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(PATIENCE)
        self.url = f"ws://127.0.0.1:{self.port}"

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run `fn(*args)` on the server's loop and return its result."""
        async def run() -> Any:
            return fn(*args)
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(PATIENCE)

    def advance(self, seconds: float) -> None:
        """Move the server's clock on (the hour timers fire as if that time had passed)."""
        self.call(self.clock.advance, seconds)

    def settle(self) -> None:
        """Let the server's loop run what is pending (timers just woken, saves being written)."""
        async def run() -> None:
            for _ in range(5):
                await asyncio.sleep(0.01)
                if self.server._tasks:
                    await asyncio.gather(*list(self.server._tasks), return_exceptions=True)
        asyncio.run_coroutine_threadsafe(run(), self.loop).result(PATIENCE)

    def close(self) -> None:
        """Stop the server and its loop."""
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(PATIENCE)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(PATIENCE)


class Client:
    """A websocket client that records every frame it receives (`frames`) in order."""

    def __init__(self, url: str, say_hello: bool = True, **options: Any) -> None:
        self._stack = contextlib.ExitStack()
        self.ws: ClientConnection = self._stack.enter_context(connect(url, open_timeout=PATIENCE, **options))
        self.frames: list[dict[str, Any]] = []
        self.closed = False
        if say_hello:
            self.send_raw(encode(hello()))
            self.welcome = self.expect("welcome")

    def send(self, **message: Any) -> None:
        """Send one message given as keys."""
        self.send_raw(json.dumps(message))

    def send_raw(self, text: str | bytes) -> None:
        """Send one frame as is."""
        self.ws.send(text)

    def _next(self) -> dict[str, Any] | None:
        try:
            frame = self.ws.recv(timeout=PATIENCE)
        except ConnectionClosed:
            self.closed = True
            return None
        message = json.loads(frame)
        self.frames.append(message)
        return message

    def expect(self, kind: str, **match: Any) -> dict[str, Any]:
        """The next message of type `kind` (and these values); the ones before it are passed over
        (they stay in `frames`)."""
        skipped: list[str] = []
        while True:
            message = self._next()
            if message is None:
                raise AssertionError(f"the connection closed while waiting for {kind} {match}; got {skipped}")
            if message["type"] == kind and all(message.get(k) == v for k, v in match.items()):
                return message
            skipped.append(message["type"])

    def wait_closed(self) -> bool:
        """Read until the server closes the connection; True once it has."""
        while self._next() is not None:
            pass
        return self.closed

    def close(self) -> None:
        """Close the connection."""
        self._stack.close()


@pytest.fixture
def running(tmp_path: Path) -> Iterator[Running]:
    """A server on a free port with generous limits (the rate-limit tests set their own)."""
    server = Running(ServerConfig(port=0, data=tmp_path, joins_per_minute=1000, messages_per_second=1000,
                                  message_burst=1000, connections_per_address=1000))
    yield server
    server.close()


@pytest.fixture
def make_running(tmp_path: Path) -> Iterator[Callable[..., Running]]:
    """Start servers with a given config (closed at the end of the test)."""
    started: list[Running] = []

    def make(**config: Any) -> Running:
        server = Running(ServerConfig(port=0, data=tmp_path, **config))
        started.append(server)
        return server
    yield make
    for server in started:
        server.close()
