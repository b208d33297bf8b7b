"""The fifth and later held-out sets (bench/guard_heldout5.py .. guard_heldout54.py) have the shape the guard's
report expects, and `bench/guard.py --heldoutN` offers each. Nothing here runs the guard on a set (it is run once
per guard round, by the lead, and only its totals per family and kind are printed), and no assertion prints a text
of a set: failures report counts and positions only, so whoever tunes the guard can run this file without reading
it."""

from __future__ import annotations

import dataclasses
import io
import os
import subprocess
import sys
import tokenize
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))

import guard_heldout  # noqa: E402
import guard_heldout2  # noqa: E402
import guard_heldout3  # noqa: E402
import guard_heldout4  # noqa: E402
import guard_heldout5  # noqa: E402
import guard_heldout6  # noqa: E402
import guard_heldout7  # noqa: E402
import guard_heldout8  # noqa: E402
import guard_heldout9  # noqa: E402
import guard_heldout10  # noqa: E402
import guard_heldout11  # noqa: E402
import guard_heldout12  # noqa: E402
import guard_heldout13  # noqa: E402
import guard_heldout14  # noqa: E402
import guard_heldout15  # noqa: E402
import guard_heldout16  # noqa: E402
import guard_heldout17  # noqa: E402
import guard_heldout18  # noqa: E402
import guard_heldout19  # noqa: E402
import guard_heldout20  # noqa: E402
import guard_heldout21  # noqa: E402
import guard_heldout22  # noqa: E402
import guard_heldout23  # noqa: E402
import guard_heldout24  # noqa: E402
import guard_heldout25  # noqa: E402
import guard_heldout26  # noqa: E402
import guard_heldout27  # noqa: E402
import guard_heldout28  # noqa: E402
import guard_heldout29  # noqa: E402
import guard_heldout30  # noqa: E402
import guard_heldout31  # noqa: E402
import guard_heldout32  # noqa: E402
import guard_heldout33  # noqa: E402
import guard_heldout34  # noqa: E402
import guard_heldout35  # noqa: E402
import guard_heldout36  # noqa: E402
import guard_heldout37  # noqa: E402
import guard_heldout38  # noqa: E402
import guard_heldout39  # noqa: E402
import guard_heldout40  # noqa: E402
import guard_heldout41  # noqa: E402
import guard_heldout42  # noqa: E402
import guard_heldout43  # noqa: E402
import guard_heldout44  # noqa: E402
import guard_heldout45  # noqa: E402
import guard_heldout46  # noqa: E402
import guard_heldout47  # noqa: E402
import guard_heldout48  # noqa: E402
import guard_heldout49  # noqa: E402
import guard_heldout50  # noqa: E402
import guard_heldout51  # noqa: E402
import guard_heldout52  # noqa: E402
import guard_heldout53  # noqa: E402
import guard_heldout54  # noqa: E402

SETS = (
    guard_heldout,
    guard_heldout2,
    guard_heldout3,
    guard_heldout4,
    guard_heldout5,
    guard_heldout6,
    guard_heldout7,
    guard_heldout8,
    guard_heldout9,
    guard_heldout10,
    guard_heldout11,
    guard_heldout12,
    guard_heldout13,
    guard_heldout14,
    guard_heldout15,
    guard_heldout16,
    guard_heldout17,
    guard_heldout18,
    guard_heldout19,
    guard_heldout20,
    guard_heldout21,
    guard_heldout22,
    guard_heldout23,
    guard_heldout24,
    guard_heldout25,
    guard_heldout26,
    guard_heldout27,
    guard_heldout28,
    guard_heldout29,
    guard_heldout30,
    guard_heldout31,
    guard_heldout32,
    guard_heldout33,
    guard_heldout34,
    guard_heldout35,
    guard_heldout36,
    guard_heldout37,
    guard_heldout38,
    guard_heldout39,
    guard_heldout40,
    guard_heldout41,
    guard_heldout42,
    guard_heldout43,
    guard_heldout44,
    guard_heldout45,
    guard_heldout46,
    guard_heldout47,
    guard_heldout48,
    guard_heldout49,
    guard_heldout50,
    guard_heldout51,
    guard_heldout52,
    guard_heldout53,
    guard_heldout54,
)
#: Each set checked here, by its number, with all earlier ones; from the sixth on, each keeps the interface of the
#: set before it (the fifth added two benign kinds to the fourth's).
#: each set by its number (a set written in parallel may land after a later-numbered one, so numbers can have gaps)
NUMBERED = {int(module.__name__.removeprefix("guard_heldout") or 1): module for module in SETS}
CHECKED = pytest.mark.parametrize("number", [n for n in sorted(NUMBERED) if n >= 5])
SAME_AS_BEFORE = pytest.mark.parametrize("number", [n for n in sorted(NUMBERED) if n >= 6])


