"""BM25F in the text arm: choose its parameters on the dev half of firefox + hadoop, and show what it costs.

Each set is imported once (`--data-dir`, reused on later runs); every query's arm lists come from the engine as
`recall` fuses them (`fusion_ablations.Replay`), and Tantivy's first 400 text candidates with their stem
counts from `TantivyIndex.text_candidates`. Each variant then rewrites only the text list and goes through the
same fusion, fuzzy-share check and own-record exclusion. Parameters are chosen on the pooled `dev` queries of
gitbugs-hadoop and jahan2023-firefox (a hash of the query id); the `report` half is printed, never used. Usage:

    python bench/bm25f_fit.py [--data-dir /tmp/opmem-bm25f] [--out bench/out/bm25f_fit.json]
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from fusion_ablations import ROOT, Lists, Replay

from opmem.core import Opmem
from opmem.evaluate import Query, in_split
from opmem.index.bm25f import CANDIDATES, PARAMS, Bm25fParams, CandidatePool, rescore
from opmem.index.text import FUZZY_MIN_SHARE, fuzzy_share
from opmem.recall.engine import DEPTH
from opmem.recall.fuse import fuse
from opmem.recall.query import check_query
from opmem.settings import Settings

SETS = ("gitbugs-hadoop", "jahan2023-firefox")
DEPTHS = (100, 200, 400)
GRID = [
    Bm25fParams(k1, b_title, b_body, weight)
    for k1, b_title, b_body, weight in itertools.product(
        (0.9, 1.2, 1.6, 2.0, 3.0), (0.0, 0.3, 0.6), (0.5, 0.75, 1.0), (1.0, 2.0, 3.0, 4.0, 6.0)
    )
]
#: Around the full-corpus ablation's best (k1 2.0, b 0.3 / 1.0, title x4), for a machine without time for GRID.
SMALL = [
    PARAMS,
    Bm25fParams(1.2, 0.3, 1.0, 4.0),
    Bm25fParams(3.0, 0.3, 1.0, 4.0),
    Bm25fParams(2.0, 0.0, 1.0, 4.0),
    Bm25fParams(2.0, 0.6, 1.0, 4.0),
    Bm25fParams(2.0, 0.3, 0.75, 4.0),
    Bm25fParams(2.0, 0.3, 1.0, 2.0),
    Bm25fParams(2.0, 0.3, 1.0, 6.0),
]
Variant = Callable[[Query, Lists], Lists]


@dataclass(frozen=True)
class Scores:
    """Mean R@10 and MRR per half (unrounded), and query counts."""

    recall: dict[str, float]
    mrr: dict[str, float]
    count: dict[str, int]


class SetReplay:
    """One set: its replayed arm lists and, per query, Tantivy's first `max(DEPTHS)` text candidates."""

    def __init__(self, name: str, data_dir: Path) -> None:
        self.name = name
        self.replay = Replay(ROOT / name, data_dir)
        om = Opmem(Settings(data_dir=data_dir))
        try:
            tenant = om.settings.default_tenant
            index = om.text.tenant_index(tenant)  # type: ignore[attr-defined]
            filters = om.engine.filters(om.local_admin(tenant), None, None)
            self.pools: dict[str, CandidatePool | None] = {
                q.id: index.text_candidates(check_query(q.text), filters, max(DEPTHS)) for q in self.replay.queries
            }
        finally:
            om.close()

    def score(
        self, variant: Variant, splits: Sequence[str] = ("dev", "report", "all"), text_only: bool = False
    ) -> Scores:
        rows: dict[str, list[tuple[float, float]]] = {s: [] for s in splits}
        for n, q in enumerate(self.replay.queries):
            wanted = [s for s in splits if in_split(q.id, s)]  # type: ignore[arg-type]
            if not wanted:
                continue
            lists = variant(q, self.replay.lists[n])
            ranking = self._ranking(q, {"text": lists["text"]} if text_only else lists)
            first = next((i for i, d in enumerate(ranking) if d in q.relevant), None)
            row = (float(first is not None), 1 / (first + 1) if first is not None else 0.0)
            for split in wanted:
                rows[split].append(row)
        return Scores(
            recall={s: sum(r[0] for r in v) / max(1, len(v)) for s, v in rows.items()},
            mrr={s: sum(r[1] for r in v) / max(1, len(v)) for s, v in rows.items()},
            count={s: len(v) for s, v in rows.items()},
        )

    def _ranking(self, q: Query, lists: Lists) -> list[str]:
        ranking: list[str] = []
        for f in fuse(lists):
            doc = self.replay.record[f.doc_id]
            if doc == q.id or (f.arms == ("fuzzy",) and fuzzy_share(q.text, self.replay.titles[doc]) < FUZZY_MIN_SHARE):
                continue
            ranking.append(doc)
            if len(ranking) == 10:
                break
        return ranking

    def ceiling(self, depth: int) -> float:
        """Share of queries with a relevant document among Tantivy's first `depth` candidates (own record aside)."""
        found = 0
        for q in self.replay.queries:
            pool = self.pools[q.id]
            ids = {self.replay.record[c.doc_id] for c in pool.candidates[:depth]} if pool else set()
            found += bool((ids - {q.id}) & q.relevant)
        return found / len(self.replay.queries)

    def tantivy(self) -> Variant:
        """The text list as Tantivy alone ranks it (the arm before BM25F)."""

        def variant(q: Query, lists: Lists) -> Lists:
            pool = self.pools[q.id]
            hits = [(c.doc_id, c.first_score) for c in pool.candidates[: DEPTH["text"]]] if pool else []
            return {**lists, "text": hits}

        return variant

    def bm25f(self, params: Bm25fParams, depth: int) -> Variant:
        def variant(q: Query, lists: Lists) -> Lists:
            pool = self.pools[q.id]
            if pool is None:
                return {**lists, "text": []}
            return {**lists, "text": rescore(replace(pool, candidates=pool.candidates[:depth]), DEPTH["text"], params)}

        return variant


