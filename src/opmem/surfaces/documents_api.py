"""HTTP routes for attachments (`/v1/attachments`) and for opening documents (`/v1/documents`).

Uploading, listing and deleting follow the record: the caller needs a grant on the record's table. Statuses
and their reasons are for admins (`browse_memory`); running the job now and the tenant setting need
`curate_memory`. Reading returns content in a data envelope; an uploaded file is asked, never read.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, File, Form, Query, Response, UploadFile
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field, StrictBool

from opmem.errors import InvalidInput
from opmem.limits import MAX_INT, MAX_UPLOAD
from opmem.paging import MAX_PAGE
from opmem.surfaces.documents_out import (
    AttachmentOut,
    AttachmentPageOut,
    DocumentAsked,
    DocumentRead,
    attachment_out,
    attachment_page,
    document_asked,
    document_read,
)
from opmem.surfaces.http_deps import Caller, Core, require_capability
from opmem.surfaces.http_limits import IdPath
from opmem.surfaces.http_versions import tagged
from opmem.types import AttachmentStatus


class AskIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    question: str = Field(description="What you need to know from the file, in a sentence.")
    run_id: str | None = Field(None, description="The run (investigation) asking, to record it.")


class SettingIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    attachments_enabled: StrictBool = Field(description="memory.attachments_enabled: extract and recall attachments.")


class PassOut(BaseModel):
    processed: int
    statuses: dict[str, int]


async def upload(
    opmem: Core,
    principal: Caller,
    table: Annotated[str, Form(description="The record's source table.")],
    record_id: Annotated[str, Form(description="The record's id.")],
    file: Annotated[UploadFile, File(description="The file: PDF, Word .docx, Excel .xlsx or plain text.")],
) -> AttachmentOut:
    """Attach a file to a record. It is scanned and extracted on the attachment job's next pass."""
    data = await file.read(MAX_UPLOAD + 1)
    if len(data) > MAX_UPLOAD:
        raise InvalidInput(f"The file is larger than {MAX_UPLOAD // 1_000_000} MB; attach a smaller file.")
    added = opmem.add_attachment(
        principal,
        table,
        record_id,
        filename=file.filename or "attachment",
        data=data,
        content_type=file.content_type or "application/octet-stream",
    )
    return attachment_out(added)


def list_attachments(
    opmem: Core,
    principal: Caller,
    table: Annotated[str | None, Query(description="Only attachments of this table's records.")] = None,
    record_id: Annotated[str | None, Query(description="Only this record's attachments.")] = None,
    status: Annotated[AttachmentStatus | None, Query(description="Only attachments in this status.")] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description=f"Attachments per page, 1 to {MAX_PAGE}.")] = 50,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> AttachmentPageOut:
    """Attachments with their status and its reason, oldest first, paged (needs `browse_memory`)."""
    require_capability(principal, "browse_memory", "Seeing attachment statuses")
    page = opmem.attachments_page(
        principal, table=table, record_id=record_id, status=status, limit=limit, cursor=cursor
    )
    return attachment_page(page)


def get_attachment(attachment_id: IdPath, opmem: Core, principal: Caller) -> AttachmentOut:
    require_capability(principal, "browse_memory", "Seeing an attachment's status")
    return attachment_out(opmem.attachment(principal, attachment_id))


def delete_attachment(attachment_id: IdPath, opmem: Core, principal: Caller) -> Response:
    """Delete a file and its document; recall and reads stop showing it at once."""
    opmem.delete_attachment(principal, attachment_id)
    return Response(status_code=204)


def process(opmem: Core, principal: Caller) -> PassOut:
    """Run one pass of the attachment job now over the caller's tenant's files (needs `curate_memory`)."""
    require_capability(principal, "curate_memory", "Running the attachment job")
    report = opmem.process_attachments(tenant=principal.tenant)
    return PassOut(processed=report.processed, statuses={str(k): v for k, v in report.statuses.items()})


class RetriedOut(BaseModel):
    queued: int


def retry(opmem: Core, principal: Caller) -> RetriedOut:
    """Queue unscannable and failed attachments again, for the next pass (needs `curate_memory`)."""
    require_capability(principal, "curate_memory", "Retrying attachments")
    return RetriedOut(queued=opmem.retry_attachments(principal))


def put_setting(body: SettingIn, opmem: Core, principal: Caller) -> SettingIn:
    """Turn attachments on or off for the caller's tenant (needs `curate_memory`)."""
    require_capability(principal, "curate_memory", "Changing tenant settings")
    opmem.set_attachments_enabled(principal.tenant, body.attachments_enabled)
    return body


def read_document(
    doc_id: IdPath,
    opmem: Core,
    principal: Caller,
    response: Response,
    offset: Annotated[int, Query(ge=0, le=MAX_INT, description="Where to start, in characters; take next_offset.")] = 0,
    run_id: Annotated[str | None, Query(description="The run (investigation) reading, to record it.")] = None,
) -> DocumentRead:
    """Read part of a document, labelled as data. Uploaded files are asked (`/ask`), never read.

    The `ETag` is the document's version, to send as `If-Match` when correcting, retiring or reinstating it."""
    page = opmem.read_document(principal, doc_id, offset, run_id=run_id)
    tagged(response, page.document.version)
    return document_read(page)


def ask_document(doc_id: IdPath, body: AskIn, opmem: Core, principal: Caller) -> DocumentAsked:
    """Ask a question about a document; a reader with no tools answers and the answer is checked."""
    return document_asked(opmem.ask_document(principal, doc_id, body.question, run_id=body.run_id))


def documents_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors)
    router.add_api_route("/attachments", upload, methods=["POST"], status_code=201, tags=["attachments"])
    router.add_api_route("/attachments", list_attachments, methods=["GET"], tags=["attachments"])
    router.add_api_route("/attachments/process", process, methods=["POST"], tags=["attachments"])
    router.add_api_route("/attachments/retry", retry, methods=["POST"], tags=["attachments"])
    router.add_api_route("/attachments/{attachment_id}", get_attachment, methods=["GET"], tags=["attachments"])
    router.add_api_route(
        "/attachments/{attachment_id}", delete_attachment, methods=["DELETE"], status_code=204, tags=["attachments"]
    )
    router.add_api_route("/settings/attachments", put_setting, methods=["PUT"], tags=["attachments"])
    router.add_api_route("/documents/{doc_id}", read_document, methods=["GET"], tags=["documents"])
    router.add_api_route("/documents/{doc_id}/ask", ask_document, methods=["POST"], tags=["documents"])
    return router
