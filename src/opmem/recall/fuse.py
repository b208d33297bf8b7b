"""Fusion of the arms' ranked lists into one ranking.

Each arm's scores are scaled into [0, 1] against that arm's best candidate (semantic: cosine is already
bounded, so it is rescaled against a fixed floor), then summed with per-arm weights. A document missing from
an arm scores 0 there. Recency only breaks near-ties: a bonus of at most `RECENCY_WEIGHT` for the newest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from opmem.types import Arm

WEIGHTS: Mapping[Arm, float] = {"text": 0.40, "fuzzy": 0.15, "semantic": 0.45}
#: Cosine similarity at or below this counts as no semantic evidence.
COSINE_FLOOR = 0.3
RECENCY_WEIGHT = 0.01


@dataclass(frozen=True)
class Fused:
    doc_id: int
    score: float
    arms: tuple[Arm, ...]


def _scaled(arm: Arm, hits: Sequence[tuple[int, float]]) -> dict[int, float]:
    if not hits:
        return {}
    if arm == "semantic":
        return {doc: max(0.0, (score - COSINE_FLOOR) / (1.0 - COSINE_FLOOR)) for doc, score in hits}
    top = max(score for _, score in hits) or 1.0
    return {doc: score / top for doc, score in hits}


def fuse(ranked: Mapping[Arm, Sequence[tuple[int, float]]], weights: Mapping[Arm, float] = WEIGHTS) -> list[Fused]:
    """Combine the arms that ran. Weights of arms that did not run are shared out among those that did."""
    ran = [arm for arm in ranked if weights.get(arm, 0) > 0]
    total = sum(weights[arm] for arm in ran) or 1.0
    scores: dict[int, float] = {}
    arms_of: dict[int, list[Arm]] = {}
    for arm in ran:
        for doc, value in _scaled(arm, ranked[arm]).items():
            if value <= 0.0:
                continue  # below the arm's floor: no evidence, not a match
            scores[doc] = scores.get(doc, 0.0) + weights[arm] / total * value
            arms_of.setdefault(doc, []).append(arm)
    fused = [Fused(doc, score, tuple(arms_of[doc])) for doc, score in scores.items()]
    fused.sort(key=lambda f: (-f.score, f.doc_id))
    return fused


def recency_bonus(position: int, count: int) -> float:
    """Newest of `count` candidates gets the full bonus, the oldest none."""
    return RECENCY_WEIGHT * (1.0 - position / max(1, count - 1)) if count > 1 else 0.0
