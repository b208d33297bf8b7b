"""The clamd scanner against a real private clamd, and against small real servers that misbehave."""

from __future__ import annotations

import io
import socket
import threading
import time
import zipfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Literal

import pytest
from clamav import DETECTED_AS, STREAM_MAX_LENGTH, eicar_bytes

from opmem.ingest.scan import ClamdScanner, Scanner, ScanResult, UnavailableScanner

Transport = Literal["unix", "tcp"]
Handler = Callable[[socket.socket, threading.Event], None]

INFECTED = ScanResult("infected", f"found {DETECTED_AS}")


def zipped(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


# --- a real clamd ---------------------------------------------------------------------------------------------


def test_clean_bytes_are_clean(clamd_socket: str) -> None:
    scanner: Scanner = ClamdScanner(clamd_socket)
    assert scanner.scan(b"Disk full on db-7; rotated the logs and raised the alert threshold.") == ScanResult(
        "clean", ""
    )
    assert scanner.scan(b"") == ScanResult("clean", "")


def test_eicar_is_infected_with_the_self_made_signature(clamd_socket: str) -> None:
    scanner = ClamdScanner(clamd_socket)
    assert scanner.scan(eicar_bytes()) == INFECTED
    # The body signature matches anywhere, as the file usually arrives: with a newline, or inside text.
    assert scanner.scan(eicar_bytes() + b"\n") == INFECTED
    assert scanner.scan(b"notes from the incident\n" + eicar_bytes() + b"\nend\n") == INFECTED


def test_chunk_boundaries_do_not_hide_a_signature(clamd_socket: str) -> None:
    assert ClamdScanner(clamd_socket, chunk=7).scan(b"x" * 100 + eicar_bytes()) == INFECTED


def test_eicar_inside_a_zip_is_infected(clamd_socket: str) -> None:
    scanner = ClamdScanner(clamd_socket)
    assert scanner.scan(zipped({"readme.txt": b"hello", "eicar.com": eicar_bytes()})) == INFECTED
    nested = zipped({"outer.zip": zipped({"inner/eicar.com": eicar_bytes()})})
    assert scanner.scan(nested) == INFECTED
    assert scanner.scan(zipped({"readme.txt": b"hello"})) == ScanResult("clean", "")


def test_a_file_over_stream_max_length_is_unscannable(clamd_socket: str) -> None:
    scanner = ClamdScanner(clamd_socket)
    assert scanner.scan(b"a" * STREAM_MAX_LENGTH) == ScanResult("clean", "")
    result = scanner.scan(b"a" * (STREAM_MAX_LENGTH + 1))
    assert result.verdict == "unscannable"
    assert "INSTREAM size limit exceeded" in result.reason
    assert "StreamMaxLength" in result.reason


def test_scans_from_many_threads_at_once(clamd_socket: str) -> None:
    scanner = ClamdScanner(clamd_socket)
    files = [eicar_bytes() if i % 3 == 0 else f"clean file {i}\n".encode() * 1000 for i in range(96)]
    with ThreadPoolExecutor(max_workers=24) as pool:
        results = list(pool.map(scanner.scan, files))
    expected = [INFECTED if i % 3 == 0 else ScanResult("clean", "") for i in range(96)]
    assert results == expected


def test_ping(clamd_socket: str, tmp_path: Path) -> None:
    assert ClamdScanner(clamd_socket).ping()
    assert not ClamdScanner(str(tmp_path / "missing.sock")).ping()


# --- no clamd, or something else on the socket ----------------------------------------------------------------


def test_no_clamd_at_a_unix_socket_is_unscannable(tmp_path: Path) -> None:
    address = str(tmp_path / "clamd.sock")
    result = ClamdScanner(address).scan(b"hello")
    assert result.verdict == "unscannable"
    assert result.reason.startswith(f"could not reach clamd at {address}: no such file or directory")
    assert "start clamd" in result.reason and "OPMEM_CLAMD_SOCKET" in result.reason


def test_no_clamd_at_a_tcp_port_is_unscannable() -> None:
    with socket.create_server(("127.0.0.1", 0)) as probe:
        port = probe.getsockname()[1]
    result = ClamdScanner(f"tcp://127.0.0.1:{port}").scan(b"hello")
    assert result.verdict == "unscannable"
    assert result.reason.startswith(f"could not reach clamd at tcp://127.0.0.1:{port}: connection refused")


def never_answers(conn: socket.socket, stop: threading.Event) -> None:
    stop.wait()


def answers(reply: bytes) -> Handler:
    """Reads the whole request, as clamd does, then answers `reply` and hangs up."""

    def handle(conn: socket.socket, stop: threading.Event) -> None:
        request = b""
        while not (request.endswith(b"\0\0\0\0") or request == b"zPING\0"):
            piece = conn.recv(65536)
            if not piece:
                break
            request += piece
        conn.sendall(reply)

    return handle


def hangs_up(conn: socket.socket, stop: threading.Event) -> None:
    conn.recv(65536)


def trickles(conn: socket.socket, stop: threading.Event) -> None:
    conn.recv(65536)
    while not stop.is_set():
        conn.sendall(b"s")
        stop.wait(0.05)


@contextmanager
def misbehaving_server(transport: Transport, tmp_path: Path, handle: Handler) -> Iterator[str]:
    """A real socket server that runs `handle` on each connection; yields its clamd-style address."""
    if transport == "unix":
        path = str(tmp_path / "fake.sock")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(path)
        listener.listen()
        address = path
    else:
        listener = socket.create_server(("127.0.0.1", 0))
        address = f"tcp://127.0.0.1:{listener.getsockname()[1]}"
    listener.settimeout(0.05)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            with conn:
                conn.settimeout(5)
                with suppress(OSError):
                    handle(conn, stop)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield address
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()


@pytest.mark.parametrize("transport", ["unix", "tcp"])
def test_a_server_that_never_answers_is_unscannable_after_the_timeout(transport: Transport, tmp_path: Path) -> None:
    with misbehaving_server(transport, tmp_path, never_answers) as address:
        started = time.monotonic()
        result = ClamdScanner(address, timeout=0.5).scan(eicar_bytes())
        elapsed = time.monotonic() - started
    assert result.verdict == "unscannable"
    assert result.reason.startswith(f"clamd at {address} did not answer within 0.5 s")
    assert 0.4 < elapsed < 3


def test_the_timeout_bounds_the_whole_scan_not_each_read(tmp_path: Path) -> None:
    with misbehaving_server("unix", tmp_path, trickles) as address:
        started = time.monotonic()
        result = ClamdScanner(address, timeout=0.5).scan(b"hello")
        elapsed = time.monotonic() - started
    assert result.verdict == "unscannable"
    assert "did not answer within 0.5 s" in result.reason
    assert elapsed < 3


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (b"HTTP/1.1 400 Bad Request\r\n\r\n", "unexpected reply 'HTTP/1.1 400 Bad Request'"),
        (b"stream: FOUND\0", "unexpected reply 'stream: FOUND'"),
        (b"stream:  FOUND\0", "unexpected reply 'stream:  FOUND'"),
        (b"stream: maybe\0", "unexpected reply 'stream: maybe'"),
        (b"\xff\xfe\0", "unexpected reply"),
        (b"A" * 100_000, "unexpected reply 'AAAA"),
        (b"", "closed the connection without a verdict"),
        (b"Can't allocate memory ERROR\0", "clamd could not scan the file: Can't allocate memory"),
    ],
    ids=["http", "found-nothing", "found-blank", "unknown", "binary", "flood", "hang-up", "error"],
)
@pytest.mark.parametrize("transport", ["unix", "tcp"])
def test_a_server_that_answers_garbage_is_unscannable(
    transport: Transport, reply: bytes, reason: str, tmp_path: Path
) -> None:
    with misbehaving_server(transport, tmp_path, answers(reply)) as address:
        result = ClamdScanner(address, timeout=5).scan(eicar_bytes())
        assert not ClamdScanner(address, timeout=5).ping()
    assert result.verdict == "unscannable"
    assert reason in result.reason


@pytest.mark.parametrize("transport", ["unix", "tcp"])
def test_a_server_that_hangs_up_mid_stream_is_unscannable(transport: Transport, tmp_path: Path) -> None:
    with misbehaving_server(transport, tmp_path, hangs_up) as address:
        result = ClamdScanner(address, timeout=5).scan(b"a" * 4 * 1024 * 1024)
    assert result.verdict == "unscannable"
    assert "closed the connection without a verdict" in result.reason


# --- configuration --------------------------------------------------------------------------------------------


def test_without_clamd_every_file_is_unscannable_with_how_to_configure_one() -> None:
    scanner: Scanner = UnavailableScanner()
    result = scanner.scan(eicar_bytes())
    assert result.verdict == "unscannable"
    assert "no virus scanner is configured" in result.reason and "OPMEM_CLAMD_SOCKET" in result.reason


@pytest.mark.parametrize("address", ["", "tcp://clamav", "tcp://:3310", "tcp://clamav:port"])
def test_a_malformed_address_is_refused_up_front(address: str) -> None:
    with pytest.raises(ValueError, match="OPMEM_CLAMD_SOCKET"):
        ClamdScanner(address)
