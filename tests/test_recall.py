from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import InvalidInput, UnknownTable
from opmem.types import EMPTY_HINT, Document, Principal


@pytest.fixture
def corpus(opmem: Opmem) -> Opmem:
    opmem.upsert_records(
        [
            record("INC1", "Entra token validation failure", "Users got 401 from the gateway", resolution="rotate key"),
            record("INC2", "Disk full on db01", "The connections were refused while the disk filled with logs"),
            record("INC3", "Payment webhook timeout", "Stripe webhooks timed out behind the proxy"),
            record("PRB1", "Certificate expired on edge proxy", table="problem", resolution="renewed"),
            record("CHG1", "Upgrade kernel on db01", table="change"),
        ]
    )
    return opmem


def ids(result: object) -> list[str]:
    return [h.record_id for h in result.hits]  # type: ignore[attr-defined]


def test_result_carries_provenance(corpus: Opmem, alice: Principal) -> None:
    hit = corpus.recall(alice, "disk full")
    first = hit.hits[0]
    assert first.record_id == "INC2" and first.source_table == "incident" and first.kind == "resolution"
    assert first.link == "/records/incident/INC2"
    assert first.resolved_at == datetime(2024, 1, 1, tzinfo=UTC)
    assert 0 < first.score <= 1.01
    assert set(first.arms) >= {"text", "fuzzy"}
    assert "**disk**" in first.snippet
    assert hit.hint is None and hit.degraded == ()


def test_text_arm_matches_word_stems(corpus: Opmem, alice: Principal) -> None:
    assert ids(corpus.recall(alice, "connection refusing", arms=("text",))) == ["INC2"]


def test_title_weighs_more_than_body(opmem: Opmem, alice: Principal) -> None:
    opmem.upsert_records(
        [
            record("BODY", "Gateway errors", "the gateway saw a kerberos ticket problem once"),
            record("TITLE", "Kerberos ticket renewal", "renewal failed on the gateway"),
        ]
    )
    assert ids(opmem.recall(alice, "kerberos ticket", arms=("text",)))[0] == "TITLE"


def test_fuzzy_arm_survives_misspelled_title(corpus: Opmem, alice: Principal) -> None:
    assert ids(corpus.recall(alice, "Enrta tokn valdaton falure", arms=("fuzzy",)))[:1] == ["INC1"]
    assert ids(corpus.recall(alice, "Enrta tokn valdaton falure", arms=("text",))) != ["INC1"]


def test_semantic_arm_finds_paraphrase(corpus: Opmem, alice: Principal) -> None:
    # the fake embedder maps sso->token and login->validation, as a real model relates them by meaning
    result = corpus.recall(alice, "SSO login failing")
    assert ids(result)[0] == "INC1"
    assert "semantic" in result.hits[0].arms


def test_scope_and_kinds_filter(corpus: Opmem, alice: Principal) -> None:
    assert ids(corpus.recall(alice, "proxy", scope="problem")) == ["PRB1"]
    assert "PRB1" not in ids(corpus.recall(alice, "proxy", scope="incident"))
    assert corpus.recall(alice, "proxy", doc_kinds=["skill"]).hits == ()
    assert ids(corpus.recall(alice, "certificate expired", doc_kinds=["resolution"]))[0] == "PRB1"


