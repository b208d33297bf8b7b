"""Round q5's levers for fused MRR (issue 17), replayed off-line from each arm's candidate lists.

Each set is imported once with the bundled float32 model (`fusion_ablations.Replay`: the lists `recall` fuses, with
BM25F in the text arm), and its documents' titles are embedded alone; both are cached (`--cache`). Every variant
then changes one thing and goes through opmem's own `fuse`, the fuzzy-only share check and the own-record
exclusion, as `recall` does:

- a title-only vector per document (the title embedded alone): its own arm (min-max over its 100 nearest, cosine
  floor as the semantic arm), or max- / mean-combined with the document's vector in the semantic arm;
- the fuzzy arm as trigram Jaccard over stemmed, stop-worded titles, or its weight by the query's stem count;
- reciprocal-neighbour re-ranking: among the fused top `top`, a document whose cosine to the query is at least its
  k-th best cosine to another document (the query would be among its k nearest) gains `bonus`.

Choices go by the pooled dev MRR of jahan2023-firefox and gitbugs-hadoop (`in_split`); report halves and the other
sets are printed, never used to choose (docs/measured/recall-quality.md, "Round q5"). Usage:

    python bench/fusion_levers.py [--sets jahan2023-firefox gitbugs-hadoop] [--cache /tmp/recall-q5]
"""

from __future__ import annotations

import argparse
import itertools
import pickle
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from fusion_ablations import ROOT, Lists, Replay

from opmem.embed.local import LocalEmbedder
from opmem.evaluate import Query, in_split
from opmem.index.analysis import grams, stems
from opmem.index.text import FUZZY_MIN_SHARE, fuzzy_share
from opmem.recall.fuse import COSINE_FLOOR, COSINE_SPREAD, WEIGHTS, fuse
from opmem.types import Arm

MODEL = "all-MiniLM-L6-v2"
DEV_SETS = ("jahan2023-firefox", "gitbugs-hadoop")
Ranked = list[tuple[int, float]]
#: A variant: query n's lists, the weights, an extra cosine arm (weight, its hits) and a re-ranking of the fusion.
ListsOf = Callable[[int, Query], Lists]


@dataclass
class SetData:
    """One set's replay (arm lists, document and query vectors) and its documents' title vectors, unit length."""

    name: str
    ids: list[int]
    record: dict[int, str]
    queries: list[Query]
    lists: list[Lists]
    titles: dict[str, str]
    docs: np.ndarray
    title_vectors: np.ndarray
    query_vectors: np.ndarray

    @property
    def splits(self) -> list[str]:
        return ["dev" if in_split(q.id, "dev") else "report" for q in self.queries]


def unit(m: np.ndarray) -> np.ndarray:
    return np.asarray(m / np.linalg.norm(m, axis=1, keepdims=True))


def load(name: str, cache: Path) -> SetData:
    """The set's replay, from the cache or imported (float32 MiniLM) and cached."""
    path = cache / f"{name}.pkl"
    if not path.exists():
        replay = Replay(ROOT / name, cache / "data" / name, embedding=f"local:{MODEL}")
        titles = [replay.titles.get(replay.record[i], "") for i in replay.ids]
        title_vectors = np.asarray(LocalEmbedder(MODEL).embed(titles, kind="document"))
        fields = dict(ids=replay.ids, record=replay.record, queries=replay.queries, lists=replay.lists)
        fields |= dict(titles=replay.titles, docs=replay.docs, qv=replay.query_vectors, title_vectors=title_vectors)
        cache.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pickle.dumps(fields))
    raw = pickle.loads(path.read_bytes())
    return SetData(
        name,
        raw["ids"],
        raw["record"],
        raw["queries"],
        raw["lists"],
        raw["titles"],
        unit(raw["docs"]),
        unit(raw["title_vectors"]),
        unit(raw["qv"]),
    )


@dataclass(frozen=True)
class Variant:
    """What one variant changes: the lists, the weights, an extra cosine arm, the fused order's top."""

    lists: Callable[[SetData, int], Lists] | None = None
    weights: Callable[[Query], Mapping[Arm, float]] | None = None
    title_weight: float = 0.0
    rerank: Callable[[SetData, int, list[tuple[int, float, tuple[Arm, ...]]]], list] | None = None


