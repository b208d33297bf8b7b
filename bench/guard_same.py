"""The guard's rules, old against new: the same verdict on every text of every guard set, and what each costs.

    python bench/guard_same.py                    # against BASELINE (the rules before the speed work)
    python bench/guard_same.py --against main     # or any commit, branch or tag
    python bench/guard_same.py --ungated          # this tree against itself with the prefilter turned off

The baseline's `src/opmem/quarantine/*.py` are read from git (`git show REV:...`) into a temporary package
(`guard_ref`, its imports of `opmem.quarantine` rewritten), so both implementations run side by side in one
process. Every text of the development and held-out sets (bench/guard.py's BIPIA attacks, e-mails and bug
reports in full, hand-written and generated answers, bench/guard_heldout.py, guard_heldout2.py, guard_heldout3.py,
guard_multilingual.py, guard_negatives.py, guard_grammar.py), and each line of the multi-line ones (what
`shown.ShownGuard` judges apart, through `check_preview` only), is judged by both:

- `check_preview` and `check_answer` without the detector (verdict, check name and reason);
- the gates of the learned detector: `cues.instruction_cue`, `cues.letter_to_person`, and
  `detector.unrelated_orders(text, question)` where the text has a question.

Any difference is printed (the first few texts, with the two verdicts) and the exit status is 1. CPU time per text
of `check_preview` (median, p95, mean; each implementation on the same texts, interleaved) is printed too, beside
the load average. The held-out sets' texts are never printed unless they differ (they never should: the sets are
development data by now, and bench/guard_heldout4.py is not read).
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import guard
import guard_grammar
import guard_heldout
import guard_heldout2
import guard_heldout3
import guard_multilingual
import guard_negatives

from opmem.quarantine import cues, detector
from opmem.quarantine import guard as rules

#: main before the guard's speed work (stop 24): the verdicts every later commit must reproduce
#: the rules alone: since round 8 `check_preview` lifts some refusals with the bundled model unless this is off
os.environ["OPMEM_GUARD_MODEL"] = "off"
BASELINE = "df576c0"
ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "src/opmem/quarantine"


#: appended to the copied prefilter by `--ungated`: every pattern is searched, every family tried
UNGATED = b"""

def checker(pattern):  # noqa: D103
    return lambda text: True


def family_gate(patterns):  # noqa: D103
    return lambda text: True
