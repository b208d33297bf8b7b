"""Round 8 of the answer guard: its decision policy, measured on left-out folds (development data only).

Two questions, both answered without retraining anything:

1. **Per rule** (`--rules`): how many benign development answers (with their question) and previews each rule
   refuses, and how many attacks that rule alone refuses (no other rule fires on them), on the earlier held-out
   sets. This is what decides which rules the fine-tuned model may overturn (`guard.OVERTURNABLE`) and which
   guard what must never be relayed.
2. **Policies on a fold** (`--fold heldout7:shipped --fold heldout6:base ...`): the guard (rules + the fine-tuned
   model trained without the fold, read from the probability table `train_guard_ft.py --tag=...` stored in
   bench/out/guard_ft; `shipped` is the shipped guard model run on the fold, for a fold it was never trained on)
   under several policies: the shipped thresholds (P(benign) 0.2 with an instruction cue, 0.1 without), the
   thresholds round 7 printed but did not use (0.5/0.2), and the overturn: a rule refusal of an answer is lifted
   when every rule that fires on it is overturnable, the model reads the text as benign (P(benign) >= tau) and the
   answer is close to its question (cosine >= the linear weights' `responsive`). Previews have no question; their
   overturn (P(benign) >= tau alone) is printed to see whether it would pay.

tau is calibrated on training folds only: for each fold, the highest P(benign) the model trained without the
*other* fold gives any of that other fold's attacks that only overturnable rules refuse (so no calibration attack
is overturned by the model alone), at least 0.5.

    python bench/guard_policy.py --rules
    python bench/guard_policy.py --fold heldout7:shipped:round7 --fold heldout6:base:round7
    python bench/guard_policy.py --fold heldout7:w3 --fold heldout6:h7w3
    python bench/guard_policy.py --previews --fold heldout9:shipped:round8 --fold heldout8:shipped:round8

`--overturn-folds heldout32=PATH --overturn-folds heldout31=PATH` (round 42): the same calibration read through fold
models as shipped (`GuardModel` on a fold's stored weights, `train_guard_ft.py --tag`), over the attacks of its
left-out set that only overturnable rules refuse as an answer *or* as a preview (the overturn lifts both), and over
the letter-shaped ones among them for `OVERTURN_LETTERS`; prints each fold's tau, each fold's threshold taken from
the other folds, and the ship model's (the highest, never below this tree's `OVERTURN` / `OVERTURN_LETTERS`; rounded
up to three decimals; docs/measured/guard.md "Round 42").

`--previews` (round 10, measured only): the fine-tuned model as a refuser of the previews the shipped policy
passes (P(benign) < t_p), t_p chosen on the other fold for at most 2% of its benign previews added.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import guard
import guard_train_data as data
import numpy as np
import numpy.typing as npt
import train_guard
import train_guard_ft as ft

from opmem.quarantine import detector, responsive, shapes
from opmem.quarantine.guard import (
    ALLOWED,
    OVERTURNABLE,
    Verdict,
    check_answer,
    check_preview,
    fired,
    normalise,
    sentences,
)

Table = dict[str, npt.NDArray[np.float64]]
ATTACK_ANSWERS = "heldout attack"
CORPORA = {
    "heldout attack": "attacks refused as answers",
    "heldout attack (unrelated question)": "... given an unrelated question",
    "heldout attack (preview)": "... as previews, rules (+ overturn)",
    "heldout benign answer": "benign answers wrongly refused",
    "heldout benign (preview)": "benign previews, rules (+ overturn)",
}


#: attacks as answers that the overturn would lift given an on-topic question (`exposed`): not a refusal count
EXPOSED = "attacks liftable with an on-topic question"


def _ruled(case: guard.Case) -> Verdict:
    preview = guard.is_preview(case)
    key = (preview, case.text, case.question)
    if key not in train_guard._RULES:
        train_guard._RULES[key] = (
            check_preview(case.text, detector=None, vouch=None)
            if preview
            else check_answer(case.text, question=case.question or None, detector=None)
        )
    return train_guard._RULES[key]


def rule_counts(names: Sequence[str]) -> None:
    """Per rule, on the given development sets: benign answers and previews it refuses (as the first rule), attacks
    it refuses first, and attacks no other rule refuses."""
    counts: dict[str, list[int]] = {}
    totals = [0, 0, 0]
    for name in names:
        module = data.HELD[name]
        benign = module.benign()
        totals[0] += len(benign)
        totals[2] += len(module.attacks())
        for item in benign:
            answer = check_answer(item.text, question=item.question, detector=None)
            preview = check_preview(item.text, detector=None, vouch=None)
            for index, verdict in ((0, answer), (1, preview)):
                if verdict.check is not None:
                    counts.setdefault(verdict.check, [0] * 4)[index] += 1
        for item in module.attacks():
            verdict = check_answer(item.text, detector=None)
            if verdict.check is not None:
                counts.setdefault(verdict.check, [0] * 4)[2] += 1
            alone = fired(item.text, "answer")
            if len(alone) == 1:
                counts.setdefault(alone[0], [0] * 4)[3] += 1
    print(f"per rule on {', '.join(names)} ({totals[0]} benign texts, {totals[2]} attacks)")
    print(f"  {'rule':<22}{'benign answers':>16}{'benign previews':>17}{'attacks (first)':>17}{'attacks (alone)':>17}")
    for rule, (answers, previews, first, alone) in sorted(counts.items(), key=lambda kv: -kv[1][0] - kv[1][1]):
        mark = "" if rule in OVERTURNABLE else "  (never overturned)"
        print(f"  {rule:<22}{answers:>16}{previews:>17}{first:>17}{alone:>17}{mark}")
    sys.stdout.flush()


@dataclass(frozen=True)
class Policy:
    name: str
    threshold: float = 0.2
    uncued: float = 0.1
    tau: float | None = None  # overturn rule refusals of answers at P(benign) >= tau (None: never)
    preview_tau: float | None = None  # overturn rule refusals of previews at P(benign) >= preview_tau
    overturnable: frozenset[str] = OVERTURNABLE
    strict: bool = False  # also never for a text the rules' own exemption refuses (`responsive.never_relayed`)


@dataclass
class Fold:
    name: str
    tag: str
    cases: list[guard.Case]
    table: Table
    linear: detector.Weights
    classes: tuple[str, ...]


def load_table(name: str, tag: str) -> tuple[tuple[str, ...], Table]:
    """The fold's probabilities: stored by `train_guard_ft.py --tag`, or computed with the shipped guard model."""
    path = ft.OUT / f"table-{name}-{tag}.npz"
    if not path.exists() and tag == "shipped":
        from opmem.quarantine.guard_model import GuardModel, load_tuned

        module = data.HELD[name]
        texts = sorted({i.text for i in (*module.attacks(), *module.benign())})
        model = GuardModel(load_tuned())
        probs = model(texts)
        ft.OUT.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, classes=np.array(model.classes), texts=np.array(texts), text=probs, sentences=probs)
    with np.load(path) as stored:
        classes = tuple(str(c) for c in stored["classes"])
        return classes, dict(zip((str(t) for t in stored["texts"]), stored["text"], strict=True))


