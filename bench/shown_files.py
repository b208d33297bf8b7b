"""What the fine-tuned detector costs on the text shown to agents: file previews (wired) and record hits (not).

    nice -n 10 python bench/shown_files.py                    # 40 PDFs + 40 DOCX of Hadoop reports, 100 recalls

1. File previews: real PDF and DOCX files (fpdf2, python-docx; each page or paragraph group a Hadoop bug report,
   Latin-1) go through the real attachment job (scan stubbed clean, the real extractor); each part is judged as
   recall and the browser judge it (`ShownGuard.verdict(..., strength=...)`), at `record` strength (the rules and
   the overturn: what a file's preview got before) and at `file` strength (the detector too), the first time (the
   verdict memo and the detector's own row cache emptied) and again (a memo hit). Both strengths on each part,
   in alternating order. Also: the share of these benign parts each strength withholds.
2. Record hits (not wired): lexical recall over 2,355 Firefox reports (`bench/shown_speed.py`'s set) records the
   titles and snippets each recall shows; each recall's texts are then judged at both strengths, the first time.

   Since m017 each part's verdict is also stored when the file is processed (`quarantine.shown.stored`): the
   third row judges each part as it is shown now, by its stored verdict (`known=`), the memo emptied first.
   Also the attachment job's CPU (this process and the extractor's children) per part with and without
   computing the verdicts.

CPU time (`time.process_time`, this process) per part and per recall: median and p95. Prints numbers; never fails.

    python bench/shown_files.py --fresh 5     # a new process's first recall with a file hit, stored vs not

4. With `--fresh N`: a data directory with one processed PDF; N new Python processes each open it and recall a
   query whose hits include the file (its preview and name judged at `file` strength), once with the stored
   verdicts and once with them cleared (as parts written before m017): the child's CPU time from start to the end
   of its first recall, and whether it loaded the guard model. Alternating, median.

    python bench/shown_files.py --sets guard_heldout10 guard_heldout9   # refusals only, development sets

3. With `--sets`: each attack and benign text of the named development modules (bench/guard_heldout*.py up to
   10, which are used up, or guard_written*; never a blind one) shown as a file's preview through `ShownGuard`
   (whole, line by line, in windows) at both strengths; counts per family.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import docx
from fpdf import FPDF

os.environ["OPMEM_GUARD_MODEL"] = "on"

from shown_speed import firefox_records

from opmem.core import Opmem
from opmem.ingest.scan import ScanResult
from opmem.quarantine import shown
from opmem.quarantine.detector import bundled_detector
from opmem.quarantine.guard import Verdict
from opmem.quarantine.shown import ShownGuard, Strength
from opmem.settings import Settings
from opmem.types import DocumentPart, Record

BEIR = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "eval" / "beir"
STRENGTHS: tuple[Strength, Strength] = ("record", "file")


class PassEverything:
    def scan(self, data: bytes) -> ScanResult:
        return ScanResult("clean", "")


def _reports(name: str) -> list[dict[str, str]]:
    with open(BEIR / name / "corpus.jsonl", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def _latin(text: str) -> str:
    return text.replace("\r", "").encode("latin-1", "replace").decode("latin-1")


def _pdf(pages: list[str]) -> bytes:
    pdf = FPDF()
    pdf.set_auto_page_break(True)
    pdf.set_font("Helvetica", size=9)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 4.5, _latin(text))
    return bytes(pdf.output())


def _docx(sections: list[str]) -> bytes:
    document = docx.Document()
    for i, text in enumerate(sections):
        if i:
            document.add_page_break()
        for paragraph in text.replace("\r", "").split("\n"):
            if paragraph.strip():
                document.add_paragraph(paragraph)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _page(report: dict[str, str]) -> str:
    return f"{report['title']}\n\n{report['text'][:2500]}"


def _first(judge: Callable[[], Verdict]) -> tuple[float, Verdict]:
    """CPU ms of a verdict nobody has seen: the memo and the detector's model rows emptied first (not timed)."""
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)
    bundled_detector()._read.clear()
    start = time.process_time()
    verdict = judge()
    return (time.process_time() - start) * 1000, verdict


