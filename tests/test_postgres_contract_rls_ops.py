"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_ops.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_ops as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_every_answer_carries_a_request_id",
            "test_healthz_and_readyz_name_their_checks",  # found the probe's unscoped check (the rule's test reaches
            # the probe but does not assert the store's check)
            "test_metrics_need_their_token_and_count_recalls",
            "test_readyz_needs_clamd_only_when_attachments_are_on",
            "test_tenants_are_visible_to_the_operator",
        ),
    )
)
