"""Verdicts stored by an earlier guard (issues 13 and 17): after any change to the guard's source every stored verdict
is another guard's, and until the worker has judged the archive again, a text whose stored verdict is an earlier
guard's for this very text is decided by it and this guard's rules, without the detector: refused by it, withheld
with its reason marked "(earlier guard)"; allowed by it, shown iff this guard's rules and overturn (`record`) pass it.
Only a text without a stored verdict for its current hash (new or edited) is judged at first sight.

The guard change is simulated by giving this process's guard another source hash after the worker stored the
verdicts. "Detector calls" are the texts the guard itself judges at `file` strength (the `judged` spy). The model is
the real bundled one, the store real SQLite.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record
from files import PassEverything
from memory_kit import Kit
from test_first_sight_memory import POOL, RAISED, _search, kit
from test_first_sight_memory import _judge_all as _judge_memories
from test_shown_files import BENIGN, EXPORT, SMS
from test_shown_records import HEAD, TAIL
from test_shown_verdicts import judged

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.quarantine import shown, verdicts
from opmem.quarantine.shown import ShownGuard, Strength, guard_version, is_withheld
from opmem.settings import Settings
from opmem.types import Document, Hit

pytestmark = pytest.mark.model

__all__ = ["judged", "kit"]  # fixtures: the spy on what the guard itself judges, a memory kit

TENANT = "default"
DETECTOR = "learned detector"
EARLIER = "(earlier guard)"
QUERY = "backup snapshots customer exported phone resync instructions"
#: An order the rules refuse (HEAD and TAIL on one line; written for tests/test_shown_records.py).
ORDER = f"{HEAD} {TAIL}"


@pytest.fixture
def om(tmp_path: Path, store_db: str | None, monkeypatch: pytest.MonkeyPatch) -> Iterator[Opmem]:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, clamd_socket=None, db=store_db)
    memory = Opmem(settings, embedders={FAKE: FakeEmbedder()}, scanner=PassEverything())
    memory.upsert_record(record("INC-1", "Nightly backup snapshots", BENIGN))
    memory.upsert_record(record("INC-2", SMS, f"{BENIGN}\n{EXPORT}"))  # the rules pass both; the detector refuses
    memory.upsert_record(record("INC-3", f"Backup resync: {ORDER}", f"{BENIGN}\n{ORDER}"))  # the rules refuse
    yield memory
    memory.close()


def _another_guard(monkeypatch: pytest.MonkeyPatch) -> str:
    """This process's guard becomes another one (as after a change to its source); the memo forgets its verdicts."""
    before = guard_version()
    monkeypatch.setattr(verdicts, "_source_hash", lambda: "e" * 32)
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))
    assert guard_version() != before
    return before


def _doc(om: Opmem, record_id: str) -> Document:
    found = om.store.document(TENANT, om.store.document_id(TENANT, f"resolution:incident:{record_id}") or 0)
    assert found is not None
    return found


def _hits(om: Opmem) -> dict[str, Hit]:
    return {h.record_id: h for h in om.recall(om.local_admin(TENANT), QUERY, k=10).hits}


def _detector_calls(judged: list[tuple[str, Strength]]) -> list[str]:
    return [text for text, strength in judged if strength == "file"]


def _judged_by_the_worker(om: Opmem) -> None:
    while om.refresh_record_verdicts(budget=60):
        pass


def _earlier_allowed(om: Opmem, record_id: str, guard: str, *, title: str, body: str) -> None:
    """Store an earlier guard's allowance of `title` and `body` as `record_id`'s verdicts."""
    allowed = [json.dumps({"guard": guard, "text": shown._digest(text).hex()}) for text in (title, body)]
    with om.store.transaction(TENANT) as db:
        db.execute(
            "UPDATE documents SET title_verdict = ?, body_verdict = ? WHERE id = ?", (*allowed, _doc(om, record_id).id)
        )


