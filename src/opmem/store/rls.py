"""Row-level security on PostgreSQL (`OPMEM_DB_RLS=on`): a second wall behind every statement's tenant filter.

Every table with a `tenant_id` column gets the policy `opmem_tenant`: a row is seen, updated, deleted or written
only when its `tenant_id` is the transaction's `opmem.tenant` (set by `opmem.store.postgres` from the tenant in
scope, `opmem.store.tenant_scope`), or when `opmem.tenant` is `*`, the explicit cross-tenant bypass. The tables
are FORCE ROW LEVEL SECURITY, so the policies bind opmem's own role, which owns them (it runs the migrations):
no second role to create or grant. PostgreSQL exempts superusers and BYPASSRLS roles from every policy, so opmem
refuses to start with row-level security on as either.

Turning it on is per database: the first server started with `OPMEM_DB_RLS=on` creates the policies (again on
every start, after the migrations, so new tables get theirs). A server started without it on a database that has
them is refused: its statements would set no tenant and see nothing. To turn it off, stop the servers and run
`ALTER TABLE … NO FORCE ROW LEVEL SECURITY, DISABLE ROW LEVEL SECURITY` on the tables (docs/postgres.md).
"""

from __future__ import annotations

from opmem.errors import InvalidInput, SchemaMismatch
from opmem.store.db import Dialect, Engine
from opmem.store.schema import MIGRATION_LOCK
from opmem.store.tenant_scope import ALL, all_tenants

POLICY = "opmem_tenant"
_ADMITS = "tenant_id = current_setting('opmem.tenant', true) OR current_setting('opmem.tenant', true) = '" + ALL + "'"


def configure(engine: Engine, *, on: bool) -> None:
    """At start: with `on`, create the policies; without, refuse a database that has them."""
    if engine.dialect is not Dialect.POSTGRES:
        if on:
            raise InvalidInput("OPMEM_DB_RLS=on is for a store on PostgreSQL (OPMEM_DB=postgresql://…); unset it.")
        return
    if on:
        enable(engine)
    else:
        with all_tenants():
            refuse_if_protected(engine)


def tenant_tables(engine: Engine) -> list[str]:
    """The tables of opmem's schema that carry a tenant column."""
    rows = engine.connection.execute(
        "SELECT c.relname FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' "
        "WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' ORDER BY c.relname"
    )
    return [str(r[0]) for r in rows]


def enable(engine: Engine) -> list[str]:
    """Create (or renew) the tenant policy on every tenant table and force it; returns the tables."""
    with all_tenants():
        _refuse_privileged(engine)
        with engine.transaction() as db:
            db.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
            tables = tenant_tables(engine)
            for table in tables:
                db.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
                db.execute(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")
                db.execute(f"DROP POLICY IF EXISTS {POLICY} ON {table}")
                db.execute(f"CREATE POLICY {POLICY} ON {table} USING ({_ADMITS}) WITH CHECK ({_ADMITS})")
        return tables


def protected(engine: Engine) -> list[str]:
    """The tables that have row-level security on."""
    rows = engine.connection.execute(
        "SELECT relname FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relrowsecurity "
        "ORDER BY relname"
    )
    return [str(r[0]) for r in rows]


def refuse_if_protected(engine: Engine) -> None:
    """A server without OPMEM_DB_RLS on a database whose tables have it would see nothing: refuse to start."""
    found = protected(engine)
    if found:
        raise SchemaMismatch(
            f"This database has row-level security on ({len(found)} tables, e.g. {found[0]}): start every server "
            "on it with OPMEM_DB_RLS=on, or turn it off first (docs/postgres.md, 'Row-level security')."
        )


def _refuse_privileged(engine: Engine) -> None:
    row = engine.connection.execute(
        "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user"
    ).fetchone()
    if row is not None and (row[0] or row[1]):
        raise SchemaMismatch(
            "OPMEM_DB_RLS=on, but the database role opmem connects as is a superuser or has BYPASSRLS, which no "
            "policy binds: connect as a role without them (it owns opmem's tables; see docs/postgres.md)."
        )
