"""The embedder seam: `"provider:model"` parsed once, implementations imported lazily.

Providers: `local` (the bundled all-MiniLM-L6-v2, or all-MiniLM-L6-v2-int8-v4 / -v3 / -v2 / -int8 with linear layers
in int8; no download), `openai` (any OpenAI-compatible HTTP API), `fake` (deterministic hashing vectors for unit tests).
"""

from __future__ import annotations

from opmem.embed.base import Embedder, EmbeddingError
from opmem.errors import InvalidInput
from opmem.settings import Settings

__all__ = ["Embedder", "EmbeddingError", "get_embedder", "parse_model"]


def parse_model(spec: str) -> tuple[str, str]:
    provider, sep, model = spec.partition(":")
    if not sep or not provider or not model:
        raise InvalidInput(f"Embedding model {spec!r} must look like 'provider:model', e.g. 'local:all-MiniLM-L6-v2'.")
    return provider, model


def get_embedder(spec: str, settings: Settings) -> Embedder:
    provider, model = parse_model(spec)
    if provider == "local":
        from opmem.embed.local import LocalEmbedder

        return LocalEmbedder(model)
    if provider == "openai":
        from opmem.embed.openai import OpenAIEmbedder

        return OpenAIEmbedder(
            model,
            base_url=settings.openai_base_url,
            api_key=settings.openai_api_key,
            timeout=settings.embed_timeout,
        )
    if provider == "fake":
        from opmem.embed.fake import FakeEmbedder

        return FakeEmbedder(model)
    raise InvalidInput(f"Unknown embedding provider {provider!r}: use 'local', 'openai' or 'fake'.")
