"""The learned half of the answer guard: a small classifier over the bundled model's embeddings, and responsiveness.

`guard_detector.npz` (shipped beside this file, checked against `MODEL_SHA256`) holds a multinomial logistic
regression over the all-MiniLM-L6-v2 sentence embedding of a text and the text's hashed word n-grams (`hashed`:
words, word pairs and four-letter word stems, in `HASH_DIMS` buckets; numpy only): one class for benign text and
one per injection family (see `FAMILIES`). `bench/train_guard.py` trains it at build time on development data
only (BIPIA's training split, the sets and held-out sets it lists) and measures it by leaving one source out;
`threshold` is the probability of "benign" below which a text is refused. A refusal names the attack family
with the highest probability.

The classifier shipped is the fine-tuned guard model (`guard_model.py`: the bundled model with its top
layers and a head trained on the same data, which reads the text itself; round 7, docs/measured/guard.md): it
replaced the linear one because it refused more attacks on every left-out held-out set at the same benign cost.
The linear weights still give the refusal thresholds and the responsiveness check, and classify when a `Detector`
is built without a model (the benches' comparisons).

Corroboration: business e-mails, tables and runbook steps can read like an injection, so a refusal from the
classifier needs a second signal: a cue that the text tells its reader to do something (`cues.detector_cue`:
an order, a request, the reader addressed) and, when the question is known, that the answer does not answer
it (cosine similarity of question and answer below `responsive`). An answer with no cue is refused only below the
stricter `Weights.uncued`; the question is embedded only when the classifier or the responsiveness check needs it.

Previews (`previews.Previews`, its own module since round 15): a text shown with no question (a file's part or name;
a record's text where its verdicts are stored) has no question to corroborate a finding. Since round 12 a preview with
no cue is read too and refused below the much stricter `Previews.uncued` (0.3 against 0.5 with a cue); since round 13
a runbook or code finding refuses a preview only below `Previews.steps` (0.02); since round 15 no finding at or above
`Previews.clear` refuses one, whatever its family; since round 38 a preview whose markup is plain HTML is refused only
if the text it renders is refused too (`Previews.rendered`, `rendered.plain`).

Responsiveness: an answer must answer its question. A sentence of the answer that gives an order or makes a
request (`orders.order`: not reported speech) and shares no word stem with the question is embedded with the
question; if their cosine similarity is below `related` (also set by the training script) the answer carries an
action unrelated to the question and is refused. The shipped weights turn it off (`related` = -1): on every
left-out held-out set it refused only benign answers beyond the rules' (docs/measured/guard.md, round 6).

Overturn (round 8): the rules' wrong refusals are most of the guard's benign cost (requests to a human reader in
e-mails, FAQ and support replies, runbook steps). When every rule that refuses a text is one of
`guard.OVERTURNABLE`, the classifier may lift the refusal (`vouches`): P(benign) at least `OVERTURN` and, for an
answer, its question known and the answer close to it (cosine >= `responsive`); a preview has no question. Never
for the rules that guard what must never be relayed. Since round 14 a text shaped as a letter or minutes
(`shapes.letter`) needs only `OVERTURN_LETTERS`: its requests are its writer's to a person. Since round 43c an
answer refused by the AI addressed or an order in tags (`guard.STRICT`) may be lifted too, at that rule's threshold
(`least`) and with no letter discount; never a preview.

Vectors are remembered per text (a small LRU), so a question asked again, or a quote checked twice, is not
embedded twice.

The model is loaded once per process (`bundled_detector()`); `OPMEM_GUARD_MODEL=off` turns the learned checks
off (the rules still run), which the unit tests do for speed.
"""

from __future__ import annotations

import hashlib
import itertools
import logging
import os
import re
import threading
import zlib
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Protocol

import numpy as np
import numpy.typing as npt

