"""Per-tenant HNSW indexes on PostgreSQL (`opmem.store.pg_hnsw`, m016): each tenant's vectors of a model get
their own index, its semantic search walks that index under any plan PostgreSQL picks (a prepared statement's
generic plan too), another tenant's vectors never come back, dropping a tenant drops its indexes, and m016 turns a
model's shared index into per-tenant ones. Real server, fake embedder."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.pg_arms import PgSemanticArm
from opmem.index.text import Filters
from opmem.settings import Settings
from opmem.store import migrations, pg_hnsw, schema
from opmem.store.db import open_engine
from opmem.store.pg_hnsw import (
    BUILD_LOCK,
    PREFIX,
    TENANT_INDEXES,
    Kind,
    build_missing,
    index_name,
    m016_pg_tenant_hnsw,
    tenant_prefix,
)
from opmem.surfaces.worker import Worker

pytestmark = pytest.mark.postgres

QUERY = "disk full on database server"
DIMENSIONS = 256  # the fake embedder's
TABLES = frozenset({"incident"})
#: A tenant name with the punctuation names may hold (the semantic arm writes tenants into its SQL as literals).
QUOTED = "acme-eu.1"


def opmem_on(tmp_path: Path, url: str, kind: Kind = "vector") -> Opmem:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=url, pg_text="postgres", pg_hnsw=kind)
    return Opmem(settings, embedders={FAKE: FakeEmbedder()})


def fill(om: Opmem, tenants: tuple[str, ...] = ("default", "other")) -> None:
    """`default` holds one incident near the query; every other tenant holds the query's own text, nearer."""
    for tenant in tenants:
        if tenant != "default":
            om.create_tenant(tenant)
    om.upsert_records([record("INC1", "Disk almost full on database host", "The volume filled with logs")])
    om.upsert_records([record(f"OTH{i}", QUERY, QUERY, tenant=t) for t in tenants if t != "default" for i in range(5)])


@pytest.fixture
def om(tmp_path: Path, postgres_url: str) -> Iterator[Opmem]:
    opmem = opmem_on(tmp_path, postgres_url)
    fill(opmem, ("default", "other", QUOTED))
    yield opmem
    opmem.close()


def semantic(om: Opmem) -> PgSemanticArm:
    assert isinstance(om.vectors, PgSemanticArm)
    return om.vectors


def vector(text: str) -> np.ndarray:
    return FakeEmbedder().embed([text], kind="query")


def indexes(url: str, tenant: str | None = None) -> dict[str, str]:
    """The HNSW indexes on embeddings (a tenant's only, if given): name -> definition."""
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'embeddings' AND indexdef LIKE '%hnsw%'"
        ).fetchall()
        if tenant is not None:
            mine = {r[0] for r in conn.execute(TENANT_INDEXES, (tenant_prefix(tenant),))}
            rows = [r for r in rows if r[0] in mine]
    return {str(name): str(definition) for name, definition in rows}


def plan(om: Opmem, tenant: str, *, generic: bool) -> str:
    """The plan of the tenant's semantic search as a prepared statement, scans and sorts priced out (the test's
    tables are tiny) so the tenant's index is used wherever it can be; `generic`: the plan that knows no
    parameter's value (what a statement psycopg prepares after a few runs can end up with)."""
    sql, params = semantic(om).statement(Filters(tenant, TABLES), FAKE, vector(QUERY), 5)
    numbered = sql
    for n in range(1, len(params) + 1):
        numbered = numbered.replace("%s", f"${n}", 1)
    arguments = ", ".join(["%s"] * len(params))
    from psycopg import ClientCursor

    with semantic(om).engine.pool.connection() as conn, conn.transaction():
        conn.execute(f"SET LOCAL plan_cache_mode = {'force_generic_plan' if generic else 'force_custom_plan'}")
        # a few rows cost less to scan and sort: make the HNSW index win wherever PostgreSQL may use it at all
        conn.execute("SET LOCAL enable_seqscan = off")
        conn.execute("SET LOCAL enable_sort = off")
        conn.execute(f"PREPARE opmem_semantic AS {numbered}")
        try:
            # the arguments bound on the client: EXECUTE's own parameters would have no type
            rows = ClientCursor(conn).execute(f"EXPLAIN EXECUTE opmem_semantic({arguments})", params).fetchall()
        finally:
            conn.execute("DEALLOCATE opmem_semantic")
    return "\n".join(str(r[0]) for r in rows)


