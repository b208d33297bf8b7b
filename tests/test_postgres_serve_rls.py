"""A real `opmem serve --db` with row-level security on (OPMEM_DB_RLS=on), as the plain application role of
tests/postgres_server.py, through HTTP: records, recall (the server's text index following the outbox), agent
memory, an attachment claimed and indexed by a separate `opmem worker` process, and `opmem migrate --status`.
A session of the same role that sets no tenant sees none of the rows the server wrote: the wall is up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from test_postgres_serve import serving

pytestmark = pytest.mark.postgres

SIGNAL = {"type": "log_pattern", "payload": {"pattern": {"id": "p-42"}, "sample_event": {"service": "checkout"}}}


def cli(data: Path, db: str, *args: str, clamd: str = "none") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "OPMEM_DB": db, "OPMEM_DB_RLS": "on", "OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": clamd}
    command = [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), *args]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=180, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def recalled(url: str, headers: dict[str, str], query: str, *, within: float = 5.0) -> list[dict[str, Any]]:
    """The recall's hits once it has any (the server's text index follows the outbox), or [] after `within` s."""
    deadline = time.monotonic() + within
    while True:
        answer = httpx.post(f"{url}/v1/recall", json={"query": query}, headers=headers, timeout=30)
        assert answer.status_code == 200, answer.text
        hits: list[dict[str, Any]] = answer.json()["results"]
        if hits or time.monotonic() > deadline:
            return hits
        time.sleep(0.1)


def ok(response: httpx.Response) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def test_serve_and_worker_behind_the_wall(
    tmp_path: Path, postgres_app_url: str, clamd_socket: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPMEM_DB_RLS", "on")
    with serving(tmp_path / "server", postgres_app_url) as url:
        headers = {"Authorization": f"Bearer {(tmp_path / 'server' / 'admin.token').read_text().strip()}"}
        put = {"state": "resolved", "short_description": "Kafka consumer lag on orders", "resolution_notes": "x"}
        ok(httpx.put(f"{url}/v1/records/incident/INC7", json=put, headers=headers))
        assert [h["record_id"] for h in recalled(url, headers, "kafka consumer lag")] == ["INC7"]
        assert ok(httpx.get(f"{url}/v1/records/incident/INC7", headers=headers))["state"] == "resolved"

        ok(
            httpx.put(
                f"{url}/v1/records/incident/INC1",
                json={"state": "open", "short_description": "Invoice"},
                headers=headers,
            )
        )
        files = {"file": ("invoice.txt", b"Invoice for PO-4711, payable in 30 days.", "text/plain")}
        form = {"table": "incident", "record_id": "INC1"}
        assert ok(httpx.post(f"{url}/v1/attachments", data=form, files=files, headers=headers))["status"] == "pending"
        worked = cli(tmp_path / "worker", postgres_app_url, "worker", "--once", clamd=clamd_socket)
        assert "1 indexed" in worked.stdout, worked.stdout
        listed = ok(httpx.get(f"{url}/v1/attachments", params={"record_id": "INC1"}, headers=headers))
        assert [a["status"] for a in listed["attachments"]] == ["indexed"], listed
        assert any(h["record_id"] == "INC1" for h in recalled(url, headers, "PO-4711"))

        ok(httpx.post(f"{url}/v1/memory/agents", json={"id": "triage"}, headers=headers))
        inv = ok(
            httpx.post(f"{url}/v1/memory/agents/triage/investigations", json={"signals": [SIGNAL]}, headers=headers)
        )
        memory = {"title": "Connection refused to db01", "root_cause": "pool exhausted", "significance": "incident"}
        path = f"{url}/v1/memory/agents/triage/investigations/{inv['id']}/memory"
        written = ok(httpx.post(path, json=memory, headers=headers))["memory"]
        found = ok(
            httpx.post(f"{url}/v1/memory/search", json={"mode": "text", "query": "connection refused"}, headers=headers)
        )
        assert [h["id"] for h in found["hits"]] == [written["id"]]

    status = json.loads(cli(tmp_path / "server", postgres_app_url, "migrate", "--status", "--json").stdout)
    assert status["applied"] and status["pending"] == [] and status["unknown"] == []
    with psycopg.connect(postgres_app_url) as db:  # the same role, no tenant set: nothing, though rows are there
        seen = db.execute("SELECT (SELECT count(*) FROM records), (SELECT count(*) FROM memories)").fetchone()
        db.execute("SELECT set_config('opmem.tenant', 'default', false)")
        own = db.execute("SELECT (SELECT count(*) FROM records), (SELECT count(*) FROM memories)").fetchone()
    assert seen == (0, 0) and own == (2, 1)
