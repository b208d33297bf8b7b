from __future__ import annotations

import dataclasses
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from memory_kit import LOG_SIGNAL, TENANT, Kit, draft

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import Conflict, InvalidInput, NotFound, OpmemError
from opmem.memory import (
    AgentConfig,
    AgentMemory,
    DigestSettings,
    MemoryDefaults,
    RetrievalPolicy,
    TagMapping,
    instructions,
)
from opmem.memory.model import EffectivePolicy
from opmem.settings import Settings
from opmem.types import Principal


@pytest.fixture
def kit(tmp_path: Path, store_db: str | None) -> Kit:
    return Kit.open(tmp_path, db=store_db)


def test_vector_index_creates_its_file_and_keeps_its_dimensions(kit: Kit) -> None:
    index = kit.memory.create_vector_index(TENANT, "mem-384", 384)
    assert (index.name, index.dimensions) == ("mem-384", 384)
    assert kit.memory.vectors.path(TENANT, "mem-384", 0).exists()
    with pytest.raises(Conflict, match="dimensions are fixed"):
        kit.memory.create_vector_index(TENANT, "mem-384", 768)
    assert kit.store.db.execute("SELECT dimensions FROM vector_indexes").fetchall()[0][0] == 384
    with pytest.raises(InvalidInput, match="Dimensions must be a whole number"):
        kit.memory.create_vector_index(TENANT, "bad", 0)


def test_vector_index_that_cannot_be_created_is_discarded(tmp_path: Path, store_db: str | None) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the index directory should be")
    kit = Kit.open(tmp_path, data_dir=blocker, db=store_db)
    before = kit.rows()
    with pytest.raises(OpmemError, match="integration was discarded"):
        kit.memory.create_vector_index(TENANT, "vi", 256)
    assert kit.rows() == before


def test_embedding_integration_provider_is_checked(kit: Kit) -> None:
    made = kit.memory.create_embedding_integration(TENANT, "oai", "openai", credentials={"api_key": "sk-test"})
    assert (made.provider, dict(made.credentials)) == ("openai", {"api_key": "sk-test"})
    with pytest.raises(InvalidInput, match=r"Unknown embedding provider 'cohere'.*local, openai, fake"):
        kit.memory.create_embedding_integration(TENANT, "c", "cohere")  # type: ignore[arg-type]
    with pytest.raises(Conflict):
        kit.memory.create_embedding_integration(TENANT, "oai", "openai")


def test_store_is_all_set_or_all_clear(kit: Kit) -> None:
    kit.with_store()
    before = kit.rows()
    with pytest.raises(InvalidInput, match="Set all three, or clear all three"):
        kit.memory.create_agent(TENANT, "half", config=AgentConfig(vector_index="vi", embedding_model="hash-64"))
    assert kit.rows() == before


def test_saving_a_store_checks_dimensions_and_provider(kit: Kit) -> None:
    config = kit.with_store()
    before = kit.rows()
    with pytest.raises(InvalidInput, match="produces 64 dimensions but vector index 'vi' has 256"):
        kit.memory.create_agent(TENANT, "a", config=dataclasses.replace(config, embedding_model="small"))
    kit.embedders["fake:hash-64"].failure = "401 bad key"
    with pytest.raises(InvalidInput, match=r"could not embed a test value \(401 bad key\).*credentials"):
        kit.memory.create_agent(TENANT, "a", config=config)
    kit.embedders["fake:hash-64"].failure = None
    with pytest.raises(NotFound, match="Unknown vector index 'nope'"):
        kit.memory.create_agent(TENANT, "a", config=dataclasses.replace(config, vector_index="nope"))
    assert kit.rows() == before
    agent = kit.memory.create_agent(TENANT, "a", config=config)
    assert agent.store is not None and agent.store.embedding_model == "hash-64"
    assert "fake:hash-64" in kit.lookups


