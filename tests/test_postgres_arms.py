"""The recall arms inside PostgreSQL (opmem.index.pg_arms), called directly: each puts the tenant, the readable
tables, the kinds and retirement into its SQL. The data makes every filter matter: other tables' and tenants'
documents are closer to the query than the one the caller may read, so an arm that filtered after its top-k (or
not at all) would answer wrongly. One database for the module, written once (fake embedder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.pg_arms import PgLexicalArms, PgSemanticArm
from opmem.index.text import Filters
from opmem.settings import Settings
from opmem.store import migrations
from opmem.store.pg_hnsw import index_name
from opmem.store.sqlite import SQLiteStore

QUERY = "disk full on database server"
OTHERS = 40  # problem records closer to the query than the incident the caller may read


@pytest.fixture(scope="module")
def om(tmp_path_factory: pytest.TempPathFactory, postgres_server: str) -> Iterator[Opmem]:
    from postgres_server import drop_database, fresh_database

    url = fresh_database(postgres_server)
    settings = Settings(
        data_dir=tmp_path_factory.mktemp("arms") / "data", default_embedding=FAKE, db=url, pg_text="postgres"
    )
    opmem = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    opmem.create_tenant("other")
    opmem.upsert_records(
        [
            record(f"PRB{i}", f"Disk full on database server {i}", "Disk full on database server", table="problem")
            for i in range(OTHERS)
        ]
        + [
            record("INC1", "Disk almost full on database host", "The volume filled with logs"),
            record("INC2", "Payment webhook timeout", "Stripe webhooks timed out"),
            record("INC3", "Disk full on database server retired", "Disk full on database server"),
            record("INC4", "Disk full on database server deleted", "Disk full on database server"),
            record(
                "SK1", "Expired certificate runbook", "zanzibar renew the certificate", table="skill", state="published"
            ),
        ]
        + [record(f"OTH{i}", QUERY, QUERY, tenant="other") for i in range(5)]
    )
    admin = opmem.local_admin("default")
    opmem.curation.retire(admin, doc_id(opmem, "INC3"), reason="wrong fix")
    opmem.delete_record("default", "incident", "INC4")
    yield opmem
    opmem.close()
    drop_database(postgres_server, url)


def doc_id(om: Opmem, record_id: str, tenant: str = "default") -> int:
    row = om.store.engine.connection.execute(
        "SELECT id FROM documents WHERE tenant_id = ? AND record_id = ?", (tenant, record_id)
    ).fetchone()
    return int(row[0])


def records(om: Opmem, found: list[tuple[int, float]], tenant: str = "default") -> list[str]:
    docs = om.store.documents(tenant, [i for i, _ in found], retired=True)
    return [docs[i].record_id if i in docs else f"{i}?" for i, _ in found]


def vector(text: str) -> np.ndarray:
    return FakeEmbedder().embed([text], kind="query")


def semantic(om: Opmem) -> PgSemanticArm:
    assert isinstance(om.vectors, PgSemanticArm)
    return om.vectors


def lexical(om: Opmem) -> PgLexicalArms:
    assert isinstance(om.text, PgLexicalArms)
    return om.text


TABLES = frozenset({"incident", "problem", "change", "ticket", "skill"})


@pytest.mark.postgres
def test_the_semantic_arm_fills_its_top_k_from_the_tables_the_caller_reads(om: Opmem) -> None:
    everything = semantic(om).search_semantic(Filters("default", TABLES), FAKE, vector(QUERY), 5)
    assert all(r.startswith("PRB") for r in records(om, everything))  # the problems are nearer...
    incidents = semantic(om).search_semantic(Filters("default", frozenset({"incident"})), FAKE, vector(QUERY), 5)
    assert records(om, incidents) == ["INC1", "INC2"]  # ...yet a reader of incidents gets its own, in order
    assert incidents[0][1] > incidents[1][1]


@pytest.mark.postgres
def test_the_semantic_arm_never_answers_with_another_tenants_documents(om: Opmem) -> None:
    mine = semantic(om).search_semantic(Filters("default", TABLES), FAKE, vector(QUERY), 100)
    theirs = semantic(om).search_semantic(Filters("other", TABLES), FAKE, vector(QUERY), 100)
    # HNSW is approximate: near-duplicate titles leave a few nodes unreached, so not all 43 come back.
    assert len(mine) > OTHERS // 2 and not any(r.startswith("OTH") for r in records(om, mine))
    assert sorted(records(om, theirs, "other")) == [f"OTH{i}" for i in range(5)]
    assert theirs[0][1] == pytest.approx(1.0, abs=1e-5)  # the same text: cosine similarity 1


@pytest.mark.postgres
def test_the_semantic_arm_honours_the_kinds_asked_for(om: Opmem) -> None:
    skills = semantic(om).search_semantic(Filters("default", TABLES, frozenset({"skill"})), FAKE, vector(QUERY), 5)
    assert records(om, skills) == ["SK1"]
    none = semantic(om).search_semantic(Filters("default", TABLES, frozenset({"attachment"})), FAKE, vector(QUERY), 5)
    assert none == []


@pytest.mark.postgres
def test_no_arm_returns_a_retired_or_deleted_document(om: Opmem) -> None:
    retired = doc_id(om, "INC3")
    assert om.store.document("default", retired, retired=True) is not None  # the row stays, retired
    incidents = Filters("default", frozenset({"incident"}))
    found = [
        semantic(om).search_semantic(incidents, FAKE, vector(QUERY), 100),
        semantic(om).search("default", FAKE, vector(QUERY), 100),
        lexical(om).search_text(QUERY, incidents, 100),
        lexical(om).search_fuzzy("Disk full on database server retired", incidents, 100),
    ]
    for hits in found:
        assert "INC3" not in records(om, hits) and "INC4" not in records(om, hits)
    assert "INC1" in records(om, found[2])  # the text arm does find the live incident
    assert retired not in lexical(om).doc_ids("default")


@pytest.mark.postgres
def test_the_text_and_fuzzy_arms_filter_in_sql(om: Opmem) -> None:
    arms = lexical(om)
    incidents = Filters("default", frozenset({"incident"}))
    assert records(om, arms.search_text(QUERY, incidents, 3)) == ["INC1"]
    assert records(om, arms.search_fuzzy("Disk full on databse server", incidents, 3)) == ["INC1"]
    skills = Filters("default", TABLES, frozenset({"skill"}))
    assert records(om, arms.search_text("certificate", skills, 3)) == ["SK1"]
    assert arms.search_text("certificate", Filters("default", TABLES - {"skill"}), 3) == []
    assert len(arms.search_text(QUERY, Filters("default", TABLES), 100)) == OTHERS + 1
    theirs = arms.search_fuzzy(QUERY, Filters("other", TABLES), 100)
    assert sorted(records(om, theirs, "other")) == [f"OTH{i}" for i in range(5)]
    assert arms.search_text(QUERY, Filters("default", frozenset()), 3) == []


@pytest.mark.postgres
def test_the_text_arm_weighs_the_title_and_leaves_a_skills_prompt_out(om: Opmem) -> None:
    arms = lexical(om)
    everything = Filters("default", TABLES)
    assert arms.search_text("zanzibar", everything, 5) == []  # the skill's prompt is not searchable
    assert records(om, arms.search_text("payment volume", everything, 5)) == ["INC2", "INC1"]  # title > body


@pytest.mark.postgres
def test_each_tenants_embedding_model_gets_its_own_hnsw_index(om: Opmem) -> None:
    for tenant in ("default", "other"):
        rows = om.store.engine.connection.execute(
            "SELECT indexdef FROM pg_indexes WHERE indexname = ?", (index_name(tenant, FAKE, 256),)
        ).fetchall()
        assert len(rows) == 1
        assert "hnsw" in rows[0][0] and "vector_cosine_ops" in rows[0][0] and f"'{FAKE}'" in rows[0][0]
        assert f"tenant_id = '{tenant}'" in rows[0][0]


def test_the_postgresql_arms_migration_is_recorded_and_runs_nothing_on_sqlite(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "opmem.sqlite3")
    names = {row[0] for row in store.engine.connection.execute("SELECT name FROM migrations")}
    assert "m014_pg_recall_arms" in names
    columns = {row[1] for row in store.engine.connection.execute("PRAGMA table_info(documents)")}
    assert "terms" not in columns and "m014_pg_recall_arms" in [m.__name__ for m in migrations.MIGRATIONS]


@pytest.mark.postgres
def test_the_arms_run_as_their_tenant_behind_row_level_security(tmp_path: Path, postgres_server: str) -> None:
    from postgres_server import drop_database
    from test_postgres_rls import app_database

    url = app_database(postgres_server)
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=url, db_rls=True, pg_text="postgres")
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    try:
        om.upsert_record(record("INC1", "Disk full on db01", "The logs filled the disk"))
        admin = om.local_admin("default")
        for arm, query in (("semantic", "disk full"), ("text", "disk full"), ("fuzzy", "Disk ful on db01")):
            found = om.recall(admin, query, arms=[arm])  # type: ignore[list-item]
            assert [h.record_id for h in found.hits] == ["INC1"], arm
    finally:
        om.close()
        drop_database(postgres_server, url)
