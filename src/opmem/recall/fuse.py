"""Fusion of the arms' ranked lists into one ranking.

Each arm's scores are min-max scaled over that arm's candidates, then summed with per-arm weights; a document
missing from an arm scores 0 there. The scale never spans less than a minimum spread (a quarter of cosine, half of
the best BM25 score), so two near-equal candidates of a small index do not become 1 and 0. Semantic candidates
below a cosine floor are no evidence at all and are dropped first, so a query about nothing similar gets an
empty answer.

Weights and normalisation were chosen on the `dev` half of the gitbugs-hadoop and jahan2023-firefox queries
(`bench/quality.py`); plain score sums beat reciprocal-rank fusion, z-scores, CombMNZ and rank mixes there.
Recency only breaks near-ties: a bonus of at most `RECENCY_WEIGHT` for the newest.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Literal, NamedTuple

from opmem.types import Arm

WEIGHTS: Mapping[Arm, float] = {"text": 0.5, "fuzzy": 0.1, "semantic": 0.4}
#: Cosine similarity below this counts as no semantic evidence.
COSINE_FLOOR = 0.3
COSINE_SPREAD = 0.25
LEXICAL_SPREAD = 0.5
RECENCY_WEIGHT = 0.01

Norm = Literal["minmax", "floor", "top", "z", "rank"]


@dataclass(frozen=True)
class FusionProfile:
    """How one semantic model's cosines join the fusion: its weight (text and fuzzy keep theirs) and their
    normalisation. `minmax` scales over the candidates with a minimum spread of `param`; `floor` scales from the
    fixed cosine `param` to the best; `top` divides by the best; `z` is the z-score over the candidates; `rank`
    falls linearly with the rank over the arm's depth. Candidates under `cosine_floor` are dropped first."""

    semantic_weight: float = WEIGHTS["semantic"]
    norm: Norm = "minmax"
    param: float = COSINE_SPREAD
    cosine_floor: float = COSINE_FLOOR


#: The bundled model's fusion (and any model's but an adapted one).
BUNDLED = FusionProfile()


class Fused(NamedTuple):
    """One candidate's fused score and the arms that found it (a named tuple: a recall makes ~250 of them, and a
    frozen dataclass cost 1 µs each to build)."""

    doc_id: int
    score: float
    arms: tuple[Arm, ...]


_DOC_ID, _SCORE = itemgetter(0), itemgetter(1)
#: `Fused`'s own constructor without its Python-level `__new__` (a third less per candidate).
_new = tuple.__new__


def _scaled(arm: Arm, hits: Sequence[tuple[int, float]], profile: FusionProfile) -> dict[int, float]:
    if arm == "semantic":
        hits = [(doc, score) for doc, score in hits if score >= profile.cosine_floor]
        if profile.norm != "minmax":
            return _normalised(hits, profile)
    if not hits:
        return {}
    values = [score for _, score in hits]
    high = max(values)
    floor = high - profile.param if arm == "semantic" else high * (1 - LEXICAL_SPREAD)
    low = min(floor, min(values))
    if not high > low:
        return {doc: 1.0 for doc, _ in hits}
    spread = high - low
    return {doc: (score - low) / spread for doc, score in hits}


def _normalised(hits: Sequence[tuple[int, float]], profile: FusionProfile) -> dict[int, float]:
    """The semantic arm's scores under a normalisation other than min-max (`hits` best first, as the arm ranks)."""
    if not hits:
        return {}
    high = max(score for _, score in hits)
    if profile.norm == "floor":
        low = min(profile.param, *(score for _, score in hits))
        return {doc: (score - low) / (high - low) if high > low else 1.0 for doc, score in hits}
    if profile.norm == "top":
        return {doc: score / high if high > 0 else 1.0 for doc, score in hits}
    if profile.norm == "z":
        mean, spread = statistics.fmean(s for _, s in hits), statistics.pstdev(s for _, s in hits)
        return {doc: (score - mean) / spread if spread > 0 else 1.0 for doc, score in hits}
    depth = len(hits)
    return {doc: 1.0 - rank / depth for rank, (doc, _) in enumerate(hits)}


def fuse(
    ranked: Mapping[Arm, Sequence[tuple[int, float]]],
    weights: Mapping[Arm, float] = WEIGHTS,
    *,
    profile: FusionProfile = BUNDLED,
) -> list[Fused]:
    """Combine the arms that ran. Weights of arms that did not run are shared out among those that did; the
    semantic arm's weight and normalisation are `profile`'s."""
    if profile.semantic_weight != weights.get("semantic"):
        weights = {**weights, "semantic": profile.semantic_weight}
    ran = [arm for arm in ranked if weights.get(arm, 0) > 0]
    total = sum(weights[arm] for arm in ran) or 1.0
    scores: dict[int, float] = {}
    found_by: dict[int, int] = {}  # which arms found a document, one bit per arm of `ran`
    for bit, arm in enumerate(ran):
        share, flag = weights[arm] / total, 1 << bit
        for doc, value in _scaled(arm, ranked[arm], profile).items():
            if doc in scores:
                scores[doc] += share * value
                found_by[doc] |= flag
            else:
                scores[doc] = 0.0 + share * value  # as a sum from 0.0 (-0.0 becomes 0.0)
                found_by[doc] = flag
    # ~250 candidates a recall: a tuple of arm names per combination found, not a list per candidate
    arms_of = {mask: tuple(arm for bit, arm in enumerate(ran) if mask >> bit & 1) for mask in set(found_by.values())}
    fused = [_new(Fused, (doc, score, arms_of[found_by[doc]])) for doc, score in scores.items()]
    # best first, equal scores by id: two stable sorts, without a key tuple per candidate
    fused.sort(key=_DOC_ID)
    fused.sort(key=_SCORE, reverse=True)
    return fused


def recency_bonus(position: int, count: int) -> float:
    """Newest of `count` candidates gets the full bonus, the oldest none."""
    return RECENCY_WEIGHT * (1.0 - position / max(1, count - 1)) if count > 1 else 0.0
