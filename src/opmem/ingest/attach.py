"""The attachment job: claim a pending file, scan it, extract it in an isolated process, file one document.

Scanning comes first and fails closed: anything but a clean verdict (infected, scanner down, timeout, error)
means the file is never extracted or indexed. Extraction runs in a child process with CPU, memory and time
limits, so a hostile file costs at most one timeout and ends as a status with a reason. An extracted file's
parts and name are judged by the preview guard here, once (`quarantine.shown.stored`), and the verdicts stored
with them, so showing them later costs a lookup, not the model.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta

from opmem.clock import Clock
from opmem.ingest.distill import clean
from opmem.ingest.extract import Extraction, Limits, extract_isolated
from opmem.ingest.scan import Scanner
from opmem.links import record_link
from opmem.quarantine.detector import model_off
from opmem.quarantine.shown import stored, stored_prefix
from opmem.store.attachments import AttachmentStore, Outcome, attachment_key
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant
from opmem.types import Attachment, AttachmentStatus, DocumentDraft, DocumentPart

log = logging.getLogger(__name__)

#: Longer than a scan plus an extraction can take, so a live worker never loses its claim mid-file.
LEASE = timedelta(minutes=10)
#: Texts (parts, file names) whose stored verdict is missing or another guard's, judged per worker tick (~30 ms
#: CPU each: a tick of the catch-up after an upgrade costs about a quarter of a second).
REFRESH_BATCH = 8

VectorFor = Callable[[DocumentDraft], tuple[str, bytes] | None]


@dataclass(frozen=True)
class PassReport:
    """What one pass did: attachments processed, by the status they ended in."""

    processed: int = 0
    statuses: dict[AttachmentStatus, int] = field(default_factory=dict)


def truncation_note(kept: int, total: int) -> str:
    return f"[Only the first {kept} of {total} parts of this file are indexed; the rest is not indexed.]"


def attachment_document(attachment: Attachment, extraction: Extraction, store: SQLiteStore) -> DocumentDraft:
    """The `attachment` document: the file's name as title, its parts as body; it links to the parent record."""
    record = store.record(attachment.tenant, attachment.source_table, attachment.record_id)
    texts = [clean(part.text) for part in extraction.parts]
    body = "\n\n".join(t for t in texts if t)
    if extraction.total_parts > len(extraction.parts):
        body += "\n\n" + truncation_note(len(extraction.parts), extraction.total_parts)
    return DocumentDraft(
        tenant=attachment.tenant,
        kind="attachment",
        key=attachment_key(attachment.id),
        source_table=attachment.source_table,
        record_id=attachment.record_id,
        title=attachment.filename,
        body=body,
        resolved_at=record.resolved_at if record else None,
        link=record_link(attachment.source_table, attachment.record_id),
    )


class AttachmentJob:
    def __init__(
        self,
        store: SQLiteStore,
        scanner: Scanner,
        *,
        clock: Clock,
        vector_for: VectorFor,
        limits: Limits | None = None,
        timeout: float = 60.0,
        worker: str | None = None,
    ) -> None:
        self.store = store
        self.attachments = AttachmentStore(store)
        self.scanner = scanner
        self.clock = clock
        self.vector_for = vector_for
        self.limits = limits or Limits()
        self.timeout = timeout
        self.worker = worker or f"{socket.gethostname()}:{os.getpid()}:{id(self):x}"

    @cross_tenant
    def run_once(self, *, limit: int | None = None, tenant: str | None = None) -> PassReport:
        """Process pending attachments (of one tenant, if given) until none is left (or `limit` were processed).
        Claims span tenants (row-level security: the attachment job's bypass; `tenant` filters in SQL)."""
        statuses: dict[AttachmentStatus, int] = {}
        processed = 0
        while limit is None or processed < limit:
            claimed = self.attachments.claim(self.worker, now=self.clock.now(), lease=LEASE, tenant=tenant)
            if claimed is None:
                break
            outcome = self._outcome(claimed.attachment, claimed.data)
            if self.attachments.finish(claimed.attachment, self.worker, outcome, now=self.clock.now()):
                statuses[outcome.status] = statuses.get(outcome.status, 0) + 1
                processed += 1
        return PassReport(processed, statuses)

    def _outcome(self, attachment: Attachment, data: bytes) -> Outcome:
        tables = self.store.tables(attachment.tenant)
        table = tables.get(attachment.source_table)
        if table is None or not table.indexed:
            return Outcome("unsupported", f"records of table {attachment.source_table!r} are never indexed")
        scan = self.scanner.scan(data)
        if scan.verdict != "clean":
            log.warning("attachment %s not indexed: %s (%s)", attachment.id, scan.verdict, scan.reason)
            return Outcome(scan.verdict, scan.reason)
        extraction = extract_isolated(data, attachment.filename, limits=self.limits, timeout=self.timeout)
        if extraction.status != "ok":
            return Outcome(extraction.status, extraction.reason, total_parts=extraction.total_parts)
        draft = attachment_document(attachment, extraction, self.store)
        # each part's verdict (and the name's) computed once here, stored with it: shown, it is looked up
        parts = tuple(
            DocumentPart(p.number, p.label, text, verdict=stored(text))
            for p in extraction.parts
            for text in (clean(p.text),)
        )
        reason = truncation_note(len(parts), extraction.total_parts) if extraction.truncated else ""
        return Outcome(
            "indexed",
            reason,
            draft=draft,
            parts=parts,
            total_parts=extraction.total_parts,
            vector=self.vector_for(draft),
            title_verdict=stored(draft.title),
        )


def refresh_verdicts(store: SQLiteStore, limit: int = REFRESH_BATCH) -> int:
    """Up to `limit` parts and file names of processed files whose stored verdict is missing (written before m017)
    or another guard's (computed before the guard's source changed): judged now and stored, so showing them costs a
    lookup again. Every tenant's (the caller runs `cross_tenant`); a text changed meanwhile is left for the next
    call. Returns how many were judged: fewer than `limit` means none is left. With the model off
    (`OPMEM_GUARD_MODEL=off`) nothing is judged: a rules-only verdict must not replace the model's (shown with the model
    off, the rules run live, which costs little), so a mixed deployment does not rewrite verdicts back and forth."""
    if model_off():
        return 0
    files = AttachmentStore(store)
    found = files.unjudged(stored_prefix(), limit)
    for tenant, doc_id, number, text in found:
        files.store_verdict(tenant, doc_id, number, text, stored(text))
    return len(found)
