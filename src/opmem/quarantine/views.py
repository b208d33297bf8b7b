"""The views of a text the guard's rules read (`checks`): its normalised form, its plain lines and its sentences.

`normalise(text)`: NFKC, invisible and bidi control characters removed, look-alike Cyrillic and Greek letters folded
to Latin, accents dropped (`marks.drop_marks`: on Latin, Greek, Cyrillic, Hebrew and Arabic letters; other scripts
keep their marks), the Latin letters NFKD leaves whole read as their languages write them without ("ł", "ı", "ø",
"æ" ...: `marks.WHOLE`, round 50f), whitespace collapsed, casefolded. `views(text)`: the raw text, its plain lines
joined, that form flat, and its sentences (cut at sentence ends and pipes, not inside an inline code span;
hard-wrapped lines joined; list markers stripped), with the two readings of them the request checks share
(`Views.asked`, `Views.sent`). Moved out of `checks` whole when it passed 500 lines (stop 43); `checks` re-exports
`normalise`, `views`, `Views` and `sentences`.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from opmem.quarantine import minutes, negation, spoken
from opmem.quarantine.marks import LOOKALIKE_LOWER, LOOKALIKE_UPPER, WHOLE, drop_marks

# Zero-width, invisible, bidi-control, variation-selector, tag and C0/C1 control characters (not \t \n \r).
INVISIBLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb"
    "\U000e0000-\U000e0fff]"
)
HIDDEN = re.compile("[\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")
_LOOKALIKES = str.maketrans(
    LOOKALIKE_LOWER[0] + LOOKALIKE_UPPER[0] + "‘’‚‛′“”„‟″",
    LOOKALIKE_LOWER[1] + LOOKALIKE_UPPER[1] + "'''''\"\"\"\"\"",
)
_SPACE = re.compile(r"\s+")


def _plain(text: str, *, whole: bool = True) -> str:
    if text.isascii():  # the Unicode steps change no ASCII text (look-alikes and accents are not ASCII)
        return _SPACE.sub(" ", INVISIBLE.sub("", text)).strip()
    text = drop_marks(unicodedata.normalize("NFKC", INVISIBLE.sub("", text)).translate(_LOOKALIKES))
    return _SPACE.sub(" ", text.translate(WHOLE) if whole else text).strip()


def normalise(text: str) -> str:
    """The form every pattern and quote comparison uses (see the module docstring)."""
    return _plain(text).casefold()


def normalise_as_trained(text: str) -> str:
    """`normalise` without round 50f's letters (`marks.WHOLE`: "ł", "ı", "ø" ... kept): the form the detector's
    n-grams were trained on (`detector.hashed`), kept so that the model, which is not retrained, reads what it
    learned from."""
    return _plain(text, whole=False).casefold()


@dataclass(frozen=True)
class Views:
    raw: str
    plain: str  # normalised, case kept (for encoded payloads)
    flat: str  # normalise(raw)
    sentences: tuple[str, ...]  # normalised sentences, list markers stripped

    @functools.cached_property
    def asked(self) -> tuple[str, ...]:
        """The sentences as the request rules read them: without negated clauses, without the requests they speak of
        (`spoken`, round 29), and, in minutes, without the
        assignments of work to their owners (`minutes.unassigned`, round 14). Computed once per text."""
        # round 29; round 37: a received message forwarded as its report (`spoken.unforwarded`), read first
        unnegated = tuple(spoken.unrequested(negation.unnegated(spoken.unforwarded(s))) for s in self.sentences)
        return tuple(map(minutes.unassigned, unnegated)) if minutes.shaped(self.flat) else unnegated

    @functools.cached_property
    def sent(self) -> str:
        """`flat` without the forwards of a received message that `spoken.unforwarded` masks (round 37): what
        `send_message` reads."""
        flat = self.flat
        for sentence in self.sentences:
            masked = spoken.unforwarded(sentence)
            if masked != sentence:
                flat = flat.replace(sentence, masked, 1)
        return flat


_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\s*[|]\s*")
#: a bullet, a quote mark or a heading mark; a dash, a number or a letter is a list marker only before a space
#: (round 41: "x..." lost its "x.", "-exec" its dash, "3.5 gb" its "3.")
LIST_MARKER = re.compile(r"^(?:[-*•>#]*[*•>#]\s*|(?:-+|\d+[.)]|[a-z][.)])(?:\s+|$))")
#: the farthest an inline code span's backticks stand from a sentence end inside it (round 40)
_SPAN = 160


def _parts(line: str) -> list[str]:
    """A line cut at its sentence ends and pipes; not at a sentence end inside an inline code span (round 40: "nit:
    `find ... -exec rm -rf {} +` is fine" was cut after "...", and the next sentence lost its opening backtick)."""
    parts: list[str] = []
    start = 0
    for end in _SENTENCE_END.finditer(line):
        if "|" not in end.group() and _in_code(line, end.start()):
            continue
        parts.append(line[start : end.start()])
        start = end.end()
    parts.append(line[start:])
    return parts


def _in_code(line: str, at: int) -> bool:
    """An odd number of backticks before `at`, the last one near it and opening a span (not "datanode`s"), and the
    next one near it: inside a code span."""
    opening = line.rfind("`", max(0, at - _SPAN), at)
    if opening < 0 or (opening > 0 and line[opening - 1].isalnum()):
        return False
    return line.count("`", 0, at) % 2 == 1 and line.find("`", at, at + _SPAN) >= 0


#: the shortest line a writer's editor wraps (round 41)
_WRAPPED = 50


def _unwrapped(lines: list[str]) -> list[str]:
    """Hard-wrapped lines joined (round 41): a line of at least 50 characters that ends in a letter or a digit, and
    the next opens in lower case, is one sentence cut by the editor ("... stop the picker on" / "the server, and
    delete ..."), not two."""
    joined: list[str] = []
    wraps = False
    for line in lines:
        if wraps and line[0].islower():
            joined[-1] += " " + line
        else:
            joined.append(line)
        wraps = len(line) >= _WRAPPED and line[-1].isalnum()
    return joined


def views(text: str) -> Views:
    lines = [line for line in map(_plain, text.splitlines()) if line]
    plain = " ".join(lines)
    sentences: list[str] = []
    for line in _unwrapped(lines):
        for part in _parts(line.casefold()):
            sentence = LIST_MARKER.sub("", part).strip()
            if sentence:
                sentences.append(sentence)
    return Views(raw=text, plain=plain, flat=plain.casefold(), sentences=tuple(sentences))


def sentences(text: str) -> tuple[str, ...]:
    """The normalised sentences of a text, list markers stripped (what the sentence checks read)."""
    return views(text).sentences
