"""The console's review gaps over HTTP: endorsing a document into a draft skill, a memory's versions, and the
home page's "needs attention" leading to what needs it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE
from web_kit import TENANT, Seeded, console, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.ingest.scan import ScanResult
from opmem.memory import Signal
from opmem.memory.model import MemoryEdit
from opmem.settings import Settings


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    yield opmem, seed(opmem)
    opmem.close()


def test_endorse_a_document_into_a_draft_skill(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    page = c.get(f"/documents/{seeded.disk}").text
    assert "Endorse into a draft skill" in page
    form = {"csrf": csrf_of(page), "name": "", "purpose": "Free disk on database hosts", "reason": "works every time"}
    refused = c.post(f"/documents/{seeded.disk}/endorse", data=form)  # ada has no grant on the skill table
    assert refused.status_code == 403 and "Not endorsed" in refused.text and "skill" in refused.text
    assert opmem.store.record(TENANT, "skill", f"draft-{seeded.disk}") is None

    opmem.access.grant(TENANT, "ada", read=["skill"])
    r = c.post(f"/documents/{seeded.disk}/endorse", data=form, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith(f"/records/skill/draft-{seeded.disk}?notice=")
    skill = opmem.store.record(TENANT, "skill", f"draft-{seeded.disk}")
    assert skill is not None and skill.state == "draft" and skill.fields["purpose"] == "Free disk on database hosts"
    assert skill.short_description == "Disk full on db01"  # an empty name takes the document's title
    shown = c.get(r.headers["location"])
    assert shown.status_code == 200 and "Endorsed: draft skill" in shown.text
    bob = console(opmem, seeded.tokens["bob"])  # browse_memory only: no form, and the core refuses the post
    assert "Endorse into a draft skill" not in bob.get(f"/documents/{seeded.disk}").text
    r = bob.post(f"/documents/{seeded.disk}/endorse", data={"csrf": csrf_of(bob.get("/").text)})
    assert r.status_code == 403 and "curate_memory" in r.text


def test_a_memory_shows_its_versions_newest_first_with_their_texts(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    first = c.get(f"/memories/{seeded.memory_id}").text
    assert "Version 1 (current)" in first and "Unchanged since it was recorded" in first
    original = opmem.memory.get_memory(TENANT, seeded.memory_id).memory
    ada = opmem.principal(TENANT, "ada")
    opmem.memory.edit_memory(ada, seeded.memory_id, MemoryEdit(title="Audit logging filled the disk"), version=1)
    opmem.memory.edit_memory(ada, seeded.memory_id, MemoryEdit(root_cause="audit log rotation off"), version=2)
    page = c.get(f"/memories/{seeded.memory_id}").text
    current, second, oldest = (page.index(s) for s in ("Version 3 (current)", "Version 2: ", "Version 1: "))
    assert current < second < oldest and "Unchanged since" not in page
    assert "written by ada on <time" in page[current:second]
    assert f"Version 1: “{original.title}”, written by agent {original.agent_id} on <time datetime=" in page
    assert "replaced by ada on <time datetime=" in page[oldest:]
    assert original.root_cause in page[oldest:] and "Version 2: “Audit logging filled the disk”" in page
    assert "earlier texts are not kept" not in page


def test_needs_attention_leads_to_the_memories_marked_wrong(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    assert "Nothing needs attention" in c.get("/").text
    opmem.memory.mark_wrong(opmem.principal(TENANT, "ada"), seeded.memory_id, "it was the audit log")
    home = c.get("/").text
    assert '<a href="/memories?verdict=wrong"><strong>1</strong> memories marked wrong</a>' in home
    listed = c.get("/memories?verdict=wrong").text
    assert "Debug logging filled the disk on db01" in listed and "marked wrong" in listed


class Unreachable:
    """A scanner that cannot be reached: every file is left unscannable."""

    def scan(self, data: bytes) -> ScanResult:
        return ScanResult("unscannable", "the scanner did not answer")


def test_needs_attention_names_the_files_and_runs_with_links(
    tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None
) -> None:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder}, scanner=Unreachable())
    seeded = seed(opmem)
    ada = opmem.principal(TENANT, "ada")
    opmem.add_attachment(ada, "incident", "INC100", filename="dump.bin", data=b"x" * 10, content_type="text/plain")
    opmem.add_attachment(ada, "problem", "PRB1", filename="cert.txt", data=b"expired", content_type="text/plain")
    opmem.process_attachments()
    run = opmem.memory.start_investigation(
        TENANT, "triage", [Signal("manual", {"note": "again"})], record=("incident", "INC100")
    )
    opmem.runs.finish(opmem.principal(TENANT, "ada"), run.id, "abandoned")
    home = console(opmem, seeded.tokens["ada"]).get("/").text
    assert "<strong>2</strong> attachments unscannable or failed" in home
    assert '<a href="/records/incident/INC100">incident/INC100</a>: dump.bin' in home
    assert "the scanner did not answer" in home
    assert (
        "<strong>1</strong> runs abandoned" in home
        and '<a href="/records/incident/INC100">incident/INC100</a>: triage' in home
    )
    bob = console(opmem, seeded.tokens["bob"]).get("/").text  # incident only: the problem's file is not named
    assert "<strong>1</strong> attachments unscannable" in bob and "cert.txt" not in bob and "PRB1" not in bob
    opmem.close()
