"""First sight (test_first_sight) on PostgreSQL: recall's titles and snippets judged live before the worker has
judged a record, the budget, and the worker's catch-up of documents and memories in turn, newest first."""

from __future__ import annotations

import pytest
import test_first_sight
from pg_contract import collect, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect(test_first_sight))
