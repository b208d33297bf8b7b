"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_memory_access.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_memory_access as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_principals_with_their_grants_capabilities_and_tools",
            "test_revoking_the_token_in_use_ends_the_session",
        ),
    )
)
