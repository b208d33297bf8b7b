"""`--json` of the CLI's paged lists prints the very object HTTP answers (`{tokens, next_cursor}`,
`{attachments, next_cursor}`), page by page, not a bare list with the cursor on stderr."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import FAKE, record
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli

TENANT = "default"


@pytest.fixture
def om(tmp_path: Path) -> Iterator[Opmem]:
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
    opmem.create_principal(TENANT, "keeper", capabilities=["manage_access", "browse_memory"], grants=["incident"])
    for name in ("a", "b", "c"):
        opmem.create_principal(TENANT, name)
        opmem.issue_token(TENANT, name)
        opmem.add_attachment(opmem.local_admin(TENANT), "incident", "INC1", filename=f"{name}.txt", data=b"notes")
    yield opmem
    opmem.close()


def http_pages(om: Opmem, path: str, key: str) -> list[dict[str, Any]]:
    pages: list[dict[str, Any]] = []
    token = om.issue_token(TENANT, "keeper")
    with TestClient(create_app(om, mount_mcp=False)) as client:
        cursor = None
        while True:
            params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
            got = client.get(path, params=params, headers={"Authorization": f"Bearer {token}"})
            assert got.status_code == 200, got.text
            pages.append(got.json())
            cursor = got.json()["next_cursor"]
            if cursor is None:
                return pages


def cli_pages(data: Path, *command: str) -> list[dict[str, Any]]:
    pages: list[dict[str, Any]] = []
    cursor = None
    while True:
        extra = ["--cursor", cursor] if cursor else []
        done = CliRunner().invoke(
            cli, ["--data-dir", str(data), *command, "--limit", "2", "--json", *extra], env={"OPMEM_EMBEDDING": "none"}
        )
        assert done.exit_code == 0 and done.stderr == "", done.output
        pages.append(json.loads(done.stdout))
        cursor = pages[-1]["next_cursor"]
        if cursor is None:
            return pages


@pytest.mark.parametrize(
    ("path", "key", "command"),
    [("/v1/tokens", "tokens", ("token", "list")), ("/v1/attachments", "attachments", ("attachment", "list"))],
)
def test_cli_json_pages_are_the_http_pages(om: Opmem, path: str, key: str, command: tuple[str, ...]) -> None:
    over_http = http_pages(om, path, key)
    data = om.settings.data_dir
    om.close()
    on_cli = cli_pages(data, *command)
    assert len(over_http) >= 2 and all(set(page) == {key, "next_cursor"} for page in on_cli)
    ids = [item["id"] for page in on_cli for item in page[key]]
    assert len(ids) == len(set(ids)) >= 3
    assert on_cli == over_http