def pooled(results: Sequence[Scores], split: str) -> float:
    """MRR over the queries of every set together."""
    total = sum(r.count[split] for r in results)
    return sum(r.mrr[split] * r.count[split] for r in results) / max(1, total)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=Path("/tmp/opmem-bm25f"))
    parser.add_argument("--out", type=Path, default=Path("bench/out/bm25f_fit.json"))
    parser.add_argument("--sets", nargs="*", default=list(SETS), help="the sets whose dev queries choose")
    parser.add_argument("--small", action="store_true", help=f"{len(SMALL)} parameter sets, not {len(GRID)}")
    args = parser.parse_args()
    args.grid = SMALL if args.small else GRID
    sets = [SetReplay(name, args.data_dir / name) for name in args.sets]
    report: dict[str, object] = {"ceiling": {s.name: {d: round(s.ceiling(d), 3) for d in DEPTHS} for s in sets}}
    print("recall ceiling (a relevant document among Tantivy's first N):", report["ceiling"], flush=True)
    rows: dict[str, dict[str, object]] = {}
    print(f"{'variant':<60}{'set':<20}{'dev':>14}{'report':>14}{'all':>14}   (R@10/MRR)")
    for label, make, text_only in (
        ("fused, Tantivy text arm (before)", lambda s: s.tantivy(), False),
        (f"fused, BM25F shipped x{CANDIDATES}", lambda s: s.bm25f(PARAMS, CANDIDATES), False),
        ("fused, BM25F shipped x100", lambda s: s.bm25f(PARAMS, 100), False),
        ("text alone, Tantivy (before)", lambda s: s.tantivy(), True),
        (f"text alone, BM25F shipped x{CANDIDATES}", lambda s: s.bm25f(PARAMS, CANDIDATES), True),
    ):
        for s in sets:
            result = s.score(make(s), text_only=text_only)
            cells = "".join(f"{result.recall[h]:>7.3f}/{result.mrr[h]:.3f}" for h in ("dev", "report", "all"))
            print(f"{label:<60}{s.name:<20}{cells}", flush=True)
            rows[f"{label} | {s.name}"] = {"recall@10": result.recall, "mrr": result.mrr, "queries": result.count}
    report["rows"] = rows
    started = time.perf_counter()
    dev: dict[Bm25fParams, float] = {}
    for p in args.grid:
        dev[p] = pooled([s.score(s.bm25f(p, CANDIDATES), ("dev",)) for s in sets], "dev")
        print(f"  dev MRR {dev[p]:.4f}  {p}", flush=True)
    best = max(dev, key=lambda p: dev[p])
    print(f"grid of {len(dev)} on pooled dev MRR in {time.perf_counter() - started:.0f} s; best {best}")
    report.update(best=best.__dict__, grid=[(p.__dict__, round(v, 4)) for p, v in dev.items()])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, default=str))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
