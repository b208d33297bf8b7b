"""Importers: a Jira CSV export, a Bugzilla CSV export, or generic JSON lines become records.

Each parser streams its file and yields, per row, either a `Record` or a `Skipped` with the reason; nothing
is held in memory beyond one row. `import_rows` (in the core) batches them into the store.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import BinaryIO, Literal

from opmem.types import Record

Format = Literal["jira", "bugzilla", "jsonl"]
FORMATS: tuple[Format, ...] = ("jira", "bugzilla", "jsonl")

_DATE_FORMATS = ("%d/%b/%y %H:%M", "%d/%b/%y %I:%M %p", "%d/%b/%Y %H:%M", "%Y-%m-%d %H:%M", "%Y-%m-%d")


@dataclass(frozen=True)
class Skipped:
    row: int
    reason: str


@dataclass(frozen=True)
class Source:
    tenant: str
    table: str
    default_state: str | None = None


class _Counting(io.RawIOBase):
    """A binary reader that reports how many bytes went through, for a progress bar."""

    def __init__(self, inner: BinaryIO, on_bytes: Callable[[int], None]) -> None:
        self._inner = inner
        self._on_bytes = on_bytes

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self._inner.read(len(buffer))
        buffer[: len(data)] = data
        self._on_bytes(len(data))
        return len(data)


def open_text(path: Path, on_bytes: Callable[[int], None] | None = None) -> io.TextIOWrapper:
    raw: BinaryIO = open(path, "rb")  # noqa: SIM115 - the wrapper owns and closes it
    if on_bytes is not None:
        raw = io.BufferedReader(_Counting(raw, on_bytes))  # type: ignore[assignment]
    # surrogateescape keeps invalid bytes visible, so the row holding them is skipped, not the file.
    return io.TextIOWrapper(raw, encoding="utf-8-sig", errors="surrogateescape", newline="")


def parse_date(value: str | None) -> datetime | None:
    value = (value or "").strip()
    if not value:
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        pass
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(value, fmt)
        except ValueError:
            continue
    raise ValueError(f"unreadable date {value!r}; use ISO-8601 such as 2024-05-01T12:00:00Z")


def _valid_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "\x00" not in value


# Column names per format: the first present wins. Jira and Bugzilla exports vary by version and locale.
_COLUMNS: Mapping[Format, Mapping[str, Sequence[str]]] = {
    "jira": {
        "id": ("Issue key", "Issue id", "Key"),
        "title": ("Summary",),
        "state": ("Status",),
        "description": ("Description",),
        "close_code": ("Resolution",),
        "resolved": ("Resolved",),
        "updated": ("Updated", "Resolved", "Created"),
    },
    "bugzilla": {
        "id": ("Bug ID", "bug_id", "Issue id", "ID"),
        "title": ("Summary", "short_desc"),
        "state": ("Status", "bug_status"),
        "description": ("Description", "Comment", "long_desc"),
        "close_code": ("Resolution", "resolution"),
        "resolved": ("Resolved", "cf_last_resolved"),
        "updated": ("Changed", "changeddate", "delta_ts", "Resolved", "Created", "opendate"),
    },
}
_RESOLUTION_NOTES = ("Resolution notes", "Comment", "Comments")


def _first(row: Mapping[str, str], names: Sequence[str]) -> str:
    for name in names:
        value = row.get(name)
        if value:
            return value
    return ""


def _csv_rows(handle: io.TextIOWrapper) -> Iterator[tuple[int, dict[str, str]]]:
    csv.field_size_limit(sys.maxsize)
    reader = csv.reader(handle)
    header = next(reader, None)
    if not header:
        return
    for number, cells in enumerate(reader, start=2):
        row: dict[str, str] = {}
        for name, cell in zip(header, cells, strict=False):
            # Jira repeats columns (several "Comment" or "Affects Version/s"): keep them all.
            row[name] = f"{row[name]}\n{cell}" if row.get(name) and cell else (row.get(name) or cell)
        yield number, row


def parse_csv(handle: io.TextIOWrapper, fmt: Format, source: Source) -> Iterator[Record | Skipped]:
    columns = _COLUMNS[fmt]
    used = {name for names in columns.values() for name in names} | set(_RESOLUTION_NOTES)
    for number, row in _csv_rows(handle):
        record_id = _first(row, columns["id"]).strip()
        state = _first(row, columns["state"]).strip() or (source.default_state or "")
        if not record_id:
            yield Skipped(number, f"no id (expected a column named {' or '.join(columns['id'])})")
            continue
        if not state:
            yield Skipped(number, f"record {record_id}: no state (expected a {columns['state'][0]} column)")
            continue
        if not all(_valid_text(v) for v in row.values()):
            yield Skipped(number, f"record {record_id}: invalid UTF-8 or NUL bytes in a field")
            continue
        try:
            resolved = parse_date(_first(row, columns["resolved"]))
            updated = parse_date(_first(row, columns["updated"]))
        except ValueError as exc:
            yield Skipped(number, f"record {record_id}: {exc}")
            continue
        yield Record(
            tenant=source.tenant,
            source_table=source.table,
            record_id=record_id,
            state=state,
            short_description=_first(row, columns["title"]),
            description=_first(row, columns["description"]),
            resolution_notes=_first(row, _RESOLUTION_NOTES),
            close_code=_first(row, columns["close_code"]),
            resolved_at=resolved,
            updated_at=updated,
            fields={k: v for k, v in sorted(row.items()) if k not in used and v and k},
        )


_JSON_ALIASES: Mapping[str, Sequence[str]] = {
    "record_id": ("record_id", "id", "_id", "number", "key"),
    "state": ("state", "status"),
    "short_description": ("short_description", "title", "summary"),
    "description": ("description", "text", "body"),
    "resolution_notes": ("resolution_notes", "resolution", "close_notes"),
    "close_code": ("close_code",),
    "resolved_at": ("resolved_at", "resolved"),
    "updated_at": ("updated_at", "updated"),
}


def _json_field(obj: Mapping[str, object], name: str) -> str:
    for alias in _JSON_ALIASES[name]:
        value = obj.get(alias)
        if value is not None and value != "":
            return value if isinstance(value, str) else json.dumps(value) if not isinstance(value, int) else str(value)
    return ""


def _json_record(number: int, line: str, source: Source) -> Record | Skipped:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return Skipped(number, f"not JSON ({exc.msg} at column {exc.colno})")
    if not isinstance(obj, dict):
        return Skipped(number, "not a JSON object; each line must be one record object")
    record_id = _json_field(obj, "record_id").strip()
    state = _json_field(obj, "state").strip() or (source.default_state or "")
    if not record_id:
        return Skipped(number, "no record_id (or id)")
    if not state:
        return Skipped(number, f"record {record_id}: no state")
    fields = obj.get("fields") or {}
    if not isinstance(fields, dict):
        return Skipped(number, f"record {record_id}: 'fields' must be an object")
    try:
        resolved = parse_date(_json_field(obj, "resolved_at"))
        updated = parse_date(_json_field(obj, "updated_at"))
    except ValueError as exc:
        return Skipped(number, f"record {record_id}: {exc}")
    table = obj.get("table") if isinstance(obj.get("table"), str) else None
    return Record(
        tenant=source.tenant,
        source_table=table or source.table,
        record_id=record_id,
        state=state,
        short_description=_json_field(obj, "short_description"),
        description=_json_field(obj, "description"),
        resolution_notes=_json_field(obj, "resolution_notes"),
        close_code=_json_field(obj, "close_code"),
        resolved_at=resolved,
        updated_at=updated,
        fields={str(k): v if isinstance(v, str) else json.dumps(v) for k, v in sorted(fields.items())},
    )


def parse_jsonl(handle: io.TextIOWrapper, source: Source) -> Iterator[Record | Skipped]:
    for number, line in enumerate(handle, start=1):
        if not line.strip():
            continue
        if not _valid_text(line):
            yield Skipped(number, "invalid UTF-8 or NUL bytes")
            continue
        yield _json_record(number, line, source)


def parse(
    path: Path, fmt: Format, source: Source, on_bytes: Callable[[int], None] | None = None
) -> Iterator[Record | Skipped]:
    with open_text(path, on_bytes) as handle:
        if fmt == "jsonl":
            yield from parse_jsonl(handle, source)
        else:
            yield from parse_csv(handle, fmt, source)
