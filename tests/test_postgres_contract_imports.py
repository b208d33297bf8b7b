"""Importing on PostgreSQL: a reimport embeds only what changed (test_reimport), a reindex reads each document once
and each batch's vectors in one range (test_reindex), and import_rows embeds in batches (test_import_batches).

Each source module's own Opmem takes its database from `store_db` (the conftest `opmem` too), here a fresh
PostgreSQL database (tests/pg_contract.py).
"""

from __future__ import annotations

import pytest
import test_import_batches
import test_reimport
import test_reindex
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

#: Run on SQLite only.
WITHOUT = {
    "test_the_chunk_size_does_not_change_what_is_stored": "compares two stores side by side (one database each)",
}
globals().update(collect_all(test_reimport, test_reindex, test_import_batches, without=WITHOUT))
