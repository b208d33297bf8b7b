"""Shared helpers for the agent memory tests: a real SQLite store, fake embedders, a fixed clock."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from opmem.clock import FixedClock
from opmem.embed import get_embedder
from opmem.embed.base import Embedder
from opmem.embed.fake import FakeEmbedder
from opmem.memory import AgentConfig, AgentMemory, Investigation, MemoryDraft, Signal, Tag, WriteResult
from opmem.settings import Settings
from opmem.store.db import open_engine
from opmem.store.rls import configure as configure_rls
from opmem.store.sqlite import SQLiteStore
from opmem.types import Principal

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
TENANT = "acme"

LOG_SIGNAL = Signal(
    "log_pattern",
    {
        "pipeline": {"name": "prod-logs"},
        "pattern": {"id": "p-42", "text": "connection refused to <host>"},
        "sample_event": {
            "service": "checkout",
            "env": "prod",
            "kubernetes": {"namespace_name": "shop"},
            "message": "connection refused to db01",
        },
    },
)
WEBHOOK_SIGNAL = Signal("webhook", {"integration": "pagerduty", "service": "payments", "host": "web-7"})
MANUAL_SIGNAL = Signal("manual", {"note": "please look at checkout"})


@dataclass
class Kit:
    memory: AgentMemory
    store: SQLiteStore
    clock: FixedClock
    embedders: dict[str, FakeEmbedder]
    data_dir: Path
    lookups: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, tmp_path: Path, *, data_dir: Path | None = None, db: str | None = None, rls: bool = False) -> Kit:
        """On a SQLite file in `tmp_path`, or on the PostgreSQL database at the URL `db` (`rls`: with row-level
        security on, as `opmem serve` with OPMEM_DB_RLS=on starts it)."""
        store = SQLiteStore(open_engine(db, rls=rls) if db else tmp_path / "opmem.sqlite3")
        if db:
            configure_rls(store.engine, on=rls)
        clock = FixedClock(T0)
        store.ensure_tenant(TENANT, embedding=None, tables=(), now=T0)
        store.ensure_tenant("other", embedding=None, tables=(), now=T0)
        embedders = {
            "fake:hash-64": FakeEmbedder("hash-64", dimensions=256, synonyms={"ingest": "pipeline"}),
            "fake:other": FakeEmbedder("other", dimensions=256),
            "fake:small": FakeEmbedder("small", dimensions=64),
        }
        lookups: list[str] = []

        def lookup(spec: str) -> Embedder:
            lookups.append(spec)
            return embedders.get(spec) or get_embedder(spec, Settings(data_dir=tmp_path))

        directory = data_dir or tmp_path / "memory"
        kit = cls(AgentMemory(store, lookup, clock, directory), store, clock, embedders, directory, lookups)
        return kit

    def rows(self) -> dict[str, list[tuple[object, ...]]]:
        """Every row of every agent memory table, to prove that refused input changed nothing."""
        tables = (
            "vector_indexes",
            "embedding_integrations",
            "agents",
            "investigations",
            "memories",
            "memory_tags",
            "memory_links",
            "memory_embeddings",
            "memory_fts",
            "memory_versions",
        )
        db = self.store.db
        return {t: [tuple(r) for r in db.execute(f"SELECT * FROM {t} ORDER BY 1, 2")] for t in tables}

    def with_store(
        self, *, index: str = "vi", integration: str = "fake", model: str = "hash-64", dims: int = 256
    ) -> AgentConfig:
        if self.store.db.execute("SELECT 1 FROM vector_indexes WHERE id = ?", (index,)).fetchone() is None:
            self.memory.create_vector_index(TENANT, index, dims)
        if (
            self.store.db.execute("SELECT 1 FROM embedding_integrations WHERE id = ?", (integration,)).fetchone()
            is None
        ):
            self.memory.create_embedding_integration(TENANT, integration, "fake")
        return AgentConfig(vector_index=index, embedding_integration=integration, embedding_model=model)

    def agent(self, agent_id: str, *, semantic: bool = False, config: AgentConfig | None = None) -> str:
        self.memory.create_agent(TENANT, agent_id, config=config or (self.with_store() if semantic else None))
        return agent_id

    def run(self, agent_id: str, *signals: Signal, investigation_id: str | None = None) -> Investigation:
        return self.memory.start_investigation(
            TENANT, agent_id, signals or (LOG_SIGNAL,), investigation_id=investigation_id
        )

    def record(self, agent_id: str, draft: MemoryDraft, *signals: Signal) -> WriteResult:
        inv = self.run(agent_id, *signals)
        return self.memory.record_memory(TENANT, agent_id, inv.id, draft)


def draft(title: str, **fields: object) -> MemoryDraft:
    values: dict[str, object] = {
        "symptoms": "checkout requests failed",
        "root_cause": "database connection pool exhausted",
        "root_cause_confidence": "confirmed",
        "ruled_out": ("network partition",),
        "resolution": "raised the pool size",
        "significance": "incident",
    }
    values.update(fields)
    return MemoryDraft(title, **values)  # type: ignore[arg-type]


def reviewer(tenant: str = TENANT) -> Principal:
    return Principal(tenant, "rita", "Rita", capabilities=frozenset({"review_memories"}))


def tag(text: str) -> Tag:
    return Tag.parse(text)
