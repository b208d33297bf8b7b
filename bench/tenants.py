"""Per-tenant text indexes against the single index of every tenant they replaced, timed in the same run.

    python bench/tenants.py single --docs 1000000 --data-dir /tmp/opmem-speed-1m   # a bench/speed.py build
    python bench/tenants.py many --tenants 20 --docs 50000 --small 1000 --data-dir /tmp/opmem-tenants-20x50k
    python bench/tenants.py index --tenants 20 --docs 50000 --small 1000 --data-dir /tmp/opmem-index-20x50k

`single` opens a data directory built by bench/speed.py (one tenant, vectors included; built if absent) and times
fused recall and each lexical arm through opmem, once on its per-tenant index and once on a single index of every
tenant with the tenant clause (`TantivyIndex(shared=True)`, the layout before; built from the store into
`<data-dir>/bench-shared-text`, or taken over from a build made before per-tenant indexes), query by query
alternating the two so that both see the same machine load. `many` builds `--tenants` tenants of `--docs`
documents and one of `--small` documents (text arms only: no vectors; the semantic arm was already per tenant)
and times a small and a large tenant's queries on both layouts. `index` builds the same tenants straight into
both layouts (no store: much faster to build) and times the lexical arms' index searches alone. Prints medians
and p95; never fails on a slow one.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import synth
from report import summary
from speed import EVAL, _chunks, import_records, log, sync

from opmem.core import IMPORT_BATCH, Opmem
from opmem.index.tantivy_index import Filters, TantivyIndex
from opmem.index.text import TextIndex
from opmem.recall.engine import DEPTH
from opmem.settings import Settings
from opmem.types import Arm, Document, Principal

SHARED = "bench-shared-text"
MANIFEST = "bench-tenants.json"


class SharedText:
    """The single index of every tenant, shaped as the recall engine uses `TextIndex`."""

    def __init__(self, path: Path) -> None:
        self.index = TantivyIndex(path, shared=True)

    def search_text(self, query: str, filters: object, limit: int) -> list[tuple[int, float]]:
        self.index.refresh()
        return self.index.search_text(query, filters, limit)  # type: ignore[arg-type]

    def search_fuzzy(self, query: str, filters: object, limit: int) -> list[tuple[int, float]]:
        return self.index.search_fuzzy(query, filters, limit)  # type: ignore[arg-type]


def shared_index(om: Opmem, data_dir: Path) -> SharedText:
    """The single index of every tenant's documents, built once from the store (kept in the data directory)."""
    path = data_dir / SHARED
    if not (path / "meta.json").exists():
        shutil.rmtree(path, ignore_errors=True)
        start = time.perf_counter()
        index = TantivyIndex(path, shared=True)
        count = 0
        for tenant in om.store.tenants():
            for batch in om.store.iter_documents(tenant, batch=10_000):
                index.upsert(batch)
                count += len(batch)
            log(f"single index: {count:,} documents")
        index.commit()
        del index
        log(f"built the single index of every tenant ({count:,} documents) in {time.perf_counter() - start:.0f} s")
    return SharedText(path)


def adopt_legacy(data_dir: Path) -> None:
    """A build made before per-tenant indexes holds the single index already: keep it as the baseline."""
    old = data_dir / "index" / "text"
    if (old / "meta.json").exists() and not (data_dir / SHARED).exists():
        shutil.copytree(old, data_dir / SHARED)
        log(f"kept the build's single index as the baseline ({data_dir / SHARED})")


def open_timed(data_dir: Path) -> tuple[Opmem, float]:
    """Open the data directory; a single index from before is rebuilt per tenant here (timed)."""
    start = time.perf_counter()
    om = Opmem(Settings(data_dir=data_dir))
    return om, time.perf_counter() - start


Timer = Callable[[], object]


def alternate(rows: dict[str, tuple[Timer, Timer]], count: int) -> dict[str, dict[str, list[float]]]:
    """Per row, `count` timings of each layout, alternating per query (per-tenant first on even queries)."""
    out: dict[str, dict[str, list[float]]] = {name: {"per-tenant": [], "single": []} for name in rows}
    for n in range(count):
        for name, (mine, theirs) in rows.items():
            order = [("per-tenant", mine), ("single", theirs)]
            for layout, call in order if n % 2 == 0 else order[::-1]:
                start = time.perf_counter()
                call()
                out[name][layout].append((time.perf_counter() - start) * 1000.0)
    return out