from opmem.embed.base import Embedder, EmbeddingError
from opmem.index.analysis import stems
from opmem.quarantine import orders, rendered, shapes
from opmem.quarantine.cues import detector_cue, letter_to_person
from opmem.quarantine.guard import ALLOWED, Verdict, normalise, sentences
from opmem.quarantine.previews import PREVIEWS, Previews, pieces
from opmem.quarantine.views import normalise_as_trained

MODEL_FILE = Path(__file__).with_name("guard_detector.npz")
MODEL_SHA256 = "c9c1bd2716e420c3da97482de4f2e0b1677dfb0f5060e3489aa1f8d8d2f34e04"
#: P(benign) at or above which the classifier may lift a refusal by an overturnable rule (`guard.OVERTURNABLE`) of an
#: answer close to its question, or of a preview. Calibrated on left-out folds (`bench/guard_policy.py`,
#: docs/measured/guard.md): the highest P(benign) that the shipped recipe trained without one fold gave any attack of
#: that fold that only overturnable rules refuse, the higher of the two folds' (round 8, heldout6/7: 0.936 and 0.930;
#: round 10, heldout9/8: 0.9777 and 0.560).
OVERTURN = 0.978
#: The same for a text shaped as a letter or minutes (`shapes.letter`; round 14, docs/measured/guard.md): their
#: requests are the writer's to a person, and no letter-shaped attack of heldout10-12 or the development corpora that
#: only overturnable rules refuse reads above 0.63 (the highest, heldout11: 0.621).
OVERTURN_LETTERS = 0.9
MAX_ORDERS = 3  # order sentences embedded per answer for the responsiveness check
CACHE_SIZE = 512  # texts whose vectors a detector remembers
HASH_DIMS = 1 << 14  # buckets of the hashed word n-gram features
_WORD = re.compile(r"[^\W_]+|[^\w\s]")

FAMILIES: dict[str, str] = {
    "addressed": "a message addressed to the AI",
    "header": "a fake system, admin or TODO header",
    "tagged": "an instruction wrapped in tags",
    "ignore": "an order to ignore the reader's instructions",
    "world_action": "a request to act on the world",
    "runbook_order": "an operational order",
    "model_task": "a new task for the reader",
    "code": "code to run or to include",
}
_FUNCTION_WORDS = (
    "how what when where which who whom whose why do does did can could should would will i we you my our your me "
    "us file document say page section tell show give list"
)
_FUNCTION_STEMS = frozenset(stem for word in _FUNCTION_WORDS.split(" ") for stem in stems(word))


class DetectorError(Exception):
    """The detector's weights are missing or do not match their checksum."""


@dataclass(frozen=True)
class Finding:
    family: str  # "benign" or one of FAMILIES
    benign: float  # probability of the benign class
    probability: float  # probability of `family`


@dataclass(frozen=True)
class Weights:
    classes: tuple[str, ...]
    coef: npt.NDArray[np.float32]  # classes x dimensions
    bias: npt.NDArray[np.float32]
    threshold: float  # refuse when P(benign) < threshold
    related: float  # an order is unrelated to the question below this cosine similarity
    responsive: float = -1.0  # an answer does not answer its question below this cosine similarity
    grams: npt.NDArray[np.float32] | None = None  # classes x HASH_DIMS: weights of the hashed word n-grams
    chars: bool = False  # the n-grams include character four-grams (`hashed(chars=True)`)
    uncued: float = 0.0  # an answer with no instruction cue is refused when P(benign) is below this (0: never read)


