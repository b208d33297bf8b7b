"""`opmem tenant adapt`: a tenant's own adapted model, where it lives, how it is pinned, and which model serves.

A tenant on the bundled `local:all-MiniLM-L6-v2` can fine-tune it on its own distilled documents
(`opmem.embed.adapt.train`: each title a query, its embedded text the passage; no labels). The result is the model
`local:all-MiniLM-L6-v2+adapted@<corpus hash>`, where the hash covers the tenant's name, its pairs and the
training settings: the same corpus of the same tenant gives the same id (so re-running on it does nothing), and
two tenants never share one (one tenant's adaptation cannot change another's model).

- The weights are written under `<data dir>/models/<tenant>/<corpus hash>/` (safetensors, tokenizer, config and a
  manifest of counts and hashes: no document text), and pinned by the SHA-256 kept in the store
  (`tenant_settings`, key `embedding.adapted`), not beside the file: a changed file is refused.
- Until every live document has its vector for the adapted model (`opmem.embed.adapted_backfill`), the tenant's
  model stays the one it had; the switch is one store transaction. Whenever the adapted weights are missing or
  fail their pin, the unadapted model serves again (the fallback) and `opmem tenant show` says why.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from opmem.embed.adapt import AdaptedEmbedder, Pair, TrainConfig, corpus_hash, model_id, pairs_of, parse_adapted, train
from opmem.embed.base import Embedder
from opmem.embed.weights import ModelIntegrityError
from opmem.errors import InvalidInput
from opmem.index.names import slug
from opmem.ingest.distill import embedding_text
from opmem.store.sqlite import SQLiteStore

#: The bundled model, whose float32 weights training starts from.
BASE = "local:all-MiniLM-L6-v2"
#: The models a tenant may be on to adapt (the bundled model and its int8 v4, the default for new tenants, which
#: quantizes the same weights); the tenant falls back to the one it was on.
BASES = (BASE, "local:all-MiniLM-L6-v2-int8-v4")
KEY = "embedding.adapted"
#: The side file of vectors beside a model's weights (`opmem.embed.adapted_backfill`).
SIDE = "vectors.sqlite3"
#: CPU seconds of training per pair, measured (bench/adapt.py, jahan2023-firefox: 535 CPU s for 1,011 pairs on
#: this 2-core machine); `--dry-run` multiplies it by the pair count.
CPU_PER_PAIR = 0.53


@dataclass(frozen=True)
class TenantModel:
    """A tenant's adapted model as the store pins it (no text: counts, hashes, the model it falls back to)."""

    model: str
    weights_sha256: str
    base: str
    pairs: int
    steps: int
    cpu_seconds: float


@dataclass(frozen=True)
class Plan:
    tenant: str
    model: str
    pairs: int
    estimated_cpu_seconds: float
    unchanged: bool  # the tenant's adapted model is already this one, and its weights pass their pin


def models_dir(root: Path, tenant: str) -> Path:
    return root / "models" / slug(tenant)


def model_dir(root: Path, tenant: str, model: str) -> Path:
    corpus = parse_adapted(model.partition(":")[2])
    if corpus is None:
        raise InvalidInput(f"{model!r} is not an adapted model.")
    return models_dir(root, tenant) / corpus


def is_adapted(spec: str) -> bool:
    provider, _, name = spec.partition(":")
    return provider == "local" and parse_adapted(name) is not None


def read_state(store: SQLiteStore, tenant: str) -> TenantModel | None:
    raw = store.setting(tenant, KEY)
    return TenantModel(**json.loads(raw)) if raw else None


def _pin_key(model: str) -> str:
    return f"{KEY}.pin.{model.rpartition('@')[2]}"


def write_state(store: SQLiteStore, tenant: str, state: TenantModel) -> None:
    """The tenant's adapted model, and its pin kept by id: a model that still serves while the next one is being
    prepared keeps resolving (`embedder_for`)."""
    store.put_setting(tenant, _pin_key(state.model), state.weights_sha256)
    store.put_setting(tenant, KEY, json.dumps(asdict(state), sort_keys=True))


def tenant_pairs(store: SQLiteStore, tenant: str) -> list[Pair]:
    """The tenant's live documents as (title, embedded text) pairs, in document order."""
    return pairs_of(
        (doc.title, embedding_text(doc.title, doc.body, kind=doc.kind))
        for batch in store.iter_documents(tenant)
        for doc in batch
    )


def base_of(store: SQLiteStore, tenant: str) -> str:
    """The model a tenant's adaptation starts from and falls back to; refused unless it is the bundled one."""
    serving = store.tenant_embedding(tenant)
    state = read_state(store, tenant)
    if state is not None and serving in (state.model, state.base):
        return state.base
    if serving is None or serving not in BASES:
        raise InvalidInput(
            f"Tenant {tenant!r} uses {serving or 'no embedding model'}; only the bundled {' or '.join(BASES)} can "
            f"be adapted. Create a tenant with `opmem tenant create NAME --embedding {BASE}` for it, or leave it as "
            "it is."
        )
    return serving


def plan(store: SQLiteStore, root: Path, tenant: str, config: TrainConfig) -> tuple[Plan, list[Pair]]:
    base_of(store, tenant)
    pairs = tenant_pairs(store, tenant)
    model = model_id(corpus_hash(pairs, config, tenant=tenant))
    state = read_state(store, tenant)
    unchanged = state is not None and state.model == model and verify(root, tenant, state) is None
    estimate = round(len(pairs) * config.epochs * CPU_PER_PAIR, 1)
    return Plan(tenant, model, len(pairs), estimate, unchanged), pairs


def adapt(store: SQLiteStore, root: Path, tenant: str, config: TrainConfig) -> tuple[Plan, TenantModel | None]:
    """Train the tenant's model unless it is unchanged; pin it in the store (the backfill then re-embeds)."""
    found, pairs = plan(store, root, tenant, config)
    if found.unchanged:
        return found, None
    base = base_of(store, tenant)
    where = model_dir(root, tenant, found.model)
    (where / SIDE).unlink(missing_ok=True)  # vectors made by weights trained before under this id
    made = train(pairs, where, config=config, tenant=tenant)
    state = TenantModel(made.model_id, made.weights_sha256, base, made.pairs, made.steps, made.cpu_seconds)
    write_state(store, tenant, state)
    return found, state


def verify(root: Path, tenant: str, state: TenantModel) -> str | None:
    """Why the adapted weights cannot serve (missing, or not the pinned file), or None when they can."""
    try:
        AdaptedEmbedder(model_dir(root, tenant, state.model), state.weights_sha256).check()
    except ModelIntegrityError as exc:
        return exc.message
    return None


def embedder_for(store: SQLiteStore, root: Path, spec: str, cached: Embedder | None = None) -> AdaptedEmbedder:
    """The embedder of an adapted model id (the id names one tenant), pinned by that tenant's record; `cached` is
    reused while its pin is still the recorded one (one query: weights retrained under the same id load anew)."""
    if isinstance(cached, AdaptedEmbedder):
        if cached.owner is None:  # given to the core by its caller (a bench): not a tenant's
            return cached
        if store.setting(cached.owner, _pin_key(spec)) == cached.weights_sha256:
            return cached
    for tenant in store.tenants():
        sha = store.setting(tenant, _pin_key(spec))
        if sha is not None:
            embedder = AdaptedEmbedder(model_dir(root, tenant, spec), sha, owner=tenant)
            embedder.check()
            return embedder
    raise ModelIntegrityError(f"No tenant has the adapted model {spec}: run `opmem tenant adapt` for it again.")
