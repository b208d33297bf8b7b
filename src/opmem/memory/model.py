"""The values of agent memory: frozen dataclasses and the Literals that name their choices."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, get_args

from opmem.errors import InvalidInput
from opmem.limits import check_text

Significance = Literal["incident", "observation", "inconclusive", "benign"]
SIGNIFICANCES: tuple[Significance, ...] = get_args(Significance)

Confidence = Literal["confirmed", "suspected", "unknown"]
CONFIDENCES: tuple[Confidence, ...] = get_args(Confidence)

Mode = Literal["semantic", "text", "timeline"]
MODES: tuple[Mode, ...] = get_args(Mode)

RecordPolicy = Literal["every", "non_benign", "reusable"]
RECORD_POLICIES: tuple[RecordPolicy, ...] = get_args(RecordPolicy)

SignalType = Literal["log_pattern", "webhook", "manual"]
SIGNAL_TYPES: tuple[SignalType, ...] = get_args(SignalType)

Provider = Literal["local", "openai", "fake"]
PROVIDERS: tuple[Provider, ...] = get_args(Provider)

Status = Literal["active", "recent", "historical"]

JSON = str | int | float | bool | None | list["JSON"] | dict[str, "JSON"]


def choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    """Check an enum value; the error lists what is allowed."""
    if not isinstance(value, str) or value not in allowed:
        raise InvalidInput(f"Unknown {name} {value!r}: use one of {', '.join(allowed)}.")
    return value


def text(name: str, value: object) -> str:
    """A memory's text field: at most `MAX_TEXT_CHARS` characters of writable Unicode without NUL."""
    return check_text(name, value)


def tags_of(values: Iterable[object]) -> tuple[Tag, ...]:
    """Tags given as `Tag` or as `key=value` text, deduplicated and sorted."""
    return tuple(sorted({v if isinstance(v, Tag) else Tag.parse(text("tag", v)) for v in values}))


