"""PDF through PDFium: one part per page, labelled "page N".

Every page is a part, also a page without text (a scan, a drawing): its part has empty text, so part N is
always page N, and `total_parts` is the page count. Only the first min(max_parts, max_pdf_pages) pages are
opened, so a 10,000-page file costs as much as a 120-page one. Page text goes through `normalize`.

A PDF that needs a password is refused as "unsupported" (the file is fine, opmem cannot open it); a damaged one
"failed". PDFium is one library state per process and is not thread-safe, so calls are serialised by a lock.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from opmem.ingest.extract.base import Extraction, Limits, Unreadable, kept
from opmem.ingest.extract.text import normalize

_PDFIUM = threading.Lock()

_LOAD_ERRORS: dict[int, tuple[str, str]] = {
    pdfium_c.FPDF_ERR_PASSWORD: ("unsupported", "the PDF is encrypted: it needs a password; upload it without one"),
    pdfium_c.FPDF_ERR_SECURITY: ("unsupported", "the PDF is encrypted with a security handler PDFium cannot open"),
    pdfium_c.FPDF_ERR_FORMAT: ("failed", "the PDF is damaged or truncated: PDFium cannot parse it"),
    pdfium_c.FPDF_ERR_FILE: ("failed", "the PDF could not be read: PDFium cannot parse it"),
}


class PdfExtractor:
    def extract(self, data: bytes, limits: Limits) -> Extraction:
        with _PDFIUM:
            document = _open(data)
            try:
                count = len(document)
                pages = list(_pages(document, min(count, limits.max_parts, limits.max_pdf_pages)))
            finally:
                document.close()
        return kept(pages, limits, at_least=count)


def _open(data: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as error:
        status, reason = _LOAD_ERRORS.get(error.err_code or 0, ("failed", f"the PDF could not be read ({error})"))
        raise Unreadable("unsupported" if status == "unsupported" else "failed", reason) from error


def _pages(document: pdfium.PdfDocument, count: int) -> Iterator[tuple[str, str]]:
    for index in range(count):
        yield f"page {index + 1}", normalize(_page_text(document, index))


def _page_text(document: pdfium.PdfDocument, index: int) -> str:
    """The text of one page; a page PDFium cannot load reads as empty rather than failing the file."""
    try:
        page = document[index]
    except pdfium.PdfiumError:
        return ""
    try:
        textpage = page.get_textpage()
        try:
            return str(textpage.get_text_range())
        finally:
            textpage.close()
    finally:
        page.close()