def test_each_tenant_gets_its_own_index_of_its_models_vectors(om: Opmem, postgres_url: str) -> None:
    for tenant in ("default", "other", QUOTED):
        mine = indexes(postgres_url, tenant)
        assert list(mine) == [index_name(tenant, FAKE, DIMENSIONS)]
        definition = mine[index_name(tenant, FAKE, DIMENSIONS)]
        assert "USING hnsw" in definition and "vector_cosine_ops" in definition
        assert f"tenant_id = '{tenant}'" in definition and f"model = '{FAKE}'" in definition
    assert len(indexes(postgres_url)) == 3  # and no index over every tenant's vectors


@pytest.mark.parametrize("generic", [False, True], ids=["custom plan", "generic plan"])
def test_a_tenants_search_walks_its_own_index_under_any_plan(om: Opmem, generic: bool) -> None:
    for tenant in ("default", "other", QUOTED):
        found = plan(om, tenant, generic=generic)
        assert index_name(tenant, FAKE, DIMENSIONS) in found, found
        others = {t for t in ("default", "other", QUOTED) if t != tenant}
        assert not any(index_name(t, FAKE, DIMENSIONS) in found for t in others)


def test_another_tenants_vectors_never_come_back_with_or_without_the_index(om: Opmem, postgres_url: str) -> None:
    import psycopg

    for dropped in (False, True):  # with the tenant's index, then without it (a build left for later): filtered
        if dropped:
            with psycopg.connect(postgres_url, autocommit=True) as conn:
                conn.execute(f"DROP INDEX {index_name('default', FAKE, DIMENSIONS)}")
        mine = semantic(om).search_semantic(Filters("default", TABLES), FAKE, vector(QUERY), 50)
        docs = om.store.documents("default", [i for i, _ in mine])
        assert [docs[i].record_id for i, _ in mine] == ["INC1"]
        theirs = semantic(om).search_semantic(Filters(QUOTED, TABLES), FAKE, vector(QUERY), 50)
        assert len(theirs) == 5 and theirs[0][1] == pytest.approx(1.0, abs=1e-5)


def test_a_tenants_first_vectors_create_its_index_and_recall_finds_them(om: Opmem, postgres_url: str) -> None:
    om.create_tenant("late")
    assert indexes(postgres_url, "late") == {}
    om.upsert_records([record("L1", "certificate expired on gateway", "renewed", tenant="late")])
    assert list(indexes(postgres_url, "late")) == [index_name("late", FAKE, DIMENSIONS)]
    who = om.create_principal("late", "reader", grants=["incident"])
    hits = om.recall(who, "certificate expired on gateway", k=3, arms=["semantic"]).hits
    assert [h.record_id for h in hits] == ["L1"]


def test_dropping_a_tenant_drops_its_indexes_only(om: Opmem, postgres_url: str) -> None:
    om.sync.drop_tenant("other")
    assert indexes(postgres_url, "other") == {}
    assert set(indexes(postgres_url)) == {index_name(t, FAKE, DIMENSIONS) for t in ("default", QUOTED)}


def test_a_halfvec_index_replaces_the_tenants_vector_one_at_its_next_apply(
    om: Opmem, tmp_path: Path, postgres_url: str
) -> None:
    half = opmem_on(tmp_path, postgres_url, "halfvec")
    try:
        half.upsert_records([record("OTH9", QUERY, QUERY, tenant="other")])  # the tenant's next apply
        mine = indexes(postgres_url, "other")
        assert list(mine) == [index_name("other", FAKE, DIMENSIONS, "halfvec")]
        assert "halfvec_cosine_ops" in mine[index_name("other", FAKE, DIMENSIONS, "halfvec")]
        assert index_name("other", FAKE, DIMENSIONS, "halfvec") in plan(half, "other", generic=True)
        theirs = semantic(half).search_semantic(Filters("other", TABLES), FAKE, vector("disk full"), 50)
        assert len(theirs) == 6  # every one of the tenant's documents, none of the others'
        assert all(score == pytest.approx(2 / np.sqrt(10), abs=1e-6) for _, score in theirs)  # 2 words of 5 and 2
        assert index_name("default", FAKE, DIMENSIONS) in indexes(postgres_url, "default")  # not applied yet
    finally:
        half.close()


