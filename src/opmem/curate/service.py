"""Curation: browse the archive, correct, retire, reinstate and endorse documents, propose skills, read the audit.

Browsing and reading the audit need `browse_memory`; every change needs `curate_memory`, and every change writes
one audit row in the same transaction as the change itself. Every gesture follows the source record: a document
the person may not read (the recall rule, failing closed) does not exist for them.

Decisions worth knowing:
- An uploaded file's document cannot be corrected or endorsed: its text is the file's, written by a third party.
  Retire it, or upload a corrected file.
- Correcting re-embeds the new text before anything is written; if the tenant has an embedding model and
  embedding fails, nothing changes (`EmbeddingUnavailable`), because semantic recall would keep finding the old
  text. A correction lasts until the source record itself changes; then distillation replaces it.
- Retiring keeps the row (who, when, why) and its embedding; the indexes drop it, and reinstating restores it.
- Correcting a skill's body (its prompt) needs `view_skill_bodies`, as reading it does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Sequence

from opmem.clock import Clock
from opmem.curate.browse import Browser, BrowseResult
from opmem.curate.inputs import MAX_BODY, MAX_TITLE, checked_id, checked_range, checked_reason, checked_text
from opmem.curate.skills import DRAFT, SkillProposal, proposal_of
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound, OpmemError
from opmem.index.sync import IndexSync
from opmem.ingest.distill import SKILL_TABLE, distill, resolution_key, skill_summary
from opmem.paging import Page, decode
from opmem.recall.engine import RecallEngine
from opmem.recall.permit import permitted
from opmem.store.curation import AuditEntry, Change, CurationStore, Fields
from opmem.store.sqlite import SQLiteStore, to_iso
from opmem.store.tenant_scope import scoped
from opmem.types import Capability, Document, DocumentDraft, Principal, Record
from opmem.versions import require_current

#: Embeds drafts of one tenant with its model: `(model, vector bytes)` per draft, or None (no model, or it failed).
VectorsFor = Callable[[str, list[DocumentDraft]], Sequence[tuple[str, bytes] | None]]

MAX_AUDIT = 500
AUDIT_PAGES = "audit"
BODY_WITHHELD = "[withheld: a skill's prompt needs the view_skill_bodies capability]"


class EmbeddingUnavailable(OpmemError):
    """The corrected text could not be embedded, so the correction was not saved (HTTP 503)."""

    status = 503


def _require(principal: Principal, capability: Capability, what: str) -> None:
    if capability not in principal.capabilities:
        raise Forbidden(
            f"{what} needs the {capability!r} capability; {principal.id!r} lacks it. Ask an administrator for it."
        )


def _retirement(doc: Document) -> dict[str, str | None]:
    return {"retired_at": to_iso(doc.retired_at), "retired_by": doc.retired_by, "retired_reason": doc.retired_reason}


@scoped
class Curation:
    def __init__(
        self,
        *,
        store: SQLiteStore,
        engine: RecallEngine,
        vectors_for: VectorsFor,
        sync: IndexSync,
        clock: Clock,
    ) -> None:
        self.store = store
        self.records = CurationStore(store)
        self.engine = engine
        self.browser = Browser(store, engine)
        self.vectors_for = vectors_for
        self.sync = sync
        self.clock = clock

    # -- reading ----------------------------------------------------------------------------------------

    def browse(
        self,
        principal: Principal,
        query: str | None = None,
        *,
        kinds: Collection[str] | None = None,
        scope: str | None = None,
        k: int = 20,
        include_retired: bool = False,
        cursor: str | None = None,
    ) -> BrowseResult:
        """Search (with a query, by the recall engine) or list (newest first) what the caller may read, one page
        at a time: pass back `next_cursor` as `cursor`."""
        _require(principal, "browse_memory", "Browsing operational memory")
        k = checked_range("k", k, 1, 50)
        return self.browser.browse(
            principal,
            query,
            kinds=kinds,
            scope=scope,
            k=k,
            include_retired=include_retired,
            cursor=cursor,
        )

    def audit(self, principal: Principal, *, doc_id: int | None = None, limit: int = 50) -> list[AuditEntry]:
        """Changes to the archive, newest first, for documents of records the caller may read."""
        return list(self.audit_page(principal, doc_id=doc_id, limit=limit).items)

    def audit_page(
        self, principal: Principal, *, doc_id: int | None = None, limit: int = 50, cursor: str | None = None
    ) -> Page[AuditEntry]:
        """One page of `audit`, newest first; `next_cursor` (the last entry's id, opaque) fetches the next."""
        _require(principal, "browse_memory", "Reading the audit log")
        limit = checked_range("limit", limit, 1, MAX_AUDIT)
        doc_id = checked_id("doc_id", doc_id) if doc_id is not None else None
        after = decode(cursor, AUDIT_PAGES, (int,))
        before = None if after is None else int(after[0])
        shown: list[AuditEntry] = []
        while len(shown) <= limit:
            entries = self.records.audit(principal.tenant, doc_id=doc_id, before_id=before, limit=MAX_AUDIT)
            if not entries:
                break
            visible = self._visible(principal, entries)
            shown += [self._redacted(principal, e) for e in entries if e.id in visible]
            before = entries[-1].id
        return Page.of(shown, limit, AUDIT_PAGES, lambda e: (e.id,))

    def _visible(self, principal: Principal, entries: Sequence[AuditEntry]) -> set[int]:
        """Entries of documents the caller may read; of a document that is gone, those of a table they read."""
        docs = self.store.documents(principal.tenant, [e.doc_id for e in entries if e.doc_id], retired=True)
        readable = {d.id for d in self._readable(principal, list(docs.values()))}
        return {
            e.id
            for e in entries
            if (e.doc_id in readable) or (e.doc_id not in docs and e.source_table in principal.grants)
        }

    def _redacted(self, principal: Principal, entry: AuditEntry) -> AuditEntry:
        if entry.source_table != SKILL_TABLE or "view_skill_bodies" in principal.capabilities:
            return entry

        def hide(fields: Fields | None) -> Fields | None:
            if fields is None:
                return None
            out = dict(fields)
            if out.get("prompt") is not None:
                out["prompt"] = BODY_WITHHELD
            if out.get("body") is not None:
                out["body"] = f"{skill_summary(out['body'] or '')}\n\n{BODY_WITHHELD}".strip()
            return out

        return dataclasses.replace(entry, before=hide(entry.before), after=hide(entry.after))

    def _readable(self, principal: Principal, docs: Sequence[Document]) -> list[Document]:
        indexed = {name for name, table in self.store.tables(principal.tenant).items() if table.indexed}
        docs = [d for d in docs if d.source_table in indexed]
        timeout = self.engine.limits.permission_timeout
        return permitted(self.engine.check, principal, docs, pool=self.engine.pool, timeout=timeout)

    def _document(self, principal: Principal, doc_id: object, *, retired: bool = True) -> Document:
        """The document if the caller may read its source record; otherwise NotFound (existence is not leaked)."""
        doc_id = checked_id("doc_id", doc_id)
        doc = self.store.document(principal.tenant, doc_id, retired=retired)
        if doc is not None and self._readable(principal, [doc]):
            return doc
        raise NotFound(f"No document {doc_id} that you may read. Take doc_id from `opmem browse` or a recall result.")

    # -- correcting -------------------------------------------------------------------------------------

    def correct(
        self,
        principal: Principal,
        doc_id: int,
        *,
        title: str | None = None,
        body: str | None = None,
        reason: str,
        expected_version: int | None = None,
    ) -> Document:
        """Replace a document's title and/or body; it is re-embedded and every arm finds the new text next query.

        With `expected_version` (the version the caller read) a document changed since is `StaleVersion`; without
        it, the version this call reads is the one the change is conditional on.
        """
        _require(principal, "curate_memory", "Correcting a document")
        reason = checked_reason(reason)
        if title is None and body is None:
            raise InvalidInput("Say what to correct: give a new title, a new body, or both.")
        new_title = checked_text("title", title, limit=MAX_TITLE, one_line=True) if title is not None else None
        new_body = checked_text("body", body, limit=MAX_BODY) if body is not None else None
        doc = self._document(principal, doc_id)
        require_current(f"Document {doc.id}", expected_version=expected_version, current_version=doc.version)
        if doc.kind == "attachment":
            raise InvalidInput(
                f"Document {doc.id} is an uploaded file: its text is the file's and cannot be corrected. "
                "Retire it, or attach a corrected file to the record."
            )
        if doc.kind == "skill" and new_body is not None and "view_skill_bodies" not in principal.capabilities:
            raise Forbidden("A skill's body is its prompt: correcting it needs the view_skill_bodies capability.")
        title_now, body_now = new_title or doc.title, new_body or doc.body
        after = {name: value for name, value in (("title", new_title), ("body", new_body)) if value is not None}
        after = {name: value for name, value in after.items() if value != getattr(doc, name)}
        if not after:
            raise InvalidInput(f"The correction changes nothing: document {doc.id} already says that.")
        before: Fields = {name: getattr(doc, name) for name in after}
        vector = self._vector(doc, title_now, body_now)
        change = Change(principal.id, "correct", self.clock.now(), before, after, reason)
        self.records.correct(
            doc, title=title_now, body=body_now, vector=vector, change=change, expected_version=doc.version
        )
        self.sync.apply()
        return self._current(doc)

    def _vector(self, doc: Document, title: str, body: str) -> tuple[str, bytes] | None:
        draft = DocumentDraft(
            doc.tenant, doc.kind, doc.key, doc.source_table, doc.record_id, title, body, doc.resolved_at, doc.link
        )
        vector = self.vectors_for(doc.tenant, [draft])[0]
        if vector is None and self.store.tenant_embedding(doc.tenant) is not None:
            raise EmbeddingUnavailable(
                "The corrected text could not be embedded (the embedding provider failed), so nothing was changed: "
                "semantic recall would have kept finding the old text. Retry when the provider is back."
            )
        return vector

    def _current(self, doc: Document) -> Document:
        found = self.store.document(doc.tenant, doc.id, retired=True)
        if found is None:
            raise NotFound(f"Document {doc.id} was deleted meanwhile.")
        return found

    # -- retiring ---------------------------------------------------------------------------------------

    def retire(
        self, principal: Principal, doc_id: int, *, reason: str, expected_version: int | None = None
    ) -> Document:
        """Take a document out of circulation: no recall, no reads, no agent sees it; the row stays."""
        return self._set_retired(principal, doc_id, reason, retire=True, expected_version=expected_version)

    def reinstate(
        self, principal: Principal, doc_id: int, *, reason: str, expected_version: int | None = None
    ) -> Document:
        """Put a retired document back into circulation."""
        return self._set_retired(principal, doc_id, reason, retire=False, expected_version=expected_version)

    def _set_retired(
        self, principal: Principal, doc_id: int, reason: str, *, retire: bool, expected_version: int | None
    ) -> Document:
        what = "Retiring a document" if retire else "Reinstating a document"
        _require(principal, "curate_memory", what)
        reason = checked_reason(reason)
        doc = self._document(principal, doc_id)
        require_current(f"Document {doc.id}", expected_version=expected_version, current_version=doc.version)
        if retire and doc.retired_at is not None:
            raise Conflict(
                f"Document {doc.id} is already retired (by {doc.retired_by} on {doc.retired_at:%Y-%m-%d}: "
                f"{doc.retired_reason})."
            )
        if not retire and doc.retired_at is None:
            raise Conflict(f"Document {doc.id} is in circulation; only a retired document can be reinstated.")
        now = self.clock.now()
        after = {"retired_at": to_iso(now), "retired_by": principal.id, "retired_reason": reason}
        if not retire:
            after = dict.fromkeys(after)
        change = Change(principal.id, "retire" if retire else "reinstate", now, _retirement(doc), after, reason)
        self.records.set_retired(doc, retire=retire, change=change, expected_version=doc.version)
        self.sync.apply()
        return self._current(doc)

    # -- skills -----------------------------------------------------------------------------------------

    def propose_skill(
        self,
        principal: Principal,
        *,
        name: str,
        purpose: str,
        activation: str,
        prompt: str,
        source_doc_id: int | None = None,
    ) -> Record:
        """Propose a draft skill (a record in the skill table, distilled into a `skill` document)."""
        if source_doc_id is not None:
            source_doc_id = self._document(principal, source_doc_id, retired=False).id
        proposal = SkillProposal.checked(
            name=name, purpose=purpose, activation=activation, prompt=prompt, source_doc_id=source_doc_id
        )
        return self._propose(principal, proposal, endorsed=None, reason="")

    def endorse(
        self,
        principal: Principal,
        doc_id: int,
        *,
        name: str | None = None,
        purpose: str | None = None,
        activation: str | None = None,
        reason: str = "",
    ) -> Record:
        """Promote a document into a draft skill, through the path agents propose skills by."""
        _require(principal, "curate_memory", "Endorsing a document")
        doc = self._document(principal, doc_id)
        if doc.retired_at is not None:
            raise Conflict(f"Document {doc.id} is retired; reinstate it before endorsing it.")
        if doc.kind in ("attachment", "skill"):
            why = "an uploaded file: its text, written by a third party, never becomes a prompt"
            raise InvalidInput(f"Document {doc.id} is {why if doc.kind == 'attachment' else 'already a skill'}.")
        where = f"{doc.source_table} {doc.record_id}"
        proposal = SkillProposal.checked(
            name=name if name is not None else doc.title,
            purpose=purpose if purpose is not None else f"Apply what {where} established: {doc.title}",
            activation=activation if activation is not None else f"When a record resembles {where}: {doc.title}",
            prompt=doc.body or doc.title,
            source_doc_id=doc.id,
        )
        reason = checked_text("reason", reason, limit=1000) if reason.strip() else ""
        return self._propose(principal, proposal, endorsed=doc, reason=reason)

    def _propose(
        self, principal: Principal, proposal: SkillProposal, *, endorsed: Document | None, reason: str
    ) -> Record:
        table = self.store.tables(principal.tenant).get(SKILL_TABLE)
        if table is None or not table.indexed or not table.is_terminal(DRAFT):
            raise InvalidInput(
                f"This tenant has no indexed {SKILL_TABLE!r} table with a 'draft' terminal state; "
                f"configure it with `opmem table set {SKILL_TABLE}`."
            )
        if SKILL_TABLE not in principal.grants:
            raise Forbidden(f"Proposing a skill needs a grant on the {SKILL_TABLE!r} table; {principal.id!r} lacks it.")
        now = self.clock.now()
        record = proposal.record(principal.tenant, proposed_by=principal.id, at=now)
        existing = self.store.record(principal.tenant, SKILL_TABLE, record.record_id)
        if existing is not None and existing.state.strip().lower() != DRAFT:
            raise Conflict(
                f"Skill {record.record_id!r} is already {existing.state}; a person edits it in the skill table. "
                "Propose under another name."
            )
        draft = distill(record)
        vector = self.vectors_for(principal.tenant, [draft])[0]
        if endorsed is None:
            change = Change(principal.id, "propose_skill", now, _before(existing), proposal.fields(), reason)
        else:
            # The prompt is the endorsed document's body: the audit names the document rather than copy it.
            fields = {name: value for name, value in proposal.fields().items() if name != "prompt"}
            after: Fields = {"skill": f"{SKILL_TABLE}/{record.record_id}", **fields}
            change = Change(principal.id, "endorse", now, None, after, reason)
        self.records.save_skill(
            record,
            draft,
            vector,
            audited=endorsed,
            change=change,
            expect_state=existing.state if existing else None,
        )
        self.sync.apply()
        return record

    def document_id(self, record: Record) -> int | None:
        """The document a record distilled into (such as a proposed skill's), if it has one."""
        return self.store.document_id(record.tenant, resolution_key(record.source_table, record.record_id))


def _before(existing: Record | None) -> Fields | None:
    return proposal_of(existing) if existing is not None else None
