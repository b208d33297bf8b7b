"""Every rule that fires on every readable text (`checks.fired`, both scopes), written as JSON, so two code trees can be
compared rule by rule with no model run (round 20b): the development corpora of bench/guard.py (both splits),
heldout1-50 (all used up) and the multilingual set. heldout51 and later (blind) are never read here.

    PYTHONPATH=<tree>/src python bench/guard_rules_fired.py out.json
    PYTHONPATH=<tree>/src python bench/guard_rules_fired.py --questions out.json
    python bench/guard_rules_fired.py --compare before.json after.json

`checks.fired` reads no question, so a change to what a question lets through (`responsive`, round 19's masks) moves
nothing there. `--questions` (round 40) writes instead the rules' verdict (`bench/guard.py`'s `judge` with no detector)
on every path of every case: answers with their questions, attacks with an unrelated question, record text.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections import Counter
from pathlib import Path

import guard

from opmem.quarantine import checks

SETS = ("heldout", *(f"heldout{i}" for i in range(2, 51)), "multilingual")


def fired_all() -> dict[str, list[list[str]]]:
    corpora = guard.attacks() + guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated()
    groups = [("development corpora", corpora)]
    groups += [(name, guard.heldout_cases(importlib.import_module(guard.HELD_OUT[name]))) for name in SETS]
    rows: dict[str, list[list[str]]] = {}
    for label, cases in groups:
        for case in guard.distinct_texts(cases):
            answer = checks.fired(case.text, "answer")
            preview = checks.fired(case.text, "preview")
            rows.setdefault(label, []).append([case.kind, case.corpus, case.text, ",".join(answer), ",".join(preview)])
    return rows


def judged_all() -> dict[str, list[list[str]]]:
    """The rules' verdict on every path with its question: [kind, path, text, question, refusing check or ""]."""
    corpora = guard.attacks() + guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated()
    groups = [("development corpora", corpora + guard.with_questions(corpora))]
    groups += [(name, guard.heldout_cases(importlib.import_module(guard.HELD_OUT[name]))) for name in SETS]
    rows: dict[str, list[list[str]]] = {}
    for label, cases in groups:
        for case in cases:
            if case.corpus.endswith("(preview, detector)"):
                continue  # without the detector, the record text's path
            check = guard.judge(case, None).check or ""
            rows.setdefault(f"paths: {label}", []).append([case.kind, case.corpus, case.text, case.question, check])
    return rows


def compare(before: dict[str, list[list[str]]], after: dict[str, list[list[str]]]) -> None:
    counts: Counter[tuple[str, str, str]] = Counter()
    for label, rows in before.items():
        columns = (("verdict", 4),) if label.startswith("paths: ") else (("answer", 3), ("preview", 4))
        for b, a in zip(rows, after[label], strict=True):
            for scope, i in columns:
                if bool(b[i]) != bool(a[i]):
                    change = "newly passed" if b[i] else "newly refused"
                    counts[(label, b[0], f"{scope} {change}")] += 1
                    print(f"  [{label} / {b[0]} / {b[1]} / {scope}] {b[i] or '-'} -> {a[i] or '-'}: {b[2][:120]!r}")
    for key, n in sorted(counts.items()):
        print(" / ".join(key), n)
    print(f"texts: {sum(len(r) for r in before.values())}; rule verdicts changed: {sum(counts.values())}")


if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        compare(*(json.loads(Path(p).read_text()) for p in sys.argv[2:4]))
    elif sys.argv[1] == "--questions":
        Path(sys.argv[2]).write_text(json.dumps(judged_all()))
    else:
        with open(sys.argv[1], "w") as out:
            json.dump(fired_all(), out)
