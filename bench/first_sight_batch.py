"""Whether first sight should read a recall's texts in one batched model call: the guard model's CPU for a recall's
worth of texts (titles and snippet units, 60-512 characters) read one at a time against in one call, and its CPU per
text by length (what `quarantine.first_sight.READ_CHARS` and the budget's per-character cost come from).

    nice -n 10 python bench/first_sight_batch.py

The texts are a benign sentence written for the purpose, cut to the lengths. CPU time of this process
(`time.process_time`: the runtime's own threads included); three rounds. Prints numbers; never fails.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

os.environ["OPMEM_GUARD_MODEL"] = "on"

from opmem.quarantine.detector import bundled_detector

SENTENCE = "The backup job runs nightly at 02:00 UTC and keeps 14 daily snapshots; restores take about 40 minutes. "
#: A recall of five hits at first sight: five titles and about seven snippet units.
MIXED = [60, 80, 250, 300, 500, 510, 70, 260, 480, 90, 200, 512]


def _cpu(call: Callable[[], object]) -> float:
    start = time.process_time()
    call()
    return (time.process_time() - start) * 1000


def main() -> None:
    model = bundled_detector().model
    assert model is not None, "the bundled detector reads with the guard model"
    model(["warm up"])
    texts = [(SENTENCE * 6)[:n] + str(i) for i, n in enumerate(MIXED)]
    for _ in range(3):
        single = _cpu(lambda: [model([t]) for t in texts])
        batch = _cpu(lambda: model(texts))
        chars = sum(map(len, texts))
        print(f"{len(texts)} mixed texts, {chars} chars: one at a time {single:.1f} ms, one call {batch:.1f} ms CPU")
    for n in (60, 250, 512):
        same = [(SENTENCE * 6)[:n] + str(i) for i in range(10)]
        batch = _cpu(lambda same=same: model(same))
        single = _cpu(lambda same=same: [model([t]) for t in same])
        each = single / len(same)
        print(f"10 texts of {n} chars: one call {batch:.1f} ms, one at a time {single:.1f} ms ({each:.1f} a text)")


if __name__ == "__main__":
    main()
