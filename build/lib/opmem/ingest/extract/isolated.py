"""`extract` in a child process with wall-clock, CPU and memory limits, so a hostile file cannot hang or kill a worker.

The child is a fresh interpreter (`sys.executable -I -c _CHILD`, never a fork of a threaded server): it sets
RLIMIT_AS and RLIMIT_CPU before importing anything else, reads the file from stdin, and writes the extraction
as JSON to stdout. It loads the `opmem` and `opmem.ingest` packages as bare namespaces, without running their
`__init__`, so the child starts in a few tens of milliseconds and holds only the extractors, not the server's
libraries, inside its memory limit. Every way the child can end (timeout, a signal, an error exit, output that
is not an extraction) becomes status "failed" with a reason; `extract_isolated` never raises.
"""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, cast

from opmem.ingest.extract.base import DEFAULT_LIMITS, Extraction, ExtractStatus, Limits, Part

if TYPE_CHECKING:
    from collections.abc import Sequence

_OPMEM = Path(__file__).resolve().parents[2]
_CHILD = f"""\
import resource, sys, types
memory, cpu = int(sys.argv[1]), int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
for name, path in (("opmem", {str(_OPMEM)!r}), ("opmem.ingest", {str(_OPMEM / "ingest")!r})):
    package = types.ModuleType(name)
    package.__path__ = [path]
    sys.modules[name] = package
from opmem.ingest.extract.isolated import child
child(sys.argv[3], sys.argv[4])
"""
_STATUSES: tuple[ExtractStatus, ...] = ("ok", "unsupported", "failed")


def extract_isolated(
    data: bytes,
    filename: str,
    *,
    limits: Limits = DEFAULT_LIMITS,
    timeout: float = 60.0,
    memory_mb: int = 1024,
) -> Extraction:
    """`extract(data, filename)` in a child process killed after `timeout` seconds; never raises."""
    cpu = math.ceil(timeout) + 1
    name = "attachment" + PurePath(filename).suffix.replace("\x00", "")  # the child needs only the extension
    command = [sys.executable, "-I", "-c", _CHILD, str(memory_mb << 20), str(cpu), name, _limits_json(limits)]
    try:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except (OSError, ValueError) as error:
        return Extraction.refused("failed", f"the extractor could not be started ({error})")
    try:
        out, err = process.communicate(data, timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        return Extraction.refused("failed", f"extraction took longer than {timeout:g} s")
    if process.returncode != 0:
        return Extraction.refused("failed", _death(process.returncode, err, memory_mb, cpu))
    try:
        return from_json(out)
    except (ValueError, TypeError, KeyError) as error:
        return Extraction.refused("failed", f"the extractor returned something unreadable ({error})")


def _death(code: int, stderr: bytes, memory_mb: int, cpu: int) -> str:
    """Why the child ended without an extraction, for a person."""
    if code == -signal.SIGXCPU or code == -signal.SIGKILL:
        return f"extraction used more than {cpu} s of CPU time or {memory_mb} MB of memory and was stopped"
    if code < 0:
        return f"the extractor crashed on this file ({signal.Signals(-code).name})"
    lines = stderr.decode("utf-8", "replace").strip().splitlines()
    last = lines[-1] if lines else f"exit code {code}"
    if "MemoryError" in last:
        return f"extraction needed more than {memory_mb} MB of memory"
    return f"the extractor stopped ({last[:200]})"


def child(filename: str, limits_json: str) -> None:
    """The child's side: the file on stdin, the extraction as JSON on stdout."""
    from opmem.ingest.extract import extract

    limits = Limits(**json.loads(limits_json))
    extraction = extract(sys.stdin.buffer.read(), filename, limits=limits)
    sys.stdout.buffer.write(to_json(extraction))


def _limits_json(limits: Limits) -> str:
    return json.dumps(vars(limits))


def to_json(extraction: Extraction) -> bytes:
    parts = [[part.number, part.label, part.text] for part in extraction.parts]
    document = {"status": extraction.status, "total": extraction.total_parts, "reason": extraction.reason}
    return json.dumps({**document, "parts": parts}, ensure_ascii=False).encode()


def from_json(payload: bytes) -> Extraction:
    """The inverse of `to_json`, checking every field: the child's output is not trusted blindly."""
    document = json.loads(payload)
    if not isinstance(document, dict):
        raise TypeError("not a JSON object")
    status = document["status"]
    if status not in _STATUSES:
        raise ValueError(f"unknown status {status!r}")
    parts = tuple(_part(item) for item in _list(document["parts"]))
    return Extraction(cast(ExtractStatus, status), parts, _int(document["total"]), _str(document["reason"]))


def _part(item: object) -> Part:
    number, label, text = _list(item)
    return Part(_int(number), _str(label), _str(text))


def _list(value: object) -> Sequence[object]:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return cast("list[object]", value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("expected an integer")
    return value


def _str(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value
