"""Excel (.xlsx) through openpyxl in read-only mode: sheets in blocks of rows.

Formulas give the value Excel cached when it last saved the file (`data_only=True`); a formula without one
(a file written by a library that never calculated it) reads as an empty cell. Cells of a row are joined with
tabs, trailing empty cells dropped, empty rows skipped. A sheet is cut into blocks of `xlsx_rows_per_part` rows
(rows 1-200, 201-400, ...); a sheet of one block is labelled "sheet NAME", a longer one "sheet NAME, rows A-B"
with A and B its first and last rows that have content. A sheet without content makes no part.

The size a sheet declares (`<dimension>`) is ignored while reading, since writers often get it wrong; it only
estimates `total_parts` for the sheets left unread once `max_parts` parts are made.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Iterator
from datetime import date, datetime, time
from itertools import chain, islice
from typing import Protocol

import openpyxl

from opmem.ingest.extract.base import Extraction, Limits, checked_zip, kept

#: Excel's last row; a sheet claiming rows beyond it is not read further.
_EXCEL_ROWS = 1_048_576


class _Sheet(Protocol):
    """The part of openpyxl's read-only worksheet this module uses."""

    title: str
    max_row: int | None

    def reset_dimensions(self) -> None: ...
    def iter_rows(self, *, values_only: bool) -> Iterator[tuple[object, ...]]: ...


class XlsxExtractor:
    def extract(self, data: bytes, limits: Limits) -> Extraction:
        checked_zip(data, limits, "xlsx file").close()
        workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        try:
            sheets: list[_Sheet] = list(workbook.worksheets)
            declared = sum(math.ceil((sheet.max_row or 1) / limits.xlsx_rows_per_part) for sheet in sheets)
            pieces = list(islice(_pieces(sheets, limits.xlsx_rows_per_part), limits.max_parts + 1))
        finally:
            workbook.close()
        return kept(pieces, limits, at_least=declared if len(pieces) > limits.max_parts else 0)


def _pieces(sheets: Iterable[_Sheet], rows_per_part: int) -> Iterator[tuple[str, str]]:
    for sheet in sheets:
        sheet.reset_dimensions()
        blocks = _blocks(sheet, rows_per_part)
        first = next(blocks, None)
        second = next(blocks, None)
        if first is not None and second is None:
            yield f"sheet {sheet.title}", first[2]
            continue
        heads = [block for block in (first, second) if block is not None]
        for start, end, text in chain(heads, blocks):
            yield f"sheet {sheet.title}, rows {start}-{end}", text


def _blocks(sheet: _Sheet, rows_per_part: int) -> Iterator[tuple[int, int, str]]:
    """(first row, last row, text) of each block of rows that has content."""
    block = -1
    lines: list[tuple[int, str]] = []
    for number, row in enumerate(sheet.iter_rows(values_only=True), start=1):
        if number > _EXCEL_ROWS:
            break
        line = _line(row)
        if not line:
            continue
        if (number - 1) // rows_per_part != block and lines:
            yield lines[0][0], lines[-1][0], "\n".join(text for _, text in lines)
            lines = []
        block = (number - 1) // rows_per_part
        lines.append((number, line))
    if lines:
        yield lines[0][0], lines[-1][0], "\n".join(text for _, text in lines)


def _line(row: tuple[object, ...]) -> str:
    cells = [_cell(value) for value in row]
    while cells and not cells[-1]:
        cells.pop()
    return "\t".join(cells)


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    if isinstance(value, datetime):
        return value.date().isoformat() if value.time() == time() else value.isoformat(sep=" ")
    if isinstance(value, date | time):
        return value.isoformat()
    return " ".join(str(value).split())