def nearest(data: SetData, matrix: np.ndarray, n: int, depth: int = 100) -> Ranked:
    scores = matrix @ data.query_vectors[n]
    top = np.argsort(-scores, kind="stable")[:depth]
    return [(data.ids[i], float(scores[i])) for i in top]


def cosine_scaled(hits: Ranked) -> dict[int, float]:
    """An extra cosine arm scaled as `fuse` scales the semantic arm (floor, then min-max with a minimum spread)."""
    hits = [(doc, score) for doc, score in hits if score >= COSINE_FLOOR]
    if not hits:
        return {}
    high = hits[0][1]
    low = min(high - COSINE_SPREAD, min(score for _, score in hits))
    return {doc: (score - low) / (high - low) for doc, score in hits}


def ranking(data: SetData, n: int, variant: Variant) -> list[str]:
    """The first 10 records `recall` would show for query n under `variant`."""
    q = data.queries[n]
    lists = variant.lists(data, n) if variant.lists else data.lists[n]
    weights = variant.weights(q) if variant.weights else WEIGHTS
    fused = [(f.doc_id, f.score, f.arms) for f in fuse(lists, weights)]
    if variant.title_weight:
        extra = cosine_scaled(nearest(data, data.title_vectors, n))
        scores = {doc: (score, arms) for doc, score, arms in fused}
        for doc, value in extra.items():
            score, arms = scores.get(doc, (0.0, ()))
            scores[doc] = (score + variant.title_weight * value, (*arms, "title"))  # not fuzzy-only any more
        fused = sorted(((d, s, a) for d, (s, a) in scores.items()), key=lambda t: (-t[1], t[0]))
    if variant.rerank:
        fused = variant.rerank(data, n, fused)
    shown: list[str] = []
    for doc, _, arms in fused:
        rec = data.record[doc]
        if rec == q.id or (arms == ("fuzzy",) and fuzzy_share(q.text, data.titles[rec]) < FUZZY_MIN_SHARE):
            continue
        shown.append(rec)
        if len(shown) == 10:
            break
    return shown


def scores(data: SetData, variant: Variant) -> dict[str, tuple[float, float, int]]:
    """R@10, MRR and the query count per half and over all queries."""
    rows: dict[str, list[tuple[float, float]]] = {"dev": [], "report": []}
    for n, (q, split) in enumerate(zip(data.queries, data.splits, strict=True)):
        first = next((i for i, r in enumerate(ranking(data, n, variant)) if r in q.relevant), None)
        rows[split].append((float(first is not None), 0.0 if first is None else 1 / (first + 1)))
    rows["all"] = rows["dev"] + rows["report"]
    return {k: (float(np.mean([r[0] for r in v])), float(np.mean([r[1] for r in v])), len(v)) for k, v in rows.items()}


def max_combined(data: SetData, n: int) -> Lists:
    scores = np.maximum(data.docs @ data.query_vectors[n], data.title_vectors @ data.query_vectors[n])
    top = np.argsort(-scores, kind="stable")[:100]
    return {**data.lists[n], "semantic": [(data.ids[i], float(scores[i])) for i in top]}


def mean_combined(share: float) -> Callable[[SetData, int], Lists]:
    def lists(data: SetData, n: int) -> Lists:
        mixed = (1 - share) * (data.docs @ data.query_vectors[n]) + share * (data.title_vectors @ data.query_vectors[n])
        top = np.argsort(-mixed, kind="stable")[:100]
        return {**data.lists[n], "semantic": [(data.ids[i], float(mixed[i])) for i in top]}

    return lists


def stemmed_fuzzy(data: SetData, n: int) -> Lists:
    """The fuzzy arm as trigram Jaccard over stemmed, stop-worded titles, 50 deep."""
    title_grams = getattr(data, "_stem_grams", None)
    if title_grams is None:
        doc_of = {rec: doc for doc, rec in data.record.items()}
        title_grams = {doc_of[r]: set(grams(" ".join(stems(t)))) for r, t in data.titles.items() if r in doc_of}
        data._stem_grams = title_grams  # type: ignore[attr-defined]
    wanted = set(grams(" ".join(stems(data.queries[n].text))))
    found = sorted(
        ((len(wanted & g) / len(wanted | g), doc) for doc, g in title_grams.items() if wanted & g),
        key=lambda t: (-t[0], t[1]),
    )
    return {**data.lists[n], "fuzzy": [(doc, share) for share, doc in found[:50]]}


