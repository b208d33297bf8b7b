"""The core: one object a surface holds, one call per thing a user can do."""

from __future__ import annotations

import contextlib
import dataclasses
import re
import threading
import unicodedata
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from opmem.access import Access, require_write
from opmem.clock import Clock, SystemClock
from opmem.curate import Curation
from opmem.curate.overview import Overview, overview
from opmem.deletion import Deletions
from opmem.dispatch import Dispatcher
from opmem.embed import Embedder, EmbeddingError, get_embedder
from opmem.errors import Forbidden, InvalidInput, NotFound, OpmemError, UnknownTable
from opmem.index.homes import recall_arms
from opmem.index.sync import IndexSync
from opmem.ingest.attach import AttachmentJob, PassReport
from opmem.ingest.distill import distill, embedding_text, resolution_key
from opmem.ingest.importers import Skipped
from opmem.ingest.scan import ClamdScanner, Scanner, UnavailableScanner
from opmem.ledger import Ledger
from opmem.ledger.finish import Runs
from opmem.limits import BIDI_CONTROLS, MAX_ID_CHARS, MAX_UPLOAD, check_id, check_name, check_record_size, check_text
from opmem.memory import AgentConfig, AgentMemory
from opmem.memory.findings import refresh_run_finding
from opmem.paging import Page, check_limit, decode
from opmem.quarantine import ExtractiveReader, OpenAIChatReader, Reader
from opmem.quarantine.shown import ShownGuard
from opmem.recall.engine import RecallEngine, RecallLimits
from opmem.recall.permit import GrantCheck, PermissionCheck, permitted
from opmem.recall.read import DocumentAnswer, DocumentPage, DocumentReader
from opmem.settings import Settings
from opmem.store import rls
from opmem.store import table_versions as table_store
from opmem.store.archive import Archive
from opmem.store.attachments import ENABLED_KEY, AttachmentStore
from opmem.store.db import open_engine
from opmem.store.private import open_private
from opmem.store.sqlite import SQLiteStore, Vector
from opmem.store.tenant_scope import cross_tenant, scoped
from opmem.store.unchanged import embedded_unchanged
from opmem.types import (
    ARMS,
    CAPABILITIES,
    Arm,
    Attachment,
    AttachmentStatus,
    Capability,
    DocumentDraft,
    ImportReport,
    Principal,
    RecallResult,
    Record,
    TableConfig,
)

IMPORT_BATCH = 256
#: Path separators, characters Windows refuses, control characters, and bidirectional controls (which make
#: `invoice\u202etxt.exe` display as `invoiceexe.txt`).
_UNSAFE_NAME = re.compile('[\x00-\x1f\x7f-\x9f/\\\\:*?"<>|' + "".join(sorted(BIDI_CONTROLS)) + "]+")


def safe_filename(name: str) -> str:
    """A display name that is only a name: no directories, no control characters, no traversal."""
    name = unicodedata.normalize("NFC", name if isinstance(name, str) else "")
    name = name.replace("\\", "/").rsplit("/", 1)[-1]
    name = _UNSAFE_NAME.sub("_", name).strip(" .")
    return name[:200] or "attachment"


def _scanner(settings: Settings) -> Scanner:
    if settings.clamd_socket is None:
        return UnavailableScanner()
    try:
        return ClamdScanner(settings.clamd_socket, timeout=settings.scan_timeout)
    except ValueError as exc:
        raise InvalidInput(f"OPMEM_CLAMD_SOCKET: {exc}; give a socket path or tcp://host:port.") from exc


