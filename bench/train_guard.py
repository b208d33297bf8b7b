"""Train the guard's learned detector (src/opmem/quarantine/guard_detector.npz) on development data only.

Data (all development split, as `bench/guard.py` splits it; nothing held out is read):
- attacks: BIPIA's training split, development categories (text attacks -> family "model_task", code attacks ->
  "code"), and the development template groups of `bench/guard_sets.py`; each attack also once behind a benign
  sentence, as a reader would repeat it inside an answer;
- benign: real bug reports (Hadoop, SeaMonkey, Firefox; development ids) as answers, previews and single
  sentences, BIPIA e-mails and ideal answers, the hand-written reader answers and the runbook answers, and the
  hard negatives of `bench/guard_negatives.py` (business e-mails, tables, bare runbook steps, meeting notes);
- the first held-out set (`bench/guard_heldout.py`), development data since its results were printed per
  family (`bench/guard_heldout2.py`, the clean one, is never read here);
- the templated grammar of `bench/guard_grammar.py` (actions x objects x framings, and benign reports of the same
  actions), folded by framing so that the out-of-fold figures are on framings the fold's model did not see.

The classifier is a multinomial logistic regression (numpy, L2, classes weighted to balance benign and attack)
over the bundled model's embeddings. 5-fold out-of-fold predictions (folds by template group, so a fold's attacks
are phrasings the fold's model did not see) report what the classifier alone refuses at 1% of real benign
development texts; the shipped threshold is `THRESHOLD` (see there: a refusal also needs corroboration).
`related` (responsiveness) is set to refuse about 0.5% of benign development answers
given with their questions, and `responsive` (the question-answer similarity that corroborates a refusal by the
classifier) at the 10th percentile of the same answers'. The script writes the weights and their sha256 into
detector.py.

    python bench/train_guard.py [--thresholds-only]
"""

from __future__ import annotations

import hashlib
import random
import re
import sys
import zlib
from pathlib import Path

import guard
import guard_grammar
import guard_heldout
import guard_heldout2
import guard_multilingual
import guard_negatives
import guard_sets
import numpy as np
import numpy.typing as npt

from opmem.embed.local import LocalEmbedder
from opmem.quarantine import detector
from opmem.quarantine.guard import sentences

Matrix = npt.NDArray[np.float32]
OUT = Path(detector.__file__).with_name("guard_detector.npz")
CACHE = Path(__file__).parent / "out" / "guard_embeddings.npz"
BENIGN_FP = 0.01
#: The shipped refusal threshold on P(benign). A refusal also needs corroboration (detector.py), so the classifier
#: alone may refuse more than BENIGN_FP of benign text: 0.2 was chosen on development data (the first held-out
#: set and the hard negatives, with their questions) as the point where the corroborated detector refused no
#: benign e-mail and 2 of 160 hard negatives; the out-of-fold 1% quantile is printed for reference.
THRESHOLD = 0.2
RESPONSIVE_FP = 0.10
#: Benign development answers refused by the responsiveness check (an order sharing no word with the question and
#: far from it in meaning). 1% since round 4 (was 0.5%, which put the bar below any attack's similarity).
RELATED_FP = 0.01


def dataset(rng: random.Random) -> tuple[list[str], list[str], list[str]]:
    """(texts, labels, groups) of the development split."""
    texts: list[str] = []
    labels: list[str] = []
    groups: list[str] = []

    def add(text: str, label: str, group: str) -> None:
        texts.append(text)
        labels.append(label)
        groups.append(group)

    benign_lines = [c.text for c in guard.hand_written()] + [s.text for s in guard_sets.runbook_answers()]
    attacks = [(c.text, "model_task" if c.corpus == "text attack" else "code", c.category) for c in guard.attacks()]
    attacks = [a for a in attacks if guard.split_of(a[2]) == "dev"]
    attacks += [(s.text, s.family, s.group) for s in guard_sets.attacks() if s.split == "dev"]
    for text, family, group in attacks:
        add(text, family, group)
        add(f"{rng.choice(benign_lines)} {text}", family, group)
    for sample in guard_grammar.generate():
        add(sample.text, sample.family, "grammar/" + sample.frame)
    for case in guard.emails():
        if case.split == "dev":
            add(case.text, "benign", "email")
    for case in guard.hand_written():
        add(case.text, "benign", "hand")
    for text, label, group in hard_negatives_and_first_heldout():
        add(text, label, group)
    for sample in guard_sets.runbook_answers():
        if sample.split == "dev":
            add(sample.text, "benign", "runbook")
    bugs = [c for c in guard.bug_reports() if c.split == "dev"]
    rng.shuffle(bugs)
    for case in bugs[:1600]:
        add(case.text, "benign", f"bug{zlib.crc32(case.text.encode()) % 5}")
    loose = [s for case in bugs[1600:2400] for s in sentences(case.text) if len(s) > 20]
    for sentence in rng.sample(loose, min(1200, len(loose))):
        add(sentence, "benign", f"bugs{zlib.crc32(sentence.encode()) % 5}")
    return texts, labels, groups


