"""Shared by the contract suite's passes with row-level security on (tests/test_postgres_contract_rls*.py): the
settings that turn it on, and the rule that lets a test's own inspection SQL read every tenant."""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType

import pytest
from conftest import FAKE

from opmem.settings import Settings
from opmem.store import tenant_scope
from opmem.store.postgres import PostgresEngine

TESTS = Path(__file__).resolve().parent
#: Frames between a statement and whoever sent it: the engine's own and contextlib's (`with transaction()`).
_PLUMBING = ("opmem/store/postgres.py", "opmem/store/db.py", "contextlib.py")


def _sent_by_a_test(frame: FrameType | None) -> bool:
    while frame is not None and frame.f_code.co_filename.endswith(_PLUMBING):
        frame = frame.f_back
    return frame is not None and Path(frame.f_code.co_filename).resolve().parent == TESTS


@pytest.fixture(autouse=True)
def tests_inspect_as_the_operator(monkeypatch: pytest.MonkeyPatch) -> None:
    """A statement with no tenant in scope that a test sent itself reads as the operator (`all_tenants`); one that
    opmem sent still fails loudly."""
    real = PostgresEngine.tenant

    def tenant(engine: PostgresEngine, named: str | None = None) -> str:
        if tenant_scope.current() is None and named is None and _sent_by_a_test(sys._getframe(1)):
            return tenant_scope.ALL
        return real(engine, named)

    monkeypatch.setattr(PostgresEngine, "tenant", tenant)


def rls_settings(tmp_path: Path, url: str) -> Settings:
    """A test's settings with the store on `url` and row-level security on."""
    return Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=url, db_rls=True)
