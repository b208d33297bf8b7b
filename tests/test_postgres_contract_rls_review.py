"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_review.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_review as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_delete_removes_memory_and_links_and_the_investigation_can_record_again",
            "test_delete_removes_the_memory_and_keeps_the_investigations",
            "test_mark_wrong_with_a_note_then_clear_the_verdict",
            "test_the_seed_names_are_aliases_with_the_same_flags",
            "test_versions_lists_the_earlier_texts_newest_first",
        ),
    )
)
