"""The embedded store: one SQLite file in WAL mode, the source of truth for everything else."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path

from opmem.errors import NotFound
from opmem.store import grants as access
from opmem.store.db import Connection, Dialect, Engine, SQLiteEngine
from opmem.store.pg_vectors import put_vector_sql, vector_text
from opmem.store.rows import (
    _DOC_COLUMNS,
    LINK_KEY_PREFIX,
    OutboxEntry,
    Vector,
    _document,
    _one_tenant,
    draft_sha,
    from_iso,
    record_row,
    to_iso,
    token_hash,
)
from opmem.store.schema import migrate, require_current
from opmem.store.tenant_scope import all_tenants, cross_tenant, scoped
from opmem.types import Capability, Document, DocumentDraft, DocumentPart, Principal, Record, TableConfig

#: The store, and the row shapes and serializers its modules import from here (defined in `store.rows`).
__all__ = [
    "LINK_KEY_PREFIX",
    "_DOC_COLUMNS",
    "OutboxEntry",
    "SQLiteStore",
    "Vector",
    "_document",
    "draft_sha",
    "from_iso",
    "to_iso",
    "token_hash",
]


@scoped
class SQLiteStore:
    """All reads and writes of the source of truth, on SQLite (the default) or PostgreSQL (`engine`).

    Every query filters by tenant. (The name predates PostgreSQL: the SQL is SQLite's dialect, translated there.)
    """

    def __init__(self, where: Path | Engine, *, auto_migrate: bool = True) -> None:
        """On the SQLite file at `where`, or on an engine (`opmem.store.db.open_engine`: SQLite or PostgreSQL).

        Pending migrations are applied, or with `auto_migrate` off refused (`opmem.store.schema`)."""
        self.engine: Engine = SQLiteEngine(where) if isinstance(where, Path) else where
        self.dialect = self.engine.dialect
        with all_tenants():  # the migrations span tenants (opmem.store.tenant_scope)
            if auto_migrate:
                migrate(self.engine)
            else:
                require_current(self.engine)

    @property
    def path(self) -> Path:
        """The SQLite file (an embedded store only)."""
        if not isinstance(self.engine, SQLiteEngine):
            raise TypeError("This store is on PostgreSQL: it has no file.")
        return self.engine.path

    @property
    def _db(self) -> Connection:
        return self.engine.connection

    @property
    def db(self) -> Connection:
        """The calling thread's connection (autocommit), for reads by modules that keep their own SQL."""
        return self.engine.connection

    def close(self) -> None:
        self.engine.close()

    def transaction(self, tenant: str | None = None, *, serialized: bool = True) -> AbstractContextManager[Connection]:
        """A write transaction; naming its `tenant` lets other tenants' writers run at once on PostgreSQL."""
        return self.engine.transaction(tenant, serialized=serialized)

    # -- tenants and tables ---------------------------------------------------------------------------

    def ensure_tenant(
        self, tenant: str, *, embedding: str | None, tables: Iterable[TableConfig], now: datetime
    ) -> None:
        with self.transaction(tenant) as db:
            created = db.execute(
                "INSERT OR IGNORE INTO tenants (id, embedding, created_at) VALUES (?, ?, ?)",
                (tenant, embedding, now.isoformat()),
            ).rowcount
            if created:
                for table in tables:
                    self._put_table(db, tenant, table)

    def tenant_exists(self, tenant: str) -> bool:
        return self._db.execute("SELECT 1 FROM tenants WHERE id = ?", (tenant,)).fetchone() is not None

    @cross_tenant
    def tenants(self) -> list[str]:
        """Every tenant's name (the global `tenants` table: the list spans tenants by design)."""
        return [row[0] for row in self._db.execute("SELECT id FROM tenants ORDER BY id")]

    def tenant_embedding(self, tenant: str) -> str | None:
        row = self._db.execute("SELECT embedding FROM tenants WHERE id = ?", (tenant,)).fetchone()
        if row is None:
            raise NotFound(f"Unknown tenant {tenant!r}. Create it with `opmem tenant create {tenant}`.")
        value: str | None = row[0]
        return value

    def set_tenant_embedding(self, tenant: str, embedding: str | None) -> None:
        with self.transaction(tenant) as db:
            db.execute("UPDATE tenants SET embedding = ? WHERE id = ?", (embedding, tenant))

    def _put_table(self, db: Connection, tenant: str, table: TableConfig) -> None:
        db.execute(
            "INSERT INTO source_tables (tenant_id, name, terminal_states, indexed) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, name) DO UPDATE SET terminal_states = excluded.terminal_states, "
            "indexed = excluded.indexed",
            (tenant, table.name, json.dumps(sorted(table.terminal_states)), int(table.indexed)),
        )

    def put_table(self, tenant: str, table: TableConfig) -> None:
        with self.transaction(tenant) as db:
            self._put_table(db, tenant, table)

    def tables(self, tenant: str) -> dict[str, TableConfig]:
        """The tenant's source tables with their link templates, in one statement (a round trip on PostgreSQL:
        every recall reads them)."""
        rows = self._db.execute(
            "SELECT t.name, t.terminal_states, t.indexed, s.value FROM source_tables t LEFT JOIN tenant_settings s "
            "ON s.tenant_id = t.tenant_id AND s.key = ? || t.name WHERE t.tenant_id = ? ORDER BY t.name",
            (LINK_KEY_PREFIX, tenant),
        )
        return {
            row[0]: TableConfig(row[0], frozenset(json.loads(row[1])), bool(row[2]), link_template=row[3])
            for row in rows
        }

    # -- principals ------------------------------------------------------------------------------------

    def put_principal(
        self,
        tenant: str,
        principal_id: str,
        *,
        name: str,
        grants: Iterable[str] = (),
        capabilities: Iterable[Capability] = (),
    ) -> None:
        with self.transaction(tenant) as db:
            db.execute(
                "INSERT INTO principals (tenant_id, id, name, capabilities) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (tenant_id, id) DO UPDATE SET name = excluded.name, "
                "capabilities = excluded.capabilities",
                (tenant, principal_id, name, json.dumps(sorted(set(capabilities)))),
            )
            for table in grants:
                db.execute("INSERT OR IGNORE INTO grants VALUES (?, ?, ?)", (tenant, principal_id, table))

    def grant(self, tenant: str, principal_id: str, table: str) -> None:
        with self.transaction(tenant) as db:
            db.execute("INSERT OR IGNORE INTO grants VALUES (?, ?, ?)", (tenant, principal_id, table))

    def revoke(self, tenant: str, principal_id: str, table: str) -> None:
        with self.transaction(tenant) as db:
            db.execute(
                "DELETE FROM grants WHERE tenant_id = ? AND principal_id = ? AND table_name = ?",
                (tenant, principal_id, table),
            )

    def principal(self, tenant: str, principal_id: str) -> Principal:
        found = access.read_principal(self._db, tenant, principal_id)
        if found is None:
            raise NotFound(f"Unknown principal {principal_id!r} in tenant {tenant!r}.")
        return found

    def principal_ids(self, tenant: str) -> list[str]:
        return [
            row[0] for row in self._db.execute("SELECT id FROM principals WHERE tenant_id = ? ORDER BY id", (tenant,))
        ]

    def grants(self, tenant: str, principal_id: str) -> set[str]:
        rows = self._db.execute(
            "SELECT table_name FROM grants WHERE tenant_id = ? AND principal_id = ?", (tenant, principal_id)
        )
        return {row[0] for row in rows}

    # -- records and documents ------------------------------------------------------------------------

    def save_record(
        self,
        record: Record,
        *,
        draft: DocumentDraft | None,
        vector: tuple[str, bytes] | None = None,
    ) -> int | None:
        """Upsert a record and, if given, its distilled document, its embedding and the outbox entry, at once."""
        with self.transaction(record.tenant) as db:
            self._put_record(db, record)
            return self._put_document(db, draft, vector) if draft else None

    def save_records(self, batch: Sequence[tuple[Record, DocumentDraft | None, tuple[str, bytes] | None]]) -> int:
        documents = 0
        with self.transaction(_one_tenant(r.tenant for r, _, _ in batch)) as db:
            for record, draft, vector in batch:
                self._put_record(db, record)
                if draft is not None:
                    self._put_document(db, draft, vector)
                    documents += 1
        return documents

    def _put_record(self, db: Connection, r: Record) -> None:
        db.execute(
            "INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, source_table, record_id) DO UPDATE SET state = excluded.state, "
            "short_description = excluded.short_description, description = excluded.description, "
            "resolution_notes = excluded.resolution_notes, close_code = excluded.close_code, "
            "resolved_at = excluded.resolved_at, updated_at = excluded.updated_at, fields = excluded.fields",
            record_row(r),
        )

    def _put_document(
        self,
        db: Connection,
        d: DocumentDraft,
        vector: tuple[str, bytes] | None,
        parts: Sequence[DocumentPart] | None = None,
        *,
        title_verdict: str | None = None,
    ) -> int:
        """Upsert a document (with its parts, when it is read in parts, and their stored verdicts), its vector and
        the outbox entry. A file's title verdict is written with its parts (None: none stored)."""
        doc_id = self._put_document_row(db, d, vector, changed=parts is not None)
        if parts is not None:
            db.execute("DELETE FROM document_parts WHERE tenant_id = ? AND doc_id = ?", (d.tenant, doc_id))
            db.executemany(
                "INSERT INTO document_parts (tenant_id, doc_id, number, label, text, verdict) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(d.tenant, doc_id, p.number, p.label, p.text, p.verdict) for p in parts],
            )
            db.execute(
                "UPDATE documents SET title_verdict = ? WHERE id = ? AND +tenant_id = ?",
                (title_verdict, doc_id, d.tenant),
            )
        return doc_id

    def _put_document_row(
        self, db: Connection, d: DocumentDraft, vector: tuple[str, bytes] | None, *, changed: bool
    ) -> int:
        sha = draft_sha(d)
        row = db.execute("SELECT id, source_sha FROM documents WHERE tenant_id = ? AND key = ?", (d.tenant, d.key))
        found = row.fetchone()
        values = (d.kind, d.source_table, d.record_id, d.title, d.body, to_iso(d.resolved_at), d.link, sha)
        if found is not None and found["source_sha"] == sha and not changed:
            doc_id: int = found["id"]
            if vector is not None:
                self._put_vector(db, d.tenant, doc_id, vector)
            return doc_id  # unchanged source: no outbox churn on re-imports, and a person's correction stays
        if found is None:
            cursor = db.execute(
                "INSERT INTO documents (tenant_id, key, kind, source_table, record_id, title, body, resolved_at, "
                "link, source_sha) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (d.tenant, d.key, *values),
            )
            doc_id = int(cursor.lastrowid or 0)
        else:
            doc_id = found["id"]
            db.execute(
                "UPDATE documents SET kind = ?, source_table = ?, record_id = ?, title = ?, body = ?, "
                "resolved_at = ?, link = ?, source_sha = ?, corrected_at = NULL, corrected_by = NULL, "
                "title_verdict = NULL, body_verdict = NULL, version = version + 1 WHERE id = ? AND +tenant_id = ?",
                (*values, doc_id, d.tenant),
            )
            db.execute("DELETE FROM embeddings WHERE tenant_id = ? AND doc_id = ?", (d.tenant, doc_id))
        if vector is not None:
            self._put_vector(db, d.tenant, doc_id, vector)
        db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES (?, ?, 'upsert')", (d.tenant, doc_id))
        return doc_id

    def _put_vector(self, db: Connection, tenant: str, doc_id: int, vector: tuple[str, bytes]) -> None:
        if self.dialect is Dialect.POSTGRES:  # the pgvector column too (m015)
            db.execute(put_vector_sql(), (tenant, doc_id, *vector, vector_text(vector[1])))
            return
        db.execute(
            "INSERT INTO embeddings (tenant_id, doc_id, model, vector) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tenant_id, doc_id) DO UPDATE SET model = excluded.model, vector = excluded.vector",
            (tenant, doc_id, *vector),
        )

    def record(self, tenant: str, table: str, record_id: str) -> Record | None:
        row = self._db.execute(
            "SELECT * FROM records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
            (tenant, table, record_id),
        ).fetchone()
        if row is None:
            return None
        return Record(
            tenant=tenant,
            source_table=table,
            record_id=record_id,
            state=row["state"],
            short_description=row["short_description"],
            description=row["description"],
            resolution_notes=row["resolution_notes"],
            close_code=row["close_code"],
            resolved_at=from_iso(row["resolved_at"]),
            updated_at=from_iso(row["updated_at"]),
            fields=json.loads(row["fields"]),
        )

    def delete_record(self, tenant: str, table: str, record_id: str, *, now: str = "") -> bool:
        """Delete a record and every document that came from it, in one transaction."""
        with self.transaction(tenant) as db:
            gone = db.execute(
                "DELETE FROM records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
                (tenant, table, record_id),
            ).rowcount
            ids = [
                row[0]
                for row in db.execute(
                    "SELECT id FROM documents WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
                    (tenant, table, record_id),
                )
            ]
            self._delete_documents(db, tenant, ids)
            files = db.execute(
                "DELETE FROM attachments WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
                (tenant, table, record_id),
            ).rowcount
            self._forget_record(db, tenant, table, record_id, now)
        self.checkpoint()
        return bool(gone or ids or files)

    def _forget_record(self, db: Connection, tenant: str, table: str, record_id: str, now: str) -> None:
        """Close the record's open or held pursuits (rows kept as an audit trail, notes no longer shown), and drop
        the before/after text of its documents' audit entries (who, what and when stay)."""
        db.execute(
            "UPDATE pursuits SET state = 'closed', closed_at = ?, closed_reason = 'record deleted', updated_at = ? "
            "WHERE tenant_id = ? AND source_table = ? AND record_id = ? AND state != 'closed'",
            (now, now, tenant, table, record_id),
        )
        db.execute(
            "UPDATE audit_log SET before = NULL, after = NULL "
            "WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
            (tenant, table, record_id),
        )

    def checkpoint(self) -> None:
        """Move SQLite's WAL into the database file and truncate it, so deleted text does not linger in the WAL."""
        self.engine.checkpoint()

    def _delete_documents(self, db: Connection, tenant: str, ids: Sequence[int]) -> None:
        for doc_id in ids:
            db.execute("DELETE FROM embeddings WHERE tenant_id = ? AND doc_id = ?", (tenant, doc_id))
            db.execute("DELETE FROM document_parts WHERE tenant_id = ? AND doc_id = ?", (tenant, doc_id))
            db.execute("DELETE FROM documents WHERE id = ? AND +tenant_id = ?", (doc_id, tenant))
            db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES (?, ?, 'delete')", (tenant, doc_id))

    def documents(self, tenant: str, ids: Sequence[int], *, retired: bool = False) -> dict[int, Document]:
        """Documents by id, hydrated from the source of truth. Retired ones only when `retired` is true."""
        found: dict[int, Document] = {}
        live = "" if retired else " AND retired_at IS NULL"
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            # `+tenant_id` keeps the planner on the primary key: by the (tenant_id, key) index it scans the tenant.
            rows = self._db.execute(
                f"SELECT {_DOC_COLUMNS} FROM documents WHERE id IN ({marks}) AND +tenant_id = ?{live}",
                (*chunk, tenant),
            )
            for row in rows:
                doc = _document(row)
                found[doc.id] = doc
        return found

    def document(self, tenant: str, doc_id: int, *, retired: bool = False) -> Document | None:
        return self.documents(tenant, [doc_id], retired=retired).get(doc_id)

    def parts(self, tenant: str, doc_id: int) -> list[DocumentPart]:
        """A document's parts in order (empty for a document that is read as one body)."""
        rows = self._db.execute(
            "SELECT p.number, p.label, p.text, p.verdict FROM document_parts p JOIN documents d "
            "ON d.tenant_id = p.tenant_id AND d.id = p.doc_id "
            "WHERE p.tenant_id = ? AND p.doc_id = ? ORDER BY p.number",
            (tenant, doc_id),
        )
        return [DocumentPart(row[0], row[1], row[2], verdict=row[3]) for row in rows]

    def setting(self, tenant: str, key: str) -> str | None:
        row = self._db.execute(
            "SELECT value FROM tenant_settings WHERE tenant_id = ? AND key = ?", (tenant, key)
        ).fetchone()
        return str(row[0]) if row else None

    def put_setting(self, tenant: str, key: str, value: str) -> None:
        with self.transaction(tenant) as db:
            db.execute(
                "INSERT INTO tenant_settings (tenant_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value",
                (tenant, key, value),
            )

    def document_id(self, tenant: str, key: str) -> int | None:
        row = self._db.execute("SELECT id FROM documents WHERE tenant_id = ? AND key = ?", (tenant, key)).fetchone()
        return int(row[0]) if row else None

    def document_count(self, tenant: str) -> int:
        return int(self._db.execute("SELECT count(*) FROM documents WHERE tenant_id = ?", (tenant,)).fetchone()[0])

    def iter_documents(self, tenant: str | None = None, batch: int = 2000) -> Iterator[list[Document]]:
        last = 0
        while True:
            where = "id > ? AND retired_at IS NULL" + (" AND +tenant_id = ?" if tenant else "")  # the primary key
            params: tuple[object, ...] = (last, tenant) if tenant else (last,)
            rows = self._db.execute(
                f"SELECT {_DOC_COLUMNS} FROM documents WHERE {where} ORDER BY id LIMIT {batch}", params
            ).fetchall()
            if not rows:
                return
            last = rows[-1]["id"]
            yield [_document(row) for row in rows]

    # -- embeddings -----------------------------------------------------------------------------------

    def vectors(self, tenant: str, ids: Sequence[int], model: str) -> dict[int, bytes]:
        found: dict[int, bytes] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            rows = self._db.execute(
                f"SELECT doc_id, vector FROM embeddings WHERE tenant_id = ? AND model = ? AND doc_id IN ({marks})",
                (tenant, model, *chunk),
            )
            found.update((row[0], row[1]) for row in rows)
        return found

    def put_vectors(self, tenant: str, vectors: Sequence[Vector]) -> None:
        with self.transaction(tenant) as db:
            for v in vectors:
                self._put_vector(db, tenant, v.doc_id, (v.model, v.vector))
                db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES (?, ?, 'upsert')", (tenant, v.doc_id))

    def unembedded(self, tenant: str, model: str, limit: int = 256) -> list[Document]:
        rows = self._db.execute(
            f"SELECT {', '.join('d.' + c.strip() for c in _DOC_COLUMNS.split(','))} FROM documents d "
            "LEFT JOIN embeddings e ON e.tenant_id = d.tenant_id AND e.doc_id = d.id AND e.model = ? "
            "WHERE d.tenant_id = ? AND e.doc_id IS NULL AND d.retired_at IS NULL ORDER BY d.id LIMIT ?",
            (model, tenant, limit),
        )
        return [_document(row) for row in rows]

    # -- outbox ---------------------------------------------------------------------------------------

    @cross_tenant
    def outbox_after(self, seq: int, limit: int = 5000) -> list[OutboxEntry]:
        rows = self._db.execute(
            "SELECT seq, tenant_id, doc_id, op FROM outbox WHERE seq > ? ORDER BY seq LIMIT ?", (seq, limit)
        )
        return [OutboxEntry(row[0], row[1], row[2], row[3]) for row in rows]

    @cross_tenant
    def outbox_head(self) -> int:
        """The last entry's number (or how far the outbox was trimmed, if that is more: it may be empty)."""
        row = self._db.execute(
            "SELECT max(coalesce((SELECT max(seq) FROM outbox), 0), (SELECT upto FROM outbox_floor WHERE id = 1))"
        ).fetchone()
        return int(row[0] or 0)

    @cross_tenant
    def trim_outbox(self, upto: int) -> None:
        """Drop applied entries. Not on PostgreSQL, where other servers may not have applied them yet (each keeps
        its own indexes): there `opmem.store.outbox.ServerPositions` trims below every live server's position."""
        if self.dialect is not Dialect.SQLITE:
            return
        with self.transaction() as db:
            db.execute("DELETE FROM outbox WHERE seq <= ?", (upto,))
