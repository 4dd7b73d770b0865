"""Load test of the Olifantenpad server: N rooms of 4 scripted clients playing whole games at once.

    python tools/online_load.py --rooms N [--seconds S] [--think T] [--workers W]

Loopback only and bounded: at most 1000 rooms and 600 seconds. It starts a server in a process of
its own (on 127.0.0.1, a free port, a temporary data folder, hours long enough that only the
clients' plans end them), and the scripted clients in W other processes (`--workers`, default 2),
so that the clients' own work is not counted as the server's: each worker opens its share of the
rooms, 4 clients each; once every client is connected, every room is created, joined, made Ready
and started, and its clients plan a random legal walk each hour after a think time of 0 to T
seconds (`--think`, default 30, the game's planning time: people take anything up to the
timer), until 17:00 is over. A shorter think time (`--think 5`) loads the server harder than
people do.

Measured, for every hour of every room, on `time.monotonic` (one clock for every process of the
machine): from the room's last plan being sent to every one of its four clients having the hour's
result (end to end: p50, p99, max), and its three legs: the last plan's way to the server (sent by
the client, read by the server), the server's part (read, to the result written to all four
connections) and the way back (written, to the last client having read it). And the server
process's resident memory at its peak over the run, less its memory before the clients came, per
room (that share includes the one-time costs of the first games, so it reads high for a handful
of rooms), its CPU time, and the machine's load average before and after. Printed on one last line;
the exit status is 1 when a budget is missed (end-to-end p99 <= 100 ms, <= 200 KB per room), a game
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
import threading
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import msgspec  # noqa: E402

from game.olifantenpad.online.client import open_session  # noqa: E402
from game.olifantenpad.pure.rules import RULES, step_options  # noqa: E402

P99_BUDGET_MS, ROOM_BUDGET_KB = 100.0, 200.0
MAX_ROOMS, MAX_SECONDS, MAX_WORKERS = 1000, 600.0, 8
MAX_THINK = 30.0  # seconds: the game gives a player 30 s to plan an hour
SEATS = 4

SERVER = """
import asyncio, json, signal, sys, time
from pathlib import Path
from game.olifantenpad.online.server import Server, ServerConfig
rooms, profile = int(sys.argv[3]), sys.argv[4]
if profile:
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
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
if profile:
    profiler.disable()
    profiler.dump_stats(profile)
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


async def play_room(seats: list[Seat], think: float, hours: list[list[Any]]) -> bool:
    """One room of four from creation to the end of its game; True when it went right. Each hour
    adds [code, hour, last plan sent, last result read] (monotonic seconds) to `hours`."""
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
        for hour in range(5):
            sent = await asyncio.gather(*(_plan(seat, view, think) for seat, view in zip(seats, views)))
            results = await asyncio.gather(*(_result(seat) for seat in seats))
            hours.append([code, hour, max(sent), max(t for t, _ in results)])
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
    plan = seat.plan(view)
    sent = time.monotonic()
    await seat.send(**plan)
    return sent


async def _result(seat: Seat) -> tuple[float, dict[str, Any]]:
    while True:
        message = await seat.read("hour")
        if any(e["type"] == "HourEnded" for e in message["events"]):
            return time.monotonic(), message["view"]


