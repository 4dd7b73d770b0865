"""Load test of the Olifantenpad server: N rooms of 4 scripted clients playing whole games at once.

    python tools/online_load.py --rooms N [--seconds S] [--think T]

Loopback only and bounded: at most 1000 rooms and 600 seconds. It starts a server in a process of
its own (on 127.0.0.1, a free port, a temporary data folder, hours long enough that only the
clients' plans end them), then opens N rooms of 4 clients from this process: each room is created,
joined, made Ready and started, and its clients plan a random legal walk each hour after a think
time of 0 to T seconds (`--think`, default 5: people take up to 30), until 17:00 is over.

Measured: for every hour of every room, the time from the room's last plan being sent to every one
of its four clients having the hour's result (p50, p99, max), and the server process's resident
memory at its peak over the run, less its memory before the clients came, per room (that share
includes the one-time costs of the first games, so it reads high for a handful of rooms). Printed on one
last line; the exit status is 1 when a budget is missed (p99 <= 100 ms, <= 200 KB per room), a game
went wrong (an error message, a client without the end of its game, clients of one room disagreeing
on the scores), or the games did not finish within S seconds; 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import msgspec  # noqa: E402

from game.olifantenpad.online.client import open_session  # noqa: E402
from game.olifantenpad.rules import RULES, step_options  # noqa: E402

P99_BUDGET_MS, ROOM_BUDGET_KB = 100.0, 200.0
MAX_ROOMS, MAX_SECONDS = 1000, 600.0
SEATS = 4

SERVER = """
import asyncio, json, signal, sys, time
from pathlib import Path
from game.olifantenpad.online.server import Server, ServerConfig
rooms = int(sys.argv[3])
async def main():
    server = Server(ServerConfig(host="127.0.0.1", port=int(sys.argv[1]), data=Path(sys.argv[2]),
        hour_seconds=3600.0, joins_per_minute=rooms * 8 + 10, connections_per_address=rooms * 8 + 10,
        messages_per_second=1000.0, message_burst=1000))
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    await server.start()
    print("listening", flush=True)
    await stop.wait()
    await server.stop()
    Path(sys.argv[2], "stats.json").write_text(json.dumps({"hours": list(server.hour_times),
        "cpu": time.process_time(), "finished": server.finished}))
