"""What else was tried to lift fused MRR, replayed from each arm's candidate lists.

Every query runs once through the engine's arms (`RecallEngine.run_arms`, the lists `recall` fuses); each variant
then changes one arm's list (or the fusion) and goes through the same `fuse`, the same fuzzy-only share check and
the same own-record exclusion as `recall`. Variants are judged on the `dev` half; the `report` half is printed
for the record, never to choose. Usage:

    python bench/fusion_ablations.py [--set jahan2023-firefox] [--data-dir /tmp/opmem-ablations]
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import tempfile
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import numpy as np

from opmem.core import Opmem
from opmem.embed.base import Embedder
from opmem.evaluate import TABLE, Query, in_split, load_queries
from opmem.index.analysis import grams, stems, tokens
from opmem.index.text import FUZZY_MIN_SHARE, fuzzy_share
from opmem.ingest.importers import Source, parse
from opmem.recall.engine import DEPTH
from opmem.recall.fuse import fuse
from opmem.recall.query import check_query
from opmem.settings import DEFAULT_MODEL, Settings
from opmem.types import ARMS, Arm

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"
Lists = dict[Arm, list[tuple[int, float]]]


class Replay:
    """Per query, each arm's candidates (record ids, raw scores) plus the vectors and texts to vary them."""

    def __init__(
        self,
        folder: Path,
        data_dir: Path,
        *,
        embedding: str = DEFAULT_MODEL,
        embedders: Mapping[str, Embedder] | None = None,
    ) -> None:
        """`embedding` is the model the semantic arm runs on (`embedders` supplies it when opmem has no such id)."""
        om = Opmem(Settings(data_dir=data_dir, default_embedding=embedding), embedders=embedders)
        try:
            source = Source(tenant=om.settings.default_tenant, table=TABLE, default_state="resolved")
            if om.document_count() == 0:
                om.import_rows(parse(folder / "corpus.jsonl", "jsonl", source))
            admin = om.local_admin(source.tenant)
            docs = [d for batch in om.store.iter_documents(source.tenant) for d in batch]
            self.record = {d.id: d.record_id for d in docs}
            self.doc_of = {d.record_id: d.id for d in docs}
            raw = om.store.vectors(source.tenant, [d.id for d in docs], embedding)
            self.ids = list(raw)
            self.docs = np.vstack([np.frombuffer(v, dtype=np.float32) for v in raw.values()])
            self.queries = load_queries(folder, "title")
            embedder = om.engine.embedder_for(embedding)
            self.query_vectors = np.asarray(embedder.embed([q.text for q in self.queries], kind="query"))
            filters = om.engine.filters(admin, None, None)
            self.lists: list[Lists] = []
            for q in self.queries:
                ranked, _ = om.engine.run_arms(check_query(q.text), filters, ARMS)
                self.lists.append({arm: list(hits) for arm, hits in ranked.items()})
        finally:
            om.close()
        corpus = [json.loads(line) for line in (folder / "corpus.jsonl").open()]
        self.titles = {str(r["_id"]): r.get("title", "") for r in corpus}
        self.bodies = {str(r["_id"]): r.get("text", "") for r in corpus}

    def score(self, variant: Callable[[int, Query, Lists], Lists]) -> dict[str, tuple[float, float]]:
        """R@10 and MRR per split after `variant` rewrites query n's lists."""
        rows: dict[str, list[tuple[float, float]]] = {"dev": [], "report": [], "all": []}
        for n, q in enumerate(self.queries):
            lists = variant(n, q, self.lists[n])
            ranking: list[str] = []
            for f in fuse(lists):
                doc = self.record[f.doc_id]
                if doc == q.id or (f.arms == ("fuzzy",) and fuzzy_share(q.text, self.titles[doc]) < FUZZY_MIN_SHARE):
                    continue
                ranking.append(doc)
                if len(ranking) == 10:
                    break
            first = next((i for i, d in enumerate(ranking) if d in q.relevant), None)
            row = (float(first is not None), 1 / (first + 1) if first is not None else 0.0)
            for split in ("dev", "report", "all"):
                if in_split(q.id, split):  # type: ignore[arg-type]
                    rows[split].append(row)
        return {
            s: (round(float(np.mean([r[0] for r in v])), 3), round(float(np.mean([r[1] for r in v])), 3))
            for s, v in rows.items()
        }


def unit(m: np.ndarray) -> np.ndarray:
    return m / np.linalg.norm(m, axis=1, keepdims=True)


def semantic_variant(
    replay: Replay, docs: np.ndarray, queries: np.ndarray, depth: int, shift: np.ndarray | None = None
):
    """Replace the semantic list by exact scores `docs @ query - shift` over every document, `depth` deep."""
    ids = replay.ids

    def variant(n: int, q: Query, lists: Lists) -> Lists:
        scores = docs @ queries[n] - (shift if shift is not None else 0.0)
        top = np.argsort(-scores)[:depth]
        return {**lists, "semantic": [(ids[i], float(scores[i])) for i in top]}

    return variant


