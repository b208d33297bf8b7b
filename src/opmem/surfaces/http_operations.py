"""Readable OpenAPI operation ids: the route's function name (`recall`, `get_record`), not FastAPI's
`recall_v1_recall_post`. Where a function's name alone is ambiguous or says too little, the id is named here;
a test checks that every id is unique and none is generated."""

from __future__ import annotations

from fastapi.routing import APIRoute

#: `METHOD path` -> operation id, where the function's name is not the id a client should see.
NAMED: dict[str, str] = {
    "GET /v1/memory/agents/{agent_id}/instructions": "get_instructions",
    "GET /v1/memory/investigations/{investigation_id}/digest": "get_digest",
    "POST /v1/memory/agents/{agent_id}/investigations/{investigation_id}/memory": "record_memory",
    "PUT /v1/memory/agents/{agent_id}/investigations/{investigation_id}/memory": "correct_memory",
    "POST /v1/memory/agents/{agent_id}/investigations/{investigation_id}/link": "link_recurrence",
    "POST /v1/memory/search": "search_memories",
    "POST /v1/attachments": "upload_attachment",
    "POST /v1/attachments/process": "process_attachments",
    "POST /v1/attachments/retry": "retry_attachments",
    "PUT /v1/settings/attachments": "set_attachments_enabled",
    "POST /v1/documents/{doc_id}/correct": "correct_document",
    "POST /v1/documents/{doc_id}/retire": "retire_document",
    "POST /v1/documents/{doc_id}/reinstate": "reinstate_document",
    "POST /v1/documents/{doc_id}/endorse": "endorse_skill",
    "POST /v1/skills/propose": "propose_skill",
    "GET /v1/browse": "browse_documents",
    "GET /v1/audit": "list_audit",
    "GET /v1/runs/{run_id}/shown": "get_run_shown",
    "GET /v1/record-runs/{table}/{record_id}": "list_record_runs",
    "GET /v1/usage": "get_usage",
    "POST /v1/dispatch": "dispatch_run",
}


def operation_id(route: APIRoute) -> str:
    """The operation id of `route`: named above, else its function's name."""
    path = route.path_format
    for method in sorted(route.methods or ()):
        if f"{method} {path}" in NAMED:
            return NAMED[f"{method} {path}"]
    return route.name
