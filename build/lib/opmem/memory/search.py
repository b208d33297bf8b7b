"""The three search modes. Each returns compact hits hydrated from the store, and says when more matched.

- semantic: one agent's memories embedded with its current model (and vector index), marked searchable;
  an empty result carries `coverage`, what the search could not reach.
- text: full text (SQLite FTS5, Porter stems, title weighted twice) over every agent of the tenant.
- timeline: memories carrying all the given tags, most recently seen first (a recurrence moves a memory up).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from opmem.clock import Clock
from opmem.embed.base import Embedder, Matrix
from opmem.errors import InvalidInput
from opmem.memory.model import Agent, Coverage, Details, Memory, MemoryDefaults, MemoryHit, SearchResult, Store
from opmem.memory.status import ago, status
from opmem.memory.store import Filters, MemoryStore
from opmem.memory.vectors import MemoryVectors

_TOKEN = re.compile(r"\w+")
#: Candidates fetched from HNSW before a semantic search compares the agent's reachable vectors exactly.
EXACT_AFTER = 4096
SUGGESTION = (
    "An empty semantic result is not evidence that this was never seen: it covers one agent and only memories "
    "embedded with its current model. Confirm with a text search (mode 'text') or, by entity tags, a timeline "
    "search (mode 'timeline'), which cover every agent of the organization."
)


def match_expression(query: str) -> str:
    """Every word of the query must appear (quoted, so FTS5 operators in the query are plain words)."""
    words = _TOKEN.findall(query)
    if not words:
        raise InvalidInput("A text search needs a query with at least one word, e.g. 'connection refused'.")
    return " ".join(f'"{w}"' for w in words)


@dataclass(frozen=True)
class Request:
    filters: Filters
    query: str | None
    limit: int
    include_details: bool


class Searcher:
    def __init__(
        self,
        store: MemoryStore,
        vectors: MemoryVectors,
        clock: Clock,
        defaults: MemoryDefaults,
        embedder_for: Callable[[str, Store], Embedder],
    ) -> None:
        self.store = store
        self.vectors = vectors
        self.clock = clock
        self.defaults = defaults
        self.embedder_for = embedder_for

    def text(self, request: Request) -> SearchResult:
        found, total = self.store.text_search(match_expression(request.query or ""), request.filters, request.limit)
        hits = self._hits(request, [(i, s) for i, s in found])
        return SearchResult("text", hits, more_matched=total > len(hits), total=total)

    def timeline(self, request: Request) -> SearchResult:
        ids, total = self.store.timeline(request.filters, request.limit)
        hits = self._hits(request, [(i, None) for i in ids])
        return SearchResult("timeline", hits, more_matched=total > len(hits), total=total)

    def semantic(self, request: Request, agent: Agent) -> SearchResult:
        store = agent.store
        if store is None:
            return self._empty(request, agent, None)
        index = self.store.vector_index(agent.tenant, store.vector_index)
        try:
            vector = self.embedder_for(agent.tenant, store).embed([request.query or ""], kind="query")
        except Exception as exc:  # any provider failure degrades to an explained empty result, never an error
            return self._empty(request, agent, f"embedding provider failed: {exc}")
        if index is None or vector.shape[-1] != index.dimensions:
            dims = f"has {index.dimensions} dimensions" if index else "no longer exists"
            return self._empty(
                request,
                agent,
                f"the model made {vector.shape[-1]} dimensions; vector index {store.vector_index!r} {dims}",
            )
        found = self._nearest(request, store, vector)
        if not found:
            return self._empty(request, agent, None)
        hits = self._hits(request, found[: request.limit])
        return SearchResult("semantic", hits, more_matched=len(found) > request.limit)

    def _nearest(self, request: Request, store: Store, vector: Matrix) -> list[tuple[int, float | None]]:
        """Nearest reachable memories: HNSW candidates, widened until enough pass the filters; past
        `EXACT_AFTER` candidates the reachable memories are few among many, so they are compared exactly."""
        tenant = request.filters.tenant
        count = max(64, 8 * (request.limit + 1))
        while count <= EXACT_AFTER:
            candidates, more = self.vectors.search(tenant, store.vector_index, vector, count)
            keep = self.store.reachable(
                request.filters, [i for i, _ in candidates], store.vector_index, store.embedding_model
            )
            found: list[tuple[int, float | None]] = [(i, s) for i, s in candidates if i in keep and s > 0.0]
            if len(found) > request.limit or not more:
                return found
            count *= 4
        stored = self.store.reachable_vectors(request.filters, store.vector_index, store.embedding_model)
        if not stored:
            return []
        matrix = np.vstack([np.frombuffer(v, dtype=np.float32) for _, v in stored])
        scores = matrix @ vector.reshape(-1)
        order = np.argsort(-scores, kind="stable")[: request.limit + 1]
        return [(stored[i][0], float(scores[i])) for i in order if scores[i] > 0.0]

    def _empty(self, request: Request, agent: Agent, error: str | None) -> SearchResult:
        store = agent.store
        others, other_model, unsearchable, unembedded = self.store.coverage_counts(
            request.filters,
            agent.id,
            store.vector_index if store else None,
            store.embedding_model if store else None,
        )
        coverage = Coverage(
            other_agents=others,
            other_model=other_model,
            not_searchable=unsearchable,
            not_embedded=unembedded,
            agent_has_store=store is not None,
            provider_error=error,
            suggestion=SUGGESTION,
        )
        return SearchResult("semantic", (), more_matched=False, coverage=coverage)

    def _hits(self, request: Request, scored: Sequence[tuple[int, float | None]]) -> tuple[MemoryHit, ...]:
        memories = self.store.memories(request.filters.tenant, [i for i, _ in scored])
        return tuple(
            self.hit(memories[i], score, details=request.include_details) for i, score in scored if i in memories
        )

    def hit(self, m: Memory, score: float | None, *, details: bool) -> MemoryHit:
        now = self.clock.now()
        return MemoryHit(
            id=m.id,
            agent_id=m.agent_id,
            investigation_id=m.investigation_id,
            title=m.title,
            significance=m.significance,
            tags=m.tags,
            recurrence_count=m.recurrence_count,
            recorded_at=m.recorded_at,
            recorded_ago=ago(m.recorded_at, now),
            last_seen_at=m.last_seen_at,
            status=status(m.last_seen_at, now, self.defaults),
            review=m.review,
            score=None if score is None else float(score),
            details=Details(m.symptoms, m.root_cause, m.root_cause_confidence, m.ruled_out, m.resolution)
            if details
            else None,
        )
