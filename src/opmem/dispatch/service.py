"""`Dispatcher`: start a run on a record and hand the agent everything it needs in one call.

Who may dispatch: the agent's own service account (the principal whose id is the agent's id), or a principal
holding `review_memories` (a person or platform acting for agents), as for the agent's other writes. What the
run is shown is read as the agent's service account, never as the caller: the case file needs its read grant on
the record's table, and the index recalls exactly what it could already read. An agent without a service
account reads nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace

from opmem.clock import Clock
from opmem.dispatch.bundle import DispatchBundle
from opmem.dispatch.guarded import case_file
from opmem.dispatch.guidance import (
    SEEDED_KEY,
    SKILL_ID,
    SKILL_TABLE,
    DigestState,
    GuidanceInput,
    render,
    skill_record,
)
from opmem.dispatch.index import Built, IndexBuilder, IndexLimits, Permit, Recall, query_for
from opmem.dispatch.pursuits import Pursuits
from opmem.dispatch.tools import READ, RECALL, AgentTools, Tool
from opmem.errors import Forbidden, InvalidInput, NotFound, OpmemError, UnknownTable
from opmem.ledger import Ledger
from opmem.memory import AgentMemory, Digest, Investigation, Signal
from opmem.quarantine.shown import ShownGuard
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import Principal, Record

log = logging.getLogger(__name__)

ACT_FOR_AGENTS = "review_memories"


def manual_signal(record: Record, shown: ShownGuard | None = None, *, readable: bool = True) -> Signal:
    """The trigger of a run dispatched without signals: a manual signal naming the record (its short description
    through the preview guard: the run, and so the agent, carries it; only when agent and caller may read it)."""
    payload = {"source_table": record.source_table, "record_id": record.record_id}
    if readable:
        payload["short_description"] = (shown or ShownGuard()).text(
            query_for(record), "short description", strength="file"
        )
    return Signal("manual", payload)


def both(account: Principal, caller: Principal) -> Principal:
    """Who a dispatch reads as: the agent's service account, held to what the caller may read too."""
    if caller.id == account.id:
        return account
    return replace(
        account, grants=account.grants & caller.grants, capabilities=account.capabilities & caller.capabilities
    )


