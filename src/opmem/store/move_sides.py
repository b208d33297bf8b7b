"""The two ends of `opmem migrate-data`: a SQLite data directory read as one snapshot, and a PostgreSQL database
written in one transaction.

The source is read-only: its main file (`opmem.sqlite3`) and its archive (`archive.sqlite3`, when there is one)
are each read inside one read transaction, so a source that is still being written is copied as one state of
each file. The target is a psycopg connection whose single transaction holds every row written, the checks, and
the identity sequences set past the copied ids; nothing is visible (or kept) until `commit`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opmem.errors import InvalidInput
from opmem.store.archive import FILE as ARCHIVE_FILE
from opmem.store.pg_vectors import DERIVED, vector_text
from opmem.store.tenant_scope import ALL

if TYPE_CHECKING:
    import psycopg

#: Rows read from the source, written and checked at a time.
BATCH = 1000
#: Bookkeeping the move does not copy: the target has applied its own migrations; which servers follow the outbox
#: and how far it was trimmed belong to the database the servers share (a moved deployment's servers rebuild).
NOT_MOVED = frozenset({"migrations", "outbox_servers", "outbox_floor"})
#: Column types psycopg dumps by name when told (`Copy.set_types`); other types are left to psycopg's guess.
TYPED = frozenset({"text", "int8", "int4", "int2", "bytea", "float8", "float4", "bool"})

Row = tuple[Any, ...]


@dataclass(frozen=True)
class Column:
    name: str
    type: str


class SQLiteSource:
    """A data directory's SQLite files, read-only, each in one read transaction for the whole move."""

    def __init__(self, data_dir: Path) -> None:
        main = data_dir / "opmem.sqlite3"
        if not main.is_file():
            raise InvalidInput(f"No opmem data in {data_dir}: {main.name} is not there. Name the data directory.")
        self.data_dir = data_dir
        self._files = [self._open(main)]
        archive = data_dir / ARCHIVE_FILE
        if archive.is_file():
            self._files.append(self._open(archive))
        self._where = {name: db for db in reversed(self._files) for name in self._tables(db)}

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None, check_same_thread=False)
        db.execute("BEGIN")  # one snapshot of the file for the whole move
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return db

    @staticmethod
    def _tables(db: sqlite3.Connection) -> list[str]:
        """Tables holding data: not SQLite's own, not a full-text index's shadow tables, not `migrations`."""
        rows = db.execute("SELECT name, type FROM pragma_table_list WHERE schema = 'main'").fetchall()
        return [
            name
            for name, kind in rows
            if kind in {"table", "virtual"} and not name.startswith("sqlite_") and name not in NOT_MOVED
        ]

    def migrations(self) -> set[str]:
        return {row[0] for row in self._files[0].execute("SELECT name FROM migrations")}

    def tables(self) -> set[str]:
        return set(self._where)

    def columns(self, table: str, *, rowid: bool) -> list[str]:
        """The table's columns; with `rowid`, SQLite's implicit row id too (the target keeps it as a column)."""
        names = [row[1] for row in self._where[table].execute(f'PRAGMA table_info("{table}")')]
        return ["rowid", *names] if rowid and "rowid" not in names else names

    def batches(self, table: str, columns: Sequence[str]) -> Iterator[list[Row]]:
        listed = ", ".join(f'"{c}"' for c in columns)
        with closing(self._where[table].execute(f'SELECT {listed} FROM "{table}"')) as cursor:
            while batch := cursor.fetchmany(BATCH):
                yield batch

    def sequences(self) -> dict[str, int]:
        """The last id AUTOINCREMENT handed out per table (it never reuses one, even after deletions)."""
        db = self._files[0]
        if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").fetchone() is None:
            return {}
        return {name: int(seq) for name, seq in db.execute("SELECT name, seq FROM sqlite_sequence")}

    def close(self) -> None:
        for db in self._files:
            db.close()


def every_tenant(conn: psycopg.Connection[tuple[Any, ...]]) -> None:
    """A move reads and writes every tenant: under row-level security (`opmem.store.rls`) a session that names no
    tenant sees no row and may write none, so a move would copy nothing and find both sides equal (empty). The
    bypass, for this session; without the policies it changes nothing."""
    conn.execute("SELECT set_config('opmem.tenant', %s, false)", (ALL,))


