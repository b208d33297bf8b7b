"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_search_grants.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_search_grants as plain
from pg_rls import again

globals().update(
    again(
        plain,
        ("test_the_consoles_list_and_search_leave_them_out",),
    )
)
