"""Speed benchmark: recall latency at 100k / 1M documents, import throughput, and opmem's overhead over its engines.

    python bench/speed.py                          # 100,000 documents in a temporary directory
    python bench/speed.py --docs 1000000 --data-dir /tmp/opmem-1m   # build once, reuse on later runs

Prints numbers only; it never fails on a slow result. See bench/README.md for what is measured and how the
synthetic corpus and its vectors are made.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import engines
import numpy as np
import synth
from engines import FILTERS, Bare, candidates, encode, load_model, ms, tenant_index, tenant_model
from report import NOTES, ratios, render, rss_gb, summary, with_derived

from opmem.core import IMPORT_BATCH, Opmem
from opmem.ingest.distill import embedding_text
from opmem.recall.engine import DEPTH
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.store.sqlite import Vector
from opmem.types import ARMS, Arm, Principal

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent.parent / "shared" / "data" / "eval"
TENANT = synth.TENANT
MANIFEST = "bench-manifest.json"
FORMAT = 1


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


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


def cpu_seconds() -> tuple[float, float, float] | None:
    """(wall, machine busy CPU s, this process's CPU s) from /proc, to tell how contended a timing was."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
        mine = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[11:13]
    except (OSError, ValueError):
        return None
    tick = os.sysconf("SC_CLK_TCK")
    busy = sum(fields) - fields[3] - fields[4]  # all but idle and iowait
    return time.monotonic(), busy / tick, sum(int(x) for x in mine) / tick


def others_cores(before: tuple[float, float, float] | None) -> float | None:
    """CPU cores other processes kept busy, on average, since `before`."""
    after = cpu_seconds()
    if before is None or after is None:
        return None
    wall, busy, mine = (a - b for a, b in zip(after, before, strict=True))
    return round((busy - mine) / wall, 2) if wall > 0 else None


def seed_vectors(corpus: synth.Corpus, cache: Path) -> np.ndarray:
    """Real embeddings of every seed report (title + body start), cached: ~2 minutes on 2 cores."""
    import hashlib

    texts = [embedding_text(s.title, s.body) for s in corpus.seeds]
    digest = hashlib.sha256("\x00".join([DEFAULT_MODEL, *texts]).encode()).hexdigest()[:16]
    path = cache / f"seed-vectors-{digest}.npy"
    if path.exists():
        return np.load(path)
    log(f"embedding {len(texts)} real reports with the bundled model (cached in {path})")
    with tempfile.TemporaryDirectory(prefix="opmem-bench-") as tmp:
        om = Opmem(Settings(data_dir=Path(tmp)))
        model = load_model(om)
        matrix = np.vstack([encode(model, texts[i : i + 64]) for i in range(0, len(texts), 64)])
        om.close()
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


def prepare(data_dir: Path, args: argparse.Namespace) -> dict[str, object]:
    """Build the data directory (or reuse it). Runs in a child process: see `main`."""
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
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    seeds = seed_vectors(corpus, HERE / "out" / "cache")
    stats = build(data_dir, corpus, seeds, args)
    manifest = {**wanted, "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"), "build": stats}
    manifest_path.write_text(json.dumps(manifest, indent=2))
    return {"reused": False, **manifest}


# -- measuring recall -------------------------------------------------------------------------------


RECALL_VARIANTS: dict[str, tuple[Arm, ...]] = {
    "recall 3 arms": ARMS,
    "recall text only": ("text",),
    "recall fuzzy only": ("fuzzy",),
    "recall semantic only": ("semantic",),
}


def fresh_recall(om: Opmem, principal: Principal, query: str, k: int, arms: Sequence[Arm]) -> float:
    """Milliseconds of one recall with its query embedded anew: recall remembers query vectors, and the warm-up
    ran these very queries, so the vectors are forgotten first ("query embedding included")."""
    forget = getattr(om.engine, "forget_query_vectors", None)  # (a version of opmem before the memo has none)
    if forget is not None:
        forget()
    return ms(lambda: om.recall(principal, query, k=k, arms=arms))


