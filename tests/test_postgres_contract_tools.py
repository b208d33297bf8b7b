"""The trust boundaries of tools and dispatch on PostgreSQL: an agent calls only the tools it holds
(test_tools_enforced), dispatch reads only what the agent may (test_dispatch_access), hostile text is withheld on
every surface (test_shown), and an investigation opens only for who may read its record (test_investigation_open).

Each source module's own Opmem takes its database from `store_db` / `module_store_db`, here a fresh PostgreSQL
database (tests/pg_contract.py); the grouping keeps fixture names apart and one module-shared Opmem per module.
"""

from __future__ import annotations

import pytest
import test_dispatch_access
import test_investigation_open
import test_shown
import test_tools_enforced
from pg_contract import collect_all, module_store_db, store_db

pytestmark = pytest.mark.postgres

__all__ = ["module_store_db", "store_db"]  # the fixtures that put each test's store on PostgreSQL

#: Tests that touch no store run on SQLite only.
WITHOUT = dict.fromkeys(
    (
        "test_refusals_are_counted_through_the_hook",
        "test_a_forged_role_line_under_a_section_label_is_found",
        "test_passages_are_judged_by_whole_paragraphs",
    ),
    "the guard's text checks, no store",
)
globals().update(
    collect_all(test_tools_enforced, test_dispatch_access, test_shown, test_investigation_open, without=WITHOUT)
)