asyncio.run(main())
"""


def rss_kb(pid: int) -> int:
    """Resident memory of a process in KB (Linux's /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Seat:
    """One scripted client: its connection, seat, the park, and what it saw."""

    def __init__(self, ws: Any, rng: random.Random) -> None:
        self.ws = ws
        self.rng = rng
        self.seat = -1
        self.park: Any = None
        self.errors: list[str] = []
        self.over: dict[str, Any] | None = None
        self.scores: list[int] = []

    async def read(self, kind: str) -> dict[str, Any]:
        """The next message of type `kind` (errors are noted; others passed over)."""
        while True:
            message: dict[str, Any] = _decode(await self.ws.recv())
            if message["type"] == "error":
                self.errors.append(message["message"])
            if message["type"] == kind:
                return message

    async def send(self, **message: Any) -> None:
        """Send one message."""
        await self.ws.send(json.dumps(message))

    def plan(self, view: dict[str, Any]) -> dict[str, Any]:
        """A random legal walk for this hour (in through a gate first), from the rules' helpers."""
        fences = tuple(tuple(c) for c in view["fences"])
        where = view["positions"][self.seat]
        steps: list[tuple[int, int]] = []
        gate = None
        if where is None:
            gate = self.rng.choice(self.park.gates).cell
            here, length = gate, self.rng.randint(1, 3)
        else:
            here, length = tuple(where), self.rng.randint(0, 5)
        for _ in range(length):
            options = [c for c in step_options(self.park, fences, here) if c != gate]
            if not options:
                break
            here = self.rng.choice(options)
            steps.append(here)
        return {"type": "plan", "hour": view["hour"], "steps": [list(s) for s in steps],
                "gate": list(gate) if gate and steps else None}


async def connect_room(url: str, number: int, gate: asyncio.Semaphore) -> list[Seat]:
    """The four clients of one room, connected and greeted."""
    rng = random.Random(number)
    seats = []
    async with gate:
        for _ in range(SEATS):
            ws, _welcome = await open_session(url)
            seats.append(Seat(ws, random.Random(rng.random())))
    return seats


async def play_room(seats: list[Seat], think: float, latencies: list[float]) -> bool:
    """One room of four from creation to the end of its game; True when it went right."""
    try:
        await seats[0].send(type="create", name="Host")
        code = (await seats[0].read("joined"))["code"]
        for n, seat in enumerate(seats[1:], 1):
            await seat.send(type="join", code=code, name=f"Player {n}")
            await seat.read("joined")
        for seat in seats:
            await seat.send(type="ready")
        while not all(s["ready"] for s in (await seats[0].read("room"))["seats"]):
            pass
        await seats[0].send(type="start")
        starts = [await seat.read("started") for seat in seats]
        for seat, start in zip(seats, starts):
            seat.seat, seat.park = start["seat"], _park(json.dumps(start["park"], sort_keys=True))
        views = [start["view"] for start in starts]
        for _ in range(5):
            sent = await asyncio.gather(*(_plan(seat, view, think) for seat, view in zip(seats, views)))
            results = await asyncio.gather(*(_result(seat) for seat in seats))
            latencies.append(max(t for t, _ in results) - max(sent))
            views = [view for _, view in results]
        for seat in seats:
            seat.over = await seat.read("over")
        scores = {tuple(seat.over["scores"]) for seat in seats if seat.over}
        return (len(scores) == 1 and scores == {tuple(views[0]["scores"])}
                and not any(seat.errors for seat in seats))
    finally:
        for seat in seats:
            await seat.ws.close()


_decode = msgspec.json.Decoder().decode


@lru_cache(maxsize=64)
def _park(text: str) -> Any:
    """One park record per park (so the rules' per-park caches are shared by every client)."""
    return RULES.content_from_dict(json.loads(text))


async def _plan(seat: Seat, view: dict[str, Any], think: float) -> float:
    await asyncio.sleep(seat.rng.random() * think)
    await seat.send(**seat.plan(view))
    return time.perf_counter()


async def _result(seat: Seat) -> tuple[float, dict[str, Any]]:
    while True:
        message = await seat.read("hour")
        if any(e["type"] == "HourEnded" for e in message["events"]):
            return time.perf_counter(), message["view"]


async def watch_memory(pid: int, peak: list[int]) -> None:
    """Keep the server's peak resident memory in `peak[0]`."""
    while True:
        peak[0] = max(peak[0], rss_kb(pid))
        await asyncio.sleep(0.1)


async def run(rooms: int, seconds: float, think: float, port: int, pid: int) -> tuple[list[bool], list[float],
                                                                                        int, bool]:
    """Play every room at once within `seconds`; (each room went right, latencies, peak KB, in time)."""
    url = f"ws://127.0.0.1:{port}"
    latencies: list[float] = []
    peak = [rss_kb(pid)]
    watcher = asyncio.create_task(watch_memory(pid, peak))
    gate = asyncio.Semaphore(16)
    deadline = time.perf_counter() + seconds
    # every client connects first, then every room plays at once: the figures are of play
    rooms_seats = await asyncio.wait_for(
        asyncio.gather(*(connect_room(url, n, gate) for n in range(rooms))), seconds)
    tasks = [asyncio.create_task(play_room(seats, think, latencies)) for seats in rooms_seats]
    done, pending = await asyncio.wait(tasks, timeout=max(1.0, deadline - time.perf_counter()))
    for task in pending:
        task.cancel()
    watcher.cancel()
    results = [t.result() if t in done and not t.exception() else False for t in tasks]
    for task in done:
        if task.exception() is not None:
            print(f"online_load: a room failed: {type(task.exception()).__name__}: {task.exception()}",
                  file=sys.stderr)
    return results, latencies, peak[0], not pending


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main(argv: list[str] | None = None) -> int:
    """Run the load test; the exit status (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=50, help=f"rooms of {SEATS} clients (1 to {MAX_ROOMS})")
    parser.add_argument("--seconds", type=float, default=120.0, help=f"time limit (at most {MAX_SECONDS:g} s)")
    parser.add_argument("--think", type=float, default=5.0, help="most seconds a client thinks before a plan")
    args = parser.parse_args(argv)
    if not 1 <= args.rooms <= MAX_ROOMS or not 0 < args.seconds <= MAX_SECONDS or not 0 <= args.think <= 10:
        print(f"online_load: --rooms 1 to {MAX_ROOMS}, --seconds up to {MAX_SECONDS:g}, --think 0 to 10",
              file=sys.stderr)
        return 2
    port = _free_port()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(port), data, str(args.rooms)], cwd=ROOT,
                                  stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        try:
            assert server.stdout is not None
            server.stdout.readline()  # "quintet serve: ... on ws://..." once it listens
            base = rss_kb(server.pid)
            started = time.perf_counter()
            results, latencies, peak, in_time = asyncio.run(
                run(args.rooms, args.seconds, args.think, port, server.pid))
            elapsed = time.perf_counter() - started
            saves = len(list((Path(data) / "games").glob("*.json"))) if (Path(data) / "games").exists() else 0
        finally:
            server.terminate()
            server.wait(30)
        stats_file = Path(data) / "stats.json"
        stats: dict[str, Any] = (json.loads(stats_file.read_text()) if stats_file.exists()
                                 else {"hours": [], "cpu": float("nan")})
    ok = sum(results)
    p50, p99 = _percentile(latencies, 0.5) * 1000, _percentile(latencies, 0.99) * 1000
    worst = max(latencies, default=float("nan")) * 1000
    per_room = (peak - base) / args.rooms
    server_p99 = _percentile(stats["hours"], 0.99) * 1000
    problems = []
    if ok < args.rooms or saves < ok:
        problems.append(f"{args.rooms - ok} games went wrong, {saves} saves")
    if not in_time:
        problems.append(f"not finished within {args.seconds:g} s")
    if not p99 <= P99_BUDGET_MS:
        problems.append(f"p99 over {P99_BUDGET_MS:g} ms")
    if per_room > ROOM_BUDGET_KB:
        problems.append(f"memory per room over {ROOM_BUDGET_KB:g} KB")
    print(f"online_load: rooms={args.rooms} clients={args.rooms * SEATS} games_ok={ok}/{args.rooms} saves={saves} "
          f"hours={len(latencies)} think<={args.think:g}s last_plan_to_all_results p50={p50:.1f}ms p99={p99:.1f}ms "
          f"max={worst:.1f}ms server_side_p99={server_p99:.1f}ms server_cpu={stats['cpu']:.1f}s "
          f"clients_cpu={time.process_time():.1f}s server_rss={base / 1024:.0f}->{peak / 1024:.0f}MB "
          f"per_room={per_room:.0f}KB "
          f"elapsed={elapsed:.1f}s cores={os.cpu_count()} "
          f"{'budget ok' if not problems else 'FAILED: ' + '; '.join(problems)}")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