def opmem_timings(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int) -> dict[str, list[float]]:
    """Each query first as never seen by this process (the warm-up ran others: its titles and snippets new to the
    guard's memo, its rows perhaps not in SQLite's cache), then every variant again ("recall 3 arms" and the rest
    are repeats, each query embedded anew)."""
    out = {"recall 3 arms, first sight": [fresh_recall(om, principal, q.text, k, ARMS) for q in queries]}
    out |= {
        name: [fresh_recall(om, principal, q.text, k, arms) for q in queries] for name, arms in RECALL_VARIANTS.items()
    }
    for q in queries:  # each fresh recall above forgot the one before: remember them all again, untimed
        om.recall(principal, q.text, k=k)
    out["recall 3 arms, query vector remembered"] = [ms(lambda q=q: om.recall(principal, q.text, k=k)) for q in queries]
    filters = FILTERS
    model = tenant_model(om)
    embedder = om.embedder(model)
    out["SQLiteStore.documents (50)"] = [ms(lambda i=i: om.store.documents(TENANT, i)) for i in candidates(om, queries)]
    out["TextIndex.search_text"] = [
        ms(lambda q=q: om.text.search_text(q.text, filters, DEPTH["text"])) for q in queries
    ]
    index = tenant_index(om)  # the same arm with Tantivy's ranking only: the text arm before BM25F
    out["TantivyIndex.search_text, no BM25F"] = [
        ms(lambda q=q: index.search_text(q.text, filters, DEPTH["text"], bm25f=False)) for q in queries
    ]
    out["TextIndex.search_fuzzy"] = [
        ms(lambda q=q: om.text.search_fuzzy(q.text, filters, DEPTH["fuzzy"])) for q in queries
    ]
    out["Embedder.embed (query)"] = [ms(lambda q=q: embedder.embed([q.text], kind="query")) for q in queries]
    vectors = embedder.embed([q.text for q in queries], kind="query")
    out["VectorIndexes.search"] = [
        ms(lambda v=v: om.vectors.search(TENANT, model, v, DEPTH["semantic"])) for v in vectors
    ]
    return out


