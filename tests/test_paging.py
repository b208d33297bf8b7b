"""The one paging scheme (`opmem.paging`): opaque cursors that hold a keyset position, refused when forged."""

from __future__ import annotations

import base64
import json

import pytest

from opmem.errors import InvalidInput
from opmem.paging import Page, decode, encode, page_of_sorted


def test_a_cursor_is_base64url_of_the_list_and_position_and_round_trips() -> None:
    cursor = encode("memories", ("2026-03-01T12:00:00+00:00", 7))
    assert "=" not in cursor and "+" not in cursor and "/" not in cursor
    raw = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    assert raw == ["memories", "2026-03-01T12:00:00+00:00", 7]
    assert decode(cursor, "memories", (str, int)) == ("2026-03-01T12:00:00+00:00", 7)
    assert decode(None, "memories", (str, int)) is None and decode("", "memories", (str, int)) is None


@pytest.mark.parametrize(
    "cursor",
    ["%%%", encode("audit", (3,)), encode("memories", (3, 3)), encode("memories", (True, 1)), "x" * 2000],
)
def test_a_forged_or_foreign_cursor_is_invalid_input(cursor: str) -> None:
    with pytest.raises(InvalidInput, match="Start again without a cursor"):
        decode(cursor, "memories", (str, int))


def test_sorted_lists_page_by_keyset_not_offset() -> None:
    items = [10, 20, 30, 40, 50]
    first = page_of_sorted(items, "n", lambda i: (i,), (int,), limit=2, cursor=None)
    grown = [5, *items, 25]  # one added before the cursor, one after
    rest = page_of_sorted(sorted(grown), "n", lambda i: (i,), (int,), limit=10, cursor=first.next_cursor)
    assert first.items == (10, 20) and rest.items == (25, 30, 40, 50) and rest.next_cursor is None
    down = page_of_sorted(items[::-1], "n", lambda i: (i,), (int,), limit=3, cursor=None, descending=True)
    more = page_of_sorted(items[::-1], "n", lambda i: (i,), (int,), limit=3, cursor=down.next_cursor, descending=True)
    assert down.items == (50, 40, 30) and more.items == (20, 10) and more.next_cursor is None
    with pytest.raises(InvalidInput, match="limit must be a whole number from 1 to 500"):
        page_of_sorted(items, "n", lambda i: (i,), (int,), limit=0, cursor=None)


def test_a_full_last_page_has_no_next_cursor() -> None:
    assert Page.of([1, 2], 2, "n", lambda i: (i,)).next_cursor is None
    assert Page.of([1, 2, 3], 2, "n", lambda i: (i,)).next_cursor == encode("n", (2,))
