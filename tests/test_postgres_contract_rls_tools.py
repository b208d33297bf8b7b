"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_tools.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_tools as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_a_curators_attachment_pass_stays_in_its_tenant",
            "test_mcp_recall_read_and_dispatch_show_no_hostile_text",
            "test_the_cli_opens_it_by_both_names",
            "test_the_index_withholds_a_file_preview_that_recall_and_browse_withhold",
            "test_the_matching_http_route_is_refused_too",
        ),
    )
)
