"""CPU-seconds per text, and texts/s, of the bundled model under each session layout and lever, in one run.

The machine this was written on is shared by other jobs, so wall-clock rates are noise: the primary figure is
CPU-seconds per text (utime + stime of this process and of any worker process, model loading excluded), which
does not depend on how much of the machine the run got; texts/s (wall) is secondary, and meaningful only when
the run had the cores (run it under `nice -n -15` as root). The load average is printed beside every variant.

Texts are `embedding_text` (what the semantic arm embeds) of the reports of every BEIR corpus under
../shared/data/eval/beir, cycled up to `--count` (6,174 distinct reports). Variants (`--variants` picks some):

- `fp32-intra2`: one session with 2 intra-op threads, one batch at a time (the layout before this bench);
- `fp32-intra1`: one session, 1 thread, one batch at a time;
- `fp32-threads2`: one session, 1 intra-op thread, 2 batches at once from 2 threads (the default now);
- `fp32-procs2`: 2 worker processes, each its own session with 1 thread, taking alternate batches;
- `fp32-intra2-spin`: as fp32-intra2 with ONNX Runtime's spin-waiting threads (its own default);
- `fp32-threads2-noarena`, `-basic`, `-extended`: without the CPU memory arena, lower graph optimization;
- `fp32-threads2-b4096`, `-b8192`, `-b16384`: token budgets per batch other than the default (2,048; 8,192 before);
- `fp32-threads2-128`: cut at 128 tokens instead of 256 (vectors move: a model id of its own if adopted);
- `int8-threads2`, `int8-intra2`: the same for local:all-MiniLM-L6-v2-int8 (activations per batch);
- `int8v2-threads2`, `int8v2-intra2`: the same for local:all-MiniLM-L6-v2-int8-v2 (per token, fused kernels),
  `int8v2-plain-threads2` on the plain graph; `int8v3-threads2` for local:all-MiniLM-L6-v2-int8-v3 (v2's
  integers in fewer kernels: QuantizeLinear per row, MatMulIntegerToFloat); `int8v4-threads2` for
  local:all-MiniLM-L6-v2-int8-v4 (v3 with each layer's 4 largest calibrated
  input channels in float32);
- `fp32-plain-threads2`: as fp32-threads2 on the plain graph (standard ONNX operators only), the graph before
  MiniLM float32 moved to ONNX Runtime's fused kernels (embed/fused.py); `int8-fused-threads2`: the int8 model on
  the fused kernels (not what local:all-MiniLM-L6-v2-int8 runs: the same vectors, measured no faster).

Every variant's vectors are compared with the first variant of the same model and cut (max abs difference), and
every int8 variant's with the first float32 variant's of the same cut (cosine min / mean). `--every N` takes every
Nth report (`--count 300 --every 20`: 300 reports spread over all four sets) instead of the first ones.

    nice -n -15 python bench/embed_rate.py [--count 1000] [--every 1] [--variants fp32-intra2 fp32-threads2 ...]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from opmem.embed.base import Matrix
from opmem.embed.bert_graph import PER_BATCH, PER_TOKEN, PER_TOKEN_LEAN, PER_TOKEN_OUTLIERS, Int8
from opmem.embed.local import OnnxRunner, Tuning
from opmem.embed.weights import bundled_dir
from opmem.ingest.distill import embedding_text

BEIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"


@dataclass(frozen=True)
class Variant:
    name: str
    tuning: Tuning
    int8: Int8 | None = None
    max_tokens: int = 256
    processes: int = 0  # > 0: that many worker processes instead of threads
    fused: bool | None = None  # None: the model's own graph (float32 and int8 per token fused, int8 per batch plain)


ONE = Tuning(intra_threads=1, workers=1)
TWO = Tuning(intra_threads=1, workers=2)
VARIANTS = [
    Variant("fp32-intra2", Tuning(intra_threads=2, workers=1)),
    Variant("fp32-intra1", ONE),
    Variant("fp32-threads2", TWO),
    Variant("fp32-procs2", ONE, processes=2),
    Variant("fp32-intra2-spin", Tuning(intra_threads=2, workers=1, spinning=True)),
    Variant("fp32-threads2-noarena", replace(TWO, mem_arena=False)),
    Variant("fp32-threads2-basic", replace(TWO, optimization="basic")),
    Variant("fp32-threads2-extended", replace(TWO, optimization="extended")),
    Variant("fp32-threads2-b4096", replace(TWO, budget=4096)),
    Variant("fp32-threads2-b8192", replace(TWO, budget=8192)),
    Variant("fp32-threads2-b16384", replace(TWO, budget=16384)),
    Variant("fp32-threads2-128", TWO, max_tokens=128),
    Variant("int8-intra2", Tuning(intra_threads=2, workers=1), int8=PER_BATCH),
    Variant("int8-threads2", TWO, int8=PER_BATCH),
    Variant("int8-procs2", ONE, int8=PER_BATCH, processes=2),
    Variant("fp32-plain-threads2", TWO, fused=False),
    Variant("int8-fused-threads2", TWO, int8=PER_BATCH, fused=True),
    Variant("int8v2-intra2", Tuning(intra_threads=2, workers=1), int8=PER_TOKEN),
    Variant("int8v2-threads2", TWO, int8=PER_TOKEN),
    Variant("int8v2-plain-threads2", TWO, int8=PER_TOKEN, fused=False),
    Variant("int8v3-threads2", TWO, int8=PER_TOKEN_LEAN),
    Variant("int8v4-threads2", TWO, int8=PER_TOKEN_OUTLIERS),
]


def texts(count: int, every: int = 1) -> list[str]:
    source = []
    for corpus in sorted(BEIR.glob("*/corpus.jsonl")):
        with open(corpus, encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                source.append(embedding_text(row.get("title") or "", row.get("text") or ""))
    return [source[(n * every) % len(source)] for n in range(count)]


def cpu_seconds() -> float:
    usage = os.times()
    return usage.user + usage.system  # every thread of this process


_WORKER: OnnxRunner | None = None


def _start_worker(int8: Int8 | None, max_tokens: int, fused: bool | None) -> None:
    global _WORKER
    _WORKER = OnnxRunner(bundled_dir(), tuning=ONE, int8=int8, max_tokens=max_tokens, fused=fused)
    _WORKER(["warm up"])


def _worker_pid(pause: float) -> int:
    time.sleep(pause)
    return os.getpid()


def _worker_run(ids: list[list[int]]) -> tuple[Matrix, float]:
    assert _WORKER is not None
    start = cpu_seconds()
    rows = _WORKER._run(ids)
    return rows, cpu_seconds() - start


def in_processes(variant: Variant, runner: OnnxRunner, batch: list[str]) -> tuple[Matrix, float, float]:
    """Vectors, wall seconds and CPU seconds (this process + the workers' own) with worker processes."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    init = (variant.int8, variant.max_tokens, variant.fused)
    with ProcessPoolExecutor(variant.processes, mp_context=context, initializer=_start_worker, initargs=init) as pool:
        pids: set[int] = set()
        while len(pids) < variant.processes:  # every worker has loaded its model before the clock starts
            pids |= {f.result() for f in [pool.submit(_worker_pid, 0.3) for _ in range(variant.processes)]}
        wall, cpu = time.perf_counter(), cpu_seconds()
        ids = [e.ids for e in runner.tokenizer.encode_batch(batch)]
        batches = runner.batches(ids)[::-1]
        futures: list[Future[tuple[Matrix, float]]] = [
            pool.submit(_worker_run, [ids[i] for i in chosen]) for chosen in batches
        ]
        out = np.empty((len(ids), runner.dimensions), dtype=np.float32)
        worker_cpu = 0.0
        for chosen, future in zip(batches, futures, strict=True):
            rows, spent = future.result()
            out[chosen] = rows
            worker_cpu += spent
        return out, time.perf_counter() - wall, cpu_seconds() - cpu + worker_cpu


def measure(variant: Variant, batch: list[str]) -> tuple[dict[str, object], Matrix]:
    runner = OnnxRunner(
        bundled_dir(),
        tuning=variant.tuning,
        int8=variant.int8,
        max_tokens=variant.max_tokens,
        fused=variant.fused,
    )
    runner(["warm up"])
    load = os.getloadavg()[0]
    if variant.processes:
        vectors, wall, cpu = in_processes(variant, runner, batch)
    else:
        wall, cpu = time.perf_counter(), cpu_seconds()
        vectors = runner.embed_all(batch)
        wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
    vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    row = {
        "variant": variant.name,
        "cpu_ms_per_text": round(1000 * cpu / len(batch), 2),
        "texts_per_s": round(len(batch) / wall, 1),
        "load_average": round(load, 1),
    }
    return row, vectors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--variants", nargs="+", default=[v.name for v in VARIANTS])
    args = parser.parse_args()
    chosen = {v.name: v for v in VARIANTS}
    unknown = set(args.variants) - set(chosen)
    if unknown:
        parser.error(f"unknown variants {sorted(unknown)}; known: {', '.join(chosen)}")
    batch = texts(args.count, args.every)
    first: dict[tuple[Int8 | None, int], Matrix] = {}
    print(json.dumps({"texts": len(batch), "cpus": os.cpu_count()}))
    for name in args.variants:
        variant = chosen[name]
        row, vectors = measure(variant, batch)
        key = (variant.int8, variant.max_tokens)
        if key in first:
            row["max_abs_diff_vs_first"] = float(np.abs(vectors - first[key]).max())
        else:
            first[key] = vectors
        if variant.int8 is not None and (None, variant.max_tokens) in first:
            cosines = (vectors * first[(None, variant.max_tokens)]).sum(axis=1)
            row["cosine_vs_fp32_min"] = round(float(cosines.min()), 5)
            row["cosine_vs_fp32_mean"] = round(float(cosines.mean()), 5)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
