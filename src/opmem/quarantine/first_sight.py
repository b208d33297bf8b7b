"""First sight: a record's (finding's, memory's, skill's) text shown before the worker has judged it (issue 13).

The worker judges a record's title and body at `file` strength ahead of time and stores the verdicts (m018,
`shown.stored`, `shown.stored_body`). Until it has (a new or edited record), the text is judged live here exactly as
the worker will judge it, so an agent is shown the same before and after the worker ran. After a change to the
guard's source every stored verdict is an earlier guard's: one computed for this very text still decides, with this
guard's rules and without the detector (`verdicts._stored`: its refusal withholds, marked "(earlier guard)"; its
allowance stands if the rules pass the text), until the worker has judged the text again. First sight judges:

- a title (and a memory's text) as `stored` judges it: as a file's text, with the fine-tuned detector;
- a snippet as `stored_body` would decide it: the window as recall judges it live (the rules and the overturn), the
  units of whole lines it overlaps (`unit_spans`) by the rules as they are and by the detector without the
  distiller's section labels (`unlabelled`), and each pair of adjacent units it overlaps by the rules. The rules go
  first: a text they refuse costs no model call.

The detector costs ~4 ms CPU for a title and ~23 ms for a unit of 512 characters (docs/measured/guard.md, "First
sight"), so one call (a recall, a page of memory search results, a digest) may have it read at most
`FIRST_SIGHT_CHARS` characters it has not read before (`Budget`; what the verdict memo remembers is free). A text
past the budget is not shown judged by the rules alone: it is withheld (`NOT_YET_READ`), and shown on a later call
once the detector or the worker has read it. Texts are judged in the order they are shown (a recall's best hit
first), so the budget withholds the tail of a long page first. With `OPMEM_GUARD_MODEL=off` there is no
detector: `file` strength is the rules, and nothing is charged.

The budget is counted in characters, not in CPU seconds: deterministic (a test can hold it), and the model's cost is
about linear in its tokens; CPU time of the calling thread would miss the runtime's own threads, and the process's
would count other requests'. One batched model call per recall was measured and not kept: on this machine a batch of
a recall's mixed texts cost more CPU than reading them one by one (docs/measured/guard.md, "First sight").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from opmem.quarantine.guard import Verdict
from opmem.quarantine.shown import Refusal, ShownGuard, Strength, _units, remembered, withheld
from opmem.quarantine.verdicts import (
    _ALLOWED,
    WINDOW_CHARS,
    _known,
    _model_off,
    _source,
    _span_known,
    unit_spans,
    unlabelled,
)

#: Characters the detector may read, not read before, in one call at first sight, ~300 ms of CPU on this machine at
#: most: a recall of 5 hits needs about 4,000 (5 titles and about 7 snippet units, with `READ_CHARS` each), so no
#: Firefox or Hadoop recall at k=5 reached it (docs/measured/guard.md, "First sight"); one of 10 hits may see its
#: tail withheld until the worker has judged it.
FIRST_SIGHT_CHARS = 8_000

#: A model call's own cost in characters of text: one read costs ~3 ms CPU plus ~0.04 ms a character on this
#: machine (~5.5 ms at 60 characters, ~23 ms at 512, one at a time; docs/measured/guard.md, "First sight").
READ_CHARS = 80

NOT_YET_READ = Verdict(
    allowed=False,
    reason=(
        "not yet read by the guard's detector (a new or changed text, read in turn: ask again shortly, or read the "
        "document)"
    ),
)


@dataclass
class Budget:
    """What the detector may still read in one call at first sight, in characters (`FIRST_SIGHT_CHARS`). A text costs
    its length up to `WINDOW_CHARS` (the detector reads its first 128 tokens; a longer text is read in windows, each
    charged, and a window of one line without sentence ends, longer, costs no more to read) plus `READ_CHARS`, what a
    model call costs whatever the text."""

    chars: int = field(default_factory=lambda: FIRST_SIGHT_CHARS)

    def take(self, judged: list[tuple[str, Strength]]) -> bool:
        """Charge what the detector would read of `judged` (the `file` texts the memo does not hold), if it fits."""
        if _model_off():
            return True
        cost = sum(
            min(len(text), WINDOW_CHARS) + READ_CHARS
            for text, strength in judged
            if strength == "file" and not remembered(text, strength)
        )
        if cost > self.chars:
            return False
        self.chars -= cost
        return True


def span_units(body: str, start: int, end: int) -> tuple[list[tuple[str, Strength]], list[tuple[str, Strength]]]:
    """What `stored_body` judges that decides a snippet of body[start:end]: by the rules (the window as recall cuts
    it, the units it overlaps as they are, the pairs of adjacent units it overlaps), and by the detector (those units
    without the section labels)."""
    spans = unit_spans(body)
    touched = [i for i, (s, e) in enumerate(spans) if s < end and start < e]
    rules: list[tuple[str, Strength]] = [(_source(body, start, end), "record")]
    rules += [(body[spans[i][0] : spans[i][1]], "record") for i in touched]
    pairs = sorted({(i - 1, i) for i in touched if i > 0} | {(i, i + 1) for i in touched if i + 1 < len(spans)})
    rules += [(body[spans[a][0] : spans[b][1]], "record") for a, b in pairs]
    model: list[tuple[str, Strength]] = [
        (piece, "file") for i in touched if (piece := unlabelled(body, *spans[i])).strip()
    ]
    return rules, model


class FirstSight:
    """One call's first sight: texts without a current stored verdict judged at `file` strength under one `Budget`.

    Made per call (a recall, a page of search results, a digest); `budget=None` does not limit (a call that shows one
    text, such as a page's title)."""

    def __init__(self, guard: ShownGuard, budget: Budget | None = None) -> None:
        self.guard = guard
        self.budget = budget

    def text(self, text: str, what: str, *, known: str | None = None, source: str | None = None) -> str:
        """`text` (or the marker) as `stored` judges it, or by its stored verdict `known` when that is current;
        `source`: what `text` was cut from, judged instead."""
        judged = text if source is None else source
        decided = _known(known, (judged,))
        if decided is None:
            if not self._affords(_units(judged, "file")):
                return self._withheld(what)
            return self.guard.text(text, what, source=source, strength="file")
        verdict, earlier = decided
        if earlier and verdict.allowed:  # an earlier guard's allowance stands with this guard's rules and overturn
            return self.guard.text(text, what, source=source)
        if not verdict.allowed:
            self.guard._refused(Refusal(what, verdict))
        return text if verdict.allowed else withheld(what, verdict)

    def cut(self, text: str, body: str, start: int, end: int, what: str = "snippet", *, known: str | None) -> str:
        """`text`, a snippet of body[start:end] (or the marker): by the body's stored verdict `known` when it is current
        and covers the window, else as that verdict would decide it (`span_units`)."""
        verdict = self._cut(body, start, end, what, known)
        return text if verdict.allowed else withheld(what, verdict)

    def _cut(self, body: str, start: int, end: int, what: str, known: str | None) -> Verdict:
        decided = _span_known(known, body, start, end)
        if decided is None:
            return self._span(body, start, end, what)
        verdict, earlier = decided
        if (
            earlier and verdict.allowed
        ):  # it stands with this guard's rules on the window (recall's check before first sight)
            return self.guard.verdict(what, _source(body, start, end))
        if not verdict.allowed:
            self.guard._refused(Refusal(what, verdict))
        return verdict

    def _span(self, body: str, start: int, end: int, what: str) -> Verdict:
        rules, model = span_units(body, start, end)
        for judged in (rules, model):
            if judged is model and not self._affords([u for piece, s in model for u in _units(piece, s)]):
                self.guard._refused(Refusal(what, NOT_YET_READ))
                return NOT_YET_READ
            for piece, strength in judged:
                if not (verdict := self.guard.verdict(what, piece, strength=strength)).allowed:
                    return verdict
        return _ALLOWED

    def _affords(self, judged: list[tuple[str, Strength]]) -> bool:
        return self.budget is None or self.budget.take(judged)

    def _withheld(self, what: str) -> str:
        self.guard._refused(Refusal(what, NOT_YET_READ))
        return withheld(what, NOT_YET_READ)
