"""The values every extractor shares: limits in, an `Extraction` of page-sized `Part`s out.

An extractor is one class with one method, `extract(data, limits)`. It raises `Unreadable` for a file it
recognises but cannot read (encrypted, a zip bomb, binary junk); the dispatcher in `__init__` turns that, and
any other exception, into an `Extraction` with a status and a reason, so bad input never raises.
"""

from __future__ import annotations

import copy
import io
import zipfile
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal, Protocol

ExtractStatus = Literal["ok", "unsupported", "failed"]
Refusal = Literal["unsupported", "failed"]

_CHUNK = 1 << 20


@dataclass(frozen=True)
class Part:
    number: int
    """1-based, in the order of the file."""
    label: str
    """Names the part for a person: "page 30", "sheet Invoices, rows 201-400", "part 3"."""
    text: str


@dataclass(frozen=True)
class Extraction:
    status: ExtractStatus
    parts: tuple[Part, ...]
    total_parts: int
    """Parts the file has (at least `len(parts)`); beyond `Limits.max_parts` they are not indexed."""
    reason: str = ""
    """Why the file is unsupported or failed, in one sentence a person understands."""

    @property
    def truncated(self) -> bool:
        return self.total_parts > len(self.parts)

    @classmethod
    def refused(cls, status: Refusal, reason: str) -> Extraction:
        return cls(status, (), 0, reason)


@dataclass(frozen=True)
class Limits:
    max_parts: int = 120
    part_chars: int = 3000
    """About a page of text; text, .docx without page breaks and over-long pages are packed to this size."""
    max_bytes: int = 50_000_000
    """Largest file accepted."""
    max_unzipped: int = 200_000_000
    """Largest total decompressed size of a .docx or .xlsx (declared in the zip directory and measured)."""
    max_pdf_pages: int = 120
    """Pages of a PDF opened and read: min(max_parts, max_pdf_pages). The page count itself is always reported."""
    xlsx_rows_per_part: int = 200


DEFAULT_LIMITS: Final = Limits()


class Extractor(Protocol):
    def extract(self, data: bytes, limits: Limits) -> Extraction: ...


class Unreadable(Exception):
    """A file the extractor recognises but cannot read; becomes `Extraction.refused(status, reason)`."""

    def __init__(self, status: Refusal, reason: str) -> None:
        super().__init__(reason)
        self.status = status
        self.reason = reason


def kept(pieces: Iterable[tuple[str, str]], limits: Limits, *, at_least: int = 0) -> Extraction:
    """An ok extraction of the first `max_parts` (label, text) pieces, numbered from 1.

    The rest of `pieces` is only counted; `at_least` is a part count known without reading them (a PDF's page
    count, a sheet's declared size) and wins when larger.
    """
    parts: list[Part] = []
    count = 0
    for label, text in pieces:
        count += 1
        if count <= limits.max_parts:
            parts.append(Part(count, label, text))
    return Extraction("ok", tuple(parts), max(count, at_least))


def checked_zip(data: bytes, limits: Limits, kind: str) -> zipfile.ZipFile:
    """Open `data` as a zip whose members decompress to at most `max_unzipped` bytes in total.

    The sizes in the zip directory are checked first, then every member is decompressed once in bounded chunks
    and measured: a directory that lies about a member's size (a member that inflates far beyond it) is caught
    here, before a reader that trusts the directory inflates it in one piece.
    """
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, ValueError) as error:
        raise Unreadable("failed", f"the {kind} is damaged: it is not a readable zip file ({error})") from error
    try:
        declared = sum(info.file_size for info in archive.infolist())
        if declared > limits.max_unzipped:
            raise Unreadable("unsupported", _bomb(kind, limits))
        budget = limits.max_unzipped
        for info in archive.infolist():
            budget -= _measure(archive, info, budget, kind, limits)
    except BaseException:
        archive.close()
        raise
    return archive


def _measure(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int, kind: str, limits: Limits) -> int:
    """Inflate one member in chunks, stopping past `budget`; its real size and checksum must be the declared ones."""
    probe = copy.copy(info)
    probe.file_size = budget + 1
    del probe.CRC  # checked below, over everything the member holds rather than its declared size
    size, crc = 0, 0
    try:
        with archive.open(probe) as member:
            while chunk := member.read(_CHUNK):
                size += len(chunk)
                if size > budget:
                    raise Unreadable("unsupported", _bomb(kind, limits))
                crc = zlib.crc32(chunk, crc)
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError, RuntimeError, zlib.error) as error:
        raise Unreadable("failed", _damaged(kind, info, f"cannot be read ({error})")) from error
    if size != info.file_size:
        raise Unreadable("failed", _damaged(kind, info, "is not the size its zip directory says"))
    if crc != info.CRC:
        raise Unreadable("failed", _damaged(kind, info, "fails its checksum"))
    return size


def _damaged(kind: str, info: zipfile.ZipInfo, problem: str) -> str:
    return f"the {kind} is damaged: member {info.filename!r} {problem}"


def _bomb(kind: str, limits: Limits) -> str:
    mb = limits.max_unzipped // 1_000_000
    return f"the {kind} expands to more than {mb} MB; it looks like a zip bomb"


def zip_has(data: bytes, member: str) -> bool:
    """Whether `data` is a zip file with a member of that name (reads only the zip directory)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return member in archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return False
