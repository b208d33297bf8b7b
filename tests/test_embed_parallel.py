"""Both cores on one import: batches run side by side on one session, with the vectors of one after another."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
import pytest

from opmem.embed.base import Matrix
from opmem.embed.bert_graph import PER_BATCH, PER_TOKEN, PER_TOKEN_LEAN, PER_TOKEN_OUTLIERS, Int8
from opmem.embed.local import QUANTIZED, LocalEmbedder, OnnxRunner, Tuning
from opmem.embed.weights import bundled_dir
from opmem.errors import InvalidInput

WORDS = ["disk", "full", "node", "replica", "lag", "after", "upgrade", "the", "scheduler", "drops", "jobs", "queue"]


def texts(count: int) -> list[str]:
    """Texts of 1 to ~60 words, so a small token budget cuts them into many batches of different widths."""
    rng = np.random.default_rng(3)
    return [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 60)))) for _ in range(count)]


def test_default_tuning_runs_one_thread_per_batch_and_a_batch_per_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    tuning = Tuning()
    assert (tuning.intra_threads, tuning.spinning, tuning.optimization) == (1, False, "all")
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert tuning.parallel == 2
    monkeypatch.setattr("os.cpu_count", lambda: 16)
    assert tuning.parallel == 4 and Tuning(workers=3).parallel == 3
    options = tuning.session_options()
    assert options.intra_op_num_threads == 1 and options.enable_cpu_mem_arena
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == "0"


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [("optimization", "max", r"must be one of basic, extended, all"), ("intra_threads", 0, r"intra_threads.* >= 1")],
)
def test_bad_tuning_says_what_is_allowed(field: str, value: object, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        Tuning(**{field: value})  # type: ignore[arg-type]


@pytest.mark.model
@pytest.mark.parametrize(
    "int8",
    [None, PER_BATCH, PER_TOKEN, PER_TOKEN_LEAN, PER_TOKEN_OUTLIERS],
    ids=["fp32", "int8", "int8-v2", "int8-v3", "int8-v4"],
)
def test_batches_side_by_side_give_the_vectors_of_one_after_another(
    int8: Int8 | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = OnnxRunner(bundled_dir(), tuning=Tuning(workers=2, budget=512), int8=int8)
    batch = texts(60)
    assert len(runner.batches([e.ids for e in runner.tokenizer.encode_batch(batch)])) >= 6
    alone = runner.embed_all(batch, workers=1)
    threads: set[str] = set()
    run = runner._run

    def spy(ids: Sequence[Sequence[int]]) -> Matrix:
        threads.add(threading.current_thread().name)
        return run(ids)

    monkeypatch.setattr(runner, "_run", spy)
    side_by_side = runner.embed_all(batch)
    assert len(threads) == 2 and all(name.startswith("opmem-embed") for name in threads), threads
    assert side_by_side.tobytes() == alone.tobytes()  # bit for bit, every row in the caller's order
    # and each text's vector is the one it gets when its batch runs on its own
    widths = runner.batches([e.ids for e in runner.tokenizer.encode_batch(batch)])
    for chosen in widths[:2]:
        assert run([runner.tokenizer.encode(batch[i]).ids for i in chosen]).tobytes() == alone[chosen].tobytes()


@pytest.mark.model
def test_the_embedder_passes_its_tuning_to_the_session() -> None:
    model = LocalEmbedder(QUANTIZED, tuning=Tuning(workers=2, intra_threads=2))
    model.prepare()
    runner = model._load()
    assert runner.tuning.parallel == 2
    assert runner.session.get_session_options().intra_op_num_threads == 2
    default = LocalEmbedder()._load()
    assert default.session.get_session_options().intra_op_num_threads == 1
    assert default.session.get_session_options().get_session_config_entry("session.intra_op.allow_spinning") == "0"
