"""Round q6's levers for fused MRR (issue 17): RM3 feedback and term proximity in the text arm, replayed off-line.

Each set is imported once with the bundled float32 model and its arm lists replayed (`fusion_levers.load`, cached
under `--cache`); the imported copy stays there, so a variant re-runs the text arm on opmem's own Tantivy index
(its candidates, stem file and BM25F `rescore_matrix`), not on a re-implementation. The new text list replaces the
old one and goes through opmem's `fuse`, the fuzzy-only share check and the own-record exclusion
(`fusion_levers.ranking`), as `recall` does.

- **RM3**: the first `k` documents of the text list or of the fused list (the query's own record never among them),
  weighted by their min-max score in that list; RM1(t) = sum of w_d * tf(t, d) / |d| over their stems (title twice,
  plus the body, as the content field holds them); the best `m` terms normalised to 1; q' = lam * query stems (1/|q|
  each) + (1 - lam) * RM1. Tantivy's 100 candidates for the term queries boosted by q'(t) are re-scored by BM25F
  with weights idf(t) * q'(t).
- **Proximity**: per pair of adjacent query stems, the candidate's ordered occurrences within a window `w` (or
  unordered within it) in title and body; tf = 4 * title + body; bonus = sum of mean idf * tf / (2 + tf); the text
  arm's 100 re-sorted by BM25F + mu * bonus.

While choosing, only dev halves are scored and printed (pooled dev MRR of firefox and hadoop chooses); each lever's
one chosen variant is then scored on every half and set (docs/measured/recall-quality.md, "Round q6"). Usage:

    python bench/text_prf.py [--sets ...] [--cache /tmp/recall-q6] [--lever rm3|proximity|all] [--check]
"""

from __future__ import annotations

import argparse
import itertools
import pickle
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import numpy as np
import tantivy
from fusion_levers import DEV_SETS, MODEL, SetData, Variant, load, ranking

from opmem.core import Opmem
from opmem.index.analysis import stems, tokens
from opmem.index.bm25f import CANDIDATES, PARAMS, idf, rescore_matrix
from opmem.index.tantivy_index import LENGTHS, STEMS_AT, TITLE_BOOST, TantivyIndex
from opmem.index.text import FUZZY_MIN_SHARE, Filters, fuzzy_share
from opmem.ingest.distill import searchable_text
from opmem.recall.engine import DEPTH
from opmem.recall.fuse import fuse
from opmem.settings import Settings
from opmem.types import Arm

Lists = dict[Arm, list[tuple[int, float]]]
Ranked = list[tuple[int, float]]


class TextEngine:
    """One set's imported copy, open: its Tantivy index, filters, and each document's stems (title, body)."""

    def __init__(self, data_dir: Path, cache: Path, name: str) -> None:
        self.om = Opmem(Settings(data_dir=data_dir, default_embedding=f"local:{MODEL}"))
        tenant = self.om.settings.default_tenant
        self.filters: Filters = self.om.engine.filters(self.om.local_admin(tenant), None, None)
        index = self.om.text.tenant_index(tenant)  # type: ignore[attr-defined]
        assert isinstance(index, TantivyIndex)
        self.index = index
        path = cache / f"{name}.stems.pkl"
        if not path.exists():
            docs = [d for batch in self.om.store.iter_documents(tenant) for d in batch]
            found = {d.id: (tokens(d.title), tokens(searchable_text(d.kind, d.body))) for d in docs}
            path.write_bytes(pickle.dumps(found))
        self.stems: dict[int, tuple[list[str], list[str]]] = pickle.loads(path.read_bytes())
        self.vectors: dict[int, Counter[str]] = {}

    def bag(self, doc: int) -> Counter[str]:
        """The document's stems as the content field counts them: the title twice, then the body."""
        found = self.vectors.get(doc)
        if found is None:
            title, body = self.stems.get(doc, ([], []))
            found = self.vectors[doc] = Counter(title * 2 + body)
        return found

    def idf(self, terms: Sequence[str]) -> dict[str, float]:
        searcher = self.index._index.searcher()
        docs = self.index._field_stats(searcher).docs
        return {t: idf(docs, n) for t, n in zip(terms, self.index._doc_freqs(searcher, "content", terms), strict=True)}

    def search_weighted(self, query: Mapping[str, float], limit: int = DEPTH["text"]) -> Ranked:
        """The text arm for a weighted query: `search_text`'s steps with each stem's clauses boosted by its weight
        and BM25F's idf multiplied by it (equal weights give `search_text`'s very list)."""
        index, terms = self.index, list(query)
        if not terms:
            return []
        should = tantivy.Occur.Should
        clauses: list[tuple[tantivy.Occur, tantivy.Query]] = []
        for term in terms:
            content = tantivy.Query.term_query(index.schema, "content", term, index_option="freq")
            title = tantivy.Query.term_query(index.schema, "title", term, index_option="freq")
            clauses.append((should, tantivy.Query.boost_query(content, query[term])))
            clauses.append((should, tantivy.Query.boost_query(title, TITLE_BOOST * query[term])))
        built = index._filtered(self.filters, tantivy.Query.boolean_query(clauses))
        searcher = index._index.searcher()
        top = index._top(searcher, built, max(limit, CANDIDATES))
        addresses, doc_ids = [a for _, a, _ in top], [d for _, _, d in top]
        stats = index._field_stats(searcher)
        title_lens, body_lens = (index._column(searcher, n, addresses) for n in LENGTHS)
        starts, lengths = (index._column(searcher, n, addresses) for n in STEMS_AT)
        counts = index._stems.counts(starts, lengths, terms)
        weights = {t: w * query[t] for t, w in self.idf(terms).items()}
        return rescore_matrix(doc_ids, (title_lens, body_lens), (counts[0], counts[1]), weights, stats, limit)

    def close(self) -> None:
        self.om.close()


