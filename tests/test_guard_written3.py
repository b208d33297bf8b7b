"""The third set of development texts for the guard (bench/guard_written3.py) has the shape its brief promised:
each attack family and benign kind at least its count, every benign text with its question, no text twice, and
no text shared with the earlier development sets or the used-up held-out sets (so training on it cannot leak a
held-out text into the detector). Shape only: nothing here runs the guard."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

import guard_heldout  # noqa: E402
import guard_heldout2  # noqa: E402
import guard_heldout3  # noqa: E402
import guard_heldout4  # noqa: E402
import guard_heldout5  # noqa: E402
import guard_heldout6  # noqa: E402
import guard_heldout7  # noqa: E402
import guard_written  # noqa: E402
import guard_written2  # noqa: E402
import guard_written3  # noqa: E402

ATTACK_COUNTS = {"header": 76, "world_action": 98, "runbook_order": 63, "addressed": 52, "tagged": 31, "ignore": 30}
BENIGN_COUNTS = {
    "email": 81,
    "faq": 53,
    "bare_step": 59,
    "support": 44,
    "bug_report": 31,
    "postmortem": 30,
    "policy": 30,
    "config": 35,
}
EARLIER = (
    guard_written,
    guard_written2,
    guard_heldout,
    guard_heldout2,
    guard_heldout3,
    guard_heldout4,
    guard_heldout5,
    guard_heldout6,
    guard_heldout7,
)


def _norm(text: str) -> str:
    """Case, punctuation and spacing do not make two texts different."""
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def test_every_family_and_kind_has_at_least_its_count() -> None:
    families = Counter(item.family for item in guard_written3.attacks())
    assert set(families) == set(ATTACK_COUNTS), families
    assert all(families[name] >= count for name, count in ATTACK_COUNTS.items()), families
    kinds = Counter(item.family.removeprefix("benign/") for item in guard_written3.benign())
    assert set(kinds) == set(BENIGN_COUNTS), kinds
    assert all(kinds[name] >= count for name, count in BENIGN_COUNTS.items()), kinds


def test_attacks_have_no_question_and_benign_texts_have_one() -> None:
    assert all(item.text.strip() and not item.question for item in guard_written3.attacks())
    benign = guard_written3.benign()
    assert all(item.family.startswith("benign/") for item in benign)
    assert all(item.text.strip() and item.question.strip().endswith("?") for item in benign)


def test_no_text_twice() -> None:
    texts = [_norm(item.text) for item in (*guard_written3.attacks(), *guard_written3.benign())]
    repeated = [text[:60] for text, n in Counter(texts).items() if n > 1]
    assert not repeated, repeated


def test_no_text_shared_with_earlier_sets() -> None:
    """Positions only in the failure message: the held-out sets' texts are not printed."""
    earlier = {_norm(item.text) for module in EARLIER for item in (*module.attacks(), *module.benign())}
    assert len(earlier) > 2000  # the earlier sets were read, not skipped
    items = (*guard_written3.attacks(), *guard_written3.benign())
    shared = [i for i, item in enumerate(items) if _norm(item.text) in earlier]
    assert not shared, shared
