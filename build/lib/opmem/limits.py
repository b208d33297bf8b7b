"""How big input may be, and which ids and names are accepted: one place for every surface.

HTTP (pydantic constraints and the body-size middleware), MCP, the CLI and the importers all check against
these, so a value one surface accepts is never refused by another, and the OpenAPI schema documents them.
"""

from __future__ import annotations

import re
import unicodedata

from opmem.errors import InvalidInput
from opmem.types import Record

#: Characters in one text field (a description, resolution notes, a document body, a free field's value).
MAX_TEXT_CHARS = 65_536
#: Characters in one record, all its text fields and free fields together (what one JSON body can carry).
MAX_RECORD_CHARS = 1_048_576
#: Bytes of one JSON request body.
MAX_JSON_BODY = 1_048_576
#: Characters in an id (a record id, a principal, agent or run id, a free field's name).
MAX_ID_CHARS = 256
#: Characters in a tenant or table name (letters, digits, `_`, `-`, `.`; not starting with `.` or `-`).
MAX_NAME_CHARS = 64
#: Bytes of one uploaded file.
MAX_UPLOAD = 50_000_000
#: Bytes of one multipart upload request: the file plus its form fields and boundaries.
MAX_UPLOAD_BODY = MAX_UPLOAD + 1_048_576
#: The largest integer SQLite stores (a signed 64-bit integer): the bound of every integer parameter.
MAX_INT = 2**63 - 1

#: Bidirectional embeddings, overrides and isolates: they make text display in another order than it is stored.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\-]*")


def _refused_char(value: str) -> str | None:
    """A description of the first character an id may not hold, or None."""
    for char in value:
        if char in BIDI_CONTROLS:
            return f"a bidirectional control character (U+{ord(char):04X})"
        if char == "\ufffd":
            return "U+FFFD, the mark of bytes that were not valid UTF-8"
        category = unicodedata.category(char)
        if category == "Cc":
            return f"a control character (U+{ord(char):04X})"
        if category == "Cs":
            return "bytes that are not valid UTF-8 (an unpaired surrogate)"
    return None


def check_id(kind: str, value: object) -> str:
    """`value` as an id of `kind` (e.g. "record_id"), or InvalidInput saying what is wrong with it."""
    if not isinstance(value, str):
        raise InvalidInput(f"{kind} must be text.")
    if not value.strip():
        raise InvalidInput(f"{kind} must not be empty.")
    if len(value) > MAX_ID_CHARS:
        raise InvalidInput(f"{kind} is {len(value):,} characters long; the limit is {MAX_ID_CHARS}.")
    refused = _refused_char(value)
    if refused:
        raise InvalidInput(f"{kind} {value!a} contains {refused}; use printable text.")
    return value


def check_name(kind: str, value: object) -> str:
    """`value` as a tenant or table name: it may appear in paths and URLs, so only a plain word is accepted."""
    if not isinstance(value, str) or not _NAME.fullmatch(value) or len(value) > MAX_NAME_CHARS:
        shown = ascii(value) if isinstance(value, str) else type(value).__name__
        raise InvalidInput(
            f"{kind} {shown} is not accepted: use up to {MAX_NAME_CHARS} letters, digits, '_', '-' or '.', "
            "starting with a letter, digit or '_'."
        )
    return value


def check_text(name: str, value: object, *, limit: int = MAX_TEXT_CHARS) -> str:
    """`value` as a text field: Unicode a store can write, without NUL, at most `limit` characters."""
    if not isinstance(value, str):
        raise InvalidInput(f"Field {name!r} must be text.")
    if len(value) > limit:
        raise InvalidInput(f"Field {name!r} is {len(value):,} characters long; the limit is {limit:,}.")
    if "\x00" in value:
        raise InvalidInput(f"Field {name!r} contains a NUL byte; send plain text.")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(f"Field {name!r} is not valid Unicode text (unpaired surrogate); send UTF-8.") from exc
    return value


def check_record_size(record: Record) -> Record:
    """A record whose text, free fields included, fits in `MAX_RECORD_CHARS` (each field is checked apart)."""
    texts = (record.short_description, record.description, record.resolution_notes, record.close_code)
    size = sum(map(len, texts)) + sum(len(k) + len(v) for k, v in record.fields.items())
    if size > MAX_RECORD_CHARS:
        raise InvalidInput(
            f"Record {record.record_id!r} holds {size:,} characters of text; the limit is {MAX_RECORD_CHARS:,}. "
            "Keep long logs in an attachment."
        )
    return record
