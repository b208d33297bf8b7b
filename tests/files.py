"""Real PDF, Word and Excel files for tests, built in memory: fpdf2, python-docx, openpyxl, zipfile.

pdf_bytes(["page one", "page two"])                      # one string per page; "" is a blank page
many_pages_pdf(10_000, "same text")                      # thousands of pages in milliseconds
docx_bytes(["Title", "Body", [["a", "b"]]], page_breaks={1})
xlsx_bytes({"Invoices": [["id", "amount"], [1, 20]]}, formulas={("Invoices", "C2"): ("B2*2", "40")})
zip_bomb("word/document.xml", 300_000_000)               # a .docx-looking zip that inflates to 300 MB
PassEverything()                                         # a scanner that calls every file clean
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from collections.abc import Callable, Collection, Mapping, Sequence
from functools import partial

import docx
import openpyxl
from docx.enum.section import WD_SECTION
from fpdf import FPDF

from opmem.ingest.scan import ScanResult

Table = Sequence[Sequence[str]]


class PassEverything:
    """A scanner that calls every file clean (the real extractor still runs)."""

    def scan(self, data: bytes) -> ScanResult:
        return ScanResult("clean", "")


def pdf_bytes(pages: Sequence[str], *, password: str | None = None) -> bytes:
    """A PDF with one page per string (Helvetica, so Latin-1 text only); with `password`, it needs it to open."""
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    pdf.set_font("Helvetica", size=10)
    for text in pages:
        pdf.add_page()
        if text:
            pdf.multi_cell(0, 5, text)
    if password is not None:
        pdf.set_encryption(owner_password="owner-" + password, user_password=password)
    return bytes(pdf.output())


def many_pages_pdf(count: int, text: str) -> bytes:
    """A PDF of `count` pages that all draw one shared content stream: cheap to build at any size."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
    kids = " ".join(f"{n} 0 R" for n in range(5, 5 + count))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Count {count} /Kids [{kids}] >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
    ]
    resources = b"/Resources << /Font << /F1 3 0 R >> >>"
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R %s >>" % resources
    objects += [page] * count
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def docx_bytes(
    blocks: Sequence[str | Table],
    *,
    page_breaks: Collection[int] = (),
    section_breaks: Collection[int] = (),
) -> bytes:
    """A Word document of paragraphs (str) and tables (rows of cells).

    `page_breaks` holds the indexes of blocks that start a new page after an explicit page break;
    `section_breaks` those that start a new section on a new page.
    """
    document = docx.Document()
    for index, block in enumerate(blocks):
        if index in page_breaks:
            document.add_page_break()
        if index in section_breaks:
            document.add_section(WD_SECTION.NEW_PAGE)
        if isinstance(block, str):
            document.add_paragraph(block)
        else:
            table = document.add_table(rows=len(block), cols=max(len(row) for row in block))
            for row, cells in zip(table.rows, block, strict=True):
                for cell, text in zip(row.cells, cells, strict=False):
                    cell.text = text
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def xlsx_bytes(
    sheets: Mapping[str, Sequence[Sequence[object]]],
    *,
    formulas: Mapping[tuple[str, str], tuple[str, str]] | None = None,
) -> bytes:
    """An Excel workbook, one sheet per entry, rows from A1 on.

    `formulas` maps (sheet, cell) to (formula without "=", cached value): the cell gets the formula, and the
    value Excel would have cached is written into the sheet XML, as openpyxl itself never calculates one.
    """
    workbook = openpyxl.Workbook()
    workbook.remove(workbook.active)
    for title, rows in sheets.items():
        sheet = workbook.create_sheet(title)
        for row in rows:
            sheet.append(list(row))
    for (title, cell), (formula, _) in (formulas or {}).items():
        workbook[title][cell] = "=" + formula
    out = io.BytesIO()
    workbook.save(out)
    data = out.getvalue()
    for (title, cell), (formula, cached) in (formulas or {}).items():
        member = f"xl/worksheets/sheet{list(sheets).index(title) + 1}.xml"
        pattern = rf'(<c r="{cell}"[^>]*><f>{re.escape(formula)}</f>)<v\s*/?>(</v>)?'
        data = rewrite_member(data, member, partial(_cache, pattern, cached))
    return data


def _cache(pattern: str, value: str, xml: str) -> str:
    return re.sub(pattern, rf"\1<v>{value}</v>", xml)


def rewrite_member(data: bytes, member: str, change: Callable[[str], str]) -> bytes:
    """A copy of the zip `data` with the text of one member passed through `change(text) -> text`."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            content = source.read(info)
            if info.filename == member:
                content = change(content.decode()).encode()
            target.writestr(info.filename, content)
    return out.getvalue()


def zip_bomb(main_part: str, size: int) -> bytes:
    """A zip holding `main_part` (so it passes for a .docx or .xlsx) that inflates to `size` bytes of zeros.

    Written in 1 MB chunks, so building it never holds more than a chunk; 300 MB becomes a 1 MB file.
    """
    out = io.BytesIO()
    chunk = bytes(1 << 20)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open(main_part, "w", force_zip64=size >= 1 << 31) as member:
            for start in range(0, size, len(chunk)):
                member.write(chunk[: size - start])
    return out.getvalue()


def lie_about_size(data: bytes, member: str, declared: bytes) -> bytes:
    """A copy of zip `data` whose directory says `member` holds `declared` (size and CRC) though it holds more.

    A reader that trusts the directory stops after len(declared) bytes with a matching CRC; what the member
    really inflates to is only found by reading past the declared size.
    """
    out = bytearray(data)
    name = member.encode()
    crc, size = zlib.crc32(declared), len(declared)
    headers = ((b"PK\x03\x04", 14, 22, 26, 30), (b"PK\x01\x02", 16, 24, 28, 46))
    for signature, crc_at, size_at, name_length_at, name_at in headers:
        start = out.find(signature)
        while start >= 0:
            (name_length,) = struct.unpack_from("<H", out, start + name_length_at)
            if out[start + name_at : start + name_at + name_length] == name:
                struct.pack_into("<I", out, start + crc_at, crc)
                struct.pack_into("<I", out, start + size_at, size)
            start = out.find(signature, start + 4)
    return bytes(out)
