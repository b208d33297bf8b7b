"""Round q7's lever for fused MRR (issue 17): a tenant's own template boilerplate left out of what is embedded.

Bug reports are written into templates ("user agent ... build id ... steps to reproduce ... actual results"); the
semantic arm embeds the title and the body's first 600 characters (`embedding_text`), so a template spends that
window on phrases every document shares, and pulls every vector toward the same point. Label-free, per tenant: a
word n-gram (lower-cased `\\w+` tokens of the bodies) in more than `share` of the tenant's documents, and in at
least `FLOOR` of them, is boilerplate; every token an occurrence covers leaves the body before `embedding_text`
cuts it. The documents are re-embedded from that text (opmem's float32 MiniLM; vectors cached under `--cache`),
the semantic arm is the exact cosine top 100 over them, and the lists go through `fuse` with the fuzzy-only share
check and the own-record exclusion (`fusion_levers.ranking`). The other arms, the stored text and the queries are
untouched. The replays (`fusion_levers.load`) are round q6's imports (`src/` unchanged under recall, index, embed
and ingest since), copied into `--cache`.

Choosing prints dev halves only (`--grid`); `--final NAME` prints every half and set for the chosen variant and
today's, once (docs/measured/recall-quality.md, "Round q7"). Usage:

    python bench/boilerplate.py --grid [--cache /tmp/recall-q7]
    python bench/boilerplate.py --final "n3 share0.1" --sets jahan2023-firefox gitbugs-hadoop jahan2023-mobile ...
"""

from __future__ import annotations

import argparse
import itertools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
from fusion_levers import DEV_SETS, MODEL, SetData, Variant, load, nearest, ranking, unit

from opmem.core import Opmem
from opmem.embed.local import LocalEmbedder
from opmem.ingest.distill import _SECTION_LABEL, embedding_text, searchable_text
from opmem.settings import Settings

WORD = re.compile(r"\w+")
#: An n-gram is boilerplate only if at least this many of the tenant's documents carry it: a small tenant, or
#: one without a template, keeps its text.
FLOOR = 10
GRID = list(itertools.product((3, 5), (0.05, 0.1, 0.2)))
Gram = tuple[str, ...]


def boilerplate(bodies: Iterable[str], n: int, share: float, floor: int = FLOOR) -> set[Gram]:
    """The word n-grams in more than `share` of `bodies` (and at least `floor` of them)."""
    df: Counter[Gram] = Counter()
    count = 0
    for body in bodies:
        words = [w.lower() for w in WORD.findall(body)]
        df.update({tuple(words[i : i + n]) for i in range(len(words) - n + 1)})
        count += 1
    limit = max(floor, share * count)
    return {gram for gram, seen in df.items() if seen >= limit and seen > share * count}


def strip(body: str, found: set[Gram], n: int) -> tuple[str, int, int]:
    """`body` without the tokens any occurrence of a `found` n-gram covers (with the separators after them);
    also how many tokens went, of how many."""
    matches = list(WORD.finditer(body))
    words = [m.group().lower() for m in matches]
    drop = [False] * len(words)
    for i in range(len(words) - n + 1):
        if tuple(words[i : i + n]) in found:
            drop[i : i + n] = [True] * n
    if not any(drop):
        return body, 0, len(words)
    kept = [body[: matches[0].start()]]
    for i, m in enumerate(matches):
        if not drop[i]:
            kept.append(body[m.start() : matches[i + 1].start() if i + 1 < len(matches) else len(body)])
    return "".join(kept), sum(drop), len(words)


class Documents:
    """One set's documents as the semantic arm embeds them (title, label-free searchable body), in the replay's
    vector order."""

    def __init__(self, data: SetData, data_dir: Path) -> None:
        om = Opmem(Settings(data_dir=data_dir, default_embedding=f"local:{MODEL}"))
        try:
            docs = {d.id: d for batch in om.store.iter_documents(om.settings.default_tenant) for d in batch}
        finally:
            om.close()
        self.titles = [docs[i].title for i in data.ids]
        self.bodies = [_SECTION_LABEL.sub("", searchable_text(docs[i].kind, docs[i].body)) for i in data.ids]

    def texts(self, n: int, share: float) -> tuple[list[str], int, float]:
        """The embedded texts with the boilerplate out, the n-gram count and the share of body tokens removed."""
        found = boilerplate(self.bodies, n, share)
        out, gone, total = [], 0, 0
        for title, body in zip(self.titles, self.bodies, strict=True):
            text, g, t = strip(body, found, n)
            out.append(embedding_text(title, text))
            gone, total = gone + g, total + t
        return out, len(found), gone / max(1, total)


