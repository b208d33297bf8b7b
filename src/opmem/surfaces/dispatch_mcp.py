"""Dispatch and pursuits over MCP, added to the server of `opmem.surfaces.mcp`.

- the tool `dispatch_run` starts a run on a record and returns the bundle (case file, dispatch index, digest,
  guidance) as structured content (typed: `DispatchBundleOut`), with the whole bundle rendered in its `text`
  field; the tool's text content is a short summary, so the bundle is not sent twice;
- the prompt `dispatch_context(run_id)` renders a running run's bundle as the prompt, ready to place in front of
  the agent; it has no side effects (the `dispatch_run` tool is what starts a run);
- the tools `open_pursuit`, `note_pursuit`, `hold_pursuit`, `close_pursuit` and `list_pursuits` manage an
  agent's open work on a record.

Who may do what is as over HTTP (`opmem.surfaces.dispatch_api`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from opmem.core import Opmem
from opmem.dispatch import DispatchBundle
from opmem.errors import Forbidden, OpmemError
from opmem.limits import MAX_INT
from opmem.paging import MAX_PAGE
from opmem.short_lists import DEFAULT_PAGE, pursuits_page
from opmem.surfaces import response_models as out
from opmem.surfaces.memory_out import data, digest_json, envelope, require_agent
from opmem.surfaces.out_models import prompt_error
from opmem.types import Principal

if TYPE_CHECKING:
    PrincipalFor = Callable[[Context[Any, Any]], Principal]

Json = dict[str, Any]

DISPATCH_DESCRIPTION = """\
Start a run of an agent on a record and get, in one call, what the run needs in front of it: the case file
(the record, if the agent's service account may read its table), the dispatch index (titles and short previews
of past resolutions and findings, files attached to the record, and other agents' open work on it; bounded,
saying how many entries were left out), the related-history digest (when the agent has it on) and the guidance
text (its memory policy and, for agents holding recall_operational_memory, the recall-first skill). Everything
is read as the agent's service account. `text` holds the whole bundle rendered for the agent's context."""

PURSUIT_DESCRIPTION = """\
Open your pursuit of a record: your open work on it, with working notes other agents dispatched on the same
record see in their dispatch index. One per agent and record: opening again returns the one you have (reopened
if held). It closes by itself when the record is resolved or deleted."""

AgentId = Annotated[str, Field(description="Your agent id; you act only as yourself.")]
Table = Annotated[str, Field(description="The record's source table, such as 'incident'.")]
RecordId = Annotated[str, Field(description="The record's id.")]
PursuitId = Annotated[int, Field(ge=1, le=MAX_INT, description="The pursuit's id, from open_pursuit or list_pursuits.")]
RunToRender = Annotated[str, Field(description="A running run's id, from dispatch_run (`run.id`).")]
Notes = Annotated[str, Field(description="Short working notes (at most 4,000 characters), replacing the old ones.")]


def bundle_json(bundle: DispatchBundle) -> Json:
    """A bundle as JSON (the one serializer HTTP and MCP share), with the index, the digest and the whole bundle
    also rendered as text; `content` carries the case file, index and digest rendered, typed as data."""
    out = data(bundle)
    out["tools"] = sorted(bundle.tools)
    if bundle.index is not None:
        index = bundle.index.render()
        out["index"] |= {"text": index, "content": envelope(index)}
    if bundle.digest is not None:
        out["digest"] = digest_json(bundle.digest)
    out["content"] = envelope(bundle.data_text())
    out["text"] = bundle.render()
    return out


def bundle_summary(bundle: DispatchBundle) -> str:
    """What `dispatch_run` says as text: which run started and what its bundle holds. The bundle itself is the
    structured content (its `text` field has it rendered for the agent's context), so it is not sent twice."""
    index = bundle.index
    left_out = f" ({index.dropped} left out)" if index and index.dropped else ""
    held = f"{len(index.entries)} entries{left_out}" if index else "none"
    digest = f"{len(bundle.digest.lines)} lines" if bundle.digest else "none"
    parts = [
        f"Run {bundle.run.id} of agent {bundle.run.agent_id} started.",
        f"Case file: {'included' if bundle.case_file else 'none'}; dispatch index: {held}; digest: {digest}.",
        *bundle.notes,
        "The bundle is in the structured content; its `text` field holds it rendered for your context.",
    ]
    return " ".join(parts)


class DispatchTools:
    def __init__(self, opmem: Opmem, principal_for: PrincipalFor) -> None:
        self.opmem = opmem
        self.principal_for = principal_for

    def _call(self, ctx: Context[Any, Any], act: Callable[[Principal], object]) -> Any:
        try:
            return act(self.principal_for(ctx))
        except OpmemError as exc:
            raise ToolError(exc.message) from exc

    def dispatch_run(
        self, agent_id: AgentId, table: Table, record_id: RecordId, *, ctx: Context[Any, Any]
    ) -> Annotated[CallToolResult, out.DispatchBundleOut]:
        bundle = self._call(ctx, lambda p: self.opmem.dispatch.dispatch(p, agent_id, table, record_id))
        structured = out.DispatchBundleOut.model_validate(bundle_json(bundle)).model_dump(mode="json")
        text = TextContent(type="text", text=bundle_summary(bundle))
        return CallToolResult(content=[text], structured_content=structured)

    def dispatch_context(self, run_id: RunToRender, ctx: Context[Any, Any]) -> str:
        try:
            return self.opmem.dispatch.context(self.principal_for(ctx), run_id).render()
        except OpmemError as exc:
            raise prompt_error(exc) from exc

    def open_pursuit(
        self, agent_id: AgentId, table: Table, record_id: RecordId, notes: Notes = "", *, ctx: Context[Any, Any]
    ) -> Json:
        def act(p: Principal) -> Json:
            require_agent(p, agent_id)
            if table not in p.grants:
                raise Forbidden(f"Principal {p.id!r} has no read grant on table {table!r}.")
            return data(self.opmem.dispatch.pursuits.open(p.tenant, agent_id, table, record_id, notes=notes))

        result: Json = self._call(ctx, act)
        return result

    def note_pursuit(self, agent_id: AgentId, pursuit_id: PursuitId, notes: Notes, *, ctx: Context[Any, Any]) -> Json:
        def act(p: Principal) -> Json:
            require_agent(p, agent_id)
            return data(self.opmem.dispatch.pursuits.note(p.tenant, agent_id, pursuit_id, notes, readable=p.grants))

        result: Json = self._call(ctx, act)
        return result

    def hold_pursuit(self, agent_id: AgentId, pursuit_id: PursuitId, *, ctx: Context[Any, Any]) -> Json:
        def act(p: Principal) -> Json:
            require_agent(p, agent_id)
            return data(self.opmem.dispatch.pursuits.hold(p.tenant, agent_id, pursuit_id, readable=p.grants))

        result: Json = self._call(ctx, act)
        return result

    def close_pursuit(self, agent_id: AgentId, pursuit_id: PursuitId, *, ctx: Context[Any, Any]) -> Json:
        def act(p: Principal) -> Json:
            require_agent(p, agent_id)
            return data(self.opmem.dispatch.pursuits.close(p.tenant, agent_id, pursuit_id, readable=p.grants))

        result: Json = self._call(ctx, act)
        return result

    def list_pursuits(
        self,
        table: Table,
        record_id: RecordId,
        limit: Annotated[
            int, Field(ge=1, le=MAX_PAGE, description=f"Pursuits per page, 1 to {MAX_PAGE}.")
        ] = DEFAULT_PAGE,
        cursor: Annotated[
            str | None, Field(description="The previous page's next_cursor; leave out for the first page.")
        ] = None,
        *,
        ctx: Context[Any, Any],
    ) -> Json:
        def act(p: Principal) -> Json:
            if table not in p.grants:
                raise Forbidden(f"Principal {p.id!r} has no read grant on table {table!r}.")
            page = pursuits_page(self.opmem, p.tenant, table, record_id, viewer=p.id, limit=limit, cursor=cursor)
            found = [data(x) for x in page.items]
            return {"table": table, "record_id": record_id, "pursuits": found, "next_cursor": page.next_cursor}

        result: Json = self._call(ctx, act)
        return result


def add_dispatch_tools(server: MCPServer, opmem: Opmem, principal_for: PrincipalFor) -> None:
    """Add the dispatch tool and prompt, and the pursuit tools, to `server`."""
    tools = DispatchTools(opmem, principal_for)
    read = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)
    written = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
    listed: list[tuple[Callable[..., Any], str, str, ToolAnnotations]] = [
        (tools.dispatch_run, "Dispatch a run on a record", DISPATCH_DESCRIPTION, written),
        (tools.open_pursuit, "Open your pursuit of a record", PURSUIT_DESCRIPTION, written),
        (tools.note_pursuit, "Update your pursuit's notes", "Replace the working notes of your pursuit.", written),
        (tools.hold_pursuit, "Hold your pursuit", "Put your pursuit on hold; other agents still see it.", written),
        (tools.close_pursuit, "Close your pursuit", "Close your pursuit; its notes stop being shown.", written),
        (
            tools.list_pursuits,
            "List open work on a record",
            "Open and held pursuits of a record, most recently updated first; pass next_cursor back as cursor.",
            read,
        ),
    ]
    for fn, title, description, hints in listed:
        server.add_tool(
            fn, name=fn.__name__, title=title, description=description, annotations=hints, structured_output=True
        )
    server.prompt(
        name="dispatch_context",
        title="Dispatch context",
        description="The guidance, case file, dispatch index and related-history digest of a running run, as one "
        "text to place in front of the agent. It starts nothing: start the run with the dispatch_run tool and pass "
        "its run id.",
    )(tools.dispatch_context)
