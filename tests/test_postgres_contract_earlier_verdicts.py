"""Verdicts stored by an earlier guard (test_earlier_verdicts) on PostgreSQL: m018's and m019's columns written by the
worker, read back after the guard changed, and decided with this guard's rules without the detector."""

from __future__ import annotations

import pytest
import test_earlier_verdicts
from pg_contract import collect, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect(test_earlier_verdicts))