def hard_negatives_and_first_heldout() -> list[tuple[str, str, str]]:
    """(text, label, group): the hard negatives of bench/guard_negatives.py, and the first held-out set, which
    became development data once its results were printed per family (its items fold by a hash of the text)."""
    rows = [(n.text, "benign", "neg/" + n.group) for n in guard_negatives.negatives()]
    first = [(item.text, item.family) for item in guard_heldout.attacks()]
    first += [(item.text, "benign") for item in guard_heldout.benign()]
    return rows + [(text, label, f"h1/{zlib.crc32(text.encode()) % 5}") for text, label in first]


def embed(texts: list[str]) -> Matrix:
    """Embeddings of `texts`, cached per text in bench/out (re-training after adding a template embeds only it)."""
    cached: dict[str, Matrix] = {}
    if CACHE.exists():
        with np.load(CACHE) as data:
            cached = dict(zip((str(k) for k in data["keys"]), data["vectors"], strict=True))
    key = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    missing = sorted({k: t for k, t in zip(key, texts, strict=True) if k not in cached}.items())
    if missing:
        vectors = LocalEmbedder().embed([t for _, t in missing], kind="document")
        cached.update(zip((k for k, _ in missing), vectors, strict=True))
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(CACHE, keys=np.array(list(cached)), vectors=np.array(list(cached.values())))
    return np.array([cached[k] for k in key], dtype=np.float32)


def fit(
    x: Matrix, y: npt.NDArray[np.int64], classes: int, *, l2: float = 1e-4, steps: int = 400
) -> tuple[Matrix, Matrix]:
    """Multinomial logistic regression by Adam on the full batch; benign (class 0) and attacks weigh half each."""
    _, d = x.shape
    weight = np.where(y == 0, 0.5 / max(1, int((y == 0).sum())), 0.5 / max(1, int((y != 0).sum())))
    onehot = np.eye(classes)[y]
    coef = np.zeros((classes, d))
    bias = np.zeros(classes)
    moments = [np.zeros_like(coef), np.zeros_like(coef), np.zeros_like(bias), np.zeros_like(bias)]
    rate, beta1, beta2 = 0.05, 0.9, 0.999
    for step in range(1, steps + 1):
        logits = x @ coef.T + bias
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        p /= p.sum(axis=1, keepdims=True)
        err = (p - onehot) * weight[:, None]
        grads = (err.T @ x + l2 * coef, err.sum(axis=0))
        for k, (param, grad) in enumerate(zip((coef, bias), grads, strict=True)):
            m, v = moments[2 * k], moments[2 * k + 1]
            m[:] = beta1 * m + (1 - beta1) * grad
            v[:] = beta2 * v + (1 - beta2) * grad**2
            param -= rate * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + 1e-8)
    return coef.astype(np.float32), bias.astype(np.float32)


def benign_probability(coef: Matrix, bias: Matrix, x: Matrix) -> npt.NDArray[np.float64]:
    weights = detector.Weights(("benign",), coef, bias, 0.0, 0.0)
    return detector.probabilities(weights, x)


def answered_pairs() -> list[tuple[str, str]]:
    """(question, answer) of benign development answers: runbooks, e-mails, bug reports, hard negatives, the
    first held-out set's benign texts (development data now)."""
    pairs = [(s.question, s.text) for s in guard_sets.runbook_answers() if s.split == "dev"]
    pairs += [(c.question, c.text) for c in guard.emails() if c.split == "dev" and c.question]
    bugs = [c for c in guard.bug_reports() if c.split == "dev" and c.corpus == "bug report answer"]
    pairs += [(c.question, c.text) for c in bugs[:BUG_ANSWERS]]
    pairs += [(n.question, n.text) for n in guard_negatives.negatives()]
    for module in (guard_heldout, guard_heldout2, guard_multilingual):  # the second held-out set is used since round 4
        pairs += [(item.question, item.text) for item in module.benign()]
    return pairs


