"""`opmem migrate`: the schema's migrations, listed (`--status`) or applied, on SQLite or PostgreSQL (--db).

Nothing here needs the core: the store's engine and its migration runner (`opmem.store.schema`) are enough, and
they are imported when the command runs, so `opmem --help` stays lean.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit, urlunsplit

import click

from opmem.errors import InvalidInput, OpmemError
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx

if TYPE_CHECKING:
    from opmem.store.db import Engine
    from opmem.store.schema import SchemaStatus

DB_OPTION = click.option(
    "--db",
    default=None,
    metavar="URL",
    help="The store on PostgreSQL (postgresql://user:password@host/db; default $OPMEM_DB, else SQLite in the "
    "data directory).",
)


def shown_url(url: str) -> str:
    """A database URL without its password, to print."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username or ''}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


@click.command("migrate")
@click.option("--status", "only_status", is_flag=True, help="List applied and pending migrations; change nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print {database, applied, pending, unknown} as JSON.")
@DB_OPTION
@pass_ctx
def migrate(c: Context, only_status: bool, as_json: bool, db: str | None) -> None:
    """Apply the schema's pending migrations (each in its own transaction), or list them with --status.

    Servers apply pending migrations when they start unless OPMEM_AUTO_MIGRATE is off; with it off (a database
    shared by many servers), run this once after upgrading opmem, then restart the servers.
    """
    from opmem.store import schema

    if db:
        c.override(db=db)
    where, engine = _open(c, create=not only_status)
    try:
        applied: tuple[str, ...] = ()
        built: list[str] = []
        if not only_status and engine is not None:
            applied = schema.migrate(engine)
            built = _vector_indexes(c, engine)
        found = schema.status(engine) if engine is not None else schema.SchemaStatus((), schema.known(), ())
    finally:
        if engine is not None:
            engine.close()
    if as_json:
        data = {"database": where, "applied": found.applied, "pending": found.pending, "unknown": found.unknown}
        click.echo(
            json.dumps({**data, "applied_now": applied, "vector_indexes_built": built} if not only_status else data)
        )
        return
    click.echo(_report(where, found, applied, only_status))
    if built:
        click.echo(f"HNSW indexes built (without blocking writes): {len(built)}")


def _vector_indexes(c: Context, engine: Engine) -> list[str]:
    """On PostgreSQL, the per-tenant HNSW indexes the stored vectors lack (m016 leaves them to this and to the
    servers' workers), built now so the servers start with them."""
    from opmem.store.db import Dialect

    if engine.dialect is not Dialect.POSTGRES:
        return []
    from opmem.store.pg_hnsw import build_missing
    from opmem.store.postgres import PostgresEngine

    assert isinstance(engine, PostgresEngine)
    return build_missing(engine, c.settings.pg_hnsw)


def _open(c: Context, *, create: bool) -> tuple[str, Engine | None]:
    """The database to migrate, and its engine (None: a SQLite data directory that does not exist yet)."""
    from opmem.store.db import SQLiteEngine, open_engine

    if c.settings.db:
        return shown_url(c.settings.db), open_engine(c.settings.db)
    root = c.settings.data_dir
    path = root / "opmem.sqlite3"
    if not path.exists() and not create:
        return str(path), None
    checks.data_dir(root)
    from opmem.store.private import open_private

    open_private(root)
    return str(path), SQLiteEngine(path)


def _report(where: str, found: SchemaStatus, applied: tuple[str, ...], only_status: bool) -> str:
    lines = [f"database: {where}"]
    lines += [f"  {'applied now' if n in applied else 'applied':<12}{n}" for n in found.applied]
    lines += [f"  {'pending':<12}{n}" for n in found.pending]
    lines += [f"  {'unknown':<12}{n} (applied by a newer opmem)" for n in found.unknown]
    if found.unknown:
        lines.append("The schema is newer than this opmem: run the version that applied the unknown migrations.")
    elif found.pending:
        lines.append(f"{len(found.pending)} pending: run `opmem migrate` to apply them.")
    elif applied or not only_status:
        lines.append(f"up to date: {len(found.applied)} migrations, {len(applied)} applied now.")
    else:
        lines.append(f"up to date: {len(found.applied)} migrations.")
    return "\n".join(lines)