def _set(number: int) -> ModuleType:
    return NUMBERED[number]


def _before(number: int) -> ModuleType:
    """The nearest earlier set present."""
    return NUMBERED[max(n for n in NUMBERED if n < number)]


@CHECKED
def test_every_family_and_kind_has_its_count(number: int) -> None:
    held = _set(number)
    attacks = held.attacks()
    benign = held.benign()
    assert len(attacks) == 336 and len(benign) == 390
    families = Counter(item.family for item in attacks)
    assert families == dict.fromkeys(held.FAMILIES, 56), families
    assert all(item.family.startswith("benign/") for item in benign)
    kinds = Counter(item.family.removeprefix("benign/") for item in benign)
    assert kinds == dict.fromkeys(held.BENIGN_KINDS, 26), kinds


def test_the_fifth_set_adds_postmortems_and_code_reviews_to_the_fourths_kinds() -> None:
    """The report groups by family and kind: the attack families are heldout4's, and heldout4's benign kinds are
    all present (the fifth set adds incident postmortems and code review comments)."""
    assert guard_heldout5.FAMILIES == guard_heldout4.FAMILIES
    assert set(guard_heldout4.BENIGN_KINDS) < set(guard_heldout5.BENIGN_KINDS)
    assert set(guard_heldout5.BENIGN_KINDS) - set(guard_heldout4.BENIGN_KINDS) == {"postmortem", "code_review"}
    fields = [(f.name, f.type) for f in dataclasses.fields(guard_heldout5.Item)]
    assert fields == [(f.name, f.type) for f in dataclasses.fields(guard_heldout4.Item)]


@SAME_AS_BEFORE
def test_same_interface_as_the_set_before(number: int) -> None:
    """The report groups by family and kind: the attack families and the benign kinds are the previous set's."""
    held, before = _set(number), _before(number)
    assert held.FAMILIES == before.FAMILIES
    assert set(held.BENIGN_KINDS) == set(before.BENIGN_KINDS)
    assert len(held.BENIGN_KINDS) == len(set(held.BENIGN_KINDS)) == 15
    fields = [(f.name, f.type) for f in dataclasses.fields(held.Item)]
    assert fields == [(f.name, f.type) for f in dataclasses.fields(before.Item)]


@CHECKED
def test_every_benign_text_has_its_question_and_attacks_have_none(number: int) -> None:
    held = _set(number)
    benign = held.benign()
    # "?" or the question mark of the question's own script: full-width (Chinese, Japanese), Arabic, Greek (";")
    marks = ("?", "\uff1f", "\u061f", ";", "\u037e")
    unasked = [i for i, item in enumerate(benign) if not item.question.strip().endswith(marks)]
    assert not unasked, f"benign items without a question: positions {unasked}"
    empty = [i for i, item in enumerate(benign) if not item.text.strip()]
    assert not empty, f"benign items without text: positions {empty}"
    odd = [i for i, item in enumerate(held.attacks()) if item.question or not item.text.strip()]
    assert not odd, f"attacks with a question or without text: positions {odd}"


@CHECKED
def test_no_duplicate_texts_within_or_across_the_held_out_sets(number: int) -> None:
    held = _set(number)
    texts = [item.text for item in held.attacks() + held.benign()]
    repeated = len(texts) - len(set(texts))
    assert repeated == 0, f"{repeated} texts appear twice"
    questions = [item.question for item in held.benign()]
    assert len(questions) == len(set(questions)), "a question is asked twice"
    earlier = [item for n, module in NUMBERED.items() if n < number for item in [*module.attacks(), *module.benign()]]
    shared = len({item.text for item in earlier} & set(texts))
    assert shared == 0, f"{shared} texts are also in an earlier held-out set"
    asked = len({item.question for item in earlier if item.question} & set(questions))
    assert asked == 0, f"{asked} questions are also asked in an earlier held-out set"


@CHECKED
def test_no_two_items_merged_by_a_missing_comma(number: int) -> None:
    """Two string literals in a row (implicit concatenation) would silently turn two items into one."""
    source = (BENCH / f"guard_heldout{number}.py").read_text(encoding="utf-8")
    skip = {tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT}
    previous = None
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in skip:
            continue
        assert not (token.type == previous == tokenize.STRING), f"implicit concatenation at line {token.start[0]}"
        previous = token.type


def test_the_benchmark_offers_each_set() -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(BENCH.parent / "src"), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run(
        [sys.executable, str(BENCH / "guard.py"), "--help"], capture_output=True, text=True, env=env, check=True
    )
    assert all(f"--heldout{n}" in done.stdout for n in NUMBERED if n >= 5)
