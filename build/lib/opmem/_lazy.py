"""Lazy package exports (PEP 562): `from opmem.memory import Mode` imports only the module that defines Mode.

A package's `__init__` re-exports names from its modules for callers' convenience; importing them all eagerly
made `opmem --help` load the whole core, numpy and the MCP stack (2.3 s). Each package lists its exports once
here, and keeps a `TYPE_CHECKING` import block so type checkers see the same names.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence

Exports = tuple[Callable[[str], object], Callable[[], list[str]]]


def exports(package: str, modules: Mapping[str, Sequence[str]]) -> Exports:
    """`__getattr__` and `__dir__` for `package`, given {module: [names it exports]}."""
    where = {name: module for module, names in modules.items() for name in names}

    def getattr_(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    def dir_() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(where))

    return getattr_, dir_
