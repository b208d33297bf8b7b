"""`PATCH /v1/memory/agents/{agent_id}`: change only the agent settings the body names, version-checked.

A field left out of the body keeps its value; a field sent as `null` goes back to the default (for the store's
three fields: sending all three as `null` clears the store); a field with a value is set. The change is merged by
the core over the version `If-Match` names (`AgentMemory.change_agent`), so a stale change is refused with 409
and never lands over settings it did not see. `PUT` on the same path stays a full replace.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt

from opmem.core import Opmem
from opmem.memory import KEEP, AgentChanges, TagMapping
from opmem.surfaces.http_deps import Caller
from opmem.surfaces.http_limits import bounds
from opmem.surfaces.http_versions import IfMatch, tagged, versioned_route
from opmem.surfaces.memory_out import data
from opmem.surfaces.response_models import AgentOut

CURATE = "curate_memory"

_NULL = "; `null` puts it back to the default, leaving it out keeps it."


class AgentPatchIn(BaseModel):
    """The settings to change; every field is optional and a field left out keeps its value."""

    model_config = ConfigDict(extra="forbid")

    name: str | None = Field(None, description="A new display name (not nullable).")
    memory_enabled: StrictBool | None = Field(None, description="Record memories" + _NULL)
    vector_index: str | None = Field(None, description="The store's vector index" + _NULL)
    embedding_integration: str | None = Field(None, description="The store's embedding integration" + _NULL)
    embedding_model: str | None = Field(None, description="The store's embedding model" + _NULL)
    search_budget: StrictInt | None = Field(
        None, description="0 to 10 (default 2)" + _NULL, json_schema_extra=bounds(0, 10)
    )
    record: str | None = Field(None, description="every, non_benign or reusable" + _NULL)
    extra_guidance: str | None = Field(None, description="Extra guidance in the memory instructions" + _NULL)
    digest_enabled: StrictBool | None = Field(None, description="The related-history digest" + _NULL)
    digest_window_days: StrictInt | None = Field(
        None, description="1 to 90 (default 14)" + _NULL, json_schema_extra=bounds(1, 90)
    )
    digest_max_items: StrictInt | None = Field(
        None, description="1 to 20 (default 5)" + _NULL, json_schema_extra=bounds(1, 20)
    )
    tag_mappings: dict[str, dict[str, list[str]]] | None = Field(
        None, description="Signal type to {tag key: [JSON paths]}; replaces the set when given" + _NULL
    )

    def changes(self) -> AgentChanges:
        given: dict[str, Any] = {name: getattr(self, name) for name in self.model_fields_set}
        if "tag_mappings" in given and given["tag_mappings"] is not None:
            given["tag_mappings"] = {
                kind: TagMapping(tuple((key, tuple(paths)) for key, paths in keys.items()))
                for kind, keys in given["tag_mappings"].items()
            }
        if "name" in given and given["name"] is None:
            given["name"] = KEEP
        return AgentChanges(**given)


def patch_agent(
    agent_id: str, body: AgentPatchIn, request: Request, principal: Caller, version: IfMatch, response: Response
) -> dict[str, Any]:
    """Change only the settings the body names (the rest keep their values), if the agent is still at the version
    `If-Match` names (409 otherwise). `null` puts a setting back to the default."""
    from opmem.surfaces.memory_api import _curator

    opmem: Opmem = request.app.state.opmem
    changed = opmem.memory.change_agent(_curator(principal), agent_id, body.changes(), expected_version=version)
    tagged(response, changed.version)
    return data(changed)


def add_patch_route(router: APIRouter) -> None:
    router.add_api_route(
        "/agents/{agent_id}", patch_agent, methods=["PATCH"], response_model=AgentOut, **versioned_route()
    )