class TermCounts:
    """Each document's stem counts in its title and in its body, counted once for the whole BM25F grid."""

    def __init__(self, replay: Replay) -> None:
        self.ids = [replay.doc_of[r] for r in replay.titles]
        self.title = [Counter(tokens(replay.titles[r])) for r in replay.titles]
        self.body = [Counter(tokens(replay.bodies[r])) for r in replay.titles]


def bm25f(counts: TermCounts, k1: float, b_title: float, b_body: float, title_weight: float):
    """BM25F over title and body with free k1/b per field (Tantivy fixes k1 = 1.2, b = 0.75)."""
    ids, title_tf, body_tf = counts.ids, counts.title, counts.body
    tlen = np.array([sum(c.values()) for c in title_tf], float)
    blen = np.array([sum(c.values()) for c in body_tf], float)
    tnorm = 1 - b_title + b_title * tlen / max(tlen.mean(), 1e-9)
    bnorm = 1 - b_body + b_body * blen / max(blen.mean(), 1e-9)
    postings: dict[str, dict[int, float]] = {}
    for i, (t, b) in enumerate(zip(title_tf, body_tf, strict=True)):
        for term in set(t) | set(b):
            postings.setdefault(term, {})[i] = title_weight * t[term] / tnorm[i] + b[term] / bnorm[i]
    total = len(ids)

    def variant(n: int, q: Query, lists: Lists) -> Lists:
        scores: Counter[int] = Counter()
        for term in stems(q.text):
            hits = postings.get(term, {})
            idf = math.log(1 + (total - len(hits) + 0.5) / (len(hits) + 0.5))
            for i, tf in hits.items():
                scores[i] += idf * tf / (k1 + tf)
        return {**lists, "text": [(ids[i], s) for i, s in scores.most_common(DEPTH["text"])]}

    return variant


def title_jaccard(replay: Replay):
    """The fuzzy arm as trigram Jaccard against every title, instead of BM25 over the rarest trigrams."""
    title_grams = {replay.doc_of[r]: set(grams(t)) for r, t in replay.titles.items()}

    def variant(n: int, q: Query, lists: Lists) -> Lists:
        wanted = set(grams(q.text))
        scored = [(len(wanted & g) / len(wanted | g), d) for d, g in title_grams.items() if wanted & g]
        scored.sort(reverse=True)
        return {**lists, "fuzzy": [(d, s) for s, d in scored[: DEPTH["fuzzy"]]]}

    return variant


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--set", default="jahan2023-firefox")
    parser.add_argument("--data-dir", type=Path, default=None, help="reuse an imported copy (default: temporary)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="opmem-ablations-") as tmp:
        replay = Replay(ROOT / args.set, args.data_dir or Path(tmp))
    docs, queries = unit(replay.docs), unit(replay.query_vectors)
    neighbours = docs @ docs.T
    np.fill_diagonal(neighbours, -1.0)
    hubness = np.sort(neighbours, axis=1)[:, -10:].mean(axis=1)  # mean cosine to each document's 10 nearest
    centre = docs.mean(axis=0)
    variants: Mapping[str, Callable[[int, Query, Lists], Lists]] = {
        "as recall fuses": lambda n, q, lists: lists,
        "semantic: every document scored": semantic_variant(replay, docs, queries, len(replay.ids)),
        "semantic: hubness-corrected (CSLS, k=10, 0.25)": semantic_variant(
            replay, docs, queries, DEPTH["semantic"], 0.25 * hubness
        ),
        "semantic: mean-centred vectors": semantic_variant(replay, unit(docs - centre), unit(queries - centre), 100),
        "fuzzy: trigram Jaccard over every title": title_jaccard(replay),
    }
    print(f"{args.set}: {len(replay.queries)} queries   R@10 / MRR per half")
    print(f"{'variant':<52}{'dev':>14}{'report':>14}{'all':>14}")

    def show(name: str, result: Mapping[str, Sequence[float]]) -> None:
        print(f"{name:<52}" + "".join(f"{result[s][0]:>7.3f}/{result[s][1]:.3f}" for s in ("dev", "report", "all")))

    for name, variant in variants.items():
        show(name, replay.score(variant))
    counts = TermCounts(replay)
    grid = list(itertools.product((0.9, 1.2, 2.0), (0.3, 0.75), (0.5, 0.75, 1.0), (1.0, 2.0, 4.0)))
    scored = {p: replay.score(bm25f(counts, *p)) for p in grid}
    best = max(grid, key=lambda p: scored[p]["dev"][1])
    show(
        f"text: BM25F k1={best[0]} b={best[1]}/{best[2]} title x{best[3]} (best of {len(grid)} on dev)",
        scored[best],
    )


if __name__ == "__main__":
    main()
