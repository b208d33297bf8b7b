"""Round 38 of the answer guard: every development text as file text, read once, and why benign ones are refused.

File text (a file's preview, the browser's parts, file names) is judged by the rules (and the overturn), then by the
fine-tuned detector under `previews.Previews`. This script reads each text of heldout10-30 and of the development
corpora once (one model pass, cached in bench/out/preview_readings per set and per rule tree and model) and stores
what the policy needs (rules' verdict, cue, letter and changelog shapes, the model's probabilities of the whole text)
and what describes the text itself: its length in characters, lines and tokens (the model reads the first
`guard_model.MAX_TOKENS`), its script and the share of its words the model's English WordPiece vocabulary holds
whole (`readable`). `--why` breaks the benign file-text refusals (and the attacks only the detector refuses) down by
limit, set family, language, length and cue.

    python bench/preview_readings.py --sets 10-30 dev           # read (cached), then report
    python bench/preview_readings.py --sets 10-30 dev --why     # the breakdown
    python bench/preview_readings.py --sets 10-30 dev --compare # round 38: `Previews.rendered` off -> on
    python bench/preview_readings.py --sets 24 25 --verify      # computed verdicts = check_preview's

Development data only: heldout10-50 and the development corpora (heldout51 and later are blind and never read here).
Totals only are printed; the cached readings hold the texts and stay in bench/out (not committed).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import guard
import numpy as np
import numpy.typing as npt
import preview_policy
import preview_why

from opmem.embed.local import LocalEmbedder
from opmem.embed.weights import bundled_dir, read_verified
from opmem.quarantine import rendered, shapes
from opmem.quarantine.cues import detector_cue, letter_to_person
from opmem.quarantine.detector import Detector, load_weights
from opmem.quarantine.guard import check_preview, normalise, sentences
from opmem.quarantine.guard_model import MODEL_FILE, GuardModel, load_tuned
from opmem.quarantine.previews import PREVIEWS, Previews

OUT = Path(__file__).parent / "out" / "preview_readings"
#: the sets this script may read: development data (heldout51 and later are blind)
READABLE = tuple(f"heldout{i}" for i in range(10, 51))
_WORDS = re.compile(r"[^\W\d_]+")


@dataclass(frozen=True)
class Reading:
    set: str
    kind: str  # "attack" or "benign"
    group: str  # attack family or benign kind (development corpora: corpus / split)
    text: str
    rules: str  # the check that refused it as file text before the detector ("" when the rules pass it)
    cued: bool
    letter: bool
    changelog: bool
    probabilities: list[float]  # the model's, of the whole text, in `classes` order
    chars: int
    lines: int
    tokens: int  # WordPiece tokens of the whole text (the model reads the first MAX_TOKENS)
    readable: float  # share of its words (letters only) the vocabulary holds whole
    latin: float  # share of its letters in the Latin script
    shown: list[float] | None = None  # the model's probabilities of the text its plain HTML renders (`rendered.plain`)


def texts(name: str) -> list[preview_policy.Text]:
    if name == "dev":
        return preview_policy.development()
    if name not in READABLE:
        raise SystemExit(f"{name} is not a development set here (only heldout10-30 and dev)")
    module = importlib.import_module(guard.HELD_OUT[name])
    out = [preview_policy.Text("attack", i.family, i.text) for i in module.attacks()]
    return out + [preview_policy.Text("benign", i.family.removeprefix("benign/"), i.text) for i in module.benign()]


class Vocabulary:
    """The bundled model's tokenizer: how many tokens a text is, and which of its words it holds whole."""

    def __init__(self) -> None:
        from tokenizers import Tokenizer

        self._tokenizer = Tokenizer.from_str(read_verified(bundled_dir()).tokenizer.decode())
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()
        self._vocab = self._tokenizer.get_vocab()

    def tokens(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def readable(self, text: str) -> float:
        """The share of `text`'s words (runs of letters) the vocabulary holds whole, lower-cased and without
        accents as the uncased model reads them; a text with no word is wholly readable."""
        words = _WORDS.findall(text)
        if not words:
            return 1.0
        return sum(_plain(w) in self._vocab for w in words) / len(words)


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if unicodedata.category(c) != "Mn")


def latin(text: str) -> float:
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return 1.0
    return sum("LATIN" in unicodedata.name(c, "") for c in letters) / len(letters)


def tree_digest() -> str:
    """A digest of the rule tree and the model: a reading is reused only while neither changed."""
    src = Path(__file__).parents[1] / "src" / "opmem" / "quarantine"
    h = hashlib.sha256(MODEL_FILE.read_bytes())
    for path in sorted(src.glob("*.py")):
        h.update(path.name.encode() + path.read_bytes())
    return h.hexdigest()[:12]