def _again(judge: Callable[[], Verdict]) -> float:
    start = time.process_time()
    judge()
    return (time.process_time() - start) * 1000


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def _print(label: str, values: list[float]) -> None:
    print(f"  {label:<44} median {statistics.median(values):8.3f} ms, p95 {_p95(values):8.3f} ms (n={len(values)})")


def _cpu() -> float:
    """CPU seconds of this process and its waited-for children (the extractor runs in a child)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _attach_files(om: Opmem, files: int) -> None:
    reports = [r for r in _reports("gitbugs-hadoop") if len(r["text"]) > 200]
    om.upsert_record(Record("default", "incident", "INC-1", "resolved", short_description="files", description="x"))
    admin = om.local_admin("default")
    for i in range(files):
        chosen = reports[6 * i : 6 * i + 3], reports[6 * i + 3 : 6 * i + 6]
        om.add_attachment(admin, "incident", "INC-1", filename=f"r{i}.pdf", data=_pdf([_page(r) for r in chosen[0]]))
        om.add_attachment(admin, "incident", "INC-1", filename=f"r{i}.docx", data=_docx([_page(r) for r in chosen[1]]))


def _processed(files: int, verdicts: bool) -> tuple[list[DocumentPart], float]:
    """The files' parts (with their stored verdicts), and the attachment job's CPU seconds."""
    from opmem.ingest import attach

    real = attach.stored
    if not verdicts:
        attach.stored = lambda text: None  # type: ignore[assignment,return-value]
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)
    bundled_detector()._read.clear()
    try:
        with tempfile.TemporaryDirectory(prefix="opmem-shown-files-") as data:
            om = Opmem(
                Settings(data_dir=Path(data), default_embedding=None, clamd_socket=None), scanner=PassEverything()
            )
            _attach_files(om, files)
            start = _cpu()
            om.process_attachments()
            took = _cpu() - start
            docs = [a.doc_id for a in om.attachments.list("default", table="incident", record_id="INC-1") if a.doc_id]
            parts = [p for d in docs for p in om.store.parts("default", d)]
            om.close()
    finally:
        attach.stored = real
    return parts, took


def file_parts(files: int) -> list[DocumentPart]:
    without: list[float] = []
    with_verdicts: list[float] = []
    parts: list[DocumentPart] = []
    for verdicts in (False, True, False, True):
        found, took = _processed(files, verdicts)
        (with_verdicts if verdicts else without).append(took)
        parts = found if verdicts else parts
    n = len(parts)
    print(f"processing {2 * files} files ({n} parts), attachment job CPU (self + extractor children), 2 rounds each:")
    print(
        f"  without verdicts {1000 * statistics.median(without) / n:8.2f} ms per part "
        f"{[round(t, 2) for t in without]} s"
    )
    print(
        f"  with verdicts    {1000 * statistics.median(with_verdicts) / n:8.2f} ms per part "
        f"{[round(t, 2) for t in with_verdicts]} s"
    )
    return parts


def previews(parts: list[DocumentPart]) -> None:
    guard = ShownGuard()
    first: dict[Strength, list[float]] = {s: [] for s in STRENGTHS}
    again: dict[Strength, list[float]] = {s: [] for s in STRENGTHS}
    withheld: dict[Strength, int] = dict.fromkeys(STRENGTHS, 0)
    stored_first: list[float] = []
    stored_withheld = 0
    for i, part in enumerate(parts):
        text = part.text
        for strength in STRENGTHS if i % 2 else STRENGTHS[::-1]:

            def judge(s: Strength = strength, t: str = text) -> Verdict:
                return guard.verdict("preview", t, strength=s)

            took, verdict = _first(judge)
            first[strength].append(took)
            again[strength].append(_again(judge))
            withheld[strength] += not verdict.allowed

        def known(t: str = text, v: str | None = part.verdict) -> Verdict:
            return guard.verdict("preview", t, strength="file", known=v)

        took, verdict = _first(known)
        stored_first.append(took)
        stored_withheld += not verdict.allowed
    chars = statistics.median(len(p.text) for p in parts)
    print(f"file previews: {len(parts)} parts of real PDF/DOCX files (median {chars:.0f} chars), CPU per part")
    for strength in STRENGTHS:
        _print(f"{strength} strength, first time", first[strength])
        _print(f"{strength} strength, again", again[strength])
    _print("file strength, stored verdict, first time", stored_first)
    ratio = statistics.median(first["file"]) / statistics.median(first["record"])
    print(f"  file / record, first time: {ratio:.1f}x the median")
    for strength in STRENGTHS:
        print(f"  {strength} strength withholds {withheld[strength]}/{len(parts)} benign parts")
    print(f"  stored verdicts withhold {stored_withheld}/{len(parts)} benign parts")


_CHILD = """
import json, sys, time
from pathlib import Path
from opmem.core import Opmem
from opmem.settings import Settings
from opmem.quarantine import detector
om = Opmem(Settings(data_dir=Path(sys.argv[1]), default_embedding=None, clamd_socket=None))
hits = om.recall(om.local_admin("default"), sys.argv[2], k=5).hits
files = [h for h in hits if h.kind == "attachment"]
print(json.dumps({"cpu": time.process_time(), "files": len(files), "model": detector._bundled.cache_info().currsize}))
"""


def fresh(runs: int) -> None:
    """A new process's first recall with a file hit: stored verdicts vs none (as before m017), alternating."""
    query = next(r["title"] for r in _reports("gitbugs-hadoop") if len(r["text"]) > 200)  # the file's first page
    with tempfile.TemporaryDirectory(prefix="opmem-shown-fresh-") as data:
        settings = Settings(data_dir=Path(data), default_embedding=None, clamd_socket=None)
        om = Opmem(settings, scanner=PassEverything())
        _attach_files(om, 1)
        om.process_attachments()
        env = {**os.environ, "OPMEM_GUARD_MODEL": "on"}
        found: dict[bool, list[dict[str, float]]] = {True: [], False: []}
        for i in range(2 * runs):
            keep = i % 2 == 0
            if keep:
                _restore(om)
            else:
                with om.store.transaction("default") as db:
                    db.execute("UPDATE document_parts SET verdict = NULL")
                    db.execute("UPDATE documents SET title_verdict = NULL")
            om.store.checkpoint()
            out = subprocess.run(
                [sys.executable, "-c", _CHILD, data, query], env=env, capture_output=True, text=True, check=True
            )
            found[keep].append(json.loads(out.stdout.strip().splitlines()[-1]))
        om.close()
    print(f"a new process's first recall with a file hit ({runs} processes each, CPU from start to the first answer):")
    for keep, label in ((False, "verdicts not stored (before)"), (True, "verdicts stored (now)")):
        cpu = [r["cpu"] for r in found[keep]]
        loaded = sum(r["model"] > 0 for r in found[keep])
        print(
            f"  {label:<30} median {statistics.median(cpu):.2f} s CPU, max {max(cpu):.2f}; "
            f"file hits {[int(r['files']) for r in found[keep]]}; guard model loaded in {loaded}/{len(cpu)}"
        )


