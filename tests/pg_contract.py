"""Run an existing test module again on PostgreSQL: its tests and fixtures, collected into a contract module.

A contract module (tests/test_postgres_contract*.py) defines the fixtures that put the store on PostgreSQL under
the names the source module uses (`opmem`, `om`, `kit`), then `globals().update(collect(module, gaps))`: pytest
collects the copied tests there, with that module's fixtures winning over the source's. A test listed in `gaps`
does not pass on PostgreSQL yet: it is a strict xfail with the reason, so the day it passes the suite says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType

import pytest


def collect(
    module: ModuleType, gaps: Mapping[str, str] = {}, *, own: frozenset[str] = frozenset()
) -> dict[str, object]:
    """The module's tests (gaps marked) and its fixtures, except those named in `own` (the contract's versions)."""
    found: dict[str, object] = {}
    for name, value in vars(module).items():
        if name in own:
            continue
        if hasattr(value, "_fixture_function_marker"):
            found[name] = value
        elif name.startswith("test_") and callable(value):
            reason = gaps.get(name)
            found[name] = pytest.mark.xfail(reason=reason, strict=True)(value) if reason else value
    return found