def feedback_docs(data: SetData, n: int, source: str, k: int) -> list[tuple[int, float]]:
    """The first `k` documents of the text or fused list (own record and failing fuzzy-only ones left out), each
    with its min-max score in that list."""
    q = data.queries[n]
    if source == "text":
        ranked = [(doc, score) for doc, score in data.lists[n].get("text", [])]
    else:
        ranked = []
        for f in fuse(data.lists[n]):
            rec = data.record[f.doc_id]
            if f.arms == ("fuzzy",) and fuzzy_share(q.text, data.titles[rec]) < FUZZY_MIN_SHARE:
                continue
            ranked.append((f.doc_id, f.score))
    if not ranked:
        return []
    high, low = ranked[0][1], min(s for _, s in ranked)
    spread = high - low if high > low else 1.0
    kept = [(doc, (score - low) / spread if high > low else 1.0) for doc, score in ranked if data.record[doc] != q.id]
    return kept[:k]


def expanded(engine: TextEngine, query: str, docs: Sequence[tuple[int, float]], terms: int, lam: float):
    """RM3's q': lam on the query's stems, 1 - lam on the best `terms` of RM1 over the feedback documents."""
    own = stems(query)
    if not own:
        return {}
    rm1: Counter[str] = Counter()
    for doc, weight in docs:
        bag = engine.bag(doc)
        size = sum(bag.values())
        for t, c in bag.items():
            rm1[t] += weight * c / size
    best = rm1.most_common(terms)
    total = sum(v for _, v in best)
    q = {t: lam / len(own) for t in own}
    if total > 0 and lam < 1:
        for t, v in best:
            q[t] = q.get(t, 0.0) + (1 - lam) * v / total
    return q


def rm3(engine: TextEngine, source: str, k: int, terms: int, lam: float) -> Callable[[SetData, int], Lists]:
    def lists(data: SetData, n: int) -> Lists:
        docs = feedback_docs(data, n, source, k)
        q = expanded(engine, data.queries[n].text, docs, terms, lam)
        return {**data.lists[n], "text": engine.search_weighted(q)} if q else data.lists[n]

    return lists


def pair_count(first: list[int], second: list[int], window: int, ordered: bool) -> int:
    """Occurrences of `first` with `second` after it within `window` positions (either side when not ordered)."""
    found = 0
    for p in first:
        if any((0 < s - p <= window) if ordered else (0 < abs(s - p) <= window) for s in second):
            found += 1
    return found


def proximity(engine: TextEngine, window: int, ordered: bool, mu: float) -> Callable[[SetData, int], Lists]:
    def lists(data: SetData, n: int) -> Lists:
        own = stems(data.queries[n].text)
        hits = data.lists[n].get("text", [])
        if len(own) < 2 or not hits:
            return data.lists[n]
        weights = engine.idf(own)
        pairs = list(itertools.pairwise(own))
        rescored = []
        for doc, score in hits:
            bonus = 0.0
            for field_weight, seq in zip((PARAMS.title_weight, 1.0), engine.stems.get(doc, ([], [])), strict=True):
                at: dict[str, list[int]] = {}
                for i, t in enumerate(seq):
                    at.setdefault(t, []).append(i)
                for a, b in pairs:
                    if a in at and b in at:
                        tf = field_weight * pair_count(at[a], at[b], window, ordered)
                        bonus += (weights[a] + weights[b]) / 2 * tf / (2 + tf) if tf else 0.0
            rescored.append((doc, score + mu * bonus))
        rescored.sort(key=lambda p: (-p[1], p[0]))
        return {**data.lists[n], "text": rescored}

    return lists


