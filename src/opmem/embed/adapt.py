"""Adapt the bundled model to a tenant's own archive, without labels (issue 17; bench/adapt.py measures it).

Each distilled document is a natural (query, passage) pair: its title is the query, what opmem embeds for it
(`embedding_text`) is the passage. A short contrastive fine-tune (in-batch negatives, the
MultipleNegativesRankingLoss of sentence-transformers written out: cosine similarity x 20, cross-entropy against
the diagonal) teaches all-MiniLM-L6-v2 the archive's vocabulary. No labels and no queries are used.

Training needs torch and transformers (the optional extra `adapt`); the adapted weights are saved as a
safetensors file in the bundled model's layout and run, like the bundled model, on opmem's own ONNX graph
(`bert_graph`), pinned by their SHA-256. The model id is `local:all-MiniLM-L6-v2+adapted@<corpus hash>`.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import random
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from opmem.embed.base import Embedder, Matrix, normalize
from opmem.embed.local import MAX_TOKENS, OnnxRunner, Tuning
from opmem.embed.weights import PINNED, ModelIntegrityError, bundled_dir, read_verified
from opmem.errors import InvalidInput
from opmem.types import EmbedKind

BASE = "all-MiniLM-L6-v2"
SUFFIX = "+adapted@"
EXTRA = "pip install 'opmem[adapt]'"
MANIFEST = "adapted.json"
#: Copied unchanged from the bundled model: the adapted model differs only in its weights.
COPIED = ("tokenizer.json", "config.json")


@dataclass(frozen=True)
class Pair:
    """One training example: a document's title (the query) and what the semantic arm embeds for it."""

    query: str
    passage: str


@dataclass(frozen=True)
class TrainConfig:
    batch: int = 32
    epochs: int = 1
    lr: float = 2e-5
    warmup: float = 0.1  # fraction of the steps the learning rate rises over, then falls linearly to 0
    scale: float = 20.0  # MultipleNegativesRankingLoss' default
    max_tokens: int = MAX_TOKENS
    seed: int = 0
    threads: int = 2

    def __post_init__(self) -> None:
        if self.batch < 2 or self.epochs < 1 or self.lr <= 0 or not 0 <= self.warmup < 1 or self.threads < 1:
            raise InvalidInput(f"Adaptation settings {self} need batch >= 2, epochs >= 1, lr > 0, 0 <= warmup < 1.")


@dataclass(frozen=True)
class Adapted:
    """What a fine-tune produced: where, pinned how, and what it cost."""

    model_id: str
    directory: Path
    weights_sha256: str
    corpus_hash: str
    pairs: int
    steps: int
    cpu_seconds: float
    wall_seconds: float
    final_loss: float


def pairs_of(documents: Iterable[tuple[str, str]]) -> list[Pair]:
    """(title, embedding text) → pairs; empty titles and exact duplicate titles (false in-batch negatives) left out."""
    seen: set[str] = set()
    out: list[Pair] = []
    for title, passage in documents:
        key = " ".join(title.split()).casefold()
        if not key or not passage.strip() or key in seen:
            continue
        seen.add(key)
        out.append(Pair(title.strip(), passage))
    return out


def corpus_hash(pairs: Sequence[Pair], config: TrainConfig | None = None, *, tenant: str = "") -> str:
    """First 16 hex digits of the SHA-256 of the pairs and the training settings: the same corpus, the same id.

    `tenant` (`opmem tenant adapt`) is hashed too, so that two tenants never share a model id."""
    settings = asdict(config or TrainConfig()) | ({"tenant": tenant} if tenant else {})
    digest = hashlib.sha256(json.dumps(settings, sort_keys=True).encode())
    for pair in pairs:
        digest.update(pair.query.encode() + b"\x00" + pair.passage.encode() + b"\x01")
    return digest.hexdigest()[:16]


def model_id(corpus: str) -> str:
    return f"local:{BASE}{SUFFIX}{corpus}"


def parse_adapted(model: str) -> str | None:
    """The corpus hash of an adapted model name (`all-MiniLM-L6-v2+adapted@<hash>`), or None for any other."""
    base, sep, corpus = model.partition(SUFFIX)
    if not sep:
        return None
    if base != BASE or len(corpus) != 16 or any(c not in "0123456789abcdef" for c in corpus):
        raise InvalidInput(
            f"Adapted model {model!r} must be '{BASE}{SUFFIX}<16 hex digits>' (written by opmem.embed.adapt.train)."
        )
    return corpus


