"""Plain text (.txt .md .csv .log .json), and the normalising and packing the other formats share.

Decoding: UTF-8 (a BOM is dropped), UTF-16 when it starts with a BOM, else Windows-1252 and finally Latin-1 for
8-bit text. Whatever decodes must still look like text: a NUL, or more than 1 % control characters, means binary
data and the file is refused. The text is normalised (`normalize`) and packed into parts of about
`Limits.part_chars` characters at line boundaries (`pack`), labelled "part N".
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterable, Iterator

from opmem.ingest.extract.base import Extraction, Limits, Unreadable, kept

_EOL = re.compile(r"\r\n?")
_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_TRAILING = re.compile(r"[ \t\u00a0]+$", re.MULTILINE)
_BLANK_RUNS = re.compile(r"\n{3,}")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_BINARY = re.compile(r"[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f-\x9f]")
_LIGATURES = str.maketrans({"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl"})
NOT_TEXT = "the file is not text: it contains binary data"


def normalize(text: str) -> str:
    """Deterministic clean-up: one line ending, no control characters or trailing spaces, no runs of blank lines."""
    text = _EOL.sub("\n", text).replace("\f", "\n").translate(_LIGATURES)
    text = _CONTROLS.sub("", text)
    text = _TRAILING.sub("", text)
    return _BLANK_RUNS.sub("\n\n", text).strip("\n")


def pack(blocks: Iterable[str], size: int) -> Iterator[str]:
    """Join blocks (lines, paragraphs) with newlines into chunks of about `size` characters; never an empty chunk.

    A chunk ends before the block that would take it past `size`; a single block longer than `size` is cut at
    the last space before the limit (or at the limit when it has none).
    """
    chunk: list[str] = []
    length = 0
    for block in blocks:
        for piece in _cut(block, size):
            if chunk and length + 1 + len(piece) > size:
                yield from _nonempty("\n".join(chunk))
                chunk, length = [], 0
            chunk.append(piece)
            length += len(piece) + (1 if len(chunk) > 1 else 0)
    yield from _nonempty("\n".join(chunk))


def _cut(block: str, size: int) -> Iterator[str]:
    while len(block) > size:
        end = block.rfind(" ", size // 2, size) + 1 or size
        yield block[:end].rstrip()
        block = block[end:]
    yield block


def _nonempty(chunk: str) -> Iterator[str]:
    chunk = chunk.strip("\n")
    if chunk.strip():
        yield chunk


def decode(data: bytes) -> str:
    """The text of `data`, or `Unreadable` when it is binary data rather than text."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text = _decoded(data, "utf-16")
    else:
        text = _decoded(data, "utf-8-sig") or _decoded(data, "cp1252") or data.decode("latin-1")
    if not text:
        return text
    if "\x00" in text or len(text) - len(_BINARY.sub("", text)) > len(text) // 100:
        raise Unreadable("unsupported", NOT_TEXT)
    return text


def _decoded(data: bytes, encoding: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        return ""


class TextExtractor:
    def extract(self, data: bytes, limits: Limits) -> Extraction:
        if b"\x00" in data[:8192] and not data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
            raise Unreadable("unsupported", NOT_TEXT)
        text = normalize(_ANSI.sub("", decode(data)))
        chunks = pack(text.split("\n"), limits.part_chars)
        return kept(((f"part {n}", chunk) for n, chunk in enumerate(chunks, start=1)), limits)
