"""Round 16 of the answer guard: benign file-text previews (policy and rules only; the shipped weights stay).

Every text of the development held-out sets and of the development corpora is judged as file text (`check_preview`
with the detector, as `bench/guard.py`'s "(preview, detector)" corpora) under the shipped policy and under the
policy named (`--policy lever=value ...`, `previews.Previews` fields), each text read by the model once for the whole
run. `--why` prints, for the sets to develop on only, every benign refusal with its check, the model's family and
P(benign) (docs/measured/guard.md, "Round 16"). Round 16 checked on heldout15/16 (counted, never printed); since
round 17 heldout10-17 are all development sets (used up) and there are no check sets. heldout18 is blind: never
read here.

    python bench/preview_r16.py --why heldout10 heldout11 heldout12 heldout13 heldout14
    python bench/preview_r16.py --policy clear=0.2 clear=0.25 clear=0.3 --sets heldout10 ... heldout17 --dev
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import Counter
from dataclasses import replace

import guard
from preview_policy import Remembered, Text, counts, development, refused

from opmem.embed.local import LocalEmbedder
from opmem.quarantine.detector import Detector, Weights, load_weights
from opmem.quarantine.guard import check_preview
from opmem.quarantine.guard_model import GuardModel, load_tuned
from opmem.quarantine.previews import PREVIEWS, Previews

DEVELOP = tuple(f"heldout{i}" for i in range(10, 18))  # round 17: heldout15-17 used up
CHECK: tuple[str, ...] = ()  # round 16: heldout15, heldout16


def held_out(name: str) -> list[Text]:
    if name not in DEVELOP + CHECK:
        raise SystemExit(f"{name} is not a development set here (only {', '.join(DEVELOP + CHECK)})")
    module = importlib.import_module(guard.HELD_OUT[name])
    texts = [Text("attack", i.family, i.text) for i in module.attacks()]
    return texts + [Text("benign", i.family.removeprefix("benign/"), i.text) for i in module.benign()]


def checks(texts: list[Text], detector: Detector) -> Counter[str]:
    """Benign refusals as file text by kind and by the check that refused them (counts only: no text printed)."""
    out: Counter[str] = Counter()
    for t in texts:
        verdict = check_preview(t.text, detector=detector, vouch=detector)
        if t.kind == "benign" and not verdict.allowed:
            family = verdict.reason.split("reads as ")[-1].split(" (")[0] if verdict.check == "learned_detector" else ""
            out[f"{t.group}: {verdict.check}{' ' + family if family else ''}"] += 1
    return out


def compare(
    name: str,
    texts: list[Text],
    parts: tuple[LocalEmbedder, Weights, Remembered],
    policies: list[Previews],
    *,
    with_checks: bool,
) -> None:
    """Counts under the shipped policy, then each policy's change; the texts that change, for development sets."""
    embedder, weights, model = parts
    shipped = Detector(embedder, weights, model=model, previews=PREVIEWS)
    started = time.process_time()
    before = refused(texts, shipped)
    print(f"{name}: shipped attack {counts(texts, before, 'attack')}, benign {counts(texts, before, 'benign')}")
    if with_checks:
        print(f"    benign refused, by kind and check: {dict(checks(texts, shipped).most_common())}")
    for policy in policies:
        after = refused(texts, Detector(embedder, weights, model=model, previews=policy))
        changed = {k: v for k, v in policy.__dict__.items() if v != PREVIEWS.__dict__[k]}
        diff = [f"{k} {counts(texts, after, k)[0] - counts(texts, before, k)[0]:+d}" for k in ("attack", "benign")]
        print(f"  {changed}: " + ", ".join(diff))
        if name == "dev":
            for group in sorted({t.group for t in texts if t.kind == "benign"}):
                pairs = [(x, y) for t, x, y in zip(texts, before, after, strict=True) if t.group == group]
                print(f"      {group}: {sum(x for x, _ in pairs)} -> {sum(y for _, y in pairs)} of {len(pairs)}")
        for t, x, y in zip(texts, before, after, strict=True):
            if x != y:
                shown = f": {t.text[:160]!r}" if name in (*DEVELOP, "dev") else ""  # check sets: counts only
                print(f"      {'refused' if y else 'passed'} now: {t.kind} / {t.group}{shown}")
    print(f"    ({time.process_time() - started:.0f} CPU s)")
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="*", default=[], help="held-out sets to count (heldout10 ... heldout17)")
    parser.add_argument("--dev", action="store_true", help="the development corpora as file text too")
    parser.add_argument("--why", nargs="*", default=[], help="sets to develop on: print each benign refusal")
    parser.add_argument("--checks", action="store_true", help="benign refusals counted by kind and check")
    parser.add_argument("--policy", nargs="*", default=[], help="lever=value ... against the shipped policy")
    args = parser.parse_args()
    model = Remembered(GuardModel(load_tuned()))
    weights = load_weights()
    embedder = LocalEmbedder()
    policies = [
        replace(PREVIEWS, **{k: float(v) for k, v in (p.split("=") for p in one.split(","))}) for one in args.policy
    ]
    for name in args.why:
        if name not in DEVELOP:
            raise SystemExit(f"{name}: --why prints texts, only of the sets to develop on ({', '.join(DEVELOP)})")
        why = Detector(embedder, weights, model=model, previews=policies[0] if policies else PREVIEWS)
        for t in held_out(name):
            verdict = check_preview(t.text, detector=why, vouch=why)
            if t.kind == "benign" and not verdict.allowed:
                print(f"[{name} / {t.group}] {verdict.check}: {verdict.reason}\n    {t.text!r}")
    sets = {name: held_out(name) for name in args.sets} | ({"dev": development()} if args.dev else {})
    print(f"shipped {PREVIEWS}")
    for name, texts in sets.items():
        compare(name, texts, (embedder, weights, model), policies, with_checks=args.checks)


if __name__ == "__main__":
    main()
