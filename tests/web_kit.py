"""A console to test against: people with and without grants and capabilities, two records in two tables, and a
finished run on one of them that was shown both (so its line has a title one person may not see)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from conftest import record
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.memory import MemoryDraft, Signal

TENANT = "default"
SECRET_BODY = "PROBLEM-SECRET-42 renewed the gateway certificate and restarted the proxy."
DISK_BODY = "The volume filled with debug logs; rotated the logs and capped retention at 7 days."


MEMORY = MemoryDraft(
    "Debug logging filled the disk on db01",
    symptoms="Disk alarms on db01; writes failing.",
    root_cause="Debug logging left on after a release.",
    root_cause_confidence="confirmed",
    resolution="Turned debug logging off and rotated the logs.",
    significance="incident",
)


@dataclass(frozen=True)
class Seeded:
    tokens: dict[str, str]
    disk: int  # incident INC100's document
    cert: int  # problem PRB1's document
    memory_id: int  # the memory run-1 recorded


def seed(opmem: Opmem) -> Seeded:
    opmem.create_principal(
        TENANT,
        "ada",
        grants=["incident", "problem"],
        capabilities=["browse_memory", "curate_memory", "review_memories"],
        writes=["incident", "problem"],  # attaching a file needs the write grant
    )
    opmem.create_principal(TENANT, "bob", grants=["incident"], capabilities=["browse_memory"])
    opmem.create_principal(TENANT, "nina", grants=["incident", "problem"])  # no browse_memory
    opmem.create_principal(TENANT, "root", capabilities=["manage_access"])  # the Access page, nothing else
    disk = opmem.upsert_record(record("INC100", "Disk full on db01", DISK_BODY, resolution="Rotated logs.")) or 0
    cert = opmem.upsert_record(record("PRB1", "Expired certificate on the gateway", SECRET_BODY, table="problem")) or 0
    opmem.memory.create_agent(TENANT, "triage")
    run = opmem.memory.start_investigation(
        TENANT,
        "triage",
        [Signal("manual", {"note": "disk alarms"})],
        investigation_id="run-1",
        record=("incident", "INC100"),
    )
    opmem.ledger.surfaced(TENANT, run.id, [(disk, "resolution"), (cert, "resolution")], via="dispatch")
    memory_id = opmem.memory.record_memory(TENANT, "triage", run.id, MEMORY).memory.id
    opmem.memory.finish_investigation(TENANT, run.id)
    # What an agent's store is made of: the fake provider makes 256 dimensions; `bundled` is the local model.
    opmem.memory.create_vector_index(TENANT, "hash-256", 256)
    opmem.memory.create_embedding_integration(TENANT, "hashing", "fake")
    opmem.memory.create_embedding_integration(TENANT, "bundled", "local")
    tokens = {who: opmem.issue_token(TENANT, who) for who in ("ada", "bob", "nina", "root")}
    return Seeded(tokens, disk, cert, memory_id)


def csrf_of(html: str) -> str:
    match = re.search(r'name="csrf" value="([^"]+)"', html)
    assert match, "the page carries no CSRF field"
    return match[1]


def console(opmem: Opmem, token: str | None = None) -> TestClient:
    """A client of the whole app (no MCP), signed in with `token` when one is given."""
    from opmem.surfaces.api import create_app

    c = TestClient(create_app(opmem, mount_mcp=False))
    if token is not None:
        csrf = csrf_of(c.get("/signin").text)
        r = c.post("/signin", data={"token": token, "csrf": csrf, "next": "/"}, follow_redirects=False)
        assert r.status_code == 303, r.text
    return c