def _modules() -> tuple[Any, Any]:
    try:
        torch = importlib.import_module("torch")
        transformers = importlib.import_module("transformers")
    except ImportError as exc:
        raise InvalidInput(
            f"Adapting the model needs torch and transformers, which opmem does not install by default: "
            f"install the optional extra with `{EXTRA}` (CPU torch is enough). ({exc})"
        ) from exc
    return torch, transformers


def require_training() -> None:
    """InvalidInput naming the `adapt` extra when torch or transformers is missing."""
    _modules()


def train(
    pairs: Sequence[Pair],
    out: Path,
    *,
    config: TrainConfig | None = None,
    base: Path | None = None,
    progress: Callable[[int, int, float], None] | None = None,
    tenant: str = "",
) -> Adapted:
    """Fine-tune the bundled model on `pairs` and write it to `out` (model.safetensors + tokenizer + config)."""
    config = config or TrainConfig()
    if len(pairs) < config.batch:
        raise InvalidInput(f"Adaptation needs at least {config.batch} documents with a title; found {len(pairs)}.")
    torch, transformers = _modules()
    files = read_verified(base or bundled_dir())  # start from the exact weights the pins describe
    random.seed(config.seed)
    torch.manual_seed(config.seed)
    torch.set_num_threads(config.threads)
    started, cpu_started = time.perf_counter(), time.process_time()
    model = transformers.BertModel.from_pretrained(str(files.directory), add_pooling_layer=False)
    tokenizer = transformers.PreTrainedTokenizerFast(tokenizer_object=_tokenizer(files.tokenizer))
    tokenizer.pad_token = "[PAD]"
    model.train()
    order = list(range(len(pairs)))
    batches: list[list[int]] = []
    for _ in range(config.epochs):
        random.shuffle(order)
        batches += [order[i : i + config.batch] for i in range(0, len(order) - config.batch + 1, config.batch)]
    optimizer = torch.optim.AdamW(model.parameters(), lr=config.lr, weight_decay=0.01)
    warm = max(1, int(len(batches) * config.warmup))
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min((step + 1) / warm, max(0.0, (len(batches) - step) / max(1, len(batches) - warm)))
    )
    loss_value = float("nan")
    for step, chosen in enumerate(batches, start=1):
        queries = _encode(torch, model, tokenizer, [pairs[i].query for i in chosen], config.max_tokens)
        passages = _encode(torch, model, tokenizer, [pairs[i].passage for i in chosen], config.max_tokens)
        scores = queries @ passages.T * config.scale
        loss = torch.nn.functional.cross_entropy(scores, torch.arange(len(chosen)))
        loss.backward()
        optimizer.step()
        schedule.step()
        optimizer.zero_grad()
        loss_value = float(loss.detach())
        if progress:
            progress(step, len(batches), loss_value)
    sha = save(torch, model, files.tokenizer, files.config, out)
    corpus = corpus_hash(pairs, config, tenant=tenant)
    adapted = Adapted(
        model_id=model_id(corpus),
        directory=out,
        weights_sha256=sha,
        corpus_hash=corpus,
        pairs=len(pairs),
        steps=len(batches),
        cpu_seconds=round(time.process_time() - cpu_started, 1),
        wall_seconds=round(time.perf_counter() - started, 1),
        final_loss=round(loss_value, 4),
    )
    manifest = {k: str(v) if isinstance(v, Path) else v for k, v in asdict(adapted).items()}
    (out / MANIFEST).write_text(json.dumps(manifest | {"config": asdict(config)}, indent=2))
    return adapted


def _tokenizer(data: bytes) -> Any:
    from tokenizers import Tokenizer

    return Tokenizer.from_str(data.decode())


def _encode(torch: Any, model: Any, tokenizer: Any, texts: list[str], max_tokens: int) -> Any:
    """Mean-pooled, unit-length rows, as the ONNX graph computes them (and sentence-transformers)."""
    batch = tokenizer(texts, padding=True, truncation=True, max_length=max_tokens, return_tensors="pt")
    hidden = model(**batch).last_hidden_state
    mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
    pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
    return torch.nn.functional.normalize(pooled, dim=-1)


