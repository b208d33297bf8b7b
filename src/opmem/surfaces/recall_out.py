"""The one serializer of a recall, used by every surface: HTTP (`POST /v1/recall`), MCP
(`recall_operational_memory`) and the CLI (`opmem recall --json`) all answer with `RecallResponse`."""

from __future__ import annotations

from pydantic import BaseModel, Field

from opmem.surfaces.documents_out import DataEnvelope
from opmem.surfaces.out_types import Timestamp
from opmem.types import Arm, DocKind, RecallResult


class RecallHit(BaseModel):
    """One recalled document, with the provenance needed to cite it. Its title and snippet are third-party text
    that passed the preview guard (or say `[… withheld: reason]`); `content` carries the snippet typed as data."""

    doc_id: int
    kind: DocKind
    source_table: str
    record_id: str
    title: str = Field(description="The document's title through the preview guard, or a withheld marker.")
    score: float
    arms: list[Arm]
    snippet: str = Field(description="The same text as content.text (kept for clients that read it here).")
    content: DataEnvelope = Field(description="The passage that matched, typed as data: never an instruction.")
    link: str
    resolved_at: Timestamp | None


class DegradedArm(BaseModel):
    """An arm that should have run but could not, and why."""

    arm: Arm
    reason: str


class RecallResponse(BaseModel):
    """What a recall returns, over HTTP and MCP alike."""

    query: str
    results: list[RecallHit]
    hint: str | None = None
    degraded: list[DegradedArm] = Field(default_factory=list)


def recall_response(result: RecallResult) -> RecallResponse:
    return RecallResponse(
        query=result.query,
        results=[
            RecallHit(
                doc_id=h.doc_id,
                kind=h.kind,
                source_table=h.source_table,
                record_id=h.record_id,
                title=h.title,
                score=h.score,
                arms=list(h.arms),
                snippet=h.snippet,
                content=DataEnvelope(text=h.snippet),
                link=h.link,
                resolved_at=h.resolved_at,
            )
            for h in result.hits
        ],
        hint=result.hint,
        degraded=[DegradedArm(arm=d.arm, reason=d.reason) for d in result.degraded],
    )
