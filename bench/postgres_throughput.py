"""Recall throughput over HTTP: one `opmem serve --db`, two sharing the database, and the embedded SQLite server.

Issue 16's throughput benchmark: `--clients` concurrent HTTP clients over loopback post `/v1/recall` (all arms)
for `--seconds` each round, against (a) the embedded default (one `opmem serve` on SQLite), (b) one `opmem serve
--db` on PostgreSQL, (c) two `opmem serve --db` processes on the same database, the clients split between them.
The three run in turn within each round (`--rounds`), so machine load hits them alike; medians are printed with
the ratio of two servers to one (target >= 1.6) and the load average around each measurement.

The corpus is synthetic (fixed seed) with the fake embedder (`fake:hash-64`: the semantic arm runs, on vectors
that cost nothing to make), loaded by `bench/bulk_load.py` and indexed by `opmem reindex` before the servers
start, so only serving is timed. Without --db a throwaway PostgreSQL is started (tests/postgres_server.py).

    python bench/postgres_throughput.py --docs 20000 --clients 8 --seconds 20 --rounds 3
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


def cpu_times(pids: list[int]) -> dict[int, float]:
    """User + system CPU seconds each live process has used so far (Linux /proc)."""
    found = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
    return found


def used(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds used between the two samples (a process that started in between counts from zero)."""
    return sum(t - before.get(pid, 0.0) for pid, t in after.items())


def postgres_pids(url: str) -> list[int]:
    """The throwaway server's processes (its postmaster and the postmaster's children); [] for a server of yours."""
    host = parse_qs(urlsplit(url).query).get("host", [""])[0]
    pid_file = Path(host) / "data" / "postmaster.pid"
    if not host or not pid_file.exists():
        return []
    postmaster = int(pid_file.read_text().split()[0])
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == postmaster:
                    children.append(int(entry.name))
            except OSError:
                continue
    return [postmaster, *children]


@contextmanager
def serving(data: Path, db: str | None) -> Iterator[tuple[str, int]]:
    port = free_port()
    env = {**os.environ, "OPMEM_EMBEDDING": FAKE, "OPMEM_CLAMD_SOCKET": "none", "OPMEM_LOG_LEVEL": "warning"}
    env.pop("OPMEM_DB", None)
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
    server_ms: float  # CPU milliseconds the opmem servers spent per recall
    postgres_ms: float  # CPU milliseconds PostgreSQL spent per recall


def throughput(
    targets: list[tuple[str, str]], pids: list[int], url: str, clients: int, queries: list[str], seconds: float
) -> Measured:
    asyncio.run(_drive(targets, clients, queries, 2.0))  # warm up: connections, caches
    servers_before, pg_before, start = cpu_times(pids), cpu_times(postgres_pids(url)), time.monotonic()
    done = asyncio.run(_drive(targets, clients, queries, seconds))
    elapsed = time.monotonic() - start
    servers, pg = used(servers_before, cpu_times(pids)), used(pg_before, cpu_times(postgres_pids(url)))
    per = 1000 / max(done, 1)
    return Measured(done / elapsed, servers * per, pg * per)


def token(data: Path) -> str:
    return (data / "admin.token").read_text().strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--docs", type=int, default=20_000)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--db", help="An empty PostgreSQL database (default: a throwaway embedded server).")
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
        admin = token(root / "pg-one")  # the database's administrator token, honoured by both servers
        setups = {
            "SQLite, one server": ([(sqlite, token(root / "sqlite"))], [sqlite_pid]),
            "PostgreSQL, one server": ([(one, admin)], [one_pid]),
            "PostgreSQL, two servers": ([(one, admin), (two, admin)], [one_pid, two_pid]),
        }
        found: dict[str, list[Measured]] = {name: [] for name in setups}
        for n in range(args.rounds):
            for name, (targets, pids) in setups.items():
                before = os.getloadavg()[0]
                m = throughput(targets, pids, url, args.clients, queries, args.seconds)
                found[name].append(m)
                print(
                    f"round {n + 1}: {name}: {m.rate:.1f} recalls/s, CPU per recall: servers {m.server_ms:.1f} ms, "
                    f"PostgreSQL {m.postgres_ms:.1f} ms (load {before:.1f} -> {os.getloadavg()[0]:.1f})"
                )
    print(f"\n{args.clients} clients, {args.seconds:.0f} s per measurement, {args.docs} documents, fake embedder")
    print("| setup | recalls/s (median) | rounds | server CPU ms/recall | PostgreSQL CPU ms/recall |")
    print("| --- | --- | --- | --- | --- |")
    for name, runs in found.items():
        rates = ", ".join(f"{m.rate:.1f}" for m in runs)
        median = statistics.median
        print(
            f"| {name} | {median(m.rate for m in runs):.1f} | {rates} | {median(m.server_ms for m in runs):.1f} | "
            f"{median(m.postgres_ms for m in runs):.1f} |"
        )
    ratio = statistics.median(m.rate for m in found["PostgreSQL, two servers"]) / statistics.median(
        m.rate for m in found["PostgreSQL, one server"]
    )
    print(f"two servers / one: {ratio:.2f}x (target 1.6x); load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
