"""Findings: what a finished run concluded joins recall as one `finding` document.

A run that finishes (or is abandoned) with a recorded memory, dispatched on a record, leaves one `finding`
document distilled from its memory: the title in one line, then root cause with confidence, ruled-out causes,
resolution, significance, entity tags and the recurrence count. It belongs to the run's record (its source
table and id), so who may read it follows that record exactly as for the record's resolution; deleting the
record deletes it. Same memory in, same bytes out.

`refresh_finding` keeps it in step inside the transaction of every change to the memory: a person's edit, a
recurrence (the count changes in place, no second document), a verdict, a deletion (the document goes). A memory
marked wrong keeps its finding, retired (so recall never offers it as precedent) with the verdict at the top of
its body and in its retired reason, so browsing says why; clearing the verdict puts it back in circulation.
A run without a record leaves no finding: there is no record for access to follow. Every change bumps the
document's version, so a curator's edit based on the version before it is refused as stale.
"""

from __future__ import annotations

from opmem.ingest.distill import clean
from opmem.links import record_link
from opmem.memory.model import Memory
from opmem.memory.store import MemoryStore
from opmem.store.db import Connection
from opmem.store.sqlite import SQLiteStore
from opmem.types import DocumentDraft

#: The start of a finding's retired reason while its memory is marked wrong (a curator's own reason differs).
WRONG = "its memory was marked wrong"


def finding_key(memory_id: int) -> str:
    return f"finding:{memory_id}"


def _sections(memory: Memory) -> list[tuple[str, str]]:
    cause = clean(memory.root_cause)
    sections = [
        ("Symptoms", clean(memory.symptoms)),
        ("Root cause", f"{cause} (confidence: {memory.root_cause_confidence})" if cause else ""),
        ("Ruled out", "\n".join(f"- {clean(c)}" for c in memory.ruled_out if clean(c))),
        ("Resolution", clean(memory.resolution)),
        ("Significance", memory.significance),
        ("Entity tags", ", ".join(str(tag) for tag in memory.tags if tag.key.startswith("entity:"))),
        ("Recurrences", f"seen in {memory.recurrence_count} investigations"),
    ]
    if memory.review.marked_wrong:
        note = clean(memory.review.wrong_note or "")
        verdict = f"A person marked this finding wrong ({note}). Treat its root cause as ruled out, not as precedent."
        sections.insert(0, ("Marked wrong", verdict))
    return sections


def distil_finding(memory: Memory, source_table: str, record_id: str) -> DocumentDraft:
    """The `finding` document of a finished run's memory on the record `source_table`/`record_id`."""
    title = clean(memory.title).replace("\n", " ") or f"Finding of investigation {memory.investigation_id}"
    return DocumentDraft(
        tenant=memory.tenant,
        kind="finding",
        key=finding_key(memory.id),
        source_table=source_table,
        record_id=record_id,
        title=title,
        body="\n\n".join(f"{name}:\n{value}" for name, value in _sections(memory) if value),
        resolved_at=memory.recorded_at,
        link=record_link(source_table, record_id),
    )


def refresh_finding(db: Connection, memories: MemoryStore, tenant: str, memory_id: int) -> None:
    """Write, rewrite or delete the memory's finding, in the caller's transaction (`db`)."""
    documents: SQLiteStore = memories._store
    memory = memories.memory(tenant, memory_id)  # the same connection: sees the transaction's own changes
    run = None
    if memory is not None:
        run = db.execute(
            "SELECT source_table, record_id FROM investigations WHERE tenant_id = ? AND id = ? "
            "AND status = 'finished' AND source_table IS NOT NULL AND record_id IS NOT NULL",
            (tenant, memory.investigation_id),
        ).fetchone()
    if memory is None or run is None:
        found = db.execute(
            "SELECT id FROM documents WHERE tenant_id = ? AND key = ?", (tenant, finding_key(memory_id))
        ).fetchone()
        if found is not None:
            documents._delete_documents(db, tenant, [int(found[0])])
        return
    doc_id = documents._put_document(db, distil_finding(memory, str(run[0]), str(run[1])), None)
    review = memory.review
    if review.marked_wrong:
        db.execute(
            "UPDATE documents SET retired_at = ?, retired_by = ?, retired_reason = ?, version = version + 1 "
            "WHERE id = ? AND +tenant_id = ? AND retired_reason IS NOT ?",
            (
                review.wrong_at.isoformat() if review.wrong_at else None,
                review.wrong_by,
                reason := f"{WRONG}: {review.wrong_note}",
                doc_id,
                tenant,
                reason,
            ),
        )
    else:
        db.execute(
            "UPDATE documents SET retired_at = NULL, retired_by = NULL, retired_reason = NULL, version = version + 1 "
            "WHERE id = ? AND +tenant_id = ? AND retired_reason LIKE ?",
            (doc_id, tenant, f"{WRONG}:%"),
        )


def refresh_run_finding(db: Connection, memories: MemoryStore, tenant: str, run_id: str) -> None:
    """`refresh_finding` for the memory a run recorded, if it recorded one (called as the run finishes)."""
    row = db.execute(
        "SELECT id FROM memories WHERE tenant_id = ? AND investigation_id = ?", (tenant, run_id)
    ).fetchone()
    if row is not None:
        refresh_finding(db, memories, tenant, int(row[0]))
