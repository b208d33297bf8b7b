"""The core: one object a surface holds, one call per thing a user can do."""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from opmem.access import Access
from opmem.clock import Clock, SystemClock
from opmem.core_files import FileCalls, reader_for, safe_filename, scanner_for
from opmem.core_records import IMPORT_BATCH, RecordCalls
from opmem.curate import Curation
from opmem.curate.overview import Overview, overview
from opmem.deletion import Deletions
from opmem.dispatch import Dispatcher
from opmem.embed import Embedder, EmbeddingError, get_embedder
from opmem.errors import InvalidInput, NotFound
from opmem.index.homes import recall_arms
from opmem.index.sync import IndexSync
from opmem.ingest.scan import Scanner
from opmem.ledger import Ledger
from opmem.ledger.finish import Runs
from opmem.limits import check_id, check_name
from opmem.memory import AgentConfig, AgentMemory
from opmem.memory.findings import refresh_run_finding
from opmem.quarantine import Reader
from opmem.quarantine.shown import ShownGuard
from opmem.recall.engine import RecallEngine, RecallLimits
from opmem.recall.permit import GrantCheck, PermissionCheck, permitted
from opmem.recall.read import DocumentReader
from opmem.settings import Settings
from opmem.store import rls
from opmem.store import table_versions as table_store
from opmem.store.archive import Archive
from opmem.store.attachments import AttachmentStore
from opmem.store.db import open_engine
from opmem.store.private import open_private
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant, scoped
from opmem.types import (
    ARMS,
    CAPABILITIES,
    Arm,
    Capability,
    Principal,
    RecallResult,
    TableConfig,
)

if TYPE_CHECKING:
    from opmem.embed.adapted_backfill import Status as AdaptStatus

__all__ = ["IMPORT_BATCH", "Opmem", "safe_filename"]
#: Threads for permission checks (started on demand): room for checks left hanging by earlier requests.
PERMIT_WORKERS = 128
#: What names a tenant's adapted model (`local:all-MiniLM-L6-v2+adapted@<corpus hash>`, `opmem.embed.adapt`).
ADAPTED = "+adapted@"


