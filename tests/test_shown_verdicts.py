"""A file's verdicts are computed once, when it is processed, and stored with its parts and name (issue 13, m017):
shown, the stored verdict decides when this guard computed it for this text; otherwise the text is judged live.

The model is the real bundled one (as in tests/test_shown_files.py). The store is SQLite here and PostgreSQL in
tests/test_postgres_contract_shown_verdicts.py (`store_db`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record
from files import PassEverything, docx_bytes, pdf_bytes
from test_shown_files import BENIGN, EXPORT, HOSTILE_NAME, SMS, file_doc, processed_with_an_agent

from opmem.core import Opmem
from opmem.curate.browse import shown_content
from opmem.embed.fake import FakeEmbedder
from opmem.memory import Signal
from opmem.quarantine import shown
from opmem.quarantine.guard import Verdict
from opmem.quarantine.shown import Refusal, ShownGuard, Strength, guard_version
from opmem.recall.read import shown_title
from opmem.settings import Settings
from opmem.surfaces.worker import Worker
from opmem.types import Document

pytestmark = pytest.mark.model

TENANT = "default"
PLANTED = "planted: this refusal was stored, the guard never said it."


@pytest.fixture
def om(tmp_path: Path, store_db: str | None, monkeypatch: pytest.MonkeyPatch) -> Iterator[Opmem]:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None, db=store_db)
    memory = Opmem(settings, embedders={FAKE: FakeEmbedder()}, scanner=PassEverything())
    memory.upsert_record(record("INC-1", "Quarterly storage review", "Storage grew steadily."))
    admin = memory.local_admin(TENANT)
    memory.add_attachment(admin, "incident", "INC-1", filename="review.pdf", data=pdf_bytes([BENIGN]))
    memory.add_attachment(
        admin, "incident", "INC-1", filename="handover.docx", data=docx_bytes([BENIGN, SMS], page_breaks={1})
    )
    memory.add_attachment(admin, "incident", "INC-1", filename=HOSTILE_NAME, data=EXPORT.encode())
    yield processed_with_an_agent(memory)
    memory.close()


@pytest.fixture
def judged(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Strength]]:
    """Every text the guard itself judges from here on (the memo emptied first, so nothing is remembered)."""
    calls: list[tuple[str, Strength]] = []
    judge = shown._judge

    def spy(text: str, strength: Strength) -> Verdict:
        calls.append((text, strength))
        return judge(text, strength)

    monkeypatch.setattr(shown, "_judge", spy)
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))
    return calls


def _planted(text: str, guard: str | None = None) -> str:
    """A refusal stored for `text`, which the guard would allow: only the stored verdict can withhold it."""
    digest = shown._digest(text).hex()
    return json.dumps(
        {"guard": guard or guard_version(), "text": digest, "check": "addressed_to_ai", "reason": PLANTED}
    )


def _plant(om: Opmem, doc: Document, part: str | None, title: str | None) -> None:
    with om.store.transaction(TENANT) as db:
        db.execute("UPDATE document_parts SET verdict = ? WHERE tenant_id = ? AND doc_id = ?", (part, TENANT, doc.id))
        db.execute("UPDATE documents SET title_verdict = ? WHERE id = ? AND tenant_id = ?", (title, doc.id, TENANT))


def _hit(om: Opmem, doc: Document) -> tuple[str, str]:
    """Recall's title and preview of `doc`."""
    hits = om.recall(om.local_admin(TENANT), "backup snapshots restores nightly", k=10).hits
    return next((h.title, h.snippet) for h in hits if h.doc_id == doc.id)


def test_a_new_part_and_its_name_get_their_verdicts_when_the_file_is_processed(om: Opmem) -> None:
    handover, hostile = file_doc(om, "handover.docx"), file_doc(om, HOSTILE_NAME)
    benign, sms = om.store.parts(TENANT, handover.id)
    for part, refused in ((benign, False), (sms, True)):
        assert part.verdict is not None
        found = json.loads(part.verdict)
        assert found["guard"] == guard_version() and found["text"] == shown._digest(part.text).hex()
        assert ("reason" in found) is refused
    assert json.loads(sms.verdict or "")["check"] == "learned_detector"  # the model's verdict, at file strength
    assert json.loads(hostile.title_verdict or "")["check"] == "learned_detector"
    assert "reason" not in json.loads(handover.title_verdict or "")


