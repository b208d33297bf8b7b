"""Extraction throughput for PDFs: pages per second for `extract` (in process) and `extract_isolated` (child).

    python bench/extract.py                      # 200 pages of ~400 words, median of 5 runs
    python bench/extract.py --pages 500 --runs 9

The PDF is generated with fpdf2 (deterministic words from a fixed seed); the limits keep every page, so all
pages are read. Prints numbers only; it never fails on a slow result.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from fpdf import FPDF

from opmem.ingest.extract import Extraction, Limits, extract, extract_isolated

VOCABULARY = (
    "disk full database replica lag timeout restart service node cluster kernel memory leak certificate expired "
    "rollback deploy config queue backlog latency error retry upstream gateway dns resolver cache eviction "
    "the a of to and in on for with after before during while because when"
)
WORDS = tuple(VOCABULARY.split())


def realistic_pdf(pages: int, words_per_page: int, seed: int) -> bytes:
    rng = random.Random(seed)
    pdf = FPDF()
    pdf.set_auto_page_break(False)
    pdf.set_font("Helvetica", size=8)
    for _ in range(pages):
        pdf.add_page()
        pdf.multi_cell(0, 3.6, " ".join(rng.choice(WORDS) for _ in range(words_per_page)))
    return bytes(pdf.output())


def median_seconds(run: Callable[[], Extraction], runs: int, pages: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - started)
        assert result.status == "ok" and len(result.parts) == pages, result.reason
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--words", type=int, default=400, help="words per page")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    data = realistic_pdf(args.pages, args.words, args.seed)
    limits = Limits(max_parts=args.pages, max_pdf_pages=args.pages)
    chars = sum(len(part.text) for part in extract(data, "bench.pdf", limits=limits).parts)
    print(f"PDF: {args.pages} pages, {len(data) / 1e6:.2f} MB, {chars / args.pages:.0f} characters of text per page")
    for name, run in (
        ("extract", lambda: extract(data, "bench.pdf", limits=limits)),
        ("extract_isolated", lambda: extract_isolated(data, "bench.pdf", limits=limits)),
    ):
        seconds = median_seconds(run, args.runs, args.pages)
        rate = args.pages / seconds
        print(f"{name:<17} {rate:8.0f} pages/s   ({seconds * 1000:.0f} ms per file, median of {args.runs})")
    started = time.perf_counter()
    extract_isolated(b"hello", "tiny.txt")
    startup = (time.perf_counter() - started) * 1000
    print(f"child start-up    {startup:8.0f} ms   (a one-line .txt through extract_isolated)")


if __name__ == "__main__":
    main()
