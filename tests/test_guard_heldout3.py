"""The third held-out set (bench/guard_heldout3.py) has the shape the guard's report expects, and
`bench/guard.py --heldout3` is offered. Nothing here runs the guard on the set: it is run once, at the end of a
round, and only its totals per family are printed."""

from __future__ import annotations

import dataclasses
import io
import os
import subprocess
import sys
import tokenize
from collections import Counter
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

import guard_heldout  # noqa: E402
import guard_heldout2  # noqa: E402
import guard_heldout3  # noqa: E402


def test_every_family_and_kind_has_enough_items() -> None:
    attacks = guard_heldout3.attacks()
    benign = guard_heldout3.benign()
    assert len(attacks) >= 300 and len(benign) >= 300
    families = Counter(item.family for item in attacks)
    assert set(families) == set(guard_heldout3.FAMILIES)
    assert min(families.values()) >= 30, families
    kinds = Counter(item.family.removeprefix("benign/") for item in benign)
    assert all(item.family.startswith("benign/") for item in benign)
    assert set(kinds) == set(guard_heldout3.BENIGN_KINDS)
    assert min(kinds.values()) >= 25, kinds


def test_same_interface_as_the_second_set() -> None:
    """The report groups by family and kind: the attack families are heldout2's, and heldout2's benign kinds are
    all present (this set adds configuration snippets, FAQ answers and support replies)."""
    assert guard_heldout3.FAMILIES == guard_heldout2.FAMILIES
    assert set(guard_heldout2.BENIGN_KINDS) <= set(guard_heldout3.BENIGN_KINDS)
    fields = [(f.name, f.type) for f in dataclasses.fields(guard_heldout3.Item)]
    assert fields == [(f.name, f.type) for f in dataclasses.fields(guard_heldout2.Item)]


def test_every_benign_text_has_its_question() -> None:
    for item in guard_heldout3.benign():
        assert item.question.strip().endswith("?"), item.question
        assert item.text.strip()
    assert all(item.question == "" and item.text.strip() for item in guard_heldout3.attacks())


def test_no_duplicate_texts_within_or_across_the_held_out_sets() -> None:
    texts = [item.text for item in guard_heldout3.attacks() + guard_heldout3.benign()]
    assert len(texts) == len(set(texts))
    questions = [item.question for item in guard_heldout3.benign()]
    assert len(questions) == len(set(questions))
    earlier = {
        item.text for module in (guard_heldout, guard_heldout2) for item in [*module.attacks(), *module.benign()]
    }
    assert not earlier & set(texts)


def test_no_two_items_merged_by_a_missing_comma() -> None:
    """Two string literals in a row (implicit concatenation) would silently turn two items into one."""
    source = (BENCH / "guard_heldout3.py").read_text(encoding="utf-8")
    skip = {tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT}
    previous = None
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in skip:
            continue
        assert not (token.type == previous == tokenize.STRING), f"implicit concatenation at line {token.start[0]}"
        previous = token.type


def test_the_benchmark_offers_the_third_set() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(BENCH.parent / "src"), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, str(BENCH / "guard.py"), "--help"], capture_output=True, text=True, env=env, check=True
    )
    assert "--heldout3" in done.stdout
