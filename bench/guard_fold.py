"""Round 14 of the answer guard (issue 13): the whole guard with one guard model against another, on the same code.

Each model (`--model NAME=PATH`: a fold's weights stored by `train_guard_ft.py --tag`, or a copy of the shipped
`guard_model.npz`) is laid into the detector as `check_answer` and `check_preview` use it (`bench/guard.py`'s
`shipped`, only the weights swapped: the rules, `detector.OVERTURN` and `detector.PREVIEWS` are this tree's), and
the cases are judged as `bench/guard.py` judges them:

    python bench/guard_fold.py --set heldout13 --model shipped=PATH --model fold=PATH
    python bench/guard_fold.py --dev --model shipped=PATH --model a=PATH --model b=PATH
    python bench/guard_fold.py --set heldout28 --languages --model shipped=PATH --model fold=PATH
    python bench/guard_fold.py --set heldout32 --model shipped=PATH --model fold=PATH --overturn fold=0.99:0.95

`--set`: a development held-out set of `guard_train_data.HELD` (blind sets are not there), every case of
`guard.heldout_cases` (answers, with an unrelated question, record text, file text) by family and kind. `--dev`:
the development benign texts, bench/guard.py's benign corpora (e-mail, bug-report, runbook and hand-written
answers with their questions; e-mail and bug-report previews as record and as file text) and the runbook and
hand-written answers shown as file-text previews (`preview_policy.py --dev`). `--languages`: the set's counts again
by language group, English or other (`language`: a rough stop-word count, round 33; heldout28 is about a third in
eleven other languages). `--overturn NAME=O[:L]` (round 42): that model's detector lifts rule refusals at P(benign)
`O` (`detector.OVERTURN`) and a letter's at `L` (`OVERTURN_LETTERS`) instead of this tree's values, for a model
whose thresholds were recalibrated on its own folds (`guard_policy.py --overturn-folds`). Totals only: no text is
printed.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import guard
import guard_train_data as data
import train_guard

from opmem.quarantine.detector import OVERTURN, OVERTURN_LETTERS, Detector, load_weights, unrelated_orders
from opmem.quarantine.guard import Verdict
from opmem.quarantine.guard_model import GuardModel, load_tuned

SHOWN = ("runbook answer", "hand-written")  # answers also shown as file-text previews (preview_policy.py --dev)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Frequent short words of English, and of the other languages heldout28 names (German, French, Spanish, Portuguese,
#: Italian, Dutch, Polish, Czech, Swedish, Turkish), for `language`; Japanese and Chinese are told by their script.
ENGLISH = _words("i the a an and or of to in on for is are was be it this that with as at by from not you your we our")
OTHER = _words(
    "der die das und ist nicht mit den dem ein eine zu von für auf bitte sie wir "
    "le la les et est pas une des du pour dans avec que vous nous "
    "el los las y es del por para con una que su "
    "o os e não da do em um uma com para por "
    "il di che non è della per con una gli le "
    "de het een en niet van voor met op zijn u "
    "i w z na nie się jest do że to jak "
    "a je v se na že pro s do jako "
    "och att det är inte för på med som en av "
    "ve bir bu için ile de da değil olan"
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_WORDS = re.compile(r"[^\W\d_]+")


def language(text: str) -> str:
    """'other' when a text has some Japanese or Chinese script or more of the other languages' frequent words than
    English ones, else 'English' (rough: a mixed text goes by its majority; a word on both lists counts as
    English)."""
    if len(_CJK.findall(text)) >= 5:
        return "other"
    words = [w.lower() for w in _WORDS.findall(text)]
    english = sum(w in ENGLISH for w in words)
    other = sum(w in OTHER and w not in ENGLISH for w in words)
    return "other" if other > english else "English"


def primed(cases: list[guard.Case]) -> guard.Primed:
    """The bundled embedder with the answers' and questions' vectors computed up front (as `guard.primed_detector`)."""
    answers = [c for c in cases if not (guard.is_preview(c) or guard.is_file_preview(c))]
    texts = {c.text for c in answers}
    for c in answers:
        if c.question:
            texts.update([c.question, *unrelated_orders(c.text, c.question)])
    ordered = sorted(texts)
    return guard.Primed(dict(zip(ordered, train_guard.embed(ordered), strict=True)))


def development() -> list[guard.Case]:
    cases = guard.sample_answers(guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated(), 300)
    benign = [c for c in cases if c.kind == "benign"]
    previews = [c for c in benign if c.corpus in ("email preview", "bug report preview", *SHOWN)]
    return benign + [replace(c, corpus=c.corpus + " (preview, detector)") for c in previews]


Overturns = dict[str, tuple[float, float]]


def overturns(specs: list[str]) -> Overturns:
    """`NAME=O` or `NAME=O:L` -> {NAME: (O, L)} (L defaults to this tree's `OVERTURN_LETTERS`)."""
    out: Overturns = {}
    for spec in specs:
        name, _, values = spec.partition("=")
        first, _, letters = values.partition(":")
        out[name] = (float(first), float(letters) if letters else OVERTURN_LETTERS)
    return out


def verdicts(
    cases: list[guard.Case], paths: dict[str, Path], thresholds: Overturns | None = None
) -> dict[str, dict[int, Verdict]]:
    embedder, weights = primed(cases), load_weights()
    out: dict[str, dict[int, Verdict]] = {}
    for name, path in paths.items():
        overturn, letters = (thresholds or {}).get(name, (OVERTURN, OVERTURN_LETTERS))
        model = GuardModel(load_tuned(path, sha256=None))
        detector = Detector(embedder, weights, model=model, overturn=overturn, overturn_letters=letters)
        out[name] = {id(c): guard.judge(c, detector) for c in cases}
        print(f"  judged {len(cases)} cases with {name} ({path}; overturn {overturn}, letters {letters})")
        sys.stdout.flush()
    return out


Judged = dict[str, dict[int, Verdict]]


def table(cases: list[guard.Case], judged: Judged, by: str | Callable[[guard.Case], str]) -> None:
    """Refused per corpus (and per family or kind, or split, or `by(case)`), one column per model."""
    key_of = by if callable(by) else lambda c: str(getattr(c, by))
    print(f"  {'':<52}" + "".join(f"{name[:16]:>18}" for name in judged))
    for corpus in sorted({c.corpus for c in cases}, key=lambda n: ("benign" in n, n)):
        chosen = [c for c in cases if c.corpus == corpus]
        keys = sorted({key_of(c) for c in chosen})
        for key in ("all", *keys):
            group = [c for c in chosen if key in ("all", key_of(c))]
            cells = "".join(
                f"{f'{sum(not v[id(c)].allowed for c in group)}/{len(group)}':>18}" for v in judged.values()
            )
            label = corpus if key == "all" else f"  {key}"
            print(f"  {label[:52]:<52}{cells}")
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", help="a development held-out set (guard_train_data.HELD)")
    parser.add_argument("--dev", action="store_true", help="the development benign texts")
    parser.add_argument("--model", action="append", default=[], help="NAME=PATH of a guard model's weights")
    parser.add_argument("--languages", action="store_true", help="with --set: also by language group and family")
    parser.add_argument(
        "--overturn", action="append", default=[], help="NAME=O[:L]: that model's OVERTURN (and OVERTURN_LETTERS)"
    )
    args = parser.parse_args()
    paths = {name: Path(path) for name, _, path in (m.partition("=") for m in args.model)}
    thresholds = overturns(args.overturn)
    if set(thresholds) - set(paths):
        raise SystemExit(f"--overturn names no --model: {', '.join(sorted(set(thresholds) - set(paths)))}")
    if args.set:
        if args.set not in data.HELD:
            raise SystemExit(f"{args.set} is not a development set here (only {', '.join(data.HELD)})")
        cases = guard.heldout_cases(data.HELD[args.set])
        print(f"{args.set}: {guard.LEGEND}")
        judged = verdicts(cases, paths, thresholds)
        table(cases, judged, "category")
        if args.languages:
            print(f"{args.set} by language group (English / other), then by group and family or kind:")
            table(cases, judged, lambda c: language(c.text))
            table(cases, judged, lambda c: f"{language(c.text)} {c.category}")
    if args.dev:
        cases = development()
        print(f"development benign texts (wrongly refused), by split: {guard.LEGEND}")
        table(cases, verdicts(cases, paths, thresholds), "split")


if __name__ == "__main__":
    main()
