"""Versions, tokens and attachments on PostgreSQL: test_versions, test_tokens and test_attachments again, each
module's `om` built as it builds it, with the store on a PostgreSQL database."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_attachments
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
    request: pytest.FixtureRequest, tmp_path: Path, postgres_schema_url: str, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Opmem]:
    """Each module's `om`, built the same way with the store on PostgreSQL (and OPMEM_DB set for the CLI's)."""
    monkeypatch.setenv("OPMEM_DB", postgres_schema_url)
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_schema_url)
    module = request.function.__module__
    tokens = module == test_tokens.__name__
    clock = FixedClock(test_tokens.START) if tokens else None
    if module == test_attachments.__name__:
        settings = settings.model_copy(update={"clamd_socket": request.getfixturevalue("clamd_socket")})
    opmem = Opmem(settings, embedders={FAKE: FakeEmbedder()}, clock=clock)
    if module == test_attachments.__name__:
        opmem.upsert_record(record("INC1", "Invoice dispute with ACME", state="open"))
        opmem.upsert_record(record("PRB1", "Recurring backup failures", table="problem"))
    elif tokens:
        opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
        opmem.create_principal(test_tokens.TENANT, "alice", grants=["incident"])
        opmem.create_principal(test_tokens.TENANT, "keeper", capabilities=["manage_access"])
    else:
        opmem.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
        opmem.local_admin("default")
    yield opmem
    opmem.close()


for _module in (test_versions, test_tokens, test_attachments):
    globals().update(collect(_module, own=frozenset({"om"})))
