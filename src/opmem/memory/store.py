"""Agent memory's SQL, over the shared SQLite store. Every query filters by tenant."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import datetime

from opmem.memory.model import (
    JSON,
    AgentConfig,
    DigestSettings,
    EmbeddingIntegration,
    Investigation,
    LinkedInvestigation,
    Memory,
    MemoryDraft,
    RetrievalPolicy,
    Review,
    Signal,
    SignalType,
    Significance,
    Tag,
    TagMapping,
    TagValue,
    VectorIndex,
)
from opmem.memory.text_search import text_search
from opmem.store.db import Connection, Dialect
from opmem.store.sqlite import SQLiteStore, from_iso, to_iso
from opmem.store.tenant_scope import scoped


def _at(value: str) -> datetime:
    return datetime.fromisoformat(value)


# -- agent config as JSON: only what was set is stored, so unset values follow the defaults ----------------


def config_json(config: AgentConfig) -> str:
    policy = {k: v for k, v in vars(config.retrieval).items() if v is not None}
    digest = {k: v for k, v in vars(config.digest).items() if v is not None}
    mappings = {kind: [[key, list(paths)] for key, paths in m.keys] for kind, m in config.tag_mappings.items()}
    value: dict[str, object] = {"retrieval": policy, "digest": digest, "tag_mappings": mappings}
    if config.memory_enabled is not None:
        value["memory_enabled"] = config.memory_enabled
    return json.dumps(value, sort_keys=True)


def config_from(row: sqlite3.Row) -> AgentConfig:
    value = json.loads(row["config"])
    mappings: dict[SignalType, TagMapping] = {
        kind: TagMapping(tuple((key, tuple(paths)) for key, paths in keys))
        for kind, keys in value.get("tag_mappings", {}).items()
    }
    return AgentConfig(
        memory_enabled=value.get("memory_enabled"),
        vector_index=row["vector_index_id"],
        embedding_integration=row["embedding_integration_id"],
        embedding_model=row["embedding_model"],
        retrieval=RetrievalPolicy(**value.get("retrieval", {})),
        digest=DigestSettings(**value.get("digest", {})),
        tag_mappings=mappings,
    )


@dataclass(frozen=True)
class AgentRow:
    tenant: str
    id: str
    name: str
    config: AgentConfig
    created_at: datetime
    deleted_at: datetime | None
    #: Moves on with every settings change; an update names the version it was based on.
    version: int = 1


def readable_sql(readable: frozenset[str], alias: str) -> tuple[str, list[object]]:
    """The clause "the investigation of `alias` (a row with `tenant_id` and `investigation_id`) is readable with
    grants on `readable`": it ran on no record, or on one in a granted table. A missing investigation is not."""
    tables = sorted(readable)
    granted = f" OR i.source_table IN ({','.join('?' * len(tables))})" if tables else ""
    clause = (
        f"EXISTS (SELECT 1 FROM investigations i WHERE i.tenant_id = {alias}.tenant_id "
        f"AND i.id = {alias}.investigation_id AND (i.source_table IS NULL{granted}))"
    )
    return clause, list(tables)


@dataclass(frozen=True)
class Filters:
    """The narrowing every mode shares. Tags must all be present."""

    tenant: str
    agent_id: str | None = None
    significance: tuple[Significance, ...] = ()
    tags: tuple[Tag, ...] = ()
    #: The tables whose records the viewer may read (its grants): a memory follows the record its investigation
    #: ran on (`opmem.memory.readable`); None is no such narrowing (the store's own, cross-record callers).
    readable: frozenset[str] | None = None

    def sql(self, alias: str = "m") -> tuple[str, list[object]]:
        clauses = [f"{alias}.tenant_id = ?"]
        params: list[object] = [self.tenant]
        if self.readable is not None:
            granted, tables = readable_sql(self.readable, alias)
            clauses.append(granted)
            params.extend(tables)
        if self.agent_id is not None:
            clauses.append(f"{alias}.agent_id = ?")
            params.append(self.agent_id)
        if self.significance:
            clauses.append(f"{alias}.significance IN ({','.join('?' * len(self.significance))})")
            params.extend(self.significance)
        for tag in self.tags:
            # Probed per memory on the primary key (memory_id, key, value), from the index alone: a memory's tags
            # are its tenant's, and the memory's tenant is checked above.
            clauses.append(
                f"EXISTS (SELECT 1 FROM memory_tags t WHERE t.tenant_id = {alias}.tenant_id "
                f"AND t.memory_id = {alias}.id AND t.key = ? AND t.value = ?)"
            )
            params.extend((tag.key, tag.value))
        return " AND ".join(clauses), params


