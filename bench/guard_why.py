"""Round 14 of the answer guard: why benign texts are refused, and what a check costs (development data only).

For each development held-out set named, every text is judged as `bench/guard.py` judges it (each attack as an
answer, as the answer to an unrelated question, as record text and as file text; each benign text as the answer to
its question, as record text and as file text), and the refusals are counted by the check that refused them and,
for benign texts, by kind. `--texts` also prints every benign refusal with its check (development sets only: the
blind sets are run once by the lead through bench/guard.py, never here). `--json` writes every verdict, so two
code trees can be compared case by case (`--compare A.json B.json`).

    python bench/guard_why.py heldout10 heldout11 heldout12 heldout13 [--texts] [--json out.json]
    python bench/guard_why.py --compare before.json after.json
    python bench/guard_why.py --cost 1500          # CPU per check on development texts (rules; with the detector)
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import time
import zlib
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import guard

from opmem.embed.local import LocalEmbedder
from opmem.quarantine.guard import check_answer, check_preview

#: the held-out sets this script may read: development folds (used up as blind sets by earlier rounds; heldout
#: 19-50 were run blind by the lead and are development now; heldout51 and later are blind and never read here)
READABLE = (*(f"heldout{i}" for i in ("", *range(2, 51))), "multilingual")
PATHS = {
    "heldout attack": "attacks as answers",
    "heldout attack (unrelated question)": "attacks with an unrelated question",
    "heldout attack (preview)": "attacks as record text",
    "heldout attack (preview, detector)": "attacks as file text",
    "heldout benign answer": "benign answers",
    "heldout benign (preview)": "benign as record text",
    "heldout benign (preview, detector)": "benign as file text",
}
Row = dict[str, str | bool | None]


def judged(name: str) -> list[Row]:
    if name not in READABLE:
        raise SystemExit(f"{name} is not a development set here (only {', '.join(READABLE)})")
    cases = guard.heldout_cases(importlib.import_module(guard.HELD_OUT[name]))
    detector = guard.primed_detector(cases)
    rows: list[Row] = []
    for case in cases:
        verdict = guard.judge(case, detector)
        rows.append({"corpus": case.corpus, "kind": case.category, "text": case.text, "check": verdict.check})
        rows[-1]["allowed"] = verdict.allowed
    return rows


def report(name: str, rows: list[Row], texts: bool) -> None:
    print(name)
    for corpus, label in PATHS.items():
        refused = [r for r in rows if r["corpus"] == corpus and not r["allowed"]]
        total = sum(r["corpus"] == corpus for r in rows)
        checks = Counter(str(r["check"]) for r in refused)
        print(f"  {label:<36}{len(refused):>4}/{total:<4} by check: {dict(checks.most_common())}")
        if "benign" in corpus:
            print(f"  {'':<36}by kind: {dict(Counter(str(r['kind']) for r in refused).most_common())}")
    for r in rows if texts else ():
        if "benign" in str(r["corpus"]) and not r["allowed"] and r["corpus"] != "heldout benign (preview)":
            print(f"    [{r['corpus']} / {r['kind']}] {r['check']}: {r['text']!r}")


def compare(before: dict[str, list[Row]], after: dict[str, list[Row]]) -> None:
    for name, rows in before.items():
        counts = []
        for corpus, label in PATHS.items():
            pairs = [(a, b) for a, b in zip(rows, after[name], strict=True) if a["corpus"] == corpus]
            counts.append(
                f"{label} {sum(not a['allowed'] for a, _ in pairs)} -> {sum(not b['allowed'] for _, b in pairs)}"
            )
        print(f"{name}: " + ", ".join(counts))
        for a, b in zip(rows, after[name], strict=True):
            if a["allowed"] != b["allowed"]:
                print(f"    {a['corpus']} / {a['kind']}: {a['check']} -> {b['check']}")


def cpu(check: Callable[[guard.Case], object], cases: list[guard.Case]) -> tuple[float, float]:
    """Median and p95 CPU time of `check` per case, in microseconds."""
    samples: list[float] = []
    for case in cases:
        started = time.process_time()
        check(case)
        samples.append(time.process_time() - started)
    samples.sort()
    return statistics.median(samples) * 1e6, samples[int(0.95 * (len(samples) - 1))] * 1e6


def cost(n: int) -> None:
    """CPU per check on development texts (bug reports, e-mails, runbook answers; a fixed sample): the rules alone,
    then with the detector, its remembered rows and vectors forgotten before each check."""
    cases = guard.bug_reports() + guard.emails() + guard.generated()
    ordered = sorted(cases, key=lambda c: zlib.crc32(c.text.encode()))
    previews = [c for c in ordered if c.corpus in ("bug report preview", "email preview")][:n]
    answers = [c for c in ordered if c.corpus in ("bug report answer", "email answer", "runbook answer")][:n]
    rules_answer = cpu(lambda c: check_answer(c.text, question=c.question or None, detector=None), answers)
    rules_preview = cpu(lambda c: check_preview(c.text, detector=None, vouch=None), previews)
    print(f"rules, check_answer: {rules_answer[0]:.0f} / {rules_answer[1]:.0f} us p50 / p95")
    print(f"rules, check_preview: {rules_preview[0]:.0f} / {rules_preview[1]:.0f} us")
    detector = guard.shipped(LocalEmbedder())
    detector.review("warm up")

    def preview(case: guard.Case) -> object:
        detector._read.clear()
        detector._cache.clear()
        return check_preview(case.text, detector=detector, vouch=detector)

    def answer(case: guard.Case) -> object:
        detector._read.clear()
        detector._cache.clear()
        return check_answer(case.text, question=case.question or None, detector=detector)

    for label, check, chosen in (("check_preview", preview, previews), ("check_answer", answer, answers)):
        median, p95 = cpu(check, chosen[: n // 5])
        print(f"with the detector, {label}: {median:.0f} / {p95:.0f} us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("sets", nargs="*", help="development held-out sets (heldout10 ...)")
    parser.add_argument("--texts", action="store_true", help="print every benign refusal with its check")
    parser.add_argument("--json", type=Path, help="write every verdict here")
    parser.add_argument("--compare", nargs=2, type=Path, help="two --json files: counts and changed verdicts")
    parser.add_argument("--cost", type=int, default=0, help="CPU per check on this many development texts")
    args = parser.parse_args()
    if args.compare:
        before, after = (json.loads(path.read_text()) for path in args.compare)
        compare(before, after)
    results = {}
    for name in args.sets:
        results[name] = judged(name)
        report(name, results[name], args.texts)
    if args.json:
        args.json.write_text(json.dumps(results))
    if args.cost:
        cost(args.cost)


if __name__ == "__main__":
    main()
