"""The memory browser: what the archive holds, for people with `browse_memory`, as they may read it.

With a query it ranks with the recall engine agents use (the same arms, fusion, filters and per-document
permission), paged; without one it lists documents newest first. Either way a document is shown only if the
browsing person may read its source record (the recall rule, failing closed). An uploaded file's text is shown
part by part, each part through the preview guard; a skill's prompt only with `view_skill_bodies`.

Retired documents are in no index, so a query cannot rank them: with `include_retired`, the first page of a
search lists, after the ranked results, the retired documents that contain every word of the query.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime

from opmem.errors import InvalidInput
from opmem.index.analysis import stems
from opmem.index.text import Filters
from opmem.ingest.distill import searchable_text, skill_summary
from opmem.links import linked
from opmem.paging import decode, encode
from opmem.quarantine.shown import ShownGuard
from opmem.recall.engine import RecallEngine
from opmem.recall.permit import permitted
from opmem.recall.query import check_kinds, check_query
from opmem.recall.read import shown_file_name
from opmem.store.curation import CurationStore
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import Arm, Degraded, DocKind, Document, DocumentPart, Hit, Principal

MAX_PAGE = 50
#: The list name in a browse cursor: ("rank", n) pages a search's ranking, ("before", id) a listing's keyset.
PAGES = "browse"
#: How deep a search pages: past this the ranking is noise (the text arm itself looks 100 deep).
MAX_DEPTH = 100
#: Retired documents a search looks through for its words.
RETIRED_SCAN = 1000
PROMPT_WITHHELD = "[Prompt withheld: reading a skill's prompt needs the view_skill_bodies capability.]"
EMPTY_SEARCH = "No document you may read matches. Try other words, another kind, or include retired documents."
EMPTY_LISTING = "No documents you may read here yet."


@dataclass(frozen=True)
class BrowseItem:
    """One document as a person browsing sees it: where it came from, its content, and its state."""

    doc_id: int
    kind: DocKind
    source_table: str
    record_id: str
    link: str
    title: str
    #: The body as the browsing person may see it (file parts that failed the guard and a skill's prompt withheld).
    content: str
    #: Labels of what `content` withholds: file parts that failed the preview guard, or "prompt".
    withheld: tuple[str, ...]
    resolved_at: datetime | None
    corrected_at: datetime | None
    corrected_by: str | None
    retired_at: datetime | None
    retired_by: str | None
    retired_reason: str | None
    #: The document's version: what a correction, retirement or reinstatement of it is based on.
    version: int
    #: The search's score, arms and highlighted passage; None (and empty) in a listing or for a retired match.
    score: float | None = None
    arms: tuple[Arm, ...] = ()
    snippet: str | None = None

    @property
    def retired(self) -> bool:
        return self.retired_at is not None


@dataclass(frozen=True)
class BrowseResult:
    query: str | None
    items: tuple[BrowseItem, ...]
    hint: str | None = None
    degraded: tuple[Degraded, ...] = ()
    #: The same, as the opaque cursor of `opmem.paging` every list pages with; None on the last page.
    next_cursor: str | None = None


def shown_content(
    store: SQLiteStore, principal: Principal, doc: Document, guard: ShownGuard
) -> tuple[str, tuple[str, ...]]:
    """A document's content as `principal` may see it, and the labels of what was withheld. A file's parts pass
    `guard` as a file's text (`file` strength: with the fine-tuned detector, or the verdict stored with each part
    when the file was processed), as recall's previews of them do."""
    if doc.kind == "attachment":
        parts = store.parts(doc.tenant, doc.id) or [DocumentPart(1, "document", doc.body)]
        shown, withheld = [], []
        for part in parts:
            verdict = guard.verdict(part.label, part.text, strength="file", known=part.verdict)
            if verdict.allowed:
                shown.append(f"[{part.label}]\n{part.text}")
            else:
                shown.append(f"[{part.label} withheld: {verdict.reason} Open the file itself to read it.]")
                withheld.append(part.label)
        return "\n\n".join(shown), tuple(withheld)
    if doc.kind == "skill" and "view_skill_bodies" not in principal.capabilities:
        summary = skill_summary(doc.body)
        if summary != doc.body:
            return (f"{summary}\n\n{PROMPT_WITHHELD}" if summary else PROMPT_WITHHELD), ("prompt",)
    return doc.body, ()


