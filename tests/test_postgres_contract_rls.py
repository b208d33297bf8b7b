"""The contract suite again with row-level security on (OPMEM_DB_RLS=on), as the plain application role of
tests/postgres_server.py (no superuser, no BYPASSRLS, so every policy binds it): the modules of
tests/test_postgres_contract.py (test_postgres_contract_rls_versions.py: those of test_postgres_contract_versions.py),
each test's store on a fresh database owned by that role. Every statement opmem sends then runs for the tenant of
its call; one that runs for none fails (`NoTenantInScope`) instead of passing unchecked, so a path of opmem that
sets no tenant fails here. The tests' own inspection SQL (sent by a test module through the store's connection,
outside any opmem call) reads every tenant, as an operator's psql would (`pg_rls.tests_inspect_as_the_operator`).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_access
import test_archive
import test_curate
import test_ledger
import test_memory_list
import test_memory_record
import test_memory_search
import test_memory_versions
import test_pursuits
import test_read
import test_records
from conftest import FAKE
from memory_kit import Kit
from pg_contract import collect
from pg_rls import rls_settings, tests_inspect_as_the_operator

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.store.db import open_engine

pytestmark = pytest.mark.postgres

__all__ = ["tests_inspect_as_the_operator"]  # autouse, imported to apply here
OWN = frozenset({"opmem", "kit", "archive_db"})


@pytest.fixture
def opmem(
    tmp_path: Path, fake_embedder: FakeEmbedder, postgres_app_schema_url: str, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Opmem]:
    monkeypatch.setenv("OPMEM_DB", postgres_app_schema_url)  # the CLI a test invokes: the same database, the wall up
    monkeypatch.setenv("OPMEM_DB_RLS", "on")
    memory = Opmem(rls_settings(tmp_path, postgres_app_schema_url), embedders={FAKE: fake_embedder})
    yield memory
    memory.close()


@pytest.fixture
def archive_db(postgres_app_schema_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """test_archive's own Opmem instances (at a fixed clock), with row-level security on."""

    def at_clock(data: Path, clock: FixedClock, *, days: int = 30, db: str | None = None) -> Opmem:
        given = Settings(
            data_dir=data, default_embedding=FAKE, clamd_socket=None, archive_days=days, db=db, db_rls=db is not None
        )
        return Opmem(given, clock=clock, embedders={FAKE: FakeEmbedder()})

    monkeypatch.setattr(test_archive, "at_clock", at_clock)
    monkeypatch.setattr(test_archive, "open_engine", lambda url: open_engine(url, rls=True))  # archive_bytes
    monkeypatch.setenv("OPMEM_DB_RLS", "on")  # the CLI's
    return postgres_app_schema_url


@pytest.fixture
def kit(tmp_path: Path, postgres_app_schema_url: str) -> Iterator[Kit]:
    kit = Kit.open(tmp_path, db=postgres_app_schema_url, rls=True)
    yield kit
    kit.store.close()


#: Left out of this pass (they run in test_postgres_contract.py): a minute each at load, and they exercise the depth
#: of the semantic scan, not a path that sets a tenant (the other memory search tests take the same paths).
HEAVY = frozenset({"test_semantic_filters_and_widening_past_other_agents"})

for _module, _gaps in (
    (test_records, {}),
    (test_read, {}),
    (test_access, {}),
    (test_archive, {}),
    (test_curate, {}),
    (test_pursuits, {}),
    (test_memory_record, {}),
    (test_memory_list, {}),
    (test_memory_search, {}),
    (
        test_memory_versions,
        {"test_a_deleted_memorys_earlier_text_leaves_the_database_file": "reads the SQLite files; PostgreSQL has none"},
    ),
    (test_ledger, {"test_the_ledger_keeps_ids_and_kinds_only": "reads the schema through SQLite's PRAGMA table_info"}),
):
    globals().update(collect(_module, _gaps, own=OWN))
for _name in HEAVY:
    del globals()[_name]
