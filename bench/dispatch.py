"""Dispatch benchmark: index + digest build latency at 100,000 documents and 100,000 memories, and a replay of the
gitbugs Hadoop export as a stream of runs.

    python bench/dispatch.py [--data-dir /tmp/opmem-dispatch] [--runs 200] [--skip-speed] [--skip-replay]

Speed: the 100,000-document tenant of `bench/speed.py` (`speed.prepare`: synthetic records, real-model-derived
vectors; built once in --data-dir and reused), plus 100,000 memories written as `bench/memory_speed.py` writes
them (`memory_speed.build`). Then `--runs` new records (short descriptions are synthetic recall queries) are each
dispatched to an agent holding every tool, with the digest on and a log-pattern signal naming a service that has
memories. Timed per run: the dispatch index build (recall as the agent's service account, files, open work,
bounding), the digest build, and the whole `Dispatcher.dispatch` (run insert, ledger rows and guidance included).

Twice (since first sight, issue 13): "first_sight", with no verdicts stored for what the runs show (the documents'
titles and snippets and the memories' texts judged live by the detector, as before the worker has caught up); then
the verdicts of every document and memory those runs showed are stored through the worker's own functions
(`store_hit_verdicts.store_documents`, `store_memories`), the guard's memo and the query vectors are forgotten, and
the same texts are dispatched again on new records: "verdicts_current", what a caught-up worker gives. Each reports
the share of what it showed whose stored verdicts are the running guard's. `--no-store-verdicts`: the first only.
The guard's memo is emptied before each timed step (the dispatch, then its index and its digest built again), so
none of them finds what another judged: each costs what a server pays the first time it shows those texts (the
memo would spare a server's repeats, such as a memory title shown by several digests).

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import memory_speed
import numpy as np
import speed
import synth
from memory_speed import SERVICES, p95
from memory_speed import build as build_memories
from store_hit_verdicts import store_documents, store_memories

from opmem.core import Opmem
from opmem.memory import AgentConfig, DigestSettings, Signal
from opmem.quarantine.shown import guard_version
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.store.memory_verdicts import MemoryVerdicts
from opmem.types import Record

HERE = Path(__file__).resolve().parent
HADOOP = speed.EVAL / "beir" / "gitbugs-hadoop"
TOOLS = ["recall_operational_memory", "read_knowledge_document", "ask_document"]


def stats(values: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(values), 2), "p95_ms": round(p95(values), 2), "n": len(values)}


def agent(om: Opmem, tenant: str, grants: list[str], *, digest: bool) -> None:
    om.memory.create_agent(tenant, "dispatched", config=AgentConfig(digest=DigestSettings(enabled=digest)))
    om.create_principal(tenant, "dispatched", grants=grants)
    om.dispatch.grant_tools(tenant, "dispatched", TOOLS)


def measure_speed(data_dir: Path, runs: int, *, store_verdicts: bool = True) -> dict[str, Any]:
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
    om.warm_up()
    first = _dispatches(om, tenant, [q.text for q in queries], "NEW")
    report = {
        "documents": manifest.get("docs"),
        "memories": 100_000,
        "runs": runs,
        "first_sight": first.summary(om, tenant),
    }
    if store_verdicts:
        # What a caught-up worker gives: the verdicts of every document and memory the runs above showed (and of
        # the new records' own documents, open work for the runs below), stored through the worker's functions.
        started = time.process_time()
        docs = store_documents(om, tenant, first.doc_ids | _record_docs(om, tenant, first.records))
        memories = store_memories(om, tenant, first.memory_ids)
        report["verdicts_stored"] = {"documents": docs, "memories": memories, "cpu_s": time.process_time() - started}
        _forget(om)  # the guard's memo and the query vectors: the runs below are first sights but for the verdicts
        again = _dispatches(om, tenant, [q.text for q in queries], "AGAIN")
        report["verdicts_current"] = again.summary(om, tenant)
    om.close()
    return report


@dataclass
class Runs:
    """Timings of dispatches on new records, and what they showed."""

    index_ms: list[float] = field(default_factory=list)
    digest_ms: list[float] = field(default_factory=list)
    dispatch_ms: list[float] = field(default_factory=list)
    entries: list[int] = field(default_factory=list)
    records: list[str] = field(default_factory=list)
    doc_ids: set[int] = field(default_factory=set)
    memory_ids: set[int] = field(default_factory=set)

    def summary(self, om: Opmem, tenant: str) -> dict[str, Any]:
        both = [i + d for i, d in zip(self.index_ms, self.digest_ms, strict=True)]
        return {
            "index_build": stats(self.index_ms),
            "digest_build": stats(self.digest_ms),
            "index_plus_digest": stats(both),
            "dispatch_total": stats(self.dispatch_ms),
            "mean_entries": round(statistics.mean(self.entries), 2),
            "shown_with_current_verdicts": _current(om, tenant, self.doc_ids, self.memory_ids),
        }


def _dispatches(om: Opmem, tenant: str, texts: list[str], prefix: str) -> Runs:
    """Each text a new record's short description, dispatched with a log-pattern signal; each timed whole, and its
    index and digest built again and timed apart."""
    admin = om.local_admin(tenant)
    account = om.principal(tenant, "dispatched")
    out = Runs()
    builder = om.dispatch.builder
    recall = builder.recall

    def recording(*args: Any, **kwargs: Any) -> Any:  # every hit recall judged, shown in the index or bounded out
        result = recall(*args, **kwargs)
        out.doc_ids.update(hit.doc_id for hit in result.hits)
        return result

    builder.recall = recording
    try:
        _dispatch_each(om, tenant, texts, prefix, admin, account, out)
    finally:
        builder.recall = recall
    return out


def _dispatch_each(om: Opmem, tenant: str, texts: list[str], prefix: str, admin: Any, account: Any, out: Runs) -> None:
    for n, text in enumerate(texts):
        rec = Record(tenant, "incident", f"{prefix}{n:06d}-{time.time_ns()}", "new", short_description=text)
        om.upsert_record(rec)
        out.records.append(rec.record_id)
        signal = Signal("log_pattern", {"pattern": {"id": f"p-{n}"}, "sample_event": {"service": SERVICES[n % 20]}})
        _forget_verdicts()  # each step judges what it shows as if first (before, the index and digest timed after
        started = time.perf_counter()  # the dispatch found its verdicts in the guard's memo)
        bundle = om.dispatch.dispatch(admin, "dispatched", "incident", rec.record_id, signals=[signal])
        out.dispatch_ms.append((time.perf_counter() - started) * 1000)
        _forget_verdicts()
        started = time.perf_counter()
        built = om.dispatch.builder.build(account, rec, "dispatched", with_ids=True)
        out.index_ms.append((time.perf_counter() - started) * 1000)
        _forget_verdicts()
        started = time.perf_counter()
        digest = om.memory.digest(tenant, bundle.run.id)
        out.digest_ms.append((time.perf_counter() - started) * 1000)
        out.entries.append(len(bundle.index.entries) if bundle.index else 0)
        out.doc_ids |= {doc_id for doc_id, _ in built.surfaced}
        out.memory_ids |= {line.memory_id for line in digest.lines} if digest is not None else set()


def _record_docs(om: Opmem, tenant: str, record_ids: list[str]) -> set[int]:
    found: set[int] = set()
    for start in range(0, len(record_ids), 500):
        chunk = record_ids[start : start + 500]
        rows = om.store.db.execute(
            f"SELECT id FROM documents WHERE tenant_id = ? AND record_id IN ({','.join('?' * len(chunk))})",
            (tenant, *chunk),
        )
        found |= {int(row[0]) for row in rows}
    return found


def _current(om: Opmem, tenant: str, doc_ids: set[int], memory_ids: set[int]) -> dict[str, float | None]:
    """Share of the documents (title and body) and memories shown whose stored verdicts are the running guard's (the
    rest were judged live, at first sight)."""
    version = guard_version()

    def mine(verdict: str | None) -> bool:
        return verdict is not None and json.loads(verdict).get("guard") == version

    docs = om.store.documents(tenant, sorted(doc_ids)).values()
    memories = MemoryVerdicts(om.store).of(tenant, sorted(memory_ids))
    return {
        "documents": round(sum(mine(d.title_verdict) and mine(d.body_verdict) for d in docs) / len(docs), 3)
        if docs
        else None,
        "memories": round(sum(mine(memories.get(m)) for m in memory_ids) / len(memory_ids), 3) if memory_ids else None,
    }


def _forget(om: Opmem) -> None:
    """Forget the verdicts this process judged live and the query vectors."""
    _forget_verdicts()
    om.engine.forget_query_vectors()


def _forget_verdicts() -> None:
    """Empty the guard's memo (private): what a step shows is judged, or read from its stored verdicts, anew."""
    from opmem.quarantine import shown

    with shown._MEMO._lock:
        shown._MEMO._verdicts.clear()


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
    p.add_argument(
        "--no-store-verdicts",
        action="store_true",
        help="time the 100k dispatches at first sight only (no verdicts stored, no second pass)",
    )
    p.add_argument("--out", type=Path, default=HERE / "out" / "dispatch.json")
    args = p.parse_args()
    report: dict[str, Any] = {}
    if not args.skip_replay:
        report["replay_gitbugs_hadoop"] = replay(None if args.embedding == "none" else args.embedding)
        print(json.dumps(report["replay_gitbugs_hadoop"], indent=2), flush=True)
    if not args.skip_speed:
        report["speed_100k"] = measure_speed(args.data_dir, args.runs, store_verdicts=not args.no_store_verdicts)
        print(json.dumps(report["speed_100k"], indent=2), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
