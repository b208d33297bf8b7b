"""Row-level security on, as the plain application role, for test_shown_records' tests on PostgreSQL
(tests/test_postgres_contract_shown_records.py): the stored verdicts read in the tenant's scope, and the worker's
catch-up across tenants (`refresh_record_verdicts`, a `cross_tenant` path)."""

from __future__ import annotations

import test_postgres_contract_shown_records as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_the_worker_stores_a_records_verdicts_and_the_detector_then_withholds",
            "test_the_worker_judges_every_tenant_a_budget_at_a_time",
        ),
    )
)
