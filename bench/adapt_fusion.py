"""Does an adapted semantic arm help once the fusion is fitted to it? (issue 17)

Per BEIR set, every query runs once through the engine's arms (`fusion_ablations.Replay`: the lists `recall`
fuses, without its recency tie-break: within 0.001 of `opmem eval`'s MRR on three sets, 0.008 under it on hadoop)
twice: on the bundled model, and on the set's adapted model (`bench/adapt.py --keep DIR`). Only the fusion of the
adapted arm then varies: the semantic weight (text 0.5 and fuzzy 0.1 stay) and how the semantic cosines are
normalised (min-max with a minimum spread, min-max over a fixed floor, score / top, z-score, rank-based). The
variant is chosen on the `dev` halves of jahan2023-firefox and gitbugs-hadoop only (the mean of their two dev
MRRs; today's fusion stays unless the best beats it by more than one dev query's reciprocal rank), then reported
on their `report` halves and on every query of jahan2023-mobile and gitbugs-seamonkey, with noise (one query's
reciprocal rank over the queries, 1/n) beside each delta. Usage:

    nice -n 10 python bench/adapt_fusion.py [--models /tmp/adapt-models/s0] [--cache /tmp/opmem-adapt-fusion]
        [--out bench/out/adapt_fusion.json]

`--cache` keeps each set's imported copy and its replayed lists (delete it after changing opmem's arms).
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fusion_ablations import ROOT, Replay

from opmem.embed.adapt import MANIFEST, AdaptedEmbedder, read_manifest
from opmem.evaluate import in_split
from opmem.index.text import FUZZY_MIN_SHARE, fuzzy_share
from opmem.recall.fuse import BUNDLED, Fused, FusionProfile, fuse
from opmem.settings import DEFAULT_MODEL
from opmem.types import Arm

FIT = ("jahan2023-firefox", "gitbugs-hadoop")
HELD = ("jahan2023-mobile", "gitbugs-seamonkey")
SPLITS = ("dev", "report", "all")
WEIGHTS = (0.2, 0.3, 0.4, 0.5, 0.6)
#: The normalisations tried, with their one parameter: the minimum spread of min-max, the fixed floor of
#: "floor"; score / top, z-score and rank have none.
NORMS: Sequence[tuple[str, float]] = (
    ("minmax", 0.25),
    ("minmax", 0.15),
    ("minmax", 0.4),
    ("floor", 0.3),
    ("floor", 0.5),
    ("top", 0.0),
    ("z", 0.0),
    ("rank", 0.0),
)
Fuser = Callable[[Mapping[Arm, Sequence[tuple[int, float]]]], list[Fused]]


def replay(name: str, models: Path, cache: Path, adapted: bool) -> Replay | None:
    """The set's replayed lists on the bundled model or on its adapted one (None when that was not trained)."""
    kind = "adapted" if adapted else "bundled"
    saved = cache / f"{name}-{kind}.pickle"
    if saved.is_file():
        loaded: Replay = pickle.loads(saved.read_bytes())
        return loaded
    embedding, embedders = DEFAULT_MODEL, {}
    if adapted:
        if not (models / name / MANIFEST).is_file():  # not trained (yet: the manifest is written last)
            return None
        embedder = AdaptedEmbedder(models / name, str(read_manifest(models / name)["weights_sha256"]))
        embedding, embedders = embedder.model_id, {embedder.model_id: embedder}
    made = Replay(ROOT / name, cache / f"{name}-{kind}", embedding=embedding, embedders=embedders)
    saved.write_bytes(pickle.dumps(made))
    return made


def ranks(lists: Replay, fuser: Fuser) -> list[tuple[float, float]]:
    """Per query, (hit in the top 10, reciprocal rank) as `recall` ranks it: own record and weak fuzzy-only out."""
    rows = []
    for n, q in enumerate(lists.queries):
        ranking: list[str] = []
        for f in fuser(lists.lists[n]):
            doc = lists.record[f.doc_id]
            if doc == q.id or (f.arms == ("fuzzy",) and fuzzy_share(q.text, lists.titles[doc]) < FUZZY_MIN_SHARE):
                continue
            ranking.append(doc)
            if len(ranking) == 10:
                break
        first = next((i for i, d in enumerate(ranking) if d in q.relevant), None)
        rows.append((float(first is not None), 1 / (first + 1) if first is not None else 0.0))
    return rows


def summary(lists: Replay, rows: list[tuple[float, float]]) -> dict[str, dict[str, float]]:
    out = {}
    for split in SPLITS:
        picked = [r for q, r in zip(lists.queries, rows, strict=True) if in_split(q.id, split)]  # type: ignore[arg-type]
        out[split] = {
            "queries": len(picked),
            "recall@10": round(statistics.fmean(r[0] for r in picked), 4),
            "mrr": round(statistics.fmean(r[1] for r in picked), 4),
        }
    return out


def fuser(profile: FusionProfile) -> Fuser:
    return lambda ranked: fuse(ranked, profile=profile)


