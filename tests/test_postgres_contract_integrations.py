"""The console's integration pages (test_web_integrations) and agent memory's digest (test_memory_digest),
on PostgreSQL.

Each source module's own Opmem or Kit takes its database from `store_db`, here a fresh PostgreSQL database
(tests/pg_contract.py); each source module here defines a different fixture name (`env`, `kit`).
"""

from __future__ import annotations

import pytest
import test_cli_memory
import test_memory_digest
import test_web_integrations
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect_all(test_cli_memory, test_memory_digest, test_web_integrations))
