"""The contract suite on PostgreSQL: test modules built on the `opmem` fixture (and agent memory's `kit`), run again
with the store on a fresh PostgreSQL database (the `db` setting, OPMEM_DB). Indexes stay in the test's data
directory, following the store's outbox (design (b) of issue 16). A test that builds its own Opmem on a data
directory runs on SQLite again. See tests/pg_contract.py.
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

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

pytestmark = pytest.mark.postgres

OWN = frozenset({"opmem", "kit", "archive_db"})


@pytest.fixture
def opmem(tmp_path: Path, fake_embedder: FakeEmbedder, postgres_schema_url: str) -> Iterator[Opmem]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_schema_url)
    memory = Opmem(settings, embedders={FAKE: fake_embedder})
    yield memory
    memory.close()


@pytest.fixture
def archive_db(postgres_schema_url: str) -> str:
    """test_archive's own Opmem instances (at a fixed clock) on PostgreSQL: the archive in the database."""
    return postgres_schema_url


@pytest.fixture
def kit(tmp_path: Path, postgres_schema_url: str) -> Iterator[Kit]:
    kit = Kit.open(tmp_path, db=postgres_schema_url)
    yield kit
    kit.store.close()


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
