"""Findings join the memory: a finished run's memory becomes one `finding` document on the run's record, kept in
step with corrections, verdicts, recurrences and deletion (real SQLite, the real core; HTTP for a person's review)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from conftest import FAKE, record
from fastapi.testclient import TestClient

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.memory import MemoryDraft, MemoryEdit, Signal, Tag
from opmem.memory.findings import distil_finding, finding_key
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.worker import Worker
from opmem.types import Document, Principal

TENANT = "default"
TRIGGER = [Signal("manual", {"note": "replication lag alarm"})]
DRAFT = MemoryDraft(
    title="Replication lag on db-07 from a runaway vacuum",
    symptoms="replica 40 minutes behind",
    root_cause="autovacuum on the events table held a lock",
    root_cause_confidence="confirmed",
    ruled_out=("network saturation", "disk latency"),
    resolution="cancelled the vacuum and raised its cost limit",
    significance="incident",
    tags=(Tag("entity:service", "db-07"),),
)


@pytest.fixture
def om(tmp_path: Path, store_db: str | None) -> Iterator[Opmem]:
    clock = FixedClock(datetime(2026, 3, 1, 9, 0, tzinfo=UTC))
    given = Settings(
        data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None, run_timeout=3600.0, db=store_db
    )
    memory = Opmem(
        given,
        embedders={FAKE: FakeEmbedder()},
        clock=clock,
    )
    memory.upsert_record(record("INC7", "Replica lag alarm on db-07", state="new"))
    memory.upsert_record(record("PRB7", "Lag again on db-07", state="new", table="problem"))
    memory.memory.create_agent(TENANT, "triage")
    memory.create_principal(TENANT, "triage", grants=["incident", "problem"])
    memory.create_principal(TENANT, "rita", grants=["incident"], capabilities=["review_memories"])
    memory.create_principal(TENANT, "pat", grants=["problem"])
    yield memory
    memory.close()


def run_with_memory(om: Opmem, run_id: str, record_id: str = "INC7", table: str = "incident") -> str:
    om.memory.start_investigation(TENANT, "triage", TRIGGER, investigation_id=run_id, record=(table, record_id))
    om.memory.record_memory(TENANT, "triage", run_id, DRAFT)
    return run_id


def findings(om: Opmem, *, retired: bool = False) -> list[Document]:
    ids = [row[0] for row in om.store.db.execute("SELECT id FROM documents WHERE kind = 'finding' ORDER BY id")]
    return list(om.store.documents(TENANT, ids, retired=retired).values())


def recalled(om: Opmem, who: str) -> list[str]:
    result = om.recall(om.principal(TENANT, who), "replication lag runaway vacuum", doc_kinds=["finding"])
    return [hit.title for hit in result.hits]


def test_a_finished_run_leaves_one_finding_on_its_record_and_recall_offers_it(om: Opmem) -> None:
    run = run_with_memory(om, "run-1")
    assert findings(om) == []  # not while it runs
    om.runs.finish(om.principal(TENANT, "triage"), run, "resolved")
    [doc] = findings(om)
    assert (doc.kind, doc.key, doc.source_table, doc.record_id) == ("finding", finding_key(1), "incident", "INC7")
    assert doc.title == DRAFT.title and doc.link == "/records/incident/INC7"
    assert doc.body == (
        "Symptoms:\nreplica 40 minutes behind\n\n"
        "Root cause:\nautovacuum on the events table held a lock (confidence: confirmed)\n\n"
        "Ruled out:\n- network saturation\n- disk latency\n\n"
        "Resolution:\ncancelled the vacuum and raised its cost limit\n\n"
        "Significance:\nincident\n\n"
        "Entity tags:\nentity:service=db-07\n\n"
        "Recurrences:\nseen in 1 investigations"
    )
    assert recalled(om, "rita") == [DRAFT.title]
    assert recalled(om, "pat") == []  # access follows the run's record: pat may not read incidents
    memory = om.memory.get_memory(TENANT, 1).memory
    assert distil_finding(memory, "incident", "INC7") == distil_finding(memory, "incident", "INC7")


def test_no_memory_or_no_record_leaves_no_finding(om: Opmem) -> None:
    om.memory.start_investigation(TENANT, "triage", TRIGGER, investigation_id="bare", record=("incident", "INC7"))
    om.runs.finish(om.principal(TENANT, "triage"), "bare", "no_precedent")
    om.memory.start_investigation(TENANT, "triage", TRIGGER, investigation_id="loose")
    om.memory.record_memory(TENANT, "triage", "loose", DRAFT)
    om.runs.finish(om.principal(TENANT, "triage"), "loose", "resolved")
    assert findings(om) == []


def test_a_recurrence_updates_the_count_in_place(om: Opmem) -> None:
    om.runs.finish(om.principal(TENANT, "triage"), run_with_memory(om, "run-1"), "resolved")
    [before] = findings(om)
    om.memory.start_investigation(TENANT, "triage", TRIGGER, investigation_id="run-2", record=("problem", "PRB7"))
    om.memory.link_recurrence(TENANT, "triage", "run-2", 1)
    [after] = findings(om)
    assert after.id == before.id and after.body.endswith("Recurrences:\nseen in 2 investigations")
    om.runs.finish(om.principal(TENANT, "triage"), "run-2", "resolved")  # it recorded no memory of its own
    assert [d.id for d in findings(om)] == [before.id]


def test_a_persons_edit_rewrites_the_finding(om: Opmem) -> None:
    om.runs.finish(om.principal(TENANT, "triage"), run_with_memory(om, "run-1"), "resolved")
    rita = om.principal(TENANT, "rita")
    om.memory.edit_memory(rita, 1, MemoryEdit(title="Replication lag on db-07: vacuum on events"), version=1)
    [doc] = findings(om)
    assert doc.title == "Replication lag on db-07: vacuum on events"
    assert recalled(om, "rita") == ["Replication lag on db-07: vacuum on events"]


def test_marked_wrong_is_not_recalled_and_says_so_when_browsed(tmp_path: Path, om: Opmem) -> None:
    om.runs.finish(om.principal(TENANT, "triage"), run_with_memory(om, "run-1"), "resolved")
    rita: Principal = om.principal(TENANT, "rita")
    with TestClient(create_app(om, mount_mcp=False)) as client:
        headers = {"Authorization": f"Bearer {om.issue_token(TENANT, 'rita')}"}
        marked = client.post(
            "/v1/memory/memories/1/wrong", json={"note": "the lock was a red herring"}, headers=headers
        )
        assert marked.status_code == 200, marked.text
    assert recalled(om, "rita") == [] and findings(om) == []
    [doc] = findings(om, retired=True)
    assert doc.version == 3  # written, rewritten with the verdict, retired: a curator's older version is stale
    assert doc.body.startswith("Marked wrong:\nA person marked this finding wrong (the lock was a red herring).")
    assert doc.retired_reason == "its memory was marked wrong: the lock was a red herring"
    om.memory.clear_verdict(rita, 1)
    [back] = findings(om)
    assert back.id == doc.id and back.retired_at is None and not back.body.startswith("Marked wrong")
    assert recalled(om, "rita") == [DRAFT.title]


def test_deleting_the_memory_removes_its_finding(om: Opmem) -> None:
    om.runs.finish(om.principal(TENANT, "triage"), run_with_memory(om, "run-1"), "resolved")
    assert recalled(om, "rita") == [DRAFT.title]
    om.memory.delete_memory(om.principal(TENANT, "rita"), 1)
    assert findings(om, retired=True) == [] and recalled(om, "rita") == []


def test_an_abandoned_run_with_a_memory_leaves_its_finding(om: Opmem) -> None:
    run_with_memory(om, "run-1")
    assert isinstance(om.clock, FixedClock)
    om.clock.advance(timedelta(hours=2))
    Worker(om).run_once(embed=False, attachments=False)
    [doc] = findings(om)
    assert doc.title == DRAFT.title


def test_a_run_finished_while_its_memory_was_embedded_takes_no_memory(tmp_path: Path, store_db: str | None) -> None:
    from memory_kit import TENANT as KIT_TENANT
    from memory_kit import Kit, draft

    from opmem.embed.base import Matrix
    from opmem.errors import Conflict
    from opmem.types import EmbedKind

    kit = Kit.open(tmp_path, db=store_db)
    agent = kit.agent("triage", semantic=True)
    run = kit.run(agent)

    class FinishedMeanwhile(FakeEmbedder):
        """Another process finishes the run while this one embeds the memory."""

        def embed_batch(self, texts: list[str], *, kind: EmbedKind) -> Matrix:
            kit.memory.finish_investigation(KIT_TENANT, run.id)
            return super().embed_batch(texts, kind=kind)

    kit.embedders["fake:hash-64"] = FinishedMeanwhile("hash-64", dimensions=256)
    with pytest.raises(Conflict, match="has finished; memories are written while it runs"):
        kit.memory.record_memory(KIT_TENANT, agent, run.id, draft("Pool exhausted"))
    assert kit.store.db.execute("SELECT count(*) FROM memories").fetchone()[0] == 0
