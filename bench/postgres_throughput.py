"""Recall throughput over HTTP: one `opmem serve --db`, two sharing the database, and the embedded SQLite server.

Issue 16's throughput benchmark: `--clients` concurrent HTTP clients over loopback post `/v1/recall` (all arms)
for `--seconds` each round, against (a) the embedded default (one `opmem serve` on SQLite), (b) one `opmem serve
--db` on PostgreSQL, (c) two `opmem serve --db` processes on the same database, the clients split between them.
The three run in turn within each round (`--rounds`, each round starting with the next setup, after every server
has served `--warm` seconds of recalls), so machine load hits them alike; medians are printed with
the ratio of two servers to one (target >= 1.6) and the load average around each measurement.

Wall-clock throughput on a machine shared with other work says little; CPU per recall says more. Each window
counts, from /proc (`cpu_account`), the CPU each opmem server and PostgreSQL (postmaster and every backend) used,
and the clients' thread, per recall; the timed windows run at `--nice` (-15, as root). From the servers' CPU per
recall follows what two servers would serve with cores of their own (printed last, with its assumption); the CPU
the servers spend idle (pollers, heartbeats, the outbox listener) is measured once before the rounds.

With `--server-cpu CORES` (root, cgroups) every opmem server is held to CORES of the machine's CPU in a control
group of its own, the same share in every setup, while PostgreSQL and the clients use the rest: servers that each
have a machine of their own (CORES of it), sharing one database, which is what the issue's two servers are. Then
the wall-clock ratio of two servers to one is measured, not projected, as long as PostgreSQL and the clients keep
up (their cores' use is printed per window: `busy`).

The corpus is synthetic (fixed seed) with the fake embedder (`fake:hash-64`: the semantic arm runs, on vectors
that cost nothing to make), loaded by `bench/bulk_load.py` and indexed by `opmem reindex` before the servers
start, so only serving is timed. Without --db a throwaway PostgreSQL is started (tests/postgres_server.py).

    python bench/postgres_throughput.py --docs 20000 --clients 8 --seconds 20 --rounds 3 [--server-cpu 0.4]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import bulk_load
import httpx
from cpu_account import Meter, Pids, cpu_quota, process_tree, renice
from postgres_speed import FAKE, WORDS, database, records

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.ingest.distill import distill, embedding_text
from opmem.settings import Settings

BATCH = 2000


def load(data: Path, db: str | None, docs: int) -> None:
    """The corpus into the store (SQLite in `data`, or the database), then `data`'s indexes built from it."""
    om = Opmem(Settings(data_dir=data, default_embedding=FAKE, db=db), embedders={FAKE: FakeEmbedder()})
    corpus = records(docs, random.Random(1))
    embedder = om.embedder(FAKE)
    first = bulk_load.next_document_id(om.store)
    for start in range(0, len(corpus), BATCH):
        part = corpus[start : start + BATCH]
        drafts = [distill(r) for r in part]
        vectors = embedder.embed([embedding_text(d.title, d.body) for d in drafts], kind="document")
        bulk_load.load(om.store, [bulk_load.rows(part, vectors, FAKE, first + start)])
    om.reindex()
    om.close()


def index(data: Path, db: str) -> None:
    """Another server's data directory: its indexes built from the shared database."""
    om = Opmem(Settings(data_dir=data, default_embedding=FAKE, db=db), embedders={FAKE: FakeEmbedder()})
    om.reindex()
    om.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def postmaster(url: str) -> int | None:
    """The throwaway server's postmaster (from its pid file); None for a server of yours (--db)."""
    host = parse_qs(urlsplit(url).query).get("host", [""])[0]
    pid_file = Path(host) / "data" / "postmaster.pid"
    if not host or not pid_file.exists():
        return None
    return int(pid_file.read_text().split()[0])


@contextmanager
def serving(data: Path, db: str | None, source: Path | None = None) -> Iterator[tuple[str, int]]:
    """An `opmem serve` on `data` (and `db`); with `source`, the opmem of that checkout (its src/) serves."""
    port = free_port()
    env = {**os.environ, "OPMEM_EMBEDDING": FAKE, "OPMEM_CLAMD_SOCKET": "none", "OPMEM_LOG_LEVEL": "warning"}
    env.pop("OPMEM_DB", None)
    if source is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(source / "src"), env.get("PYTHONPATH", "")])
    command = [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "serve", "--port", str(port)]
    process = subprocess.Popen(
        [*command, *(["--db", db] if db else [])], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"opmem serve on {data} did not start")
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield url, process.pid
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()


async def _client(url: str, token: str, queries: list[str], until: float, seed: int) -> int:
    rng, done = random.Random(seed), 0
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=30) as client:
        while time.monotonic() < until:
            answer = await client.post("/v1/recall", json={"query": rng.choice(queries)})
            answer.raise_for_status()
            done += 1
    return done


async def _drive(targets: list[tuple[str, str]], clients: int, queries: list[str], seconds: float) -> int:
    until = time.monotonic() + seconds
    tasks = [_client(*targets[i % len(targets)], queries, until, i) for i in range(clients)]
    return sum(await asyncio.gather(*tasks))


