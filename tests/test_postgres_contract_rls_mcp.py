"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_mcp.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_mcp as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_run_finished_over_http_shows_its_line_and_takes_no_more_memory",
            "test_attaching_or_deleting_a_file_needs_the_write_grant",
            "test_cli_dispatch_then_finish_then_shown",
            "test_delete_attachment_over_http",
            "test_delete_over_http_removes_the_mcp_result",
            "test_finish_run_over_a_real_mcp_session",
            "test_read_and_ask_tools_over_a_real_mcp_session",
            "test_the_tenant_setting_needs_curate_memory",
        ),
    )
)
