"""Each local model's cost, same run: preparation, documents/s, and the latency of embedding one query.

For every model in `--models`: `prepare()` (files checked, graph built, session loaded; seconds), then the models
take turns over `--rounds` slices of real reports (`embedding_text` of the BEIR corpora under
../shared/data/eval/beir, what an import embeds), alternating who goes first so a load change on this shared
machine falls on both; then one query at a time (the BEIR query titles, what a recall embeds before its semantic
search), interleaved model by model, giving p50 and p95 in milliseconds. Prints JSON with the load average.

    python bench/model_speed.py [--models all-MiniLM-L6-v2 all-mpnet-base-v2] [--documents 400] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

import numpy as np

from opmem.embed.local import MPNET, LocalEmbedder
from opmem.ingest.distill import embedding_text

BEIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"


def read(name: str, count: int) -> list[str]:
    """`count` texts from the BEIR files called `name` (corpus: embedding_text; queries: the title), set by set."""
    texts: list[str] = []
    for path in sorted(BEIR.glob(f"*/{name}")):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                text = (
                    embedding_text(row.get("title") or "", row.get("text") or "")
                    if name == "corpus.jsonl"
                    else row["text"]
                )
                texts.append(text)
    step = max(1, len(texts) // count)  # spread over every set, not the first one only
    return texts[::step][:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", nargs="+", default=["all-MiniLM-L6-v2", MPNET])
    parser.add_argument("--documents", type=int, default=400)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    documents, queries = read("corpus.jsonl", args.documents), read("queries.jsonl", args.queries)
    result: dict[str, dict[str, object]] = {m: {} for m in args.models}
    models = {}
    for name in args.models:
        models[name] = LocalEmbedder(name)
        start = time.perf_counter()
        models[name].prepare()
        result[name]["prepare_s"] = round(time.perf_counter() - start, 1)
    seconds = dict.fromkeys(args.models, 0.0)
    size = -(-len(documents) // args.rounds)
    for number, start_at in enumerate(range(0, len(documents), size)):
        part = documents[start_at : start_at + size]
        for name in args.models if number % 2 == 0 else args.models[::-1]:
            start = time.perf_counter()
            models[name].embed(part, kind="document")
            seconds[name] += time.perf_counter() - start
    latencies: dict[str, list[float]] = {m: [] for m in args.models}
    for number, query in enumerate(queries):
        for name in args.models if number % 2 == 0 else args.models[::-1]:
            start = time.perf_counter()
            models[name].embed([query], kind="query")
            latencies[name].append((time.perf_counter() - start) * 1000)
    for name in args.models:
        result[name]["documents_per_s"] = round(len(documents) / seconds[name], 1)
        result[name]["query_ms_p50"] = round(float(np.percentile(latencies[name], 50)), 1)
        result[name]["query_ms_p95"] = round(float(np.percentile(latencies[name], 95)), 1)
    print(
        json.dumps(
            {"documents": len(documents), "queries": len(queries), "load_average": os.getloadavg()[0], **result},
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
