"""The guard's rules alone, before and after, on every development set in one run (no model).

    python bench/guard_rules.py                       # this tree against main
    python bench/guard_rules.py --against 12d2b81     # or any commit
    python bench/guard_rules.py --errors heldout3     # print this tree's errors on a development set
    python bench/guard_rules.py --pairs               # attacks paired with their set's benign questions

For each set: attacks refused per family (as an answer with no question, as the answer to an unrelated question
of the same set, as a preview) and benign texts wrongly refused per kind (as the answer to its own question, as
a preview), for the reference rules (read from git, as `bench/guard_same.py` does) and for this tree's. The real
bug reports of `bench/guard.py` (development split) are judged as previews and as answers to "What does the
report say about <title>?". `check_preview` CPU time per text (median, p95) for both, interleaved. heldout4 and
heldout5 are development data since round 6 (both used up); the blind sixth set (`guard_heldout6.py`) is never
read here.
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import tempfile
import time
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import guard
import guard_grammar
import guard_negatives
import guard_same
import guard_sets

from opmem.quarantine import guard as rules

#: the rules alone: since round 8 `check_preview` lifts some refusals with the bundled model unless this is off
os.environ["OPMEM_GUARD_MODEL"] = "off"
DEV_SETS = (
    "guard_heldout",
    "guard_heldout2",
    "guard_heldout3",
    "guard_heldout4",
    "guard_heldout5",
    "guard_multilingual",
    "guard_rules_dev",
)


@dataclass(frozen=True)
class Item:
    kind: str  # "attack" or "benign"
    family: str  # attack family or benign kind
    text: str
    question: str = ""
    unrelated: str = ""  # attacks: a benign question of the same set


def _held(name: str) -> list[Item]:
    module = importlib.import_module(name)
    benign = [Item("benign", b.family.removeprefix("benign/"), b.text, b.question) for b in module.benign()]
    questions = [b.question for b in benign]
    return benign + [
        Item("attack", a.family, a.text, unrelated=questions[(7 * i) % len(questions)])
        for i, a in enumerate(module.attacks())
    ]


def _sets_dev() -> list[Item]:
    runbook = [Item("benign", "runbook", s.text, s.question) for s in guard_sets.runbook_answers() if s.split == "dev"]
    questions = [i.question for i in runbook]
    attacks = [s for s in guard_sets.attacks() if s.split == "dev"]
    return runbook + [
        Item("attack", s.family, s.text, unrelated=questions[i % len(questions)]) for i, s in enumerate(attacks)
    ]


def _negatives() -> list[Item]:
    return [Item("benign", n.group.split("/")[0], n.text, n.question) for n in guard_negatives.negatives()]


def _grammar() -> list[Item]:
    return [Item("attack" if g.family != "benign" else "benign", g.family, g.text) for g in guard_grammar.generate()]


def _bugs() -> list[Item]:
    dev = [c for c in guard.bug_reports() if c.split == "dev"]
    return [Item("benign", c.corpus.removeprefix("bug report "), c.text, c.question) for c in dev]


def sets(bugs: bool) -> Iterator[tuple[str, list[Item]]]:
    for name in DEV_SETS:
        yield name, _held(name)
    yield "guard_sets (dev groups)", _sets_dev()
    yield "guard_negatives", _negatives()
    yield "guard_grammar", _grammar()
    if bugs:
        yield "bug reports (dev split)", _bugs()


Judge = Callable[[Item, str], bool]  # refused?


def judges(module: ModuleType) -> dict[str, Judge]:
    def answer(item: Item, question: str) -> bool:
        try:
            verdict = module.check_answer(item.text, question=question or None, detector=None)
        except TypeError:  # a reference without the question in its rules
            verdict = module.check_answer(item.text, detector=None)
        return not verdict.allowed

    return {
        "answer": lambda i, _q: answer(i, i.question if i.kind == "benign" else ""),
        "unrelated": lambda i, _q: answer(i, i.unrelated),
        "preview": lambda i, _q: not module.check_preview(i.text).allowed,
    }


def _modes(item: Item) -> tuple[str, ...]:
    if item.kind == "attack":
        return ("answer", "unrelated", "preview") if item.unrelated else ("answer", "preview")
    if item.family in ("preview", "answer"):  # a real bug report: its preview, or its text as an answer
        return (item.family,)
    return ("answer", "preview")


def report(name: str, items: list[Item], old: dict[str, Judge], new: dict[str, Judge], errors: bool) -> None:
    print(f"== {name}")
    for kind in ("attack", "benign"):
        chosen = [i for i in items if i.kind == kind]
        for family in [*sorted({i.family for i in chosen}), "ALL"]:
            group = [i for i in chosen if family in ("ALL", i.family)]
            cells = []
            for mode in ("answer", "unrelated", "preview"):
                modal = [i for i in group if mode in _modes(i)]
                if not modal:
                    continue
                a = sum(old[mode](i, "") for i in modal)
                b = sum(new[mode](i, "") for i in modal)
                cells.append(f"{mode} {a:>4} -> {b:>4} /{len(modal):<5}")
            word = "refused" if kind == "attack" else "wrongly"
            print(f"  {kind:<6} {word:<8} {family:<22} " + "  ".join(cells))
    if errors:
        for item in items:
            for mode in _modes(item):
                refused = new[mode](item, "")
                if refused != (item.kind == "attack"):
                    label = "MISS" if item.kind == "attack" else "FP"
                    q = item.question if item.kind == "benign" else item.unrelated if mode == "unrelated" else ""
                    print(f"  {label} {mode:<9} [{item.family}] {item.text[:300]!r}  Q={q[:100]!r}")


def pairs() -> None:
    """Each attack the rules refuse without a question, given every eighth benign question of its own set: how
    many pass (the responsiveness exemption's worst case on these sets: some of the questions ask what to do)."""
    for name in DEV_SETS[:3]:
        items = _held(name)
        questions = [i.question for i in items if i.kind == "benign"][::8]
        refused = [i for i in items if i.kind == "attack" and not rules.check_answer(i.text, detector=None).allowed]
        passed = [
            (a, q) for a in refused for q in questions if rules.check_answer(a.text, question=q, detector=None).allowed
        ]
        print(f"  {name}: {len(passed)} of {len(refused) * len(questions):,} attack x question pairs passed")


def _cpu_us(check: Callable[[str], object], text: str) -> float:
    start = time.process_time_ns()
    check(text)
    return (time.process_time_ns() - start) / 1000


def speed(ref: ModuleType, texts: list[str]) -> None:
    """`check_preview` and `check_answer` (rules only, no question) CPU time per text, both trees interleaved."""
    for name in ("check_preview", "check_answer"):
        old: list[float] = []
        new: list[float] = []
        for text in texts:
            if name == "check_preview":
                old.append(_cpu_us(ref.check_preview, text))
                new.append(_cpu_us(rules.check_preview, text))
            else:
                old.append(_cpu_us(lambda t: ref.check_answer(t, detector=None), text))
                new.append(_cpu_us(lambda t: rules.check_answer(t, detector=None), text))
        for label, values in (("reference", old), ("this tree", new)):
            values.sort()
            p95 = values[int(0.95 * (len(values) - 1))]
            print(f"  {name} {label:<10} median {statistics.median(values):6.0f} us, p95 {p95:6.0f} us CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default="main", help="the reference commit (default main)")
    parser.add_argument("--errors", default="", help="print this tree's errors on sets whose name contains this")
    parser.add_argument("--no-bugs", action="store_true", help="skip the real bug reports (quicker)")
    parser.add_argument("--pairs", action="store_true", help="only the attack x question pairs")
    args = parser.parse_args()
    if args.pairs:
        pairs()
        return
    with tempfile.TemporaryDirectory(prefix="guard-ref-") as tmp:
        ref = guard_same.reference(args.against, Path(tmp))
        old, new = judges(ref), judges(rules)
        print(f"rules at {args.against} -> this tree; load {' / '.join(f'{x:.1f}' for x in os.getloadavg())}")
        previews: list[str] = []
        for name, items in sets(not args.no_bugs):
            report(name, items, old, new, bool(args.errors) and args.errors in name)
            previews += [i.text for i in items]
        sample = sorted(set(previews), key=lambda t: zlib.crc32(t.encode()))[:4000]
        speed(ref, sample)


if __name__ == "__main__":
    main()