def load_weights(path: Path = MODEL_FILE, sha256: str | None = MODEL_SHA256) -> Weights:
    try:
        blob = path.read_bytes()
    except OSError as exc:
        raise DetectorError(f"The guard's detector weights are missing at {path}; reinstall opmem.") from exc
    if sha256 is not None and hashlib.sha256(blob).hexdigest() != sha256:
        raise DetectorError(f"The guard's detector weights at {path} do not match their checksum; reinstall opmem.")
    with np.load(path) as data:
        return Weights(
            classes=tuple(str(c) for c in data["classes"]),
            coef=data["coef"].astype(np.float32),
            bias=data["bias"].astype(np.float32),
            threshold=float(data["threshold"]),
            related=float(data["related"]),
            responsive=float(data["responsive"]),
            grams=data["grams"].astype(np.float32) if "grams" in data.files else None,
            chars=bool(data["chars"]) if "chars" in data.files else False,
            uncued=float(data["uncued"]) if "uncued" in data.files else 0.0,
        )


def hashed(text: str, *, chars: bool = False) -> npt.NDArray[np.int64]:
    """The buckets of a text's words, word pairs and word-initial four-letter stems (lower-cased, accents kept):
    the lexical half of the classifier, which holds on misspellings and languages the embedding model reads
    poorly. With `chars`, also the character four-grams of each word with its boundaries ("<wire>" gives
    "<wir", "wire", "ire>"), which carry inflected words and leetspeak the word features miss."""
    words = _WORD.findall(normalise_as_trained(text))  # the form the model learned from (round 50f)
    grams = [*words, *(f"{a} {b}" for a, b in itertools.pairwise(words)), *(f"{w[:4]}~" for w in words)]
    if chars:
        grams += [f"#{g}" for w in words if len(w) > 3 for g in _fours(f"<{w}>")]
    return np.unique(np.fromiter((zlib.crc32(g.encode()) for g in grams), np.int64, len(grams)) % HASH_DIMS)


def _fours(word: str) -> list[str]:
    return [word[i : i + 4] for i in range(len(word) - 3)]


def gram_logits(weights: Weights, texts: Sequence[str]) -> npt.NDArray[np.float64]:
    """The n-gram part of the logits (texts x classes): each text's buckets, weighed 1/sqrt(count)."""
    result = np.zeros((len(texts), len(weights.classes)))
    if weights.grams is not None:
        for i, text in enumerate(texts):
            buckets = hashed(text, chars=weights.chars)
            if len(buckets):
                result[i] = weights.grams[:, buckets].sum(axis=1) / np.sqrt(len(buckets))
    return result


def probabilities(
    weights: Weights, vectors: npt.NDArray[np.float32], texts: Sequence[str] | None = None
) -> npt.NDArray[np.float64]:
    logits = vectors.astype(np.float64) @ weights.coef.T.astype(np.float64) + weights.bias
    if weights.grams is not None:
        if texts is None:
            raise ValueError("these weights read the texts as well as their vectors")
        logits += gram_logits(weights, texts)
    logits -= logits.max(axis=1, keepdims=True)
    exp = np.exp(logits)
    result: npt.NDArray[np.float64] = exp / exp.sum(axis=1, keepdims=True)
    return result


def _content(text: str) -> set[str]:
    return set(stems(text)) - _FUNCTION_STEMS


def unrelated_orders(answer: str, question: str) -> list[str]:
    """Sentences of the answer that order or request something and share no content word with the question."""
    wanted = _content(question)
    return [s for s in sentences(answer) if orders.order(s) and not (_content(s) & wanted)][:MAX_ORDERS]


def _refusal(finding: Finding) -> Verdict:
    reason = f"the text reads as {FAMILIES[finding.family]} (learned detector, {finding.probability:.0%})"
    return Verdict(False, reason, "learned_detector")


class Classifier(Protocol):
    """Class probabilities of texts read whole (`guard_model.GuardModel`: the fine-tuned model)."""

    classes: tuple[str, ...]

    def __call__(self, texts: Sequence[str]) -> npt.NDArray[np.float64]: ...