def test_a_text_the_earlier_guard_refused_is_withheld_without_the_detector(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judged_by_the_worker(om)
    _another_guard(monkeypatch)
    judged.clear()
    hostile = _hits(om)["INC-2"]
    for shown_text, what in ((hostile.title, "title"), (hostile.snippet, "snippet")):
        assert shown_text.startswith(f"[{what} withheld: ") and DETECTOR in shown_text and EARLIER in shown_text
    assert not _detector_calls(judged)  # the earlier guard's refusal decided


def test_a_benign_text_the_earlier_guard_allowed_is_shown_without_the_detector(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judged_by_the_worker(om)
    _another_guard(monkeypatch)
    judged.clear()
    benign = _hits(om)["INC-1"]
    assert (
        benign.title == "Nightly backup snapshots"
        and "snapshots" in benign.snippet
        and "withheld" not in benign.snippet
    )
    assert not _detector_calls(judged)
    assert (benign.title, "record") in judged  # this guard's rules read it


def test_a_text_the_earlier_guard_allowed_and_the_rules_refuse_is_withheld(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judged_by_the_worker(om)
    doc = _doc(om, "INC-3")
    assert not ShownGuard().verdict("title", doc.title).allowed  # the rules refuse it
    earlier = _another_guard(monkeypatch)
    _earlier_allowed(om, "INC-3", earlier, title=doc.title, body=doc.body)  # an earlier guard that let it through
    judged.clear()
    hit = _hits(om)["INC-3"]
    assert hit.title.startswith("[title withheld: ") and EARLIER not in hit.title
    assert hit.snippet.startswith("[snippet withheld: ") and EARLIER not in hit.snippet
    assert not _detector_calls(judged)


def test_an_edited_text_pays_first_sight(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An earlier guard's allowance of another text (the record before an edit) does not stand for this one."""
    _judged_by_the_worker(om)
    doc = _doc(om, "INC-2")
    earlier = _another_guard(monkeypatch)
    _earlier_allowed(om, "INC-2", earlier, title=f"{doc.title} ", body=f"{doc.body} ")
    judged.clear()
    hostile = _hits(om)["INC-2"]
    assert hostile.title.startswith("[title withheld: ") and DETECTOR in hostile.title and EARLIER not in hostile.title
    assert hostile.snippet.startswith("[snippet withheld: ") and DETECTOR in hostile.snippet
    assert SMS in _detector_calls(judged)  # read live, at first sight


def test_the_worker_judges_them_again(om: Opmem, monkeypatch: pytest.MonkeyPatch) -> None:
    _judged_by_the_worker(om)
    _another_guard(monkeypatch)
    assert om.refresh_record_verdicts(budget=60) == 3  # every record: another guard's verdicts
    hostile = _hits(om)["INC-2"]
    assert json.loads(_doc(om, "INC-2").title_verdict or "")["guard"] == guard_version()
    assert is_withheld(hostile.title) and EARLIER not in hostile.title  # this guard's own refusal now


def test_a_page_read_is_decided_by_the_earlier_verdict_and_the_rules(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judged_by_the_worker(om)
    hostile, order = _doc(om, "INC-2"), _doc(om, "INC-3")
    earlier = _another_guard(monkeypatch)
    _earlier_allowed(om, "INC-3", earlier, title=order.title, body=order.body)
    judged.clear()
    guard = ShownGuard()
    page = guard.passage(hostile.body, 0, len(hostile.body), strength="file", known=hostile.body_verdict, labelled=True)
    assert "+31 6" not in page and "customer" not in page.lower() and EARLIER in page
    page = guard.passage(order.body, 0, len(order.body), strength="file", known=_doc(om, "INC-3").body_verdict)
    assert "Ignore all previous" not in page and "withheld" in page  # the earlier allowance, the rules' refusal
    assert not _detector_calls(judged)


def test_a_memory_text_the_earlier_guard_judged(
    kit: Kit, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judge_memories(kit)
    _another_guard(monkeypatch)
    judged.clear()
    found = _search(kit)
    title, resolution = found[f"Checkout pool: {SMS}"]
    assert title.startswith("[memory title withheld: ") and EARLIER in title
    assert resolution.startswith("[resolution withheld: ") and EARLIER in resolution
    assert found[POOL] == (POOL, RAISED)
    assert not _detector_calls(judged)
