"""A process that queries finds what was committed, even by a writer killed before it updated the indexes: it
applies the pending outbox entries first, or waits for whoever applies them, or says that the index is behind."""

from __future__ import annotations

import fcntl
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.analysis import stems
from opmem.index.text import TextIndex
from opmem.settings import Settings

ROWS = 2000
ENV = {**os.environ, "OPMEM_EMBEDDING": FAKE, "OPMEM_CLAMD_SOCKET": "none"}


def make(data: Path) -> Opmem:
    return Opmem(Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None), embedders={FAKE: FakeEmbedder()})


def canary(n: int) -> str:
    return f"kc{n:05d}z"


def test_a_query_applies_what_a_writer_committed_but_never_applied(tmp_path: Path) -> None:
    writer = make(tmp_path / "data")
    writer.upsert_records([record("INC1", f"Outage {canary(1)} on shard 1")], apply=False)  # then it dies
    writer.close()
    reader = make(tmp_path / "data")
    try:
        result = reader.recall(reader.local_admin("default"), canary(1))
        assert [h.record_id for h in result.hits] == ["INC1"] and result.degraded == ()
    finally:
        reader.close()


def test_a_query_says_the_index_is_behind_when_it_cannot_catch_up(tmp_path: Path) -> None:
    om = make(tmp_path / "data")
    try:
        admin = om.local_admin("default")
        om.upsert_records([record("INC1", f"Outage {canary(1)} on shard 1")], apply=False)
        with open(tmp_path / "data" / "index" / "apply.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # another process is applying, and takes longer than a query waits
            started = time.monotonic()
            result = om.recall(admin, canary(1))
            assert 1.5 < time.monotonic() - started < 10
            fcntl.flock(lock, fcntl.LOCK_UN)
        assert result.hits == ()
        assert {d.arm for d in result.degraded} == {"text", "fuzzy", "semantic"}
        assert all("index is behind: 1 committed changes" in d.reason for d in result.degraded)
        assert om.sync.catch_up(most=0) == 1  # a backlog larger than a query may clear is left to the worker
        assert [h.record_id for h in om.recall(admin, canary(1)).hits] == ["INC1"]  # the lock is free again
    finally:
        om.close()


def committed(data: Path) -> list[int]:
    """Row numbers of the records the store holds (what the import had acknowledged when it died)."""
    path = data / "opmem.sqlite3"
    if not path.exists():
        return []
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=30) as db:
            rows = db.execute("SELECT record_id FROM records WHERE tenant_id = 'default'").fetchall()
    except sqlite3.OperationalError:  # not created yet
        return []
    return sorted(int(r[0].removeprefix("INC")) for r in rows)


def import_and_kill(data: Path, rows: Path, rng: random.Random) -> str:
    """Start an import and kill -9 it at a random point: while it writes batches, or once every row is written
    (while it applies the outbox to the indexes). Returns where it was killed."""
    command = ["import", "jsonl", str(rows), "--table", "incident"]
    process = subprocess.Popen(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), *command],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=ENV,
    )
    target = rng.choice([rng.randrange(1, ROWS), ROWS])
    after = rng.uniform(0, 0.4) if target == ROWS else 0.0
    deadline = time.monotonic() + 120
    while process.poll() is None and time.monotonic() < deadline and len(committed(data)) < target:
        time.sleep(0.01)
    time.sleep(after)
    if process.poll() is not None:
        return "after it finished"
    process.send_signal(signal.SIGKILL)
    process.wait(30)
    return f"at {len(committed(data))} rows committed, {after:.2f}s after row {target}"


@pytest.mark.parametrize("seed", range(4))
def test_after_kill_9_of_an_import_the_next_cli_command_recalls_everything_acknowledged(
    ram_dir: Path, seed: int
) -> None:
    rng = random.Random(seed)
    rows = ram_dir / "rows.jsonl"
    rows.write_text(
        "".join(
            json.dumps({"id": f"INC{n}", "state": "resolved", "title": f"Outage {canary(n)} on shard {n}"}) + "\n"
            for n in range(ROWS)
        )
    )
    data = ram_dir / "data"
    where = import_and_kill(data, rows, rng)
    acknowledged = committed(data)
    assert acknowledged, f"killed before the first batch committed ({where}); the test learns nothing"
    last = acknowledged[-1]
    recalled = subprocess.run(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "recall", canary(last), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=ENV,
    )
    assert recalled.returncode == 0, recalled.stderr
    result = json.loads(recalled.stdout)
    assert [h["record_id"] for h in result["results"]][:1] == [f"INC{last}"], where
    assert result["degraded"] == [], where
    # That one command brought the indexes up to everything the import acknowledged, not only the last row.
    text = TextIndex(data / "index" / "text")
    missing = [n for n in acknowledged if not text.doc_freq("title", stems(canary(n))[0])]
    assert missing == [], f"{len(missing)} acknowledged records not in the text index ({where})"