def evaluate(data: SetData, variant: Variant, halves: Sequence[str]) -> dict[str, tuple[float, float, int]]:
    """R@10, MRR and count per half in `halves` ("all" = both), only the queries of those halves ranked."""
    rows: dict[str, list[tuple[float, float]]] = {"dev": [], "report": []}
    wanted = {"dev", "report"} if "all" in halves or "report" in halves else {"dev"}
    for n, (q, split) in enumerate(zip(data.queries, data.splits, strict=True)):
        if split not in wanted:
            continue
        first = next((i for i, r in enumerate(ranking(data, n, variant)) if r in q.relevant), None)
        rows[split].append((float(first is not None), 0.0 if first is None else 1 / (first + 1)))
    rows["all"] = rows["dev"] + rows["report"]
    return {
        h: (float(np.mean([r[0] for r in rows[h]])), float(np.mean([r[1] for r in rows[h]])), len(rows[h]))
        for h in halves
    }


def grid(engines: Mapping[str, TextEngine], lever: str) -> dict[str, Callable[[str], Variant]]:
    """Each variant as a function of the set's name (the engine is per set)."""
    found: dict[str, Callable[[str], Variant]] = {}
    if lever in ("rm3", "all"):
        for source, k, m, lam in itertools.product(("text", "fused"), (3, 5, 10), (5, 10, 20), (0.5, 0.6, 0.7, 0.8)):
            found[f"rm3 {source} k{k} m{m} lam{lam}"] = lambda s, a=(source, k, m, lam): Variant(
                lists=rm3(engines[s], *a)
            )
    if lever in ("proximity", "all"):
        shapes = [(w, True) for w in (1, 2, 4, 8)] + [(8, False)]
        for (w, ordered), mu in itertools.product(shapes, (0.1, 0.25, 0.5, 1.0)):
            name = f"proximity {'od' if ordered else 'uw'}{w} mu{mu}"
            found[name] = lambda s, a=(w, ordered, mu): Variant(lists=proximity(engines[s], *a))
    return found


def pooled(results: Mapping[str, Mapping[str, tuple[float, float, int]]]) -> float:
    dev = [results[s]["dev"] for s in results if s in DEV_SETS]
    return sum(m * c for _, m, c in dev) / max(1, sum(c for _, _, c in dev))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="*", default=list(DEV_SETS))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/recall-q6"))
    parser.add_argument("--lever", default="all", choices=("rm3", "proximity", "all"))
    parser.add_argument("--check", action="store_true", help="only: lam 1.0 reproduces the text arm's lists")
    parser.add_argument("--final", nargs="*", default=[], help="score these variants on every half and set")
    args = parser.parse_args()
    sets = {name: load(name, args.cache) for name in args.sets}
    engines = {name: TextEngine(args.cache / "data" / name, args.cache, name) for name in args.sets}
    try:
        if args.check:
            for name, data in sets.items():
                same = sum(
                    engines[name].search_weighted({t: 1.0 for t in stems(q.text)}) == data.lists[n].get("text", [])
                    for n, q in enumerate(data.queries)
                )
                print(f"{name}: weighted search with equal weights = the text arm's list on {same}/{len(data.queries)}")
            return
        dev_sets = [s for s in sets if s in DEV_SETS]
        base = {s: evaluate(sets[s], Variant(), ["dev"]) for s in dev_sets}
        print(f"{'variant (dev halves only)':<34}{'pooled dev':>11}  " + "  ".join(f"{s} dev" for s in dev_sets))
        print(f"{'as recall fuses':<34}{pooled(base):>11.4f}  " + "  ".join(_cell(base[s]["dev"]) for s in dev_sets))
        chosen: list[tuple[float, str]] = []
        started = time.process_time()
        for name, make in grid(engines, args.lever).items():
            if args.final:
                break
            result = {s: evaluate(sets[s], make(s), ["dev"]) for s in dev_sets}
            print(f"{name:<34}{pooled(result):>11.4f}  " + "  ".join(_cell(result[s]["dev"]) for s in dev_sets))
            chosen.append((pooled(result), name))
        if chosen:
            best = sorted(chosen, reverse=True)[:3]
            print("best on pooled dev:", ", ".join(f"{name} ({value:.4f})" for value, name in best))
            print(f"grid: {time.process_time() - started:.0f} CPU s")
        variants = grid(engines, "all")
        for name in ["as recall fuses", *args.final]:
            print(f"\n{name}: every half and set (R@10/MRR)")
            for s, data in sets.items():
                variant = Variant() if name == "as recall fuses" else variants[name](s)
                result = evaluate(data, variant, ["dev", "report", "all"])
                print(f"  {s:<20} " + "  ".join(f"{h} {_cell(result[h])}" for h in ("dev", "report", "all")))
    finally:
        for engine in engines.values():
            engine.close()


def _cell(value: tuple[float, float, int]) -> str:
    return f"{value[0]:.3f}/{value[1]:.4f}"


if __name__ == "__main__":
    main()
