"""The console's Access page over HTTP, for holders of `manage_access` only: principals with their grants and
capabilities, grants given and taken, tokens issued (the secret on that one page only), listed and revoked."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE
from web_kit import TENANT, Seeded, console, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import Unauthorized
from opmem.settings import Settings


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded, str]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    seeded = seed(opmem)
    yield opmem, seeded, seeded.tokens["root"]
    opmem.close()


def test_only_holders_of_manage_access_see_and_use_the_page(env: tuple[Opmem, Seeded, str]) -> None:
    opmem, seeded, _root = env
    ada = console(opmem, seeded.tokens["ada"])  # every capability but manage_access
    home = ada.get("/").text
    assert 'href="/access"' not in home
    page = ada.get("/access")
    assert page.status_code == 403 and "manage_access" in page.text and "Traceback" not in page.text
    csrf = csrf_of(home)
    for path, data in (
        ("/access/tokens", {"csrf": csrf, "principal": "ada"}),
        ("/access/tokens/anything/revoke", {"csrf": csrf}),
        ("/access/grants", {"csrf": csrf, "principal": "bob", "read": "problem"}),
    ):
        r = ada.post(path, data=data)
        assert r.status_code == 403 and "manage_access" in r.text, path
    assert "problem" not in opmem.principal(TENANT, "bob").grants
    assert len(opmem.access.tokens(TENANT, "ada")) == 1


def test_principals_with_their_grants_capabilities_and_tools(env: tuple[Opmem, Seeded, str]) -> None:
    opmem, _seeded, root = env
    opmem.create_agent(TENANT, "scout", grants=["incident"], tools=["recall_operational_memory"])
    c = console(opmem, root)
    page = c.get("/access")
    assert page.status_code == 200 and 'href="/access" aria-current="page"' in page.text
    row = re.search(r"<tr>\s*<td>ada</td>(.*?)</tr>", page.text, re.DOTALL)
    assert row and "incident, problem" in row[1] and '<span class="tag">review_memories</span>' in row[1]
    scout = re.search(r"<tr>\s*<td>scout</td>(.*?)</tr>", page.text, re.DOTALL)
    assert scout and "recall_operational_memory" in scout[1] and "a person" not in scout[1]  # an agent's tools

    csrf = csrf_of(page.text)
    r = c.post("/access/grants", data={"csrf": csrf, "principal": "bob", "read": "problem", "write": "incident"})
    assert r.status_code == 200 and "bob now reads incident, problem; writes incident." in r.text
    bob = opmem.principal(TENANT, "bob")
    assert bob.grants == {"incident", "problem"} and bob.writes == {"incident"}
    c.post("/access/grants", data={"csrf": csrf, "principal": "bob", "read": "problem", "action": "revoke"})
    assert opmem.principal(TENANT, "bob").grants == {"incident"}
    r = c.post("/access/grants", data={"csrf": csrf, "principal": "bob"})
    assert r.status_code == 400 and "at least one table" in r.text


def test_issue_a_token_once_list_it_and_revoke_it(env: tuple[Opmem, Seeded, str]) -> None:
    opmem, _seeded, root = env
    c = console(opmem, root)
    csrf = csrf_of(c.get("/access").text)
    r = c.post("/access/tokens", data={"csrf": csrf, "principal": "bob", "expires": "30d"}, follow_redirects=False)
    assert r.status_code == 200 and "shown this once" in r.text  # the answer itself, never a redirect
    secret = re.search(r'<p class="token" aria-label="The new token">([^<]+)</p>', r.text)
    assert secret and opmem.authenticate(secret[1]).id == "bob"
    assert r.headers["cache-control"] == "no-store"
    listing = c.get("/access").text
    assert secret[1] not in listing  # listed, never shown again
    token = next(t for t in opmem.access.tokens(TENANT, "bob") if t.expires_at is not None)
    assert f"<code>{token.id}</code>" in listing

    r = c.post(f"/access/tokens/{token.id}/revoke", data={"csrf": csrf})
    assert r.status_code == 200 and f"Token {token.id} of bob is revoked" in r.text
    with pytest.raises(Unauthorized):
        opmem.authenticate(secret[1])
    for bad, message in (("yesterday", "neither a duration"), ("0d", "not in the future")):
        r = c.post("/access/tokens", data={"csrf": csrf, "principal": "bob", "expires": bad})
        assert r.status_code == 400 and message in r.text and f'value="{bad}"' in r.text
    r = c.post("/access/tokens", data={"csrf": csrf, "principal": "nobody"})
    assert r.status_code == 404 and "nobody" in r.text
    assert c.post("/access/tokens", data={"principal": "bob"}).status_code == 403  # no CSRF token


def test_revoking_the_token_in_use_ends_the_session(env: tuple[Opmem, Seeded, str]) -> None:
    opmem, _seeded, root = env
    c = console(opmem, root)
    own = opmem.access.tokens(TENANT, "root")[0]
    r = c.post(f"/access/tokens/{own.id}/revoke", data={"csrf": csrf_of(c.get("/access").text)})
    assert r.status_code == 200 and "Sign in" in r.text and "was revoked" in r.text
