"""What an operator relies on: /healthz, /readyz with named checks, /metrics behind its token, a request id in
every answer and error, and an access log that never carries a token or a document's text."""

from __future__ import annotations

import json
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner
from conftest import FAKE, record
from fastapi.testclient import TestClient
from test_data_dir import free_port, serve

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.surfaces.observe import JsonFormatter

CANARY = "zebracanary7731"
METRICS_TOKEN = "scrape-me-1234"


def _opmem(data: Path, **settings: object) -> Opmem:
    values: dict[str, object] = {"data_dir": data, "default_embedding": FAKE, "clamd_socket": None, **settings}
    return Opmem(Settings(**values), embedders={FAKE: FakeEmbedder()})  # type: ignore[arg-type]


@pytest.fixture
def served(tmp_path: Path, store_db: str | None) -> Iterator[tuple[Opmem, TestClient, dict[str, str]]]:
    om = _opmem(tmp_path / "d", metrics_token=METRICS_TOKEN, ready_lag=0.0, db=store_db)
    om.set_attachments_enabled("default", False)
    om.local_admin("default")
    headers = {"Authorization": f"Bearer {om.issue_token('default', 'admin')}"}
    with TestClient(create_app(om, mount_mcp=False)) as client:
        yield om, client, headers
    om.close()


def test_healthz_and_readyz_name_their_checks(served: tuple[Opmem, TestClient, dict[str, str]]) -> None:
    _, client, _ = served
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200, ready.text
    assert {c["name"]: c["ok"] for c in ready.json()["checks"]} == {
        "store": True,
        "index": True,
        "model": True,
        "clamd": True,
        "guard": True,  # rules only in the unit tests (OPMEM_GUARD_MODEL=off)
    }


def test_readyz_is_503_while_the_index_is_behind(served: tuple[Opmem, TestClient, dict[str, str]]) -> None:
    om, client, _ = served
    om.upsert_records([record("INC1", "Proxy certificate expired")])
    # Another process committed a change and died before applying it to the indexes.
    db = sqlite3.connect(Path(om.settings.data_dir) / "opmem.sqlite3")
    db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES ('default', 1, 'upsert')")
    db.commit()
    db.close()
    client.get("/readyz")  # the first look starts the clock; ready_lag=0 means the next one is already late
    behind = client.get("/readyz")
    assert behind.status_code == 503
    index = next(c for c in behind.json()["checks"] if c["name"] == "index")
    assert not index["ok"] and "1 changes pending" in index["detail"]
    om.sync.apply(block=True)
    assert client.get("/readyz").status_code == 200


def test_readyz_needs_clamd_only_when_attachments_are_on(served: tuple[Opmem, TestClient, dict[str, str]]) -> None:
    om, client, _ = served
    om.set_attachments_enabled("default", True)
    answer = client.get("/readyz")
    assert answer.status_code == 503
    clamd = next(c for c in answer.json()["checks"] if c["name"] == "clamd")
    assert not clamd["ok"] and "OPMEM_CLAMD_SOCKET" in clamd["detail"]


def test_readyz_passes_clamd_when_it_answers(tmp_path: Path, clamd_socket: str) -> None:
    om = _opmem(tmp_path / "d", clamd_socket=clamd_socket)
    with TestClient(create_app(om, mount_mcp=False)) as client:
        checks = {c["name"]: c for c in client.get("/readyz").json()["checks"]}
    om.close()
    assert checks["clamd"]["ok"], checks["clamd"]


