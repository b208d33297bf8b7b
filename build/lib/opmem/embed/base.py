"""An embedding model is a class with one abstract method; batching is written once, here."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from opmem.types import EmbedKind

Matrix = npt.NDArray[np.float32]


class EmbeddingError(Exception):
    """The provider could not embed (down, timed out, refused). The semantic arm degrades; nothing else fails."""


class Embedder(ABC):
    #: "provider:model", the name stored beside every vector it makes.
    model_id: str
    dimensions: int
    batch_size: int = 64

    def prepare(self) -> None:
        """Load now whatever the first call would load (model files, sessions), so it is not paid mid-request.

        Raises EmbeddingError when the model cannot be made ready. Providers with nothing to load do nothing.
        """
        return None

    @abstractmethod
    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        """Embed up to `batch_size` texts into unit-length float32 rows."""

    def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        """Embed any number of texts. Batches group texts of similar length, so little is spent on padding."""
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        parts = [
            self.embed_batch([texts[i] for i in order[start : start + self.batch_size]], kind=kind)
            for start in range(0, len(order), self.batch_size)
        ]
        matrix = np.empty((len(texts), parts[0].shape[1]), dtype=np.float32)
        matrix[order] = np.vstack(parts)
        return normalize(matrix)


def normalize(matrix: Matrix) -> Matrix:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    normalized: Matrix = (matrix / norms).astype(np.float32)
    return normalized