def spread(lists: Replay) -> dict[str, float]:
    """How the semantic arm's cosines are spread: median top-1, top-1 minus 10th, candidates over the floor."""
    tops, gaps, above = [], [], []
    for ranked in lists.lists:
        scores = [s for _, s in ranked.get("semantic", [])]
        if len(scores) >= 10:
            tops.append(scores[0])
            gaps.append(scores[0] - scores[9])
            above.append(sum(s >= BUNDLED.cosine_floor for s in scores))
    return {
        "top1": round(statistics.median(tops), 3),
        "top1_minus_10th": round(statistics.median(gaps), 3),
        "over_floor": statistics.median(above),
    }


def fit(adapted: Mapping[str, Replay]) -> tuple[FusionProfile, list[dict[str, Any]]]:
    """The variant with the best mean dev MRR over FIT's adapted replays that exist; today's fusion stays unless
    the best beats it by more than one dev query's reciprocal rank (the mean of 1/n over those sets)."""
    tried: list[dict[str, Any]] = []
    fitted_on = [name for name in FIT if name in adapted]
    for norm, param in NORMS:
        for weight in WEIGHTS:
            profile = FusionProfile(semantic_weight=weight, norm=norm, param=param)  # type: ignore[arg-type]
            dev = {n: summary(adapted[n], ranks(adapted[n], fuser(profile)))["dev"] for n in fitted_on}
            mean = statistics.fmean(row["mrr"] for row in dev.values())
            tried.append({"profile": asdict(profile), "dev": dev, "mean": round(mean, 4)})
    today = next(t for t in tried if t["profile"] == asdict(BUNDLED))
    best = max(tried, key=lambda t: t["mean"])
    noise = statistics.fmean(1 / row["queries"] for row in today["dev"].values())
    tried.sort(key=lambda t: -t["mean"])
    for t in tried[:8]:
        print(f"dev {t['mean']:.4f}  {t['profile']}")
    print(f"today's fusion on dev {today['mean']:.4f}; one dev query's worth {noise:.4f}")
    chosen = best if best["mean"] - today["mean"] > noise else today
    return FusionProfile(**chosen["profile"]), tried


def cells(row: Mapping[str, float]) -> str:
    return f"{row['recall@10']:.3f} / {row['mrr']:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", type=Path, default=Path("/tmp/adapt-models/s0"))
    parser.add_argument("--cache", type=Path, default=Path("/tmp/opmem-adapt-fusion"))
    parser.add_argument("--out", type=Path, default=Path("bench/out/adapt_fusion.json"))
    parser.add_argument("--profile", default=None, help="report this profile (JSON) instead of fitting one")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    bundled = {name: replay(name, args.models, args.cache, adapted=False) for name in (*FIT, *HELD)}
    adapted = {name: replay(name, args.models, args.cache, adapted=True) for name in (*FIT, *HELD)}
    ready = {name: lists for name, lists in adapted.items() if lists is not None}
    if args.profile:
        chosen, tried = FusionProfile(**json.loads(args.profile)), []
    else:
        chosen, tried = fit(ready)
    fitted_on = [name for name in FIT if name in ready] if not args.profile else []
    print(f"chosen on the dev halves of {', '.join(fitted_on) or '(given)'}: {chosen}  (shipped: {BUNDLED})")
    results: dict[str, object] = {"chosen": asdict(chosen), "fitted_on": fitted_on, "tried": tried, "sets": {}}
    print(
        f"{'set':<20}{'split':<8}{'n':>6}  {'bundled today':<15}{'adapted today':<15}{'adapted fitted':<15}"
        f"{'Δ today':>9}{'Δ fitted':>9}{'noise':>8}  {'bundled fitted':<15}"
    )
    for name in (*FIT, *HELD):
        base, tuned = bundled[name], ready.get(name)
        assert base is not None
        rows = {"bundled today": summary(base, ranks(base, fuser(BUNDLED)))}
        rows["bundled fitted"] = summary(base, ranks(base, fuser(chosen)))
        if tuned is not None:
            rows["adapted today"] = summary(tuned, ranks(tuned, fuser(BUNDLED)))
            rows["adapted fitted"] = summary(tuned, ranks(tuned, fuser(chosen)))
        results["sets"][name] = {  # type: ignore[index]
            "rows": rows,
            "spread": {"bundled": spread(base), **({"adapted": spread(tuned)} if tuned else {})},
        }
        for split in ("report", "all") if name in FIT else ("all", "dev", "report"):
            before, n = rows["bundled today"][split], rows["bundled today"][split]["queries"]
            today, fitted = rows.get("adapted today", {}).get(split), rows.get("adapted fitted", {}).get(split)
            line = f"{name:<20}{split:<8}{n:>6}  {cells(before):<15}"
            if today and fitted:
                line += f"{cells(today):<15}{cells(fitted):<15}"
                line += f"{today['mrr'] - before['mrr']:>+9.3f}{fitted['mrr'] - before['mrr']:>+9.3f}"
            else:
                line += f"{'(no model)':<30}{'':>18}"
            print(f"{line}{1 / n:>8.4f}  {cells(rows['bundled fitted'][split]):<15}")
        print(f"{'':<20}spread of semantic cosines: {results['sets'][name]['spread']}")  # type: ignore[index]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}, load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
