"""Review: the console's review pages (test_web_review) and agent memory's review queue (test_memory_review),
on PostgreSQL.

Each source module's own Opmem or Kit takes its database from `store_db`, here a fresh PostgreSQL database
(tests/pg_contract.py); each source module here defines a different fixture name (`env`, `kit`).
"""

from __future__ import annotations

import pytest
import test_cli_review
import test_memory_review
import test_web_review
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

#: Run on SQLite only: it reads the SQLite file for the text (the database's own residue is
#: tests/test_postgres_residue.py).
WITHOUT = {"test_a_deleted_memory_leaves_no_text_in_the_database_file": "reads the SQLite database file"}
globals().update(collect_all(test_cli_review, test_memory_review, test_web_review, without=WITHOUT))
