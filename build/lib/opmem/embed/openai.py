"""Any OpenAI-compatible embeddings endpoint (`POST {base_url}/embeddings`)."""

from __future__ import annotations

from collections.abc import Sequence

import httpx
import numpy as np

from opmem.embed.base import Embedder, EmbeddingError, Matrix
from opmem.types import EmbedKind

KNOWN_DIMENSIONS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAIEmbedder(Embedder):
    def __init__(
        self,
        model: str,
        *,
        base_url: str,
        api_key: str | None,
        timeout: float = 5.0,
        dimensions: int | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.model_id = f"openai:{model}"
        self._model = model
        self.dimensions = dimensions or KNOWN_DIMENSIONS.get(model, 0)
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._client = httpx.Client(
            base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport
        )

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        try:
            response = self._client.post("/embeddings", json={"model": self._model, "input": list(texts)})
            response.raise_for_status()
            rows = sorted(response.json()["data"], key=lambda item: item["index"])
            matrix = np.asarray([row["embedding"] for row in rows], dtype=np.float32)
        except httpx.TimeoutException as exc:
            raise EmbeddingError(f"embedding provider timed out after {self._client.timeout.read}s") from exc
        except httpx.HTTPStatusError as exc:
            raise EmbeddingError(f"embedding provider answered HTTP {exc.response.status_code}") from exc
        except (httpx.HTTPError, KeyError, TypeError, ValueError) as exc:
            raise EmbeddingError(f"embedding provider unreachable or malformed: {exc}") from exc
        if matrix.ndim != 2 or matrix.shape[0] != len(texts):
            raise EmbeddingError("embedding provider returned the wrong number of vectors")
        self.dimensions = self.dimensions or int(matrix.shape[1])
        return matrix
