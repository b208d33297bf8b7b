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

Two strengths (`Strength`). Text cut from an uploaded file (a file's preview in a recall hit, the browser's parts,
a file name) is judged as `file`: the rules, the model's overturn of some rule refusals, and the fine-tuned detector
on what the rules pass (`check_preview`'s default; `OPMEM_GUARD_MODEL=off` leaves the rules and no model). The
detector reads a text's first 128 tokens, so a longer text is also read in windows of whole lines (`WINDOW_CHARS`);
its single lines get the rules and the overturn only. Text on recall's hot path (a record's titles and snippets:
every hit carries some) and memory texts (a page of search results carries dozens) are judged live as `record`: the
rules and the overturn only, which costs a hash once a text has been seen, not a model call; a record's title and
snippets are judged at `file` strength ahead of time instead (below). What is shown once per call off that path is
judged live at `file` strength: the case file at dispatch and its query (a text of fewer than three words, a field's
name or a code, by the rules: `dispatch.guarded.SHORT_WORDS`), other agents' pursuit notes, and
`read_knowledge_document`'s pages (`passage`; by the body's stored verdict when it is current, below).

Verdicts are remembered by the strength, whether the model is on, and a 16-byte hash of the text (a bounded,
least-recently-used memo shared by the process), so recalling the same documents again costs a hash, not the
guard's patterns or the model.

A file's verdicts are also computed once, when the file is processed (`stored`: each part's, and its name's), and
stored with the part and document rows (m017). Shown, a stored verdict (`known=`) decides instead of the guard when
it was computed by this guard (`guard_version`: a hash of the guard's source, which pins its weights, and whether
the model is on) for this very text (its hash); any other is ignored and the text judged live, as before.

A record's (finding's, memory's, skill's) title and body are judged by the worker, not at import (m018): the title as a
file name (`stored`), the body (`stored_body`) in windows of whole lines at `WINDOW_CHARS`, each by the rules as it is
and at `file` strength without the distiller's section labels (`unlabelled`), each pair of adjacent ones by the rules
(an injection split across a boundary), and every snippet window recall can cut as recall judges it live. Shown
(`ShownGuard.cut`), a snippet overlapping a refused unit or pair, or a refused window, is withheld with the stored
reason; any other window is shown without judging; a text without a current stored verdict (a new or edited record,
another guard) is judged live at `record` strength. A page (`passage` with `known`) is decided by the same verdict
when it was computed for the very text the page is cut from (a skill's judges its summary, not the body a page shows):
a paragraph overlapping a refused unit or pair is withheld with the stored reason (a unit may span paragraphs: a
larger context withholds more), any other shown without judging; otherwise the units the page touches are judged
live the same way (`_live_body`; the detector reads them without the section labels), each paragraph by the rules
whole too. A case file's long texts are judged live in units too (no labels to drop: the record's own text).
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import json
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

from opmem.index.analysis import is_snippet_span, snippet_spans
from opmem.quarantine.guard import CheckName, Verdict, check_preview

log = logging.getLogger(__name__)

#: Verdicts remembered (about 100 bytes each).
MEMO_SIZE = 50_000
#: Characters of a file's text the detector reads at once (about its 128 tokens): a longer text is read in windows.
WINDOW_CHARS = 512
_ALLOWED = Verdict(allowed=True, reason="")

#: `record`: the rules and the overturn; `file`: also the fine-tuned detector on what the rules pass.
Strength = Literal["record", "file"]


def _judge(text: str, strength: Strength) -> Verdict:
    return check_preview(text) if strength == "file" else check_preview(text, detector=None)


def _model_off() -> bool:
    from opmem.quarantine.detector import model_off  # numpy and the model's code load with the first verdict

    return model_off()


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


class _Memo:
    """A verdict per strength and text hash, least recently used dropped first. The guard is a pure function of
    the text, its strength, and whether the model is on (`OPMEM_GUARD_MODEL`)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._verdicts: OrderedDict[tuple[Strength, bool, bytes], Verdict] = OrderedDict()
        self._lock = threading.Lock()

    def verdict(self, text: str, strength: Strength = "record") -> Verdict:
        key = (strength, _model_off(), _digest(text))
        with self._lock:
            known = self._verdicts.get(key)
            if known is not None:
                self._verdicts.move_to_end(key)
                return known
        verdict = _judge(text, strength)
        with self._lock:
            self._verdicts[key] = verdict
            if len(self._verdicts) > self.size:
                self._verdicts.popitem(last=False)
        return verdict


_MEMO = _Memo(MEMO_SIZE)

_PACKAGE = Path(__file__).parent
#: What decides a verdict besides this package (whose source pins the detector's and the tuned model's weights):
#: the stemmer the rules and the detector read words with, and the embedding runtime under the guard model (with
#: the pinned hashes of the bundled model's files).
_DECIDING = (_PACKAGE.parent / "index" / "analysis.py", *sorted((_PACKAGE.parent / "embed").glob("*.py")))


def deciding_sources() -> tuple[Path, ...]:
    """The source files a verdict depends on: this package's and `_DECIDING`."""
    return (*sorted(_PACKAGE.glob("*.py")), *_DECIDING)