def layouts(om: Opmem, shared: SharedText, principal: Principal, arms: Sequence[Arm]) -> Callable[..., object]:
    """`rows(query)`: for one query text, the opmem calls to time on each layout."""
    engine = om.engine
    native = om.text
    filters = engine.filters(principal, None, None)

    def on(text: object, call: Callable[[], object]) -> Callable[[], object]:
        def run() -> object:
            engine.text = text  # type: ignore[assignment]
            try:
                return call()
            finally:
                engine.text = native

        return run

    def rows(query: str) -> dict[str, tuple[Timer, Timer]]:
        def recall(a: Sequence[Arm]) -> Callable[[], object]:
            return lambda: om.recall(principal, query, k=5, arms=a)

        return {
            f"recall ({' + '.join(arms)})": (on(native, recall(arms)), on(shared, recall(arms))),
            "recall, text arm alone": (on(native, recall(("text",))), on(shared, recall(("text",)))),
            "recall, fuzzy arm alone": (on(native, recall(("fuzzy",))), on(shared, recall(("fuzzy",)))),
            "text index: search_text": (
                lambda: native.search_text(query, filters, DEPTH["text"]),
                lambda: shared.search_text(query, filters, DEPTH["text"]),
            ),
            "text index: search_fuzzy": (
                lambda: native.search_fuzzy(query, filters, DEPTH["fuzzy"]),
                lambda: shared.search_fuzzy(query, filters, DEPTH["fuzzy"]),
            ),
        }

    return rows


