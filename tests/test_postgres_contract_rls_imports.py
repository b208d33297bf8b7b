"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_imports.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_imports as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_vector_from_another_model_is_not_reused",
            "test_each_document_is_read_once_and_each_batchs_vectors_in_one_range",
        ),
    )
)
