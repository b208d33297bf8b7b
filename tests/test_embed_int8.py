"""The int8 bundled models (local:all-MiniLM-L6-v2-int8, -int8-v2, -int8-v3, -int8-v4): built from the pinned
weights, pinned themselves, near fp32; v2's, v3's and v4's vector of a text does not depend on its batch."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
import pytest

from opmem.core import Opmem
from opmem.embed import get_embedder
from opmem.embed import weights as weights_module
from opmem.embed.bert_graph import (
    OUTPUT,
    PER_BATCH,
    PER_TOKEN,
    PER_TOKEN_LEAN,
    PER_TOKEN_OUTLIERS,
    build_onnx,
    quantize_columns,
)
from opmem.embed.local import INT8_OF, QUANTIZED, QUANTIZED_V2, QUANTIZED_V3, QUANTIZED_V4, LocalEmbedder, OnnxRunner
from opmem.embed.weights import ModelIntegrityError, bundled_dir, read_calibration, read_verified
from opmem.settings import Settings
from opmem.types import Record

DATA = Path(__file__).parent / "data"


def test_columns_are_quantized_symmetrically_and_the_same_every_time() -> None:
    rng = np.random.default_rng(7)
    matrix = rng.normal(size=(64, 12)).astype(np.float32)
    matrix[:, 3] = 0.0  # an all-zero column keeps scale 1 and zeros
    q, scale = quantize_columns(matrix)
    assert q.dtype == np.int8 and scale.dtype == np.float32 and scale.shape == (12,)
    assert q.min() >= -127 and q.max() <= 127
    assert np.abs(q).max(axis=0)[[0, 1, 2, 4]].tolist() == [127] * 4  # each column's peak maps to ±127
    assert not q[:, 3].any() and scale[3] == 1.0
    assert np.all(np.abs(q * scale - matrix) <= scale / 2 + 1e-7)
    again = quantize_columns(matrix.copy())
    assert again[0].tobytes() == q.tobytes() and again[1].tobytes() == scale.tobytes()


@pytest.mark.model
def test_int8_graph_is_valid_onnx_with_the_linear_layers_int8_but_the_feed_forward_outputs() -> None:
    files = read_verified(bundled_dir())
    graph = build_onnx(files.weights, files.config, int8=PER_BATCH)
    parsed = onnx.load_from_string(graph.onnx)
    onnx.checker.check_model(parsed)
    kinds = [n.op_type for n in parsed.graph.node]
    assert kinds.count("MatMulInteger") == 30  # 6 layers x (q, k, v, attention output, intermediate)
    assert kinds.count("DynamicQuantizeLinear") == 18  # q, k and v share their input's quantization
    assert kinds.count("MatMul") == 18  # attention's two activation products, and each feed-forward output
    floats = {i.name.rsplit("_", 1)[0] for i in parsed.graph.initializer if i.data_type == onnx.TensorProto.FLOAT}
    assert "encoder.layer.0.output.dense.weight" in floats
    assert "encoder.layer.0.intermediate.dense.weight" not in floats
    assert [o.name for o in parsed.graph.output] == [OUTPUT]
    assert graph.quantized_sha256 == weights_module.QUANTIZED_SHA256
    assert build_onnx(files.weights, files.config).quantized_sha256 is None


@pytest.mark.model
def test_int8_v2_graph_has_every_linear_layer_int8_with_activations_quantized_per_token() -> None:
    files = read_verified(bundled_dir())
    graph = build_onnx(files.weights, files.config, int8=PER_TOKEN, fused=False)
    parsed = onnx.load_from_string(graph.onnx)
    onnx.checker.check_model(parsed)
    kinds = [n.op_type for n in parsed.graph.node]
    assert kinds.count("MatMulInteger") == 36 and "DynamicQuantizeLinear" not in kinds
    assert kinds.count("ReduceMax") == 24  # one scale per token for each input read by int8 layers (q, k, v share)
    assert kinds.count("MatMul") == 12  # only attention's two activation products
    assert graph.quantized_sha256 == weights_module.QUANTIZED_V2_SHA256 != weights_module.QUANTIZED_SHA256


@pytest.mark.model
def test_int8_v3_graph_quantizes_each_row_in_one_kernel_and_scales_inside_the_product() -> None:
    files = read_verified(bundled_dir())
    graph = build_onnx(files.weights, files.config, int8=PER_TOKEN_LEAN)
    parsed = onnx.load_from_string(graph.onnx)
    onnx.checker.check_model(parsed)
    kinds = [n.op_type for n in parsed.graph.node]
    assert kinds.count("MatMulIntegerToFloat") == 36 and "MatMulInteger" not in kinds
    assert kinds.count("QuantizeLinear") == 24 and "Round" not in kinds  # q, k and v share their input's integers
    assert kinds.count("MultiHeadAttention") == 6 and "MatMul" not in kinds
    # pinned by the whole graph (its kernels decide its vectors), not only by the int8 weights it shares with v2
    assert graph.quantized_sha256 == weights_module.QUANTIZED_V3_SHA256
    assert (
        build_onnx(files.weights, files.config, int8=PER_TOKEN).quantized_sha256 == weights_module.QUANTIZED_V2_SHA256
    )


@pytest.mark.model
@pytest.mark.parametrize(
    ("model", "min_cosine"),
    [(QUANTIZED, 0.97), (QUANTIZED_V2, 0.98), (QUANTIZED_V3, 0.98), (QUANTIZED_V4, 0.995)],
    ids=["per-batch", "per-token", "per-token-lean", "per-token-outliers"],
)
def test_int8_vectors_stay_close_to_the_reference_model(model: str, min_cosine: float) -> None:
    texts = json.loads((DATA / "minilm_reference.json").read_text())
    reference = np.load(DATA / "minilm_reference.npy")
    embedder = get_embedder(f"local:{model}", Settings())
    assert embedder.model_id == f"local:{model}" and embedder.dimensions == 384
    vectors = embedder.embed(texts, kind="document")
    cosines = (vectors * reference).sum(axis=1)
    assert cosines.min() >= min_cosine, cosines
    assert cosines.mean() >= 0.99, cosines.mean()
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # not the float32 model under another name
    assert np.abs(vectors - reference).max() > 1e-3


def alone_short_and_long(model: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Two texts' vectors embedded alone, in a batch of short texts, and in a batch of long texts (more padding)."""
    runner = OnnxRunner(None, int8=INT8_OF[model], model=model)
    probe = ["Database refused connections after the data volume filled up with logs", "Login page slow"]
    short = ["disk full", "node down", "replica lag after upgrade"]
    long = [" ".join(["the scheduler drops queued jobs when a node restarts during a rolling upgrade"] * 12)] * 3
    alone = np.vstack([runner([text]) for text in probe])
    return alone, runner(probe + short)[:2], runner(long + probe)[-2:]


