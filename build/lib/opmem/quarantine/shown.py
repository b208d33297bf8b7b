"""What an agent is shown of third-party text: it passes the preview guard, or a marker says it was withheld.

Record titles, snippets, previews, pursuit notes, file names and memory texts all reach an agent through
`ShownGuard`, the one place that asks `check_preview`. A refused text is replaced by
`[<what> withheld: <reason>]`, never shortened or cleaned, and `on_refusal` (if given) hears of each refusal,
so a metrics exporter can count them.

A page of a document is judged paragraph by paragraph, each paragraph whole (`paragraphs_around`;
paragraphs end at a blank line), so a page break cannot split an injection into halves that each pass. A
recall snippet is judged as the raw window it is cut from (line breaks kept); a preview of a file by the
whole part it is cut from, as the browser shows parts. A text of several lines is judged whole and line by
line (a forged "SYSTEM:" hides at the start of a line, under a section label).

Verdicts are remembered by a 16-byte hash of the text (a bounded, least-recently-used memo shared by the
process), so recalling the same documents again costs a hash, not the guard's patterns.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from opmem.quarantine.guard import Verdict, check_preview

log = logging.getLogger(__name__)

#: Verdicts remembered (about 100 bytes each).
MEMO_SIZE = 50_000
_ALLOWED = Verdict(allowed=True, reason="")


class _Memo:
    """A verdict per text hash, least recently used dropped first. The guard is a pure function of the text."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._verdicts: OrderedDict[bytes, Verdict] = OrderedDict()
        self._lock = threading.Lock()

    def verdict(self, text: str) -> Verdict:
        key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        with self._lock:
            known = self._verdicts.get(key)
            if known is not None:
                self._verdicts.move_to_end(key)
                return known
        verdict = check_preview(text)
        with self._lock:
            self._verdicts[key] = verdict
            if len(self._verdicts) > self.size:
                self._verdicts.popitem(last=False)
        return verdict


_MEMO = _Memo(MEMO_SIZE)


@dataclass(frozen=True)
class Refusal:
    """One text the guard refused to show: what it was (a title, a snippet…) and the guard's verdict."""

    what: str
    verdict: Verdict


OnRefusal = Callable[[Refusal], None]


def withheld(what: str, verdict: Verdict) -> str:
    """The marker shown instead of a refused text."""
    return f"[{what} withheld: {verdict.reason}]"


def is_withheld(text: str) -> bool:
    """Whether `text` is a marker `withheld` made (for counting what a result withheld)."""
    return text.startswith("[") and text.endswith("]") and " withheld: " in text


PARAGRAPH_BREAK = "\n\n"


def _paragraph(text: str, position: int) -> tuple[int, int]:
    """[start, end) of the paragraph of `text` holding `position` (its blank-line break excluded)."""
    head = text.rfind(PARAGRAPH_BREAK, 0, position)
    tail = text.find(PARAGRAPH_BREAK, position)
    return (0 if head < 0 else head + len(PARAGRAPH_BREAK)), (len(text) if tail < 0 else tail)


def paragraphs_around(text: str, start: int, end: int) -> str:
    """The whole paragraphs of `text` that the span [start, end) touches."""
    return text[_paragraph(text, max(0, start))[0] : _paragraph(text, max(start, end - 1))[1]]


def _units(text: str) -> list[str]:
    if "\n" not in text:
        return [text] if text else []
    return [text, *(line for line in text.splitlines() if line.strip())]


class ShownGuard:
    """The preview guard as every path to an agent applies it. `on_refusal` hears of each refusal."""

    def __init__(self, on_refusal: OnRefusal | None = None) -> None:
        self.on_refusal = on_refusal

    def verdict(self, what: str, *texts: str) -> Verdict:
        """The first refusal among `texts`, or an allowed verdict. A text is judged whole and, when it has several
        lines, line by line too: a line is where a forged "SYSTEM:" starts, even under a section label."""
        for text in texts:
            for unit in _units(text):
                verdict = _MEMO.verdict(unit)
                if not verdict.allowed:
                    self._refused(Refusal(what, verdict))
                    return verdict
        return _ALLOWED

    def text(self, text: str, what: str, *, source: str | None = None) -> str:
        """`text` if it passes the guard, else the marker. With `source` (what `text` was cut or shortened from,
        so it holds all of `text`'s words) the source is judged instead."""
        verdict = self.verdict(what, text if source is None else source)
        return text if verdict.allowed else withheld(what, verdict)

    def passage(self, text: str, start: int, end: int, what: str = "paragraph") -> str:
        """text[start:end] with every paragraph it touches that fails the guard (judged whole) replaced by a
        marker; the paragraphs that pass are shown as they are."""
        out: list[str] = []
        position = start
        while position < end:
            head, tail = _paragraph(text, position)
            piece_end = min(end, tail + len(PARAGRAPH_BREAK))
            piece = text[position:piece_end]
            verdict = self.verdict(what, text[head:tail])
            if verdict.allowed:
                out.append(piece)
            else:
                out.append(withheld(what, verdict) + piece[len(piece.rstrip("\n")) :])
            position = piece_end
        return "".join(out)

    def _refused(self, refusal: Refusal) -> None:
        if self.on_refusal is None:
            return
        try:
            self.on_refusal(refusal)
        except Exception:  # counting must never cost the agent its answer
            log.exception("the on_refusal hook failed for a withheld %s", refusal.what)