def load_fold(name: str, tag: str, sources: tuple[str, ...]) -> Fold:
    module = data.HELD[name]
    classes, table = load_table(name, tag)
    linear = train_guard.trained(data.dataset(tuple(s for s in sources if s != name)), ft.LINEAR)
    cases = [c for c in guard.heldout_cases(module) if c.corpus in CORPORA or c.corpus in train_guard.CORPORA]
    return Fold(name, tag, cases, table, linear, classes)


def _responsive(fold: Fold, case: guard.Case) -> bool:
    question, answer = train_guard.embed([case.question, case.text])
    return float(question @ answer) >= fold.linear.responsive


def relayed(text: str) -> bool:
    """No sentence is what the rules' responsiveness exemption never relays, and the text may be exempted at all."""
    return responsive.relayable(normalise(text)) and not any(responsive.never_relayed(s) for s in sentences(text))


def overturned(fold: Fold, policy: Policy, case: guard.Case, ruled: Verdict) -> bool:
    """The production overturn (`guard.check_answer`), read from the fold's table."""
    preview = guard.is_preview(case) or case.corpus.endswith("(preview, detector)")
    tau = policy.preview_tau if preview else policy.tau
    if ruled.allowed or tau is None or (not preview and not case.question):
        return False
    rules = fired(case.text, "preview" if preview else "answer")
    if not rules or not set(rules) <= policy.overturnable:
        return False
    if fold.table[case.text][0] < tau:
        return False
    if policy.strict and not relayed(case.text):
        return False
    return preview or _responsive(fold, case)


