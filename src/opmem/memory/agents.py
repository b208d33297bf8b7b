"""Agents and the integrations their stores are made of: vector indexes and embedding integrations.

A new agent whose store is left empty takes the store the other memory-recording agents use, when exactly one
store is in use among them and its creator can view both integrations of that store. "Can view" is kept simple:
the creator holds the `review_memories` capability, or created both integrations.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from opmem.clock import Clock
from opmem.embed.base import Embedder
from opmem.errors import Conflict, InvalidInput, NotFound, OpmemError
from opmem.limits import check_id
from opmem.memory.changes import AgentChanges, Keep
from opmem.memory.model import (
    PROVIDERS,
    SIGNAL_TYPES,
    Agent,
    AgentConfig,
    EffectiveDigest,
    EffectivePolicy,
    EmbeddingIntegration,
    MemoryDefaults,
    Provider,
    Store,
    VectorIndex,
    choice,
)
from opmem.memory.store import AgentRow, MemoryStore
from opmem.memory.tags import check_mapping
from opmem.memory.vectors import MemoryVectors
from opmem.types import Principal
from opmem.versions import StaleVersion, checked_version

TEST_VALUE = "opmem store check: connection refused on checkout"


def _name(what: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"{what} needs a non-empty name.")
    return check_id(f"{what}'s name", value.strip())


def _display_name(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput("An agent's display name must be non-empty text; leave it out to keep the current one.")
    return value.strip()


class Agents:
    def __init__(
        self,
        store: MemoryStore,
        vectors: MemoryVectors,
        clock: Clock,
        defaults: MemoryDefaults,
        embedder: Callable[[str], Embedder],
        credentialed: Callable[[str, Mapping[str, str]], Embedder] | None = None,
    ) -> None:
        self.store = store
        self.vectors = vectors
        self.clock = clock
        self.defaults = defaults
        self._embedder = embedder
        self._credentialed = credentialed

    def require_tenant(self, tenant: str) -> None:
        if not self.store.tenant_exists(tenant):
            raise NotFound(f"Unknown tenant {tenant!r}. Create it with `opmem tenant create {tenant}`.")

    # -- integrations -----------------------------------------------------------------------------------

    def create_vector_index(
        self, tenant: str, name: str, dimensions: int, *, creator: Principal | None = None
    ) -> VectorIndex:
        """Create the integration and its index file together; if the file cannot be created, neither exists."""
        self.require_tenant(tenant)
        name = _name("A vector index", name)
        if isinstance(dimensions, bool) or not isinstance(dimensions, int) or not 1 <= dimensions <= 16384:
            raise InvalidInput(
                f"Dimensions must be a whole number from 1 to 16384 (the model's output); got {dimensions!r}."
            )
        index = VectorIndex(tenant, name, dimensions, creator.id if creator else None, self.clock.now())
        with self.store.transaction(tenant) as db:
            if not self.store.insert_vector_index(db, index):
                raise Conflict(f"Vector index {name!r} already exists; its dimensions are fixed. Pick another name.")
            try:
                self.vectors.create(tenant, name, dimensions)
            except Exception as exc:
                raise OpmemError(
                    f"Could not create the search index for vector index {name!r} ({exc}); the integration was "
                    "discarded. Check that the data directory is writable and try again."
                ) from exc
        return index

    def vector_index(self, tenant: str, name: str) -> VectorIndex:
        found = self.store.vector_index(tenant, name)
        if found is None:
            raise NotFound(f"Unknown vector index {name!r}; create it first with its name and dimensions.")
        return found

    def create_embedding_integration(
        self,
        tenant: str,
        name: str,
        provider: Provider,
        *,
        credentials: Mapping[str, str] | None = None,
        creator: Principal | None = None,
    ) -> EmbeddingIntegration:
        self.require_tenant(tenant)
        name = _name("An embedding integration", name)
        choice("embedding provider", provider, PROVIDERS)
        if self.store.embedding_integration(tenant, name) is not None:
            raise Conflict(f"Embedding integration {name!r} already exists. Pick another name.")
        integration = EmbeddingIntegration(
            tenant, name, provider, dict(credentials or {}), creator.id if creator else None, self.clock.now()
        )
        self.store.put_embedding_integration(integration)
        return integration

    def embedding_integration(self, tenant: str, name: str) -> EmbeddingIntegration:
        found = self.store.embedding_integration(tenant, name)
        if found is None:
            raise NotFound(f"Unknown embedding integration {name!r}; create it first with a provider.")
        return found

    def embedder(self, tenant: str, store: Store) -> Embedder:
        """The embedder of a store: its integration's provider with the agent's model, `provider:model`, built
        with the integration's credentials when it has any (and a `credentialed` lookup was given)."""
        return self._embedder_of(tenant, store.embedding_integration, store.embedding_model)

    def _embedder_of(self, tenant: str, integration_name: str, model: str) -> Embedder:
        integration = self.embedding_integration(tenant, integration_name)
        spec = f"{integration.provider}:{model}"
        if integration.credentials and self._credentialed is not None:
            return self._credentialed(spec, integration.credentials)
        return self._embedder(spec)

    def test_embedding(self, tenant: str, integration: str, model: str) -> int:
        """Embed a test value with an integration and a model: the dimensions it makes, or an `OpmemError` with
        the provider's own error (an unknown integration: `NotFound`)."""
        if not isinstance(model, str) or not model.strip():
            raise InvalidInput("Name the embedding model to test, e.g. 'all-MiniLM-L6-v2'.")
        try:
            embedder = self._embedder_of(tenant, integration, model.strip())
            return int(embedder.embed([TEST_VALUE], kind="document").shape[1])
        except OpmemError:
            raise
        except Exception as exc:
            raise InvalidInput(
                f"Embedding model {model!r} of integration {integration!r} could not embed a test value ({exc}). "
                "Check the model name and the integration's credentials."
            ) from exc

    def check_store(self, tenant: str, store: Store) -> None:
        """Embed a test value with the store's model and check it against the index's dimensions."""
        index = self.vector_index(tenant, store.vector_index)
        try:
            produced = self.test_embedding(tenant, store.embedding_integration, store.embedding_model)
        except OpmemError as exc:
            raise InvalidInput(f"{exc.message} The agent was not saved.") from exc
        if produced != index.dimensions:
            raise InvalidInput(
                f"Embedding model {store.embedding_model!r} produces {produced} dimensions but vector index "
                f"{index.name!r} has {index.dimensions}. Choose a model with {index.dimensions} dimensions or a "
                f"vector index with {produced}; the agent was not saved."
            )

    # -- agents -----------------------------------------------------------------------------------------

    def _validated(self, tenant: str, config: AgentConfig, *, unchanged: Store | None = None) -> AgentConfig:
        """Check mappings, and a store that is new or changed (an unchanged one is not re-embedded on save)."""
        for kind, mapping in config.tag_mappings.items():
            choice("signal type", kind, SIGNAL_TYPES)
            check_mapping(mapping)
        store = config.store
        if store is not None and store != unchanged:
            self.check_store(tenant, store)
        return config

    def create_agent(
        self,
        tenant: str,
        agent_id: str,
        *,
        name: str | None = None,
        config: AgentConfig | None = None,
        creator: Principal | None = None,
    ) -> Agent:
        self.require_tenant(tenant)
        agent_id = _name("An agent", agent_id)
        config = self._validated(tenant, config or AgentConfig())
        if config.store is None:
            config = self._inherit_store(tenant, config, creator)  # a store in use: already checked
        if not self.store.insert_agent(tenant, agent_id, name or agent_id, config, self.clock.now()):
            raise Conflict(f"Agent {agent_id!r} already exists (agent ids are never reused); update it instead.")
        return self.agent(tenant, agent_id)

    def _stores_in_use(self, tenant: str) -> set[Store]:
        return {a.store for a in map(self.effective, self.store.live_agents(tenant)) if a.memory_enabled and a.store}

    def store_in_use(self, tenant: str) -> Store:
        """The one store the tenant's memory-recording agents use, to give a new or changed agent the same."""
        self.require_tenant(tenant)
        in_use = self._stores_in_use(tenant)
        if len(in_use) != 1:
            named = "; ".join(
                sorted(f"{s.vector_index} + {s.embedding_integration} + {s.embedding_model}" for s in in_use)
            )
            found = f"{len(in_use)} are in use ({named})" if in_use else "no agent recording memories has one"
            raise InvalidInput(
                f"The tenant has no single store in use: {found}. Name the store's vector index, embedding "
                "integration and embedding model instead."
            )
        return next(iter(in_use))

    def _inherit_store(self, tenant: str, config: AgentConfig, creator: Principal | None) -> AgentConfig:
        in_use = self._stores_in_use(tenant)
        if len(in_use) != 1 or creator is None:
            return config
        store = next(iter(in_use))
        index = self.store.vector_index(tenant, store.vector_index)
        integration = self.store.embedding_integration(tenant, store.embedding_integration)
        if index is None or integration is None:
            return config
        made_both = index.created_by == creator.id and integration.created_by == creator.id
        if "review_memories" not in creator.capabilities and not made_both:
            return config
        return dataclasses.replace(
            config,
            vector_index=store.vector_index,
            embedding_integration=store.embedding_integration,
            embedding_model=store.embedding_model,
        )

    def update_agent(
        self,
        tenant: str,
        agent_id: str,
        config: AgentConfig,
        *,
        name: str | None = None,
        expected_version: int | None = None,
    ) -> Agent:
        """Replace the agent's settings with `config` (what is None follows the default), if the agent is still at
        `expected_version` (StaleVersion otherwise; without one, the version read here, still one compare-and-set)."""
        current = self.agent(tenant, agent_id)
        if current.deleted_at is not None:
            raise NotFound(f"Agent {agent_id!r} was deleted; create a new agent instead.")
        based_on = current.version if expected_version is None else checked_version(expected_version)
        self._validated(tenant, config, unchanged=current.store)
        now_at = self.store.update_agent(tenant, agent_id, name or current.name, config, expected_version=based_on)
        if now_at is not None:
            raise StaleVersion(f"Agent {agent_id!r}", expected_version=based_on, current_version=now_at)
        return self.agent(tenant, agent_id)

    def change_agent(self, tenant: str, agent_id: str, changes: AgentChanges, *, expected_version: int) -> Agent:
        """Change only the settings `changes` names (PATCH), if the agent is still at `expected_version`.

        The change is merged over the settings of that version and written by one compare-and-set, so a change
        based on an older version is refused (StaleVersion naming the current one) and never merged over newer
        settings it did not see."""
        based_on = checked_version(expected_version)
        current = self.agent(tenant, agent_id)
        if current.deleted_at is not None:
            raise NotFound(f"Agent {agent_id!r} was deleted; create a new agent instead.")
        if current.version != based_on:
            raise StaleVersion(f"Agent {agent_id!r}", expected_version=based_on, current_version=current.version)
        name = current.name if isinstance(changes.name, Keep) else _display_name(changes.name)
        config = changes.applied_to(current.config)
        return self.update_agent(tenant, agent_id, config, name=name, expected_version=based_on)

    def delete_agent(self, tenant: str, agent_id: str) -> None:
        """Soft delete: the agent stops running; its memories stay searchable by the others."""
        self.agent(tenant, agent_id)
        if not self.store.delete_agent(tenant, agent_id, self.clock.now()):
            raise NotFound(f"Agent {agent_id!r} was already deleted.")

    def agent(self, tenant: str, agent_id: str) -> Agent:
        row = self.store.agent(tenant, agent_id)
        if row is None:
            self.require_tenant(tenant)
            raise NotFound(f"Unknown agent {agent_id!r} in tenant {tenant!r}; create it first.")
        return self.effective(row)

    def all(self, tenant: str) -> list[Agent]:
        """Every agent of the tenant by id, deleted ones included, with their effective settings."""
        self.require_tenant(tenant)
        return [self.effective(row) for row in self.store.all_agents(tenant)]

    def vector_indexes(self, tenant: str) -> list[VectorIndex]:
        self.require_tenant(tenant)
        return self.store.vector_indexes(tenant)

    def embedding_integrations(self, tenant: str) -> list[EmbeddingIntegration]:
        self.require_tenant(tenant)
        return self.store.embedding_integrations(tenant)

    def live(self, tenant: str, agent_id: str) -> Agent:
        agent = self.agent(tenant, agent_id)
        if agent.deleted_at is not None:
            raise NotFound(f"Agent {agent_id!r} was deleted; its memories stay searchable but it cannot run.")
        return agent

    def effective(self, row: AgentRow) -> Agent:
        c, d = row.config, self.defaults
        return Agent(
            tenant=row.tenant,
            id=row.id,
            name=row.name,
            config=c,
            memory_enabled=d.memory_enabled if c.memory_enabled is None else c.memory_enabled,
            store=c.store,
            policy=EffectivePolicy(
                search_budget=d.search_budget if c.retrieval.search_budget is None else c.retrieval.search_budget,
                record=c.retrieval.record or d.record,
                extra_guidance=c.retrieval.extra_guidance,
            ),
            digest=EffectiveDigest(
                enabled=d.digest_enabled if c.digest.enabled is None else c.digest.enabled,
                window_days=c.digest.window_days or d.digest_window_days,
                max_items=c.digest.max_items or d.digest_max_items,
            ),
            created_at=row.created_at,
            deleted_at=row.deleted_at,
            version=row.version,
        )
