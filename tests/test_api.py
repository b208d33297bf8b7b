"""The HTTP surface against a real SQLite data directory, through the real FastAPI app."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.types import EMPTY_HINT, EmbedKind, Record

TENANT = "default"
MODEL = "fake:hash-64"

SEED = (
    Record(
        TENANT,
        "incident",
        "INC0001",
        "resolved",
        short_description="Disk full on db-01 after log rotation failed",
        description="The /var partition on db-01 filled up and writes failed.",
        resolution_notes="Restarted logrotate and purged old WAL archives.",
        close_code="Solved (Permanently)",
        resolved_at=datetime(2024, 5, 1, 10, 0, tzinfo=UTC),
    ),
    Record(
        TENANT,
        "problem",
        "PRB0001",
        "closed",
        short_description="Payment gateway timeouts during peak hours",
        resolution_notes="Raised the connection pool size on the payment gateway proxy.",
        resolved_at=datetime(2024, 4, 2, 9, 0, tzinfo=UTC),
    ),
    Record(
        TENANT,
        "change",
        "CHG0001",
        "closed",
        short_description="Rotate TLS certificates on the payment gateway",
        resolution_notes="Certificates rotated; payment gateway restarted.",
        resolved_at=datetime(2024, 3, 3, 8, 0, tzinfo=UTC),
    ),
)


@dataclass(frozen=True)
class Env:
    opmem: Opmem
    embedder: FakeEmbedder
    client: TestClient
    agent: dict[str, str]  # grants incident, problem
    auditor: dict[str, str]  # grants change


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def make_opmem(data_dir: Path, embedder: FakeEmbedder, db: str | None = None) -> Opmem:
    return Opmem(Settings(data_dir=data_dir, default_embedding=MODEL, db=db), embedders={MODEL: embedder})


@pytest.fixture
def env(tmp_path: Path, store_db: str | None) -> Iterator[Env]:
    embedder = FakeEmbedder()
    opmem = make_opmem(tmp_path, embedder, store_db)
    opmem.create_principal(TENANT, "agent", grants=["incident", "problem"], writes=["incident", "problem"])
    opmem.create_principal(TENANT, "auditor", grants=["change"])
    opmem.upsert_records(SEED)
    with TestClient(create_app(opmem)) as client:
        yield Env(
            opmem=opmem,
            embedder=embedder,
            client=client,
            agent=_bearer(opmem.issue_token(TENANT, "agent")),
            auditor=_bearer(opmem.issue_token(TENANT, "auditor")),
        )
    opmem.close()


def snapshot(opmem: Opmem) -> tuple[tuple[Record, ...], int]:
    """What a rejected request must leave alone: every seeded record and the document count."""
    records = tuple(opmem.get_record(TENANT, r.source_table, r.record_id) for r in SEED)
    return records, opmem.store.document_count(TENANT)


def recall(env: Env, headers: dict[str, str], **body: Any) -> dict[str, Any]:
    response = env.client.post("/v1/recall", json=body, headers=headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def record_ids(result: dict[str, Any]) -> list[str]:
    return [hit["record_id"] for hit in result["results"]]


# -- happy paths ----------------------------------------------------------------------------------------


def test_healthz_needs_no_token(env: Env) -> None:
    response = env.client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_upsert_then_recall_round_trip_with_provenance(env: Env) -> None:
    body = {
        "state": "Resolved",
        "short_description": "Kafka consumer lag on the orders topic",
        "description": "Consumers of orders fell 2 hours behind.",
        "resolution_notes": "Added two consumer instances and raised max.poll.records.",
        "close_code": "Solved",
        "resolved_at": "2024-06-02T08:30:00+02:00",
        "fields": {"cmdb_ci": "orders-kafka"},
    }
    put = env.client.put("/v1/records/incident/INC0002", json=body, headers=env.agent)
    assert put.status_code == 200, put.text
    stored = put.json()
    assert stored["table"] == "incident" and stored["record_id"] == "INC0002"
    assert isinstance(stored["document_id"], int)

    got = env.client.get("/v1/records/incident/INC0002", headers=env.agent)
    assert got.status_code == 200
    assert got.json() == {
        "table": "incident",
        "record_id": "INC0002",
        "state": "Resolved",
        "short_description": "Kafka consumer lag on the orders topic",
        "description": "Consumers of orders fell 2 hours behind.",
        "resolution_notes": "Added two consumer instances and raised max.poll.records.",
        "close_code": "Solved",
        "resolved_at": "2024-06-02T06:30:00Z",
        "updated_at": None,
        "fields": {"cmdb_ci": "orders-kafka"},
    }

    result = recall(env, env.agent, query="kafka consumer lag orders")
    assert result["query"] == "kafka consumer lag orders"
    assert result["hint"] is None and result["degraded"] == []
    top = result["results"][0]
    assert top["doc_id"] == stored["document_id"]
    assert (top["kind"], top["source_table"], top["record_id"]) == ("resolution", "incident", "INC0002")
    assert top["title"] == "Kafka consumer lag on the orders topic"
    assert top["link"] == "/records/incident/INC0002"
    assert top["resolved_at"] == "2024-06-02T06:30:00Z"
    assert "text" in top["arms"] and top["score"] > 0
    assert "consumer" in top["snippet"].lower()


def test_open_record_is_stored_without_a_document_until_it_resolves(env: Env) -> None:
    path = "/v1/records/incident/INC0003"
    body = {"state": "In Progress", "short_description": "Nightly backup job hangs on tape library"}
    first = env.client.put(path, json=body, headers=env.agent)
    assert first.status_code == 200 and first.json()["document_id"] is None
    assert "INC0003" not in record_ids(recall(env, env.agent, query="backup job hangs tape"))

    resolved = env.client.put(path, json={**body, "state": "closed"}, headers=env.agent)
    assert isinstance(resolved.json()["document_id"], int)
    assert record_ids(recall(env, env.agent, query="backup job hangs tape"))[0] == "INC0003"


def test_delete_removes_the_record_and_its_result(env: Env) -> None:
    assert "INC0001" in record_ids(recall(env, env.agent, query="disk full db-01"))

    deleted = env.client.delete("/v1/records/incident/INC0001", headers=env.agent)
    assert deleted.status_code == 204 and deleted.content == b""

    after = recall(env, env.agent, query="disk full db-01", scope="incident")
    assert after["results"] == [] and after["hint"] == EMPTY_HINT
    missing = env.client.get("/v1/records/incident/INC0001", headers=env.agent)
    assert missing.status_code == 404
    assert missing.json()["error"]["type"] == "not_found"
    again = env.client.delete("/v1/records/incident/INC0001", headers=env.agent)
    assert again.status_code == 404 and "nothing was deleted" in again.json()["error"]["message"]


def test_recall_only_returns_tables_the_principal_is_granted(env: Env) -> None:
    agent = recall(env, env.agent, query="payment gateway", k=10)
    assert record_ids(agent) == ["PRB0001"]
    assert {hit["source_table"] for hit in agent["results"]} == {"problem"}

    auditor = recall(env, env.auditor, query="payment gateway", k=10)
    assert record_ids(auditor) == ["CHG0001"]

    # An indexed table outside the grants is a valid scope that answers nothing, not an error.
    scoped = recall(env, env.agent, query="payment gateway", scope="change")
    assert scoped["results"] == [] and scoped["hint"] == EMPTY_HINT


def test_degraded_semantic_arm_is_reported_and_text_still_answers(env: Env) -> None:
    env.embedder.failure = "provider down"
    result = recall(env, env.agent, query="disk full db-01")
    assert result["degraded"] == [{"arm": "semantic", "reason": "embedding the query failed: provider down"}]
    assert record_ids(result)[0] == "INC0001"
    assert "semantic" not in result["results"][0]["arms"]


def test_openapi_lists_the_routes_and_the_bearer_scheme(env: Env) -> None:
    doc = env.client.get("/openapi.json").json()
    paths = doc["paths"]
    assert set(paths["/v1/records/{table}/{record_id}"]) == {"put", "get", "delete"}
    assert set(paths["/v1/recall"]) == {"post"}
    assert set(paths["/healthz"]) == {"get"}
    assert "/mcp" not in paths
    assert doc["components"]["securitySchemes"]["bearer"]["type"] == "http"
    assert doc["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    assert paths["/v1/recall"]["post"]["security"] == [{"bearer": []}]
    assert "security" not in paths["/healthz"]["get"]
    recall_schema = doc["components"]["schemas"]["RecallIn"]
    assert recall_schema["required"] == ["query"]
    put_responses = set(paths["/v1/records/{table}/{record_id}"]["put"]["responses"])
    assert put_responses == {"200", "400", "401", "403", "404", "413"}
    assert doc["components"]["schemas"]["RecordIn"]["required"] == ["state"]
    assert "HTTPValidationError" not in doc["components"]["schemas"]


# -- refusals -------------------------------------------------------------------------------------------


RECORD = "/v1/records/incident/INC0001"
CALLS = (
    ("PUT", RECORD, {"state": "closed", "short_description": "overwritten"}),
    ("GET", RECORD, None),
    ("DELETE", RECORD, None),
    ("POST", "/v1/recall", {"query": "disk full"}),
)


@pytest.mark.parametrize("auth", [None, "Bearer opm_not_a_real_token", "Basic YWdlbnQ6c2VjcmV0", "Bearer "])
@pytest.mark.parametrize(("method", "path", "body"), CALLS)
def test_missing_or_unknown_token_is_401_and_changes_nothing(
    env: Env, auth: str | None, method: str, path: str, body: dict[str, str] | None
) -> None:
    before = snapshot(env.opmem)
    headers = {"Authorization": auth} if auth else {}
    response = env.client.request(method, path, json=body, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    error = response.json()["error"]
    assert error["type"] == "unauthorized" and "Authorization: Bearer" in error["message"]
    assert snapshot(env.opmem) == before


@pytest.mark.parametrize(("method", "path", "body"), CALLS[:3])
def test_record_calls_without_a_grant_are_403_and_change_nothing(
    env: Env, method: str, path: str, body: dict[str, str] | None
) -> None:
    before = snapshot(env.opmem)
    response = env.client.request(method, path, json=body, headers=env.auditor)
    assert response.status_code == 403
    reading = "Principal 'auditor' has no read grant on table 'incident'; "
    reading += "ask an administrator to grant it, or use a token whose principal has one."
    writing = "Storing, deleting and restoring records of table 'incident' needs a write grant on it; principal "
    writing += "'auditor' has none (a read grant is not a write grant). A holder of 'manage_access' can grant one "
    writing += "(`opmem principal grant auditor --write incident`)."
    message = reading if method == "GET" else writing
    error = response.json()["error"]
    assert error.pop("request_id") == response.headers["x-request-id"]
    assert error == {"type": "forbidden", "message": message}
    assert snapshot(env.opmem) == before


JSON = {"Content-Type": "application/json"}
BAD_REQUESTS = [
    pytest.param("POST", "/v1/recall", {"json": {"query": ""}}, "invalid_input", "The query is empty", id="empty"),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "é" * 2500}},
        "invalid_input",
        "5000 bytes; the limit is 4096",
        id="5000-bytes",
    ),
    pytest.param("POST", "/v1/recall", {"json": {"query": "disk\x00full"}}, "invalid_input", "NUL byte", id="nul"),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "disk", "k": 11}},
        "invalid_input",
        "k must be a whole number from 1 to 10; got 11.",
        id="k-11",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "disk", "k": "five"}},
        "invalid_input",
        "field 'k': Input should be a valid integer",
        id="k-text",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "disk", "k": 2.5}},
        "invalid_input",
        "field 'k': Input should be a valid integer",
        id="k-float",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "disk", "scope": "widgets"}},
        "unknown_table",
        "Unknown scope 'widgets'",
        id="unknown-scope",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": {"query": "disk", "doc_kinds": ["essay"]}},
        "invalid_input",
        "Unknown document kind(s) essay",
        id="unknown-kind",
    ),
    pytest.param("POST", "/v1/recall", {"json": {"k": 3}}, "invalid_input", "field 'query' is required", id="no-query"),
    pytest.param(
        "POST",
        "/v1/recall",
        {"json": [{"query": "disk"}]},
        "invalid_input",
        "must be a JSON object",
        id="array-body",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"content": b'{"query": "disk', "headers": JSON},
        "invalid_input",
        "the body is not valid JSON",
        id="bad-json",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"content": b'{"query": "d\xffisk"}', "headers": JSON},
        "invalid_input",
        "not valid UTF-8",
        id="not-utf8",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"json": {"short_description": "overwritten"}},
        "invalid_input",
        "field 'state' is required",
        id="missing-state",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"json": {"state": "closed", "short_desc": "overwritten"}},
        "invalid_input",
        "field 'short_desc' is not accepted",
        id="unknown-field",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"json": {"state": "closed", "fields": {"host": 1}}},
        "invalid_input",
        "field 'fields.host': Input should be a valid string",
        id="field-not-text",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"json": {"state": "closed", "resolved_at": "yesterday"}},
        "invalid_input",
        "field 'resolved_at'",
        id="bad-date",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"json": {"state": "clo\x00sed"}},
        "invalid_input",
        "Field 'state' contains a NUL byte",
        id="nul-state",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"content": b'{"state": "closed", "description": "a\\ud800"}', "headers": JSON},
        "invalid_input",
        "field 'description': contains an unpaired surrogate",
        id="lone-surrogate",
    ),
    pytest.param(
        "PUT",
        RECORD,
        {"content": b"\xff\xfe{}", "headers": JSON},
        "invalid_input",
        "not valid UTF-8",
        id="put-not-utf8",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"content": '{"query": "disk"}'.encode("utf-16"), "headers": JSON},
        "invalid_input",
        "not valid UTF-8",
        id="utf16-json",
    ),
    pytest.param(
        "POST",
        "/v1/recall",
        {"content": b'{"query": "disk"}', "headers": {"Content-Type": "text/plain"}},
        "invalid_input",
        "sent with Content-Type: application/json",
        id="not-json-content-type",
    ),
    pytest.param("PUT", RECORD, {}, "invalid_input", "the body is missing", id="no-body"),
]


@pytest.mark.parametrize(("method", "path", "request_args", "kind", "fragment"), BAD_REQUESTS)
def test_bad_requests_are_400_with_a_message_and_change_nothing(
    env: Env, method: str, path: str, request_args: dict[str, Any], kind: str, fragment: str
) -> None:
    before = snapshot(env.opmem)
    args = dict(request_args)
    headers = {**env.agent, **args.pop("headers", {})}
    response = env.client.request(method, path, headers=headers, **args)
    assert response.status_code == 400, response.text
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"type", "message", "request_id"}
    assert body["error"]["type"] == kind
    assert fragment in body["error"]["message"]
    assert snapshot(env.opmem) == before


def test_a_granted_table_that_is_not_configured_is_400(env: Env) -> None:
    env.opmem.create_principal(TENANT, "wide", grants=["widget"], writes=["widget"])
    headers = _bearer(env.opmem.issue_token(TENANT, "wide"))
    response = env.client.put("/v1/records/widget/W1", json={"state": "closed"}, headers=headers)
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["type"] == "unknown_table"
    assert error["message"].startswith("Table 'widget' is not configured for tenant 'default'.")


def test_unknown_route_is_a_json_404(env: Env) -> None:
    response = env.client.get("/v2/nothing")
    assert response.status_code == 404
    rid = response.headers["x-request-id"]
    assert response.json() == {"error": {"type": "not_found", "message": "Not Found", "request_id": rid}}


def test_mcp_endpoint_is_absent_without_mount_and_unavailable_without_lifespan(env: Env) -> None:
    unmounted = TestClient(create_app(env.opmem, mount_mcp=False)).post("/mcp", json={}, headers=env.agent)
    assert unmounted.status_code == 404
    not_started = TestClient(create_app(env.opmem)).post("/mcp", json={}, headers=env.agent)
    assert not_started.status_code == 503
    assert not_started.json()["error"]["type"] == "unavailable"


class ExplodingEmbedder(FakeEmbedder):
    """A provider bug that is not an `EmbeddingError`: the API must answer 500 without leaking it."""

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Any:
        raise RuntimeError("secret internals at /srv/opmem")


def test_unexpected_error_is_a_json_500_without_a_trace(tmp_path: Path, store_db: str | None) -> None:
    opmem = make_opmem(tmp_path, ExplodingEmbedder(), store_db)
    opmem.create_principal(TENANT, "agent", grants=["incident"], writes=["incident"])
    headers = _bearer(opmem.issue_token(TENANT, "agent"))
    try:
        with TestClient(create_app(opmem, mount_mcp=False), raise_server_exceptions=False) as client:
            response = client.put("/v1/records/incident/INC9", json={"state": "closed"}, headers=headers)
    finally:
        opmem.close()
    assert response.status_code == 500
    error = response.json()["error"]
    assert error["type"] == "internal_error"
    assert "secret internals" not in response.text and "Traceback" not in response.text


def test_a_misspelt_query_parameter_is_refused_not_ignored(env: Env) -> None:
    response = env.client.get("/v1/attachments", params={"statsu": "pending"}, headers=env.agent)
    assert response.status_code == 400
    assert "'statsu'" in response.json()["error"]["message"]


def test_a_flag_must_be_a_json_boolean(env: Env) -> None:
    env.opmem.local_admin(TENANT)
    admin = {"Authorization": f"Bearer {env.opmem.issue_token(TENANT, 'admin')}"}
    response = env.client.put("/v1/settings/attachments", json={"attachments_enabled": 0}, headers=admin)
    assert response.status_code == 400
    assert "attachments_enabled" in response.json()["error"]["message"]


def test_a_scalar_query_parameter_given_twice_is_refused(env: Env) -> None:
    response = env.client.get("/v1/attachments?record_id=A&record_id=B", headers=env.agent)
    assert response.status_code == 400
    assert "'record_id' is given more than once" in response.json()["error"]["message"]