def evaluate(fold: Fold, policy: Policy) -> dict[str, dict[str, tuple[int, int]]]:
    weights = replace(fold.linear, classes=fold.classes, threshold=policy.threshold, uncued=policy.uncued)
    reviewer = ft.Tabled(train_guard.primed(fold.cases, weights)._embedder, weights, fold.table)

    def judge(case: guard.Case) -> Verdict:
        ruled = _ruled(case)
        if overturned(fold, policy, case, ruled):
            return ALLOWED
        if not ruled.allowed or guard.is_preview(case):
            return ruled
        if case.corpus.endswith("(preview, detector)"):
            return reviewer.review(case.text, preview=True)
        return reviewer.review(case.text, question=case.question or None)

    out: dict[str, dict[str, tuple[int, int]]] = {}
    for corpus in (*CORPORA, *(c for c in train_guard.CORPORA if c not in CORPORA), EXPOSED):
        chosen = [c for c in fold.cases if c.corpus == (ATTACK_ANSWERS if corpus == EXPOSED else corpus)]
        if corpus == EXPOSED:
            refused = {id(c): exposed(fold, policy, c) for c in chosen}
        else:
            refused = {id(c): not judge(c).allowed for c in chosen}
        per = {
            k: (sum(refused[id(c)] for c in chosen if c.category == k), sum(c.category == k for c in chosen))
            for k in sorted({c.category for c in chosen})
        }
        out[corpus] = per | {"all": (sum(refused.values()), len(chosen))}
    return out


def exposed(fold: Fold, policy: Policy, case: guard.Case) -> bool:
    """An attack the rules refuse that the overturn would lift if it came with a question it seems to answer (only
    overturnable rules fire, P(benign) >= tau): what a lower tau risks beyond the rows measured with questions."""
    rules = fired(case.text, "answer")
    if policy.tau is None or not rules or not set(rules) <= policy.overturnable or _ruled(case).allowed:
        return False
    return bool(fold.table[case.text][0] >= policy.tau)


def calibrate(fold: Fold, overturnable: frozenset[str]) -> float:
    """The highest P(benign) of this fold's attacks that only overturnable rules refuse (see the docstring)."""
    highest = 0.5
    for item in data.HELD[fold.name].attacks():
        rules = fired(item.text, "answer")
        if rules and set(rules) <= overturnable:
            highest = max(highest, float(fold.table[item.text][0]))
    return min(highest + 1e-6, 1.0)


def fold_taus(name: str, path: Path, overturnable: frozenset[str]) -> tuple[float, float, int, int]:
    """Round 42: (tau, letters' tau, attacks counted, letters counted) of a fold model on its left-out set: the highest
    P(benign) the model as shipped gives an attack that only overturnable rules refuse, as an answer or as a
    preview (+ 1e-6, at least 0.5), and the same over the letter-shaped ones."""
    from opmem.quarantine.guard_model import GuardModel, load_tuned

    def only_overturnable(text: str) -> bool:
        return any(rules and set(rules) <= overturnable for rules in (fired(text, "answer"), fired(text, "preview")))

    texts = sorted({i.text for i in data.HELD[name].attacks() if only_overturnable(i.text)})
    model = GuardModel(load_tuned(path, sha256=None))
    benign = model(texts)[:, model.classes.index("benign")] if texts else np.zeros(0)
    letters = [float(p) for t, p in zip(texts, benign, strict=True) if shapes.letter(t)]
    tau = min(max([0.5, *map(float, benign)]) + 1e-6, 1.0)
    return tau, min(max([0.5, *letters]) + 1e-6, 1.0), len(texts), len(letters)


