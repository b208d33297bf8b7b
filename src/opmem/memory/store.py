"""Agent memory's SQL, over the shared SQLite store. Every query filters by tenant. The search half is
`opmem.memory.store_search`; rows become values in `opmem.memory.store_rows`; `Filters` is `opmem.memory.filters`."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime

from opmem.memory.filters import Filters, readable_sql
from opmem.memory.history import MemoryVersion, earlier_versions
from opmem.memory.model import (
    AgentConfig,
    EmbeddingIntegration,
    Investigation,
    LinkedInvestigation,
    Memory,
    MemoryDraft,
    Signal,
    Tag,
    TagValue,
    VectorIndex,
)
from opmem.memory.store_rows import (
    MEMORY_SELECT,
    AgentRow,
    config_from,
    config_json,
    content_of,
    integration_of,
    memory_from_row,
    parse_at,
    vector_index_of,
)
from opmem.memory.store_search import WALK_AFTER, MemorySearch
from opmem.store.db import Connection, Dialect
from opmem.store.memory_verdicts import MemoryVerdicts
from opmem.store.sqlite import SQLiteStore, from_iso
from opmem.store.tenant_scope import scoped

__all__ = ["WALK_AFTER", "AgentRow", "Filters", "MemoryStore", "config_from", "config_json", "readable_sql"]


@scoped
class MemoryStore(MemorySearch):
    def __init__(self, store: SQLiteStore) -> None:
        self._store = store

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
        return None if row is None else vector_index_of(row)

    def vector_indexes(self, tenant: str) -> list[VectorIndex]:
        rows = self._db.execute("SELECT * FROM vector_indexes WHERE tenant_id = ? ORDER BY id", (tenant,))
        return [vector_index_of(row) for row in rows]

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
        return None if row is None else integration_of(row)

    def embedding_integrations(self, tenant: str) -> list[EmbeddingIntegration]:
        rows = self._db.execute("SELECT * FROM embedding_integrations WHERE tenant_id = ? ORDER BY id", (tenant,))
        return [integration_of(row) for row in rows]

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
            parse_at(row["created_at"]),
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
            parse_at(row["started_at"]),
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

    def verdicts(self, tenant: str, ids: Sequence[int]) -> dict[int, str]:
        """The stored verdicts (m019) of those of `ids` that have any."""
        return MemoryVerdicts(self._store).of(tenant, ids)

    def memories(self, tenant: str, ids: Sequence[int]) -> dict[int, Memory]:
        found: dict[int, Memory] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            # `+`: by primary key; on the (tenant, last_seen) index the planner walked every memory of the tenant
            rows = self._db.execute(f"{MEMORY_SELECT} WHERE m.id IN ({marks}) AND +m.tenant_id = ?", (*chunk, tenant))
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
            found.update((i, memory_from_row(row, *tags[i])) for i, row in rows_by_id.items())
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
        return tuple(LinkedInvestigation(r[0], r[1], parse_at(r[2])) for r in rows)

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

    def listed(
        self, filters: Filters, *, wrong: bool | None, after: tuple[str, int] | None, limit: int
    ) -> list[tuple[int, str]]:
        """(id, recorded at) of up to `limit` memories matching `filters`, newest recorded first, after the keyset
        `after` (recorded at, id); `wrong` True keeps those marked wrong, False the rest, None both."""
        where, args = filters.sql()
        if wrong is not None:
            where += " AND m.wrong_at IS NOT NULL" if wrong else " AND m.wrong_at IS NULL"
        if after is not None:
            where += " AND (m.recorded_at < ? OR (m.recorded_at = ? AND m.id < ?))"
            args += [after[0], after[0], after[1]]
        rows = self._db.execute(
            f"SELECT m.id, m.recorded_at FROM memories m WHERE {where} ORDER BY m.recorded_at DESC, m.id DESC LIMIT ?",
            [*args, limit],
        ).fetchall()
        return [(int(row[0]), str(row[1])) for row in rows]

    def earlier_versions(self, tenant: str, memory_id: int) -> tuple[MemoryVersion, ...]:
        """A memory's earlier versions, newest first (`opmem.memory.history`)."""
        return earlier_versions(self._db, tenant, memory_id)

    # -- memories: writes (inside the caller's transaction) --------------------------------------------

    def insert_memory(
        self, db: Connection, tenant: str, agent_id: str, investigation_id: str, draft: MemoryDraft, now: str
    ) -> int:
        cursor = db.execute(
            "INSERT INTO memories (tenant_id, agent_id, investigation_id, title, symptoms, root_cause, "
            "root_cause_confidence, ruled_out, resolution, significance, searchable, version, recurrence_count, "
            "recorded_at, updated_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?)",
            (tenant, agent_id, investigation_id, *content_of(draft), now, now, now),
        )
        return int(cursor.lastrowid or 0)

    def replace_content(
        self, db: Connection, tenant: str, memory_id: int, draft: MemoryDraft, now: str, *, expected_version: int
    ) -> int | None:
        """Replace the text if the memory is still at `expected_version` (a compare-and-set), clearing its stored
        verdicts (m019); None if it was, else the version it is at now (0 when it is gone)."""
        updated = db.execute(
            "UPDATE memories SET title = ?, symptoms = ?, root_cause = ?, root_cause_confidence = ?, ruled_out = ?, "
            "resolution = ?, significance = ?, searchable = ?, version = version + 1, updated_at = ?, verdicts = NULL "
            "WHERE id = ? AND +tenant_id = ? AND version = ?",
            (*content_of(draft), now, memory_id, tenant, expected_version),
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
