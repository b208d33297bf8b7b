"""Unlabelled adaptation of the bundled model (opmem.embed.adapt): ids, pairs, pins, and a tiny fine-tune."""

from __future__ import annotations

import hashlib
import importlib
import json
import shutil
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from opmem.embed import adapt
from opmem.embed.adapt import AdaptedEmbedder, Pair, TrainConfig, corpus_hash, pairs_of, parse_adapted, train
from opmem.embed.weights import PINNED, ModelIntegrityError, bundled_dir
from opmem.errors import InvalidInput

PAIRS = [
    Pair("Crash when dragging a tab", "Crash when dragging a tab\nfirefox crashes when a tab is dragged out"),
    Pair("Bookmarks toolbar is empty", "Bookmarks toolbar is empty\nafter restart the toolbar shows no bookmarks"),
    Pair("Video stutters on Linux", "Video stutters on Linux\nplayback drops frames with hardware decoding"),
    Pair("Search bar loses focus", "Search bar loses focus\ntyping in the search bar moves focus to the page"),
]


def test_adapted_model_names_parse_to_their_corpus_hash() -> None:
    assert parse_adapted("all-MiniLM-L6-v2+adapted@0123456789abcdef") == "0123456789abcdef"
    assert parse_adapted("all-MiniLM-L6-v2") is None
    for bad in ("all-mpnet-base-v2+adapted@0123456789abcdef", "all-MiniLM-L6-v2+adapted@xyz", "x+adapted@"):
        with pytest.raises(InvalidInput, match="16 hex digits"):
            parse_adapted(bad)


def test_pairs_drop_empty_and_repeated_titles() -> None:
    pairs = pairs_of([("A crash", "A crash\nbody"), ("  a   CRASH ", "other body"), ("", "body"), ("B", "  ")])
    assert pairs == [Pair("A crash", "A crash\nbody")]


def test_corpus_hash_follows_the_pairs_and_the_settings() -> None:
    first = corpus_hash(PAIRS)
    assert first == corpus_hash(list(PAIRS)) and len(first) == 16
    assert corpus_hash(PAIRS[:3]) != first
    assert corpus_hash([Pair(PAIRS[0].query, PAIRS[0].passage + "!"), *PAIRS[1:]]) != first
    assert corpus_hash(PAIRS, TrainConfig(seed=1)) != first
    assert adapt.model_id(first) == f"local:all-MiniLM-L6-v2+adapted@{first}"


def test_training_without_torch_names_the_extra(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    real = importlib.import_module

    def missing(name: str, package: str | None = None) -> ModuleType:
        if name in ("torch", "transformers"):
            raise ImportError(f"No module named {name!r}")
        return real(name, package)

    monkeypatch.setattr(adapt.importlib, "import_module", missing)
    with pytest.raises(InvalidInput, match=r"opmem\[adapt\]"):
        train(PAIRS, tmp_path / "m", config=TrainConfig(batch=2))
    assert not (tmp_path / "m").exists()


def test_too_few_documents_are_refused_before_training(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput, match="at least 32 documents"):
        train(PAIRS, tmp_path / "m")


def _bundled_copy(directory: Path) -> str:
    """The bundled files laid out as an adapted model (its manifest pinning the bundled weights)."""
    directory.mkdir()
    for name in PINNED:
        shutil.copyfile(bundled_dir() / name, directory / name)
    sha = PINNED["model.safetensors"]
    (directory / adapt.MANIFEST).write_text(json.dumps({"model_id": adapt.model_id("0" * 16), "weights_sha256": sha}))
    return sha


def test_adapted_weights_that_differ_from_their_pin_are_refused(tmp_path: Path) -> None:
    sha = _bundled_copy(tmp_path / "m")
    with pytest.raises(ModelIntegrityError, match="pinned to weights"):
        AdaptedEmbedder(tmp_path / "m", "f" * 64)
    weights = bytearray((tmp_path / "m" / "model.safetensors").read_bytes())
    weights[-1] ^= 1
    (tmp_path / "m" / "model.safetensors").write_bytes(bytes(weights))
    with pytest.raises(ModelIntegrityError, match="SHA-256"):
        AdaptedEmbedder(tmp_path / "m", sha).prepare()
    with pytest.raises(ModelIntegrityError, match="train one first"):
        AdaptedEmbedder(tmp_path / "nothing", sha)


@pytest.mark.model
def test_adapted_embedder_runs_the_bundled_graph(tmp_path: Path) -> None:
    from opmem.embed.local import LocalEmbedder

    sha = _bundled_copy(tmp_path / "m")
    embedder = AdaptedEmbedder(tmp_path / "m", sha)
    texts = [p.passage for p in PAIRS]
    assert embedder.model_id == adapt.model_id("0" * 16) and embedder.dimensions == 384
    mine, bundled = embedder.embed(texts, kind="document"), LocalEmbedder().embed(texts, kind="document")
    assert np.allclose(mine, bundled, atol=1e-5)


@pytest.mark.model
def test_a_tiny_fine_tune_moves_the_weights_and_runs_on_onnx_as_on_torch(tmp_path: Path) -> None:
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    steps: list[float] = []
    adapted = train(
        PAIRS, tmp_path / "m", config=TrainConfig(batch=2, lr=1e-4), progress=lambda s, n, loss: steps.append(loss)
    )
    weights = (tmp_path / "m" / "model.safetensors").read_bytes()
    assert adapted.steps == len(steps) == 2 and adapted.pairs == 4
    assert adapted.weights_sha256 == hashlib.sha256(weights).hexdigest() != PINNED["model.safetensors"]
    assert adapted.model_id == adapt.model_id(corpus_hash(PAIRS, TrainConfig(batch=2, lr=1e-4)))
    texts = [p.passage for p in PAIRS] + [p.query for p in PAIRS]
    onnx = AdaptedEmbedder(adapted.directory, adapted.weights_sha256).embed(texts, kind="query")
    model = transformers.BertModel.from_pretrained(str(adapted.directory), add_pooling_layer=False).eval()
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=adapt._tokenizer(bundled_dir().joinpath("tokenizer.json").read_bytes())
    )
    tokenizer.pad_token = "[PAD]"
    with torch.no_grad():
        reference = adapt._encode(torch, model, tokenizer, texts, 256).numpy()
    assert np.min(np.sum(onnx * reference, axis=1)) > 0.9999
    from opmem.embed.local import LocalEmbedder

    before = LocalEmbedder().embed(texts, kind="query")
    assert np.min(np.sum(onnx * before, axis=1)) < 0.9999  # the fine-tune changed the vectors
