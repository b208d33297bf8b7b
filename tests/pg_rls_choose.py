"""Choosing the tests of the surfaces' pass with row-level security on (tests/pg_rls.py says the rule).

1. Run the whole of the surfaces' contract modules with the wall up, with this file as a plugin: it records, for
   each test, the opmem functions on the stack of every statement opmem hands a pooled PostgreSQL connection, and
   each test's duration (one JSON file per xdist worker in DIR):

       OPMEM_RLS_ALL=1 OPMEM_RLS_PATHS=DIR pytest -p pg_rls_choose -n 2 -p no:randomly \
           tests/test_postgres_contract_rls_<group>.py ...

   (OPMEM_RLS_ALL=1 makes each of those modules keep every test of its contract module: tests/pg_rls.py, `again`.)

2. `python tests/pg_rls_choose.py DIR` prints, per contract module, the tests that reach every recorded function,
   chosen greedily by new functions per second.
"""

from __future__ import annotations

import json
import os
import sys
from collections import defaultdict
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

_PLUMBING = ("opmem/store/postgres.py", "opmem/store/db.py")
_current: dict[str, str | None] = {"test": None}
_paths: dict[str, set[str]] = defaultdict(set)
_seconds: dict[str, float] = defaultdict(float)


def pytest_configure(config: pytest.Config) -> None:
    from opmem.store.postgres import PostgresConnection

    real = PostgresConnection.execute

    def execute(self: PostgresConnection, sql: str, parameters: Any = (), /) -> Any:
        test, frame = _current["test"], sys._getframe(1)
        while test is not None and frame is not None:
            name = frame.f_code.co_filename
            if "/opmem/" in name and "/tests/" not in name and not name.endswith(_PLUMBING):
                _paths[test].add(f"{name.rpartition('/opmem/')[2]}:{frame.f_code.co_name}")
            frame = frame.f_back
        return real(self, sql, parameters)

    PostgresConnection.execute = execute  # type: ignore[method-assign]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    _current["test"] = item.nodeid.split("[")[0]  # a parametrized test is chosen whole
    yield
    _current["test"] = None


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _seconds[report.nodeid.split("[")[0]] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    where = Path(os.environ["OPMEM_RLS_PATHS"])
    where.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    found = {"paths": {t: sorted(p) for t, p in _paths.items()}, "seconds": dict(_seconds)}
    (where / f"{worker}.json").write_text(json.dumps(found))


def choose(where: Path) -> dict[str, list[str]]:
    paths: dict[str, set[str]] = defaultdict(set)
    seconds: dict[str, float] = defaultdict(float)
    for file in where.glob("*.json"):
        found = json.loads(file.read_text())
        for test, reached in found["paths"].items():
            paths[test].update(reached)
        for test, spent in found["seconds"].items():
            seconds[test] += spent
    left, chosen = set().union(*paths.values()), []
    while left:
        best = max(paths, key=lambda t: len(paths[t] & left) / (seconds[t] + 0.5))
        chosen.append(best)
        left -= paths[best]
    by_module: dict[str, list[str]] = defaultdict(list)
    for test in chosen:
        module, _, name = test.partition("::")
        by_module[module].append(name)
    return {module: sorted(names) for module, names in sorted(by_module.items())}


if __name__ == "__main__":
    print(json.dumps(choose(Path(sys.argv[1])), indent=1))