def test_m016_replaces_a_models_shared_index_with_one_per_tenant(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    with monkeypatch.context() as m:  # a deployment of m015's time: one index of the model over every tenant
        # (with the later migrations but m016: this code reads their columns, m017's verdicts)
        before = tuple(step for step in migrations.MIGRATIONS if step is not m016_pg_tenant_hnsw)
        m.setattr(migrations, "MIGRATIONS", before)
        old = opmem_on(tmp_path, postgres_url)
        fill(old)
        old.close()
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        for name in indexes(postgres_url):
            conn.execute(f"DROP INDEX {name}")
        conn.execute(
            "CREATE INDEX embeddings_hnsw_0123456789abcdef ON embeddings USING hnsw "
            f"((embedding::vector({DIMENSIONS})) vector_cosine_ops) WHERE model = '{FAKE}'"
        )
    engine = open_engine(postgres_url)
    try:
        schema.migrate(engine)
    finally:
        engine.close()
    assert indexes(postgres_url) == {}  # the shared index is gone; the builds are left to build_missing
    om = opmem_on(tmp_path, postgres_url)
    try:
        om.upsert_records([record("INC2", "Printer jammed", "Paper stuck")])  # writes go on before the builds
        Worker(om).run_once(embed=False, attachments=False, vector_indexes=True)
        found = indexes(postgres_url)
        assert set(found) == {index_name(t, FAKE, DIMENSIONS) for t in ("default", "other")}
        assert all(name.startswith(PREFIX) for name in found)
        assert om.build_vector_indexes() == []  # nothing missing: nothing built again
        assert index_name("other", FAKE, DIMENSIONS) in plan(om, "other", generic=True)
        who = om.create_principal("default", "reader", grants=["incident"])
        hits = om.recall(who, QUERY, k=5, arms=["semantic"]).hits
        assert [h.record_id for h in hits] == ["INC1"]
    finally:
        om.close()


def test_build_missing_builds_what_is_missing_once_and_waits_for_another_builder(om: Opmem, postgres_url: str) -> None:
    import psycopg

    name = index_name("other", FAKE, DIMENSIONS)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(f"DROP INDEX {name}")
        conn.execute("SELECT pg_advisory_lock(%s)", (BUILD_LOCK,))  # another process is building
        assert om.build_vector_indexes() == []
        assert name not in indexes(postgres_url)
        conn.execute("SELECT pg_advisory_unlock(%s)", (BUILD_LOCK,))
    assert om.build_vector_indexes() == [name]
    assert name in indexes(postgres_url)
    assert index_name("other", FAKE, DIMENSIONS) in plan(om, "other", generic=True)


def test_build_missing_drops_a_failed_builds_invalid_index_and_builds_it_again(om: Opmem, postgres_url: str) -> None:
    import psycopg

    name = index_name("other", FAKE, DIMENSIONS)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        if not conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]:
            pytest.skip("marking an index invalid needs a superuser")
        conn.execute("UPDATE pg_index SET indisvalid = false WHERE indexrelid = %s::regclass", (name,))
    assert om.build_vector_indexes() == [name]
    with psycopg.connect(postgres_url) as conn:
        valid = conn.execute("SELECT indisvalid FROM pg_index WHERE indexrelid = %s::regclass", (name,)).fetchone()
    assert valid == (True,)


def test_build_missing_of_the_other_kind_replaces_every_tenants_index(om: Opmem, postgres_url: str) -> None:
    semantic_arm = semantic(om)
    built = build_missing(semantic_arm.engine, "halfvec")
    assert set(built) == {index_name(t, FAKE, DIMENSIONS, "halfvec") for t in ("default", "other", QUOTED)}
    assert not any(index_name(t, FAKE, DIMENSIONS) in indexes(postgres_url) for t in ("default", "other", QUOTED))


def test_a_running_worker_builds_a_missing_index_aside(om: Opmem, postgres_url: str) -> None:
    import psycopg

    name = index_name("other", FAKE, DIMENSIONS)
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute(f"DROP INDEX {name}")
    worker = Worker(om, interval=0.05)
    worker.start()
    try:
        deadline = time.monotonic() + 60
        while name not in indexes(postgres_url) and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        worker.stop()
    assert name in indexes(postgres_url)


def test_prune_drops_the_indexes_of_a_tenant_the_store_no_longer_has(om: Opmem, postgres_url: str) -> None:
    import psycopg

    with psycopg.connect(postgres_url, autocommit=True) as conn:  # a tenant gone while its drop failed
        conn.execute(pg_hnsw.create_sql("vanished", FAKE, DIMENSIONS))
    assert index_name("vanished", FAKE, DIMENSIONS) in indexes(postgres_url)
    om.sync.prune()
    left = indexes(postgres_url)
    assert index_name("vanished", FAKE, DIMENSIONS) not in left
    assert {index_name(t, FAKE, DIMENSIONS) for t in ("default", "other", QUOTED)} <= set(left)
