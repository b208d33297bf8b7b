"""HTTP routes for agent memory, under `/v1/memory/`. Each translates its input into one call on `opmem.memory`.

The bearer token's principal gives the tenant. Writes as an agent (start an investigation, record, correct,
link) need the agent's service account or `review_memories` (see `opmem.surfaces.memory_out`); agent and
integration settings need `curate_memory`; reviewing needs `review_memories` (checked by the core); reads
are tenant-wide. Results are the core's values as JSON; errors are the API's JSON errors.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from opmem.core import Opmem
from opmem.errors import Forbidden
from opmem.limits import MAX_INT
from opmem.memory import (
    AgentConfig,
    AgentMemory,
    DigestSettings,
    MemoryDraft,
    MemoryEdit,
    RetrievalPolicy,
    Signal,
    Tag,
    TagMapping,
)
from opmem.surfaces import response_models as out
from opmem.surfaces.agent_patch_api import add_patch_route
from opmem.surfaces.http_deps import Caller
from opmem.surfaces.http_limits import IdPath, bounds
from opmem.surfaces.http_versions import IfMatch, OptionalIfMatch, one_version, tagged, versioned_route
from opmem.surfaces.memory_lists_api import add_list_routes
from opmem.surfaces.memory_out import data, digest_json, integration_json, plain, require_agent
from opmem.types import Principal

CURATE = "curate_memory"


def _memory(request: Request) -> AgentMemory:
    opmem: Opmem = request.app.state.opmem
    return opmem.memory


Memories = Annotated[AgentMemory, Depends(_memory)]
Json = dict[str, Any]


def _curator(principal: Principal) -> str:
    if CURATE not in principal.capabilities:
        raise Forbidden(f"Changing agents and integrations needs the {CURATE!r} capability; {principal.id!r} lacks it.")
    return principal.tenant


# -- bodies -----------------------------------------------------------------------------------------------


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ConfigIn(_In):
    memory_enabled: StrictBool | None = None
    vector_index: str | None = None
    embedding_integration: str | None = None
    embedding_model: str | None = None
    search_budget: StrictInt | None = Field(
        None, description="0 to 10; leave out for the default (2).", json_schema_extra=bounds(0, 10)
    )
    record: str | None = Field(None, description="every, non_benign or reusable; leave out for the default.")
    extra_guidance: str | None = None
    digest_enabled: StrictBool | None = None
    digest_window_days: StrictInt | None = Field(
        None, description="1 to 90; default 14.", json_schema_extra=bounds(1, 90)
    )
    digest_max_items: StrictInt | None = Field(None, description="1 to 20; default 5.", json_schema_extra=bounds(1, 20))
    tag_mappings: dict[str, dict[str, list[str]]] = Field(
        default_factory=dict, description="Signal type to {tag key: [JSON paths, first that resolves wins]}."
    )

    def config(self) -> AgentConfig:
        return AgentConfig(
            memory_enabled=self.memory_enabled,
            vector_index=self.vector_index,
            embedding_integration=self.embedding_integration,
            embedding_model=self.embedding_model,
            retrieval=RetrievalPolicy(self.search_budget, self.record, self.extra_guidance),  # type: ignore[arg-type]
            digest=DigestSettings(self.digest_enabled, self.digest_window_days, self.digest_max_items),
            tag_mappings={
                kind: TagMapping(tuple((key, tuple(paths)) for key, paths in keys.items()))  # type: ignore[misc]
                for kind, keys in self.tag_mappings.items()
            },
        )


class AgentIn(ConfigIn):
    id: str
    name: str | None = None


class AgentUpdateIn(ConfigIn):
    name: str | None = None


class VectorIndexIn(_In):
    name: str
    dimensions: StrictInt = Field(description="The embedding model's output size; fixed after creation.")


class IntegrationIn(_In):
    name: str
    provider: str = Field(description="local, openai or fake.")
    credentials: dict[str, str] = Field(default_factory=dict, description="e.g. api_key, base_url.")


class SignalIn(_In):
    type: str = Field(description="log_pattern, webhook or manual.")
    payload: dict[str, Any] = Field(default_factory=dict)


class InvestigationIn(_In):
    signals: list[SignalIn]
    continuation_of: str | None = None
    investigation_id: str | None = None


class DraftIn(_In):
    title: str
    symptoms: str = ""
    root_cause: str = ""
    root_cause_confidence: str = "unknown"
    ruled_out: list[str] = Field(default_factory=list)
    resolution: str = ""
    significance: str = "observation"
    tags: list[str] = Field(default_factory=list, description="Entity tags as 'key=value'.")
    searchable_by_meaning: StrictBool = True

    def draft(self) -> MemoryDraft:
        return MemoryDraft(**{**self.model_dump(), "ruled_out": tuple(self.ruled_out), "tags": tuple(self.tags)})


class LinkIn(_In):
    memory_id: StrictInt = Field(ge=1, le=MAX_INT)


class SearchIn(_In):
    mode: str | None = Field(None, description="semantic, text or timeline; default semantic if the agent has a store.")
    agent_id: str | None = None
    query: str | None = None
    tags: list[str] = Field(default_factory=list, description="Entity tags as 'key=value'; all must match.")
    significance: list[str] | None = None
    limit: StrictInt = Field(3, description="1 to 50.", json_schema_extra=bounds(1, 50))
    details: StrictBool = False


class EditIn(_In):
    version: StrictInt | None = Field(
        None,
        ge=1,
        le=MAX_INT,
        description="The version you opened (or send it as If-Match); a stale edit is refused with 409.",
    )
    title: str | None = None
    symptoms: str | None = None
    root_cause: str | None = None
    root_cause_confidence: str | None = None
    ruled_out: list[str] | None = None
    resolution: str | None = None
    significance: str | None = None
    tags: list[str] | None = None

    def edit(self) -> MemoryEdit:
        fields = self.model_dump(exclude={"version", "ruled_out", "tags"})
        ruled = None if self.ruled_out is None else tuple(self.ruled_out)
        tags = None if self.tags is None else tuple(Tag.parse(t) for t in self.tags)
        return MemoryEdit(**fields, ruled_out=ruled, tags=tags)


class WrongIn(_In):
    note: str


# -- routes -----------------------------------------------------------------------------------------------


def create_vector_index(body: VectorIndexIn, memory: Memories, principal: Caller) -> Json:
    return data(memory.create_vector_index(_curator(principal), body.name, body.dimensions, creator=principal))


def create_embedding_integration(body: IntegrationIn, memory: Memories, principal: Caller) -> Json:
    integration = memory.create_embedding_integration(
        _curator(principal),
        body.name,
        body.provider,  # type: ignore[arg-type]
        credentials=body.credentials,
        creator=principal,
    )
    return integration_json(integration)


def create_agent(body: AgentIn, memory: Memories, principal: Caller) -> Json:
    tenant = _curator(principal)
    return data(memory.create_agent(tenant, body.id, name=body.name, config=body.config(), creator=principal))


def update_agent(
    agent_id: str, body: AgentUpdateIn, memory: Memories, principal: Caller, version: IfMatch, response: Response
) -> Json:
    """Replace all the agent's settings (a field left out goes back to the default), if they are still at the
    version `If-Match` names (409 otherwise). To change only some, use PATCH."""
    tenant = _curator(principal)
    updated = memory.update_agent(tenant, agent_id, body.config(), name=body.name, expected_version=version)
    tagged(response, updated.version)
    return data(updated)


def get_agent(agent_id: str, memory: Memories, principal: Caller, response: Response) -> Json:
    """The agent's settings; its `ETag` is the version an update must name in `If-Match`."""
    agent = memory.agent(principal.tenant, agent_id)
    tagged(response, agent.version)
    return data(agent)