def split(queries: list[synth.Query]) -> tuple[list[synth.Query], list[synth.Query]]:
    """Blocks of four queries (one of each kind), alternating: warm-up blocks and timed blocks (as
    bench/recall_same.py splits them)."""
    warm = [q for n, q in enumerate(queries) if n // 4 % 2]
    timed = [q for n, q in enumerate(queries) if not n // 4 % 2]
    return warm, timed


def found_rate(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int) -> dict[str, float]:
    """Sanity, not quality: how often the record a query was made from is among the top k."""
    found: dict[str, list[bool]] = {}
    for q in queries:
        if q.target is None:
            continue
        hits = om.recall(principal, q.text, k=k).hits
        found.setdefault(q.kind, []).append(any(h.record_id == q.target for h in hits))
    return {kind: round(sum(v) / len(v), 3) for kind, v in sorted(found.items())}


def verdicts_current(om: Opmem, principal: Principal, queries: Sequence[synth.Query], k: int) -> float | None:
    """Share of the timed queries' hits whose title and body verdicts, stored by the worker, are this guard's
    (the rest were judged live while timed: any edit to a file the guard's version hashes makes them stale)."""
    from opmem.quarantine.shown import guard_version

    ids = sorted({h.doc_id for q in queries for h in om.recall(principal, q.text, k=k).hits})
    if not ids:
        return None
    docs = om.store.documents(TENANT, ids).values()
    version = guard_version()

    def current(verdict: str | None) -> bool:
        return verdict is not None and json.loads(verdict).get("guard") == version

    return round(sum(current(d.title_verdict) and current(d.body_verdict) for d in docs) / len(ids), 3)


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


def measure(data_dir: Path, corpus: synth.Corpus, args: argparse.Namespace) -> dict[str, object]:
    load_before = os.getloadavg()
    start = time.perf_counter()
    om = Opmem(Settings(data_dir=data_dir))
    opened = time.perf_counter() - start
    principal = om.create_principal(TENANT, "bench-agent", grants=[synth.TABLE])
    model_id = tenant_model(om)
    model = load_model(om, model_id)
    warm, queries = split(synth.queries(corpus, 2 * args.queries, total=args.docs))
    first = ms(lambda: om.recall(principal, warm[0].text, k=args.k))
    log(f"opened in {opened:.2f} s; first recall (loads the model and the HNSW) {first:.0f} ms; warming up")
    for q in warm:  # other queries than the timed ones: a timed query's first recall is its first sight
        om.recall(principal, q.text, k=args.k)
    log(f"timing {len(queries)} queries through opmem")
    window = cpu_seconds()
    timings = opmem_timings(om, principal, queries, args.k)
    hnsw = om.vectors._get(TENANT, model_id)  # private: read the search expansion opmem really uses
    ef = int(hnsw.expansion_search) if hnsw is not None else 64
    log(f"timing the bare engines (usearch expansion_search={ef}, as opmem's open index)")
    bare = Bare(data_dir, model, ef)
    timings |= bare.timings(om, queries)
    contention = others_cores(window)
    result: dict[str, object] = {
        "open_s": opened,
        "embedding_model": model_id,
        "first_recall_ms": first,
        "usearch_expansion_search": ef,
        "tantivy_segments": bare.text.searcher().num_segments,
        "bare_text_agrees_with_opmem": bare.agreement(om, queries[:50]),
        "found_in_top_k": found_rate(om, principal, queries, args.k),
        "hits_with_current_verdicts": verdicts_current(om, principal, queries, args.k),
        "query_kinds": {kind: sum(q.kind == kind for q in queries) for kind in synth.QUERY_KINDS},
        "timings_ms": timings,
        "loadavg_1m_before_after": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
        "other_processes_cpu_cores": contention,
    }
    if args.profile:
        profile(om, principal, queries, args.k, args.out.with_name(f"speed-profile-{args.docs}.txt"))
    om.close()
    return result


# -- import throughput samples ----------------------------------------------------------------------


def import_with_embeddings(corpus: synth.Corpus, count: int) -> dict[str, float]:
    """Default settings (bundled model), `upsert_records` in batches of IMPORT_BATCH, each applied."""
    with tempfile.TemporaryDirectory(prefix="opmem-bench-") as tmp:
        om = Opmem(Settings(data_dir=Path(tmp)))
        tenant = om.settings.default_tenant
        load = ms(lambda: om.embedder(DEFAULT_MODEL).embed(["warm up"], kind="document")) / 1000
        log(f"importing {count} records with real embeddings (model loaded in {load:.1f} s)")
        spent = import_records(om, tenant, _chunks(corpus, count, IMPORT_BATCH), apply=True)
        texts = [embedding_text(d.title, d.body) for docs in om.store.iter_documents(tenant) for d in docs]
        model = load_model(om)
        bare = ms(lambda: [encode(model, texts[i : i + 32]) for i in range(0, len(texts), 32)]) / 1000
        om.close()
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


def code_version() -> str:
    """The commit measured, marked dirty when src/ differs from it (numbers belong to a version of the core)."""
    import subprocess

    def git(*cmd: str) -> str:
        done = subprocess.run(["git", "-C", str(HERE.parent), *cmd], capture_output=True, text=True, check=False)
        return done.stdout.strip()

    import opmem

    where = Path(opmem.__file__).resolve().parent
    if not where.is_relative_to(HERE.parent):
        return f"opmem imported from {where}"
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
    p.add_argument("--cpu", action="store_true", help="time in CPU ms of this process (all threads), not wall ms")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.cpu:
        engines.CLOCK = time.process_time
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="opmem-speed-"))
    try:
        # Built in a child process, so recall is timed in a process that never wrote an index: timing in the
        # process that had just built the index gave erratic semantic-arm latencies (see bench/README.md).
        with multiprocessing.get_context("spawn").Pool(1) as child:
            data = child.apply(prepare, (data_dir, args))
        corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
        measured = measure(data_dir, corpus, args)
    finally:
        if args.data_dir is None:
            shutil.rmtree(data_dir, ignore_errors=True)
    imports: dict[str, object] = {}
    if args.apply_sample:
        imports["applied_per_batch"] = import_applied_per_batch(corpus, args.apply_sample)
    if args.embed_sample:
        imports["with_embeddings"] = import_with_embeddings(corpus, args.embed_sample)
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