def test_k_limits_results(corpus: Opmem, alice: Principal) -> None:
    assert len(corpus.recall(alice, "db01 disk proxy token", k=1).hits) == 1
    for bad in (0, 11, -1, "3", 2.5, True):
        with pytest.raises(InvalidInput, match="k must be"):
            corpus.recall(alice, "disk", k=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "query, message",
    [("", "empty"), ("   \n", "empty"), ("x" * 4097, "4097 bytes"), ("disk\x00full", "NUL"), ("bad \udcff", "UTF-8")],
)
def test_bad_queries_are_clear_errors(corpus: Opmem, alice: Principal, query: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        corpus.recall(alice, query)


def test_unknown_scope_and_kind(corpus: Opmem, alice: Principal) -> None:
    with pytest.raises(UnknownTable, match="Use one of"):
        corpus.recall(alice, "disk", scope="nope")
    with pytest.raises(InvalidInput, match="Unknown document kind"):
        corpus.recall(alice, "disk", doc_kinds=["resolutions"])


def test_empty_result_is_an_answer_with_one_hint(corpus: Opmem, alice: Principal) -> None:
    result = corpus.recall(alice, "zebra quokka")
    assert result.hits == () and result.hint == EMPTY_HINT and result.degraded == ()


def test_lexical_only_tenant_flags_nothing(opmem: Opmem) -> None:
    opmem.create_tenant("lex", embedding=None)
    opmem.upsert_record(record("INC1", "Disk full", tenant="lex"))
    bob = opmem.create_principal("lex", "bob", grants=["incident"])
    result = opmem.recall(bob, "disk full")
    assert ids(result) == ["INC1"] and result.degraded == ()
    assert "semantic" not in result.hits[0].arms


def test_failing_embedder_degrades_to_lexical(corpus: Opmem, alice: Principal, fake_embedder: FakeEmbedder) -> None:
    fake_embedder.failure = "provider answered HTTP 503"
    result = corpus.recall(alice, "disk full")
    assert ids(result)[0] == "INC2"
    assert [(d.arm, "503" in d.reason) for d in result.degraded] == [("semantic", True)]


def test_slow_embedder_times_out_and_degrades(corpus: Opmem, alice: Principal, fake_embedder: FakeEmbedder) -> None:
    release = threading.Event()
    original = fake_embedder.embed_batch

    def slow(texts, *, kind):  # type: ignore[no-untyped-def]
        release.wait(5)
        return original(texts, kind=kind)

    fake_embedder.embed_batch = slow  # type: ignore[method-assign]
    corpus.engine.limits = type(corpus.engine.limits)(embed_timeout=0.2, permission_timeout=1.0)
    try:
        result = corpus.recall(alice, "disk full")
    finally:
        release.set()
    assert ids(result)[0] == "INC2"
    assert result.degraded[0].arm == "semantic" and "timed out" in result.degraded[0].reason


def test_results_follow_read_grants(corpus: Opmem) -> None:
    carol = corpus.create_principal("default", "carol", grants=["problem"])
    assert ids(corpus.recall(carol, "disk full proxy certificate")) == ["PRB1"]
    nobody = corpus.create_principal("default", "nobody")
    assert corpus.recall(nobody, "disk full").hits == ()


class FlakyCheck:
    """A permission check that fails in every way a remote check can, except for allowed tables."""

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def can_read(self, principal: Principal, document: Document) -> bool:
        if document.source_table == "problem":
            return True
        if self.mode == "raise":
            raise RuntimeError("permission service down")
        if self.mode == "garbage":
            return "yes"  # type: ignore[return-value]
        if self.mode == "hang":
            threading.Event().wait(2)
            return True
        return False


@pytest.mark.parametrize("mode", ["raise", "garbage", "hang", "deny"])
def test_permission_check_fails_closed(opmem: Opmem, mode: str) -> None:
    from opmem.core import Opmem as Core

    memory = Core(opmem.settings, permission=FlakyCheck(mode), embedders={"fake:hash-64": FakeEmbedder()})
    memory.engine.limits = type(memory.engine.limits)(embed_timeout=2.0, permission_timeout=0.3)
    memory.upsert_records(
        [record("INC1", "proxy certificate expired"), record("PRB1", "proxy certificate expired", table="problem")]
    )
    admin = memory.local_admin("default")
    result = memory.recall(admin, "proxy certificate expired")
    assert ids(result) == ["PRB1"]
    memory.close()


def test_recency_breaks_near_ties_only(opmem: Opmem, alice: Principal) -> None:
    old, new = datetime(2019, 1, 1, tzinfo=UTC), datetime(2024, 6, 1, tzinfo=UTC)
    opmem.upsert_records(
        [
            record("OLD", "Redis eviction storm", "maxmemory reached", resolved=old),
            record("NEW", "Redis eviction storm", "maxmemory reached", resolved=new),
            record("RARE", "Zookeeper session expiry quorum loss", "quorum lost", resolved=old),
        ]
    )
    assert ids(opmem.recall(alice, "Redis eviction storm"))[:2] == ["NEW", "OLD"]
    # an old precedent for a rare problem still wins over a newer, weaker match
    opmem.upsert_record(record("NEWER", "Zookeeper upgrade", "routine", resolved=new))
    assert ids(opmem.recall(alice, "Zookeeper session expiry quorum loss"))[0] == "RARE"


def test_exclude_drops_a_record(corpus: Opmem, alice: Principal) -> None:
    assert "INC2" not in ids(corpus.recall(alice, "disk full", exclude=[("incident", "INC2")]))


def test_the_index_catches_up_before_the_query_embedding_starts(corpus: Opmem, alice: Principal) -> None:
    """The embedding's Python on the pool would take the GIL at the catch-up's read and make the caller wait
    (docs/measured/recall-speed.md, round 4): the catch-up goes first, then the embedding is submitted."""
    order: list[str] = []
    catch_up, submit = corpus.engine.catch_up, corpus.engine.embed_pool.submit

    def caught_up() -> int:
        order.append("catch_up")
        return catch_up() if catch_up else 0

    def submitted(*args, **kwargs):  # type: ignore[no-untyped-def]
        order.append("embed")
        return submit(*args, **kwargs)

    corpus.engine.catch_up = caught_up
    corpus.engine.embed_pool.submit = submitted  # type: ignore[method-assign]
    try:
        corpus.engine.forget_query_vectors()
        corpus.recall(alice, "disk full")
    finally:
        corpus.engine.catch_up = catch_up
        del corpus.engine.embed_pool.submit
    assert order[:2] == ["catch_up", "embed"]