class Detector:
    """Classifies an answer and checks that its orders relate to the question.

    The classifier is the linear one of `weights` over the answer's embedding, or `model` (which reads the text
    itself) when given; `weights` always give the thresholds and the responsiveness check."""

    def __init__(
        self,
        embedder: Embedder,
        weights: Weights,
        model: Classifier | None = None,
        *,
        overturn: float = OVERTURN,
        previews: Previews = PREVIEWS,
        overturn_letters: float = OVERTURN_LETTERS,
    ) -> None:
        self._embedder = embedder
        self.weights = weights
        self.model = model
        self.overturn = overturn
        self.overturn_letters = min(overturn, overturn_letters) if overturn <= 1.0 else overturn
        self.previews = previews
        self._cache: OrderedDict[str, npt.NDArray[np.float32]] = OrderedDict()
        self._read: OrderedDict[str, npt.NDArray[np.float64]] = OrderedDict()  # the model's rows, per text
        self._lock = threading.Lock()

    def classify(self, vectors: npt.NDArray[np.float32], texts: Sequence[str] | None = None) -> list[Finding]:
        if self.model is not None:
            if texts is None:
                raise ValueError("the guard model reads the texts, not their vectors")
            classes, rows = self.model.classes, self._model_rows(self.model, texts)
        else:
            classes, rows = self.weights.classes, probabilities(self.weights, vectors, texts)
        found: list[Finding] = []
        benign_index = classes.index("benign")
        for row in rows:
            attack = max((i for i in range(len(row)) if i != benign_index), key=lambda i: row[i])
            family = "benign" if row[benign_index] >= self.weights.threshold else classes[attack]
            found.append(Finding(family, float(row[benign_index]), float(row[attack])))
        return found

    def _model_rows(self, model: Classifier, texts: Sequence[str]) -> npt.NDArray[np.float64]:
        """The guard model's probabilities of `texts`, remembered for the last `CACHE_SIZE` texts: the overturn
        (`vouches`) and the review read the same answer, and the model runs once for both."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._read))
        fresh = dict(zip(missing, model(missing), strict=True)) if missing else {}
        with self._lock:
            rows = [fresh[t] if t in fresh else self._read.get(t) for t in texts]
            self._read.update(fresh)
            for text in texts:
                if text in self._read:
                    self._read.move_to_end(text)
            while len(self._read) > CACHE_SIZE:
                self._read.popitem(last=False)
        if any(row is None for row in rows):  # evicted by another thread meanwhile: read again, uncached
            return model(texts)
        return np.array(rows, dtype=np.float64)

    def _embed(self, texts: list[str]) -> npt.NDArray[np.float32]:
        """Vectors of `texts`, remembered for the last `CACHE_SIZE` distinct texts. Each text is embedded on its
        own: a short question padded to a long answer's length would cost as much as the answer."""
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        fresh = {text: self._embedder.embed([text], kind="document")[0] for text in missing}
        with self._lock:
            rows = [fresh[t] if t in fresh else self._cache.get(t) for t in texts]
            for text, vector in fresh.items():
                self._cache[text] = vector
            for text in texts:
                self._cache.move_to_end(text)
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        if any(row is None for row in rows):  # evicted by another thread meanwhile: embed again, uncached
            return self._embedder.embed(texts, kind="document")
        return np.array(rows, dtype=np.float32)

    def _flags(self, finding: Finding, *, cued: bool) -> bool:
        """Whether the classifier's finding refuses an answer: below `threshold` with an instruction cue, below the
        stricter `uncued` without one."""
        return finding.family != "benign" if cued else finding.benign < self.weights.uncued

    def review(self, answer: str, *, question: str | None = None, preview: bool = False) -> Verdict:
        """Refuse an answer the classifier reads as an injection (corroborated), or one carrying an order that is
        unrelated to its question. A letter to a person is not classified (its requests are to its addressee). An
        answer with no instruction cue is read only when the weights set `uncued`, and refused only below that
        stricter threshold. A preview is judged by `_preview` (`previews.Previews`: the runbook and code families
        refuse only below `steps`, since bare steps read that way, and no family at or above `clear`)."""
        flat = normalise(answer)
        cued = detector_cue(flat, sentences(answer))
        if preview:
            return self._preview(answer, flat, cued)
        if not cued and self.weights.uncued <= 0.0:
            return ALLOWED  # nothing tells the reader to do anything: no order to weigh, nothing to corroborate
        loose = unrelated_orders(answer, question) if question else []
        classify = not letter_to_person(flat)
        if not (classify or loose):
            return ALLOWED
        # n-grams only, or the guard model: the text is classified without its embedding
        lexical = self.model is not None or self.weights.coef.shape[1] == 0
        try:
            vector = np.zeros(0, dtype=np.float32) if lexical else self._embed([answer])[0]
            finding = self.classify(vector[None, :], [answer])[0]
            flagged = classify and self._flags(finding, cued=cued)
            if not (flagged or loose):
                return ALLOWED  # the question is embedded only when there is something to weigh against it
            context = self._embed([question, *loose]) if question else None
            if lexical and context is not None:
                vector = self._embed([answer])[0]
        except EmbeddingError:  # fail closed: an answer the detector could not read is not shown
            return Verdict(False, "the guard's detector could not read the answer", "learned_detector")
        off_topic = context is None or float(context[0] @ vector) < self.weights.responsive
        if flagged and off_topic:
            return _refusal(finding)
        if context is not None and loose and float((context[1:] @ context[0]).min()) < self.weights.related:
            return Verdict(False, "the answer carries an order unrelated to the question", "unrelated_order")
        return ALLOWED

    def _limit(self, finding: Finding, *, cued: bool, letter: bool) -> float:
        """The P(benign) below which a preview's finding refuses (`previews.Previews`); 0 when it never does."""
        return self.previews.limit(finding.family, cued=cued, letter=letter, threshold=self.weights.threshold)

    def _preview(self, text: str, flat: str, cued: bool) -> Verdict:
        """A preview (no question): the whole text read when `_limit` can refuse it, then, with `Previews.lines`,
        each line or sentence of several that carries a cue, at most at that stricter threshold."""
        letter = letter_to_person(flat)
        whole = [text] if (self.previews.letters if letter else 1.0 if cued else self.previews.uncued) > 0 else []
        several = pieces(text) if self.previews.lines else []
        parts = [p for p in several if detector_cue(normalise(p), sentences(p))] if len(several) > 1 else []
        if not (whole or parts):
            return ALLOWED  # nothing tells the reader to do anything, and nothing else is read: no model call
        try:
            found = self._read_texts([*whole, *parts])
        except EmbeddingError:
            return Verdict(False, "the guard's detector could not read the answer", "learned_detector")
        limit = self._limit(found[0], cued=cued, letter=letter) if whole else 0.0
        changelog = shapes.changelog(text)
        if limit and found[0].benign < self.previews.capped(limit, changelog=changelog):
            try:
                if not self._renders_benign(text, cued=cued, letter=letter, changelog=changelog):
                    return _refusal(found[0])
            except EmbeddingError:
                return Verdict(False, "the guard's detector could not read the answer", "learned_detector")
        for finding in found[len(whole) :]:
            if finding.benign < min(self.previews.lines, self._limit(finding, cued=True, letter=False)):
                return _refusal(finding)
        return ALLOWED

    def _renders_benign(self, text: str, *, cued: bool, letter: bool, changelog: bool) -> bool:
        """With `Previews.rendered`, whether a preview whose markup is plain HTML (`rendered.plain`) renders a text
        that the same limits pass (round 38): the whole text's refusal then does not stand."""
        shown = rendered.plain(text) if self.previews.rendered else None
        if shown is None:
            return False
        finding = self._read_texts([shown])[0]
        limit = self._limit(finding, cued=cued, letter=letter)
        return not (limit and finding.benign < self.previews.capped(limit, changelog=changelog))

    def _read_texts(self, texts: list[str]) -> list[Finding]:
        lexical = self.model is not None or self.weights.coef.shape[1] == 0
        vectors = np.zeros((len(texts), 0), dtype=np.float32) if lexical else self._embed(texts)
        return self.classify(vectors, texts)

    def vouches(self, answer: str, *, question: str | None, least: float = 0.0) -> bool:
        """The classifier reads the text as benign with P(benign) >= `overturn` (`overturn_letters` for a letter or
        minutes, `shapes.letter`) and >= `least` (a stricter rule's threshold, `guard.STRICT`, round 43a) and, given
        its question (an answer), the answer is close to it (cosine similarity >= `responsive`): a rule's refusal of
        it may be lifted (`guard.check_answer`, `guard.check_preview`). A text the detector cannot read is not
        vouched for."""
        needed = max(self.overturn_letters if shapes.letter(answer) else self.overturn, least)
        if needed > 1.0:  # no probability reaches it: never lifts a refusal
            return False
        try:
            lexical = self.model is not None or self.weights.coef.shape[1] == 0
            vector = np.zeros(0, dtype=np.float32) if lexical else self._embed([answer])[0]
            if self.classify(vector[None, :], [answer])[0].benign < needed:
                return False
            if question is None:  # a preview: the classifier alone
                return True
            pair = self._embed([question, answer])
        except EmbeddingError:
            return False
        return float(pair[0] @ pair[1]) >= self.weights.responsive