def _restore(om: Opmem) -> None:
    """The stored verdicts back, as the attachment job computes them (each part's and each name's)."""
    for a in om.attachments.list("default"):
        if not a.doc_id:
            continue
        doc = om.store.document("default", a.doc_id)
        assert doc is not None
        with om.store.transaction("default") as db:
            for p in om.store.parts("default", a.doc_id):
                db.execute(
                    "UPDATE document_parts SET verdict = ? WHERE tenant_id = ? AND doc_id = ? AND number = ?",
                    (shown.stored(p.text), "default", a.doc_id, p.number),
                )
            db.execute(
                "UPDATE documents SET title_verdict = ? WHERE id = ? AND tenant_id = ?",
                (shown.stored(doc.title), a.doc_id, "default"),
            )


def record_hits(queries: int) -> None:
    records = firefox_records()
    with open(BEIR / "jahan2023-firefox" / "queries.jsonl", encoding="utf-8") as lines:
        asked = [json.loads(line)["text"] for line in lines][:queries]
    shown_texts: list[list[tuple[str, str]]] = []
    with tempfile.TemporaryDirectory(prefix="opmem-shown-records-") as data:
        om = Opmem(Settings(data_dir=Path(data), default_embedding=None, clamd_socket=None))
        om.upsert_records(records)
        admin = om.local_admin("default")
        seen: list[tuple[str, str]] = []
        real = om.shown.verdict

        def recording(what: str, *texts: str, strength: Strength = "record", known: str | None = None) -> Verdict:
            seen.extend((what, t) for t in texts)
            return real(what, *texts, strength=strength, known=known)

        om.shown.verdict = recording  # type: ignore[method-assign]
        for query in asked:
            seen.clear()
            om.recall(admin, query, k=5)
            shown_texts.append(list(seen))
        om.close()
    guard = ShownGuard()
    first: dict[Strength, list[float]] = {s: [] for s in STRENGTHS}
    for i, texts in enumerate(shown_texts):
        for strength in STRENGTHS if i % 2 else STRENGTHS[::-1]:

            def judge(s: Strength = strength, shown_now: list[tuple[str, str]] = texts) -> Verdict:
                for what, text in shown_now:
                    guard.verdict(what, text, strength=s)
                return Verdict(True, "")

            first[strength].append(_first(judge)[0])
    per = statistics.median(len(t) for t in shown_texts)
    print(f"record hits (not wired): {len(shown_texts)} lexical recalls, k=5 ({per:.0f} titles and snippets each)")
    for strength in STRENGTHS:
        _print(f"{strength} strength, first time, per recall", first[strength])
    ratio = statistics.median(first["file"]) / statistics.median(first["record"])
    print(f"  file / record, first time: {ratio:.1f}x the median")


