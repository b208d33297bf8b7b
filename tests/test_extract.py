from __future__ import annotations

import time

import pytest
from files import docx_bytes, lie_about_size, many_pages_pdf, pdf_bytes, rewrite_member, xlsx_bytes, zip_bomb

from opmem.ingest import extract as extract_package
from opmem.ingest.extract import Extraction, Limits, Part, extract, extract_isolated

SUPPORTED = ".pdf, .docx, .xlsx, .txt, .md, .csv, .log, .json"


def parts(extraction: Extraction) -> list[tuple[str, str]]:
    assert extraction.status == "ok", extraction.reason
    assert [part.number for part in extraction.parts] == list(range(1, len(extraction.parts) + 1))
    return [(part.label, part.text) for part in extraction.parts]


def refused(extraction: Extraction) -> tuple[str, str]:
    assert extraction.parts == () and extraction.total_parts == 0
    return extraction.status, extraction.reason


def test_public_names() -> None:
    assert sorted(extract_package.__all__) == sorted(
        ["EXTENSIONS", "ExtractStatus", "Extraction", "Extractor", "Limits", "Part", "extract", "extract_isolated"]
    )


# PDF


def test_pdf_has_one_part_per_page_including_blank_pages() -> None:
    data = pdf_bytes(["Disk full on db01\nrotate the logs   ", "", "Page three\n\n\n\nafter a gap"])
    result = extract(data, "Runbook.PDF")
    assert parts(result) == [
        ("page 1", "Disk full on db01\nrotate the logs"),
        ("page 2", ""),
        ("page 3", "Page three\nafter a gap"),
    ]
    assert result.total_parts == 3 and not result.truncated


def test_pdf_keeps_the_first_120_of_130_pages() -> None:
    result = extract(pdf_bytes([f"page text {n}" for n in range(1, 131)]), "long.pdf")
    assert len(result.parts) == 120 and result.total_parts == 130 and result.truncated
    assert result.parts[-1] == Part(120, "page 120", "page text 120")


def test_a_10000_page_pdf_reads_only_what_it_keeps() -> None:
    data = many_pages_pdf(10_000, "the same page")
    started = time.perf_counter()
    result = extract(data, "huge.pdf")
    assert time.perf_counter() - started < 2
    assert (len(result.parts), result.total_parts) == (120, 10_000)
    assert result.parts[0] == Part(1, "page 1", "the same page")


def test_an_encrypted_pdf_is_refused_with_the_reason() -> None:
    status, reason = refused(extract(pdf_bytes(["secret"], password="hunter2"), "locked.pdf"))
    assert status == "unsupported" and "the PDF is encrypted" in reason


