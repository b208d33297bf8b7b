"""Memory texts' stored verdicts (test_first_sight_memory) on PostgreSQL: m019's column written by the worker and read
back by search, the digest and lists; an edit clears it."""

from __future__ import annotations

import pytest
import test_first_sight_memory
from pg_contract import collect, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect(test_first_sight_memory))
