"""A BERT layer in ONNX Runtime's fused CPU kernels (domain com.microsoft), written straight into the graph.

ONNX Runtime ships transformer kernels beside the standard operators: `Attention` (the query, key and value
projections as one packed matrix, the scores, the padding mask and the softmax in one kernel;
`MultiHeadAttention` the same after separate projections) and `BiasGelu` (bias + exact erf GELU). Its own
graph optimizer does not find `Attention` in the plain graph (`bert_graph`), so it is emitted here: the same
weights and the same arithmetic, in fewer passes over the activations and one matrix product instead of three.
(`SkipLayerNormalization`, bias + residual + norm in one kernel, was measured slower than the three ops.)
The float32 vectors stay within ~1e-6 of the plain graph's (tests/test_embed_fused.py), so the model keeps its
id. bench/embed_rate.py measures both graphs in one run.
"""

from __future__ import annotations

import numpy as np

from opmem.embed import onnx_proto as proto
from opmem.embed.bert_graph import CONTRIB, GraphBuilder

MS = CONTRIB
#: The contrib operator set the fused graph imports.
DOMAINS = {MS: 1}


def mask_index(b: GraphBuilder) -> str:
    """The attention mask as the int32 batch × tokens 0/1 matrix `Attention` takes (padding scores get -10000)."""
    return b.op("Cast", "attention_mask", to=proto.INT32)


def attention(b: GraphBuilder, x: str, mask: str, names: tuple[str, str, str], heads: int) -> str:
    """Multi-head self-attention of `x` (batch × tokens × hidden) before its output projection.

    `names` are the query, key and value projections' weight prefixes. In float32 their matrices are packed side
    by side (hidden × 3·hidden) with their biases, as `Attention` takes them. With int8 weights (`b.quantized`)
    the three projections stay the int8 layers of the plain graph (`QAttention` would pack them too, but its
    kernel moved the vectors by ~1e-2, beyond the model id's tolerance) and `MultiHeadAttention` adds their
    biases and does the rest: the plain int8 graph's vectors exactly; no faster for int8 per batch, 3-10% less CPU
    for int8 per token (two runs of bench/embed_rate.py), which therefore runs fused.
    """
    bias = b.const(np.concatenate([b.weights[f"{name}.bias"].astype(np.float32) for name in names]), "qkv.bias")
    if b.quantized:
        q, k, v = (b.matmul(x, name) for name in names)
        return b.op("MultiHeadAttention", q, k, v, bias, mask, domain=MS, num_heads=heads)
    weights = [b.weights[f"{name}.weight"].astype(np.float32, copy=False).T for name in names]
    packed = b.const(np.ascontiguousarray(np.concatenate(weights, axis=1)), f"{names[0]}.qkv")
    return b.op("Attention", x, packed, bias, mask, domain=MS, num_heads=heads)


def residual_norm(b: GraphBuilder, x: str, skip: str, bias: str, prefix: str, eps: float) -> str:
    """LayerNorm(x + bias + skip) with the `prefix` norm's weights: the projection's bias, residual and norm.

    Written as two Adds and LayerNormalization, not `SkipLayerNormalization`: its CPU kernel cost 8% more CPU
    per text than these three (bench/embed_rate.py variants, same run).
    """
    return b.layer_norm(b.op("Add", b.op("Add", x, b.weight(bias)), skip), prefix, eps)


def bias_gelu(b: GraphBuilder, x: str, bias: str) -> str:
    """The exact (erf) GELU of x + bias, in one kernel."""
    return b.op("BiasGelu", x, b.weight(bias), domain=MS)


def layer(b: GraphBuilder, x: str, mask: str, prefix: str, heads: int, eps: float) -> str:
    """One BERT encoder layer (`encoder.layer.N` weights) in fused kernels; the plain twin is `bert_graph._layer`."""
    names = tuple(f"{prefix}.attention.self.{part}" for part in ("query", "key", "value"))
    attended = attention(b, x, mask, (names[0], names[1], names[2]), heads)
    projected = b.matmul(attended, f"{prefix}.attention.output.dense")
    bias = f"{prefix}.attention.output.dense.bias"
    x = residual_norm(b, projected, x, bias, f"{prefix}.attention.output.LayerNorm", eps)
    inner = bias_gelu(b, b.matmul(x, f"{prefix}.intermediate.dense"), f"{prefix}.intermediate.dense.bias")
    out = b.matmul(inner, f"{prefix}.output.dense")
    return residual_norm(b, out, x, f"{prefix}.output.dense.bias", f"{prefix}.output.LayerNorm", eps)