def time_queries(
    om: Opmem, shared: SharedText, principal: Principal, queries: Sequence[synth.Query], arms: Sequence[Arm]
) -> dict[str, dict[str, dict[str, float]]]:
    rows = layouts(om, shared, principal, arms)
    for q in queries[: max(10, len(queries) // 10)]:  # warm both layouts (caches, the query model)
        for mine, theirs in rows(q.text).values():
            mine()
            theirs()
    merged: dict[str, dict[str, list[float]]] = {}
    for q in queries:
        for name, by_layout in alternate(rows(q.text), 1).items():
            for layout, values in by_layout.items():
                merged.setdefault(name, {}).setdefault(layout, []).extend(values)
    return {name: {layout: summary(v) for layout, v in by.items()} for name, by in merged.items()}


def render(title: str, stats: dict[str, dict[str, dict[str, float]]]) -> str:
    lines = [title, f"{'path':<34} {'per-tenant median / p95':>24} {'single index median / p95':>27}"]
    for name, by in stats.items():
        mine, theirs = by["per-tenant"], by["single"]
        lines.append(
            f"{name:<34} {mine['median']:>11.1f} / {mine['p95']:>6.1f} ms {theirs['median']:>13.1f} / "
            f"{theirs['p95']:>6.1f} ms"
        )
    return "\n".join(lines)


# -- one tenant: a bench/speed.py build -----------------------------------------------------------------


def run_single(args: argparse.Namespace) -> dict[str, object]:
    if not (args.data_dir / "bench-manifest.json").exists():
        import speed

        speed.prepare(args.data_dir, speed.parse_args(["--docs", str(args.docs), "--seed", str(args.seed)]))
    adopt_legacy(args.data_dir)
    om, opened = open_timed(args.data_dir)
    log(f"opened in {opened:.1f} s")
    shared = shared_index(om, args.data_dir)
    principal = om.create_principal(synth.TENANT, "bench-agent", grants=[synth.TABLE])
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    queries = synth.queries(corpus, args.queries, total=args.docs)
    stats = time_queries(om, shared, principal, queries, ("text", "fuzzy", "semantic"))
    om.close()
    print(render(f"{args.docs:,} documents in one tenant, {len(queries)} queries", stats))
    return {"open_s": opened, "timings_ms": stats}


# -- many tenants ---------------------------------------------------------------------------------------


def tenant_names(args: argparse.Namespace) -> list[str]:
    return [f"t{n:02d}" for n in range(args.tenants)]


def build_many(args: argparse.Namespace) -> None:
    wanted = {"tenants": args.tenants, "docs": args.docs, "small": args.small, "seed": args.seed}
    manifest = args.data_dir / MANIFEST
    if manifest.exists():
        if json.loads(manifest.read_text()) != wanted:
            raise SystemExit(f"{args.data_dir} holds another build ({manifest.read_text()}); pass another --data-dir")
        return
    if args.data_dir.exists() and any(args.data_dir.iterdir()):
        raise SystemExit(f"{args.data_dir} is not empty and has no {MANIFEST}; pass an empty or new --data-dir")
    seeds = synth.load_seeds(args.eval_dir)
    om = Opmem(Settings(data_dir=args.data_dir, default_embedding=None))
    sizes = {**dict.fromkeys(tenant_names(args), args.docs), "small": args.small}
    for n, (tenant, count) in enumerate(sizes.items()):
        om.create_tenant(tenant, embedding=None)
        corpus = synth.Corpus(seeds, seed=args.seed + n)
        spent = import_records(om, tenant, _chunks(corpus, count, IMPORT_BATCH), apply=False)
        took = sync(om, f"{tenant} sync")
        log(f"{tenant}: {count:,} records, upsert {spent:.0f} s, index sync {took:.0f} s")
    shared_index(om, args.data_dir)
    om.close()
    manifest.write_text(json.dumps(wanted))


def run_many(args: argparse.Namespace) -> dict[str, object]:
    build_many(args)
    om, opened = open_timed(args.data_dir)
    shared = shared_index(om, args.data_dir)
    seeds = synth.load_seeds(args.eval_dir)
    out: dict[str, object] = {"open_s": opened}
    picks = {"small": (args.tenants, args.small), tenant_names(args)[0]: (0, args.docs)}
    for tenant, (n, count) in picks.items():
        principal = om.create_principal(tenant, "bench-agent", grants=[synth.TABLE])
        queries = synth.queries(synth.Corpus(seeds, seed=args.seed + n), args.queries, total=count)
        stats = time_queries(om, shared, principal, queries, ("text", "fuzzy"))
        total = args.tenants * args.docs + args.small
        print(render(f"tenant {tenant} ({count:,} of {total:,} documents), {len(queries)} queries", stats) + "\n")
        out[tenant] = stats
    om.close()
    return out


# -- the indexes alone -------------------------------------------------------------------------------------


def documents(corpus: synth.Corpus, tenant: str, count: int, first_id: int) -> Iterator[list[Document]]:
    """Synthetic records as the store would hand them to the index (title; description and resolution as body)."""
    for batch in corpus.documents(count):
        yield [
            Document(
                id=first_id + s.index,
                tenant=tenant,
                kind="record",
                key=f"{synth.TABLE}/{s.record_id}",
                source_table=synth.TABLE,
                record_id=s.record_id,
                title=s.title,
                body=f"{s.description}\n\nResolution: {s.resolution}",
                resolved_at=None,
                link="",
            )
            for s in batch
        ]


def build_indexes(args: argparse.Namespace) -> None:
    wanted = {"mode": "index", "tenants": args.tenants, "docs": args.docs, "small": args.small, "seed": args.seed}
    manifest = args.data_dir / MANIFEST
    if manifest.exists():
        if json.loads(manifest.read_text()) != wanted:
            raise SystemExit(f"{args.data_dir} holds another build ({manifest.read_text()}); pass another --data-dir")
        return
    seeds = synth.load_seeds(args.eval_dir)
    mine, theirs = TextIndex(args.data_dir / "text"), TantivyIndex(args.data_dir / SHARED, shared=True)
    sizes = {**dict.fromkeys(tenant_names(args), args.docs), "small": args.small}
    start = time.perf_counter()
    for n, (tenant, count) in enumerate(sizes.items()):
        for batch in documents(synth.Corpus(seeds, seed=args.seed + n), tenant, count, n * 10_000_000):
            mine.upsert(batch)
            theirs.upsert(batch, fresh=True)
        mine.commit()
        theirs.commit()
        log(f"{tenant}: {count:,} documents in both layouts ({time.perf_counter() - start:.0f} s so far)")
    manifest.write_text(json.dumps(wanted))


def run_index(args: argparse.Namespace) -> dict[str, object]:
    build_indexes(args)
    mine, theirs = TextIndex(args.data_dir / "text"), TantivyIndex(args.data_dir / SHARED, shared=True)
    seeds = synth.load_seeds(args.eval_dir)
    out: dict[str, object] = {}
    picks = {"small": (args.tenants, args.small), tenant_names(args)[0]: (0, args.docs)}
    for tenant, (n, count) in picks.items():
        filters = Filters(tenant, frozenset({synth.TABLE}), all_tables=True)
        queries = synth.queries(synth.Corpus(seeds, seed=args.seed + n), args.queries, total=count)

        def rows(query: str, filters: Filters = filters) -> dict[str, tuple[Timer, Timer]]:
            return {
                "search_text": (
                    lambda: mine.search_text(query, filters, DEPTH["text"]),
                    lambda: theirs.search_text(query, filters, DEPTH["text"]),
                ),
                "search_fuzzy": (
                    lambda: mine.search_fuzzy(query, filters, DEPTH["fuzzy"]),
                    lambda: theirs.search_fuzzy(query, filters, DEPTH["fuzzy"]),
                ),
            }

        for q in queries[:20]:
            for a, b in rows(q.text).values():
                a()
                b()
        merged: dict[str, dict[str, list[float]]] = {}
        for q in queries:
            for name, by_layout in alternate(rows(q.text), 1).items():
                for layout, values in by_layout.items():
                    merged.setdefault(name, {}).setdefault(layout, []).extend(values)
        stats = {name: {layout: summary(v) for layout, v in by.items()} for name, by in merged.items()}
        total = args.tenants * args.docs + args.small
        print(render(f"tenant {tenant} ({count:,} of {total:,} documents), indexes alone", stats) + "\n")
        out[tenant] = stats
    return out


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=["single", "many", "index"])
    p.add_argument("--data-dir", type=Path, required=True, help="built once, reused by later runs")
    p.add_argument("--docs", type=int, default=100_000, help="documents in the (each large) tenant")
    p.add_argument("--tenants", type=int, default=20, help="many: large tenants")
    p.add_argument("--small", type=int, default=1_000, help="many: documents of the small tenant")
    p.add_argument("--queries", type=int, default=200, help="queries timed per path and layout")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--eval-dir", type=Path, default=EVAL)
    p.add_argument("--out", type=Path, help="also write the numbers here as JSON")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    log(f"{args.mode}: {args.data_dir}")
    runs = {"single": run_single, "many": run_many, "index": run_index}
    result = runs[args.mode](args)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({"config": {k: str(v) for k, v in vars(args).items()}, **result}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
