from datetime import UTC, datetime

from opmem.ingest.distill import clean, distill
from opmem.types import Record


def make(**overrides: object) -> Record:
    values: dict[str, object] = {
        "tenant": "t",
        "source_table": "incident",
        "record_id": "INC 42/a",
        "state": "resolved",
        "short_description": "  Disk  full\ton db01 ",
        "description": "Line one\r\nLine two\x07\n\n\n\nLine three",
        "resolution_notes": "Rotated logs",
        "close_code": "Fixed",
        "resolved_at": datetime(2024, 5, 1, 12, tzinfo=UTC),
        "fields": {"priority": "P1", "assignment_group": "storage"},
    }
    values.update(overrides)
    return Record(**values)  # type: ignore[arg-type]


def test_same_record_in_gives_byte_identical_document_out() -> None:
    first, second = distill(make()), distill(make(fields={"assignment_group": "storage", "priority": "P1"}))
    assert first == second
    assert repr(first).encode() == repr(second).encode()


def test_document_layout() -> None:
    doc = distill(make())
    assert doc.kind == "resolution"
    assert doc.title == "Disk full on db01"
    assert doc.body == (
        "Description:\nLine one\nLine two\n\nLine three\n\nResolution:\nRotated logs\n\nClose code:\nFixed"
        "\n\nassignment_group:\nstorage\n\npriority:\nP1"
    )
    assert doc.link == "/records/incident/INC%2042%2Fa"
    assert doc.key == "resolution:incident:INC 42/a"
    assert doc.resolved_at == datetime(2024, 5, 1, 12, tzinfo=UTC)


def test_title_falls_back_to_table_and_id() -> None:
    assert distill(make(short_description="   ")).title == "incident INC 42/a"


def test_clean_is_idempotent() -> None:
    text = "a\u0065\u0301  b\r\n\r\n\r\nc\x00"
    assert clean(clean(text)) == clean(text)
    assert "\x00" not in clean(text)