#: A timeline whose rarest tag more memories carry than this walks the last-seen index instead.
WALK_AFTER = 1000

_MEMORY_SELECT = (
    "SELECT m.*, e.model AS embedded_with, e.vector_index_id AS embedded_in FROM memories m "
    "LEFT JOIN memory_embeddings e ON e.tenant_id = m.tenant_id AND e.memory_id = m.id "
)


@scoped
class MemoryStore:
    def __init__(self, store: SQLiteStore) -> None:
        self._store = store

    @property
    def _db(self) -> Connection:
        return self._store.db

    @contextmanager
    def transaction(self, tenant: str | None = None) -> Iterator[Connection]:
        with self._store.transaction(tenant) as db:
            yield db

    def tenant_exists(self, tenant: str) -> bool:
        return self._store.tenant_exists(tenant)

    def checkpoint(self) -> None:
        self._store.checkpoint()

    # -- integrations -----------------------------------------------------------------------------------

    def insert_vector_index(self, db: Connection, index: VectorIndex) -> bool:
        return bool(
            db.execute(
                "INSERT OR IGNORE INTO vector_indexes (tenant_id, id, dimensions, created_by, created_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (index.tenant, index.name, index.dimensions, index.created_by, index.created_at.isoformat()),
            ).rowcount
        )

    def vector_index(self, tenant: str, name: str) -> VectorIndex | None:
        row = self._db.execute("SELECT * FROM vector_indexes WHERE tenant_id = ? AND id = ?", (tenant, name)).fetchone()
        return None if row is None else _vector_index(row)

    def vector_indexes(self, tenant: str) -> list[VectorIndex]:
        rows = self._db.execute("SELECT * FROM vector_indexes WHERE tenant_id = ? ORDER BY id", (tenant,))
        return [_vector_index(row) for row in rows]

    def put_embedding_integration(self, integration: EmbeddingIntegration) -> None:
        with self.transaction(integration.tenant) as db:
            db.execute(
                "INSERT INTO embedding_integrations (tenant_id, id, provider, credentials, created_by, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, id) DO UPDATE SET provider = excluded.provider, "
                "credentials = excluded.credentials",
                (
                    integration.tenant,
                    integration.name,
                    integration.provider,
                    json.dumps(dict(integration.credentials), sort_keys=True),
                    integration.created_by,
                    integration.created_at.isoformat(),
                ),
            )

    def embedding_integration(self, tenant: str, name: str) -> EmbeddingIntegration | None:
        row = self._db.execute(
            "SELECT * FROM embedding_integrations WHERE tenant_id = ? AND id = ?", (tenant, name)
        ).fetchone()
        return None if row is None else _integration(row)

    def embedding_integrations(self, tenant: str) -> list[EmbeddingIntegration]:
        rows = self._db.execute("SELECT * FROM embedding_integrations WHERE tenant_id = ? ORDER BY id", (tenant,))
        return [_integration(row) for row in rows]

    # -- agents -----------------------------------------------------------------------------------------

    def insert_agent(self, tenant: str, agent_id: str, name: str, config: AgentConfig, now: datetime) -> bool:
        store = config.store
        with self.transaction(tenant) as db:
            return bool(
                db.execute(
                    "INSERT OR IGNORE INTO agents (tenant_id, id, name, config, vector_index_id, "
                    "embedding_integration_id, embedding_model, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        tenant,
                        agent_id,
                        name,
                        config_json(config),
                        store and store.vector_index,
                        store and store.embedding_integration,
                        store and store.embedding_model,
                        now.isoformat(),
                    ),
                ).rowcount
            )

    def update_agent(
        self, tenant: str, agent_id: str, name: str, config: AgentConfig, *, expected_version: int | None = None
    ) -> int | None:
        """Replace the settings if the agent is still at `expected_version` (or whatever its version, without one):
        one compare-and-set. None when written, else the version it is at now."""
        store = config.store
        with self.transaction(tenant) as db:
            written = db.execute(
                "UPDATE agents SET name = ?, config = ?, vector_index_id = ?, embedding_integration_id = ?, "
                "embedding_model = ?, version = version + 1 "
                "WHERE tenant_id = ? AND id = ? AND (? IS NULL OR version = ?)",
                (
                    name,
                    config_json(config),
                    store and store.vector_index,
                    store and store.embedding_integration,
                    store and store.embedding_model,
                    tenant,
                    agent_id,
                    expected_version,
                    expected_version,
                ),
            ).rowcount
            if written:
                return None
            row = db.execute("SELECT version FROM agents WHERE tenant_id = ? AND id = ?", (tenant, agent_id)).fetchone()
            return int(row[0]) if row else 0

    def delete_agent(self, tenant: str, agent_id: str, now: datetime) -> bool:
        with self.transaction(tenant) as db:
            return bool(
                db.execute(
                    "UPDATE agents SET deleted_at = ? WHERE tenant_id = ? AND id = ? AND deleted_at IS NULL",
                    (now.isoformat(), tenant, agent_id),
                ).rowcount
            )

    def _agent(self, row: sqlite3.Row) -> AgentRow:
        return AgentRow(
            row["tenant_id"],
            row["id"],
            row["name"],
            config_from(row),
            _at(row["created_at"]),
            from_iso(row["deleted_at"]),
            row["version"],
        )

    def agent(self, tenant: str, agent_id: str) -> AgentRow | None:
        row = self._db.execute("SELECT * FROM agents WHERE tenant_id = ? AND id = ?", (tenant, agent_id)).fetchone()
        return self._agent(row) if row else None

    def live_agents(self, tenant: str) -> list[AgentRow]:
        rows = self._db.execute(
            "SELECT * FROM agents WHERE tenant_id = ? AND deleted_at IS NULL ORDER BY id", (tenant,)
        )
        return [self._agent(row) for row in rows]

    def all_agents(self, tenant: str) -> list[AgentRow]:
        """Every agent of the tenant, deleted ones included (their memories stay)."""
        rows = self._db.execute("SELECT * FROM agents WHERE tenant_id = ? ORDER BY id", (tenant,))
        return [self._agent(row) for row in rows]

    # -- investigations ---------------------------------------------------------------------------------

    def insert_investigation(self, inv: Investigation) -> bool:
        trigger = json.dumps([{"type": s.type, "payload": s.payload} for s in inv.trigger], sort_keys=True)
        with self.transaction(inv.tenant) as db:
            return bool(
                db.execute(
                    "INSERT OR IGNORE INTO investigations (tenant_id, id, agent_id, trigger, continuation_of, "
                    "status, started_at, source_table, record_id) VALUES (?, ?, ?, ?, ?, 'running', ?, ?, ?)",
                    (
                        inv.tenant,
                        inv.id,
                        inv.agent_id,
                        trigger,
                        inv.continuation_of,
                        inv.started_at.isoformat(),
                        inv.source_table,
                        inv.record_id,
                    ),
                ).rowcount
            )

    def finish_investigation(self, tenant: str, investigation_id: str, now: datetime) -> None:
        with self.transaction(tenant) as db:
            db.execute(
                "UPDATE investigations SET status = 'finished', finished_at = ? "
                "WHERE tenant_id = ? AND id = ? AND status = 'running'",
                (now.isoformat(), tenant, investigation_id),
            )

    def investigation(self, tenant: str, investigation_id: str) -> Investigation | None:
        row = self._db.execute(
            "SELECT * FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, investigation_id)
        ).fetchone()
        if row is None:
            return None
        trigger = tuple(Signal(s["type"], s["payload"]) for s in json.loads(row["trigger"]))
        return Investigation(
            tenant,
            row["id"],
            row["agent_id"],
            trigger,
            row["continuation_of"],
            row["status"] == "running",
            _at(row["started_at"]),
            from_iso(row["finished_at"]),
            row["source_table"],
            row["record_id"],
        )

    # -- memories: reads --------------------------------------------------------------------------------

    def newest(self, tenant: str, *, agent_id: str | None, wrong_only: bool, limit: int) -> list[int]:
        """Ids of the tenant's (or one agent's) memories, newest first; only those marked wrong if asked."""
        sql, args = "SELECT id FROM memories WHERE tenant_id = ?", [tenant]
        if agent_id:
            sql, args = sql + " AND agent_id = ?", [*args, agent_id]
        if wrong_only:
            sql += " AND wrong_at IS NOT NULL"
        rows = self._db.execute(sql + " ORDER BY recorded_at DESC, id DESC LIMIT ?", [*args, limit])
        return [int(row[0]) for row in rows]

    def memories(self, tenant: str, ids: Sequence[int]) -> dict[int, Memory]:
        found: dict[int, Memory] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            # `+`: by primary key; on the (tenant, last_seen) index the planner walked every memory of the tenant
            rows = self._db.execute(f"{_MEMORY_SELECT} WHERE m.id IN ({marks}) AND +m.tenant_id = ?", (*chunk, tenant))
            rows_by_id = {row["id"]: row for row in rows}
            tags: dict[int, tuple[list[Tag], list[Tag]]] = {i: ([], []) for i in rows_by_id}
            # sorted here, not by ORDER BY: with one, the planner walks the tenant's (key, value) index for its
            # order instead of finding these memories' tags by primary key (tests/test_memory_plans.py)
            for t in self._db.execute(
                "SELECT memory_id, key, value, derived FROM memory_tags "
                f"WHERE tenant_id = ? AND memory_id IN ({marks})",
                (tenant, *chunk),
            ):
                if t["memory_id"] in tags:
                    tags[t["memory_id"]][0 if t["derived"] else 1].append(Tag(t["key"], t["value"]))
            for derived, own in tags.values():
                derived.sort(key=lambda tag: (tag.key, tag.value))
                own.sort(key=lambda tag: (tag.key, tag.value))
            found.update((i, _memory(row, *tags[i])) for i, row in rows_by_id.items())
        return found

    def memory(self, tenant: str, memory_id: int) -> Memory | None:
        return self.memories(tenant, [memory_id]).get(memory_id)

    def memory_of(self, tenant: str, investigation_id: str) -> Memory | None:
        row = self._db.execute(
            "SELECT id FROM memories WHERE tenant_id = ? AND investigation_id = ?", (tenant, investigation_id)
        ).fetchone()
        return self.memory(tenant, row[0]) if row else None

    def memory_linked_from(self, tenant: str, investigation_id: str) -> Memory | None:
        """The memory an investigation was linked to as a recurrence (the latest link, if several)."""
        row = self._db.execute(
            "SELECT memory_id FROM memory_links WHERE tenant_id = ? AND investigation_id = ? "
            "ORDER BY linked_at DESC, rowid DESC LIMIT 1",
            (tenant, investigation_id),
        ).fetchone()
        return self.memory(tenant, row[0]) if row else None

    def linked(
        self, tenant: str, memory_id: int, limit: int, readable: frozenset[str] | None = None
    ) -> tuple[LinkedInvestigation, ...]:
        """The investigations linked to a memory as recurrences, newest first; with `readable`, only those whose
        record is in one of those tables (or on no record), as for `Filters.readable`."""
        where, params = self._links_where(tenant, memory_id, readable, withheld=False)
        rows = self._db.execute(
            f"SELECT l.investigation_id, l.agent_id, l.linked_at FROM memory_links l WHERE {where} "
            "ORDER BY l.linked_at DESC, l.rowid DESC LIMIT ?",
            (*params, limit),
        )
        return tuple(LinkedInvestigation(r[0], r[1], _at(r[2])) for r in rows)

    def linked_withheld(self, tenant: str, memory_id: int, readable: frozenset[str]) -> int:
        """How many investigations linked to a memory `linked` leaves out for `readable` (the memory's recurrence
        count already tells them all, so the number tells nothing more)."""
        where, params = self._links_where(tenant, memory_id, readable, withheld=True)
        return int(self._db.execute(f"SELECT count(*) FROM memory_links l WHERE {where}", params).fetchone()[0])

    def _links_where(
        self, tenant: str, memory_id: int, readable: frozenset[str] | None, *, withheld: bool
    ) -> tuple[str, list[object]]:
        where, params = "l.tenant_id = ? AND l.memory_id = ?", [tenant, memory_id]
        if readable is not None:
            granted, tables = readable_sql(readable, "l")
            where += f" AND {'NOT ' if withheld else ''}{granted}"
            params.extend(tables)
        return where, params

    def tag_values(
        self, tenant: str, key: str, limit: int, readable: frozenset[str] | None = None
    ) -> tuple[TagValue, ...]:
        """Values in use for a tag key, most used first; with `readable`, counted over the memories whose
        investigation's record the viewer may read (`Filters.readable`) only."""
        where = "t.tenant_id = ? AND t.key = ?"
        params: list[object] = [tenant, key]
        if readable is not None:
            granted, tables = readable_sql(readable, "m")
            where += (
                " AND EXISTS (SELECT 1 FROM memories m WHERE m.id = t.memory_id AND m.tenant_id = t.tenant_id "
                f"AND {granted})"
            )
            params.extend(tables)
        rows = self._db.execute(
            f"SELECT t.value, count(DISTINCT t.memory_id) AS n FROM memory_tags t WHERE {where} "
            "GROUP BY t.value ORDER BY n DESC, t.value LIMIT ?",
            (*params, limit),
        )
        return tuple(TagValue(r[0], r[1]) for r in rows)

    # -- memories: writes (inside the caller's transaction) --------------------------------------------

    def insert_memory(
        self, db: Connection, tenant: str, agent_id: str, investigation_id: str, draft: MemoryDraft, now: str
    ) -> int:
        cursor = db.execute(
            "INSERT INTO memories (tenant_id, agent_id, investigation_id, title, symptoms, root_cause, "
            "root_cause_confidence, ruled_out, resolution, significance, searchable, version, recurrence_count, "
            "recorded_at, updated_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?)",
            (tenant, agent_id, investigation_id, *_content(draft), now, now, now),
        )
        return int(cursor.lastrowid or 0)

    def replace_content(
        self, db: Connection, tenant: str, memory_id: int, draft: MemoryDraft, now: str, *, expected_version: int
    ) -> int | None:
        """Replace the text if the memory is still at `expected_version` (a compare-and-set); None if it was, else
        the version it is at now (0 when it is gone)."""
        updated = db.execute(
            "UPDATE memories SET title = ?, symptoms = ?, root_cause = ?, root_cause_confidence = ?, ruled_out = ?, "
            "resolution = ?, significance = ?, searchable = ?, version = version + 1, updated_at = ? "
            "WHERE id = ? AND +tenant_id = ? AND version = ?",
            (*_content(draft), now, memory_id, tenant, expected_version),
        ).rowcount
        if updated:
            return None
        row = db.execute("SELECT version FROM memories WHERE id = ? AND +tenant_id = ?", (memory_id, tenant)).fetchone()
        return int(row[0]) if row else 0

    def mark_edited(self, db: Connection, tenant: str, memory_id: int, by: str, now: str) -> None:
        db.execute(
            "UPDATE memories SET edited_at = ?, edited_by = ? WHERE id = ? AND +tenant_id = ?",
            (now, by, memory_id, tenant),
        )

    def set_verdict(
        self, db: Connection, tenant: str, memory_id: int, note: str | None, by: str | None, now: str | None
    ) -> None:
        db.execute(
            "UPDATE memories SET wrong_note = ?, wrong_by = ?, wrong_at = ? WHERE id = ? AND +tenant_id = ?",
            (note, by, now, memory_id, tenant),
        )

    def put_tags(self, db: Connection, tenant: str, memory_id: int, tags: Sequence[Tag], *, derived: bool) -> None:
        db.execute(
            "DELETE FROM memory_tags WHERE tenant_id = ? AND memory_id = ? AND derived = ?",
            (tenant, memory_id, int(derived)),
        )
        db.executemany(
            "INSERT OR IGNORE INTO memory_tags (tenant_id, memory_id, key, value, derived) VALUES (?, ?, ?, ?, ?)",
            [(tenant, memory_id, t.key, t.value, int(derived)) for t in tags],
        )

    def put_text(self, db: Connection, tenant: str, memory_id: int, title: str, body: str) -> None:
        db.execute("DELETE FROM memory_fts WHERE rowid = ? AND tenant_id = ?", (memory_id, tenant))
        db.execute(
            "INSERT INTO memory_fts (rowid, tenant_id, title, body) VALUES (?, ?, ?, ?)",
            (memory_id, tenant, title, body),
        )

    def embedded_in(self, db: Connection, tenant: str, memory_id: int) -> str | None:
        row = db.execute(
            "SELECT vector_index_id FROM memory_embeddings WHERE tenant_id = ? AND memory_id = ?", (tenant, memory_id)
        ).fetchone()
        return str(row[0]) if row else None

    def bump(self, db: Connection, tenant: str, index: str) -> int:
        """Mark a change to an index's vectors; returns the generation it produced."""
        row = db.execute(
            "UPDATE vector_indexes SET generation = generation + 1 WHERE tenant_id = ? AND id = ? RETURNING generation",
            (tenant, index),
        ).fetchall()
        return int(row[0][0]) if row else 0

    def put_embedding(self, db: Connection, tenant: str, memory_id: int, index: str, model: str, vector: bytes) -> None:
        db.execute(
            "INSERT INTO memory_embeddings (memory_id, tenant_id, vector_index_id, model, vector) "
            "SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ? AND +tenant_id = ?) "
            "ON CONFLICT (tenant_id, memory_id) DO UPDATE SET vector_index_id = excluded.vector_index_id, "
            "model = excluded.model, vector = excluded.vector",
            (memory_id, tenant, index, model, vector, memory_id, tenant),
        )

    def drop_embedding(self, db: Connection, tenant: str, memory_id: int) -> None:
        db.execute("DELETE FROM memory_embeddings WHERE tenant_id = ? AND memory_id = ?", (tenant, memory_id))

    def add_link(
        self, db: Connection, tenant: str, memory_id: int, investigation_id: str, agent_id: str, now: str
    ) -> bool:
        added = db.execute(
            "INSERT OR IGNORE INTO memory_links (tenant_id, memory_id, investigation_id, agent_id, linked_at) "
            "VALUES (?, ?, ?, ?, ?)",
            (tenant, memory_id, investigation_id, agent_id, now),
        ).rowcount
        if added:
            db.execute(
                "UPDATE memories SET recurrence_count = recurrence_count + 1, last_seen_at = ? "
                "WHERE id = ? AND +tenant_id = ?",
                (now, memory_id, tenant),
            )
        return bool(added)

    def delete_memory(self, db: Connection, tenant: str, memory_id: int) -> bool:
        """Delete a memory and its text. FTS5 keeps a deleted row's terms in its segments until they are merged
        (SQLite 3.40 has no FTS5 secure-delete), so the text index is merged at once: ~0.1 s at 100,000 memories."""
        db.execute("DELETE FROM memory_fts WHERE rowid = ? AND tenant_id = ?", (memory_id, tenant))
        gone = bool(db.execute("DELETE FROM memories WHERE id = ? AND tenant_id = ?", (memory_id, tenant)).rowcount)
        if self._store.dialect is Dialect.SQLITE:  # PostgreSQL's VACUUM (at erasure) frees the row's space
            db.execute("INSERT INTO memory_fts (memory_fts) VALUES ('optimize')")
        return gone

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

    def to_embed(self, tenant: str, agent_id: str, index: str, model: str) -> list[Memory]:
        rows = self._db.execute(
            "SELECT m.id FROM memories m LEFT JOIN memory_embeddings e ON e.tenant_id = m.tenant_id "
            "AND e.memory_id = m.id "
            "WHERE m.tenant_id = ? AND m.agent_id = ? AND m.searchable = 1 "
            "AND (e.memory_id IS NULL OR e.model != ? OR e.vector_index_id != ?) ORDER BY m.id",
            (tenant, agent_id, model, index),
        )
        ids = [r[0] for r in rows]
        found = self.memories(tenant, ids)
        return [found[i] for i in ids if i in found]

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


