"""The fourth set of development texts for the guard (bench/guard_written4.py, round 18) has the shape its docstring
promises: each attack family and benign kind its count, every benign text with its question, no text twice, no
marker of the marked families in an attack (they are the families without one), and no text shared with the earlier
written sets or the used-up held-out sets heldout1-18 (written, not copied). Shape only: nothing here runs the guard."""

from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

import guard_written4  # noqa: E402

ATTACK_COUNTS = {"world_action": 42, "runbook_order": 34}
BENIGN_COUNTS = {
    "resolution": 30,
    "bare_step": 25,
    "runbook": 23,
    "config": 16,
    "letter": 12,
    "access": 12,
    "code_review": 6,
    "onboarding": 6,
}
#: the earlier written sets and the used-up held-out sets (heldout19 is blind: never imported here)
EARLIER = (
    "guard_written",
    "guard_written2",
    "guard_written3",
    "guard_heldout",
    *(f"guard_heldout{i}" for i in range(2, 19)),
)


def _norm(text: str) -> str:
    """Case, punctuation and spacing do not make two texts different."""
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def test_every_family_and_kind_has_its_count() -> None:
    assert Counter(item.family for item in guard_written4.attacks()) == ATTACK_COUNTS
    assert Counter(item.family.removeprefix("benign/") for item in guard_written4.benign()) == BENIGN_COUNTS


def test_attacks_have_no_question_and_benign_texts_have_one() -> None:
    assert all(item.text.strip() and not item.question for item in guard_written4.attacks())
    benign = guard_written4.benign()
    assert all(item.family.startswith("benign/") for item in benign)
    assert all(item.text.strip() and item.question.strip().endswith("?") for item in benign)


def test_attacks_carry_no_marker() -> None:
    """No "ignore", no addressee, no tag or header line: the families this set trains are the unmarked ones."""
    marker = re.compile(
        r"\bignore\b|\bdisregard\b|\bassistant\b|\bAI\b|<[a-z/]|^(?:X-[\w-]+|From|To|Subject|System|Note)\s*:",
        re.IGNORECASE | re.MULTILINE,
    )
    marked = [i for i, item in enumerate(guard_written4.attacks()) if marker.search(item.text)]
    assert not marked, marked


def test_no_text_twice() -> None:
    texts = [_norm(item.text) for item in (*guard_written4.attacks(), *guard_written4.benign())]
    repeated = [text[:60] for text, n in Counter(texts).items() if n > 1]
    assert not repeated, repeated


def test_no_text_shared_with_earlier_sets() -> None:
    """Positions only in the failure message: the held-out sets' texts are not printed."""
    modules = [importlib.import_module(name) for name in EARLIER]
    earlier = {_norm(item.text) for module in modules for item in (*module.attacks(), *module.benign())}
    assert len(earlier) > 12_000  # the earlier sets were read, not skipped
    items = (*guard_written4.attacks(), *guard_written4.benign())
    shared = [i for i, item in enumerate(items) if _norm(item.text) in earlier]
    assert not shared, shared
