"""Round 12 of the answer guard: how the detector reads previews (policy only; the shipped weights stay).

A preview is a text shown with no question (a file's part or name; with stored verdicts, a record's text too),
judged by `check_preview` with the detector ("file text"). `detector.Previews` holds four levers, each a P(benign)
below which the shipped model's finding refuses a preview (0: the round-10 behaviour): `uncued` (a preview with
no instruction cue), `steps` (a runbook or code finding), `lines` (each cued line or sentence of a preview of
several) and `letters` (a letter to a person). Written before anything was measured (docs/measured/guard.md,
"Round 12: previews").

    python bench/preview_policy.py --fit heldout10          # each lever alone, then the combination
    python bench/preview_policy.py --check heldout11        # rounds 10 and 12 against detector.PREVIEWS
    python bench/preview_policy.py --dev                    # development previews: benign refused, each policy
    python bench/preview_policy.py --cost 300               # CPU per preview, both policies, interleaved
    python bench/preview_policy.py --sweep steps lone       # round 13: each lever's grid on both folds and dev
    python bench/preview_policy.py --policy steps=0.01 lone=0.3   # round 13: one policy against the shipped one

Fit rule: per lever alone, the highest value on `GRID` adding at most `--budget` (2) benign previews of the fold
over round 10; then all levers at their values, dropping the lever that gains the fewest attacks alone while the
combination adds more than the budget. Totals per family only: no text of a held-out set is printed.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace

import guard
import numpy as np
import numpy.typing as npt

from opmem.embed.local import LocalEmbedder
from opmem.quarantine.detector import Detector, load_weights
from opmem.quarantine.guard import check_preview
from opmem.quarantine.guard_model import GuardModel, load_tuned
from opmem.quarantine.previews import PREVIEWS, Previews

GRID = (0.001, 0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5)
ROUND10 = Previews()
ROUND12 = Previews(uncued=0.3)
POLICIES = {"round 10": ROUND10, "round 12": ROUND12, "shipped": PREVIEWS}
LEVERS = tuple(f.name for f in fields(Previews))


class Remembered:
    """The shipped guard model, each text read once for the whole run (every policy reads the same texts)."""

    def __init__(self, model: GuardModel) -> None:
        self.classes = model.classes
        self._model = model
        self._rows: dict[str, npt.NDArray[np.float64]] = {}

    def __call__(self, texts: Sequence[str]) -> npt.NDArray[np.float64]:
        missing = [t for t in dict.fromkeys(texts) if t not in self._rows]
        if missing:
            self._rows.update(zip(missing, self._model(missing), strict=True))
        return np.array([self._rows[t] for t in texts], dtype=np.float64)


@dataclass(frozen=True)
class Text:
    kind: str  # "attack" or "benign"
    group: str  # family or benign kind
    text: str


#: The held-out sets this script may read: development folds now (heldout10 fitted, heldout11 checked once). Later
#: sets are blind, run only by the lead through bench/guard.py.
READABLE = ("heldout10", "heldout11")


def held_out(name: str) -> list[Text]:
    if name not in READABLE:
        raise SystemExit(f"{name} is not a development fold here (only {', '.join(READABLE)})")
    module = importlib.import_module(guard.HELD_OUT[name])
    texts = [Text("attack", i.family, i.text) for i in module.attacks()]
    return texts + [Text("benign", i.family.removeprefix("benign/"), i.text) for i in module.benign()]


def development() -> list[Text]:
    """Benign development previews as bench/guard.py reads them (e-mails, bug reports dev and report), the
    generated runbook answers and hand-written reader answers shown as previews, and the attack corpora."""
    out: list[Text] = []
    for case in guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated() + guard.attacks():
        if case.corpus in ("email preview", "bug report preview", "runbook answer", "hand-written"):
            out.append(Text("benign", f"{case.corpus} / {case.split}", case.text))
        elif case.kind == "attack":
            out.append(Text("attack", f"{case.corpus} / {case.split}", case.text))
    return out


def refused(texts: list[Text], detector: Detector) -> list[bool]:
    return [not check_preview(t.text, detector=detector, vouch=detector).allowed for t in texts]


def counts(texts: list[Text], flags: list[bool], kind: str) -> tuple[int, int]:
    chosen = [f for t, f in zip(texts, flags, strict=True) if t.kind == kind]
    return sum(chosen), len(chosen)


def table(texts: list[Text], columns: dict[str, list[bool]]) -> None:
    print(f"  {'':<34}" + "".join(f"{name[:24]:>26}" for name in columns))
    for kind in ("attack", "benign"):
        groups = sorted({t.group for t in texts if t.kind == kind})
        for group in (*groups, "all"):
            cells = []
            for flags in columns.values():
                chosen = [f for t, f in zip(texts, flags, strict=True) if t.kind == kind and group in ("all", t.group)]
                cells.append(f"{f'{sum(chosen)}/{len(chosen)}':>17} {100 * sum(chosen) / len(chosen):>6.1f}% ")
            label = f"{kind} {group}" if group == "all" else f"  {group}"
            print(f"  {label[:34]:<34}" + "".join(cells))
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fit", help="a development held-out set (heldout10)")
    parser.add_argument("--check", help="a development held-out set, rounds 10 and 12 against detector.PREVIEWS")
    parser.add_argument("--dev", action="store_true", help="development previews, rounds 10 and 12 against PREVIEWS")
    parser.add_argument("--cost", type=int, default=0, help="CPU per preview on this many bug-report previews")
    parser.add_argument("--budget", type=int, default=2, help="benign previews a lever may add on the fold")
    parser.add_argument("--sweep", nargs="*", default=[], help="round 13: levers swept on both folds and dev")
    parser.add_argument("--policy", nargs="*", default=[], help="round 13: lever=value ... against PREVIEWS")
    args = parser.parse_args()
    model = Remembered(GuardModel(load_tuned()))
    weights = load_weights()
    embedder = LocalEmbedder()

    def detector(previews: Previews) -> Detector:
        return Detector(embedder, weights, model=model, previews=previews)

    if args.fit:
        texts = held_out(args.fit)
        base = refused(texts, detector(ROUND10))
        a0, b0 = counts(texts, base, "attack"), counts(texts, base, "benign")
        print(f"{args.fit}, round 10: attacks {a0[0]}/{a0[1]}, benign {b0[0]}/{b0[1]}")
        chosen: dict[str, float] = {}
        gains: dict[str, int] = {}
        for lever in LEVERS:
            best = 0.0
            for value in GRID:
                flags = refused(texts, detector(replace(ROUND10, **{lever: value})))
                a, b = counts(texts, flags, "attack")[0], counts(texts, flags, "benign")[0]
                print(f"  {lever:<8} {value:<6} attacks {a:>4} ({a - a0[0]:+d})  benign {b:>3} ({b - b0[0]:+d})")
                if b - b0[0] <= args.budget:
                    best, gains[lever] = value, a - a0[0]
            chosen[lever] = best
            print(f"  -> {lever} = {best}")
            sys.stdout.flush()
        levers = dict(chosen)
        while True:
            policy = Previews(**levers)
            flags = refused(texts, detector(policy))
            b = counts(texts, flags, "benign")[0]
            print(f"combination {policy}: attacks {counts(texts, flags, 'attack')[0]}, benign {b} ({b - b0[0]:+d})")
            active = [k for k, v in levers.items() if v > 0]
            if b - b0[0] <= args.budget or not active:
                break
            levers[min(active, key=lambda k: gains.get(k, 0))] = 0.0
        table(texts, {"round 10": base, str(policy): flags})
    if args.check:
        texts = held_out(args.check)
        print(f"{args.check}: rounds 10 and 12 against {PREVIEWS} (file text: check_preview with the detector)")
        table(texts, {name: refused(texts, detector(p)) for name, p in POLICIES.items()})
    if args.dev:
        texts = development()
        print(f"development previews: rounds 10 and 12 against {PREVIEWS}")
        table(texts, {name: refused(texts, detector(p)) for name, p in POLICIES.items()})
    if args.cost:
        cost(args.cost, embedder, weights)
    if args.sweep or args.policy:
        rounds13(args.sweep, args.policy, detector)


#: What round 13 weighs per policy (docs/measured/guard.md, "Round 13"): both development folds, the development
#: previews pooled, and the runbook and hand-written answers shown as previews (the binding constraint).
ROWS = ("heldout10", "heldout11")


def rounds13(levers: list[str], policy: list[str], detector: Callable[[Previews], Detector]) -> None:
    sets = {name: held_out(name) for name in ROWS} | {"dev": development()}

    def row(previews: Previews) -> dict[str, int]:
        out: dict[str, int] = {}
        for name, texts in sets.items():
            flags = refused(texts, detector(previews))
            for kind in ("attack", "benign"):
                out[f"{name} {kind}"] = counts(texts, flags, kind)[0]
            if name != "dev":
                out[f"{name} runbook_order"] = sum(
                    f for t, f in zip(texts, flags, strict=True) if t.kind == "attack" and "runbook" in t.group
                )
            else:
                for corpus in ("runbook answer", "hand-written"):
                    out[corpus] = sum(f for t, f in zip(texts, flags, strict=True) if t.group.startswith(corpus))
        return out

    base = row(PREVIEWS)
    print(f"shipped {PREVIEWS}: " + ", ".join(f"{k} {v}" for k, v in base.items()))
    candidates = [replace(PREVIEWS, **{lever: value}) for lever in levers for value in GRID]
    if policy:
        candidates.append(replace(PREVIEWS, **{k: float(v) for k, v in (p.split("=") for p in policy)}))
    for previews in candidates:
        got = row(previews)
        changed = {k: previews.__dict__[k] for k in LEVERS if previews.__dict__[k] != PREVIEWS.__dict__[k]}
        print(f"  {changed}: " + ", ".join(f"{k} {got[k] - base[k]:+d}" for k in got))
        sys.stdout.flush()


def cost(n: int, embedder: LocalEmbedder, weights: object) -> None:
    """CPU time of one `check_preview` with the detector, the model's rows forgotten before each: rounds 10, 12 and
    the shipped policy on the same texts, interleaved (bug-report previews of both splits, a fixed sample). The
    rules are this tree's in every column."""
    cases = [c for c in guard.bug_reports() if c.corpus == "bug report preview"]
    cases = sorted(cases, key=lambda c: zlib.crc32(c.text.encode()))[:n]
    model = GuardModel(load_tuned())
    assert isinstance(weights, type(load_weights()))
    detectors = {
        "round 10": Detector(embedder, weights, model=model, previews=ROUND10),
        "round 12": Detector(embedder, weights, model=model, previews=ROUND12),
        "round 13": Detector(embedder, weights, model=model, previews=PREVIEWS),
    }
    model(["warm up"])
    samples: dict[str, list[float]] = {name: [] for name in detectors}
    for case in cases:
        for name, d in detectors.items():
            d._read.clear()
            started = time.process_time()
            check_preview(case.text, detector=d, vouch=d)
            samples[name].append(time.process_time() - started)
    for name, got in samples.items():
        got.sort()
        p95 = got[int(0.95 * (len(got) - 1))]
        print(f"  {name}: median {1e3 * statistics.median(got):.2f} ms, p95 {1e3 * p95:.2f} ms CPU per preview")


if __name__ == "__main__":
    main()
