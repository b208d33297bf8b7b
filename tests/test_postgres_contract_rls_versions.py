"""test_versions, test_tokens and test_attachments again with row-level security on, as the plain application role:
the `om` of tests/test_postgres_contract_versions.py, its store on a database owned by that role (see
tests/test_postgres_contract_rls.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import test_attachments
import test_tokens
import test_versions
from conftest import FAKE, record
from pg_contract import collect
from pg_rls import rls_settings, tests_inspect_as_the_operator

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder

pytestmark = pytest.mark.postgres

__all__ = ["tests_inspect_as_the_operator"]  # autouse, imported to apply here


@pytest.fixture
def om(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    postgres_app_schema_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Opmem]:
    """test_versions', test_tokens' and test_attachments' `om`, as test_postgres_contract_versions builds it."""
    monkeypatch.setenv("OPMEM_DB", postgres_app_schema_url)
    monkeypatch.setenv("OPMEM_DB_RLS", "on")
    given = rls_settings(tmp_path, postgres_app_schema_url)
    module = request.function.__module__
    tokens = module == test_tokens.__name__
    clock = FixedClock(test_tokens.START) if tokens else None
    if module == test_attachments.__name__:
        given = given.model_copy(update={"clamd_socket": request.getfixturevalue("clamd_socket")})
    memory = Opmem(given, embedders={FAKE: FakeEmbedder()}, clock=clock)
    if module == test_attachments.__name__:
        memory.upsert_record(record("INC1", "Invoice dispute with ACME", state="open"))
        memory.upsert_record(record("PRB1", "Recurring backup failures", table="problem"))
    elif tokens:
        memory.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
        memory.create_principal(test_tokens.TENANT, "alice", grants=["incident"])
        memory.create_principal(test_tokens.TENANT, "keeper", capabilities=["manage_access"])
    else:
        memory.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
        memory.local_admin("default")
    yield memory
    memory.close()


for _module in (test_versions, test_tokens, test_attachments):
    globals().update(collect(_module, own=frozenset({"om"})))
#: Left out of this pass (it runs in test_postgres_contract_versions.py): eight CLI processes, a minute at load; its
#: twin for corrections, kept here, takes the same CLI paths with the wall up.
del globals()["test_eight_concurrent_cli_table_settings_of_one_version_one_wins"]
