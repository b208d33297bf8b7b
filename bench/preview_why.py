"""Round 38: why the detector refuses benign file text, from `preview_readings` (development data only).

Each reading's file-text verdict is computed as `Detector._preview` decides it (`verdict`), under any `Previews` and
any `Readability` (round 38), so a policy is weighed without reading a text twice; `preview_readings --verify`
checks the computed verdicts against `check_preview` itself. The breakdowns: by which limit refuses, set, benign
kind or attack family, language (script; the share of words the vocabulary holds whole), length and cue.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from opmem.quarantine.previews import PREVIEWS, STEPS, Previews

THRESHOLD = 0.5  # the detector's own (`load_weights().threshold`), checked by preview_readings


class Read(Protocol):
    set: str
    kind: str
    group: str
    rules: str
    cued: bool
    letter: bool
    changelog: bool
    probabilities: list[float]
    chars: int
    lines: int
    tokens: int
    readable: float
    latin: float
    shown: list[float] | None


@dataclass(frozen=True)
class Outcome:
    refused: bool
    by: str  # "rules", or the limit that refused: "uncued", "steps", "cued", "changelog"; "" when passed ("rendered"
    # when the whole was refused and the text its plain HTML renders was not, round 38)
    benign: float
    family: str


def finding(classes: Sequence[str], probabilities: Sequence[float]) -> tuple[str, float]:
    b = classes.index("benign")
    benign = probabilities[b]
    attack = max((i for i in range(len(classes)) if i != b), key=lambda i: probabilities[i])
    return ("benign" if benign >= THRESHOLD else classes[attack]), benign


Limit = Callable[[Read, str, float], float]


def verdict(r: Read, classes: Sequence[str], previews: Previews = PREVIEWS, limit: Limit | None = None) -> Outcome:
    """What `Detector._preview` decides of the whole text (`lines` and `letters` 0); `limit`, when given, replaces
    the policy's limit (the reading, the family, the policy's limit -> the limit applied)."""
    family, benign = finding(classes, r.probabilities)
    if r.rules:
        return Outcome(True, "rules", benign, family)
    if r.letter or not (r.cued or previews.uncued > 0):
        return Outcome(False, "", benign, family)
    base = previews.limit(family, cued=r.cued, letter=False, threshold=THRESHOLD)
    capped = previews.capped(base, changelog=r.changelog)
    applied = limit(r, family, capped) if limit else capped
    if not (base and benign < applied):
        return Outcome(False, "", benign, family)
    if previews.rendered and r.shown is not None and _passes(r, classes, previews, r.shown):
        return Outcome(False, "rendered", benign, family)
    by = "changelog" if capped < base else "uncued" if not r.cued else "steps" if family in STEPS else "cued"
    return Outcome(True, by, benign, family)


def _passes(r: Read, classes: Sequence[str], previews: Previews, probabilities: Sequence[float]) -> bool:
    """`Detector._renders_benign`: the same limits applied to another reading of the text."""
    family, benign = finding(classes, probabilities)
    limit = previews.limit(family, cued=r.cued, letter=False, threshold=THRESHOLD)
    return not (limit and benign < previews.capped(limit, changelog=r.changelog))


def compare(classes: Sequence[str], readings: list[Read], before: Previews, after: Previews) -> None:
    """Refused before -> after, per half and kind, and which sets and kinds moved (no text printed)."""
    for name in ("even", "odd", "dev"):
        for kind in ("benign", "attack"):
            rows = [r for r in readings if half(r) == name and r.kind == kind]
            a = [verdict(r, classes, before).refused for r in rows]
            b = [verdict(r, classes, after).refused for r in rows]
            moved = Counter(f"{r.set} {r.group}" for r, x, y in zip(rows, a, b, strict=True) if x != y)
            counts = f"{sum(a):>5} -> {sum(b):<5} of {len(rows):<6}"
            print(f"  {name:<5} {kind:<7} {counts} moved: {dict(sorted(moved.items()))}")


def language(r: Read) -> str:
    if r.latin < 0.5:
        return "non-Latin script"
    if r.readable >= 0.9:
        return "Latin, >=90% words whole"
    if r.readable >= 0.75:
        return "Latin, 75-90% whole"
    return "Latin, <75% whole"


def length(r: Read) -> str:
    return f"{'>128' if r.tokens > 128 else '<=128'} tokens" + (", 1 line" if r.lines <= 1 else ", lines")


def half(r: Read) -> str:
    if r.set == "dev":
        return "dev"
    return "even" if int(r.set.removeprefix("heldout")) % 2 == 0 else "odd"


def table(title: str, rows: list[Read], refused: list[bool], key: Callable[[Read], str]) -> None:
    total = Counter(key(r) for r in rows)
    hit = Counter(key(r) for r, f in zip(rows, refused, strict=True) if f)
    print(f"  {title}")
    for k, n in sorted(total.items(), key=lambda kv: -hit[kv[0]]):
        print(f"    {k:<40}{hit[k]:>5}/{n:<6}{100 * hit[k] / n:>6.1f}%")


def report(classes: Sequence[str], readings: list[Read]) -> None:
    for kind, what in (("benign", "benign file text the detector refuses"), ("attack", "attacks only it refuses")):
        rows = [r for r in readings if r.kind == kind and not r.rules]
        out = [verdict(r, classes) for r in rows]
        flags = [o.refused for o in out]
        every = [r for r in readings if r.kind == kind]
        ruled = sum(bool(r.rules) for r in every)
        print(f"{kind}: {len(every)} texts, {ruled} refused by the rules, {sum(flags)} more by the detector ({what})")
        table("by half", rows, flags, half)
        table("by limit", rows, flags, lambda r: verdict(r, classes).by or "passed")
        table("by language", rows, flags, language)
        table("by length", rows, flags, length)
        table("by cue", rows, flags, lambda r: "cued" if r.cued else "uncued")
        table("by kind or family", rows, flags, lambda r: r.group if r.set != "dev" else r.group.split(" / ")[0])
        table("by set", rows, flags, lambda r: r.set)
        table("by the model's family", rows, flags, lambda r: verdict(r, classes).family)