def source_hash(paths: tuple[Path, ...]) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:32]


@functools.cache
def _source_hash() -> str:
    return source_hash(deciding_sources())


def guard_version() -> str:
    """The version of the guard a stored verdict was computed by: a hash of the source that decides a verdict (read
    once per process; it pins the weights by their SHA-256, so new weights are a new version), and `-off` when the
    model is off (a rules-only verdict is never taken for the model's). Nothing to bump by hand."""
    return _source_hash() + ("-off" if _model_off() else "")


def stored(text: str) -> str:
    """The verdict `ShownGuard` gives `text` at `file` strength, as stored with a file's part or name (JSON: the
    guard version, the text's hash, and the refusal's check and reason when refused)."""
    verdict = ShownGuard().verdict("file text", text, strength="file")
    found: dict[str, str | None] = {"guard": guard_version(), "text": _digest(text).hex()}
    if not verdict.allowed:
        found |= {"check": verdict.check, "reason": verdict.reason}
    return json.dumps(found)


def stored_body(text: str) -> str:
    """The verdicts `ShownGuard.cut` needs to show any snippet recall cuts from a record's body `text` without judging
    it, as stored on its `documents` row (m018; JSON: the guard version, the text's hash, the spans refused with their
    check and reason, and the snippet windows refused).

    Judged: the body in units of whole lines (`unit_spans`: `windows` as spans, the detector's reading size), each
    by the rules and the overturn as it is, and as `ShownGuard` judges a file's text (whole and line by line, with the
    fine-tuned detector) without the distiller's section labels (`unlabelled`: "Description:" on a line of its own is
    opmem's, not the record's, and before the text it made the detector refuse 14 of 300 benign Hadoop reports where
    it refused 1 without it, docs/measured/guard.md "Record text: stored verdicts"); each pair of adjacent
    units by the rules and the overturn, so an injection split across a boundary is seen whole; and every window
    recall can cut (`snippet_spans`) as recall judges a snippet live. A refused unit or pair withholds every snippet
    it overlaps (a larger context withholds more); a refused window withholds that snippet, so a snippet is never
    shown that the live check would withhold (never less)."""
    guard = ShownGuard()
    refused = _refused_spans(text, unit_spans(text), labelled=True)
    cuts = [
        [s, e, v.check, v.reason]
        for s, e in snippet_spans(text)
        if not (v := guard.verdict("snippet", _source(text, s, e))).allowed
    ]
    found: dict[str, object] = {"guard": guard_version(), "text": _digest(text).hex()}
    return json.dumps(found | ({"refused": refused} if refused else {}) | ({"cuts": cuts} if cuts else {}))


def _refused_spans(text: str, spans: list[tuple[int, int]], *, labelled: bool) -> list[list[object]]:
    """[start, end, check, reason] of each of `spans` (units of `text`: `unit_spans`) the guard refuses, by the rules
    and the overturn as it is, or at `file` strength (without the section labels when `labelled`), and of each pair
    of adjacent ones by the rules and the overturn (an injection split across a boundary is seen whole)."""
    guard = ShownGuard()
    judged: list[tuple[tuple[int, int], str, Strength]] = [((s, e), text[s:e], "record") for s, e in spans]
    judged += [
        ((s, e), piece, "file")
        for s, e in spans
        if (piece := unlabelled(text, s, e) if labelled else text[s:e]).strip()
    ]
    judged += [((h[0], t[1]), text[h[0] : t[1]], "record") for h, t in itertools.pairwise(spans)]
    return [
        [*span, v.check, v.reason]
        for span, piece, strength in judged
        if not (v := guard.verdict("snippet", piece, strength=strength)).allowed
    ]


def _live_body(text: str, start: int, end: int, *, labelled: bool) -> dict[str, object]:
    """What `stored_body` would say of the units of `text` that the paragraphs touched by [start, end) overlap, and
    of one unit more on each side (for the pairs): judged now, as a page or a case file's text is shown live."""
    head, tail = _paragraph(text, max(0, start))[0], _paragraph(text, max(start, end - 1))[1]
    spans = unit_spans(text)
    touched = [i for i, (s, e) in enumerate(spans) if s < tail and head < e]
    if not touched:
        return {}
    return {"refused": _refused_spans(text, spans[max(0, touched[0] - 1) : touched[-1] + 2], labelled=labelled)}


