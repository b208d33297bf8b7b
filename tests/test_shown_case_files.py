"""Third-party text off recall's hot path judged at `file` strength (issue 13): the case file at dispatch, other
agents' pursuit notes, and `read_knowledge_document`'s pages get the fine-tuned detector too, not the rules alone.

The attacks are development texts the rules pass and the detector refuses (tests/test_shown_files.py), so each
assertion that one is withheld fails when the `file` strength is taken away. A page is decided by the body's stored
verdict (m018) when it is this guard's for the very text the page is cut from, else judged live.

The model is the real bundled one; the store is real SQLite; the surfaces the real HTTP app and a real MCP session.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import FAKE, record
from fastapi.testclient import TestClient
from files import PassEverything
from live import serving
from test_mcp import http_session
from test_shown_files import BENIGN, EXPORT, SMS
from test_shown_verdicts import PLANTED, judged

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.dispatch.guarded import case_file
from opmem.embed.fake import FakeEmbedder
from opmem.ingest.distill import skill_summary
from opmem.quarantine import shown
from opmem.quarantine.shown import Refusal, ShownGuard, Strength, guard_version
from opmem.recall.read import DATA_NOTICE
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.types import Document, Principal, Record

pytestmark = pytest.mark.model

__all__ = ["judged"]  # the spy on what the guard itself judges

TENANT = "default"
DETECTOR = "learned detector"
#: A benign paragraph long enough that the stored verdict's units (whole lines packed up to 512 characters) put it,
#: BENIGN before it and SMS after it in three units (development text, written for these tests).
LONG = (
    "The quarterly review covered storage growth, replica lag and the migration of the reporting cluster. " * 5
).strip()


def new_record(record_id: str, title: str, description: str, fields: dict[str, str] | None = None) -> Record:
    found = record(record_id, title, description, state="new", resolved=None)
    return Record(**{**found.__dict__, "fields": fields or {}})


@pytest.fixture
def om(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Opmem]:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None)
    memory = Opmem(settings, embedders={FAKE: FakeEmbedder()}, scanner=PassEverything())
    memory.upsert_record(
        new_record(
            "NEW-1",
            "Appointment reminders are not sent",
            f"{BENIGN}\n\n{LONG}\n\n{SMS}",
            {"customer_note": EXPORT, "priority": "P2", "assignee": "John Smith"},
        )
    )
    memory.upsert_record(new_record("NEW-2", SMS, BENIGN))
    memory.upsert_record(record("INC-1", "Appointment reminders stalled", f"{BENIGN}\n\n{LONG}\n\n{SMS}"))
    memory.upsert_record(record("INC-2", "Nightly backup snapshots", BENIGN))
    for agent in ("triage", "other"):
        memory.memory.create_agent(TENANT, agent)
        memory.create_principal(TENANT, agent, grants=["incident", "skill"], capabilities=["view_skill_bodies"])
        memory.dispatch.grant_tools(TENANT, agent, list(TOOLS))
    memory.dispatch.pursuits.open(TENANT, "other", "incident", "NEW-1", notes=f"Checked the queue.\n{EXPORT}")
    yield memory
    memory.close()


def agent(om: Opmem) -> Principal:
    return om.store.principal(TENANT, "triage")


def doc(om: Opmem, record_id: str, table: str = "incident") -> Document:
    found = om.store.document(TENANT, om.store.document_id(TENANT, f"resolution:{table}:{record_id}") or 0)
    assert found is not None
    return found


def forget(judged: list[tuple[str, Strength]]) -> None:
    """Start counting what the guard judges afresh: the spy's list and the verdict memo emptied."""
    judged.clear()
    shown._MEMO = shown._Memo(shown.MEMO_SIZE)


def withheld_by_detector(text: str, what: str) -> bool:
    return text.startswith(f"[{what} withheld: ") and DETECTOR in text


def test_the_attacks_pass_the_rules_alone() -> None:
    """What the tests below withhold, `record` strength (the rules and the overturn) shows: only the detector
    refuses them."""
    for text in (SMS, EXPORT, f"Checked the queue.\n{EXPORT}"):
        assert ShownGuard().verdict("text", text).allowed


# -- the case file -------------------------------------------------------------------------------------------


def test_the_case_file_withholds_what_the_detector_refuses(om: Opmem) -> None:
    bundle = om.dispatch.dispatch(agent(om), "triage", "incident", "NEW-1")
    case = bundle.case_file
    assert case is not None
    head, long, tail = case.description.split("\n\n")
    assert (head, long) == (BENIGN, LONG) and withheld_by_detector(tail, "paragraph")  # the rest shown
    assert withheld_by_detector(case.fields["customer_note"], "field")
    assert case.fields["priority"] == "P2" and case.fields["assignee"] == "John Smith"  # short: the rules read them
    assert case.short_description == "Appointment reminders are not sent"
    assert bundle.index is not None
    notes = next(e for e in bundle.index.entries if e.kind == "open_work")
    assert withheld_by_detector(notes.preview, "notes")
    rendered = bundle.render()
    assert "+31 6 1234 5678" not in rendered and "sftp.partnerdrop" not in rendered and BENIGN in rendered


