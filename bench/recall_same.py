"""Same answers, less CPU: recall's results and CPU time per recall on a data directory bench/speed.py built.

    python bench/recall_same.py --data-dir /tmp/opmem-100k --out /tmp/new.json
    python bench/recall_same.py --data-dir /tmp/opmem-100k --out /tmp/new.json --against /tmp/old.json

Runs the speed benchmark's queries (bench/synth.py, the same seed) through `Opmem.recall` for the fused recall and
each arm alone, and writes every hit (id, score, arms, title, snippet, link) with the CPU time of each recall
(`time.process_time`: this process, all its threads; the machine is shared, so wall time is scheduling noise).
With `--against`, a report written by another version of opmem (run it from a worktree of that commit, with its
own `src` on PYTHONPATH) must hold the very same hits in the same order, or the script fails: a speed change must
not change what recall answers.

Queries are split in two sets of blocks: the first warms the engines and the caches no query of the second
shares (files, the model, SQLite's pages), then the second is timed twice, "first sight" (its titles, snippets
and query text never seen by this process) and "repeat" (the same queries again).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import synth

from opmem.core import Opmem
from opmem.settings import Settings
from opmem.types import ARMS, Hit, Principal, RecallResult

HERE = Path(__file__).resolve().parent
EVAL = HERE.parent.parent / "shared" / "data" / "eval"
VARIANTS = {"fused": ARMS, "text": ("text",), "fuzzy": ("fuzzy",), "semantic": ("semantic",)}


def hit_row(hit: Hit) -> list[object]:
    return [hit.doc_id, hit.score, list(hit.arms), hit.title, hit.snippet, hit.link, hit.record_id]


def timed(om: Opmem, who: Principal, text: str, k: int, arms: Sequence[str]) -> tuple[RecallResult, float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    result = om.recall(who, text, k=k, arms=arms)  # type: ignore[arg-type]
    return result, (time.process_time() - cpu) * 1000, (time.perf_counter() - wall) * 1000


def split(queries: list[synth.Query]) -> tuple[list[synth.Query], list[synth.Query]]:
    """Blocks of four (one query of each kind), alternating: warm-up blocks and measured blocks."""
    warm = [q for n, q in enumerate(queries) if n // 4 % 2]
    measured = [q for n, q in enumerate(queries) if not n // 4 % 2]
    return warm, measured


def stats(values: Sequence[float]) -> dict[str, float]:
    array = np.asarray(values, dtype=np.float64)
    return {"median": round(float(np.median(array)), 3), "p95": round(float(np.percentile(array, 95)), 3)}


def run(args: argparse.Namespace) -> dict[str, object]:
    manifest_path = args.data_dir / "bench-manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    docs, seed = args.docs or manifest["docs"], args.seed or manifest.get("seed", 7)
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=seed)
    warm, measured = split(synth.queries(corpus, 2 * args.queries, total=docs))
    om = Opmem(Settings(data_dir=args.data_dir))
    who = om.create_principal(synth.TENANT, "bench-agent", grants=[synth.TABLE])
    for q in warm:
        for arms in VARIANTS.values():
            om.recall(who, q.text, k=args.k, arms=arms)
    load = [round(x, 2) for x in __import__("os").getloadavg()]
    hits: dict[str, list[list[list[object]]]] = {}
    cpu: dict[str, list[float]] = {}
    wall: dict[str, list[float]] = {}
    for rnd in ("first sight", "repeat"):
        for name, arms in VARIANTS.items():
            key = f"{name}, {rnd}"
            for q in measured:
                result, c, w = timed(om, who, q.text, args.k, arms)
                cpu.setdefault(key, []).append(c)
                wall.setdefault(key, []).append(w)
                if rnd == "first sight":
                    hits.setdefault(name, []).append([hit_row(h) for h in result.hits])
    om.close()
    load.append(round(__import__("os").getloadavg()[0], 2))
    return {
        "data_dir": str(args.data_dir),
        "queries": len(measured),
        "loadavg_before_after": load,
        "cpu_ms": {k: stats(v) for k, v in cpu.items()},
        "wall_ms": {k: stats(v) for k, v in wall.items()},
        "hits": hits,
        "raw_cpu_ms": cpu,
    }


def compare(new: dict[str, object], old: dict[str, object]) -> list[str]:
    """Every query whose hits differ, by variant (empty when the two reports answer alike)."""
    problems = []
    old_hits, new_hits = old["hits"], new["hits"]
    assert isinstance(old_hits, dict) and isinstance(new_hits, dict)
    for name in VARIANTS:
        for n, (a, b) in enumerate(zip(old_hits[name], new_hits[name], strict=True)):
            if a != b:
                problems.append(f"{name} query {n}: {a} != {b}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument(
        "--data-dir", type=Path, required=True, help="a directory bench/speed.py (or postgres_scale.py) built"
    )
    p.add_argument("--queries", type=int, default=200, help="queries measured (as many again warm up)")
    p.add_argument("--k", type=int, default=5)
    p.add_argument("--docs", type=int, help="documents in the tenant (default: from bench/speed.py's manifest)")
    p.add_argument("--seed", type=int, help="the corpus seed (default: the manifest's, else 7)")
    p.add_argument("--eval-dir", type=Path, default=EVAL)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--against", type=Path, help="a report of another version: its hits must be the same")
    args = p.parse_args(argv)
    report = run(args)
    args.out.write_text(json.dumps(report, indent=1))
    for key, value in report["cpu_ms"].items():  # type: ignore[union-attr]
        wall = report["wall_ms"][key]  # type: ignore[index]
        print(
            f"{key:24s} cpu ms median {value['median']:7.2f} p95 {value['p95']:7.2f}"
            f"   wall ms median {wall['median']:7.2f} p95 {wall['p95']:7.2f}"
        )
    print(f"load average {report['loadavg_before_after']}")
    if args.against is None:
        return 0
    problems = compare(report, json.loads(args.against.read_text()))
    for line in problems[:20]:
        print(line, file=sys.stderr)
    print(f"{len(problems)} queries answer differently from {args.against}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
