"""Store the worker's verdicts (m018) of every document `bench/speed.py`'s queries can show, as the worker would.

    python bench/store_hit_verdicts.py /tmp/rl/100k     # the data directory speed.py built (--data-dir)

Judging all 100,000 synthetic documents takes ~90 CPU minutes; the timed recalls only ever show the documents their
queries find. So each warm and timed query of speed.py is recalled (three arms and each recall variant, k=10), and
the documents found are judged and stored through the worker's own functions (`stored`, `stored_body`,
`ShownVerdicts.store_verdicts`; `store_memories` does the same for memories, for `bench/dispatch.py`). Run it with
the code you then time: a stored verdict counts only for the guard that computed it (speed.py prints the share of
timed hits whose verdicts are the running guard's).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterable

import speed
import synth

from opmem.core import Opmem
from opmem.ingest.record_verdicts import shown_body
from opmem.quarantine.shown import stored, stored_body, stored_texts
from opmem.settings import Settings
from opmem.store.memory_verdicts import MemoryVerdicts, UnjudgedMemory
from opmem.store.shown_verdicts import ShownVerdicts, Unjudged
from opmem.store.tenant_scope import all_tenants


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", help="a data directory built by bench/speed.py --data-dir")
    args = speed.parse_args(["--data-dir", parser.parse_args().data_dir, "--embed-sample", "0", "--apply-sample", "0"])
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    om = Opmem(Settings(data_dir=args.data_dir))
    principal = om.create_principal(speed.TENANT, "store-hit-verdicts", grants=[synth.TABLE])
    warm, queries = speed.split(synth.queries(corpus, 2 * args.queries, total=args.docs))
    ids: set[int] = set()
    for query in [*warm, *queries]:
        for arms in [speed.ARMS, *speed.RECALL_VARIANTS.values()]:
            ids |= {hit.doc_id for hit in om.recall(principal, query.text, k=10, arms=arms).hits}
    print(f"{len(ids)} documents to judge", flush=True)
    started = time.process_time()
    judged = store_documents(om, speed.TENANT, ids)
    print(f"judged {judged} in {time.process_time() - started:.0f} CPU s", flush=True)


def store_documents(om: Opmem, tenant: str, ids: Iterable[int]) -> int:
    """Judge and store the title and body verdicts of the documents `ids` as the worker does; returns how many."""
    verdicts = ShownVerdicts(om.store)
    with all_tenants():
        docs = om.store.documents(tenant, sorted(set(ids)))
    for doc in docs.values():
        unjudged = Unjudged(doc.tenant, doc.id, doc.kind, doc.title, doc.body)
        with all_tenants():
            verdicts.store_verdicts(
                unjudged, title_verdict=stored(unjudged.title), body_verdict=stored_body(shown_body(unjudged))
            )
    return len(docs)


def store_memories(om: Opmem, tenant: str, ids: Iterable[int]) -> int:
    """Judge and store the verdicts of the memories `ids` (their title, symptoms, root cause, ruled-out causes and
    resolution: `stored_texts`) as the worker does; returns how many."""
    verdicts, chosen, done = MemoryVerdicts(om.store), sorted(set(ids)), 0
    for start in range(0, len(chosen), 500):
        chunk = chosen[start : start + 500]
        with all_tenants():
            rows = om.store.db.execute(
                "SELECT tenant_id, id, title, symptoms, root_cause, ruled_out, resolution FROM memories "
                f"WHERE id IN ({','.join('?' * len(chunk))}) AND tenant_id = ?",
                (*chunk, tenant),
            ).fetchall()
        for row in rows:
            memory = UnjudgedMemory(*row)
            with all_tenants():
                done += verdicts.store_verdicts(memory, stored_texts(memory.texts()))
    return done


if __name__ == "__main__":
    main()
