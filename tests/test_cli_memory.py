"""`opmem memory ...` through click's runner against a real data directory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from opmem.core import Opmem
from opmem.memory import AgentConfig, MemoryDraft, Signal
from opmem.settings import Settings
from opmem.surfaces.cli import cli

TENANT = "default"
LOG = Signal("log_pattern", {"pattern": {"id": "p-1"}, "sample_event": {"service": "checkout"}})


@pytest.fixture
def data(tmp_path: Path, store_db: str | None) -> Path:
    """On PostgreSQL `store_db` also sets OPMEM_DB, which the CLI reads."""
    opmem = Opmem(Settings(data_dir=tmp_path, default_embedding="none", db=store_db))
    memory = opmem.memory
    memory.create_vector_index(TENANT, "vi", 256)
    memory.create_embedding_integration(TENANT, "fake", "fake")
    memory.create_agent(TENANT, "triage")
    inv = memory.start_investigation(TENANT, "triage", [LOG])
    memory.record_memory(
        TENANT,
        "triage",
        inv.id,
        MemoryDraft(
            "Connection refused to db01",
            root_cause="pool exhausted",
            root_cause_confidence="confirmed",
            significance="incident",
            resolution="raised the pool size",
        ),
    )
    store = AgentConfig(vector_index="vi", embedding_integration="fake", embedding_model="hash-64")
    memory.update_agent(TENANT, "triage", store)  # the memory predates the store: not embedded yet
    opmem.close()
    return tmp_path


def run(data: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none"})


def test_text_and_timeline_search_print_compact_results(data: Path) -> None:
    text = run(data, "memory", "search", "--mode", "text", "--query", "connection refused", "--limit", "5")
    assert text.exit_code == 0, text.output
    assert "1. #1 Connection refused to db01" in text.output and "incident, agent triage, seen 1x" in text.output
    assert "pool exhausted" not in text.output
    timeline = run(data, "memory", "search", "--mode", "timeline", "--entity-tag", "entity:service=checkout", "--json")
    assert [h["id"] for h in json.loads(timeline.stdout)["hits"]] == [1]


def test_semantic_needs_reembed_then_finds_it(data: Path) -> None:
    before = run(data, "memory", "search", "--mode", "semantic", "--agent-id", "triage", "--query", "db01 refused")
    assert before.exit_code == 0 and "no memories matched" in before.output and "1 never embedded" in before.output
    done = run(data, "memory", "reembed", "--agent-id", "triage")
    assert done.exit_code == 0 and "1 memories embedded with hash-64" in done.output
    after = run(data, "memory", "search", "--mode", "semantic", "--agent-id", "triage", "--query", "db01 refused")
    assert "#1 Connection refused to db01" in after.output and "score" in after.output


def test_get_prints_the_memory_in_full(data: Path) -> None:
    got = run(data, "memory", "get", "1")
    assert got.exit_code == 0 and "root cause (confirmed): pool exhausted" in got.output
    assert (
        json.loads(run(data, "memory", "get", "1", "--json").stdout)["memory"]["resolution"] == "raised the pool size"
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (["memory", "get", "99"], "No memory 99"),
        (["memory", "search", "--mode", "timeline"], "at least one entity tag"),
        (["memory", "search", "--query", "x", "--limit", "51"], "limit must be from 1 to 50"),
        (["memory", "search", "--mode", "semantic", "--query", "x"], "pass agent_id"),
        (["memory", "search", "--query", "x", "--tenant", "ghost"], "Unknown tenant"),
        (["memory", "reembed", "--agent-id", "ghost"], "Unknown agent"),
    ],
)
def test_bad_input_exits_2_with_a_message(data: Path, args: list[str], message: str) -> None:
    done = run(data, *args)
    assert done.exit_code == 2 and message in done.output
