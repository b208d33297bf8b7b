"""Dispatch over HTTP, MCP and the CLI (test_dispatch_api), the MCP tools' contract (test_mcp_contract) and the
console's pages through the real HTTP app (test_web), on PostgreSQL.

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_dispatch_api
import test_mcp_contract
import test_web
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

globals().update(collect_all(test_dispatch_api, test_mcp_contract, test_web))
