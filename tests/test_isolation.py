"""Access follows the record, checked by a randomized, stateful test against a simple model.

Two tenants, three principals each; records in three tables, attachments, grants and revocations, record
updates, retirements and reinstatements, and deletions, in random order. Every document carries its own canary.
After every step, for one principal of each tenant (which one is drawn), each arm alone and the fused recall,
the browser, reading, asking, snippets and error messages are checked: no canary the principal may not read
ever appears, and no document it may not read is returned. The number of steps run is counted and asserted.
"""

from __future__ import annotations

import random
import re
import secrets
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import FAKE
from hypothesis import HealthCheck, seed, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import OpmemError
from opmem.memory import MemoryDraft, Signal
from opmem.types import ARMS, Principal, Record

TENANTS = ("t1", "t2")
TABLES = ("incident", "problem", "change")
PRINCIPALS = ("p0", "p1", "p2")
CANARY = re.compile(r"kq[0-9a-f]{10}")
STEPS = 120  # at most, per example
# `make test`: SHARDS seeded shards (separate test items, so xdist spreads them) of EXAMPLES examples each.
SHARDS = 4
EXAMPLES = 12
SHARD_STEPS = 1_000
# `pytest -m soak`: the long run, on seeds of its own.
SOAK_SHARDS = 4
SOAK_EXAMPLES = 45
SOAK_STEPS = 4_000
SEED_BASE = 20_260_000
MAX_FILES = 3  # attachments per example: each costs an isolated extraction (~50 ms)


@dataclass
class Doc:
    tenant: str
    table: str
    record_id: str
    canary: str
    kind: str
    retired: bool = False


@dataclass
class Counters:
    steps: int = 0
    checks: int = 0
    examples: int = 0
    leaks: list[str] = field(default_factory=list)


COUNTERS = Counters()


def canary() -> str:
    return "kq" + secrets.token_hex(5)


