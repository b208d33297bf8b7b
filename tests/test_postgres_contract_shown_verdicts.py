"""A file's stored verdicts (test_shown_verdicts) on PostgreSQL: m017's columns, written with the parts when the
file is processed and read back when it is shown."""

from __future__ import annotations

import pytest
import test_shown_verdicts
from pg_contract import collect, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect(test_shown_verdicts))
