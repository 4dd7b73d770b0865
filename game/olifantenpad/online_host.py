"""Hosting a room from the game: the same server `quintet serve` runs, in a process of its own, on
this computer's network, advertised with zeroconf (mDNS, `_quintet._tcp`) so that friends on the
same network find it; and finding such servers (`Nearby`).

Nothing here runs on the frame for long: the server process starts in the background (the lobby's
connection retries until it answers), and the advertisement is registered on a thread.
"""

from __future__ import annotations

import atexit
import socket
import subprocess
import sys
import threading
from pathlib import Path

SERVICE = "_quintet._tcp.local."
PORT = 8765


def local_address() -> str:
    """This computer's address on its network (127.0.0.1 when it has none)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def serve_command(port: int, data: Path) -> list[str]:
    """The command that runs `quintet serve` on every address of this computer."""
    base = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "game"]
    return [*base, "serve", "--host", "0.0.0.0", "--port", str(port), "--data", str(data)]


class Hosted:
    """A server process started by the game, and its advertisement; `stop()` ends both (also when
    the game quits)."""

    def __init__(self, name: str, data: Path, port: int = PORT, advertise: bool = True) -> None:
        self.port = port
        self.address = f"{local_address()}:{port}"
        data.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(serve_command(port, data), stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        self._zeroconf = None
        if advertise:
            threading.Thread(target=self._advertise, args=(name,), name="online-advertise", daemon=True).start()
        atexit.register(self.stop)

    def _advertise(self, name: str) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            host = self.address.rsplit(":", 1)[0]
            info = ServiceInfo(SERVICE, f"{name[:40]}'s Quintet.{SERVICE}", port=self.port,
                               addresses=[socket.inet_aton(host)], properties={"game": "olifantenpad"})
            zc = Zeroconf()
            zc.register_service(info)
            self._zeroconf = (zc, info)
        except Exception:  # noqa: BLE001 - no multicast here: friends type the address instead
            self._zeroconf = None

    @property
    def running(self) -> bool:
        """True while the server process runs."""
        return self.process.poll() is None

    def stop(self) -> None:
        """End the advertisement and the server process (its finished games are already saved)."""
        if self._zeroconf is not None:
            zc, info = self._zeroconf
            self._zeroconf = None
            try:
                zc.unregister_service(info)
                zc.close()
            except Exception:  # noqa: BLE001 - the network went away: nothing left to withdraw
                pass
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()


class Nearby:
    """Quintet servers advertised on this network, found in the background: `found()` gives
    (name, "address:port") pairs. Without multicast it simply finds none."""

    def __init__(self) -> None:
        self._found: dict[str, str] = {}
        self._lock = threading.Lock()
        self._zeroconf = None
        threading.Thread(target=self._browse, name="online-browse", daemon=True).start()

    def _browse(self) -> None:
        try:
            from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

            zc = Zeroconf()
            self._zeroconf = zc

            def changed(zeroconf, service_type, name, state_change) -> None:
                """Keep the found list in step with what the network advertises."""
                if state_change is ServiceStateChange.Removed:
                    with self._lock:
                        self._found.pop(name, None)
                    return
                info = zeroconf.get_service_info(service_type, name, 2000)
                if info is not None and info.parsed_addresses():
                    with self._lock:
                        self._found[name] = f"{info.parsed_addresses()[0]}:{info.port}"

            ServiceBrowser(zc, SERVICE, handlers=[changed])
        except Exception:  # noqa: BLE001 - no multicast: nothing found
            self._zeroconf = None

    def found(self) -> list[tuple[str, str]]:
        """The servers found so far, by name."""
        with self._lock:
            return sorted((name.removesuffix("." + SERVICE), address) for name, address in self._found.items())

    def close(self) -> None:
        """Stop looking."""
        if self._zeroconf is not None:
            try:
                self._zeroconf.close()
            except Exception:  # noqa: BLE001
                pass
            self._zeroconf = None