async def work(url: str, rooms: list[int], seconds: float, think: float) -> dict[str, Any]:
    """A worker's share: connect every client of `rooms`, say "connected" and wait for "go" on
    stdin, then play them all at once within `seconds`."""
    hours: list[list[Any]] = []
    gate = asyncio.Semaphore(16)
    rooms_seats = await asyncio.wait_for(asyncio.gather(*(connect_room(url, n, gate) for n in rooms)), seconds)
    print("connected", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    tasks = [asyncio.create_task(play_room(seats, think, hours)) for seats in rooms_seats]
    done, pending = await asyncio.wait(tasks, timeout=seconds)
    for task in pending:
        task.cancel()
    failures = [f"{type(t.exception()).__name__}: {t.exception()}" for t in done if t.exception() is not None]
    ok = sum(1 for t in done if t.exception() is None and t.result())
    return {"ok": ok, "hours": hours, "in_time": not pending, "failures": failures[:5],
            "cpu": time.process_time()}


def worker_main(argv: list[str]) -> int:
    """`--worker URL FIRST STEP COUNT SECONDS THINK`: rooms FIRST, FIRST+STEP, ... (COUNT in all);
    the result as one JSON line on stdout."""
    url, first, step, count, seconds, think = argv[0], *map(int, argv[1:4]), *map(float, argv[4:6])
    result = asyncio.run(work(url, list(range(first, count, step)), seconds, think))
    print(json.dumps(result), flush=True)
    return 0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def _watch(pid: int, peak: list[int], stop: threading.Event) -> None:
    """Keep the server's peak resident memory in `peak[0]` until `stop`."""
    while not stop.wait(0.1):
        try:
            peak[0] = max(peak[0], rss_kb(pid))
        except OSError:
            return


def _figures(hours: list[list[Any]], served: list[list[Any]]) -> dict[str, float]:
    """p50/p99/max end to end, and the p99 of each leg (ms), matching the clients' hours with the
    server's by room code and hour."""
    server = {(code, hour): (read, written) for code, hour, read, written in served}
    total = [done - sent for _, _, sent, done in hours]
    legs: dict[str, list[float]] = {"to_server": [], "server": [], "back": []}
    for code, hour, sent, done in hours:
        if (code, hour) in server:
            read, written = server[code, hour]
            legs["to_server"].append(read - sent)
            legs["server"].append(written - read)
            legs["back"].append(done - written)
    out = {"p50": _percentile(total, 0.5), "p99": _percentile(total, 0.99), "max": max(total, default=float("nan"))}
    out.update({f"{leg}_p99": _percentile(values, 0.99) for leg, values in legs.items()})
    return {key: value * 1000 for key, value in out.items()}


def main(argv: list[str] | None = None) -> int:
    """Run the load test; the exit status (see the module docstring)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--worker"]:
        return worker_main(argv[1:])
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rooms", type=int, default=50, help=f"rooms of {SEATS} clients (1 to {MAX_ROOMS})")
    parser.add_argument("--seconds", type=float, default=120.0, help=f"time limit (at most {MAX_SECONDS:g} s)")
    parser.add_argument("--think", type=float, default=MAX_THINK,
                        help="most seconds a client thinks before a plan (default: the game's 30)")
    parser.add_argument("--workers", type=int, default=2, help=f"client processes (1 to {MAX_WORKERS})")
    parser.add_argument("--profile", type=Path, default=None,
                        help="write the server's cProfile statistics to this file (where its time goes)")
    args = parser.parse_args(argv)
    if (not 1 <= args.rooms <= MAX_ROOMS or not 0 < args.seconds <= MAX_SECONDS or not 0 <= args.think <= MAX_THINK
            or not 1 <= args.workers <= min(MAX_WORKERS, args.rooms)):
        print(f"online_load: --rooms 1 to {MAX_ROOMS}, --seconds up to {MAX_SECONDS:g}, --think 0 to {MAX_THINK:g}, "
              f"--workers 1 to {MAX_WORKERS} (at most one per room)", file=sys.stderr)
        return 2
    port = _free_port()
    load_before = os.getloadavg()[0]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(port), data, str(args.rooms),
                                   str(args.profile.resolve()) if args.profile else ""], cwd=ROOT,
                                  stdout=subprocess.PIPE, text=True, env=env)
        workers: list[subprocess.Popen[str]] = []
        try:
            assert server.stdout is not None
            server.stdout.readline()  # "listening"
            base = rss_kb(server.pid)
            peak, stop = [base], threading.Event()
            threading.Thread(target=_watch, args=(server.pid, peak, stop), daemon=True).start()
            started = time.monotonic()
            workers = [subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker",
                                         f"ws://127.0.0.1:{port}", str(w), str(args.workers), str(args.rooms),
                                         str(args.seconds), str(args.think)],
                                        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
                       for w in range(args.workers)]
            connected = all(w.stdout is not None and w.stdout.readline().strip() == "connected" for w in workers)
            played = time.monotonic()
            for w in workers:  # every client is connected: every room plays at once
                assert w.stdin is not None
                w.stdin.write("go\n")
                w.stdin.flush()
            results = []
            for w in workers:
                out, _ = w.communicate(timeout=args.seconds * 2 + 30)
                lines = out.strip().splitlines()
                results.append(json.loads(lines[-1]) if connected and lines else
                               {"ok": 0, "hours": [], "in_time": False, "failures": ["the worker failed"], "cpu": 0})
            elapsed = time.monotonic() - played
            stop.set()
            saves = len(list((Path(data) / "games").glob("*.json"))) if (Path(data) / "games").exists() else 0
        finally:
            for w in workers:
                if w.poll() is None:
                    w.kill()
            server.terminate()
            server.wait(30)
        stats_file = Path(data) / "stats.json"
        stats: dict[str, Any] = (json.loads(stats_file.read_text()) if stats_file.exists()
                                 else {"hours": [], "cpu": float("nan")})
    ok = sum(r["ok"] for r in results)
    hours = [h for r in results for h in r["hours"]]
    for failure in (f for r in results for f in r["failures"]):
        print(f"online_load: a room failed: {failure}", file=sys.stderr)
    fig = _figures(hours, stats["hours"])
    per_room = (peak[0] - base) / args.rooms
    problems = []
    if ok < args.rooms or saves < ok:
        problems.append(f"{args.rooms - ok} games went wrong, {saves} saves")
    if not all(r["in_time"] for r in results):
        problems.append(f"not finished within {args.seconds:g} s")
    if not fig["p99"] <= P99_BUDGET_MS:
        problems.append(f"p99 over {P99_BUDGET_MS:g} ms")
    if per_room > ROOM_BUDGET_KB:
        problems.append(f"memory per room over {ROOM_BUDGET_KB:g} KB")
    print(f"online_load: rooms={args.rooms} clients={args.rooms * SEATS} workers={args.workers} "
          f"games_ok={ok}/{args.rooms} saves={saves} hours={len(hours)} think<={args.think:g}s "
          f"last_plan_to_all_results p50={fig['p50']:.1f}ms p99={fig['p99']:.1f}ms max={fig['max']:.1f}ms "
          f"legs_p99: to_server={fig['to_server_p99']:.1f}ms server={fig['server_p99']:.1f}ms "
          f"back={fig['back_p99']:.1f}ms server_cpu={stats['cpu']:.1f}s "
          f"clients_cpu={sum(r['cpu'] for r in results):.1f}s server_rss={base / 1024:.0f}->{peak[0] / 1024:.0f}MB "
          f"per_room={per_room:.0f}KB elapsed={elapsed:.1f}s (connecting {played - started:.1f}s) "
          f"cores={os.cpu_count()} load={load_before:.2f}->{os.getloadavg()[0]:.2f} "
          f"{'budget ok' if not problems else 'FAILED: ' + '; '.join(problems)}")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