class Isolation(RuleBasedStateMachine):
    """The model: grants per principal, documents by id with their canary, table, record and state."""

    clamd = ""
    #: Where each example's store lives: None for SQLite in its data directory, or a call that returns the URL of
    #: a fresh PostgreSQL database (tests/test_postgres_isolation.py).
    database: Callable[[], str] | None = None
    #: Row-level security on that database (tests/test_postgres_rls.py).
    rls = False

    @initialize(seed=st.integers(0, 2**32 - 1))
    def start(self, seed: int) -> None:
        from opmem.settings import Settings

        self.dir = Path(tempfile.mkdtemp(prefix="opmem-iso-", dir="/dev/shm" if Path("/dev/shm").is_dir() else None))
        db = type(self).database() if type(self).database else None
        settings = Settings(
            data_dir=self.dir, default_embedding=FAKE, clamd_socket=self.clamd, db=db, db_rls=type(self).rls
        )
        self.om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
        self.grants: dict[tuple[str, str], set[str]] = {}
        self.docs: dict[int, Doc] = {}
        self.records: dict[tuple[str, str, str], str] = {}  # -> record canary
        self.gone: set[str] = set()  # canaries of deleted or replaced text
        self.files = 0
        self.memories: dict[int, tuple[str, str]] = {}  # agent memory id -> (tenant, canary)
        self.rng = random.Random(seed)
        self.admins: dict[str, Principal] = {}
        for tenant in TENANTS:
            if tenant != "default":
                self.om.create_tenant(tenant, embedding=FAKE)
            self.admins[tenant] = self.om.create_principal(
                tenant,
                "curator",
                grants=TABLES,
                writes=TABLES,
                capabilities=["curate_memory", "browse_memory", "review_memories"],
            )
            self.om.memory.create_agent(tenant, "scribe")
            for pid in PRINCIPALS:
                self.om.create_principal(tenant, pid, capabilities=["browse_memory"])
                self.grants[(tenant, pid)] = set()
        before = COUNTERS.steps
        for tenant in TENANTS:  # every example starts with some records and grants; rules take it from there
            for n, table in enumerate(TABLES):
                self.upsert_record(tenant, table, n)
            for pid in PRINCIPALS:
                for table in self.rng.sample(TABLES, self.rng.randint(0, 2)):
                    self.grant(tenant, pid, table)
        COUNTERS.steps = before  # only steps checked by the invariant count
        COUNTERS.examples += 1

    def teardown(self) -> None:
        self.om.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def _step(self) -> None:
        COUNTERS.steps += 1

    # -- rules ------------------------------------------------------------------------------------------

    @rule(tenant=st.sampled_from(TENANTS), table=st.sampled_from(TABLES), n=st.integers(0, 5))
    def upsert_record(self, tenant: str, table: str, n: int) -> None:
        """A new record, or a new version of one (its old text must disappear with it)."""
        key = (tenant, table, f"R{n}")
        mark = canary()
        doc_id = self.om.upsert_record(
            Record(tenant, table, f"R{n}", "resolved", short_description=f"Outage {mark}", description=f"body {mark}")
        )
        assert doc_id is not None
        if key in self.records:
            self.gone.add(self.records[key])
        self.records[key] = mark
        retired = self.docs[doc_id].retired if doc_id in self.docs else False
        self.docs[doc_id] = Doc(tenant, table, f"R{n}", mark, "resolution", retired)
        self._step()

    @rule(tenant=st.sampled_from(TENANTS), pid=st.sampled_from(PRINCIPALS), table=st.sampled_from(TABLES))
    def grant(self, tenant: str, pid: str, table: str) -> None:
        self.om.store.grant(tenant, pid, table)
        self.grants[(tenant, pid)].add(table)
        self._step()

    @rule(tenant=st.sampled_from(TENANTS), pid=st.sampled_from(PRINCIPALS), table=st.sampled_from(TABLES))
    def revoke(self, tenant: str, pid: str, table: str) -> None:
        self.om.store.revoke(tenant, pid, table)
        self.grants[(tenant, pid)].discard(table)
        self._step()

    @precondition(lambda self: self.records and self.files < MAX_FILES)
    @rule(data=st.data())
    def attach(self, data: st.DataObject) -> None:
        tenant, table, rid = data.draw(st.sampled_from(sorted(self.records)))
        mark = canary()
        added = self.om.add_attachment(
            self.admins[tenant], table, rid, filename=f"{mark}.txt", data=f"Invoice {mark} paid.".encode()
        )
        self.om.process_attachments()
        doc_id = self.om.attachment(self.admins[tenant], added.id).doc_id
        assert doc_id is not None
        self.docs[doc_id] = Doc(tenant, table, rid, mark, "attachment")
        self.files += 1
        self._step()

    @precondition(lambda self: self.records)
    @rule(data=st.data())
    def delete_record(self, data: st.DataObject) -> None:
        key = data.draw(st.sampled_from(sorted(self.records)))
        self.om.delete_record(*key)
        self.gone.add(self.records.pop(key))
        for doc_id, doc in list(self.docs.items()):
            if (doc.tenant, doc.table, doc.record_id) == key:
                self.gone.add(doc.canary)
                del self.docs[doc_id]
        self._step()

    @precondition(lambda self: self.docs)
    @rule(data=st.data())
    def retire_or_reinstate(self, data: st.DataObject) -> None:
        doc_id = data.draw(st.sampled_from(sorted(self.docs)))
        doc = self.docs[doc_id]
        curator = self.admins[doc.tenant]
        if doc.retired:
            self.om.curation.reinstate(curator, doc_id, reason="back in use")
        else:
            self.om.curation.retire(curator, doc_id, reason="stale")
        doc.retired = not doc.retired
        self._step()

    @rule(tenant=st.sampled_from(TENANTS))
    def record_memory(self, tenant: str) -> None:
        """An agent's investigation memory: tenant-wide within its tenant, never outside it."""
        mark = canary()
        run = self.om.memory.start_investigation(tenant, "scribe", [Signal("manual", {"note": "look"})])
        written = self.om.memory.record_memory(
            tenant, "scribe", run.id, MemoryDraft(title=f"Memory {mark}", symptoms=f"saw {mark}")
        )
        self.memories[written.memory.id] = (tenant, mark)
        self._step()

    @precondition(lambda self: self.memories)
    @rule(data=st.data())
    def delete_memory(self, data: st.DataObject) -> None:
        memory_id = data.draw(st.sampled_from(sorted(self.memories)))
        tenant, mark = self.memories.pop(memory_id)
        self.om.memory.delete_memory(self.admins[tenant], memory_id)
        self.gone.add(mark)
        self._step()

    # -- the check ----------------------------------------------------------------------------------------

    def _readable(self, tenant: str, pid: str) -> dict[int, Doc]:
        grants = self.grants[(tenant, pid)]
        return {i: d for i, d in self.docs.items() if d.tenant == tenant and d.table in grants and not d.retired}

    def _leak(self, where: str, text: str, allowed: set[str]) -> None:
        for found in CANARY.findall(text):
            if found not in allowed:
                COUNTERS.leaks.append(f"{where}: {found}")

    @invariant()
    def nothing_leaks(self) -> None:
        if not hasattr(self, "om"):
            return
        for tenant in TENANTS:
            pid = self.rng.choice(PRINCIPALS)
            self._check(tenant, pid)
        COUNTERS.checks += 1

    def _check(self, tenant: str, pid: str) -> None:
        principal = self.om.principal(tenant, pid)
        readable = self._readable(tenant, pid)
        allowed = {d.canary for d in readable.values()}
        every = sorted({d.canary for d in self.docs.values()} | self.gone)
        query = " ".join(self.rng.sample(every, min(6, len(every)))) or "outage"
        for arms in [*[(arm,) for arm in ARMS], ARMS]:
            for hit in self.om.recall(principal, query, k=10, arms=arms).hits:
                if hit.doc_id not in readable:
                    COUNTERS.leaks.append(f"recall {arms}: document {hit.doc_id}")
                self._leak(f"recall {arms}", f"{hit.title} {hit.snippet} {hit.link}", allowed)
        for item in self.om.curation.browse(principal, query, k=10).items:
            if item.doc_id not in readable:
                COUNTERS.leaks.append(f"browse: document {item.doc_id}")
            self._leak("browse", f"{item.title} {item.content} {item.snippet or ''}", allowed)
        for item in self.om.curation.browse(principal, None, k=10, include_retired=True).items:
            doc = self.docs.get(item.doc_id)
            if doc is None or doc.tenant != tenant or doc.table not in self.grants[(tenant, pid)]:
                COUNTERS.leaks.append(f"browse list: document {item.doc_id}")
        if self.docs:
            self._open(principal, self.rng.choice(sorted(self.docs)), readable, allowed)
        own = {mark for t, mark in self.memories.values() if t == tenant}
        marks = sorted({mark for _, mark in self.memories.values()} | self.gone)
        if marks:
            found = self.om.memory.search(tenant, mode="text", query=self.rng.choice(marks), limit=10)
            for hit in found.hits:
                self._leak("memory search", hit.title, own)

    def _open(self, principal: Principal, doc_id: int, readable: dict[int, Doc], allowed: set[str]) -> None:
        for name, call in (
            ("read", lambda: self.om.read_document(principal, doc_id).content),
            ("ask", lambda: self.om.ask_document(principal, doc_id, "what is it about").answer),
        ):
            try:
                text = call()
            except OpmemError as exc:
                self._leak(f"{name} error", exc.message, allowed)
                continue
            if doc_id not in readable:
                COUNTERS.leaks.append(f"{name}: document {doc_id}")
            self._leak(name, text, allowed)


