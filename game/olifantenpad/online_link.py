"""The game's connection to an Olifantenpad server, off the frame.

A `Link` runs its websocket on an event loop in a thread of its own. The frame never waits on it:
`send` hands a message over and returns, `poll` takes what has arrived (nothing when nothing has).
A network seat's decision, which runs on a `Thinker` thread like a bot's, waits on `arrived`
until there is something to take. Every failure (no server at the address, a server of another version, a dropped
connection) arrives as a message of type "link-error" with a sentence, never as an exception.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from typing import Any

from game.olifantenpad.online.client import Refusal, open_session

LINK_ERROR = "link-error"


def server_url(address: str) -> str:
    """A typed server address ("host", "host:port", or a ws:// or wss:// URL) as a websocket URL
    (port 8765 when none is given)."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    host, _, port = text.rpartition(":") if ":" in text else (text, "", "")
    return f"ws://{host or text}:{port or 8765}"


class Link:
    """One connection to a server (see the module docstring). `player` is the secret the server
    gave before (the rating is kept under it); after the handshake, `welcome` holds the server's
    answer and `player` the secret to remember."""

    def __init__(self, address: str, player: str = "", retry_seconds: float = 0.0) -> None:
        self.url = server_url(address)
        #: How long to keep trying while nothing answers (a server this game just started).
        self.retry_seconds = retry_seconds
        self.player = player
        self.welcome: dict[str, Any] | None = None
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        #: Set while messages wait to be polled.
        self.arrived = threading.Event()
        self._outbox: asyncio.Queue[str | None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="online-link", daemon=True)
        self._thread.start()

    # -- the frame's side (never blocks) --------------------------------------------------------
    def send(self, **message: Any) -> None:
        """Send a message as soon as the connection is open (dropped silently once it is closed)."""
        self._ready.wait(5.0)
        if self._loop is not None and self._outbox is not None and not self._loop.is_closed():
            outbox = self._outbox
            try:
                self._loop.call_soon_threadsafe(outbox.put_nowait, json.dumps(message))
            except RuntimeError:  # the loop has ended: the connection is gone
                pass

    def poll(self) -> list[dict[str, Any]]:
        """Every message that has arrived since the last call (possibly none)."""
        out = []
        self.arrived.clear()
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        """Say goodbye and close the connection."""
        if self._loop is not None and self._outbox is not None and not self._loop.is_closed():
            outbox = self._outbox
            try:
                self._loop.call_soon_threadsafe(outbox.put_nowait, None)
            except RuntimeError:
                pass

    # -- the link's own thread ------------------------------------------------------------------
    def _put(self, message: dict[str, Any]) -> None:
        self._inbox.put(message)
        self.arrived.set()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # noqa: BLE001 - told to the game as a sentence
            self._put({"type": LINK_ERROR, "message": f"the connection failed ({type(exc).__name__})"})
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._ready.set()
        try:
            ws, welcome = await self._connect()
        except Refusal as exc:
            self._put({"type": LINK_ERROR, "message": exc.message})
            return
        except (OSError, TimeoutError) as exc:
            self._put({"type": LINK_ERROR, "message": f"no Quintet server answers at {self.url} "
                                                             f"({getattr(exc, 'strerror', None) or exc})"})
            return
        except Exception as exc:  # noqa: BLE001 - a server that is not a websocket server, and the like
            self._put({"type": LINK_ERROR, "message": f"{self.url} is not a Quintet server "
                                                             f"({type(exc).__name__})"})
            return
        self.player = welcome.player
        self.welcome = {"type": "welcome", "player": welcome.player, "rating": welcome.rating}
        self._put(self.welcome)
        reader = asyncio.create_task(self._read(ws))
        try:
            while True:
                text = await self._outbox.get()
                if text is None:
                    break
                await ws.send(text)
        except Exception:  # noqa: BLE001 - the reader reports the closed connection
            pass
        finally:
            await ws.close()
            await asyncio.gather(reader, return_exceptions=True)

    async def _connect(self) -> Any:
        deadline = asyncio.get_running_loop().time() + self.retry_seconds
        while True:
            try:
                return await open_session(self.url, self.player)
            except OSError:
                if asyncio.get_running_loop().time() >= deadline:
                    raise
                await asyncio.sleep(0.2)

    async def _read(self, ws: Any) -> None:
        try:
            async for frame in ws:
                self._put(json.loads(frame))
        except Exception:  # noqa: BLE001 - reported just below
            pass
        reason = ws.close_reason or "the server closed the connection"
        self._put({"type": LINK_ERROR, "message": f"the connection to the server ended ({reason})",
                         "closed": True})
