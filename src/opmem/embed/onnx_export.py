"""One-time export of the bundled sentence-transformers model to ONNX (needs torch, transformers and onnx).

The export runs in a child process, so torch never loads beside onnxruntime in a serving process (the two
thread pools spun forever together in one process here). The file is named by a hash of the weights it came
from and written atomically, so concurrent first starts and an upgraded model package never share a stale file.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

OPSET = 17


def _fingerprint(model_dir: Path) -> str:
    digest = hashlib.sha256()
    for name in ("config.json", "model.safetensors", "tokenizer.json"):
        path = model_dir / name
        digest.update(name.encode())
        digest.update(str(path.stat().st_size).encode())
        with open(path, "rb") as handle:
            digest.update(handle.read(1 << 20))
    return digest.hexdigest()[:16]


def ensure_onnx(model_dir: Path, cache: Path) -> Path:
    target = cache / f"{model_dir.parent.name}-{_fingerprint(model_dir)}.onnx"
    if not target.exists():
        cache.mkdir(parents=True, exist_ok=True)
        handle, tmp = tempfile.mkstemp(dir=cache, suffix=".onnx.tmp")
        os.close(handle)
        try:
            done = subprocess.run(
                # By path with -P, not `-m opmem...`: importing opmem (usearch, tantivy) first made the export spin.
                [sys.executable, "-P", str(Path(__file__).resolve()), str(model_dir), tmp],
                capture_output=True,
                text=True,
                timeout=600,
            )
            if done.returncode != 0:
                raise RuntimeError(f"exporting the bundled model to ONNX failed: {done.stderr.strip()[-500:]}")
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return target


def export(model_dir: Path, target: Path) -> None:
    import warnings

    import torch
    from transformers import AutoModel, AutoTokenizer

    model = AutoModel.from_pretrained(str(model_dir)).eval()

    class LastHidden(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, token_type_ids: torch.Tensor):  # type: ignore[no-untyped-def]
            out = self.model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
            return out.last_hidden_state

    sample = AutoTokenizer.from_pretrained(str(model_dir))(
        ["an example", "a second example"], padding=True, return_tensors="pt"
    )
    axes = {0: "batch", 1: "tokens"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            LastHidden(),
            (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
            str(target),
            input_names=["input_ids", "attention_mask", "token_type_ids"],
            output_names=["last_hidden_state"],
            dynamic_axes={"input_ids": axes, "attention_mask": axes, "token_type_ids": axes, "last_hidden_state": axes},
            opset_version=OPSET,
            dynamo=False,
        )


if __name__ == "__main__":
    export(Path(sys.argv[1]), Path(sys.argv[2]))
