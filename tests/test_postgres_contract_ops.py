"""Operations on PostgreSQL (test_ops): health and readiness, metrics, request ids and logs of a served Opmem, the
operator's tenant list through the CLI, and a server stopped by SIGTERM losing no acknowledged write.

`store_db` gives each test a fresh PostgreSQL database and sets OPMEM_DB for the CLI and the server subprocess.
"""

from __future__ import annotations

import pytest
import test_ops
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

#: Run on SQLite only: most open no store of the test's.
WITHOUT = {
    "test_version_and_short_help": "no store",
    "test_readyz_passes_clamd_when_it_answers": "the clamd check, no store",
    "test_metrics_are_off_without_a_token": "a setting, decided before the store",
    "test_serve_names_the_tenant_and_issues_its_token": "the token file of the data directory",
    "test_readyz_is_503_while_the_index_is_behind": "writes its outbox entry into the SQLite file directly",
}
globals().update(collect_all(test_ops, without=WITHOUT))
