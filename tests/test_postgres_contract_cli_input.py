"""test_cli_input on PostgreSQL: bad input on the command line, each test a real `opmem` subprocess whose store is
a fresh database (OPMEM_DB, inherited from `store_db`): exit 2, one line on stderr, and nothing stored in that
database."""

from __future__ import annotations

import pytest
import test_cli_input
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["on_postgres", "store_db"]


@pytest.fixture(autouse=True)
def on_postgres(store_db: str) -> str:
    """Every test's subprocesses on the test's own database (test_cli_input's tests take no database fixture)."""
    return store_db


#: Refused while the settings are read, before any store is opened.
WITHOUT = dict.fromkeys(
    ("test_a_bad_port_in_the_environment_is_one_line", "test_a_bad_timeout_in_the_environment_is_one_line"),
    "a setting refused before the store is opened",
)
globals().update(collect_all(test_cli_input, without=WITHOUT))
