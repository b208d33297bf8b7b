"""Agent memory's surfaces on PostgreSQL: its MCP tools over a real HTTP session (test_mcp_memory) and its HTTP API
(test_api_memory).

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_api_memory
import test_mcp_memory
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

globals().update(collect_all(test_mcp_memory, test_api_memory))
