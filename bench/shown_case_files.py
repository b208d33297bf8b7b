"""What judging the case file, read pages and memory texts at `file` strength (the fine-tuned detector too) costs
and buys, against `record` strength (the rules and the overturn: before), in the same run.

    nice -n 10 python bench/shown_case_files.py --sets guard_heldout10 guard_heldout11   # attacks and benign
    nice -n 10 python bench/shown_case_files.py --corpus jahan2023-firefox               # real reports, CPU
    nice -n 10 python bench/shown_case_files.py --corpus gitbugs-hadoop --limit 600

1. With `--sets`: each attack and benign text of the named development modules (bench/guard_heldout*.py up to 11;
   never a blind one) as a dispatched record's description and as a free field's value, through
   `dispatch.guarded.case_file` before and after: the share withheld, per family.
2. With `--corpus`: the set's reports (../shared/data/eval/beir) as case files, before and after (reports with
   anything withheld, paragraphs withheld); the same reports as documents read through `read_knowledge_document`'s
   first page: judged live before, live at `file` strength after, and by the worker's stored body verdicts after
   (paragraphs withheld; CPU per page, median and p95, the memo emptied before each); CPU per dispatch (the whole
   `Dispatcher.dispatch`, the model loaded: first sight with the memo emptied, and warm, repeated), before and
   after, alternating which goes first; and the guard's CPU for 20 memories' texts (a `search_memory` page) at each
   strength, first sight.

"Before" is the same code with every strength forced to `record` and no stored verdict (`RecordStrength`): what
main did before the case file and pages were judged at `file` strength. CPU time (`time.process_time`, this
process). Prints numbers; never fails.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

os.environ["OPMEM_GUARD_MODEL"] = "on"

from shown_speed import beir_records

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.dispatch.guarded import case_file
from opmem.quarantine import shown
from opmem.quarantine.guard import Verdict
from opmem.quarantine.shown import ShownGuard, Strength
from opmem.settings import Settings
from opmem.types import Principal, Record

MARK = " withheld: "
MEMORIES = 20


class Item(Protocol):
    """A held-out set's text (bench/guard_heldout*.py's `Item`)."""

    family: str
    text: str
    question: str


class RecordStrength(ShownGuard):
    """The guard as it was before: every text at `record` strength, no stored body verdict for pages."""

    def verdict(
        self,
        what: str,
        *texts: str,
        strength: Strength = "record",
        known: str | None = None,
    ) -> Verdict:
        return super().verdict(what, *texts, strength="record", known=known)

    def passage(
        self,
        text: str,
        start: int,
        end: int,
        what: str = "paragraph",
        *,
        strength: Strength = "record",
        known: str | None = None,
        labelled: bool = False,
    ) -> str:
        return super().passage(text, start, end, what)


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def _forget() -> None:
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)


def _cpu_ms(call: Callable[[], object]) -> float:
    start = time.process_time()
    call()
    return (time.process_time() - start) * 1000


def _stats(values: list[float]) -> str:
    return f"median {statistics.median(values):.2f} ms, p95 {_p95(values):.2f} ms ({len(values)})"


def _new(n: int, description: str, fields: dict[str, str] | None = None, title: str = "Ticket") -> Record:
    return Record(
        "default", "incident", f"N{n}", "new", short_description=title, description=description, fields=fields or {}
    )


def _withheld(case: Record) -> int:
    texts = [case.short_description, case.description, case.resolution_notes, case.close_code, *case.fields.values()]
    return sum(text.count(MARK) for text in texts) + sum(MARK in name for name in case.fields)


def refusals(names: list[str]) -> None:
    guards = {"before": RecordStrength(), "after": ShownGuard()}
    for name in names:
        module = importlib.import_module(name)
        for kind, items in (("attacks", module.attacks()), ("benign", module.benign())):
            as_body = [_new(i, item.text) for i, item in enumerate(items)]
            as_field = [_new(i, "See the field.", {"customer_note": item.text}) for i, item in enumerate(items)]
            found = {
                (where, arm): [_withheld(case_file(guard, r)) > 0 for r in records]
                for where, records in (("description", as_body), ("field", as_field))
                for arm, guard in guards.items()
            }
            n = len(items)
            print(f"{name} {kind} withheld in a case file, record strength (before) -> file strength (after)")
            print(f"  {'family':<24} {'description':>13} {'field value':>13} of")
            for family in sorted({item.family for item in items}):
                picked = [i for i, item in enumerate(items) if item.family == family]
                cells = [
                    f"{sum(found[w, 'before'][i] for i in picked):>4} -> {sum(found[w, 'after'][i] for i in picked):>4}"
                    for w in ("description", "field")
                ]
                print(f"  {family:<24} {cells[0]:>13} {cells[1]:>13} {len(picked)}")
            for where in ("description", "field"):
                b, a = sum(found[where, "before"]), sum(found[where, "after"])
                print(f"  all, {where}: {b} -> {a} of {n} ({100 * b / n:.1f}% -> {100 * a / n:.1f}%)")


def case_files(records: list[Record]) -> None:
    print(f"  {len(records)} reports as case files (a new record's description)")
    for arm, guard in (("before (record strength)", RecordStrength()), ("after (file strength)", ShownGuard())):
        _forget()
        counts = [_withheld(case_file(guard, replace(r, state="new"))) for r in records]
        print(f"    {arm}: reports with something withheld {sum(c > 0 for c in counts)}, texts withheld {sum(counts)}")


class Unstored(ShownGuard):
    """The guard as it is, but a page judged live (the body's stored verdict ignored)."""

    def passage(
        self,
        text: str,
        start: int,
        end: int,
        what: str = "paragraph",
        *,
        strength: Strength = "record",
        known: str | None = None,
        labelled: bool = False,
    ) -> str:
        return super().passage(text, start, end, what, strength=strength, labelled=labelled)


def pages(om: Opmem, reader: Principal, doc_ids: list[int]) -> None:
    """The first page of each document (the worker's verdicts stored): paragraphs withheld and CPU per page, the
    memo emptied before each, the arms' order rotated."""
    arms: dict[str, ShownGuard] = {
        "before (record strength, live)": RecordStrength(),
        "after, live (file strength)": Unstored(),
        "after, by the stored body verdict": ShownGuard(),
    }
    names = list(arms)
    took: dict[str, list[float]] = {arm: [] for arm in arms}
    withheld = dict.fromkeys(arms, 0)
    for n, doc_id in enumerate(doc_ids):
        for arm in names[n % 3 :] + names[: n % 3]:
            om.reader.shown = arms[arm]
            _forget()
            start = time.process_time()
            page = om.read_document(reader, doc_id)
            took[arm].append((time.process_time() - start) * 1000)
            withheld[arm] += page.content.count(MARK)
    for arm in arms:
        print(f"    read page, {arm}: paragraphs withheld {withheld[arm]}; CPU per page {_stats(took[arm])}")


def dispatches(om: Opmem, new_ids: list[str]) -> None:
    arms = {"before (record strength)": RecordStrength(), "after (file strength)": ShownGuard()}
    agent = om.store.principal("default", "triage")
    took: dict[tuple[str, str], list[float]] = {(arm, s): [] for arm in arms for s in ("first", "warm")}
    for n, record_id in enumerate(new_ids):
        for arm in list(arms) if n % 2 == 0 else list(arms)[::-1]:
            guard = arms[arm]
            om.dispatch.shown = om.dispatch.builder.shown = om.dispatch.pursuits.shown = guard
            _forget()
            call = functools.partial(om.dispatch.dispatch, agent, "triage", "incident", record_id)
            took[arm, "first"].append(_cpu_ms(call))
            took[arm, "warm"].append(_cpu_ms(call))
    for (arm, sight), values in took.items():
        print(f"    CPU per dispatch, {arm}, {sight}: {_stats(values)}")


def memories(records: list[Record]) -> None:
    """The guard's CPU for the texts of `MEMORIES` memories (title, symptoms, root cause, resolution: a report's
    title and its first sentences as stand-ins), first sight, at each strength."""
    pages_ = [records[i : i + MEMORIES] for i in range(0, min(len(records), 40 * MEMORIES), MEMORIES)]
    strengths: tuple[Strength, ...] = ("record", "file")
    for strength in strengths:
        took = []
        for page in pages_:
            texts = [t for r in page for t in _memory_texts(r)]
            _forget()
            guard = ShownGuard()
            took.append(_cpu_ms(functools.partial(_judge_all, guard, texts, strength)))
        print(f"    guard CPU for {MEMORIES} memories' texts (first sight), {strength} strength: {_stats(took)}")


def _judge_all(guard: ShownGuard, texts: list[str], strength: Strength) -> list[str]:
    return [guard.text(t, "memory", strength=strength) for t in texts]


def _memory_texts(r: Record) -> list[str]:
    sentences = [s for s in r.description.replace("\n", " ").split(". ") if s.strip()][:3]
    return [r.short_description, *(s[:300] for s in sentences)]


def corpus(name: str, limit: int, dispatched: int) -> None:
    # a record's description is at most 65,536 characters (a few Hadoop reports carry longer logs)
    records = [replace(r, description=r.description[:60_000]) for r in beir_records(name)][:limit]
    print(f"{name}: {len(records)} reports")
    case_files(records)
    memories(records)
    with tempfile.TemporaryDirectory(prefix="opmem-cf-") as data:
        om = Opmem(Settings(data_dir=Path(data), default_embedding=None))
        om.upsert_records(records)
        new = [replace(r, record_id=f"NEW-{r.record_id}", state="new", resolved_at=None) for r in records[:dispatched]]
        om.upsert_records(new)
        om.memory.create_agent("default", "triage")
        om.create_principal("default", "triage", grants=["incident"])
        reader = om.create_principal("default", "reader", grants=["incident"])  # a person: reads without a run
        om.dispatch.grant_tools("default", "triage", list(TOOLS))
        doc_ids = [
            doc_id for r in records if (doc_id := om.store.document_id("default", f"resolution:incident:{r.record_id}"))
        ]
        ShownGuard().verdict("warm-up", "The model loads once.", strength="file")
        dispatches(om, [r.record_id for r in new])
        while om.refresh_record_verdicts(budget=60):
            pass
        pages(om, reader, doc_ids)
        om.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default="jahan2023-firefox")
    parser.add_argument("--limit", type=int, default=100_000, help="reports of the corpus used")
    parser.add_argument("--dispatches", type=int, default=100, help="reports dispatched on as new records")
    parser.add_argument("--sets", nargs="+", help="only the refusals on these development modules")
    args = parser.parse_args()
    if args.sets:
        if any(not name.removeprefix("guard_heldout").isdigit() for name in args.sets if "heldout" in name):
            parser.error("name development modules: guard_heldout (1) .. guard_heldout11, guard_written*")
        if any(int(name.removeprefix("guard_heldout") or 1) > 11 for name in args.sets if "heldout" in name):
            parser.error("a blind held-out set (12 or later) is the lead's to run, once: not here")
        refusals(args.sets)
    else:
        corpus(args.corpus, args.limit, args.dispatches)


if __name__ == "__main__":
    main()
