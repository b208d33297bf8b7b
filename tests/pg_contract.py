"""Run an existing test module again on PostgreSQL: its tests and fixtures, collected into a contract module.

A contract module (tests/test_postgres_contract*.py) defines the fixtures that put the store on PostgreSQL under
the names the source module uses (`opmem`, `om`, `kit`), then `globals().update(collect(module, gaps))`: pytest
collects the copied tests there, with that module's fixtures winning over the source's. A test listed in `gaps`
does not pass on PostgreSQL yet: it is a strict xfail with the reason, so the day it passes the suite says so.

A source module that builds its own Opmem (not through `opmem`) takes its database from the `store_db` fixture (or
`module_store_db`, for an Opmem its tests share), None in tests/conftest.py; a contract module imports the versions
below, which give a fresh PostgreSQL database. Two limits follow from collecting into one namespace: the source
modules of one contract module must not define fixtures of the same name, and at most one of them may use
`module_store_db` (their shared Opmems would share its database).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import FunctionType, ModuleType

import pytest
from postgres_server import drop_database, fresh_database


def collect(
    module: ModuleType, gaps: Mapping[str, str] = {}, *, own: frozenset[str] = frozenset()
) -> dict[str, object]:
    """The module's tests (gaps marked, and marked as the module marks its own: `pytestmark`) and its fixtures,
    except those named in `own` (the contract's versions)."""
    found: dict[str, object] = {}
    module_marks = getattr(module, "pytestmark", [])
    marks = module_marks if isinstance(module_marks, list) else [module_marks]
    for name, value in vars(module).items():
        if name in own:
            continue
        if hasattr(value, "_fixture_function_marker"):
            found[name] = value
        elif name.startswith("test_") and callable(value):
            test = _copy(value) if isinstance(value, FunctionType) else value
            for mark in [*marks, *([pytest.mark.xfail(reason=gaps[name], strict=True)] if name in gaps else [])]:
                test = mark(test)
            found[name] = test
    return found


def collect_all(*modules: ModuleType, without: Mapping[str, str] = {}) -> dict[str, object]:
    """`collect` of several modules into one contract module, but the tests named in `without` (name: why they
    stay on SQLite only). A fixture name two modules define (but the same `anyio_backend`) is an error, since
    only one of the fixtures would be collected."""
    found: dict[str, object] = {}
    for module in modules:
        for name, value in collect(module).items():
            if name in found and name != "anyio_backend" and hasattr(value, "_fixture_function_marker"):
                raise ValueError(f"{module.__name__} and another module of this contract both define {name!r}")
            found[name] = value
    missing = set(without) - set(found)
    if missing:
        raise ValueError(f"no such tests to leave out: {sorted(missing)}")
    return {name: value for name, value in found.items() if name not in without}


def _copy(test: FunctionType) -> FunctionType:
    """The test function again, so that the marks put on it here stay off the source module's own test."""
    copy = FunctionType(test.__code__, test.__globals__, test.__name__, test.__defaults__, test.__closure__)
    copy.__dict__.update({k: list(v) if k == "pytestmark" else v for k, v in vars(test).items()})
    copy.__kwdefaults__, copy.__qualname__ = test.__kwdefaults__, test.__qualname__
    copy.__annotations__, copy.__module__ = dict(test.__annotations__), test.__module__
    return copy


@pytest.fixture
def store_db(postgres_schema_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """A fresh database at opmem's schema for the test's own Opmem, and OPMEM_DB for the CLI the test invokes."""
    monkeypatch.setenv("OPMEM_DB", postgres_schema_url)
    return postgres_schema_url


@pytest.fixture(scope="module")
def module_store_db(postgres_server: str) -> Iterator[str]:
    """A fresh database at opmem's schema for the module's shared Opmem, dropped after the module."""
    url = fresh_database(postgres_server, schema=True)
    yield url
    drop_database(postgres_server, url)
