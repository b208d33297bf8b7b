"""Import with embeddings, records/s, for real reports: the float32 bundled model against the int8 one, same run.

Records are the reports of every BEIR corpus under ../shared/data/eval/beir (6,174), cycled with fresh ids up to
`--count` (10,000 by default: 3,826 reports appear twice under other ids, embedded again like any new record).
Each variant imports into its own fresh data directory through `Opmem.import_rows` (distil, embed, store, index).
The records are cut into `--rounds` slices and the variants take turns slice by slice, alternating who goes
first, so a load change on this shared machine falls on both; a variant's rate is its records over the sum of
its own slices' seconds. CPU-seconds per record (utime + stime of this process, every thread) are measured the
same way: the figure to compare on a loaded machine, where wall rates are noise (run under `nice -n -15`).
The CPU spent inside the embedder's `embed` (tokenizing and the model) is counted apart from the rest of the import
(distil, hash check, store writes, Tantivy and usearch indexing, commits): `model_cpu_ms_per_record` and
`other_cpu_ms_per_record`. Then every variant re-imports everything once (all unchanged: nothing embedded).

A variant `MODEL@N` imports with `import_rows(batch_size=N)` (default: `IMPORT_ROWS_BATCH`, 1,024 records).

    python bench/import_throughput.py [--count 10000] [--rounds 10] [--models all-MiniLM-L6-v2 MODEL@256 ...]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from opmem.core import Opmem
from opmem.core_records import IMPORT_ROWS_BATCH
from opmem.embed.base import Embedder, Matrix
from opmem.embed.local import QUANTIZED
from opmem.settings import Settings
from opmem.types import EmbedKind, Record

BEIR = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"


def reports() -> list[tuple[str, str, str]]:
    """(id, title, body) of every report in the BEIR corpora."""
    rows = []
    for corpus in sorted(BEIR.glob("*/corpus.jsonl")):
        with open(corpus, encoding="utf-8") as handle:
            for line in handle:
                row = json.loads(line)
                rows.append((f"{corpus.parent.name}-{row['_id']}", row.get("title") or "", row.get("text") or ""))
    return rows


def cpu_seconds() -> float:
    usage = os.times()
    return usage.user + usage.system


class ModelClock:
    """CPU-seconds spent inside one embedder's `embed`: the model's share of an import."""

    def __init__(self, embedder: Embedder) -> None:
        self.seconds = 0.0
        self._embed = embedder.embed
        embedder.embed = self  # type: ignore[method-assign]

    def __call__(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        start = cpu_seconds()
        try:
            return self._embed(texts, kind=kind)
        finally:
            self.seconds += cpu_seconds() - start


def records(count: int) -> Iterator[Record]:
    source = reports()
    for n in range(count):
        rid, title, body = source[n % len(source)]
        yield Record(
            tenant="default",
            source_table="incident",
            record_id=f"{rid}~{n // len(source)}",
            state="resolved",
            short_description=title,
            description=body,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--models", nargs="+", default=["all-MiniLM-L6-v2", QUANTIZED])
    args = parser.parse_args()
    rows = list(records(args.count))
    size = -(-len(rows) // args.rounds)
    slices = [rows[start : start + size] for start in range(0, len(rows), size)]
    with tempfile.TemporaryDirectory(prefix="opmem-import-throughput-") as tmp:
        chunk = {m: int(m.partition("@")[2] or IMPORT_ROWS_BATCH) for m in args.models}
        stores = {
            m: Opmem(Settings(data_dir=Path(tmp) / m, default_embedding=f"local:{m.partition('@')[0]}"))
            for m in args.models
        }
        seconds = dict.fromkeys(args.models, 0.0)
        cpu = dict.fromkeys(args.models, 0.0)
        clocks = {}
        try:
            for model, om in stores.items():
                embedder = om.embedder(om.settings.default_embedding or "")
                embedder.prepare()  # built and loaded before the clock starts
                clocks[model] = ModelClock(embedder)
            for number, part in enumerate(slices):
                order = args.models if number % 2 == 0 else args.models[::-1]
                for model in order:
                    start, used = time.perf_counter(), cpu_seconds()
                    report = stores[model].import_rows(part, batch_size=chunk[model])
                    seconds[model] += time.perf_counter() - start
                    cpu[model] += cpu_seconds() - used
                    # a report over the 65,536-character field limit is skipped, the same one for every variant
                    assert report.documents + len(report.skipped) == len(part), report
                so_far = {m: round(s, 1) for m, s in seconds.items()}
                print(json.dumps({"slice": number, "seconds": so_far, "load": os.getloadavg()[0]}), flush=True)
            result: dict[str, object] = {"records": len(rows), "load_average_end": os.getloadavg()[0]}
            for model, om in stores.items():
                start = time.perf_counter()
                again = om.import_rows(rows, batch_size=chunk[model])
                result[model] = {
                    "records_per_s": round(len(rows) / seconds[model], 1),
                    "cpu_ms_per_record": round(1000 * cpu[model] / len(rows), 2),
                    "model_cpu_ms_per_record": round(1000 * clocks[model].seconds / len(rows), 2),
                    "other_cpu_ms_per_record": round(1000 * (cpu[model] - clocks[model].seconds) / len(rows), 2),
                    "seconds": round(seconds[model], 1),
                    "reimport_records_per_s": round(len(rows) / (time.perf_counter() - start), 1),
                    "reimport_unchanged": again.unchanged,
                }
        finally:
            for om in stores.values():
                om.close()
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
