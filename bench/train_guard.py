"""Train the guard's learned detector (src/opmem/quarantine/guard_detector.npz) on development data only.

Data: every development source of `bench/guard_train_data.py` (BIPIA's training split, `guard_sets.py`'s
development groups and reader answers, the grammar, the hard negatives, development bug reports, the first five
held-out sets, the multilingual items, `bench/guard_written.py` and `bench/guard_written2.py`). The sixth
held-out set (run once, blind, at the end of round 6) is development data now: it is left out in turn in the
LOSO table, but the shipped linear model was trained before it was (its sources stay `ALL_SOURCES`); so is the
seventh (round 8's folds). The eighth (blind) is never read.

The classifier is a multinomial logistic regression (numpy, L2, benign and attacks weigh half each) over the
bundled model's embedding of the text and, in the shipped variant, hashed word n-grams of the text
(`detector.hashed`: words, word pairs, four-letter word stems). A refusal needs corroboration (detector.py);
the refusal threshold is `THRESHOLD`. `related` (responsiveness) is set to refuse `RELATED_FP` of benign
development answers given with their questions, and `responsive` at their `RESPONSIVE_FP` quantile.

Generalisation is measured by **leaving one source out**: for each earlier held-out set, a model is trained the
same way on every other source (thresholds recalibrated without it) and the guard (rules + that detector) is run
on the left-out set at the shipped threshold, per family and benign kind. `current` is the recipe of the model
shipped before round 6 (its data: no heldout4/5 or guard_written2, word n-grams); `after` is the shipped recipe,
also printed at another threshold and without the unrelated-order refusal (`related` off), to show the
trade-offs. Training the model shipped takes all sources. The script writes the weights and their sha256 into
detector.py.

    python bench/train_guard.py [--loso-only] [--thresholds-only] [--policy-only] [--variants] [--held=heldout3 ...]

The weights written carry the fine-tuned guard model's refusal thresholds (`FT_THRESHOLD`, `FT_UNCUED`: the shipped
classifier is that model, round 7); `--policy-only` writes only them.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from types import ModuleType

import guard
import guard_train_data as data
import numpy as np
import numpy.typing as npt

from opmem.embed.local import LocalEmbedder
from opmem.quarantine import detector
from opmem.quarantine.guard import Verdict, check_answer, check_preview

Matrix = npt.NDArray[np.float32]
OUT = Path(detector.__file__).with_name("guard_detector.npz")
CACHE = Path(__file__).parent / "out" / "guard_embeddings.npz"
#: Left-out models, by a hash of their training rows and recipe: printing the table again does not retrain them.
TRAINED = Path(__file__).parent / "out" / "guard_loso"
#: The shipped refusal threshold on P(benign). A refusal also needs corroboration (detector.py); 0.2 was chosen in
#: round 3 on development data and is kept, so that before and after are compared at the same point.
THRESHOLD = 0.2
#: The refusal thresholds on the fine-tuned guard model's P(benign) written into the shipped weights (which give the
#: thresholds; the linear LOSO above keeps THRESHOLD and UNCUED): chosen in round 8 on heldout7 and heldout6 left out
#: (`bench/guard_policy.py`, README).
FT_THRESHOLD = 0.5
FT_UNCUED = 0.2
RESPONSIVE_FP = 0.10
#: Benign development answers refused by the responsiveness check (an order sharing no word with the question and
#: far from it in meaning).
RELATED_FP = 0.01


@dataclass(frozen=True)
class Variant:
    name: str
    sources: tuple[str, ...]
    grams: bool  # hashed n-gram features beside the embedding
    embedding: bool = True  # False: n-grams only (no model call; a candidate for previews)
    chars: bool = False  # character four-grams beside the word n-grams
    uncued: float = 0.0  # refuse an answer with no instruction cue below this P(benign) (0: never read it)
    unrelated: bool = True  # refuse an order unrelated to the question (False: `related` -1, never)
    l2: float = 1e-4
    l2_grams: float = 1e-3
    steps: int = 400


#: The sources the previous model trained on (`before`) and the shipped model's (`after`); see guard_train_data.
OLD_SOURCES = ("bipia", "sets", "grammar", "negatives", "bugs", "heldout1")
SHIPPED_SOURCES = (*OLD_SOURCES, "heldout2", "heldout3", "multilingual", "written")
ALL_SOURCES = (*SHIPPED_SOURCES, "heldout4", "heldout5", "written2")
BEFORE = Variant("before", OLD_SOURCES, grams=False)
CURRENT = Variant("current", SHIPPED_SOURCES, grams=True, steps=150)
#: An answer with no instruction cue is refused below this P(benign) (half the cued threshold; chosen in round 6 on
#: heldout5 left out: 8 of its 41 uncued attacks and none of its 167 uncued benign answers fall below it).
UNCUED = 0.1
AFTER = Variant("after", ALL_SOURCES, grams=True, steps=150, uncued=UNCUED, unrelated=False)
LEXICAL = Variant("n-grams only", ALL_SOURCES, grams=True, embedding=False, steps=150)  # for previews: no model call
VARIANTS = (
    BEFORE,
    CURRENT,
    Variant("all data, embedding", ALL_SOURCES, grams=False),
    Variant("before data, +n-grams", OLD_SOURCES, grams=True, steps=150),
    AFTER,
    LEXICAL,
)
#: Other refusal thresholds printed for the shipped recipe, to show the trade-off.
OTHER_THRESHOLDS = (0.3,)


_MEMORY: dict[str, Matrix] = {}  # the cache file, read once per process


def embed(texts: list[str]) -> Matrix:
    """Embeddings of `texts`, cached per text in bench/out (re-training after adding a template embeds only it)."""
    cached = _MEMORY
    if not cached and CACHE.exists():
        with np.load(CACHE) as stored:
            cached.update(zip((str(k) for k in stored["keys"]), stored["vectors"], strict=True))
    key = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    missing = sorted({k: t for k, t in zip(key, texts, strict=True) if k not in cached}.items())
    if missing:
        vectors = LocalEmbedder().embed([t for _, t in missing], kind="document")
        cached.update(zip((k for k, _ in missing), vectors, strict=True))
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        partial = CACHE.with_name(f"{CACHE.stem}.{os.getpid()}.npz")  # written whole, then renamed: runs may overlap
        np.savez_compressed(partial, keys=np.array(list(cached)), vectors=np.array(list(cached.values())))
        partial.replace(CACHE)
    return np.array([cached[k] for k in key], dtype=np.float32)


class Grams:
    """The hashed n-grams of many texts as a sparse matrix in coordinate lists, for training in numpy."""

    def __init__(self, texts: Sequence[str], *, chars: bool = False) -> None:
        buckets = [detector.hashed(t, chars=chars) for t in texts]
        lengths = np.array([len(b) for b in buckets])
        self.n = len(texts)
        self.rows = np.repeat(np.arange(self.n), lengths)
        self.cols = np.concatenate(buckets)
        self.vals = np.repeat(1 / np.sqrt(np.maximum(lengths, 1)), lengths).astype(np.float32)
        self.starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        self.empty = lengths == 0
        by_col = np.argsort(self.cols, kind="stable")
        self.col_rows, self.col_vals = self.rows[by_col], self.vals[by_col, None]
        self.used, self.col_starts = np.unique(self.cols[by_col], return_index=True)

    def logits(self, grams: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        summed = np.add.reduceat(grams[:, self.cols] * self.vals, self.starts, axis=1).T
        summed[self.empty] = 0.0
        return summed

    def gradient(self, err: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        parts = err[self.col_rows] * self.col_vals
        full = np.zeros((err.shape[1], detector.HASH_DIMS), dtype=np.float32)
        full[:, self.used] = np.add.reduceat(parts, self.col_starts, axis=0).T
        return full


def fit(
    x: Matrix, grams: Grams | None, y: npt.NDArray[np.int64], classes: int, variant: Variant
) -> tuple[Matrix, Matrix, Matrix | None]:
    """Multinomial logistic regression by Adam on the full batch; benign (class 0) and attacks weigh half each."""
    _, d = x.shape
    weight = np.where(y == 0, 0.5 / max(1, int((y == 0).sum())), 0.5 / max(1, int((y != 0).sum())))
    weight = weight.astype(np.float32)
    onehot = np.eye(classes, dtype=np.float32)[y]
    params = [np.zeros((classes, d), np.float32), np.zeros(classes, np.float32)]
    if grams is not None:
        params.append(np.zeros((classes, detector.HASH_DIMS), np.float32))
    moments = [(np.zeros_like(p), np.zeros_like(p)) for p in params]
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for step in range(1, variant.steps + 1):
        logits = x @ params[0].T + params[1]
        if grams is not None:
            logits += grams.logits(params[2])
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        err = (p - onehot) * weight[:, None]
        grads = [err.T @ x + variant.l2 * params[0], err.sum(axis=0)]
        if grams is not None:
            grads.append(grams.gradient(err) + variant.l2_grams * params[2])
        for param, grad, (m, v) in zip(params, grads, moments, strict=True):
            m[:] = beta1 * m + (1 - beta1) * grad
            v[:] = beta2 * v + (1 - beta2) * grad**2
            param -= rate * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + 1e-8)
    return params[0], params[1], (params[2] if grams is not None else None)


def calibrate(rows: list[data.Row]) -> tuple[float, float]:
    """(related, responsive) from the benign rows that come with their question (see the module docstring)."""
    pairs = [(r.question, r.text) for r in rows if r.label == "benign" and r.question]
    questions, answers = embed([q for q, _ in pairs]), embed([a for _, a in pairs])
    responsive = float(np.quantile((questions * answers).sum(axis=1), RESPONSIVE_FP))
    loose = [(i, detector.unrelated_orders(a, q)) for i, (q, a) in enumerate(pairs)]
    loose = [(i, found) for i, found in loose if found]
    lowest = np.full(len(pairs), np.inf)
    if loose:
        vectors = embed([t for _, found in loose for t in found])
        at = 0
        for i, found in loose:
            lowest[i] = float((vectors[at : at + len(found)] @ questions[i]).min())
            at += len(found)
    related = float(np.quantile(lowest, RELATED_FP))
    return (related if np.isfinite(related) else -1.0), responsive


def train(rows: list[data.Row], variant: Variant, *, verbose: bool = False) -> detector.Weights:
    """Weights fitted on `rows`; attacks of unknown family are named by an embedding model fitted without them."""
    classes = ["benign", *sorted({r.label for r in rows} - {"benign", "attack"})]
    x_all = embed([r.text for r in rows]) if variant.embedding else np.zeros((len(rows), 0), np.float32)
    grams_all = Grams([r.text for r in rows], chars=variant.chars) if variant.grams else None
    y = np.array([classes.index(r.label) if r.label != "attack" else -1 for r in rows])
    if (y < 0).any():
        keep = y >= 0
        vectors = embed([r.text for r in rows])
        coef, bias, _ = fit(vectors[keep], None, y[keep], len(classes), replace(variant, steps=200))
        p = detector.probabilities(detector.Weights(tuple(classes), coef, bias, THRESHOLD, 0.0), vectors[~keep])
        y[~keep] = p[:, 1:].argmax(axis=1) + 1
    if verbose:
        print(f"  {len(rows)} texts: " + ", ".join(f"{c} {int((y == i).sum())}" for i, c in enumerate(classes)))
    coef, bias, grams = fit(x_all, grams_all, y, len(classes), variant)
    related, responsive = calibrate(rows)
    weights = detector.Weights(tuple(classes), coef, bias, THRESHOLD, related, responsive, grams, variant.chars)
    return policy(weights, variant)


def policy(weights: detector.Weights, variant: Variant) -> detector.Weights:
    """The variant's refusal policy on trained weights: the uncued threshold, the unrelated-order refusal on or off."""
    return replace(weights, uncued=variant.uncued, related=weights.related if variant.unrelated else -1.0)


