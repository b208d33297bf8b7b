"""Recall quality of the int8 bundled models against float32, through `opmem.evaluate` (the `opmem eval` path).

An int8 model is accepted only if fused MRR stays within 0.005 of float32 on every BEIR set. Prints one JSON
line per set and model, then the verdict per set for every model against the first, with how many queries' fused
reciprocal rank changed and a paired bootstrap 95% interval of the fused MRR difference (2,000 resamples of the
set's queries, seed 0): how far a set this size moves by which queries it happens to hold, beside the rule.
`MODEL@budget=N` runs MODEL with N padded tokens per model batch instead of 2,048: other batch compositions, the
same vectors to ~1e-7, so the same quality; what it moves is the rule's noise floor.

    python bench/int8_quality.py [--sets jahan2023-mobile ...]
        [--models all-MiniLM-L6-v2 all-MiniLM-L6-v2-int8-v2 all-MiniLM-L6-v2-int8-v3 all-MiniLM-L6-v2-int8-v4
                  all-MiniLM-L6-v2-int8]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from opmem.core import Opmem
from opmem.embed.local import QUANTIZED, QUANTIZED_V2, QUANTIZED_V3, LocalEmbedder, Tuning
from opmem.evaluate import iter_folders, score_queries, summarize
from opmem.settings import Settings

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"
TOLERANCE = 0.005


def evaluate(folder: Path, model: str) -> tuple[dict[str, object], dict[str, float]]:
    """The set's summary, and each query's fused reciprocal rank."""
    start = time.perf_counter()
    name, _, budget = model.partition("@budget=")
    embedders = {f"local:{name}": LocalEmbedder(name, tuning=Tuning(budget=int(budget)))} if budget else {}

    def factory(settings: Settings) -> Opmem:
        return Opmem(settings, embedders=embedders)

    scored = score_queries(folder, embedding=f"local:{name}", opmem_factory=factory)
    summary = summarize(scored)
    summary["seconds"] = round(time.perf_counter() - start, 1)
    return summary, {query.id: row["fused"]["mrr"] for query, row in scored}


def paired_interval(base: dict[str, float], other: dict[str, float], rounds: int = 2000) -> tuple[float, float]:
    """95% bootstrap interval of mean(other - base) over the queries, resampled with replacement (seed 0)."""
    diffs = np.array([other[q] - base[q] for q in sorted(base)])
    picks = np.random.default_rng(0).integers(0, len(diffs), size=(rounds, len(diffs)))
    means = diffs[picks].mean(axis=1)
    return float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))


def mrr(summary: dict[str, object], run: str) -> float:
    metrics = summary[run]
    assert isinstance(metrics, dict)
    return float(metrics["mrr"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", nargs="*", default=None)
    parser.add_argument("--models", nargs="+", default=["all-MiniLM-L6-v2", QUANTIZED_V2, QUANTIZED_V3, QUANTIZED])
    args = parser.parse_args()
    results: dict[str, dict[str, dict[str, object]]] = {}
    ranks: dict[str, dict[str, dict[str, float]]] = {}
    for folder in iter_folders(ROOT):
        if args.sets and folder.name not in args.sets:
            continue
        for model in args.models:
            summary, ranks.setdefault(folder.name, {})[model] = evaluate(folder, model)
            results.setdefault(folder.name, {})[model] = summary
            print(json.dumps({"set": folder.name, "model": model, **summary}), flush=True)
    base = args.models[0]
    for name, by_model in results.items():
        for other in args.models[1:]:
            delta = mrr(by_model[other], "fused") - mrr(by_model[base], "fused")
            semantic = mrr(by_model[other], "semantic") - mrr(by_model[base], "semantic")
            verdict = "within" if delta >= -TOLERANCE else "OUTSIDE"
            base_ranks, other_ranks = ranks[name][base], ranks[name][other]
            changed = sum(base_ranks[q] != other_ranks[q] for q in base_ranks)
            low, high = paired_interval(base_ranks, other_ranks)
            print(
                f"{name} {other}: fused MRR {delta:+.4f}, semantic MRR {semantic:+.4f} ({verdict} {TOLERANCE}); "
                f"{changed} of {len(base_ranks)} queries moved; bootstrap 95% [{low:+.4f}, {high:+.4f}]"
            )


if __name__ == "__main__":
    main()
