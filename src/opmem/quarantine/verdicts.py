"""Stored verdicts (m017, m018) and the geometry they are computed on: which guard computed a verdict
(`guard_version`), whether a stored verdict is for a text and whose (`_stored`), what it says of a text or of a
span of a body (`_known`, `_span_known`), and the units a body is judged in (`unit_spans`, `windows`,
`unlabelled`, paragraphs). No judging happens here: `quarantine.shown` judges and writes them (`stored`,
`stored_body`), the worker stores them, and `ShownGuard` reads them back.

An earlier guard's verdict (`_stored`, issue 17). Any change to the guard's source (every guard round, new weights)
makes every stored verdict another guard's at once, and the worker takes hours to judge an archive again (~28 ms CPU
a record, newest first, 0.25 s a tick). Until it has, a text whose stored verdict an earlier guard computed with its
detector for this very text (the same hash) is not judged at first sight (~120 ms CPU a recall) but decided by that
verdict and this guard's rules: refused by it, withheld with its reason marked as the earlier guard's (`EARLIER`);
allowed by it, shown iff this guard's rules and overturn (`record` strength, a hash once seen) pass it too (a
snippet: the window as recall cuts it, as recall judged one before first sight; the units it overlaps and their
pairs were judged by the earlier guard, and judging them again by the rules cost ~17 ms a recall against ~4 for the
window, docs/measured/guard.md "An earlier guard's verdicts"). Only a text with no stored verdict for its current hash
(new or edited) pays first sight.

Why that is strong enough: it fails closed, showing only what both the earlier guard (rules and detector, at `file`
strength) and this guard's rules allow, so nothing this guard's rules refuse is shown and nothing the earlier guard
refused is. The earlier verdict's detector part is still the detector's reading of this very text, by an older model;
what it can miss is what the new model has learned to refuse and the old had not, and only on a text the archive
already held, which agents were shown under the earlier guard until the upgrade, for as long as the worker takes to
reach it. A text an attacker writes or edits after the upgrade has no verdict for its hash and is read by the new
detector at first sight. A verdict computed with the model off (`-off`) had no detector reading, so it does not count
while the model is on; with the model off none counts (the rules run live, which costs little, and the worker judges
nothing).
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path
from typing import cast

from opmem.index.analysis import is_snippet_span
from opmem.quarantine.guard import CheckName, Verdict

#: Characters of a file's text the detector reads at once (about its 128 tokens): a longer text is read in windows.
WINDOW_CHARS = 512
_ALLOWED = Verdict(allowed=True, reason="")
#: How a refusal stored by an earlier guard (before a change to the guard's source) ends its reason, shown until the
#: worker has judged the text again.
EARLIER = " (earlier guard)"


def _model_off() -> bool:
    from opmem.quarantine.detector import model_off  # numpy and the model's code load with the first verdict

    return model_off()


def _digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()


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


def _found(known: str | None, text: str) -> dict[str, object] | None:
    """A stored verdict (`stored`, `stored_body`) computed for this very text (its hash), by whichever guard."""
    if known is None:
        return None
    try:
        found = json.loads(known)
    except ValueError:
        return None
    if not isinstance(found, dict) or found.get("text") != _digest(text).hex():
        return None
    return found


def _stored(known: str | None, text: str) -> tuple[dict[str, object], bool] | None:
    """A stored verdict (`stored`, `stored_body`) computed for this very text, read once: (it, False) when this guard
    computed it; (it, True) when an earlier guard computed it with its detector and this guard has one too (the
    model on), each refusal's reason marked as the earlier guard's (`EARLIER`); else None. With the model off the
    rules run live, which costs little; a verdict computed with the model off never read the detector."""
    found = _found(known, text)
    if found is None:
        return None
    version = found.get("guard")
    if version == guard_version():
        return found, False
    if _model_off() or str(version).endswith("-off"):
        return None
    marked = dict(found)
    if "reason" in marked:
        marked["reason"] = f"{marked['reason']}{EARLIER}"
    for key in ("refused", "cuts"):
        if key in marked:
            marked[key] = [[*entry[:-1], f"{entry[-1]}{EARLIER}"] for entry in cast(list[list[object]], marked[key])]
    return marked, True


def _refusal(check: object, reason: object) -> Verdict:
    return Verdict(allowed=False, reason=str(reason), check=cast(CheckName | None, check))


def _said(found: dict[str, object]) -> Verdict:
    return _ALLOWED if "reason" not in found else _refusal(found.get("check"), found["reason"])


def _known(known: str | None, texts: tuple[str, ...]) -> tuple[Verdict, bool] | None:
    """What a stored verdict says of one text (`_stored`), and whether an earlier guard's: a refusal withholds it
    (marked `EARLIER` if so); an earlier guard's allowance stands only with this guard's rules on the text (the
    caller's). It was computed at `file` strength, which judges all that `record` does and more, so it stands for
    either."""
    stored = _stored(known, texts[0]) if len(texts) == 1 else None
    return None if stored is None else (_said(stored[0]), stored[1])


def _overlapping(found: dict[str, object], start: int, end: int) -> Verdict:
    """What a current body verdict (`stored_body`) says of body[start:end] shown whole: refused when it overlaps a
    refused unit or pair, else allowed."""
    for head, tail, check, reason in cast(list[list[object]], found.get("refused", [])):
        if cast(int, head) < end and start < cast(int, tail):
            return _refusal(check, reason)
    return _ALLOWED


def _span_known(known: str | None, body: str, start: int, end: int) -> tuple[Verdict, bool] | None:
    """What a body's stored verdict (`stored_body`, `_stored`) says of the snippet body[start:end], and whether an
    earlier guard's: refused when the snippet overlaps a refused unit or pair or is a refused window, allowed when it
    is a window the verdict judged (an earlier guard's allowance stands only with this guard's rules on the window:
    the caller's), None (judge it live) when there is no such verdict or the snippet is no window recall cuts."""
    stored = _stored(known, body)
    verdict = None if stored is None else _span(stored[0], body, start, end)
    return None if verdict is None or stored is None else (verdict, stored[1])


def _span(found: dict[str, object], body: str, start: int, end: int) -> Verdict | None:
    if not (verdict := _overlapping(found, start, end)).allowed:
        return verdict
    for head, tail, check, reason in cast(list[list[object]], found.get("cuts", [])):
        if (head, tail) == (start, end):
            return _refusal(check, reason)
    return _ALLOWED if is_snippet_span(body, start, end) else None


PARAGRAPH_BREAK = "\n\n"


def _paragraph(text: str, position: int) -> tuple[int, int]:
    """[start, end) of the paragraph of `text` holding `position` (its blank-line break excluded)."""
    head = text.rfind(PARAGRAPH_BREAK, 0, position)
    tail = text.find(PARAGRAPH_BREAK, position)
    return (0 if head < 0 else head + len(PARAGRAPH_BREAK)), (len(text) if tail < 0 else tail)


def paragraphs_around(text: str, start: int, end: int) -> str:
    """The whole paragraphs of `text` that the span [start, end) touches."""
    return text[_paragraph(text, max(0, start))[0] : _paragraph(text, max(start, end - 1))[1]]


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
