"""CPU time per check of the guard with two detector weight files, interleaved in one run (before / after).

Each development answer (with its question) goes through `check_answer` with the rules only, with the detector
of `--before` (a linear weights file, e.g. the previous commit's or the shipped guard_detector.npz) and with the
shipped detector (the fine-tuned guard model, `guard_model.py`); each bug-report preview
through `check_preview` with each detector. Times are CPU seconds of this process (`time.process_time`), so a
busy machine inflates them less than wall-clock time; the two detectors alternate per text, and each has its own
vector cache, so both embed every text. Also the cost of the n-gram half alone (`detector.hashed` +
`gram_logits`), which needs no embedding.

    python bench/guard_detector_speed.py --before /tmp/old_guard_detector.npz [--answers 200] [--previews 200]
    python bench/guard_detector_speed.py --before OLD.npz --before-model OLD_guard_model.npz --before-overturn 2

With `--before-model`, "before" is a fine-tuned guard model too (round 8 against round 7: the previous weights, and
`--before-overturn` above 1 for a detector that never lifts a rule's refusal).
"""

from __future__ import annotations

import argparse
import statistics
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import guard

from opmem.embed.local import LocalEmbedder
from opmem.quarantine.detector import OVERTURN, Detector, gram_logits, load_weights
from opmem.quarantine.guard import Verdict, check_answer, check_preview
from opmem.quarantine.guard_model import GuardModel, load_tuned


def cpu(check: Callable[[], object]) -> float:
    started = time.process_time()
    check()
    return time.process_time() - started


def summary(label: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"  {label:<46} median {statistics.median(ordered) * 1e3:8.2f} ms   p95 {p95 * 1e3:8.2f} ms (CPU)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--before", type=Path, required=True, help="the previous weights file (any checksum)")
    parser.add_argument("--before-model", type=Path, help="the previous guard_model.npz (any checksum)")
    parser.add_argument("--before-overturn", type=float, default=OVERTURN, help="the previous overturn (2: none)")
    parser.add_argument("--answers", type=int, default=200)
    parser.add_argument("--previews", type=int, default=200)
    parser.add_argument(
        "--refused", action="store_true", help="also heldout6/7's benign answers the rules refuse (the overturn's cost)"
    )
    args = parser.parse_args()
    cases = guard.bug_reports() + guard.emails()
    answers = sorted((c for c in cases if c.split == "dev" and c.question), key=lambda c: zlib.crc32(c.text.encode()))
    previews = sorted((c for c in cases if c.corpus == "bug report preview" and c.split == "dev"),
                      key=lambda c: zlib.crc32(c.text.encode()))  # fmt: skip
    embedder = LocalEmbedder()
    weights = {"before": load_weights(args.before, sha256=None), "after": load_weights()}
    models = {
        "before": GuardModel(load_tuned(args.before_model, sha256=None)) if args.before_model else None,
        "after": GuardModel(load_tuned()),  # as shipped
    }
    overturn = {"before": args.before_overturn, "after": OVERTURN}

    def fresh() -> dict[str, Detector]:
        """Detectors with empty caches (each check kind reads its texts for the first time, as recall would)."""
        return {name: Detector(embedder, weights[name], model=models[name], overturn=overturn[name]) for name in models}

    detectors = fresh()
    for d in detectors.values():
        d.review("Please warm up the model.")
    times: dict[str, list[float]] = {}
    refused: dict[str, int] = {}

    def record(label: str, check: Callable[[], Verdict]) -> None:
        verdict: list[Verdict] = []
        times.setdefault(label, []).append(cpu(lambda: verdict.append(check())))
        refused[label] = refused.get(label, 0) + (not verdict[0].allowed)

    chosen = answers[: args.answers]
    shown = list(previews[: args.previews])
    if args.refused:  # development data since round 8: the benign texts whose rule refusal the model may lift
        import guard_heldout6
        import guard_heldout7

        items = [*guard_heldout6.benign(), *guard_heldout7.benign()]
        chosen += [
            guard.Case("benign", "refused", "refused", "dev", i.text, i.question)
            for i in items
            if not check_answer(i.text, question=i.question, detector=None).allowed
        ]
        shown += [
            guard.Case("benign", "refused", "refused", "dev", i.text)
            for i in items
            if not check_preview(i.text, detector=None, vouch=None).allowed
        ]
    for i, case in enumerate(chosen):
        kind = "check_answer" if case.corpus != "refused" else "check_answer (rule-refused)"
        record(f"{kind}, rules only", lambda c=case: check_answer(c.text, question=c.question, detector=None))
        for name in ("before", "after") if i % 2 else ("after", "before"):
            detector = detectors[name]
            record(f"{kind}, detector {name}",
                   lambda c=case, d=detector: check_answer(c.text, question=c.question, detector=d))  # fmt: skip
    detectors, vouchers = fresh(), fresh()
    for i, case in enumerate(shown):
        kind = "check_preview" if case.corpus != "refused" else "check_preview (rule-refused)"
        record(f"{kind}, rules only", lambda c=case: check_preview(c.text, detector=None, vouch=None))
        for name in ("before", "after") if i % 2 else ("after", "before"):
            detector = detectors[name]
            # what recall runs: the rules, and the overturn of their refusals
            voucher = vouchers[name]
            record(f"{kind}, rules + overturn {name}",
                   lambda c=case, d=voucher: check_preview(c.text, detector=None, vouch=d))  # fmt: skip
            record(f"{kind}, detector {name}",
                   lambda c=case, d=detector: check_preview(c.text, detector=d, vouch=d))  # fmt: skip
        if weights["after"].grams is not None and case.corpus != "refused":
            times.setdefault("n-gram half alone (no embedding)", []).append(
                cpu(lambda c=case: gram_logits(weights["after"], [c.text]))
            )
    print(f"{len(chosen)} development answers, {len(shown)} previews")
    for label, samples in times.items():
        print(summary(label, samples) + (f"  refused {refused[label]}" if label in refused else ""))


if __name__ == "__main__":
    main()
