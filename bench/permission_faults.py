"""Faults injected into the per-document permission check, at scale: not one document may pass a check that was
not evaluated (fail closed), on every read path, while the documents that may be read are still returned.

Each scenario picks a fault mode and a failing table at random (fixed seed). Every check on a document of the
failing table misbehaves (raises, hangs past the deadline, answers something other than `True`); checks on the
other tables answer correctly. The viewer holds grants on every table, so only the check stands between the
failing table's documents and the answer. Paths: each recall arm alone, fused recall, browse by query, browse
all, read, ask, the dispatch index, and the usage report.

The baseline, measured in the same run on the same scenarios: the same check answering `True` for the failing
table, which shows every path does return that table's documents when it may (the run could see a leak).

Usage:

    python bench/permission_faults.py [--faults 10000] [--seed 7]
"""

from __future__ import annotations

import argparse
import contextlib
import random
import shutil
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import OpmemError
from opmem.settings import Settings
from opmem.types import ARMS, Document, Principal, Record

FAKE = "fake:hash-64"
TABLES = ("incident", "problem", "change")
MODES = ("raise", "timeout", "truthy", "none", "flaky", "slow-raise")
WORDS = [
    "proxy",
    "certificate",
    "expired",
    "disk",
    "full",
    "login",
    "token",
    "gateway",
    "timeout",
    "queue",
    "backlog",
    "dns",
    "cache",
]


@dataclass
class Tally:
    injected: Counter[str] = field(default_factory=Counter)
    passed: Counter[str] = field(default_factory=Counter)  # documents of the failing table returned, by path
    calls: Counter[str] = field(default_factory=Counter)
    answered: Counter[str] = field(default_factory=Counter)  # calls that still returned some readable document


class FaultyCheck:
    """Correct for every table but `failing`; for `failing`, fails in `mode` (or, as the baseline, says yes)."""

    def __init__(self, failing: str, mode: str, tally: Tally, rng: random.Random, *, honest: bool) -> None:
        self.failing, self.mode, self.tally, self.rng, self.honest = failing, mode, tally, rng, honest
        self.lock = threading.Lock()

    def can_read(self, principal: Principal, document: Document) -> object:
        if document.source_table != self.failing:
            return document.source_table in principal.grants
        if self.honest:
            return True
        with self.lock:
            self.tally.injected[self.mode] += 1
            roll = self.rng.random()
        return self._fail(roll)

    def _fail(self, roll: float) -> object:
        mode = self.mode
        if mode == "flaky":  # a mix, as a struggling permission service gives
            mode = MODES[int(roll * 4)]
        if mode == "raise":
            raise (ConnectionError, TimeoutError, RuntimeError, KeyError)[int(roll * 4)]("permission service down")
        if mode in ("timeout", "slow-raise"):
            threading.Event().wait(0.03)
            if mode == "slow-raise":
                raise TimeoutError("permission service timed out")
            return True
        if mode == "truthy":
            return ("true", 1, [True], object(), "yes")[int(roll * 5)]
        return None


def _records(rng: random.Random, n: int) -> list[Record]:
    out = []
    for i in range(n):
        table = TABLES[i % 3]
        words = rng.sample(WORDS, 4)
        out.append(
            Record(
                "default",
                table,
                f"{table[:3].upper()}{i:04d}",
                "resolved",
                short_description=" ".join(words),
                description=" ".join(rng.sample(WORDS, 6)),
                resolution_notes=f"Fixed the {words[0]} by restarting the {words[1]}.",
                resolved_at=datetime(2024, 1, 1 + i % 28, tzinfo=UTC),
            )
        )
    return out


def _paths(om: Opmem, viewer: Principal, rng: random.Random) -> Iterable[tuple[str, Callable[[], list[str]]]]:
    query = " ".join(rng.sample(WORDS, 3))
    for arm in ARMS:
        yield f"recall:{arm}", lambda a=arm: [h.source_table for h in om.recall(viewer, query, k=10, arms=(a,)).hits]
    yield "recall:fused", lambda: [h.source_table for h in om.recall(viewer, query, k=10).hits]
    yield "browse:query", lambda: [i.source_table for i in om.curation.browse(viewer, query, k=20).items]
    yield "browse:all", lambda: [i.source_table for i in om.curation.browse(viewer, None, k=50).items]
    doc_id = rng.randint(1, 60)
    yield "read", lambda: [om.read_document(viewer, doc_id).document.source_table]
    yield "ask", lambda: [om.ask_document(viewer, doc_id, "what fixed it").document.source_table]


