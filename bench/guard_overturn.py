"""Round 43a of the answer guard: which never-overturned rules the fine-tuned model may lift at a stricter threshold.

For each set named (development sets only: heldout1-34, the multilingual set, or `corpora` for bench/guard.py's
development corpora), every case is judged by the whole guard (the shipped detector, `guard.STRICT` as in this tree)
on every path (attacks as answers, with an unrelated question, as record text and as file text; benign texts as
answers with their question, as record text and as file text). A refusal whose firing rules (`checks.fired`, the
path's scope) are all `OVERTURNABLE` but for one candidate rule is listed under that rule, with the shipped model's
P(benign) of the text (and, for an answer, its cosine with its question and whether the linear weights' `responsive`
is met):

    python bench/guard_overturn.py heldout33 corpora [--texts] [--rules addressed_message,tagged_instruction]

`--calibrate` prints each candidate rule's threshold by round 43a's procedure (docs/measured/guard.md "Round 43a"):
the highest P(benign) of any attack of the named sets, on any path and refused or not, on which the rule fires with
overturnable or candidate rules only, rounded up to three decimals, never below `detector.OVERTURN`. `--strict
RULE=TAU,...` (or `--strict built`: this tree's `guard.STRICT`) judges the sets with `STRICT` empty, then again with
those thresholds, and prints, per path, the refusals before and after and every verdict that moved (texts only with
`--texts`).
"""

from __future__ import annotations

import argparse
import importlib
import math
from collections import Counter
from dataclasses import dataclass

import guard
import numpy as np

from opmem.quarantine import guard as policy
from opmem.quarantine import shapes
from opmem.quarantine.checks import CheckName, fired
from opmem.quarantine.detector import OVERTURN, Detector
from opmem.quarantine.guard import OVERTURNABLE, Verdict

#: the held-out sets this script may read (heldout33-50 were run blind in stops 39-47: development now)
READABLE = (*(f"heldout{i}" for i in ("", *range(2, 51))), "multilingual", "corpora")
CANDIDATES: tuple[CheckName, ...] = ("addressed_message", "tagged_instruction", "addresses_assistant")
PATHS = {
    "attack": "attacks as answers",
    "attack (unrelated question)": "attacks with an unrelated question",
    "attack (preview)": "attacks as record text",
    "attack (preview, detector)": "attacks as file text",
    "benign answer": "benign answers",
    "benign (preview)": "benign as record text",
    "benign (preview, detector)": "benign as file text",
}
#: the development corpora's names for the same paths
_CORPORA = {
    "email answer": "benign answer",
    "bug report answer": "benign answer",
    "runbook answer": "benign answer",
    "hand-written": "benign answer",
    "email preview": "benign (preview)",
    "bug report preview": "benign (preview)",
    "email preview (preview, detector)": "benign (preview, detector)",
    "bug report preview (preview, detector)": "benign (preview, detector)",
}


def path_of(case: guard.Case) -> str:
    if case.corpus.startswith("heldout "):
        return case.corpus.removeprefix("heldout ")
    if case.kind == "attack":
        for suffix in (" (unrelated question)", " (preview)", " (preview, detector)"):
            if case.corpus.endswith(suffix):
                return "attack" + suffix
        return "attack"
    return _CORPORA[case.corpus]


def corpora_cases() -> list[guard.Case]:
    """bench/guard.py's development corpora on every path, as its `main` builds them."""
    dev = guard.attacks() + guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated()
    return guard.every_path(guard.sample_answers(dev, 300))


def cases_of(name: str) -> list[guard.Case]:
    if name not in READABLE:
        raise SystemExit(f"{name} is not a development set here (only {', '.join(READABLE)})")
    if name == "corpora":
        return corpora_cases()
    return guard.heldout_cases(importlib.import_module(guard.HELD_OUT[name]))


@dataclass(frozen=True)
class Row:
    case: guard.Case
    path: str
    verdict: Verdict
    rules: tuple[CheckName, ...]  # every rule that fires in the path's scope


def judged(cases: list[guard.Case], detector: Detector) -> list[Row]:
    rows = []
    for case in cases:
        path = path_of(case)
        scope = "preview" if "preview" in path else "answer"
        rows.append(Row(case, path, guard.judge(case, detector), fired(case.text, scope)))
    return rows


def only(row: Row, candidates: tuple[CheckName, ...]) -> CheckName | None:
    """The one candidate rule that, with overturnable ones, alone refuses a refused row's text (None otherwise)."""
    if row.verdict.allowed or not row.rules:
        return None
    never = set(row.rules) - OVERTURNABLE
    if len(never) == 1 and (rule := next(iter(never))) in candidates:
        return rule
    return None


def reaches(row: Row, rule: CheckName, candidates: tuple[CheckName, ...]) -> bool:
    """Round 43a's calibration set for `rule`: a case (refused or not) whose firing rules include `rule` and are all
    overturnable or candidates."""
    return rule in row.rules and set(row.rules) <= OVERTURNABLE | set(candidates)


def benign_of(detector: Detector, text: str) -> float:
    return detector.classify(np.zeros((1, 0), dtype=np.float32), [text])[0].benign


def close(detector: Detector, case: guard.Case) -> float | None:
    if not case.question or "preview" in path_of(case):
        return None
    pair = detector._embed([case.question, case.text])
    return float(pair[0] @ pair[1])


