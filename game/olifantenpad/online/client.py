"""The client's side of the handshake: say hello, read the server's `Welcome`, and refuse a server
that runs another protocol, Quintet version, rules or content (with the sentence `mismatch` gives).

Used by the game's online seats and by `tools/online_load.py`; it speaks asyncio `websockets`.
"""

from __future__ import annotations

from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from game.olifantenpad.online.protocol import (
    MAX_FRAME,
    Error,
    ProtocolError,
    Welcome,
    encode,
    hello,
    mismatch,
    read_server,
)


class Refusal(Exception):
    """The server or this client refused the connection; `message` says why, for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def check_welcome(message: Any) -> Welcome:
    """The server's first message, checked: a `Welcome` of a server this client can play with, or
    `Refusal` with the sentence (the server's own error, or the difference found here)."""
    if isinstance(message, Error):
        raise Refusal(f"the server refused: {message.message}")
    if not isinstance(message, Welcome):
        raise Refusal("the server did not answer the hello as a Quintet server does")
    problem = mismatch(message.protocol, message.quintet, message.rules, message.content, "the server")
    if problem:
        raise Refusal(f"this Quintet cannot play on that server: {problem}")
    return message


async def open_session(url: str, player: str = "", **options: Any) -> tuple[ClientConnection, Welcome]:
    """Connect to `url`, say hello (with the player secret kept from before) and check the answer;
    the open connection and the server's `Welcome`. Raises `Refusal`, or OSError when no server
    answers there."""
    ws = await connect(url, max_size=MAX_FRAME, compression=None, open_timeout=10, **options)
    try:
        await ws.send(encode(hello(player)))
        try:
            welcome = check_welcome(read_server(await ws.recv()))
        except ProtocolError as exc:
            raise Refusal(f"the server's answer is not understood: {exc.message}") from None
    except BaseException:
        await ws.close()
        raise
    return ws, welcome
