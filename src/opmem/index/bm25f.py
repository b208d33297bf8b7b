"""BM25F: the text arm's second scorer, re-scoring Tantivy's candidates with per-field k1/b and field weights.

Tantivy scores each field with its own BM25 at k1 = 1.2, b = 0.75, and sums them. BM25F instead adds each
field's length-normalised term frequency, weighted, before one saturation (Robertson & Zaragoza 2009):

    tf~(t, d) = w_title * tf(t, title) / B_title + tf(t, body) / B_body,   B_f = 1 - b_f + b_f * len_f / avg_f
    score(d)  = sum over query terms t of  idf(t) * tf~ * (k1 + 1) / (k1 + tf~)
    idf(t)    = ln(1 + (N - n_t + 0.5) / (n_t + 0.5))   (n_t: documents holding t in title or body)

so a term repeated in the title cannot saturate apart from the body, and the title's length matters on its own
scale. The statistics are the tenant's own: `N` and `n_t` from its Tantivy index, average field lengths from
its length columns, and each candidate's term counts from its record in the stem file beside the index
(`opmem.index.stem_file`), so no text is read from the store to score.

`score` is the definition, one candidate at a time; `rescore_matrix` scores a query's candidates at once with the
same floating-point operations in the same order (numpy's are IEEE like Python's), so the two give the very same
numbers; the text arm uses it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter

import numpy as np

#: Tantivy candidates re-scored per query (the arm then returns the best `limit` of them). A relevant document
#: is among Tantivy's first 100 / 200 / 400 for 0.850 / 0.890 / 0.932 of the firefox queries, yet re-scoring 200
#: gave the same fused dev MRR as 100 at 1.7x the CPU (docs/measured/recall-quality.md), so 100: the arm's own depth.
CANDIDATES = 100
_DOC, _VALUE = itemgetter(0), itemgetter(1)


@dataclass(frozen=True)
class Bm25fParams:
    """Per-field saturation and length normalisation; the title's weight is relative to the body's (1)."""

    k1: float
    b_title: float
    b_body: float
    title_weight: float

    def __post_init__(self) -> None:
        if self.k1 <= 0 or self.title_weight < 0 or not (0 <= self.b_title <= 1 and 0 <= self.b_body <= 1):
            raise ValueError(f"BM25F needs k1 > 0, a title weight >= 0 and b in [0, 1]; got {self}.")


#: Chosen on dev queries only: the best of 54 in the full-corpus ablation (bench/fusion_ablations.py, firefox);
#: re-scoring Tantivy's candidates, seven neighbours of it came within 0.002 pooled dev MRR (bench/bm25f_fit.py).
PARAMS = Bm25fParams(k1=2.0, b_title=0.3, b_body=1.0, title_weight=4.0)


@dataclass(frozen=True)
class FieldStats:
    """One index's collection statistics: live documents and the mean length (in stems) of each field."""

    docs: int
    avg_title: float
    avg_body: float


@dataclass(frozen=True)
class Candidate:
    """One candidate's field lengths and, per stem it holds, (count in the title, count in the body)."""

    doc_id: int
    title_len: int
    body_len: int
    counts: Mapping[str, tuple[int, int]]
    #: Tantivy's own score, which chose the candidate.
    first_score: float = 0.0


@dataclass(frozen=True)
class CandidatePool:
    """One query's candidates in Tantivy's order, its stems weighted by idf, and the index's statistics."""

    candidates: Sequence[Candidate]
    weights: Mapping[str, float]
    stats: FieldStats


def idf(docs: int, holding: int) -> float:
    """Robertson-Sparck Jones idf as Lucene and Tantivy use it (never negative); `holding` is capped at `docs`
    since a document frequency counts deleted documents not yet merged away."""
    holding = min(holding, docs)
    return math.log(1.0 + (docs - holding + 0.5) / (holding + 0.5))


def score(candidate: Candidate, weights: Mapping[str, float], stats: FieldStats, params: Bm25fParams = PARAMS) -> float:
    """BM25F of one candidate for query stems weighted by their idf (`weights`: stem -> idf)."""
    title_norm = 1 - params.b_title + params.b_title * candidate.title_len / max(stats.avg_title, 1e-9)
    body_norm = 1 - params.b_body + params.b_body * candidate.body_len / max(stats.avg_body, 1e-9)
    total = 0.0
    for stem, weight in weights.items():
        found = candidate.counts.get(stem)
        if not found:
            continue
        # a field's norm is 0 only when it is empty at b = 1, and then it holds no occurrence to divide
        tf = (params.title_weight * found[0] / title_norm if found[0] else 0.0) + (
            found[1] / body_norm if found[1] else 0.0
        )
        if tf > 0:
            total += weight * tf * (params.k1 + 1) / (params.k1 + tf)
    return total


def rescore(pool: CandidatePool, limit: int, params: Bm25fParams = PARAMS) -> list[tuple[int, float]]:
    """The best `limit` candidates by BM25F, best first (ties by id, so the order is deterministic)."""
    scored = [(c.doc_id, score(c, pool.weights, pool.stats, params)) for c in pool.candidates]
    scored = [(doc, value) for doc, value in scored if value > 0]
    scored.sort(key=lambda pair: (-pair[1], pair[0]))
    return scored[:limit]


def rescore_matrix(
    doc_ids: Sequence[int],
    lengths: tuple[Sequence[int], Sequence[int]],
    counts: tuple[np.ndarray, np.ndarray],
    weights: Mapping[str, float],
    stats: FieldStats,
    limit: int,
    params: Bm25fParams = PARAMS,
) -> list[tuple[int, float]]:
    """`rescore` of candidates given as ids, (title, body) lengths and (title, body) count matrices, one row per
    stem of `weights` (in its order) and one column per candidate: the same scores, bit for bit, and the same
    order."""
    if not doc_ids:
        return []
    title, body = counts
    title_len = np.asarray(lengths[0], dtype=np.float64)
    body_len = np.asarray(lengths[1], dtype=np.float64)
    # each line as `score` computes it, for every candidate at once
    title_norm = (1 - params.b_title) + params.b_title * title_len / max(stats.avg_title, 1e-9)
    body_norm = (1 - params.b_body) + params.b_body * body_len / max(stats.avg_body, 1e-9)
    weight = np.fromiter(weights.values(), dtype=np.float64, count=len(weights))[:, None]
    with np.errstate(divide="ignore", invalid="ignore"):  # an empty field at b = 1: 0 / 0, never selected
        # each line as `score` computes it, for every stem (row) and candidate (column) at once
        in_title = np.where(title > 0, params.title_weight * title / title_norm, 0.0)
        in_body = np.where(body > 0, body / body_norm, 0.0)
        tf = in_title + in_body
        each = np.where(tf > 0, weight * tf * (params.k1 + 1) / (params.k1 + tf), 0.0)
    total = np.zeros(len(doc_ids), dtype=np.float64)
    for row in each:  # summed stem by stem in the query's order, as `score` does (a sum over the axis may not)
        total = total + row
    scored = [(doc, value) for doc, value in zip(doc_ids, total.tolist(), strict=True) if value > 0]
    # best first, equal scores by id (as `rescore`): two stable sorts, without a key tuple per candidate
    scored.sort(key=_DOC)
    scored.sort(key=_VALUE, reverse=True)
    return scored[:limit]
