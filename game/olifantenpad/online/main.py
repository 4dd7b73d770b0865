"""`quintet serve`: run the Olifantenpad server until Ctrl+C, refusing bad options with a sentence."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from game.olifantenpad.online.server import ServerConfig, serve_forever


def run_serve(host: str, port: int, data: Path | None) -> int:
    """Serve rooms and duels on `host`:`port`, keeping ratings and saves under `data` (the user's
    data folder's `server` folder by default); the exit status (2: the address or folder cannot be
    used)."""
    if not 0 <= port <= 65535:
        print(f"quintet serve: --port {port} is not a port (0 to 65535)", file=sys.stderr)
        return 2
    if data is None:
        from game.core.storage import data_dir

        data = data_dir() / "server"
    try:
        data.mkdir(parents=True, exist_ok=True)
        asyncio.run(serve_forever(ServerConfig(host=host, port=port, data=data)))
        print("quintet serve: stopped", file=sys.stderr)
    except KeyboardInterrupt:
        print("quintet serve: stopped", file=sys.stderr)
        return 0
    except OSError as exc:
        print(f"quintet serve: cannot serve on {host}:{port} with data in {data} "
              f"({exc.strerror or exc})", file=sys.stderr)
        return 2
    return 0
