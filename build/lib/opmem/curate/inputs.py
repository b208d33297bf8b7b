"""What a curator or an agent may send: text checked once, each refusal saying what to send instead."""

from __future__ import annotations

from opmem.errors import InvalidInput
from opmem.ingest.distill import clean

MAX_TITLE = 300
MAX_BODY = 100_000
MAX_REASON = 1_000
MAX_FIELD = 4_000


def checked_text(name: str, value: object, *, limit: int, one_line: bool = False) -> str:
    """`value` as clean, non-empty text of at most `limit` characters (normalised as distillation does)."""
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be text.")
    if "\x00" in value:
        raise InvalidInput(f"{name} contains a NUL byte; send plain text.")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(f"{name} is not valid Unicode text (unpaired surrogate); send UTF-8.") from exc
    text = clean(value)
    text = text.replace("\n", " ") if one_line else text
    if not text:
        raise InvalidInput(f"{name} is empty; send some text.")
    if len(text) > limit:
        raise InvalidInput(f"{name} is {len(text):,} characters; the limit is {limit:,}. Shorten it.")
    return text


def checked_reason(value: object) -> str:
    """Why a change is made: required, so the audit log can answer "why" as well as "who" and "when"."""
    if value is None or (isinstance(value, str) and not value.strip()):
        raise InvalidInput(
            "Give a reason for the change (a sentence: what was wrong, or why); it goes in the audit log."
        )
    return checked_text("reason", value, limit=MAX_REASON)


def checked_id(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(f"{name} must be a positive whole number; got {value!r}.")
    return value


def checked_range(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInput(f"{name} must be a whole number from {low} to {high}; got {value!r}.")
    return value
