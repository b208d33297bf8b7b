"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_agents.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_agents as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_change_that_leaves_out_the_store_keeps_it",
            "test_a_stale_patch_is_409_and_changes_nothing",
            "test_an_agent_is_given_the_tenants_existing_store_in_the_same_command",
            "test_delete_marks_the_agent_and_lists_still_show_it",
            "test_every_list_prints_json",
            "test_none_puts_a_setting_back_to_the_default_and_clears_the_store",
            "test_tools_are_set_here",
        ),
    )
)