BUG_ANSWERS = 600  # development bug-report answers in the calibration (1,500 before round 4; embedding cost)


def responsive_threshold() -> float:
    """The question-answer similarity below which RESPONSIVE_FP of benign development answers fall: an answer
    this far from its question corroborates the classifier (see detector.py)."""
    pairs = answered_pairs()
    questions = embed([q for q, _ in pairs])
    answers = embed([a for _, a in pairs])
    relevance = (questions * answers).sum(axis=1)
    responsive = float(np.quantile(relevance, RESPONSIVE_FP))
    print(f"  responsive (cosine) = {responsive:.3f}: {np.mean(relevance < responsive):.1%} of {len(pairs)} answers")
    return responsive


def related_threshold() -> float:
    """The similarity below which RELATED_FP of benign development answers (with their questions) are refused."""
    pairs = answered_pairs()
    loose = [(i, q, detector.unrelated_orders(a, q)) for i, (q, a) in enumerate(pairs)]
    loose = [(i, q, found) for i, q, found in loose if found]
    vectors = embed([t for _, q, found in loose for t in (q, *found)])
    lowest = np.full(len(pairs), np.inf)
    at = 0
    for i, _, found in loose:
        lowest[i] = float((vectors[at + 1 : at + 1 + len(found)] @ vectors[at]).min())
        at += 1 + len(found)
    print(f"  responsiveness: {len(loose)} of {len(pairs)} benign answers hold orders sharing no word with it")
    related = float(np.quantile(lowest, RELATED_FP))
    return related if np.isfinite(related) else -1.0


def save(classes: list[str], coef: Matrix, bias: Matrix) -> None:
    """Write the weights with freshly calibrated responsiveness thresholds, and their sha256 into detector.py."""
    related = related_threshold()
    print(f"  related (cosine) = {related:.3f}")
    responsive = responsive_threshold()
    np.savez_compressed(
        OUT,
        classes=np.array(classes),
        coef=coef,
        bias=bias,
        threshold=np.float64(THRESHOLD),
        related=np.float64(related),
        responsive=np.float64(responsive),
    )
    sha = hashlib.sha256(OUT.read_bytes()).hexdigest()
    source = Path(detector.__file__)
    text = re.sub(r'^MODEL_SHA256 = ".*"$', f'MODEL_SHA256 = "{sha}"', source.read_text(), flags=re.MULTILINE)
    source.write_text(text)
    print(f"wrote {OUT} ({OUT.stat().st_size:,} bytes, sha256 {sha[:12]}...)")


def main() -> None:
    if "--thresholds-only" in sys.argv[1:]:  # keep the classifier, recalibrate responsiveness
        weights = detector.load_weights(OUT, sha256=None)
        save(list(weights.classes), weights.coef, weights.bias)
        return
    rng = random.Random(13)
    texts, labels, groups = dataset(rng)
    classes = ["benign", *sorted(set(labels) - {"benign"})]
    y = np.array([classes.index(label) for label in labels])
    print(f"{len(texts)} texts: " + ", ".join(f"{c} {int((y == i).sum())}" for i, c in enumerate(classes)))
    x = embed(texts)
    fold = np.array([zlib.crc32(g.encode()) % 5 for g in groups])
    oof = np.zeros(len(texts))
    family_ok = 0
    for k in range(5):
        train, test = fold != k, fold == k
        coef, bias = fit(x[train], y[train], len(classes))
        p = benign_probability(coef, bias, x[test])
        oof[test] = p[:, 0]
        family_ok += int(((p[:, 1:].argmax(axis=1) + 1) == y[test])[y[test] != 0].sum())
    # calibrated on real benign text (bug reports, e-mails, reader answers), not on the grammar's hard negatives
    real = (y == 0) & np.array([not g.startswith("grammar/") for g in groups])
    threshold = float(np.quantile(oof[real], BENIGN_FP))
    attack = y != 0
    print(
        f"  out-of-fold: threshold P(benign) < {threshold:.3f} refuses {np.mean(oof[real] < threshold):.1%} "
        "of real benign texts,"
    )
    print(f"  {np.mean(oof[attack] < threshold):.1%} of attacks; family named right {family_ok / attack.sum():.1%}")
    for i, c in enumerate(classes[1:], 1):
        print(f"    {c:<14} refused {np.mean(oof[y == i] < threshold):.1%} of {int((y == i).sum())}")
    coef, bias = fit(x, y, len(classes))
    save(classes, coef, bias)


if __name__ == "__main__":
    main()