def _reader(settings: Settings) -> Reader:
    if settings.reader.startswith("openai:"):
        return OpenAIChatReader(
            base_url=settings.reader_base_url or settings.openai_base_url,
            model=settings.reader.removeprefix("openai:"),
            api_key=settings.reader_api_key or settings.openai_api_key,
        )
    if settings.reader != "extractive":
        raise InvalidInput(f"Unknown reader {settings.reader!r}: use 'extractive' or 'openai:<model>'.")
    return ExtractiveReader()


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
class Opmem:
    """Operational memory over one data directory: a SQLite file and the indexes derived from it."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock | None = None,
        permission: PermissionCheck | None = None,
        embedders: Mapping[str, Embedder] | None = None,
        scanner: Scanner | None = None,
        reader: Reader | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock or SystemClock()
        root = Path(settings.data_dir)
        open_private(root)  # owner-only, before SQLite or an index creates a file
        where = open_engine(settings.db, rls=settings.db_rls) if settings.db else root / "opmem.sqlite3"
        try:
            self.store = SQLiteStore(where, auto_migrate=settings.auto_migrate)
            rls.configure(self.store.engine, on=settings.db_rls)
        except BaseException:
            if not isinstance(where, Path):
                where.close()  # a refused start leaves no connection pool behind
            raise
        self.access = Access(self.store, self.clock)
        self.archive = Archive.beside(self.store.engine, root)
        self.text, self.vectors = recall_arms(settings, self.store.engine, root / "index")
        self.sync = IndexSync.open(self.store, self.text, self.vectors, root / "index", settings, self.clock)
        if settings.archive_days < 0:
            raise InvalidInput("The archive's retention is a number of days, 0 or more (OPMEM_ARCHIVE_DAYS).")
        self.deletions = Deletions(self.store, self.archive, self.sync, self.clock, archive_days=settings.archive_days)
        self._embedders: dict[str, Embedder] = dict(embedders or {})
        self._memory: AgentMemory | None = None
        self._memory_lock = threading.Lock()
        # Query embedding and permission checks run here, so a hung provider or check is abandoned on time.
        self.pool = ThreadPoolExecutor(max_workers=16, thread_name_prefix="opmem")
        # Every third-party text an agent is shown passes this one guard (`on_refusal` counts refusals).
        self.shown = ShownGuard()
        self.engine = RecallEngine(
            store=self.store,
            text=self.text,
            vectors=self.vectors,
            embedder_for=self.embedder,
            check=permission or GrantCheck(),
            limits=RecallLimits(settings.embed_timeout, settings.permission_timeout),
            pool=self.pool,
            shown=self.shown,
            catch_up=self.sync.catch_up,  # what another process (even one killed since) committed is found
        )
        self.attachments = AttachmentStore(self.store)
        self.scanner = scanner or _scanner(settings)
        self.reader = DocumentReader(
            self.store,
            permission or GrantCheck(),
            reader or _reader(settings),
            pool=self.pool,
            timeout=settings.permission_timeout,
            shown=self.shown,
        )
        self.curation = Curation(
            store=self.store, engine=self.engine, vectors_for=self._fresh_vectors, sync=self.sync, clock=self.clock
        )
        self.ledger = Ledger(
            self.store, self.engine.check, self.clock, pool=self.pool, timeout=settings.permission_timeout
        )
        self.runs = Runs(
            self.store,
            self.ledger,
            self.clock,
            timeout=settings.run_timeout,
            on_finish=lambda db, tenant, run_id: refresh_run_finding(db, self.memory.store, tenant, run_id),
        )
        self.dispatch = Dispatcher(
            self.store,
            lambda: self.memory,
            recall=self.engine.recall,
            permit=lambda p, docs: permitted(
                self.engine.check, p, docs, pool=self.pool, timeout=settings.permission_timeout
            ),
            upsert=self.upsert_record,
            ledger=self.ledger,
            clock=self.clock,
            shown=self.shown,
        )
        self.store.ensure_tenant(
            settings.default_tenant,
            embedding=settings.default_embedding,
            tables=settings.tables,
            now=self.clock.now(),
        )
        if self.text.stale:  # written by another version of opmem (one index of every tenant before v3)
            self.sync.rebuild(vectors=False)  # the text indexes, from the store: the vector indexes are kept

    @property
    def memory(self) -> AgentMemory:
        """Agent memory over the same store and embedders; its vector indexes live in `<data_dir>/memory`."""
        with self._memory_lock:
            if self._memory is None:
                root = Path(self.settings.data_dir) / "memory"
                self._memory = AgentMemory(
                    self.store, self.embedder, self.clock, root, credentialed=self._credentialed, shown=self.shown
                )
            return self._memory

    def _credentialed(self, spec: str, credentials: Mapping[str, str]) -> Embedder:
        """An embedder built with an embedding integration's own `api_key` / `base_url`."""
        key = f"{spec}#{sorted(credentials.items())}"
        if key not in self._embedders:
            settings = self.settings.model_copy(
                update={
                    "openai_api_key": credentials.get("api_key", self.settings.openai_api_key),
                    "openai_base_url": credentials.get("base_url", self.settings.openai_base_url),
                }
            )
            self._embedders[key] = get_embedder(spec, settings)
        return self._embedders[key]

    def close(self) -> None:
        if self._memory is not None:
            self._memory.flush()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()
        self.archive.close()

    def embedder(self, spec: str) -> Embedder:
        if spec not in self._embedders:
            self._embedders[spec] = get_embedder(spec, self.settings)
        return self._embedders[spec]

    def loaded_models(self) -> frozenset[str]:
        """The embedding models this process has loaded (readiness: `opmem serve` loads them before listening)."""
        return frozenset(self._embedders)

    def overview(self, principal: Principal) -> Overview:
        """What the memory holds and what needs attention, counted over what `principal` may read."""
        return overview(self.store, principal, self.clock.now())

    def warm_up(self) -> None:
        """Load every tenant's embedding model now, so the first recall does not pay for it (or time out)."""
        for tenant in self.store.tenants():
            model = self.store.tenant_embedding(tenant)
            if model:
                # a provider that is down is reported per recall, as a degraded semantic arm; a bundled model
                # that fails its integrity check stops the start (ModelIntegrityError is also an OpmemError)
                embedder = self.embedder(model)
                embedder.prepare()
                with contextlib.suppress(EmbeddingError):
                    embedder.embed(["warm up"], kind="query")

    # -- tenants, tables, principals ------------------------------------------------------------------

    def create_tenant(self, tenant: str, *, embedding: str | None = "default") -> None:
        check_name("Tenant name", tenant)
        model = self.settings.default_embedding if embedding == "default" else embedding
        if model is not None:
            self.embedder(model)  # an unknown model fails now, not at every later import
        self.store.ensure_tenant(tenant, embedding=model, tables=self.settings.tables, now=self.clock.now())

    def _require_tenant(self, tenant: str) -> None:
        if not self.store.tenant_exists(tenant):
            raise NotFound(f"Unknown tenant {tenant!r}. Create it with `opmem tenant create {tenant}`.")

    def set_embedding(self, tenant: str, embedding: str | None) -> None:
        self._require_tenant(tenant)
        if embedding is not None:
            self.embedder(embedding)  # fails now, with a clear message, rather than at the next recall
        self.store.set_tenant_embedding(tenant, embedding)

    def set_table(self, tenant: str, table: TableConfig, *, expected_version: int | None = None) -> int:
        """Create or change a table's settings (with `expected_version`, only if still at it); its version now."""
        self._require_tenant(tenant)
        check_name("Table name", table.name)
        return table_store.put_table(self.store, tenant, table, expected_version=expected_version)

    def table_versions(self, tenant: str) -> dict[str, int]:
        self._require_tenant(tenant)
        return table_store.table_versions(self.store, tenant)

    def tables(self, tenant: str) -> dict[str, TableConfig]:
        self._require_tenant(tenant)
        return self.store.tables(tenant)

    def create_principal(
        self,
        tenant: str,
        principal_id: str,
        *,
        name: str | None = None,
        grants: Iterable[str] = (),
        capabilities: Iterable[Capability] = (),
        writes: Iterable[str] = (),
    ) -> Principal:
        """Create or update a principal: `grants` are read grants, `writes` write grants (both added to any held)."""
        self._require_tenant(tenant)
        check_id("principal id", principal_id)
        self.store.put_principal(
            tenant, principal_id, name=name or principal_id, grants=grants, capabilities=capabilities
        )
        return self.access.grant(tenant, principal_id, write=writes)

    def create_agent(
        self,
        tenant: str,
        agent_id: str,
        *,
        name: str | None = None,
        grants: Iterable[str] = (),
        tools: Sequence[str] = (),
        digest: bool = False,
        config: AgentConfig | None = None,
    ) -> tuple[Principal, frozenset[str]]:
        """An agent, its service account (the principal of the same id, with `grants`) and the tools it holds.

        `config` is its memory settings (store, retrieval policy, digest settings, tag mappings); `digest` says
        whether the digest is on."""
        check_id("agent id", agent_id)
        config = config or AgentConfig()
        config = dataclasses.replace(config, digest=dataclasses.replace(config.digest, enabled=digest))
        self.memory.create_agent(tenant, agent_id, name=name, config=config)
        account = self.create_principal(tenant, agent_id, name=name or agent_id, grants=grants)
        held = self.dispatch.grant_tools(tenant, agent_id, tools) if tools else frozenset()
        return account, frozenset(held)

    def principal(self, tenant: str, principal_id: str) -> Principal:
        self._require_tenant(tenant)
        return self.store.principal(tenant, principal_id)

    def principals(self, tenant: str) -> list[Principal]:
        """Every principal of the tenant (people and agents' service accounts), by id."""
        self._require_tenant(tenant)
        return [self.store.principal(tenant, principal_id) for principal_id in self.store.principal_ids(tenant)]

    def issue_token(self, tenant: str, principal_id: str, *, expires_at: datetime | None = None) -> str:
        """A new bearer token's secret (see `Access.issue_token` for its id and expiry)."""
        self._require_tenant(tenant)
        return self.access.issue_token(tenant, principal_id, expires_at=expires_at)[1]

    def authenticate(self, token: str) -> Principal:
        """The principal of a live token; 401 for an unknown, revoked or expired one."""
        return self.access.authenticate(token)

    # -- records ------------------------------------------------------------------------------------

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
        for tenant, items in by_tenant.items():
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
        batch_size: int = IMPORT_BATCH,
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

    def local_admin(self, tenant: str) -> Principal:
        """The data directory's owner: reads and writes every indexed table of the tenant, holds every capability."""
        self._require_tenant(tenant)
        tables = [name for name, table in self.store.tables(tenant).items() if table.indexed]
        return self.create_principal(
            tenant, "admin", name="Local administrator", grants=tables, capabilities=CAPABILITIES, writes=tables
        )

    @cross_tenant
    def document_count(self) -> int:
        """Documents across every tenant (what `reindex` will rebuild)."""
        return sum(self.store.document_count(tenant) for tenant in self.store.tenants())

    # -- recall ---------------------------------------------------------------------------------------

    def recall(
        self,
        principal: Principal,
        query: str,
        *,
        scope: str | None = None,
        k: int = 5,
        doc_kinds: Collection[str] | None = None,
        arms: Collection[Arm] = ARMS,
        exclude: Collection[tuple[str, str]] = (),
        run_id: str | None = None,
    ) -> RecallResult:
        """Recall precedent; what it was shown is recorded against the caller's run (`run_id`, or an agent's one
        running run)."""
        run = self.ledger.run_of(principal, self.runs.current(principal, run_id))
        result = self.engine.recall(principal, query, scope=scope, k=k, doc_kinds=doc_kinds, arms=arms, exclude=exclude)
        self.ledger.recalled(run, result.hits)
        return result

    # -- attachments and reading ----------------------------------------------------------------------

    def add_attachment(
        self,
        principal: Principal,
        table: str,
        record_id: str,
        *,
        filename: str,
        data: bytes,
        content_type: str = "application/octet-stream",
    ) -> Attachment:
        """Store a file with its record; the attachment job scans and extracts it on its next pass."""
        self._require_grant(principal, table)
        require_write(principal, table, "Attaching files to records")
        if not data:
            raise InvalidInput("The file is empty; upload a file with content.")
        if len(data) > MAX_UPLOAD:
            raise InvalidInput(f"The file is larger than {MAX_UPLOAD // 1_000_000} MB; attach a smaller file.")
        return self.attachments.add(
            principal.tenant,
            table,
            record_id,
            filename=safe_filename(filename),
            content_type=_text("content_type", content_type)[:200],
            data=data,
            uploaded_by=principal.id,
            now=self.clock.now(),
        )

    def attachment(self, principal: Principal, attachment_id: int) -> Attachment:
        found = self.attachments.get(principal.tenant, attachment_id)
        if found is None or found.source_table not in principal.grants:
            raise NotFound(f"No attachment {attachment_id} that you may see.")
        return found

    def list_attachments(
        self,
        principal: Principal,
        *,
        table: str | None = None,
        record_id: str | None = None,
        status: AttachmentStatus | None = None,
    ) -> list[Attachment]:
        """Attachments and their status, for the tables the caller may read."""
        if table is not None:
            self._require_grant(principal, table)
        found = self.attachments.list(principal.tenant, table=table, record_id=record_id, status=status)
        return [a for a in found if a.source_table in principal.grants]

    def attachments_page(
        self,
        principal: Principal,
        *,
        table: str | None = None,
        record_id: str | None = None,
        status: AttachmentStatus | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> Page[Attachment]:
        """`list_attachments` one page at a time, oldest first (`opmem.paging`; the keyset is the id)."""
        if table is not None:
            self._require_grant(principal, table)
        after = decode(cursor, "attachments", (int,))
        found = self.attachments.list(
            principal.tenant,
            table=table,
            record_id=record_id,
            status=status,
            limit=check_limit(limit) + 1,
            tables=principal.grants,
            after_id=None if after is None else int(after[0]),
        )
        return Page.of(found, limit, "attachments", lambda a: (a.id,))

    def delete_attachment(self, principal: Principal, attachment_id: int) -> None:
        """Delete a file and its document; every read path stops showing it at once (reads hydrate)."""
        found = self.attachment(principal, attachment_id)
        require_write(principal, found.source_table, "Deleting files attached to records")
        self.attachments.delete(principal.tenant, attachment_id)
        self.sync.apply()

    def retry_attachments(
        self, principal: Principal, statuses: tuple[AttachmentStatus, ...] = ("unscannable", "failed")
    ) -> int:
        """Queue files that could not be scanned or extracted again (after clamd is back, say); returns how many."""
        retriable = {"unscannable", "failed"}
        if not set(statuses) <= retriable:
            raise InvalidInput("Only unscannable or failed attachments can be retried; infected files never are.")
        return self.attachments.retry(principal.tenant, statuses, frozenset(principal.grants))

    @cross_tenant
    def process_attachments(self, *, limit: int | None = None, tenant: str | None = None) -> PassReport:
        """One pass of the attachment job now: scan, extract and index every pending file (of `tenant`, if given)."""
        job = AttachmentJob(
            self.store,
            self.scanner,
            clock=self.clock,
            vector_for=self._vector_for,
            timeout=self.settings.extract_timeout,
        )
        report = job.run_once(limit=limit, tenant=tenant)
        self.sync.apply()
        return report

    def _fresh_vectors(self, tenant: str, drafts: list[DocumentDraft]) -> list[tuple[str, bytes] | None]:
        """Vectors embedded now, none reused: for corrected documents and attachments, rewritten with their text."""
        return self._vectors(tenant, drafts, reuse=False)[0]

    def _vector_for(self, draft: DocumentDraft) -> tuple[str, bytes] | None:
        return self._fresh_vectors(draft.tenant, [draft])[0]

    def set_attachments_enabled(self, tenant: str, enabled: bool) -> None:
        """The tenant setting `memory.attachments_enabled`: off stops extraction and hides attachment documents."""
        self._require_tenant(tenant)
        self.store.put_setting(tenant, ENABLED_KEY, "true" if enabled else "false")

    def read_document(
        self, principal: Principal, doc_id: int, offset: int = 0, *, run_id: str | None = None
    ) -> DocumentPage:
        run = self.ledger.run_of(principal, self.runs.current(principal, run_id))
        page = self.reader.read(principal, doc_id, offset)
        self.ledger.opened(run, page.document)
        return page

    def ask_document(
        self, principal: Principal, doc_id: int, question: str, *, run_id: str | None = None
    ) -> DocumentAnswer:
        run = self.ledger.run_of(principal, self.runs.current(principal, run_id))
        answer = self.reader.ask(principal, doc_id, question)
        self.ledger.opened(run, answer.document)
        return answer

    def _require_grant(self, principal: Principal, table: str) -> None:
        if table not in principal.grants:
            raise Forbidden(
                f"Principal {principal.id!r} has no read grant on table {table!r}; ask an administrator for one."
            )

    # -- upkeep ---------------------------------------------------------------------------------------

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

    @cross_tenant
    def reindex(self, progress: Callable[[int], None] | None = None) -> int:
        """Rebuild every derived index from the store."""
        self.embed_pending()
        return self.sync.rebuild(progress)
