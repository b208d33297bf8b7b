"""Synthetic records and queries for the speed benchmark, shaped by real bug reports.

Every synthetic document has a *seed*: one real bug report (Hadoop JIRA or Firefox Bugzilla). Its title keeps
an ordered subset of the seed's title words and fills the rest from the word distribution of all real titles;
its body mixes words drawn from the seed's body with words from the distribution of all real bodies. So term
frequencies, document frequencies and title trigrams follow the real reports, and documents sharing a seed
are topically related, as duplicate incidents are. Word order inside a sentence is not natural language: it
does not matter to BM25 or trigrams, and document vectors are not computed from this text (see `doc_vectors`).

Everything is a pure function of (seed, index): batch `b` always yields the same records.
"""

from __future__ import annotations

import csv
import json
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt

from opmem.types import Record

HADOOP = Path("gitbugs/hadoop_bugs.csv")
FIREFOX = Path("beir/jahan2023-firefox/corpus.jsonl")
BATCH = 1000
TABLE = "incident"
TENANT = "bench"
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]{1,29}")
_EPOCH = datetime(2021, 1, 1, tzinfo=UTC)

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Seed:
    """One real bug report."""

    title: str
    body: str
    close_code: str
    priority: str


@dataclass(frozen=True)
class Synthetic:
    index: int
    seed: int
    partner: int
    title: str
    description: str
    resolution: str
    close_code: str
    priority: str

    @property
    def record_id(self) -> str:
        return f"INC{self.index:08d}"

    def record(self, tenant: str) -> Record:
        return Record(
            tenant=tenant,
            source_table=TABLE,
            record_id=self.record_id,
            state="resolved",
            short_description=self.title,
            description=self.description,
            resolution_notes=self.resolution,
            close_code=self.close_code,
            resolved_at=_EPOCH + timedelta(minutes=37 * self.index),
            fields={"priority": self.priority},
        )


