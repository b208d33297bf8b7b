"""Recall quality on every BEIR set in ../shared/data/eval/beir, through `opmem.evaluate` (the `opmem eval` path).

Fusion weights were tuned on the `dev` half of the queries (a hash of the query id) of gitbugs-hadoop and
jahan2023-firefox; the `report` half and the other sets were not looked at while tuning. Usage:

    python bench/quality.py [--sets NAME ...] [--embedding none] [--out bench/out/quality.json]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from opmem.evaluate import in_split, iter_folders, score_queries, summarize
from opmem.settings import DEFAULT_MODEL

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"
#: Plain BM25 (title x2 + body), all-MiniLM-L6-v2 alone, and reciprocal-rank fusion, from the data README.
REFERENCE = {
    "gitbugs-hadoop": {"bm25": (0.682, 0.454), "dense": (0.788, 0.466), "rrf": (0.803, 0.545)},
    "gitbugs-seamonkey": {"bm25": (0.739, 0.517), "dense": (0.783, 0.509), "rrf": (0.804, 0.540)},
    "jahan2023-firefox": {"bm25": (0.624, 0.435), "dense": (0.676, 0.472), "rrf": (0.690, 0.487)},
}


def row(name: str, split: str, run: str, m: dict[str, float]) -> str:
    cells = [m["recall@1"], m["recall@5"], m["recall@10"], m["mrr"], m["ndcg@10"]]
    return f"{name:<20}{split:<8}{run:<10}" + "".join(f"{v:>8.3f}" for v in cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="*", default=None)
    parser.add_argument("--embedding", default=DEFAULT_MODEL)
    parser.add_argument("--out", type=Path, default=Path("bench/out/quality.json"))
    args = parser.parse_args()
    embedding = None if args.embedding == "none" else args.embedding
    results: dict[str, dict[str, object]] = {}
    print(f"{'set':<20}{'split':<8}{'run':<10}{'R@1':>8}{'R@5':>8}{'R@10':>8}{'MRR':>8}{'nDCG@10':>8}")
    for folder in iter_folders(ROOT):
        if args.sets and folder.name not in args.sets:
            continue
        started = time.perf_counter()
        scored = score_queries(folder, embedding=embedding)
        seconds = round(time.perf_counter() - started, 1)
        for split in ("all", "dev", "report"):
            summary = summarize([(q, r) for q, r in scored if in_split(q.id, split)])  # type: ignore[arg-type]
            summary["seconds"] = seconds
            results[f"{folder.name}/{split}"] = summary
            for run in ("fused", "text", "fuzzy", "semantic"):
                metrics = summary.get(run)
                if isinstance(metrics, dict):
                    print(row(folder.name, split, run, metrics), flush=True)
        ref = REFERENCE.get(folder.name)
        if ref:
            print("  reference R@10/MRR: " + ", ".join(f"{k} {v[0]:.3f}/{v[1]:.3f}" for k, v in ref.items()))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
