"""The core's files half: attachments (stored with their record, scanned and extracted by the job, listed and
deleted as the caller may) and reading or asking about a document, recorded against the caller's run.
`opmem.core.Opmem` is this, the records half (`opmem.core_records`) and the rest of the calls."""

from __future__ import annotations

import re
import unicodedata

from opmem.access import require_write
from opmem.clock import Clock
from opmem.errors import Forbidden, InvalidInput, NotFound
from opmem.index.sync import IndexSync
from opmem.ingest.attach import REFRESH_BATCH, AttachmentJob, PassReport, refresh_verdicts
from opmem.ingest.record_verdicts import RECORD_BUDGET, refresh_record_verdicts
from opmem.ingest.scan import ClamdScanner, Scanner, UnavailableScanner
from opmem.ledger import Ledger
from opmem.ledger.finish import Runs
from opmem.limits import BIDI_CONTROLS, MAX_UPLOAD, check_text
from opmem.paging import Page, check_limit, decode
from opmem.quarantine import ExtractiveReader, OpenAIChatReader, Reader
from opmem.recall.read import DocumentAnswer, DocumentPage, DocumentReader
from opmem.settings import Settings
from opmem.store.attachments import ENABLED_KEY, AttachmentStore
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant, scoped
from opmem.types import Attachment, AttachmentStatus, DocumentDraft, Principal

#: Path separators, characters Windows refuses, control characters, and bidirectional controls (which make
#: `invoice\u202etxt.exe` display as `invoiceexe.txt`).
_UNSAFE_NAME = re.compile('[\x00-\x1f\x7f-\x9f/\\\\:*?"<>|' + "".join(sorted(BIDI_CONTROLS)) + "]+")


def safe_filename(name: str) -> str:
    """A display name that is only a name: no directories, no control characters, no traversal."""
    name = unicodedata.normalize("NFC", name if isinstance(name, str) else "")
    name = name.replace("\\", "/").rsplit("/", 1)[-1]
    name = _UNSAFE_NAME.sub("_", name).strip(" .")
    return name[:200] or "attachment"


def scanner_for(settings: Settings) -> Scanner:
    if settings.clamd_socket is None:
        return UnavailableScanner()
    try:
        return ClamdScanner(settings.clamd_socket, timeout=settings.scan_timeout)
    except ValueError as exc:
        raise InvalidInput(f"OPMEM_CLAMD_SOCKET: {exc}; give a socket path or tcp://host:port.") from exc


def reader_for(settings: Settings) -> Reader:
    if settings.reader.startswith("openai:"):
        return OpenAIChatReader(
            base_url=settings.reader_base_url or settings.openai_base_url,
            model=settings.reader.removeprefix("openai:"),
            api_key=settings.reader_api_key or settings.openai_api_key,
        )
    if settings.reader != "extractive":
        raise InvalidInput(f"Unknown reader {settings.reader!r}: use 'extractive' or 'openai:<model>'.")
    return ExtractiveReader()


@scoped
class FileCalls:
    """Attachments and reading (the attributes are the core's, set by `Opmem.__init__`)."""

    settings: Settings
    clock: Clock
    store: SQLiteStore
    sync: IndexSync
    attachments: AttachmentStore
    scanner: Scanner
    reader: DocumentReader
    ledger: Ledger
    runs: Runs

    def _require_tenant(self, tenant: str) -> None:
        raise NotImplementedError  # the core's

    def _vector_for(self, draft: DocumentDraft) -> tuple[str, bytes] | None:
        raise NotImplementedError  # the records half's

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
            content_type=check_text("content_type", content_type)[:200],
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

    @cross_tenant
    def refresh_file_verdicts(self, limit: int = REFRESH_BATCH) -> int:
        """Store this guard's verdicts for up to `limit` file parts and names that lack them (the worker's catch-up
        after m017 or a change to the guard); returns how many were judged (fewer than `limit`: none is left)."""
        return refresh_verdicts(self.store, limit)

    @cross_tenant
    def refresh_record_verdicts(self, budget: float = RECORD_BUDGET) -> int:
        """Store this guard's title and body verdicts for documents other than files that lack them, and memories'
        verdicts (m019), newest first, a document and a memory in turn, for up to `budget` CPU seconds (the worker's, a
        tick at a time); returns how many were judged (0: none is missing)."""
        return refresh_record_verdicts(self.store, budget)

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
