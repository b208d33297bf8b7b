"""Row-level security on, as the plain application role, for first sight on PostgreSQL
(tests/test_postgres_contract_first_sight.py): recall's first sight in the tenant's scope, and the worker's catch-up
of documents and memories across tenants (`refresh_record_verdicts`, a `cross_tenant` path)."""

from __future__ import annotations

import test_postgres_contract_first_sight as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_an_attack_filed_as_a_new_record_is_withheld_before_the_worker_runs",
            "test_a_record_the_worker_judged_is_decided_by_its_stored_verdicts",
            "test_the_worker_judges_a_document_and_a_memory_in_turn",
        ),
    )
)
