"""Embedding throughput of the bundled model on real reports, and import with embeddings (first and re-import).

Texts are what the semantic arm embeds (`embedding_text`: title + the first 600 characters of the body) for the
reports in every BEIR corpus under ../shared/data/eval/beir. Variants, on the same texts in the same run:

- `char_sorted_32`: the generic `Embedder.embed` (sorted by characters, batches of 32, padded per batch);
- `token_bucketed`: `LocalEmbedder.embed` (tokenized once, sorted by token count, batches of at most
  TOKEN_BUDGET padded tokens), the default;
- `token_bucketed_128`: the same, truncated at 128 tokens instead of 256 (speed only; quality: see the README).

Then `import_rows` of the same reports with the bundled model into a fresh data directory, and again (every
record unchanged). Usage:

    python bench/embed_speed.py [--count 2000]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from opmem.core import Opmem
from opmem.embed.base import Embedder
from opmem.embed.local import LocalEmbedder, OnnxRunner
from opmem.embed.weights import bundled_dir
from opmem.ingest.distill import embedding_text
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import Record

BEIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"


def reports(count: int) -> Iterator[tuple[str, str, str]]:
    """(id, title, body) of real reports, set by set, at most `count`."""
    seen = 0
    for corpus in sorted(BEIR.glob("*/corpus.jsonl")):
        with open(corpus, encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                yield f"{corpus.parent.name}-{row['_id']}", row.get("title") or "", row.get("text") or ""
                seen += 1
                if seen >= count:
                    return


def rate(texts: list[str], run: object) -> tuple[float, np.ndarray]:
    start = time.perf_counter()
    vectors = np.asarray(run(texts))  # type: ignore[operator]
    return len(texts) / (time.perf_counter() - start), vectors


def throughput(texts: list[str]) -> dict[str, object]:
    model = LocalEmbedder()
    model.prepare()
    short = OnnxRunner(bundled_dir(), max_tokens=128)
    char, base = rate(texts, lambda t: Embedder.embed(model, t, kind="document"))
    bucketed, ours = rate(texts, lambda t: model.embed(t, kind="document"))
    cut, truncated = rate(texts, short.embed_all)
    truncated = truncated / np.linalg.norm(truncated, axis=1, keepdims=True)
    lengths = [len(e.ids) for e in model._load().tokenizer.encode_batch(texts)]
    return {
        "texts": len(texts),
        "tokens_p50_p90_max": [int(np.percentile(lengths, p)) for p in (50, 90, 100)],
        "char_sorted_32_per_s": round(char, 1),
        "token_bucketed_per_s": round(bucketed, 1),
        "token_bucketed_128_per_s": round(cut, 1),
        "bucketed_vs_char_max_abs_diff": float(np.abs(ours - base).max()),
        "truncated_128_min_cosine": float((truncated * ours).sum(axis=1).min()),
    }


def imports(rows: list[tuple[str, str, str]]) -> dict[str, object]:
    records = [
        Record(
            tenant="default",
            source_table="incident",
            record_id=rid,
            state="resolved",
            short_description=title,
            description=body,
        )
        for rid, title, body in rows
    ]
    with tempfile.TemporaryDirectory(prefix="opmem-embed-speed-") as tmp:
        om = Opmem(Settings(data_dir=Path(tmp)))
        try:
            om.embedder(DEFAULT_MODEL).prepare()
            start = time.perf_counter()
            first = om.import_rows(records)
            first_s = time.perf_counter() - start
            start = time.perf_counter()
            again = om.import_rows(records)
            again_s = time.perf_counter() - start
        finally:
            om.close()
    return {
        "records": len(records),
        "first_import_records_per_s": round(len(records) / first_s, 1),
        "reimport_records_per_s": round(len(records) / again_s, 1),
        "reimport_unchanged": again.unchanged,
        "first_documents": first.documents,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=2000, help="reports to use (the BEIR corpora hold 6,174)")
    parser.add_argument("--skip-import", action="store_true")
    args = parser.parse_args()
    rows = list(reports(args.count))
    texts = [embedding_text(title, body) for _, title, body in rows]
    result: dict[str, object] = {"throughput": throughput(texts)}
    if not args.skip_import:
        result["import"] = imports(rows)
    result["load_average"] = os.getloadavg()[0]
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
