"""The console over HTTP (TestClient): sessions, CSRF, refusals as pages, access that follows the core's checks,
and the static files it serves instead of a CDN. The same pages in a real browser: `test_web_browser.py`."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from http.cookies import SimpleCookie
from importlib.resources import files
from pathlib import Path

import pytest
from conftest import FAKE, record
from fastapi.testclient import TestClient
from files import PassEverything
from web_kit import DISK_BODY, TENANT, Seeded, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.web.sessions import COOKIE


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    yield opmem, seed(opmem)
    opmem.close()


def client(opmem: Opmem, base_url: str = "http://testserver") -> TestClient:
    return TestClient(create_app(opmem, mount_mcp=False), base_url=base_url)


def sign_in(c: TestClient, token: str, next_path: str = "/") -> None:
    csrf = csrf_of(c.get("/signin").text)
    r = c.post("/signin", data={"token": token, "csrf": csrf, "next": next_path}, follow_redirects=False)
    assert r.status_code == 303, r.text


def test_pages_send_a_visitor_without_a_session_to_sign_in(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    for path in ("/", "/search?q=disk", "/records/incident/INC100", f"/documents/{env[1].disk}"):
        r = c.get(path, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/signin?next=/"), path
    page = c.get("/signin")
    assert page.status_code == 200 and '<label for="token">' in page.text


def test_the_session_cookie_is_strict_httponly_expiring_and_holds_no_token(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    for base, secure in (("http://testserver", False), ("https://testserver", True)):
        c = client(opmem, base)
        csrf = csrf_of(c.get("/signin").text)
        r = c.post("/signin", data={"token": seeded.tokens["ada"], "csrf": csrf}, follow_redirects=False)
        header = r.headers["set-cookie"]
        morsel = SimpleCookie(header)[COOKIE]
        assert morsel["httponly"] and morsel["samesite"].lower() == "strict" and int(morsel["max-age"]) > 0
        assert bool(morsel["secure"]) is secure, header
        assert seeded.tokens["ada"] not in header and len(morsel.value) >= 40
        assert c.get("/").status_code == 200


def test_signing_in_changes_the_session_id(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    c.get("/signin")
    before = c.cookies[COOKIE]
    sign_in(c, env[1].tokens["ada"])
    assert c.cookies[COOKIE] != before
    fixated = client(env[0])
    fixated.cookies.set(COOKIE, before)
    assert fixated.get("/", follow_redirects=False).status_code == 303  # the pre-sign-in id signs nobody in


def test_a_wrong_token_is_refused_on_the_sign_in_page(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    csrf = csrf_of(c.get("/signin").text)
    r = c.post("/signin", data={"token": "not-a-token", "csrf": csrf})
    assert r.status_code == 401 and "does not sign in" in r.text
    assert c.get("/", follow_redirects=False).status_code == 303


def test_a_post_without_the_csrf_token_is_refused(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    c.get("/signin")
    for data in ({"token": seeded.tokens["ada"]}, {"token": seeded.tokens["ada"], "csrf": "forged"}):
        r = c.post("/signin", data=data, follow_redirects=False)
        assert r.status_code == 403 and "security token (CSRF)" in r.text and "<html" in r.text
    assert c.get("/", follow_redirects=False).status_code == 303  # not signed in
    sign_in(c, seeded.tokens["ada"])
    r = c.post("/signout", data={}, follow_redirects=False)
    assert r.status_code == 403 and "security token (CSRF)" in r.text
    assert c.get("/").status_code == 200  # still signed in: the forged sign-out did nothing


def test_signing_out_ends_the_session_on_the_server(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["ada"])
    cookie = c.cookies[COOKIE]
    csrf = csrf_of(c.get("/").text)
    r = c.post("/signout", data={"csrf": csrf}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/signin")
    replay = client(env[0])
    replay.cookies.set(COOKIE, cookie)
    assert replay.get("/", follow_redirects=False).status_code == 303  # the old cookie signs nobody in


def test_a_revoked_token_ends_its_session_at_once(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    assert c.get("/").status_code == 200
    for info in opmem.access.tokens(TENANT, "ada"):
        opmem.access.revoke_token(TENANT, info.id)
    r = c.get("/", follow_redirects=False)
    assert r.status_code == 303 and "no+longer" not in r.headers["location"]
    assert "no%20longer%20signs%20in" in r.headers["location"]


def test_after_signing_in_only_a_path_on_this_site_is_followed(env: tuple[Opmem, Seeded]) -> None:
    for target, lands in (("/search?q=disk", "/search?q=disk"), ("//evil.example/", "/"), ("https://x.y/", "/")):
        c = client(env[0])
        csrf = csrf_of(c.get("/signin").text)
        r = c.post(
            "/signin", data={"token": env[1].tokens["ada"], "csrf": csrf, "next": target}, follow_redirects=False
        )
        assert r.headers["location"] == lands


def test_without_browse_memory_the_pages_say_so(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["nina"])
    for path in ("/", "/search?q=disk"):
        r = c.get(path)
        assert r.status_code == 403 and "browse_memory" in r.text and "Not allowed" in r.text, path
        assert "Traceback" not in r.text and "<html" in r.text


def test_a_person_without_the_grant_never_sees_the_records_text(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["bob"])  # incident only
    pages = {
        "/search?q=expired+certificate+gateway": 200,
        "/search?q=renewed+gateway+proxy": 200,
        "/search": 200,
        "/search?table=problem&q=certificate": 200,  # a table without a grant holds nothing for them
        "/records/problem/PRB1": 403,
        f"/documents/{seeded.cert}": 404,
        "/records/incident/INC100": 200,  # its run was shown the certificate document too
    }
    for path, status in pages.items():
        r = c.get(path)
        assert r.status_code == status, (path, r.text)
        for secret in ("PROBLEM-SECRET-42", "Expired certificate", "PRB1"):
            assert secret not in r.text, (path, secret)
    record_page = c.get("/records/incident/INC100").text
    assert "Disk full on db01" in record_page and "1 withheld" in record_page


def test_search_shows_arms_scores_snippets_and_provenance(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["ada"])
    page = c.get("/search", params={"q": "debug logs rotated"}).text
    assert f'href="/documents/{env[1].disk}"' in page and 'href="/records/incident/INC100"' in page
    assert re.search(r'class="score">\d\.\d{3}<', page) and 'class="tag arm">text<' in page
    assert "<mark>" in page
    listing = c.get("/search", params={"kind": "resolution", "table": "problem"}).text
    assert "Expired certificate on the gateway" in listing and "Disk full" not in listing
    empty = c.get("/search", params={"q": "zebra quasar"}).text
    assert "No document you may read matches" in empty


def test_a_document_opens_in_parts_and_a_record_with_its_runs(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["ada"])
    doc = c.get(f"/documents/{env[1].disk}").text
    assert DISK_BODY in doc and "Characters 1–" in doc
    rec = c.get("/records/incident/INC100").text
    assert DISK_BODY in rec and f'href="/documents/{env[1].disk}"' in rec
    assert "This run was shown 2 documents" in rec and "Expired certificate on the gateway" in rec
    assert c.get("/records/incident/NOPE").status_code == 404
    assert c.get("/documents/abc").status_code == 400


def test_an_unexpected_failure_is_a_page_without_a_traceback(
    env: tuple[Opmem, Seeded], monkeypatch: pytest.MonkeyPatch
) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])

    def broken(*_args: object, **_kw: object) -> None:
        raise RuntimeError("SECRET-INTERNAL-DETAIL")

    monkeypatch.setattr(opmem.curation, "browse", broken)
    r = c.get("/search?q=disk")
    assert r.status_code == 500 and "Something went wrong" in r.text
    assert "SECRET-INTERNAL-DETAIL" not in r.text and "Traceback" not in r.text
    # the person is still signed in: the page offers home and sign out, not a "Sign in" link
    assert "Back to the home page" in r.text and "Sign out" in r.text and 'href="/signin"' not in r.text


def test_the_session_cookie_does_not_open_the_api(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["ada"])
    assert c.post("/v1/recall", json={"query": "disk"}).status_code == 401  # the bearer gate still guards /v1/


def test_pages_are_served_with_a_strict_content_security_policy(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    r = c.get("/signin")
    assert "script-src 'self'" in r.headers["content-security-policy"] and r.headers["x-frame-options"] == "DENY"
    assert not re.search(r'(src|href)="(https?:)?//', r.text)


def test_docs_and_scripts_come_from_the_app_not_a_cdn(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    docs = c.get("/docs").text
    assert "/static/swagger/swagger-ui-bundle.js" in docs and "/static/swagger/swagger-ui.css" in docs
    assert not re.search(r"https?://", docs), "the docs page must load nothing from another host"
    assert c.get("/redoc", follow_redirects=False).headers["location"] == "/docs"
    listed = (files("opmem.web") / "static" / "VENDORED.md").read_text()
    rows = re.findall(r"^\| `([^`]+)` \|.*\| ([0-9a-f]{64}) \|$", listed, re.MULTILINE)
    assert len(rows) == 4
    for name, digest in rows:
        r = c.get(f"/static/{name}")
        assert r.status_code == 200 and hashlib.sha256(r.content).hexdigest() == digest, name


def test_correct_retire_and_reinstate_are_version_checked(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    page = c.get(f"/documents/{seeded.disk}").text
    csrf = csrf_of(page)
    assert 'name="version" value="1"' in page and "Save the correction" in page
    base = {"csrf": csrf, "version": "1", "reason": "typo"}
    r = c.post(f"/documents/{seeded.disk}/correct", data={**base, "title": "Disk full on db01 (logs)"})
    assert r.status_code == 200 and "Corrected." in r.text and "Disk full on db01 (logs)" in r.text
    # A second edit based on version 1: refused, the current text shown, the person's edit kept in the form.
    stale = c.post(f"/documents/{seeded.disk}/correct", data={**base, "title": "MY-STALE-EDIT"})
    assert stale.status_code == 409 and "changed this document while you had it open" in stale.text
    assert (
        "version 2" in stale.text and 'value="MY-STALE-EDIT"' in stale.text and 'name="version" value="2"' in stale.text
    )
    assert opmem.store.document(TENANT, seeded.disk).title == "Disk full on db01 (logs)"  # type: ignore[union-attr]

    assert c.post(f"/documents/{seeded.disk}/retire", data={**base, "reason": "obsolete"}).status_code == 409
    r = c.post(f"/documents/{seeded.disk}/retire", data={**base, "version": "2", "reason": "obsolete"})
    assert r.status_code == 200 and "is retired" in r.text
    assert c.get(f"/documents/{seeded.disk}").status_code == 404  # out of every read path
    listed = c.get("/search", params={"retired": "on"}).text
    assert "Reinstate" in listed and "obsolete" in listed
    r = c.post(f"/documents/{seeded.disk}/reinstate", data={**base, "version": "3", "reason": "still true"})
    assert r.status_code == 200 and "Reinstated" in r.text
    actions = [row[0] for row in opmem.store.db.execute("SELECT action FROM audit_log ORDER BY id")]
    assert actions == ["correct", "retire", "reinstate"]
    history = c.get(f"/documents/{seeded.disk}").text
    trail = history[history.index('id="audit-title"') :]
    assert trail.index("reinstate") < trail.index("retire") < trail.index("correct")  # newest first
    assert "<del>Disk full on db01</del> → <ins>Disk full on db01 (logs)</ins>" in trail and "still true" in trail


def test_curating_needs_the_capability_and_the_csrf_token(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["bob"])  # browse_memory, not curate_memory
    page = c.get(f"/documents/{seeded.disk}").text
    assert "Save the correction" not in page and "Retire" not in page
    assert "No change since it was distilled" in page  # the history, for browse_memory
    data = {"csrf": csrf_of(page), "version": "1", "reason": "x"}
    r = c.post(f"/documents/{seeded.disk}/retire", data=data)
    assert r.status_code == 403 and "curate_memory" in r.text
    r = c.post(f"/documents/{seeded.cert}/retire", data=data)  # no grant either: refused, nothing shown
    assert r.status_code == 403 and "Expired certificate" not in r.text
    ada = client(opmem)
    sign_in(ada, seeded.tokens["ada"])
    r = ada.post(f"/documents/{seeded.disk}/retire", data={"version": "1", "reason": "x"})
    assert r.status_code == 403 and "security token (CSRF)" in r.text
    assert opmem.store.document(TENANT, seeded.disk) is not None  # nothing changed


def test_memories_list_search_and_mark_wrong(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    listed = c.get("/memories").text
    assert "Debug logging filled the disk on db01" in listed and "triage" in listed
    assert "Debug logging filled" in c.get("/memories", params={"q": "debug logging", "mode": "text"}).text
    assert "No memory matches" in c.get("/memories", params={"q": "kangaroo", "mode": "text"}).text
    assert "No memory matches" in c.get("/memories", params={"verdict": "wrong"}).text
    memory_id = int(re.findall(r'href="/memories/(\d+)"', listed)[0])
    page = c.get(f"/memories/{memory_id}").text
    assert "Turned debug logging off" in page and "run-1" in page
    r = c.post(f"/memories/{memory_id}/wrong", data={"csrf": csrf_of(page), "note": "it was the audit log"})
    assert r.status_code == 200 and "Marked wrong" in r.text and "it was the audit log" in r.text
    assert "Debug logging filled" in c.get("/memories", params={"verdict": "wrong"}).text
    assert "<strong>1</strong> memories marked wrong" in c.get("/").text
    r = c.post(f"/memories/{memory_id}/clear", data={"csrf": csrf_of(r.text)})
    assert r.status_code == 200 and "Verdict cleared" in r.text
    assert c.post(f"/memories/{memory_id}/wrong", data={"note": "x"}).status_code == 403  # no CSRF token


def test_memories_need_review_memories(env: tuple[Opmem, Seeded]) -> None:
    c = client(env[0])
    sign_in(c, env[1].tokens["bob"])
    for path in ("/memories", "/memories/1", "/memories?q=debug"):
        r = c.get(path)
        assert r.status_code == 403 and "review_memories" in r.text and "Debug logging" not in r.text, path


def test_upload_a_file_on_the_record_page_and_see_its_status(
    tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None
) -> None:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder}, scanner=PassEverything())
    seeded = seed(opmem)
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    page = c.get("/records/incident/INC100").text
    assert "No files attached yet" in page and 'enctype="multipart/form-data"' in page
    files = {"file": ("notes.txt", b"The disk filled with debug logs from the ingest pipeline.", "text/plain")}
    r = c.post("/records/incident/INC100/attachments", data={"csrf": csrf_of(page)}, files=files)
    assert r.status_code == 200 and "Uploaded notes.txt" in r.text
    assert "status-pending" in r.text and 'hx-trigger="every 3s"' in r.text  # the list refreshes itself
    opmem.process_attachments()
    after = c.get("/records/incident/INC100").text
    assert "status-indexed" in after and "every 3s" not in after
    assert c.post("/records/incident/INC100/attachments", files=files).status_code == 403  # no CSRF token
    nothing = c.post("/records/incident/INC100/attachments", data={"csrf": csrf_of(after)})
    assert nothing.status_code == 400 and "Choose a file" in nothing.text
    missing = c.post("/records/incident/NOPE/attachments", data={"csrf": csrf_of(after)}, files=files)
    assert missing.status_code == 404
    bob = client(opmem)
    sign_in(bob, seeded.tokens["bob"])
    refused = bob.post("/records/problem/PRB1/attachments", data={"csrf": csrf_of(bob.get("/").text)}, files=files)
    assert refused.status_code == 403 and len(opmem.list_attachments(opmem.local_admin(TENANT))) == 1
    opmem.close()


def test_edit_a_memory_with_a_conflict_then_delete_it(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    page = c.get(f"/memories/{seeded.memory_id}").text
    form = {
        "csrf": csrf_of(page),
        "version": "1",
        "title": "Debug logging filled db01's disk",
        "symptoms": "Disk alarms.",
        "root_cause": "Debug logging.",
        "resolution": "Turned it off.",
    }
    r = c.post(f"/memories/{seeded.memory_id}/edit", data=form)
    assert r.status_code == 200 and "Saved." in r.text and "version 2" in r.text
    stale = c.post(f"/memories/{seeded.memory_id}/edit", data={**form, "title": "MY-STALE-TITLE"})
    assert stale.status_code == 409 and "changed this memory while you had it open" in stale.text
    assert 'value="MY-STALE-TITLE"' in stale.text and 'name="version" value="2"' in stale.text
    assert opmem.memory.get_memory(TENANT, seeded.memory_id).memory.title == "Debug logging filled db01's disk"
    assert c.post(f"/memories/{seeded.memory_id}/delete", data={}).status_code == 403  # no CSRF token
    r = c.post(f"/memories/{seeded.memory_id}/delete", data={"csrf": form["csrf"]})
    assert r.status_code == 200 and "is deleted" in r.text and "No memory matches" in r.text
    assert c.get(f"/memories/{seeded.memory_id}").status_code == 404


def test_a_records_pursuits_are_on_its_page(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    opmem.upsert_record(record("INC200", "Checkout latency spikes", state="open"))
    opmem.dispatch.pursuits.open(TENANT, "triage", "incident", "INC200", notes="Bisecting the 14:00 deploy.")
    c = client(opmem)
    sign_in(c, seeded.tokens["ada"])
    page = c.get("/records/incident/INC200").text
    assert "Bisecting the 14:00 deploy." in page and "triage" in page and ">open<" in page
    assert "No agent is pursuing this record" in c.get("/records/incident/INC100").text
