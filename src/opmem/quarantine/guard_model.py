"""The fine-tuned guard model: the bundled all-MiniLM-L6-v2 with its top layers and a classification head trained
to read injections (issue 13), run on ONNX Runtime through opmem's own graph (`bert_graph`; numpy only, no torch).

`guard_model.npz` (shipped beside this file, checked against `MODEL_SHA256`) holds only what was tuned, as float16:
the weights of the top layers (named as in the bundled model.safetensors, `encoder.layer.N....`), the head
(`head.weight`, `head.bias`) and the class names (benign + the detector's families). The lower layers and the
embeddings are the bundled model's own, already pinned (`embed.weights`); the tuned layers are laid over them and
the graph ends in the head's softmax. Texts are cut at `MAX_TOKENS` tokens, as in training.

`bench/train_guard_ft.py` trains it at build time on development data only and writes the file and its hash.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from opmem.embed import onnx_proto as proto
from opmem.embed.base import EmbeddingError

if TYPE_CHECKING:
    from opmem.embed.local import OnnxRunner

MODEL_FILE = Path(__file__).with_name("guard_model.npz")
MODEL_SHA256 = "c24e309c3ad87df0a169dd9973e7bf26379115a8dd7c8bbdefb5377960f49e6b"
MAX_TOKENS = 128
OUTPUT = "probabilities"


class GuardModelError(EmbeddingError):
    """The fine-tuned guard model's weights are missing or do not match their checksum."""


@dataclass(frozen=True)
class Tuned:
    classes: tuple[str, ...]
    layers: dict[str, npt.NDArray[np.float32]]  # the tuned layers' tensors, by their bundled names
    head_weight: npt.NDArray[np.float32]  # classes x hidden
    head_bias: npt.NDArray[np.float32]


def load_tuned(path: Path = MODEL_FILE, sha256: str | None = MODEL_SHA256) -> Tuned:
    """The tuned weights at `path`, refused unless their SHA-256 is `sha256` (None: not checked, for training)."""
    try:
        blob = path.read_bytes()
    except OSError as exc:
        raise GuardModelError(f"The guard model's weights are missing at {path}; reinstall opmem.") from exc
    actual = hashlib.sha256(blob).hexdigest()
    if sha256 is not None and actual != sha256:
        raise GuardModelError(
            f"The guard model's weights at {path} have SHA-256 {actual}, not the pinned {sha256}: they are not the "
            "weights opmem was tested with, so they are refused; reinstall opmem (or set OPMEM_GUARD_MODEL=off)."
        )
    with np.load(path) as data:
        layers = {name: data[name].astype(np.float32) for name in data.files if name.startswith("encoder.layer.")}
        return Tuned(
            classes=tuple(str(c) for c in data["classes"]),
            layers=layers,
            head_weight=data["head.weight"].astype(np.float32),
            head_bias=data["head.bias"].astype(np.float32),
        )


def build_graph(weights: bytes, config: bytes, tuned: Tuned) -> bytes:
    """The ONNX graph of the bundled model (its safetensors and config bytes) with the tuned layers laid over its
    own, mean pooling, the head and a softmax: `probabilities` (batch x classes)."""
    from opmem.embed import fused
    from opmem.embed.bert_graph import BertConfig, GraphBuilder, _embeddings, mean_pool, read_safetensors

    shape = BertConfig.parse(config)
    b = GraphBuilder({**read_safetensors(weights), **tuned.layers})
    x = _embeddings(b, shape)
    mask = fused.mask_index(b)
    for index in range(shape.layers):
        x = fused.layer(b, x, mask, f"encoder.layer.{index}", shape.heads, shape.eps)
    pooled = mean_pool(b, x)
    logits = b.op(
        "Add", b.op("MatMul", pooled, b.const(np.ascontiguousarray(tuned.head_weight.T))), b.const(tuned.head_bias)
    )
    b.op("Softmax", logits, axis=-1, out=OUTPUT)
    return proto.model(
        name="opmem-guard",
        nodes=b.nodes,
        initializers=b.initializers,
        inputs=[
            proto.value_info(name, proto.INT64, ["batch", "tokens"])
            for name in ("input_ids", "attention_mask", "token_type_ids")
        ],
        outputs=[proto.value_info(OUTPUT, proto.FLOAT, ["batch", len(tuned.classes)])],
        opset=17,
        domains=fused.DOMAINS,
    )


class GuardModel:
    """Class probabilities of texts (benign first, then the families of `classes`), the graph built at first use."""

    def __init__(self, tuned: Tuned) -> None:
        self.classes = tuned.classes
        self._tuned = tuned
        self._runner: OnnxRunner | None = None
        self._lock = threading.Lock()

    def _load(self) -> OnnxRunner:
        from opmem.embed.local import OnnxRunner
        from opmem.embed.weights import bundled_dir, read_verified

        with self._lock:
            if self._runner is None:
                files = read_verified(bundled_dir())  # the lower layers: the bundled model's pinned weights
                graph = build_graph(files.weights, files.config, self._tuned)
                self._runner = OnnxRunner(None, max_tokens=MAX_TOKENS, fused=True, built=(graph, files.tokenizer))
            return self._runner

    def __call__(self, texts: Sequence[str]) -> npt.NDArray[np.float64]:
        if not texts:
            return np.zeros((0, len(self.classes)))
        return np.asarray(self._load().embed_all(list(texts)), dtype=np.float64)
