"""The isolation state machine (tests/test_isolation.py) with each example's store on a fresh PostgreSQL database.

Fewer examples than on SQLite (each starts a database and three tenants): the same rules, invariants and canary
checks, over every arm, read path and tenant, with the SQL translated for PostgreSQL.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
import test_isolation
from postgres_server import fresh_database

pytestmark = pytest.mark.postgres

EXAMPLES, STEPS = 6, 60


@pytest.fixture
def on_postgres(postgres_server: str, clamd_socket: str) -> Iterator[test_isolation.Counters]:
    machine = test_isolation.Isolation
    machine.clamd, machine.database = clamd_socket, staticmethod(lambda: fresh_database(postgres_server, schema=True))
    kept, counters = test_isolation.COUNTERS, test_isolation.Counters()
    test_isolation.COUNTERS = counters
    try:
        yield counters
    finally:
        machine.database, test_isolation.COUNTERS = None, kept


def databases(server: str) -> int:
    import psycopg

    with psycopg.connect(server) as admin:
        row = admin.execute(
            "SELECT count(*) FROM pg_database WHERE datname LIKE %s", (f"opmem_test_{os.getpid()}_%",)
        ).fetchone()
    return int(row[0]) if row else 0


def test_no_canary_leaks_on_postgresql(on_postgres: test_isolation.Counters, postgres_server: str) -> None:
    before = databases(postgres_server)
    test_isolation.run_machine(EXAMPLES, STEPS)
    print(f"isolation on PostgreSQL: {on_postgres.examples} examples, {on_postgres.steps} steps")
    assert on_postgres.leaks == []
    assert databases(postgres_server) - before >= on_postgres.examples  # each example had its own database
    assert on_postgres.examples >= EXAMPLES and on_postgres.steps >= EXAMPLES * STEPS // 2, on_postgres
