"""What a principal holds beyond its read grants, read inside `SQLiteStore.principal`: write grants, and tools.

Kept apart from `opmem.store.access` (tokens) so the store can read them without importing that module.
"""

from __future__ import annotations

import json

from opmem.store.db import Connection
from opmem.types import Principal

#: A principal with its read grants, write grants and (for an agent's service account) its tools, in one
#: statement: every authenticated request reads it, and on PostgreSQL each statement is a round trip (four were
#: 4 of a recall's 14). Rows are tagged: `p` the principal, `g` a read grant, `w` a write grant, `a` the agent
#: (its tools' setting, NULL when it has none).
_PRINCIPAL = (
    "SELECT 'p', name, capabilities FROM principals WHERE tenant_id = ? AND id = ? "
    "UNION ALL SELECT 'g', table_name, NULL FROM grants WHERE tenant_id = ? AND principal_id = ? "
    "UNION ALL SELECT 'w', table_name, NULL FROM write_grants WHERE tenant_id = ? AND principal_id = ? "
    "UNION ALL SELECT 'a', s.value, NULL FROM agents a LEFT JOIN tenant_settings s "
    "ON s.tenant_id = a.tenant_id AND s.key = ? WHERE a.tenant_id = ? AND a.id = ?"
)


def read_principal(db: Connection, tenant: str, principal_id: str) -> Principal | None:
    """The principal with everything it holds (see `_PRINCIPAL`), or None when the tenant has no such principal."""
    key = (tenant, principal_id)
    rows = db.execute(_PRINCIPAL, (*key, *key, *key, tools_key(principal_id), *key)).fetchall()
    found = [row for row in rows if row[0] == "p"]
    if not found:
        return None
    agent = [row[1] for row in rows if row[0] == "a"]
    return Principal(
        tenant=tenant,
        id=principal_id,
        name=found[0][1],
        grants=frozenset(row[1] for row in rows if row[0] == "g"),
        capabilities=frozenset(json.loads(found[0][2])),
        writes=frozenset(row[1] for row in rows if row[0] == "w"),
        tools=(frozenset(json.loads(agent[0])) if agent[0] else frozenset()) if agent else None,
    )


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
