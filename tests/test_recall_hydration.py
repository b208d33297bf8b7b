"""Hydration builds a recall's candidates without `Document.__init__` (its 18 guarded writes cost 5 us a document):
what it builds must be the very document `__init__` builds from the same row, every field (the verdicts too, which
`==` does not compare), and the shortcut holds only while `Document` is a plain frozen dataclass."""

from __future__ import annotations

import dataclasses
import threading
from datetime import UTC, datetime
from pathlib import Path

from opmem.store.db import SQLiteEngine
from opmem.store.rows import _DOC_COLUMNS, _document, from_iso
from opmem.types import Document

ROW = (
    7,
    "acme",
    "record",
    "incident:INC7",
    "incident",
    "INC7",
    "Disk full",
    "Logs filled the volume",
    "2026-01-02T03:04:05+00:00",
    "https://jira.example/INC7",
    "2026-01-03T00:00:00+00:00",
    "alice",
    "2026-01-04T00:00:00+00:00",
    "bob",
    "duplicate",
    3,
    '{"guard": "g", "text": "t"}',
    '{"guard": "g", "text": "b"}',
)


def _by_init(row: tuple[object, ...]) -> Document:
    names = [name.strip() for name in _DOC_COLUMNS.split(",")]
    values = {("tenant" if n == "tenant_id" else n): v for n, v in zip(names, row, strict=True)}
    for name in ("resolved_at", "corrected_at", "retired_at"):
        values[name] = from_iso(values[name])  # type: ignore[arg-type]
    return Document(**values)  # type: ignore[arg-type]


def test_a_hydrated_document_is_the_one_init_builds_field_for_field() -> None:
    for row in (ROW, (*ROW[:8], None, "", None, None, None, None, None, 1, None, None)):
        built, expected = _document(row), _by_init(row)
        assert type(built) is Document
        assert vars(built) == vars(expected)
        assert list(vars(built)) == list(vars(expected))  # the same fields in the same order
        assert built == expected and hash(built) == hash(expected)
    assert _document(ROW).resolved_at == datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def test_the_shortcut_holds_only_for_a_plain_frozen_dataclass() -> None:
    params = Document.__dataclass_params__  # type: ignore[attr-defined]
    assert params.frozen and not hasattr(Document, "__post_init__") and not hasattr(Document, "__slots__")
    fields = [f.name for f in dataclasses.fields(Document)]
    assert len(fields) == len(_DOC_COLUMNS.split(","))  # a new field needs its column, or hydration misses it


def test_the_embedded_store_reads_its_file_through_a_memory_map(tmp_path: Path) -> None:
    """A recall's candidates sit on pages spread over the whole file: mapped, a page costs no read() (the pragma is
    per connection, so every thread's connection has it)."""
    engine = SQLiteEngine(tmp_path / "opmem.sqlite3")
    try:
        assert engine.connection.execute("PRAGMA mmap_size").fetchone()[0] >= 1 << 30
        other: list[int] = []
        thread = threading.Thread(
            target=lambda: other.append(engine.connection.execute("PRAGMA mmap_size").fetchone()[0])
        )
        thread.start()
        thread.join()
        assert other[0] >= 1 << 30
    finally:
        engine.close()