@dataclass(frozen=True)
class Measured:
    rate: float  # recalls per second
    elapsed: float  # seconds the window lasted
    cpu_ms: dict[str, float]  # per group (each server, PostgreSQL, the client): CPU milliseconds per recall
    busy: dict[str, float]  # per group: CPU seconds per second of the window (cores kept busy)
    load: tuple[float, float]  # the load average before and after

    def servers_ms(self) -> float:
        return sum(ms for name, ms in self.cpu_ms.items() if name.startswith("server"))

    def total_ms(self) -> float:
        return sum(self.cpu_ms.values())


def throughput(
    targets: list[tuple[str, str]], meter: Meter, clients: int, queries: list[str], seconds: float
) -> Measured:
    asyncio.run(_drive(targets, clients, queries, 2.0))  # warm up: connections, caches
    load, before, start = os.getloadavg()[0], meter.sample(), time.monotonic()
    client = time.thread_time()  # the clients run in this thread (asyncio); sampling /proc does not count
    done = asyncio.run(_drive(targets, clients, queries, seconds))
    client, elapsed = time.thread_time() - client, time.monotonic() - start
    used = {**Meter.used(before, meter.sample()), "client": client}
    per = 1000 / max(done, 1)
    return Measured(
        rate=done / elapsed,
        elapsed=elapsed,
        cpu_ms={name: cpu * per for name, cpu in used.items()},
        busy={name: cpu / elapsed for name, cpu in used.items()},
        load=(load, os.getloadavg()[0]),
    )


def idle(meter: Meter, seconds: float) -> dict[str, float]:
    """CPU milliseconds per second each group spends with no requests (pollers, heartbeats, listeners)."""
    before = meter.sample()
    time.sleep(seconds)
    return {name: cpu * 1000 / seconds for name, cpu in Meter.used(before, meter.sample()).items()}


def breakdown(cpu_ms: dict[str, float]) -> str:
    return ", ".join(f"{name} {ms:.1f}" for name, ms in cpu_ms.items())


def token(data: Path) -> str:
    return (data / "admin.token").read_text().strip()


def groups(pids: list[int], master: int | None) -> dict[str, Pids]:
    """Whose CPU a window counts (besides the client's): each opmem server, PostgreSQL (postmaster and backends)."""
    found: dict[str, Pids] = {f"server {n}": (lambda pid=pid: [pid]) for n, pid in enumerate(pids, 1)}
    if master is not None:
        found["PostgreSQL"] = lambda: process_tree(master)
    return found


def prioritise(niceness: int, pids: list[int], master: int | None) -> str:
    """Run the timed windows at `niceness` (servers, PostgreSQL, this client), so other work on the machine
    slows them less; says what was done."""
    refused = renice([os.getpid(), *pids, *(process_tree(master) if master else [])], niceness)
    if refused:
        return f"niceness {niceness} refused for {len(refused)} processes (needs root): measured at default priority"
    return f"servers, PostgreSQL and client at niceness {niceness}"


