"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_memory_surfaces.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_memory_surfaces as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_agent_settings_round_trip_and_need_curate",
            "test_agents_and_integrations_are_listed_as_the_cli_lists_them",
            "test_correct_link_digest_and_instructions",
            "test_get_investigation_opens_its_memory",
            "test_get_memory_versions_reads_the_earlier_texts",
            "test_list_memories_pages_with_a_cursor",
            "test_record_search_get_link_through_the_tools",
        ),
    )
)
