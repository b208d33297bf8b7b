"""A query recall embeds anew is searched on the pool thread that embedded it, as soon as it is embedded, while the
lexical arms run on the caller's: the same hits as searching on the caller's thread, a failed search still fails
the recall (it is no embedding failure to degrade), and a query whose embedding timed out is not searched at all.
A remembered vector is searched on the caller's thread (nothing runs beside it)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.embed.base import Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.index.text import Filters
from opmem.types import Principal


@pytest.fixture
def corpus(opmem: Opmem) -> Opmem:
    opmem.upsert_records(
        [
            record("INC1", "Entra token validation failure", "Users got 401 from the gateway"),
            record("INC2", "Disk full on db01", "The connections were refused while the disk filled with logs"),
            record("INC3", "Payment webhook timeout", "Stripe webhooks timed out behind the proxy"),
        ]
    )
    return opmem


@pytest.fixture
def searches(corpus: Opmem) -> Iterator[list[str]]:
    """The name of the thread each semantic search ran on."""
    seen: list[str] = []
    original = corpus.vectors.search_semantic

    def spied(filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        seen.append(threading.current_thread().name)
        return original(filters, model, vector, limit)

    corpus.vectors.search_semantic = spied  # type: ignore[method-assign]
    yield seen


def _hits(corpus: Opmem, alice: Principal, query: str) -> list[tuple[str, float, tuple[str, ...]]]:
    return [(h.record_id, h.score, h.arms) for h in corpus.recall(alice, query).hits]


def test_a_new_query_is_searched_on_the_pool_and_a_remembered_one_here(
    corpus: Opmem, alice: Principal, searches: list[str]
) -> None:
    corpus.recall(alice, "warm up")  # model prepared, indexes caught up
    searches.clear()
    first = _hits(corpus, alice, "disk filled with logs")
    again = _hits(corpus, alice, "disk filled with logs")  # the vector remembered: searched on this thread
    assert searches == [searches[0], threading.current_thread().name] and searches[0].startswith("opmem")
    assert first == again and first[0][0] == "INC2" and "semantic" in first[0][2]


def test_a_failed_search_fails_the_recall_as_before(corpus: Opmem, alice: Principal) -> None:
    def broken(filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        raise RuntimeError("vector index unreadable")

    corpus.vectors.search_semantic = broken  # type: ignore[method-assign]
    with pytest.raises(RuntimeError, match="vector index unreadable"):
        corpus.recall(alice, "disk full")


def test_a_query_whose_embedding_timed_out_is_not_searched(
    corpus: Opmem, alice: Principal, fake_embedder: FakeEmbedder, searches: list[str]
) -> None:
    corpus.recall(alice, "warm up")
    searches.clear()
    release = threading.Event()
    original = fake_embedder.embed_batch

    def slow(texts, *, kind):  # type: ignore[no-untyped-def]
        release.wait(5)
        return original(texts, kind=kind)

    fake_embedder.embed_batch = slow  # type: ignore[method-assign]
    done = threading.Event()
    task = corpus.engine._embed_then_search

    def observed(*args: object) -> None:
        try:
            task(*args)  # type: ignore[arg-type]
        finally:
            done.set()

    corpus.engine._embed_then_search = observed  # type: ignore[method-assign]
    corpus.engine.limits = type(corpus.engine.limits)(embed_timeout=0.2, permission_timeout=1.0)
    result = corpus.recall(alice, "disk full on db01")
    release.set()
    assert done.wait(5)  # the pool's task ran to its end: embedded, and then searched or not
    assert result.degraded[0].arm == "semantic" and "timed out" in result.degraded[0].reason
    assert searches == []
