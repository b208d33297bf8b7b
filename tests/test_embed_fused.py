"""MiniLM float32 on ONNX Runtime's fused kernels: the same vectors as the plain graph and the reference model."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
import pytest

from opmem.embed import onnx_proto as proto
from opmem.embed.bert_graph import PER_BATCH, PER_TOKEN, build_onnx
from opmem.embed.fused import MS
from opmem.embed.local import LocalEmbedder, OnnxRunner, Tuning
from opmem.embed.weights import QUANTIZED_SHA256, QUANTIZED_V2_SHA256, bundled_dir, read_verified

DATA = Path(__file__).parent / "data"


def unit(rows: np.ndarray) -> np.ndarray:
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def test_a_node_names_its_domain_and_the_model_imports_it() -> None:
    one = proto.tensor("one", np.array([1.0], dtype=np.float32))
    model = proto.model(
        name="g",
        nodes=[proto.node("BiasGelu", ["x", "one"], ["y"], domain=MS), proto.node("Relu", ["y"], ["z"])],
        initializers=[one],
        inputs=[proto.value_info("x", proto.FLOAT, ["n", 1])],
        outputs=[proto.value_info("z", proto.FLOAT, ["n", 1])],
        opset=17,
        domains={MS: 1},
    )
    parsed = onnx.load_from_string(model)
    assert [(n.op_type, n.domain) for n in parsed.graph.node] == [("BiasGelu", MS), ("Relu", "")]
    assert {(o.domain, o.version) for o in parsed.opset_import} == {("", 17), (MS, 1)}


@pytest.mark.model
def test_float32_and_int8_per_token_run_on_fused_kernels_and_int8_per_batch_keeps_its_plain_graph() -> None:
    files = read_verified(bundled_dir())
    parsed = onnx.load_from_string(build_onnx(files.weights, files.config).onnx)
    contrib = Counter(n.op_type for n in parsed.graph.node if n.domain == MS)
    assert contrib == {"Attention": 6, "BiasGelu": 6}
    standard = Counter(n.op_type for n in parsed.graph.node if n.domain == "")
    # q, k and v inside Attention; the attention output, intermediate and output projections a layer
    assert standard["MatMul"] == 18 and standard["Softmax"] == 0 and standard["Erf"] == 0
    assert (MS, 1) in {(o.domain, o.version) for o in parsed.opset_import}
    plain = onnx.load_from_string(build_onnx(files.weights, files.config, fused=False).onnx)
    assert not [n for n in plain.graph.node if n.domain] and len(plain.opset_import) == 1
    int8 = build_onnx(files.weights, files.config, int8=PER_BATCH)
    assert not [n for n in onnx.load_from_string(int8.onnx).graph.node if n.domain]
    assert int8.quantized_sha256 == QUANTIZED_SHA256
    # fused on request (bench/embed_rate.py), its int8 tensors are the same bytes
    assert build_onnx(files.weights, files.config, int8=PER_BATCH, fused=True).quantized_sha256 == QUANTIZED_SHA256
    v2 = build_onnx(files.weights, files.config, int8=PER_TOKEN)
    kinds = Counter((n.op_type, n.domain) for n in onnx.load_from_string(v2.onnx).graph.node)
    assert kinds[("MultiHeadAttention", MS)] == 6 and kinds[("BiasGelu", MS)] == 6 and kinds[("MatMul", "")] == 0
    assert v2.quantized_sha256 == QUANTIZED_V2_SHA256
    assert build_onnx(files.weights, files.config, int8=PER_TOKEN, fused=False).quantized_sha256 == QUANTIZED_V2_SHA256


@pytest.mark.model
def test_fused_vectors_are_the_plain_graphs_and_the_reference_models() -> None:
    texts = json.loads((DATA / "minilm_reference.json").read_text())
    reference = np.load(DATA / "minilm_reference.npy")
    model = LocalEmbedder()  # the default model runs the fused graph
    runner = model._load()
    assert runner.fused
    vectors = model.embed(texts, kind="document")
    assert (vectors * reference).sum(axis=1).min() >= 0.9999
    plain = OnnxRunner(bundled_dir(), tuning=Tuning(workers=1), fused=False)
    # several batch widths, so padding (the key mask of Attention) is exercised against the plain graph's -10000
    for budget in (8192, 300, 1):
        fused_rows = unit(runner.embed_all(texts, budget=budget))
        plain_rows = unit(plain.embed_all(texts, budget=budget))
        assert np.abs(fused_rows - plain_rows).max() < 1e-5, budget
    padded = unit(runner(["disk full", "the database volume ran out of space on db01 after the nightly backup"]))
    alone = unit(runner(["disk full"]))
    assert np.abs(padded[0] - alone[0]).max() < 1e-5  # a padded text's vector is its own
