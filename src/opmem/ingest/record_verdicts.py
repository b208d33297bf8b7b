"""The worker's catch-up of a record's verdicts (issue 13): the title and the body of every document but files,
judged at `file` strength (the rules, the overturn and the fine-tuned detector) and stored (m018), so recall shows
them by a lookup instead of judging them live; then a memory's texts (m019), so memory search, the digest and
memory lists do.

Not at import: the import's 100 records/s with embeddings would not survive the detector (~tens of ms a record).
The worker judges a bounded amount of CPU a tick instead, newest first; until a document or memory has a current
verdict (new, edited, or the guard changed), its text is judged live at first sight (`quarantine.first_sight`: as
the worker will judge it, under a budget per call, withheld past it).
"""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Callable

from opmem.ingest.distill import skill_summary
from opmem.quarantine.detector import model_off
from opmem.quarantine.shown import stored, stored_body, stored_prefix, stored_texts
from opmem.store.memory_verdicts import MemoryVerdicts, UnjudgedMemory
from opmem.store.shown_verdicts import ShownVerdicts, Unjudged
from opmem.store.sqlite import SQLiteStore

#: CPU seconds (this thread's) of judging per worker tick: a record costs ~tens of ms, so a few a tick.
RECORD_BUDGET = 0.25
#: Documents fetched per look (judged until the budget is spent; the rest are fetched again next tick).
RECORD_BATCH = 32


def shown_body(doc: Unjudged) -> str:
    """What recall cuts a snippet from: a skill's summary (its body is prompt source), else the body."""
    return skill_summary(doc.body) if doc.kind == "skill" else doc.body


def refresh_record_verdicts(store: SQLiteStore, budget: float = RECORD_BUDGET) -> int:
    """Judge and store the title and body verdicts of documents that lack this guard's and the verdicts of memories
    that lack them (`stored_texts`), every tenant's (the caller runs `cross_tenant`), newest first, a document and a
    memory in turn (after a change to the guard neither waits for the other's backlog), until `budget` CPU seconds
    are spent (at least one). Returns how many were judged: 0 when none is missing. With the model off nothing is
    judged (as for files: a rules-only verdict must not replace the model's; shown, the rules run live)."""
    if model_off():
        return 0
    documents, memories = ShownVerdicts(store), MemoryVerdicts(store)
    current = stored_prefix()
    steps: list[Callable[[], object]] = [
        step
        for pair in itertools.zip_longest(
            [functools.partial(_document, documents, d) for d in documents.unjudged(current, RECORD_BATCH)],
            [functools.partial(_memory, memories, m) for m in memories.unjudged(current, RECORD_BATCH)],
        )
        for step in pair
        if step is not None
    ]
    started = time.thread_time()
    judged = 0
    for step in steps:
        if judged and time.thread_time() - started >= budget:
            break
        step()
        judged += 1
    return judged


def _document(verdicts: ShownVerdicts, doc: Unjudged) -> bool:
    return verdicts.store_verdicts(doc, title_verdict=stored(doc.title), body_verdict=stored_body(shown_body(doc)))


def _memory(verdicts: MemoryVerdicts, memory: UnjudgedMemory) -> bool:
    return verdicts.store_verdicts(memory, stored_texts(memory.texts()))