def bounded(name: str, value: int | None, low: int, high: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInput(f"{name} must be a whole number from {low} to {high}; got {value!r}.")
    return value


# -- integrations and agents ------------------------------------------------------------------------------


@dataclass(frozen=True)
class VectorIndex:
    """Where a store keeps its search index. Name and dimensions are fixed at creation."""

    tenant: str
    name: str
    dimensions: int
    created_by: str | None
    created_at: datetime


@dataclass(frozen=True)
class EmbeddingIntegration:
    """A provider and its credentials; the agent's store names the model."""

    tenant: str
    name: str
    provider: Provider
    credentials: Mapping[str, str]
    created_by: str | None
    created_at: datetime


@dataclass(frozen=True)
class Store:
    """The three settings that make semantic search possible: all set or all clear."""

    vector_index: str
    embedding_integration: str
    embedding_model: str


@dataclass(frozen=True)
class RetrievalPolicy:
    """What the agent is told about searching and recording. None means "follow the default"."""

    search_budget: int | None = None
    record: RecordPolicy | None = None
    extra_guidance: str | None = None

    def __post_init__(self) -> None:
        bounded("Search budget", self.search_budget, 0, 10)
        if self.record is not None:
            choice("record policy", self.record, RECORD_POLICIES)


@dataclass(frozen=True)
class DigestSettings:
    """The related-history digest. None means "follow the default"."""

    enabled: bool | None = None
    window_days: int | None = None
    max_items: int | None = None

    def __post_init__(self) -> None:
        bounded("Digest window (days)", self.window_days, 1, 90)
        bounded("Digest max items", self.max_items, 1, 20)


@dataclass(frozen=True)
class TagMapping:
    """One signal type's mapping: each tag key reads an ordered list of JSON paths; the first that resolves wins."""

    keys: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class AgentConfig:
    """An agent's memory settings as set. Every None (or empty) value follows the default, even a changed one."""

    memory_enabled: bool | None = None
    vector_index: str | None = None
    embedding_integration: str | None = None
    embedding_model: str | None = None
    retrieval: RetrievalPolicy = field(default_factory=RetrievalPolicy)
    digest: DigestSettings = field(default_factory=DigestSettings)
    tag_mappings: Mapping[SignalType, TagMapping] = field(default_factory=dict)

    @property
    def store(self) -> Store | None:
        parts = (self.vector_index, self.embedding_integration, self.embedding_model)
        if all(p is None for p in parts):
            return None
        if any(p is None or not p.strip() for p in parts):
            raise InvalidInput(
                "A store is three settings together: vector index, embedding integration and embedding model. "
                "Set all three, or clear all three."
            )
        return Store(*parts)  # type: ignore[arg-type]


@dataclass(frozen=True)
class MemoryDefaults:
    """The defaults unset settings follow, and the thresholds of a result's status.

    Status: `active` when last seen within `active_days` (7), `recent` within `recent_days` (30), else `historical`.
    """

    memory_enabled: bool = True
    search_budget: int = 2
    record: RecordPolicy = "every"
    digest_enabled: bool = False
    digest_window_days: int = 14
    digest_max_items: int = 5
    active_days: int = 7
    recent_days: int = 30
    linked_shown: int = 10


@dataclass(frozen=True)
class EffectivePolicy:
    search_budget: int
    record: RecordPolicy
    extra_guidance: str | None


@dataclass(frozen=True)
class EffectiveDigest:
    enabled: bool
    window_days: int
    max_items: int


@dataclass(frozen=True)
class Agent:
    tenant: str
    id: str
    name: str
    config: AgentConfig
    memory_enabled: bool
    store: Store | None
    policy: EffectivePolicy
    digest: EffectiveDigest
    created_at: datetime
    deleted_at: datetime | None
    #: The settings' version: an update names it (`If-Match`, `expected_version`) and a stale one is refused.
    version: int = 1


# -- investigations ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Signal:
    type: SignalType
    payload: Mapping[str, JSON] = field(default_factory=dict)

    def __post_init__(self) -> None:
        choice("signal type", self.type, SIGNAL_TYPES)
        if not isinstance(self.payload, Mapping):
            raise InvalidInput(f"A {self.type} signal's payload must be a JSON object.")
        try:
            json.dumps(self.payload)
        except (TypeError, ValueError) as exc:
            raise InvalidInput(f"A {self.type} signal's payload must be JSON ({exc}).") from exc


@dataclass(frozen=True)
class Investigation:
    tenant: str
    id: str
    agent_id: str
    trigger: tuple[Signal, ...]
    continuation_of: str | None
    running: bool
    started_at: datetime
    finished_at: datetime | None
    #: The record the run was dispatched on, when it was dispatched on one.
    source_table: str | None = None
    record_id: str | None = None


# -- memories ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Tag:
    """An entity tag, written `key=value` (e.g. `entity:service=checkout`)."""

    key: str
    value: str

    @classmethod
    def parse(cls, text: str) -> Tag:
        key, sep, value = text.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise InvalidInput(f"Entity tag {text!r} must look like 'key=value', e.g. 'entity:service=checkout'.")
        return cls(key.strip(), value.strip())

    def __str__(self) -> str:
        return f"{self.key}={self.value}"


@dataclass(frozen=True)
class MemoryDraft:
    """What an agent records (or corrects) for its investigation."""

    title: str
    symptoms: str = ""
    root_cause: str = ""
    root_cause_confidence: Confidence = "unknown"
    ruled_out: tuple[str, ...] = ()
    resolution: str = ""
    significance: Significance = "observation"
    tags: tuple[Tag, ...] = ()
    searchable_by_meaning: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.title, str) or not self.title.strip():
            raise InvalidInput("A memory needs a title: a short name for the problem.")
        for name in ("title", "symptoms", "root_cause", "resolution"):
            text(name, getattr(self, name))
        if isinstance(self.ruled_out, str):
            raise InvalidInput("Field 'ruled_out' is a list of causes, not one text; send a list.")
        object.__setattr__(self, "ruled_out", tuple(text("ruled_out", r) for r in self.ruled_out))
        choice("root cause confidence", self.root_cause_confidence, CONFIDENCES)
        choice("significance", self.significance, SIGNIFICANCES)
        object.__setattr__(self, "searchable_by_meaning", bool(self.searchable_by_meaning))
        object.__setattr__(self, "tags", tags_of(self.tags))


