from __future__ import annotations

import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

# The guard's learned checks load the bundled model; unit tests run the rules only, `model` tests pass a detector.
os.environ.setdefault("OPMEM_GUARD_MODEL", "off")

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.types import Principal, Record

FAKE = "fake:hash-64"


@pytest.fixture
def ram_dir(tmp_path: Path) -> Iterator[Path]:
    """A temporary directory in RAM (tmpfs) when the machine has one: for tests that write thousands of times,
    where fsync on disk (~40 ms a Tantivy commit here) would dominate. Same files and code paths, no disk."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    path = Path(tempfile.mkdtemp(prefix="opmem-test-", dir=shm))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def fake_embedder() -> FakeEmbedder:
    return FakeEmbedder(synonyms={"sso": "token", "login": "validation", "signin": "validation"})


@pytest.fixture
def opmem(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[Opmem]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    memory = Opmem(settings, embedders={FAKE: fake_embedder})
    yield memory
    memory.close()


@pytest.fixture
def store_db() -> str | None:
    """The database of an Opmem a test builds itself: None, SQLite in its data directory. The PostgreSQL contract
    modules give a fresh database instead (tests/pg_contract.py), so the same test runs on both backends."""
    return None


@pytest.fixture(scope="module")
def module_store_db() -> str | None:
    """`store_db` for an Opmem that a module's tests share (built by a module-scoped fixture)."""
    return None


@pytest.fixture
def alice(opmem: Opmem) -> Principal:
    return opmem.create_principal("default", "alice", grants=["incident", "problem"])


def record(
    record_id: str,
    title: str,
    description: str = "",
    *,
    state: str = "resolved",
    table: str = "incident",
    resolution: str = "",
    resolved: datetime | None = datetime(2024, 1, 1, tzinfo=UTC),
    tenant: str = "default",
) -> Record:
    return Record(
        tenant=tenant,
        source_table=table,
        record_id=record_id,
        state=state,
        short_description=title,
        description=description,
        resolution_notes=resolution,
        resolved_at=resolved,
    )


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a throwaway PostgreSQL server shared by the session (tests/postgres_server.py)."""
    from postgres_server import drop_templates, private_postgres

    with private_postgres() as url:
        yield url
        drop_templates(url)


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty database (with pgvector and pg_trgm) for one test, dropped after it."""
    from postgres_server import drop_database, fresh_database

    url = fresh_database(postgres_server)
    yield url
    drop_database(postgres_server, url)


@pytest.fixture
def postgres_schema_url(postgres_server: str) -> Iterator[str]:
    """A fresh database already at opmem's current schema (a copy of a template migrated once per session), for
    tests of what the store does on PostgreSQL; tests of migrating itself take `postgres_url`."""
    from postgres_server import drop_database, fresh_database

    url = fresh_database(postgres_server, schema=True)
    yield url
    drop_database(postgres_server, url)


@pytest.fixture
def postgres_app_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty database owned by the plain application role (no superuser, no BYPASSRLS: row-level
    security binds it), and its URL as that role (tests/postgres_server.py, `app_database`)."""
    from postgres_server import app_database, drop_database

    url = app_database(postgres_server)
    yield url
    drop_database(postgres_server, url)


@pytest.fixture
def postgres_app_schema_url(postgres_server: str) -> Iterator[str]:
    """As `postgres_app_url`, already at opmem's current schema (migrated by the application role)."""
    from postgres_server import app_database, drop_database

    url = app_database(postgres_server, schema=True)
    yield url
    drop_database(postgres_server, url)


@pytest.fixture(scope="session")
def clamd_socket(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The socket of a private clamd (own config, socket and EICAR-only database), shared by the session."""
    from clamav import private_clamd

    with private_clamd(tmp_path_factory.mktemp("clamd")) as socket_path:
        yield socket_path


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out the `soak` runs unless the marker expression names them (`pytest -m soak`): `make test` checks
    the same properties on smaller samples."""
    if "soak" in str(config.getoption("markexpr", "")):
        return
    soak = [item for item in items if item.get_closest_marker("soak")]
    if soak:
        config.hook.pytest_deselected(items=soak)
        items[:] = [item for item in items if not item.get_closest_marker("soak")]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say which PostgreSQL tests were skipped and how to run them (pytest -q shows only a count of skips), and
    how to run the soak tests left out."""
    from postgres_server import HOW_TO_RUN

    deselected = terminalreporter.stats.get("deselected", [])
    soak = [item for item in deselected if isinstance(item, pytest.Item) and item.get_closest_marker("soak")]
    if soak:
        terminalreporter.write_line(f"{len(soak)} soak tests left out: `pytest -m soak` runs them.")

    skipped = [
        report
        for report in terminalreporter.stats.get("skipped", [])
        if "postgres" in getattr(report, "keywords", {}) and HOW_TO_RUN in str(report.longrepr)
    ]
    if not skipped:
        return
    terminalreporter.write_line(f"{len(skipped)} PostgreSQL tests skipped: {HOW_TO_RUN}; `pytest -m postgres`.")
    per_file = Counter(report.nodeid.partition("::")[0] for report in skipped)
    for path, count in sorted(per_file.items()):
        terminalreporter.write_line(f"  skipped without PostgreSQL: {path} ({count})")
