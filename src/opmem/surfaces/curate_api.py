"""HTTP routes for people curating the archive: `/v1/browse`, `/v1/documents/{doc_id}/correct|retire|reinstate|
endorse`, `/v1/audit`, and `/v1/skills/propose` (the skill proposal path agents and endorsements share).

Browsing and the audit need `browse_memory`, changes `curate_memory`; the core checks both, and every document
follows its source record as the caller may read it.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field

from opmem.core import Opmem
from opmem.curate import AuditAction, AuditEntry, BrowseResult
from opmem.limits import MAX_INT
from opmem.surfaces.http_deps import Caller, Core
from opmem.surfaces.http_limits import IdPath, bounds
from opmem.surfaces.http_versions import IfMatch, tagged, versioned_route
from opmem.surfaces.out_types import Timestamp
from opmem.surfaces.recall_out import DegradedArm
from opmem.types import Arm, DocKind, Document, Record


class BrowseItemOut(BaseModel):
    """A document as the browsing person may see it, with its source record and its state."""

    model_config = ConfigDict(from_attributes=True)

    doc_id: int
    kind: DocKind
    source_table: str
    record_id: str
    link: str
    title: str
    content: str = Field(description="The body; file parts that failed the guard, or a skill's prompt, withheld.")
    withheld: list[str] = Field(description="Labels of what `content` withholds.")
    resolved_at: Timestamp | None
    corrected_at: Timestamp | None
    corrected_by: str | None
    retired: bool
    retired_at: Timestamp | None
    retired_by: str | None
    retired_reason: str | None
    version: int = Field(description="The version to send as `If-Match` when correcting, retiring or reinstating.")
    score: float | None = None
    arms: list[Arm] = Field(default_factory=list)
    snippet: str | None = None


class BrowseOut(BaseModel):
    query: str | None
    items: list[BrowseItemOut]
    next_cursor: str | None = Field(description="Pass back as `cursor` for the next page; null on the last page.")
    hint: str | None = None
    degraded: list[DegradedArm] = Field(default_factory=list)


class DocumentStateOut(BaseModel):
    """A document's identity and curation state after a change (its content is read through `/v1/browse`)."""

    doc_id: int
    kind: DocKind
    source_table: str
    record_id: str
    link: str
    title: str
    corrected_at: Timestamp | None
    corrected_by: str | None
    retired_at: Timestamp | None
    retired_by: str | None
    retired_reason: str | None
    version: int = Field(description="Its version now (also the ETag): the one the next edit is based on.")


class CorrectIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str | None = Field(None, description="The corrected title; leave out to keep it.")
    body: str | None = Field(None, description="The corrected body; leave out to keep it.")
    reason: str = Field(description="What was wrong; it goes in the audit log.")


class ReasonIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: str = Field(description="Why; it goes in the audit log.")


class EndorseIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str | None = Field(None, description="The skill's name (default: the document's title).")
    purpose: str | None = Field(None, description="What the skill is for (default: derived from the document).")
    activation: str | None = Field(None, description="When it applies (default: derived from the document).")
    reason: str = Field("", description="Why it deserves to be a skill; it goes in the audit log.")


class ProposeIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The skill's name.")
    purpose: str = Field(description="What the skill is for.")
    activation: str = Field(description="When it applies.")
    prompt: str = Field(description="The skill's prompt.")
    source_doc_id: int | None = Field(None, ge=1, le=MAX_INT, description="The document it was learnt from, if any.")


class SkillOut(BaseModel):
    """A proposed skill: a draft record in the skill table and the document it distilled into."""

    table: str
    record_id: str
    state: str
    document_id: int | None


class AuditOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    at: Timestamp
    principal_id: str
    action: AuditAction
    doc_id: int | None
    source_table: str | None
    record_id: str | None
    before: dict[str, str | None] | None = Field(description="The changed fields before; null once scrubbed.")
    after: dict[str, str | None] | None = Field(description="The changed fields after; null once scrubbed.")
    reason: str


def browse_out(result: BrowseResult) -> BrowseOut:
    return BrowseOut(
        query=result.query,
        items=[BrowseItemOut.model_validate(i) for i in result.items],
        next_cursor=result.next_cursor,
        hint=result.hint,
        degraded=[DegradedArm(arm=d.arm, reason=d.reason) for d in result.degraded],
    )


def state_out(d: Document) -> DocumentStateOut:
    return DocumentStateOut(
        doc_id=d.id,
        kind=d.kind,
        source_table=d.source_table,
        record_id=d.record_id,
        link=d.link,
        title=d.title,
        corrected_at=d.corrected_at,
        corrected_by=d.corrected_by,
        retired_at=d.retired_at,
        retired_by=d.retired_by,
        retired_reason=d.retired_reason,
        version=d.version,
    )


def audit_out(e: AuditEntry) -> AuditOut:
    return AuditOut.model_validate(e)