def report(found: dict[str, list[Measured]], idle_ms: dict[str, float], server_cpu: float | None) -> None:
    median = statistics.median
    print("| setup | recalls/s (median) | rounds | CPU ms/recall: servers | PostgreSQL | client | total |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, runs in found.items():
        rates = ", ".join(f"{m.rate:.1f}" for m in runs)
        pg = median(m.cpu_ms.get("PostgreSQL", 0.0) for m in runs)
        print(
            f"| {name} | {median(m.rate for m in runs):.1f} | {rates} | {median(m.servers_ms() for m in runs):.1f} | "
            f"{pg:.1f} | {median(m.cpu_ms['client'] for m in runs):.1f} | {median(m.total_ms() for m in runs):.1f} |"
        )
    print(f"idle CPU ms/s (no requests, both PostgreSQL servers up): {breakdown(idle_ms)}")
    one, two = found["PostgreSQL, one server"], found["PostgreSQL, two servers"]
    ratio = median(m.rate for m in two) / median(m.rate for m in one)
    held = f"each server held to {server_cpu} cores" if server_cpu else "the servers unrestricted"
    print(f"two servers / one, wall clock ({held}): {ratio:.2f}x (target 1.6x); load now {os.getloadavg()[0]:.1f}")
    if server_cpu:
        for name in ("PostgreSQL, one server", "PostgreSQL, two servers"):
            busy_of = {group: median(m.busy[group] for m in found[name]) for group in found[name][0].busy}
            print(f"{name}: cores kept busy (median): " + ", ".join(f"{g} {c:.2f}" for g, c in busy_of.items()))
    # Each server on cores of its own, PostgreSQL and the clients on others: a server serves as many recalls per
    # second of its CPU as its CPU per recall allows, so two serve 2 x (one server's ms) / (two servers' ms) times
    # as many as one, whatever the number of cores each has (the same for every server).
    one_ms, two_ms = median(m.servers_ms() for m in one), median(m.servers_ms() for m in two)
    busy = median(m.busy["server 1"] for m in one)
    pg_ms = median(m.cpu_ms.get("PostgreSQL", 0.0) for m in two)
    print(
        f"servers on cores of their own (PostgreSQL and clients elsewhere): two / one = 2 x {one_ms:.1f} / {two_ms:.1f}"
        f" = {2 * one_ms / two_ms:.2f}x; one server kept {busy:.2f} cores busy here; PostgreSQL needs {pg_ms:.1f} "
        "CPU ms per recall on top"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docs", type=int, default=20_000)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--idle", type=float, default=10.0, help="Seconds to measure the servers' idle CPU.")
    parser.add_argument("--warm", type=float, default=10.0, help="Seconds each server serves before the rounds.")
    parser.add_argument("--nice", type=int, default=-15, help="Niceness of the timed windows (negative: root).")
    parser.add_argument("--db", help="An empty PostgreSQL database (default: a throwaway embedded server).")
    parser.add_argument(
        "--server-cpu",
        type=float,
        help="Hold every opmem server to this many cores (a cgroup each; root): servers with machines of their own.",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        help="A checkout of another opmem commit (same schema): its servers are measured in the same rounds too.",
    )
    args = parser.parse_args()
    rng = random.Random(2)
    queries = [" ".join(rng.sample(WORDS, 3)) for _ in range(200)]
    root = Path(tempfile.mkdtemp(prefix="opmem-throughput-"))
    with database(args.db) as url, ExitStack() as stack:
        started = time.monotonic()
        load(root / "sqlite", None, args.docs)
        load(root / "pg-one", url, args.docs)
        index(root / "pg-two", url)
        print(f"loaded {args.docs} documents into SQLite and PostgreSQL in {time.monotonic() - started:.0f} s")
        sqlite, sqlite_pid = stack.enter_context(serving(root / "sqlite", None))
        one, one_pid = stack.enter_context(serving(root / "pg-one", url))
        two, two_pid = stack.enter_context(serving(root / "pg-two", url))
        master = postmaster(url)
        for pid in (sqlite_pid, one_pid, two_pid) if args.server_cpu else ():
            stack.enter_context(cpu_quota(pid, args.server_cpu))
        baseline: dict[str, tuple[list[tuple[str, str]], Meter]] = {}
        pids = [sqlite_pid, one_pid, two_pid]
        if args.baseline:
            index(root / "base-one", url)
            index(root / "base-two", url)
            b1, b1_pid = stack.enter_context(serving(root / "base-one", url, args.baseline))
            b2, b2_pid = stack.enter_context(serving(root / "base-two", url, args.baseline))
            baseline = {
                "baseline: PostgreSQL, one server": ([(b1, token(root / "pg-one"))], Meter(groups([b1_pid], master))),
                "baseline: PostgreSQL, two servers": (
                    [(b1, token(root / "pg-one")), (b2, token(root / "pg-one"))],
                    Meter(groups([b1_pid, b2_pid], master)),
                ),
            }
            pids += [b1_pid, b2_pid]
            for pid in (b1_pid, b2_pid) if args.server_cpu else ():
                stack.enter_context(cpu_quota(pid, args.server_cpu))
        print(prioritise(args.nice, pids, master))
        admin = token(root / "pg-one")  # the database's administrator token, honoured by both servers
        setups = {
            "SQLite, one server": ([(sqlite, token(root / "sqlite"))], Meter(groups([sqlite_pid], None))),
            "PostgreSQL, one server": ([(one, admin)], Meter(groups([one_pid], master))),
            "PostgreSQL, two servers": ([(one, admin), (two, admin)], Meter(groups([one_pid, two_pid], master))),
            **baseline,
        }
        idle_ms = idle(Meter(groups([one_pid, two_pid], master)), args.idle)
        for url_, token_ in {target for targets, _ in setups.values() for target in targets}:
            # Every server serves its first recalls before any window: a server whose first recalls fell in a
            # window paid there for its pool's connections (a backend each), cold caches and page faults.
            asyncio.run(_drive([(url_, token_)], args.clients, queries, args.warm))
        found: dict[str, list[Measured]] = {name: [] for name in setups}
        names = list(setups)
        for n in range(args.rounds):
            # Each round starts with the next setup: the load of other work drifts, and a fixed order lets the
            # drift fall on the same setup every round.
            for name in names[n % len(names) :] + names[: n % len(names)]:
                targets, meter = setups[name]
                m = throughput(targets, meter, args.clients, queries, args.seconds)
                found[name].append(m)
                print(
                    f"round {n + 1}: {name}: {m.rate:.1f} recalls/s, CPU ms per recall: {breakdown(m.cpu_ms)} "
                    f"(total {m.total_ms():.1f}; load {m.load[0]:.1f} -> {m.load[1]:.1f})"
                )
    held = f", each server held to {args.server_cpu} cores" if args.server_cpu else ""
    print(f"\n{args.clients} clients, {args.seconds:.0f} s per measurement, {args.docs} documents, fake embedder{held}")
    report(found, idle_ms, args.server_cpu)


if __name__ == "__main__":
    main()
