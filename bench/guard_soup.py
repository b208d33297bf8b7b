"""Average fine-tuned guard detectors into one ("model soup"): round 53s, stop 47.

Each detector `bench/train_guard_ft.py` trains starts from the same bundled model and tunes the same top layers and a
head, so the element-wise mean of two or more such models is a model of the same shape: it costs nothing per check
and averages out what a single seed moves (rounds 52r and 53r each flipped a hand-written test sentence). The mean is
taken in float32 and stored as float16, as `train_guard_ft.save` stores a model; the classes must agree.

    python bench/guard_soup.py OUT.npz MODEL.npz MODEL.npz [MODEL.npz ...]
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import numpy as np


def soup(paths: list[Path], out: Path) -> str:
    """Write the mean of the models at `paths` to `out`; return its sha256."""
    loaded = [dict(np.load(p)) for p in paths]
    classes = loaded[0]["classes"]
    for path, model in zip(paths, loaded, strict=True):
        if list(model["classes"]) != list(classes) or model.keys() != loaded[0].keys():
            sys.exit(f"{path} has other classes or arrays than {paths[0]}: not models of one recipe")
    arrays = {
        name: np.mean([m[name].astype(np.float32) for m in loaded], axis=0).astype(np.float16)
        for name in loaded[0]
        if name != "classes"
    }
    np.savez_compressed(out, classes=classes, **arrays)
    return hashlib.sha256(out.read_bytes()).hexdigest()


def main(argv: list[str]) -> None:
    if len(argv) < 3:
        sys.exit(__doc__)
    out, *models = (Path(a) for a in argv)
    sha = soup(models, out)
    print(f"wrote {out} ({out.stat().st_size:,} bytes, sha256 {sha[:12]}...), the mean of {len(models)} models")


if __name__ == "__main__":
    main(sys.argv[1:])