def test_unset_settings_follow_the_defaults_even_when_they_change(tmp_path: Path, store_db: str | None) -> None:
    kit = Kit.open(tmp_path, db=store_db)
    config = AgentConfig(retrieval=RetrievalPolicy(record="non_benign"), digest=DigestSettings(window_days=30))
    kit.memory.create_agent(TENANT, "a", config=config)
    agent = kit.memory.agent(TENANT, "a")
    assert (agent.memory_enabled, agent.policy.search_budget, agent.policy.record) == (True, 2, "non_benign")
    assert (agent.digest.enabled, agent.digest.window_days, agent.digest.max_items) == (False, 30, 5)
    stored = kit.store.db.execute("SELECT config FROM agents").fetchone()[0]
    assert "search_budget" not in stored and '"record": "non_benign"' in stored
    changed = AgentMemory(
        kit.store,
        lambda spec: FakeEmbedder(),
        kit.clock,
        tmp_path / "memory",
        defaults=MemoryDefaults(search_budget=4, digest_max_items=9),
    )
    later = changed.agent(TENANT, "a")
    assert (later.policy.search_budget, later.policy.record, later.digest.max_items, later.digest.window_days) == (
        4,
        "non_benign",
        9,
        30,
    )


def test_setting_bounds_are_clear_errors() -> None:
    with pytest.raises(InvalidInput, match="Search budget must be a whole number from 0 to 10"):
        RetrievalPolicy(search_budget=11)
    with pytest.raises(InvalidInput, match="Unknown record policy 'some'"):
        RetrievalPolicy(record="some")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="from 1 to 90"):
        DigestSettings(window_days=91)
    with pytest.raises(InvalidInput, match="from 1 to 20"):
        DigestSettings(max_items=0)


def test_bad_tag_mapping_stops_the_save(kit: Kit) -> None:
    before = kit.rows()
    with pytest.raises(InvalidInput, match=r"must start with '\$\.'"):
        kit.memory.create_agent(
            TENANT, "a", config=AgentConfig(tag_mappings={"webhook": TagMapping((("entity:service", ("svc",)),))})
        )
    with pytest.raises(InvalidInput, match="Unknown signal type 'email'"):
        kit.memory.create_agent(TENANT, "a", config=AgentConfig(tag_mappings={"email": TagMapping(())}))  # type: ignore[dict-item]
    assert kit.rows() == before


def test_new_agent_takes_the_one_store_in_use_when_the_creator_can_view_it(kit: Kit) -> None:
    owner = Principal(TENANT, "olga", "Olga")
    kit.memory.create_vector_index(TENANT, "vi", 256, creator=owner)
    kit.memory.create_embedding_integration(TENANT, "fake", "fake", creator=owner)
    store_config = AgentConfig(vector_index="vi", embedding_integration="fake", embedding_model="hash-64")
    kit.memory.create_agent(TENANT, "first", config=store_config)
    kit.memory.create_agent(TENANT, "off", config=AgentConfig(memory_enabled=False))
    assert kit.memory.create_agent(TENANT, "anon").store is None
    stranger = Principal(TENANT, "sam", "Sam")
    assert kit.memory.create_agent(TENANT, "strangers", creator=stranger).store is None
    assert kit.memory.create_agent(TENANT, "olgas", creator=owner).store == store_config.store
    reviewer = Principal(TENANT, "rita", "Rita", capabilities=frozenset({"review_memories"}))
    assert kit.memory.create_agent(TENANT, "ritas", creator=reviewer).store == store_config.store


def test_no_store_is_taken_when_two_are_in_use(kit: Kit) -> None:
    reviewer = Principal(TENANT, "rita", "Rita", capabilities=frozenset({"review_memories"}))
    kit.memory.create_agent(TENANT, "one", config=kit.with_store())
    kit.memory.create_agent(TENANT, "two", config=kit.with_store(index="vi2"))
    assert kit.memory.create_agent(TENANT, "three", creator=reviewer).store is None


def test_agent_ids_are_unique_and_deleted_agents_cannot_be_updated(kit: Kit) -> None:
    kit.agent("a")
    with pytest.raises(Conflict, match="already exists"):
        kit.agent("a")
    kit.memory.delete_agent(TENANT, "a")
    assert kit.memory.agent(TENANT, "a").deleted_at == kit.clock.now()
    with pytest.raises(NotFound, match="was deleted"):
        kit.memory.update_agent(TENANT, "a", AgentConfig())
    with pytest.raises(NotFound, match="Unknown tenant"):
        kit.memory.create_agent("nowhere", "a")


