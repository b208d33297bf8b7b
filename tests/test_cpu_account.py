"""The throughput benchmark's CPU accounting (bench/cpu_account.py) counts what each group of processes spent:
a busy process's CPU, a whole process tree (PostgreSQL's backends are the postmaster's children), processes that
start during a window, and none of what an idle one did not spend."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from cpu_account import Meter, cpu_quota, cpu_seconds, process_tree, quota_available, renice

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")

#: Burns CPU until told to stop (a line on stdin), so the test decides how long it works.
BUSY = "import sys, threading\nstop = threading.Event()\nthreading.Thread(target=lambda: (sys.stdin.readline(), stop.set()), daemon=True).start()\nwhile not stop.is_set(): pass\n"  # noqa: E501
#: Starts a child that starts a grandchild, prints their pids, then waits to be told to stop.
TREE = (
    "import subprocess, sys\n"
    "child = subprocess.Popen([sys.executable, '-c', "
    '\'import subprocess, sys; g = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], '
    "stdin=subprocess.PIPE); print(g.pid, flush=True); sys.stdin.read(); g.stdin.close(); g.wait()'], "
    "stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)\n"
    "print(child.pid, child.stdout.readline().strip(), flush=True)\n"
    "sys.stdin.read(); child.stdin.close(); child.wait()\n"
)


def _start(code: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


@pytest.fixture
def spawned() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.stdin:
            process.stdin.close()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def _burn_until(pid: int, seconds: float) -> None:
    """Wait until the process has used `seconds` of CPU (however loaded the machine is)."""
    deadline = time.monotonic() + 60
    while (cpu_seconds(pid) or 0.0) < seconds:
        assert time.monotonic() < deadline, "the busy process got no CPU for a minute"
        time.sleep(0.02)


def test_a_busy_process_is_counted_and_an_idle_one_is_not(spawned: list[subprocess.Popen[str]]) -> None:
    busy = _start(BUSY)
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], stdin=subprocess.PIPE, text=True)
    spawned += [busy, sleeper]
    meter = Meter({"busy": lambda: [busy.pid], "idle": lambda: [sleeper.pid]})
    time.sleep(0.3)  # the interpreters start (which costs CPU) before the window
    before = meter.sample()
    start = cpu_seconds(busy.pid) or 0.0
    _burn_until(busy.pid, start + 0.3)
    used = Meter.used(before, meter.sample())
    # CPU time is read in clock ticks as floats: 0.3 s of ticks may subtract to 0.29999999999999993
    assert 0.3 - 1e-9 <= used["busy"] < 2.0
    assert used["idle"] < 0.05
    sleeper.kill()


def test_a_process_tree_is_counted_whole_and_a_newcomer_from_zero(spawned: list[subprocess.Popen[str]]) -> None:
    tree = _start(TREE)
    spawned.append(tree)
    assert tree.stdout is not None
    child, grandchild = (int(p) for p in tree.stdout.readline().split())
    assert process_tree(tree.pid) == [tree.pid, child, grandchild]
    group = [tree.pid]
    meter = Meter({"tree": lambda: process_tree(tree.pid), "late": lambda: list(group)})
    before = meter.sample()
    busy = _start(BUSY)  # starts after the first sample: all it spends is in the window
    spawned.append(busy)
    group.append(busy.pid)
    _burn_until(busy.pid, 0.3)
    used = Meter.used(before, meter.sample())
    assert used["late"] >= 0.3
    assert used["tree"] < 0.05  # three processes blocked on stdin
    assert process_tree(999_999_999) == []


def test_renice_sets_every_thread_of_a_process(spawned: list[subprocess.Popen[str]]) -> None:
    busy = _start(BUSY)  # two threads: the spinning one and the stdin reader
    spawned.append(busy)
    time.sleep(0.2)
    niceness = os.getpriority(os.PRIO_PROCESS, 0) + 3
    assert renice([busy.pid], niceness) == []
    tasks = [int(t.name) for t in Path(f"/proc/{busy.pid}/task").iterdir()]
    assert len(tasks) >= 2
    assert {os.getpriority(os.PRIO_PROCESS, t) for t in tasks} == {niceness}


@pytest.mark.skipif(not quota_available(), reason="needs root and a writable cgroup cpu controller")
def test_a_cpu_quota_holds_a_busy_process_to_its_share_and_is_removed(spawned: list[subprocess.Popen[str]]) -> None:
    """The throughput benchmark gives each server a share of the machine: the share binds (the process is
    throttled and spends at most its quota), and leaving puts the process back and removes the group."""
    busy = _start(BUSY)
    spawned.append(busy)
    time.sleep(0.2)
    with cpu_quota(busy.pid, 0.05) as group:
        assert str(busy.pid) in (group / "cgroup.procs").read_text().split()
        start, started = cpu_seconds(busy.pid) or 0.0, time.monotonic()
        _burn_until(busy.pid, start + 0.15)
        used, elapsed = (cpu_seconds(busy.pid) or 0.0) - start, time.monotonic() - started
        stat = dict(line.split() for line in (group / "cpu.stat").read_text().splitlines())
    assert int(stat["nr_throttled"]) > 0
    assert used <= 0.05 * elapsed + 0.05  # one period's worth of slack
    assert not group.exists()
    assert "opmem-bench" not in Path(f"/proc/{busy.pid}/cgroup").read_text()