_RULES: dict[tuple[bool, str, str], Verdict] = {}


def verdict(case: guard.Case, reviewer: detector.Detector | None) -> Verdict:
    """What `guard.judge` returns, with the rules' verdict remembered across models."""
    preview = guard.is_preview(case) or case.corpus.endswith("(preview, detector)")
    key = (preview, case.text, case.question)
    if key not in _RULES:
        _RULES[key] = (
            check_preview(case.text, detector=None, vouch=None)
            if preview
            else check_answer(case.text, question=case.question or None, detector=None)
        )
    ruled = _RULES[key]
    if not ruled.allowed or reviewer is None:
        return ruled
    if case.corpus.endswith("(preview, detector)"):
        return reviewer.review(case.text, preview=True)
    return reviewer.review(case.text, question=case.question or None)


def primed(cases: list[guard.Case], weights: detector.Weights) -> detector.Detector:
    texts = {c.text for c in cases}
    for c in cases:
        if c.question:
            texts.update([c.question, *detector.unrelated_orders(c.text, c.question)])
    ordered = sorted(texts)
    return detector.Detector(guard.Primed(dict(zip(ordered, embed(ordered), strict=True))), weights)


CORPORA = {
    "heldout attack": "attacks refused as answers",
    "heldout attack (unrelated question)": "... given an unrelated question",
    "heldout attack (preview, detector)": "... as previews with the detector",
    "heldout benign answer": "benign answers wrongly refused",
    "heldout benign (preview, detector)": "benign previews with the detector",
}


