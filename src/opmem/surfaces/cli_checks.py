"""Checks of CLI input that the core cannot make for the command: each raises `InvalidInput` with one line
saying what to do, so the command exits 2 before it changes or reads anything."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

import click

from opmem.errors import InvalidInput, UnknownTable
from opmem.limits import BIDI_CONTROLS, MAX_INT, MAX_UPLOAD
from opmem.types import TableConfig

_CHUNK = 1 << 20


def read_upload(path: Path, limit: int = MAX_UPLOAD) -> bytes:
    """The file's bytes, read in chunks and stopped at the first byte past `limit` (`/dev/zero` never ends)."""
    chunks: list[bytes] = []
    size = 0
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(min(_CHUNK, limit + 1 - size)):
                chunks.append(chunk)
                size += len(chunk)
                if size > limit:
                    raise InvalidInput(
                        f"{path} is larger than {limit // 1_000_000} MB, the limit for an attachment; "
                        "attach a smaller file."
                    )
    except OSError as exc:
        raise InvalidInput(f"Cannot read {path}: {exc.strerror or exc}.") from exc
    return b"".join(chunks)


def known_table(tables: dict[str, TableConfig], table: str, tenant: str) -> TableConfig:
    """The configured table `table`, or the error an import would otherwise give on every row."""
    if table not in tables:
        raise UnknownTable(
            f"Table {table!r} is not configured for tenant {tenant!r}. Use one of: {', '.join(sorted(tables))}, "
            f"or add it with `opmem table set {table}`."
        )
    return tables[table]


def terminal_states(text: str, *, indexed: bool) -> frozenset[str]:
    """The states of `--terminal`; an indexed table needs one, or none of its records could ever close."""
    states = frozenset(s.strip().lower() for s in text.split(",") if s.strip())
    if indexed and not states:
        raise InvalidInput(
            "--terminal needs at least one state (e.g. resolved,closed), or no record of the table could close; "
            "use --never-index for a table that is never indexed."
        )
    return states


def data_dir(path: Path) -> Path:
    """`path` as a data directory opmem can create or write, or a one-line reason it cannot be.

    Nothing is created here: the core creates the directory with its own (owner-only) mode.
    """
    existing = path
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise InvalidInput(f"Cannot use {path} as the data directory: {existing} is not a directory; pass --data-dir.")
    if existing != path:
        if not os.access(existing, os.W_OK | os.X_OK):
            raise InvalidInput(f"Cannot create the data directory {path}: {existing} is not writable; pass --data-dir.")
        return path
    probe = path / f".opmem-write-check-{os.getpid()}"
    try:
        probe.touch()
        probe.unlink()
    except OSError as exc:
        raise InvalidInput(
            f"Cannot use {path} as the data directory ({exc.strerror or exc}); pass a directory you can write."
        ) from exc
    return path


def terminal_safe(text: str) -> str:
    """`text` as one line a terminal shows as it is: control and bidirectional characters escaped."""
    out = []
    for char in text:
        if char in "\n\r\t":
            out.append(" ")
        elif char in BIDI_CONTROLS or unicodedata.category(char) in ("Cc", "Cs"):
            out.append(ascii(char)[1:-1])
        else:
            out.append(char)
    return "".join(out)


def table_json(table: TableConfig) -> dict[str, object]:
    """A table's settings as `opmem table list --json` prints them."""
    return {
        "name": table.name,
        "terminal_states": sorted(table.terminal_states),
        "indexed": table.indexed,
        "link_template": table.link_template,
    }


#: A numeric id (document, memory, attachment, pursuit): SQLite's integers are signed 64-bit.
ID = click.IntRange(1, MAX_INT)
#: An offset or a count: never negative, never past SQLite's range.
COUNT = click.IntRange(0, MAX_INT)
