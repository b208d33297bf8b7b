"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_dispatch.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_dispatch as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_document_opens_in_parts_and_a_record_with_its_runs",
            "test_a_new_user_creates_an_agent_and_dispatches_from_the_command_line",
            "test_a_prompts_error_carries_opmems_message",
            "test_cli_dispatch_pursuit_and_agent_tools",
            "test_dispatch_over_http_returns_the_bundle_in_one_call",
            "test_dispatch_over_mcp_tool_and_prompt",
            "test_documents_are_a_resource_read_as_the_read_tool_reads",
        ),
    )
)
