"""Dispatch benchmark: index + digest build latency at 100,000 documents and 100,000 memories, and a replay of the
gitbugs Hadoop export as a stream of runs.

    python bench/dispatch.py [--data-dir /tmp/opmem-dispatch] [--runs 200] [--skip-speed] [--skip-replay]

Speed: the 100,000-document tenant of `bench/speed.py` (`speed.prepare`: synthetic records, real-model-derived
vectors; built once in --data-dir and reused), plus 100,000 memories written as `bench/memory_speed.py` writes
them (`memory_speed.build`). Then `--runs` new records (short descriptions are synthetic recall queries) are each
dispatched to an agent holding every tool, with the digest on and a log-pattern signal naming a service that has
memories. Timed per run: the dispatch index build (recall as the agent's service account, files, open work,
bounding), the digest build, and the whole `Dispatcher.dispatch` (run insert, ledger rows and guidance included).

Replay: every report of `beir/gitbugs-hadoop` that is not a duplicate is imported as a resolved ticket; then each
duplicate report (the BEIR queries, in id order) is stored as a new ticket, dispatched, and resolved, so it
joins the archive before the next run. Reported: how often the report it duplicates appears in the index.

Prints medians and p95; writes JSON to --out. Never asserts a timing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import memory_speed
import numpy as np
import speed
import synth
from memory_speed import SERVICES, p95
from memory_speed import build as build_memories

from opmem.core import Opmem
from opmem.memory import AgentConfig, DigestSettings, Signal
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import Record

HERE = Path(__file__).resolve().parent
HADOOP = speed.EVAL / "beir" / "gitbugs-hadoop"
TOOLS = ["recall_operational_memory", "read_knowledge_document", "ask_document"]


def stats(values: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(values), 2), "p95_ms": round(p95(values), 2), "n": len(values)}


def timed(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def agent(om: Opmem, tenant: str, grants: list[str], *, digest: bool) -> None:
    om.memory.create_agent(tenant, "dispatched", config=AgentConfig(digest=DigestSettings(enabled=digest)))
    om.create_principal(tenant, "dispatched", grants=grants)
    om.dispatch.grant_tools(tenant, "dispatched", TOOLS)


def measure_speed(data_dir: Path, runs: int) -> dict[str, Any]:
    args = speed.parse_args(["--data-dir", str(data_dir)])
    manifest = speed.prepare(data_dir, args)
    om = Opmem(Settings(data_dir=data_dir))
    tenant = speed.TENANT
    if om.store.db.execute("SELECT count(*) FROM memories").fetchone()[0] == 0:
        memory_speed.TENANT = tenant  # its builder writes to that module's tenant
        build_memories(om, 100_000, np.random.default_rng(11))
        agent(om, tenant, ["incident"], digest=True)
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    queries = synth.queries(corpus, runs, total=args.docs)
    admin = om.local_admin(tenant)
    account = om.principal(tenant, "dispatched")
    om.warm_up()
    index_ms, digest_ms, dispatch_ms, entries = [], [], [], []
    for n, query in enumerate(queries):
        rec = Record(tenant, "incident", f"NEW{n:06d}-{time.time_ns()}", "new", short_description=query.text)
        om.upsert_record(rec)
        signal = Signal("log_pattern", {"pattern": {"id": f"p-{n}"}, "sample_event": {"service": SERVICES[n % 20]}})
        started = time.perf_counter()
        bundle = om.dispatch.dispatch(admin, "dispatched", "incident", rec.record_id, signals=[signal])
        dispatch_ms.append((time.perf_counter() - started) * 1000)
        index_ms.append(timed(lambda r=rec: om.dispatch.builder.build(account, r, "dispatched", with_ids=True)))
        digest_ms.append(timed(lambda b=bundle: om.memory.digest(tenant, b.run.id)))
        entries.append(len(bundle.index.entries) if bundle.index else 0)
    om.close()
    both = [i + d for i, d in zip(index_ms, digest_ms, strict=True)]
    return {
        "documents": manifest.get("docs"),
        "memories": 100_000,
        "runs": runs,
        "index_build": stats(index_ms),
        "digest_build": stats(digest_ms),
        "index_plus_digest": stats(both),
        "dispatch_total": stats(dispatch_ms),
        "mean_entries": round(statistics.mean(entries), 2),
    }


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def replay(embedding: str | None) -> dict[str, Any]:
    corpus = {row["_id"]: row for row in _rows(HADOOP / "corpus.jsonl")}
    duplicates = sorted(_rows(HADOOP / "queries.jsonl"), key=lambda r: r["_id"])
    original: dict[str, str] = {}
    for line in (HADOOP / "qrels" / "test.tsv").read_text().splitlines()[1:]:
        query, doc, score = line.split("\t")[:3]
        if float(score) > 0:
            original[query] = doc
    held_back = {d["_id"] for d in duplicates}
    with tempfile.TemporaryDirectory() as tmp:
        om = Opmem(Settings(data_dir=Path(tmp), default_embedding=embedding, clamd_socket=None))
        tenant = "default"

        def ticket(rid: str, title: str, body: str, state: str) -> Record:
            return Record(tenant, "ticket", rid, state, short_description=title, description=body[:20_000])

        started = time.perf_counter()
        om.upsert_records(
            ticket(rid, r.get("title", ""), r.get("text", ""), "resolved")
            for rid, r in corpus.items()
            if rid not in held_back
        )
        imported_s = time.perf_counter() - started
        agent(om, tenant, ["ticket"], digest=False)
        admin = om.local_admin(tenant)
        hits, ranks, ms = 0, [], []
        for dup in duplicates:
            rid, want = dup["_id"], original[dup["_id"]]
            om.upsert_record(ticket(rid, dup.get("text", ""), dup.get("body", ""), "open"))
            started = time.perf_counter()
            bundle = om.dispatch.dispatch(admin, "dispatched", "ticket", rid)
            ms.append((time.perf_counter() - started) * 1000)
            shown = [e.record_id for e in bundle.index.entries] if bundle.index else []
            if want in shown:
                hits += 1
                ranks.append(shown.index(want) + 1)
            om.upsert_record(ticket(rid, dup.get("text", ""), dup.get("body", ""), "resolved"))
        om.close()
    return {
        "reports_imported": len(corpus) - len(held_back),
        "import_s": round(imported_s, 1),
        "embedding": embedding or "none",
        "runs": len(duplicates),
        "original_in_index": hits,
        "hit_rate": round(hits / len(duplicates), 3),
        "median_rank_when_shown": statistics.median(ranks) if ranks else None,
        "dispatch": stats(ms),
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data-dir", type=Path, default=Path(tempfile.gettempdir()) / "opmem-dispatch-100k")
    p.add_argument("--runs", type=int, default=200, help="dispatches timed on the 100k tenant")
    p.add_argument("--embedding", default=DEFAULT_MODEL, help="replay tenant's model ('none': lexical only)")
    p.add_argument("--skip-speed", action="store_true")
    p.add_argument("--skip-replay", action="store_true")
    p.add_argument("--out", type=Path, default=HERE / "out" / "dispatch.json")
    args = p.parse_args()
    report: dict[str, Any] = {}
    if not args.skip_replay:
        report["replay_gitbugs_hadoop"] = replay(None if args.embedding == "none" else args.embedding)
        print(json.dumps(report["replay_gitbugs_hadoop"], indent=2), flush=True)
    if not args.skip_speed:
        report["speed_100k"] = measure_speed(args.data_dir, args.runs)
        print(json.dumps(report["speed_100k"], indent=2), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
