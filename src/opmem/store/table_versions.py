"""Source tables' settings, versioned: `opmem table set --expected-version N` changes them only if still at N."""

from __future__ import annotations

import json

from opmem.errors import NotFound
from opmem.links import check_template
from opmem.store.db import Connection
from opmem.store.sqlite import LINK_KEY_PREFIX, SQLiteStore
from opmem.types import TableConfig
from opmem.versions import StaleVersion


def table_versions(store: SQLiteStore, tenant: str) -> dict[str, int]:
    rows = store.db.execute("SELECT name, version FROM source_tables WHERE tenant_id = ?", (tenant,))
    return {row[0]: int(row[1]) for row in rows}


def put_table(store: SQLiteStore, tenant: str, table: TableConfig, *, expected_version: int | None) -> int:
    """Create or change a table's settings; with `expected_version`, a compare-and-set. Returns its version now."""
    if table.link_template is not None:
        check_template(table.link_template)
    states, indexed = json.dumps(sorted(table.terminal_states)), int(table.indexed)
    with store.transaction(tenant) as db:
        if expected_version is None:
            db.execute(
                "INSERT INTO source_tables (tenant_id, name, terminal_states, indexed) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (tenant_id, name) DO UPDATE SET terminal_states = excluded.terminal_states, "
                "indexed = excluded.indexed, version = source_tables.version + 1",
                (tenant, table.name, states, indexed),
            )
        elif not db.execute(
            "UPDATE source_tables SET terminal_states = ?, indexed = ?, version = version + 1 "
            "WHERE tenant_id = ? AND name = ? AND version = ?",
            (states, indexed, tenant, table.name, expected_version),
        ).rowcount:
            row = db.execute(
                "SELECT version FROM source_tables WHERE tenant_id = ? AND name = ?", (tenant, table.name)
            ).fetchone()
            if row is None:
                raise NotFound(f"No table {table.name!r} to change; create it without --expected-version.")
            what = f"Table {table.name!r}"
            raise StaleVersion(what, expected_version=expected_version, current_version=int(row[0]))
        _put_link_template(db, tenant, table)  # in the same transaction: versioned with the rest
        found = db.execute(
            "SELECT version FROM source_tables WHERE tenant_id = ? AND name = ?", (tenant, table.name)
        ).fetchone()
    return int(found[0])


def link_key(table: str) -> str:
    """The `tenant_settings` key of a table's link template."""
    return LINK_KEY_PREFIX + table


def _put_link_template(db: Connection, tenant: str, table: TableConfig) -> None:
    if table.link_template:
        db.execute(
            "INSERT INTO tenant_settings (tenant_id, key, value) VALUES (?, ?, ?) "
            "ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value",
            (tenant, link_key(table.name), table.link_template),
        )
    else:
        db.execute("DELETE FROM tenant_settings WHERE tenant_id = ? AND key = ?", (tenant, link_key(table.name)))
