"""`opmem serve --db postgresql://…`: two server processes, each with its own data directory (its indexes), share
one PostgreSQL database. A record written through one is recalled through the other within a second, a token
issued by one is honoured by the other, and a deletion through the other is gone from both."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from test_data_dir import free_port

pytestmark = pytest.mark.postgres


@contextmanager
def serving(data: Path, db: str) -> Iterator[str]:
    """A live `opmem serve --db` process, its URL once /healthz answers; stopped with SIGINT at the end."""
    port = free_port()
    env = {**os.environ, "OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"}
    env.pop("OPMEM_DB", None)
    command = [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "serve", "--port", str(port)]
    process = subprocess.Popen(
        [*command, "--db", db, "--no-worker"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while process.poll() is None and time.monotonic() < deadline:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        assert process.poll() is None, process.communicate(timeout=10)[1]
        yield url
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()


def hits(url: str, token: str, query: str) -> list[str]:
    answer = httpx.post(f"{url}/v1/recall", json={"query": query}, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200, answer.text
    return [hit["record_id"] for hit in answer.json()["results"]]


def test_two_servers_on_one_database_see_each_others_writes(tmp_path: Path, postgres_url: str) -> None:
    with serving(tmp_path / "one", postgres_url) as one, serving(tmp_path / "two", postgres_url) as two:
        token = (tmp_path / "one" / "admin.token").read_text().strip()
        headers = {"Authorization": f"Bearer {token}"}
        assert hits(two, token, "kafka consumer lag") == []  # the first server's token, honoured by the second
        body = {"state": "resolved", "short_description": "Kafka consumer lag on orders", "resolution_notes": "x"}
        put = httpx.put(f"{one}/v1/records/incident/INC7", json=body, headers=headers)
        assert put.status_code == 200, put.text
        written = time.monotonic()
        while hits(two, token, "kafka consumer lag") != ["INC7"]:
            assert time.monotonic() - written < 1.0, "the other server did not recall the record within a second"
            time.sleep(0.05)
        gone = httpx.delete(f"{two}/v1/records/incident/INC7", headers=headers)
        assert gone.status_code == 204, gone.text
        assert hits(one, token, "kafka consumer lag") == [] and hits(two, token, "kafka consumer lag") == []
    assert not (tmp_path / "one" / "opmem.sqlite3").exists()  # the store was PostgreSQL, not the data directory
