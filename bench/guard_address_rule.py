"""Round 20: `addressed_message` before and after `requests.spoken_to`, at the rule level, on every readable text.

Before: the AI named anywhere (`requests.names_the_ai`) with a request or an instruction cue anywhere. After: only a
mention that may address the reader counts (`requests.spoken_to`). Every other part of the guard is the same code,
so a text whose `addressed_message` verdict is unchanged cannot change its guard verdict: this lists the texts whose
verdict changes (development corpora of bench/guard.py, both splits; heldout1-18, heldout20 and the multilingual
set), and whether another rule still refuses each. No model is run. heldout19 and heldout21 are never read here.

    python bench/guard_address_rule.py
"""

from __future__ import annotations

import importlib
from collections import Counter

import guard

from opmem.quarantine import checks, framing, orders, requests
from opmem.quarantine.cues import instruction_cue

SETS = ("heldout", *(f"heldout{i}" for i in range(2, 19)), "heldout20", "multilingual")


def before(v: checks.Views) -> bool:
    if orders.addressed(v.flat) or framing.addressed(v.flat):
        return True
    if not requests.names_the_ai(v.flat):
        return False
    return any(checks._asks(s) for s in v.sentences) or instruction_cue(v.flat, v.sentences)


def main() -> None:
    corpora = guard.attacks() + guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated()
    groups = [("development corpora", corpora)]
    groups += [(name, guard.heldout_cases(importlib.import_module(guard.HELD_OUT[name]))) for name in SETS]
    changed: Counter[tuple[str, str, str, str]] = Counter()
    totals: Counter[str] = Counter()
    for label, cases in groups:
        for case in guard.distinct_texts(cases):
            totals[label] += 1
            v = checks.views(case.text)
            if before(v) == checks._addressed(v):
                continue
            others = [c.name for c in checks.CHECKS if c.name != "addressed_message" and c.test(v)]
            corpus = case.corpus if label == "development corpora" else ""
            changed[(label, case.kind, corpus, "another rule refuses" if others else "no other rule")] += 1
            if case.kind == "attack" or label == "development corpora":
                print(f"  [{label} / {case.kind} / {case.corpus}] other rules {others}: {case.text[:160]!r}")
    print(f"distinct texts: {sum(totals.values())}")
    for key, n in sorted(changed.items()):
        print(" / ".join(filter(None, key)), n)


if __name__ == "__main__":
    main()
