"""The source of truth. All SQL lives in this package."""

from opmem.store.sqlite import SQLiteStore

__all__ = ["SQLiteStore"]
