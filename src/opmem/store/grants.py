"""What a principal holds beyond its read grants, read inside `SQLiteStore.principal`: write grants, and tools.

Kept apart from `opmem.store.access` (tokens) so the store can read them without importing that module.
"""

from __future__ import annotations

import json

from opmem.store.db import Connection


def tools_key(agent_id: str) -> str:
    """The tenant setting that holds the tools an agent holds (a JSON list)."""
    return f"agent.tools:{agent_id}"


def write_grants(db: Connection, tenant: str, principal_id: str) -> frozenset[str]:
    rows = db.execute(
        "SELECT table_name FROM write_grants WHERE tenant_id = ? AND principal_id = ?", (tenant, principal_id)
    )
    return frozenset(row[0] for row in rows)


def held_tools(db: Connection, tenant: str, principal_id: str) -> frozenset[str] | None:
    """The tools of the agent whose service account `principal_id` is; None when no agent has that id.

    An agent that was deleted still counts: its service account keeps being held to its tools (fail closed).
    """
    agent = db.execute("SELECT 1 FROM agents WHERE tenant_id = ? AND id = ?", (tenant, principal_id)).fetchone()
    if agent is None:
        return None
    row = db.execute(
        "SELECT value FROM tenant_settings WHERE tenant_id = ? AND key = ?", (tenant, tools_key(principal_id))
    ).fetchone()
    return frozenset(json.loads(row[0])) if row else frozenset()
