"""The response models of the agent-memory and dispatch routes (HTTP) and tools (MCP), derived from the core's
dataclasses by `out_model`, so each route's OpenAPI entry and each tool's output schema says what it answers."""

from __future__ import annotations

import json
from typing import Any

from mcp_types import CallToolResult, TextContent
from pydantic import BaseModel, Field, create_model

from opmem.dispatch import Pursuit
from opmem.dispatch.bundle import DispatchBundle
from opmem.dispatch.index import DispatchIndex
from opmem.memory import (
    Agent,
    EmbeddingIntegration,
    Investigation,
    LinkResult,
    Memory,
    MemoryView,
    SearchResult,
    TagValue,
    VectorIndex,
    WriteResult,
)
from opmem.memory.digest import Digest
from opmem.memory.history import MemoryVersions
from opmem.surfaces.out_models import RENDERED, list_of, out_model

_RENDERED = tuple(RENDERED.items())


def tool_result(model: type[BaseModel], value: dict[str, Any]) -> CallToolResult:
    """An MCP tool's result: `value` checked against its declared output model, as structured content and (for
    clients that read only text) the same JSON as text."""
    structured = model.model_validate(value).model_dump(mode="json")
    text = TextContent(type="text", text=json.dumps(structured, ensure_ascii=False))
    return CallToolResult(content=[text], structured_content=structured)


def _wrapper(name: str, doc: str, **fields: Any) -> type[BaseModel]:
    return create_model(name, __doc__=doc, **fields)


VectorIndexOut = out_model(VectorIndex)
EmbeddingIntegrationOut = out_model(
    EmbeddingIntegration,
    extra=(("credentials", (list[str], Field(description="The credentials' names; their values are never shown."))),),
)
AgentOut = out_model(Agent)
StartedOut = out_model(Investigation)
DigestOut = out_model(Digest, extra=_RENDERED)
WriteResultOut = out_model(WriteResult)
LinkResultOut = out_model(LinkResult)
SearchResultOut = out_model(SearchResult)
MemoryViewOut = out_model(MemoryView)
MemoryOut = out_model(Memory)
MemoryVersionsOut = out_model(MemoryVersions)
PursuitOut = out_model(Pursuit)
DispatchIndexOut = out_model(DispatchIndex, extra=_RENDERED)
DispatchBundleOut = out_model(
    DispatchBundle,
    extra=(
        ("index", DispatchIndexOut | None),
        ("digest", DigestOut | None),
        ("tools", (list[str], Field(description="The tools the agent holds, by name."))),
        *_RENDERED,
    ),
)

DigestAnswerOut = _wrapper(
    "DigestAnswerOut",
    "The run's related-history digest; null when the agent's digest is off.",
    digest=(DigestOut | None, ...),
)
InstructionsOut = _wrapper(
    "InstructionsOut", "What the agent is told about memory.", agent_id=(str, ...), instructions=(str, ...)
)
TagValuesOut = _wrapper(
    "TagValuesOut", "The values a tag key holds.", key=(str, ...), values=(list_of(out_model(TagValue)), ...)
)  # type: ignore[misc]
ToolsOut = _wrapper("ToolsOut", "The tools an agent holds.", agent_id=(str, ...), tools=(list[str], ...))
_NEXT = (str | None, Field(description="Pass back as `cursor` for the next page; null on the last page."))
AgentsOut = _wrapper(
    "AgentsOut", "A page of the tenant's agents, by id.", agents=(list_of(AgentOut), ...), next_cursor=_NEXT
)
VectorIndexesOut = _wrapper(
    "VectorIndexesOut",
    "A page of the tenant's vector indexes, by name.",
    vector_indexes=(list_of(VectorIndexOut), ...),
    next_cursor=_NEXT,
)  # type: ignore[valid-type]
EmbeddingIntegrationsOut = _wrapper(
    "EmbeddingIntegrationsOut",
    "A page of the tenant's embedding integrations, by name (credentials by name only).",
    embedding_integrations=(list_of(EmbeddingIntegrationOut), ...),
    next_cursor=_NEXT,
)
PursuitsOut = _wrapper(
    "PursuitsOut",
    "A page of a record's open and held pursuits, most recently updated first.",
    table=(str, ...),
    record_id=(str, ...),
    pursuits=(list_of(PursuitOut), ...),
    next_cursor=_NEXT,
)