def load_seeds(eval_dir: Path) -> list[Seed]:
    seeds: list[Seed] = []
    with open(eval_dir / HADOOP, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            close = row["Resolution"] or "Fixed"
            seeds.append(Seed(row["Summary"], row["Description"], close, row["Priority"] or "Major"))
    with open(eval_dir / FIREFOX, encoding="utf-8") as handle:
        for line in handle:
            doc = json.loads(line)
            seeds.append(Seed(doc["title"], doc["text"], "Fixed", "Major"))
    return [s for s in seeds if len(_WORD.findall(s.title)) >= 2 and len(_WORD.findall(s.body)) >= 5]


class _Distribution:
    """Sampling from a word-count table: inverse CDF over a cumulative array."""

    def __init__(self, counts: Counter[int]) -> None:
        self.ids = np.fromiter(counts.keys(), dtype=np.int64)
        weights = np.fromiter(counts.values(), dtype=np.float64)
        self.cdf = np.cumsum(weights) / weights.sum()

    def sample(self, rng: np.random.Generator, n: int) -> IntArray:
        picks = np.searchsorted(self.cdf, rng.random(n), side="right")
        return self.ids[np.minimum(picks, len(self.ids) - 1)]


class Corpus:
    def __init__(self, seeds: Sequence[Seed], *, seed: int) -> None:
        self.seeds = list(seeds)
        self.seed = seed
        self.vocab: list[str] = []
        index: dict[str, int] = {}

        def ids(text: str) -> IntArray:
            return np.asarray([index.setdefault(w, len(index)) for w in _WORD.findall(text)], dtype=np.int64)

        self.titles = [ids(s.title) for s in self.seeds]
        self.bodies = [ids(s.body) for s in self.seeds]
        self.vocab = list(index)
        self.title_words = _Distribution(Counter(int(i) for t in self.titles for i in t))
        self.body_words = _Distribution(Counter(int(i) for b in self.bodies for i in b))

    def _words(self, ids: IntArray) -> list[str]:
        vocab = self.vocab
        return [vocab[i] for i in ids.tolist()]

    def _title(self, rng: np.random.Generator, seed: int, length: int) -> str:
        own = self.titles[seed]
        keep = min(len(own), max(3, round(length * 0.65)))
        kept = own[np.sort(rng.choice(len(own), keep, replace=False))]
        fill = self.title_words.sample(rng, max(0, length - keep))
        words = list(kept)
        for word in fill:
            words.insert(int(rng.integers(0, len(words) + 1)), word)
        return " ".join(self._words(np.asarray(words, dtype=np.int64)))

    def _prose(self, rng: np.random.Generator, seed: int, length: int) -> str:
        own = self.bodies[seed]
        half = length // 2
        ids = np.concatenate([own[rng.integers(0, len(own), half)], self.body_words.sample(rng, length - half)])
        words = self._words(ids[rng.permutation(length)])
        sentences = [" ".join(words[i : i + 12]) for i in range(0, length, 12)]
        return ". ".join(s[:1].upper() + s[1:] for s in sentences) + "."

    def _plan(self, number: int, *, total: int) -> tuple[np.random.Generator, IntArray, IntArray]:
        """The generator of batch `number`, and each document's seed and partner report."""
        size = max(0, min(BATCH, total - number * BATCH))
        rng = np.random.default_rng([self.seed, number])
        return rng, rng.integers(0, len(self.seeds), size), rng.integers(0, len(self.seeds), size)

    def lineage(self, indices: Sequence[int], *, total: int) -> tuple[IntArray, IntArray]:
        """Seed and partner of each document, without building any text."""
        seeds = np.empty(len(indices), dtype=np.int64)
        partners = np.empty(len(indices), dtype=np.int64)
        plans: dict[int, tuple[IntArray, IntArray]] = {}
        for n, i in enumerate(indices):
            number = i // BATCH
            if number not in plans:
                plans[number] = self._plan(number, total=total)[1:]
            seeds[n], partners[n] = (a[i % BATCH] for a in plans[number])
        return seeds, partners

    def batch(self, number: int, *, total: int) -> list[Synthetic]:
        """Documents `number * BATCH` up to (not including) `total`."""
        start = number * BATCH
        rng, seeds, partners = self._plan(number, total=total)
        size = len(seeds)
        title_len = rng.integers(5, 13, size)
        body_len = np.clip(rng.normal(80, 15, size), 40, 140).astype(int)
        out = []
        for j in range(size):
            s = int(seeds[j])
            words = int(body_len[j])
            out.append(
                Synthetic(
                    index=start + j,
                    seed=s,
                    partner=int(partners[j]),
                    title=self._title(rng, s, int(title_len[j])),
                    description=self._prose(rng, s, words - words // 4),
                    resolution=self._prose(rng, int(partners[j]) if j % 5 == 0 else s, words // 4),
                    close_code=self.seeds[s].close_code,
                    priority=self.seeds[s].priority,
                )
            )
        return out

    def documents(self, total: int) -> Iterator[list[Synthetic]]:
        for number in range((total + BATCH - 1) // BATCH):
            yield self.batch(number, total=total)

    def document(self, index: int, *, total: int) -> Synthetic:
        return self.batch(index // BATCH, total=total)[index % BATCH]


# -- queries --------------------------------------------------------------------------------------------

QUERY_KINDS = ("exact", "partial", "typo", "real")


@dataclass(frozen=True)
class Query:
    text: str
    kind: str
    #: The record the query was made from (None for real titles, which have no single source document).
    target: str | None


def _typo(rng: np.random.Generator, word: str) -> str:
    i = int(rng.integers(1, len(word) - 1))
    match int(rng.integers(0, 4)):
        case 0:
            return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        case 1:
            return word[:i] + word[i + 1 :]
        case 2:
            return word[:i] + "aeiourstn"[int(rng.integers(0, 9))] + word[i + 1 :]
        case _:
            return word[:i] + word[i] + word[i:]


def _misspell(rng: np.random.Generator, title: str) -> str:
    words = title.split()
    long = [i for i, w in enumerate(words) if len(w) >= 4]
    for i in rng.choice(long, min(len(long), int(rng.integers(1, 3))), replace=False) if long else []:
        words[int(i)] = _typo(rng, words[int(i)])
    return " ".join(words)


def _partial(rng: np.random.Generator, title: str) -> str:
    words = title.split()
    size = min(len(words), int(rng.integers(3, 7)))
    start = int(rng.integers(0, len(words) - size + 1))
    return " ".join(words[start : start + size])


def queries(corpus: Corpus, count: int, *, total: int) -> list[Query]:
    """`count` queries, a quarter of each kind: exact titles, 3-6 word fragments, misspelt titles, real titles."""
    rng = np.random.default_rng([corpus.seed, 1_000_003])
    targets = rng.choice(total, count, replace=False)
    out = []
    batches: dict[int, list[Synthetic]] = {}  # a batch is a pure function of its number: made once, not per query
    for n, index in enumerate(sorted(int(t) for t in targets)):
        number = index // BATCH
        if number not in batches:
            batches[number] = corpus.batch(number, total=total)
        doc = batches[number][index % BATCH]
        kind = QUERY_KINDS[n % len(QUERY_KINDS)]
        if kind == "real":
            out.append(Query(" ".join(corpus.seeds[doc.seed].title.split()), kind, None))
            continue
        text = {"exact": doc.title, "partial": _partial(rng, doc.title), "typo": _misspell(rng, doc.title)}[kind]
        out.append(Query(text, kind, doc.record_id))
    order = rng.permutation(len(out))
    return [out[i] for i in order]


# -- vectors --------------------------------------------------------------------------------------------

#: Weight of a second real report mixed into each document vector, and per-dimension Gaussian noise.
PARTNER_WEIGHT = 0.35
NOISE = 0.035


def doc_vectors(seed_vectors: FloatArray, seeds: IntArray, partners: IntArray, *, rng_key: int) -> FloatArray:
    """Unit vectors near the real embedding of each document's seed: seed + 0.35·partner + N(0, 0.035²) noise.

    With 384 dimensions the noise has norm ≈ 0.69, so a document sits at cosine ≈ 0.8 from its seed and
    ≈ 0.65 from its siblings: clusters of near-duplicates, as a real incident history has.
    """
    rng = np.random.default_rng([rng_key, 7])
    mixed = seed_vectors[seeds] + PARTNER_WEIGHT * seed_vectors[partners]
    mixed += rng.normal(0.0, NOISE, mixed.shape).astype(np.float32)
    mixed /= np.linalg.norm(mixed, axis=1, keepdims=True)
    return mixed.astype(np.float32)