def evaluate(module: ModuleType, weights: detector.Weights | None) -> dict[str, dict[str, tuple[int, int]]]:
    """corpus -> family/kind (and "all") -> (refused, total) for the guard on a held-out module."""
    cases = [c for c in guard.heldout_cases(module) if c.corpus in CORPORA]
    reviewer = primed(cases, weights) if weights is not None else None
    out: dict[str, dict[str, tuple[int, int]]] = {}
    for corpus in CORPORA:
        chosen = [c for c in cases if c.corpus == corpus]
        refused = {id(c): not verdict(c, reviewer).allowed for c in chosen}
        per = {k: (sum(refused[id(c)] for c in chosen if c.category == k), 0) for k in {c.category for c in chosen}}
        per = {k: (r, sum(c.category == k for c in chosen)) for k, (r, _) in per.items()}
        out[corpus] = dict(sorted(per.items())) | {"all": (sum(refused.values()), len(chosen))}
    return out


def loso(variants: Sequence[Variant], held: Sequence[str] = tuple(data.HELD)) -> None:
    """Leave one source out: train without each earlier held-out set, run the guard on it (see the docstring)."""
    for name in held:
        module = data.HELD[name]
        print(f"left out: {name} (guard = rules + a detector trained without it; threshold {THRESHOLD})")
        results = {"rules only": evaluate(module, None)}
        for variant in variants:
            rows = data.dataset(tuple(s for s in variant.sources if s != name))
            weights = trained(rows, variant)
            results[variant.name] = evaluate(module, weights)
            for threshold in OTHER_THRESHOLDS if variant is AFTER else ():
                results[f"{variant.name} at {threshold}"] = evaluate(module, replace(weights, threshold=threshold))
            if variant is AFTER:
                results[f"{variant.name}, no uncued"] = evaluate(module, replace(weights, uncued=0.0))
                weighed = trained(rows, replace(variant, unrelated=True))
                results[f"{variant.name} + unrelated-order"] = evaluate(module, weighed)
        names = list(results)
        print("  " + f"{'':<44}" + "".join(f"{n[:22]:>23} " for n in names))
        for corpus, label in CORPORA.items():
            for key in results["rules only"][corpus]:
                cells = [results[n][corpus][key] for n in names]
                text = "".join(f"{f'{r}/{t}':>14} {100 * r / t:>6.1f}% " for r, t in cells)
                print(f"  {(label if key == 'all' else '  ' + key):<44}{text}")
        sys.stdout.flush()


