"""The arms as recall and the outbox replay see them: one seam, two homes.

`LexicalArms` (text and fuzzy) is `TextIndex` (Tantivy files in the server's data directory, design (b) of
issue 16) or `PgLexicalArms` (a tsvector and pg_trgm inside PostgreSQL, design (a)). `SemanticArm` is
`VectorIndexes` (usearch HNSW files) or `PgSemanticArm` (pgvector HNSW). The write side (`upsert`, `delete`,
`commit`, ...) is what `IndexSync` replays the outbox into; arms inside the database follow the documents in the
writer's own transaction and take the replay as a no-op.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

from opmem.embed.base import Matrix
from opmem.index.text import Filters
from opmem.types import Document


class LexicalArms(Protocol):
    #: True when the index was written by another version of opmem and must be rebuilt from the store.
    stale: bool
    #: True when the arms are the store's own rows (inside PostgreSQL): a rebuild has nothing to copy into them.
    in_store: bool

    def search_text(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]: ...

    def search_fuzzy(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]: ...

    def doc_ids(self, tenant: str) -> Sequence[int]: ...

    def upsert(self, docs: Iterable[Document], *, fresh: bool = False) -> None:
        """Index `docs`, replacing their earlier versions; `fresh`: the index holds none of them (a rebuild)."""
        ...

    def delete(self, tenant: str, ids: Iterable[int]) -> None: ...

    def commit(self) -> None: ...

    def rollback(self, tenant: str | None = None) -> None: ...

    def clear(self) -> None: ...

    def replace(self, tenant: str, docs: Iterable[Document]) -> int: ...

    def size(self, tenant: str) -> int: ...

    def drop(self, tenant: str) -> None: ...

    def on_disk(self) -> Mapping[str, Path]:
        """Every tenant with an index of its own in the server's files (none for arms inside the database)."""
        ...


class SemanticArm(Protocol):
    #: True when the vectors are the store's own rows (pgvector): a rebuild has nothing to copy into them.
    in_store: bool

    def search_semantic(self, filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        """The nearest documents to `vector` (cosine similarity, best first) that `filters` may admit."""
        ...

    def search(self, tenant: str, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]: ...

    def upsert(self, tenant: str, model: str, ids: Sequence[int], vectors: Matrix, *, fresh: bool = False) -> None:
        """Add `vectors` under `ids`, replacing earlier ones; `fresh`: the index holds none of them (a rebuild)."""
        ...

    def delete(self, tenant: str, ids: Iterable[int]) -> None: ...

    def save(self) -> None: ...

    def drop(self, tenant: str) -> None: ...

    def clear(self) -> None: ...
