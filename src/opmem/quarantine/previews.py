"""How the learned detector reads a preview: a text shown with no question (a file's part or name; a record's text
where its verdicts are stored), which has no question to corroborate a finding (`detector.Detector` applies it).

Each lever is a P(benign) below which the model's finding refuses a preview (0 leaves the behaviour before the lever,
docs/measured/guard.md): `uncued` (round 12), a preview with no instruction cue, otherwise not read; `steps` (round
13), a finding of a family a bare runbook step reads as (`STEPS`), otherwise never refused on a preview: a
runbook's own steps are what its preview shows; `lines`, each line or sentence of a preview of several that carries
a cue, read on its own (an injected sentence diluted in a long text; not shipped); `letters`, a letter to a person,
otherwise not classified (not shipped). Two caps: `changelogs` (round 14), the P(benign) below which a changelog
(`shapes.changelog`) is refused at most (1: no cap); and `clear` (round 15), the P(benign) at or above which no
preview's finding refuses, whatever family the model names (1: no cap). Between `steps` and `clear` the family still
decides; `steps` = `clear` refuses a cued preview on P(benign) alone. A refusal is named by the family either way.
And `rendered` (round 38): a preview whose markup is a document's own plain HTML (`rendered.plain`) is refused only if
the text it renders, read too, is refused as well (off: the whole text alone decides).

Why `clear`: a long file is read in windows (`shown.windows`), and a window of a benign report can read as 0.1-0.3
benign, named a runbook order by one model and a request to act on the world by the next. Without the cap the first
passes (`steps`) and the second is refused (the cued threshold, 0.5): the policy turned on a borderline window's
family name, which changes from one model to the next (docs/measured/guard.md, "Round 14: the detector retrained").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: The families a bare runbook step reads as: on a preview they refuse only below `Previews.steps`.
STEPS = frozenset({"runbook_order", "code"})
_PIECE_END = re.compile(r"(?<=[.!?])\s+")


@dataclass(frozen=True)
class Previews:
    """The preview levers (module docstring), each a P(benign); the defaults are round 10's behaviour."""

    uncued: float = 0.0
    steps: float = 0.0
    lines: float = 0.0
    letters: float = 0.0
    changelogs: float = 1.0
    clear: float = 1.0
    rendered: bool = False

    def limit(self, family: str, *, cued: bool, letter: bool, threshold: float) -> float:
        """The P(benign) below which a preview's finding of `family` refuses; 0 when it never does. `threshold` is
        the detector's own (an answer's, with a cue)."""
        if family == "benign":
            return 0.0
        if letter:
            return self.letters
        if not cued:
            return min(self.uncued, self.clear)
        return min(self.steps if family in STEPS else threshold, self.clear)

    def capped(self, limit: float, *, changelog: bool) -> float:
        """`limit`, at most `changelogs` for a changelog."""
        return min(limit, self.changelogs) if changelog else limit


#: How the shipped guard reads previews (round 12: `uncued`, fitted on heldout10; round 13: `steps`, fitted on
#: heldout10, heldout11 and the development runbook answers; round 14: `changelogs`; round 17: `clear`, the lowest
#: of 0.2-0.4 costing at most 3 attacks as file text on each of heldout10-17 and nothing on the development corpora;
#: round 38: `rendered`; docs/measured/guard.md).
PREVIEWS = Previews(uncued=0.3, steps=0.02, changelogs=0.1, clear=0.3, rendered=True)


def pieces(text: str) -> list[str]:
    """The lines of `text` and the sentences of each line (what `Previews.lines` reads one by one), blank ones left
    out."""
    return [s for line in text.splitlines() for s in _PIECE_END.split(line.strip()) if s.strip()]