#: A section label as `ingest.distill` writes one: "Name:" on a line of its own, first or after a blank line.
_LABEL = re.compile(r"(?:\A|(?<=\n\n))[^\n]{1,40}:\n")


def unlabelled(body: str, start: int, end: int) -> str:
    """body[start:end] without the section labels the distiller put there (what the detector reads of a unit)."""
    out, position = [], start
    for label in _LABEL.finditer(body, start, end):
        out.append(body[position : label.start()])
        position = label.end()
    return "".join(out) + body[position:end]


def _source(body: str, start: int, end: int) -> str:
    """What a snippet of body[start:end] is judged as: the raw window (line breaks kept, so a forged "SYSTEM:" at the
    start of a line is seen where it starts), marked as cut when it does not start the body."""
    return ("… " if start > 0 else "") + body[start:end]


def stored_prefix() -> str:
    """How every verdict `stored` by this guard begins (a LIKE pattern: the version is hex): what a store query asks
    for to find verdicts that are missing or another guard's."""
    return '{"guard": ' + json.dumps(guard_version()) + ", %"


def _current(known: str | None, text: str) -> dict[str, object] | None:
    """A stored verdict (`stored`, `stored_body`), when this guard computed it for this very text; else None."""
    if known is None:
        return None
    try:
        found = json.loads(known)
    except ValueError:
        return None
    if not isinstance(found, dict) or found.get("guard") != guard_version() or found.get("text") != _digest(text).hex():
        return None
    return found


def _refusal(check: object, reason: object) -> Verdict:
    return Verdict(allowed=False, reason=str(reason), check=cast(CheckName | None, check))


def _known(known: str | None, texts: tuple[str, ...]) -> Verdict | None:
    """A stored verdict, when it stands for what would be judged now: one text, this guard, this text. It was
    computed at `file` strength, which judges all that `record` does and more, so it stands for either."""
    found = _current(known, texts[0]) if len(texts) == 1 else None
    if found is None:
        return None
    return _ALLOWED if "reason" not in found else _refusal(found.get("check"), found["reason"])


def _overlapping(found: dict[str, object], start: int, end: int) -> Verdict:
    """What a current body verdict (`stored_body`) says of body[start:end] shown whole: refused when it overlaps a
    refused unit or pair, else allowed."""
    for head, tail, check, reason in cast(list[list[object]], found.get("refused", [])):
        if cast(int, head) < end and start < cast(int, tail):
            return _refusal(check, reason)
    return _ALLOWED


def _span_known(known: str | None, body: str, start: int, end: int) -> Verdict | None:
    """What a body's stored verdict (`stored_body`) says of the snippet body[start:end]: refused when the snippet
    overlaps a refused unit or pair or is a refused window, allowed when it is a window the verdict judged, None
    (judge it live) when the verdict is not current or the snippet is no window recall cuts."""
    found = _current(known, body)
    if found is None:
        return None
    if not (verdict := _overlapping(found, start, end)).allowed:
        return verdict
    for head, tail, check, reason in cast(list[list[object]], found.get("cuts", [])):
        if (head, tail) == (start, end):
            return _refusal(check, reason)
    return _ALLOWED if is_snippet_span(body, start, end) else None


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


def _units(text: str, strength: Strength = "record") -> list[tuple[str, Strength]]:
    """What is judged of `text`, and how: the whole text at `strength` (a file's text longer than the detector reads:
    whole by the rules, and in windows at `file`); each line of several at `record` (a forged "SYSTEM:" starts a
    line, which the rules see)."""
    if not text:
        return []
    if strength == "file" and len(text) > WINDOW_CHARS:  # the rules read it whole, the detector in windows
        units: list[tuple[str, Strength]] = [(text, "record"), *((w, "file") for w in windows(text))]
    else:
        units = [(text, strength)]
    if "\n" in text:
        units += [(line, "record") for line in text.splitlines() if line.strip()]
    return units


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


_LINE = re.compile(r"[^\n]+")


def unit_spans(text: str, size: int = WINDOW_CHARS) -> list[tuple[int, int]]:
    """[start, end) of the units a body's stored verdict judges (`stored_body`): consecutive windows of whole lines
    (a line longer than `size` cut after its sentences) of at most `size` characters where they can be, as `windows`
    packs them, with the blank lines between a unit's lines kept."""
    pieces: list[tuple[int, int]] = []
    for line in _LINE.finditer(text):
        if not line.group().strip():
            continue
        if line.end() - line.start() <= size:
            pieces.append(line.span())
            continue
        head = line.start()
        for end in [m.start() + line.start() for m in _SENTENCE_END.finditer(line.group())] + [line.end()]:
            if text[head:end].strip():
                pieces.append((head, end))
            head = end
    out: list[tuple[int, int]] = []
    for start, end in pieces:
        if out and end - out[-1][0] <= size:
            out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