@pytest.mark.model
@pytest.mark.parametrize("model", [QUANTIZED_V2, QUANTIZED_V3, QUANTIZED_V4])
def test_int8_per_token_gives_a_text_the_same_vector_in_any_batch(model: str) -> None:
    alone, in_short, in_long = alone_short_and_long(model)
    assert np.abs(alone - in_short).max() <= 1e-6 and np.abs(alone - in_long).max() <= 1e-6
    # per batch, the same texts move: this is what v2 changes, so its vectors need a model id of their own
    alone, in_short, in_long = alone_short_and_long(QUANTIZED)
    assert np.abs(alone - in_long).max() > 1e-3


@pytest.mark.model
@pytest.mark.parametrize(
    ("model", "pin"),
    [
        (QUANTIZED, "QUANTIZED_SHA256"),
        (QUANTIZED_V2, "QUANTIZED_V2_SHA256"),
        (QUANTIZED_V3, "QUANTIZED_V3_SHA256"),
        (QUANTIZED_V4, "QUANTIZED_V4_SHA256"),
    ],
)
def test_int8_weights_that_differ_from_the_pinned_hash_are_refused(
    model: str, pin: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(weights_module, pin, "0" * 64)
    with pytest.raises(ModelIntegrityError, match=r"int8 weights .* SHA-256 [0-9a-f]{64}, not the pinned 0{64}"):
        LocalEmbedder(model).prepare()


@pytest.mark.model
def test_int8_v4_graph_keeps_each_layers_largest_calibrated_channels_in_float32() -> None:
    files = read_verified(bundled_dir())
    calibration = read_calibration()
    graph = build_onnx(files.weights, files.config, int8=PER_TOKEN_OUTLIERS, calibration=calibration)
    parsed = onnx.load_from_string(graph.onnx)
    onnx.checker.check_model(parsed)
    kinds = [n.op_type for n in parsed.graph.node]
    assert kinds.count("MatMulIntegerToFloat") == 36 and kinds.count("QuantizeLinear") == 24
    # each input read by int8 layers is split once (q, k and v share theirs); every layer adds its float32 rows
    assert kinds.count("Gather") == 2 + 24 and kinds.count("MatMul") == 36
    initializers = {i.name.rsplit("_", 1)[0]: onnx.numpy_helper.to_array(i) for i in parsed.graph.initializer}
    query = "encoder.layer.0.attention.self.query"
    chosen = initializers[f"{query}.outliers"]
    assert chosen.tolist() == sorted(np.argsort(-calibration[query])[:4].tolist())
    assert not initializers[f"{query}.inliers"][chosen].any()
    assert graph.quantized_sha256 == weights_module.QUANTIZED_V4_SHA256
    # v3's graph, and so its vectors, is not touched by v4's code path
    assert build_onnx(files.weights, files.config, int8=PER_TOKEN_LEAN).quantized_sha256 == (
        weights_module.QUANTIZED_V3_SHA256
    )
    with pytest.raises(ValueError, match="needs the calibration"):
        build_onnx(files.weights, files.config, int8=PER_TOKEN_OUTLIERS)


def test_a_calibration_file_that_is_not_the_pinned_one_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = weights_module.CALIBRATION.read_bytes()
    assert read_calibration().keys() >= {"encoder.layer.0.attention.self.query", "encoder.layer.5.output.dense"}
    changed = tmp_path / "minilm_int8_v4.npz"
    with np.load(weights_module.CALIBRATION) as archive:
        arrays = {name: archive[name] for name in archive.files}
    arrays["encoder.layer.0.attention.self.query"] = arrays["encoder.layer.0.attention.self.query"] * 2
    with open(changed, "wb") as handle:
        np.savez(handle, **arrays)
    assert changed.read_bytes() != shipped
    with pytest.raises(ModelIntegrityError, match=r"int8 v4 calibration .* not the pinned [0-9a-f]{64}.*refused"):
        read_calibration(changed)
    monkeypatch.setattr(weights_module, "CALIBRATION", changed)
    with pytest.raises(ModelIntegrityError, match="calibration"):
        LocalEmbedder(QUANTIZED_V4).prepare()
    with pytest.raises(ModelIntegrityError, match="Cannot read the int8 v4 calibration"):
        read_calibration(tmp_path / "missing.npz")


@pytest.mark.model
def test_int8_v4_is_closer_to_the_reference_model_than_v3() -> None:
    """The float32 outlier channels are what v4 adds to v3: without them its vectors would be v3's."""
    texts = json.loads((DATA / "minilm_reference.json").read_text())
    reference = np.load(DATA / "minilm_reference.npy")
    v3, v4 = (
        get_embedder(f"local:{m}", Settings()).embed(texts, kind="document") for m in (QUANTIZED_V3, QUANTIZED_V4)
    )
    error_v3, error_v4 = (1 - (v * reference).sum(axis=1) for v in (v3, v4))
    assert error_v4.mean() < 0.5 * error_v3.mean(), (error_v3.mean(), error_v4.mean())
    assert error_v4.max() < error_v3.max()


@pytest.mark.model
def test_int8_v3_stays_within_a_small_bound_of_v2_but_is_not_v2() -> None:
    """Same integers, products rounded in another order: close to v2, yet not v2's vectors (hence its own id)."""
    texts = json.loads((DATA / "minilm_reference.json").read_text())
    v2, v3 = (
        get_embedder(f"local:{m}", Settings()).embed(texts, kind="document") for m in (QUANTIZED_V2, QUANTIZED_V3)
    )
    assert (v2 * v3).sum(axis=1).min() >= 0.999
    assert np.abs(v2 - v3).max() > 1e-6


@pytest.mark.model
def test_a_tenant_on_the_int8_model_recalls_by_meaning(tmp_path: Path) -> None:
    om = Opmem(Settings(data_dir=tmp_path, default_embedding=f"local:{QUANTIZED}"))
    try:
        rows = [
            ("INC1", "Database refused connections", "The data volume filled up with logs; rotated them."),
            ("INC2", "Login page slow", "The CDN cache was cold after the deploy."),
        ]
        om.import_rows(
            [
                Record(
                    tenant="default",
                    source_table="incident",
                    record_id=rid,
                    state="resolved",
                    short_description=title,
                    description=body,
                )
                for rid, title, body in rows
            ]
        )
        query = "the db stopped accepting connections, disk full of logs"
        result = om.recall(om.local_admin("default"), query, arms=("semantic",))
        assert not result.degraded
        assert [h.record_id for h in result.hits][:1] == ["INC1"]
    finally:
        om.close()
