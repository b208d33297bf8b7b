"""Versions and tokens on PostgreSQL: test_versions and test_tokens again, their `om` on a PostgreSQL database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_tokens
import test_versions
from conftest import FAKE, record
from pg_contract import collect

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

pytestmark = pytest.mark.postgres


@pytest.fixture
def om(
    request: pytest.FixtureRequest, tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Opmem]:
    """Each module's `om`, built the same way with the store on PostgreSQL (and OPMEM_DB set for the CLI's)."""
    monkeypatch.setenv("OPMEM_DB", postgres_url)
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_url)
    tokens = request.function.__module__ == test_tokens.__name__
    clock = FixedClock(test_tokens.START) if tokens else None
    opmem = Opmem(settings, embedders={FAKE: FakeEmbedder()}, clock=clock)
    if tokens:
        opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
        opmem.create_principal(test_tokens.TENANT, "alice", grants=["incident"])
        opmem.create_principal(test_tokens.TENANT, "keeper", capabilities=["manage_access"])
    else:
        opmem.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
        opmem.local_admin("default")
    yield opmem
    opmem.close()


for _module in (test_versions, test_tokens):
    globals().update(collect(_module, own=frozenset({"om"})))
