"""One recall reads the tenant's table configuration once: on PostgreSQL every statement is a round trip to the
database (CPU in the server and in a backend), so reading it again for the hits' links was waste, measured by
bench/postgres_throughput.py. Counted on SQLite (its trace hook sees every statement); the statements are the same."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.settings import Settings
from opmem.store.db import SQLiteEngine
from opmem.types import Principal, TableConfig

JIRA = "https://jira.example/browse/{id}"


@pytest.fixture
def statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every statement any thread runs on the store from here on."""
    seen: list[str] = []
    plain = SQLiteEngine.connection

    def traced(engine: SQLiteEngine) -> sqlite3.Connection:
        db: sqlite3.Connection = plain.fget(engine)  # type: ignore[attr-defined]
        db.set_trace_callback(seen.append)
        return db

    monkeypatch.setattr(SQLiteEngine, "connection", property(traced))
    yield seen


def test_a_recall_reads_the_table_configuration_once_and_still_links_its_hits(
    opmem: Opmem, alice: Principal, statements: list[str]
) -> None:
    opmem.set_table("default", TableConfig("incident", frozenset({"resolved"}), link_template=JIRA))
    opmem.upsert_records([record("INC1", "disk full on db host"), record("INC2", "kafka consumer lag")])
    opmem.recall(alice, "disk full")  # indexes caught up, models prepared
    statements.clear()
    hits = opmem.recall(alice, "disk full").hits
    assert [h.record_id for h in hits][:1] == ["INC1"]
    assert hits[0].link == "https://jira.example/browse/INC1"
    assert sum("FROM source_tables" in s for s in statements) == 1, statements
    statements.clear()
    assert opmem.store.tables("default")["incident"].link_template == JIRA
    assert len(statements) == 1, statements  # the tables and their link templates together


def test_browsing_pages_of_hits_links_them_too(opmem: Opmem, alice: Principal) -> None:
    """The browser's pages call `filters` and `ranked` themselves: the configuration travels with the filters."""
    opmem.set_table("default", TableConfig("incident", frozenset({"resolved"}), link_template=JIRA))
    opmem.upsert_records([record("INC1", "disk full on db host")])
    filters = opmem.engine.filters(alice, None, None)
    hits, _ = opmem.engine.ranked(alice, "disk full", filters, depth=3)
    assert [(h.record_id, h.link) for h in hits] == [("INC1", "https://jira.example/browse/INC1")]


def _principals(opmem: Opmem) -> None:
    opmem.create_principal("default", "bob", grants=["incident", "problem"], writes=["incident"])
    opmem.create_agent("default", "triage", grants=["incident"], tools=["recall_operational_memory"])
    opmem.create_agent("default", "bare", grants=["problem"])


def _check_principals(opmem: Opmem) -> None:
    bob = opmem.store.principal("default", "bob")
    assert (bob.name, bob.grants, bob.writes, bob.tools) == ("bob", {"incident", "problem"}, {"incident"}, None)
    triage, bare = opmem.store.principal("default", "triage"), opmem.store.principal("default", "bare")
    assert (triage.grants, triage.writes, triage.tools) == ({"incident"}, frozenset(), {"recall_operational_memory"})
    assert (bare.grants, bare.tools) == ({"problem"}, frozenset())  # an agent holding no tools is held to none
    with pytest.raises(NotFound, match="Unknown principal 'carol'"):
        opmem.store.principal("default", "carol")


def test_a_principal_is_read_in_one_statement_with_all_it_holds(opmem: Opmem, statements: list[str]) -> None:
    """Every authenticated request reads its principal: grants, write grants and an agent's tools come with it."""
    _principals(opmem)
    statements.clear()
    opmem.store.principal("default", "bob")
    assert len(statements) == 1, statements
    _check_principals(opmem)


@pytest.mark.postgres
def test_a_principal_and_the_tables_read_the_same_on_postgresql(tmp_path: Path, postgres_schema_url: str) -> None:
    opmem = Opmem(
        Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_schema_url),
        embedders={FAKE: FakeEmbedder()},
    )
    try:
        _principals(opmem)
        _check_principals(opmem)
        opmem.set_table("default", TableConfig("incident", frozenset({"resolved"}), link_template=JIRA))
        opmem.set_table("default", TableConfig("problem", frozenset({"closed"})))
        tables = opmem.store.tables("default")
        assert list(tables) == sorted(tables)
        assert [(t.name, t.terminal_states, t.link_template) for t in (tables["incident"], tables["problem"])] == [
            ("incident", {"resolved"}, JIRA),
            ("problem", {"closed"}, None),
        ]
    finally:
        opmem.close()
