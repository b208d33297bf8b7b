"""Moving a deployment: `opmem migrate-data --from sqlite:///DATA_DIR --to postgresql://…`.

Every table of the source of truth is copied: records, documents and their parts, embeddings (vector bytes as
they are), tenants, tables, principals, grants, tokens (their hashes: a token keeps working), agents, vector
indexes and integrations, runs, memories with their versions, tags, links, embeddings and text index rows,
attachments (their bytes are in the `attachments` table), the ledger, curation and its audit log, pursuits, the
outbox, and the archive of deleted records (`archive.sqlite3`, which lands in the database's `archived_records`).
Ids are kept, and every identity is set past the highest id copied, so a later row never reuses one.

The source is read as one snapshot and never changed; it must be at this version's schema (`opmem migrate`
first). The target is brought to this version's schema, must hold no opmem data (unless `replace`, which empties
it first), and is written in ONE transaction: after the copy, each table's rows are counted and checksummed on
both sides (an order-independent sum of the SHA-256 of each canonical row, vector and file bytes included) and the
transaction commits only if every table matches. A mismatch rolls everything back.

What is derived is not copied: each server's text, fuzzy and vector indexes are rebuilt from the target with
`opmem reindex` (the outbox rows are copied, but a new index directory starts from a rebuild, not a replay).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from opmem.errors import InvalidInput, SchemaMismatch
from opmem.store.db import is_postgres_url
from opmem.store.move_sides import Column, PostgresTarget, Row, SQLiteSource
from opmem.store.schema import known

_MOD = 2**256


@dataclass(frozen=True)
class TableCheck:
    """One table after the move: rows and checksum on each side."""

    table: str
    source_rows: int
    target_rows: int
    source_sum: str
    target_sum: str

    @property
    def equal(self) -> bool:
        return self.source_rows == self.target_rows and self.source_sum == self.target_sum


@dataclass(frozen=True)
class MoveReport:
    tables: tuple[TableCheck, ...]
    committed: bool

    @property
    def equal(self) -> bool:
        return all(t.equal for t in self.tables)

    @property
    def rows(self) -> int:
        return sum(t.source_rows for t in self.tables)


class Digest:
    """Rows counted and summed as SHA-256 numbers of their canonical form: equal whatever order they come in."""

    def __init__(self) -> None:
        self.rows = 0
        self._sum = 0

    def add(self, rows: Iterable[Row]) -> None:
        total = self._sum
        for row in rows:
            total += int.from_bytes(hashlib.sha256(b"\x1f".join(map(_canonical, row))).digest())
            self.rows += 1
        self._sum = total % _MOD

    def passing(self, batches: Iterator[list[Row]]) -> Iterator[list[Row]]:
        """The batches, unchanged, each added as it goes by (the source's rows, digested as they are read)."""
        for batch in batches:
            self.add(batch)
            yield batch

    @property
    def hex(self) -> str:
        return f"{self._sum:064x}"


def _canonical(value: object) -> bytes:
    """One spelling of a value whichever engine read it: a type tag, and text and bytes with their length (so no
    two rows run together); bytes as they are, so vectors and files compare byte for byte."""
    if value is None:
        return b"n"
    if isinstance(value, bytes | bytearray | memoryview):
        data = bytes(value)
        return b"b%d:%b" % (len(data), data)
    if isinstance(value, bool | int):
        return b"i%d" % value
    if isinstance(value, float):
        return b"f" + repr(value).encode()
    text = str(value).encode()
    return b"s%d:%b" % (len(text), text)


def sqlite_dir(url: str) -> Path:
    """The data directory named by `sqlite:///abs/path` (or `sqlite://relative/path`)."""
    parts = urlsplit(url)
    if parts.scheme != "sqlite" or not (parts.netloc or parts.path):
        raise InvalidInput(f"--from takes sqlite:///path/to/data-dir (a data directory of opmem), not {url!r}.")
    return Path(unquote(parts.netloc + parts.path))


def move(source_url: str, target_url: str, *, replace: bool = False) -> MoveReport:
    """Copy the data directory `source_url` names into the PostgreSQL database `target_url` (see the module)."""
    if not is_postgres_url(target_url):
        raise InvalidInput(
            "--to takes postgresql://user:password@host/db: data moves from a SQLite data directory to PostgreSQL "
            "(the other direction is not supported yet)."
        )
    source = SQLiteSource(sqlite_dir(source_url))
    try:
        _require_current(source)
        _migrate_target(target_url)
        target = PostgresTarget(target_url)
        try:
            return _copy(source, target, replace=replace)
        finally:
            target.close()
    finally:
        source.close()


def _require_current(source: SQLiteSource) -> None:
    applied, names = source.migrations(), known()
    if unknown := sorted(applied.difference(names)):
        raise SchemaMismatch(
            f"The source's schema is newer than this opmem (migrations {', '.join(unknown)}): move it with the "
            "version that wrote them."
        )
    if pending := [n for n in names if n not in applied]:
        raise SchemaMismatch(
            f"The source's schema is older than this opmem ({', '.join(pending)} pending): run "
            f"`opmem --data-dir {source.data_dir} migrate` first (with the source's servers stopped), then move."
        )


def _migrate_target(url: str) -> None:
    from opmem.store.db import open_engine
    from opmem.store.schema import migrate

    engine = open_engine(url)
    try:
        migrate(engine)
    finally:
        engine.close()


def _copy(source: SQLiteSource, target: PostgresTarget, *, replace: bool) -> MoveReport:
    tables = target.tables()
    if missing := sorted(source.tables().difference(tables)):
        raise InvalidInput(f"The target has no table for the source's {', '.join(missing)}: nothing was moved.")
    if held := target.held():
        if not replace:
            listed = ", ".join(f"{n} rows in {t}" for t, n in sorted(held.items()))
            raise InvalidInput(
                f"The target database already holds opmem data ({listed}); moving into it would mix two "
                "deployments. Move into an empty database, or pass --replace to delete what it holds first."
            )
        target.clear()
    checks = [_copy_table(source, target, table) for table in tables]
    target.advance_identities(source.sequences())
    report = MoveReport(tuple(checks), committed=False)
    if report.equal:
        target.commit()
        return MoveReport(report.tables, committed=True)
    return report


def _copy_table(source: SQLiteSource, target: PostgresTarget, table: str) -> TableCheck:
    columns = _shared_columns(source, target, table)
    read = Digest()
    if table in source.tables():
        target.write(table, columns, read.passing(source.batches(table, [c.name for c in columns])))
    landed = Digest()
    for batch in target.batches(table, columns):
        landed.add(batch)
    return TableCheck(table, read.rows, landed.rows, read.hex, landed.hex)


def _shared_columns(source: SQLiteSource, target: PostgresTarget, table: str) -> list[Column]:
    """The target's columns, each of which the source must have (its implicit rowid counts): none is dropped."""
    columns = target.columns(table)
    if table not in source.tables():
        return columns  # e.g. no archive file yet: an empty table on both sides
    have = source.columns(table, rowid=any(c.name == "rowid" for c in columns))
    if lost := sorted(set(have).difference(c.name for c in columns)):
        raise InvalidInput(f"The target's {table} has no column for the source's {', '.join(lost)}: nothing moved.")
    return [c for c in columns if c.name in have]
