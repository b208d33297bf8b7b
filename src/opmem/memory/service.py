"""`AgentMemory`: the one object a surface holds for agent memory; each thing a user can do is one call."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from opmem.clock import Clock
from opmem.embed.base import Embedder
from opmem.errors import InvalidInput, NotFound
from opmem.limits import check_id
from opmem.memory.agents import Agents
from opmem.memory.changes import AgentChanges
from opmem.memory.digest import Digest, DigestBuilder
from opmem.memory.embedding import MemoryEmbedding, embedding_text
from opmem.memory.history import MemoryVersions
from opmem.memory.listing import Verdict, list_memories
from opmem.memory.model import (
    MODES,
    SIGNIFICANCES,
    Agent,
    AgentConfig,
    EmbeddingIntegration,
    Investigation,
    LinkResult,
    Memory,
    MemoryDefaults,
    MemoryDraft,
    MemoryEdit,
    MemoryView,
    Mode,
    Provider,
    ReembedReport,
    SearchResult,
    Signal,
    Significance,
    Store,
    Tag,
    TagValue,
    VectorIndex,
    WriteResult,
    choice,
    tags_of,
)
from opmem.memory.opened import InvestigationView, open_investigation
from opmem.memory.policy import instructions
from opmem.memory.readable import may_read, may_read_investigation, missing_memory, readable_memory
from opmem.memory.review import Reviews
from opmem.memory.search import Request, Searcher
from opmem.memory.shown import shown_result
from opmem.memory.status import ago, status
from opmem.memory.store import Filters, MemoryStore
from opmem.memory.vectors import MemoryVectors
from opmem.memory.writes import Writes
from opmem.paging import Page
from opmem.quarantine.shown import ShownGuard
from opmem.store.runs import RunStore
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import Principal

MAX_LIMIT = 50
REEMBED_BATCH = 64


def _limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise InvalidInput(
            f"limit must be from 1 to {MAX_LIMIT}; got {limit!r}. Narrow by entity tags or significance rather "
            "than raising the limit."
        )
    return limit


@scoped
class AgentMemory:
    """Agents, their investigations and memories, over the shared store, with vector indexes under `data_dir`."""

    def __init__(
        self,
        store: SQLiteStore,
        embedder: Callable[[str], Embedder],
        clock: Clock,
        data_dir: Path,
        *,
        defaults: MemoryDefaults | None = None,
        credentialed: Callable[[str, Mapping[str, str]], Embedder] | None = None,
        shown: ShownGuard | None = None,
    ) -> None:
        """`embedder` looks up `provider:model`; `credentialed` does the same with an embedding integration's
        credentials (e.g. `api_key`, `base_url`), for integrations that carry their own; `shown` guards the
        memory texts a digest hands an agent."""
        self.defaults = defaults or MemoryDefaults()
        self.clock = clock
        self.store = MemoryStore(store)
        self.runs = RunStore(store)
        self.vectors = MemoryVectors(data_dir, self.store)
        self.agents = Agents(self.store, self.vectors, clock, self.defaults, embedder, credentialed)
        self.embedding = MemoryEmbedding(self.store, self.vectors, self.agents)
        self.writes = Writes(self.store, self.agents, self.embedding, clock)
        self.reviews = Reviews(self.store, self.agents, self.embedding, clock)
        self.searcher = Searcher(self.store, self.vectors, clock, self.defaults, self.agents.embedder)
        self.shown = shown or ShownGuard()
        self.digests = DigestBuilder(self.store, self.shown)

    # -- integrations and agents --------------------------------------------------------------------

    def create_vector_index(
        self, tenant: str, name: str, dimensions: int, *, creator: Principal | None = None
    ) -> VectorIndex:
        return self.agents.create_vector_index(tenant, name, dimensions, creator=creator)

    def create_embedding_integration(
        self,
        tenant: str,
        name: str,
        provider: Provider,
        *,
        credentials: Mapping[str, str] | None = None,
        creator: Principal | None = None,
    ) -> EmbeddingIntegration:
        return self.agents.create_embedding_integration(
            tenant, name, provider, credentials=credentials, creator=creator
        )

    def create_agent(
        self,
        tenant: str,
        agent_id: str,
        *,
        name: str | None = None,
        config: AgentConfig | None = None,
        creator: Principal | None = None,
    ) -> Agent:
        return self.agents.create_agent(tenant, agent_id, name=name, config=config, creator=creator)

    def update_agent(
        self,
        tenant: str,
        agent_id: str,
        config: AgentConfig,
        *,
        name: str | None = None,
        expected_version: int | None = None,
    ) -> Agent:
        return self.agents.update_agent(tenant, agent_id, config, name=name, expected_version=expected_version)

    def change_agent(self, tenant: str, agent_id: str, changes: AgentChanges, *, expected_version: int) -> Agent:
        """Change only the settings `changes` names (the rest keep their values), if the agent is still at
        `expected_version`; StaleVersion (HTTP 409) otherwise."""
        return self.agents.change_agent(tenant, agent_id, changes, expected_version=expected_version)

    def delete_agent(self, tenant: str, agent_id: str) -> None:
        self.agents.delete_agent(tenant, agent_id)

    def agent(self, tenant: str, agent_id: str) -> Agent:
        return self.agents.agent(tenant, agent_id)

    def list_agents(self, tenant: str) -> list[Agent]:
        """Every agent of the tenant, deleted ones included (`deleted_at` says so)."""
        return self.agents.all(tenant)

    def store_in_use(self, tenant: str) -> Store:
        """The one store the tenant's memory-recording agents use; InvalidInput when there is none or several."""
        return self.agents.store_in_use(tenant)

    def vector_indexes(self, tenant: str) -> list[VectorIndex]:
        return self.agents.vector_indexes(tenant)

    def embedding_integrations(self, tenant: str) -> list[EmbeddingIntegration]:
        """The tenant's embedding integrations; a surface shows their credentials' names, never the values."""
        return self.agents.embedding_integrations(tenant)

    def test_embedding(self, tenant: str, integration: str, model: str) -> int:
        """Embed a test value with an embedding integration and a model; the dimensions it makes."""
        return self.agents.test_embedding(tenant, integration, model)

    def instructions(self, tenant: str, agent_id: str) -> str:
        """The agent's retrieval policy as the instruction text it is given."""
        return instructions(self.agents.agent(tenant, agent_id).policy)

    # -- investigations -----------------------------------------------------------------------------

    def start_investigation(
        self,
        tenant: str,
        agent_id: str,
        signals: Sequence[Signal],
        *,
        continuation_of: str | None = None,
        investigation_id: str | None = None,
        record: tuple[str, str] | None = None,
    ) -> Investigation:
        """Start a run of an agent on a trigger of signals; `record` is (table, record_id) when dispatched on one."""
        agent = self.agents.live(tenant, agent_id)
        if not signals:
            raise InvalidInput("An investigation starts from a trigger of at least one signal.")
        if continuation_of is not None and self.store.investigation(tenant, continuation_of) is None:
            raise NotFound(f"Unknown investigation {continuation_of!r} to continue; check its id.")
        inv = Investigation(
            tenant=tenant,
            id=uuid.uuid4().hex if investigation_id is None else check_id("investigation_id", investigation_id),
            agent_id=agent.id,
            trigger=tuple(signals),
            continuation_of=continuation_of,
            running=True,
            started_at=self.clock.now(),
            finished_at=None,
            source_table=record[0] if record else None,
            record_id=record[1] if record else None,
        )
        if not self.store.insert_investigation(inv):
            raise InvalidInput(f"Investigation {inv.id!r} already exists; start a new one with another id.")
        return self.investigation(tenant, inv.id)

    def finish_investigation(self, tenant: str, investigation_id: str) -> Investigation:
        self.investigation(tenant, investigation_id)
        self.store.finish_investigation(tenant, investigation_id, self.clock.now())
        return self.investigation(tenant, investigation_id)

    def investigation(self, tenant: str, investigation_id: str) -> Investigation:
        found = self.store.investigation(tenant, investigation_id)
        if found is None:
            raise NotFound(f"Unknown investigation {investigation_id!r} in tenant {tenant!r}.")
        return found

    def open_investigation(self, viewer: Principal, investigation_id: str) -> InvestigationView:
        """An investigation with its outcome, memory and links, if `viewer` may read its record (NotFound, as for
        a missing one, otherwise)."""
        return open_investigation(
            self.store, self.runs, self.shown, viewer, investigation_id, linked_shown=self.defaults.linked_shown
        )

    def digest(self, tenant: str, investigation_id: str, *, readable: frozenset[str] | None = None) -> Digest | None:
        """The related-history digest for an investigation's trigger (see `opmem.memory.digest`); None when the
        agent's digest is off or the investigation continues an earlier one (it searches memory itself). With
        `readable` (grants), only memories on records in those tables, as `search` narrows."""
        inv = self.investigation(tenant, investigation_id)
        agent = self.agents.agent(tenant, inv.agent_id)
        if not agent.digest.enabled or inv.continuation_of is not None:
            return None
        return self.digests.build(agent, inv, self.clock.now(), readable)

    def open_digest(self, viewer: Principal, investigation_id: str) -> Digest | None:
        """`digest` as `viewer` may see it: the investigation must be readable (NotFound, as for a missing one)
        and its memories follow the viewer's grants."""
        if not may_read_investigation(self.store, viewer, investigation_id):
            raise NotFound(
                f"Unknown investigation {investigation_id!r} (or its record is in a table you hold no read grant "
                "for); investigation ids come with search results and memories."
            )
        return self.digest(viewer.tenant, investigation_id, readable=viewer.grants)

    # -- an agent's writes ----------------------------------------------------------------------------

    def record_memory(self, tenant: str, agent_id: str, investigation_id: str, draft: MemoryDraft) -> WriteResult:
        return self.writes.record(tenant, agent_id, investigation_id, draft)

    def correct_memory(
        self,
        tenant: str,
        agent_id: str,
        investigation_id: str,
        draft: MemoryDraft,
        *,
        expected_version: int | None = None,
    ) -> WriteResult:
        """Replace the memory's text; with `expected_version`, only if it is still at that version."""
        return self.writes.correct(tenant, agent_id, investigation_id, draft, expected_version=expected_version)

    def link_recurrence(
        self, tenant: str, agent_id: str, investigation_id: str, memory_id: int, *, viewer: Principal | None = None
    ) -> LinkResult:
        """Count the investigation as a recurrence of a memory; with `viewer` (the caller, who is shown the memory
        it linked to), a memory `viewer` may not read answers as a missing one (`opmem.memory.readable`)."""
        if viewer is not None:
            readable_memory(self.store, viewer, memory_id)
        return self.writes.link(tenant, agent_id, investigation_id, memory_id)

    # -- reads ----------------------------------------------------------------------------------------

    def list_tag_values(
        self, tenant: str, key: str, *, limit: int = MAX_LIMIT, readable: frozenset[str] | None = None
    ) -> tuple[TagValue, ...]:
        """Values in use for a tag key across the tenant, most used first, so agents reuse them; with `readable`
        (grants), over the memories on records in those tables only, as `search` narrows."""
        if not isinstance(key, str) or not key.strip():
            raise InvalidInput("Name the tag key, e.g. 'entity:service'.")
        return self.store.tag_values(tenant, key.strip(), _limit(limit), readable)

    def search(
        self,
        tenant: str,
        *,
        mode: Mode | None = None,
        agent_id: str | None = None,
        query: str | None = None,
        tags: Sequence[Tag | str] = (),
        significance: Sequence[Significance] | None = None,
        limit: int = 3,
        include_details: bool = False,
        readable: frozenset[str] | None = None,
    ) -> SearchResult:
        """Search memories in exactly one mode; every text of a hit passes the preview guard (`memory.shown`).

        - `semantic` (needs `agent_id` and `query`): that agent's memories embedded with its current model and
          marked searchable by meaning; an empty result carries `coverage` and never raises on a provider failure.
        - `text` (needs `query`): every word must appear; every agent of the tenant, or `agent_id`'s only.
        - `timeline` (needs `tags`, no query): memories with all the tags, most recently seen first.

        Without a mode: semantic when `agent_id` names an agent with a store, text otherwise. `tags` (all must
        match, `key=value` text or `Tag`) and `significance` (any of) narrow every mode. `limit` is 1 to 50 with
        no pagination; `more_matched` (and `total`, for text and timeline) say when more matched. Details
        (symptoms, root cause, ruled out, resolution) come back only with `include_details`.
        """
        found = self._search(tenant, mode, agent_id, query, tags, significance, limit, include_details, readable)
        return shown_result(self.shown, self.store, tenant, found)

    def _search(
        self,
        tenant: str,
        mode: Mode | None,
        agent_id: str | None,
        query: str | None,
        tags: Sequence[Tag | str],
        significance: Sequence[Significance] | None,
        limit: int,
        include_details: bool,
        readable: frozenset[str] | None,
    ) -> SearchResult:
        if mode is not None:
            choice("search mode", mode, MODES)
        levels = tuple(significance or ())
        for level in levels:
            choice("significance", level, SIGNIFICANCES)
        agent = self.agents.agent(tenant, agent_id) if agent_id is not None else None
        if agent is None:
            self.agents.require_tenant(tenant)
        mode = mode or ("semantic" if agent is not None and agent.store is not None else "text")
        filters = Filters(tenant, agent_id, levels, tags_of(tags), readable)
        request = Request(filters, query, _limit(limit), include_details)
        if mode == "timeline":
            if not request.filters.tags:
                raise InvalidInput("A timeline search needs at least one entity tag, e.g. 'entity:service=checkout'.")
            if query:
                raise InvalidInput("A timeline search takes entity tags, not a query; use mode 'text' to search words.")
            return self.searcher.timeline(request)
        if not query or not query.strip():
            raise InvalidInput(f"A {mode} search needs a query; a timeline search needs entity tags instead.")
        if mode == "text":
            return self.searcher.text(request)
        if agent is None:
            raise InvalidInput(
                "A semantic search covers one agent: pass agent_id, or use mode 'text' or 'timeline' to search "
                "every agent of the organization."
            )
        return self.searcher.semantic(request, agent)

    def list_memories(
        self,
        tenant: str,
        *,
        agent_id: str | None = None,
        verdict: Verdict | None = None,
        significance: Sequence[Significance] = (),
        tags: Sequence[Tag | str] = (),
        limit: int = 50,
        cursor: str | None = None,
        readable: frozenset[str] | None = None,
    ) -> Page[Memory]:
        """Memories without a query, newest recorded first, one page at a time (`opmem.paging`); their texts pass
        the preview guard, as a search's do (`get_memory` opens one as stored)."""
        self.agents.require_tenant(tenant)
        if agent_id is not None:
            self.agents.agent(tenant, agent_id)
        return list_memories(
            self.store,
            self.shown,
            tenant,
            agent_id=agent_id,
            verdict=verdict,
            significance=significance,
            tags=tags,
            limit=limit,
            cursor=cursor,
            readable=readable,
        )

    def open_memory(self, viewer: Principal, memory_id: int) -> MemoryView:
        """`get_memory` as `viewer` may see it: NotFound, as for a missing one, without the grant of the record its
        investigation ran on (`opmem.memory.readable`). Every surface reads memories through this."""
        return self._view(viewer.tenant, readable_memory(self.store, viewer, memory_id), viewer.grants)

    def open_memory_of(self, viewer: Principal, investigation_id: str) -> MemoryView:
        """`get_memory_of` as `viewer` may see it: both the investigation and the memory must be readable."""
        if not may_read_investigation(self.store, viewer, investigation_id):
            raise NotFound(
                f"Unknown investigation {investigation_id!r} (or its record is in a table you hold no read grant "
                "for); investigation ids come with search results and memories."
            )
        view = self.get_memory_of(viewer.tenant, investigation_id)
        if not may_read(self.store, viewer, view.memory):
            raise missing_memory(view.memory.id)
        return self._view(viewer.tenant, view.memory, viewer.grants)

    def open_memory_versions(self, viewer: Principal, memory_id: int) -> MemoryVersions:
        """`memory_versions` as `viewer` may see them (the rule of `open_memory`)."""
        readable_memory(self.store, viewer, memory_id)
        return self.memory_versions(viewer.tenant, memory_id)

    def get_memory(self, tenant: str, memory_id: int) -> MemoryView:
        """One memory in full, with the most recent investigations linked to it as recurrences (tenant-wide, for
        the data's owner; a principal's read goes through `open_memory`)."""
        memory = self.store.memory(tenant, memory_id)
        if memory is None:
            raise NotFound(f"No memory {memory_id} in tenant {tenant!r}; it may have been deleted.")
        return self._view(tenant, memory)

    def get_memory_of(self, tenant: str, investigation_id: str) -> MemoryView:
        """The memory an investigation recorded or, for a recurrence, the memory it was linked to."""
        self.investigation(tenant, investigation_id)
        memory = self.store.memory_of(tenant, investigation_id) or self.store.memory_linked_from(
            tenant, investigation_id
        )
        if memory is None:
            raise NotFound(
                f"Investigation {investigation_id!r} recorded no memory and was linked to none (yet); search "
                "memories to find a related one."
            )
        return self._view(tenant, memory)

    def memory_versions(self, tenant: str, memory_id: int) -> MemoryVersions:
        """A memory's earlier versions, newest first (read like `get_memory`: as stored, for the reviewer)."""
        memory = self.store.memory(tenant, memory_id)
        if memory is None:
            raise NotFound(f"No memory {memory_id} in tenant {tenant!r}; it may have been deleted.")
        versions = self.store.earlier_versions(tenant, memory_id)
        return MemoryVersions(memory_id, memory.agent_id, memory.version, versions)

    def _view(self, tenant: str, memory: Memory, readable: frozenset[str] | None = None) -> MemoryView:
        """`memory` with its recurrences: with `readable` (a viewer's grants), those the viewer may read, and how
        many others were withheld."""
        now = self.clock.now()
        return MemoryView(
            memory=memory,
            status=status(memory.last_seen_at, now, self.defaults),
            recorded_ago=ago(memory.recorded_at, now),
            linked=self.store.linked(tenant, memory.id, self.defaults.linked_shown, readable),
            linked_withheld=0 if readable is None else self.store.linked_withheld(tenant, memory.id, readable),
        )

    # -- people reviewing -----------------------------------------------------------------------------

    def edit_memory(self, principal: Principal, memory_id: int, edit: MemoryEdit, *, version: int) -> Memory:
        """Edit the version `principal` opened; a stale version is a Conflict that names the newer one."""
        return self.reviews.edit(principal, memory_id, edit, version=version)

    def mark_wrong(self, principal: Principal, memory_id: int, note: str) -> Memory:
        return self.reviews.mark_wrong(principal, memory_id, note)

    def clear_verdict(self, principal: Principal, memory_id: int) -> Memory:
        return self.reviews.clear_verdict(principal, memory_id)

    def delete_memory(self, principal: Principal, memory_id: int) -> None:
        self.reviews.delete(principal, memory_id)

    # -- upkeep ---------------------------------------------------------------------------------------

    def flush(self) -> None:
        """Save the vector indexes changed since their last save (they are rebuilt from the store if not)."""
        self.vectors.flush()

    def reembed(self, tenant: str, agent_id: str) -> ReembedReport:
        """Embed the agent's searchable memories with its current model (`opmem memory reembed --agent-id`)."""
        agent = self.agents.agent(tenant, agent_id)
        if agent.store is None:
            raise InvalidInput(f"Agent {agent_id!r} has no store; set its store before re-embedding its memories.")
        model = agent.store.embedding_model
        pending = self.store.to_embed(tenant, agent_id, agent.store.vector_index, model)
        done = 0
        for start in range(0, len(pending), REEMBED_BATCH):
            batch = pending[start : start + REEMBED_BATCH]
            found, why = self.embedding.embed(tenant, agent.store, [embedding_text(m) for m in batch])
            if found is None:
                return ReembedReport(agent_id, model, done, error=why)
            changes = []
            with self.store.transaction(tenant) as db:
                for memory, embedded in zip(batch, found, strict=True):
                    changes.extend(self.embedding.write(db, tenant, memory.id, embedded))
            self.embedding.apply(tenant, changes)
            done += len(batch)
        return ReembedReport(agent_id, model, done)