def delete_agent(agent_id: str, memory: Memories, principal: Caller) -> Response:
    memory.delete_agent(_curator(principal), agent_id)
    return Response(status_code=204)


def instructions(agent_id: str, memory: Memories, principal: Caller) -> Json:
    return {"agent_id": agent_id, "instructions": memory.instructions(principal.tenant, agent_id)}


def start_investigation(agent_id: str, body: InvestigationIn, memory: Memories, principal: Caller) -> Json:
    require_agent(principal, agent_id)
    signals = [Signal(s.type, s.payload) for s in body.signals]  # type: ignore[arg-type]
    inv = memory.start_investigation(
        principal.tenant,
        agent_id,
        signals,
        continuation_of=body.continuation_of,
        investigation_id=body.investigation_id,
    )
    return data(inv)


def digest(investigation_id: str, memory: Memories, principal: Caller) -> Json:
    found = memory.open_digest(principal, investigation_id)
    return {"digest": None if found is None else digest_json(found)}


def record(agent_id: str, investigation_id: str, body: DraftIn, memory: Memories, principal: Caller) -> Json:
    require_agent(principal, agent_id)
    return data(memory.record_memory(principal.tenant, agent_id, investigation_id, body.draft()))


def correct(
    agent_id: str,
    investigation_id: str,
    body: DraftIn,
    memory: Memories,
    principal: Caller,
    version: IfMatch,
    response: Response,
) -> Json:
    """Replace the investigation's memory text, if the memory is still at the version `If-Match` names."""
    require_agent(principal, agent_id)
    written = memory.correct_memory(
        principal.tenant, agent_id, investigation_id, body.draft(), expected_version=version
    )
    tagged(response, written.memory.version)
    return data(written)


