"""A memory's earlier versions: every edit (a person's, or the agent's correction) keeps the text it replaced.

The earlier version is written in the edit's own transaction, after its compare-and-set succeeded: the memory
read in that transaction was then at the version replaced, so the kept text is exactly that version's. A memory's
verdict (marked wrong, cleared) does not change its text or version, so it makes no version; the verdict standing
on a version when it was replaced is kept with it. Deleting a memory deletes its versions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from opmem.memory.model import Confidence, Memory, Significance, Tag
from opmem.store.db import Connection


@dataclass(frozen=True)
class MemoryVersion:
    """One earlier version of a memory: its text as it was, who wrote it and who replaced it (None: the agent)."""

    version: int
    title: str
    symptoms: str
    root_cause: str
    root_cause_confidence: Confidence
    ruled_out: tuple[str, ...]
    resolution: str
    significance: Significance
    agent_tags: tuple[Tag, ...]
    searchable_by_meaning: bool
    #: When this version was written (recorded, corrected or edited).
    written_at: datetime
    #: The person who wrote it by an edit; None when the memory's agent recorded or corrected it.
    written_by: str | None
    replaced_at: datetime
    #: The person whose edit replaced it; None when the agent's correction did.
    replaced_by: str | None
    #: The note of the "wrong" verdict standing on it when it was replaced, if any.
    wrong_note: str | None


@dataclass(frozen=True)
class MemoryVersions:
    """A memory's current version and its earlier versions, newest first."""

    memory_id: int
    agent_id: str
    current_version: int
    versions: tuple[MemoryVersion, ...]


def keep_version(db: Connection, replaced: Memory, *, by: str | None, at: str) -> None:
    """Keep `replaced` (the memory as read in the edit's transaction) as an earlier version."""
    review = replaced.review
    written_by = review.edited_by if review.edited_at is not None and review.edited_at == replaced.updated_at else None
    db.execute(
        "INSERT INTO memory_versions (tenant_id, memory_id, version, title, symptoms, root_cause, "
        "root_cause_confidence, ruled_out, resolution, significance, searchable, tags, written_at, written_by, "
        "replaced_at, replaced_by, wrong_note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            replaced.tenant,
            replaced.id,
            replaced.version,
            replaced.title,
            replaced.symptoms,
            replaced.root_cause,
            replaced.root_cause_confidence,
            json.dumps(list(replaced.ruled_out)),
            replaced.resolution,
            replaced.significance,
            int(replaced.searchable_by_meaning),
            json.dumps([str(t) for t in replaced.agent_tags]),
            replaced.updated_at.isoformat(),
            written_by,
            at,
            by,
            review.wrong_note,
        ),
    )


def forget_versions(db: Connection, tenant: str, memory_id: int) -> None:
    db.execute("DELETE FROM memory_versions WHERE tenant_id = ? AND memory_id = ?", (tenant, memory_id))


def earlier_versions(db: Connection, tenant: str, memory_id: int) -> tuple[MemoryVersion, ...]:
    rows = db.execute(
        "SELECT version, title, symptoms, root_cause, root_cause_confidence, ruled_out, resolution, significance, "
        "searchable, tags, written_at, written_by, replaced_at, replaced_by, wrong_note FROM memory_versions "
        "WHERE tenant_id = ? AND memory_id = ? ORDER BY version DESC",
        (tenant, memory_id),
    ).fetchall()
    return tuple(_version(tuple(row)) for row in rows)


def _version(row: tuple[object, ...]) -> MemoryVersion:
    (version, title, symptoms, cause, confidence, ruled_out, resolution, significance, searchable, tags) = row[:10]
    written_at, written_by, replaced_at, replaced_by, wrong_note = row[10:]
    return MemoryVersion(
        version=int(str(version)),
        title=str(title),
        symptoms=str(symptoms),
        root_cause=str(cause),
        root_cause_confidence=confidence,  # type: ignore[arg-type]
        ruled_out=tuple(str(r) for r in json.loads(str(ruled_out))),
        resolution=str(resolution),
        significance=significance,  # type: ignore[arg-type]
        agent_tags=tuple(Tag.parse(str(t)) for t in json.loads(str(tags))),
        searchable_by_meaning=bool(searchable),
        written_at=_when(written_at),
        written_by=None if written_by is None else str(written_by),
        replaced_at=_when(replaced_at),
        replaced_by=None if replaced_by is None else str(replaced_by),
        wrong_note=None if wrong_note is None else str(wrong_note),
    )


def _when(value: object) -> datetime:
    return datetime.fromisoformat(str(value))