@dataclass(frozen=True)
class MemoryEdit:
    """A person's edit; None leaves a field as it is. Derived tags are not editable."""

    title: str | None = None
    symptoms: str | None = None
    root_cause: str | None = None
    root_cause_confidence: Confidence | None = None
    ruled_out: tuple[str, ...] | None = None
    resolution: str | None = None
    significance: Significance | None = None
    tags: tuple[Tag, ...] | None = None

    def __post_init__(self) -> None:
        if self.title is not None and not (isinstance(self.title, str) and self.title.strip()):
            raise InvalidInput("A memory needs a title; send a non-empty title or leave it unchanged.")
        for name in ("title", "symptoms", "root_cause", "resolution"):
            if getattr(self, name) is not None:
                text(name, getattr(self, name))
        if self.ruled_out is not None:
            object.__setattr__(self, "ruled_out", tuple(text("ruled_out", r) for r in self.ruled_out))
        if self.tags is not None:
            object.__setattr__(self, "tags", tags_of(self.tags))
        if self.root_cause_confidence is not None:
            choice("root cause confidence", self.root_cause_confidence, CONFIDENCES)
        if self.significance is not None:
            choice("significance", self.significance, SIGNIFICANCES)


@dataclass(frozen=True)
class Review:
    """What people did to a memory: edited it (when, by whom), marked it wrong (with a note)."""

    edited_at: datetime | None = None
    edited_by: str | None = None
    wrong_note: str | None = None
    wrong_by: str | None = None
    wrong_at: datetime | None = None

    @property
    def edited(self) -> bool:
        return self.edited_at is not None

    @property
    def marked_wrong(self) -> bool:
        return self.wrong_at is not None


@dataclass(frozen=True)
class Memory:
    tenant: str
    id: int
    agent_id: str
    investigation_id: str
    title: str
    symptoms: str
    root_cause: str
    root_cause_confidence: Confidence
    ruled_out: tuple[str, ...]
    resolution: str
    significance: Significance
    derived_tags: tuple[Tag, ...]
    agent_tags: tuple[Tag, ...]
    searchable_by_meaning: bool
    version: int
    recurrence_count: int
    recorded_at: datetime
    updated_at: datetime
    last_seen_at: datetime
    review: Review
    embedded_with: str | None
    embedded_in: str | None

    @property
    def tags(self) -> tuple[Tag, ...]:
        return tuple(sorted(set(self.derived_tags) | set(self.agent_tags)))

    def same_content(self, draft: MemoryDraft) -> bool:
        return draft == MemoryDraft(
            title=self.title,
            symptoms=self.symptoms,
            root_cause=self.root_cause,
            root_cause_confidence=self.root_cause_confidence,
            ruled_out=self.ruled_out,
            resolution=self.resolution,
            significance=self.significance,
            tags=self.agent_tags,
            searchable_by_meaning=self.searchable_by_meaning,
        )


@dataclass(frozen=True)
class WriteResult:
    """The answer to an agent's record or correction."""

    memory: Memory
    created: bool
    embedded: bool
    notice: str | None = None


@dataclass(frozen=True)
class LinkResult:
    memory: Memory
    counted: bool
    notice: str | None = None


@dataclass(frozen=True)
class TagValue:
    value: str
    count: int


@dataclass(frozen=True)
class Details:
    symptoms: str
    root_cause: str
    root_cause_confidence: Confidence
    ruled_out: tuple[str, ...]
    resolution: str


@dataclass(frozen=True)
class MemoryHit:
    """A compact search result; `details` only when asked for."""

    id: int
    agent_id: str
    investigation_id: str
    title: str
    significance: Significance
    tags: tuple[Tag, ...]
    recurrence_count: int
    recorded_at: datetime
    recorded_ago: str
    last_seen_at: datetime
    status: Status
    review: Review
    score: float | None
    details: Details | None = None


@dataclass(frozen=True)
class Coverage:
    """What an empty semantic search could not reach, so it is not read as "never seen"."""

    other_agents: int
    other_model: int
    not_searchable: int
    not_embedded: int
    agent_has_store: bool
    provider_error: str | None
    suggestion: str


@dataclass(frozen=True)
class SearchResult:
    mode: Mode
    hits: tuple[MemoryHit, ...]
    more_matched: bool
    total: int | None = None
    coverage: Coverage | None = None


@dataclass(frozen=True)
class LinkedInvestigation:
    investigation_id: str
    agent_id: str
    linked_at: datetime


@dataclass(frozen=True)
class MemoryView:
    """One memory in full, with the most recent investigations linked to it as recurrences: those the viewer may
    read (an investigation follows the record it ran on); `linked_withheld` counts the others (the recurrence
    count tells them all anyway)."""

    memory: Memory
    status: Status
    recorded_ago: str
    linked: tuple[LinkedInvestigation, ...]
    linked_withheld: int = 0


@dataclass(frozen=True)
class ReembedReport:
    agent_id: str
    model: str
    embedded: int
    error: str | None = None
