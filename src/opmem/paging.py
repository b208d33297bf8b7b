"""One paging scheme for every list: `limit` plus an opaque `cursor`; a page carries `next_cursor` or None.

A cursor is the base64url (unpadded) of a small JSON array: the list's name, then the keyset position of the
page's last item (for example its time and id). The next page starts strictly after that position, so paging
never skips or repeats an item, and items added at the head of a newest-first list while a client pages do not
shift later pages. A client passes the cursor back as given; it is not an offset to compute. A cursor that is
malformed or belongs to another list is InvalidInput (HTTP 400) saying to start again without one.

    after = decode(cursor, "memories", (str, int))        # None on the first page
    rows = fetch(after, limit + 1)                        # in the list's order, strictly after `after`
    page = Page.of(rows, limit, "memories", lambda row: (row.recorded_at, row.id))
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from opmem.errors import InvalidInput

T = TypeVar("T")

Position = tuple[str | int, ...]

#: The largest page any list gives.
MAX_PAGE = 500


def encode(kind: str, position: Position) -> str:
    raw = json.dumps([kind, *position], separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _bad(kind: str, why: str) -> InvalidInput:
    return InvalidInput(
        f"The cursor is not one this list ({kind}) gave out: {why}. Start again without a cursor and pass back each "
        "page's next_cursor as given."
    )


def decode(cursor: str | None, kind: str, shape: Sequence[type]) -> Position | None:
    """The position a cursor of list `kind` holds (None without a cursor); its items must have types `shape`."""
    if cursor is None or cursor == "":
        return None
    if not isinstance(cursor, str) or len(cursor) > 1024:
        raise _bad(kind, "it is not a short text")
    try:
        value = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError) as exc:
        raise _bad(kind, "it does not decode") from exc
    if not isinstance(value, list) or not value or value[0] != kind:
        raise _bad(kind, "it belongs to another list")
    position = tuple(value[1:])
    if len(position) != len(shape) or not all(type(part) is want for part, want in zip(position, shape, strict=True)):
        raise _bad(kind, "its position has the wrong shape")
    return position


def check_limit(limit: object, maximum: int = MAX_PAGE) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= maximum:
        raise InvalidInput(f"limit must be a whole number from 1 to {maximum}; got {limit!r}. Page with the cursor.")
    return limit


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page of a list, in the list's order; `next_cursor` fetches the next page, None on the last."""

    items: tuple[T, ...]
    next_cursor: str | None

    @classmethod
    def of(cls, fetched: Sequence[T], limit: int, kind: str, position: Callable[[T], Position]) -> Page[T]:
        """A page from up to `limit + 1` items fetched in order: the extra one only says another page exists."""
        items = tuple(fetched[:limit])
        more = len(fetched) > limit and items
        return cls(items, encode(kind, position(items[-1])) if more else None)


def page_of_sorted(
    items: Sequence[T],
    kind: str,
    key: Callable[[T], Position],
    shape: Sequence[type],
    *,
    limit: int,
    cursor: str | None,
    descending: bool = False,
    maximum: int = MAX_PAGE,
) -> Page[T]:
    """A page of a short list already sorted by `key` (ascending, or `descending`): the items strictly after the
    cursor's key, so paging is a keyset here too (no offset; items added elsewhere in the order do not shift it)."""
    limit = check_limit(limit, maximum)
    after = decode(cursor, kind, shape)
    if after is None:
        rest = list(items)
    elif descending:
        rest = [i for i in items if key(i) < after]
    else:
        rest = [i for i in items if key(i) > after]
    return Page.of(rest, limit, kind, key)