def windows(text: str, size: int = WINDOW_CHARS) -> list[str]:
    """`text` in consecutive windows of whole lines (a line longer than `size` cut after its sentences) of at most
    `size` characters where it can be: what the detector, which reads about `size` characters, reads of it."""
    pieces: list[str] = []
    for line in text.splitlines():
        if line.strip():
            pieces += [s for s in _SENTENCE_END.split(line) if s.strip()] if len(line) > size else [line]
    out: list[str] = []
    for piece in pieces:
        if out and len(out[-1]) + 1 + len(piece) <= size:
            out[-1] += "\n" + piece
        else:
            out.append(piece)
    return out


class ShownGuard:
    """The preview guard as every path to an agent applies it. `on_refusal` hears of each refusal.

    `strength` is `file` for text cut from an uploaded file (previews, parts, file names), `record` for the rest."""

    def __init__(self, on_refusal: OnRefusal | None = None) -> None:
        self.on_refusal = on_refusal

    def verdict(self, what: str, *texts: str, strength: Strength = "record", known: str | None = None) -> Verdict:
        """The first refusal among `texts`, or an allowed verdict. A text is judged whole and, when it has several
        lines, line by line too: a line is where a forged "SYSTEM:" starts, even under a section label. `known` is
        a file text's stored verdict (`stored`): used instead of judging when it is this guard's, for this text."""
        verdict = _known(known, texts)
        if verdict is not None:
            if not verdict.allowed:
                self._refused(Refusal(what, verdict))
            return verdict
        for text in texts:
            for unit, unit_strength in _units(text, strength):
                verdict = _MEMO.verdict(unit, unit_strength)
                if not verdict.allowed:
                    self._refused(Refusal(what, verdict))
                    return verdict
        return _ALLOWED

    def text(
        self,
        text: str,
        what: str,
        *,
        source: str | None = None,
        strength: Strength = "record",
        known: str | None = None,
    ) -> str:
        """`text` if it passes the guard, else the marker. With `source` (what `text` was cut or shortened from,
        so it holds all of `text`'s words) the source is judged instead; `known`: its stored verdict, if any."""
        verdict = self.verdict(what, text if source is None else source, strength=strength, known=known)
        return text if verdict.allowed else withheld(what, verdict)

    def cut(
        self,
        text: str,
        body: str,
        start: int,
        end: int,
        what: str = "snippet",
        *,
        strength: Strength = "record",
        known: str | None = None,
    ) -> str:
        """`text`, a snippet cut from body[start:end], if it passes the guard, else the marker. Judged as the raw
        window it is cut from (line breaks kept), or by the body's stored verdict `known` (`stored_body`) when it is
        this guard's for this body and judged this window: withheld when the window overlaps a span it refused."""
        verdict = _span_known(known, body, start, end)
        if verdict is None:
            verdict = self.verdict(what, _source(body, start, end), strength=strength)
        elif not verdict.allowed:
            self._refused(Refusal(what, verdict))
        return text if verdict.allowed else withheld(what, verdict)

    def passage(
        self,
        text: str,
        start: int,
        end: int,
        what: str = "paragraph",
        *,
        strength: Strength = "record",
        known: str | None = None,
        labelled: bool = False,
    ) -> str:
        """text[start:end] with every paragraph it touches that fails the guard replaced by a marker; the paragraphs
        that pass are shown as they are. Each paragraph is judged whole by the rules and the overturn (`record`);
        at `file` strength the text is also judged as `stored_body` judges a body, in units of whole lines packed up
        to the detector's reading size and pairs of them (`_live_body`: a short paragraph is read in its context;
        per paragraph, the detector refused 85 of 800 benign SeaMonkey descriptions, in units 17), and a paragraph
        overlapping a refused unit or pair is withheld. `labelled`: a distilled body, whose section labels the
        detector does not read (`unlabelled`). `known`: the body's stored verdict (`stored_body`), which decides
        instead when it is this guard's for this very text: a paragraph overlapping a span it refused is withheld
        with the stored reason, any other shown without judging."""
        found = _current(known, text)
        by_units = found is None and strength == "file" and not _model_off()  # off: the rules, each paragraph whole
        live = _live_body(text, start, end, labelled=labelled) if by_units else None
        out: list[str] = []
        position = start
        while position < end:
            head, tail = _paragraph(text, position)
            piece_end = min(end, tail + len(PARAGRAPH_BREAK))
            piece = text[position:piece_end]
            verdict = _ALLOWED if found is not None else self.verdict(what, text[head:tail])  # the rules, whole
            units = found if found is not None else live
            if (
                verdict.allowed
                and units is not None
                and head < tail
                and not (v := _overlapping(units, head, tail)).allowed
            ):
                verdict = v
                self._refused(Refusal(what, verdict))
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
