"""Boundary models of memories listed without a query and of an opened investigation (HTTP and MCP)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from opmem.surfaces.out_types import Timestamp

NEXT_CURSOR = "Pass back as `cursor` for the next page; null on the last page."


class ReviewOut(BaseModel):
    edited: bool
    marked_wrong: bool = Field(description="A person marked it wrong: its root cause is ruled out.")
    edited_at: Timestamp | None
    edited_by: str | None
    wrong_note: str | None
    wrong_by: str | None
    wrong_at: Timestamp | None


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
    recorded_at: Timestamp
    updated_at: Timestamp
    last_seen_at: Timestamp
    review: ReviewOut
    embedded_with: str | None
    embedded_in: str | None


class MemoryPageOut(BaseModel):
    """A page of memories, newest recorded first."""

    memories: list[MemoryOut]
    next_cursor: str | None = Field(description=NEXT_CURSOR)


def memory_page(memories: list[dict[str, Any]], next_cursor: str | None) -> MemoryPageOut:
    return MemoryPageOut.model_validate({"memories": memories, "next_cursor": next_cursor})


class SignalOut(BaseModel):
    type: Literal["log_pattern", "webhook", "manual"]
    payload: dict[str, Any]


class LinkedOut(BaseModel):
    investigation_id: str
    agent_id: str
    linked_at: Timestamp


class InvestigationOut(BaseModel):
    """An investigation (run): its trigger, agent, record, status, outcome, memory and links."""

    id: str
    agent_id: str
    trigger: list[SignalOut] = Field(description="The signals it was started on.")
    continuation_of: str | None
    source_table: str | None = Field(description="The table of the record it was dispatched on, if any.")
    record_id: str | None
    status: Literal["running", "finished"]
    started_at: Timestamp
    finished_at: Timestamp | None
    outcome: Literal["resolved", "no_precedent", "escalated", "abandoned"] | None
    finding: str | None = Field(description="Its conclusion in the agent's words, given when it finished.")
    finished_by: str | None
    memory: MemoryOut | None = Field(description="The memory it recorded, if any.")
    linked_to: MemoryOut | None = Field(description="The past memory it was linked to as a recurrence, if any.")
    recurrences: list[LinkedOut] = Field(
        description="Later investigations linked to its memory that you may read (their records'), newest first."
    )
    recurrences_withheld: int = Field(
        0, description="Later investigations linked to its memory on records you hold no read grant for: counted only."
    )
