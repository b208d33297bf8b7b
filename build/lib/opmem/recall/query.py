"""Validation of what a caller may ask. Every refusal says what to send instead."""

from __future__ import annotations

from collections.abc import Iterable

from opmem.errors import InvalidInput
from opmem.types import DOC_KINDS, DocKind

MAX_QUERY_BYTES = 4096
MAX_K = 10


def check_query(query: object) -> str:
    if not isinstance(query, str):
        raise InvalidInput("The query must be text: a few words, such as the record's short description.")
    if "\x00" in query:
        raise InvalidInput("The query contains a NUL byte; send plain text.")
    try:
        size = len(query.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise InvalidInput("The query is not valid UTF-8; send plain UTF-8 text.") from exc
    if size > MAX_QUERY_BYTES:
        raise InvalidInput(
            f"The query is {size} bytes; the limit is {MAX_QUERY_BYTES}. "
            "Send a few words, such as the record's short description, not its whole body."
        )
    if not query.strip():
        raise InvalidInput("The query is empty; send a few words, such as the record's short description.")
    return query.strip()


def check_k(k: object) -> int:
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise InvalidInput(f"k must be a whole number from 1 to {MAX_K}; got {k!r}.")
    return k


def check_kinds(kinds: Iterable[str] | None) -> frozenset[DocKind] | None:
    if kinds is None:
        return None
    chosen = frozenset(kinds)
    unknown = sorted(chosen - set(DOC_KINDS))
    if unknown:
        raise InvalidInput(f"Unknown document kind(s) {', '.join(unknown)}; use any of: {', '.join(DOC_KINDS)}.")
    if not chosen:
        raise InvalidInput(f"doc_kinds is empty; leave it out for every kind, or name some of: {', '.join(DOC_KINDS)}.")
    return chosen  # type: ignore[return-value]
