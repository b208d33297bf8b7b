"""The schema's state and the migration runner: which migrations are applied, pending or unknown, and applying.

Migrations (`opmem.store.migrations`) are named functions applied in order, each in its own transaction, recorded
by name in the `migrations` table. `migrate` applies the pending ones: `opmem migrate` does, and so does every
start while OPMEM_AUTO_MIGRATE is on (the default). With it off, a start on an older schema is refused by
`require_current` with a message naming `opmem migrate`, so that on a database shared by many servers one operator
migrates, once, when they choose. A schema newer than the code (a migration this version does not know, applied by
a later opmem) is always refused: this version would misread it.
"""

from __future__ import annotations

from dataclasses import dataclass

from opmem.errors import SchemaMismatch
from opmem.store import migrations
from opmem.store.db import Connection, Dialect, Engine

#: The key of the PostgreSQL advisory lock that migrations hold: servers starting at once migrate one at a time.
MIGRATION_LOCK = 0x6F706D656D  # "opmem"


@dataclass(frozen=True)
class SchemaStatus:
    """Migration names: `applied` and `pending` in the code's order, `unknown` (in the database only) sorted."""

    applied: tuple[str, ...]
    pending: tuple[str, ...]
    unknown: tuple[str, ...]

    @property
    def current(self) -> bool:
        return not self.pending and not self.unknown


def known() -> tuple[str, ...]:
    """This version's migrations, in the order they apply."""
    return tuple(m.__name__ for m in migrations.MIGRATIONS)


def status(engine: Engine) -> SchemaStatus:
    """What the database has applied, against what this version of opmem knows. Changes nothing."""
    recorded = _recorded(engine)
    names = known()
    return SchemaStatus(
        applied=tuple(n for n in names if n in recorded),
        pending=tuple(n for n in names if n not in recorded),
        unknown=tuple(sorted(recorded.difference(names))),
    )


def migrate(engine: Engine) -> tuple[str, ...]:
    """Apply the pending migrations, each in its own transaction; returns the names applied here.

    On PostgreSQL each transaction holds an advisory lock and checks again under it, so servers that start at
    once on one database apply each migration once. A database with unknown migrations is refused, unchanged.
    """
    _refuse_newer(status(engine))
    with engine.transaction() as db:
        _lock(engine, db)
        db.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY)")
    done = set(status(engine).applied)
    applied: list[str] = []
    for migration in migrations.MIGRATIONS:
        if migration.__name__ in done:
            continue
        with engine.transaction() as db:
            _lock(engine, db)
            if db.execute("SELECT 1 FROM migrations WHERE name = ?", (migration.__name__,)).fetchone():
                continue  # another server applied it meanwhile
            migration(db)
            db.execute("INSERT INTO migrations (name) VALUES (?)", (migration.__name__,))
        applied.append(migration.__name__)
    return tuple(applied)


def require_current(engine: Engine) -> None:
    """Refuse a schema older or newer than this version of opmem, changing nothing (OPMEM_AUTO_MIGRATE=off)."""
    found = status(engine)
    _refuse_newer(found)
    if found.pending:
        state = "has no opmem schema yet" if not found.applied else "has a schema older than this opmem"
        raise SchemaMismatch(
            f"The database {state}: {len(found.pending)} migration(s) pending ({', '.join(found.pending)}) and "
            "OPMEM_AUTO_MIGRATE is off. Run `opmem migrate` against the same database (OPMEM_DB or --data-dir), "
            "then start again; `opmem migrate --status` lists them."
        )


def _refuse_newer(found: SchemaStatus) -> None:
    if found.unknown:
        raise SchemaMismatch(
            f"The database's schema is newer than this opmem: it has migration(s) this version does not know "
            f"({', '.join(found.unknown)}), applied by a later version. Run that version of opmem (or a newer "
            "one) on it; this one refuses rather than misread it."
        )


def _recorded(engine: Engine) -> set[str]:
    db = engine.connection
    if engine.dialect is Dialect.POSTGRES:
        exists = "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'migrations'"
    else:
        exists = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"
    if db.execute(exists).fetchone() is None:
        return set()
    return {row[0] for row in db.execute("SELECT name FROM migrations")}


def _lock(engine: Engine, db: Connection) -> None:
    """On PostgreSQL: migrate one server at a time, over every tenant's rows (row-level security's bypass, '*')."""
    if engine.dialect is Dialect.POSTGRES:
        db.execute("SELECT pg_advisory_xact_lock(?), set_config('opmem.tenant', '*', true)", (MIGRATION_LOCK,))
