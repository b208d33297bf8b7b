"""One serializer per result type on every surface: the same recall through the core, HTTP, MCP and the CLI
gives the same JSON (the same keys, `results` everywhere, and every date in one form: ISO-8601 UTC ending `Z`)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from mcp.client import Client

from opmem.core import Opmem
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.surfaces.dates import iso_utc
from opmem.surfaces.mcp import TOOL_NAME, create_mcp
from opmem.types import Hit, Record

pytestmark = pytest.mark.anyio

TENANT = "default"
ISO_Z = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$")
SEED = (
    Record(
        TENANT,
        "incident",
        "INC1",
        "resolved",
        short_description="Disk full on db-01 after log rotation failed",
        resolution_notes="Restarted logrotate and purged old WAL archives.",
        # not UTC on the way in: every surface still writes it in UTC
        resolved_at=datetime(2024, 5, 1, 12, 0, tzinfo=timezone(timedelta(hours=2))),
    ),
    Record(
        TENANT,
        "incident",
        "INC2",
        "closed",
        short_description="Disk latency on db-02 during backup",
        resolution_notes="Moved the backup window.",
        resolved_at=datetime(2024, 3, 3, 8, 0, 0, 250000, tzinfo=UTC),
    ),
)
QUERY = "disk db"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding="none"))
    opmem.upsert_records(SEED)
    opmem.close()
    return tmp_path / "data"


def dates_in(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [d for k, v in value.items() for d in ([v] if k.endswith("_at") and v else dates_in(v))]
    if isinstance(value, list):
        return [d for v in value for d in dates_in(v)]
    return []


def test_iso_utc_is_one_form() -> None:
    assert iso_utc(datetime(2024, 5, 1, 12, 0, tzinfo=timezone(timedelta(hours=2)))) == "2024-05-01T10:00:00Z"
    assert iso_utc(datetime(2024, 5, 1, 10, 0, 0, 5)) == "2024-05-01T10:00:00.000005Z"  # no zone: UTC


async def test_one_recall_is_the_same_json_on_every_surface(data_dir: Path) -> None:
    cli_out = CliRunner().invoke(
        cli, ["--data-dir", str(data_dir), "recall", QUERY, "--k", "5", "--json"], env={"OPMEM_EMBEDDING": "none"}
    )
    assert cli_out.exit_code == 0, cli_out.output
    by_cli = json.loads(cli_out.stdout)

    opmem = Opmem(Settings(data_dir=data_dir, default_embedding="none"))
    try:
        admin = opmem.local_admin(TENANT)
        core = opmem.recall(admin, QUERY, k=5)
        token = opmem.issue_token(TENANT, admin.id)  # the CLI recalls as the local administrator: so do all
        with TestClient(create_app(opmem, mount_mcp=False)) as http:
            answer = http.post(
                "/v1/recall", json={"query": QUERY, "k": 5}, headers={"Authorization": f"Bearer {token}"}
            )
        assert answer.status_code == 200, answer.text
        by_http = answer.json()
        async with Client(create_mcp(opmem, lambda _ctx: admin)) as client:
            called = await client.call_tool(TOOL_NAME, {"query": QUERY, "k": 5})
        assert not called.is_error and called.structured_content is not None
        by_mcp = called.structured_content
    finally:
        opmem.close()

    assert sorted(h.record_id for h in core.hits) == ["INC1", "INC2"]
    for name, other in (("HTTP", by_http), ("MCP", by_mcp)):  # one serializer: identical, key for key
        for mine, theirs in zip(by_cli["results"], other["results"], strict=True):
            assert set(mine) == set(theirs), f"CLI and {name} differ in keys: {set(mine) ^ set(theirs)}"
            assert {k: (v, theirs[k]) for k, v in mine.items() if theirs[k] != v} == {}, name
        assert by_cli == other
    assert "hits" not in by_cli and len(by_cli["results"]) == 2
    fields = {f for f in Hit.__dataclass_fields__}
    for hit, result in zip(core.hits, by_cli["results"], strict=True):
        assert fields <= set(result), f"a surface drops {fields - set(result)}"
        assert result["resolved_at"] == iso_utc(hit.resolved_at) if hit.resolved_at else result["resolved_at"] is None
    dates = {r["record_id"]: r["resolved_at"] for r in by_cli["results"]}
    assert dates == {"INC1": "2024-05-01T10:00:00Z", "INC2": "2024-03-03T08:00:00.250000Z"}


def test_memory_json_dates_match_http_on_the_cli(tmp_path: Path) -> None:
    """Dataclass values (`plain`, used by the CLI's --json and the memory routes) write dates as pydantic does."""
    from opmem.surfaces.memory_out import plain

    value = plain(
        {
            "seen_at": datetime(2024, 5, 1, 12, tzinfo=timezone(timedelta(hours=2))),
            "nested": [{"x_at": datetime(2024, 1, 1, tzinfo=UTC)}],
        }
    )
    assert dates_in(value) and all(ISO_Z.match(d) for d in dates_in(value)), value
