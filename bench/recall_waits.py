"""Where a first-seen query's caller waits: each stage of a recall in wall time and in the caller's CPU time.

    python bench/recall_waits.py --data-dir /tmp/opmem-100k      # a data directory bench/speed.py built

`bench/recall_stages.py` counts CPU only; a stage whose wall time exceeds its CPU is where the caller waited: for
the GIL (the query's embedding runs Python on the pool thread before and after the model), for a core (a loaded
machine), or for the query vector (`wait for the vector`). Also when the pool thread started, reached the model and
left it, counted from the submit. The speed benchmark's 200 timed queries after its warm-up ones, each query's
vector forgotten first. Prints median, p95 and mean in ms; it never fails on a slow result.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

import numpy as np
import recall_stages
import synth

import opmem.recall.engine as engine_module
from opmem.core import Opmem

#: (stage, owner, attribute) timed in wall and thread CPU time.
STAGES = (
    ("recall", "om", "recall"),
    ("catch_up", "engine", "catch_up"),
    ("text arm", "om.text", "search_text"),
    ("fuzzy arm", "om.text", "search_fuzzy"),
    ("semantic search", "om.vectors", "search_semantic"),
    ("fuse", "engine_module", "fuse"),
    ("select", "engine", "_select"),
    ("query embedding (pool)", "engine", "_embed_query"),
)


class Timeline:
    def __init__(self) -> None:
        self.current: dict[str, int] = {}
        self.rows: list[dict[str, int]] = []

    def add(self, key: str, value: int) -> None:
        self.current[key] = self.current.get(key, 0) + value

    def wrap(self, stage: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            wall, cpu = time.perf_counter_ns(), time.thread_time_ns()
            try:
                return call(*args, **kwargs)
            finally:
                self.add(f"{stage}, wall", time.perf_counter_ns() - wall)
                self.add(f"{stage}, CPU", time.thread_time_ns() - cpu)

        return timed

    def mark(self, name: str) -> None:
        self.current[name] = time.perf_counter_ns()

    def next_query(self) -> None:
        row = self.current
        submitted = row.pop("t submit", None)
        for name in [k for k in row if k.startswith("t ")]:
            at = row.pop(name)
            if submitted is not None:
                row[f"pool: {name[2:]} after the submit"] = at - submitted
        self.rows.append(row)
        self.current = {}


def run(om: Opmem, principal: Any, queries: Sequence[synth.Query], k: int) -> Timeline:
    line = Timeline()
    owners: dict[str, Any] = {
        "om": om,
        "engine": om.engine,
        "om.text": om.text,
        "om.vectors": om.vectors,
        "engine_module": engine_module,
    }
    for stage, owner, attribute in STAGES:
        setattr(owners[owner], attribute, line.wrap(stage, getattr(owners[owner], attribute)))
    submit, embed_query = om.engine.embed_pool.submit, om.engine._embed_query

    def submitted(*args: Any, **kwargs: Any) -> Any:
        line.mark("t submit")
        return submit(*args, **kwargs)

    def embedding(*args: Any) -> Any:
        line.mark("t started")
        try:
            return embed_query(*args)
        finally:
            line.mark("t done")

    om.engine.embed_pool.submit = submitted  # type: ignore[method-assign]
    om.engine._embed_query = embedding  # type: ignore[method-assign]
    result = Future.result

    def waited(self: Future[Any], timeout: float | None = None) -> Any:
        started = time.perf_counter_ns()
        try:
            return result(self, timeout)
        finally:
            line.add("wait for the vector, wall", time.perf_counter_ns() - started)

    Future.result = waited  # type: ignore[method-assign]
    try:
        for q in queries:
            om.engine.forget_query_vectors()
            om.recall(principal, q.text, k=k)
            line.next_query()
    finally:
        Future.result = result  # type: ignore[method-assign]
    return line


def main(argv: Sequence[str] | None = None) -> int:
    om, principal, queries, k = recall_stages.open_bench(argv, __doc__, "waits-agent")
    line = run(om, principal, queries, k)
    om.close()
    keys = sorted({key for row in line.rows for key in row})
    print(f"first sight: wall and the caller's CPU per recall over {len(line.rows)} queries (ms)")
    print(f"{'stage':<44} {'median':>8} {'p95':>8} {'mean':>8}")
    for key in keys:
        values = np.asarray([row.get(key, 0) for row in line.rows], dtype=np.float64) / 1e6
        print(f"{key:<44} {np.median(values):8.3f} {np.percentile(values, 95):8.3f} {values.mean():8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