@scoped
class Dispatcher:
    def __init__(
        self,
        store: SQLiteStore,
        memory: Callable[[], AgentMemory],
        *,
        recall: Recall,
        permit: Permit,
        upsert: Callable[[Record], object],
        ledger: Ledger,
        clock: Clock,
        limits: IndexLimits | None = None,
        shown: ShownGuard | None = None,
    ) -> None:
        """`memory` gives the agent memory (built lazily by the core); `upsert` stores and distils a record;
        `shown` guards the third-party text of the case file and the index."""
        self.store = store
        self.shown = shown or ShownGuard()
        self.memory = memory
        self.clock = clock
        self.upsert = upsert
        self.builder = IndexBuilder(store, recall, permit, limits, self.shown)
        self.ledger = ledger
        self.pursuits = Pursuits(store, clock, self.shown)
        self.tools = AgentTools(store)

    def dispatch(
        self,
        principal: Principal,
        agent_id: str,
        table: str,
        record_id: str,
        *,
        signals: Sequence[Signal] = (),
        run_id: str | None = None,
        continuation_of: str | None = None,
    ) -> DispatchBundle:
        """Start a run of `agent_id` on a record; return its case file, dispatch index, digest and guidance."""
        tenant = principal.tenant
        memory = self.memory()
        memory.agent(tenant, agent_id)  # an unknown agent is refused by name before anything else
        self._may_dispatch(principal, agent_id)
        account = self._account(tenant, agent_id)
        record = self._record(tenant, table, record_id, readable=table in account.grants | principal.grants)
        readable = table in both(account, principal).grants
        run = memory.start_investigation(
            tenant,
            agent_id,
            tuple(signals) or (manual_signal(record, self.shown, readable=readable),),
            continuation_of=continuation_of,
            investigation_id=run_id,
            record=(table, record_id),
        )
        return self._bundle(principal, account, record, run)

    def context(self, principal: Principal, run_id: str) -> DispatchBundle:
        """The bundle of a running run started by `dispatch`, built again (the same case file, index, digest and
        guidance, read as the agent's service account) without starting anything: what a prompt renders."""
        run = self.memory().investigation(principal.tenant, run_id)
        self._may_dispatch(principal, run.agent_id)
        if run.source_table is None or run.record_id is None or not run.running:
            state = "has finished" if not run.running else "was not dispatched on a record"
            raise InvalidInput(f"Run {run_id!r} {state}; dispatch a run on the record (dispatch_run) for its context.")
        account = self._account(principal.tenant, run.agent_id)
        readable = run.source_table in account.grants | principal.grants
        return self._bundle(
            principal, account, self._record(principal.tenant, run.source_table, run.record_id, readable=readable), run
        )

    def _may_dispatch(self, principal: Principal, agent_id: str) -> None:
        if principal.id != agent_id and ACT_FOR_AGENTS not in principal.capabilities:
            raise Forbidden(
                f"Principal {principal.id!r} cannot dispatch agent {agent_id!r}: use the agent's service account (a "
                f"principal whose id is {agent_id!r}) or a principal with the {ACT_FOR_AGENTS!r} capability."
            )

    def _bundle(self, principal: Principal, account: Principal, record: Record, run: Investigation) -> DispatchBundle:
        tenant, agent_id, table = principal.tenant, run.agent_id, record.source_table
        memory = self.memory()
        agent = memory.agent(tenant, agent_id)
        viewer = both(account, principal)
        readable = table in viewer.grants
        tools = self.tools.held(tenant, agent_id)
        notes: list[str] = []
        if table not in account.grants:
            notes.append(f"No case file and no dispatch index: agent {agent_id!r} may not read table {table!r}.")
        elif not readable:
            notes.append(f"No case file and no dispatch index: you ({principal.id!r}) may not read table {table!r}.")
        built = self._index(viewer, record, run, tools) if readable else None
        if readable and built is None:
            notes.append("The dispatch index could not be built for this run.")
        digest, digest_state = self._digest(memory, run, viewer)
        guidance = render(
            GuidanceInput(
                policy=agent.policy,
                digest=digest,
                digest_state=digest_state,
                index_state="withheld" if not readable else "built" if built else "failed",
                holds_recall=RECALL in tools,
                holds_read=READ in tools,
                run_id=run.id,
                holds_finish="finish_run" in tools,
                skill_prompt=self.guidance_skill(tenant) if RECALL in tools else None,
            )
        )
        return DispatchBundle(
            run=run,
            case_file=case_file(self.shown, record) if readable else None,
            notes=tuple(notes),
            index=built.index if built else None,
            digest=digest,
            guidance=guidance,
            tools=tools,
        )

    def _record(self, tenant: str, table: str, record_id: str, *, readable: bool) -> Record:
        """The record; one that neither the agent nor the caller may read answers as one that does not exist."""
        tables = self.store.tables(tenant)
        if table not in tables:
            raise UnknownTable(f"Table {table!r} is not configured for tenant {tenant!r}; use one of {sorted(tables)}.")
        record = self.store.record(tenant, table, record_id) if readable else None
        if record is None:
            raise NotFound(f"No record {table}/{record_id} in tenant {tenant!r}; store the record before dispatching.")
        return record

    def _account(self, tenant: str, agent_id: str) -> Principal:
        """The agent's service account; without one, a principal with no grants (it reads nothing)."""
        try:
            return self.store.principal(tenant, agent_id)
        except NotFound:
            return Principal(tenant, agent_id, agent_id)

    def _index(self, account: Principal, record: Record, run: Investigation, tools: frozenset[Tool]) -> Built | None:
        """Build the index and record what it hands over; any failure means the run proceeds without it."""
        try:
            built = self.builder.build(account, record, run.agent_id, with_ids=READ in tools)
            self.ledger.surfaced(account.tenant, run.id, built.surfaced, via="dispatch")
        except Exception:
            log.exception("dispatch index for run %s on %s/%s failed", run.id, record.source_table, record.record_id)
            return None
        return built

    def _digest(self, memory: AgentMemory, run: Investigation, viewer: Principal) -> tuple[Digest | None, DigestState]:
        """The digest as `viewer` (agent and caller both) may read it: memories on records of granted tables only."""
        agent = memory.agent(run.tenant, run.agent_id)
        if not agent.digest.enabled:
            return None, "off"
        if run.continuation_of is not None:
            return None, "continuation"
        try:
            return memory.digest(run.tenant, run.id, readable=viewer.grants), "built"
        except Exception:
            log.exception("related-history digest for run %s failed", run.id)
            return None, "failed"

    # -- the guidance skill ---------------------------------------------------------------------------

    def seed_guidance(self, tenant: str) -> bool:
        """Create the guidance skill record in a tenant, once; False when it was seeded before or cannot be."""
        if self.store.setting(tenant, SEEDED_KEY) is not None:
            return False
        table = self.store.tables(tenant).get(SKILL_TABLE)
        if table is None or not table.indexed:
            return False
        if self.store.record(tenant, SKILL_TABLE, SKILL_ID) is None:
            self.upsert(skill_record(tenant, self.clock.now()))
        self.store.put_setting(tenant, SEEDED_KEY, "seeded")
        return True

    def guidance_skill(self, tenant: str) -> str | None:
        """The guidance skill's prompt as it stands (a person may have edited it); None if it was deleted."""
        try:
            self.seed_guidance(tenant)
        except OpmemError:
            log.exception("seeding the guidance skill in tenant %s failed", tenant)
        record = self.store.record(tenant, SKILL_TABLE, SKILL_ID)
        return record.description if record is not None and record.description.strip() else None

    # -- tools ----------------------------------------------------------------------------------------

    def held_tools(self, tenant: str, agent_id: str) -> frozenset[Tool]:
        self.memory().agent(tenant, agent_id)
        return self.tools.held(tenant, agent_id)

    def grant_tools(self, tenant: str, agent_id: str, tools: Sequence[str]) -> frozenset[Tool]:
        """Set the tools an agent holds (replacing what it held)."""
        self.memory().agent(tenant, agent_id)
        return self.tools.set(tenant, agent_id, tools)
