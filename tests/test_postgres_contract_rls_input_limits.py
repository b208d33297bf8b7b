"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_input_limits.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_input_limits as plain
from pg_rls import again

#: None chosen: every opmem function these tests reach on the way to a statement, another chosen test reaches too.
#: Kept so that OPMEM_RLS_ALL=1 (tests/pg_rls_choose.py) runs them with the wall up.
globals().update(again(plain, ()))
