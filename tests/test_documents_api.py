"""Attachments and documents over HTTP (the real app) and MCP (a real client session against uvicorn)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import FAKE, record
from fastapi.testclient import TestClient
from files import pdf_bytes
from live import serving
from test_mcp import error_text, http_session

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.recall.read import DATA_NOTICE
from opmem.settings import Settings
from opmem.surfaces.api import create_app

INVOICE = pdf_bytes(["ACME Corp invoice 2024-117", "Purchase order PO-4711. The invoice total is 4,200 EUR."])


@dataclass(frozen=True)
class Env:
    opmem: Opmem
    client: TestClient
    admin: dict[str, str]
    agent: dict[str, str]  # reads and writes incident, no capabilities
    outsider: dict[str, str]  # reads problem only


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def make(data_dir: Path, clamd: str, db: str | None = None) -> Opmem:
    settings = Settings(data_dir=data_dir, default_embedding=FAKE, clamd_socket=clamd, db=db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("INC1", "Invoice dispute with ACME", state="open"))
    om.upsert_record(record("INC2", "Replica lag on db-02", "Follower fell behind. " * 400))
    om.local_admin("default")
    om.create_principal("default", "agent", grants=["incident"], writes=["incident"])
    om.create_principal("default", "reader", grants=["incident"])
    om.create_principal("default", "outsider", grants=["problem"])
    return om


@pytest.fixture
def env(tmp_path: Path, clamd_socket: str, store_db: str | None) -> Iterator[Env]:
    om = make(tmp_path, clamd_socket, store_db)
    with TestClient(create_app(om, mount_mcp=False)) as client:
        yield Env(
            om,
            client,
            bearer(om.issue_token("default", "admin")),
            bearer(om.issue_token("default", "agent")),
            bearer(om.issue_token("default", "outsider")),
        )
    om.close()


def upload(env: Env, headers: dict[str, str], name: str = "invoice.pdf", data: bytes = INVOICE) -> Any:
    files = {"file": (name, data, "application/pdf")}
    return env.client.post(
        "/v1/attachments", data={"table": "incident", "record_id": "INC1"}, files=files, headers=headers
    )


def test_upload_process_recall_and_ask_over_http(env: Env) -> None:
    created = upload(env, env.agent)
    assert created.status_code == 201, created.text
    body = created.json()
    assert (body["status"], body["filename"], body["table"], body["record_id"]) == (
        "pending",
        "invoice.pdf",
        "incident",
        "INC1",
    )
    assert env.client.post("/v1/attachments/process", headers=env.agent).status_code == 403
    ran = env.client.post("/v1/attachments/process", headers=env.admin)
    assert ran.json() == {"processed": 1, "statuses": {"indexed": 1}}
    listed = env.client.get("/v1/attachments", params={"record_id": "INC1"}, headers=env.admin).json()
    assert [(a["status"], a["parts"]) for a in listed["attachments"]] == [("indexed", 2)]
    assert listed["next_cursor"] is None
    assert env.client.get("/v1/attachments", headers=env.agent).status_code == 403  # statuses are for admins
    hit = env.client.post("/v1/recall", json={"query": "PO-4711"}, headers=env.agent).json()["results"][0]
    assert (hit["kind"], hit["link"]) == ("attachment", "/records/incident/INC1")
    refused = env.client.get(f"/v1/documents/{hit['doc_id']}", headers=env.agent)
    assert refused.status_code == 403 and "ask_document" in refused.json()["error"]["message"]
    asked = env.client.post(
        f"/v1/documents/{hit['doc_id']}/ask", json={"question": "What is the invoice total?"}, headers=env.agent
    ).json()
    assert asked["answer"]["type"] == "data" and "4,200 EUR" in asked["answer"]["text"]
    assert not asked["refused"] and asked["parts"][0] == "page 2"
    hidden = env.client.post(f"/v1/documents/{hit['doc_id']}/ask", json={"question": "total?"}, headers=env.outsider)
    assert hidden.status_code == 404


def test_read_pages_through_a_document_in_a_data_envelope(env: Env) -> None:
    doc_id = env.opmem.store.document_id("default", "resolution:incident:INC2")
    first = env.client.get(f"/v1/documents/{doc_id}", headers=env.agent).json()
    assert first["content"]["type"] == "data" and first["content"]["notice"] == DATA_NOTICE
    assert first["offset"] == 0 and first["next_offset"] == first["returned_chars"] and not first["complete"]
    text, offset = first["content"]["text"], first["next_offset"]
    while offset is not None:
        page = env.client.get(f"/v1/documents/{doc_id}", params={"offset": offset}, headers=env.agent).json()
        text, offset = text + page["content"]["text"], page["next_offset"]
    assert page["complete"] and len(text) == first["total_chars"]
    assert env.client.get(f"/v1/documents/{doc_id}", headers=env.outsider).status_code == 404
    assert env.client.get(f"/v1/documents/{doc_id}", params={"offset": -5}, headers=env.agent).status_code == 400


def test_upload_errors_are_clear_and_change_nothing(env: Env) -> None:
    empty = upload(env, env.agent, data=b"")
    assert empty.status_code == 400 and "empty" in empty.json()["error"]["message"]
    assert upload(env, env.outsider).status_code == 403
    missing = env.client.post(
        "/v1/attachments",
        data={"table": "incident", "record_id": "NOPE"},
        files={"file": ("a.txt", b"x", "text/plain")},
        headers=env.agent,
    )
    assert missing.status_code == 404 and "upload the record first" in missing.json()["error"]["message"]
    traversal = upload(env, env.agent, name="../../etc/passwd")
    assert traversal.json()["filename"] == "passwd"
    assert len(env.opmem.attachments.list("default")) == 1


def test_the_tenant_setting_needs_curate_memory(env: Env) -> None:
    assert (
        env.client.put("/v1/settings/attachments", json={"attachments_enabled": False}, headers=env.agent).status_code
        == 403
    )
    ok = env.client.put("/v1/settings/attachments", json={"attachments_enabled": False}, headers=env.admin)
    assert ok.status_code == 200 and env.opmem.store.setting("default", "memory.attachments_enabled") == "false"


def test_delete_attachment_over_http(env: Env) -> None:
    aid = upload(env, env.agent).json()["id"]
    env.opmem.process_attachments()
    assert env.client.delete(f"/v1/attachments/{aid}", headers=env.outsider).status_code == 404
    assert env.client.delete(f"/v1/attachments/{aid}", headers=env.agent).status_code == 204
    assert env.client.post("/v1/recall", json={"query": "PO-4711"}, headers=env.agent).json()["results"] == []


# -- MCP ------------------------------------------------------------------------------------------------

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def served(tmp_path: Path, clamd_socket: str, store_db: str | None) -> Iterator[tuple[str, Opmem, str]]:
    om = make(tmp_path, clamd_socket, store_db)
    om.add_attachment(om.local_admin("default"), "incident", "INC1", filename="invoice.pdf", data=INVOICE)
    om.process_attachments()
    with serving(om) as base:
        yield f"{base}/mcp", om, om.issue_token("default", "agent")
    om.close()


async def test_read_and_ask_tools_over_a_real_mcp_session(served: tuple[str, Opmem, str]) -> None:
    url, om, token = served
    resolution = om.store.document_id("default", "resolution:incident:INC2")
    attachment = om.attachments.list("default")[0].doc_id
    async with http_session(url, token) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        read = await client.call_tool("read_knowledge_document", {"doc_id": resolution})
        second = await client.call_tool("read_knowledge_document", {"doc_id": resolution, "offset": 4000})
        refused = await client.call_tool("read_knowledge_document", {"doc_id": attachment})
        asked = await client.call_tool("ask_document", {"doc_id": attachment, "question": "Which purchase order?"})
    assert {"read_knowledge_document", "ask_document"} <= names
    assert read.structured_content is not None and second.structured_content is not None
    assert read.structured_content["content"]["type"] == "data" and read.structured_content["next_offset"] == 4000
    assert second.structured_content["offset"] == 4000
    assert "ask_document" in error_text(refused)
    assert asked.structured_content is not None and "PO-4711" in asked.structured_content["answer"]["text"]


def test_attaching_or_deleting_a_file_needs_the_write_grant(env: Env) -> None:
    reader = bearer(env.opmem.issue_token("default", "reader"))  # reads incident, writes nothing
    refused = upload(env, reader)
    assert refused.status_code == 403 and "write grant" in refused.json()["error"]["message"]
    created = upload(env, env.agent)
    assert created.status_code == 201, created.text
    gone = env.client.delete(f"/v1/attachments/{created.json()['id']}", headers=reader)
    assert gone.status_code == 403 and "write grant" in gone.json()["error"]["message"]
    assert env.client.get("/v1/attachments", params={"record_id": "INC1"}, headers=env.admin).json()["attachments"]
