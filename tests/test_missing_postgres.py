"""Without psycopg installed, a command that needs PostgreSQL says in one line how to install it (no traceback)
and exits non-zero. The missing packages are simulated in a subprocess: `sys.modules[name] = None` makes their
import raise ImportError, as on a machine without `opmem[postgres]`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FAKE

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import MissingExtra
from opmem.settings import Settings

URL = "postgresql://opmem:secret@127.0.0.1:1/opmem"
WITHOUT_PSYCOPG = (
    "import sys\n"
    "for name in ('psycopg', 'psycopg_pool'):\n"
    "    sys.modules[name] = None\n"
    "from opmem.surfaces.cli import cli\n"
    "cli(sys.argv[1:], prog_name='opmem')\n"
)


def _without_psycopg(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "OPMEM_EMBEDDING": "none", "PYTHONPATH": os.pathsep.join(sys.path)}
    env.pop("OPMEM_DB", None)
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_PSYCOPG, *args], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("no-psycopg") / "data"
    Opmem(Settings(data_dir=where, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()}).close()
    return where


@pytest.mark.parametrize(
    "command",
    [
        ["migrate-data", "--from", "sqlite://{data}", "--to", URL],
        ["serve", "--db", URL, "--port", "18931", "--no-worker"],
    ],
    ids=["migrate-data", "serve"],
)
def test_a_postgresql_command_without_psycopg_says_what_to_install(data: Path, command: list[str]) -> None:
    done = _without_psycopg("--data-dir", str(data), *(part.format(data=data) for part in command))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert "pip install 'opmem[postgres]'" in lines[0] and "pip install -e '.[postgres]'" in lines[0]
    assert "secret" not in done.stderr  # the URL's password is not echoed


def test_the_error_is_still_an_import_error_for_code_that_catches_one() -> None:
    assert issubclass(MissingExtra, ImportError)