def save(torch: Any, model: Any, tokenizer: bytes, config: bytes, out: Path) -> str:
    """The weights as model.safetensors (names as in the bundled file), beside its tokenizer and config: SHA-256."""
    safetensors_torch = importlib.import_module("safetensors.torch")
    out.mkdir(parents=True, exist_ok=True)
    state = {name: tensor.detach().contiguous() for name, tensor in model.state_dict().items()}
    path = out / "model.safetensors"
    safetensors_torch.save_file(state, str(path), metadata={"format": "pt"})
    (out / "tokenizer.json").write_bytes(tokenizer)
    (out / "config.json").write_bytes(config)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _adapted_runner(directory: Path, weights_sha256: str, *, tuning: Tuning | None, max_tokens: int) -> OnnxRunner:
    """The bundled model's runner (batching, threads, fused kernels) over a graph of adapted, pinned weights."""
    from opmem.embed.bert_graph import build_onnx

    files = read_verified(directory, {**PINNED, "model.safetensors": weights_sha256})
    graph = build_onnx(files.weights, files.config, fused=True).onnx
    return OnnxRunner(None, tuning=tuning, max_tokens=max_tokens, fused=True, built=(graph, files.tokenizer))


@functools.lru_cache(maxsize=64)
def _digest(path: str, size: int, mtime_ns: int) -> str:
    """A file's SHA-256, hashed again only when its size or time changes (the worker checks the pin every tick;
    loading the weights always hashes what it reads)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


class AdaptedEmbedder(Embedder):
    """`local:all-MiniLM-L6-v2+adapted@<corpus hash>`: the adapted weights in `directory`, refused if not `sha256`."""

    batch_size = 32

    def __init__(
        self, directory: Path, weights_sha256: str, *, tuning: Tuning | None = None, owner: str | None = None
    ) -> None:
        """`owner`: the tenant whose model this is (`opmem tenant adapt`), None for a bench's model."""
        manifest = read_manifest(directory)
        if manifest.get("weights_sha256") != weights_sha256:
            raise ModelIntegrityError(
                f"The adapted model in {directory} is pinned to weights {manifest.get('weights_sha256')}, not "
                f"{weights_sha256}: train it again (`opmem tenant adapt`, `python bench/adapt.py`)."
            )
        self.model_id = str(manifest["model_id"])
        self.weights_sha256, self.owner = weights_sha256, owner
        self.dimensions = 384
        self._directory, self._sha256, self._tuning = directory, weights_sha256, tuning
        self._runner: OnnxRunner | None = None
        self._lock = threading.Lock()

    def check(self) -> None:
        """Refuse files that are missing or are not the pinned ones, without building the graph."""
        for name, expected in {**PINNED, "model.safetensors": self._sha256}.items():
            path = self._directory / name
            try:
                stat = path.stat()
                actual = _digest(str(path), stat.st_size, stat.st_mtime_ns)
            except OSError as exc:
                raise ModelIntegrityError(
                    f"The adapted model file {path} cannot be read ({exc.strerror or exc}); retrain it with "
                    "`opmem tenant adapt`."
                ) from exc
            if actual != expected:
                raise ModelIntegrityError(
                    f"The adapted model file {path} has SHA-256 {actual}, not the pinned {expected}: it is refused; "
                    "retrain it with `opmem tenant adapt`."
                )

    def _load(self) -> OnnxRunner:
        with self._lock:
            if self._runner is None:
                self._runner = _adapted_runner(
                    self._directory, self._sha256, tuning=self._tuning, max_tokens=MAX_TOKENS
                )
            return self._runner

    def prepare(self) -> None:
        self._load()(["warm up"])

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        return normalize(self._load()(texts))

    def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        if not texts:
            return super().embed(texts, kind=kind)
        return normalize(self._load().embed_all(texts))


def read_manifest(directory: Path) -> dict[str, Any]:
    path = directory / MANIFEST
    try:
        data: dict[str, Any] = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise ModelIntegrityError(
            f"No adapted model at {directory} ({exc}): train one first (`opmem tenant adapt`, `python bench/adapt.py`)."
        ) from exc
    return data
