"""The MCP tool `finish_run`: an agent ends its run with an outcome and, optionally, its finding.

Who may finish is as over HTTP (`opmem.surfaces.runs_api`): the run's own agent or a holder of
`review_memories`; an agent's service account sees and calls it only if it holds the `finish_run` tool.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ToolAnnotations
from pydantic import Field

from opmem.core import Opmem
from opmem.errors import OpmemError
from opmem.ledger.outcomes import MAX_FINDING, PURSUIT_AFTER
from opmem.store.runs import RunOutcome
from opmem.surfaces.memory_out import data
from opmem.types import Principal

if TYPE_CHECKING:
    PrincipalFor = Callable[[Context[Any, Any]], Principal]

Json = dict[str, Any]

FINISH_DESCRIPTION = f"""\
End your run when you are done with the record, once: with its outcome and, optionally, your finding (your
conclusion in a few lines; record the details as the run's memory first, since a finished run's memory can no
longer be written). Outcomes: resolved (you resolved it), no_precedent (you found nothing to go on),
escalated (you handed it to a person), abandoned (you stopped). Your open pursuit of the record becomes:
{"; ".join(f"{o}: {s}" for o, s in PURSUIT_AFTER.items())}. Sending the same finish again changes nothing."""

RunId = Annotated[str, Field(description="The id of the run you are finishing (from dispatch_run).")]
Outcome = Annotated[RunOutcome, Field(description="How the run ended.")]
Finding = Annotated[
    str | None, Field(description=f"Your conclusion in a few lines (at most {MAX_FINDING} characters).")
]


def add_run_tools(server: MCPServer, opmem: Opmem, principal_for: PrincipalFor) -> None:
    def finish_run(run_id: RunId, outcome: Outcome, finding: Finding = None, *, ctx: Context[Any, Any]) -> Json:
        try:
            finished = opmem.runs.finish(principal_for(ctx), run_id, outcome, finding=finding)
        except OpmemError as exc:
            raise ToolError(exc.message) from exc
        return {**data(finished), "text": finished.render()}

    server.add_tool(
        finish_run,
        name="finish_run",
        title="Finish your run",
        description=FINISH_DESCRIPTION,
        annotations=ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True),
        structured_output=True,
    )
