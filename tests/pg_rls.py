"""Shared by the contract suite's passes with row-level security on (tests/test_postgres_contract_rls*.py): the
settings that turn it on, and the rule that lets a test's own inspection SQL read every tenant."""

from __future__ import annotations

import os
import sys
from collections.abc import Collection, Iterator
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

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


# The surfaces' contract modules again with the wall up (tests/test_postgres_contract_rls_<group>.py, one per
# contract module of tests/test_postgres_contract_<group>.py): their source modules build their own Opmem from
# `store_db` / `module_store_db` (tests/pg_contract.py) with settings that say nothing of row-level security; here
# those databases are owned by the application role and every Opmem or agent memory kit opened on one starts with
# the wall up, as `opmem serve` with OPMEM_DB_RLS=on would.
#
# Which tests: the whole of those modules with the wall up (361 tests, passing once the readiness probe was fixed)
# costs about as much as their plain PostgreSQL pass. What the wall catches is a statement that opmem sends
# with no tenant in scope, so a test adds something here only if it reaches an opmem function on the way to a
# statement that no other chosen test reaches. Each statement of the full pass was recorded with the opmem
# functions on its stack (in the tests' process: an `opmem` subprocess's own statements are not seen, and
# tests/test_postgres_serve_rls.py runs `opmem serve` and `opmem worker` with the wall up), and the tests were
# chosen greedily by new functions per second of their run (tests/pg_rls_choose.py) until every one of those 584
# functions is reached: 71 test functions, 83 tests with their parameters. Left out of the rule: test_deletion's
# `test_deletions_leave_no_residue` (70 s at load; the erasure, archive restore and purge paths it alone reaches
# run with the wall up through test_archive in tests/test_postgres_contract_rls.py). Re-choose when the modules
# change: tests/pg_rls_choose.py.


@pytest.fixture
def store_db(postgres_app_schema_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """A fresh database owned by the application role, and OPMEM_DB / OPMEM_DB_RLS for the CLI a test invokes."""
    monkeypatch.setenv("OPMEM_DB", postgres_app_schema_url)
    monkeypatch.setenv("OPMEM_DB_RLS", "on")
    return postgres_app_schema_url


@pytest.fixture(scope="module")
def module_store_db(postgres_server: str) -> Iterator[str]:
    """As `store_db`, for the module's shared Opmem, dropped after the module; OPMEM_DB_RLS=on meanwhile."""
    from postgres_server import app_database, drop_database

    url = app_database(postgres_server, schema=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("OPMEM_DB_RLS", "on")  # a subprocess the module's tests start on it (the stdio MCP server)
        yield url
    drop_database(postgres_server, url)


@pytest.fixture(scope="module", autouse=True)
def walls_up() -> Iterator[None]:
    """Every Opmem and `Kit` this module opens on PostgreSQL runs with row-level security on (the environment of the
    CLI and subprocesses is the database fixtures'). Module-scoped, so it holds before a module-shared Opmem is
    built."""
    import memory_kit

    from opmem.core import Opmem

    real_init, real_open = Opmem.__init__, memory_kit.Kit.open.__func__

    def init(self: Opmem, settings: Settings, *args: Any, **kwargs: Any) -> None:
        real_init(self, settings.model_copy(update={"db_rls": True}) if settings.db else settings, *args, **kwargs)

    def open_kit(cls: type[memory_kit.Kit], tmp_path: Path, **kwargs: Any) -> memory_kit.Kit:
        return real_open(cls, tmp_path, **{**kwargs, "rls": bool(kwargs.get("db"))})

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Opmem, "__init__", init)
        patch.setattr(memory_kit.Kit, "open", classmethod(open_kit))
        yield


def again(contract: ModuleType, chosen: Collection[str]) -> dict[str, object]:
    """What a module of the pass with the wall up holds (`globals().update(again(plain, chosen))`): the `postgres`
    mark, this module's database fixtures and walls, the fixtures of a PostgreSQL contract module
    (tests/test_postgres_contract_*.py) but its database fixtures, and its tests named in `chosen` (all of them
    with OPMEM_RLS_ALL=1), in the order the module has them."""
    own = {"store_db", "module_store_db"}
    fixtures = {
        name: value
        for name, value in vars(contract).items()
        if name not in own and hasattr(value, "_fixture_function_marker")
    }
    if os.environ.get("OPMEM_RLS_ALL") == "1":  # the whole module (tests/pg_rls_choose.py's first step)
        chosen = [name for name, value in vars(contract).items() if name.startswith("test_") and callable(value)]
    missing = sorted(name for name in chosen if not callable(getattr(contract, name, None)))
    if missing:
        raise ValueError(f"{contract.__name__} has no such tests: {missing}")
    # in the contract module's order: tests that share a module's Opmem may rely on it (one says it runs last)
    walls = {
        "pytestmark": pytest.mark.postgres,
        "store_db": store_db,
        "module_store_db": module_store_db,
        "tests_inspect_as_the_operator": tests_inspect_as_the_operator,
        "walls_up": walls_up,
    }
    return {**walls, **fixtures, **{name: value for name, value in vars(contract).items() if name in chosen}}