def test_a_truncated_pdf_fails_with_the_reason() -> None:
    data = pdf_bytes([f"page {n} " + "words " * 200 for n in range(8)])
    status, reason = refused(extract(data[: len(data) // 2], "cut.pdf"))
    assert (status, reason) == ("failed", "the PDF is damaged or truncated: PDFium cannot parse it")


# Word


def test_docx_splits_at_page_and_section_breaks_and_reads_tables() -> None:
    data = docx_bytes(
        ["Incident report", "Timeline", [["time", "event"], ["10:02", "disk full"]], "Root cause", "Actions"],
        page_breaks={1},
        section_breaks={3},
    )
    assert parts(extract(data, "report.docx")) == [
        ("page 1", "Incident report"),
        ("page 2", "Timeline\ntime\tevent\n10:02\tdisk full"),
        ("page 3", "Root cause\nActions"),
    ]


def test_docx_without_breaks_is_packed_at_paragraph_boundaries() -> None:
    paragraphs = [f"Paragraph {n} " + "x" * 20 for n in range(1, 6)]
    result = extract(docx_bytes(paragraphs), "notes.docx", limits=Limits(part_chars=70))
    assert parts(result) == [
        ("part 1", "\n".join(paragraphs[0:2])),
        ("part 2", "\n".join(paragraphs[2:4])),
        ("part 3", paragraphs[4]),
    ]


def test_a_long_docx_page_is_packed_into_labelled_parts() -> None:
    data = docx_bytes(["Cover", "a" * 40, "b" * 40, "c" * 40], page_breaks={1})
    assert parts(extract(data, "long.docx", limits=Limits(part_chars=90))) == [
        ("page 1", "Cover"),
        ("page 2, part 1", "a" * 40 + "\n" + "b" * 40),
        ("page 2, part 2", "c" * 40),
    ]


@pytest.mark.parametrize(("filename", "main_part"), [("cv.docx", "word/document.xml"), ("q3.xlsx", "xl/workbook.xml")])
def test_a_zip_bomb_is_refused_from_its_directory(filename: str, main_part: str) -> None:
    status, reason = refused(extract(zip_bomb(main_part, 300_000_000), filename))
    kind = filename.rsplit(".")[-1]
    assert status == "unsupported"
    assert reason == f"the {kind} file expands to more than 200 MB; it looks like a zip bomb"


@pytest.mark.parametrize(
    ("real_size", "expected"),
    [
        (250_000_000, ("unsupported", "the docx file expands to more than 200 MB; it looks like a zip bomb")),
        (
            5_000_000,
            ("failed", "the docx file is damaged: member 'word/document.xml' is not the size its zip directory says"),
        ),
    ],
)
def test_a_zip_that_lies_about_its_sizes_is_caught_while_reading(real_size: int, expected: tuple[str, str]) -> None:
    lying = lie_about_size(zip_bomb("word/document.xml", real_size), "word/document.xml", bytes(100))
    assert refused(extract(lying, "cv.docx")) == expected


# Excel


def test_xlsx_reads_sheets_in_row_blocks_with_cached_formula_values() -> None:
    rows: list[list[object]] = [["invoice", "amount", "doubled"], [1001, 20, None], [1002, 21.5, None]]
    rows += [[], [], ["total", 41.5, True]]
    data = xlsx_bytes(
        {"Invoices": rows, "Empty": [], "Notes": [["owner", "line one\nline two"]]},
        formulas={("Invoices", "C2"): ("B2*2", "40")},
    )
    assert parts(extract(data, "q3.xlsx", limits=Limits(xlsx_rows_per_part=2))) == [
        ("sheet Invoices, rows 1-2", "invoice\tamount\tdoubled\n1001\t20\t40"),
        ("sheet Invoices, rows 3-3", "1002\t21.5"),
        ("sheet Invoices, rows 6-6", "total\t41.5\tTRUE"),
        ("sheet Notes", "owner\tline one line two"),
    ]


def test_a_long_sheet_keeps_max_parts_and_estimates_the_rest() -> None:
    data = xlsx_bytes({"Log": [[n, f"event {n}"] for n in range(1, 1001)]})
    result = extract(data, "log.xlsx", limits=Limits(max_parts=3, xlsx_rows_per_part=100))
    assert [part.label for part in result.parts] == [
        "sheet Log, rows 1-100",
        "sheet Log, rows 101-200",
        "sheet Log, rows 201-300",
    ]
    assert result.total_parts == 10 and result.truncated


# Text


def test_text_is_packed_at_line_boundaries() -> None:
    lines = [f"2024-05-01 12:00:0{n} ERROR disk full on db0{n}" for n in range(1, 7)]
    data = ("\ufeff" + "\r\n".join(lines) + "\r\n").encode()
    result = extract(data, "app.log", limits=Limits(part_chars=100))
    assert parts(result) == [
        ("part 1", "\n".join(lines[0:2])),
        ("part 2", "\n".join(lines[2:4])),
        ("part 3", "\n".join(lines[4:6])),
    ]


def test_8_bit_text_falls_back_to_windows_1252() -> None:
    assert parts(extract("café “quoted” naïve".encode("cp1252"), "notes.txt")) == [("part 1", "café “quoted” naïve")]


def test_a_line_longer_than_a_part_is_cut_at_spaces() -> None:
    data = ("word " * 30).encode()
    assert [text for _, text in parts(extract(data, "one.json", limits=Limits(part_chars=52)))] == [
        ("word " * 10).strip(),
        ("word " * 10).strip(),
        ("word " * 10).strip(),
    ]


@pytest.mark.parametrize("junk", [bytes(range(256)) * 40, b"\x89PNG\r\n\x1a\n" + bytes(4000)])
def test_binary_junk_named_txt_is_not_text(junk: bytes) -> None:
    assert refused(extract(junk, "readme.txt")) == ("unsupported", "the file is not text: it contains binary data")


# Every format


def _samples() -> dict[str, bytes]:
    return {
        "a.pdf": pdf_bytes(["one", "two"]),
        "a.docx": docx_bytes(["one", "two"], page_breaks={1}),
        "a.xlsx": xlsx_bytes({"S": [["one", 2]]}),
        "a.md": b"# one\n\ntwo\n",
    }


def test_extraction_is_deterministic() -> None:
    for name, data in _samples().items():
        first = extract(data, name)
        assert first.status == "ok" and first.parts
        assert extract(data, name) == first == extract(bytes(data), name)


def test_a_file_must_be_what_its_extension_says() -> None:
    pdf = pdf_bytes(["not a word file"])
    assert refused(extract(pdf, "cv.docx")) == (
        "unsupported",
        "the file is named .docx but is a PDF; rename it to .pdf",
    )
    assert refused(extract(b"hello", "a.pdf")) == (
        "unsupported",
        f"the file is named .pdf but is not a PDF; supported formats are {SUPPORTED}",
    )
    assert refused(extract(b"GIF89a", "cat.gif")) == (
        "unsupported",
        f"files of type .gif are not read; supported formats are {SUPPORTED}",
    )


def test_a_file_over_the_size_limit_is_refused() -> None:
    status, reason = refused(extract(b"x" * 2_000, "big.txt", limits=Limits(max_bytes=1_000)))
    assert (status, reason) == ("unsupported", "the file is 0.0 MB; files up to 0.001 MB are read")


def test_a_damaged_docx_fails_with_a_reason() -> None:
    data = rewrite_member(docx_bytes(["x"]), "word/document.xml", lambda xml: xml[: len(xml) // 2])
    status, reason = refused(extract(data, "broken.docx"))
    assert status == "failed" and reason.startswith("the Word document could not be read (")


# Isolated


def test_isolated_extraction_matches_in_process_extraction() -> None:
    for name, data in _samples().items():
        assert extract_isolated(data, name, limits=Limits(part_chars=10)) == extract(
            data, name, limits=Limits(part_chars=10)
        )
    assert extract_isolated(b"x", "a.exe") == extract(b"x", "a.exe")


def test_isolated_extraction_is_killed_on_timeout() -> None:
    started = time.perf_counter()
    result = extract_isolated(pdf_bytes(["x"] * 200), "big.pdf", timeout=0.01)
    assert time.perf_counter() - started < 2
    assert refused(result) == ("failed", "extraction took longer than 0.01 s")


def test_isolated_extraction_reports_running_out_of_memory() -> None:
    status, reason = refused(extract_isolated(b"abc def\n" * 4_000_000, "a.txt", memory_mb=100))
    assert (status, reason) == ("failed", "the text file needs more memory than extraction may use")