#: A short benign paragraph the detector refuses read alone and passes in its context (written for this test; round
#: 23b: refused alone by round 15's model and by round 23's, which passes round 15's sentence "The settings dialog
#: should appear." alone).
ALONE = "The certificate warning should appear."
STEPS = (
    f"Open the preferences window and set the proxy to manual.\n\n{ALONE}\n\nActual results: the window stays blank."
)


def test_a_short_paragraph_is_read_in_its_context(om: Opmem) -> None:
    assert not ShownGuard().verdict("paragraph", ALONE, strength="file").allowed  # alone, the detector refuses it
    om.upsert_record(new_record("NEW-3", "Proxy settings lost", STEPS))
    case = om.dispatch.dispatch(agent(om), "triage", "incident", "NEW-3").case_file
    assert case is not None and case.description == STEPS


def test_a_hostile_short_description_is_withheld_wherever_the_dispatch_shows_it(om: Opmem) -> None:
    bundle = om.dispatch.dispatch(agent(om), "triage", "incident", "NEW-2")
    assert bundle.case_file is not None and withheld_by_detector(
        bundle.case_file.short_description, "short description"
    )
    assert bundle.case_file.description == BENIGN
    assert withheld_by_detector(str(bundle.run.trigger[0].payload["short_description"]), "short description")
    assert bundle.index is not None and withheld_by_detector(bundle.index.query, "query")
    assert "+31 6 1234 5678" not in bundle.render()


