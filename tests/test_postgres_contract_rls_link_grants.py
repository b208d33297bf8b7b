"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_link_grants.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_link_grants as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_persons_edit_rewrites_the_finding",
            "test_a_run_finished_while_its_memory_was_embedded_takes_no_memory",
            "test_an_abandoned_run_with_a_memory_leaves_its_finding",
            "test_console_overview_counts_only_memories_the_reviewer_may_read",
            "test_deleting_the_memory_removes_its_finding",
            "test_http_memory_and_investigation_leave_out_unreadable_recurrences",
            "test_link_templates_are_set_on_the_command_line_and_version_checked",
            "test_mcp_dispatch_digest_holds_only_what_the_agent_may_read",
            "test_reviewing_an_unreadable_memory_answers_as_a_missing_one",
            "test_tag_values_count_only_readable_memories",
        ),
    )
)
