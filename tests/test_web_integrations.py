"""The console's Integrations page over HTTP: vector indexes and embedding integrations listed (credentials by
name only), created, and tested (the dimensions made, a mismatch with an index, the provider's error). Creating
and testing need `curate_memory`; every form needs the session's CSRF token."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE
from web_kit import TENANT, Seeded, console, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.memory.model import AgentConfig
from opmem.settings import Settings


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    yield opmem, seed(opmem)
    opmem.close()


def test_the_page_lists_both_kinds_and_who_uses_them(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    store = AgentConfig(vector_index="hash-256", embedding_integration="hashing", embedding_model="hash-256")
    opmem.memory.update_agent(TENANT, "triage", store)
    opmem.memory.create_embedding_integration(TENANT, "vendor", "openai", credentials={"api_key": "sk-SECRET-1"})
    page = console(opmem, seeded.tokens["bob"]).get("/integrations")  # reading needs no capability, as over HTTP
    assert page.status_code == 200
    text = page.text
    assert "hash-256" in text and "hashing" in text and "bundled" in text and '<span class="tag">api_key</span>' in text
    assert text.count('<a href="/agents/triage">triage</a>') == 2  # the index and the integration it uses
    assert "sk-SECRET-1" not in text  # credentials by name only
    assert "needs the <code>curate_memory</code> capability" in text and "Create the vector index" not in text


def test_create_an_index_and_an_integration_then_test_them(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    csrf = csrf_of(c.get("/integrations").text)
    r = c.post("/integrations/vector-indexes", data={"csrf": csrf, "name": "mini-384", "dimensions": "384"})
    assert r.status_code == 200 and "Vector index mini-384 is created, with 384 dimensions." in r.text
    assert opmem.memory.agents.vector_index(TENANT, "mini-384").dimensions == 384
    again = c.post("/integrations/vector-indexes", data={"csrf": csrf, "name": "mini-384", "dimensions": "384"})
    assert again.status_code == 409 and "already exists" in again.text
    bad = c.post("/integrations/vector-indexes", data={"csrf": csrf, "name": "huge", "dimensions": "99999"})
    assert bad.status_code == 400 and "1 to 16384" in bad.text and 'value="huge"' in bad.text

    data = {"csrf": csrf, "name": "vendor", "provider": "openai", "api_key": "sk-SECRET-2", "base_url": ""}
    r = c.post("/integrations/embedding", data=data, follow_redirects=False)
    assert r.status_code == 303 and "test=vendor" in r.headers["location"]
    made = opmem.memory.agents.embedding_integration(TENANT, "vendor")
    assert made.provider == "openai" and dict(made.credentials) == {"api_key": "sk-SECRET-2"}
    refused = c.post("/integrations/embedding", data={**data, "name": "other", "provider": "nope"})
    assert refused.status_code == 400 and "Unknown embedding provider" in refused.text
    assert "sk-SECRET-2" not in refused.text  # a secret is never echoed back

    passed = c.post("/integrations/test", data={"csrf": csrf, "integration": "hashing", "model": "hash-256"})
    assert passed.status_code == 200 and "Passed." in passed.text and "into 256 dimensions" in passed.text
    matched = {"csrf": csrf, "integration": "hashing", "model": "x", "index": "hash-256"}
    assert "as vector index hash-256 expects" in c.post("/integrations/test", data=matched).text
    mismatch = c.post("/integrations/test", data={**matched, "index": "mini-384"})
    assert mismatch.status_code == 400 and "makes 256 dimensions, but vector index mini-384 has 384" in mismatch.text
    wrong = c.post("/integrations/test", data={"csrf": csrf, "integration": "bundled", "model": "all-MiniLM-L6-v3"})
    assert wrong.status_code == 400 and "No bundled model &#39;all-MiniLM-L6-v3&#39;" in wrong.text


def test_creating_and_testing_need_curate_memory_and_the_csrf_token(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    bob = console(opmem, seeded.tokens["bob"])
    csrf = csrf_of(bob.get("/integrations").text)
    for path, data in (
        ("/integrations/vector-indexes", {"csrf": csrf, "name": "x", "dimensions": "8"}),
        ("/integrations/embedding", {"csrf": csrf, "name": "x", "provider": "fake"}),
        ("/integrations/test", {"csrf": csrf, "integration": "hashing", "model": "m"}),
    ):
        r = bob.post(path, data=data)
        assert r.status_code == 403 and "curate_memory" in r.text, path
    ada = console(opmem, seeded.tokens["ada"])
    r = ada.post("/integrations/vector-indexes", data={"name": "x", "dimensions": "8"})
    assert r.status_code == 403 and "CSRF" in r.text
    assert [i.name for i in opmem.memory.vector_indexes(TENANT)] == ["hash-256"]
    assert sorted(i.name for i in opmem.memory.embedding_integrations(TENANT)) == ["bundled", "hashing"]
