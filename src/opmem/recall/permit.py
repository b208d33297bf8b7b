"""Per-result read permission, failing closed.

A `PermissionCheck` answers whether a principal may read one document. `permitted` evaluates it for every
candidate of a query: an exception, a timeout or any answer other than `True` drops the document.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Protocol

from opmem.types import Document, Principal


class PermissionCheck(Protocol):
    def can_read(self, principal: Principal, document: Document) -> bool: ...


class GrantCheck:
    """The default rule: a document follows its source record, readable with a grant on the record's table."""

    def can_read(self, principal: Principal, document: Document) -> bool:
        return principal.tenant == document.tenant and document.source_table in principal.grants


def _evaluate(check: PermissionCheck, principal: Principal, docs: Sequence[Document], out: dict[int, bool]) -> None:
    for doc in docs:
        try:
            out[doc.id] = check.can_read(principal, doc) is True
        except Exception:  # any failure of the check means "not evaluated": drop
            out[doc.id] = False


def permitted(
    check: PermissionCheck,
    principal: Principal,
    docs: Sequence[Document],
    *,
    pool: ThreadPoolExecutor,
    timeout: float,
) -> list[Document]:
    """The documents the principal may read, in input order. Undecided by the deadline means dropped."""
    decided: dict[int, bool] = {}
    future: Future[None] = pool.submit(_evaluate, check, principal, docs, decided)
    deadline = time.monotonic() + timeout
    with contextlib.suppress(FutureTimeout):
        future.result(timeout=max(0.0, deadline - time.monotonic()))
    snapshot = dict(decided)
    return [doc for doc in docs if doc.tenant == principal.tenant and snapshot.get(doc.id) is True]