"""


def ungated(into: Path) -> ModuleType:
    """This tree's quarantine package with its prefilter turned off (no search skipped), as `guard_ref`: the
    verdicts must be the same, or a prefilter condition is wrong."""
    package = into / "guard_ref"
    package.mkdir()
    for path in (ROOT / PACKAGE).iterdir():
        blob = path.read_bytes()
        if path.suffix == ".py":
            blob = blob.replace(b"opmem.quarantine", b"guard_ref")
            blob += UNGATED if path.name == "prefilter.py" else b""
        (package / path.name).write_bytes(blob)
    sys.path.insert(0, str(into))
    return importlib.import_module("guard_ref")


def reference(rev: str, into: Path) -> ModuleType:
    """The quarantine package as it was at `rev`, importable as `guard_ref`."""
    names = subprocess.run(
        ["git", "-C", str(ROOT), "ls-tree", "--name-only", f"{rev}:{PACKAGE}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    package = into / "guard_ref"
    package.mkdir()
    for name in names:
        blob = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{rev}:{PACKAGE}/{name}"], check=True, capture_output=True
        ).stdout
        if name.endswith(".py"):
            blob = blob.replace(b"opmem.quarantine", b"guard_ref")
        (package / name).write_bytes(blob)
    sys.path.insert(0, str(into))
    return importlib.import_module("guard_ref")


@dataclass(frozen=True)
class Text:
    source: str
    text: str
    question: str = ""


def _sets() -> Iterator[Text]:
    for case in guard.attacks() + guard.emails() + guard.bug_reports() + guard.hand_written() + guard.generated():
        yield Text(case.corpus, case.text, case.question)
    for module in (guard_heldout, guard_heldout2, guard_heldout3, guard_multilingual):
        for item in module.attacks():
            yield Text(module.__name__, item.text)
        for item in module.benign():
            yield Text(module.__name__, item.text, item.question)
    for negative in guard_negatives.negatives():
        yield Text("guard_negatives", negative.text, negative.question)
    for sample in guard_grammar.generate():
        yield Text("guard_grammar", sample.text)


def texts() -> list[Text]:
    """Every text once (with its question where it has one), then each line of the multi-line ones."""
    seen: set[tuple[str, str]] = set()
    out: list[Text] = []
    for item in _sets():
        if (item.text, item.question) not in seen:
            seen.add((item.text, item.question))
            out.append(item)
    lines = {line for item in out if "\n" in item.text for line in item.text.splitlines() if line.strip()}
    return out + [Text("line", line) for line in sorted(lines - {item.text for item in out})]


def _probes(ref: ModuleType) -> dict[str, tuple[Callable[[Text], object], Callable[[Text], object]]]:
    ref_cues = importlib.import_module("guard_ref.cues")
    ref_detector = importlib.import_module("guard_ref.detector")
    return {
        "check_preview": (lambda t: ref.check_preview(t.text), lambda t: rules.check_preview(t.text)),
        "check_answer": (
            lambda t: ref.check_answer(t.text, detector=None),
            lambda t: rules.check_answer(t.text, detector=None),
        ),
        "check_answer+question": (
            lambda t: ref.check_answer(t.text, question=t.question or None, detector=None),
            lambda t: rules.check_answer(t.text, question=t.question or None, detector=None),
        ),
        "instruction_cue": (
            lambda t: ref_cues.instruction_cue(ref.normalise(t.text), ref.guard.sentences(t.text)),
            lambda t: cues.instruction_cue(rules.normalise(t.text), rules.sentences(t.text)),
        ),
        "letter_to_person": (
            lambda t: ref_cues.letter_to_person(ref.normalise(t.text)),
            lambda t: cues.letter_to_person(rules.normalise(t.text)),
        ),
        "unrelated_orders": (
            lambda t: ref_detector.unrelated_orders(t.text, t.question) if t.question else [],
            lambda t: detector.unrelated_orders(t.text, t.question) if t.question else [],
        ),
    }


def _same(a: object, b: object) -> bool:
    if hasattr(a, "allowed") and hasattr(b, "allowed"):
        return (a.allowed, a.check, a.reason) == (b.allowed, b.check, b.reason)  # type: ignore[attr-defined]
    return a == b


def compare(ref: ModuleType, items: list[Text], show: int) -> int:
    """Differences of every probe; a line of a longer text only through check_preview (as ShownGuard does)."""
    differences = 0
    for name, (old, new) in _probes(ref).items():
        chosen = items if name == "check_preview" else [t for t in items if t.source != "line"]
        wrong = [(t, old(t), new(t)) for t in chosen]
        wrong = [row for row in wrong if not _same(row[1], row[2])]
        differences += len(wrong)
        print(f"  {name:<18} {len(wrong):>5} differences in {len(chosen):,} texts", flush=True)
        for item, a, b in wrong[:show]:
            print(f"    [{item.source}] {item.text[:160]!r}\n      old {a}\n      new {b}")
    return differences


def _cpu_us(check: Callable[[str], object], text: str) -> float:
    start = time.process_time_ns()
    check(text)
    return (time.process_time_ns() - start) / 1000


def speed(ref: ModuleType, items: list[Text]) -> None:
    """CPU microseconds of check_preview per text, old and new interleaved so that load hits both alike."""
    old: list[float] = []
    new: list[float] = []
    for item in items:
        old.append(_cpu_us(ref.check_preview, item.text))
        new.append(_cpu_us(rules.check_preview, item.text))
    for label, values in (("baseline", old), ("this tree", new)):
        values.sort()
        p95 = values[int(0.95 * (len(values) - 1))]
        print(
            f"  check_preview {label:<10} median {statistics.median(values):7.0f} us, p95 {p95:7.0f} us, "
            f"mean {statistics.fmean(values):7.0f} us per text ({len(values):,} texts)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default=BASELINE, help=f"the commit to compare with (default {BASELINE})")
    parser.add_argument("--show", type=int, default=5, help="differing texts printed per probe")
    parser.add_argument("--no-speed", action="store_true", help="verdicts only")
    parser.add_argument("--every", type=int, default=1, help="judge every n-th text only (a quicker, partial run)")
    parser.add_argument("--ungated", action="store_true", help="against this tree with the prefilter turned off")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="guard-ref-") as tmp:
        ref = ungated(Path(tmp)) if args.ungated else reference(args.against, Path(tmp))
        items = texts()[:: args.every]
        against = "this tree ungated" if args.ungated else args.against
        print(f"guard rules at {against} against this tree, {len(items):,} texts")
        differences = compare(ref, items, args.show)
        print(f"  total: {differences} differences")
        if not args.no_speed:
            print(f"  load average {' / '.join(f'{x:.2f}' for x in os.getloadavg())}")
            speed(ref, items)
            print(f"  load average {' / '.join(f'{x:.2f}' for x in os.getloadavg())}")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
