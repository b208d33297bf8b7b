"""`opmem memory edit|wrong|clear-verdict|delete`, `memory get` by investigation id, and the seed's command names
(`opmem investigation:memory:search|get`), through click's runner against a real data directory."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from opmem.core import Opmem
from opmem.memory import MemoryDraft, Signal
from opmem.settings import Settings
from opmem.surfaces.cli import cli

TENANT = "default"
LOG = Signal("log_pattern", {"pattern": {"id": "p-1"}, "sample_event": {"service": "checkout"}})


@pytest.fixture
def data(tmp_path: Path, store_db: str | None) -> Path:
    """On PostgreSQL `store_db` also sets OPMEM_DB, which the CLI reads."""
    opmem = Opmem(Settings(data_dir=tmp_path, default_embedding="none", db=store_db))
    memory = opmem.memory
    memory.create_agent(TENANT, "triage")
    memory.start_investigation(TENANT, "triage", [LOG], investigation_id="inv-first")
    draft = MemoryDraft("Connection refused to db01", root_cause="pool exhausted", significance="incident")
    memory.record_memory(TENANT, "triage", "inv-first", draft)
    memory.start_investigation(TENANT, "triage", [LOG], investigation_id="inv-again")
    memory.link_recurrence(TENANT, "triage", "inv-again", 1)
    memory.start_investigation(TENANT, "triage", [LOG], investigation_id="inv-silent")
    opmem.close()
    return tmp_path


def run(data: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none"})


def ok(data: Path, *args: str) -> Result:
    done = run(data, *args)
    assert done.exit_code == 0, done.output
    return done


def one_line_error(done: Result) -> str:
    assert done.exit_code == 2, done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


def stored(data: Path, memory_id: int) -> tuple[str, int] | None:
    """The memory's title and version in the store the CLI used (OPMEM_DB's database, if set)."""
    opmem = Opmem(Settings(data_dir=data, default_embedding="none", db=os.environ.get("OPMEM_DB")))
    try:
        row = opmem.store.db.execute("SELECT title, version FROM memories WHERE id = ?", (memory_id,)).fetchone()
    finally:
        opmem.close()
    return None if row is None else (row[0], row[1])


def test_edit_applies_to_the_version_read_and_a_stale_one_changes_nothing(data: Path) -> None:
    edited = ok(data, "memory", "edit", "1", "--expected-version", "1", "--title", "Pool exhausted on db01", "--json")
    memory = json.loads(edited.stdout)
    assert (memory["title"], memory["version"], memory["review"]["edited_by"]) == ("Pool exhausted on db01", 2, "admin")
    assert "version 2" in ok(data, "memory", "get", "1").output

    stale = run(data, "memory", "edit", "1", "--expected-version", "1", "--title", "An older view's title")
    line = one_line_error(stale)
    assert "version 1" in line and "version 2" in line
    assert stored(data, 1) == ("Pool exhausted on db01", 2)


@pytest.mark.parametrize(
    "args, message",
    [
        (["memory", "edit", "1", "--title", "x"], "--expected-version"),
        (["memory", "edit", "1", "--expected-version", "1"], "changes nothing"),
        (["memory", "edit", "1", "--expected-version", "1", "--entity-tag", "no-equals"], "key=value"),
        (["memory", "edit", "9", "--expected-version", "1", "--title", "x"], "No memory 9"),
        (["memory", "wrong", "1", "--note", "  "], "needs a note"),
        (["memory", "clear-verdict", "9"], "No memory 9"),
        (["memory", "delete", "9"], "No memory 9"),
    ],
)
def test_review_errors_exit_2_with_one_line(data: Path, args: list[str], message: str) -> None:
    assert message in one_line_error(run(data, *args))
    assert stored(data, 1) == ("Connection refused to db01", 1)


def test_mark_wrong_with_a_note_then_clear_the_verdict(data: Path) -> None:
    wrong = ok(data, "memory", "wrong", "1", "--note", "the pool was fine; the firewall dropped it")
    assert "marked wrong" in wrong.output and "firewall dropped it" in wrong.output
    found = ok(data, "memory", "search", "--mode", "text", "--query", "connection refused")
    assert "#1 Connection refused to db01 [MARKED WRONG]" in found.output
    assert "MARKED WRONG by admin: the pool was fine" in ok(data, "memory", "get", "1").output

    cleared = json.loads(ok(data, "memory", "clear-verdict", "1", "--json").stdout)
    assert cleared["review"]["marked_wrong"] is False and cleared["version"] == 1  # a verdict is not an edit
    assert "MARKED WRONG" not in ok(data, "memory", "get", "1").output


def test_delete_removes_the_memory_and_keeps_the_investigations(data: Path) -> None:
    assert "memory 1 deleted" in ok(data, "memory", "delete", "1").output
    assert stored(data, 1) is None
    assert "No memory 1" in one_line_error(run(data, "memory", "get", "1"))
    assert "recorded no memory" in one_line_error(run(data, "memory", "get", "inv-first"))
    assert "No memory 1" in one_line_error(run(data, "memory", "delete", "1"))


def test_get_takes_an_investigation_id(data: Path) -> None:
    by_id = json.loads(ok(data, "memory", "get", "1", "--json").stdout)
    assert json.loads(ok(data, "memory", "get", "inv-first", "--json").stdout) == by_id
    recurrence = json.loads(ok(data, "memory", "get", "inv-again", "--json").stdout)  # linked as a recurrence
    assert recurrence["memory"]["id"] == 1 and [i["investigation_id"] for i in recurrence["linked"]] == ["inv-again"]
    assert "recorded no memory and was linked to none" in one_line_error(run(data, "memory", "get", "inv-silent"))
    assert "Unknown investigation 'ghost'" in one_line_error(run(data, "memory", "get", "ghost"))


def test_a_number_that_is_no_memory_is_tried_as_an_investigation_id(tmp_path: Path, store_db: str | None) -> None:
    opmem = Opmem(Settings(data_dir=tmp_path, default_embedding="none", db=store_db))
    opmem.memory.create_agent(TENANT, "triage")
    opmem.memory.start_investigation(TENANT, "triage", [LOG], investigation_id="4242")
    opmem.memory.record_memory(TENANT, "triage", "4242", MemoryDraft("Disk full on web3"))
    opmem.close()
    assert "#1 Disk full on web3" in ok(tmp_path, "memory", "get", "4242").output
    assert "No memory 77" in one_line_error(run(tmp_path, "memory", "get", "77"))


def test_search_results_carry_the_investigation_id(data: Path) -> None:
    found = json.loads(ok(data, "memory", "search", "--mode", "text", "--query", "connection refused", "--json").stdout)
    assert [(h["id"], h["investigation_id"]) for h in found["hits"]] == [(1, "inv-first")]
    assert "investigation inv-first" in ok(data, "memory", "search", "--query", "db01").output


def test_the_seed_names_are_aliases_with_the_same_flags(data: Path) -> None:
    args = ["--mode", "timeline", "--entity-tag", "entity:service=checkout", "--details", "--json"]
    assert ok(data, "investigation:memory:search", *args).output == ok(data, "memory", "search", *args).output
    assert ok(data, "investigation:memory:get", "inv-first").output == ok(data, "memory", "get", "1").output
    assert "Same as `opmem memory search`" in ok(data, "investigation:memory:search", "--help").output
    assert "limit must be from 1 to 50" in one_line_error(
        run(data, "investigation:memory:search", "--query", "x", "--limit", "51")
    )


def test_versions_lists_the_earlier_texts_newest_first(data: Path) -> None:
    assert "version 1 now, 0 earlier" in ok(data, "memory", "versions", "1").output
    ok(data, "memory", "edit", "1", "--expected-version", "1", "--title", "Pool exhausted on db01")
    ok(data, "memory", "edit", "1", "--expected-version", "2", "--title", "Pool exhausted on db02")
    text = ok(data, "memory", "versions", "1").output.splitlines()
    assert text[0] == "memory 1: version 3 now, 2 earlier"
    assert "version 2: 'Pool exhausted on db01' by " in text[1] and "version 1: 'Connection refused" in text[2]
    assert "by agent triage at" in text[2]
    found = json.loads(ok(data, "memory", "versions", "1", "--json").stdout)
    assert [v["version"] for v in found["versions"]] == [2, 1] and found["current_version"] == 3
    assert "No memory 9" in one_line_error(run(data, "memory", "versions", "9"))
