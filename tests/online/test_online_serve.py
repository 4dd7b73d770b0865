"""`quintet serve` as a player runs it: a process on a port, bad clients, no traceback, Ctrl+C."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

from websockets.sync.client import connect

from game.olifantenpad.online.protocol import encode, hello
from tests.online.conftest import PATIENCE


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_quintet_serve_runs_shrugs_off_bad_clients_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    port = _free_port()
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port),
                                "--data", str(tmp_path)], cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "PYTHONPATH": str(root)})
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert f"ws://127.0.0.1:{port}" in line
        # bad clients: garbage, a wrong hello, a frame too large, a plain HTTP request
        with connect(f"ws://127.0.0.1:{port}", open_timeout=PATIENCE) as ws:
            ws.send("garbage")
            assert json.loads(ws.recv(timeout=PATIENCE))["code"] == "hello"
        with connect(f"ws://127.0.0.1:{port}", open_timeout=PATIENCE) as ws:
            ws.send(encode(hello()))
            assert json.loads(ws.recv(timeout=PATIENCE))["type"] == "welcome"
            ws.send("x" * 300_000)
            try:
                ws.recv(timeout=PATIENCE)
            except Exception:  # noqa: BLE001 - closed by the server, as expected
                pass
        with socket.create_connection(("127.0.0.1", port), timeout=PATIENCE) as raw:
            raw.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            assert raw.recv(100).startswith(b"HTTP/1.1 ")
        with socket.create_connection(("127.0.0.1", port), timeout=PATIENCE) as raw:
            raw.sendall(b"\x00\xff garbage \r\n\r\n")
        # and a good client is still served
        with connect(f"ws://127.0.0.1:{port}", open_timeout=PATIENCE) as ws:
            ws.send(encode(hello()))
            assert json.loads(ws.recv(timeout=PATIENCE))["type"] == "welcome"
            ws.send(json.dumps({"type": "create", "name": "Ana"}))
            assert json.loads(ws.recv(timeout=PATIENCE))["type"] == "joined"
    finally:
        process.send_signal(signal.SIGINT)
        try:  # a guard against a hang, not a measure of speed
            out, err = process.communicate(timeout=6 * PATIENCE)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
            raise AssertionError(f"quintet serve did not stop on Ctrl+C; it wrote: {out!r} {err!r}") from None
    assert process.returncode == 0
    assert "Traceback" not in err and "Traceback" not in out
    assert (tmp_path / "quintet.sqlite").exists()


def test_quintet_serve_refuses_a_port_out_of_range(tmp_path: Path) -> None:
    from game.cli import main
    assert main(["serve", "--port", "70000", "--data", str(tmp_path)]) == 2


def _started(tmp_path: Path, **popen) -> subprocess.Popen:
    port = _free_port()
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--host", "127.0.0.1", "--port", str(port),
                                "--data", str(tmp_path)], cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "PYTHONPATH": str(root)}, **popen)
    assert process.stdout is not None and f"ws://127.0.0.1:{port}" in process.stdout.readline()
    return process


def test_quintet_serve_stops_cleanly_on_sigterm_as_a_service_manager_stops_it(tmp_path: Path) -> None:
    process = _started(tmp_path)
    process.terminate()
    out, err = process.communicate(timeout=6 * PATIENCE)
    assert process.returncode == 0 and "stopped" in err and "Traceback" not in err


def test_quintet_serve_stops_on_ctrl_c_even_when_started_with_it_blocked(tmp_path: Path) -> None:
    # a child started from a process that blocks SIGINT inherits the block (some shells, test runners)
    process = _started(tmp_path, preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}))
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=6 * PATIENCE)
    assert process.returncode == 0 and "stopped" in err and "Traceback" not in err
