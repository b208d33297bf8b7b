from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from opmem.core import Opmem
from opmem.ingest.importers import Skipped, Source, parse, parse_date

HADOOP = Path(__file__).resolve().parents[2] / "shared/data/eval/gitbugs/hadoop_bugs.csv"
SEAMONKEY = HADOOP.with_name("SeaMonkey_bugs.csv")


def real_rows(path: Path, count: int) -> tuple[list[str], list[list[str]]]:
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader)
        return header, [row for _, row in zip(range(count), reader, strict=False)]


def write_csv(path: Path, header: list[str], rows: list[list[str]]) -> Path:
    with open(path, "w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([header, *rows])
    return path


@pytest.mark.skipif(not HADOOP.exists(), reason="shared eval data not present")
def test_jira_export_imports_and_is_idempotent(opmem: Opmem, tmp_path: Path) -> None:
    header, rows = real_rows(HADOOP, 40)
    path = write_csv(tmp_path / "jira.csv", header, rows)
    source = Source("default", "incident")
    report = opmem.import_rows(parse(path, "jira", source))
    terminal = sum(1 for row in rows if row[header.index("Status")].lower() in {"resolved", "closed"})
    assert (report.read, report.upserted, report.skipped) == (40, 40, ())
    assert report.documents == terminal == opmem.store.document_count("default")
    head = opmem.store.outbox_head()
    again = opmem.import_rows(parse(path, "jira", source))
    assert again.upserted == 40 and opmem.store.document_count("default") == terminal
    assert opmem.store.outbox_head() == head  # nothing changed, nothing to re-index
    first = rows[0]
    rec = opmem.get_record("default", "incident", first[header.index("Issue id")])
    assert rec.short_description == first[header.index("Summary")]
    assert rec.close_code == first[header.index("Resolution")]
    assert rec.fields["Priority"] == first[header.index("Priority")]


@pytest.mark.skipif(not SEAMONKEY.exists(), reason="shared eval data not present")
def test_bugzilla_export_imports(opmem: Opmem, tmp_path: Path) -> None:
    header, rows = real_rows(SEAMONKEY, 30)
    path = write_csv(tmp_path / "bz.csv", header, rows)
    report = opmem.import_rows(parse(path, "bugzilla", Source("default", "ticket")))
    assert report.upserted == 30 and report.skipped == ()
    resolved = [r for r in rows if r[header.index("Status")] in {"RESOLVED", "VERIFIED", "CLOSED"}]
    assert report.documents == len(resolved)


def test_malformed_rows_are_skipped_with_reasons(opmem: Opmem, tmp_path: Path) -> None:
    header = ["Summary", "Issue id", "Status", "Resolution", "Created", "Resolved", "Description"]
    rows = [
        ["Good one", "1", "Resolved", "Fixed", "01/Jan/21 10:00", "02/Jan/21 11:00", "fine"],
        ["No id", "", "Resolved", "Fixed", "", "", ""],
        ["No state", "3", "", "", "", "", ""],
        ["Bad date", "4", "Resolved", "Fixed", "", "yesterday-ish", ""],
    ]
    path = write_csv(tmp_path / "bad.csv", header, rows)
    with open(path, "ab") as handle:
        handle.write(b"Broken utf8 \xff\xfe,5,Resolved,Fixed,,,x\n")
    report = opmem.import_rows(parse(path, "jira", Source("default", "incident")))
    reasons = dict(report.skipped)
    assert report.upserted == 1
    assert "no id" in reasons[3] and "no state" in reasons[4] and "unreadable date" in reasons[5]
    assert "invalid UTF-8" in reasons[6]


def test_jsonl_import_with_aliases_and_errors(opmem: Opmem, tmp_path: Path) -> None:
    lines = [
        json.dumps(
            {"id": "A1", "state": "closed", "title": "Cache stampede", "description": "warmup", "fields": {"p": 1}}
        ),
        "{not json",
        json.dumps(["a", "list"]),
        json.dumps({"id": "A2", "title": "no state"}),
        json.dumps({"id": "A3", "state": "closed", "table": "nope", "title": "unknown table"}),
        "",
        json.dumps({"record_id": "A4", "state": "open", "short_description": "still open"}),
    ]
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    report = opmem.import_rows(parse(path, "jsonl", Source("default", "incident")))
    assert report.upserted == 2 and report.documents == 1
    reasons = [reason for _, reason in report.skipped]
    assert any("not JSON" in r for r in reasons) and any("not a JSON object" in r for r in reasons)
    assert any("no state" in r for r in reasons) and any("'nope' is not configured" in r for r in reasons)
    assert opmem.get_record("default", "incident", "A1").fields == {"p": "1"}


def test_default_state_fills_rows_without_one(opmem: Opmem, tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps({"_id": "9", "title": "T", "text": "body"}) + "\n")
    rows = list(parse(path, "jsonl", Source("default", "incident", default_state="resolved")))
    assert not isinstance(rows[0], Skipped) and rows[0].state == "resolved" and rows[0].description == "body"


def test_dates() -> None:
    assert parse_date("30/Sep/21 17:20").isoformat() == "2021-09-30T17:20:00"  # type: ignore[union-attr]
    assert parse_date("2020-01-02 17:14:21+00:00").isoformat() == "2020-01-02T17:14:21+00:00"  # type: ignore[union-attr]
    assert parse_date("") is None
    with pytest.raises(ValueError, match="ISO-8601"):
        parse_date("soon")
