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
from collections.abc import Callable, Iterable, Mapping
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
