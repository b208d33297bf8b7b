"""A private clamd for tests: its own config, socket, pid file and signature database, in a temporary directory.

No official signatures are needed (or downloadable): the database holds one self-made body signature that
matches the EICAR test string anywhere in a file. clamd reports it as `Opmem.Test.EICAR.UNOFFICIAL` — clamd
appends `.UNOFFICIAL` to every signature that does not come from a signed official database.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from opmem.ingest.scan import ClamdScanner

CLAMD = Path("/usr/sbin/clamd")
SIGNATURE = "Opmem.Test.EICAR"
#: The name clamd reports for SIGNATURE.
DETECTED_AS = f"{SIGNATURE}.UNOFFICIAL"
#: clamd refuses (with "INSTREAM size limit exceeded") a stream longer than this; 25M is clamd's default.
STREAM_MAX_LENGTH = 25 * 1024 * 1024
START_TIMEOUT = 60.0
_MAX_UNIX_SOCKET_PATH = 100  # sun_path holds 108 bytes

_EICAR = rb"X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*"


def eicar_bytes() -> bytes:
    """The standard 68-byte EICAR anti-virus test file (harmless; every scanner flags it)."""
    return _EICAR


def require_clamd() -> None:
    """Skip the calling test when clamd is not installed, or fail when OPMEM_REQUIRE_CLAMD=1 (as in CI)."""
    if CLAMD.exists():
        return
    message = f"clamd is not installed: apt-get install clamav-daemon (no {CLAMD})"
    if os.environ.get("OPMEM_REQUIRE_CLAMD") == "1":
        pytest.fail(f"{message}; OPMEM_REQUIRE_CLAMD=1 says the clamd tests must run", pytrace=False)
    pytest.skip("clamd is not installed: apt-get install clamav-daemon")


@contextmanager
def private_clamd(tmp_dir: Path) -> Iterator[str]:
    """Start a private clamd in `tmp_dir`, yield its socket path once it answers PING, stop it on exit."""
    require_clamd()
    socket_path = _socket_path(tmp_dir)
    config = _write_config(tmp_dir, socket_path)
    log = tmp_dir / "clamd.out"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [str(CLAMD), f"--config-file={config}"], stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        _wait_until_ready(process, socket_path, log)
        yield socket_path
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _socket_path(tmp_dir: Path) -> str:
    path = tmp_dir / "clamd.sock"
    if len(str(path)) <= _MAX_UNIX_SOCKET_PATH:
        return str(path)
    return str(Path(tempfile.mkdtemp(prefix="opmem-clamd-")) / "clamd.sock")


def _write_config(tmp_dir: Path, socket_path: str) -> Path:
    database = tmp_dir / "db"
    database.mkdir(exist_ok=True)
    # An .ndb body signature: target any file type, match anywhere. clamd will not start with no database.
    (database / "opmem-test.ndb").write_text(f"{SIGNATURE}:0:*:{_EICAR.hex()}\n")
    temporary = tmp_dir / "tmp"
    temporary.mkdir(exist_ok=True)
    config = tmp_dir / "clamd.conf"
    config.write_text(
        "\n".join(
            [
                f"LocalSocket {socket_path}",
                "LocalSocketMode 600",
                "FixStaleSocket yes",
                f"PidFile {tmp_dir / 'clamd.pid'}",
                f"DatabaseDirectory {database}",
                f"TemporaryDirectory {temporary}",
                f"LogFile {tmp_dir / 'clamd.log'}",
                "LogTime yes",
                "LogSyslog no",
                "Foreground yes",
                f"StreamMaxLength {STREAM_MAX_LENGTH // (1024 * 1024)}M",
                "SelfCheck 3600",
                "",
            ]
        )
    )
    return config


def _wait_until_ready(process: subprocess.Popen[bytes], socket_path: str, log: Path) -> None:
    scanner = ClamdScanner(socket_path, timeout=5.0)
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"clamd exited with status {process.returncode}:\n{log.read_text(errors='replace')}")
        if scanner.ping():
            return
        time.sleep(0.02)
    raise RuntimeError(f"clamd did not answer PING within {START_TIMEOUT:g} s:\n{log.read_text(errors='replace')}")
