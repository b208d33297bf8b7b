"""Agent memory speed: search latency per mode with 100,000 memories in one tenant, and record latency.

    python bench/memory_speed.py [--memories 100000] [--queries 200] [--out bench/out/memory_speed.json]

Build: 10 agents share one store on the bundled model (`local:all-MiniLM-L6-v2`, 384 dimensions); agent `a0`
holds half the memories. Memories are written in bulk through `MemoryStore` (the rows, tags, full-text rows and
embeddings `record_memory` writes), not one `record_memory` call each. Their vectors are synthetic but real-model
derived: 2,000 distinct synthetic conclusions (error x service x cause) are embedded with the real model, and
each memory takes one of them plus small Gaussian noise (sigma 0.01 per dimension, renormalized), with its
text naming that same conclusion, a host and a team. The HNSW index is built from the stored vectors on the
first search (not timed).

Timed, through `AgentMemory.search` (limit 3, hydration and status included; semantic includes embedding the
query with the real model): `queries` searches per mode. Then `record_memory` on the full tenant, embedding
included, `queries` times. Prints medians and p95; never asserts a timing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import numpy as np

from opmem.core import Opmem
from opmem.memory import AgentConfig, MemoryDraft, SearchResult, Signal, Tag
from opmem.memory.embedding import embedding_text
from opmem.memory.writes import search_body
from opmem.settings import Settings

TENANT = "default"
MODEL = "all-MiniLM-L6-v2"
AGENTS = 10
BATCH = 5000
SERVICES = [
    "checkout",
    "payments",
    "ingest",
    "search",
    "auth",
    "cart",
    "inventory",
    "shipping",
    "billing",
    "notifications",
    "gateway",
    "orders",
    "catalog",
    "pricing",
    "recommendations",
    "reviews",
    "accounts",
    "sessions",
    "media",
    "reporting",
]
ERRORS = [
    "connection refused",
    "request timeouts",
    "OOM kills",
    "disk full",
    "TLS handshake failures",
    "5xx spike",
    "consumer lag",
    "DNS resolution failures",
    "pod crash loop",
    "slow queries",
    "certificate expired",
    "rate limiting",
    "deadlocks",
    "queue backlog",
    "long GC pauses",
    "high p99 latency",
    "stale cache reads",
    "replication lag",
    "thread pool exhaustion",
    "failed deploy rollback",
]
CAUSES = [
    "database connection pool exhausted",
    "memory leak after the last release",
    "log rotation stopped",
    "expired intermediate certificate",
    "noisy neighbour on the node",
    "misconfigured autoscaler",
    "upstream provider outage",
]
SIGNIFICANCE = ("incident", "incident", "observation", "inconclusive", "benign")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def pool() -> list[MemoryDraft]:
    """2,000 distinct synthetic conclusions."""
    drafts = []
    for n in range(2000):
        error, service = ERRORS[n % len(ERRORS)], SERVICES[(n // len(ERRORS)) % len(SERVICES)]
        cause = CAUSES[(n // (len(ERRORS) * len(SERVICES))) % len(CAUSES)]
        variant = n // (len(ERRORS) * len(SERVICES) * len(CAUSES))
        drafts.append(
            MemoryDraft(
                f"{error.capitalize()} on {service}" + (f" (variant {variant})" if variant else ""),
                symptoms=f"{service} showed {error}",
                root_cause=cause,
                root_cause_confidence="confirmed",
                resolution=f"fixed the {cause.split()[0]} issue and restarted {service}",
                significance="incident",
            )
        )
    return drafts


def build(opmem: Opmem, count: int, rng: np.random.Generator) -> None:
    memory = opmem.memory
    memory.create_vector_index(TENANT, "minilm", 384)
    memory.create_embedding_integration(TENANT, "bundled", "local")
    config = AgentConfig(vector_index="minilm", embedding_integration="bundled", embedding_model=MODEL)
    for a in range(AGENTS):
        memory.create_agent(TENANT, f"a{a}", config=config)
    drafts = pool()
    started = time.perf_counter()
    base = opmem.embedder(f"local:{MODEL}").embed([embedding_text(d) for d in drafts], kind="document")
    print(f"embedded {len(drafts)} synthetic conclusions with the real model in {time.perf_counter() - started:.1f}s")
    store, now = memory.store, memory.clock.now()
    started = time.perf_counter()
    for start in range(0, count, BATCH):
        with store.transaction() as db:
            for i in range(start, min(start + BATCH, count)):
                p = int(rng.integers(len(drafts)))
                agent = "a0" if i % 2 == 0 else f"a{1 + i % (AGENTS - 1)}"
                at = (now - timedelta(seconds=int(rng.integers(0, 365 * 86400)))).isoformat()
                d = drafts[p]
                draft = MemoryDraft(
                    d.title,
                    symptoms=f"{d.symptoms} on host-{i}",
                    root_cause=d.root_cause,
                    root_cause_confidence=d.root_cause_confidence,
                    resolution=d.resolution,
                    significance=SIGNIFICANCE[i % len(SIGNIFICANCE)],  # type: ignore[arg-type]
                    tags=(Tag("entity:team", f"team-{i % 40}"),),
                )
                service = SERVICES[(p // len(ERRORS)) % len(SERVICES)]
                inv = f"inv-{i}"
                db.execute(
                    "INSERT INTO investigations (tenant_id, id, agent_id, trigger, status, started_at) "
                    "VALUES (?, ?, ?, '[]', 'finished', ?)",
                    (TENANT, inv, agent, at),
                )
                memory_id = store.insert_memory(db, TENANT, agent, inv, draft, at)
                derived = (Tag("entity:service", service), Tag("entity:environment", ("prod", "staging")[i % 2]))
                store.put_tags(db, TENANT, memory_id, derived, derived=True)
                store.put_tags(db, TENANT, memory_id, draft.tags, derived=False)
                store.put_text(db, TENANT, memory_id, draft.title, search_body(draft, (*derived, *draft.tags)))
                vector = base[p] + rng.normal(0, 0.01, base.shape[1]).astype(np.float32)
                vector /= np.linalg.norm(vector)
                store.put_embedding(db, TENANT, memory_id, "minilm", MODEL, vector.astype(np.float32).tobytes())
            store.bump(db, TENANT, "minilm")
    print(f"wrote {count:,} memories in {time.perf_counter() - started:.1f}s")


def timed(calls: list[Callable[[], SearchResult | object]]) -> tuple[list[float], list[object]]:
    ms, results = [], []
    for call in calls:
        started = time.perf_counter()
        results.append(call())
        ms.append((time.perf_counter() - started) * 1000)
    return ms, results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--memories", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path("bench/out/memory_speed.json"))
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    report: dict[str, object] = {"memories": args.memories, "queries": args.queries}
    with tempfile.TemporaryDirectory() as tmp:
        opmem = Opmem(Settings(data_dir=Path(tmp), default_embedding="none"))
        build(opmem, args.memories, rng)
        memory = opmem.memory
        started = time.perf_counter()
        memory.search(TENANT, mode="semantic", agent_id="a0", query="warm up")
        print(f"built the HNSW index from the stored vectors in {time.perf_counter() - started:.1f}s (not timed)")
        q = args.queries
        cause = [CAUSES[int(rng.integers(len(CAUSES)))] for _ in range(q)]
        service = [SERVICES[int(rng.integers(len(SERVICES)))] for _ in range(q)]
        error = [ERRORS[int(rng.integers(len(ERRORS)))] for _ in range(q)]
        semantic_q = [f"{s} keeps failing, probably {c}" for s, c in zip(service, cause, strict=True)]
        text_q = [
            f"{e} {s}" if n % 2 else f"host-{int(rng.integers(args.memories))}"
            for n, (e, s) in enumerate(zip(error, service, strict=True))
        ]
        modes: dict[str, list[Callable[[], object]]] = {
            "semantic": [
                lambda s=s: memory.search(TENANT, mode="semantic", agent_id="a0", query=s) for s in semantic_q
            ],
            "text": [lambda s=s: memory.search(TENANT, mode="text", query=s) for s in text_q],
            "timeline": [
                lambda s=s: memory.search(TENANT, mode="timeline", tags=[f"entity:service={s}"]) for s in service
            ],
            "timeline+significance": [
                lambda s=s: memory.search(
                    TENANT,
                    mode="timeline",
                    tags=[f"entity:service={s}", "entity:environment=prod"],
                    significance=["incident"],
                )
                for s in service
            ],
        }
        embedder = opmem.embedder(f"local:{MODEL}")
        embed_ms, _ = timed([lambda s=s: embedder.embed([s], kind="query") for s in semantic_q])
        report["query_embedding"] = {"median_ms": statistics.median(embed_ms), "p95_ms": p95(embed_ms)}
        print(
            f"query embedding alone          median {statistics.median(embed_ms):6.2f} ms  p95 {p95(embed_ms):6.2f} ms"
        )
        for mode, calls in modes.items():
            ms, results = timed(calls)
            hits = statistics.mean(len(r.hits) for r in results if isinstance(r, SearchResult))
            report[mode] = {"median_ms": statistics.median(ms), "p95_ms": p95(ms), "mean_hits": hits}
            print(f"search {mode:<22} median {statistics.median(ms):6.2f} ms  p95 {p95(ms):6.2f} ms  hits {hits:.2f}")
        record_ms = []
        for n in range(q):
            inv = memory.start_investigation(TENANT, "a0", [Signal("manual", {"n": n})])
            draft = MemoryDraft(f"{error[n].capitalize()} on {service[n]} during deploy {n}", root_cause=cause[n])
            started = time.perf_counter()
            memory.record_memory(TENANT, "a0", inv.id, draft)
            record_ms.append((time.perf_counter() - started) * 1000)
        report["record"] = {"median_ms": statistics.median(record_ms), "p95_ms": p95(record_ms)}
        print(
            f"record (embedding included)    median {statistics.median(record_ms):6.2f} ms  "
            f"p95 {p95(record_ms):6.2f} ms"
        )
        opmem.close()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
