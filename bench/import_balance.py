"""How busy the model keeps two cores during an import, and the FLOPs per text, from the batch plan alone.

`import_rows` embeds its records a chunk at a time; the chunk's texts are cut into model batches (sorted by token
count, at most `TOKEN_BUDGET` padded tokens each, `OnnxRunner.batches`), which run on two threads, longest first,
each thread taking the next batch when it is free. Few batches per chunk leave one core idle at the chunk's end.
This replays that schedule over the real reports of `bench/import_throughput.py` (the same 10,000 by default)
with each batch's cost its FLOPs (MiniLM: 6 layers, hidden 384, feed-forward 1,536; padded tokens included), and
prints the share of two cores used for several chunk sizes and token budgets. No model runs: it is exact
arithmetic on the tokenizer's output, so the machine's load does not matter.

    python bench/import_balance.py [--count 10000] [--chunks 256 512 1024] [--budgets 8192 4096]
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

from embed_rate import texts

from opmem.embed.local import TOKEN_BUDGET, OnnxRunner
from opmem.embed.weights import bundled_dir

HIDDEN, INNER, LAYERS = 384, 1536, 6
#: Multiply-adds x 2 per token: q, k, v and output projections, then the feed-forward in and out.
LINEAR = LAYERS * 2 * (4 * HIDDEN * HIDDEN + 2 * HIDDEN * INNER)
#: Per token and per token attended to: the scores and the weighted sum of values.
ATTENTION = LAYERS * 2 * 2 * HIDDEN


def flops(width: int, count: int) -> float:
    """FLOPs of one model batch of `count` texts padded to `width` tokens."""
    return float(count * width * (LINEAR + ATTENTION * width))


def two_core_share(costs: Sequence[float]) -> tuple[float, float]:
    """(work, time on two threads) when the batches run longest first, each thread taking the next when free."""
    threads = [0.0, 0.0]
    for cost in sorted(costs, reverse=True):
        threads[threads.index(min(threads))] += cost
    return sum(costs), max(threads)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--chunks", type=int, nargs="+", default=[256, 512, 1024])
    parser.add_argument("--budgets", type=int, nargs="+", default=[TOKEN_BUDGET, TOKEN_BUDGET // 2])
    args = parser.parse_args()
    runner = OnnxRunner(bundled_dir())
    ids = [e.ids for e in runner.tokenizer.encode_batch(texts(args.count))]
    tokens = sum(len(row) for row in ids)
    for chunk in args.chunks:
        for budget in args.budgets:
            work = span = padded = 0.0
            for start in range(0, len(ids), chunk):
                part = ids[start : start + chunk]
                batches = runner.batches(part, budget=budget)
                widths = [max(len(part[i]) for i in chosen) for chosen in batches]
                costs = [flops(w, len(chosen)) for w, chosen in zip(widths, batches, strict=True)]
                padded += sum(w * len(chosen) for w, chosen in zip(widths, batches, strict=True))
                done, took = two_core_share(costs)
                work, span = work + done, span + took
            row = {"chunk": chunk, "budget": budget, "two_core_share": round(work / (2 * span), 3)}
            row |= {"gflop_per_text": round(work / len(ids) / 1e9, 3), "padding": round(padded / tokens - 1, 4)}
            print(json.dumps(row), flush=True)
    print(json.dumps({"texts": len(ids), "mean_tokens": round(tokens / len(ids), 1)}))


if __name__ == "__main__":
    main()
