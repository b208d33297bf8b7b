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

#: Left out of this pass (they run on SQLite): test_api's request checks, 36 variants that the HTTP layer decides
#: before the store is read (80 s at load, a sixth of these modules' time on PostgreSQL). A missing or unknown token
#: on PostgreSQL is test_mcp's 401 (tests/test_postgres_contract_mcp.py), revoked and expired ones test_tokens'.
WITHOUT = dict.fromkeys(
    (
        "test_bad_requests_are_400_with_a_message_and_change_nothing",
        "test_missing_or_unknown_token_is_401_and_changes_nothing",
    ),
    "decided by the HTTP layer before the store is read",
)
globals().update(collect_all(test_memory_search_grants, test_api, test_dispatch, without=WITHOUT))
