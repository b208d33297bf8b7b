"""Moving a deployment: `opmem migrate-data --from sqlite:///DATA_DIR --to postgresql://…`, and back.

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

Back (`--from postgresql://… --to sqlite:///NEW_DIR`, `opmem.store.move_back`) is the same copy the other way:
the database is read in one REPEATABLE READ snapshot, `archived_records` lands in `archive.sqlite3`, and each of
the two files commits after the checks.

What is derived is not copied: each server's text, fuzzy and vector indexes are rebuilt from the target with
`opmem reindex` (the outbox rows are copied, but a new index directory starts from a rebuild, not a replay).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol
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


class Source(Protocol):
    def migrations(self) -> set[str]: ...
    def tables(self) -> set[str]: ...
    def columns(self, table: str, *, rowid: bool) -> list[str]: ...
    def batches(self, table: str, columns: Sequence[str]) -> Iterator[list[Row]]: ...
    def sequences(self) -> dict[str, int]: ...
    def close(self) -> None: ...


class Target(Protocol):
    def tables(self) -> list[str]: ...
    def columns(self, table: str) -> list[Column]: ...
    def held(self) -> dict[str, int]: ...
    def clear(self) -> None: ...
    def write(self, table: str, columns: Sequence[Column], batches: Iterable[list[Row]]) -> None: ...
    def batches(self, table: str, columns: Sequence[Column]) -> Iterator[list[Row]]: ...
    def defer_indexes(self) -> None: ...
    def build_indexes(self) -> None: ...
    def advance_identities(self, sequences: dict[str, int]) -> None: ...
    def commit(self) -> None: ...
    def close(self) -> None: ...


def sqlite_dir(url: str) -> Path:
    """The data directory named by `sqlite:///abs/path` (or `sqlite:////abs/path`, or `sqlite://relative/path`)."""
    parts = urlsplit(url)
    if parts.scheme != "sqlite" or not (parts.netloc or parts.path):
        raise InvalidInput(f"Name a data directory as sqlite:///path/to/data-dir, not {url!r}.")
    path = unquote(parts.netloc + parts.path)
    # sqlite:////abs/path (SQLAlchemy's spelling of an absolute path) names the same directory as sqlite:///abs/path
    return Path("/" + path.lstrip("/")) if path.startswith("/") else Path(path)


def move(
    source_url: str, target_url: str, *, replace: bool = False, progress: Callable[[TableCheck], None] | None = None
) -> MoveReport:
    """Copy a SQLite data directory into a PostgreSQL database, or back (see the module); `progress` hears of
    each table once it is copied and checked."""
    if is_postgres_url(target_url) and not is_postgres_url(source_url):
        source: Source = SQLiteSource(sqlite_dir(source_url))
        hint = f"`opmem --data-dir {sqlite_dir(source_url)} migrate`"
    elif is_postgres_url(source_url) and not is_postgres_url(target_url):
        from opmem.store.move_back import PostgresSource

        source = PostgresSource(source_url)
        hint = "`opmem migrate --db URL`"
    else:
        raise InvalidInput(
            "Data moves between a SQLite data directory (sqlite:///path/to/data-dir) and a PostgreSQL database "
            "(postgresql://user:password@host/db): give one of each, --from what to move and --to where."
        )
    try:
        _require_current(source, hint)
        target = _target(target_url, replace=replace)
        try:
            return _copy(source, target, replace=replace, progress=progress)
        finally:
            target.close()
    finally:
        source.close()


def _target(url: str, *, replace: bool) -> Target:
    if is_postgres_url(url):
        migrate_target(url)
        return PostgresTarget(url)
    from opmem.store.move_back import SQLiteTarget

    data_dir = sqlite_dir(url)
    if (data_dir / "opmem.sqlite3").exists() and not replace:
        raise InvalidInput(
            f"{data_dir} already holds an opmem data directory; moving into it would mix two deployments. Name a "
            "new or empty directory, or pass --replace to delete what it holds first."
        )
    return SQLiteTarget(data_dir)


def _require_current(source: Source, hint: str) -> None:
    applied, names = source.migrations(), known()
    if unknown := sorted(applied.difference(names)):
        raise SchemaMismatch(
            f"The source's schema is newer than this opmem (migrations {', '.join(unknown)}): move it with the "
            "version that wrote them."
        )
    if pending := [n for n in names if n not in applied]:
        raise SchemaMismatch(
            f"The source's schema is older than this opmem ({', '.join(pending)} pending): run {hint} first "
            "(with the source's servers stopped), then move."
        )


def migrate_target(url: str) -> None:
    from opmem.store.db import open_engine
    from opmem.store.schema import migrate

    engine = open_engine(url)
    try:
        migrate(engine)
    finally:
        engine.close()


def _copy(
    source: Source, target: Target, *, replace: bool, progress: Callable[[TableCheck], None] | None
) -> MoveReport:
    tables = target.tables()
    if missing := sorted(source.tables().difference(tables)):
        raise InvalidInput(f"The target has no table for the source's {', '.join(missing)}: nothing was moved.")
    if held := target.held():
        if not replace:
            listed = ", ".join(f"{n} rows in {t}" for t, n in sorted(held.items()))
            raise InvalidInput(
                f"The target already holds opmem data ({listed}); moving into it would mix two "
                "deployments. Move into an empty one, or pass --replace to delete what it holds first."
            )
        target.clear()
    target.defer_indexes()
    checks = []
    for table in tables:
        checks.append(_copy_table(source, target, table))
        if progress:
            progress(checks[-1])
    target.build_indexes()
    target.advance_identities(source.sequences())
    report = MoveReport(tuple(checks), committed=False)
    if report.equal:
        target.commit()
        return MoveReport(report.tables, committed=True)
    return report


def _copy_table(source: Source, target: Target, table: str) -> TableCheck:
    columns = _shared_columns(source, target, table)
    read = Digest()
    if table in source.tables():
        target.write(table, columns, read.passing(source.batches(table, [c.name for c in columns])))
    landed = Digest()
    for batch in target.batches(table, columns):
        landed.add(batch)
    return TableCheck(table, read.rows, landed.rows, read.hex, landed.hex)


def _shared_columns(source: Source, target: Target, table: str) -> list[Column]:
    """The target's columns, each of which the source must have (its implicit rowid counts): none is dropped."""
    columns = target.columns(table)
    if table not in source.tables():
        return columns  # e.g. no archive file yet: an empty table on both sides
    have = source.columns(table, rowid=any(c.name == "rowid" for c in columns))
    if lost := sorted(set(have).difference(c.name for c in columns)):
        raise InvalidInput(f"The target's {table} has no column for the source's {', '.join(lost)}: nothing moved.")
    return [c for c in columns if c.name in have]
