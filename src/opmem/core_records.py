"""The core's records half: records in (checked, stored, distilled, embedded in batches; imports skip a refused
row with its reason), documents and their vectors out, deletion and the archive, and embedding what is pending.
`opmem.core.Opmem` is this, the files half (`opmem.core_files`) and the rest of the calls."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

import numpy as np

from opmem.deletion import Deletions
from opmem.dispatch import Dispatcher
from opmem.embed import Embedder, EmbeddingError
from opmem.errors import InvalidInput, NotFound, OpmemError, UnknownTable
from opmem.index.sync import IndexSync
from opmem.ingest.distill import distill, embedding_text, resolution_key
from opmem.ingest.importers import Skipped
from opmem.limits import MAX_ID_CHARS, check_id, check_record_size, check_text
from opmem.store.sqlite import SQLiteStore, Vector
from opmem.store.tenant_scope import cross_tenant, scoped, tenant_scope
from opmem.store.unchanged import embedded_unchanged
from opmem.types import DocumentDraft, ImportReport, Record, TableConfig

IMPORT_BATCH = 256
#: `import_rows` distils, embeds and writes this many records at a time. The model's batches of one such chunk run
#: on two threads; with 256 records (~4 model batches) one core idled at the end of each chunk (2-core use 0.889 in
#: a simulation over 10,000 real reports, matching a quiet machine's measured rate), with 1,024 it is 0.977.
IMPORT_ROWS_BATCH = 1024


def _utc(value: datetime | None) -> datetime | None:
    if value is None:
        return None
    try:
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    except OverflowError as exc:  # 9999-12-31T23:59:59-14:00 is past year 9999 in UTC
        message = f"The date {value.isoformat()} is past year 9999 in UTC; send an earlier date."
        raise InvalidInput(message) from exc


def _text(name: str, value: object) -> str:
    return check_text(name, value)


@scoped
class RecordCalls:
    """Records in, documents and vectors out (the attributes are the core's, set by `Opmem.__init__`)."""

    store: SQLiteStore
    sync: IndexSync
    deletions: Deletions
    dispatch: Dispatcher

    def embedder(self, spec: str) -> Embedder:
        raise NotImplementedError  # the core's

    def _require_tenant(self, tenant: str) -> None:
        raise NotImplementedError  # the core's

    def _checked(self, record: Record, tables: dict[str, dict[str, TableConfig]]) -> tuple[Record, TableConfig]:
        """Validate a record against its tenant's tables (`tables` caches them per tenant for a batch)."""
        if record.tenant not in tables:
            self._require_tenant(record.tenant)
            tables[record.tenant] = self.store.tables(record.tenant)
        known = tables[record.tenant]
        table = known.get(record.source_table)
        if table is None:
            raise UnknownTable(
                f"Table {record.source_table!r} is not configured for tenant {record.tenant!r}. "
                f"Use one of: {', '.join(sorted(known))}, or add it with `opmem table set {record.source_table}`."
            )
        check_id("record_id", record.record_id)
        if not check_text("state", record.state, limit=MAX_ID_CHARS).strip():
            raise InvalidInput("A record needs a state, such as 'open' or 'resolved'.")
        for name in ("short_description", "description", "resolution_notes", "close_code"):
            _text(name, getattr(record, name))
        fields = {
            check_text("field name", k, limit=MAX_ID_CHARS): _text(f"fields.{k}", v) for k, v in record.fields.items()
        }
        check_record_size(record)
        record = dataclasses.replace(
            record, resolved_at=_utc(record.resolved_at), updated_at=_utc(record.updated_at), fields=fields
        )
        return record, table

    def _drafts(self, records: Iterable[tuple[Record, TableConfig]]) -> list[tuple[Record, DocumentDraft | None]]:
        return [(r, distill(r) if t.is_terminal(r.state) else None) for r, t in records if t.indexed]

    def _vectors(
        self, tenant: str, drafts: list[DocumentDraft], *, reuse: bool = True
    ) -> tuple[list[tuple[str, bytes] | None], int]:
        """A vector per draft (None: store unembedded, or keep the one stored), and how many were unchanged.

        With `reuse`, a draft whose stored document came from the same source and has a vector is not embedded:
        the store keeps that document and its vector as they are (a re-import embeds nothing it has seen).
        """
        model = self.store.tenant_embedding(tenant)
        if model is None or not drafts:
            return [None] * len(drafts), 0
        same = embedded_unchanged(self.store.db, tenant, model, drafts) if reuse else set()
        todo = [d for d in drafts if d.key not in same]
        try:
            matrix = self.embedder(model).embed(
                [embedding_text(d.title, d.body, kind=d.kind) for d in todo], kind="document"
            )
        except EmbeddingError:
            # stored unembedded; `embed_pending` catches up when the provider is back
            return [None] * len(drafts), len(same)
        made = {d.key: (model, row.astype(np.float32).tobytes()) for d, row in zip(todo, matrix, strict=True)}
        return [made.get(d.key) for d in drafts], len(same)

    def upsert_record(self, record: Record) -> int | None:
        """Store a record; distil it if its state is terminal. Returns its document id, if it has one now.

        A record that leaves a terminal state keeps its last document until it closes again: the precedent it
        set stays true until a newer resolution replaces it. A table configured never-indexed stores nothing.
        """
        self.upsert_records([record])
        return self._document_id(record)

    def _document_id(self, record: Record) -> int | None:
        return self.store.document_id(record.tenant, resolution_key(record.source_table, record.record_id))

    def upsert_records(self, records: Iterable[Record], *, apply: bool = True) -> int:
        """Upsert many records in one transaction (with batched embeddings). Returns documents written."""
        tables: dict[str, dict[str, TableConfig]] = {}
        checked = [self._checked(r, tables) for r in records]
        return self._write(checked, apply=apply)[0]

    def _write(self, checked: list[tuple[Record, TableConfig]], *, apply: bool) -> tuple[int, int]:
        """Documents written, and how many of them were unchanged (not embedded again)."""
        pairs = self._drafts(checked)
        written = unchanged = 0
        by_tenant: dict[str, list[tuple[Record, DocumentDraft | None]]] = {}
        for record, draft in pairs:
            by_tenant.setdefault(record.tenant, []).append((record, draft))
        for tenant, items in by_tenant.items():  # a batch may hold several tenants: each runs as its own
            with tenant_scope(tenant):
                drafts = [d for _, d in items if d is not None]
                made, same = self._vectors(tenant, drafts)
                unchanged += same
                vectors = iter(made)
                batch = [(r, d, next(vectors) if d is not None else None) for r, d in items]
                written += self.store.save_records(batch)
        self.dispatch.pursuits.settle(checked)  # a record now in a terminal state closes its pursuits
        if apply:
            self.sync.apply()
        return written, unchanged

    def get_record(self, tenant: str, table: str, record_id: str) -> Record:
        self._require_tenant(tenant)
        record = self.store.record(tenant, table, record_id)
        if record is None:
            raise NotFound(f"No record {table}/{record_id} in tenant {tenant!r}.")
        return record

    def delete_record(self, tenant: str, table: str, record_id: str, *, erase: bool = False) -> None:
        """Delete a record and everything derived from it (`Deletions.delete`); `erase` keeps no copy anywhere."""
        self._require_tenant(tenant)
        self.deletions.delete(tenant, table, record_id, erase=erase)

    def restore_record(self, tenant: str, table: str, record_id: str) -> Record:
        """Put a deleted record back from the archive: the record only, with no document and no reopened pursuit."""
        self._require_tenant(tenant)
        return self.deletions.restore(tenant, table, record_id)

    @cross_tenant
    def purge_archive(self) -> int:
        """Remove the archive copies past their retention (`Settings.archive_days`); returns how many."""
        return self.deletions.purge_archive()

    def import_rows(
        self,
        rows: Iterable[Record | Skipped],
        *,
        batch_size: int = IMPORT_ROWS_BATCH,
        on_batch: Callable[[int], None] | None = None,
    ) -> ImportReport:
        """Upsert parsed rows in batches; a row the core refuses is skipped with its reason, not fatal."""
        read = upserted = documents = unchanged = 0
        skipped: list[tuple[int, str]] = []
        batch: list[tuple[int, Record]] = []
        tables: dict[str, dict[str, TableConfig]] = {}

        def flush() -> None:
            nonlocal upserted, documents, unchanged
            good: list[tuple[Record, TableConfig]] = []
            for number, record in batch:
                try:
                    good.append(self._checked(record, tables))
                except OpmemError as exc:
                    skipped.append((number, f"record {record.record_id}: {exc.message}"))
            written, same = self._write(good, apply=False)
            documents += written
            unchanged += same
            upserted += len(good)
            if on_batch:
                on_batch(len(batch))
            batch.clear()

        for row in rows:
            read += 1
            if isinstance(row, Skipped):
                skipped.append((row.row, row.reason))
            else:
                batch.append((read, row))
            if len(batch) >= batch_size:
                flush()
        flush()
        self.sync.apply(block=True)
        return ImportReport(
            read=read, upserted=upserted, documents=documents, skipped=tuple(skipped), unchanged=unchanged
        )

    @cross_tenant
    def document_count(self) -> int:
        """Documents across every tenant (what `reindex` will rebuild)."""
        return sum(self.store.document_count(tenant) for tenant in self.store.tenants())

    def _fresh_vectors(self, tenant: str, drafts: list[DocumentDraft]) -> list[tuple[str, bytes] | None]:
        """Vectors embedded now, none reused: for corrected documents and attachments, rewritten with their text."""
        return self._vectors(tenant, drafts, reuse=False)[0]

    def _vector_for(self, draft: DocumentDraft) -> tuple[str, bytes] | None:
        return self._fresh_vectors(draft.tenant, [draft])[0]

    @cross_tenant
    def embed_pending(self, tenant: str | None = None, *, progress: Callable[[int], None] | None = None) -> int:
        """Embed documents that have no vector for their tenant's model (after an outage or a model change)."""
        done = 0
        for name in [tenant] if tenant else self.store.tenants():
            model = self.store.tenant_embedding(name)
            while model and (docs := self.store.unembedded(name, model)):
                try:
                    matrix = self.embedder(model).embed(
                        [embedding_text(d.title, d.body, kind=d.kind) for d in docs], kind="document"
                    )
                except EmbeddingError:
                    break
                self.store.put_vectors(
                    name, [Vector(d.id, model, row.tobytes()) for d, row in zip(docs, matrix, strict=True)]
                )
                done += len(docs)
                if progress:
                    progress(len(docs))
        self.sync.apply()
        return done
