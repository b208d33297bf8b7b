"""The speed benchmark's table: summaries, derived engine paths, ratios of opmem over its engines."""

from __future__ import annotations

import os
import resource
from collections.abc import Sequence

import numpy as np

TARGETS_P95_MS = {100_000: 50.0, 1_000_000: 100.0}
IMPORT_TARGET = 2000.0


def rss_gb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6


def summary(values: Sequence[float]) -> dict[str, float]:
    array = np.asarray(values, dtype=np.float64)
    return {
        "median": round(float(np.median(array)), 3),
        "p95": round(float(np.percentile(array, 95)), 3),
        "mean": round(float(array.mean()), 3),
        "max": round(float(array.max()), 3),
    }


def with_derived(t: dict[str, list[float]]) -> dict[str, list[float]]:
    """Per query: the engines run one after another, and the path opmem's overlap allows (embedding in a
    pool thread while Tantivy runs on the caller's)."""
    rows = zip(
        t["tantivy text (filtered)"],
        t["tantivy fuzzy (filtered)"],
        t["usearch search"],
        t["model encode (query)"],
        strict=True,
    )
    engine_sum, engine_path = [], []
    for text, fuzzy, hnsw, embed in rows:
        engine_sum.append(text + fuzzy + hnsw + embed)
        engine_path.append(max(embed, text + fuzzy) + hnsw)
    semantic = [e + h for e, h in zip(t["model encode (query)"], t["usearch search"], strict=True)]
    # What-if floor: the engines' path if text and fuzzy ran unfiltered, fuzzy as a plain OR, plus one hydration.
    what_if = [
        max(embed, text + fuzzy) + hnsw + rows
        for text, fuzzy, hnsw, embed, rows in zip(
            t["tantivy text (no filter)"],
            t["tantivy fuzzy, OR (no filter)"],
            t["usearch search"],
            t["model encode (query)"],
            t["sqlite by primary key (50)"],
            strict=True,
        )
    ]
    return t | {
        "engines, serial sum": engine_sum,
        "engines, overlapped path": engine_path,
        "encode + usearch": semantic,
        "what-if engines path": what_if,
    }


LAYERS = (
    (
        "opmem",
        (
            "recall 3 arms, first sight",
            "recall 3 arms",
            "recall text only",
            "recall fuzzy only",
            "recall semantic only",
            "recall 3 arms, query vector remembered",
        ),
    ),
    (
        "opmem arm",
        (
            "TextIndex.search_text",
            "TantivyIndex.search_text, no BM25F",
            "TextIndex.search_fuzzy",
            "Embedder.embed (query)",
            "VectorIndexes.search",
            "SQLiteStore.documents (50)",
        ),
    ),
    (
        "engine",
        (
            "tantivy text (filtered)",
            "tantivy text (no filter)",
            "tantivy fuzzy (filtered)",
            "tantivy fuzzy (no filter)",
            "tantivy fuzzy, OR (filtered)",
            "tantivy fuzzy, OR (no filter)",
            "model encode (query)",
            "usearch search",
            "sqlite by primary key (50)",
        ),
    ),
    ("engines", ("engines, serial sum", "engines, overlapped path", "encode + usearch", "what-if engines path")),
)

RATIOS = (
    ("recall 3 arms, first sight", "engines, serial sum"),
    ("recall 3 arms", "engines, serial sum"),
    ("recall 3 arms", "engines, overlapped path"),
    ("recall text only", "tantivy text (filtered)"),
    ("recall fuzzy only", "tantivy fuzzy (filtered)"),
    ("recall semantic only", "encode + usearch"),
    ("TextIndex.search_text", "tantivy text (filtered)"),
    ("TextIndex.search_text", "TantivyIndex.search_text, no BM25F"),
    ("TextIndex.search_fuzzy", "tantivy fuzzy (filtered)"),
    ("VectorIndexes.search", "usearch search"),
    ("Embedder.embed (query)", "model encode (query)"),
    ("tantivy text (filtered)", "tantivy text (no filter)"),
    ("tantivy fuzzy (filtered)", "tantivy fuzzy (no filter)"),
    ("tantivy fuzzy (filtered)", "tantivy fuzzy, OR (filtered)"),
    ("SQLiteStore.documents (50)", "sqlite by primary key (50)"),
    ("recall 3 arms", "what-if engines path"),
)