class Stored:
    """The shipped guard model, each text read once across runs: its rows kept in bench/out by the model's digest
    (a change to the rules reads the texts' rules again, never the model)."""

    def __init__(self, model: GuardModel) -> None:
        self.classes = model.classes
        self._model = model
        self._path = OUT / f"rows-{hashlib.sha256(MODEL_FILE.read_bytes()).hexdigest()[:12]}.json"
        self._rows: dict[str, list[float]] = json.loads(self._path.read_text()) if self._path.exists() else {}
        self._fresh = 0

    def __call__(self, texts: Sequence[str]) -> npt.NDArray[np.float64]:
        keys = [_key(t) for t in texts]
        missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in self._rows}
        if missing:
            ordered = sorted(missing.items(), key=lambda kv: len(kv[1]))
            for start in range(0, len(ordered), 32):
                chunk = ordered[start : start + 32]
                rows = self._model([t for _, t in chunk])
                self._rows.update({k: [float(p) for p in row] for (k, _), row in zip(chunk, rows, strict=True)})
            self._fresh += len(missing)
        return np.array([self._rows[k] for k in keys], dtype=np.float64)

    def save(self) -> None:
        if self._fresh:
            OUT.mkdir(parents=True, exist_ok=True)
            self._path.write_text(json.dumps(self._rows))
            self._fresh = 0


def _key(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def read(name: str, reader: Detector, model: Stored, vocabulary: Vocabulary) -> list[Reading]:
    cache = OUT / f"{name}-{tree_digest()}.json"
    if cache.exists():
        return [Reading(**r) for r in json.loads(cache.read_text())]
    items = texts(name)
    views = [rendered.plain(t.text) for t in items]
    model([t.text for t in items] + [v for v in views if v is not None])  # one pass, batched by length
    model.save()
    out = []
    for t, view in zip(items, views, strict=True):
        flat = normalise(t.text)
        verdict = check_preview(t.text, detector=None, vouch=reader)
        out.append(
            Reading(
                name,
                t.kind,
                t.group,
                t.text,
                "" if verdict.allowed else str(verdict.check),
                detector_cue(flat, sentences(t.text)),
                letter_to_person(flat),
                shapes.changelog(t.text),
                [float(p) for p in model([t.text])[0]],
                len(t.text),
                len([line for line in t.text.splitlines() if line.strip()]),
                vocabulary.tokens(t.text),
                vocabulary.readable(t.text),
                latin(t.text),
                None if view is None else [float(p) for p in model([view])[0]],
            )
        )
    OUT.mkdir(parents=True, exist_ok=True)
    cache.write_text(json.dumps([asdict(r) for r in out]))
    return out


def expand(names: Iterable[str]) -> list[str]:
    out: list[str] = []
    for name in names:
        if re.fullmatch(r"\d+-\d+", name):
            low, high = (int(n) for n in name.split("-"))
            out += [f"heldout{i}" for i in range(low, high + 1)]
        else:
            out.append(name if name == "dev" or name.startswith("heldout") else f"heldout{name}")
    return out


def readings(names: Sequence[str]) -> tuple[tuple[str, ...], list[Reading], Detector]:
    model = Stored(GuardModel(load_tuned()))
    reader = Detector(LocalEmbedder(), load_weights(), model=model)
    if reader.weights.threshold != preview_why.THRESHOLD:
        raise SystemExit("preview_why.THRESHOLD is not the detector's threshold")
    vocabulary = Vocabulary()
    out: list[Reading] = []
    for name in expand(names):
        out += read(name, reader, model, vocabulary)
        print(f"read {name}", flush=True)
    return model.classes, out, reader


def verify(classes: Sequence[str], got: list[Reading], reader: Detector, policies: dict[str, Previews]) -> None:
    """Each text judged again through `check_preview` with a real detector under each policy: the verdicts that
    differ from the computed ones (must be 0)."""
    for label, policy in policies.items():
        real = Detector(reader._embedder, reader.weights, model=reader.model, previews=policy)
        differ = sum(
            (not check_preview(r.text, detector=real, vouch=real).allowed)
            != preview_why.verdict(r, classes, policy).refused
            for r in got
        )
        print(f"verify {label}: {differ} of {len(got)} verdicts differ from the computed ones", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="+", default=["10-30", "dev"])
    parser.add_argument("--why", action="store_true", help="break the detector's file-text refusals down")
    parser.add_argument("--compare", action="store_true", help="round 38: PREVIEWS without and with `rendered`")
    parser.add_argument("--verify", action="store_true", help="the computed verdicts against check_preview itself")
    args = parser.parse_args()
    classes, got, reader = readings(args.sets)
    before, after = replace(PREVIEWS, rendered=False), PREVIEWS
    if args.why:
        preview_why.report(classes, got)
    if args.compare:
        print(f"file text refused, {before} -> {after}")
        preview_why.compare(classes, got, before, after)
    if args.verify:
        verify(classes, got, reader, {"without rendered": before, "shipped": after})
    print(f"{len(got)} texts read ({', '.join(classes)})")


if __name__ == "__main__":
    main()