@scoped
class Browser:
    def __init__(self, store: SQLiteStore, engine: RecallEngine) -> None:
        self.store = store
        self.curation = CurationStore(store)
        self.engine = engine

    def browse(
        self,
        principal: Principal,
        query: str | None,
        *,
        kinds: Collection[str] | None,
        scope: str | None,
        k: int,
        include_retired: bool,
        cursor: str | None = None,
    ) -> BrowseResult:
        # The engine's own filters: the tables the caller may read (or the one in scope), kinds, attachments on/off.
        filters = self.engine.filters(principal, scope, check_kinds(kinds))
        searching = not (query is None or (isinstance(query, str) and not query.strip()))
        at = decode(cursor, PAGES, (str, int))
        if at is not None and (at[0] != ("rank" if searching else "before") or int(at[1]) < 0):
            raise InvalidInput(
                "The cursor is not one this list (browse) gave out: it belongs to a "
                f"{'listing' if searching else 'search'} or is out of range. Start again without a cursor and pass "
                "back each page's next_cursor as given."
            )
        if not searching:
            before = None if at is None else int(at[1])
            return self._listing(principal, filters, k, include_retired, before)
        start = 0 if at is None else min(int(at[1]), MAX_DEPTH)
        return self._search(principal, check_query(query), filters, k, start, include_retired)

    def _permitted(self, principal: Principal, docs: Sequence[Document]) -> list[Document]:
        limits = self.engine.limits
        return permitted(self.engine.check, principal, docs, pool=self.engine.pool, timeout=limits.permission_timeout)

    def _item(self, principal: Principal, doc: Document, hit: Hit | None = None) -> BrowseItem:
        content, withheld = shown_content(self.store, principal, doc, self.engine.shown)
        return BrowseItem(
            doc_id=doc.id,
            kind=doc.kind,
            source_table=doc.source_table,
            record_id=doc.record_id,
            link=linked(self.store.tables(doc.tenant), doc).link,
            # a file's name is a file's text, guarded as its parts are; a record's title is shown as recorded
            title=shown_file_name(doc, self.engine.shown) if doc.kind == "attachment" else doc.title,
            content=content,
            withheld=withheld,
            resolved_at=doc.resolved_at,
            corrected_at=doc.corrected_at,
            corrected_by=doc.corrected_by,
            retired_at=doc.retired_at,
            retired_by=doc.retired_by,
            retired_reason=doc.retired_reason,
            version=doc.version,
            score=hit.score if hit else None,
            arms=hit.arms if hit else (),
            snippet=hit.snippet if hit else None,
        )

    def _search(
        self, principal: Principal, query: str, filters: Filters, k: int, offset: int, include_retired: bool
    ) -> BrowseResult:
        # The recall engine's arms, fusion and selection (hydration, filters, permission, recency), asked one
        # deeper than the page so we know whether another page follows. No second ranking.
        hits, degraded = self.engine.ranked(principal, query, filters, depth=offset + k + 1)
        page = hits[offset : offset + k]
        docs = self.store.documents(principal.tenant, [h.doc_id for h in page])
        items = [self._item(principal, docs[h.doc_id], h) for h in page if h.doc_id in docs]
        if include_retired and offset == 0:
            items += [self._item(principal, d) for d in self._retired_matches(principal, query, filters, k)]
        more = len(hits) > offset + k and offset + k < MAX_DEPTH
        return BrowseResult(
            query=query,
            items=tuple(items),
            hint=None if items else EMPTY_SEARCH,
            degraded=degraded,
            next_cursor=encode(PAGES, ("rank", offset + k)) if more else None,
        )

    def _retired_matches(self, principal: Principal, query: str, filters: Filters, k: int) -> list[Document]:
        """Retired documents holding every word of the query (as the text arm stems them; a skill's prompt is not
        searched, as in the index)."""
        wanted = set(stems(query))
        found = self.curation.retired(principal.tenant, tables=filters.tables, kinds=filters.kinds, limit=RETIRED_SCAN)
        found = [d for d in found if wanted <= set(stems(f"{d.title}\n{searchable_text(d.kind, d.body)}"))]
        return self._permitted(principal, found)[:k]

    def _listing(
        self, principal: Principal, filters: Filters, k: int, include_retired: bool, before: int | None
    ) -> BrowseResult:
        """Newest first, from the newest stored document or (a cursor's keyset) from documents older than
        `before`. The keyset counts stored documents, so a page the permission check thinned still pages on."""
        chosen: list[Document] = []
        last, chunk = before, max(k, MAX_PAGE)
        while len(chosen) < k:
            rows = self._rows(principal, filters, include_retired, chunk, last)
            if not rows:
                break
            allowed = {d.id for d in self._permitted(principal, rows)}
            for doc in rows:
                last = doc.id
                if doc.id in allowed:
                    chosen.append(doc)
                    if len(chosen) == k:
                        break
        more = len(chosen) == k and bool(self._rows(principal, filters, include_retired, 1, last))
        items = tuple(self._item(principal, d) for d in chosen)
        return BrowseResult(
            query=None,
            items=items,
            hint=None if items else EMPTY_LISTING,
            next_cursor=encode(PAGES, ("before", last)) if more and last is not None else None,
        )

    def _rows(
        self, principal: Principal, filters: Filters, retired: bool, limit: int, before: int | None
    ) -> list[Document]:
        return self.curation.listing(
            principal.tenant,
            tables=filters.tables,
            kinds=filters.kinds,
            retired=retired,
            offset=0,
            limit=limit,
            before_id=before,
        )
