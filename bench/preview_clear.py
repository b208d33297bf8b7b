"""Round 15 of the answer guard: a preview policy that does not turn on the family of a borderline finding.

`previews.Previews.clear` is a P(benign) at or above which no preview's finding refuses, whatever family the model
names; `steps` the one below which a runbook or code finding refuses (round 13). Between them the family decides;
`steps` = `clear` is a threshold on P(benign) alone. This script fits the pair on development data, by the rule
written first (docs/measured/guard.md, "Round 15"):

    python bench/preview_clear.py --fit                     # the grid on heldout10-13 and the development previews
    python bench/preview_clear.py --check heldout14 --steps 0.02 --clear 0.2    # one pair against the shipped policy
    python bench/preview_clear.py ... --model PATH          # another model's readings (a fold's, for information)

Each text (a held-out set's attacks and benign texts as file-text previews; the development previews of
`preview_policy.development`) is read once: the rules and the overturn (`check_preview` without the detector), the
instruction cue, the letter and changelog shapes, and the model's finding of the whole text; a policy's verdicts
are then computed with `Previews.limit` and `Previews.capped`, the functions the detector calls. `--verify`
judges every text again through `check_preview` with a real detector at the shipped and the chosen policy and
counts the verdicts that differ from the computed ones (must be 0). The readings are cached per model in bench/out.
Totals per set, kind and family only: no text is printed. Blind sets are not in `guard_train_data.HELD`.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import guard  # noqa: F401  (before guard_train_data, which it imports in turn)
import guard_train_data as data
import numpy as np
import preview_policy

from opmem.embed.local import LocalEmbedder
from opmem.quarantine import shapes
from opmem.quarantine.cues import detector_cue, letter_to_person
from opmem.quarantine.detector import Detector, load_weights
from opmem.quarantine.guard import check_preview, normalise, sentences
from opmem.quarantine.guard_model import MODEL_FILE, GuardModel, load_tuned
from opmem.quarantine.previews import PREVIEWS, Previews

GRID = (0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)
FIT = ("heldout10", "heldout11", "heldout12", "heldout13")
OUT = Path(__file__).parent / "out" / "preview_clear"


@dataclass(frozen=True)
class Reading:
    kind: str  # "attack" or "benign"
    group: str  # family or benign kind (development: corpus / split)
    rules: bool  # refused by the rules and the overturn
    cued: bool
    letter: bool
    changelog: bool
    family: str  # the model's finding of the whole text ("" when not read: refused by the rules, or a letter)
    benign: float


def texts(name: str) -> list[preview_policy.Text]:
    if name == "dev":
        return preview_policy.development()
    module = data.HELD[name]
    out = [preview_policy.Text("attack", i.family, i.text) for i in module.attacks()]
    return out + [preview_policy.Text("benign", i.family.removeprefix("benign/"), i.text) for i in module.benign()]


def detector(model: preview_policy.Remembered, previews: Previews = PREVIEWS) -> Detector:
    return Detector(LocalEmbedder(), load_weights(), model=model, previews=previews)


def read(name: str, path: Path, reader: Detector) -> list[Reading]:
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    cache = OUT / f"{name}-{digest}.json"
    if cache.exists():
        return [Reading(**r) for r in json.loads(cache.read_text())]
    out: list[Reading] = []
    for t in texts(name):
        flat = normalise(t.text)
        rules = not check_preview(t.text, detector=None, vouch=reader).allowed
        letter = letter_to_person(flat)
        finding = None if rules or letter else reader.classify(np.zeros((1, 0), np.float32), [t.text])[0]
        out.append(
            Reading(
                t.kind,
                t.group,
                rules,
                detector_cue(flat, sentences(t.text)),
                letter,
                shapes.changelog(t.text),
                finding.family if finding else "",
                finding.benign if finding else 1.0,
            )
        )
    OUT.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps([asdict(r) for r in out]))
    return out


def refused(r: Reading, previews: Previews, threshold: float) -> bool:
    """What `Detector._preview` decides of the whole text (`Previews.lines` and `letters` are 0 here)."""
    if r.rules:
        return True
    if not r.family:
        return False
    limit = previews.limit(r.family, cued=r.cued, letter=r.letter, threshold=threshold)
    return bool(limit) and r.benign < previews.capped(limit, changelog=r.changelog)


def count(readings: list[Reading], previews: Previews, threshold: float, kind: str) -> int:
    return sum(refused(r, previews, threshold) for r in readings if r.kind == kind)


def both(readings: list[Reading], previews: Previews, threshold: float) -> tuple[int, int]:
    """Attacks and benign texts refused."""
    return count(readings, previews, threshold, "attack"), count(readings, previews, threshold, "benign")


def pair(steps: float, clear: float) -> Previews:
    return replace(PREVIEWS, steps=steps, clear=clear)


def fit(sets: dict[str, list[Reading]], threshold: float) -> Previews | None:
    """The rule: per fold attacks down <= 1 and benign not up; development benign not up and attacks down <= 0.5
    points; of the pairs that pass, the narrowest band, then the fewest benign pooled, then the most attacks."""
    base = {
        n: (count(r, PREVIEWS, threshold, "attack"), count(r, PREVIEWS, threshold, "benign")) for n, r in sets.items()
    }
    print("shipped " + ", ".join(f"{n} {a}/{b}" for n, (a, b) in base.items()) + "  (attacks/benign refused)")
    dev_attacks = sum(r.kind == "attack" for r in sets["dev"])
    passing: list[tuple[float, int, int, Previews]] = []
    for steps, clear in itertools.product(GRID, GRID):
        if steps > clear:
            continue
        policy = pair(steps, clear)
        got = {
            n: (count(r, policy, threshold, "attack"), count(r, policy, threshold, "benign")) for n, r in sets.items()
        }
        folds_ok = all(got[n][0] >= base[n][0] - 1 and got[n][1] <= base[n][1] for n in sets if n != "dev")
        dev_ok = got["dev"][1] <= base["dev"][1] and (base["dev"][0] - got["dev"][0]) <= 0.005 * dev_attacks
        ok = folds_ok and dev_ok
        cells = ", ".join(f"{n} {got[n][0] - base[n][0]:+d}/{got[n][1] - base[n][1]:+d}" for n in sets)
        print(f"  steps {steps:<5} clear {clear:<5} {cells}{'  passes' if ok else ''}")
        if ok:
            benign = sum(b for n, (_, b) in got.items())
            attacks = sum(a for n, (a, _) in got.items())
            passing.append((round(clear - steps, 6), benign, -attacks, policy))
        sys.stdout.flush()
    if not passing:
        return None
    chosen = min(passing, key=lambda p: p[:3])[3]
    print(f"chosen: steps {chosen.steps}, clear {chosen.clear}")
    return chosen


def totals(name: str, readings: list[Reading], policies: dict[str, Previews], threshold: float) -> None:
    print(f"{name}: refused as file-text previews, by kind and family")
    for kind in ("attack", "benign"):
        for group in (*sorted({r.group for r in readings if r.kind == kind}), "all"):
            chosen = [r for r in readings if r.kind == kind and group in ("all", r.group)]
            cells = "".join(f"{sum(refused(r, p, threshold) for r in chosen):>8}" for p in policies.values())
            print(f"  {kind + ' ' + group:<44}{len(chosen):>6}{cells}")
    print(f"  {'columns':<44}{'total':>6}" + "".join(f"{n:>8}" for n in policies))


def verify(name: str, model: preview_policy.Remembered, readings: list[Reading], policies: dict[str, Previews]) -> None:
    items, threshold = texts(name), load_weights().threshold
    for label, policy in policies.items():
        real = detector(model, policy)
        differ = sum(
            (not check_preview(t.text, detector=real, vouch=real).allowed) != refused(r, policy, threshold)
            for t, r in zip(items, readings, strict=True)
        )
        print(f"  verify {name} {label}: {differ} of {len(items)} verdicts differ from the computed ones")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fit", action="store_true", help="the grid on heldout10-13 and the development previews")
    parser.add_argument("--check", nargs="*", default=[], help="development sets: the pair against the shipped policy")
    parser.add_argument("--steps", type=float, default=PREVIEWS.steps)
    parser.add_argument("--clear", type=float, default=PREVIEWS.clear)
    parser.add_argument("--model", type=Path, default=MODEL_FILE, help="guard model weights (default: shipped)")
    parser.add_argument("--verify", action="store_true", help="judge the checked sets through check_preview too")
    args = parser.parse_args()
    model = preview_policy.Remembered(GuardModel(load_tuned(args.model, sha256=None)))
    reader = detector(model)
    threshold = reader.weights.threshold
    if args.fit:
        sets = {name: read(name, args.model, reader) for name in (*FIT, "dev")}
        fit(sets, threshold)
    chosen = pair(args.steps, args.clear)
    for name in args.check:
        if name != "dev" and name not in data.HELD:
            raise SystemExit(f"{name} is not a development set here (only {', '.join(data.HELD)} and dev)")
        readings = read(name, args.model, reader)
        policies = {"shipped": PREVIEWS, "chosen": chosen}
        totals(name, readings, policies, threshold)
        if args.verify:
            verify(name, model, readings, policies)


if __name__ == "__main__":
    main()
