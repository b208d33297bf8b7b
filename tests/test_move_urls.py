"""How `opmem migrate-data` reads a SQLite data directory's URL (no database needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from opmem.errors import InvalidInput
from opmem.store.move import sqlite_dir


def test_three_and_four_slashes_name_the_same_absolute_directory() -> None:
    assert sqlite_dir("sqlite:///srv/opmem/data") == Path("/srv/opmem/data")
    assert sqlite_dir("sqlite:////srv/opmem/data") == Path("/srv/opmem/data")
    assert sqlite_dir("sqlite:///srv/with%20space") == Path("/srv/with space")


def test_two_slashes_name_a_relative_directory() -> None:
    assert sqlite_dir("sqlite://data") == Path("data")


@pytest.mark.parametrize("url", ["postgresql://h/db", "sqlite://", "/srv/opmem/data"])
def test_anything_else_is_refused_with_the_form_to_use(url: str) -> None:
    with pytest.raises(InvalidInput, match="sqlite:///path/to/data-dir"):
        sqlite_dir(url)
