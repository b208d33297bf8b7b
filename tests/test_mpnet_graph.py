"""all-mpnet-base-v2 on ONNX Runtime, without torch: its vectors against sentence-transformers' reference ones."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.model
DATA = Path(__file__).parent / "data"

# One process loads the model once (30 s under load: 405 MB inflated and hashed, the graph built) and checks both
# the vectors and that nothing on the way imported torch, transformers, sentence-transformers or onnx.
SCRIPT = """
import json, sys
import numpy as np
from opmem.embed import get_embedder
from opmem.settings import Settings

texts = json.load(open(sys.argv[1], encoding="utf-8"))
reference = np.load(sys.argv[2])
model = get_embedder("local:all-mpnet-base-v2", Settings())
vectors = model.embed(texts, kind="document")  # bucketed by token count, back in the caller's order
rows = model.embed_batch(texts[:4], kind="query")  # one padded batch
print(json.dumps({
    "shape": list(vectors.shape),
    "max_abs": float(np.abs(vectors - reference).max()),
    "batch_max_abs": float(np.abs(rows - reference[:4]).max()),
    "min_cosine": float((vectors * reference).sum(axis=1).min()),
    "norms": [float(n) for n in np.linalg.norm(vectors, axis=1)],
    "longest": max(len(e.ids) for e in model._load().tokenizer.encode_batch(texts)),
    "loaded": sorted(m for m in ("torch", "transformers", "sentence_transformers", "onnx") if m in sys.modules),
}))
"""


def test_vectors_match_the_reference_model_without_torch() -> None:
    """Reference: sentence-transformers 6.2 on torch, written once by bench/mpnet_reference.py."""
    texts = DATA / "mpnet_reference.json"
    assert len(json.loads(texts.read_text())) == 13
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(texts), str(DATA / "mpnet_reference.npy")],
        capture_output=True,
        text=True,
        timeout=1800,  # a hang guard only: under a load of ~20 the model load alone took minutes
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["shape"] == [13, 768]
    assert result["max_abs"] < 1e-4 and result["batch_max_abs"] < 1e-4, result
    assert result["min_cosine"] > 0.9999
    assert all(abs(n - 1.0) < 1e-5 for n in result["norms"])
    assert result["longest"] == 384  # the long text is cut at the model's max_seq_length, as the reference was
    assert result["loaded"] == []