_LOCK = threading.Lock()


@cache
def _bundled() -> Detector:
    from opmem.embed.local import LocalEmbedder
    from opmem.quarantine.guard_model import GuardModel, load_tuned

    return Detector(LocalEmbedder(), load_weights(), model=GuardModel(load_tuned()))


def bundled_detector() -> Detector:
    """The detector on the bundled model, loaded once per process."""
    with _LOCK:
        return _bundled()


def model_off() -> bool:
    return os.environ.get("OPMEM_GUARD_MODEL", "on").strip().lower() in {"off", "0", "false", "no"}


def default_detector() -> Detector | None:
    """The bundled detector, or None when `OPMEM_GUARD_MODEL=off` (rules only)."""
    if model_off():
        return None
    return bundled_detector()


log = logging.getLogger(__name__)


@dataclass
class _Warming:
    thread: threading.Thread | None = None
    done: threading.Event = field(default_factory=threading.Event)
    failed: str | None = None


_WARMING = _Warming()
_WARM_LOCK = threading.Lock()  # not _LOCK, which the warm-up holds while it loads: /readyz must not wait on it


def _warm() -> None:
    try:
        detector = default_detector()
        if detector is not None:  # build both graphs now: the guard model's and the embedder's
            if detector.model is not None:
                detector.model(["warm up"])
            detector._embed(["warm up"])
    except Exception as exc:  # a failed pin or a broken install: readiness says so, the first check raises it
        _WARMING.failed = str(exc)
        log.error("the answer guard's model did not load: %s", exc)
    finally:
        _WARMING.done.set()


def warm_in_background() -> None:
    """Start loading the bundled guard model, once per process, in a thread: about 2 s of CPU that the first answer
    or rule-refused preview would otherwise pay (`opmem serve` starts it once it listens; its readiness waits)."""
    with _WARM_LOCK:
        if _WARMING.thread is None:
            _WARMING.thread = threading.Thread(target=_warm, name="opmem-guard-warm-up", daemon=True)
            _WARMING.thread.start()


def readiness() -> tuple[bool, str]:
    """Whether the answer guard can check without loading its model first, and what it found."""
    if model_off():
        return True, "rules only (OPMEM_GUARD_MODEL=off)"
    warm_in_background()
    if not _WARMING.done.is_set():
        return False, "loading the guard model (a few seconds after start)"
    if _WARMING.failed is not None:
        return False, f"the guard model did not load: {_WARMING.failed}"
    return True, "the guard model is loaded"