def _vector_index(row: sqlite3.Row) -> VectorIndex:
    return VectorIndex(row["tenant_id"], row["id"], row["dimensions"], row["created_by"], _at(row["created_at"]))


def _integration(row: sqlite3.Row) -> EmbeddingIntegration:
    credentials = json.loads(row["credentials"])
    return EmbeddingIntegration(
        row["tenant_id"], row["id"], row["provider"], credentials, row["created_by"], _at(row["created_at"])
    )


def _content(draft: MemoryDraft) -> tuple[object, ...]:
    return (
        draft.title,
        draft.symptoms,
        draft.root_cause,
        draft.root_cause_confidence,
        json.dumps(list(draft.ruled_out)),
        draft.resolution,
        draft.significance,
        int(draft.searchable_by_meaning),
    )


def _memory(row: sqlite3.Row, derived: list[Tag], agent: list[Tag]) -> Memory:
    ruled_out: list[JSON] = json.loads(row["ruled_out"])
    return Memory(
        tenant=row["tenant_id"],
        id=row["id"],
        agent_id=row["agent_id"],
        investigation_id=row["investigation_id"],
        title=row["title"],
        symptoms=row["symptoms"],
        root_cause=row["root_cause"],
        root_cause_confidence=row["root_cause_confidence"],
        ruled_out=tuple(str(r) for r in ruled_out),
        resolution=row["resolution"],
        significance=row["significance"],
        derived_tags=tuple(derived),
        agent_tags=tuple(agent),
        searchable_by_meaning=bool(row["searchable"]),
        version=row["version"],
        recurrence_count=row["recurrence_count"],
        recorded_at=_at(row["recorded_at"]),
        updated_at=_at(row["updated_at"]),
        last_seen_at=_at(row["last_seen_at"]),
        review=Review(
            from_iso(row["edited_at"]), row["edited_by"], row["wrong_note"], row["wrong_by"], from_iso(row["wrong_at"])
        ),
        embedded_with=row["embedded_with"],
        embedded_in=row["embedded_in"],
    )
