"""What storing a record's verdicts ahead of time (m018) costs and buys: recall's titles and snippets judged live at
first sight (before the worker has judged the record: `quarantine.first_sight`, `file` strength under a budget per
recall; the rules and the overturn alone, `record` strength, on the code before it) against shown by the verdicts the
worker stored at `file` strength (with the fine-tuned detector).

    nice -n 10 python bench/shown_records.py                                   # jahan2023-firefox, 380 queries
    nice -n 10 python bench/shown_records.py --corpus gitbugs-hadoop           # its 66 queries
    nice -n 10 python bench/shown_records.py --sets guard_heldout10 guard_heldout11

1. The corpus's reports as records in two data directories, one whose verdicts the worker's catch-up stored
   (`Opmem.refresh_record_verdicts`, one document a call: the worker's CPU per document, median and p95, and the
   total for 10,000 documents), one without. Each query is recalled (lexical, k=5) in both, alternating which goes
   first, the verdict memo (and the detector's own) emptied before each: the first sight's CPU per recall, median
   and p95. Also the benign cost: titles and snippets withheld in each (and, at first sight, how many of them for the
   budget: not yet read), and those withheld live but shown by the stored verdicts (should be none).
2. With `--sets`: each attack and benign text of the named development modules (bench/guard_heldout*.py up to 11,
   used up; never a blind one) as a record's body (queried by its question, else its first words) and as a
   record's title, shown through recall's own code (`RecallEngine._snippet`, `shown_title`) before and after the
   worker judged it: the share withheld, per family.

   A third directory holds the same stored verdicts marked as an earlier guard's (the "guard" field rewritten, as
   after any change to the guard's source, until the worker has judged them again: `verdicts._stored`), recalled
   in turn with the other two: what recall costs in the hours after an upgrade.
CPU time (`time.process_time`, this process). Prints numbers; never fails. Run on a commit before 5fbe8d1 (first
sight), the "live" figures are `record` strength.
"""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Protocol

os.environ["OPMEM_GUARD_MODEL"] = "on"

from shown_speed import beir_queries, beir_records

from opmem.core import Opmem
from opmem.index.analysis import stems
from opmem.quarantine import shown
from opmem.quarantine.detector import bundled_detector, model_off
from opmem.quarantine.shown import guard_version, is_withheld
from opmem.recall.read import shown_title
from opmem.settings import Settings
from opmem.types import Document, Record

WARM_UP = 20
#: The guard version an "earlier guard" stored verdicts with (hex, like a real one; never this guard's).
EARLIER_GUARD = "0" * 32


class Item(Protocol):
    """A held-out set's text (bench/guard_heldout*.py's `Item`)."""

    family: str
    text: str
    question: str


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def _forget() -> None:
    """Empty the verdict memo and the detector's own memory of texts it read (two arms that read the detector would
    otherwise share what it read: the third arm's, before an earlier guard's verdicts counted)."""
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)
    if not model_off():
        detector = bundled_detector()
        with detector._lock:
            detector._cache.clear()
            detector._read.clear()


def _judge_all(om: Opmem) -> list[float]:
    """The worker's catch-up, one document a call: CPU milliseconds per document."""
    took: list[float] = []
    while True:
        start = time.process_time()
        if not om.refresh_record_verdicts(budget=0):
            return took
        took.append((time.process_time() - start) * 1000)


def speed(corpus: str, queries: int) -> None:
    # a record's description is at most 65,536 characters (a few Hadoop reports carry longer logs)
    records = [replace(r, description=r.description[:60_000]) for r in beir_records(corpus)]
    asked = beir_queries(corpus)[: WARM_UP + queries]
    with tempfile.TemporaryDirectory(prefix="opmem-rv-") as data:
        live, known = (Opmem(Settings(data_dir=Path(data) / n, default_embedding=None)) for n in ("live", "known"))
        for om in (live, known):
            om.upsert_records(records)
        worker = _judge_all(known)
        known.close()
        shutil.copytree(Path(data) / "known", Path(data) / "earlier")
        known, earlier = (
            Opmem(Settings(data_dir=Path(data) / n, default_embedding=None)) for n in ("known", "earlier")
        )
        _mark_earlier(earlier)
        stores = {"live": live, "known": known, "earlier": earlier}
        mean = statistics.fmean(worker)
        print(
            f"{corpus}: {len(records)} records; worker CPU per document median {statistics.median(worker):.1f} ms, "
            f"p95 {_p95(worker):.1f}, mean {mean:.1f}: {mean * 10:.0f} s per 10,000 documents"
        )
        admin = live.local_admin("default")
        for query in asked[:WARM_UP]:
            for om in stores.values():
                om.recall(admin, query, k=5)
        took: dict[str, list[float]] = {name: [] for name in stores}
        withheld = dict.fromkeys(stores, 0)
        unread = dict.fromkeys(stores, 0)
        shown_texts, fewer, differ = 0, 0, 0
        for n, query in enumerate(asked[WARM_UP:]):
            hits = {}
            names = list(stores)
            for name in names[n % 3 :] + names[: n % 3]:
                _forget()
                start = time.process_time()
                hits[name] = stores[name].recall(admin, query, k=5).hits
                took[name].append((time.process_time() - start) * 1000)
                withheld[name] += sum(is_withheld(h.title) + is_withheld(h.snippet) for h in hits[name])
                unread[name] += sum(_unread(h.title) + _unread(h.snippet) for h in hits[name])
            shown_texts += 2 * len(hits["live"])
            differ += sum(
                is_withheld(a.title) != is_withheld(b.title) or is_withheld(a.snippet) != is_withheld(b.snippet)
                for a, b in zip(hits["known"], hits["earlier"], strict=True)
            )
            after = {h.doc_id: h for h in hits["known"]}
            for h in hits["live"]:
                other = after.get(h.doc_id)
                for before, now in ((h.title, other.title), (h.snippet, other.snippet)) if other else ():
                    if is_withheld(before) and not is_withheld(now):
                        fewer += 1
                        print(f"  withheld live, shown stored ({query!r}): {before[:160]!r} / {now[:300]!r}")
        for name, label in (
            ("live", "judged live (first sight)"),
            ("known", "stored verdicts (file strength)"),
            ("earlier", "an earlier guard's stored verdicts and this guard's rules"),
        ):
            values = took[name]
            print(
                f"  first sight, {label}: CPU per recall median {statistics.median(values):.2f} ms, "
                f"p95 {_p95(values):.2f} ms ({len(values)} queries)"
            )
        print(
            f"  benign titles and snippets withheld: live {withheld['live']} (of which not yet read, past the budget: "
            f"{unread['live']}), stored {withheld['known']} (not yet read: {unread['known']}) of {shown_texts}; "
            f"withheld live but shown by the stored verdicts: {fewer}"
        )
        print(
            f"  an earlier guard's verdicts: withheld {withheld['earlier']} (not yet read: {unread['earlier']}); "
            f"hits whose title or snippet is withheld otherwise than by this guard's stored verdicts: {differ}"
        )
        for om in stores.values():
            om.close()


