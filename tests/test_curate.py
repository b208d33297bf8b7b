"""Browsing and curating the archive: capabilities, the browser's own read permission, corrections every arm
finds at once, retirement out of every read path, endorsement through the skill proposal path, and the audit."""

from __future__ import annotations

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.curate import EmbeddingUnavailable
from opmem.embed.fake import FakeEmbedder
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.types import CAPABILITIES, Principal

CURATOR = ["browse_memory", "curate_memory"]


@pytest.fixture
def curator(opmem: Opmem) -> Principal:
    return opmem.create_principal("default", "cora", grants=["incident", "problem", "skill"], capabilities=CURATOR)


def doc_of(opmem: Opmem, record_id: str, title: str, body: str = "", **kw: object) -> int:
    return opmem.upsert_record(record(record_id, title, body, **kw)) or 0  # type: ignore[arg-type]


def ids(opmem: Opmem, principal: Principal, query: str, **kw: object) -> list[int]:
    return [h.doc_id for h in opmem.recall(principal, query, **kw).hits]  # type: ignore[arg-type]


def audit_rows(opmem: Opmem) -> list[tuple[object, ...]]:
    return [tuple(r) for r in opmem.store.db.execute("SELECT action, doc_id, before, after FROM audit_log")]


# -- capabilities and permission -----------------------------------------------------------------------