def link(agent_id: str, investigation_id: str, body: LinkIn, memory: Memories, principal: Caller) -> Json:
    require_agent(principal, agent_id)
    return data(memory.link_recurrence(principal.tenant, agent_id, investigation_id, body.memory_id, viewer=principal))


def search(body: SearchIn, memory: Memories, principal: Caller) -> Json:
    result = memory.search(
        principal.tenant,
        mode=body.mode,  # type: ignore[arg-type]
        agent_id=body.agent_id,
        query=body.query,
        tags=body.tags,
        significance=body.significance,  # type: ignore[arg-type]
        limit=body.limit,
        include_details=body.details,
        readable=principal.grants,
    )
    return data(result)


def get_memory(memory_id: IdPath, memory: Memories, principal: Caller, response: Response) -> Json:
    """One memory in full; its `ETag` is the version an edit or a correction is based on."""
    view = memory.open_memory(principal, memory_id)
    tagged(response, view.memory.version)
    return data(view)


def memory_versions(memory_id: IdPath, memory: Memories, principal: Caller) -> Json:
    """A memory's earlier versions, newest first: each edit or correction keeps the text it replaced."""
    return data(memory.open_memory_versions(principal, memory_id))


def tag_values(
    memory: Memories, principal: Caller, key: Annotated[str, Query()], limit: Annotated[int, Query(le=MAX_INT)] = 50
) -> Json:
    return {
        "key": key,
        "values": plain(memory.list_tag_values(principal.tenant, key, limit=limit, readable=principal.grants)),
    }


def edit_memory(
    memory_id: IdPath, body: EditIn, memory: Memories, principal: Caller, header: OptionalIfMatch, response: Response
) -> Json:
    """Edit the version you opened (`If-Match` or `version` in the body); a stale edit is refused with 409."""
    edited = memory.edit_memory(principal, memory_id, body.edit(), version=one_version(header, body.version))
    tagged(response, edited.version)
    return data(edited)


def mark_wrong(memory_id: IdPath, body: WrongIn, memory: Memories, principal: Caller) -> Json:
    return data(memory.mark_wrong(principal, memory_id, body.note))


def clear_verdict(memory_id: IdPath, memory: Memories, principal: Caller) -> Json:
    return data(memory.clear_verdict(principal, memory_id))


def delete_memory(memory_id: IdPath, memory: Memories, principal: Caller) -> Response:
    memory.delete_memory(principal, memory_id)
    return Response(status_code=204)


def memory_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1/memory", route_class=route_class, tags=["memory"], responses=errors)
    agent, run = "/agents/{agent_id}", "/agents/{agent_id}/investigations/{investigation_id}"
    routes: list[tuple[str, Any, str, Any]] = [
        ("/vector-indexes", create_vector_index, "POST", out.VectorIndexOut),
        ("/embedding-integrations", create_embedding_integration, "POST", out.EmbeddingIntegrationOut),
        ("/agents", create_agent, "POST", out.AgentOut),
        (agent, get_agent, "GET", out.AgentOut),
        (agent + "/instructions", instructions, "GET", out.InstructionsOut),
        (agent + "/investigations", start_investigation, "POST", out.StartedOut),
        ("/investigations/{investigation_id}/digest", digest, "GET", out.DigestAnswerOut),
        (run + "/memory", record, "POST", out.WriteResultOut),
        (run + "/link", link, "POST", out.LinkResultOut),
        ("/search", search, "POST", out.SearchResultOut),
        ("/tag-values", tag_values, "GET", out.TagValuesOut),
        ("/memories/{memory_id}", get_memory, "GET", out.MemoryViewOut),
        ("/memories/{memory_id}/versions", memory_versions, "GET", out.MemoryVersionsOut),
        ("/memories/{memory_id}/wrong", mark_wrong, "POST", out.MemoryOut),
        ("/memories/{memory_id}/wrong", clear_verdict, "DELETE", out.MemoryOut),
    ]
    for path, endpoint, method, model in routes:
        router.add_api_route(path, endpoint, methods=[method], response_model=model)
    add_list_routes(router)
    router.add_api_route(
        run + "/memory", correct, methods=["PUT"], response_model=out.WriteResultOut, **versioned_route()
    )
    router.add_api_route(agent, update_agent, methods=["PUT"], response_model=out.AgentOut, **versioned_route())
    add_patch_route(router)
    router.add_api_route(
        "/memories/{memory_id}",
        edit_memory,
        methods=["PATCH"],
        response_model=out.MemoryOut,
        **versioned_route(required=False),
    )
    router.add_api_route(agent, delete_agent, methods=["DELETE"], status_code=204)
    router.add_api_route("/memories/{memory_id}", delete_memory, methods=["DELETE"], status_code=204)
    return router
