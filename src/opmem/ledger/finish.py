"""`Runs`: a run ends with an outcome, and an agent's calls find the run they belong to.

Finishing a run (`finish`) records its outcome and, optionally, its finding (a short conclusion in the agent's
words); from then on the run's line ("what the agent looked at") can be read, its memory can no longer be
written, and its agent's pursuits of the run's record are held or closed as the outcome says (`PURSUIT_AFTER`).
Only the run's own agent (its service account: the principal whose id is the agent's id) or a principal holding
`review_memories` may finish it; over MCP and HTTP an agent's service account also needs the `finish_run` tool,
even for its own run (`opmem.surfaces.tool_gate`). A run finishes once: the same finish sent again answers as
before, a different one is a Conflict naming how it ended.

The worker closes runs left running longer than `Settings.run_timeout` as `abandoned` (`abandon_stale`), so the
line eventually appears under every run.

`current` is the run a call by an agent's service account records against when it names none: its one running
run; with several, the call must name one (the error lists them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from opmem.clock import Clock
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.ledger.model import RunLine
from opmem.ledger.outcomes import ACT_FOR_AGENTS, MAX_FINDING, OUTCOMES, PURSUIT_AFTER
from opmem.ledger.service import Ledger
from opmem.store.db import Connection
from opmem.store.runs import PursuitAfter, RunEnd, RunOutcome, RunStore
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant, scoped
from opmem.types import Principal

OnFinish = Callable[[Connection, str, str], None]
#: Who finished a run the worker closed for running too long.
WORKER = "opmem-worker"
#: Running runs listed in the error asking a call to name its run.
LISTED = 10
#: Runs the worker abandons in one pass (the rest wait for the next).
ABANDON_BATCH = 500


@dataclass(frozen=True)
class FinishedRun:
    """A finished run: how it ended, what finishing did to its pursuits, and its line as the finisher may read it.

    `already` is True when the run had finished the same way before this call (a resend). `line` is None when
    there is no record of what the run was shown, or the finisher may not read the run's record.
    """

    run_id: str
    agent_id: str
    outcome: RunOutcome | None
    finding: str | None
    finished_at: datetime | None
    finished_by: str | None
    pursuits: tuple[PursuitAfter, ...]
    already: bool
    line: RunLine | None

    def render(self) -> str:
        how = self.outcome or "without an outcome"
        text = f"Run {self.run_id} {'had already finished' if self.already else 'finished'}: {how}."
        for pursuit in self.pursuits:
            text += f" Pursuit {pursuit.pursuit_id} {pursuit.state}."
        if self.line is not None:
            text += f" {self.line.render()}"
        return text


def outcome_of(value: object) -> RunOutcome:
    for known in OUTCOMES:
        if known == value:
            return known
    raise InvalidInput(f"Unknown outcome {value!r}; a run ends as one of: {', '.join(OUTCOMES)}.")


def _finding(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or "\x00" in value:
        raise InvalidInput("A finding is plain text without NUL bytes.")
    if len(value) > MAX_FINDING:
        raise InvalidInput(
            f"A finding is at most {MAX_FINDING} characters; say the conclusion in a few lines and record the "
            "details as the run's memory."
        )
    return value.strip() or None


@scoped
class Runs:
    def __init__(
        self, store: SQLiteStore, ledger: Ledger, clock: Clock, *, timeout: float, on_finish: OnFinish | None = None
    ) -> None:
        """`timeout`: seconds a run may run before the worker closes it as abandoned. `on_finish(db, tenant, run_id)`
        runs inside the finishing transaction (the core distils the run's memory into its finding there)."""
        self.on_finish = on_finish
        self.rows = RunStore(store)
        self.ledger = ledger
        self.clock = clock
        self.timeout = timeout

    def finish(self, principal: Principal, run_id: str, outcome: str, *, finding: str | None = None) -> FinishedRun:
        """End `run_id` with `outcome` as `principal` (its agent, or a holder of `review_memories`)."""
        chosen, text = outcome_of(outcome), _finding(finding)
        run = self._run(principal.tenant, run_id)
        if principal.id != run.agent_id and ACT_FOR_AGENTS not in principal.capabilities:
            raise Forbidden(
                f"Run {run_id!r} is agent {run.agent_id!r}'s: only that agent (its service account) or a principal "
                f"with the {ACT_FOR_AGENTS!r} capability may finish it."
            )
        pursuits = self._finish(run, chosen, text, by=principal.id) if run.running else None
        if pursuits is None:  # it had finished before (or a concurrent finish won)
            return self._resent(principal, self._run(principal.tenant, run_id), chosen, text)
        return self._finished(principal, self._run(principal.tenant, run_id), pursuits, already=False)

    def _run(self, tenant: str, run_id: object) -> RunEnd:
        run = self.rows.run(tenant, run_id) if isinstance(run_id, str) else None
        if run is None:
            raise NotFound(f"No run {run_id!r} in your tenant; pass the run id dispatch or start_investigation gave.")
        return run

    def _finish(
        self, run: RunEnd, outcome: RunOutcome, finding: str | None, *, by: str
    ) -> tuple[PursuitAfter, ...] | None:
        hook = self.on_finish

        def then(db: Connection) -> None:
            if hook is not None:
                hook(db, run.tenant, run.id)

        return self.rows.finish(
            run,
            outcome,
            finding=finding,
            by=by,
            pursuits=PURSUIT_AFTER[outcome],
            reason=f"run {run.id} finished: {outcome}",
            now=self.clock.now(),
            then=then,
        )

    def _resent(self, principal: Principal, run: RunEnd, outcome: RunOutcome, finding: str | None) -> FinishedRun:
        if run.outcome == outcome and run.finding == finding:
            return self._finished(principal, run, (), already=True)
        how = f"as {run.outcome!r}" if run.outcome else "without an outcome"
        raise Conflict(
            f"Run {run.id!r} already finished {how} at {run.finished_at:%Y-%m-%d %H:%M} UTC; a run finishes once. "
            f"To work on the record again, dispatch a new run (continuation_of {run.id!r})."
        )

    def _finished(
        self, principal: Principal, run: RunEnd, pursuits: tuple[PursuitAfter, ...], *, already: bool
    ) -> FinishedRun:
        line = None
        if run.source_table is not None and run.source_table in principal.grants:
            line = self.ledger.run_line(principal, run.id)
        return FinishedRun(
            run_id=run.id,
            agent_id=run.agent_id,
            outcome=run.outcome,
            finding=run.finding,
            finished_at=run.finished_at,
            finished_by=run.finished_by,
            pursuits=pursuits,
            already=already,
            line=line,
        )

    @cross_tenant
    def abandon_stale(self) -> list[str]:
        """Close as `abandoned` every run of every tenant running longer than the timeout; their ids."""
        cutoff = self.clock.now() - timedelta(seconds=self.timeout)
        closed = []
        for run in self.rows.running_before(cutoff, ABANDON_BATCH):
            if self._finish(run, "abandoned", None, by=WORKER) is not None:
                closed.append(run.id)
        return closed

    def current(self, principal: Principal, run_id: str | None) -> str | None:
        """The run a call records against: `run_id` if given; else the caller's one running run (as an agent)."""
        if run_id is not None:
            return run_id
        running = self.rows.running_of(principal.tenant, principal.id, LISTED + 1)
        if len(running) <= 1:
            return running[0] if running else None
        listed = ", ".join(running[:LISTED]) + (", …" if len(running) > LISTED else "")
        raise InvalidInput(
            f"Agent {principal.id!r} has {'more than ' if len(running) > LISTED else ''}{min(len(running), LISTED)} "
            f"running runs ({listed}): pass run_id to say which run this call is part of."
        )