def vectors(data: SetData, docs: Documents, n: int, share: float, cache: Path) -> tuple[np.ndarray, int, float]:
    texts, grams, removed = docs.texts(n, share)
    path = cache / f"{data.name}.n{n}.share{share}.npy"
    if not grams:
        return data.docs, 0, 0.0
    if not path.exists():
        np.save(path, np.asarray(LocalEmbedder(MODEL).embed(texts, kind="document"), dtype=np.float32))
    return unit(np.load(path)), grams, removed


def with_docs(data: SetData, matrix: np.ndarray) -> SetData:
    """`data` with the semantic arm's lists recomputed (exact cosine, top 100) over `matrix`."""
    lists = [{**data.lists[n], "semantic": nearest(data, matrix, n)} for n in range(len(data.queries))]
    return replace(data, lists=lists, docs=matrix)


def semantic_only(data: SetData, n: int) -> list[str]:
    q = data.queries[n]
    return [data.record[d] for d, _ in data.lists[n]["semantic"] if data.record[d] != q.id][:10]


def evaluate(data: SetData, halves: Sequence[str], arm_only: bool = False) -> dict[str, tuple[float, float, int]]:
    rows: dict[str, list[tuple[float, float]]] = {"dev": [], "report": []}
    wanted = {"dev", "report"} if ("all" in halves or "report" in halves) else {"dev"}
    for n, (q, split) in enumerate(zip(data.queries, data.splits, strict=True)):
        if split not in wanted:
            continue
        shown = semantic_only(data, n) if arm_only else ranking(data, n, Variant())
        first = next((i for i, r in enumerate(shown) if r in q.relevant), None)
        rows[split].append((float(first is not None), 0.0 if first is None else 1 / (first + 1)))
    rows["all"] = rows["dev"] + rows["report"]
    return {
        h: (float(np.mean([r[0] for r in rows[h]])), float(np.mean([r[1] for r in rows[h]])), len(rows[h]))
        for h in halves
    }


def cell(value: tuple[float, float, int]) -> str:
    return f"{value[0]:.3f}/{value[1]:.4f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="*", default=list(DEV_SETS))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/recall-q7"))
    parser.add_argument("--grid", action="store_true", help="the six variants, dev halves only")
    parser.add_argument("--final", nargs="*", default=[], help="variants ('n3 share0.1') on every half and set")
    parser.add_argument("--check", action="store_true", help="re-embed 64 documents as today: same vectors?")
    parser.add_argument("--counts", action="store_true", help="n-grams and tokens stripped per set (counts only)")
    args = parser.parse_args()
    sets = {name: load(name, args.cache) for name in args.sets}
    docs = {name: Documents(data, args.cache / "data" / name) for name, data in sets.items()}
    if args.counts:
        for (n, share), name in itertools.product(GRID, args.sets):
            _, grams, removed = docs[name].texts(n, share)
            print(f"n{n} share{share} {name}: {grams} n-grams, {removed:.1%} of body tokens removed", flush=True)
    if args.check:
        for name, data in sets.items():
            texts = [embedding_text(t, b) for t, b in zip(docs[name].titles[:64], docs[name].bodies[:64], strict=True)]
            again = unit(np.asarray(LocalEmbedder(MODEL).embed(texts, kind="document")))
            least = float(np.min(np.sum(again * data.docs[:64], axis=1)))
            print(f"{name}: re-embedded 64 documents, least cosine to the replay's {least:.6f}")
    halves = ["dev"] if args.grid else ["dev", "report", "all"]
    for name, data in sets.items():
        print(
            f"{name} as recall fuses (the replay's own lists): "
            + " ".join(cell(evaluate(data, halves)[h]) for h in halves)
        )
    chosen = [(n, share) for n, share in GRID if args.grid or f"n{n} share{share}" in args.final]
    for label, grid_point in [
        ("today (replayed vectors, exact cosine)", None),
        *((f"n{n} share{s}", (n, s)) for n, s in chosen),
    ]:
        fused, arm, strip_note = {}, {}, []
        for name, data in sets.items():
            if grid_point is None:
                varied = with_docs(data, data.docs)
            else:
                matrix, grams, removed = vectors(data, docs[name], *grid_point, args.cache)
                varied = with_docs(data, matrix)
                strip_note.append(f"{name} {grams} grams {removed:.1%}")
            fused[name], arm[name] = evaluate(varied, halves), evaluate(varied, halves, arm_only=True)
        dev = [fused[s]["dev"] for s in fused if s in DEV_SETS]
        pooled = sum(m * c for _, m, c in dev) / max(1, sum(c for _, _, c in dev))
        row = "  ".join(f"{s}: " + " ".join(cell(fused[s][h]) for h in halves) for s in fused)
        arms = "  ".join(f"{s}: " + " ".join(cell(arm[s][h]) for h in halves) for s in arm)
        print(f"{label:<40} pooled dev {pooled:.4f}  fused {row}", flush=True)
        print(f"{'':<40} semantic arm alone  {arms}  [{'; '.join(strip_note)}]", flush=True)


if __name__ == "__main__":
    main()
