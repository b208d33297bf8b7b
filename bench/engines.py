"""The engines alone, for the speed benchmark: the bundled model's runner, and the exact queries opmem builds.

The Tantivy queries are captured from opmem's own TextIndex (its executor stubbed out), so the bare engine
runs what opmem would run, whatever the core's current schema and weights.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnxruntime  # noqa: F401 - before usearch, see opmem/index/vectors.py
import synth
import tantivy
from usearch.index import Index

from opmem.core import Opmem
from opmem.index.analysis import grams
from opmem.index.names import slug
from opmem.index.text import Filters, TantivyIndex
from opmem.recall.engine import DEPTH, HYDRATE_CHUNK
from opmem.settings import DEFAULT_MODEL

DOC_COLUMNS = "id, tenant_id, kind, key, source_table, record_id, title, body, resolved_at, link"


#: What `ms` reads: wall time, or this process's CPU time (all its threads) with `bench/speed.py --cpu`, which on a
#: shared machine says what an operation costs when wall time mostly says how long it waited for a core.
CLOCK: Callable[[], float] = time.perf_counter


def ms(call: Callable[[], object]) -> float:
    start = CLOCK()
    call()
    return (CLOCK() - start) * 1000.0


Encoder = Callable[[Sequence[str]], np.ndarray]


def load_model(om: Opmem, model: str = DEFAULT_MODEL) -> Encoder:
    """The very model object `om` embeds `model` with (its LocalEmbedder backend: tokenizer, network, pooling),
    called without opmem's batching and normalising: the "bare" encoder. Private hook, as no public one exists;
    one copy of the model per process, as in a server (a second copy made pool-thread queries erratic here).
    Compared with recall, `model` must be the tenant's own (`tenant_model`), not the default for new tenants."""
    runner: Encoder = om.embedder(model)._load()  # type: ignore[attr-defined]
    return runner


