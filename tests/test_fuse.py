"""The fusion: the bundled model's arithmetic pinned, each normalisation of the semantic arm, and the profile a
tenant's model gets (an adapted model its own, every other model the bundled one)."""

from __future__ import annotations

import pytest

from opmem.recall.fuse import BUNDLED, FusionProfile, fuse

RANKED = {
    "text": [(1, 10.0), (2, 4.0)],
    "fuzzy": [(5, 2.0)],
    "semantic": [(2, 0.9), (3, 0.8), (4, 0.5), (6, 0.2)],
}


def scores(profile: FusionProfile = BUNDLED) -> dict[int, float]:
    return {f.doc_id: round(f.score, 6) for f in fuse(RANKED, profile=profile)}


def test_the_bundled_fusion_is_min_max_with_its_spreads_and_weights() -> None:
    # text: best 10, floor max(10 * 0.5) -> low 4 (the lowest); semantic: best 0.9, floor 0.65 -> low 0.5; 0.2 dropped
    assert scores() == {
        1: round(0.5 * 1.0, 6),
        2: round(0.5 * 0.0 + 0.4 * 1.0, 6),
        3: round(0.4 * 0.75, 6),
        4: 0.0,
        5: round(0.1 * 1.0, 6),
    }
    assert fuse(RANKED) == fuse(RANKED, profile=BUNDLED)


@pytest.mark.parametrize(
    ("norm", "param", "expected"),
    [
        ("minmax", 0.1, {2: 1.0, 3: 0.75, 4: 0.0}),  # the spread only ever widens the scale
        ("floor", 0.3, {2: 1.0, 3: 5 / 6, 4: 2 / 6}),
        ("top", 0.0, {2: 1.0, 3: 0.8 / 0.9, 4: 0.5 / 0.9}),
        ("rank", 0.0, {2: 1.0, 3: 2 / 3, 4: 1 / 3}),
    ],
)
def test_each_normalisation_of_the_semantic_arm(norm: str, param: float, expected: dict[int, float]) -> None:
    profile = FusionProfile(semantic_weight=1.0, norm=norm, param=param)  # type: ignore[arg-type]
    semantic_only = {"semantic": RANKED["semantic"]}
    got = {f.doc_id: f.score for f in fuse(semantic_only, profile=profile)}
    assert got == pytest.approx(expected)


def test_z_scores_centre_the_semantic_candidates() -> None:
    profile = FusionProfile(semantic_weight=1.0, norm="z")
    got = [f.score for f in fuse({"semantic": RANKED["semantic"]}, profile=profile)]
    assert sum(got) == pytest.approx(0.0, abs=1e-9) and got[0] > 0 > got[-1]


def test_the_profile_weight_replaces_only_the_semantic_weight() -> None:
    heavier = scores(FusionProfile(semantic_weight=0.9))
    # shares: text 0.5 / 1.5, fuzzy 0.1 / 1.5, semantic 0.9 / 1.5
    assert heavier[1] == pytest.approx(0.5 / 1.5, abs=1e-6) and heavier[2] == pytest.approx(0.9 / 1.5, abs=1e-6)
