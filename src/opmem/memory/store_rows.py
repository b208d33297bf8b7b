"""Agent memory's rows as values: agent settings to and from JSON, and a row to its `AgentRow`, `Memory`,
`VectorIndex` or `EmbeddingIntegration` (the store's SQL is in `opmem.memory.store`)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime

from opmem.memory.model import (
    JSON,
    AgentConfig,
    DigestSettings,
    EmbeddingIntegration,
    Memory,
    MemoryDraft,
    RetrievalPolicy,
    Review,
    SignalType,
    Tag,
    TagMapping,
    VectorIndex,
)
from opmem.store.sqlite import from_iso


def parse_at(value: str) -> datetime:
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


MEMORY_SELECT = (
    "SELECT m.*, e.model AS embedded_with, e.vector_index_id AS embedded_in FROM memories m "
    "LEFT JOIN memory_embeddings e ON e.tenant_id = m.tenant_id AND e.memory_id = m.id "
)


def vector_index_of(row: sqlite3.Row) -> VectorIndex:
    return VectorIndex(row["tenant_id"], row["id"], row["dimensions"], row["created_by"], parse_at(row["created_at"]))


def integration_of(row: sqlite3.Row) -> EmbeddingIntegration:
    credentials = json.loads(row["credentials"])
    return EmbeddingIntegration(
        row["tenant_id"], row["id"], row["provider"], credentials, row["created_by"], parse_at(row["created_at"])
    )


def content_of(draft: MemoryDraft) -> tuple[object, ...]:
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


def memory_from_row(row: sqlite3.Row, derived: list[Tag], agent: list[Tag]) -> Memory:
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
        recorded_at=parse_at(row["recorded_at"]),
        updated_at=parse_at(row["updated_at"]),
        last_seen_at=parse_at(row["last_seen_at"]),
        review=Review(
            from_iso(row["edited_at"]), row["edited_by"], row["wrong_note"], row["wrong_by"], from_iso(row["wrong_at"])
        ),
        embedded_with=row["embedded_with"],
        embedded_in=row["embedded_in"],
    )
