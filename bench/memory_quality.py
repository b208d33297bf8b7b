"""Agent memory quality: does a search find the same problem described in other words?

One agent with a store on the bundled model (`local:all-MiniLM-L6-v2`, a 384-dimension vector index) records
one memory per side-`a` title of ../shared/data/eval/paraphrase/zero_overlap_title_pairs.tsv (title only, one
investigation each); each side-`b` title is then the query. A pair is found when its side-`a` memory is among
the top 3. Reported for semantic mode and for text mode (every query word must appear, so zero-overlap titles
are its worst case by construction). Record latency (embedding included) is printed too; never asserted.

    python bench/memory_quality.py [--limit 3] [--model all-MiniLM-L6-v2] [--out bench/out/memory_quality.json]
        [--adapted DIR]

`--adapted DIR` runs the agent on an adapted model (opmem.embed.adapt: a directory `bench/adapt.py --keep` wrote),
pinned by the SHA-256 in its manifest, instead of `--model`.
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import tempfile
import time
from pathlib import Path

from opmem.core import Opmem
from opmem.embed import Embedder
from opmem.embed.adapt import AdaptedEmbedder, read_manifest
from opmem.memory import AgentConfig, MemoryDraft, Mode, Signal
from opmem.settings import Settings

PAIRS = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "paraphrase" / "zero_overlap_title_pairs.tsv"
TENANT = "default"
AGENT = "bench-agent"
MODEL = "all-MiniLM-L6-v2"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def load() -> list[tuple[str, str]]:
    with PAIRS.open(newline="") as f:
        return [(r["title_a"], r["title_b"]) for r in csv.DictReader(f, delimiter="\t")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, default=3, help="Results per search (Recall@limit).")
    parser.add_argument("--model", default=MODEL, help="A bundled model, e.g. all-MiniLM-L6-v2-int8-v2.")
    parser.add_argument("--out", type=Path, default=Path("bench/out/memory_quality.json"))
    parser.add_argument("--adapted", type=Path, default=None, help="An adapted model's directory (bench/adapt.py).")
    args = parser.parse_args()
    pairs = load()
    embedders: dict[str, Embedder] = {}
    if args.adapted:
        adapted = AdaptedEmbedder(args.adapted, str(read_manifest(args.adapted)["weights_sha256"]))
        args.model = adapted.model_id.partition(":")[2]
        embedders[adapted.model_id] = adapted
    with tempfile.TemporaryDirectory() as tmp:
        opmem = Opmem(Settings(data_dir=Path(tmp), default_embedding="none"), embedders=embedders)
        memory = opmem.memory
        memory.create_vector_index(TENANT, "minilm", 384)
        memory.create_embedding_integration(TENANT, "bundled", "local")
        memory.create_agent(
            TENANT,
            AGENT,
            config=AgentConfig(vector_index="minilm", embedding_integration="bundled", embedding_model=args.model),
        )
        ids: list[int] = []
        record_ms: list[float] = []
        for n, (title_a, _) in enumerate(pairs):
            inv = memory.start_investigation(TENANT, AGENT, [Signal("manual", {"pair": n})])
            started = time.perf_counter()
            written = memory.record_memory(TENANT, AGENT, inv.id, MemoryDraft(title_a))
            record_ms.append((time.perf_counter() - started) * 1000)
            ids.append(written.memory.id)
        results: dict[str, object] = {"pairs": len(pairs), "limit": args.limit, "model": args.model}
        print(f"{len(pairs)} pairs; Recall@{args.limit} (and R@1, MRR within the top {args.limit})")
        modes: tuple[Mode, ...] = ("semantic", "text")
        for mode in modes:
            ranks: list[int | None] = []
            search_ms: list[float] = []
            for (_, title_b), wanted in zip(pairs, ids, strict=True):
                started = time.perf_counter()
                found = memory.search(TENANT, mode=mode, agent_id=AGENT, query=title_b, limit=args.limit)
                search_ms.append((time.perf_counter() - started) * 1000)
                hits = [h.id for h in found.hits]
                ranks.append(hits.index(wanted) + 1 if wanted in hits else None)
            recall = sum(r is not None for r in ranks) / len(ranks)
            r1 = sum(r == 1 for r in ranks) / len(ranks)
            mrr = sum(1 / r for r in ranks if r) / len(ranks)
            results[mode] = {
                f"recall@{args.limit}": recall,
                "recall@1": r1,
                "mrr": mrr,
                "search_ms_median": statistics.median(search_ms),
                "search_ms_p95": p95(search_ms),
            }
            print(
                f"{mode:<9} R@{args.limit} {recall:.3f}  R@1 {r1:.3f}  MRR {mrr:.3f}  "
                f"search ms median {statistics.median(search_ms):.1f} p95 {p95(search_ms):.1f}"
            )
        results["record_ms_median"] = statistics.median(record_ms)
        results["record_ms_p95"] = p95(record_ms)
        print(f"record (embedding included) ms median {statistics.median(record_ms):.1f} p95 {p95(record_ms):.1f}")
        opmem.close()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
