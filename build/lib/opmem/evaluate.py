"""Recall quality on a BEIR-layout folder, through the normal import and recall paths (no eval-only ranking).

The corpus is imported as resolved records into a temporary data directory; each query (its title, or its
body) is recalled with k=10, its own record excluded, once fused and once per arm alone.
"""

from __future__ import annotations

import json
import math
import tempfile
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from opmem.core import Opmem
from opmem.errors import InvalidInput
from opmem.ingest.importers import Source, parse
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import ARMS, Arm

QueryField = Literal["title", "body"]
#: Queries are split in two halves by a hash of their id: tune on `dev`, report `report` (and `all`).
Split = Literal["all", "dev", "report"]
TABLE = "incident"
CUTOFFS = (1, 5, 10)
Runs = Mapping[str, tuple[Arm, ...]]
RUNS: Runs = {"fused": ARMS, "text": ("text",), "fuzzy": ("fuzzy",), "semantic": ("semantic",)}


@dataclass(frozen=True)
class Query:
    id: str
    text: str
    relevant: frozenset[str]


def in_split(query_id: str, split: Split) -> bool:
    if split == "all":
        return True
    return (zlib.crc32(query_id.encode()) % 2 == 0) == (split == "dev")


def load_queries(folder: Path, field: QueryField) -> list[Query]:
    for name in ("corpus.jsonl", "queries.jsonl", "qrels/test.tsv"):
        if not (folder / name).is_file():
            raise InvalidInput(f"{folder} is not a BEIR folder: {name} is missing.")
    relevant: dict[str, set[str]] = {}
    with open(folder / "qrels" / "test.tsv", encoding="utf-8") as handle:
        for line in handle:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3 and parts[0] != "query-id" and float(parts[2]) > 0:
                relevant.setdefault(parts[0], set()).add(parts[1])
    queries = []
    with open(folder / "queries.jsonl", encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            text = (row.get("text") if field == "title" else row.get("body")) or ""
            rel = relevant.get(row["_id"], set()) - {row["_id"]}
            if text.strip() and rel:
                queries.append(Query(row["_id"], text.strip()[:4000], frozenset(rel)))
    return queries


def metrics(ranked: Sequence[str], relevant: frozenset[str]) -> dict[str, float]:
    out = {f"recall@{c}": len(set(ranked[:c]) & relevant) / len(relevant) for c in CUTOFFS}
    first = next((i for i, doc in enumerate(ranked[:10]) if doc in relevant), None)
    out["mrr"] = 0.0 if first is None else 1.0 / (first + 1)
    dcg = sum(1.0 / math.log2(i + 2) for i, doc in enumerate(ranked[:10]) if doc in relevant)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(10, len(relevant))))
    out["ndcg@10"] = dcg / ideal if ideal else 0.0
    return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    keys = [f"recall@{c}" for c in CUTOFFS] + ["mrr", "ndcg@10"]
    return {key: round(sum(r[key] for r in rows) / len(rows), 4) if rows else 0.0 for key in keys}


def score_queries(
    folder: Path,
    *,
    query_field: QueryField = "title",
    embedding: str | None = DEFAULT_MODEL,
    runs: Runs = RUNS,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    opmem_factory: Callable[[Settings], Opmem] = Opmem,
) -> list[tuple[Query, dict[str, dict[str, float]]]]:
    """Import `folder` into a throw-away data directory; per query, the metrics of each run that can run."""
    queries = load_queries(folder, query_field)[:limit]
    active = {n: a for n, a in runs.items() if embedding or a != ("semantic",)}
    scored: list[tuple[Query, dict[str, dict[str, float]]]] = []
    with tempfile.TemporaryDirectory(prefix="opmem-eval-") as tmp:
        opmem = opmem_factory(Settings(data_dir=Path(tmp), default_embedding=embedding))
        try:
            source = Source(tenant=opmem.settings.default_tenant, table=TABLE, default_state="resolved")
            report = opmem.import_rows(parse(folder / "corpus.jsonl", "jsonl", source))
            if progress:
                progress("imported", report.upserted, report.read)
            admin = opmem.local_admin(source.tenant)
            for done, query in enumerate(queries, start=1):
                row = {}
                for name, arms in active.items():
                    result = opmem.recall(admin, query.text, k=10, arms=arms, exclude=[(TABLE, query.id)])
                    row[name] = metrics([h.record_id for h in result.hits], query.relevant)
                scored.append((query, row))
                if progress:
                    progress("queries", done, len(queries))
        finally:
            opmem.close()
    return scored


def summarize(scored: Sequence[tuple[Query, dict[str, dict[str, float]]]], runs: Runs = RUNS) -> dict[str, object]:
    summary: dict[str, object] = {"queries": len(scored)}
    for name in runs:
        rows = [row[name] for _, row in scored if name in row]
        summary[name] = _mean(rows) if rows else None
    return summary


def evaluate(
    folder: Path,
    *,
    query_field: QueryField = "title",
    split: Split = "all",
    embedding: str | None = DEFAULT_MODEL,
    limit: int | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    opmem_factory: Callable[[Settings], Opmem] = Opmem,
) -> dict[str, object]:
    """Recall@1/5/10, MRR and nDCG@10 of the fused recall and of each arm alone, over one split of the queries."""
    scored = score_queries(
        folder,
        query_field=query_field,
        embedding=embedding,
        limit=limit,
        progress=progress,
        opmem_factory=opmem_factory,
    )
    return summarize([(q, row) for q, row in scored if in_split(q.id, split)])


def iter_folders(root: Path) -> Iterator[Path]:
    """Every BEIR folder under `root` (or `root` itself)."""
    if (root / "corpus.jsonl").is_file():
        yield root
        return
    yield from sorted(p.parent for p in root.glob("*/corpus.jsonl"))
