"""The console in a real browser: Playwright driving Debian's Chromium (`/usr/bin/chromium`, nothing downloaded)
against the whole app served by uvicorn. One browser for the module, a fresh context (cookies) per test.

Without /usr/bin/chromium these tests are skipped with that reason, unless OPMEM_REQUIRE_BROWSER=1 (set by CI).
Every page is saved at 1280 px and 390 px wide in OPMEM_SCREENSHOTS (`.ci/run` sets artifacts/screens; else
OPMEM_ARTIFACTS/web-screens; else a `web-screens` directory under pytest's temporary directory).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from conftest import FAKE
from files import PassEverything
from live import serving
from web_kit import DISK_BODY, SECRET_BODY, Seeded, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WIDE, NARROW = {"width": 1280, "height": 900}, {"width": 390, "height": 844}

if not CHROMIUM.exists():
    if os.environ.get("OPMEM_REQUIRE_BROWSER") == "1":
        raise RuntimeError(f"OPMEM_REQUIRE_BROWSER=1 but {CHROMIUM} is missing: apt-get install -y chromium")
    pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)", allow_module_level=True)

from playwright.sync_api import Browser, Page, expect, sync_playwright  # noqa: E402


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    """One browser for every test here (they all live in this module, so it loads once per session). Module
    scope, not session: Playwright's sync API keeps its event loop running on this thread while it is open, and
    tests in other modules that start their own loop (MCP sessions) would fail after this one."""
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def screens(tmp_path_factory: pytest.TempPathFactory) -> Path:
    chosen, root = os.environ.get("OPMEM_SCREENSHOTS"), os.environ.get("OPMEM_ARTIFACTS")
    if root and not chosen:
        chosen = str(Path(root) / "web-screens")
    path = Path(chosen) if chosen else tmp_path_factory.mktemp("web-screens")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture
def served(tmp_path: Path, fake_embedder: FakeEmbedder) -> Iterator[tuple[str, Seeded, Opmem]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder}, scanner=PassEverything())
    seeded = seed(opmem)
    with serving(opmem) as base:
        yield base, seeded, opmem
    opmem.close()


@pytest.fixture
def site(served: tuple[str, Seeded, Opmem]) -> tuple[str, Seeded]:
    return served[0], served[1]


@pytest.fixture
def tab(chromium: Browser) -> Iterator[Page]:
    context = chromium.new_context(viewport=WIDE)
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


def sign_in(page: Page, base: str, token: str) -> None:
    page.goto(f"{base}/signin")
    page.get_by_label("Token").fill(token)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_text("Signed in as")).to_be_visible()


def shoot(page: Page, screens: Path, name: str) -> None:
    """Save the page at both widths; at each, nothing may stick out sideways (wide tables scroll in their box)."""
    for label, size in (("1280", WIDE), ("390", NARROW)):
        page.set_viewport_size(size)
        page.screenshot(path=str(screens / f"{name}-{label}.png"), full_page=True)
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= size["width"], f"{name} is {wide} px wide at {label} px: it scrolls sideways"
    page.set_viewport_size(WIDE)


def test_sign_in_by_keyboard_and_sign_out(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    tab.goto(f"{base}/")
    expect(tab).to_have_url(f"{base}/signin?next=/")
    shoot(tab, screens, "signin")
    tab.keyboard.press("Tab")  # the skip link first, then the form: reachable without a mouse
    tab.get_by_label("Token").focus()
    tab.keyboard.type(seeded.tokens["ada"])
    tab.keyboard.press("Enter")
    expect(tab.get_by_role("heading", name="Operational memory")).to_be_visible()
    cookie = next(c for c in tab.context.cookies() if c["name"] == "opmem_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict" and seeded.tokens["ada"] not in cookie["value"]
    assert tab.evaluate("document.cookie") == ""  # scripts cannot read the session
    shoot(tab, screens, "home")
    tab.get_by_role("button", name="Sign out").click()
    expect(tab.get_by_text("You are signed out.")).to_be_visible()
    tab.goto(f"{base}/search")
    expect(tab.get_by_role("heading", name="Sign in")).to_be_visible()


def test_a_post_without_the_csrf_token_is_refused(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    # A form another tab could submit: the session cookie goes along (same site here), the CSRF token does not.
    tab.set_content(f'<form method="post" action="{base}/signout"><button>go</button></form>')
    tab.get_by_role("button", name="go").click()
    expect(tab.get_by_role("heading", name="Not allowed")).to_be_visible()
    expect(tab.get_by_text("security token (CSRF)")).to_be_visible()
    shoot(tab, screens, "csrf-refused")
    tab.goto(f"{base}/")
    expect(tab.get_by_text("Signed in as")).to_be_visible()  # the forged sign-out did nothing


def test_search_open_a_document_and_a_record_from_its_link(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    tab.get_by_label("Search the memory").fill("debug logs filled the volume")
    tab.keyboard.press("Enter")
    result = tab.get_by_role("listitem").filter(has_text="Disk full on db01")
    expect(result).to_be_visible()
    expect(result.locator(".score")).to_have_text(re.compile(r"\d\.\d{3}"))
    expect(result.locator(".tag.arm").first).to_be_visible()
    expect(result.locator("mark").first).to_be_visible()
    shoot(tab, screens, "search")

    tab.get_by_label("Kind").select_option("resolution")
    tab.get_by_label("Table").select_option("problem")
    tab.get_by_label("Words").fill("")
    tab.get_by_role("button", name="Search", exact=True).click()  # htmx swaps the results in place
    expect(tab.get_by_role("link", name="Expired certificate on the gateway")).to_be_visible()
    expect(tab.get_by_role("link", name="Disk full on db01")).to_have_count(0)
    assert "table=problem" in tab.url  # the filtered view has its own address

    tab.go_back()
    tab.goto(f"{base}/search?q=debug+logs")
    tab.get_by_role("link", name="Disk full on db01").click()
    expect(tab.get_by_role("heading", name="Disk full on db01")).to_be_visible()
    expect(tab.locator("pre.body")).to_contain_text(DISK_BODY)
    shoot(tab, screens, "document")

    tab.goto(f"{base}/search?q=debug+logs")
    tab.get_by_role("link", name="incident/INC100").click()  # the result's `link`
    expect(tab).to_have_url(f"{base}/records/incident/INC100")
    looked = tab.locator("details.looked")
    expect(looked.locator("summary")).to_contain_text("This run was shown 2 documents")
    looked.locator("summary").click()
    expect(looked.get_by_text("Expired certificate on the gateway")).to_be_visible()
    shoot(tab, screens, "record")


def test_without_the_grant_the_text_is_never_shown(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["bob"])  # incident only
    tab.goto(f"{base}/search?q=renewed+gateway+certificate+proxy")
    expect(tab.get_by_text("No document you may read matches")).to_be_visible()
    shoot(tab, screens, "search-empty")
    tab.goto(f"{base}/records/problem/PRB1")
    expect(tab.get_by_role("heading", name="Not allowed")).to_be_visible()
    shoot(tab, screens, "record-refused")
    tab.goto(f"{base}/records/incident/INC100")
    expect(tab.locator("details.looked summary")).to_contain_text("1 withheld")
    tab.locator("details.looked summary").click()
    for path in (
        "/search?q=certificate",
        "/records/problem/PRB1",
        f"/documents/{seeded.cert}",
        "/records/incident/INC100",
    ):
        tab.goto(f"{base}{path}")
        text = tab.content()
        assert SECRET_BODY not in text and "Expired certificate" not in text, path


def test_without_browse_memory_the_refusal_page(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in_page = tab
    sign_in_page.goto(f"{base}/signin")
    sign_in_page.get_by_label("Token").fill(seeded.tokens["nina"])
    sign_in_page.get_by_role("button", name="Sign in").click()
    alert = tab.get_by_role("alert")
    expect(alert.get_by_role("heading", name="Not allowed")).to_be_visible()
    expect(alert).to_contain_text("browse_memory")
    expect(tab.get_by_text("Traceback")).to_have_count(0)
    shoot(tab, screens, "refused")


def test_correct_with_a_version_conflict_then_retire_and_reinstate(
    tab: Page, site: tuple[str, Seeded], screens: Path
) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    other = tab.context.new_page()  # the same person in a second tab, opened on the same version
    for page in (tab, other):
        page.goto(f"{base}/documents/{seeded.disk}")
        page.get_by_text("Correct the title or body").click()
    other.get_by_label("Title").fill("Disk full on db01: debug logs")
    other.get_by_label("Reason (kept in the audit log)").fill("clearer title")
    other.get_by_role("button", name="Save the correction").click()
    expect(other.get_by_text("Corrected.")).to_be_visible()
    other.close()

    tab.get_by_label("Title").fill("My stale title")
    tab.get_by_label("Reason (kept in the audit log)").fill("typo")
    tab.get_by_role("button", name="Save the correction").click()
    alert = tab.get_by_role("alert")
    expect(alert).to_contain_text("changed this document while you had it open")
    expect(tab.get_by_role("heading", name="Disk full on db01: debug logs")).to_be_visible()  # what it says now
    expect(tab.get_by_label("Title")).to_have_value("My stale title")  # the person's edit, kept
    shoot(tab, screens, "document-conflict")

    tab.get_by_label("Reason to retire").fill("superseded by the runbook")
    tab.get_by_role("button", name="Retire").click()
    expect(tab.get_by_text(f"Document {seeded.disk} is retired")).to_be_visible()
    retired = tab.get_by_role("listitem").filter(has_text="superseded by the runbook")
    expect(retired).to_be_visible()
    shoot(tab, screens, "search-retired")
    retired.get_by_label("Reason to reinstate").fill("still true")
    retired.get_by_role("button", name="Reinstate").click()
    expect(tab.get_by_role("status")).to_contain_text("Reinstated: the document is back in recall.")
    expect(tab.get_by_role("heading", name="Disk full on db01: debug logs")).to_be_visible()


def test_filter_memories_open_one_and_mark_it_wrong(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    tab.get_by_role("link", name="Memories").click()
    expect(tab.get_by_role("link", name="Debug logging filled the disk on db01")).to_be_visible()
    shoot(tab, screens, "memories")
    tab.get_by_label("Verdict").select_option("wrong")
    tab.get_by_role("button", name="Show").click()
    expect(tab.get_by_text("No memory matches.")).to_be_visible()
    assert "verdict=wrong" in tab.url
    tab.get_by_label("Verdict").select_option("")
    tab.get_by_label("Words").fill("debug logging")
    tab.get_by_role("button", name="Show").click()
    tab.get_by_role("link", name="Debug logging filled the disk on db01").click()
    expect(tab.get_by_role("heading", name="Debug logging filled the disk on db01")).to_be_visible()
    tab.get_by_label("Why it is wrong").fill("it was the audit log, not debug logging")
    tab.get_by_role("button", name="Mark wrong").click()
    expect(tab.get_by_role("status").first).to_contain_text("Marked wrong")
    expect(tab.get_by_role("button", name="Clear the verdict")).to_be_visible()
    shoot(tab, screens, "memory")


def test_edit_a_memory_with_a_conflict(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    other = tab.context.new_page()  # a second tab opened on the same version of the memory
    for page in (tab, other):
        page.goto(f"{base}/memories/{seeded.memory_id}")
        page.get_by_text("Edit this memory").click()
    other.get_by_label("Title").fill("Audit logging filled the disk on db01")
    other.get_by_role("button", name="Save the edit").click()
    expect(other.get_by_role("status").first).to_contain_text("Saved.")
    other.close()

    tab.get_by_label("Title").fill("My stale memory title")
    tab.get_by_role("button", name="Save the edit").click()
    expect(tab.get_by_role("alert")).to_contain_text("changed this memory while you had it open")
    expect(tab.get_by_role("heading", name="Audit logging filled the disk on db01")).to_be_visible()  # as it is now
    expect(tab.get_by_label("Title")).to_have_value("My stale memory title")  # the person's edit, kept
    shoot(tab, screens, "memory-conflict")


def test_upload_a_file_and_watch_its_status(tab: Page, served: tuple[str, Seeded, Opmem], screens: Path) -> None:
    base, seeded, opmem = served
    sign_in(tab, base, seeded.tokens["ada"])
    tab.goto(f"{base}/records/incident/INC100")
    expect(tab.get_by_text("No files attached yet")).to_be_visible()
    tab.get_by_label("Attach a file").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"The ingest pipeline filled the disk."}]
    )
    tab.get_by_role("button", name="Upload").click()
    expect(tab.locator("p.notice")).to_contain_text("Uploaded notes.txt")
    row = tab.get_by_role("row").filter(has_text="notes.txt")
    expect(row).to_contain_text("pending")
    shoot(tab, screens, "record-upload")
    opmem.process_attachments()  # the job's pass; the page polls and shows the new status without a reload
    expect(row).to_contain_text("indexed", timeout=10_000)
    expect(tab.locator("p.notice")).to_be_visible()  # still the same page: not reloaded
    expect(row.get_by_role("link", name="notes.txt")).to_be_visible()


def test_change_a_store_with_a_wrong_model_and_see_the_refusal(
    tab: Page, served: tuple[str, Seeded, Opmem], screens: Path
) -> None:
    base, seeded, opmem = served
    sign_in(tab, base, seeded.tokens["ada"])
    tab.get_by_role("link", name="Agents").click()
    shoot(tab, screens, "agents")
    tab.get_by_role("link", name="triage").click()
    expect(tab.get_by_role("heading", name="Memories step")).to_be_visible()
    shoot(tab, screens, "agent")
    tab.get_by_label("Vector index").select_option("hash-256")
    tab.get_by_label("Embedding integration").select_option("bundled")
    tab.get_by_label("Embedding model").fill("all-MiniLM-L6-v3")
    tab.get_by_label("Search budget").fill("5")
    tab.get_by_role("button", name="Save the Memories step").click()
    alert = tab.get_by_role("alert")
    expect(alert.get_by_role("heading", name="Not saved")).to_be_visible()
    expect(alert).to_contain_text("No bundled model 'all-MiniLM-L6-v3'")
    expect(tab.get_by_label("Embedding model")).to_have_value("all-MiniLM-L6-v3")  # the person's values, kept
    expect(tab.get_by_label("Search budget")).to_have_value("5")
    shoot(tab, screens, "agent-refused")
    assert opmem.memory.agent("default", "triage").store is None

    tab.get_by_label("Embedding integration").select_option("hashing")
    tab.get_by_label("Embedding model").fill("hash-256")
    tab.get_by_role("button", name="Save the Memories step").click()
    expect(tab.get_by_role("status").first).to_contain_text("Saved.")
    expect(tab.locator("dl.fields")).to_contain_text("vector index hash-256 · embedding integration hashing")


def test_create_and_test_integrations(tab: Page, served: tuple[str, Seeded, Opmem], screens: Path) -> None:
    base, seeded, opmem = served
    sign_in(tab, base, seeded.tokens["ada"])
    tab.get_by_role("link", name="Integrations").click()
    tab.get_by_label("Index name").fill("mini-384")
    tab.get_by_label("Dimensions").fill("384")
    tab.get_by_role("button", name="Create the vector index").click()
    expect(tab.get_by_role("status")).to_contain_text("Vector index mini-384 is created, with 384 dimensions.")
    tab.get_by_label("Integration name").fill("hash-too")
    tab.get_by_label("Provider").select_option("fake")
    tab.get_by_role("button", name="Create the embedding integration").click()
    expect(tab.get_by_label("Integration", exact=True)).to_have_value("hash-too")  # ready to test
    tab.get_by_label("Model").fill("hash-256")
    tab.get_by_label("Against index").select_option("mini-384")
    tab.get_by_role("button", name="Run the test").click()
    expect(tab.get_by_role("alert")).to_contain_text("makes 256 dimensions, but vector index mini-384 has 384")
    shoot(tab, screens, "integrations-mismatch")
    tab.get_by_label("Against index").select_option("hash-256")
    tab.get_by_role("button", name="Run the test").click()
    expect(tab.get_by_role("status")).to_contain_text("Passed.")
    shoot(tab, screens, "integrations")
    assert opmem.memory.agents.embedding_integration("default", "hash-too").provider == "fake"


def test_access_issue_a_token_once_and_revoke_it(tab: Page, served: tuple[str, Seeded, Opmem], screens: Path) -> None:
    base, seeded, opmem = served
    sign_in(tab, base, seeded.tokens["root"])
    tab.get_by_role("link", name="Access").click()
    expect(tab.get_by_role("heading", name="Principals")).to_be_visible()
    tab.get_by_label("Issue a token for").select_option("bob")
    tab.get_by_label("Expires after").fill("30d")
    tab.get_by_role("button", name="Issue the token").click()
    secret = tab.get_by_label("The new token").inner_text().strip()
    assert opmem.authenticate(secret).id == "bob"
    shoot(tab, screens, "access-issued")
    tab.goto(f"{base}/access")
    expect(tab.get_by_text(secret)).to_have_count(0)  # shown once
    token = next(t for t in opmem.access.tokens("default", "bob") if t.expires_at is not None)
    tab.get_by_role("button", name=f"Revoke token {token.id} of bob").click()
    expect(tab.get_by_role("status")).to_contain_text(f"Token {token.id} of bob is revoked")
    shoot(tab, screens, "access")


def test_without_manage_access_the_access_page_is_refused(tab: Page, site: tuple[str, Seeded], screens: Path) -> None:
    base, seeded = site
    sign_in(tab, base, seeded.tokens["ada"])
    expect(tab.get_by_role("link", name="Access")).to_have_count(0)
    tab.goto(f"{base}/access")
    alert = tab.get_by_role("alert")
    expect(alert.get_by_role("heading", name="Not allowed")).to_be_visible()
    expect(alert).to_contain_text("manage_access")
    shoot(tab, screens, "access-refused")


def test_times_in_the_viewers_zone_and_a_token_issued_by_keyboard(
    chromium: Browser, served: tuple[str, Seeded, Opmem]
) -> None:
    base, seeded, opmem = served
    context = chromium.new_context(viewport=WIDE, timezone_id="Asia/Tokyo", locale="en-GB")  # UTC+9, no DST
    context.set_default_timeout(15_000)
    tab = context.new_page()
    sign_in(tab, base, seeded.tokens["root"])
    tab.goto(f"{base}/access")
    created = tab.locator("time").first
    utc = created.get_attribute("title") or ""  # the server's UTC text, kept as the tooltip
    shown = created.inner_text()
    at = datetime.fromisoformat(created.get_attribute("datetime") or "").astimezone(ZoneInfo("Asia/Tokyo"))
    assert utc.endswith("UTC") and "UTC" not in shown and f"{at:%H:%M}" in shown, (utc, shown)

    tab.get_by_label("Issue a token for").focus()  # the form by keyboard alone: choose, move on, type, submit
    tab.keyboard.press("End")  # the last principal: root
    tab.keyboard.press("Tab")
    tab.keyboard.type("2w")
    tab.keyboard.press("Enter")
    secret = tab.get_by_label("The new token").inner_text().strip()
    assert opmem.authenticate(secret).id == "root"
    expires = next(t for t in opmem.access.tokens("default", "root") if t.expires_at is not None).expires_at
    assert expires is not None and timedelta(days=13) < expires - opmem.clock.now() <= timedelta(days=14)
    context.close()


AXE = Path(__file__).parent / "data" / "axe" / "axe.min.js"


def test_no_serious_or_critical_accessibility_violation_on_any_page(
    chromium: Browser, site: tuple[str, Seeded]
) -> None:
    base, seeded = site
    context = chromium.new_context(viewport=WIDE, bypass_csp=True)  # only to inject axe; the pages keep their CSP
    tab = context.new_page()
    memory_id = seeded.memory_id
    checked: dict[str, list[str]] = {}

    def check(name: str) -> None:
        tab.evaluate(AXE.read_text())
        result = tab.evaluate("axe.run(document, {resultTypes: ['violations']})")
        checked[name] = [
            f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in result["violations"]
            if v["impact"] in ("serious", "critical")
        ]

    tab.goto(f"{base}/signin")
    check("signin")
    sign_in(tab, base, seeded.tokens["ada"])
    pages = {
        "home": "/",
        "search": "/search?q=debug+logs",
        "search-empty": "/search?q=zebra",
        "document": f"/documents/{seeded.disk}",
        "record": "/records/incident/INC100",
        "memories": "/memories",
        "memory": f"/memories/{memory_id}",
        "agents": "/agents",
        "agent": "/agents/triage",
        "integrations": "/integrations",
        "not-found": "/documents/999",
    }
    for name, path in pages.items():
        tab.goto(f"{base}{path}")
        check(name)
    sign_in(tab, base, seeded.tokens["root"])
    tab.goto(f"{base}/access")
    check("access")
    tab.set_content('<html lang="en"><title>t</title><main><input type="text"></main></html>')
    check("unlabelled")  # the check itself can fail: an input without a label is a critical violation
    context.close()
    assert any(v.startswith("label (critical)") for v in checked.pop("unlabelled"))
    assert set(checked) == {"signin", "access", *pages}
    assert {name: found for name, found in checked.items() if found} == {}
