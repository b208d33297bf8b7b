"""`opmem backup` and `opmem restore-backup` of a deployment on PostgreSQL (`opmem.store.backup` is the format).

Why a logical copy through `opmem migrate-data`'s path and not `pg_dump`:

- One backup format for both engines: the backup of a PostgreSQL deployment is the same directory of SQLite files
  and manifest as an embedded one's, so either restores into either (a PostgreSQL deployment's backup into a data
  directory, an embedded one's into a database).
- It is checked as it is made and as it is put back: the database is read in one REPEATABLE READ snapshot and each
  table's rows are counted and checksummed on both sides (vector and file bytes included), and the files carry
  their SHA-256 in the manifest; a restore writes the database in ONE transaction that commits only if every
  table's count and checksum match the backup's. `pg_dump` checks neither, and the dump's own format is opaque to
  opmem.
- No server tool on opmem's hosts: `pg_dump` must be at least the server's major version, a plain role cannot
  restore the extensions it does not own, and a dump carries the row-level security policies of the server it came
  from; here the target is brought to this version's schema by opmem's migrations and the policies are set by the
  servers that start with `OPMEM_DB_RLS=on`.
- The price: it is slower than `pg_dump` on a large database (rows go through Python: ~20,000 records a minute
  here, docs/postgres.md "Moving a deployment here"), and it copies what opmem keeps, not the database's roles,
  settings or other schemas. For a database of millions of rows, or a physical copy, use the server's own tools
  (`pg_dump -Fc`, `pg_basebackup`) as well.

What a server keeps in its data directory on PostgreSQL is derived (text, fuzzy and agent-memory indexes, the
outbox position), except the administrators' tokens, which the backup carries; attachments are in the database.
A restore rebuilds the data directory's indexes (`Opmem.reindex`, by the caller); other servers sharing the
database rebuild theirs with `opmem reindex`.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path

from opmem.errors import InvalidInput, OpmemError
from opmem.store.backup import (
    DATABASES,
    FORMAT,
    MANIFEST,
    TOKENS,
    Backup,
    BackupFile,
    check_database,
    copy_database,
    empty_dir,
    read_backup,
    sha256,
    token_files,
)
from opmem.store.move import MoveReport, move
from opmem.store.move_sides import PostgresTarget
from opmem.store.private import open_private


def backup_database(url: str, data_dir: Path, dest: Path, *, now: datetime | None = None) -> tuple[Backup, MoveReport]:
    """Copy the database at `url` (one snapshot, counted and checksummed) and the data directory's administrator
    token to `dest` (a new or empty directory, made owner-only), in the format of `opmem.store.backup`."""
    empty_dir(dest, "The backup destination")
    open_private(dest)
    staging = Path(tempfile.mkdtemp(prefix=".staging-", dir=dest))
    try:
        report = move(url, f"sqlite://{staging}")
        if not report.committed:
            bad = ", ".join(t.table for t in report.tables if not t.equal)
            raise OpmemError(f"The copy of the database differs in {bad}: no backup was written.")
        files = []
        for name in DATABASES:
            copy_database(staging / name, dest / name)  # one compact file each, without the staging WAL
            check_database(dest / name)
            files.append(name)
    except BaseException:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    for name in token_files(data_dir):
        shutil.copyfile(data_dir / name, dest / name)
        files.append(name)
    listed = tuple(BackupFile(name, (dest / name).stat().st_size, sha256(dest / name)) for name in files)
    created = (now or datetime.now(UTC)).isoformat()
    manifest = {
        "format": FORMAT,
        "created_at": created,
        "files": [f.__dict__ for f in listed],
        "source": "postgresql",
        "tables": [asdict(t) for t in report.tables],
    }
    (dest / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return Backup(dest, created, listed), report


def restore_database(source: Path, url: str, data_dir: Path) -> tuple[Backup, MoveReport]:
    """Put a checked backup (of either engine) into the EMPTY database at `url`, in one transaction that commits
    only if every table's count and checksum match the backup's, and its token into `data_dir`. The caller
    rebuilds the data directory's indexes afterwards."""
    found = read_backup(source)
    names = {f.name for f in found.files}
    tokens = [n for n in names if TOKENS.fullmatch(n)]
    for name in tokens:
        if (data_dir / name).is_file() and (data_dir / name).read_bytes() != (source / name).read_bytes():
            raise InvalidInput(
                f"{data_dir / name} holds another administrator token than the backup's; restore with a new or "
                "empty --data-dir for this server (its indexes are rebuilt from the database anyway), or move that "
                "file away first."
            )
    _refuse_held(url)
    with tempfile.TemporaryDirectory(prefix="opmem-restore-") as work:
        staged = Path(work)
        for name in DATABASES:
            if name in names:
                shutil.copyfile(source / name, staged / name)  # the backup itself is never opened for writing
        report = move(f"sqlite://{staged}", url)
    if not report.committed:
        bad = ", ".join(t.table for t in report.tables if not t.equal)
        raise OpmemError(f"The restored tables {bad} differ from the backup: rolled back, the database is as it was.")
    open_private(data_dir)
    for name in tokens:
        if not (data_dir / name).is_file():
            shutil.copyfile(source / name, data_dir / name)
    return found, report


def _refuse_held(url: str) -> None:
    """A restore goes into an empty database only (brought to this version's schema by the move): what it holds
    would mix with the backup's ids."""
    from opmem.store.move import migrate_target

    migrate_target(url)
    target = PostgresTarget(url)
    try:
        held = target.held()
    finally:
        target.close()
    if held:
        listed = ", ".join(f"{n} rows in {t}" for t, n in sorted(held.items()))
        raise InvalidInput(
            f"The database to restore into already holds opmem data ({listed}); a restore would mix two "
            "deployments. Create a new, empty database and point --db (OPMEM_DB) at it, or drop this one and "
            "create it again, then run the restore."
        )