def test_metrics_need_their_token_and_count_recalls(served: tuple[Opmem, TestClient, dict[str, str]]) -> None:
    om, client, headers = served
    assert client.get("/metrics").status_code == 404
    assert client.get("/metrics", headers=headers).status_code == 404  # a user's token is not the scrape token
    om.upsert_records([record("INC1", "Proxy certificate expired")])
    assert client.post("/v1/recall", json={"query": "proxy certificate"}, headers=headers).status_code == 200
    scraped = client.get("/metrics", headers={"Authorization": f"Bearer {METRICS_TOKEN}"})
    assert scraped.status_code == 200
    text = scraped.text
    for arm in ("fused", "text", "fuzzy", "semantic"):
        assert f'opmem_recall_seconds_count{{arm="{arm}"}} 1.0' in text, arm
    assert "opmem_outbox_lag_entries 0.0" in text
    assert "# TYPE opmem_attachments gauge" in text and "# TYPE opmem_guard_refusals_total counter" in text
    assert "# TYPE opmem_runs_finished gauge" in text


def test_metrics_are_off_without_a_token(tmp_path: Path) -> None:
    om = _opmem(tmp_path / "d")
    with TestClient(create_app(om, mount_mcp=False)) as client:
        assert client.get("/metrics").status_code == 404
    om.close()


def test_every_answer_carries_a_request_id(served: tuple[Opmem, TestClient, dict[str, str]]) -> None:
    _, client, headers = served
    missing = client.get("/v1/records/incident/NOPE", headers=headers)
    rid = missing.headers["x-request-id"]
    assert missing.status_code == 404 and missing.json()["error"]["request_id"] == rid
    mine = client.get("/healthz", headers={"X-Request-ID": "trace-42.a_b"})
    assert mine.headers["x-request-id"] == "trace-42.a_b"
    unsafe = client.get("/healthz", headers={"X-Request-ID": "x\x1b[31m" + "y" * 80})
    assert unsafe.headers["x-request-id"] != "x" and len(unsafe.headers["x-request-id"]) == 16


def test_the_access_log_names_route_and_principal_and_never_text_or_tokens(
    served: tuple[Opmem, TestClient, dict[str, str]], caplog: pytest.LogCaptureFixture
) -> None:
    _, client, headers = served
    caplog.set_level(logging.DEBUG)
    body = {"state": "resolved", "short_description": f"{CANARY} proxy", "description": f"secret {CANARY}"}
    assert client.put(f"/v1/records/incident/{CANARY}", json=body, headers=headers).status_code == 200
    assert client.post("/v1/recall", json={"query": CANARY}, headers=headers).status_code == 200
    assert client.get(f"/v1/nothing/{CANARY}", headers=headers).status_code == 404
    assert client.get("/v1/records/incident/x", headers={"Authorization": f"Bearer {CANARY}"}).status_code == 401
    access = [r for r in caplog.records if r.name == "opmem.access"]
    assert [(r.method, r.route, r.status) for r in access] == [  # type: ignore[attr-defined]
        ("PUT", "/v1/records/{table}/{record_id:path}", 200),
        ("POST", "/v1/recall", 200),
        ("GET", "(unmatched)", 404),
        ("GET", "(unmatched)", 401),
    ]
    assert {r.principal for r in access[:2]} == {"admin"}  # type: ignore[attr-defined]
    formatter, token = JsonFormatter(), headers["Authorization"].split()[1]
    server_side = [r for r in caplog.records if not r.name.startswith("httpx")]  # not the test's own client
    for line in (formatter.format(r) for r in server_side):
        assert CANARY not in line and token not in line, line


def test_json_logs_are_one_object_per_line_with_the_request_fields(
    served: tuple[Opmem, TestClient, dict[str, str]], caplog: pytest.LogCaptureFixture
) -> None:
    _, client, headers = served
    caplog.set_level(logging.INFO, logger="opmem.access")
    client.get("/v1/records/incident/INC404", headers={**headers, "X-Request-ID": "req-1"})
    (line,) = [json.loads(JsonFormatter().format(r)) for r in caplog.records if r.name == "opmem.access"]
    assert line["request_id"] == "req-1" and line["status"] == 404 and line["principal"] == "admin"
    assert line["route"] == "/v1/records/{table}/{record_id:path}" and line["duration_ms"] >= 0


