"""The shared vocabulary: values that cross module boundaries. All frozen; no behaviour beyond validation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, get_args

DocKind = Literal["resolution", "finding", "attachment", "memory", "skill"]
DOC_KINDS: tuple[DocKind, ...] = get_args(DocKind)

Arm = Literal["text", "fuzzy", "semantic"]
ARMS: tuple[Arm, ...] = get_args(Arm)

EmbedKind = Literal["query", "document"]

Capability = Literal["browse_memory", "curate_memory", "view_skill_bodies", "review_memories", "manage_access"]
CAPABILITIES: tuple[Capability, ...] = get_args(Capability)

EMPTY_HINT = (
    "No precedent found in operational memory. Proceed with live probes, "
    "and note the absence of precedent in your finding."
)


@dataclass(frozen=True)
class Record:
    """A row of a source table (incident, problem, change, ticket...) as the platform holds it."""

    tenant: str
    source_table: str
    record_id: str
    state: str
    short_description: str = ""
    description: str = ""
    resolution_notes: str = ""
    close_code: str = ""
    resolved_at: datetime | None = None
    updated_at: datetime | None = None
    fields: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class TableConfig:
    """How one source table of a tenant is treated: which states are terminal, and whether it is ever indexed."""

    name: str
    terminal_states: frozenset[str]
    indexed: bool = True
    #: Where results link a record of this table (`{id}`, `{table}` filled in); none: the console's record page.
    link_template: str | None = None

    def is_terminal(self, state: str) -> bool:
        return state.strip().lower() in self.terminal_states


@dataclass(frozen=True)
class DocumentDraft:
    """What distillation produces: a document before the store gives it an id."""

    tenant: str
    kind: DocKind
    key: str
    source_table: str
    record_id: str
    title: str
    body: str
    resolved_at: datetime | None
    link: str


@dataclass(frozen=True)
class Document:
    id: int
    tenant: str
    kind: DocKind
    key: str
    source_table: str
    record_id: str
    title: str
    body: str
    resolved_at: datetime | None
    link: str
    #: Set when a person corrected the title or body (until the source record changes and re-distils it).
    corrected_at: datetime | None = None
    corrected_by: str | None = None
    #: Set while the document is out of circulation: not recalled, not indexed, not shown to agents.
    retired_at: datetime | None = None
    retired_by: str | None = None
    retired_reason: str | None = None
    #: 1 when written, one more on every change (distillation, correction, retirement): what an edit is based on.
    version: int = 1
    #: The preview guard's verdict on the title (`quarantine.shown.stored`): a file's name's, stored when the file
    #: was processed; any other document's, stored by the worker.
    title_verdict: str | None = field(default=None, compare=False, repr=False)
    #: The preview guard's verdicts on the body's snippets, stored by the worker (`quarantine.shown.stored_body`;
    #: a skill's judge its summary, what recall shows). None on files (their parts carry theirs).
    body_verdict: str | None = field(default=None, compare=False, repr=False)


AttachmentStatus = Literal["pending", "indexed", "infected", "unscannable", "unsupported", "failed"]
ATTACHMENT_STATUSES: tuple[AttachmentStatus, ...] = get_args(AttachmentStatus)


@dataclass(frozen=True)
class Attachment:
    """A file uploaded to a record, and how far it got towards becoming an `attachment` document."""

    id: int
    tenant: str
    source_table: str
    record_id: str
    filename: str
    content_type: str
    size: int
    sha256: str
    status: AttachmentStatus
    reason: str
    parts: int
    total_parts: int
    uploaded_by: str | None
    uploaded_at: datetime
    processed_at: datetime | None
    doc_id: int | None = None


@dataclass(frozen=True)
class DocumentPart:
    """About a page of a document, named for a person ("page 30", "sheet Invoices, rows 1-200")."""

    number: int
    label: str
    text: str
    #: The preview guard's verdict on `text`, stored when the file was processed (`quarantine.shown.stored`).
    verdict: str | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Principal:
    """Who is asking: a person or an agent's service account, with read and write grants per source table."""

    tenant: str
    id: str
    name: str
    #: Source tables it may read.
    grants: frozenset[str] = frozenset()
    capabilities: frozenset[Capability] = frozenset()
    #: Source tables whose records it may store, delete and restore (a write grant is not a read grant).
    writes: frozenset[str] = frozenset()
    #: The tools an agent's service account holds; None for a person, who is governed by grants and capabilities.
    tools: frozenset[str] | None = None


@dataclass(frozen=True)
class Degraded:
    """An arm that should have run but could not, and why."""

    arm: Arm
    reason: str


@dataclass(frozen=True)
class Hit:
    doc_id: int
    kind: DocKind
    source_table: str
    record_id: str
    title: str
    score: float
    arms: tuple[Arm, ...]
    snippet: str
    link: str
    resolved_at: datetime | None


@dataclass(frozen=True)
class RecallResult:
    query: str
    hits: tuple[Hit, ...]
    hint: str | None = None
    degraded: tuple[Degraded, ...] = ()


@dataclass(frozen=True)
class ImportReport:
    read: int
    upserted: int
    documents: int
    skipped: tuple[tuple[int, str], ...] = ()
    #: documents whose source had not changed since the last import: kept as they were, not embedded again
    unchanged: int = 0