def fuzzy_by_length(longest: int, short: float, long: float) -> Callable[[Query], Mapping[Arm, float]]:
    def weights(q: Query) -> Mapping[Arm, float]:
        return {**WEIGHTS, "fuzzy": short if len(stems(q.text)) <= longest else long}

    return weights


def reciprocal(k: int, bonus: float, top: int = 20):
    """Among the fused `top`, +`bonus` for a document whose cosine to the query reaches its k-th best cosine to
    another document (each document's neighbours over the whole set, computed once)."""
    kth: dict[str, np.ndarray] = {}

    def rerank(data: SetData, n: int, fused: list) -> list:
        if data.name not in kth:
            sims = data.docs @ data.docs.T
            np.fill_diagonal(sims, -2.0)
            kth[data.name] = -np.sort(-sims, axis=1)[:, k - 1]
        row = {doc: i for i, doc in enumerate(data.ids)}
        head = []
        for doc, score, arms in fused[:top]:
            i = row.get(doc)
            near = i is not None and float(data.docs[i] @ data.query_vectors[n]) >= kth[data.name][i]
            head.append((doc, score + bonus if near else score, arms))
        head.sort(key=lambda t: (-t[1], t[0]))
        return head + fused[top:]

    return rerank


def variants() -> dict[str, Variant]:
    found: dict[str, Variant] = {"as recall fuses": Variant()}
    found |= {f"title arm, weight {t}": Variant(title_weight=t) for t in (0.1, 0.2, 0.3)}
    found |= {
        f"semantic {s} + title arm {t}": Variant(weights=lambda q, s=s: {**WEIGHTS, "semantic": s}, title_weight=t)
        for s, t in ((0.3, 0.1), (0.25, 0.15), (0.2, 0.2))
    }
    found["semantic: max(document, title) cosine"] = Variant(lists=max_combined)
    found |= {f"semantic: cosine mix, title {a}": Variant(lists=mean_combined(a)) for a in (0.3, 0.5)}
    found["fuzzy: Jaccard over stemmed titles"] = Variant(lists=stemmed_fuzzy)
    for longest, (short, long) in itertools.product((3, 5, 7), ((0.2, 0.1), (0.1, 0.05), (0.2, 0.05), (0.05, 0.15))):
        found[f"fuzzy weight {short} to {longest} stems, else {long}"] = Variant(
            weights=fuzzy_by_length(longest, short, long)
        )
    for top, k, bonus in itertools.product((10, 20, 30), (4, 5, 6, 8), (0.03, 0.04, 0.05, 0.06)):
        found[f"reciprocal: top {top}, k {k}, +{bonus}"] = Variant(rerank=reciprocal(k, bonus, top))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="*", default=list(DEV_SETS))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/recall-q5"))
    parser.add_argument("--only", default="", help="run only the variants whose name contains this")
    args = parser.parse_args()
    sets = [load(name, args.cache) for name in args.sets]
    dev_sets = [s for s in sets if s.name in DEV_SETS]
    print(f"{'variant':<46}{'pooled dev':>11}  " + "  ".join(f"{s.name} dev / report / all" for s in sets))
    chosen: list[tuple[float, str]] = []
    for name, variant in variants().items():
        if args.only not in name and name != "as recall fuses":
            continue
        result = {s.name: scores(s, variant) for s in sets}
        dev = [result[s.name]["dev"] for s in dev_sets]
        pooled = sum(m * c for _, m, c in dev) / max(1, sum(c for _, _, c in dev))
        cells = "  ".join(
            " ".join(f"{result[s.name][h][0]:.3f}/{result[s.name][h][1]:.4f}" for h in ("dev", "report", "all"))
            for s in sets
        )
        print(f"{name:<46}{pooled:>11.4f}  {cells}", flush=True)
        chosen.append((pooled, name))
    best: Sequence[tuple[float, str]] = sorted(chosen, reverse=True)[:3]
    print("best on pooled dev:", ", ".join(f"{name} ({value:.4f})" for value, name in best))


if __name__ == "__main__":
    main()