def _mark_earlier(om: Opmem) -> None:
    """Every stored verdict of `om` made an earlier guard's (its "guard" field rewritten), as after an upgrade."""
    current = guard_version()
    with om.store.transaction("default") as db:
        db.execute(
            "UPDATE documents SET title_verdict = replace(title_verdict, ?, ?), "
            "body_verdict = replace(body_verdict, ?, ?)",
            (current, EARLIER_GUARD, current, EARLIER_GUARD),
        )


def _unread(text: str) -> bool:
    """A marker of first sight's budget (a text not yet read by the detector), not of a refusal."""
    return is_withheld(text) and "not yet read by the guard" in text


def _record(n: int, title: str, body: str) -> Record:
    return Record("default", "incident", f"T{n}", "resolved", short_description=title, description=body)


def refusals(names: list[str]) -> None:
    for name in names:
        module = importlib.import_module(name)
        for kind, items in (("attacks", module.attacks()), ("benign", module.benign())):
            with tempfile.TemporaryDirectory(prefix="opmem-rv-") as data:
                om = Opmem(Settings(data_dir=Path(data), default_embedding=None))
                bodies = [_record(2 * i, "Ticket", item.text) for i, item in enumerate(items)]
                titles = [
                    _record(2 * i + 1, " ".join(item.text.split()), "See the title.") for i, item in enumerate(items)
                ]
                om.upsert_records(bodies + titles)
                docs = {d.record_id: d for batch in om.store.iter_documents("default") for d in batch}
                before = _shown(om, items, docs)
                while om.refresh_record_verdicts(budget=60):
                    pass
                docs = {d.record_id: d for batch in om.store.iter_documents("default") for d in batch}
                after = _shown(om, items, docs)
                om.close()
            print(f"{name} {kind} withheld as record text, live (first sight) -> stored file strength")
            print(f"  {'family':<24} {'body':>13} {'title':>13} of")
            for family in sorted({item.family for item in items}):
                picked = [i for i, item in enumerate(items) if item.family == family]
                cells = [
                    f"{sum(b[i][w] for i in picked):>4} -> {sum(a[i][w] for i in picked):>4}"
                    for w in (0, 1)
                    for b, a in ((before, after),)
                ]
                print(f"  {family:<24} {cells[0]:>13} {cells[1]:>13} {len(picked)}")
            n = len(items)
            for w, what in ((0, "body"), (1, "title")):
                b, a = sum(x[w] for x in before), sum(x[w] for x in after)
                fewer = sum(x[w] and not y[w] for x, y in zip(before, after, strict=True))
                print(
                    f"  all, {what}: {b} -> {a} of {n} ({100 * b / n:.1f}% -> {100 * a / n:.1f}%); "
                    f"withheld before, shown after: {fewer}"
                )


def _shown(om: Opmem, items: list[Item], docs: dict[str, Document]) -> list[tuple[bool, bool]]:
    """Whether recall's snippet of each item's body record, and the title of its title record, is withheld."""
    out = []
    for i, item in enumerate(items):
        query = item.question or " ".join(item.text.split()[:8])
        body, title = docs[f"T{2 * i}"], docs[f"T{2 * i + 1}"]
        _forget()
        snippet = om.engine._snippet(body, set(stems(query)))
        out.append((is_withheld(snippet), is_withheld(shown_title(title, om.shown))))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default="jahan2023-firefox")
    parser.add_argument("--queries", type=int, default=380)
    parser.add_argument("--sets", nargs="+", help="only the refusals on these development modules")
    args = parser.parse_args()
    if args.sets:
        if any(not name.removeprefix("guard_heldout").isdigit() for name in args.sets if "heldout" in name):
            parser.error("name development modules: guard_heldout (1) .. guard_heldout11, guard_written*")
        if any(int(name.removeprefix("guard_heldout") or 1) > 11 for name in args.sets if "heldout" in name):
            parser.error("a blind held-out set (12 or later) is the lead's to run, once: not here")
        refusals(args.sets)
    else:
        speed(args.corpus, args.queries)


if __name__ == "__main__":
    main()
