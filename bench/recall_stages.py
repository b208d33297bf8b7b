"""Where one recall's CPU goes, stage by stage (issue 17: recall's own overhead over its engines).

    python bench/recall_stages.py --data-dir /tmp/opmem-100k      # a data directory bench/speed.py built

Times the speed benchmark's 200 timed queries (after its warm-up queries, as `bench/speed.py` does), each recall's
stages measured in CPU time of the thread that runs them (`time.thread_time_ns`, so the query embedding on the
pool thread does not count in the caller's stages, and a shared machine's waiting counts in none). Each stage is
a method wrapped for the run; a stage's time includes the stages it calls (the table says which those are).
Prints median and p95 per stage in CPU ms. Numbers only; it never fails on a slow result.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import speed
import synth

import opmem.recall.engine as engine_module
from opmem.core import Opmem
from opmem.index import tantivy_index
from opmem.settings import Settings

#: (stage, object, attribute): each wrapped while the queries are timed. Indented names run inside the one above.
STAGES: tuple[tuple[str, str, str], ...] = (
    ("recall (Opmem.recall, caller's thread)", "om", "recall"),
    ("  ledger: run_of + recalled", "om.ledger", "recalled"),
    ("  RecallEngine.filters", "engine", "filters"),
    ("  catch_up", "engine", "catch_up"),
    ("  text arm (TextIndex.search_text)", "om.text", "search_text"),
    ("    tantivy top, both arms (search + doc_id column)", "index", "_top"),
    ("    stem counts gather (StemReader.gather)", "index._stems", "gather"),
    ("    count_matrix", "tantivy_index", "count_matrix"),
    ("    stem counts (StemReader.counts)", "index._stems", "counts"),
    ("    rescore_matrix", "tantivy_index", "rescore_matrix"),
    ("    field stats", "index", "_field_stats"),
    ("  fuzzy arm (TextIndex.search_fuzzy)", "om.text", "search_fuzzy"),
    ("    tantivy run (search + doc_id column)", "index", "_run"),
    ("  semantic search (search_semantic)", "om.vectors", "search_semantic"),
    ("  fuse", "engine_module", "fuse"),
    ("  select (hydrate, admit, permit, hits)", "engine", "_select"),
    ("    SQLiteStore.documents", "om.store", "documents"),
    ("    permitted", "engine_module", "permitted"),
    ("    fuzzy_share", "engine_module", "fuzzy_share"),
    ("    hits (titles, snippets, links)", "engine", "_hits"),
    ("      shown_title", "engine_module", "shown_title"),
    ("      snippet (cut + guard)", "engine", "_snippet"),
    ("        cut (cut_snippet)", "engine_module", "cut_snippet"),
    ("query embedding (pool thread)", "engine", "_embed_query"),
)


class Clock:
    """CPU ns per stage for the query being timed (a stage called twice in one recall adds up)."""

    def __init__(self) -> None:
        self.current: dict[str, int] = {}
        self.rows: list[dict[str, int]] = []

    def wrap(self, stage: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time_ns()
            try:
                return call(*args, **kwargs)
            finally:
                self.current[stage] = self.current.get(stage, 0) + time.thread_time_ns() - start

        return timed

    def next_query(self) -> None:
        self.rows.append(self.current)
        self.current = {}


@contextmanager
def wrapped(clock: Clock, owners: dict[str, object]) -> Iterator[None]:
    with ExitStack() as stack:
        for stage, owner_name, attribute in STAGES:
            owner = owners[owner_name]
            if owner is None or not hasattr(owner, attribute):  # an older version of opmem lacks the stage
                continue
            original = getattr(owner, attribute)
            setattr(owner, attribute, clock.wrap(stage.strip(), original))
            own = attribute in vars(owner)  # a module's function, or an attribute of the instance itself
            stack.callback(_restore, owner, attribute, original if own else None)
        yield


def _restore(owner: object, attribute: str, original: object | None) -> None:
    if original is not None:
        setattr(owner, attribute, original)
    else:
        delattr(owner, attribute)  # the instance's wrapper hid the class's method


def table(rows: Sequence[dict[str, int]], note: str) -> str:
    lines = [
        f"{note}: CPU ms per recall over {len(rows)} queries",
        f"{'stage':<52} {'median':>8} {'p95':>8} {'mean':>8}",
    ]
    for stage, _, _ in STAGES:
        values = np.asarray([row.get(stage.strip(), 0) for row in rows], dtype=np.float64) / 1e6
        median, p95 = np.median(values), np.percentile(values, 95)
        lines.append(f"{stage:<52} {median:8.3f} {p95:8.3f} {values.mean():8.3f}")
    return "\n".join(lines)


def run(om: Opmem, principal: object, queries: Sequence[synth.Query], k: int, *, forget: bool) -> list[dict[str, int]]:
    clock = Clock()
    index = om.text.tenant_index(synth.TENANT)
    owners: dict[str, object] = {
        "om": om,
        "om.ledger": om.ledger,
        "engine": om.engine,
        "om.text": om.text,
        "om.vectors": om.vectors,
        "om.store": om.store,
        "index": index,
        "index._stems": index._stems if index is not None else None,
        "tantivy_index": tantivy_index,
        "engine_module": engine_module,
    }
    if not forget:  # every query's vector remembered first (forgetting, above, kept only the last one's)
        for q in queries:
            om.recall(principal, q.text, k=k)  # type: ignore[arg-type]
    with wrapped(clock, owners):
        for q in queries:
            if forget:
                om.engine.forget_query_vectors()
            om.recall(principal, q.text, k=k)  # type: ignore[arg-type]
            clock.next_query()
    return clock.rows


def open_bench(argv: Sequence[str] | None, description: str | None, agent: str) -> tuple[Opmem, Any, list[Any], int]:
    """Parse the shared options, open the data directory bench/speed.py built, warm it up on half the synthetic
    queries, and return (opmem, principal, the other half to time, k)."""
    p = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data-dir", type=Path, required=True, help="a data directory bench/speed.py built")
    p.add_argument("--queries", type=int, default=200, help="queries timed")
    p.add_argument("--k", type=int, default=5, help="hits per recall")
    p.add_argument("--seed", type=int, default=7, help="seed of the synthetic corpus and queries")
    p.add_argument("--docs", type=int, default=100_000, help="documents the data directory was built with")
    p.add_argument("--eval-dir", type=Path, default=speed.EVAL, help="folder holding gitbugs/ and beir/")
    args = p.parse_args(argv)
    corpus = synth.Corpus(synth.load_seeds(args.eval_dir), seed=args.seed)
    om = Opmem(Settings(data_dir=args.data_dir))
    principal = om.create_principal(synth.TENANT, agent, grants=[synth.TABLE])
    warm, queries = speed.split(synth.queries(corpus, 2 * args.queries, total=args.docs))
    for q in warm:
        om.recall(principal, q.text, k=args.k)
    return om, principal, list(queries), args.k


def main(argv: Sequence[str] | None = None) -> int:
    om, principal, queries, k = open_bench(argv, __doc__, "stages-agent")
    first = run(om, principal, queries, k, forget=True)
    repeated = run(om, principal, queries, k, forget=False)
    om.close()
    print(table(first, "first sight (query embedded anew)"))
    print()
    print(table(repeated, "repeated (query vector remembered)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
