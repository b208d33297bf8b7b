"""What memory search pages cost and withhold with memory texts at `file` strength (issue 13, m019): before (the rules
and the overturn, `record` strength, as main did before dc524db), at first sight (no stored verdict: judged live at
`file` strength under one budget per page, withheld past it), and by the verdicts the worker stored (warm).

    nice -n 10 python bench/first_sight_memory.py                          # jahan2023-firefox, 40 pages of 20
    nice -n 10 python bench/first_sight_memory.py --corpus gitbugs-hadoop

Each report is a memory written as a stand-in (no real agent memories ship): its title the report's title, its
symptoms, root cause, ruled-out cause and resolution the report's first four sentences (at most 300 characters each).
Memories go in pages of 20 by an agent tag; each page is searched (`search_memory`, timeline mode, limit 20, with
details) before and at first sight, alternating which goes first, the verdict memo emptied before each; then the worker
stores every memory's verdicts (`refresh_record_verdicts`, one memory a call: its CPU per memory) and each page is
searched again (memo emptied). CPU time of this process (`time.process_time`) for the whole search call; texts
withheld, and of them those not yet read (past the budget). Development data (the BEIR reports); prints numbers,
never fails.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ["OPMEM_GUARD_MODEL"] = "on"

from shown_speed import beir_records

from opmem.core import Opmem
from opmem.memory import MemoryDraft, Signal, Tag
from opmem.memory import shown as memory_shown
from opmem.memory.model import MemoryHit
from opmem.quarantine import shown
from opmem.quarantine.shown import ShownGuard, is_withheld
from opmem.settings import Settings
from opmem.types import Record

PAGE = 20
TENANT = "default"
SIGNAL = Signal("manual", {"note": "stand-in"})


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def _stats(values: list[float]) -> str:
    return f"median {statistics.median(values):.1f} ms, p95 {_p95(values):.1f} ms"


def _forget() -> None:
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)


def _draft(r: Record, page: int) -> MemoryDraft:
    sentences = [s[:300] for s in r.description.replace("\n", " ").split(". ") if s.strip()][:4]
    sentences += [""] * (4 - len(sentences))
    return MemoryDraft(
        title=r.short_description[:300] or "Untitled",
        symptoms=sentences[0],
        root_cause=sentences[1],
        ruled_out=(sentences[2],) if sentences[2] else (),
        resolution=sentences[3],
        tags=(Tag("entity:page", f"p{page}"),),
    )


@contextmanager
def record_strength() -> Iterator[None]:
    """Memory texts judged as before dc524db: the rules and the overturn, no stored verdict."""
    text = memory_shown.Seen.text
    memory_shown.Seen.text = lambda self, _id, t, what: self.shown.text(t, what) if t else t  # type: ignore[method-assign]
    try:
        yield
    finally:
        memory_shown.Seen.text = text  # type: ignore[method-assign]


def _texts(hits: tuple[MemoryHit, ...]) -> list[str]:
    out = []
    for h in hits:
        out.append(h.title)
        if h.details is not None:
            d = h.details
            out += [t for t in (d.symptoms, d.root_cause, *d.ruled_out, d.resolution) if t]
    return out


def run(corpus: str, pages: int) -> None:
    records = beir_records(corpus)[: pages * PAGE]
    with tempfile.TemporaryDirectory(prefix="opmem-fsm-") as data:
        om = Opmem(Settings(data_dir=Path(data), default_embedding=None))
        om.memory.create_agent(TENANT, "triage")
        for n, r in enumerate(records):
            inv = om.memory.start_investigation(TENANT, "triage", (SIGNAL,))
            om.memory.record_memory(TENANT, "triage", inv.id, _draft(r, n // PAGE))
        ShownGuard().verdict("warm-up", "The model loads once.", strength="file")

        def search(page: int) -> tuple[float, list[str]]:
            _forget()
            start = time.process_time()
            found = om.memory.search(
                TENANT, mode="timeline", tags=[f"entity:page=p{page}"], limit=PAGE, include_details=True
            )
            return (time.process_time() - start) * 1000, _texts(found.hits)

        took: dict[str, list[float]] = {"before": [], "first sight": [], "stored": []}
        withheld: dict[str, list[str]] = {name: [] for name in took}
        shown_texts = 0
        for page in range(pages):
            for arm in ("before", "first sight") if page % 2 == 0 else ("first sight", "before"):
                if arm == "before":
                    with record_strength():
                        cpu, texts = search(page)
                else:
                    cpu, texts = search(page)
                took[arm].append(cpu)
                withheld[arm] += [t for t in texts if is_withheld(t)]
            shown_texts += len(texts)
        worker: list[float] = []
        while True:
            _forget()  # the searches judged these texts: the worker pays for them as it would alone
            start = time.process_time()
            if not om.refresh_record_verdicts(budget=0):
                break
            worker.append((time.process_time() - start) * 1000)
        for page in range(pages):
            cpu, texts = search(page)
            took["stored"].append(cpu)
            withheld["stored"] += [t for t in texts if is_withheld(t)]
        om.close()
    print(f"{corpus}: {len(records)} memories (stand-ins) in {pages} pages of {PAGE}; {shown_texts} texts shown")
    print(f"  worker CPU per memory: {_stats(worker)}, mean {statistics.fmean(worker):.1f} ms")
    for arm, values in took.items():
        unread = sum("not yet read by the guard" in t for t in withheld[arm])
        print(
            f"  {arm}: CPU per page {_stats(values)}; texts withheld {len(withheld[arm])} "
            f"({100 * len(withheld[arm]) / shown_texts:.1f}%), of them not yet read (past the budget) {unread}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default="jahan2023-firefox")
    parser.add_argument("--pages", type=int, default=40)
    args = parser.parse_args()
    run(args.corpus, args.pages)


if __name__ == "__main__":
    main()
