"""CPU seconds per component of a benchmark, read from /proc (Linux): what each recall costs, whatever else runs.

Wall-clock throughput on a shared machine depends on what the other processes do; the CPU a process spends per
request mostly does not. A `Meter` samples user + system time of named groups of processes (an opmem server,
PostgreSQL's postmaster and all its backends, the benchmark's own client) before and after a timed window; the
difference divided by the requests served is the CPU each request cost each component.

The groups are looked up again at each sample (`Meter.sample`), so a backend that PostgreSQL starts during the
window is counted from zero. A process that exits during the window takes its CPU with it: the figures are a lower
bound for components whose processes come and go (pooled connections and servers do not).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")
#: A group of processes, looked up at each sample.
Pids = Callable[[], Iterable[int]]


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name (which may hold spaces), or None if it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds the process (all its threads) has used so far; None if it is gone."""
    fields = _stat(pid)
    if fields is None:
        return None
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14 and 15 of proc(5))


def children(parent: int) -> list[int]:
    """The live processes whose parent is `parent`."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and int(fields[1]) == parent:
                found.append(int(entry.name))
    return sorted(found)


def process_tree(root: int) -> list[int]:
    """`root` and every live process descended from it (PostgreSQL: the postmaster and all its backends)."""
    if _stat(root) is None:
        return []
    tree, todo = [root], [root]
    while todo:
        kids = children(todo.pop())
        tree.extend(kids)
        todo.extend(kids)
    return tree


def renice(pids: Iterable[int], niceness: int) -> list[int]:
    """Set the scheduling niceness of each process (threads included); returns those it could not set (a
    negative niceness needs root)."""
    refused = []
    for pid in pids:
        try:
            tasks = [int(t.name) for t in Path(f"/proc/{pid}/task").iterdir()]
        except OSError:
            continue
        for task in tasks:
            try:
                os.setpriority(os.PRIO_PROCESS, task, niceness)
            except (PermissionError, ProcessLookupError):
                if pid not in refused:
                    refused.append(pid)
    return [pid for pid in refused if _stat(pid) is not None]


CGROUP = Path("/sys/fs/cgroup")
PERIOD_US = 100_000


def _cpu_hierarchy() -> tuple[Path, bool] | None:
    """Where CPU-quota groups are made and whether it is cgroup v2; None when neither is writable here."""
    if (CGROUP / "cgroup.controllers").exists():  # v2: one tree, the cpu controller enabled for children
        control = CGROUP / "cgroup.subtree_control"
        if "cpu" in control.read_text().split() and os.access(CGROUP, os.W_OK):
            return CGROUP, True
        return None
    v1 = CGROUP / "cpu"
    return (v1, False) if (v1 / "cpu.cfs_quota_us").exists() and os.access(v1, os.W_OK) else None


def quota_available() -> bool:
    return _cpu_hierarchy() is not None


@contextmanager
def cpu_quota(pid: int, cores: float) -> Iterator[Path]:
    """Hold the process (every thread, and children started later) to `cores` CPUs of the machine's time, in a
    control group of its own: a server given a share of a machine as if that were all the machine it had. Needs
    root and a writable cgroup hierarchy (`quota_available`). The group is removed on exit."""
    found = _cpu_hierarchy()
    if found is None:
        raise PermissionError("no writable cgroup cpu controller here (needs root and /sys/fs/cgroup)")
    root, v2 = found
    group = root / f"opmem-bench-{pid}"
    group.mkdir()
    quota = max(1000, round(cores * PERIOD_US))
    try:
        if v2:
            (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
        else:
            (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (group / "cpu.cfs_quota_us").write_text(str(quota))
        (group / "cgroup.procs").write_text(str(pid))
        yield group
    finally:
        for task in (group / "cgroup.procs").read_text().split():
            with suppress(OSError):  # gone already
                (root / "cgroup.procs").write_text(task)
        group.rmdir()


@dataclass(frozen=True)
class Sample:
    """CPU seconds used so far by each process of each group."""

    cpu: Mapping[str, Mapping[int, float]]


class Meter:
    def __init__(self, groups: Mapping[str, Pids]) -> None:
        self.groups = dict(groups)

    def sample(self) -> Sample:
        found: dict[str, dict[int, float]] = {}
        for name, pids in self.groups.items():
            found[name] = {}
            for pid in pids():
                seconds = cpu_seconds(pid)
                if seconds is not None:
                    found[name][pid] = seconds
        return Sample(found)

    @staticmethod
    def used(before: Sample, after: Sample) -> dict[str, float]:
        """CPU seconds each group used between the samples (a process new since `before` counts from zero)."""
        return {
            name: sum(t - before.cpu.get(name, {}).get(pid, 0.0) for pid, t in now.items())
            for name, now in after.cpu.items()
        }
