"""Stale writes lose: every edit names the version it was based on, and of N concurrent edits of one version
exactly one wins, through real concurrent clients (the live HTTP server, real MCP sessions, CLI processes)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import AsyncExitStack
from pathlib import Path
from typing import TypeVar

import httpx
import pytest
from conftest import FAKE, record
from live import serving
from test_mcp import error_text, http_session

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.memory import MemoryDraft, Signal
from opmem.settings import Settings
from opmem.store.migrations import MIGRATIONS
from opmem.versions import StaleVersion

N = 8
T = TypeVar("T")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def om(tmp_path: Path) -> Iterator[Opmem]:
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    opmem.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
    opmem.local_admin("default")
    yield opmem
    opmem.close()


def doc_id_of(om: Opmem) -> int:
    found = om.store.document_id("default", "resolution:incident:INC1")
    assert found is not None
    return found


def at_once(calls: Sequence[Callable[[], T]]) -> list[T]:
    """Run the calls in threads released together by a barrier; their results in order."""
    barrier = threading.Barrier(len(calls))
    results: dict[int, T] = {}

    def run(i: int) -> None:
        barrier.wait()
        results[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return [results[i] for i in range(len(calls))]


# -- documents ----------------------------------------------------------------------------------------------


def test_eight_concurrent_http_corrections_of_one_version_one_wins(om: Opmem) -> None:
    doc_id = doc_id_of(om)
    admin = bearer(om.issue_token("default", "admin"))
    with serving(om) as url:
        read = httpx.get(f"{url}/v1/documents/{doc_id}", headers=admin, timeout=60)
        assert read.status_code == 200 and read.headers["ETag"] == '"1"'
        assert read.json()["document"]["version"] == 1

        def correct(i: int) -> Callable[[], httpx.Response]:
            def go() -> httpx.Response:
                body = {"title": f"Gateway timeout, take {i}", "reason": f"curator {i}"}
                headers = {**admin, "If-Match": read.headers["ETag"]}
                return httpx.post(f"{url}/v1/documents/{doc_id}/correct", json=body, headers=headers, timeout=60)

            return go

        answers = at_once([correct(i) for i in range(N)])
        statuses = sorted(a.status_code for a in answers)
        assert statuses == [200] + [409] * (N - 1), statuses
        winner = next(a for a in answers if a.status_code == 200)
        assert winner.json()["version"] == 2 and winner.headers["ETag"] == '"2"'
        for lost in (a for a in answers if a.status_code == 409):
            error = lost.json()["error"]
            assert error["type"] == "stale_version" and error["current_version"] == 2
            assert lost.headers["ETag"] == '"2"' and "version 2" in error["message"]
        after = httpx.get(f"{url}/v1/documents/{doc_id}", headers=admin, timeout=60)
        assert after.headers["ETag"] == '"2"'
    doc = om.store.document("default", doc_id)
    assert doc is not None and doc.version == 2 and doc.title == winner.json()["title"]
    audited = om.curation.audit(om.local_admin("default"), doc_id=doc_id)
    assert [e.action for e in audited] == ["correct"]  # the losers wrote nothing, not even an audit row


def test_an_http_edit_without_if_match_is_refused_with_428_and_changes_nothing(om: Opmem) -> None:
    doc_id = doc_id_of(om)
    admin = bearer(om.issue_token("default", "admin"))
    with serving(om) as url:
        path = f"{url}/v1/documents/{doc_id}"
        for route, body in (("correct", {"title": "New", "reason": "r"}), ("retire", {"reason": "r"})):
            missing = httpx.post(f"{path}/{route}", json=body, headers=admin, timeout=60)
            assert missing.status_code == 428, missing.text
            assert missing.json()["error"]["type"] == "version_required"
            assert "If-Match" in missing.json()["error"]["message"]
            star = httpx.post(f"{path}/{route}", json=body, headers={**admin, "If-Match": "*"}, timeout=60)
            assert star.status_code == 428
            bad = httpx.post(f"{path}/{route}", json=body, headers={**admin, "If-Match": '"one"'}, timeout=60)
            assert bad.status_code == 400 and "If-Match" in bad.json()["error"]["message"]
            huge = httpx.post(
                f"{path}/{route}", json=body, headers={**admin, "If-Match": '"99999999999999999999"'}, timeout=60
            )
            assert huge.status_code == 400
        stale = httpx.post(f"{path}/retire", json={"reason": "r"}, headers={**admin, "If-Match": 'W/"7"'}, timeout=60)
        assert stale.status_code == 409 and stale.json()["error"]["current_version"] == 1
    doc = om.store.document("default", doc_id, retired=True)
    assert doc is not None and (doc.version, doc.title, doc.retired_at) == (1, "Gateway timeout", None)


def test_openapi_declares_if_match_428_and_the_stale_error(om: Opmem) -> None:
    with serving(om) as url:
        schema = httpx.get(f"{url}/openapi.json", timeout=60).json()
    operation = schema["paths"]["/v1/documents/{doc_id}/correct"]["post"]
    header = next(p for p in operation["parameters"] if p["name"] == "If-Match")
    assert header["in"] == "header" and header["required"] is True
    assert {"409", "428"} <= set(operation["responses"])
    stale = operation["responses"]["409"]["content"]["application/json"]["schema"]["$ref"]
    assert stale.endswith("/StaleOut")
    assert "current_version" in schema["components"]["schemas"]["StaleDetail"]["properties"]


def test_a_redistilled_document_moves_on_a_version_and_a_correction_based_on_the_old_one_loses(om: Opmem) -> None:
    doc_id = doc_id_of(om)
    admin = om.local_admin("default")
    om.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods, then raised the timeout."))
    doc = om.store.document("default", doc_id)
    assert doc is not None and doc.version == 2
    with pytest.raises(StaleVersion) as stale:
        om.curation.correct(admin, doc_id, title="Gateway timeouts", reason="plural", expected_version=1)
    assert stale.value.current_version == 2
    retired = om.curation.retire(admin, doc_id, reason="old", expected_version=2)
    assert retired.version == 3
    with pytest.raises(StaleVersion):
        om.curation.reinstate(admin, doc_id, reason="back", expected_version=2)
    assert om.curation.reinstate(admin, doc_id, reason="back", expected_version=3).version == 4


def cli(data: Path, *args: str) -> subprocess.Popen[str]:
    env = {"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin"}
    if os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return subprocess.Popen(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_eight_concurrent_cli_corrections_of_one_version_one_wins(tmp_path: Path) -> None:
    data = tmp_path / "data"
    om = Opmem(Settings(data_dir=data, default_embedding=None))
    om.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
    doc_id = doc_id_of(om)
    om.close()
    runs = [
        cli(data, "curate", "correct", str(doc_id), "--title", f"Take {i}", "--reason", "r", "--expected-version", "1")
        for i in range(N)
    ]
    outcomes = [(p.wait(120), p.communicate()) for p in runs]
    codes = sorted(code for code, _ in outcomes)
    assert codes == [0] + [2] * (N - 1), outcomes
    for code, (out, err) in outcomes:
        if code == 0:
            assert "version 2" in out
        else:
            assert "now at version 2" in err and len(err.strip().splitlines()) == 1
    om = Opmem(Settings(data_dir=data, default_embedding=None))
    doc = om.store.document("default", doc_id)
    om.close()
    assert doc is not None and doc.version == 2 and doc.title.startswith("Take ")


def test_versions_are_a_named_migration() -> None:
    names = [m.__name__ for m in MIGRATIONS]
    assert "m007_versions" in names and names == sorted(names)


# -- memories -----------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_eight_concurrent_mcp_corrections_of_one_memory_version_one_wins(om: Opmem) -> None:
    memory = om.memory
    om.create_agent("default", "triage", tools=["correct_memory"])
    inv = memory.start_investigation("default", "triage", [Signal("manual", {"text": "ingest failing"})])
    first = memory.record_memory("default", "triage", inv.id, MemoryDraft(title="Broker timeouts")).memory
    assert first.version == 1
    token = om.issue_token("default", "triage")
    with serving(om) as url:
        async with AsyncExitStack() as stack:
            clients = [await stack.enter_async_context(http_session(f"{url}/mcp", token)) for _ in range(N)]
            tools = {t.name: t for t in (await clients[0].list_tools()).tools}
            assert "expected_version" in tools["correct_memory"].input_schema["required"]
            results = await asyncio.gather(
                *(
                    client.call_tool(
                        "correct_memory",
                        {
                            "agent_id": "triage",
                            "investigation_id": inv.id,
                            "expected_version": 1,
                            "title": f"Broker timeouts, take {i}",
                        },
                    )
                    for i, client in enumerate(clients)
                )
            )
            missing = await clients[0].call_tool(
                "correct_memory", {"agent_id": "triage", "investigation_id": inv.id, "title": "No version"}
            )
    won = [r for r in results if not r.is_error]
    lost = [error_text(r) for r in results if r.is_error]
    assert len(won) == 1 and len(lost) == N - 1, lost
    assert won[0].structured_content is not None and won[0].structured_content["memory"]["version"] == 2
    assert all("now at version 2" in text for text in lost), lost
    assert missing.is_error
    after = memory.get_memory("default", first.id).memory
    assert after.version == 2 and after.title == won[0].structured_content["memory"]["title"]


def test_eight_concurrent_cli_table_settings_of_one_version_one_wins(tmp_path: Path) -> None:
    data = tmp_path / "data"
    Opmem(Settings(data_dir=data, default_embedding=None)).close()
    runs = [
        cli(data, "table", "set", "incident", "--terminal", f"resolved,state{i}", "--expected-version", "1")
        for i in range(N)
    ]
    outcomes = [(p.wait(120), p.communicate()) for p in runs]
    assert sorted(code for code, _ in outcomes) == [0] + [2] * (N - 1), outcomes
    assert all("now at version 2" in err for code, (_, err) in outcomes if code == 2)
    listed = cli(data, "table", "list")
    out, _ = listed.communicate(timeout=120)
    assert "incident" in out and "(version 2)" in out
    om = Opmem(Settings(data_dir=data, default_embedding=None))
    try:
        with pytest.raises(StaleVersion):
            om.set_table("default", om.tables("default")["incident"], expected_version=1)
        assert om.table_versions("default")["incident"] == 2
    finally:
        om.close()
