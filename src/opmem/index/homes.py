"""Where the recall arms live, chosen once from the settings and the store's engine.

On SQLite: Tantivy and usearch files in the data directory. On PostgreSQL: the semantic arm in pgvector, and the
text and fuzzy arms either in Tantivy files on each server following the outbox (`pg_text = "tantivy"`, design
(b) of issue 16) or in the database (`pg_text = "postgres"`, design (a): a tsvector and pg_trgm).
"""

from __future__ import annotations

from pathlib import Path

from opmem.index.arms import LexicalArms, SemanticArm
from opmem.index.text import TextIndex
from opmem.index.vectors import VectorIndexes
from opmem.settings import Settings
from opmem.store.db import Dialect, Engine


def recall_arms(settings: Settings, engine: Engine, index_root: Path) -> tuple[LexicalArms, SemanticArm]:
    from opmem.store.postgres import PostgresEngine

    if engine.dialect is not Dialect.POSTGRES or not isinstance(engine, PostgresEngine):
        return TextIndex(index_root / "text"), VectorIndexes(index_root / "vectors")
    from opmem.index.pg_arms import PgLexicalArms, PgSemanticArm

    text: LexicalArms = PgLexicalArms(engine) if settings.pg_text == "postgres" else TextIndex(index_root / "text")
    return text, PgSemanticArm(engine, kind=settings.pg_hnsw)