def test_a_field_name_is_judged_at_file_strength(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    record_ = new_record("NEW-3", "Reminders", BENIGN, {SMS: "yes"})
    (name,) = (shown_ := case_file(ShownGuard(), record_)).fields
    assert name.startswith("field 1 (name withheld: ") and DETECTOR in name and shown_.fields[name] == "yes"


def test_with_the_model_off_the_case_file_gets_the_rules_alone(om: Opmem, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "off")
    case = om.dispatch.dispatch(agent(om), "triage", "incident", "NEW-1").case_file
    assert (
        case is not None
        and case.description == f"{BENIGN}\n\n{LONG}\n\n{SMS}"
        and case.fields["customer_note"] == EXPORT
    )


def test_other_agents_notes_are_withheld_when_listed(om: Opmem) -> None:
    (listed,) = om.dispatch.pursuits.on_record(TENANT, "incident", "NEW-1", viewer="triage")
    assert withheld_by_detector(listed.notes, "notes")
    (own,) = om.dispatch.pursuits.on_record(TENANT, "incident", "NEW-1", viewer="other")
    assert own.notes == f"Checked the queue.\n{EXPORT}"  # an agent's own notes are its own


# -- read pages ----------------------------------------------------------------------------------------------


def test_a_page_is_judged_live_at_file_strength_until_the_worker_judged_it(
    om: Opmem, judged: list[tuple[str, Strength]]
) -> None:
    hostile = doc(om, "INC-1")
    assert hostile.body_verdict is None
    page = om.read_document(agent(om), hostile.id)
    assert page.content.split("\n\n")[:2] == [f"Description:\n{BENIGN}", LONG]
    assert withheld_by_detector(page.content.split("\n\n")[2], "paragraph")
    assert [text for text, strength in judged if strength == "file" and SMS in text]
    assert not [text for text, strength in judged if strength == "file" and "Description:" in text]  # no labels


def test_a_stored_body_verdict_decides_a_page_without_judging(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    while om.refresh_record_verdicts(budget=60):
        pass
    forget(judged)
    heard: list[Refusal] = []
    om.reader.shown = ShownGuard(on_refusal=heard.append)
    page = om.read_document(agent(om), doc(om, "INC-1").id)
    head, long, tail = page.content.split("\n\n")
    assert (head, long) == (f"Description:\n{BENIGN}", LONG) and withheld_by_detector(tail, "paragraph")
    assert [r.what for r in heard] == ["paragraph"]  # a stored refusal is still counted
    benign = doc(om, "INC-2")
    _plant(om, benign, PLANTED)
    assert om.read_document(agent(om), benign.id).content == f"[paragraph withheld: {PLANTED}]"
    assert not [text for text, _ in judged if SMS in text or BENIGN in text]  # looked up, never judged


def test_an_edited_body_is_judged_again(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    while om.refresh_record_verdicts(budget=60):
        pass
    benign = doc(om, "INC-2")
    _plant(om, benign, PLANTED)
    om.curation.correct(om.local_admin(TENANT), benign.id, body=f"{BENIGN}\n\n{SMS}", reason="pasted the ticket")
    forget(judged)
    page = om.read_document(agent(om), benign.id)
    assert PLANTED not in page.content and withheld_by_detector(page.content.split("\n\n")[1], "paragraph")
    assert [text for text, strength in judged if strength == "file" and SMS in text]  # live, at file strength


def test_an_earlier_guards_body_verdict_withholds_without_the_detector(
    om: Opmem, judged: list[tuple[str, Strength]]
) -> None:
    """Stored before a change to the guard: its refusals still withhold (marked as the earlier guard's, until the
    worker judges the body again), each paragraph by this guard's rules, and the detector is not run
    (tests/test_earlier_verdicts.py)."""
    benign = doc(om, "INC-2")
    _plant(om, benign, PLANTED, guard="0" * 32)
    forget(judged)
    content = om.read_document(agent(om), benign.id).content
    assert BENIGN not in content and f"{PLANTED} (earlier guard)" in content
    assert not [text for text, strength in judged if strength == "file" and text != benign.title]  # the body's


def test_a_skills_summary_verdict_does_not_decide_its_page(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    """A skill's stored verdict judged its summary (what recall shows), not the body a page is cut from."""
    skill = Record(
        TENANT, "skill", "SK-1", "published", short_description="Reminders", description=f"{BENIGN}\n\n{SMS}"
    )
    om.upsert_record(skill)
    while om.refresh_record_verdicts(budget=60):
        pass
    found = doc(om, "SK-1", table="skill")
    assert json.loads(found.body_verdict or "")["text"] == shown._digest(skill_summary(found.body)).hex()
    forget(judged)
    page = om.read_document(agent(om), found.id)
    assert SMS not in page.content and DETECTOR in page.content
    assert [text for text, strength in judged if strength == "file" and SMS in text]


def _plant(om: Opmem, document: Document, reason: str, guard: str | None = None) -> None:
    """A stored body verdict refusing all of `document`'s body, for reasons the guard never gave."""
    body = document.body
    verdict = {
        "guard": guard or guard_version(),
        "text": shown._digest(body).hex(),
        "refused": [[0, len(body), "addressed_to_ai", reason]],
    }
    with om.store.transaction(TENANT) as db:
        db.execute("UPDATE documents SET body_verdict = ? WHERE id = ?", (json.dumps(verdict), document.id))


# -- the surfaces --------------------------------------------------------------------------------------------


def is_data(envelope: dict[str, Any]) -> str:
    assert envelope["type"] == "data" and envelope["notice"] == DATA_NOTICE
    text: str = envelope["text"]
    return text


def test_http_dispatch_pursuits_and_read_withhold_what_the_detector_refuses(om: Opmem) -> None:
    headers = {"Authorization": f"Bearer {om.issue_token(TENANT, 'triage')}"}
    with TestClient(create_app(om, mount_mcp=False)) as client:
        body = {"agent_id": "triage", "table": "incident", "record_id": "NEW-1"}
        dispatched = client.post("/v1/dispatch", json=body, headers=headers)
        assert dispatched.status_code == 200, dispatched.text
        case = dispatched.json()["case_file"]
        assert withheld_by_detector(case["description"].split("\n\n")[2], "paragraph")
        assert withheld_by_detector(case["fields"]["customer_note"], "field")
        work = client.get("/v1/pursuits", params={"table": "incident", "record_id": "NEW-1"}, headers=headers)
        assert work.status_code == 200 and withheld_by_detector(work.json()["pursuits"][0]["notes"], "notes")
        read = client.get(f"/v1/documents/{doc(om, 'INC-1').id}", headers=headers)
        assert read.status_code == 200 and "[paragraph withheld: " in is_data(read.json()["content"])
        for response in (dispatched, work, read):
            assert "+31 6 1234 5678" not in response.text and "sftp.partnerdrop" not in response.text


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_dispatch_and_read_withhold_what_the_detector_refuses(om: Opmem) -> None:
    with serving(om) as base:
        async with http_session(f"{base}/mcp", om.issue_token(TENANT, "triage")) as client:
            dispatched = await client.call_tool(
                "dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NEW-1"}
            )
            read = await client.call_tool("read_knowledge_document", {"doc_id": doc(om, "INC-1").id})
    for result in (dispatched, read):
        assert not result.is_error and result.structured_content is not None, result.content
        assert "+31 6 1234 5678" not in json.dumps(result.structured_content)
    case = (dispatched.structured_content or {})["case_file"]
    assert withheld_by_detector(case["fields"]["customer_note"], "field")
    assert "[paragraph withheld: " in is_data((read.structured_content or {})["content"])
