"""Row-level security on, as the plain application role, for the tests of
test_postgres_contract_pursuit_grants.py chosen by the rule of tests/pg_rls.py: each Opmem and CLI
on a database of that role with OPMEM_DB_RLS=on."""

from __future__ import annotations

import test_postgres_contract_pursuit_grants as plain
from pg_rls import again

globals().update(
    again(
        plain,
        (
            "test_agents_propose_skills_and_cannot_curate_over_mcp",
            "test_browse_curate_and_audit_from_the_command_line",
            "test_browse_over_http_follows_capability_and_grants",
            "test_cli_runs_shown_and_usage",
            "test_curating_over_http",
            "test_http_answers_the_404_of_a_missing_pursuit",
            "test_mcp_answers_the_error_of_a_missing_pursuit",
            "test_proposing_a_skill_over_http",
            "test_the_agent_that_may_read_the_record_still_works_on_it",
            "test_the_json_carries_no_body_record_id_or_link",
            "test_usage_over_http",
        ),
    )
)
