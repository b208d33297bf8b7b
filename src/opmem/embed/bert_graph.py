"""The bundled BERT encoder as an ONNX graph, written op by op from its safetensors weights (no torch).

all-MiniLM-L6-v2 is a 6-layer BERT (hidden 384, 12 heads, GELU, post-layer-norm) followed by mean pooling over
the attention mask. The graph takes `input_ids`, `attention_mask` and `token_type_ids` (int64, batch × tokens)
and returns `sentence_embedding` (float32, batch × hidden), the mean-pooled last hidden state; the caller
normalizes. Its vectors match sentence-transformers' to ~1e-6 (tests/test_bert_graph.py checks them against
stored reference vectors). The safetensors file is read with numpy alone: an 8-byte header length, a JSON
header of names, dtypes and byte offsets, then the raw little-endian tensors.
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from opmem.embed import onnx_proto as proto

OPSET = 17
INPUTS = ("input_ids", "attention_mask", "token_type_ids")
OUTPUT = "sentence_embedding"
_DTYPES = {"F32": "<f4", "F16": "<f2", "I64": "<i8"}
Tensor = npt.NDArray[Any]


@dataclass(frozen=True)
class BertConfig:
    hidden: int
    heads: int
    layers: int
    intermediate: int
    eps: float

    @staticmethod
    def parse(text: bytes | str) -> BertConfig:
        raw = json.loads(text)
        if raw.get("model_type") != "bert" or raw.get("hidden_act") != "gelu":
            raise ValueError("config.json is not a BERT model with GELU activations; only that shape is supported.")
        return BertConfig(
            hidden=int(raw["hidden_size"]),
            heads=int(raw["num_attention_heads"]),
            layers=int(raw["num_hidden_layers"]),
            intermediate=int(raw["intermediate_size"]),
            eps=float(raw["layer_norm_eps"]),
        )


def read_safetensors(data: bytes) -> dict[str, Tensor]:
    """Every tensor in the bytes of a safetensors file, as numpy arrays in native byte order."""
    (length,) = struct.unpack("<Q", data[:8])
    header: dict[str, Any] = json.loads(data[8 : 8 + length])
    base = 8 + length
    tensors: dict[str, Tensor] = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        if meta["dtype"] not in _DTYPES:
            raise ValueError(f"safetensors: tensor {name} has unsupported dtype {meta['dtype']}")
        start, end = meta["data_offsets"]
        dtype = np.dtype(_DTYPES[meta["dtype"]])
        count = int(np.prod(meta["shape"])) if meta["shape"] else 1
        if end - start != count * dtype.itemsize or base + end > len(data):
            raise ValueError(f"safetensors: tensor {name} has {end - start} bytes for shape {meta['shape']}")
        array = np.frombuffer(data, dtype=dtype, count=count, offset=base + start)
        tensors[name] = array.reshape(meta["shape"]).astype(dtype.newbyteorder("="), copy=False)
    return tensors


def quantize_columns(matrix: Tensor) -> tuple[Tensor, Tensor]:
    """Symmetric int8 per output column: (int8 matrix, float32 scale per column), matrix ≈ q * scale.

    Plain IEEE float32 arithmetic and round-half-to-even, so the same weights give the same bytes everywhere
    (`weights.QUANTIZED_SHA256` pins them).
    """
    peak = np.abs(matrix).max(axis=0).astype(np.float32)
    scale = np.where(peak > 0, peak / np.float32(127.0), np.float32(1.0)).astype(np.float32)
    q = np.clip(np.rint(matrix / scale), -127, 127).astype(np.int8)
    return q, scale


@dataclass(frozen=True)
class Int8:
    """How a graph runs its linear layers in int8 (weights always symmetric per output column, `quantize_columns`).

    `per_token`: each token's activations get their own scale, so a text's vector does not depend on the batch
    it is embedded in or on its padding; otherwise one scale for the whole batch tensor (ONNX Runtime's
    DynamicQuantizeLinear), which moves a text's vector with its batch (cosine >= 0.977).
    `feed_forward_out`: each layer's feed-forward output (1536 -> 384, after GELU) in int8 too; per batch it cost
    0.020 fused MRR on gitbugs-hadoop (bench/int8_quality.py), so the per-batch model keeps it float32.
    `lean` (per token only): the same arithmetic in fewer passes over the activations: a token's integers from one
    `QuantizeLinear` per row (not Div, Round, Add and Cast), and the product scaled by the weights' column scales
    inside ONNX Runtime's `MatMulIntegerToFloat` (not Cast and a Mul), the token's own scale applied after. The
    integers are v2's; the float products are rounded in another order, which moves vectors by up to ~1e-2 after
    six layers, so it is a model of its own (local:all-MiniLM-L6-v2-int8-v3).
    `outliers` (lean only; 0: none): in every linear layer, the input channels with the largest calibrated
    magnitude (that many, `outlier_channels`) go through a small float32 MatMul, and the token's int8 scale is
    taken over the other channels only (LLM.int8's decomposition; local:all-MiniLM-L6-v2-int8-v4). BERT's inputs
    have a few channels far larger than the rest (after LayerNorm: max |x| ~28 against a median ~2), and a
    per-token scale spends its whole range on them.
    """

    per_token: bool
    feed_forward_out: bool
    lean: bool = False
    outliers: int = 0

    def covers(self, prefix: str) -> bool:
        """Whether the `prefix` linear layer runs in int8."""
        feed_forward_out = prefix.endswith(".output.dense") and ".attention." not in prefix
        return self.feed_forward_out or not feed_forward_out


#: local:all-MiniLM-L6-v2-int8: 30 of 36 layers, activations per batch (kept for the tenants that use it).
PER_BATCH = Int8(per_token=False, feed_forward_out=False)
#: local:all-MiniLM-L6-v2-int8-v2: all 36 layers, activations per token (batch-independent).
PER_TOKEN = Int8(per_token=True, feed_forward_out=True)
#: local:all-MiniLM-L6-v2-int8-v3: v2's weights and integers in fewer kernels (batch-independent too).
PER_TOKEN_LEAN = Int8(per_token=True, feed_forward_out=True, lean=True)
#: local:all-MiniLM-L6-v2-int8-v4: v3 with each layer's 4 largest calibrated input channels in float32.
PER_TOKEN_OUTLIERS = Int8(per_token=True, feed_forward_out=True, lean=True, outliers=4)
#: ONNX Runtime's contrib operator domain (`MatMulIntegerToFloat` here, the fused kernels in `embed/fused.py`).
CONTRIB = "com.microsoft"


class GraphBuilder:
    """Accumulates nodes and initializers; each helper returns the name of the value it produced.

    With `int8`, the linear layers it covers run as int8 (weights quantized per output column here; activations
    per batch by ONNX Runtime's DynamicQuantizeLinear, the pattern of `onnxruntime.quantization.quantize_dynamic`
    that ONNX Runtime fuses into one kernel, or per token by `quantize_rows`), without `onnx`. `calibration`:
    each linear layer's input peak per channel, which `int8.outliers` (v4) needs.
    """

    def __init__(
        self,
        weights: Mapping[str, Tensor],
        *,
        int8: Int8 | None = None,
        calibration: Mapping[str, Tensor] | None = None,
    ) -> None:
        self.weights = weights
        self.int8 = int8
        if int8 is not None and int8.outliers and calibration is None:
            raise ValueError("An int8 graph with float32 outlier channels needs the calibration that names them.")
        self.calibration = calibration or {}
        self._split: dict[str, tuple[str, str]] = {}
        self.nodes: list[bytes] = []
        self.initializers: list[bytes] = []
        self.digest = hashlib.sha256()  # over the int8 weights and scales, in graph order
        self._count = 0
        self._quantized_inputs: dict[str, tuple[str, str, str]] = {}

    @property
    def quantized(self) -> bool:
        return self.int8 is not None

    def _name(self, hint: str) -> str:
        self._count += 1
        return f"{hint}_{self._count}"

    def const(self, value: Tensor, hint: str = "const") -> str:
        name = self._name(hint)
        self.initializers.append(proto.tensor(name, value))
        return name

    def weight(self, key: str, *, transpose: bool = False) -> str:
        value = self.weights[key].astype(np.float32, copy=False)
        return self.const(value.T if transpose else value, key)

    def op(
        self, kind: str, *inputs: str, out: str | None = None, domain: str = "", **attrs: float | int | list[int]
    ) -> str:
        out = out or self._name(kind.lower())
        attributes = [proto.attribute(k, v) for k, v in attrs.items()]
        self.nodes.append(proto.node(kind, inputs, [out], attributes, domain=domain))
        return out

    def linear(self, x: str, prefix: str) -> str:
        return self.op("Add", self.matmul(x, prefix), self.weight(f"{prefix}.bias"))

    def matmul(self, x: str, prefix: str) -> str:
        """x @ W.T of the `prefix` layer, without its bias: int8 when the model is quantized and the layer may be."""
        if self.int8 is not None and self.int8.covers(prefix):
            return self.int8_matmul(x, prefix)
        return self.op("MatMul", x, self.weight(f"{prefix}.weight", transpose=True))

    def quantize_input(self, x: str) -> tuple[str, str, str]:
        """x as uint8 with its scale and zero point, quantized once however many layers read it (q, k and v)."""
        if x not in self._quantized_inputs:
            if self.int8 is not None and self.int8.per_token:
                self._quantized_inputs[x] = self.quantize_rows(x)
            else:
                names = (self._name("x_q"), self._name("x_scale"), self._name("x_zero"))
                self.nodes.append(proto.node("DynamicQuantizeLinear", [x], names))
                self._quantized_inputs[x] = names
        return self._quantized_inputs[x]

    def quantize_rows(self, x: str) -> tuple[str, str, str]:
        """x (batch × tokens × features) quantized per token: (uint8 x, float32 scale per token, zero point 128).

        Symmetric: each token's largest magnitude maps to ±127, stored shifted by 128 as uint8 because ONNX
        Runtime's uint8 × int8 product is its fast one (int8 × int8 measured 3x slower). Each token's integers
        depend on that token's own activations only, so neither the batch nor its padding moves a vector.
        """
        peak = self.op("ReduceMax", self.op("Abs", x), axes=[-1], keepdims=1)
        floor = self.const(np.array(1e-30, dtype=np.float32))  # an all-zero token keeps a finite scale
        scale = self.op("Div", self.op("Max", peak, floor), self.const(np.array(127.0, dtype=np.float32)))
        if self.int8 is not None and self.int8.lean:  # round(x / scale) + 128 per row, in one kernel
            rows = self.op("Reshape", scale, self.const(np.array([-1], dtype=np.int64)))
            zeros = self.op("Expand", self.const(np.array([128], dtype=np.uint8)), self.op("Shape", rows))
            flat = self.op("QuantizeLinear", self.op("Flatten", x, axis=2), rows, zeros, axis=0)
            shifted = self.op("Reshape", flat, self.op("Shape", x))
        else:
            rounded = self.op("Round", self.op("Div", x, scale))  # half to even
            shifted = self.op(
                "Cast", self.op("Add", rounded, self.const(np.array(128.0, dtype=np.float32))), to=proto.UINT8
            )
        return shifted, scale, self.const(np.array(128, dtype=np.uint8), "x_zero")

    def outlier_channels(self, prefix: str) -> Tensor:
        """The `int8.outliers` input channels of the `prefix` layer with the largest calibrated peaks, ascending."""
        assert self.int8 is not None
        peaks = self.calibration[prefix]
        return np.sort(np.argsort(-peaks, kind="stable")[: self.int8.outliers]).astype(np.int64)

    def int8_matmul(self, x: str, prefix: str) -> str:
        """x @ W.T with W int8 per output column and x uint8 (per tensor or per token, `quantize_input`); with
        `int8.outliers`, the outlier channels' share in float32, added (the int8 part sees them as zeros)."""
        matrix = self.weights[f"{prefix}.weight"].astype(np.float32, copy=False).T
        if self.int8 is None or not self.int8.outliers:
            return self.int8_product(x, prefix, matrix)
        channels = self.outlier_channels(prefix)
        key = f"{x}/{channels.tobytes().hex()}"  # q, k and v read one input: split it once
        if key not in self._split:
            mask = np.ones(matrix.shape[0], dtype=np.float32)
            mask[channels] = 0.0
            kept = self.op("Gather", x, self.const(channels, f"{prefix}.outliers"), axis=2)
            self._split[key] = (self.op("Mul", x, self.const(mask, f"{prefix}.inliers")), kept)
        inliers, outliers = self._split[key]
        rows = self.op("MatMul", outliers, self.const(np.ascontiguousarray(matrix[channels]), f"{prefix}.outlier_rows"))
        zeroed = matrix.copy()
        zeroed[channels] = 0.0
        return self.op("Add", self.int8_product(inliers, prefix, zeroed), rows)

    def int8_product(self, x: str, prefix: str, matrix: Tensor) -> str:
        """x @ matrix, matrix (inputs × outputs) quantized per output column here."""
        x_q, x_scale, x_zero = self.quantize_input(x)
        q, scale = quantize_columns(matrix)
        self.digest.update(q.tobytes())
        self.digest.update(scale.astype("<f4").tobytes())
        if self.int8 is not None and self.int8.lean:  # q·W scaled per column in the kernel, then per token
            one = self.const(np.array(1.0, dtype=np.float32))
            weight_q, weight_scale = self.const(q, f"{prefix}.weight_q"), self.const(scale, f"{prefix}.scale")
            product = self.op("MatMulIntegerToFloat", x_q, weight_q, one, weight_scale, x_zero, domain=CONTRIB)
            return self.op("Mul", product, x_scale)
        if self.int8 is not None and self.int8.per_token:  # x_scale is batch × tokens × 1
            product = self.op("MatMulInteger", x_q, self.const(q, f"{prefix}.weight_q"), x_zero)
            rows = self.op("Mul", self.op("Cast", product, to=proto.FLOAT), x_scale)
            return self.op("Mul", rows, self.const(scale, f"{prefix}.scale"))
        zero = self.const(np.zeros(q.shape[1], dtype=np.int8), f"{prefix}.zero")
        product = self.op("MatMulInteger", x_q, self.const(q, f"{prefix}.weight_q"), x_zero, zero)
        combined = self.op("Mul", x_scale, self.const(scale, f"{prefix}.scale"))
        return self.op("Mul", self.op("Cast", product, to=proto.FLOAT), combined)

    def layer_norm(self, x: str, prefix: str, eps: float) -> str:
        scale, bias = self.weight(f"{prefix}.weight"), self.weight(f"{prefix}.bias")
        return self.op("LayerNormalization", x, scale, bias, axis=-1, epsilon=eps)

    def gelu(self, x: str) -> str:
        """The exact (erf) GELU BERT was trained with; ONNX Runtime fuses this pattern into one kernel."""
        scaled = self.op("Div", x, self.const(np.array(math.sqrt(2.0), dtype=np.float32)))
        shifted = self.op("Add", self.op("Erf", scaled), self.const(np.array(1.0, dtype=np.float32)))
        return self.op("Mul", self.op("Mul", x, shifted), self.const(np.array(0.5, dtype=np.float32)))


def _embeddings(b: GraphBuilder, config: BertConfig) -> str:
    words = b.op("Gather", b.weight("embeddings.word_embeddings.weight"), "input_ids", axis=0)
    types = b.op("Gather", b.weight("embeddings.token_type_embeddings.weight"), "token_type_ids", axis=0)
    tokens = b.op("Shape", "input_ids", start=1, end=2)  # [tokens], 1-D
    start = b.const(np.array([0], dtype=np.int64))
    positions = b.op("Slice", b.weight("embeddings.position_embeddings.weight"), start, tokens, start)
    summed = b.op("Add", b.op("Add", words, types), positions)
    return b.layer_norm(summed, "embeddings.LayerNorm", config.eps)


def attention_bias(b: GraphBuilder) -> str:
    """0 where a token may be attended to, -10000 at padding: shape batch × 1 × 1 × tokens."""
    mask = b.op("Cast", "attention_mask", to=proto.FLOAT)  # FLOAT
    expanded = b.op("Unsqueeze", mask, b.const(np.array([1, 2], dtype=np.int64)))
    inverted = b.op("Sub", b.const(np.array(1.0, dtype=np.float32)), expanded)
    return b.op("Mul", inverted, b.const(np.array(-10000.0, dtype=np.float32)))


def self_attention(
    b: GraphBuilder, x: str, bias: str, names: tuple[str, str, str, str], hidden: int, heads: int
) -> str:
    """Multi-head self-attention over `x` with `bias` added to the scores; `names` are the query, key, value and
    output projections' weight prefixes (BERT and MPNet name them differently, the block is the same)."""
    head = hidden // heads
    split = b.const(np.array([0, 0, heads, head], dtype=np.int64))
    q, k, v = (b.op("Reshape", b.linear(x, name), split) for name in names[:3])
    q = b.op("Transpose", q, perm=[0, 2, 1, 3])  # batch, heads, tokens, head
    k = b.op("Transpose", k, perm=[0, 2, 3, 1])  # batch, heads, head, tokens
    v = b.op("Transpose", v, perm=[0, 2, 1, 3])
    scores = b.op("Mul", b.op("MatMul", q, k), b.const(np.array(1.0 / math.sqrt(head), dtype=np.float32)))
    weights = b.op("Softmax", b.op("Add", scores, bias), axis=-1)
    context = b.op("Transpose", b.op("MatMul", weights, v), perm=[0, 2, 1, 3])
    merged = b.op("Reshape", context, b.const(np.array([0, 0, hidden], dtype=np.int64)))
    return b.linear(merged, names[3])


def _self_attention(b: GraphBuilder, x: str, bias: str, prefix: str, config: BertConfig) -> str:
    parts = tuple(f"{prefix}.attention.self.{part}" for part in ("query", "key", "value"))
    names = (parts[0], parts[1], parts[2], f"{prefix}.attention.output.dense")
    return self_attention(b, x, bias, names, config.hidden, config.heads)


def _layer(b: GraphBuilder, x: str, bias: str, index: int, config: BertConfig) -> str:
    prefix = f"encoder.layer.{index}"
    attended = _self_attention(b, x, bias, prefix, config)
    x = b.layer_norm(b.op("Add", attended, x), f"{prefix}.attention.output.LayerNorm", config.eps)
    inner = b.gelu(b.linear(x, f"{prefix}.intermediate.dense"))
    out = b.linear(inner, f"{prefix}.output.dense")
    return b.layer_norm(b.op("Add", out, x), f"{prefix}.output.LayerNorm", config.eps)


def mean_pool(b: GraphBuilder, hidden: str) -> str:
    mask = b.op("Unsqueeze", b.op("Cast", "attention_mask", to=proto.FLOAT), b.const(np.array([2], dtype=np.int64)))
    axis = b.const(np.array([1], dtype=np.int64))
    summed = b.op("ReduceSum", b.op("Mul", hidden, mask), axis, keepdims=0)
    counts = b.op("Max", b.op("ReduceSum", mask, axis, keepdims=0), b.const(np.array(1e-9, dtype=np.float32)))
    return b.op("Div", summed, counts, out=OUTPUT)


@dataclass(frozen=True)
class Graph:
    onnx: bytes  # the serialized model
    quantized_sha256: str | None  # of its int8 weights and scales (lean: of the whole graph); None for float32


def build_model(
    weights: Mapping[str, Tensor],
    config: BertConfig,
    *,
    int8: Int8 | None = None,
    fused: bool | None = None,
    calibration: Mapping[str, Tensor] | None = None,
) -> Graph:
    """The ONNX model of the encoder plus mean pooling; with `int8`, the linear layers it covers in int8.

    `fused` writes each layer in ONNX Runtime's fused kernels (`opmem.embed.fused`), otherwise in standard ONNX
    operators only (bench/embed_rate.py compares the two). By default float32 and int8 per token are fused and
    int8 per batch is not: its fused graph gives the same vectors but measured no faster (31.7 vs 31.0 CPU ms per
    text, same run), so local:all-MiniLM-L6-v2-int8 keeps the graph its vectors and quality were measured on.
    """
    from opmem.embed import fused as kernels

    fused = int8 != PER_BATCH if fused is None else fused
    b = GraphBuilder(weights, int8=int8, calibration=calibration)
    x = _embeddings(b, config)
    mask = kernels.mask_index(b) if fused else attention_bias(b)
    for index in range(config.layers):
        if fused:
            x = kernels.layer(b, x, mask, f"encoder.layer.{index}", config.heads, config.eps)
        else:
            x = _layer(b, x, mask, index, config)
    mean_pool(b, x)
    graph = proto.model(
        name="minilm",
        nodes=b.nodes,
        initializers=b.initializers,
        inputs=[proto.value_info(name, proto.INT64, ["batch", "tokens"]) for name in INPUTS],
        outputs=[proto.value_info(OUTPUT, proto.FLOAT, ["batch", config.hidden])],
        opset=OPSET,
        domains=kernels.DOMAINS if fused or (int8 is not None and int8.lean) else None,
    )
    if int8 is not None and int8.lean:  # its own pin covers the operators too: they decide its vectors
        return Graph(graph, hashlib.sha256(graph).hexdigest())
    return Graph(graph, b.digest.hexdigest() if int8 else None)


def build_onnx(
    weights: bytes,
    config: bytes,
    *,
    int8: Int8 | None = None,
    fused: bool | None = None,
    calibration: Mapping[str, Tensor] | None = None,
) -> Graph:
    """The graph for a BERT checkpoint: the bytes of its model.safetensors and config.json (and, for an int8
    model with float32 outlier channels, its calibration, `weights.read_calibration`)."""
    model = read_safetensors(weights)
    return build_model(model, BertConfig.parse(config), int8=int8, fused=fused, calibration=calibration)
