"""Word (.docx) through python-docx: the body's paragraphs and tables, split at the pages the author made.

Pages are cut at explicit breaks only: a page break (`<w:br w:type="page"/>`), a paragraph that starts on a new
page (`pageBreakBefore`) and a section break that is not "continuous". `lastRenderedPageBreak` records where Word
happened to lay out a page on someone's screen and is ignored. A page is a part labelled "page N" (N counts
the explicit pages, so an empty page leaves a gap in the numbers); a page longer than `part_chars` is packed
into "page N, part K". A document without breaks is packed into parts of about `part_chars` labelled "part N".

Table rows are lines with the cells separated by tabs. Headers, footers, footnotes and comments are not read;
of an `mc:AlternateContent` only the first choice is (its fallback repeats the same text).
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from typing import Final, Protocol

import docx

from opmem.ingest.extract.base import Extraction, Limits, checked_zip, kept
from opmem.ingest.extract.text import normalize, pack

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_MC = "{http://schemas.openxmlformats.org/markup-compatibility/2006}"
_OFF = frozenset({"0", "false", "off"})
_SKIP = frozenset({f"{_W}pPr", f"{_W}rPr", f"{_MC}Fallback", f"{_W}del", f"{_W}instrText"})
_CONTAINERS = frozenset({f"{_W}sdt", f"{_W}sdtContent", f"{_W}customXml", f"{_W}smartTag"})
_CHARS = {f"{_W}tab": "\t", f"{_W}cr": "\n", f"{_W}noBreakHyphen": "-"}


class _Element(Protocol):
    """The part of an lxml element this module uses (lxml ships no type information)."""

    tag: object
    text: str | None

    def get(self, key: str, default: str | None = None) -> str | None: ...
    def find(self, path: str) -> _Element | None: ...
    def iter(self, tag: str) -> Iterator[_Element]: ...
    def __iter__(self) -> Iterator[_Element]: ...


class _PageBreak:
    pass


PAGE: Final = _PageBreak()
Block = str | _PageBreak


class DocxExtractor:
    def extract(self, data: bytes, limits: Limits) -> Extraction:
        checked_zip(data, limits, "docx file").close()
        document = docx.Document(io.BytesIO(data))
        body: _Element = document.element.body
        pages = _pages(_blocks(body))
        if len(pages) == 1:
            return kept(_numbered("part", pack(pages[0], limits.part_chars)), limits)
        return kept(_paged(pages, limits.part_chars), limits)


def _numbered(prefix: str, chunks: Iterable[str]) -> Iterator[tuple[str, str]]:
    for number, chunk in enumerate(chunks, start=1):
        yield f"{prefix} {number}", chunk


def _paged(pages: list[list[str]], size: int) -> Iterator[tuple[str, str]]:
    for number, page in enumerate(pages, start=1):
        chunks = list(pack(page, size))
        if len(chunks) == 1:
            yield f"page {number}", chunks[0]
        else:
            yield from _numbered(f"page {number}, part", chunks)


def _pages(blocks: Iterable[Block]) -> list[list[str]]:
    pages: list[list[str]] = [[]]
    for block in blocks:
        if isinstance(block, str):
            pages[-1].append(block)
        else:
            pages.append([])
    return [[line for line in map(normalize, page) if line] for page in pages]


def _blocks(container: _Element) -> Iterator[Block]:
    """Paragraphs (as text) and page breaks, in the order of the body."""
    for element in _children(container):
        tag = element.tag
        if tag == f"{_W}p":
            yield from _paragraph(element)
        elif tag == f"{_W}tbl":
            yield from _table(element)
        elif tag in _CONTAINERS:
            yield from _blocks(element)


def _paragraph(p: _Element) -> Iterator[Block]:
    props = p.find(f"{_W}pPr")
    if props is not None and _on(props.find(f"{_W}pageBreakBefore")):
        yield PAGE
    text: list[str] = []
    for piece in _runs(p):
        if isinstance(piece, str):
            text.append(piece)
        else:
            yield "".join(text)
            yield PAGE
            text = []
    yield "".join(text)
    section = props.find(f"{_W}sectPr") if props is not None else None
    if section is not None and not _continuous(section):
        yield PAGE


def _table(table: _Element) -> Iterator[str]:
    for row in _children(table):
        if row.tag == f"{_W}tr":
            cells = (c for c in _children(row) if c.tag == f"{_W}tc")
            yield "\t".join(" ".join(_text(p) for p in cell.iter(f"{_W}p")).strip() for cell in cells)


def _text(p: _Element) -> str:
    return "".join(piece for piece in _runs(p) if isinstance(piece, str))


def _runs(p: _Element) -> Iterator[Block]:
    """The characters of a paragraph, in document order; `PAGE` where it has a page break."""
    stack = list(reversed(_children(p)))
    while stack:
        element = stack.pop()
        tag = element.tag
        if tag in _SKIP or not isinstance(tag, str):
            continue
        if tag == f"{_W}t":
            yield element.text or ""
        elif tag == f"{_W}br":
            yield PAGE if element.get(f"{_W}type") == "page" else "\n"
        elif tag in _CHARS:
            yield _CHARS[tag]
        else:
            stack.extend(reversed(_children(element)))


def _children(element: _Element) -> list[_Element]:
    return list(element)


def _on(flag: _Element | None) -> bool:
    return flag is not None and flag.get(f"{_W}val", "true") not in _OFF


def _continuous(section: _Element) -> bool:
    kind = section.find(f"{_W}type")
    return kind is not None and kind.get(f"{_W}val") == "continuous"