def _dispatch(om: Opmem, failing: str, n: int) -> list[str]:
    table = next(t for t in TABLES if t != failing)
    record_id = f"{table[:3].upper()}{3 * (n % 20) + TABLES.index(table):04d}"  # as `_records` names them
    bundle = om.dispatch.dispatch(om.principal("default", "agent"), "agent", table, record_id)
    entries = bundle.index.entries if bundle.index else ()
    return [e.source_table for e in entries if e.kind == "precedent"]


def _usage(om: Opmem, viewer: Principal) -> list[str]:
    docs = [om.store.document("default", used.doc_id, retired=True) for used in om.ledger.usage(viewer).documents]
    return [doc.source_table for doc in docs if doc is not None]


def scenario(seed: int, mode: str, failing: str, tally: Tally, *, honest: bool, rounds: int) -> None:
    rng = random.Random(seed)
    root = Path(tempfile.mkdtemp(prefix="opmem-faults-", dir="/dev/shm" if Path("/dev/shm").is_dir() else None))
    check = FaultyCheck(failing, mode, tally, random.Random(seed + 1), honest=honest)
    settings = Settings(data_dir=root, default_embedding=FAKE, clamd_socket=None, permission_timeout=0.01)
    om = Opmem(settings, permission=check, embedders={FAKE: FakeEmbedder()})
    try:
        om.upsert_records(_records(rng, 60))
        viewer = om.create_principal("default", "viewer", grants=TABLES, capabilities=["browse_memory"])
        om.create_agent("default", "agent", grants=TABLES, tools=["recall_operational_memory"])
        for n in range(rounds):
            calls = [*_paths(om, viewer, rng), ("dispatch", lambda n=n: _dispatch(om, failing, n))]
            calls.append(("usage", lambda: _usage(om, viewer)))
            for path, call in calls:
                tally.calls[path] += 1
                seen: list[str] = []
                with contextlib.suppress(OpmemError):
                    seen = call()
                tally.passed[path] += seen.count(failing)
                tally.answered[path] += any(t != failing for t in seen)
    finally:
        om.close()
        shutil.rmtree(root, ignore_errors=True)


def run(faults: int, seed: int) -> tuple[Tally, Tally, int]:
    rng = random.Random(seed)
    tally, baseline = Tally(), Tally()
    scenarios = 0
    while sum(tally.injected.values()) < faults:
        s, mode, failing = rng.randrange(1 << 30), rng.choice(MODES), rng.choice(TABLES)
        scenario(s, mode, failing, tally, honest=False, rounds=6)
        scenario(s, mode, failing, baseline, honest=True, rounds=6)
        scenarios += 1
    return tally, baseline, scenarios


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--faults", type=int, default=10_000, help="stop once this many faults were injected")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tally, baseline, scenarios = run(args.faults, args.seed)
    took = time.perf_counter() - started
    injected, passed = sum(tally.injected.values()), sum(tally.passed.values())
    print(f"permission faults: {injected:,} injected over {scenarios} scenarios in {took:.0f} s (seed {args.seed})")
    print(f"{'path':<16}{'calls':>7}{'wrongly passed':>16}{'answered':>10}{'baseline: failing table shown':>32}")
    for path in tally.calls:
        print(
            f"{path:<16}{tally.calls[path]:>7}{tally.passed[path]:>16}{tally.answered[path]:>10}"
            f"{baseline.passed[path]:>32}"
        )
    print("faults by mode: " + ", ".join(f"{mode} {count:,}" for mode, count in sorted(tally.injected.items())))
    print(
        f"documents wrongly passed: {passed}; baseline (check says yes) showed the failing table "
        f"{sum(baseline.passed.values()):,} times"
    )
    return 1 if passed else 0


if __name__ == "__main__":
    sys.exit(main())
