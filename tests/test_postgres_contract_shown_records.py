"""A record's stored verdicts (test_shown_records) on PostgreSQL: m018's column, written by the worker's catch-up
and read back when recall shows a title or snippet."""

from __future__ import annotations

import pytest
import test_shown_records
from pg_contract import collect, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect(test_shown_records))
