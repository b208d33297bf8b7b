"""Integers out of SQLite's and PostgreSQL's 64-bit range refused by name over HTTP, MCP and the core
(test_input_limits) with the store on PostgreSQL, where a bigint out of range is an error of its own.

`store_db` gives each test a fresh PostgreSQL database (tests/pg_contract.py).
"""

from __future__ import annotations

import pytest
import test_input_limits
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

#: Run on SQLite only: the HTTP layer and the OpenAPI document decide them before any store is read.
WITHOUT = {
    "test_openapi_documents_the_limits": "the OpenAPI document",
    "test_every_integer_parameter_is_bounded_in_openapi": "the OpenAPI document",
    "test_a_body_over_the_limit_gets_413_whether_declared_or_streamed": "the body limit, before the store",
    "test_a_declared_oversized_body_is_refused_before_it_is_sent": "the body limit, before the store",
}
globals().update(collect_all(test_input_limits, without=WITHOUT))
