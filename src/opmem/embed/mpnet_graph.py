"""all-mpnet-base-v2 as an ONNX graph, written op by op from its safetensors weights (no torch).

MPNet is BERT's encoder (12 layers, hidden 768, 12 heads, GELU, post-layer-norm) with three differences this
module writes out: no token-type embeddings; absolute positions counted from `pad_token_id + 1` (2 for this
model), as transformers' `create_position_ids_from_input_ids` does for right-padded text; and a relative position
bias added to every layer's attention scores. That bias is one table of `relative_attention_num_buckets` × heads
shared by all layers: the distance between two tokens picks a bucket (exact up to 8, then logarithmic up to 128,
by direction), computed here once for every pair of positions and sliced to the batch's length at run time, once
per batch. Mean pooling over the attention mask follows, as in sentence-transformers; the caller normalizes.
The graph takes `input_ids` and `attention_mask` and returns `sentence_embedding`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from opmem.embed import onnx_proto as proto
from opmem.embed.bert_graph import (
    OPSET,
    OUTPUT,
    Graph,
    GraphBuilder,
    Tensor,
    attention_bias,
    mean_pool,
    read_safetensors,
    self_attention,
)

INPUTS = ("input_ids", "attention_mask")
#: transformers' MPNet defaults (`relative_position_bucket`); config.json does not repeat them.
MAX_DISTANCE = 128


@dataclass(frozen=True)
class MPNetConfig:
    hidden: int
    heads: int
    layers: int
    eps: float
    buckets: int
    positions: int  # max_position_embeddings
    pad: int  # pad_token_id: real positions start at pad + 1

    @property
    def max_tokens(self) -> int:
        """The longest input the position table covers."""
        return self.positions - self.pad - 1

    @staticmethod
    def parse(text: bytes | str) -> MPNetConfig:
        raw = json.loads(text)
        if raw.get("model_type") != "mpnet" or raw.get("hidden_act") != "gelu":
            raise ValueError("config.json is not an MPNet model with GELU activations; only that shape is supported.")
        return MPNetConfig(
            hidden=int(raw["hidden_size"]),
            heads=int(raw["num_attention_heads"]),
            layers=int(raw["num_hidden_layers"]),
            eps=float(raw["layer_norm_eps"]),
            buckets=int(raw.get("relative_attention_num_buckets", 32)),
            positions=int(raw["max_position_embeddings"]),
            pad=int(raw.get("pad_token_id", 1)),
        )


def relative_buckets(length: int, buckets: int = 32, max_distance: int = MAX_DISTANCE) -> Tensor:
    """The bucket of every (query position, key position) pair, length × length int64.

    transformers' `MPNetEncoder.relative_position_bucket`, in the same float32 arithmetic: half the buckets for
    keys before the query and half for keys after; distances below a quarter of the buckets get one bucket each,
    longer ones share logarithmically wider buckets up to `max_distance`.
    """
    positions = np.arange(length, dtype=np.int64)
    n = positions[:, None] - positions[None, :]  # query - key, transformers' `-relative_position`
    half = buckets // 2
    exact = half // 2
    side = (n < 0).astype(np.int64) * half
    distance = np.abs(n)
    logarithm = np.log(np.maximum(distance, 1).astype(np.float32) / np.float32(exact))  # used where distance >= exact
    scaled = logarithm / np.float32(math.log(max_distance / exact)) * np.float32(half - exact)
    large = np.minimum(exact + scaled.astype(np.int64), half - 1)
    table: Tensor = side + np.where(distance < exact, distance, large)
    return table


def _embeddings(b: GraphBuilder, config: MPNetConfig) -> str:
    words = b.op("Gather", b.weight("embeddings.word_embeddings.weight"), "input_ids", axis=0)
    tokens = b.op("Shape", "input_ids", start=1, end=2)  # [tokens], 1-D
    first = b.const(np.array([config.pad + 1], dtype=np.int64))
    axis = b.const(np.array([0], dtype=np.int64))
    positions = b.op(
        "Slice", b.weight("embeddings.position_embeddings.weight"), first, b.op("Add", first, tokens), axis
    )
    return b.layer_norm(b.op("Add", words, positions), "embeddings.LayerNorm", config.eps)


def _position_bias(b: GraphBuilder, config: MPNetConfig) -> str:
    """batch × heads × tokens × tokens: the relative position bias plus -10000 at padding, made once per batch."""
    table = b.const(relative_buckets(config.max_tokens, config.buckets), "relative_buckets")
    tokens = b.op("Shape", "input_ids", start=1, end=2)
    square = b.op("Concat", tokens, tokens, axis=0)
    zeros = b.const(np.array([0, 0], dtype=np.int64))
    pairs = b.op("Slice", table, zeros, square, b.const(np.array([0, 1], dtype=np.int64)))
    per_pair = b.op("Gather", b.weight("encoder.relative_attention_bias.weight"), pairs, axis=0)  # T × T × heads
    heads_first = b.op("Transpose", per_pair, perm=[2, 0, 1])
    bias = b.op("Unsqueeze", heads_first, b.const(np.array([0], dtype=np.int64)))  # 1 × heads × T × T
    return b.op("Add", bias, attention_bias(b))


def _self_attention(b: GraphBuilder, x: str, bias: str, prefix: str, config: MPNetConfig) -> str:
    names = (f"{prefix}.attn.q", f"{prefix}.attn.k", f"{prefix}.attn.v", f"{prefix}.attn.o")
    return self_attention(b, x, bias, names, config.hidden, config.heads)


def _layer(b: GraphBuilder, x: str, bias: str, index: int, config: MPNetConfig) -> str:
    prefix = f"encoder.layer.{index}"
    attended = _self_attention(b, x, bias, f"{prefix}.attention", config)
    x = b.layer_norm(b.op("Add", attended, x), f"{prefix}.attention.LayerNorm", config.eps)
    inner = b.gelu(b.linear(x, f"{prefix}.intermediate.dense"))
    out = b.linear(inner, f"{prefix}.output.dense")
    return b.layer_norm(b.op("Add", out, x), f"{prefix}.output.LayerNorm", config.eps)


def build_model(weights: Mapping[str, Tensor], config: MPNetConfig) -> Graph:
    """The ONNX model of the MPNet encoder plus mean pooling (float32)."""
    b = GraphBuilder(weights)
    x = _embeddings(b, config)
    bias = _position_bias(b, config)
    for index in range(config.layers):
        x = _layer(b, x, bias, index, config)
    mean_pool(b, x)
    graph = proto.model(
        name="mpnet",
        nodes=b.nodes,
        initializers=b.initializers,
        inputs=[proto.value_info(name, proto.INT64, ["batch", "tokens"]) for name in INPUTS],
        outputs=[proto.value_info(OUTPUT, proto.FLOAT, ["batch", config.hidden])],
        opset=OPSET,
    )
    return Graph(graph, None)


def build_onnx(weights: bytes, config: bytes) -> Graph:
    """The graph for an MPNet checkpoint: the bytes of its model.safetensors and config.json."""
    return build_model(read_safetensors(weights), MPNetConfig.parse(config))