def test_instructions_render_the_policy() -> None:
    text = instructions(EffectivePolicy(2, "every", None))
    assert "about 2 memory searches per investigation" in text
    assert "every conclusion you reach, benign ones included" in text
    silent = instructions(EffectivePolicy(0, "reusable", "Never record anything about the staging cluster."))
    assert silent.startswith("Do not search memory during an investigation.")
    assert "a cause, a fix, or a pattern that is known noise" in silent
    assert silent.endswith("Never record anything about the staging cluster.")
    assert "not benign" in instructions(EffectivePolicy(1, "non_benign", None))
    assert "about 1 memory search per" in instructions(EffectivePolicy(1, "non_benign", None))


def test_agent_instructions_follow_its_settings(kit: Kit) -> None:
    kit.agent("a", config=AgentConfig(retrieval=RetrievalPolicy(search_budget=0, extra_guidance="Be brief.")))
    text = kit.memory.instructions(TENANT, "a")
    assert text.startswith("Do not search memory") and text.endswith("Be brief.")


def test_opmem_exposes_agent_memory_over_its_own_store(tmp_path: Path, store_db: str | None) -> None:
    fake = FakeEmbedder("hash-64", dimensions=256)
    settings = Settings(data_dir=tmp_path / "data", default_embedding=None, db=store_db)
    core = Opmem(settings, embedders={"fake:hash-64": fake})
    try:
        memory = core.memory
        assert core.memory is memory
        memory.create_vector_index("default", "vi", 256)
        memory.create_embedding_integration("default", "fake", "fake")
        config = AgentConfig(vector_index="vi", embedding_integration="fake", embedding_model="hash-64")
        memory.create_agent("default", "a", config=config)
        inv = memory.start_investigation("default", "a", [LOG_SIGNAL])
        m = memory.record_memory("default", "a", inv.id, draft("Pipeline backlog")).memory
        assert m.embedded_with == "hash-64"
        assert [h.id for h in memory.search("default", agent_id="a", query="pipeline backlog").hits] == [m.id]
        assert (tmp_path / "data" / "memory").is_dir()
    finally:
        core.close()


class _Provider(BaseHTTPRequestHandler):
    """An OpenAI-compatible embeddings endpoint that accepts one key and answers 4-dimensional vectors."""

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.headers.get("Authorization") != "Bearer sk-right":
            self.send_response(401)
            self.end_headers()
            return
        data = [{"index": i, "embedding": [1.0, 0.0, 0.0, float(i)]} for i, _ in enumerate(body["input"])]
        payload = json.dumps({"data": data}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_integration_credentials_reach_the_provider(tmp_path: Path, store_db: str | None) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Provider)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    core = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=None, openai_api_key="sk-right", db=store_db))
    try:
        memory = core.memory
        memory.create_vector_index("default", "vi", 4)
        memory.create_embedding_integration(
            "default", "bad", "openai", credentials={"api_key": "sk-wrong", "base_url": base_url}
        )
        memory.create_embedding_integration(
            "default", "good", "openai", credentials={"api_key": "sk-right", "base_url": base_url}
        )
        config = AgentConfig(vector_index="vi", embedding_integration="bad", embedding_model="tiny")
        with pytest.raises(InvalidInput, match=r"could not embed a test value \(embedding provider answered HTTP 401"):
            memory.create_agent("default", "a", config=config)
        with pytest.raises(NotFound):
            memory.agent("default", "a")
        agent = memory.create_agent("default", "a", config=dataclasses.replace(config, embedding_integration="good"))
        assert agent.store is not None and agent.store.embedding_integration == "good"
    finally:
        core.close()
        server.shutdown()


def test_saving_other_settings_does_not_recheck_an_unchanged_store(kit: Kit) -> None:
    config = kit.with_store()
    kit.memory.create_agent(TENANT, "a", config=config)
    moved = kit.with_store(index="vi2")
    kit.embedders["fake:hash-64"].failure = "provider down"
    saved = kit.memory.update_agent(TENANT, "a", dataclasses.replace(config, digest=DigestSettings(enabled=True)))
    assert saved.digest.enabled
    with pytest.raises(InvalidInput, match="provider down"):
        kit.memory.update_agent(TENANT, "a", moved)
    assert kit.memory.agent(TENANT, "a").store == config.store