def refusals(names: list[str]) -> None:
    guard = ShownGuard()
    for name in names:
        module = importlib.import_module(name)
        for kind, items in (("attacks", module.attacks()), ("benign", module.benign())):
            counts: dict[tuple[str, Strength], int] = {}
            for item in items:
                for strength in STRENGTHS:
                    refused = not guard.verdict("preview", item.text, strength=strength).allowed
                    counts[item.family, strength] = counts.get((item.family, strength), 0) + refused
            print(f"{name} {kind} withheld as a file's preview: record strength -> file strength")
            for family in sorted({item.family for item in items}):
                total = sum(item.family == family for item in items)
                print(f"  {family:<28} {counts[family, 'record']:>4} -> {counts[family, 'file']:>4} of {total}")
            record, file = (sum(v for (_, s), v in counts.items() if s == strength) for strength in STRENGTHS)
            n = len(items)
            print(f"  {'all':<28} {record:>4} -> {file:>4} of {n} ({100 * record / n:.1f}% -> {100 * file / n:.1f}%)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=40, help="PDFs and as many DOCX files, 3 reports each")
    parser.add_argument("--queries", type=int, default=100, help="recalls over the Firefox records")
    parser.add_argument("--sets", nargs="+", help="only the refusals on these development modules")
    parser.add_argument("--fresh", type=int, help="only a new process's first recall with a file hit, N each")
    args = parser.parse_args()
    print(f"load {os.getloadavg()[0]:.1f}")
    if args.fresh:
        fresh(args.fresh)
        print(f"load {os.getloadavg()[0]:.1f}")
        return
    bundled_detector().model(["warm up"])  # type: ignore[misc]
    if args.sets:
        if any("heldout" in name and not name.removeprefix("guard_heldout").isdigit() for name in args.sets):
            parser.error("name development modules: guard_heldout (1) .. guard_heldout10, guard_written*")
        if any(
            name.startswith("guard_heldout") and int(name.removeprefix("guard_heldout") or 1) > 10 for name in args.sets
        ):
            parser.error("a blind held-out set (11 or later) is the lead's to run, once: not here")
        refusals(args.sets)
        return
    previews(file_parts(args.files))
    record_hits(args.queries)
    print(f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
