"""Bad input at the HTTP edge: every oversized, out-of-range or hostile value gets 400/413 with the JSON error,
and nothing is stored."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from fastapi.testclient import TestClient
from live import serving

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.limits import MAX_ID_CHARS, MAX_INT, MAX_JSON_BODY, MAX_TEXT_CHARS, MAX_UPLOAD_BODY
from opmem.settings import Settings
from opmem.surfaces.api import create_app

TENANT = "default"
MODEL = "fake:hash-64"
BIG = MAX_INT + 1
SMALL = -MAX_INT - 2


@pytest.fixture
def opmem(tmp_path: Path, store_db: str | None) -> Iterator[Opmem]:
    memory = Opmem(Settings(data_dir=tmp_path, default_embedding=MODEL, db=store_db), embedders={MODEL: FakeEmbedder()})
    memory.local_admin(TENANT)
    yield memory
    memory.close()


@pytest.fixture
def admin(opmem: Opmem) -> dict[str, str]:
    return {"Authorization": f"Bearer {opmem.issue_token(TENANT, 'admin')}"}


@pytest.fixture
def client(opmem: Opmem) -> Iterator[TestClient]:
    with TestClient(create_app(opmem), raise_server_exceptions=False) as test_client:
        yield test_client


def assert_refused(response: httpx.Response, status: int = 400) -> dict[str, Any]:
    assert response.status_code == status, response.text
    error: dict[str, Any] = response.json()["error"]
    assert {"type", "message"} <= set(error) and error["message"]
    return error


def stored_ids(opmem: Opmem) -> list[str]:
    rows = opmem.store.db.execute("SELECT record_id FROM records").fetchall()
    return [row[0] for row in rows]


# -- sizes ------------------------------------------------------------------------------------------------


def test_a_text_field_over_the_limit_is_refused_and_nothing_is_stored(
    client: TestClient, opmem: Opmem, admin: dict[str, str]
) -> None:
    for field in ("description", "short_description", "resolution_notes", "close_code"):
        body = {"state": "resolved", field: "x" * (MAX_TEXT_CHARS + 1)}
        error = assert_refused(client.put("/v1/records/incident/INC1", json=body, headers=admin))
        assert field in error["message"]
    body = {"state": "resolved", "fields": {"notes": "y" * (MAX_TEXT_CHARS + 1)}}
    assert_refused(client.put("/v1/records/incident/INC1", json=body, headers=admin))
    assert stored_ids(opmem) == []
    # exactly the limit is accepted
    body = {"state": "resolved", "description": "x" * MAX_TEXT_CHARS}
    assert client.put("/v1/records/incident/INC1", json=body, headers=admin).status_code == 200


def test_the_core_refuses_oversized_fields_too(opmem: Opmem) -> None:
    from opmem.errors import InvalidInput
    from opmem.types import Record

    with pytest.raises(InvalidInput, match="description"):
        opmem.upsert_record(Record(TENANT, "incident", "INC1", "resolved", description="x" * (MAX_TEXT_CHARS + 1)))
    with pytest.raises(InvalidInput, match="record_id"):
        opmem.upsert_record(Record(TENANT, "incident", "I" * (MAX_ID_CHARS + 1), "resolved"))
    assert stored_ids(opmem) == []


def test_a_body_over_the_limit_gets_413_whether_declared_or_streamed(
    client: TestClient, opmem: Opmem, admin: dict[str, str]
) -> None:
    huge = b'{"state": "resolved", "description": "' + b"x" * MAX_JSON_BODY + b'"}'
    headers = {**admin, "Content-Type": "application/json"}
    error = assert_refused(client.put("/v1/records/incident/INC1", content=huge, headers=headers), 413)
    assert error["type"] == "payload_too_large" and f"{MAX_JSON_BODY:,}" in error["message"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it streams
        for start in range(0, len(huge), 65_536):
            yield huge[start : start + 65_536]

    assert_refused(client.put("/v1/records/incident/INC2", content=chunks(), headers=headers), 413)
    assert_refused(client.post("/v1/recall", content=huge, headers=headers), 413)
    assert stored_ids(opmem) == []


def test_a_declared_oversized_body_is_refused_before_it_is_sent(opmem: Opmem, admin: dict[str, str]) -> None:
    """A client that declares 10 GB and sends nothing gets its 413 at once: the server does not wait to read."""
    with serving(opmem) as url:
        host, port = url.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=5) as sock:
            request = (
                "PUT /v1/records/incident/INC1 HTTP/1.1\r\n"
                f"Host: {host}\r\nAuthorization: {admin['Authorization']}\r\n"
                "Content-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n"
            )
            sock.sendall(request.encode())
            answer = b""
            while b'"}}' not in answer and (chunk := sock.recv(65_536)):
                answer += chunk
    assert answer.startswith(b"HTTP/1.1 413"), answer
    assert b'"payload_too_large"' in answer


def test_uploads_have_their_own_limit(client: TestClient, opmem: Opmem, admin: dict[str, str]) -> None:
    client.put("/v1/records/incident/INC1", json={"state": "open"}, headers=admin)
    two_mb = {"file": ("notes.txt", b"disk full\n" * 200_000, "text/plain")}
    form = {"table": "incident", "record_id": "INC1"}
    assert client.post("/v1/attachments", data=form, files=two_mb, headers=admin).status_code == 201
    oversized = {**admin, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": str(MAX_UPLOAD_BODY + 1)}
    assert_refused(client.post("/v1/attachments", content=b"", headers=oversized), 413)
    # the upload limit is the upload route's alone: a multipart body elsewhere is held to the JSON limit
    elsewhere = {**oversized, "Content-Length": str(MAX_JSON_BODY + 1)}
    assert_refused(client.post("/v1/recall", content=b"", headers=elsewhere), 413)


def test_openapi_documents_the_limits(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    record = spec["components"]["schemas"]["RecordIn"]["properties"]
    assert record["description"]["maxLength"] == MAX_TEXT_CHARS
    assert record["state"]["maxLength"] == MAX_ID_CHARS
    put = spec["paths"]["/v1/records/{table}/{record_id}"]["put"]
    record_id = next(p for p in put["parameters"] if p["name"] == "record_id")
    assert record_id["schema"]["maxLength"] == MAX_ID_CHARS
    assert "413" in put["responses"] and "413" in spec["paths"]["/v1/recall"]["post"]["responses"]
    assert f"{MAX_JSON_BODY:,}" in spec["info"]["description"]


# -- integers past SQLite's range -------------------------------------------------------------------------


def _integer_params(spec: dict[str, Any]) -> Iterator[tuple[str, str, list[dict[str, Any]], str]]:
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            params = operation.get("parameters", [])
            for param in params:
                schema = param["schema"]
                types = {schema.get("type")} | {s.get("type") for s in schema.get("anyOf", [])}
                if "integer" in types:
                    yield path, method, params, param["name"]


def test_every_integer_parameter_is_bounded_in_openapi(client: TestClient) -> None:
    found = list(_integer_params(client.get("/openapi.json").json()))
    assert len(found) >= 15
    spec = client.get("/openapi.json").json()
    for path, method, params, name in found:
        param = next(p for p in params if p["name"] == name)
        schema = param["schema"]
        bounded = [schema, *schema.get("anyOf", [])]
        assert any(s.get("maximum", BIG) <= MAX_INT for s in bounded if s.get("type") == "integer"), (
            method,
            path,
            name,
        )
    assert spec


@pytest.mark.parametrize("value", [BIG, SMALL], ids=["2^63", "-2^63-1"])
def test_integers_out_of_range_get_400_on_every_endpoint(client: TestClient, admin: dict[str, str], value: int) -> None:
    """Today: HTTP 500 with OverflowError from SQLite on every id route."""
    spec = client.get("/openapi.json").json()
    tried = 0
    for path, method, params, name in _integer_params(spec):
        url, query = path, {}
        for param in params:
            filler: object = value if param["name"] == name else ("1" if param["in"] == "path" else None)
            if param["in"] == "path":
                url = url.replace("{" + param["name"] + "}", str(filler))
            elif filler is not None:
                query[param["name"]] = filler
        body = {} if method in ("post", "put", "patch") else None
        headers = {**admin, "If-Match": '"1"'}  # versioned edits: the id, not a missing version, is at fault
        response = client.request(method.upper(), url, params=query, json=body, headers=headers)
        error = assert_refused(response)
        assert error["type"] == "invalid_input", (method, url, response.text)
        tried += 1
    assert tried >= 15


def test_integers_out_of_range_in_bodies_are_refused(client: TestClient, opmem: Opmem, admin: dict[str, str]) -> None:
    """Today `source_doc_id` 2^63 in a skill proposal is HTTP 500 (OverflowError)."""
    opmem.create_agent(TENANT, "triage")
    skill = {"name": "n", "purpose": "p", "activation": "a", "prompt": "do it"}
    for value in (BIG, SMALL):
        assert_refused(client.post("/v1/recall", json={"query": "disk", "k": value}, headers=admin))
        assert_refused(client.post("/v1/skills/propose", json={**skill, "source_doc_id": value}, headers=admin))
        link = {"memory_id": value}
        url = "/v1/memory/agents/triage/investigations/inv1/link"
        assert_refused(client.post(url, json=link, headers=admin))
        edit = {"version": value, "title": "t"}
        assert_refused(client.patch("/v1/memory/memories/1", json=edit, headers=admin))
        body = {"agent_id": "triage", "mode": "text", "query": "disk", "limit": value}
        assert_refused(client.post("/v1/memory/search", json=body, headers=admin))
    assert tuple(opmem.store.db.execute("SELECT COUNT(*) FROM records WHERE source_table = 'skill'").fetchone()) == (0,)


def test_memory_text_over_the_limit_is_refused(opmem: Opmem) -> None:
    from opmem.errors import InvalidInput
    from opmem.memory.model import MemoryDraft

    with pytest.raises(InvalidInput, match="symptoms"):
        MemoryDraft(title="disk full", symptoms="x" * (MAX_TEXT_CHARS + 1))


# -- dates ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"])
def test_dates_past_the_range_in_utc_are_refused(
    client: TestClient, opmem: Opmem, admin: dict[str, str], when: str
) -> None:
    for name in ("resolved_at", "updated_at"):
        body = {"state": "resolved", "short_description": "disk full", name: when}
        error = assert_refused(client.put("/v1/records/incident/INC1", json=body, headers=admin))
        assert "year" in error["message"] or name in error["message"]
    assert stored_ids(opmem) == []
    body = {"state": "resolved", "resolved_at": "9999-12-31T23:59:59+00:00"}
    assert client.put("/v1/records/incident/INC1", json=body, headers=admin).status_code == 200


# -- ids --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("record_id", "why"),
    [
        ("I" * (MAX_ID_CHARS + 1), "limit"),
        ("INC\x1b[31m1", "control character"),
        ("INC\x07", "control character"),
        ("INC\u202e1", "bidirectional"),
        ("INC\u20661", "bidirectional"),
        ("INC\ufffd", "UTF-8"),
        ("INC\x85", "control character"),
    ],
)
def test_hostile_record_ids_are_refused(
    client: TestClient, opmem: Opmem, admin: dict[str, str], record_id: str, why: str
) -> None:
    url = "/v1/records/incident/" + quote(record_id, safe="")
    error = assert_refused(client.put(url, json={"state": "resolved"}, headers=admin))
    assert why in error["message"] or f"{MAX_ID_CHARS}" in error["message"]
    assert "\x1b" not in error["message"] and "\u202e" not in error["message"]
    assert stored_ids(opmem) == []


def test_ids_of_invalid_utf8_do_not_collide(client: TestClient, opmem: Opmem, admin: dict[str, str]) -> None:
    """`a%FF` and `a%FE` both decode to `a\ufffd`; today the second overwrites the first."""
    for raw in ("INC%FF", "INC%FE", "INC%C3%28"):
        assert_refused(client.put(f"/v1/records/incident/{raw}", json={"state": "resolved"}, headers=admin))
    assert stored_ids(opmem) == []
    with pytest.raises(NotFound):
        opmem.get_record(TENANT, "incident", "INC\ufffd")


def test_a_file_name_with_a_bidi_override_is_neutralised(
    client: TestClient, opmem: Opmem, admin: dict[str, str]
) -> None:
    client.put("/v1/records/incident/INC1", json={"state": "open"}, headers=admin)
    files = {"file": ("invoice\u202etxt.exe", b"total 12 EUR\n", "text/plain")}
    form = {"table": "incident", "record_id": "INC1"}
    response = client.post("/v1/attachments", data=form, files=files, headers=admin)
    assert response.status_code == 201, response.text
    assert response.json()["filename"] == "invoice_txt.exe"


def test_principal_agent_tenant_and_table_names_are_checked_in_the_core(opmem: Opmem) -> None:
    from opmem.errors import InvalidInput
    from opmem.types import TableConfig

    for bad in ("bob\u202eevil", "bob\x1b[0m", "b" * (MAX_ID_CHARS + 1), " "):
        with pytest.raises(InvalidInput, match="principal id"):
            opmem.create_principal(TENANT, bad)
        with pytest.raises(InvalidInput, match="agent id"):
            opmem.create_agent(TENANT, bad)
    for name in ("../x", "a/b", ".x", "x" * 65, "tab\tle"):
        with pytest.raises(InvalidInput, match="Tenant name"):
            opmem.create_tenant(name, embedding=None)
        with pytest.raises(InvalidInput, match="Table name"):
            opmem.set_table(TENANT, TableConfig(name, frozenset({"closed"})))
    with pytest.raises(InvalidInput, match="provider:model"):
        opmem.create_tenant("acme", embedding="nonsense")
    assert opmem.store.tenants() == [TENANT]
    assert "../x" not in opmem.tables(TENANT)


# -- MCP --------------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_tools_refuse_integers_out_of_range_by_name(opmem: Opmem) -> None:
    """Today an id of 2^63 reaches SQLite and the tool answers with an `OverflowError`."""
    from mcp.client import Client
    from mcp_types import TextContent

    from opmem.surfaces.mcp import create_mcp

    admin = opmem.local_admin(TENANT)
    opmem.create_agent(TENANT, "triage")
    calls = [
        ("read_knowledge_document", {"doc_id": BIG}, "doc_id"),
        ("read_knowledge_document", {"doc_id": 1, "offset": BIG}, "offset"),
        ("ask_document", {"doc_id": BIG, "question": "what?"}, "doc_id"),
        ("get_memory", {"memory_id": BIG}, "memory_id"),
        ("link_memory", {"agent_id": "triage", "investigation_id": "i", "memory_id": BIG}, "memory_id"),
        ("note_pursuit", {"agent_id": "triage", "pursuit_id": BIG, "notes": "n"}, "pursuit_id"),
        ("hold_pursuit", {"agent_id": "triage", "pursuit_id": SMALL}, "pursuit_id"),
        ("close_pursuit", {"agent_id": "triage", "pursuit_id": BIG}, "pursuit_id"),
    ]
    async with Client(create_mcp(opmem, lambda _ctx: admin)) as client:
        for tool, arguments, name in calls:
            result = await client.call_tool(tool, arguments)
            assert result.is_error, (tool, result)
            block = result.content[0]
            assert isinstance(block, TextContent)
            assert name in block.text and "Overflow" not in block.text, (tool, block.text)


def test_a_record_of_many_fields_is_limited_as_a_whole(opmem: Opmem) -> None:
    from opmem.errors import InvalidInput
    from opmem.limits import MAX_RECORD_CHARS
    from opmem.types import Record

    fields = {f"f{n}": "x" * 60_000 for n in range(MAX_RECORD_CHARS // 60_000 + 1)}
    with pytest.raises(InvalidInput, match="characters of text"):
        opmem.upsert_record(Record(TENANT, "incident", "INC1", "resolved", fields=fields))
    assert stored_ids(opmem) == []


def test_run_ids_are_checked_like_record_ids(client: TestClient, opmem: Opmem, admin: dict[str, str]) -> None:
    """A run id a caller picks is stored and shown to people: the same rule as a record id."""
    opmem.create_agent(TENANT, "triage")
    signal = {"type": "manual", "payload": {"note": "disk"}}
    for bad in ("run\u202e1", "run\x1b[2J", "r" * (MAX_ID_CHARS + 1)):
        body = {"signals": [signal], "investigation_id": bad}
        error = assert_refused(client.post("/v1/memory/agents/triage/investigations", json=body, headers=admin))
        assert "investigation_id" in error["message"]
    body = {"signals": [signal], "investigation_id": "run-1"}
    assert client.post("/v1/memory/agents/triage/investigations", json=body, headers=admin).status_code < 300
    rows = opmem.store.db.execute("SELECT id FROM investigations").fetchall()
    assert [row[0] for row in rows] == ["run-1"]