@pytest.fixture
def counters(clamd_socket: str, monkeypatch: pytest.MonkeyPatch) -> Counters:
    """A fresh tally for one test (shards may share a worker process) and the session's clamd."""
    fresh = Counters()
    monkeypatch.setattr(Isolation, "clamd", clamd_socket)
    monkeypatch.setattr(sys.modules[__name__], "COUNTERS", fresh)
    return fresh


def run_machine(examples: int, steps: int, *, shard: int | None = None) -> None:
    """Run the isolation state machine for `examples` examples of up to `steps` steps each, reproducibly: with no
    `shard`, derandomized (the PostgreSQL and row-level-security runs call this with their own sizes); with one,
    from that fixed seed, so that shards explore different examples and can run on different workers."""
    factory: Callable[[], Isolation] = Isolation
    if shard is not None:
        factory = seed(SEED_BASE + shard)(lambda: Isolation())
    run_state_machine_as_test(
        factory,
        settings=settings(
            max_examples=examples,
            stateful_step_count=steps,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        ),
    )


@pytest.mark.parametrize("shard", range(SHARDS))
def test_no_canary_leaks_in_random_steps(counters: Counters, shard: int) -> None:
    """One of SHARDS seeded shards; together about SHARDS x SHARD_STEPS checked steps in `make test`."""
    run_machine(EXAMPLES, STEPS, shard=shard)
    print(f"isolation shard {shard}: {counters.examples} examples, {counters.steps} steps, {counters.checks} checks")
    assert counters.leaks == []
    assert counters.examples >= EXAMPLES and counters.steps >= SHARD_STEPS, counters


@pytest.mark.soak
@pytest.mark.parametrize("shard", range(SOAK_SHARDS))
def test_no_canary_leaks_in_thousands_of_random_steps(counters: Counters, shard: int) -> None:
    """The soak run (`pytest -m soak`): other seeds, SOAK_SHARDS x SOAK_STEPS checked steps and more."""
    run_machine(SOAK_EXAMPLES, STEPS, shard=SHARDS + shard)
    print(f"isolation soak {shard}: {counters.examples} examples, {counters.steps} steps, {counters.checks} checks")
    assert counters.leaks == []
    assert counters.examples >= SOAK_EXAMPLES and counters.steps >= SOAK_STEPS, counters
