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
its single lines get the rules and the overturn only. `record` (the rules and the overturn only, a hash once a text
has been seen, not a model call) is what short texts get (a field's name, a tag's value) and what recall's hot path
got before the stored verdicts: a record's title and snippets are judged at `file` strength ahead of time by the
worker (below), and live at first sight until it has (`quarantine.first_sight`: as the worker will judge them, under
one budget per call, withheld past it). What is shown once per call off that path is
judged live at `file` strength: the case file at dispatch and its query (a text of fewer than three words, a field's
name or a code, by the rules: `dispatch.guarded.SHORT_WORDS`), other agents' pursuit notes, and
`read_knowledge_document`'s pages (`passage`; by the body's stored verdict when it is current, below).

Verdicts are remembered by the strength, whether the model is on, and a 16-byte hash of the text (a bounded,
least-recently-used memo shared by the process), so recalling the same documents again costs a hash, not the
guard's patterns or the model.

A file's verdicts are also computed once, when the file is processed (`stored`: each part's, and its name's), and
stored with the part and document rows (m017). Shown, a stored verdict (`known=`) decides instead of the guard when
it was computed by this guard (`guard_version`: a hash of the guard's source, which pins its weights, and whether
the model is on) for this very text (its hash). One an earlier guard computed with the model for this very text
(after a change to the guard, until the worker judges it again) decides with this guard's rules: its refusal
withholds, marked "(earlier guard)", and its allowance stands iff the rules and the overturn (`record`) pass the text
(`verdicts._stored`; the module says why that is strong enough). Any other (another text, none) is ignored and the text
judged live, as before.

A record's (finding's, memory's, skill's) title and body are judged by the worker, not at import (m018): the title as a
file name (`stored`), the body (`stored_body`) in windows of whole lines at `WINDOW_CHARS`, each by the rules as it is
and at `file` strength without the distiller's section labels (`unlabelled`), each pair of adjacent ones by the rules
(an injection split across a boundary), and every snippet window recall can cut as recall judges it live. Shown
(`ShownGuard.cut`), a snippet overlapping a refused unit or pair, or a refused window, is withheld with the stored
reason; any other window is shown without judging; an earlier guard's verdict decides with this guard's rules
(above); a text without a stored verdict for its hash (a new or edited record) is judged live as the worker will
judge it (`quarantine.first_sight`). A page (`passage` with `known`) is decided by the same verdict when it was
computed for the very text the page is cut from (a skill's judges its summary, not the body a page shows):
a paragraph overlapping a refused unit or pair is withheld with the stored reason (a unit may span paragraphs: a
larger context withholds more), any other shown without judging (an earlier guard's verdict: each paragraph by this
guard's rules whole too); otherwise the units the page touches are judged
live the same way (`_live_body`; the detector reads them without the section labels), each paragraph by the rules
whole too. A case file's long texts are judged live in units too (no labels to drop: the record's own text).
"""

from __future__ import annotations

import itertools
import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from opmem.index.analysis import snippet_spans
from opmem.quarantine.guard import Verdict, check_preview
from opmem.quarantine.verdicts import (
    _ALLOWED,
    PARAGRAPH_BREAK,
    WINDOW_CHARS,
    _digest,
    _known,
    _model_off,
    _overlapping,
    _paragraph,
    _source,
    _span_known,
    _stored,
    deciding_sources,
    guard_version,
    paragraphs_around,
    source_hash,
    stored_prefix,
    unit_spans,
    unlabelled,
    windows,
)

__all__ = [
    "WINDOW_CHARS",
    "Refusal",
    "ShownGuard",
    "Strength",
    "deciding_sources",
    "guard_version",
    "is_withheld",
    "paragraphs_around",
    "source_hash",
    "stored",
    "stored_body",
    "stored_prefix",
    "stored_texts",
    "unit_spans",
    "unlabelled",
    "windows",
    "withheld",
]

log = logging.getLogger(__name__)

#: Verdicts remembered (about 100 bytes each).
MEMO_SIZE = 50_000

#: `record`: the rules and the overturn; `file`: also the fine-tuned detector on what the rules pass.
Strength = Literal["record", "file"]


def _judge(text: str, strength: Strength) -> Verdict:
    return check_preview(text) if strength == "file" else check_preview(text, detector=None)


class _Memo:
    """A verdict per strength and text hash, least recently used dropped first. The guard is a pure function of
    the text, its strength, and whether the model is on (`OPMEM_GUARD_MODEL`)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._verdicts: OrderedDict[tuple[Strength, bool, bytes], Verdict] = OrderedDict()
        self._lock = threading.Lock()

    def has(self, text: str, strength: Strength) -> bool:
        with self._lock:
            return (strength, _model_off(), _digest(text)) in self._verdicts

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


def remembered(text: str, strength: Strength) -> bool:
    """Whether the verdict memo holds `text`'s verdict at `strength` (judging it again costs a hash)."""
    return _MEMO.has(text, strength)


def stored(text: str) -> str:
    """The verdict `ShownGuard` gives `text` at `file` strength, as stored with a file's part or name (JSON: the
    guard version, the text's hash, and the refusal's check and reason when refused)."""
    verdict = ShownGuard().verdict("file text", text, strength="file")
    found: dict[str, str | None] = {"guard": guard_version(), "text": _digest(text).hex()}
    if not verdict.allowed:
        found |= {"check": verdict.check, "reason": verdict.reason}
    return json.dumps(found)


def stored_texts(texts: Sequence[str]) -> str:
    """The verdicts of several short texts shown apart (a memory's title, symptoms, root cause, ruled-out causes and
    resolution), each as `stored` gives it, as stored on a `memories` row (m019; JSON: the guard version and the
    texts' verdicts). `memory.shown` looks a text's up by its hash."""
    found = [json.loads(stored(text)) for text in dict.fromkeys(texts) if text]
    return json.dumps({"guard": guard_version(), "texts": found})


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


class ShownGuard:
    """The preview guard as every path to an agent applies it. `on_refusal` hears of each refusal.

    `strength` is `file` for text cut from an uploaded file (previews, parts, file names), `record` for the rest."""

    def __init__(self, on_refusal: OnRefusal | None = None) -> None:
        self.on_refusal = on_refusal

    def verdict(self, what: str, *texts: str, strength: Strength = "record", known: str | None = None) -> Verdict:
        """The first refusal among `texts`, or an allowed verdict. A text is judged whole and, when it has several
        lines, line by line too: a line is where a forged "SYSTEM:" starts, even under a section label. `known` is
        a file text's stored verdict (`stored`): used instead of judging when it is this guard's, for this text."""
        if (decided := _known(known, texts)) is not None:
            verdict, earlier = decided
            if earlier and verdict.allowed:  # an earlier guard's allowance stands with this guard's rules and overturn
                return self.verdict(what, *texts)
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
        verdict, earlier = _span_known(known, body, start, end) or (None, False)
        if earlier and verdict is not None and verdict.allowed:
            verdict, strength = (
                None,
                "record",
            )  # an earlier guard's allowance stands with this guard's rules and overturn
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
        stored = _stored(known, text)
        found = stored[0] if stored is not None and not stored[1] else None
        earlier = (
            stored[0] if stored is not None and stored[1] else None
        )  # its refusals, with the rules on each paragraph
        by_units = found is None and earlier is None and strength == "file" and not _model_off()  # off: the rules
        live = _live_body(text, start, end, labelled=labelled) if by_units else earlier
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