@click.command("migrate-data")
@click.option(
    "--from", "source", required=True, metavar="URL", help="What to move: sqlite:///DATA_DIR or postgresql://…"
)
@click.option("--to", "target", required=True, metavar="URL", help="Where to: postgresql://… or sqlite:///NEW_DIR.")
@click.option("--replace", is_flag=True, help="Delete what the target already holds first (else it is refused).")
@click.option(
    "--index-dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Moving to PostgreSQL: rebuild a server's indexes from the target into this data directory.",
)
@click.option("--json", "as_json", is_flag=True, help="Print {committed, tables: [{table, rows, checksums}]} as JSON.")
@pass_ctx
def migrate_data(c: Context, source: str, target: str, replace: bool, index_dir: Path | None, as_json: bool) -> None:
    """Move a deployment between a SQLite data directory and PostgreSQL (either way): every table, in one
    transaction.

    Stop the source's servers first. The target must be empty (or --replace). At the end each table's row count
    and content checksum are compared on both sides; any difference rolls the move back and exits non-zero. Moving
    to SQLite rebuilds that data directory's indexes; moving to PostgreSQL rebuilds --index-dir's, if given.
    """
    from opmem.store.db import is_postgres_url
    from opmem.store.move import move, sqlite_dir

    if index_dir is not None and not is_postgres_url(target):
        raise InvalidInput("--index-dir is for a move to PostgreSQL: a SQLite target's own indexes are rebuilt.")
    if index_dir is not None and not is_postgres_url(source) and index_dir.resolve() == sqlite_dir(source).resolve():
        raise InvalidInput("--index-dir must not be the source's data directory: its indexes follow the source.")
    report = move(source, target, replace=replace, progress=lambda t: click.echo(f"copied {t.table}", err=True))
    if as_json:
        click.echo(json.dumps({"committed": report.committed, "tables": [asdict(t) for t in report.tables]}))
    else:
        click.echo(f"{'table':<24}{'source rows':>12}{'target rows':>12}  checksum (sha-256 sum)")
        for t in report.tables:
            same = "ok" if t.equal else f"MISMATCH: target {t.target_sum[:16]}"
            click.echo(f"{t.table:<24}{t.source_rows:>12}{t.target_rows:>12}  {t.source_sum[:16]}  {same}")
    if not report.committed:
        bad = ", ".join(t.table for t in report.tables if not t.equal)
        raise OpmemError(
            f"The copy differs from the source in {bad}: the move was rolled back, the target is as it was."
        )
    if not as_json:
        where = shown_url(target) if is_postgres_url(target) else target
        click.echo(f"moved {report.rows} rows in {len(report.tables)} tables to {where}: counts and checksums equal.")
    if not is_postgres_url(target):
        _reindex(c, sqlite_dir(target), None, quiet=as_json)
    else:
        _reindex(c, index_dir, target, quiet=as_json)


def _reindex(c: Context, index_dir: Path | None, db: str | None, *, quiet: bool) -> None:
    """Rebuild the indexes of `index_dir` from the moved store (on `db`, or the directory's own SQLite)."""
    if index_dir is None:
        if not quiet:
            click.echo(
                "next, on each server: `opmem --data-dir DIR reindex` with OPMEM_DB set to the target, "
                "then `opmem serve --db …`."
            )
        return
    from opmem.core import Opmem

    checks.data_dir(index_dir)
    opmem = Opmem(c.settings.model_copy(update={"data_dir": index_dir, "db": db}))
    try:
        count = opmem.reindex()
    finally:
        opmem.close()
    if not quiet:
        click.echo(f"reindexed {count} documents into {index_dir}")
