"""Memory search under record grants (test_memory_search_grants), the HTTP API (test_api) and
dispatch's case file and index (test_dispatch), on PostgreSQL.

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_api
import test_dispatch
import test_memory_search_grants
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

globals().update(collect_all(test_memory_search_grants, test_api, test_dispatch))
