"""Unlabelled adaptation of the bundled model to each BEIR set's own corpus (issue 17), measured through opmem.

Per set: every document's title is a query and what opmem embeds for it (`embedding_text` of the distilled
document) its passage; the query records (every query id in the qrels) are left out of training and no qrels
are read for training. One epoch, batch 32, in-batch negatives (opmem.embed.adapt.train), fixed seed. The weights
are saved as safetensors in the bundled layout, loaded through opmem's ONNX graph as their own model id, and
the set is evaluated through `opmem.evaluate` (the `opmem eval` path: import, fusion, per-arm recall), before
(the bundled model) and after. Usage:

    nice -n 10 python bench/adapt.py [--sets NAME ...] [--baseline bench/out/adapt_baseline.json]
        [--passage embedded|body] [--seed 0] [--keep DIR | --reuse DIR] [--out bench/out/adapt.json]

`--baseline` reuses a `bench/quality.py --out` file for the "before" rows instead of evaluating them again;
`--reuse DIR` evaluates the models an earlier `--keep DIR` kept instead of training them again.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from opmem.core import Opmem
from opmem.embed.adapt import AdaptedEmbedder, Pair, TrainConfig, pairs_of, read_manifest, train
from opmem.evaluate import RUNS as ALL_RUNS
from opmem.evaluate import in_split, iter_folders, score_queries, summarize
from opmem.ingest.distill import distill, embedding_text
from opmem.ingest.importers import Source, parse
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import Record

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"
RUNS = ("fused", "semantic")
#: The text and fuzzy arms do not depend on the model: only the runs that do are recalled.
MODEL_RUNS = {name: ALL_RUNS[name] for name in RUNS}
SPLITS = ("all", "dev", "report")


def query_ids(folder: Path) -> set[str]:
    """Every query id the qrels name: these records are never trained on."""
    ids = set()
    with open(folder / "qrels" / "test.tsv", encoding="utf-8") as handle:
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3 and parts[0] != "query-id":
                ids.add(parts[0])
    return ids


def training_pairs(folder: Path, passage: str) -> tuple[list[Pair], int]:
    """The set's pairs as opmem distils and embeds its documents, query records left out; and how many were left out."""
    held = query_ids(folder)
    source = Source(tenant="default", table="incident", default_state="resolved")
    docs, left_out = [], 0
    for row in parse(folder / "corpus.jsonl", "jsonl", source):
        if not isinstance(row, Record):
            continue
        if row.record_id in held:
            left_out += 1
            continue
        doc = distill(row)
        text = embedding_text(doc.title, doc.body, kind=doc.kind)
        docs.append((doc.title, text if passage == "embedded" else text.partition("\n")[2]))
    return pairs_of(docs), left_out


def splits(scored: Any) -> dict[str, dict[str, Any]]:
    return {s: summarize([(q, r) for q, r in scored if in_split(q.id, s)], MODEL_RUNS) for s in SPLITS}


def evaluate(folder: Path, adapted: AdaptedEmbedder | None) -> dict[str, dict[str, Any]]:
    if adapted is None:
        return splits(score_queries(folder, embedding=DEFAULT_MODEL, runs=MODEL_RUNS))
    spec = adapted.model_id

    def factory(settings: Settings) -> Opmem:
        return Opmem(settings, embedders={spec: adapted})

    return splits(score_queries(folder, embedding=spec, runs=MODEL_RUNS, opmem_factory=factory))


def line(name: str, split: str, run: str, before: dict[str, float], after: dict[str, float]) -> str:
    cells = "".join(f"{before[k]:>7.3f}{after[k]:>7.3f}{after[k] - before[k]:>+7.3f}" for k in ("recall@10", "mrr"))
    return f"{name:<20}{split:<8}{run:<10}{cells}"


def run_set(folder: Path, args: argparse.Namespace, baseline: dict[str, Any]) -> dict[str, Any]:
    before = {s: baseline[f"{folder.name}/{s}"] for s in SPLITS} if baseline else evaluate(folder, None)
    print(f"{folder.name}: before " + json.dumps(before), flush=True)
    if args.reuse:
        return reuse(folder, args.reuse / folder.name, before)
    pairs, left_out = training_pairs(folder, args.passage)
    config = TrainConfig(seed=args.seed)
    with tempfile.TemporaryDirectory(prefix="opmem-adapt-") as tmp:
        where = args.keep / folder.name if args.keep else Path(tmp) / "model"
        adapted = train(pairs, where, config=config)
        per_10k = round(adapted.cpu_seconds * 10_000 / len(pairs), 1)
        load = os.getloadavg()
        print(
            f"{folder.name}: trained on {len(pairs)} pairs ({left_out} query records left out), {adapted.steps} steps, "
            f"{adapted.cpu_seconds} CPU s / {adapted.wall_seconds} wall s ({per_10k} CPU s per 10,000 documents), "
            f"final loss {adapted.final_loss}, load {load[0]:.1f}",
            flush=True,
        )
        after = evaluate(folder, AdaptedEmbedder(adapted.directory, adapted.weights_sha256))
    for split in SPLITS:
        for run in RUNS:
            print(line(folder.name, split, run, before[split][run], after[split][run]), flush=True)
    return {
        "pairs": len(pairs),
        "left_out": left_out,
        "steps": adapted.steps,
        "cpu_seconds": adapted.cpu_seconds,
        "wall_seconds": adapted.wall_seconds,
        "cpu_seconds_per_10k": per_10k,
        "load": load[0],
        "model_id": adapted.model_id,
        "before": before,
        "after": after,
    }


def reuse(folder: Path, where: Path, before: dict[str, Any]) -> dict[str, Any]:
    """Evaluate a model an earlier `--keep` kept, without training it again (the fusion may have changed since)."""
    manifest = read_manifest(where)
    after = evaluate(folder, AdaptedEmbedder(where, str(manifest["weights_sha256"])))
    for split in SPLITS:
        for run in RUNS:
            print(line(folder.name, split, run, before[split][run], after[split][run]), flush=True)
    return {"model_id": manifest["model_id"], "reused": str(where), "before": before, "after": after}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", nargs="*", default=None)
    parser.add_argument("--baseline", type=Path, default=None, help="a bench/quality.py --out file")
    parser.add_argument("--passage", choices=("embedded", "body"), default="embedded")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("bench/out/adapt.json"))
    parser.add_argument("--keep", type=Path, default=None, help="keep each set's adapted model under this folder")
    parser.add_argument("--reuse", type=Path, default=None, help="evaluate the models a --keep kept here, untrained")
    args = parser.parse_args()
    baseline = json.loads(args.baseline.read_text()) if args.baseline else {}
    print(f"{'set':<20}{'split':<8}{'run':<10}{'R@10':>7}{'→':>7}{'Δ':>7}{'MRR':>7}{'→':>7}{'Δ':>7}")
    results: dict[str, Any] = {"passage": args.passage, "seed": args.seed}
    started = time.perf_counter()
    folders = [ROOT / name for name in args.sets] if args.sets else list(iter_folders(ROOT))
    for folder in folders:
        results[folder.name] = run_set(folder, args, baseline)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out} in {time.perf_counter() - started:.0f} s, load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
