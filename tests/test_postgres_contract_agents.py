"""Agents: the console's agent pages through the real HTTP app (test_web_agents) and agent memory's agents,
settings and vector indexes (test_memory_agents), agent settings patched in the core, over HTTP and the CLI
(test_agent_patch), on PostgreSQL.

Each source module's own Opmem or Kit takes its database from `store_db`, here a fresh PostgreSQL database
(tests/pg_contract.py); each source module here defines a different fixture name (`env`, `kit`).
"""

from __future__ import annotations

import pytest
import test_agent_patch
import test_cli_agents
import test_memory_agents
import test_web_agents
from pg_contract import collect_all, store_db

pytestmark = pytest.mark.postgres

__all__ = ["store_db"]  # the fixture that puts each test's store on PostgreSQL

globals().update(collect_all(test_agent_patch, test_cli_agents, test_memory_agents, test_web_agents))