def test_a_stored_refusal_decides_and_the_guard_is_not_run(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    review = file_doc(om, "review.pdf")
    (part,) = om.store.parts(TENANT, review.id)
    assert ShownGuard().verdict("page 1", part.text, strength="file").allowed  # the guard itself would show it
    judged.clear()
    _plant(om, review, _planted(part.text), _planted(review.title))
    review = file_doc(om, "review.pdf")

    assert _hit(om, review) == (f"[file name withheld: {PLANTED}]", f"[preview withheld: {PLANTED}]")
    heard: list[Refusal] = []
    content, withheld = shown_content(om.store, om.local_admin(TENANT), review, ShownGuard(on_refusal=heard.append))
    assert withheld == ("page 1",) and BENIGN not in content and PLANTED in content
    assert [r.verdict.reason for r in heard] == [PLANTED]  # still counted
    assert shown_title(review) == f"[file name withheld: {PLANTED}]"
    items = om.curation.browse(om.local_admin(TENANT), kinds=["attachment"], k=50).items
    assert {i.doc_id: i.title for i in items}[review.id] == f"[file name withheld: {PLANTED}]"
    bundle = om.dispatch.dispatch(om.store.principal(TENANT, "triage"), "triage", "incident", "INC-1")
    assert bundle.index is not None
    entry = next(e for e in bundle.index.entries if e.kind == "file" and e.doc_id == review.id)
    assert entry.preview == f"[preview withheld: {PLANTED}]" and entry.title == f"[file name withheld: {PLANTED}]"
    run = om.memory.start_investigation(TENANT, "triage", [Signal("manual", {})], record=("incident", "INC-1")).id
    om.ledger.surfaced(TENANT, run, [(review.id, "attachment")], via="dispatch")
    om.memory.finish_investigation(TENANT, run)
    line = om.ledger.run_line(om.local_admin(TENANT), run)  # what the run was shown, as a person reviews it
    assert line is not None and [t.title for t in line.titles] == [f"[file name withheld: {PLANTED}]"]
    case = (
        "Quarterly storage review",
        "Storage grew steadily.",
    )  # INC-1's case file and query: judged live at dispatch
    judged_files = [text for text, strength in judged if strength == "file" and text not in case]
    assert not judged_files and not [text for text, _ in judged if BENIGN in text or text == review.title]


def test_an_earlier_guards_refusal_withholds_without_the_detector(
    om: Opmem, judged: list[tuple[str, Strength]]
) -> None:
    """Stored before a change to the guard: a refusal still withholds, marked as the earlier guard's, until the worker
    judges the text again (tests/test_earlier_verdicts.py); the detector is not run."""
    review = file_doc(om, "review.pdf")
    (part,) = om.store.parts(TENANT, review.id)
    _plant(om, review, _planted(part.text, "0" * 32), _planted(review.title, "0" * 32))
    review = file_doc(om, "review.pdf")
    judged.clear()
    marked = f"{PLANTED} (earlier guard)"
    assert _hit(om, review) == (f"[file name withheld: {marked}]", f"[preview withheld: {marked}]")
    assert shown_title(review) == f"[file name withheld: {marked}]"
    content, withheld = shown_content(om.store, om.local_admin(TENANT), review, ShownGuard())
    assert withheld == ("page 1",) and BENIGN not in content and marked in content
    assert not [text for text, strength in judged if strength == "file"]


@pytest.mark.parametrize("which", ["other text", "model off", "rules only"])
def test_a_stored_verdict_of_another_text_or_strength_is_not_used(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    review = file_doc(om, "review.pdf")
    (part,) = om.store.parts(TENANT, review.id)
    if which == "rules only":  # computed with the model off: the detector never read it
        planted = _planted(part.text, "0" * 32 + "-off"), _planted(review.title, "0" * 32 + "-off")
    elif which == "other text":
        planted = _planted(part.text + " "), _planted(review.title + " ")
    else:  # computed with the model on, shown with it off: a rules-only guard is another guard
        planted = _planted(part.text), _planted(review.title)
        monkeypatch.setenv("OPMEM_GUARD_MODEL", "off")
    _plant(om, review, *planted)
    review = file_doc(om, "review.pdf")
    title, snippet = _hit(om, review)
    assert title == "review.pdf" and "withheld" not in snippet and "snapshots" in snippet
    assert shown_title(review) == "review.pdf"
    content, withheld = shown_content(om.store, om.local_admin(TENANT), review, ShownGuard())
    assert withheld == () and BENIGN in content
    assert (part.text, "file") in judged  # judged live instead


def test_a_part_without_a_stored_verdict_is_judged_live(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    """Parts written before m017 (or by an older guard) have none: the detector still withholds what it refuses."""
    handover = file_doc(om, "handover.docx")
    _plant(om, handover, None, None)
    assert all(p.verdict is None for p in om.store.parts(TENANT, handover.id))
    content, withheld = shown_content(om.store, om.local_admin(TENANT), file_doc(om, "handover.docx"), ShownGuard())
    assert len(withheld) == 1 and "+31 6" not in content and "learned detector" in content
    assert (SMS, "file") in judged


def test_the_worker_stores_the_verdicts_files_lack(om: Opmem, judged: list[tuple[str, Strength]]) -> None:
    """Parts and names written before m017 (none stored) or by another guard's code get this guard's from the
    worker, a batch a tick until none is left; shown after that, they are looked up."""
    handover, hostile = file_doc(om, "handover.docx"), file_doc(om, HOSTILE_NAME)
    _plant(om, handover, None, None)  # as m017 leaves parts written before it
    _plant(om, hostile, _planted(EXPORT, "0" * 32), _planted(HOSTILE_NAME, "0" * 32))  # another guard's
    assert [om.refresh_file_verdicts(2) for _ in range(3)] == [2, 2, 1]  # 3 parts, 2 names; then none is left
    _plant(om, handover, None, None)
    worker = Worker(om)
    worker.run_once(embed=False, attachments=False)
    assert not worker._verdicts_left  # fewer than a batch were missing: this process's guard has them all now
    for doc in (file_doc(om, "handover.docx"), hostile := file_doc(om, HOSTILE_NAME)):
        for text, verdict in [
            (doc.title, doc.title_verdict),
            *((p.text, p.verdict) for p in om.store.parts(TENANT, doc.id)),
        ]:
            assert json.loads(verdict or "{}").get("guard") == guard_version(), text
    assert json.loads(hostile.title_verdict or "")["check"] == "learned_detector"
    judged.clear()
    content, withheld = shown_content(om.store, om.local_admin(TENANT), file_doc(om, "handover.docx"), ShownGuard())
    assert len(withheld) == 1 and "+31 6" not in content
    assert not [text for text, strength in judged if strength == "file"]  # looked up, not judged
    assert om.refresh_file_verdicts() == 0


def test_a_worker_with_the_model_off_leaves_the_models_verdicts_alone(
    om: Opmem, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rules-only process must not replace a model's stored verdicts with its own (nor the reverse back and forth)."""
    hostile = file_doc(om, HOSTILE_NAME)
    before = (hostile.title_verdict, [p.verdict for p in om.store.parts(TENANT, hostile.id)])
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "off")
    assert om.refresh_file_verdicts() == 0
    after = file_doc(om, HOSTILE_NAME)
    assert (after.title_verdict, [p.verdict for p in om.store.parts(TENANT, after.id)]) == before
    assert json.loads(after.title_verdict or "")["check"] == "learned_detector"


def test_the_guard_version_hashes_the_pinned_weights_and_the_rules(tmp_path: Path) -> None:
    sources = shown.deciding_sources()
    names = {p.name for p in sources}
    assert {"detector.py", "guard_model.py", "checks.py", "guard.py", "shown.py", "analysis.py"} <= names
    copies = []
    for n, path in enumerate(sources):
        copy = tmp_path / f"{n}-{path.name}"
        copy.write_bytes(path.read_bytes())
        copies.append(copy)
    before = shown.source_hash(tuple(copies))
    pinned = next(c for c in copies if c.name.endswith("-detector.py"))
    pinned.write_text(pinned.read_text().replace('MODEL_SHA256 = "', 'MODEL_SHA256 = "0', 1))
    assert shown.source_hash(tuple(copies)) != before  # new weights are pinned by a new hash: a new version
