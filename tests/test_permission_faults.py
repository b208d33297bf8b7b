"""Faults injected into the permission check: not one document may pass a check that was not evaluated, and the
documents that may be read are still returned. Every read path is exercised: each arm, fused recall, the
browser, reading and asking."""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.recall.permit import permitted
from opmem.settings import Settings
from opmem.types import ARMS, Document, Principal

MODES = ("raise", "timeout", "garbage", "none", "one-table")
FAILING = "incident"  # the table whose checks fail (in "one-table" mode only this one, and only sometimes)


@dataclass
class Tally:
    injected: int = 0
    wrongly_passed: int = 0


class FaultyCheck:
    """Allows `problem` and `change`; for `incident` fails in the given way (and never says yes properly)."""

    def __init__(self, mode: str, tally: Tally) -> None:
        self.mode = mode
        self.tally = tally
        self.calls = 0

    def can_read(self, principal: Principal, document: Document) -> bool:
        self.calls += 1
        if document.source_table != FAILING:
            return document.source_table in principal.grants
        self.tally.injected += 1
        if self.mode == "raise" or (self.mode == "one-table" and self.calls % 2):
            raise ConnectionError("permission service unreachable")
        if self.mode == "timeout":
            threading.Event().wait(0.5)
            return True
        if self.mode == "garbage":
            return "true"  # type: ignore[return-value]
        if self.mode == "none":
            return None  # type: ignore[return-value]
        raise TimeoutError("permission service timed out")  # one-table, even calls


@pytest.fixture
def tally() -> Tally:
    return Tally()


@pytest.fixture(params=MODES)
def om(request: pytest.FixtureRequest, tmp_path: Path, tally: Tally, store_db: str | None) -> Iterator[Opmem]:
    given = Settings(
        data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None, permission_timeout=0.2, db=store_db
    )
    memory = Opmem(
        given,
        permission=FaultyCheck(request.param, tally),
        embedders={FAKE: FakeEmbedder()},
    )
    memory.upsert_records(
        [
            record(f"{table[:3].upper()}{n}", f"Proxy certificate expired {n}", table=table)
            for n in range(12)
            for table in ("incident", "problem", "change")
        ]
    )
    yield memory
    memory.close()


def test_no_document_passes_an_unevaluated_check(om: Opmem, tally: Tally) -> None:
    viewer = om.create_principal(
        "default", "viewer", grants=["incident", "problem", "change"], capabilities=["browse_memory"]
    )
    seen: list[Document | str] = []
    for arms in [*[(arm,) for arm in ARMS], ARMS]:
        hits = om.recall(viewer, "proxy certificate expired", k=10, arms=arms).hits
        seen += [h.source_table for h in hits]
        assert hits, f"allowed documents are still returned ({arms})"
    seen += [item.source_table for item in om.curation.browse(viewer, "proxy certificate expired", k=20).items]
    seen += [item.source_table for item in om.curation.browse(viewer, None, k=50).items]
    for doc_id in range(1, 37, 2):  # every table's documents (ids run incident, problem, change, incident...)
        for call in (lambda d=doc_id: om.read_document(viewer, d), lambda d=doc_id: om.ask_document(viewer, d, "why")):
            with contextlib.suppress(NotFound):
                seen.append(call().document.source_table)
    tally.wrongly_passed += seen.count(FAILING)
    assert tally.injected > 0
    assert tally.wrongly_passed == 0
    assert {"problem", "change"} <= set(seen)
    print(f"permission faults: {tally.injected} injected, {tally.wrongly_passed} documents wrongly passed")


class _LateWakeups(ThreadPoolExecutor):
    """A pool whose waiter wakes up late, as on a loaded machine: `result` returns once the check has answered,
    whatever the timeout, so a yes reached after the deadline is already waiting when it is collected."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future = super().submit(fn, *args, **kwargs)
        wait_for_it = future.result
        future.result = lambda timeout=None: wait_for_it()  # type: ignore[method-assign]
        return future


class _SlowYes:
    def can_read(self, principal: Principal, document: Document) -> bool:
        threading.Event().wait(0.05)
        return True


def test_a_yes_reached_after_the_deadline_counts_as_undecided(opmem: Opmem) -> None:
    opmem.upsert_records([record("INC1", "Proxy certificate expired")])
    (doc,) = opmem.store.documents("default", [1]).values()
    viewer = opmem.create_principal("default", "viewer", grants=["incident"])
    with _LateWakeups(2) as pool:
        assert permitted(_SlowYes(), viewer, [doc], pool=pool, timeout=0.01) == []
        assert permitted(_SlowYes(), viewer, [doc], pool=pool, timeout=1.0) == [doc]


def test_the_fault_run_passes_nothing_on_any_path() -> None:
    """A short run of bench/permission_faults.py (the README figure is its 10,000-fault run): every read path,
    including the dispatch index and the usage report, and a same-run baseline that shows it could see a leak."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from permission_faults import run

    tally, baseline, _ = run(1_500, seed=3)
    assert sum(tally.injected.values()) >= 1_500
    assert sum(tally.passed.values()) == 0, dict(tally.passed)
    assert all(baseline.passed[path] for path in ("recall:fused", "browse:all", "dispatch", "usage"))
    assert all(tally.answered[path] for path in tally.calls)


def test_checks_left_hanging_by_earlier_requests_do_not_starve_a_later_one(tmp_path: Path) -> None:
    """A permission service that hangs on one table holds a thread per check until it answers: requests arriving
    meanwhile still get every document they may read, and the query's embedding is not queued behind the checks."""
    given = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None, permission_timeout=0.3)
    memory = Opmem(given, permission=FaultyCheck("timeout", Tally()), embedders={FAKE: FakeEmbedder()})
    memory.upsert_records(
        [
            record(f"{table[:3].upper()}{n}", f"Proxy certificate expired {n}", table=table)
            for n in range(12)
            for table in ("incident", "problem", "change")
        ]
    )
    viewer = memory.create_principal("default", "viewer", grants=["incident", "problem", "change"])
    try:
        with ThreadPoolExecutor(4) as callers:  # four requests at once: 48 checks hanging for 0.5 s
            results = list(callers.map(lambda _: memory.recall(viewer, "proxy certificate expired", k=10), range(4)))
    finally:
        memory.close()
    for result in results:
        assert not result.degraded, result.degraded
        assert len(result.hits) == 10, [h.source_table for h in result.hits]
        assert {h.source_table for h in result.hits} <= {"problem", "change"}