@scoped
class Opmem(RecordCalls, FileCalls):
    """Operational memory over one data directory: a SQLite file and the indexes derived from it."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock | None = None,
        permission: PermissionCheck | None = None,
        embedders: Mapping[str, Embedder] | None = None,
        scanner: Scanner | None = None,
        reader: Reader | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock or SystemClock()
        root = Path(settings.data_dir)
        open_private(root)  # owner-only, before SQLite or an index creates a file
        where = open_engine(settings.db, rls=settings.db_rls) if settings.db else root / "opmem.sqlite3"
        try:
            self.store = SQLiteStore(where, auto_migrate=settings.auto_migrate)
            rls.configure(self.store.engine, on=settings.db_rls)
        except BaseException:
            if not isinstance(where, Path):
                where.close()  # a refused start leaves no connection pool behind
            raise
        self.access = Access(self.store, self.clock)
        self.archive = Archive.beside(self.store.engine, root)
        self.text, self.vectors = recall_arms(settings, self.store.engine, root / "index")
        self.sync = IndexSync.open(self.store, self.text, self.vectors, root / "index", settings, self.clock)
        if settings.archive_days < 0:
            raise InvalidInput("The archive's retention is a number of days, 0 or more (OPMEM_ARCHIVE_DAYS).")
        self.deletions = Deletions(self.store, self.archive, self.sync, self.clock, archive_days=settings.archive_days)
        self._embedders: dict[str, Embedder] = dict(embedders or {})
        self._memory: AgentMemory | None = None
        self._memory_lock = threading.Lock()
        # Permission checks run here, so a hung check is abandoned on time. A hung check holds its thread until it
        # returns, so the pool is wide (threads start on demand): checks left hanging by earlier requests must not
        # queue a later request's checks past their deadline. Query embedding has its own pool for the same reason.
        self.pool = ThreadPoolExecutor(max_workers=PERMIT_WORKERS, thread_name_prefix="opmem-permit")
        self.embed_pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="opmem-query")
        # Every third-party text an agent is shown passes this one guard (`on_refusal` counts refusals).
        self.shown = ShownGuard()
        self.engine = RecallEngine(
            store=self.store,
            text=self.text,
            vectors=self.vectors,
            embedder_for=self.embedder,
            check=permission or GrantCheck(),
            limits=RecallLimits(settings.embed_timeout, settings.permission_timeout),
            pool=self.pool,
            embed_pool=self.embed_pool,
            shown=self.shown,
            catch_up=self.sync.catch_up,  # what another process (even one killed since) committed is found
        )
        self.attachments = AttachmentStore(self.store)
        self.scanner = scanner or scanner_for(settings)
        self.reader = DocumentReader(
            self.store,
            permission or GrantCheck(),
            reader or reader_for(settings),
            pool=self.pool,
            timeout=settings.permission_timeout,
            shown=self.shown,
        )
        self.curation = Curation(
            store=self.store, engine=self.engine, vectors_for=self._fresh_vectors, sync=self.sync, clock=self.clock
        )
        self.ledger = Ledger(
            self.store, self.engine.check, self.clock, pool=self.pool, timeout=settings.permission_timeout
        )
        self.runs = Runs(
            self.store,
            self.ledger,
            self.clock,
            timeout=settings.run_timeout,
            on_finish=lambda db, tenant, run_id: refresh_run_finding(db, self.memory.store, tenant, run_id),
        )
        self.dispatch = Dispatcher(
            self.store,
            lambda: self.memory,
            recall=self.engine.recall,
            permit=lambda p, docs: permitted(
                self.engine.check, p, docs, pool=self.pool, timeout=settings.permission_timeout
            ),
            upsert=self.upsert_record,
            ledger=self.ledger,
            clock=self.clock,
            shown=self.shown,
        )
        self.store.ensure_tenant(
            settings.default_tenant,
            embedding=settings.default_embedding,
            tables=settings.tables,
            now=self.clock.now(),
        )
        if self.text.stale:  # written by another version of opmem (one index of every tenant before v3)
            self.sync.rebuild(vectors=False)  # the text indexes, from the store: the vector indexes are kept

    @property
    def memory(self) -> AgentMemory:
        """Agent memory over the same store and embedders; its vector indexes live in `<data_dir>/memory`."""
        with self._memory_lock:
            if self._memory is None:
                root = Path(self.settings.data_dir) / "memory"
                self._memory = AgentMemory(
                    self.store, self.embedder, self.clock, root, credentialed=self._credentialed, shown=self.shown
                )
            return self._memory

    def _credentialed(self, spec: str, credentials: Mapping[str, str]) -> Embedder:
        """An embedder built with an embedding integration's own `api_key` / `base_url`."""
        key = f"{spec}#{sorted(credentials.items())}"
        if key not in self._embedders:
            settings = self.settings.model_copy(
                update={
                    "openai_api_key": credentials.get("api_key", self.settings.openai_api_key),
                    "openai_base_url": credentials.get("base_url", self.settings.openai_base_url),
                }
            )
            self._embedders[key] = get_embedder(spec, settings)
        return self._embedders[key]

    def close(self) -> None:
        if self._memory is not None:
            self._memory.flush()
        self.pool.shutdown(wait=False, cancel_futures=True)
        self.embed_pool.shutdown(wait=False, cancel_futures=True)
        self.store.close()
        self.archive.close()

    def embedder(self, spec: str) -> Embedder:
        if ADAPTED in spec:  # a tenant's adapted model, pinned by its record in the store
            from opmem.embed.adapted_tenant import embedder_for

            self._embedders[spec] = embedder_for(
                self.store, Path(self.settings.data_dir), spec, self._embedders.get(spec)
            )
        elif spec not in self._embedders:
            self._embedders[spec] = get_embedder(spec, self.settings)
        return self._embedders[spec]

    @cross_tenant
    def adapt_pending(self, *, budget: int = 256) -> list[AdaptStatus]:
        """One batch of each adapting tenant's re-embedding, or its switch, or its fallback (`opmem tenant adapt`)."""
        from opmem.embed.adapted_backfill import run_all

        return run_all(self.store, self.sync, Path(self.settings.data_dir), self.embedder, budget)

    def adapt_status(self, tenant: str) -> AdaptStatus:
        """Which model serves a tenant and why, and an adapted model's progress (`opmem tenant show`)."""
        from opmem.embed.adapted_backfill import Backfill

        return Backfill(self.store, self.sync, Path(self.settings.data_dir), self.embedder, tenant).status()

    def loaded_models(self) -> frozenset[str]:
        """The embedding models this process has loaded (readiness: `opmem serve` loads them before listening)."""
        return frozenset(self._embedders)

    def overview(self, principal: Principal) -> Overview:
        """What the memory holds and what needs attention, counted over what `principal` may read."""
        return overview(self.store, principal, self.clock.now())

    def warm_up(self) -> None:
        """Load every tenant's embedding model now, so the first recall does not pay for it (or time out)."""
        self.adapt_pending(budget=0)  # adapted weights that fail their pin: the unadapted model serves again
        for tenant in self.store.tenants():
            model = self.store.tenant_embedding(tenant)
            if model:
                # a provider that is down is reported per recall, as a degraded semantic arm; a bundled model
                # that fails its integrity check stops the start (ModelIntegrityError is also an OpmemError)
                embedder = self.embedder(model)
                embedder.prepare()
                with contextlib.suppress(EmbeddingError):
                    embedder.embed(["warm up"], kind="query")

    # -- tenants, tables, principals ------------------------------------------------------------------

    def create_tenant(self, tenant: str, *, embedding: str | None = "default") -> None:
        check_name("Tenant name", tenant)
        model = self.settings.default_embedding if embedding == "default" else embedding
        if model is not None:
            self.embedder(model)  # an unknown model fails now, not at every later import
        self.store.ensure_tenant(tenant, embedding=model, tables=self.settings.tables, now=self.clock.now())

    def _require_tenant(self, tenant: str) -> None:
        if not self.store.tenant_exists(tenant):
            raise NotFound(f"Unknown tenant {tenant!r}. Create it with `opmem tenant create {tenant}`.")

    def set_embedding(self, tenant: str, embedding: str | None) -> None:
        self._require_tenant(tenant)
        if embedding is not None:
            self.embedder(embedding)  # fails now, with a clear message, rather than at the next recall
        self.store.set_tenant_embedding(tenant, embedding)

    def set_table(self, tenant: str, table: TableConfig, *, expected_version: int | None = None) -> int:
        """Create or change a table's settings (with `expected_version`, only if still at it); its version now."""
        self._require_tenant(tenant)
        check_name("Table name", table.name)
        return table_store.put_table(self.store, tenant, table, expected_version=expected_version)

    def table_versions(self, tenant: str) -> dict[str, int]:
        self._require_tenant(tenant)
        return table_store.table_versions(self.store, tenant)

    def tables(self, tenant: str) -> dict[str, TableConfig]:
        self._require_tenant(tenant)
        return self.store.tables(tenant)

    def create_principal(
        self,
        tenant: str,
        principal_id: str,
        *,
        name: str | None = None,
        grants: Iterable[str] = (),
        capabilities: Iterable[Capability] = (),
        writes: Iterable[str] = (),
    ) -> Principal:
        """Create or update a principal: `grants` are read grants, `writes` write grants (both added to any held)."""
        self._require_tenant(tenant)
        check_id("principal id", principal_id)
        self.store.put_principal(
            tenant, principal_id, name=name or principal_id, grants=grants, capabilities=capabilities
        )
        return self.access.grant(tenant, principal_id, write=writes)

    def create_agent(
        self,
        tenant: str,
        agent_id: str,
        *,
        name: str | None = None,
        grants: Iterable[str] = (),
        tools: Sequence[str] = (),
        digest: bool = False,
        config: AgentConfig | None = None,
    ) -> tuple[Principal, frozenset[str]]:
        """An agent, its service account (the principal of the same id, with `grants`) and the tools it holds.

        `config` is its memory settings (store, retrieval policy, digest settings, tag mappings); `digest` says
        whether the digest is on."""
        check_id("agent id", agent_id)
        config = config or AgentConfig()
        config = dataclasses.replace(config, digest=dataclasses.replace(config.digest, enabled=digest))
        self.memory.create_agent(tenant, agent_id, name=name, config=config)
        account = self.create_principal(tenant, agent_id, name=name or agent_id, grants=grants)
        held = self.dispatch.grant_tools(tenant, agent_id, tools) if tools else frozenset()
        return account, frozenset(held)

    def principal(self, tenant: str, principal_id: str) -> Principal:
        self._require_tenant(tenant)
        return self.store.principal(tenant, principal_id)

    def principals(self, tenant: str) -> list[Principal]:
        """Every principal of the tenant (people and agents' service accounts), by id."""
        self._require_tenant(tenant)
        return [self.store.principal(tenant, principal_id) for principal_id in self.store.principal_ids(tenant)]

    def issue_token(self, tenant: str, principal_id: str, *, expires_at: datetime | None = None) -> str:
        """A new bearer token's secret (see `Access.issue_token` for its id and expiry)."""
        self._require_tenant(tenant)
        return self.access.issue_token(tenant, principal_id, expires_at=expires_at)[1]

    def authenticate(self, token: str) -> Principal:
        """The principal of a live token; 401 for an unknown, revoked or expired one."""
        return self.access.authenticate(token)

    # -- records ------------------------------------------------------------------------------------

    def local_admin(self, tenant: str) -> Principal:
        """The data directory's owner: reads and writes every indexed table of the tenant, holds every capability."""
        self._require_tenant(tenant)
        tables = [name for name, table in self.store.tables(tenant).items() if table.indexed]
        return self.create_principal(
            tenant, "admin", name="Local administrator", grants=tables, capabilities=CAPABILITIES, writes=tables
        )

    # -- recall ---------------------------------------------------------------------------------------

    def recall(
        self,
        principal: Principal,
        query: str,
        *,
        scope: str | None = None,
        k: int = 5,
        doc_kinds: Collection[str] | None = None,
        arms: Collection[Arm] = ARMS,
        exclude: Collection[tuple[str, str]] = (),
        run_id: str | None = None,
    ) -> RecallResult:
        """Recall precedent; what it was shown is recorded against the caller's run (`run_id`, or an agent's one
        running run)."""
        run = self.ledger.run_of(principal, self.runs.current(principal, run_id))
        result = self.engine.recall(principal, query, scope=scope, k=k, doc_kinds=doc_kinds, arms=arms, exclude=exclude)
        self.ledger.recalled(run, result.hits)
        return result

    # -- upkeep ---------------------------------------------------------------------------------------

    @cross_tenant
    def reindex(self, progress: Callable[[int], None] | None = None) -> int:
        """Rebuild every derived index from the store."""
        self.embed_pending()
        return self.sync.rebuild(progress)

    @cross_tenant
    def build_vector_indexes(self) -> list[str]:
        """On PostgreSQL, build the per-tenant HNSW indexes the stored vectors lack, without blocking writes
        (`PgSemanticArm.build_missing`); the embedded default's vector indexes need nothing here."""
        from opmem.index.pg_arms import PgSemanticArm

        return self.vectors.build_missing() if isinstance(self.vectors, PgSemanticArm) else []
