"""Whose rows a call may touch: the tenant in scope, which PostgreSQL's row-level security enforces.

With `OPMEM_DB_RLS=on` every statement runs with `opmem.tenant` set to the tenant in scope (per transaction, or
per pooled checkout for a read outside one; `opmem.store.postgres`), and every tenant table has a policy that
hides and refuses rows of any other tenant (`opmem.store.rls`). So a statement that forgets its tenant filter
returns nothing of another tenant instead of leaking it.

The scope comes from the call: the services' public methods (`scoped`) take it from the principal, the record or
the `tenant` argument they were given, once, at the outermost call (an inner call keeps the outer scope, so a call
that names another tenant inside a scoped one sees nothing of it). A call that has no tenant in scope when row-level
security is on fails loudly: nothing runs unscoped.

Work that spans tenants by design (migrations, the index follower reading the outbox, the attachment job's
claims, the embedding and retention passes, finding a token by its hash, `opmem reindex`) runs inside
`all_tenants()` (`cross_tenant` on a method): the narrow, explicit bypass. Those paths are listed in
docs/postgres.md; nothing else may use it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from opmem.types import Principal, Record

#: What `opmem.tenant` holds for a cross-tenant operation. No tenant can be named so (names are [A-Za-z0-9_.-]).
ALL = "*"
_CURRENT: ContextVar[str | None] = ContextVar("opmem_tenant_scope", default=None)

F = TypeVar("F", bound=Callable[..., Any])
C = TypeVar("C", bound=type)


class NoTenantInScope(RuntimeError):
    """Row-level security is on and a statement ran for no tenant: a call path that sets no scope (a bug)."""


def current() -> str | None:
    """The tenant in scope, `ALL` inside `all_tenants()`, or None."""
    return _CURRENT.get()


@contextmanager
def tenant_scope(tenant: str) -> Iterator[None]:
    """Run as `tenant`, unless a scope is already set (the outermost call decides)."""
    if _CURRENT.get() is not None:
        yield
        return
    token = _CURRENT.set(tenant)
    try:
        yield
    finally:
        _CURRENT.reset(token)


@contextmanager
def all_tenants() -> Iterator[None]:
    """The explicit bypass: statements inside see every tenant's rows. Only for cross-tenant operations."""
    token = _CURRENT.set(ALL)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def cross_tenant(method: F) -> F:
    """A method that works across tenants by design (see the module's docstring)."""

    @functools.wraps(method)
    def run(*args: Any, **kwargs: Any) -> Any:
        with all_tenants():
            return method(*args, **kwargs)

    return run  # type: ignore[return-value]


def _tenant_of(position: int | None, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str | None:
    named = kwargs.get("tenant")
    if isinstance(named, str):
        return named
    if position is not None and position < len(args) and isinstance(args[position], str):
        return str(args[position])
    for value in (*args, *kwargs.values()):
        if isinstance(value, Principal | Record):
            return value.tenant
    return None


def _scoped_method(method: F) -> F:
    names = list(inspect.signature(method).parameters)
    position = names.index("tenant") if "tenant" in names else None

    if inspect.isgeneratorfunction(method):  # the scope holds while the caller iterates

        @functools.wraps(method)
        def iterate(*args: Any, **kwargs: Any) -> Any:
            tenant = None if _CURRENT.get() is not None else _tenant_of(position, args, kwargs)
            if tenant is None:
                return (yield from method(*args, **kwargs))
            with tenant_scope(tenant):
                return (yield from method(*args, **kwargs))

        return iterate  # type: ignore[return-value]

    @functools.wraps(method)
    def run(*args: Any, **kwargs: Any) -> Any:
        if _CURRENT.get() is not None:
            return method(*args, **kwargs)
        tenant = _tenant_of(position, args, kwargs)
        if tenant is None:
            return method(*args, **kwargs)
        token = _CURRENT.set(tenant)
        try:
            return method(*args, **kwargs)
        finally:
            _CURRENT.reset(token)

    return run  # type: ignore[return-value]


def scoped(cls: C) -> C:
    """Every public method of `cls` runs in the scope of the tenant it is called for (see `_tenant_of`), unless
    it is `cross_tenant` or a scope is already set."""
    for name, member in list(vars(cls).items()):
        if name.startswith("_") or not inspect.isfunction(member):
            continue
        if getattr(member, "__wrapped__", None) is not None:  # cross_tenant (or another wrapper): leave it
            continue
        setattr(cls, name, _scoped_method(member))
    return cls
