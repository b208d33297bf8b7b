"""Tokens can be listed (never their secret), revoked and given an expiry, on the CLI and over HTTP (for holders of
`manage_access`); a revoked or expired token gets 401 at once, on HTTP and on an MCP session already open."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx2
import pytest
from click.testing import CliRunner
from conftest import record
from fastapi.testclient import TestClient
from live import serving
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli

TENANT = "default"
FAKE = "fake:hash-64"
START = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def om(tmp_path: Path) -> Iterator[Opmem]:
    clock = FixedClock(START)
    opmem = Opmem(
        Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()}, clock=clock
    )
    opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
    opmem.create_principal(TENANT, "alice", grants=["incident"])
    opmem.create_principal(TENANT, "keeper", capabilities=["manage_access"])
    yield opmem
    opmem.close()


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_a_revoked_token_is_401_at_once_over_http(om: Opmem) -> None:
    token = om.issue_token(TENANT, "alice")
    with TestClient(create_app(om, mount_mcp=False)) as client:
        assert client.get("/v1/records/incident/INC1", headers=auth(token)).status_code == 200
        (info,) = om.access.tokens(TENANT, "alice")
        om.access.revoke_token(TENANT, info.id)
        refused = client.get("/v1/records/incident/INC1", headers=auth(token))
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    assert (
        refused.json()["error"]["message"] == f"Token {info.id} was revoked; ask for a new one (`opmem token issue`)."
    )


def test_an_expired_token_is_401(om: Opmem) -> None:
    token = om.issue_token(TENANT, "alice", expires_at=START + timedelta(hours=1))
    with TestClient(create_app(om, mount_mcp=False)) as client:
        assert client.get("/v1/records/incident/INC1", headers=auth(token)).status_code == 200
        om.clock.advance(timedelta(hours=1))  # type: ignore[attr-defined]
        refused = client.get("/v1/records/incident/INC1", headers=auth(token))
    assert refused.status_code == 401 and "expired" in refused.json()["error"]["message"]


def test_tokens_over_http_need_manage_access_and_never_show_the_secret(om: Opmem) -> None:
    alice, keeper = om.issue_token(TENANT, "alice"), om.issue_token(TENANT, "keeper")
    with TestClient(create_app(om, mount_mcp=False)) as client:
        for method, path in (("GET", "/v1/tokens"), ("POST", "/v1/tokens"), ("DELETE", "/v1/tokens/x")):
            denied = client.request(method, path, json={"principal_id": "alice"}, headers=auth(alice))
            assert denied.status_code == 403 and "'manage_access'" in denied.json()["error"]["message"], path
        expires = (START + timedelta(days=30)).isoformat()
        issued = client.post("/v1/tokens", json={"principal_id": "alice", "expires_at": expires}, headers=auth(keeper))
        assert issued.status_code == 201
        secret, token_id = issued.json()["token"], issued.json()["id"]
        assert client.get("/v1/records/incident/INC1", headers=auth(secret)).status_code == 200
        listed = client.get("/v1/tokens", headers=auth(keeper))
        assert listed.status_code == 200
        assert secret not in listed.text and alice not in listed.text and keeper not in listed.text
        row = next(t for t in listed.json()["tokens"] if t["id"] == token_id)
        paged, cursor = [], None
        while True:
            params = {"limit": 1, **({"cursor": cursor} if cursor else {})}
            page = client.get("/v1/tokens", params=params, headers=auth(keeper)).json()
            paged, cursor = paged + [t["id"] for t in page["tokens"]], page["next_cursor"]
            if cursor is None:
                break
        assert paged == [t["id"] for t in listed.json()["tokens"]] and len(paged) >= 2
        assert row["principal_id"] == "alice" and row["state"] == "live"
        assert row["expires_at"].startswith("2026-01-31") and row["last_used_at"].startswith("2026-01-01T12:00")
        revoked = client.delete(f"/v1/tokens/{token_id}", headers=auth(keeper))
        assert revoked.status_code == 200 and revoked.json()["state"] == "revoked"
        assert client.get("/v1/records/incident/INC1", headers=auth(secret)).status_code == 401
        assert client.delete("/v1/tokens/nope", headers=auth(keeper)).status_code == 404
        past = client.post(
            "/v1/tokens", json={"principal_id": "alice", "expires_at": "2020-01-01T00:00:00Z"}, headers=auth(keeper)
        )
        assert past.status_code == 400 and "not in the future" in past.json()["error"]["message"]


def test_the_cli_issues_with_an_expiry_lists_and_revokes(om: Opmem) -> None:
    data_dir = str(om.settings.data_dir)
    om.close()
    env = {"OPMEM_EMBEDDING": "none"}

    def run(*args: str) -> str:
        result = CliRunner().invoke(cli, ["--data-dir", data_dir, *args], env=env)
        assert result.exit_code == 0, result.output
        return result.stdout

    secret = run("token", "issue", "alice", "--expires", "30d").strip()
    assert secret.startswith("opm_")
    listed = json.loads(run("token", "list", "--json"))["tokens"]
    assert len(listed) == 1 and listed[0]["principal_id"] == "alice" and listed[0]["state"] == "live"
    assert secret not in run("token", "list") and listed[0]["expires_at"] is not None
    assert f"token {listed[0]['id']} of alice revoked" in run("token", "revoke", listed[0]["id"])
    assert json.loads(run("token", "list", "--json"))["tokens"][0]["state"] == "revoked"
    bad = CliRunner().invoke(cli, ["--data-dir", data_dir, "token", "issue", "alice", "--expires", "soon"], env=env)
    assert bad.exit_code == 2 and "neither a duration" in bad.output


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_a_token_revoked_while_an_mcp_session_is_open_is_refused_at_the_next_call(tmp_path: Path) -> None:
    opmem = Opmem(Settings(data_dir=tmp_path / "mcp", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
    opmem.create_principal(TENANT, "alice", grants=["incident"])
    token = opmem.issue_token(TENANT, "alice")
    statuses: list[int] = []

    async def note(response: httpx2.Response) -> None:
        statuses.append(response.status_code)

    try:
        with serving(opmem) as base:
            async with (
                httpx2.AsyncClient(headers=auth(token), timeout=10, event_hooks={"response": [note]}) as http,
                Client(streamable_http_client(f"{base}/mcp", http_client=http)) as client,
            ):
                first = await client.call_tool("recall_operational_memory", {"query": "disk full"})
                assert not first.is_error
                (info,) = opmem.access.tokens(TENANT, "alice")
                opmem.access.revoke_token(TENANT, info.id)
                with pytest.raises(Exception):  # noqa: B017 - the SDK surfaces the 401 as its own error types
                    await client.call_tool("recall_operational_memory", {"query": "disk full"})
    except BaseException as exc:  # the session's teardown may re-raise the refusal as a group
        if not statuses or statuses[-1] != 401:
            raise exc
    finally:
        opmem.close()
    assert 401 in statuses


@pytest.mark.anyio
async def test_a_token_revoked_during_a_stdio_session_is_refused_at_the_next_call(tmp_path: Path) -> None:
    data = tmp_path / "stdio"
    opmem = Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation"))
    opmem.create_principal(TENANT, "alice", grants=["incident"])
    token = opmem.issue_token(TENANT, "alice")
    server = StdioServerParameters(
        command=sys.executable,
        args=["-m", "opmem.surfaces.cli", "--data-dir", str(data), "mcp", "--token", token],
        env={"PYTHONPATH": os.environ.get("PYTHONPATH", ""), "OPMEM_EMBEDDING": FAKE, "PATH": "/usr/bin:/bin"},
    )
    try:
        async with Client(server) as client:
            first = await client.call_tool("recall_operational_memory", {"query": "disk full"})
            (info,) = opmem.access.tokens(TENANT, "alice")
            opmem.access.revoke_token(TENANT, info.id)
            second = await client.call_tool("recall_operational_memory", {"query": "disk full"})
    finally:
        opmem.close()
    assert not first.is_error
    assert second.is_error and f"Token {info.id} was revoked" in str(second.content[0])
