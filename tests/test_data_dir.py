"""The data directory is its owner's alone: the directory and every file in it are 0700 / 0600, including the
files SQLite, Tantivy and usearch create on their own; files an older version left readable are tightened."""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import stat
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """The usual umask (022), as a user's shell has it; opmem must not depend on a stricter one."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def readable_by_others(root: Path) -> list[str]:
    found = []
    for path in [root, *root.rglob("*")]:
        mode = stat.S_IMODE(path.lstat().st_mode)
        if mode & 0o077:
            found.append(f"{oct(mode)} {path.relative_to(root.parent)}")
    return found


def make(data: Path) -> Opmem:
    return Opmem(Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None), embedders={FAKE: FakeEmbedder()})


@pytest.mark.usefixtures("loose_umask")
def test_every_file_and_directory_is_owner_only(tmp_path: Path) -> None:
    data = tmp_path / "data"
    om = make(data)
    try:
        admin = om.local_admin("default")
        for n in range(30):
            om.upsert_record(record(f"INC{n}", f"Disk full on db-{n}", "Rotated the logs."))
        om.add_attachment(admin, "incident", "INC1", filename="trace.log", data=b"stack trace\n")
        om.delete_record("default", "incident", "INC2")  # the archive file
        om.memory.create_vector_index("default", "vi", 64)  # agent memory's own index files
        om.sync.rebuild()
        names = {p.name for p in data.rglob("*")}
        assert {"opmem.sqlite3", "opmem.sqlite3-wal", "archive.sqlite3", "meta.json"} <= names
        assert any(n.endswith(".usearch") for n in names)
        assert readable_by_others(data) == []
    finally:
        om.close()


@pytest.mark.usefixtures("loose_umask")
def test_opening_tightens_what_an_older_version_left_readable(tmp_path: Path) -> None:
    data = tmp_path / "data"
    (data / "index" / "text").mkdir(parents=True, mode=0o755)
    data.chmod(0o755)
    sqlite3.connect(data / "opmem.sqlite3").close()
    (data / "index" / "text" / "old.segment").write_bytes(b"terms")
    (data / "admin.token").write_text("opm_old\n")
    for path in data.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    mine = data / "notes.txt"  # not opmem's: left as its owner set it
    mine.write_text("shopping list")
    mine.chmod(0o644)
    assert readable_by_others(data)
    make(data).close()
    assert readable_by_others(data) == [f"0o644 {mine.relative_to(tmp_path)}"]


# -- opmem serve: the port first, the token once ------------------------------------------------------------


def serve(data: Path, port: int, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "serve", "--port", str(port), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"},
    )


def started(process: subprocess.Popen[str], port: int) -> str:
    """Wait until the server answers, stop it, and return everything it printed."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as answer:
                assert answer.status == 200
                break
        except OSError:
            time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert "opmem serving" in err, err
    return out + err


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_admin_token_is_printed_once_when_it_is_created(tmp_path: Path) -> None:
    data = tmp_path / "data"
    port = free_port()
    first = started(serve(data, port), port)
    token = (data / "admin.token").read_text().strip()
    assert token.startswith("opm_") and token in first
    again = started(serve(data, port), port)
    assert token not in again and "opm_" not in again
    assert "admin.token" in again  # says where it is kept
    assert (data / "admin.token").read_text().strip() == token  # and it still works: the same token


def test_a_busy_port_fails_before_anything_is_printed_or_issued(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        process = serve(data, port)
        out, err = process.communicate(timeout=60)
    assert process.returncode == 2
    assert out == ""
    assert err.count("\n") == 1 and f"Cannot listen on 127.0.0.1:{port}" in err and "--port" in err
    assert "opm_" not in err and "loading" not in err
    assert not (data / "admin.token").exists()