class PostgresTarget:
    """A PostgreSQL database at the current schema, written in one transaction until `commit` or `close`."""

    def __init__(self, url: str) -> None:
        import psycopg

        self.conn: psycopg.Connection[tuple[Any, ...]] = psycopg.connect(url)
        every_tenant(self.conn)
        self._deferred: list[str] = []

    def tables(self) -> list[str]:
        return pg_tables(self.conn)

    def columns(self, table: str) -> list[Column]:
        return pg_columns(self.conn, table)

    def held(self) -> dict[str, int]:
        """Tables that already hold rows, and how many."""
        from psycopg import sql

        found = {}
        for table in self.tables():
            query = sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table))
            count = self.conn.execute(query).fetchone()
            if count and count[0]:
                found[table] = int(count[0])
        return found

    def clear(self) -> None:
        """Delete every row of every table (in this transaction), identities restarted."""
        from psycopg import sql

        tables = sql.SQL(", ").join(sql.Identifier(t) for t in self.tables())
        self.conn.execute(sql.SQL("TRUNCATE {} RESTART IDENTITY CASCADE").format(tables))

    def write(self, table: str, columns: Sequence[Column], batches: Iterable[list[Row]]) -> None:
        """COPY the batches into `table`, one batch at a time (in this transaction)."""
        from psycopg import sql

        derive = _derived(table, columns)
        names = [c.name for c in columns] + [name for name, _ in derive]
        statement = sql.SQL("COPY {} ({}) FROM STDIN").format(
            sql.Identifier(table), sql.SQL(", ").join(sql.Identifier(n) for n in names)
        )
        with self.conn.cursor() as cursor, cursor.copy(statement) as copy:
            if not derive and all(c.type in TYPED for c in columns):
                copy.set_types([c.type for c in columns])
            for batch in batches:
                for row in batch:
                    copy.write_row((*row, *(make(row) for _, make in derive)) if derive else row)

    def batches(self, table: str, columns: Sequence[Column]) -> Iterator[list[Row]]:
        """The table's rows as written so far in this transaction."""
        return pg_batches(self.conn, table, columns)

    def defer_indexes(self) -> None:
        """Drop the secondary indexes (text, trigram, vector and plain ones: none that a key or a foreign key
        uses) for the copy, in this transaction; `build_indexes` creates them again. One build over all the rows is
        much cheaper than keeping GIN and HNSW indexes up to date row by row."""
        rows = self.conn.execute(
            "SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i "
            "JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = current_schema()::regnamespace "
            "AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)"
        ).fetchall()
        self._deferred = [definition for _, definition in rows]
        for name, _ in rows:
            self.conn.execute(f"DROP INDEX {name}")  # a name PostgreSQL quoted itself (regclass::text)

    def build_indexes(self) -> None:
        self.conn.execute("SET LOCAL maintenance_work_mem = '256MB'")
        for definition in self._deferred:
            self.conn.execute(definition)
        self._deferred = []

    def advance_identities(self, sequences: dict[str, int]) -> None:
        """Set each identity past the highest id copied (and past the source's last handed-out id), so the next
        row inserted gets a new id and no id is ever handed out twice."""
        from psycopg import sql

        rows = self.conn.execute(
            "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() "
            "AND is_identity = 'YES'"
        ).fetchall()
        for table, column in rows:
            query = sql.SQL("SELECT coalesce(max({}), 0) FROM {}").format(sql.Identifier(column), sql.Identifier(table))
            found = self.conn.execute(query).fetchone()
            last = max(int(found[0]) if found else 0, sequences.get(table, 0))
            if last > 0:
                self.conn.execute("SELECT setval(pg_get_serial_sequence(%s, %s), %s)", (f'"{table}"', column, last))
        # Outbox entries are numbered from `outbox_seq` as they commit (m013), not by an identity.
        self.conn.execute(
            "SELECT setval('outbox_seq', greatest((SELECT coalesce(max(seq), 0) FROM outbox), %s, 1))",
            (sequences.get("outbox", 0),),
        )

    def commit(self) -> None:
        self.conn.execute("ANALYZE")
        self.conn.commit()

    def close(self) -> None:
        """Roll back whatever was not committed, and disconnect."""
        self.conn.close()


def pg_tables(conn: psycopg.Connection[tuple[Any, ...]]) -> list[str]:
    """Every table of the schema, each after the tables its foreign keys reference (else in creation order)."""
    rows = conn.execute(
        "SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace "
        "ORDER BY oid"
    ).fetchall()
    references = conn.execute(
        "SELECT conrelid::regclass::text, confrelid::regclass::text FROM pg_constraint "
        "WHERE contype = 'f' AND connamespace = current_schema()::regnamespace"
    ).fetchall()
    return referenced_first([name for (name,) in rows if name not in NOT_MOVED], references)


def pg_columns(conn: psycopg.Connection[tuple[Any, ...]], table: str) -> list[Column]:
    """The columns a row is written to (generated ones, computed by PostgreSQL, and the derived pgvector column,
    computed by the target from the row's bytes, left out)."""
    rows = conn.execute(
        "SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = %s AND is_generated = 'NEVER' ORDER BY ordinal_position",
        (table,),
    ).fetchall()
    return [Column(name, kind) for name, kind in rows if (table, name) not in DERIVED]


def pg_batches(conn: psycopg.Connection[tuple[Any, ...]], table: str, columns: Sequence[Column]) -> Iterator[list[Row]]:
    """The table's rows as the connection's transaction sees them, streamed by a server-side cursor."""
    from psycopg import sql

    listed = sql.SQL(", ").join(sql.Identifier(c.name) for c in columns)
    query = sql.SQL("SELECT {} FROM {}").format(listed, sql.Identifier(table))
    with conn.cursor(name=f"opmem_move_{table}") as cursor:
        cursor.execute(query)
        while batch := cursor.fetchmany(BATCH):
            yield batch


def _derived(table: str, columns: Sequence[Column]) -> list[tuple[str, Callable[[Row], Any]]]:
    """The derived columns (`DERIVED`) of `table` the target fills, each with how to compute it from a row."""
    if table != "embeddings":
        return []
    at = [c.name for c in columns].index("vector")
    return [("embedding", lambda row: vector_text(row[at]))]


def referenced_first(tables: Sequence[str], references: Iterable[tuple[str, str]]) -> list[str]:
    """`tables` ordered so that a table comes after every table it references (its order kept otherwise)."""
    needs: dict[str, set[str]] = {t: set() for t in tables}
    for child, parent in references:
        child, parent = child.strip('"'), parent.strip('"')
        if child in needs and parent in needs and child != parent:
            needs[child].add(parent)
    ordered: list[str] = []
    while len(ordered) < len(tables):
        ready = next((t for t in tables if t not in ordered and needs[t].issubset(ordered)), None)
        if ready is None:
            raise InvalidInput("The target's foreign keys form a cycle; opmem's schema has none: is this its database?")
        ordered.append(ready)
    return ordered
