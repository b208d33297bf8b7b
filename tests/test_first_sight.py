"""First sight (issue 13): a record's title and snippets shown before the worker has judged them are judged live as the
worker will judge them (`file` strength: the rules, the overturn and the fine-tuned detector), under one budget per
call, and withheld past it; never shown judged by the rules alone. Once the worker has stored the verdicts, they
decide and the detector is not called.

The attacks are development texts the rules pass and the detector refuses (tests/test_shown_files.py), so each
assertion that one is withheld fails when first sight goes back to the rules (`record` strength). The model is the
real bundled one; the store is real SQLite here and PostgreSQL in tests/test_postgres_contract_first_sight.py.
"""

from __future__ import annotations

import pytest
from conftest import record
from test_shown_files import BENIGN, EXPORT, SMS
from test_shown_records import STEPS, om
from test_shown_verdicts import judged

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.index.analysis import snippet_spans
from opmem.ingest import record_verdicts
from opmem.memory import MemoryDraft, Signal
from opmem.quarantine import first_sight, shown
from opmem.quarantine.first_sight import NOT_YET_READ, Budget, FirstSight
from opmem.quarantine.shown import Refusal, ShownGuard, Strength, is_withheld, stored_body, withheld
from opmem.types import Hit

pytestmark = pytest.mark.model

__all__ = ["judged", "om"]  # fixtures: the spy on what the guard itself judges; INC-1 benign, INC-2 an attack

TENANT = "default"
DETECTOR = "learned detector"
QUERY = "backup snapshots customer exported phone"
MARKER = withheld("snippet", NOT_YET_READ)


def _hits(om: Opmem, query: str = QUERY) -> dict[str, Hit]:
    return {h.record_id: h for h in om.recall(om.local_admin(TENANT), query, k=10).hits}


def _judge_all(om: Opmem) -> None:
    while om.refresh_record_verdicts(budget=60):
        pass


def test_an_attack_filed_as_a_new_record_is_withheld_before_the_worker_runs(om: Opmem) -> None:
    assert all(d.body_verdict is None for batch in om.store.iter_documents(TENANT) for d in batch)  # not judged yet
    hits = _hits(om)
    assert hits["INC-2"].title.startswith("[title withheld: ") and DETECTOR in hits["INC-2"].title
    assert hits["INC-2"].snippet.startswith("[snippet withheld: ") and DETECTOR in hits["INC-2"].snippet
    assert hits["INC-1"].title == "Nightly backup snapshots" and "snapshots" in hits["INC-1"].snippet  # benign: shown


def test_the_refusals_are_heard(om: Opmem) -> None:
    heard: list[Refusal] = []
    om.shown.on_refusal = heard.append
    _hits(om)
    assert sorted(r.what for r in heard) == ["snippet", "title"]


def test_a_record_the_worker_judged_is_decided_by_its_stored_verdicts(
    om: Opmem, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judge_all(om)
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))  # the worker's verdicts are remembered too
    judged.clear()
    hits = _hits(om)
    assert hits["INC-2"].title.startswith("[title withheld: ") and hits["INC-2"].snippet.startswith("[snippet withheld")
    assert hits["INC-1"].title == "Nightly backup snapshots" and not is_withheld(hits["INC-1"].snippet)
    assert not [text for text, strength in judged if strength == "file"]  # no live detector call


def test_a_budget_spent_withholds_the_rest_and_never_shows_it_unjudged(
    om: Opmem, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(3, 6):
        om.upsert_record(record(f"INC-{n}", f"Backup snapshots delayed {n}", f"{BENIGN} Host {n}."))
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))  # what earlier tests judged costs nothing
    monkeypatch.setattr(first_sight, "FIRST_SIGHT_CHARS", 300)  # about two hits' titles and snippets
    hits = list(om.recall(om.local_admin(TENANT), "backup snapshots restores nightly", k=5).hits)
    assert len(hits) == 5
    marked = [h for h in hits if h.snippet == MARKER]
    assert marked and hits[0].snippet != MARKER  # the best hit is judged first; the tail is withheld
    assert all("not yet read by the guard" in h.snippet for h in marked)
    _judge_all(om)
    again = om.recall(om.local_admin(TENANT), "backup snapshots restores nightly", k=5).hits
    assert not [h for h in again if "not yet read" in h.snippet + h.title]  # by the stored verdicts: no budget


