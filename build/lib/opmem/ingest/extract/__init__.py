"""Text out of attached files, in parts of about a page, deterministically; hostile files end as a status.

    extract(data, "runbook.pdf")            # in this process
    extract_isolated(data, "runbook.pdf")   # in a child process with time, CPU and memory limits

The extension picks the format and the content must agree: a PDF has `%PDF-` in its first KB (as PDF readers
accept), a .docx or .xlsx is a zip holding `word/document.xml` or `xl/workbook.xml`. Anything else is
"unsupported" with a reason that says what the file is, or names the supported formats.
`extract` never raises for bad input: an extractor's exception becomes status "failed".
One module per format (`pdf`, `docx`, `xlsx`, `text`), imported only when a file of that format arrives.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from opmem.ingest.extract.base import (
    DEFAULT_LIMITS,
    Extraction,
    Extractor,
    ExtractStatus,
    Limits,
    Part,
    Unreadable,
    zip_has,
)
from opmem.ingest.extract.isolated import extract_isolated

__all__ = [
    "EXTENSIONS",
    "ExtractStatus",
    "Extraction",
    "Extractor",
    "Limits",
    "Part",
    "extract",
    "extract_isolated",
]


@dataclass(frozen=True)
class Format:
    name: str
    """How a person calls it: "PDF", "Word document"."""
    extensions: tuple[str, ...]
    matches: Callable[[bytes], bool]
    """Whether the first bytes (or the zip directory) agree with the extension."""
    load: Callable[[], Extractor]


def _pdf() -> Extractor:
    from opmem.ingest.extract.pdf import PdfExtractor

    return PdfExtractor()


def _docx() -> Extractor:
    from opmem.ingest.extract.docx import DocxExtractor

    return DocxExtractor()


def _xlsx() -> Extractor:
    from opmem.ingest.extract.xlsx import XlsxExtractor

    return XlsxExtractor()


def _text() -> Extractor:
    from opmem.ingest.extract.text import TextExtractor

    return TextExtractor()


def _is_pdf(data: bytes) -> bool:
    """`%PDF-` at the start, or within the first KB as PDF readers accept (mail gateways prepend junk)."""
    return b"%PDF-" in data[:1024]


FORMATS: tuple[Format, ...] = (
    Format("PDF", (".pdf",), _is_pdf, _pdf),
    Format("Word document", (".docx",), lambda data: zip_has(data, "word/document.xml"), _docx),
    Format("Excel workbook", (".xlsx",), lambda data: zip_has(data, "xl/workbook.xml"), _xlsx),
    Format("text file", (".txt", ".md", ".csv", ".log", ".json"), lambda data: True, _text),
)
EXTENSIONS: tuple[str, ...] = tuple(ext for fmt in FORMATS for ext in fmt.extensions)
_BY_EXTENSION = {ext: fmt for fmt in FORMATS for ext in fmt.extensions}
_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_SUPPORTED = "supported formats are " + ", ".join(EXTENSIONS)


def extract(data: bytes, filename: str, *, limits: Limits = DEFAULT_LIMITS) -> Extraction:
    """The parts of a file; never raises for bad input."""
    extension = PurePath(filename).suffix.lower()
    fmt = _BY_EXTENSION.get(extension)
    if fmt is None:
        named = f"files of type {extension}" if extension else "files without an extension"
        return Extraction.refused("unsupported", f"{named} are not read; {_SUPPORTED}")
    if len(data) > limits.max_bytes:
        size, cap = len(data) / 1e6, limits.max_bytes / 1e6
        return Extraction.refused("unsupported", f"the file is {size:.1f} MB; files up to {cap:g} MB are read")
    if not fmt.matches(data):
        return Extraction.refused("unsupported", _mismatch(data, extension, fmt))
    try:
        extractor = fmt.load()
    except (ImportError, OSError) as error:
        return Extraction.refused("failed", f"the {fmt.name} reader could not be loaded ({error})"[:300])
    try:
        return extractor.extract(data, limits)
    except Unreadable as refusal:
        return Extraction.refused(refusal.status, refusal.reason)
    except MemoryError:
        return Extraction.refused("failed", f"the {fmt.name} needs more memory than extraction may use")
    except RecursionError:
        return Extraction.refused("failed", f"the {fmt.name} is nested too deeply to read")
    except Exception as error:
        detail = f"{type(error).__name__}: {error}"[:200]
        return Extraction.refused("failed", f"the {fmt.name} could not be read ({detail})")


def _mismatch(data: bytes, extension: str, fmt: Format) -> str:
    for matches, actual, advice in _CONTENTS:
        if matches(data):
            return f"the file is named {extension} but is {actual}; {advice}"
    return f"the file is named {extension} but is not a {fmt.name}; {_SUPPORTED}"


def _encrypted_office(data: bytes) -> bool:
    return data.startswith(_OLE) and "EncryptedPackage".encode("utf-16-le") in data


#: What a file whose content disagrees with its extension really is, and what its owner can do about it.
_CONTENTS: tuple[tuple[Callable[[bytes], bool], str, str], ...] = (
    (_is_pdf, "a PDF", "rename it to .pdf"),
    (FORMATS[1].matches, "a Word document", "rename it to .docx"),
    (FORMATS[2].matches, "an Excel workbook", "rename it to .xlsx"),
    (_encrypted_office, "a password-protected Office file", "save it without a password and upload it again"),
    (lambda data: data.startswith(_OLE), "an old-style Office file (.doc, .xls)", "save it as .docx or .xlsx"),
    (
        lambda data: data.startswith(b"PK\x03\x04"),
        "a zip archive, not a Word or Excel file (or a damaged one)",
        "upload an undamaged .docx or .xlsx",
    ),
)
