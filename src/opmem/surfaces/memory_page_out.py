"""Boundary models of memories listed without a query and of an opened investigation (HTTP and MCP)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field

NEXT_CURSOR = "Pass back as `cursor` for the next page; null on the last page."


class ReviewOut(BaseModel):
    edited: bool
    marked_wrong: bool = Field(description="A person marked it wrong: its root cause is ruled out.")
    edited_at: datetime | None
    edited_by: str | None
    wrong_note: str | None
    wrong_by: str | None
    wrong_at: datetime | None


class MemoryOut(BaseModel):
    """One memory as stored, with its review state and version."""

    tenant: str
    id: int
    agent_id: str
    investigation_id: str = Field(description="The investigation that recorded it (GET investigations/{id}).")
    title: str
    symptoms: str
    root_cause: str
    root_cause_confidence: Literal["confirmed", "suspected", "unknown"]
    ruled_out: list[str]
    resolution: str
    significance: Literal["incident", "observation", "inconclusive", "benign"]
    derived_tags: list[str]
    agent_tags: list[str]
    searchable_by_meaning: bool
    version: int = Field(description="The version an edit names in If-Match.")
    recurrence_count: int
    recorded_at: datetime
    updated_at: datetime
    last_seen_at: datetime
    review: ReviewOut
    embedded_with: str | None
    embedded_in: str | None


class MemoryPageOut(BaseModel):
    """A page of memories, newest recorded first."""

    memories: list[MemoryOut]
    next_cursor: str | None = Field(description=NEXT_CURSOR)


def memory_page(memories: list[dict[str, Any]], next_cursor: str | None) -> MemoryPageOut:
    return MemoryPageOut.model_validate({"memories": memories, "next_cursor": next_cursor})
