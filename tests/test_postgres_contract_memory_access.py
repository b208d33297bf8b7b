"""Who may read agent memory and the console on PostgreSQL: a memory hidden with its record
(test_memory_access), the console's access page through the real HTTP app (test_web_access), and a failing
permission check passing nothing (test_permission_faults).

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_memory_access
import test_permission_faults
import test_web_access
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

#: Run on SQLite only: bench/permission_faults.py builds its own Opmem on a data directory.
WITHOUT = {"test_the_fault_run_passes_nothing_on_any_path": "bench/permission_faults.py's own SQLite store"}
globals().update(collect_all(test_memory_access, test_web_access, test_permission_faults, without=WITHOUT))
