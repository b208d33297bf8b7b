"""Tools an agent holds are enforced on every surface, not advised.

A principal that is an agent's service account (`Principal.tools` is not None) sees in MCP `tools/list` only the
tools it holds, and a call of any other tool is refused, over MCP and over the HTTP route that does the same
thing (`ROUTE_TOOLS`), with a message naming the tool and who can grant it. People (principals that are not an
agent's service account) are governed by their grants and capabilities alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS, CallToolResult, TextContent

from opmem.dispatch.tools import Tool
from opmem.errors import Forbidden, OpmemError
from opmem.types import Principal

GRANTOR = "curate_memory"

#: The HTTP route (method, path template) that does what an MCP tool does.
ROUTE_TOOLS: dict[tuple[str, str], Tool] = {
    ("POST", "/v1/recall"): "recall_operational_memory",
    ("GET", "/v1/documents/{doc_id}"): "read_knowledge_document",
    ("POST", "/v1/documents/{doc_id}/ask"): "ask_document",
    ("POST", "/v1/memory/agents/{agent_id}/investigations/{investigation_id}/memory"): "record_memory",
    ("PUT", "/v1/memory/agents/{agent_id}/investigations/{investigation_id}/memory"): "correct_memory",
    ("POST", "/v1/memory/agents/{agent_id}/investigations/{investigation_id}/link"): "link_memory",
    ("POST", "/v1/memory/search"): "search_memory",
    ("GET", "/v1/memory/memories/{memory_id}"): "get_memory",
    ("GET", "/v1/memory/memories/{memory_id}/versions"): "get_memory_versions",
    ("GET", "/v1/memory/memories"): "list_memories",
    ("GET", "/v1/memory/investigations/{investigation_id}"): "get_investigation",
    ("GET", "/v1/memory/tag-values"): "list_tag_values",
    ("POST", "/v1/skills/propose"): "propose_skill",
    ("POST", "/v1/dispatch"): "dispatch_run",
    ("POST", "/v1/pursuits"): "open_pursuit",
    ("PATCH", "/v1/pursuits/{pursuit_id}"): "note_pursuit",
    ("POST", "/v1/pursuits/{pursuit_id}/hold"): "hold_pursuit",
    ("POST", "/v1/pursuits/{pursuit_id}/close"): "close_pursuit",
    ("GET", "/v1/pursuits"): "list_pursuits",
    ("POST", "/v1/runs/{run_id}/finish"): "finish_run",
}

#: MCP prompts that need a tool (`dispatch_context` renders what `dispatch_run` started).
PROMPT_TOOLS: dict[str, Tool] = {"dispatch_context": "dispatch_run"}


def holds(principal: Principal, tool: str) -> bool:
    return principal.tools is None or tool in principal.tools


def refusal(principal: Principal, tool: str) -> str:
    return (
        f"Tool {tool!r} is not held by agent {principal.id!r}, so its service account may not call it. A holder "
        f"of {GRANTOR!r} can grant it: `opmem agent-tools {principal.id} --grant {tool}` or "
        f"`PUT /v1/agents/{principal.id}/tools`."
    )


def require_tool(principal: Principal, tool: str) -> None:
    if not holds(principal, tool):
        raise Forbidden(refusal(principal, tool))


def route_tool(method: str, path_format: str) -> Tool | None:
    """The tool an HTTP route does the work of, if any."""
    return ROUTE_TOOLS.get((method, path_format))


class McpToolGate:
    """MCP server middleware: filters `tools/list` (and `prompts/list`) and refuses calls of tools not held."""

    def __init__(self, server: MCPServer, principal_for: Callable[[Context[Any, Any]], Principal]) -> None:
        self.server = server
        self.principal_for = principal_for

    def _principal(self, ctx: ServerRequestContext[Any, Any]) -> Principal | OpmemError:
        try:
            return self.principal_for(Context(request_context=ctx, mcp_server=self.server))
        except OpmemError as exc:
            return exc  # no principal (an unknown, revoked or expired token): every tool is withheld, fail closed

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        if ctx.method not in ("tools/list", "tools/call", "prompts/list", "prompts/get"):
            return await call_next(ctx)
        found = self._principal(ctx)
        principal = found if isinstance(found, Principal) else None
        name = ctx.params.get("name") if ctx.params else None
        tool = PROMPT_TOOLS.get(name) if ctx.method == "prompts/get" and isinstance(name, str) else name
        if ctx.method in ("tools/call", "prompts/get") and isinstance(tool, str) and not self._may(principal, tool):
            text = f"No tool may be called: {found.message}" if isinstance(found, OpmemError) else refusal(found, tool)
            if ctx.method == "prompts/get":
                raise MCPError(INVALID_PARAMS, text)
            return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)
        result = await call_next(ctx)
        listed = {"tools/list": "tools", "prompts/list": "prompts"}.get(ctx.method)
        if listed and isinstance(result, dict) and isinstance(result.get(listed), list):
            # the chain returns the wire form: a dict whose entries are dicts with a "name"
            kept = [e for e in result[listed] if isinstance(e, dict) and self._shows(principal, listed, e.get("name"))]
            return {**result, listed: kept}
        return result

    def _shows(self, principal: Principal | None, listed: str, name: object) -> bool:
        if not isinstance(name, str):
            return False
        return self._may(principal, name if listed == "tools" else PROMPT_TOOLS.get(name))

    @staticmethod
    def _may(principal: Principal | None, tool: str | None) -> bool:
        """`tool` None: a prompt that does no tool's work, open to every authenticated principal."""
        return principal is not None and (tool is None or holds(principal, tool))