def listing(
    name: str, rows: list[Row], detector: Detector, candidates: tuple[CheckName, ...], texts: bool, counts: bool
) -> None:
    for kind in ("benign", "attack"):
        never = Counter(
            ",".join(sorted(set(r.rules) - OVERTURNABLE)) or "-"
            for r in rows
            if r.case.kind == kind and not r.verdict.allowed and r.rules
        )
        shown = dict(never.most_common(12))
        print(f"{name}: {kind} refusals by their never-overturned firing rules (all paths): {shown}")
    if not texts and counts:
        return
    for rule in candidates:
        chosen = [r for r in rows if only(r, candidates) == rule]
        for kind in ("benign", "attack"):
            mine = [r for r in chosen if r.case.kind == kind]
            per = Counter(PATHS[r.path] for r in mine)
            print(f"  {rule}, {kind}: {len(mine)} ({dict(per)})")
            for r in sorted(mine, key=lambda r: -benign_of(detector, r.case.text)):
                cos = close(detector, r.case)
                shown = f" cos {cos:.3f}" if cos is not None else ""
                letter = " letter" if shapes.letter(r.case.text) else ""
                p = benign_of(detector, r.case.text)
                line = f"    P {p:.4f}{shown}{letter} [{PATHS[r.path]} / {r.case.category}]"
                if texts:
                    line += f" {r.case.text[:300]!r}" + (f" Q: {r.case.question!r}" if "preview" not in r.path else "")
                print(line)


def thresholds(rows: list[Row], detector: Detector, candidates: tuple[CheckName, ...]) -> dict[CheckName, float]:
    """Round 43a's procedure: per rule, the highest P(benign) of any attack the rule and overturnable ones alone
    refuse on any path, rounded up to three decimals (strictly above it), never below `OVERTURN`."""
    chosen: dict[CheckName, float] = {}
    for rule in candidates:
        attacks = [r for r in rows if r.case.kind == "attack" and reaches(r, rule, candidates)]
        found = [benign_of(detector, r.case.text) for r in attacks]
        top = max(found, default=0.0)
        tau = max(OVERTURN, math.floor(top * 1000 + 1) / 1000)
        chosen[rule] = tau
        print(f"  {rule}: {len(found)} attacks, highest P(benign) {top:.5f} -> threshold {tau:.3f}")
    return chosen


def pooled(rows: list[Row], detector: Detector, candidates: tuple[CheckName, ...], top: int = 12) -> None:
    """Every attack (on any path, refused or not) whose firing rules are all overturnable or candidates: the highest
    P(benign) the model gives any attack the overturn could reach, with the candidates made liftable."""
    liftable = OVERTURNABLE | set(candidates)
    found = sorted(
        ((benign_of(detector, r.case.text), r) for r in rows if r.case.kind == "attack" and r.rules
         and set(r.rules) <= liftable),
        key=lambda pair: -pair[0],
    )  # fmt: skip
    texts = {r.case.text for _, r in found}
    print(f"  attacks the overturn could reach: {len(found)} cases, {len(texts)} texts; highest P(benign):")
    seen: set[str] = set()
    for p, r in found:
        if r.case.text not in seen and len(seen) < top:
            seen.add(r.case.text)
            never = ",".join(sorted(set(r.rules) - OVERTURNABLE)) or "overturnable only"
            allowed = sum(x.case.text == r.case.text and x.verdict.allowed for _, x in found)
            print(f"    P {p:.5f} [{r.case.category}; {never}; allowed on {allowed} paths] {r.case.text[:160]!r}")


def moved(name: str, before: list[Row], after: list[Row], texts: bool) -> None:
    counts = [
        f"{label} {sum(not r.verdict.allowed for r in before if r.path == path)} -> "
        f"{sum(not r.verdict.allowed for r in after if r.path == path)}"
        for path, label in PATHS.items()
    ]
    print(f"{name}: " + ", ".join(counts))
    for b, a in zip(before, after, strict=True):
        if b.verdict.allowed != a.verdict.allowed:
            line = f"    {PATHS[b.path]} / {b.case.category}: {b.verdict.check} -> {a.verdict.check}"
            print(line + (f" {b.case.text[:200]!r}" if texts else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("sets", nargs="+", help="development sets (heldout33 ...) or corpora")
    parser.add_argument("--rules", default=",".join(CANDIDATES), help="candidate rules, comma-separated")
    parser.add_argument("--texts", action="store_true", help="print the texts (development sets only)")
    parser.add_argument("--calibrate", action="store_true", help="each candidate's threshold on the named sets")
    parser.add_argument(
        "--strict", default="", help="RULE=TAU,... or built: judge with STRICT empty, then again with these"
    )
    parser.add_argument("--counts", action="store_true", help="counts only: no listing of P(benign) per text")
    args = parser.parse_args()
    built = policy.STRICT
    if args.strict:
        policy.STRICT = {}  # type: ignore[misc]  # before: no rule outside OVERTURNABLE is lifted
    candidates = tuple(r for r in args.rules.split(",") if r)
    table: dict[str, list[Row]] = {}
    detectors: dict[str, Detector] = {}
    for name in args.sets:
        cases = cases_of(name)
        detectors[name] = guard.primed_detector(cases)
        table[name] = judged(cases, detectors[name])
        listing(name, table[name], detectors[name], candidates, args.texts, args.counts)
    if args.calibrate:
        print(f"thresholds from {', '.join(args.sets)}:")
        rows = [r for name in args.sets for r in table[name]]
        thresholds(rows, next(iter(detectors.values())), candidates)
        pooled(rows, next(iter(detectors.values())), candidates)
    if args.strict:
        pairs = [] if args.strict == "built" else [p.split("=") for p in args.strict.split(",")]
        policy.STRICT = {rule: float(tau) for rule, tau in pairs} if pairs else built  # type: ignore[misc]
        print(f"guard.STRICT = {policy.STRICT}")
        for name in args.sets:
            moved(name, table[name], judged([r.case for r in table[name]], detectors[name]), args.texts)


if __name__ == "__main__":
    main()
