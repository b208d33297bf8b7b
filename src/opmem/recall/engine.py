"""One recall: arms → fuse → hydrate from the store → permission per result → recency among near-ties."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from opmem.embed.base import Embedder, Matrix
from opmem.errors import UnknownTable
from opmem.index.analysis import cut_snippet, stems
from opmem.index.arms import LexicalArms, SemanticArm
from opmem.index.text import FUZZY_MIN_SHARE, Filters, fuzzy_share
from opmem.ingest.distill import skill_summary
from opmem.links import linked
from opmem.quarantine.first_sight import Budget, FirstSight
from opmem.quarantine.shown import ShownGuard
from opmem.recall.fuse import Fused, fuse, recency_bonus
from opmem.recall.permit import PermissionCheck, permitted
from opmem.recall.query import check_k, check_kinds, check_query
from opmem.recall.read import attachments_enabled, shown_title
from opmem.store.sqlite import SQLiteStore
from opmem.types import (
    ARMS,
    DOC_KINDS,
    EMPTY_HINT,
    Arm,
    Degraded,
    DocKind,
    Document,
    Hit,
    Principal,
    RecallResult,
    TableConfig,
)

DEPTH: Mapping[Arm, int] = {"text": 100, "fuzzy": 50, "semantic": 100}


class RecallObserver(Protocol):
    """Told how long each arm and each whole recall took, and what degraded (the metrics listen here)."""

    def arm_took(self, arm: Arm, seconds: float) -> None: ...

    def recall_took(self, seconds: float, degraded: Sequence[Degraded]) -> None: ...


HYDRATE_CHUNK = 50
#: Query vectors remembered per (tenant, model, query text), least recently used dropped first: an agent asking
#: again, or the browser turning a page, does not embed the same words again (a query vector is ~1.5 KB). Per
#: tenant, so how fast a query answers never tells one tenant what another asked.
QUERY_VECTORS = 1024


@dataclass(frozen=True)
class RecallLimits:
    embed_timeout: float
    permission_timeout: float


@dataclass(frozen=True)
class TableFilters(Filters):
    """Filters that keep the tenant's table configuration they were made from: the hits' links need it again, and
    reading it twice was two more statements per recall (round trips on PostgreSQL)."""

    configs: Mapping[str, TableConfig] = field(default_factory=dict, compare=False)


class RecallEngine:
    def __init__(
        self,
        *,
        store: SQLiteStore,
        text: LexicalArms,
        vectors: SemanticArm,
        embedder_for: Callable[[str], Embedder],
        check: PermissionCheck,
        limits: RecallLimits,
        pool: ThreadPoolExecutor,
        shown: ShownGuard | None = None,
        catch_up: Callable[[], int] | None = None,
        embed_pool: ThreadPoolExecutor | None = None,
    ) -> None:
        """`shown` guards every title and snippet a hit carries (third-party text; see `opmem.quarantine.shown`);
        `catch_up` brings the indexes up to the store before a query and returns the changes still missing."""
        self.store = store
        self.catch_up = catch_up
        self.text = text
        self.vectors = vectors
        self.embedder_for = embedder_for
        self.check = check
        self.limits = limits
        self.pool = pool  # permission checks
        self.embed_pool = embed_pool or pool  # the query's embedding: not queued behind hung permission checks
        self.shown = shown or ShownGuard()
        self.observers: list[RecallObserver] = []
        self._query_vectors: OrderedDict[tuple[str, str, str], Matrix] = OrderedDict()
        self._query_lock = threading.Lock()
        self._prepared: dict[str, Embedder] = {}

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
    ) -> RecallResult:
        query = check_query(query)
        k = check_k(k)
        kinds = check_kinds(doc_kinds)
        started = time.perf_counter()
        filters = self.filters(principal, scope, kinds)
        hits, degraded = self.ranked(principal, query, filters, depth=k, arms=arms, exclude=exclude)
        for observer in self.observers:
            observer.recall_took(time.perf_counter() - started, degraded)
        return RecallResult(query=query, hits=tuple(hits), hint=None if hits else EMPTY_HINT, degraded=degraded)

    def ranked(
        self,
        principal: Principal,
        query: str,
        filters: Filters,
        *,
        depth: int,
        arms: Collection[Arm] = ARMS,
        exclude: Collection[tuple[str, str]] = (),
    ) -> tuple[list[Hit], tuple[Degraded, ...]]:
        """The best `depth` hits for a checked query under `filters` (for recall, and for the browser's pages)."""
        ranked, degraded = self.run_arms(query, filters, arms)
        return self._select(principal, query, fuse(ranked), depth, filters, set(exclude)), degraded

    def filters(self, principal: Principal, scope: str | None, kinds: frozenset[DocKind] | None) -> Filters:
        """What the caller may see: the tenant, its readable indexed tables (or the one in scope), the kinds."""
        configs = self.store.tables(principal.tenant)
        indexed = frozenset(name for name, table in configs.items() if table.indexed)
        if scope is not None and scope not in indexed:
            raise UnknownTable(
                f"Unknown scope {scope!r}: it is not an indexed table of this tenant. "
                f"Use one of: {', '.join(sorted(indexed))}, or leave scope out."
            )
        tables = indexed & principal.grants
        tables = tables & {scope} if scope else tables
        if not attachments_enabled(self.store, principal.tenant):
            kinds = frozenset(kinds if kinds is not None else DOC_KINDS) - {"attachment"}
        return TableFilters(principal.tenant, tables, kinds, all_tables=tables == indexed, configs=configs)

    def run_arms(
        self, query: str, filters: Filters, arms: Collection[Arm]
    ) -> tuple[dict[Arm, Sequence[tuple[int, float]]], tuple[Degraded, ...]]:
        """Each arm's candidates for a checked query, unfused (document id, the arm's own score), best first.

        The indexes catch up with the store first (if they cannot in time, every arm says it answered behind); then
        the query's embedding starts on the pool (the longest engine call of a first-seen query) and the lexical
        arms run meanwhile. Not the other way round (8d7dcb6 started the embedding first): the catch-up's read
        lets go of the GIL for microseconds, the pool thread just woken took it for its ~0.2-0.3 ms of Python
        before the model runs, and the caller waited for it (under load, losing its core too: ~2 ms). Started
        after, that Python runs while Tantivy searches without the GIL (docs/measured/recall-speed.md, round 4).
        """
        lagging = _behind(arms, self.catch_up() if self.catch_up else 0)
        semantic = self._start_semantic(query, filters, arms)
        ranked: dict[Arm, Sequence[tuple[int, float]]] = {}
        if "text" in arms:
            ranked["text"] = self._timed("text", self.text.search_text, query, filters, DEPTH["text"])
        if "fuzzy" in arms:
            ranked["fuzzy"] = self._timed("fuzzy", self.text.search_fuzzy, query, filters, DEPTH["fuzzy"])
        if isinstance(semantic, Degraded):
            return ranked, (*lagging, semantic)
        if semantic is None:
            return ranked, lagging
        model, pending, started = semantic
        try:
            vector = pending.result(timeout=self.limits.embed_timeout)
        except FutureTimeout:
            pending.cancel()
            timed_out = Degraded("semantic", f"embedding the query timed out after {self.limits.embed_timeout}s")
            return ranked, (*lagging, timed_out)
        except Exception as exc:  # provider down, refused, malformed: answer lexically and say so
            return ranked, (*lagging, Degraded("semantic", f"embedding the query failed: {exc}"))
        ranked["semantic"] = self.vectors.search_semantic(filters, model, vector, DEPTH["semantic"])
        for observer in self.observers:
            observer.arm_took("semantic", time.perf_counter() - started)
        return ranked, lagging

    def _start_semantic(
        self, query: str, filters: Filters, arms: Collection[Arm]
    ) -> tuple[str, Future[Matrix], float] | Degraded | None:
        """The semantic arm's model, its query vector (remembered, or being embedded on the pool) and when the arm
        started; a `Degraded` when the model cannot be prepared; None when the arm does not run."""
        model = self.store.tenant_embedding(filters.tenant) if "semantic" in arms else None
        if model is None or not filters.tables:
            return None
        problem = self._prepare(model)
        if problem is not None:
            return problem
        started = time.perf_counter()  # the semantic arm: embedding the query, then the vector search
        known = self._remembered(filters.tenant, model, query)
        if known is None:
            return model, self.embed_pool.submit(self._embed_query, filters.tenant, model, query), started
        pending: Future[Matrix] = Future()
        pending.set_result(known)
        return model, pending, started

    def _prepare(self, model: str) -> Degraded | None:
        """Load the model before the embedding timeout starts: its one-time preparation never degrades a recall.

        Once per embedder: preparing runs the model once (a warm-up), which every recall paid again before.
        A preparation that failed is tried again by the next recall."""
        try:
            embedder = self.embedder_for(model)
            if self._prepared.get(model) is not embedder:
                embedder.prepare()
                self._prepared[model] = embedder
        except Exception as exc:  # unknown provider, bundled model refused: answer lexically and say so
            return Degraded("semantic", f"preparing the embedding model failed: {exc}")
        return None

    def _remembered(self, tenant: str, model: str, query: str) -> Matrix | None:
        with self._query_lock:
            known = self._query_vectors.get((tenant, model, query))
            if known is not None:
                self._query_vectors.move_to_end((tenant, model, query))
            return known

    def _embed_query(self, tenant: str, model: str, query: str) -> Matrix:
        """Embed the query and remember its vector: a model id names one set of weights, and a query is embedded
        alone (a batch of one), so the same words under the same model always give the same vector."""
        vectors: Matrix = self.embedder_for(model).embed([query], kind="query")
        vector = vectors[0:1].copy()
        vector.setflags(write=False)
        with self._query_lock:
            self._query_vectors[(tenant, model, query)] = vector
            if len(self._query_vectors) > QUERY_VECTORS:
                self._query_vectors.popitem(last=False)
        return vector

    def forget_query_vectors(self) -> None:
        """Drop every remembered query vector (the speed benchmark times the embedding of every query)."""
        with self._query_lock:
            self._query_vectors.clear()

    def _timed(
        self, arm: Arm, search: Callable[[str, Filters, int], list[tuple[int, float]]], *args: Any
    ) -> list[tuple[int, float]]:
        started = time.perf_counter()
        found = search(*args)
        for observer in self.observers:
            observer.arm_took(arm, time.perf_counter() - started)
        return found

    def _select(
        self,
        principal: Principal,
        query: str,
        fused: list[Fused],
        k: int,
        filters: Filters,
        exclude: set[tuple[str, str]],
    ) -> list[Hit]:
        chosen: list[tuple[Fused, Document]] = []
        fuzzy_only = {f.doc_id for f in fused if f.arms == ("fuzzy",)}
        for start in range(0, len(fused), HYDRATE_CHUNK):
            chunk = fused[start : start + HYDRATE_CHUNK]
            docs = self.store.documents(principal.tenant, [f.doc_id for f in chunk])
            alive = [docs[f.doc_id] for f in chunk if f.doc_id in docs]
            # Every arm's candidates pass the same filters here (usearch's index knows no tables or kinds).
            alive = [d for d in alive if filters.admits(d) and (d.source_table, d.record_id) not in exclude]
            alive = [d for d in alive if d.id not in fuzzy_only or fuzzy_share(query, d.title) >= FUZZY_MIN_SHARE]
            allowed = {
                d.id: d
                for d in permitted(self.check, principal, alive, pool=self.pool, timeout=self.limits.permission_timeout)
            }
            chosen += [(f, allowed[f.doc_id]) for f in chunk if f.doc_id in allowed]
            if len(chosen) >= k + 5:
                break
        return self._hits(query, _prefer_recent(chosen)[:k], filters)

    def _hits(self, query: str, chosen: list[tuple[Fused, Document]], filters: Filters) -> list[Hit]:
        query_stems = set(stems(query))
        if isinstance(filters, TableFilters):
            tables = filters.configs
        else:
            tables = self.store.tables(filters.tenant) if chosen else {}
        sight = FirstSight(self.shown, Budget())  # texts the worker has not judged yet: one budget per recall
        return [
            Hit(
                doc_id=doc.id,
                kind=doc.kind,
                source_table=doc.source_table,
                record_id=doc.record_id,
                title=shown_title(doc, self.shown, sight),
                score=round(fused.score, 4),
                arms=fused.arms,
                snippet=self._snippet(doc, query_stems, sight),
                link=linked(tables, doc).link,
                resolved_at=doc.resolved_at,
            )
            for fused, doc in chosen
        ]

    def _snippet(self, doc: Document, query_stems: set[str], sight: FirstSight | None = None) -> str:
        """A highlighted passage through the guard: a record's, finding's, memory's or skill's by the verdicts the
        worker stored for its body, when current, else at first sight as they would decide it (`sight`: the recall's
        budget; `quarantine.first_sight`). A skill shows only its summary; a file names its part, and is judged by
        the whole part (as the browser shows it) with the fine-tuned detector too (`file` strength: a file's text is
        what the quarantine is for), or by the verdict stored with the part when the file was processed."""
        if doc.kind == "skill":
            return self._seen(skill_summary(doc.body), query_stems, doc.body_verdict, sight)
        if doc.kind != "attachment":
            return self._seen(doc.body, query_stems, doc.body_verdict, sight)
        parts = self.store.parts(doc.tenant, doc.id)
        # A stem is a prefix of its words ("connect" of "connection"): counting substrings is a cheap proxy.
        best = max(parts, key=lambda p: (sum(t in p.text.lower() for t in query_stems), -p.number), default=None)
        if best is None:
            return self._cut(doc.body, query_stems)
        text = f"{best.label}: {cut_snippet(best.text, query_stems)[0]}"
        return self.shown.text(text, "preview", source=best.text, strength="file", known=best.verdict)

    def _seen(self, body: str, query_stems: set[str], known: str | None, sight: FirstSight | None) -> str:
        """A snippet of a record's `body`, by the body's verdicts stored by the worker (`known`) or at first sight."""
        text, start, end = cut_snippet(body, query_stems)
        return (sight or FirstSight(self.shown)).cut(text, body, start, end, known=known)

    def _cut(self, body: str, query_stems: set[str]) -> str:
        """A snippet of a file's `body`, judged as the raw window it is cut from (line breaks kept, so a forged
        "SYSTEM:" at the start of a line is seen where it starts)."""
        text, start, end = cut_snippet(body, query_stems)
        return self.shown.cut(text, body, start, end, "preview", strength="file")


def _behind(arms: Collection[Arm], missing: int) -> tuple[Degraded, ...]:
    """Each arm answers from an index that lacks `missing` committed changes (none, when it is current)."""
    if not missing:
        return ()
    reason = (
        f"the index is behind: {missing} committed changes are not applied yet; results may miss them "
        "(a running server or `opmem worker --once` applies them)"
    )
    return tuple(Degraded(arm, reason) for arm in ARMS if arm in arms)


def _prefer_recent(chosen: list[tuple[Fused, Document]]) -> list[tuple[Fused, Document]]:
    """Re-rank by score plus a small recency bonus, so recency decides only between near-equal scores (best first,
    equal sums by document id: two stable sorts, without a key tuple or a dictionary per candidate)."""
    count = len(chosen)
    oldest = datetime.min.replace(tzinfo=UTC)
    by_age = sorted(range(count), key=lambda i: chosen[i][1].resolved_at or oldest, reverse=True)
    boosted = [0.0] * count
    for rank, i in enumerate(by_age):
        boosted[i] = chosen[i][0].score + recency_bonus(rank, count)
    order = sorted(range(count), key=lambda i: chosen[i][0].doc_id)
    order.sort(key=boosted.__getitem__, reverse=True)
    return [chosen[i] for i in order]
