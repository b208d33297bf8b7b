"""Findings replay: do findings put precedent in front of later runs that resolutions alone do not?

    python bench/findings_replay.py [--embedding none|local:all-MiniLM-L6-v2] [--out bench/out/findings.json]

Every report of `beir/gitbugs-hadoop` that is not a duplicate is imported as a resolved ticket (as
`bench/dispatch.py` replays it). Then each duplicate report (the BEIR queries, in id order) is stored as an
open ticket and dispatched, twice over, in two arms:

- `resolutions`: the run finishes without a memory, and its ticket is resolved (it joins the archive as a
  resolution, as in the dispatch replay);
- `findings`: the same, and before finishing the run records the memory an agent that recognised the duplicate
  would write (title: the report's title; root cause: "duplicate of <original id>: <original title>"), so the
  run leaves a finding on its ticket.

A run "has precedent" when its dispatch index holds the original's resolution, or a resolution or finding left
by an earlier duplicate of the same original. Reported per arm: runs with precedent, runs where only an earlier
run's document (not the original's resolution) was the precedent, and how many index entries were findings.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from dispatch import HADOOP, _rows, agent

from opmem.core import Opmem
from opmem.memory import MemoryDraft
from opmem.settings import Settings
from opmem.types import Record

HERE = Path(__file__).resolve().parent


def _originals() -> dict[str, str]:
    found: dict[str, str] = {}
    for line in (HADOOP / "qrels" / "test.tsv").read_text().splitlines()[1:]:
        query, doc, score = line.split("\t")[:3]
        if float(score) > 0:
            found[query] = doc
    return found


def replay(embedding: str | None, *, findings: bool) -> dict[str, Any]:
    corpus = {row["_id"]: row for row in _rows(HADOOP / "corpus.jsonl")}
    duplicates = sorted(_rows(HADOOP / "queries.jsonl"), key=lambda r: r["_id"])
    original = _originals()
    held_back = {d["_id"] for d in duplicates}
    with tempfile.TemporaryDirectory() as tmp:
        om = Opmem(Settings(data_dir=Path(tmp), default_embedding=embedding, clamd_socket=None))
        tenant = "default"

        def ticket(rid: str, title: str, body: str, state: str) -> Record:
            return Record(tenant, "ticket", rid, state, short_description=title, description=body[:20_000])

        om.upsert_records(
            ticket(rid, r.get("title", ""), r.get("text", ""), "resolved")
            for rid, r in corpus.items()
            if rid not in held_back
        )
        agent(om, tenant, ["ticket"], digest=False)
        admin = om.local_admin(tenant)
        with_precedent = only_earlier = finding_entries = 0
        earlier: dict[str, list[str]] = {}  # original id -> duplicates dispatched before
        started = time.perf_counter()
        for dup in duplicates:
            rid, want = dup["_id"], original[dup["_id"]]
            om.upsert_record(ticket(rid, dup.get("text", ""), dup.get("body", ""), "open"))
            bundle = om.dispatch.dispatch(admin, "dispatched", "ticket", rid)
            entries = bundle.index.entries if bundle.index else ()
            shown = {(e.doc_kind, e.record_id) for e in entries if e.kind == "precedent"}
            finding_entries += sum(kind == "finding" for kind, _ in shown)
            has_original = ("resolution", want) in shown
            has_earlier = any((kind, r) in shown for r in earlier.get(want, []) for kind in ("resolution", "finding"))
            with_precedent += has_original or has_earlier
            only_earlier += has_earlier and not has_original
            if findings:
                title = corpus[want].get("title", "") or want
                om.memory.record_memory(
                    tenant,
                    "dispatched",
                    bundle.run.id,
                    MemoryDraft(
                        title=dup.get("text", "") or rid,
                        symptoms=dup.get("body", "")[:500],
                        root_cause=f"duplicate of {want}: {title}",
                        root_cause_confidence="confirmed",
                        resolution=f"closed as a duplicate of {want}",
                    ),
                )
            om.runs.finish(admin, bundle.run.id, "resolved")
            om.upsert_record(ticket(rid, dup.get("text", ""), dup.get("body", ""), "resolved"))
            earlier.setdefault(want, []).append(rid)
        seconds = time.perf_counter() - started
        om.close()
    runs = len(duplicates)
    return {
        "arm": "findings" if findings else "resolutions",
        "embedding": embedding or "none",
        "runs": runs,
        "runs_with_precedent": with_precedent,
        "rate": round(with_precedent / runs, 3),
        "only_an_earlier_runs_document": only_earlier,
        "finding_entries_shown": finding_entries,
        "seconds": round(seconds, 1),
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--embedding", default="none", help="the tenant's model ('none': lexical only)")
    p.add_argument("--out", type=Path, default=HERE / "out" / "findings.json")
    args = p.parse_args()
    embedding = None if args.embedding == "none" else args.embedding
    report = [replay(embedding, findings=False), replay(embedding, findings=True)]
    print(json.dumps(report, indent=2))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