def write(weights: detector.Weights, path: Path) -> None:
    arrays = {"grams": weights.grams} if weights.grams is not None else {}
    np.savez_compressed(
        path,
        classes=np.array(weights.classes),
        coef=weights.coef,
        bias=weights.bias,
        threshold=np.float64(weights.threshold),
        related=np.float64(weights.related),
        responsive=np.float64(weights.responsive),
        chars=np.bool_(weights.chars),
        uncued=np.float64(weights.uncued),
        **arrays,
    )


def trained(rows: list[data.Row], variant: Variant) -> detector.Weights:
    """`train(rows, variant)`, remembered in bench/out by a hash of the rows and the recipe (not its name)."""
    recipe = repr(replace(variant, name="", sources=(), uncued=0.0, unrelated=True))
    recipe += repr([(r.text, r.label, r.group, r.question) for r in rows])
    path = TRAINED / f"{hashlib.sha256(recipe.encode()).hexdigest()[:24]}.npz"
    if path.exists():
        return policy(detector.load_weights(path, sha256=None), variant)
    weights = train(rows, replace(variant, uncued=0.0, unrelated=True))  # remembered without the policy
    TRAINED.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f"{path.stem}.{os.getpid()}.npz")
    write(weights, partial)
    partial.replace(path)
    return policy(weights, variant)


def save(weights: detector.Weights) -> None:
    """Write the weights and their sha256 into detector.py."""
    write(weights, OUT)
    sha = hashlib.sha256(OUT.read_bytes()).hexdigest()
    source = Path(detector.__file__)
    text = re.sub(r'^MODEL_SHA256 = ".*"$', f'MODEL_SHA256 = "{sha}"', source.read_text(), flags=re.MULTILINE)
    source.write_text(text)
    print(f"  related (cosine) {weights.related:.3f}, responsive (cosine) {weights.responsive:.3f}")
    print(f"wrote {OUT} ({OUT.stat().st_size:,} bytes, sha256 {sha[:12]}...)")


def main() -> None:
    args = sys.argv[1:]
    rows = data.dataset(AFTER.sources)
    if "--policy-only" in args:  # keep the classifier and responsiveness, write the fine-tuned model's thresholds
        save(replace(detector.load_weights(OUT, sha256=None), threshold=FT_THRESHOLD, uncued=FT_UNCUED))
        return
    if "--thresholds-only" in args:  # keep the classifier, recalibrate responsiveness, apply the policy
        weights = detector.load_weights(OUT, sha256=None)
        related, responsive = calibrate(rows)
        save(replace(policy(replace(weights, related=related, responsive=responsive), AFTER), threshold=FT_THRESHOLD,
                     uncued=FT_UNCUED))  # fmt: skip
        return
    held = [a.removeprefix("--held=") for a in args if a.startswith("--held=")] or list(data.HELD)
    loso(VARIANTS if "--variants" in args else (CURRENT, AFTER), held)
    if "--loso-only" in args:
        return
    print("training the shipped model on every development source")
    save(replace(train(rows, AFTER, verbose=True), threshold=FT_THRESHOLD, uncued=FT_UNCUED))


if __name__ == "__main__":
    main()
