"""Per-result read permission, failing closed.

A `PermissionCheck` answers whether a principal may read one document. `permitted` evaluates it for every
candidate of a query: an exception, a timeout or any answer other than `True` drops the document.
"""

from __future__ import annotations

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

    #: Pure and in-memory: it cannot hang, so it is evaluated inline rather than on the pool.
    inline = True

    def can_read(self, principal: Principal, document: Document) -> bool:
        return principal.tenant == document.tenant and document.source_table in principal.grants


def _evaluate(check: PermissionCheck, principal: Principal, doc: Document) -> bool:
    try:
        return check.can_read(principal, doc) is True
    except Exception:  # any failure of the check means "not evaluated": drop
        return False


def _timed(check: PermissionCheck, principal: Principal, doc: Document) -> tuple[bool, float]:
    """The verdict and when it was reached, so that a yes reached after the deadline counts as undecided."""
    return _evaluate(check, principal, doc), time.monotonic()


def permitted(
    check: PermissionCheck,
    principal: Principal,
    docs: Sequence[Document],
    *,
    pool: ThreadPoolExecutor,
    timeout: float,
) -> list[Document]:
    """The documents the principal may read, in input order. Undecided by the deadline means dropped.

    Each document is checked on its own, so one hanging or failing check drops only its own document.
    """
    docs = [doc for doc in docs if doc.tenant == principal.tenant]
    if getattr(check, "inline", False):
        return [doc for doc in docs if _evaluate(check, principal, doc)]
    deadline = time.monotonic() + timeout  # from the moment of asking: a slow submission gives no check more time
    futures: list[Future[tuple[bool, float]]] = [pool.submit(_timed, check, principal, doc) for doc in docs]
    allowed = []
    for doc, future in zip(docs, futures, strict=True):
        try:
            # A late yes may already be waiting when its turn comes (the loop waited on earlier checks): its
            # decision time, not when it is collected, says whether it was decided by the deadline.
            verdict, decided = future.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            future.cancel()
            continue
        if verdict is True and decided <= deadline:
            allowed.append(doc)
    return allowed
