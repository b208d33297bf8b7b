"""The MCP server over HTTP and stdio (test_mcp), documents and attachments over HTTP and MCP
(test_documents_api), finishing runs over HTTP, MCP, the CLI and the worker (test_runs_finish), and deletion
completeness (test_deletion: every read path, and the index files in the data directory; what the database itself
keeps is tests/test_postgres_residue.py), on PostgreSQL.

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_deletion
import test_documents_api
import test_mcp
import test_runs_finish
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

#: Tests that touch no store run on SQLite only.
WITHOUT = {"test_the_run_timeout_is_a_setting_with_a_default_of_a_day": "settings only, no store"}
globals().update(collect_all(test_mcp, test_documents_api, test_runs_finish, test_deletion, without=WITHOUT))
