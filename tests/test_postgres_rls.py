"""Row-level security (OPMEM_DB_RLS=on) as a second wall: a statement that forgets its tenant filter returns
nothing of another tenant. Shown with the isolation state machine and a deliberately broken tenant filter: with the
wall, no canary of another tenant is shown; the same bug without it leaks (so the test can fail).

PostgreSQL exempts superusers from every policy, so these databases belong to the plain application role of
tests/postgres_server.py (`app_database`), which opmem connects as.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
import test_isolation
from conftest import FAKE, record
from postgres_server import APP_ROLE as ROLE
from postgres_server import app_database, fresh_database

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import SchemaMismatch
from opmem.memory import Signal
from opmem.settings import Settings
from opmem.store import postgres as pg_store
from opmem.store import rls
from opmem.store.postgres import PostgresEngine
from opmem.store.tenant_scope import NoTenantInScope, all_tenants, tenant_scope

pytestmark = pytest.mark.postgres

EXAMPLES, STEPS = 3, 25


def open_opmem(tmp_path: Path, url: str, *, on: bool = True) -> Opmem:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=url, db_rls=on)
    return Opmem(settings, embedders={FAKE: FakeEmbedder()})


@pytest.fixture
def two_tenants(tmp_path: Path, postgres_app_url: str) -> Iterator[Opmem]:
    om = open_opmem(tmp_path, postgres_app_url)
    for tenant in ("t1", "t2"):
        om.create_tenant(tenant, embedding=FAKE)
        om.upsert_record(record("INC-1", f"Disk full in {tenant}", "body", tenant=tenant))
    yield om
    om.close()


def test_every_tenant_table_is_forced_under_the_policy(two_tenants: Opmem) -> None:
    engine = two_tenants.store.engine
    with all_tenants():
        tables = rls.tenant_tables(engine)
        assert {"documents", "records", "embeddings", "memories", "memory_fts", "outbox", "tokens"} <= set(tables)
        forced = {
            r[0]
            for r in engine.connection.execute(
                "SELECT relname FROM pg_class WHERE relrowsecurity AND relforcerowsecurity "
                "AND relnamespace = current_schema()::regnamespace"
            )
        }
    assert set(tables) <= forced


def test_a_statement_without_its_tenant_filter_sees_only_its_tenant(two_tenants: Opmem) -> None:
    db = two_tenants.store.db
    with tenant_scope("t1"):
        assert [r[0] for r in db.execute("SELECT DISTINCT tenant_id FROM documents")] == ["t1"]
        assert [r[0] for r in db.execute("SELECT DISTINCT tenant_id FROM embeddings")] == ["t1"]
        with two_tenants.store.transaction() as tx:  # inside a transaction too, and writes are refused
            assert tx.execute("SELECT count(*) FROM records").fetchone()[0] == 1
            assert tx.execute("UPDATE records SET state = 'open' WHERE tenant_id = 't2'").rowcount == 0
    with all_tenants():
        assert sorted(r[0] for r in db.execute("SELECT DISTINCT tenant_id FROM documents")) == ["t1", "t2"]
    planted = "INSERT INTO tenant_settings (tenant_id, key, value) VALUES ('t2', 'planted', 'by t1')"
    with (
        tenant_scope("t1"),
        pytest.raises(psycopg.Error, match="row-level security"),
        two_tenants.store.transaction() as tx,
    ):
        tx.execute(planted)


def test_no_tenant_in_scope_fails_loudly(two_tenants: Opmem) -> None:
    with pytest.raises(NoTenantInScope, match="no tenant"):
        two_tenants.store.db.execute("SELECT count(*) FROM documents")


def test_a_pooled_connection_never_carries_a_previous_tenant(two_tenants: Opmem) -> None:
    engine = two_tenants.store.engine
    assert isinstance(engine, PostgresEngine)
    with tenant_scope("t2"):
        engine.connection.execute("SELECT 1")
        with engine.transaction() as tx:
            tx.execute("SELECT 1")
    for _ in range(3):  # every connection of the pool, as the next checkout finds it
        with engine.pool.connection() as conn:
            assert conn.execute("SELECT current_setting('opmem.tenant', true)").fetchone()[0] in ("", None)


def test_the_core_keeps_working_behind_the_wall(two_tenants: Opmem) -> None:
    admin = two_tenants.local_admin("t1")
    hits = two_tenants.recall(admin, "disk full", k=5).hits
    assert hits and {h.title for h in hits} == {"Disk full in t1"}
    token = two_tenants.issue_token("t2", two_tenants.local_admin("t2").id)
    assert two_tenants.authenticate(token).tenant == "t2"  # a token is found by its hash, across tenants
    two_tenants.delete_record("t2", "incident", "INC-1")
    with all_tenants():
        left = two_tenants.store.db.execute("SELECT tenant_id FROM records ORDER BY tenant_id").fetchall()
    assert [r[0] for r in left] == ["t1"]


def test_a_batch_of_two_tenants_records_runs_each_as_its_own(two_tenants: Opmem) -> None:
    """`upsert_records` and `import_rows` (`opmem import`) take records, not a tenant: each tenant's part of a batch
    runs in its own scope (the surfaces' contract modules with the wall up found their embedding running unscoped)."""
    assert two_tenants.upsert_records([record("INC-2", f"Replica lag in {t}", tenant=t) for t in ("t1", "t2")]) == 2
    report = two_tenants.import_rows([record("INC-3", f"Certificate expired in {t}", tenant=t) for t in ("t1", "t2")])
    assert report.upserted == 2 and not report.skipped
    hits = two_tenants.recall(two_tenants.local_admin("t2"), "replica lag certificate expired", k=5).hits
    assert {h.title for h in hits} == {"Replica lag in t2", "Certificate expired in t2"}


def test_a_run_read_from_its_store_runs_as_its_tenant(two_tenants: Opmem) -> None:
    """The run store's methods, called directly as the worker's and the tests' code does, set their tenant."""
    two_tenants.memory.create_agent("t1", "triage")
    run = two_tenants.memory.start_investigation("t1", "triage", (Signal("manual", {}),))
    found = two_tenants.runs.rows.run("t1", run.id)
    assert found is not None and found.running
    assert two_tenants.runs.rows.run("t2", run.id) is None
    assert two_tenants.runs.rows.running_of("t1", "triage", 5) == [run.id]


def test_a_superuser_or_a_server_without_it_is_refused(tmp_path: Path, two_tenants: Opmem, postgres_url: str) -> None:
    with pytest.raises(SchemaMismatch, match="superuser or has BYPASSRLS"):
        open_opmem(tmp_path / "super", postgres_url)
    url = two_tenants.store.engine.url  # type: ignore[attr-defined]
    with pytest.raises(SchemaMismatch, match="OPMEM_DB_RLS=on"):
        open_opmem(tmp_path / "off", url, on=False)


# -- the isolation state machine with a broken tenant filter --------------------------------------------------------

_FORGOTTEN = re.compile(r"\+?m\.tenant_id = \?")


def forget_memory_tenant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bug: agent memory's search and hydration forget `m.tenant_id = ?` (the parameter is still bound)."""
    real = pg_store.translate

    def broken(sql: str) -> tuple[str, bool]:
        return real(_FORGOTTEN.sub("CAST(? AS TEXT) IS NOT NULL", sql) if "memories m" in sql else sql)

    monkeypatch.setattr(pg_store, "translate", broken)


def run_isolation(
    monkeypatch: pytest.MonkeyPatch, clamd: str, database: Callable[[], str], *, on: bool
) -> test_isolation.Counters:
    machine = test_isolation.Isolation
    counters = test_isolation.Counters()
    monkeypatch.setattr(machine, "clamd", clamd)
    monkeypatch.setattr(machine, "database", staticmethod(database))
    monkeypatch.setattr(machine, "rls", on)
    monkeypatch.setattr(test_isolation, "COUNTERS", counters)
    forget_memory_tenant(monkeypatch)
    test_isolation.run_machine(EXAMPLES, STEPS)
    return counters


def test_with_the_wall_a_forgotten_tenant_filter_leaks_nothing(
    monkeypatch: pytest.MonkeyPatch, postgres_server: str, clamd_socket: str
) -> None:
    counters = run_isolation(monkeypatch, clamd_socket, lambda: app_database(postgres_server, schema=True), on=True)
    print(f"isolation with RLS and a broken filter: {counters.examples} examples, {counters.steps} steps")
    assert counters.leaks == []
    assert counters.examples >= EXAMPLES and counters.steps >= EXAMPLES * STEPS // 2


def test_without_the_wall_the_same_bug_leaks(
    monkeypatch: pytest.MonkeyPatch, postgres_server: str, clamd_socket: str
) -> None:
    counters = run_isolation(monkeypatch, clamd_socket, lambda: fresh_database(postgres_server, schema=True), on=False)
    assert any(leak.startswith("memory search") for leak in counters.leaks), counters


def test_the_application_role_owns_its_tables_and_nothing_more(postgres_app_schema_url: str) -> None:
    """The role opmem serves as: no superuser, no BYPASSRLS, no CREATEDB or CREATEROLE; it owns its database and
    opmem's tables (it runs the migrations and the policies' DDL) but not the extensions, which the server's
    superuser created; the policies bind it because the tables are FORCE ROW LEVEL SECURITY."""
    with psycopg.connect(postgres_app_schema_url) as db:
        role = db.execute(
            "SELECT rolname, rolsuper, rolbypassrls, rolcreatedb, rolcreaterole FROM pg_roles "
            "WHERE rolname = current_user"
        ).fetchone()
        owners = {r[0] for r in db.execute("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'")}
        extensions = dict(db.execute("SELECT e.extname, pg_get_userbyid(e.extowner) FROM pg_extension e").fetchall())
        database_owner = db.execute(
            "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()"
        ).fetchone()
    assert role == (ROLE, False, False, False, False)
    assert owners == {ROLE} and database_owner == (ROLE,)
    assert extensions.keys() >= {"vector", "pg_trgm"} and ROLE not in extensions.values()
    with (
        psycopg.connect(postgres_app_schema_url, autocommit=True) as db,
        pytest.raises(psycopg.Error, match="permission"),
    ):
        db.execute("CREATE DATABASE opmem_app_may_not")