def test_version_and_short_help() -> None:
    version = CliRunner().invoke(cli, ["--version"])
    assert version.exit_code == 0 and version.output.startswith("opmem, version ")
    short = CliRunner().invoke(cli, ["-h"])
    assert short.exit_code == 0 and "--log-format [text|json]" in short.output


def test_tenants_are_visible_to_the_operator(tmp_path: Path, store_db: str | None) -> None:
    """On PostgreSQL `store_db` sets OPMEM_DB, so the CLI's tenants are the database's."""
    env = {"OPMEM_EMBEDDING": "none"}
    data = ["--data-dir", str(tmp_path / "d")]
    runner = CliRunner()
    assert runner.invoke(cli, [*data, "tenant", "create", "acme"], env=env).exit_code == 0
    listed = runner.invoke(cli, [*data, "tenant", "list", "--json"], env=env)
    rows = [json.loads(line) for line in listed.output.splitlines()]
    assert [(r["tenant"], r["default"]) for r in rows] == [("acme", False), ("default", True)]
    assert runner.invoke(cli, [*data, "tenant", "list"], env=env).output.startswith("acme  lexical only  0 documents")


def _wait_ready(process: subprocess.Popen[str], port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(process.communicate(timeout=5))


def test_serve_names_the_tenant_and_issues_its_token(tmp_path: Path) -> None:
    data, port = tmp_path / "d", free_port()
    CliRunner().invoke(cli, ["--data-dir", str(data), "tenant", "create", "acme"], env={"OPMEM_EMBEDDING": "none"})
    process = serve(data, port, "--tenant", "acme")
    _wait_ready(process, port)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=30)
    token = (data / "admin-acme.token").read_text().strip()
    assert "tenant: acme (also here: default" in err and "admin token for tenant 'acme'" in err and token in err
    assert not (data / "admin.token").exists()  # the default tenant's token was not issued
    assert (data / "admin-acme.token").stat().st_mode & 0o077 == 0


def test_sigterm_finishes_in_flight_writes_and_loses_none(tmp_path: Path, store_db: str | None) -> None:
    """The server inherits OPMEM_DB, set by `store_db` on PostgreSQL."""
    data, port = tmp_path / "d", free_port()
    process = serve(data, port)
    _wait_ready(process, port)
    headers = {"Authorization": f"Bearer {(data / 'admin.token').read_text().strip()}"}
    acknowledged: list[str] = []

    def write() -> None:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", headers=headers, timeout=30) as client:
            for n in range(10_000):
                body = {"state": "resolved", "short_description": f"Proxy certificate expired {n}"}
                try:
                    answer = client.put(f"/v1/records/incident/INC{n}", json=body)
                except httpx.TransportError:
                    return  # the server has stopped accepting
                if answer.status_code != 200:
                    return
                acknowledged.append(f"INC{n}")

    writers = [threading.Thread(target=write) for _ in range(2)]
    for w in writers:
        w.start()
    while len(acknowledged) < 20:
        time.sleep(0.05)
    started = time.monotonic()
    process.send_signal(signal.SIGTERM)
    process.communicate(timeout=60)
    stopped = time.monotonic() - started
    for w in writers:
        w.join(30)
    assert process.returncode == 0 and stopped < 30
    om = Opmem(Settings(data_dir=data, default_embedding=None, db=store_db))
    missing = [rid for rid in acknowledged if not _stored(om, rid)]
    om.close()
    assert acknowledged and not missing


def _stored(om: Opmem, record_id: str) -> bool:
    try:
        om.get_record("default", "incident", record_id)
    except NotFound:
        return False
    return True


def test_the_worker_stops_on_sigterm_after_its_pass_and_says_so(tmp_path: Path) -> None:
    """A service manager stops `opmem worker` with SIGTERM: it finishes the pass in hand and exits 0, saying so,
    instead of dying by the signal."""
    process = subprocess.Popen(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(tmp_path / "d"), "worker"],
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"},
    )
    assert process.stderr is not None
    assert "worker running" in process.stderr.readline()
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert "worker stopped" in err
