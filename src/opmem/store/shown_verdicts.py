"""A record's stored verdicts (m018): the worker's catch-up finds the documents whose title or body verdict is
missing or another guard's, and stores the running guard's, if the text is still what was judged.

Files are not here: their parts' and names' verdicts are written when the file is processed (`store.attachments`).
"""

from __future__ import annotations

from dataclasses import dataclass

from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import DocKind


@dataclass(frozen=True)
class Unjudged:
    """A document whose title or body lacks this guard's stored verdict."""

    tenant: str
    doc_id: int
    kind: DocKind
    title: str
    body: str


@scoped
class ShownVerdicts:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def unjudged(self, current: str, limit: int) -> list[Unjudged]:
        """Up to `limit` live documents, every tenant's, but files, whose title or body verdict is missing or does
        not begin with `current` (a LIKE pattern: this guard's), newest first: a record filed or edited now is what
        recall shows at first sight (`quarantine.first_sight`), so it is judged before a backlog of older ones (all
        of them after a change to the guard). A changed title or body clears both verdicts, so a current prefix is a
        current text too. The caller runs `cross_tenant`."""
        rows = self.store.db.execute(
            "SELECT tenant_id, id, kind, title, body FROM documents WHERE kind <> 'attachment' "
            "AND retired_at IS NULL AND (body_verdict IS NULL OR body_verdict NOT LIKE ? "
            "OR title_verdict IS NULL OR title_verdict NOT LIKE ?) ORDER BY id DESC LIMIT ?",
            (current, current, limit),
        ).fetchall()
        return [Unjudged(*row) for row in rows]

    def store_verdicts(self, doc: Unjudged, *, title_verdict: str, body_verdict: str) -> bool:
        """Store both verdicts, if the document's title and body are still those judged."""
        with self.store.transaction(doc.tenant) as db:
            return bool(
                db.execute(
                    "UPDATE documents SET title_verdict = ?, body_verdict = ? WHERE id = ? AND tenant_id = ? "
                    "AND title = ? AND body = ?",
                    (title_verdict, body_verdict, doc.doc_id, doc.tenant, doc.title, doc.body),
                ).rowcount
            )
