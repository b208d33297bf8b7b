"""Agent memory's search SQL (text, timeline, the digest's recent memories per tag, the semantic arm's reachable
vectors and an empty search's coverage) and the vector index's snapshot: the half of `MemoryStore` that reads
across memories by filters rather than by id."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from opmem.memory.filters import Filters
from opmem.memory.model import Tag
from opmem.memory.text_search import text_search
from opmem.store.db import Connection
from opmem.store.sqlite import SQLiteStore, to_iso
from opmem.store.tenant_scope import scoped

#: A timeline whose rarest tag more memories carry than this walks the last-seen index instead.
WALK_AFTER = 1000


@scoped
class MemorySearch:
    """Reads across memories by filters; `MemoryStore` is this and the reads and writes by id."""

    _store: SQLiteStore

    @property
    def _db(self) -> Connection:
        return self._store.db

    # -- vectors ----------------------------------------------------------------------------------------

    def generation(self, tenant: str, index: str) -> int:
        row = self._db.execute(
            "SELECT generation FROM vector_indexes WHERE tenant_id = ? AND id = ?", (tenant, index)
        ).fetchone()
        return int(row[0]) if row else 0

    def index_snapshot(self, tenant: str, index: str) -> tuple[int, list[tuple[int, bytes]]]:
        """An index's generation and its vectors, read in one snapshot."""
        db = self._db
        db.execute("BEGIN")
        try:
            generation = self.generation(tenant, index)
            rows = db.execute(
                "SELECT memory_id, vector FROM memory_embeddings WHERE tenant_id = ? AND vector_index_id = ?",
                (tenant, index),
            ).fetchall()
        finally:
            db.execute("COMMIT")
        return generation, [(r[0], r[1]) for r in rows]

    # -- search -----------------------------------------------------------------------------------------

    def text_search(self, match: str, filters: Filters, limit: int) -> tuple[list[tuple[int, float]], int]:
        where, params = filters.sql()
        return text_search(self._db, self._store.dialect, match, where, params, limit)

    def timeline(self, filters: Filters, limit: int) -> tuple[list[int], int]:
        """Newest first. The memories of the rarest tag drive the query (CROSS JOIN keeps that order); when even
        that tag is common, walking the last-seen index finds the newest few sooner. Left to itself the planner
        walked that index for every query, and for the count, past every memory of the tenant."""
        counts = self._tag_counts(filters.tenant, filters.tags)
        first = min(filters.tags, key=counts.__getitem__)
        rest = replace(filters, tags=tuple(t for t in filters.tags if t != first))
        where, params = rest.sql()
        driven = (
            "FROM (SELECT DISTINCT memory_id AS id FROM memory_tags WHERE tenant_id = ? AND key = ? AND value = ?) "
            f"AS f CROSS JOIN memories m ON m.id = f.id WHERE {where}"
        )
        params = [filters.tenant, first.key, first.value, *params]
        order = "ORDER BY m.last_seen_at DESC, m.id DESC LIMIT ?"
        if counts[first] > WALK_AFTER:
            every, every_params = filters.sql()
            rows = self._db.execute(f"SELECT m.id FROM memories m WHERE {every} {order}", (*every_params, limit))
        else:
            rows = self._db.execute(f"SELECT m.id, m.last_seen_at {driven} {order}", (*params, limit))
        ids = [r[0] for r in rows.fetchall()]
        if rest == Filters(filters.tenant):
            return ids, self._tag_count(filters.tenant, first)
        return ids, int(self._db.execute(f"SELECT count(*) {driven}", params).fetchone()[0])

    def recent_with_tag(
        self, tenant: str, tag: Tag, since: datetime, limit: int, readable: frozenset[str] | None = None
    ) -> list[int]:
        """Up to `limit` memories carrying `tag` last seen at or after `since`, most recently seen first; with
        `readable`, only those whose investigation's record the viewer may read (`Filters.readable`).

        A common tag (an environment, a busy service) walks the last-seen index and checks the tag per memory:
        the newest few carriers come within a few hundred rows, where sorting all of the tag's memories took
        ~50 ms at 50,000. A rarer tag drives the query from its own rows, as `timeline` does.
        """
        where, params = Filters(tenant, readable=readable).sql()
        if self._tag_counts(tenant, [tag])[tag] > WALK_AFTER:
            walked = self._db.execute(
                f"SELECT m.id FROM memories m WHERE {where} AND m.last_seen_at >= ? AND EXISTS (SELECT 1 "
                "FROM memory_tags t WHERE t.tenant_id = m.tenant_id AND t.memory_id = m.id AND t.key = ? "
                "AND t.value = ?) "
                "ORDER BY m.last_seen_at DESC, m.id DESC LIMIT ?",
                (*params, to_iso(since), tag.key, tag.value, limit),
            ).fetchall()
            return [r[0] for r in walked]
        rows = self._db.execute(
            "SELECT DISTINCT m.id, m.last_seen_at FROM (SELECT memory_id AS id FROM memory_tags "
            "WHERE tenant_id = ? AND key = ? AND value = ?) AS f CROSS JOIN memories m ON m.id = f.id "
            f"WHERE {where} AND m.last_seen_at >= ? ORDER BY m.last_seen_at DESC, m.id DESC LIMIT ?",
            (tenant, tag.key, tag.value, *params, to_iso(since), limit),
        ).fetchall()
        return [r[0] for r in rows]

    def _tag_counts(self, tenant: str, tags: Sequence[Tag]) -> dict[Tag, int]:
        """About how many memories carry each tag (its rows on the (tenant, key, value) index), to pick the rarest."""
        sql = "SELECT count(*) FROM memory_tags WHERE tenant_id = ? AND key = ? AND value = ?"
        return {t: int(self._db.execute(sql, (tenant, t.key, t.value)).fetchone()[0]) for t in tags}

    def _tag_count(self, tenant: str, tag: Tag) -> int:
        """How many memories carry the tag (one that is both derived and the agent's counts once)."""
        sql = "SELECT count(DISTINCT memory_id) FROM memory_tags WHERE tenant_id = ? AND key = ? AND value = ?"
        return int(self._db.execute(sql, (tenant, tag.key, tag.value)).fetchone()[0])

    def _reachable_sql(self, filters: Filters, index: str, model: str) -> tuple[str, list[object]]:
        where, params = filters.sql()
        sql = (
            f"FROM memories m JOIN memory_embeddings e ON e.tenant_id = m.tenant_id AND e.memory_id = m.id "
            f"WHERE {where} "
            "AND m.searchable = 1 AND e.model = ? AND e.vector_index_id = ?"
        )
        return sql, [*params, model, index]

    def reachable(self, filters: Filters, ids: Sequence[int], index: str, model: str) -> set[int]:
        """Of `ids`, those a semantic search may return: the filters hold, searchable, embedded with `model`."""
        base, params = self._reachable_sql(filters, index, model)
        found: set[int] = set()
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            rows = self._db.execute(f"SELECT m.id {base} AND m.id IN ({marks})", (*params, *chunk))
            found.update(r[0] for r in rows)
        return found

    def reachable_vectors(self, filters: Filters, index: str, model: str) -> list[tuple[int, bytes]]:
        """Every vector a semantic search may return, for an exact search when they are few in a large index."""
        base, params = self._reachable_sql(filters, index, model)
        return [(r[0], r[1]) for r in self._db.execute(f"SELECT m.id, e.vector {base}", params)]

    def coverage_counts(self, filters: Filters, agent_id: str, index: str | None, model: str | None) -> tuple[int, ...]:
        """(other agents', this agent's under another model, not searchable, never embedded) matching the filters."""
        everyone = replace(filters, agent_id=None)  # every agent's, but only those the viewer may read
        where, params = everyone.sql()
        row = self._db.execute(
            "SELECT "
            "sum(m.agent_id != ?), "
            "sum(m.agent_id = ? AND m.searchable = 1 AND e.memory_id IS NOT NULL "
            "    AND (e.model IS NOT ? OR e.vector_index_id IS NOT ?)), "
            "sum(m.agent_id = ? AND m.searchable = 0), "
            "sum(m.agent_id = ? AND m.searchable = 1 AND e.memory_id IS NULL) "
            f"FROM memories m LEFT JOIN memory_embeddings e ON e.tenant_id = m.tenant_id AND e.memory_id = m.id "
            f"WHERE {where}",
            (agent_id, agent_id, model, index, agent_id, agent_id, *params),
        ).fetchone()
        return tuple(int(v or 0) for v in row)
