"""A real `opmem serve --db` killed with SIGKILL in the middle of writes loses nothing it acknowledged: after a
restart on the same data directory, every record answered 200 is there and recalled."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from test_data_dir import free_port
from test_postgres_serve import hits, serving

pytestmark = pytest.mark.postgres


def start(data: Path, db: str) -> tuple[subprocess.Popen[str], str]:
    port = free_port()
    env = {**os.environ, "OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"}
    env.pop("OPMEM_DB", None)
    command = [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "serve", "--port", str(port)]
    process = subprocess.Popen(
        [*command, "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True, env=env
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        assert process.poll() is None, "the server did not start"
        try:
            if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                return process, url
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise AssertionError("the server did not answer /healthz within 90 s")


def test_a_server_killed_mid_write_keeps_every_acknowledged_record(tmp_path: Path, postgres_url: str) -> None:
    data = tmp_path / "server"
    process, url = start(data, postgres_url)
    token = (data / "admin.token").read_text().strip()
    headers = {"Authorization": f"Bearer {token}"}
    acknowledged: list[int] = []

    def write() -> None:
        with httpx.Client(headers=headers, timeout=10) as client:
            for n in range(10_000):
                body = {"state": "resolved", "short_description": f"Quorum lost zulu{n}", "resolution_notes": "x"}
                try:
                    answer = client.put(f"{url}/v1/records/incident/K{n}", json=body)
                except httpx.HTTPError:
                    return  # killed: this write was never acknowledged
                if answer.status_code != 200:
                    return
                acknowledged.append(n)

    writer = threading.Thread(target=write)
    writer.start()
    deadline = time.monotonic() + 60
    while len(acknowledged) < 25 and time.monotonic() < deadline:
        time.sleep(0.01)
    process.send_signal(signal.SIGKILL)
    process.wait(30)
    writer.join(30)
    assert len(acknowledged) >= 25
    with serving(data, postgres_url) as again:
        for n in acknowledged:
            got = httpx.get(f"{again}/v1/records/incident/K{n}", headers=headers)
            assert got.status_code == 200, (n, got.text)
        missing = [n for n in acknowledged if hits(again, token, f"zulu{n}")[:1] != [f"K{n}"]]
        assert missing == []
