"""The other direction of `opmem migrate-data`: a PostgreSQL database read as one snapshot, written into a SQLite
data directory.

The source is one REPEATABLE READ, READ ONLY transaction, so a database still being written is copied as one
state. The target is a new (or emptied, with --replace) data directory brought to the current schema; its main
file and its archive file (`archive.sqlite3`, where PostgreSQL's `archived_records` go) are each written in one
`BEGIN IMMEDIATE` transaction, committed only after the checks (the archive first, then the main file).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opmem.store.archive import FILE as ARCHIVE_FILE
from opmem.store.archive import Archive
from opmem.store.db import SQLiteEngine
from opmem.store.move_sides import (
    BATCH,
    NOT_MOVED,
    Column,
    Row,
    every_tenant,
    pg_batches,
    pg_columns,
    pg_tables,
    referenced_first,
)

if TYPE_CHECKING:
    import psycopg

#: The table PostgreSQL keeps in the database and SQLite in its own file.
ARCHIVE_TABLE = "archived_records"


class PostgresSource:
    """A PostgreSQL database, read in one REPEATABLE READ, READ ONLY transaction for the whole move."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.conn: psycopg.Connection[tuple[Any, ...]] = psycopg.connect(url)
        self.conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
        self.conn.read_only = True
        every_tenant(self.conn)
        self._tables = set(pg_tables(self.conn))

    def migrations(self) -> set[str]:
        return {row[0] for row in self.conn.execute("SELECT name FROM migrations")}

    def tables(self) -> set[str]:
        return self._tables

    def columns(self, table: str, *, rowid: bool) -> list[str]:
        """The table's columns (generated ones left out: the other engine computes its own)."""
        del rowid  # PostgreSQL keeps a row id as a real column where opmem needs one
        return [c.name for c in pg_columns(self.conn, table)]

    def batches(self, table: str, columns: Sequence[str]) -> Iterator[list[Row]]:
        return pg_batches(self.conn, table, [Column(c, "") for c in columns])

    def sequences(self) -> dict[str, int]:
        """The last id each identity (and the outbox's sequence, m013) handed out, by table."""
        rows = self.conn.execute(
            "SELECT c.table_name, coalesce(s.last_value, 0) FROM information_schema.columns c JOIN pg_sequences s "
            "ON pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) = "
            "quote_ident(s.schemaname) || '.' || quote_ident(s.sequencename) "
            "WHERE c.table_schema = current_schema() AND c.is_identity = 'YES'"
        ).fetchall()
        found = {str(table): int(last) for table, last in rows}
        outbox = self.conn.execute(
            "SELECT coalesce(last_value, 0) FROM pg_sequences WHERE schemaname = current_schema() "
            "AND sequencename = 'outbox_seq'"
        ).fetchone()
        if outbox is not None:
            found["outbox"] = max(found.get("outbox", 0), int(outbox[0]))
        return found

    def close(self) -> None:
        self.conn.close()


class SQLiteTarget:
    """A data directory at the current schema, its two files each written in one transaction until `commit`."""

    def __init__(self, data_dir: Path) -> None:
        from opmem.store.private import open_private
        from opmem.store.sqlite import SQLiteStore

        open_private(data_dir)
        SQLiteStore(data_dir / "opmem.sqlite3").close()  # the schema, by the migrations
        Archive(SQLiteEngine(data_dir / ARCHIVE_FILE), owned=True).close()
        self._main = _begin(data_dir / "opmem.sqlite3")
        self._archive = _begin(data_dir / ARCHIVE_FILE)

    def _db(self, table: str) -> sqlite3.Connection:
        return self._archive if table == ARCHIVE_TABLE else self._main

    def tables(self) -> list[str]:
        rows = self._main.execute("SELECT name, type FROM pragma_table_list WHERE schema = 'main'").fetchall()
        names = [n for n, kind in rows if kind in {"table", "virtual"} and not n.startswith("sqlite_")]
        names = [n for n in names if n not in NOT_MOVED]
        references = [
            (table, row[2]) for table in names for row in self._main.execute(f'PRAGMA foreign_key_list("{table}")')
        ]
        ordered = referenced_first(sorted(names, key=self._created), references)
        return [*ordered, ARCHIVE_TABLE]

    def _created(self, table: str) -> int:
        row = self._main.execute("SELECT rowid FROM sqlite_master WHERE name = ?", (table,)).fetchone()
        return int(row[0]) if row else 0

    def columns(self, table: str) -> list[Column]:
        """The table's columns, and its implicit `rowid` (which PostgreSQL keeps as a column where it matters)."""
        rows = self._db(table).execute(f'PRAGMA table_info("{table}")').fetchall()
        columns = [Column(row[1], row[2]) for row in rows]
        return columns if any(c.name == "rowid" for c in columns) else [Column("rowid", "INTEGER"), *columns]

    def held(self) -> dict[str, int]:
        found = {}
        for table in self.tables():
            count = int(self._db(table).execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])
            if count:
                found[table] = count
        return found

    def clear(self) -> None:
        for table in reversed(self.tables()):
            self._db(table).execute(f'DELETE FROM "{table}"')

    def write(self, table: str, columns: Sequence[Column], batches: Iterable[list[Row]]) -> None:
        listed = ", ".join(f'"{c.name}"' for c in columns)
        statement = f'INSERT INTO "{table}" ({listed}) VALUES ({", ".join("?" * len(columns))})'
        db = self._db(table)
        for batch in batches:
            db.executemany(statement, batch)

    def batches(self, table: str, columns: Sequence[Column]) -> Iterator[list[Row]]:
        listed = ", ".join(f'"{c.name}"' for c in columns)
        with closing(self._db(table).execute(f'SELECT {listed} FROM "{table}"')) as cursor:
            while batch := cursor.fetchmany(BATCH):
                yield batch

    def defer_indexes(self) -> None:
        """Nothing: SQLite's indexes are B-trees, cheap to keep up to date as rows arrive."""

    def build_indexes(self) -> None:
        """Nothing (see `defer_indexes`)."""

    def advance_identities(self, sequences: dict[str, int]) -> None:
        """AUTOINCREMENT remembers the highest id inserted; raise it to the source's last handed-out id."""
        for table, last in sequences.items():
            row = self._main.execute("SELECT seq FROM sqlite_sequence WHERE name = ?", (table,)).fetchone()
            if row is not None and last > int(row[0]):
                self._main.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = ?", (last, table))
            elif row is None and last > 0 and self._autoincrement(table):
                self._main.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", (table, last))

    def _autoincrement(self, table: str) -> bool:
        row = self._main.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
        return bool(row and row[0] and "AUTOINCREMENT" in row[0].upper())

    def commit(self) -> None:
        self._archive.execute("COMMIT")
        self._main.execute("COMMIT")

    def close(self) -> None:
        """Roll back whatever was not committed, and close both files."""
        for db in (self._archive, self._main):
            if db.in_transaction:
                db.execute("ROLLBACK")
            db.close()


def _begin(path: Path) -> sqlite3.Connection:
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=30)
    db.execute("PRAGMA foreign_keys=ON")
    db.execute("BEGIN IMMEDIATE")
    return db
