"""The MCP tool `propose_skill`: an agent proposes a draft skill, the path a curator's endorsement also takes.

Browsing and curating the archive are for people (HTTP and CLI), not agents: this is the only curation tool.
A proposal is a draft record in the skill table; a person reviews and publishes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import BaseModel, Field

from opmem.core import Opmem
from opmem.errors import OpmemError
from opmem.limits import MAX_INT
from opmem.types import Principal

PrincipalFor = Callable[["Context[Any, Any]"], Principal]

PROPOSE_DESCRIPTION = """\
Propose a reusable skill learnt from investigations: a draft that a person reviews before it is published.
Give it a short name, its purpose (what it is for), its activation rules (when it applies) and its prompt (the
instructions it would give). If it comes from a document you recalled, pass that doc_id as source_doc_id.
Proposing again under the same name (or from the same document) updates your draft. Needs a grant on the
skill table."""


class ProposedSkill(BaseModel):
    """A draft skill: a record in the skill table, and the document it distilled into."""

    table: str
    record_id: str
    state: str
    document_id: int | None


def add_curate_tools(server: MCPServer, opmem: Opmem, principal_for: PrincipalFor) -> None:
    def propose_skill(
        name: Annotated[str, Field(description="A short name for the skill.")],
        purpose: Annotated[str, Field(description="What the skill is for, in a sentence.")],
        activation: Annotated[str, Field(description="When the skill applies: the signals that call for it.")],
        prompt: Annotated[str, Field(description="The instructions the skill gives.")],
        source_doc_id: Annotated[
            int | None, Field(ge=1, le=MAX_INT, description="The doc_id it was learnt from, if any.")
        ] = None,
        *,
        ctx: Context[Any, Any],
    ) -> ProposedSkill:
        try:
            record = opmem.curation.propose_skill(
                principal_for(ctx),
                name=name,
                purpose=purpose,
                activation=activation,
                prompt=prompt,
                source_doc_id=source_doc_id,
            )
        except OpmemError as exc:
            raise ToolError(exc.message) from exc
        return ProposedSkill(
            table=record.source_table,
            record_id=record.record_id,
            state=record.state,
            document_id=opmem.curation.document_id(record),
        )

    server.add_tool(
        propose_skill,
        name="propose_skill",
        title="Propose a skill",
        description=PROPOSE_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False),
        structured_output=True,
    )
