"""Row-level security on, as the plain application role, for test_shown_verdicts' tests on PostgreSQL
(tests/test_postgres_contract_shown_verdicts.py): the stored verdicts read and written in the tenant's scope, and the
worker's catch-up across tenants (`refresh_file_verdicts`, a `cross_tenant` path)."""

from __future__ import annotations

import test_postgres_contract_shown_verdicts as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_stored_refusal_decides_and_the_guard_is_not_run",
            "test_the_worker_stores_the_verdicts_files_lack",
        ),
    )
)
