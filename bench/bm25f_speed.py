"""The text arm's cost per query with and without BM25F, on a corpus `bench/speed.py --data-dir` built.

Times the BM25F path of `TantivyIndex.search_text` (Tantivy's first N candidates, re-scored) against
`TantivyIndex.search_text(bm25f=False)` (Tantivy's own ranking, the arm before BM25F), interleaved query by query
in one process, on the speed benchmark's queries. Without the rest of `bench/speed.py`, so it runs in seconds on
a corpus built once. Usage (the timing at a raised priority on a shared machine):

    nice -n -10 python bench/bm25f_speed.py --data-dir /tmp/opmem-100k [--docs 100000] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import synth
from engines import FILTERS, ms

from opmem.index.bm25f import CANDIDATES, CandidatePool, rescore
from opmem.index.text import TextIndex
from opmem.recall.engine import DEPTH

HERE = Path(__file__).resolve().parent


def cpu_ms(call: Callable[[], object]) -> float:
    """CPU milliseconds of this thread in `call`: on a machine others load, waiting for a core is not counted."""
    start = time.thread_time()
    call()
    return (time.thread_time() - start) * 1000.0


def rescore_pool(pool: CandidatePool | None) -> list[tuple[int, float]]:
    """What `TantivyIndex.search_text` does with the pool (at any depth)."""
    return rescore(pool, DEPTH["text"]) if pool is not None else []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--docs", type=int, default=100_000, help="documents the corpus was built with")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--candidates", type=int, nargs="*", default=[CANDIDATES, 100], help="Tantivy depths")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes over the queries")
    args = parser.parse_args()
    corpus = synth.Corpus(synth.load_seeds(HERE.parent.parent / "shared" / "data" / "eval"), seed=args.seed)
    queries = [q.text for q in synth.queries(corpus, args.queries, total=args.docs)]
    text = TextIndex(args.data_dir / "index" / "text")
    index = text.tenant_index(synth.TENANT)
    if index is None:
        raise SystemExit(f"no text index for {synth.TENANT!r} under {args.data_dir}: build it with bench/speed.py")
    load = os.getloadavg()[0]
    for q in queries:  # warm the caches
        text.search_text(q, FILTERS, DEPTH["text"])
    variants: dict[str, Callable[[str], object]] = {
        "Tantivy only (before)": lambda q: index.search_text(q, FILTERS, DEPTH["text"], bm25f=False)
    }
    for n in args.candidates:
        variants[f"Tantivy {n} + BM25F"] = lambda q, n=n: rescore_pool(index.text_candidates(q, FILTERS, n))
    times: dict[str, list[float]] = {}
    for _ in range(args.rounds):
        for q in queries:
            for name, run in variants.items():
                times.setdefault(f"{name}, wall", []).append(ms(lambda q=q, run=run: run(q)))
                times.setdefault(f"{name}, CPU", []).append(cpu_ms(lambda q=q, run=run: run(q)))
    out = {
        name: {
            "median_ms": round(statistics.median(v), 2),
            "p95_ms": round(sorted(v)[int(0.95 * len(v))], 2),
        }
        for name, v in times.items()
    }
    out["loadavg_1m_before_after"] = [round(load, 2), round(os.getloadavg()[0], 2)]  # type: ignore[assignment]
    print(f"{index.size():,} documents, {len(queries)} queries x {args.rounds}")
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
