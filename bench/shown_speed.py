"""What guarding recall's titles and snippets costs: CPU time per recall, the first time and again.

    python bench/shown_speed.py            # jahan2023-firefox: 2,355 bug reports, 380 title queries, k=5

Lexical recall (no embedding model) through `Opmem.recall`, in a temporary data directory. The first pass
shows each query's hits for the first time (their verdicts are not yet remembered); the second pass repeats
the same queries. CPU time (`time.process_time`, every thread) rather than wall time, so a busy machine does
not blur the comparison; run it on the commit before `quarantine/shown.py` for the baseline. The time spent
judging texts is reported apart. Prints numbers; never fails.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from opmem.core import Opmem
from opmem.quarantine.guard import Verdict
from opmem.settings import Settings
from opmem.types import Record

try:
    from opmem.quarantine import shown
except ImportError:  # the commit before the guard on shown text: the baseline, with nothing to judge
    shown = None  # type: ignore[assignment]

EVAL = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "eval" / "beir" / "jahan2023-firefox"
WARM_UP = 20
QUERIES = 400


class _Timed:
    """The verdict memo, timed: CPU milliseconds spent judging texts (hits and misses alike)."""

    def __init__(self) -> None:
        self.ms = 0.0
        if shown is not None:
            self.real = shown._MEMO.verdict
            shown._MEMO.verdict = self.verdict  # type: ignore[method-assign]

    def verdict(self, text: str, *strength: str) -> Verdict:
        start = time.process_time()
        verdict = self.real(text, *strength)
        self.ms += (time.process_time() - start) * 1000
        return verdict


def firefox_records() -> list[Record]:
    """The jahan2023-firefox bug reports as resolved records (also `bench/shown_files.py`'s record hits)."""
    return beir_records(EVAL.name)


def beir_queries(name: str) -> list[str]:
    """The query texts of a set in ../shared/data/eval/beir."""
    with open(EVAL.parent / name / "queries.jsonl", encoding="utf-8") as lines:
        return [json.loads(line)["text"] for line in lines]


def beir_records(name: str) -> list[Record]:
    """The reports of a set in ../shared/data/eval/beir as resolved records (`bench/shown_records.py`'s too)."""
    out = []
    with open(EVAL.parent / name / "corpus.jsonl", encoding="utf-8") as lines:
        for line in lines:
            doc = json.loads(line)
            out.append(
                Record(
                    "default",
                    "incident",
                    doc["_id"],
                    "resolved",
                    short_description=doc["title"],
                    description=doc["text"],
                    resolved_at=datetime(2024, 1, 1, tzinfo=UTC),
                )
            )
    return out


def _p95(values: list[float]) -> float:
    return sorted(values)[min(len(values) - 1, int(0.95 * len(values)))]


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="opmem-shown-") as data:
        om = Opmem(Settings(data_dir=Path(data), default_embedding=None))
        om.upsert_records(firefox_records())
        admin = om.local_admin("default")
        with open(EVAL / "queries.jsonl", encoding="utf-8") as lines:
            queries = [json.loads(line)["text"] for line in lines][:QUERIES]
        for query in queries[:WARM_UP]:  # the indexes' own caches, not the verdicts of the timed queries
            om.recall(admin, query, k=5)
        timed = _Timed()
        for name in ("first pass", "second pass"):
            before, took = timed.ms, []
            for query in queries[WARM_UP:]:
                start = time.process_time()
                om.recall(admin, query, k=5)
                took.append((time.process_time() - start) * 1000)
            guard = (timed.ms - before) / len(took)
            print(
                f"{name}: CPU per recall median {statistics.median(took):.2f} ms, p95 {_p95(took):.2f} ms; "
                f"judging texts {guard:.2f} ms of it ({len(took)} queries)"
            )
        om.close()


if __name__ == "__main__":
    main()
