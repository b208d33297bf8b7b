"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_integrations.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_integrations as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_create_an_index_and_an_integration_then_test_them",
            "test_semantic_needs_reembed_then_finds_it",
        ),
    )
)
