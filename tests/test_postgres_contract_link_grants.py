"""Memory links under record grants (test_memory_link_grants), record links and their templates
(test_links) and findings distilled from finished runs (test_findings), on PostgreSQL.

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_findings
import test_links
import test_memory_link_grants
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

#: Tests that touch no store run on SQLite only.
WITHOUT = {"test_a_bad_link_template_is_refused_with_what_to_send": "the template's check, no store"}
globals().update(collect_all(test_memory_link_grants, test_links, test_findings, without=WITHOUT))
