"""HTTP route that ends a run: `POST /v1/runs/{run_id}/finish` with its outcome and, optionally, its finding.

The caller is the run's agent (its service account, holding the `finish_run` tool) or holds
`review_memories`. The answer says how the run ended, what happened to the agent's pursuits of the record, and
the run's line as the caller may read it.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field

from opmem.ledger.finish import FinishedRun
from opmem.ledger.outcomes import MAX_FINDING, PURSUIT_AFTER
from opmem.store.pursuits import PursuitState
from opmem.store.runs import RunOutcome
from opmem.surfaces.http_deps import Caller, Core
from opmem.surfaces.ledger_api import LineOut, line_out
from opmem.surfaces.out_types import Timestamp

_AFTER = "; ".join(f"{outcome}: {state}" for outcome, state in PURSUIT_AFTER.items())


class FinishIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    outcome: RunOutcome = Field(description=f"How the run ended. Your open pursuit of the record becomes: {_AFTER}.")
    finding: str | None = Field(
        None, max_length=MAX_FINDING, description="Your conclusion in a few lines (the details go in the memory)."
    )


class PursuitAfterOut(BaseModel):
    pursuit_id: int
    state: PursuitState


class FinishedOut(BaseModel):
    """A finished run. `already` is true when it had finished the same way before (a resend changes nothing)."""

    run_id: str
    agent_id: str
    outcome: RunOutcome | None
    finding: str | None
    finished_at: Timestamp | None
    finished_by: str | None
    already: bool
    pursuits: list[PursuitAfterOut] = Field(description="Your pursuits of the run's record that finishing changed.")
    line: LineOut | None = Field(
        description="What the run was shown; null without a record of it or without read on the run's record."
    )
    text: str


def finished_out(run: FinishedRun) -> FinishedOut:
    return FinishedOut(
        run_id=run.run_id,
        agent_id=run.agent_id,
        outcome=run.outcome,
        finding=run.finding,
        finished_at=run.finished_at,
        finished_by=run.finished_by,
        already=run.already,
        pursuits=[PursuitAfterOut(pursuit_id=p.pursuit_id, state=p.state) for p in run.pursuits],
        line=line_out(run.line),
        text=run.render(),
    )


def finish_run(run_id: str, body: FinishIn, opmem: Core, principal: Caller) -> FinishedOut:
    """End a run with its outcome; then its line appears and its memory can no longer be written."""
    return finished_out(opmem.runs.finish(principal, run_id, body.outcome, finding=body.finding))


def runs_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors, tags=["runs"])
    router.add_api_route("/runs/{run_id}/finish", finish_run, methods=["POST"])
    return router