def _skill_out(opmem: Opmem, record: Record) -> SkillOut:
    return SkillOut(
        table=record.source_table,
        record_id=record.record_id,
        state=record.state,
        document_id=opmem.curation.document_id(record),
    )


# -- routes -----------------------------------------------------------------------------------------------


def browse(
    opmem: Core,
    principal: Caller,
    q: Annotated[str | None, Query(description="Search words; leave out to list newest first.")] = None,
    kind: Annotated[list[str] | None, Query(description="Only these document kinds (repeat the parameter).")] = None,
    scope: Annotated[str | None, Query(description="Only this source table.")] = None,
    k: Annotated[int, Query(le=MAX_INT, description="Items per page, 1 to 50.", json_schema_extra=bounds(1, 50))] = 20,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
    retired: Annotated[
        bool, Query(description="Include retired documents, marked, so they can be reinstated.")
    ] = False,
) -> BrowseOut:
    """Browse the archive as the caller may read it (needs `browse_memory`)."""
    result = opmem.curation.browse(principal, q, kinds=kind, scope=scope, k=k, cursor=cursor, include_retired=retired)
    return browse_out(result)


def _tagged(doc: Document, response: Response) -> DocumentStateOut:
    tagged(response, doc.version)
    return state_out(doc)


def correct(
    doc_id: IdPath, body: CorrectIn, opmem: Core, principal: Caller, version: IfMatch, response: Response
) -> DocumentStateOut:
    """Correct a document's title and/or body; it is re-embedded (needs `curate_memory`).

    `If-Match` names the version corrected; of concurrent corrections of one version exactly one wins."""
    doc = opmem.curation.correct(
        principal, doc_id, title=body.title, body=body.body, reason=body.reason, expected_version=version
    )
    return _tagged(doc, response)


def retire(
    doc_id: IdPath, body: ReasonIn, opmem: Core, principal: Caller, version: IfMatch, response: Response
) -> DocumentStateOut:
    """Take a document out of circulation; the row keeps who, when and why (needs `curate_memory`)."""
    return _tagged(opmem.curation.retire(principal, doc_id, reason=body.reason, expected_version=version), response)


def reinstate(
    doc_id: IdPath, body: ReasonIn, opmem: Core, principal: Caller, version: IfMatch, response: Response
) -> DocumentStateOut:
    """Put a retired document back into circulation (needs `curate_memory`)."""
    doc = opmem.curation.reinstate(principal, doc_id, reason=body.reason, expected_version=version)
    return _tagged(doc, response)


def endorse(doc_id: IdPath, body: EndorseIn, opmem: Core, principal: Caller) -> SkillOut:
    """Promote a document into a draft skill (needs `curate_memory`)."""
    record = opmem.curation.endorse(
        principal, doc_id, name=body.name, purpose=body.purpose, activation=body.activation, reason=body.reason
    )
    return _skill_out(opmem, record)


def propose(body: ProposeIn, opmem: Core, principal: Caller) -> SkillOut:
    """Propose a draft skill (needs a grant on the skill table)."""
    record = opmem.curation.propose_skill(
        principal,
        name=body.name,
        purpose=body.purpose,
        activation=body.activation,
        prompt=body.prompt,
        source_doc_id=body.source_doc_id,
    )
    return _skill_out(opmem, record)


class AuditPageOut(BaseModel):
    """A page of the audit log, newest first."""

    entries: list[AuditOut]
    next_cursor: str | None = Field(description="Pass back as `cursor` for the next page; null on the last page.")


def audit(
    opmem: Core,
    principal: Caller,
    doc_id: Annotated[int | None, Query(ge=1, le=MAX_INT, description="Only changes to this document.")] = None,
    limit: Annotated[int, Query(ge=1, le=500, description="How many entries, newest first, 1 to 500.")] = 50,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> AuditPageOut:
    """Changes to the archive, for documents the caller may read (needs `browse_memory`), paged by cursor."""
    page = opmem.curation.audit_page(principal, doc_id=doc_id, limit=limit, cursor=cursor)
    return AuditPageOut(entries=[audit_out(e) for e in page.items], next_cursor=page.next_cursor)


def curate_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors)
    versioned = versioned_route()
    router.add_api_route("/browse", browse, methods=["GET"], tags=["curation"])
    for path, route in (("correct", correct), ("retire", retire), ("reinstate", reinstate)):
        router.add_api_route(f"/documents/{{doc_id}}/{path}", route, methods=["POST"], tags=["curation"], **versioned)
    router.add_api_route("/documents/{doc_id}/endorse", endorse, methods=["POST"], tags=["curation"])
    router.add_api_route("/audit", audit, methods=["GET"], tags=["curation"])
    router.add_api_route("/skills/propose", propose, methods=["POST"], status_code=201, tags=["skills"])
    return router