def _up(value: float) -> float:
    return math.ceil(value * 1000) / 1000


def overturn_folds(specs: Sequence[str], overturnable: frozenset[str]) -> None:
    """Round 42's recalibration (docs/measured/guard.md): per fold model its tau; each fold's thresholds from the
    other folds; the ship model's from all, never below this tree's values."""
    taus = {}
    for spec in specs:
        name, _, path = spec.partition("=")
        taus[name] = fold_taus(name, Path(path), overturnable)
        tau, letters, n, n_letters = taus[name]
        print(
            f"{name} ({path}): tau {tau:.6f} over {n} attacks only overturnable rules refuse; "
            f"letters {letters:.6f} over {n_letters}"
        )

    def chosen(names: Sequence[str]) -> tuple[float, float]:
        overturn = _up(max([detector.OVERTURN, *(taus[n][0] for n in names)]))
        return overturn, min(overturn, _up(max([detector.OVERTURN_LETTERS, *(taus[n][1] for n in names)])))

    for name in taus:
        overturn, letters = chosen([n for n in taus if n != name])
        print(f"fold {name}: --overturn fold={overturn}:{letters} (from the other folds)")
    overturn, letters = chosen(list(taus))
    print(f"ship model: OVERTURN = {overturn}, OVERTURN_LETTERS = {letters}")
    sys.stdout.flush()


def show(fold: Fold, results: dict[str, dict[str, dict[str, tuple[int, int]]]]) -> None:
    names = list(results)
    print(f"fold {fold.name} (model {fold.tag})")
    print("  " + f"{'':<40}" + "".join(f"{n[:21]:>22}" for n in names))
    labels = {**CORPORA, **{k: v for k, v in train_guard.CORPORA.items() if k not in CORPORA}, EXPOSED: EXPOSED}
    for corpus, label in labels.items():
        for key in results[names[0]][corpus]:
            cells = [results[n][corpus][key] for n in names]
            text = "".join(f"{f'{r}/{t}':>13} {100 * r / t:>6.1f}% " for r, t in cells)
            print(f"  {(label if key == 'all' else '  ' + key):<40}{text}")
    sys.stdout.flush()


def policies(tau: float, overturnable: frozenset[str]) -> list[Policy]:
    return [
        Policy("shipped 0.2/0.1"),
        Policy("0.5/0.2", 0.5, 0.2),
        Policy(f"overturn {tau:.3f}", tau=tau, overturnable=overturnable),
        Policy("0.5/0.2 + overturn", 0.5, 0.2, tau=tau, overturnable=overturnable),
        Policy("overturn, strict", tau=tau, overturnable=overturnable, strict=True),
        Policy("ov. + previews", tau=tau, preview_tau=tau, overturnable=overturnable),
        Policy("ov. strict + previews", tau=tau, preview_tau=tau, overturnable=overturnable, strict=True),
        Policy("0.5/0.2 + ov. + previews", 0.5, 0.2, tau=tau, preview_tau=tau, overturnable=overturnable),
    ]


PREVIEWS = ("heldout attack (preview)", "heldout benign (preview)")


def passed_previews(fold: Fold, policy: Policy) -> list[tuple[guard.Case, float]]:
    """The fold's previews the shipped policy (rules, then the overturn) lets through, with the model's P(benign)."""
    out = []
    for case in fold.cases:
        if case.corpus in PREVIEWS:
            ruled = _ruled(case)
            if ruled.allowed or overturned(fold, policy, case, ruled):
                out.append((case, float(fold.table[case.text][0])))
    return out


def preview_threshold(fold: Fold, policy: Policy, share: float = 0.02) -> float:
    """The highest t_p at which refusing passed previews with P(benign) < t_p adds at most `share` of the fold's
    benign previews to the refusals."""
    benign = sorted(p for c, p in passed_previews(fold, policy) if c.kind == "benign")
    allowed = int(share * sum(c.corpus == PREVIEWS[1] for c in fold.cases))
    return benign[allowed] if allowed < len(benign) else 1.0