def test_a_text_past_the_budget_is_withheld_and_one_the_memo_holds_is_free(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))
    guard = ShownGuard()
    assert FirstSight(guard, Budget(10)).text(BENIGN, "title") == withheld("title", NOT_YET_READ)
    assert FirstSight(guard, Budget(len(BENIGN) + first_sight.READ_CHARS - 1)).text(BENIGN, "title") != BENIGN
    assert FirstSight(guard, Budget(len(BENIGN) + first_sight.READ_CHARS)).text(BENIGN, "title") == BENIGN
    assert FirstSight(guard, Budget(0)).text(BENIGN, "title") == BENIGN  # read once: remembered, costs nothing


def test_with_the_model_off_first_sight_is_the_rules_and_costs_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "off")
    assert FirstSight(ShownGuard(), Budget(0)).text(SMS, "title") == SMS  # the rules pass it; no detector to read it


@pytest.mark.parametrize(
    "body",
    [f"Description:\n{STEPS}", f"Description:\n{BENIGN}\n{EXPORT}", f"{BENIGN}\n\n{SMS}\n\nClose code:\nsolved"],
)
def test_first_sight_shows_every_window_as_the_stored_verdict_will(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An agent is shown the same snippet before and after the worker ran: first sight judges what decides the
    window in the stored verdict (the window, the units it overlaps, their pairs), at the same strengths."""
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    known = stored_body(body)
    sight = FirstSight(ShownGuard())
    for start, end in snippet_spans(body):
        before = is_withheld(sight.cut("text", body, start, end, known=None))
        assert before == is_withheld(sight.cut("text", body, start, end, known=known)), body[start:end]


def test_the_dispatch_index_shows_precedent_at_first_sight_as_recall_does(om: Opmem) -> None:
    om.upsert_record(record("NEW-1", "Customer phone export", "Where did the export go?", state="new", resolved=None))
    om.memory.create_agent(TENANT, "triage")
    om.create_principal(TENANT, "triage", grants=["incident"])
    om.dispatch.grant_tools(TENANT, "triage", list(TOOLS))
    bundle = om.dispatch.dispatch(om.store.principal(TENANT, "triage"), "triage", "incident", "NEW-1")
    precedent = {e.record_id: e for e in bundle.index.entries if e.kind == "precedent"}
    assert precedent["INC-2"].title.startswith("[title withheld: ") and DETECTOR in precedent["INC-2"].title


def test_the_worker_judges_the_newest_records_first(om: Opmem) -> None:
    _judge_all(om)
    om.upsert_record(record("INC-1", "Nightly backup snapshots", f"{BENIGN} Edited."))  # older, edited: stale
    om.upsert_record(record("INC-9", "Backup snapshots of the new cluster", BENIGN))  # filed now
    assert om.refresh_record_verdicts(budget=0) == 1
    judged = {d.record_id: d.body_verdict is not None for batch in om.store.iter_documents(TENANT) for d in batch}
    assert judged == {"INC-1": False, "INC-2": True, "INC-9": True}


def test_the_worker_judges_a_document_and_a_memory_in_turn(om: Opmem, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a change to the guard every verdict is stale: memories do not wait for the documents' backlog."""
    om.memory.create_agent(TENANT, "triage")
    for n in range(2):
        inv = om.memory.start_investigation(TENANT, "triage", (Signal("manual", {"note": "n"}),))
        om.memory.record_memory(TENANT, "triage", inv.id, MemoryDraft(f"Backup snapshots late {n}", symptoms=BENIGN))
    order: list[str] = []
    for name in ("_document", "_memory"):
        real = getattr(record_verdicts, name)
        monkeypatch.setattr(
            record_verdicts, name, lambda v, item, real=real, name=name: order.append(name) or real(v, item)
        )
    _judge_all(om)
    assert order == ["_document", "_memory", "_document", "_memory"]
