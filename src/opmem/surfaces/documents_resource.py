"""Documents as an MCP resource template, `opmem://documents/{doc_id}`: a client that works with resources reads a
document the way the `read_knowledge_document` tool does. The same rules apply: an agent's service account must
hold that tool, the source record's read grant decides (a document the caller may not read answers as missing),
uploaded-file text never reaches an agent, and the text passes the preview guard and arrives typed as data.

The resource is the document's first page as JSON (`DocumentRead`); `next_offset` says where the rest starts, to
read with the tool.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS

from opmem.core import Opmem
from opmem.errors import OpmemError
from opmem.surfaces.documents_out import document_read
from opmem.surfaces.tool_gate import holds, refusal
from opmem.types import Principal

if TYPE_CHECKING:
    PrincipalFor = Callable[[Context[Any, Any]], Principal]

TEMPLATE = "opmem://documents/{doc_id}"
READ_TOOL = "read_knowledge_document"


def add_document_resources(server: MCPServer, opmem: Opmem, principal_for: PrincipalFor) -> None:
    """Add the `opmem://documents/{doc_id}` resource template to `server`."""

    def document(doc_id: str, ctx: Context[Any, Any]) -> str:
        try:
            principal = principal_for(ctx)
            if not holds(principal, READ_TOOL):
                raise MCPError(INVALID_PARAMS, refusal(principal, READ_TOOL))
            if not doc_id.isdigit() or not 0 < int(doc_id) < 2**63:
                raise MCPError(INVALID_PARAMS, f"No document {doc_id!r}: take doc_id from a recall result.")
            return document_read(opmem.read_document(principal, int(doc_id))).model_dump_json()
        except OpmemError as exc:
            raise MCPError(INVALID_PARAMS, exc.message) from exc

    server.resource(
        TEMPLATE,
        name="document",
        title="A document of operational memory",
        description="A resolution, finding, memory or skill by its doc_id (from recall): its first page as JSON, "
        "typed as data, as read_knowledge_document returns it. Uploaded files are asked, not read.",
        mime_type="application/json",
    )(document)
