"""Virus scanning: every uploaded file goes through ClamAV's daemon before anything reads it.

`ClamdScanner` speaks clamd's zINSTREAM protocol over a unix or TCP socket: the command, then the file in
length-prefixed chunks (4-byte big-endian size), then a zero-length chunk; clamd answers one NUL-terminated line:

    stream: OK                                  -> clean
    stream: Win.Test.EICAR_HDB-1 FOUND          -> infected
    INSTREAM size limit exceeded. ERROR         -> unscannable (the file is over clamd's StreamMaxLength)

The scanner fails closed: an unreachable daemon, a timeout, a malformed or unexpected reply all make the file
`unscannable`, with a reason a person can act on. `scan` never raises.
"""

from __future__ import annotations

import socket
import struct
import time
from dataclasses import dataclass
from typing import Literal, Protocol
from urllib.parse import urlsplit

ScanVerdict = Literal["clean", "infected", "unscannable"]

_CONFIGURE = "set OPMEM_CLAMD_SOCKET to clamd's socket path (e.g. /run/clamav/clamd.ctl) or to tcp://host:port"
_MAX_REPLY = 4096


@dataclass(frozen=True)
class ScanResult:
    verdict: ScanVerdict
    #: "" when clean; "found <signature>" when infected; for unscannable, what went wrong and what to do.
    reason: str


class Scanner(Protocol):
    def scan(self, data: bytes) -> ScanResult: ...


@dataclass(frozen=True)
class UnavailableScanner:
    """The scanner when no clamd is configured: nothing is scanned, so nothing is indexed."""

    reason: str = f"no virus scanner is configured: {_CONFIGURE}"

    def scan(self, data: bytes) -> ScanResult:
        return ScanResult("unscannable", self.reason)


class _Timeout(Exception):
    pass


class ClamdScanner:
    """Scans bytes with a running clamd. `address` is a unix socket path or "tcp://host:port".

    Each scan opens its own connection, so one scanner serves many threads. `timeout` bounds a whole scan
    (connect, send and reply), not each socket operation.
    """

    def __init__(self, address: str, *, timeout: float = 30.0, chunk: int = 64 * 1024) -> None:
        if timeout <= 0 or chunk <= 0:
            raise ValueError("the clamd timeout and chunk size must be positive")
        self._address = address
        self._target = _parse_address(address)
        self._timeout = timeout
        self._chunk = chunk

    @property
    def address(self) -> str:
        return self._address

    def scan(self, data: bytes) -> ScanResult:
        try:
            reply = self._instream(data)
        except _Timeout:
            return _unscannable(
                f"clamd at {self._address} did not answer within {self._timeout:g} s — it may be overloaded "
                "or stuck; check that clamd is healthy, then upload the file again"
            )
        except OSError as error:
            return _unscannable(
                f"could not reach clamd at {self._address}: {_describe(error)} — start clamd or {_CONFIGURE}"
            )
        except Exception as error:  # fail closed: whatever goes wrong, the file is not indexed
            return _unscannable(f"scanning with clamd at {self._address} failed: {error!r}")
        return _parse_reply(reply)

    def ping(self) -> bool:
        try:
            with self._connect(time.monotonic() + min(self._timeout, 5.0)) as conn:
                conn.sendall(b"zPING\0")
                return _read_reply(conn) == b"PONG"
        except Exception:
            return False

    def _instream(self, data: bytes) -> bytes:
        deadline = time.monotonic() + self._timeout
        with self._connect(deadline) as conn:
            try:
                conn.sendall(b"zINSTREAM\0")
                view = memoryview(data)
                for start in range(0, len(view), self._chunk):
                    piece = view[start : start + self._chunk]
                    _settimeout(conn, deadline)
                    conn.sendall(struct.pack(">I", len(piece)) + piece)
                conn.sendall(struct.pack(">I", 0))
            except TimeoutError as error:
                raise _Timeout from error
            except OSError:
                # clamd stopped reading: it says why (e.g. "INSTREAM size limit exceeded. ERROR") and hangs up.
                pass
            return _last_words(conn, deadline)

    def _connect(self, deadline: float) -> socket.socket:
        try:
            if isinstance(self._target, str):
                conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                try:
                    _settimeout(conn, deadline)
                    conn.connect(self._target)
                except BaseException:
                    conn.close()
                    raise
                return conn
            return socket.create_connection(self._target, timeout=max(deadline - time.monotonic(), 0.001))
        except TimeoutError as error:
            raise _Timeout from error


def _parse_address(address: str) -> str | tuple[str, int]:
    if not address.startswith("tcp://"):
        if not address:
            raise ValueError(f"the clamd address is empty: {_CONFIGURE}")
        return address
    parts = urlsplit(address)
    try:
        port = parts.port
    except ValueError:
        port = None
    if not parts.hostname or port is None:
        raise ValueError(f"the clamd address {address!r} is not tcp://host:port: {_CONFIGURE}")
    return parts.hostname, port


def _settimeout(conn: socket.socket, deadline: float) -> None:
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        raise _Timeout
    conn.settimeout(remaining)


def _read_reply(conn: socket.socket, deadline: float | None = None) -> bytes:
    """One NUL-terminated reply; at most `_MAX_REPLY` bytes, so a babbling peer cannot hold the scan."""
    reply = b""
    try:
        while b"\0" not in reply and len(reply) < _MAX_REPLY:
            if deadline is not None:
                _settimeout(conn, deadline)
            piece = conn.recv(_MAX_REPLY)
            if not piece:
                break
            reply += piece
    except TimeoutError as error:
        raise _Timeout from error
    return reply.split(b"\0", 1)[0].strip()


def _last_words(conn: socket.socket, deadline: float) -> bytes:
    """clamd's reply, or b"" when it hung up without one (over TCP a reset can also discard a reply)."""
    try:
        return _read_reply(conn, deadline)
    except OSError:
        return b""


def _parse_reply(raw: bytes) -> ScanResult:
    reply = raw.decode("utf-8", errors="replace")
    if reply == "stream: OK":
        return ScanResult("clean", "")
    body = reply.removeprefix("stream: ")
    if body != reply and body.endswith(" FOUND") and body[: -len(" FOUND")].strip():
        return ScanResult("infected", f"found {body[: -len(' FOUND')].strip()}")
    if reply.endswith(" ERROR"):
        message = reply.removeprefix("stream: ").removesuffix(" ERROR").strip().rstrip(".")
        if "size limit" in message:
            return _unscannable(
                f"clamd could not scan the file: {message} — the file is larger than clamd's StreamMaxLength; "
                "raise StreamMaxLength in clamd.conf or upload a smaller file"
            )
        return _unscannable(f"clamd could not scan the file: {message}")
    if not reply:
        return _unscannable(
            "clamd closed the connection without a verdict (a file over clamd's StreamMaxLength does that) — "
            "check clamd's log, then retry"
        )
    return _unscannable(f"clamd gave an unexpected reply {reply[:200]!r} — is that address really clamd?")


def _describe(error: OSError) -> str:
    return (error.strerror or str(error) or type(error).__name__).lower()


def _unscannable(reason: str) -> ScanResult:
    return ScanResult("unscannable", reason)
