"""Reading is not writing: write grants per source table, apart from read grants, on HTTP, the CLI and upgrades."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import record
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.store import migrations
from opmem.store.sqlite import SQLiteStore
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli

TENANT = "default"
BODY = {"state": "resolved", "short_description": "Disk full on db-09", "resolved_at": "2024-01-01T00:00:00Z"}


@pytest.fixture
def client(opmem: Opmem) -> Iterator[TestClient]:
    opmem.upsert_record(record("INC1", "Disk full on db-01", "Rotated logs."))
    with TestClient(create_app(opmem, mount_mcp=False)) as client:
        yield client


def bearer(opmem: Opmem, principal_id: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {opmem.issue_token(TENANT, principal_id)}"}


def rows(opmem: Opmem) -> list[tuple[str, str]]:
    return [tuple(r) for r in opmem.store.db.execute("SELECT record_id, state FROM records ORDER BY record_id")]


@pytest.mark.parametrize(
    ("method", "path", "body", "what"),
    [
        ("PUT", "/v1/records/incident/INC9", BODY, "Storing, deleting and restoring records"),
        ("PUT", "/v1/records/incident/INC1", BODY, "Storing, deleting and restoring records"),
        ("DELETE", "/v1/records/incident/INC1", None, "Storing, deleting and restoring records"),
    ],
)
def test_a_read_grant_alone_cannot_store_or_delete(
    opmem: Opmem, client: TestClient, method: str, path: str, body: object, what: str
) -> None:
    opmem.create_principal(TENANT, "reader", grants=["incident"])
    before = rows(opmem)
    response = client.request(method, path, json=body, headers=bearer(opmem, "reader"))
    assert response.status_code == 403
    message = response.json()["error"]["message"]
    assert message.startswith(f"{what} of table 'incident' needs a write grant on it; principal 'reader' has none")
    assert "opmem principal grant reader --write incident" in message
    assert rows(opmem) == before
    assert client.get("/v1/records/incident/INC1", headers=bearer(opmem, "reader")).status_code == 200


def test_restoring_from_the_archive_needs_the_write_grant(opmem: Opmem, client: TestClient) -> None:
    opmem.delete_record(TENANT, "incident", "INC1")
    opmem.create_principal(TENANT, "reader", grants=["incident"])
    refused = client.post("/v1/restore/incident/INC1", headers=bearer(opmem, "reader"))
    assert refused.status_code == 403
    assert refused.json()["error"]["message"].startswith("Restoring records from the archive of table 'incident'")
    assert rows(opmem) == []
    opmem.access.grant(TENANT, "reader", write=["incident"])
    restored = client.post("/v1/restore/incident/INC1", headers=bearer(opmem, "reader"))
    assert restored.status_code == 200 and restored.json()["record_id"] == "INC1"


def test_a_write_grant_on_one_table_is_not_one_on_another(opmem: Opmem, client: TestClient) -> None:
    opmem.create_principal(TENANT, "writer", grants=["incident", "problem"], writes=["problem"])
    headers = bearer(opmem, "writer")
    assert client.put("/v1/records/problem/PRB1", json=BODY, headers=headers).status_code == 200
    assert client.put("/v1/records/incident/INC2", json=BODY, headers=headers).status_code == 403
    assert client.delete("/v1/records/incident/INC1", headers=headers).status_code == 403
    assert client.delete("/v1/records/problem/PRB1", headers=headers).status_code == 204


def test_an_agents_service_account_gets_read_grants_only(opmem: Opmem, client: TestClient) -> None:
    account, _tools = opmem.create_agent(TENANT, "triage", grants=["incident"])
    assert account.grants == {"incident"} and account.writes == frozenset()
    assert client.delete("/v1/records/incident/INC1", headers=bearer(opmem, "triage")).status_code == 403
    assert [r for r, _ in rows(opmem)] == ["INC1"]


def test_openapi_says_which_grant_a_write_needs(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    for path, method in (
        ("/v1/records/{table}/{record_id}", "put"),
        ("/v1/records/{table}/{record_id}", "delete"),
        ("/v1/restore/{table}/{record_id}", "post"),
    ):
        assert "write grant" in paths[path][method]["responses"]["403"]["description"], (path, method)
        assert "write grant" in paths[path][method]["description"], (path, method)


def test_cli_grants_and_revokes_write_grants(opmem: Opmem, tmp_path: Path) -> None:
    data_dir = str(opmem.settings.data_dir)
    opmem.close()
    env = {"OPMEM_EMBEDDING": "none"}
    made = CliRunner().invoke(
        cli, ["--data-dir", data_dir, "principal", "create", "ops", "--grant", "incident"], env=env
    )
    assert made.exit_code == 0 and "principal ops: read incident; write -" in made.output
    granted = CliRunner().invoke(
        cli, ["--data-dir", data_dir, "principal", "grant", "ops", "--write", "incident"], env=env
    )
    assert granted.exit_code == 0 and "principal ops: read incident; write incident" in granted.output
    taken = CliRunner().invoke(
        cli, ["--data-dir", data_dir, "principal", "grant", "ops", "--write", "incident", "--revoke"], env=env
    )
    assert taken.exit_code == 0 and "principal ops: read incident; write -" in taken.output
    nothing = CliRunner().invoke(cli, ["--data-dir", data_dir, "principal", "grant", "ops"], env=env)
    assert nothing.exit_code == 2 and "--write" in nothing.output


def test_upgrading_gives_write_grants_to_the_local_administrator_only(tmp_path: Path) -> None:
    path = tmp_path / "opmem.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("CREATE TABLE migrations (name TEXT PRIMARY KEY)")
    for migration in migrations.MIGRATIONS[: migrations.MIGRATIONS.index(migrations.m006_access)]:
        migration(db)
        db.execute("INSERT INTO migrations VALUES (?)", (migration.__name__,))
    db.execute("INSERT INTO tenants VALUES ('default', NULL, '2024-01-01')")
    db.execute("INSERT INTO principals VALUES ('default', 'admin', 'Local administrator', '[]')")
    db.execute("INSERT INTO principals VALUES ('default', 'ops', 'ops', '[]')")
    for principal, table in (("admin", "incident"), ("admin", "change"), ("ops", "incident")):
        db.execute("INSERT INTO grants VALUES ('default', ?, ?)", (principal, table))
    db.execute("INSERT INTO tokens VALUES (?, 'default', 'ops')", ("ab" * 32,))
    db.close()
    store = SQLiteStore(path)
    assert store.principal("default", "admin").writes == {"incident", "change"}
    assert store.principal("default", "ops").writes == frozenset()
    assert store.principal("default", "ops").grants == {"incident"}
    token = store.db.execute("SELECT id, created_at, expires_at, revoked_at FROM tokens").fetchone()
    assert tuple(token) == ("ab" * 8, None, None, None)
    store.close()
