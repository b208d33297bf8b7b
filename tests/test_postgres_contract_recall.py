"""Recall's contract on PostgreSQL (tests/test_recall.py again), once per design of the text and fuzzy arms:
`tantivy` (design (b): each server's index files following the outbox) and `postgres` (design (a): a tsvector and
pg_trgm in the database). The semantic arm is pgvector in both. See tests/pg_contract.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_recall
from conftest import FAKE
from pg_contract import collect
from postgres_server import drop_database, fresh_database

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.pg_arms import PgLexicalArms, PgSemanticArm
from opmem.index.text import TextIndex
from opmem.settings import Settings
from opmem.store.db import open_engine
from opmem.store.sqlite import SQLiteStore

pytestmark = pytest.mark.postgres


@pytest.fixture(scope="module")
def module_database(postgres_server: str) -> Iterator[str]:
    """One database for the module, with opmem's schema."""
    url = fresh_database(postgres_server)
    SQLiteStore(open_engine(url)).close()
    yield url
    drop_database(postgres_server, url)


@pytest.fixture
def postgres_url(module_database: str) -> str:
    """The module's database emptied for each test: every table but `migrations` (faster than a new database)."""
    import psycopg

    with psycopg.connect(module_database, autocommit=True) as db:
        names = [r[0] for r in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        db.execute(f"TRUNCATE {', '.join(n for n in names if n != 'migrations')} RESTART IDENTITY CASCADE")
    return module_database


@pytest.fixture(params=["tantivy", "postgres"])
def opmem(
    request: pytest.FixtureRequest, tmp_path: Path, fake_embedder: FakeEmbedder, postgres_url: str
) -> Iterator[Opmem]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_url, pg_text=request.param)
    memory = Opmem(settings, embedders={FAKE: fake_embedder})
    assert isinstance(memory.vectors, PgSemanticArm)
    assert isinstance(memory.text, PgLexicalArms if request.param == "postgres" else TextIndex)
    yield memory
    memory.close()


globals().update(collect(test_recall, own=frozenset({"opmem"})))