def test_browsing_and_curating_need_their_capabilities(opmem: Opmem, alice: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Disk full on db01", "Rotated the logs.")
    with pytest.raises(Forbidden, match="browse_memory"):
        opmem.curation.browse(alice, "disk")
    with pytest.raises(Forbidden, match="browse_memory"):
        opmem.curation.audit(alice)
    browser = opmem.create_principal("default", "bo", grants=["incident"], capabilities=["browse_memory"])
    assert [i.doc_id for i in opmem.curation.browse(browser, "disk").items] == [doc_id]
    for gesture in (opmem.curation.retire, opmem.curation.reinstate):
        with pytest.raises(Forbidden, match="curate_memory"):
            gesture(browser, doc_id, reason="stale")
    with pytest.raises(Forbidden, match="curate_memory"):
        opmem.curation.correct(browser, doc_id, title="Disk full", reason="typo")
    with pytest.raises(Forbidden, match="curate_memory"):
        opmem.curation.endorse(browser, doc_id)
    assert audit_rows(opmem) == []


def test_what_an_admin_browses_follows_their_own_read_grants(opmem: Opmem) -> None:
    mine = doc_of(opmem, "INC1", "Certificate expired on the gateway", "Renewed it.")
    theirs = doc_of(opmem, "CHG1", "Certificate rotation change", "Rotated.", table="change")
    admin = opmem.create_principal("default", "ada", grants=["incident"], capabilities=CAPABILITIES)
    assert [i.doc_id for i in opmem.curation.browse(admin, "certificate").items] == [mine]
    assert [i.doc_id for i in opmem.curation.browse(admin).items] == [mine]
    with pytest.raises(NotFound):
        opmem.curation.retire(admin, theirs, reason="not mine to retire")
    assert opmem.store.document("default", theirs) is not None


def test_a_listing_is_newest_first_and_pages(opmem: Opmem, curator: Principal) -> None:
    made = [doc_of(opmem, f"INC{n}", f"Outage number {n}") for n in range(5)]
    first = opmem.curation.browse(curator, k=2)
    assert [i.doc_id for i in first.items] == made[::-1][:2] and first.next_cursor is not None
    second = opmem.curation.browse(curator, k=2, cursor=first.next_cursor)
    last = opmem.curation.browse(curator, k=2, cursor=second.next_cursor)
    assert [i.doc_id for i in second.items + last.items] == made[::-1][2:] and last.next_cursor is None
    with pytest.raises(TypeError):
        opmem.curation.browse(curator, k=2, offset=2)  # type: ignore[call-arg]  # one scheme: the cursor
    item = first.items[0]
    assert (item.kind, item.source_table, item.record_id, item.link) == ("resolution", "incident", "INC4", item.link)
    assert item.link == "/records/incident/INC4" and not item.retired


def test_a_listing_pages_by_cursor_and_documents_added_meanwhile_do_not_shift_it(
    opmem: Opmem, curator: Principal
) -> None:
    made = [doc_of(opmem, f"INC{n}", f"Outage number {n}") for n in range(7)]
    first = opmem.curation.browse(curator, k=3)
    newer = [doc_of(opmem, f"NEW{n}", f"Newer outage {n}") for n in range(2)]  # at the head, while paging
    second = opmem.curation.browse(curator, k=3, cursor=first.next_cursor)
    last = opmem.curation.browse(curator, k=3, cursor=second.next_cursor)
    seen = [i.doc_id for page in (first, second, last) for i in page.items]
    assert seen == made[::-1] and last.next_cursor is None
    assert [i.doc_id for i in opmem.curation.browse(curator, k=2).items] == newer[::-1]
    with pytest.raises(InvalidInput, match="belongs to a listing"):
        opmem.curation.browse(curator, "outage", cursor=first.next_cursor)


def test_a_search_pages_by_cursor(opmem: Opmem, curator: Principal) -> None:
    for n in range(14):
        doc_of(opmem, f"INC{n}", f"Replica lag incident {n}", "replica lag on the follower")
    first = opmem.curation.browse(curator, "replica lag", k=10)
    rest = opmem.curation.browse(curator, "replica lag", k=10, cursor=first.next_cursor)
    assert len(rest.items) == 4 and rest.next_cursor is None
    assert len({i.doc_id for i in first.items + rest.items}) == 14
    with pytest.raises(InvalidInput, match="Start again without a cursor"):
        opmem.curation.browse(curator, "replica lag", cursor="bm90IGpzb24")


def test_a_search_pages_through_the_recall_ranking(opmem: Opmem, curator: Principal) -> None:
    for n in range(14):
        doc_of(opmem, f"INC{n}", f"Replica lag incident {n}", "replica lag on the follower")
    first = opmem.curation.browse(curator, "replica lag", k=10)
    assert len(first.items) == 10 and first.next_cursor and all(i.score for i in first.items)
    assert [i.doc_id for i in first.items] == ids(opmem, curator, "replica lag", k=10)
    rest = opmem.curation.browse(curator, "replica lag", k=10, cursor=first.next_cursor)
    assert len(rest.items) == 4 and rest.next_cursor is None
    assert not {i.doc_id for i in first.items} & {i.doc_id for i in rest.items}


def test_a_skill_prompt_needs_view_skill_bodies_in_the_browser_too(opmem: Opmem, curator: Principal) -> None:
    opmem.curation.propose_skill(
        curator, name="Disk triage", purpose="Triage full disks", activation="Disk full", prompt="SECRET-PROMPT"
    )
    item = opmem.curation.browse(curator, kinds=["skill"]).items[0]
    assert "Triage full disks" in item.content and "SECRET-PROMPT" not in item.content
    assert item.withheld == ("prompt",)
    viewer = opmem.create_principal(
        "default", "vi", grants=["skill"], capabilities=["browse_memory", "view_skill_bodies"]
    )
    assert "SECRET-PROMPT" in opmem.curation.browse(viewer, kinds=["skill"]).items[0].content


def test_bad_browse_input_is_refused(opmem: Opmem, curator: Principal) -> None:
    with pytest.raises(InvalidInput, match="k must"):
        opmem.curation.browse(curator, k=0)
    with pytest.raises(InvalidInput, match="kind"):
        opmem.curation.browse(curator, kinds=["nonsense"])
    with pytest.raises(InvalidInput, match="scope"):
        opmem.curation.browse(curator, "x", scope="secrets")
    assert opmem.curation.browse(curator, "nothing like this at all").hint


# -- correct --------------------------------------------------------------------------------------------


def test_a_correction_is_found_by_every_arm_on_the_next_query(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    assert ids(opmem, curator, "restarted gateway", arms=("text",)) == [doc_id]
    fixed = opmem.curation.correct(
        curator,
        doc_id,
        title="Kerberos ticket skew",
        body="Synchronised chrony on the domain controllers.",
        reason="the resolution was recorded on the wrong incident",
    )
    assert (fixed.title, fixed.corrected_by) == ("Kerberos ticket skew", "cora") and fixed.corrected_at
    assert ids(opmem, curator, "chrony domain controllers", arms=("text",)) == [doc_id]
    assert ids(opmem, curator, "Kerberos tiket skew", arms=("fuzzy",)) == [doc_id]
    assert ids(opmem, curator, "synchronised chrony controllers", arms=("semantic",)) == [doc_id]
    assert ids(opmem, curator, "restarted gateway pods", arms=("text",)) == []
    assert ids(opmem, curator, "restarted gateway pods", arms=("semantic",)) == []
    page = opmem.read_document(curator, doc_id)
    assert "chrony" in page.content and "gateway" not in page.content
    item = opmem.curation.browse(curator, "chrony").items[0]
    assert (item.corrected_by, item.corrected_at) == ("cora", fixed.corrected_at)


def test_a_correction_lasts_until_the_record_itself_changes(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    opmem.curation.correct(curator, doc_id, body="Raised the upstream timeout.", reason="the notes were wrong")
    opmem.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))  # an idempotent re-import
    kept = opmem.store.document("default", doc_id)
    assert kept is not None and kept.body == "Raised the upstream timeout." and kept.corrected_by == "cora"
    assert ids(opmem, curator, "upstream raised", arms=("text",)) == [doc_id]
    opmem.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods twice."))  # the record changed
    replaced = opmem.store.document("default", doc_id)
    assert replaced is not None and "twice" in replaced.body and replaced.corrected_at is None
    assert ids(opmem, curator, "upstream raised", arms=("text",)) == []


def test_bad_corrections_change_nothing(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    before = opmem.store.document("default", doc_id)
    with pytest.raises(InvalidInput, match="reason"):
        opmem.curation.correct(curator, doc_id, title="New", reason="  ")
    with pytest.raises(InvalidInput, match="title, a new body"):
        opmem.curation.correct(curator, doc_id, reason="typo")
    with pytest.raises(InvalidInput, match="changes nothing"):
        opmem.curation.correct(curator, doc_id, title="Gateway timeout", reason="typo")
    with pytest.raises(InvalidInput, match="title is empty"):
        opmem.curation.correct(curator, doc_id, title="  ", reason="typo")
    with pytest.raises(InvalidInput, match="NUL"):
        opmem.curation.correct(curator, doc_id, body="a\x00b", reason="typo")
    with pytest.raises(NotFound, match="opmem browse"):
        opmem.curation.correct(curator, 999_999, title="New", reason="typo")
    with pytest.raises(InvalidInput, match="doc_id"):
        opmem.curation.correct(curator, -3, title="New", reason="typo")
    assert opmem.store.document("default", doc_id) == before and audit_rows(opmem) == []


def test_a_correction_that_cannot_be_embedded_is_not_saved(
    opmem: Opmem, curator: Principal, fake_embedder: FakeEmbedder
) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    fake_embedder.failure = "provider down"
    with pytest.raises(EmbeddingUnavailable, match="nothing was changed"):
        opmem.curation.correct(curator, doc_id, body="Raised the upstream timeout.", reason="wrong notes")
    found = opmem.store.document("default", doc_id)
    assert found is not None and found.corrected_at is None and audit_rows(opmem) == []


# -- retire and reinstate ----------------------------------------------------------------------------------


def test_a_retired_document_leaves_recall_reads_and_every_index_until_reinstated(
    opmem: Opmem, curator: Principal
) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    model = opmem.store.tenant_embedding("default") or ""
    query = opmem.embedder(model).embed(["gateway timeout restarted pods"], kind="query")
    retired = opmem.curation.retire(curator, doc_id, reason="superseded by the new gateway")
    assert (retired.retired_by, retired.retired_reason) == ("cora", "superseded by the new gateway")
    assert opmem.store.document("default", doc_id, retired=True) is not None  # kept, not deleted
    assert ids(opmem, curator, "gateway timeout") == []
    assert doc_id not in opmem.text.doc_ids("default")
    assert doc_id not in [i for i, _ in opmem.vectors.search("default", model, query, 10)]
    with pytest.raises(NotFound):
        opmem.read_document(curator, doc_id)
    with pytest.raises(NotFound):
        opmem.ask_document(curator, doc_id, "What was restarted?")
    assert opmem.curation.browse(curator).items == ()
    shown = opmem.curation.browse(curator, include_retired=True).items
    assert [(i.doc_id, i.retired, i.retired_reason) for i in shown] == [(doc_id, True, "superseded by the new gateway")]
    found = opmem.curation.browse(curator, "gateway pods", include_retired=True).items
    assert [(i.doc_id, i.retired) for i in found] == [(doc_id, True)]
    with pytest.raises(Conflict, match="already retired"):
        opmem.curation.retire(curator, doc_id, reason="again")

    back = opmem.curation.reinstate(curator, doc_id, reason="the old gateway is back")
    assert back.retired_at is None
    assert ids(opmem, curator, "gateway timeout") == [doc_id]
    assert doc_id in opmem.text.doc_ids("default")
    assert doc_id in [i for i, _ in opmem.vectors.search("default", model, query, 10)]
    assert opmem.read_document(curator, doc_id).content
    with pytest.raises(Conflict, match="in circulation"):
        opmem.curation.reinstate(curator, doc_id, reason="again")


def test_retiring_needs_a_reason_and_a_document(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout")
    with pytest.raises(InvalidInput, match="reason"):
        opmem.curation.retire(curator, doc_id, reason="")
    with pytest.raises(NotFound):
        opmem.curation.retire(curator, 424242, reason="gone")
    assert ids(opmem, curator, "gateway timeout") == [doc_id] and audit_rows(opmem) == []


# -- skills ------------------------------------------------------------------------------------------------


def test_endorsing_proposes_a_draft_skill_through_the_agent_path(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Disk full on db01", "Rotated the logs and raised the alert threshold.")
    skill = opmem.curation.endorse(curator, doc_id, purpose="Free disk on database hosts")
    assert (skill.source_table, skill.record_id, skill.state) == ("skill", f"draft-{doc_id}", "draft")
    stored = opmem.store.record("default", "skill", f"draft-{doc_id}")
    assert stored is not None and stored.fields["purpose"] == "Free disk on database hosts"
    assert stored.description == "Description:\nRotated the logs and raised the alert threshold."
    skill_doc = opmem.curation.document_id(skill)
    found = opmem.recall(curator, "free disk database hosts", doc_kinds=["skill"]).hits
    assert [(h.doc_id, h.kind, h.title) for h in found] == [(skill_doc, "skill", "Disk full on db01")]
    # An agent proposes through the same function; proposing again updates the same draft.
    agent = opmem.create_principal("default", "agent-1", grants=["incident", "skill"])
    again = opmem.curation.propose_skill(
        agent,
        name="Disk triage",
        purpose="Free disk",
        activation="Disk full",
        prompt="Rotate logs.",
        source_doc_id=doc_id,
    )
    assert again.record_id == skill.record_id and opmem.curation.document_id(again) == skill_doc


def test_proposals_need_the_skill_table_and_good_input(opmem: Opmem, curator: Principal, alice: Principal) -> None:
    args = {"name": "Disk triage", "purpose": "Free disk", "activation": "Disk full", "prompt": "Rotate logs."}
    with pytest.raises(Forbidden, match="skill"):
        opmem.curation.propose_skill(alice, **args)
    with pytest.raises(InvalidInput, match="purpose is empty"):
        opmem.curation.propose_skill(curator, **{**args, "purpose": " "})
    with pytest.raises(NotFound):
        opmem.curation.propose_skill(curator, **args, source_doc_id=77)
    first = opmem.curation.propose_skill(curator, **args)
    assert first.record_id.startswith("draft-disk-triage-")
    opmem.upsert_record(record(first.record_id, "Disk triage", "Published.", table="skill", state="published"))
    with pytest.raises(Conflict, match="already published"):
        opmem.curation.propose_skill(curator, **args)


def test_files_and_skills_cannot_be_endorsed(opmem: Opmem, curator: Principal) -> None:
    skill = opmem.curation.propose_skill(
        curator, name="Disk triage", purpose="Free disk", activation="Disk full", prompt="Rotate logs."
    )
    with pytest.raises(InvalidInput, match="already a skill"):
        opmem.curation.endorse(curator, opmem.curation.document_id(skill) or 0)


# -- audit -------------------------------------------------------------------------------------------------


def test_every_change_is_audited_with_before_and_after(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    opmem.curation.correct(curator, doc_id, title="Gateway timeouts", reason="plural")
    opmem.curation.retire(curator, doc_id, reason="stale")
    opmem.curation.reinstate(curator, doc_id, reason="still true")
    opmem.curation.endorse(curator, doc_id)
    entries = opmem.curation.audit(curator, doc_id=doc_id)
    assert [e.action for e in entries] == ["endorse", "reinstate", "retire", "correct"]
    correct = entries[-1]
    assert (correct.principal_id, correct.source_table, correct.record_id) == ("cora", "incident", "INC1")
    assert correct.before == {"title": "Gateway timeout"} and correct.after == {"title": "Gateway timeouts"}
    assert entries[2].before == {"retired_at": None, "retired_by": None, "retired_reason": None}
    assert entries[2].after is not None and entries[2].after["retired_reason"] == "stale"
    assert entries[1].after == {"retired_at": None, "retired_by": None, "retired_reason": None}
    assert entries[0].after is not None and entries[0].after["skill"] == f"skill/draft-{doc_id}"
    assert opmem.curation.audit(curator, limit=1)[0].action == "endorse"
    outsider = opmem.create_principal("default", "out", grants=["change"], capabilities=["browse_memory"])
    assert opmem.curation.audit(outsider) == []


def test_proposal_audits_hide_the_prompt_without_view_skill_bodies(opmem: Opmem, curator: Principal) -> None:
    opmem.curation.propose_skill(
        curator, name="Disk triage", purpose="Free disk", activation="Disk full", prompt="SECRET-PROMPT"
    )
    entry = opmem.curation.audit(curator)[0]
    assert entry.action == "propose_skill" and entry.after is not None
    assert "SECRET" not in str(entry.after) and entry.after["purpose"] == "Free disk"
    viewer = opmem.create_principal(
        "default", "vi", grants=["skill"], capabilities=["browse_memory", "view_skill_bodies"]
    )
    assert opmem.curation.audit(viewer)[0].after["prompt"] == "SECRET-PROMPT"  # type: ignore[index]


def test_deleting_the_record_scrubs_the_text_from_its_audit_entries(opmem: Opmem, curator: Principal) -> None:
    doc_id = doc_of(opmem, "INC1", "Gateway timeout", "Restarted the gateway pods.")
    opmem.curation.correct(curator, doc_id, body="Raised the upstream timeout.", reason="wrong notes")
    opmem.delete_record("default", "incident", "INC1")
    assert audit_rows(opmem) == [("correct", doc_id, None, None)]
    entry = opmem.curation.audit(curator)[0]
    assert (entry.action, entry.before, entry.after, entry.principal_id) == ("correct", None, None, "cora")
