"""A deterministic embedder for unit tests: hashed word stems, so shared words mean nearby vectors."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from opmem.embed.base import Embedder, EmbeddingError, Matrix
from opmem.types import EmbedKind

_WORD = re.compile(r"\w+")


class FakeEmbedder(Embedder):
    def __init__(
        self, model: str = "hash-64", *, dimensions: int = 256, synonyms: dict[str, str] | None = None
    ) -> None:
        self.model_id = f"fake:{model}"
        self.dimensions = dimensions
        self.synonyms = synonyms or {}
        self.failure: str | None = None  # set to make every call fail, as a provider outage would

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        if self.failure:
            raise EmbeddingError(self.failure)
        matrix = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                word = self.synonyms.get(word, word)[:5]
                bucket = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "little")
                matrix[row, bucket % self.dimensions] += 1.0
        return matrix
