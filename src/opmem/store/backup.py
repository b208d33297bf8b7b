"""A consistent copy of a live data directory, and putting one back.

The SQLite files are the source of truth: they are copied with `VACUUM INTO`, which gives a consistent snapshot
while other processes keep writing (WAL included) and copies live rows only, never the stale bytes of deleted
ones. The indexes are derived, so a backup
does not carry them: `restore` puts the SQLite files in place and the caller rebuilds the indexes from them
(`Opmem.reindex`), which also makes the restored indexes agree with the restored store by construction.

A backup is a directory: the SQLite files, the administrators' tokens (`admin.token`, `admin-TENANT.token`), and
`manifest.json` with each file's size and SHA-256, checked before anything is restored. A deployment on PostgreSQL
is backed up into the same format (`opmem.store.backup_pg`), so either engine's backup restores into either.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from opmem.errors import InvalidInput
from opmem.store.private import open_private

#: The source of truth, in the order it is copied; the archive may be absent (no deletion yet).
DATABASES = ("opmem.sqlite3", "archive.sqlite3")
TOKEN = "admin.token"
#: The administrators' tokens: `admin.token` for the default tenant, `admin-TENANT.token` for another.
TOKENS = re.compile(r"admin(-[^/\\]+)?\.token")
MANIFEST = "manifest.json"
FORMAT = 1


@dataclass(frozen=True)
class BackupFile:
    name: str
    size: int
    sha256: str


@dataclass(frozen=True)
class Backup:
    path: Path
    created_at: str
    files: tuple[BackupFile, ...]


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def empty_dir(path: Path, what: str) -> None:
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        raise InvalidInput(f"{what} {str(path)!r} exists and is not empty; name a new or empty directory.")


def copy_database(source: Path, target: Path) -> None:
    # VACUUM INTO writes a consistent snapshot (one read transaction, while others keep writing) as a freshly
    # built file: only live rows, so deleted or erased text left in free pages or page gaps is not copied, as a
    # page-by-page copy (the backup API) would.
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        src.execute("VACUUM INTO ?", (str(target),))
    finally:
        src.close()


def check_database(path: Path) -> None:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        verdict = con.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise InvalidInput(f"{path.name} in the backup is not a readable SQLite file ({exc}).") from exc
    finally:
        con.close()
    if verdict != "ok":
        raise InvalidInput(f"{path.name} in the backup failed SQLite's integrity check: {verdict}.")


def token_files(data_dir: Path) -> list[str]:
    """The administrators' token files of the data directory (`opmem.surfaces.cli_serve.token_file`), by name."""
    if not data_dir.is_dir():
        return []
    return sorted(p.name for p in data_dir.iterdir() if TOKENS.fullmatch(p.name) and p.is_file())


def backup(data_dir: Path, dest: Path, *, now: datetime | None = None) -> Backup:
    """Copy the data directory's source of truth to `dest` (a new or empty directory, made owner-only)."""
    if not (data_dir / DATABASES[0]).is_file():
        raise InvalidInput(f"No opmem data directory at {str(data_dir)!r} (no {DATABASES[0]}); check --data-dir.")
    empty_dir(dest, "The backup destination")
    open_private(dest)
    files = []
    for name in DATABASES:
        if (data_dir / name).is_file():
            copy_database(data_dir / name, dest / name)
            check_database(dest / name)
            files.append(name)
    for name in token_files(data_dir):
        shutil.copyfile(data_dir / name, dest / name)
        files.append(name)
    listed = tuple(BackupFile(name, (dest / name).stat().st_size, sha256(dest / name)) for name in files)
    created = (now or datetime.now(UTC)).isoformat()
    manifest = {"format": FORMAT, "created_at": created, "files": [f.__dict__ for f in listed]}
    (dest / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return Backup(dest, created, listed)


def read_backup(source: Path) -> Backup:
    """The backup at `source`, with every file checked against its manifest (size, SHA-256, SQLite integrity)."""
    try:
        manifest = json.loads((source / MANIFEST).read_text(encoding="utf-8"))
        files = tuple(BackupFile(f["name"], int(f["size"]), f["sha256"]) for f in manifest["files"])
        created = str(manifest["created_at"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise InvalidInput(f"{str(source)!r} is not an opmem backup (no readable {MANIFEST}: {exc}).") from exc
    if manifest.get("format") != FORMAT or DATABASES[0] not in {f.name for f in files}:
        raise InvalidInput(f"{str(source)!r} is a backup of a format this opmem does not read.")
    for f in files:
        if not (f.name in DATABASES or TOKENS.fullmatch(f.name)) or os.sep in f.name or f.name.startswith("."):
            raise InvalidInput(f"The backup's manifest lists an unexpected file {f.name!r}; it was not made by opmem.")
        path = source / f.name
        if not path.is_file() or path.stat().st_size != f.size or sha256(path) != f.sha256:
            raise InvalidInput(f"{f.name} in the backup does not match its manifest (changed or truncated).")
        if f.name in DATABASES:
            check_database(path)
    return Backup(source, created, files)


def restore(source: Path, data_dir: Path) -> Backup:
    """Put a checked backup into `data_dir` (new or empty). The caller rebuilds the indexes afterwards."""
    found = read_backup(source)
    empty_dir(data_dir, "The data directory to restore into")
    open_private(data_dir)
    for f in found.files:
        shutil.copyfile(source / f.name, data_dir / f.name)
    return found