def encode(model: Encoder, texts: Sequence[str]) -> np.ndarray:
    matrix = np.asarray(model(list(texts)), dtype=np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def tenant_model(om: Opmem, tenant: str = synth.TENANT) -> str:
    """The model recall embeds the tenant's queries with: a data directory built before the default changed
    keeps its own (`local:all-MiniLM-L6-v2` for one built before the int8 default), and the bare encoder must
    be that model, or the engines' sum times another network than recall runs."""
    return om.store.tenant_embedding(tenant) or DEFAULT_MODEL


FILTERS = Filters(synth.TENANT, frozenset({synth.TABLE}))


def candidates(om: Opmem, queries: Sequence[synth.Query]) -> list[list[int]]:
    """Per query, the ids of the text arm's top 50: what one hydration chunk of a recall reads."""
    return [[i for i, _ in om.text.search_text(q.text, FILTERS, HYDRATE_CHUNK)] for q in queries]


@dataclass(frozen=True)
class Captured:
    """The Tantivy query one opmem arm built for one query: with its tenant/table filter, and without."""

    filtered: tantivy.Query | None
    scoring: tantivy.Query | None


def tenant_index(om: Opmem, tenant: str = synth.TENANT) -> TantivyIndex:
    """The Tantivy index opmem queries for `tenant` (one per tenant)."""
    found = om.text.tenant_index(tenant)
    if found is None:
        raise SystemExit(f"no text index for tenant {tenant!r} in {om.text.root}: run the build first")
    return found


def capture(text: TantivyIndex, search: Callable[[], object]) -> Captured:
    """Run `search` with TantivyIndex's executor stubbed out, keeping the query it would have run.

    Bench-only hook on two private methods (`_filtered`, `_run`): the bare engine then runs exactly the query
    opmem builds, whatever its current schema and weights. If they are renamed this fails loudly.
    """
    seen: dict[str, tantivy.Query] = {}
    wrap = text._filtered

    def filtered(filters: Filters, scoring: tantivy.Query) -> tantivy.Query:
        seen["scoring"] = scoring
        seen["filtered"] = wrap(filters, scoring)
        return seen["filtered"]

    text._filtered = filtered  # type: ignore[method-assign]
    text._run = lambda query, limit: []  # type: ignore[method-assign]
    try:
        search()
    finally:
        del text._filtered, text._run
    return Captured(seen.get("filtered"), seen.get("scoring"))


@dataclass
class Bare:
    """The engines alone, opened from the same files: Tantivy searcher, usearch index, the model's runner."""

    data_dir: Path
    model: Encoder
    expansion_search: int
    text: tantivy.Index = field(init=False)
    hnsw: Index = field(init=False)

    def __post_init__(self) -> None:
        self.text = tantivy.Index.open(str(self.data_dir / "index" / "text" / slug(synth.TENANT)))
        path = next((self.data_dir / "index" / "vectors").rglob("*.usearch"))
        self.hnsw = Index.restore(str(path))
        self.hnsw.expansion_search = self.expansion_search

    def hydrate(self, db: sqlite3.Connection, ids: Sequence[int]) -> float:
        """The same rows as `SQLiteStore.documents`, fetched by primary key (tenant checked on each row)."""
        marks = ",".join("?" * len(ids))
        sql = f"SELECT {DOC_COLUMNS} FROM documents WHERE id IN ({marks}) AND +tenant_id = ?"
        return ms(lambda: db.execute(sql, (*ids, synth.TENANT)).fetchall())

    def search(self, query: tantivy.Query | None, limit: int) -> float:
        if query is None:
            return 0.0
        return ms(lambda: self.text.searcher().search(query, limit=limit, count=False))

    def ids(self, query: tantivy.Query | None, limit: int) -> list[int]:
        if query is None:
            return []
        searcher = self.text.searcher()
        hits = searcher.search(query, limit=limit, count=False).hits
        return [int(i) for i in searcher.fast_field_values("doc_id", [a for _, a in hits])]

    def timings(self, om: Opmem, queries: Sequence[synth.Query]) -> dict[str, list[float]]:
        index = tenant_index(om)
        texts = [capture(index, lambda q=q: index.search_text(q.text, FILTERS, 1, bm25f=False)) for q in queries]
        fuzzies = [capture(index, lambda q=q: index.search_fuzzy(q.text, FILTERS, 1)) for q in queries]
        ors = [capture(index, lambda q=q: fuzzy_or(index, q.text)) for q in queries]
        out = {
            "tantivy text (filtered)": [self.search(c.filtered, DEPTH["text"]) for c in texts],
            "tantivy text (no filter)": [self.search(c.scoring, DEPTH["text"]) for c in texts],
            "tantivy fuzzy (filtered)": [self.search(c.filtered, DEPTH["fuzzy"]) for c in fuzzies],
            "tantivy fuzzy (no filter)": [self.search(c.scoring, DEPTH["fuzzy"]) for c in fuzzies],
            "tantivy fuzzy, OR (filtered)": [self.search(c.filtered, DEPTH["fuzzy"]) for c in ors],
            "tantivy fuzzy, OR (no filter)": [self.search(c.scoring, DEPTH["fuzzy"]) for c in ors],
            "model encode (query)": [ms(lambda q=q: encode(self.model, [q.text])) for q in queries],
        }
        vectors = encode(self.model, [q.text for q in queries])
        count = DEPTH["semantic"]
        out["usearch search"] = [ms(lambda v=v: self.hnsw.search(v, count)) for v in vectors]
        db = sqlite3.connect(f"file:{self.data_dir / 'opmem.sqlite3'}?mode=ro", uri=True)
        out["sqlite by primary key (50)"] = [self.hydrate(db, i) for i in candidates(om, queries)]
        db.close()
        return out

    def agreement(self, om: Opmem, queries: Sequence[synth.Query]) -> float:
        """Share of queries where the bare search of the captured query returns opmem's text-arm ids, in order."""
        same = 0
        index = tenant_index(om)
        for q in queries:
            captured = capture(index, lambda q=q: index.search_text(q.text, FILTERS, 1, bm25f=False))
            bare = self.ids(captured.filtered, DEPTH["text"])
            ranked = index.search_text(q.text, FILTERS, DEPTH["text"], bm25f=False)  # Tantivy's ranking
            same += bare == [i for i, _ in ranked]
        return same / max(1, len(queries))


def fuzzy_or(text: TantivyIndex, query: str) -> None:
    """What-if for the fuzzy arm: the OR of the same title trigrams without `minimum_number_should_match`,
    passed through opmem's own filter (captured, never run)."""
    found = grams(query)
    if not found:
        return
    clauses = [
        (tantivy.Occur.Should, tantivy.Query.term_query(text.schema, "title_grams", g, index_option="freq"))
        for g in found
    ]
    text._run(text._filtered(FILTERS, tantivy.Query.boolean_query(clauses)), 1)