def ratios(stats: dict[str, dict[str, float]]) -> list[dict[str, object]]:
    return [
        {
            "over": a,
            "under": b,
            "median": round(stats[a]["median"] / max(stats[b]["median"], 1e-9), 2),
            "p95": round(stats[a]["p95"] / max(stats[b]["p95"], 1e-9), 2),
        }
        for a, b in RATIOS
        if a in stats and b in stats
    ]


def render(report: dict[str, object]) -> str:
    stats: dict[str, dict[str, float]] = report["recall_ms"]  # type: ignore[assignment]
    docs: int = report["config"]["docs"]  # type: ignore[index]
    model = report.get("embedding_model")
    lines = [f"\ncore {report['code']}; the tenant's embedding model (recall's and the bare encoder's): {model}"]
    unit = "CPU ms of the process" if report["config"].get("cpu") else "ms"  # type: ignore[attr-defined]
    lines += [f"recall latency, {docs:,} documents, {report['config']['queries']} queries ({unit})"]  # type: ignore[index]
    lines.append(f"{'layer':<10} {'what':<28} {'median':>8} {'p95':>8} {'max':>8}")
    for layer, names in LAYERS:
        for name in (n for n in names if n in stats):
            s = stats[name]
            lines.append(f"{layer:<10} {name:<28} {s['median']:>8.2f} {s['p95']:>8.2f} {s['max']:>8.2f}")
    lines.append(f"\n{'ratio':<60} {'median':>7} {'p95':>7}")
    for r in report["ratios"]:  # type: ignore[attr-defined]
        lines.append(f"{r['over'] + '  /  ' + r['under']:<60} {r['median']:>7.2f} {r['p95']:>7.2f}")
    target = TARGETS_P95_MS.get(docs)
    if target:
        lines.append(f"\nrecall p95 {stats['recall 3 arms']['p95']:.1f} ms (issue target: <= {target:.0f} ms)")
    lines += _render_build(report)
    return "\n".join(lines)


def _render_build(report: dict[str, object]) -> list[str]:
    prep: dict[str, object] = report["data"]  # type: ignore[assignment]
    build: dict[str, float] = prep["build"]  # type: ignore[assignment]
    lines = [f"\nbuild ({'reused from an earlier run' if prep['reused'] else 'this run'}, {prep['built_at']})"]
    for key, value in build.items():
        lines.append(f"  {key:<28} {value:>12,.1f}")
    lines.append(f"\nimport (target without embeddings: >= {IMPORT_TARGET:,.0f} records/s)")
    lines.append(
        f"  without embeddings, full build: {build['import_records_per_s']:,.0f} records/s "
        f"(upsert_records apply=False, then one sync)"
    )
    imports: dict[str, dict[str, float]] = report["import"]  # type: ignore[assignment]
    if "applied_per_batch" in imports:
        a = imports["applied_per_batch"]
        lines.append(
            f"  without embeddings, sync after each batch of {a['batch']:.0f}: "
            f"{a['records_per_s']:,.0f} records/s ({a['records']:,.0f} records)"
        )
    if "with_embeddings" in imports:
        e = imports["with_embeddings"]
        lines.append(
            f"  with the bundled model, batches of {e['batch']:.0f}: {e['records_per_s']:.1f} records/s "
            f"({e['records']:.0f} records; the bare model alone: {e['bare_model_docs_per_s']:.1f} docs/s)"
        )
    lines.append(f"\npeak RSS {rss_gb():.2f} GB; found-in-top-k sanity {report['found_in_top_k']}")
    current = report.get("hits_with_current_verdicts")
    lines.append(f"timed hits whose stored verdicts are this guard's (else judged live): {current}")
    lines.append(
        f"contention while timing: other processes kept {report['other_processes_cpu_cores']} of "
        f"{os.cpu_count()} CPUs busy on average; load average (1 min) before/after "
        f"{report['loadavg_1m_before_after']}"
    )
    return lines


NOTES = (
    "Documents are synthetic: titles and bodies are drawn from the word distributions of real Hadoop and Firefox "
    "bug reports, each document seeded by one real report (see bench/synth.py).",
    "Document vectors are NOT computed by the model: each is the real all-MiniLM-L6-v2 embedding of its seed "
    "report plus 0.35 x another report's embedding plus Gaussian noise (sigma 0.035 per dimension), normalised. "
    "Query vectors are computed by the real model at query time.",
    "Bare engine rows run the same queries on the same index files: Tantivy searcher.search, usearch "
    "Index.search with opmem's expansion_search, and the bundled model's backend runner (LocalEmbedder's "
    "tokenizer + network + pooling) without opmem's batching. The Tantivy queries are captured from opmem.",
)