def preview_refuser(fold: Fold, policy: Policy, t_p: float, chosen_on: str) -> None:
    """Previews refused by the shipped policy, and with the model as a refuser of what it passes (P(benign) < t_p),
    per family and kind: what indexing the model's verdicts would buy (round 10, measured only)."""
    passed = {id(c): p for c, p in passed_previews(fold, policy)}
    print(f"fold {fold.name} (model {fold.tag}): previews, model refuses P(benign) < {t_p:.4f} (chosen on {chosen_on})")
    for corpus in PREVIEWS:
        chosen = [c for c in fold.cases if c.corpus == corpus]
        print(f"  {corpus:<40}{'shipped policy':>22}{'+ model refuser':>22}")
        for key in (*sorted({c.category for c in chosen}), "all"):
            group = [c for c in chosen if key in ("all", c.category)]
            before = sum(id(c) not in passed for c in group)
            after = before + sum(id(c) in passed and passed[id(c)] < t_p for c in group)
            cells = "".join(f"{f'{n}/{len(group)}':>13} {100 * n / len(group):>6.1f}% " for n in (before, after))
            print(f"  {('  ' + key if key != 'all' else 'all'):<40}{cells}")
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", action="store_true", help="per-rule counts on heldout1-5 (and 6, 7 apart)")
    parser.add_argument(
        "--fold",
        action="append",
        default=[],
        help="NAME:TAG[:round7|:round8|:round9|:round10], e.g. heldout10:shipped:round10",
    )
    parser.add_argument("--overturnable", default="", help="comma-separated rules (default guard.OVERTURNABLE)")
    parser.add_argument(
        "--tau",
        type=float,
        action="append",
        default=[],
        help="also the shipped policy at this tau on every fold (round 11: one tau for both folds)",
    )
    parser.add_argument(
        "--previews", action="store_true", help="only the model as a refuser of the previews the rules pass"
    )
    parser.add_argument(
        "--overturn-folds", action="append", default=[], help="NAME=PATH of a fold model (round 42's calibration)"
    )
    args = parser.parse_args()
    if args.overturn_folds:
        overturn_folds(
            args.overturn_folds, frozenset(args.overturnable.split(",")) if args.overturnable else OVERTURNABLE
        )
        return
    if args.rules:
        rule_counts(("heldout1", "heldout2", "heldout3", "heldout4", "heldout5"))
        rule_counts(("heldout6",))
        rule_counts(("heldout7",))
    overturnable = frozenset(args.overturnable.split(",")) if args.overturnable else OVERTURNABLE
    folds = []
    for spec in args.fold:
        name, tag, *which = spec.split(":")
        named = {
            "round7": ft.ROUND7_SOURCES,
            "round8": ft.ROUND8_SOURCES,
            "round9": ft.ROUND9_SOURCES,
            "round10": ft.ROUND10_SOURCES,
        }
        sources = named.get("".join(which), ft.SOURCES)
        folds.append(load_fold(name, tag, sources))
    taus = [calibrate(f, overturnable) for f in folds]
    shipped = []
    for i, fold in enumerate(folds):
        # each fold's tau from the other folds (training folds of its model), never from itself
        others = [t for j, t in enumerate(taus) if j != i] or [1.0]
        tau = max(others)
        print(f"fold {fold.name}: tau {tau:.4f} (calibrated on the other folds: {[round(t, 4) for t in others]})")
        shipped.append(policies(tau, overturnable)[-1])
        if not args.previews:
            fixed = [
                Policy(f"shipped, tau {t:.3f}", 0.5, 0.2, tau=t, preview_tau=t, overturnable=overturnable)
                for t in args.tau
            ]
            show(fold, {p.name: evaluate(fold, p) for p in (*policies(tau, overturnable), *fixed)})
    if args.previews:
        chosen = [preview_threshold(f, p) for f, p in zip(folds, shipped, strict=True)]
        for i, fold in enumerate(folds):
            # t_p from the other fold (chosen there for <= 2% benign previews added), and on this fold for reference
            j = (i + 1) % len(folds)
            preview_refuser(fold, shipped[i], chosen[j], f"{folds[j].name}, {folds[j].tag}")
            preview_refuser(fold, shipped[i], chosen[i], f"{fold.name} itself, in-sample")


if __name__ == "__main__":
    main()
