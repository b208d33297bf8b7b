"""Opening documents: paging with nothing cut silently, permission that follows the record, and skill bodies
behind `view_skill_bodies` (recall still shows a skill's name, purpose and activation rules)."""

from __future__ import annotations

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.errors import Forbidden, InvalidInput, NotFound
from opmem.recall.read import PAGE_CHARS
from opmem.types import Principal, Record


def test_a_long_document_comes_back_in_parts_that_add_up_to_the_whole(opmem: Opmem, alice: Principal) -> None:
    body = " ".join(f"step-{n} check the replica lag and restart the follower." for n in range(600))
    doc_id = opmem.upsert_record(record("INC9", "Replica lag runbook", body)) or 0
    whole = opmem.store.document("default", doc_id)
    assert whole is not None and len(whole.body) > 2 * PAGE_CHARS
    pieces, offset = [], 0
    while True:
        page = opmem.read_document(alice, doc_id, offset)
        assert page.total_chars == len(whole.body) and page.offset == offset
        pieces.append(page.content)
        if page.next_offset is None:
            break
        assert page.returned_chars == PAGE_CHARS
        offset = page.next_offset
    assert "".join(pieces) == whole.body and len(pieces) == -(-len(whole.body) // PAGE_CHARS)


def test_reading_follows_the_source_record(opmem: Opmem, alice: Principal) -> None:
    doc_id = opmem.upsert_record(record("CHG1", "Rotate certificates", "Rotated.", table="change")) or 0
    with pytest.raises(NotFound, match="that you may read"):
        opmem.read_document(alice, doc_id)
    with pytest.raises(NotFound):
        opmem.read_document(alice, 999_999)
    carol = opmem.create_principal("default", "carol", grants=["change"])
    assert opmem.read_document(carol, doc_id).content.startswith("Description:")


def test_bad_offsets_are_clear_errors(opmem: Opmem, alice: Principal) -> None:
    doc_id = opmem.upsert_record(record("INC8", "Short one", "tiny")) or 0
    with pytest.raises(InvalidInput, match="offset"):
        opmem.read_document(alice, doc_id, -1)
    with pytest.raises(InvalidInput, match="past the end"):
        opmem.read_document(alice, doc_id, 10_000)


def skill(record_id: str) -> Record:
    return Record(
        tenant="default",
        source_table="skill",
        record_id=record_id,
        state="published",
        short_description="Disk triage",
        description="You are the disk triage skill. SECRET-PROMPT-TOKEN: always check inode usage first.",
        fields={"purpose": "Triage full disks on database hosts", "activation": "When an incident mentions disk full"},
    )


def test_a_skill_body_needs_view_skill_bodies_but_recall_shows_its_summary(opmem: Opmem) -> None:
    doc_id = opmem.upsert_record(skill("SK1")) or 0
    reader = opmem.create_principal("default", "reader", grants=["skill"])
    editor = opmem.create_principal("default", "editor", grants=["skill"], capabilities=["view_skill_bodies"])
    hit = opmem.recall(reader, "disk triage full database hosts").hits[0]
    assert (hit.kind, hit.title) == ("skill", "Disk triage")
    assert "Purpose: **Triage**" in hit.snippet and "SECRET-PROMPT-TOKEN" not in hit.snippet
    assert opmem.recall(reader, "SECRET-PROMPT-TOKEN inode").hits == ()  # the prompt is not searchable either
    with pytest.raises(Forbidden, match="view_skill_bodies"):
        opmem.read_document(reader, doc_id)
    with pytest.raises(Forbidden, match="view_skill_bodies"):
        opmem.ask_document(reader, doc_id, "What does the skill check first?")
    assert "SECRET-PROMPT-TOKEN" in opmem.read_document(editor, doc_id).content


def test_asking_needs_a_question(opmem: Opmem, alice: Principal) -> None:
    doc_id = opmem.upsert_record(record("INC7", "Cache stampede", "The cache expired at once.")) or 0
    with pytest.raises(InvalidInput, match="Ask a question"):
        opmem.ask_document(alice, doc_id, "   ")
    answer = opmem.ask_document(alice, doc_id, "Why did the cache fail?")
    assert not answer.refused and "expired" in answer.answer
