"""Agent memory's text mode: every word of the query, title weighted over body, on either engine.

SQLite: FTS5 (porter stemming), ranked by BM25 with the title twice the body. PostgreSQL: the `terms` tsvector
of `memory_fts` (English stemming; title weight A, body B) under a GIN index, ranked by `ts_rank` with A twice B.
Both take the match expression of `opmem.memory.search.match_expression` (each word quoted).
"""

from __future__ import annotations

import re

from opmem.store.db import Connection, Dialect

_QUOTED = re.compile(r'"([^"]*)"')


def text_search(
    db: Connection, dialect: Dialect, match: str, where: str, params: list[object], limit: int
) -> tuple[list[tuple[int, float]], int]:
    """(memory id, score) best first, up to `limit`, and how many match in all; `where` filters `memories m`."""
    if dialect is Dialect.POSTGRES:
        return _postgres(db, " ".join(_QUOTED.findall(match)), where, params, limit)
    base = f"FROM memory_fts JOIN memories m ON m.id = memory_fts.rowid WHERE memory_fts MATCH ? AND {where}"
    rows = db.execute(
        f"SELECT m.id, -bm25(memory_fts, 2.0, 1.0) AS score {base} ORDER BY score DESC, m.id DESC LIMIT ?",
        (match, *params, limit),
    ).fetchall()
    # The matching rowids drive the count (CROSS JOIN keeps that order); joined the other way round, the
    # planner ran the MATCH once per memory of the tenant.
    counted = (
        "SELECT count(*) FROM (SELECT rowid AS id FROM memory_fts WHERE memory_fts MATCH ?) AS f "
        f"CROSS JOIN memories m ON m.id = f.id WHERE {where}"
    )
    total = int(db.execute(counted, (match, *params)).fetchone()[0])
    return [(r[0], float(r[1])) for r in rows], total


def _postgres(
    db: Connection, words: str, where: str, params: list[object], limit: int
) -> tuple[list[tuple[int, float]], int]:
    base = (
        "FROM memory_fts f JOIN memories m ON m.tenant_id = f.tenant_id AND m.id = f.rowid "
        f"WHERE f.terms @@ plainto_tsquery('english', ?) AND {where}"
    )
    rank = "ts_rank('{0.1, 0.2, 0.5, 1.0}', f.terms, plainto_tsquery('english', ?))"
    rows = db.execute(
        f"SELECT m.id, {rank} AS score {base} ORDER BY score DESC, m.id DESC LIMIT ?",
        (words, words, *params, limit),
    ).fetchall()
    total = int(db.execute(f"SELECT count(*) {base}", (words, *params)).fetchone()[0])
    return [(r[0], float(r[1])) for r in rows], total
